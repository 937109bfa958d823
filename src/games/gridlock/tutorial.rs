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
    use super::*;
    use crate::engine::Game;
    use crate::games::gridlock::{Card, Combo, PhaseView, SlotView, Suit, classify};
    use crate::learn::{lessons, walk};

    const PAGES: [(&str, &str); 2] = [
        ("en", include_str!("learn.md")),
        ("de", include_str!("learn.de.md")),
    ];

    #[test]
    fn the_guided_game_plays_through_and_is_worded_in_english_and_german() {
        crate::learn::check_tutorial::<GridlockGame>(&PAGES);
    }

    /// The words of lesson `id` in each language.
    fn words(id: &str) -> Vec<(&'static str, &'static str)> {
        PAGES
            .iter()
            .map(|&(lang, page)| {
                let found = lessons(page).into_iter().find(|&(i, _)| i == id);
                (lang, found.unwrap_or_else(|| panic!("{lang}: no {id}")).1)
            })
            .collect()
    }

    /// The game just before the scripted move that teaches `id`, and that move.
    fn before(id: &str) -> (GridlockGame, GridlockAction) {
        let tutorial = GridlockGame::tutorial();
        let walked = walk::<GridlockGame>(&tutorial).unwrap();
        let step = walked.steps.iter().find(|s| s.lesson == Some(id)).unwrap();
        let mut game = GridlockGame::new(&tutorial.settings(), tutorial.seed).unwrap();
        for &index in &walked.record[..step.ply] {
            let action = game.legal_actions()[usize::from(index)];
            game.apply(&action).unwrap();
        }
        let action = game.legal_actions()[usize::from(step.index)];
        (game, action)
    }

    /// The table offers every face-down card to turn up while the coach takes only the marked
    /// one: each turn-up lesson says so and names the card the script turns up.
    #[test]
    fn a_turn_up_lesson_names_the_marked_card_among_the_cards_the_prompt_offers() {
        for (id, slot, en, de) in [
            (
                "opening_flip",
                3,
                "left card of your middle row",
                "linke Karte deiner mittleren Reihe",
            ),
            (
                "flip",
                6,
                "bottom-left card of your grid",
                "unten links in deinem Raster",
            ),
        ] {
            let (game, action) = before(id);
            assert!(matches!(
                action,
                GridlockAction::OpeningFlip(s) | GridlockAction::Flip(s) if s == slot
            ));
            assert!(
                game.legal_actions().len() > 1,
                "{id}: several cards may be turned up"
            );
            for (lang, text) in words(id) {
                let (names, this_time) = if lang == "en" {
                    (en, "this time")
                } else {
                    (de, "diesmal")
                };
                assert!(
                    text.contains(names) && text.contains(this_time),
                    "{lang} {id}: {text}"
                );
            }
        }
    }

    /// The 6 Leaf thrown away would make a set of sixes with the 6 Wave face up, so the lesson
    /// may not call it useless: it says why it goes, the suited run of Waves the game ends with.
    #[test]
    fn the_refused_six_could_make_a_set_and_the_lesson_says_so() {
        let (game, _) = before("refuse");
        let view = game.view(Seat(0));
        let six = |suit| Card::number(suit, 6);
        assert_eq!(
            view.phase,
            PhaseView::Drawn {
                card: Some(six(Suit::Leaf))
            }
        );
        assert!(
            view.my_grid()
                .slots
                .contains(&SlotView::FaceUp(six(Suit::Wave)))
        );
        assert_eq!(
            classify([six(Suit::Wave), six(Suit::Leaf), six(Suit::Star)]),
            Some(Combo::Set)
        );
        let end = walk::<GridlockGame>(&GridlockGame::tutorial())
            .unwrap()
            .state
            .view(Seat(0));
        let [run] = end.my_grid().eliminated.as_slice() else {
            panic!("one line eliminated");
        };
        let waves = [6, 7, 8].map(|value| Card::number(Suit::Wave, value));
        assert_eq!((run.combo, run.cards), (Combo::SuitedRun, waves));
        for (lang, text) in words("refuse") {
            let (set, run) = if lang == "en" {
                ("set of sixes", "run of Waves")
            } else {
                ("Drilling", "Farbstraße aus Wellen")
            };
            assert!(text.contains(set) && text.contains(run), "{lang}: {text}");
            assert!(
                !text.contains("no use") && !text.contains("hilft dir nicht"),
                "{lang}: {text}"
            );
        }
    }

    /// The lock lessons: the bottom row is locked on the turn the 7 Wave is taken and free on the
    /// next.
    #[test]
    fn the_bottom_row_is_locked_for_one_turn_as_the_lessons_say() {
        let bottom = |game: &GridlockGame| {
            game.legal_actions()
                .iter()
                .any(|a| matches!(a, GridlockAction::TakeDiscard(6..=8)))
        };
        let (locked, _) = before("take");
        assert!(!bottom(&locked));
        let (free, _) = before("draw_again");
        assert!(bottom(&free));
    }
}
