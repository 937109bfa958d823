//! The guided first game: three seats, you at seat 1 and first to play, with two Crows and a
//! Rune. Your Rune gives you two more actions; you draw a third Crow and lay the three down, a
//! combo worth 10 points; you draw an Amulet, steal a card from seat 3 and close the turn with a
//! draw. Seat 2 then tries to steal from you, and your Amulet stops it, which costs seat 2 the
//! rest of its turn. Its words are `learn.md` and `learn.de.md`.

use super::{GrimwoodAction, GrimwoodGame, SetKind};
use crate::engine::Seat;
use crate::engine::tutorial::{Teach, Tutorial, bot_says, you};

/// Seat 1 holds two Crows and a Rune and plays first; the deck's top cards are a Crow, an Amulet
/// and an Owl. Seat 3 holds no Amulet, so your steal goes through.
const SEED: u64 = 13_563;

impl Teach for GrimwoodGame {
    fn tutorial() -> Tutorial<GrimwoodAction> {
        use GrimwoodAction::{BlockWithAmulet, Draw, PlaceSet, PlayRune, Steal};
        let me = Seat(0);
        Tutorial {
            seats: 3,
            variant: "",
            seed: SEED,
            learner: me,
            moves: vec![
                you(PlayRune, "rune"),
                you(Draw, "draw"),
                you(PlaceSet(SetKind::Crows), "combo"),
                you(Draw, "draw_again"),
                you(Steal(Seat(2)), "steal"),
                you(Draw, "close"),
                bot_says(Steal(me), "thief"),
                you(BlockWithAmulet, "block"),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_guided_game_plays_through_and_is_worded_in_english_and_german() {
        crate::learn::check_tutorial::<super::GrimwoodGame>(&[
            ("en", include_str!("learn.md")),
            ("de", include_str!("learn.de.md")),
        ]);
    }

    #[test]
    fn the_guided_game_lays_a_combo_and_stops_a_steal() {
        use crate::engine::Seat;
        use crate::games::grimwood::{Card, Combo, SetKind};
        use crate::learn::{Teach, walk};
        let walked = walk::<super::GrimwoodGame>(&super::GrimwoodGame::tutorial()).unwrap();
        let state = walked.state;
        assert_eq!(state.table(Seat(0)), &[Combo::Set(SetKind::Crows)]);
        assert!(!state.hand(Seat(0)).contains(&Card::Amulet));
        assert_eq!(state.discard_pile(), &[Card::Rune, Card::Amulet]);
        // The stopped thief lost the rest of the turn: seat 3 is to play.
        assert_eq!(state.current(), Seat(2));
    }
}
