//! The guided first game: a lightning investigation at four seats, you at seat 1, innocent, with
//! two Detectives, an Alibi and the Soothsayer. Your Detective asks seat 2, who holds the Culprit
//! and an Alibi and so must say no; seat 2 shows the Baby, seat 3 hands you the handcuffs, you
//! play the Soothsayer and say you suspect seat 2, and seat 4 looks at seat 2's hand with a
//! Witness. You play your own Alibi; seat 2, left with the Culprit and its Alibi, must play the
//! Alibi (the Culprit goes only last), and your second Detective gets the yes that ends the game.
//! Its words are `learn.md` and `learn.de.md`.

use super::{Card, Reply, ShadowAction, ShadowHouseGame, Statement};
use crate::engine::Seat;
use crate::engine::tutorial::{Teach, Tutorial, bot, bot_says, you};

/// Seat 1 holds two Detectives, an Alibi and the Soothsayer; seat 2 the Culprit, an Alibi, the
/// Baby and the Housekeeper; seat 3 an Accomplice (kept to the end), the Sheriff, an Alibi and the
/// Servant; seat 4 First on the scene (so it opens), a Detective, an Alibi and a Witness.
const SEED: u64 = 882_773;

impl Teach for ShadowHouseGame {
    fn tutorial() -> Tutorial<ShadowAction> {
        use Card::{Alibi, Baby, Detective, Housekeeper, Servant, Sheriff, Soothsayer, Witness};
        use ShadowAction::{Answer, KeepHands, Play, PlayAt, Say};
        let me = Seat(0);
        let (second, third) = (Seat(1), Seat(2));
        Tutorial {
            seats: 4,
            variant: super::LIGHTNING,
            seed: SEED,
            learner: me,
            moves: vec![
                you(
                    PlayAt {
                        card: Detective,
                        target: second,
                    },
                    "ask",
                ),
                bot_says(Answer(Reply::No), "no"),
                bot_says(Play(Baby), "baby"),
                bot_says(
                    PlayAt {
                        card: Sheriff,
                        target: me,
                    },
                    "sheriff",
                ),
                bot_says(
                    PlayAt {
                        card: Detective,
                        target: third,
                    },
                    "asked",
                ),
                you(Play(Soothsayer), "soothsayer"),
                you(Say(Statement::Suspect(second)), "suspect"),
                bot(Play(Housekeeper)),
                bot(Play(Servant)),
                bot_says(
                    PlayAt {
                        card: Witness,
                        target: second,
                    },
                    "witness",
                ),
                bot(KeepHands),
                you(Play(Alibi), "alibi"),
                bot_says(Play(Alibi), "forced"),
                bot(Play(Alibi)),
                bot(Play(Alibi)),
                you(
                    PlayAt {
                        card: Detective,
                        target: second,
                    },
                    "catch",
                ),
                bot(Answer(Reply::Yes)),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_guided_game_plays_through_and_is_worded_in_english_and_german() {
        crate::learn::check_tutorial::<super::ShadowHouseGame>(&[
            ("en", include_str!("learn.md")),
            ("de", include_str!("learn.de.md")),
        ]);
    }

    #[test]
    fn the_guided_game_ends_with_the_culprit_found() {
        use crate::engine::{Game, Seat};
        use crate::learn::{Teach, walk};
        let walked = walk::<super::ShadowHouseGame>(&super::ShadowHouseGame::tutorial()).unwrap();
        assert!(walked.state.outcome().is_some());
        assert_eq!(
            walked.state.history()[0].ending,
            crate::games::shadow_house::Ending::Detective { by: Seat(0) }
        );
    }
}
