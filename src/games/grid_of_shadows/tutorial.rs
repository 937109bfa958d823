//! The guided first game: two seats, you at seat 1 and starting. You turn up a Yellow 2 and a
//! Blue 9, play your Yellow 2 truthfully on the Yellow 2, nobody calls "Lights!", and its power,
//! Deceive, lets you give your Yellow 10 away. Seat 2 then claims two Blue 9s, which cannot be
//! true (one lies on the grid and you hold two), and your "Lights!" catches the bluff. Its words
//! are `learn.md` and `learn.de.md`.

use super::{Card, Claim, Colour, GridAction, GridOfShadowsGame};
use crate::engine::Seat;
use crate::engine::tutorial::{Teach, Tutorial, bot, bot_says, you};

/// Seat 1 starts, holding Blue 2, Yellow 2, Blue 3, two Blue 9s, Blue 10 and Yellow 10; seat 2
/// holds Yellow 1, two Yellow 3s, Yellow 5, Yellow 8, Blue 10 and Yellow 10. The top-right grid
/// card (space 3) is a Yellow 2, the middle-left one (space 4) a Blue 9.
const SEED: u64 = 1327;

impl Teach for GridOfShadowsGame {
    fn tutorial() -> Tutorial<GridAction> {
        use Colour::{Blue, Yellow};
        let them = Seat(1);
        let yellow_2 = Card::num(2, Yellow);
        let yellow_3 = Card::num(3, Yellow);
        Tutorial {
            seats: 2,
            variant: "",
            seed: SEED,
            learner: Seat(0),
            moves: vec![
                you(GridAction::FreeFlip(2), "flip"),
                you(GridAction::FreeFlip(3), "flip_again"),
                you(
                    GridAction::Lay {
                        slot: 2,
                        card: yellow_2,
                    },
                    "lay",
                ),
                you(
                    GridAction::Declare(Claim::Number {
                        number: 2,
                        colour: Yellow,
                    }),
                    "declare",
                ),
                bot_says(GridAction::LetPass, "let_pass"),
                bot_says(GridAction::Pass, "bot_passes"),
                you(GridAction::Pass, "pass"),
                you(
                    GridAction::Deceive {
                        card: Card::num(10, Yellow),
                        to: them,
                    },
                    "deceive",
                ),
                bot(GridAction::Lay {
                    slot: 3,
                    card: yellow_3,
                }),
                bot(GridAction::Lay {
                    slot: 3,
                    card: yellow_3,
                }),
                bot_says(
                    GridAction::Declare(Claim::Number {
                        number: 9,
                        colour: Blue,
                    }),
                    "claim",
                ),
                you(GridAction::Lights, "lights"),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_guided_game_plays_through_and_is_worded_in_english_and_german() {
        crate::learn::check_tutorial::<super::GridOfShadowsGame>(&[
            ("en", include_str!("learn.md")),
            ("de", include_str!("learn.de.md")),
        ]);
    }
}
