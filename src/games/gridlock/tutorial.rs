//! The guided first game: two seats, you at seat 1 and first to play. You turn up a 6 Wave,
//! throw away the card you draw and turn up a GRID#LOCK card, which locks your bottom row on your
//! next turn; you take the 7 Wave seat 2 threw away, then draw the 8 Wave, and your middle row,
//! a run in one suit, is eliminated for 8 points. Its words are `learn.md` and `learn.de.md`.

use super::{GridlockAction, GridlockGame};
use crate::engine::Seat;
use crate::engine::tutorial::{Teach, Tutorial, bot, bot_says, you};

/// Seat 2 deals, so seat 1 turns up a card first and plays first. Seat 1's grid holds the 6 Wave
/// at the left of its middle row and the row-locking GRID#LOCK card at its bottom left; the draw
/// pile starts 6 Leaf, 7 Wave, 4 Star, 8 Wave.
const SEED: u64 = 19035;

impl Teach for GridlockGame {
    fn tutorial() -> Tutorial<GridlockAction> {
        use GridlockAction::{Draw, Flip, OpeningFlip, Refuse, Replace, TakeDiscard};
        Tutorial {
            seats: 2,
            variant: "",
            seed: SEED,
            learner: Seat(0),
            moves: vec![
                you(OpeningFlip(3), "opening_flip"),
                bot_says(OpeningFlip(0), "their_flip"),
                you(Draw, "draw"),
                you(Refuse, "refuse"),
                you(Flip(6), "flip"),
                bot(Draw),
                bot_says(Refuse, "they_refuse"),
                bot(Flip(6)),
                you(TakeDiscard(4), "take"),
                bot(Draw),
                bot_says(Replace(1), "they_replace"),
                you(Draw, "draw_again"),
                you(Replace(5), "replace"),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_guided_game_plays_through_and_is_worded_in_english_and_german() {
        crate::learn::check_tutorial::<super::GridlockGame>(&[
            ("en", include_str!("learn.md")),
            ("de", include_str!("learn.de.md")),
        ]);
    }
}
