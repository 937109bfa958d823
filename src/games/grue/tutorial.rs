//! The guided first game: five seats, you at seat 1 with a Shield. The Lantern's holder shows it,
//! seat 5 offers you the Sword and you trade your Darkness for it, the Lantern's holder speaks for
//! you, the Grue readies itself and attacks you, and your Shield and Sword slay it. Its words are
//! `learn.md` and `learn.de.md`.

use super::{Defense, GrueAction, GrueGame, Statement};
use crate::engine::Seat;
use crate::engine::tutorial::{Teach, Tutorial, bot, bot_says, you};

/// Seat 1 holds a Darkness and the Shield, seat 2 the Traitor, seat 3 the Lantern, seat 4 is the
/// Grue and seat 5 holds the Sword, and moves first.
const SEED: u64 = 19;

impl Teach for GrueGame {
    fn tutorial() -> Tutorial<GrueAction> {
        use super::Card::{Darkness, Sword};
        let me = Seat(0);
        Tutorial {
            seats: 5,
            variant: "",
            seed: SEED,
            learner: me,
            moves: vec![
                bot_says(GrueAction::RevealLantern, "lantern"),
                bot_says(
                    GrueAction::Offer {
                        card: Sword,
                        to: me,
                    },
                    "offered",
                ),
                you(GrueAction::Accept { give: Darkness }, "accept"),
                you(GrueAction::Pass, "pass"),
                bot(GrueAction::Pass),
                bot_says(GrueAction::Speak(Statement::Trust(me)), "speak"),
                bot(GrueAction::Pass),
                bot_says(GrueAction::Ready, "ready"),
                bot(GrueAction::Pass),
                you(GrueAction::Pass, "wait"),
                bot(GrueAction::Pass),
                bot(GrueAction::Pass),
                bot_says(GrueAction::Attack(me), "attack"),
                you(GrueAction::Defend(Defense::ShieldAndSword), "defend"),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_guided_game_plays_through_and_is_worded_in_english_and_german() {
        crate::learn::check_tutorial::<super::GrueGame>(&[
            ("en", include_str!("learn.md")),
            ("de", include_str!("learn.de.md")),
        ]);
    }
}
