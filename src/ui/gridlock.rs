//! GRID#LOCK at the table: every grid (face-down cards as backs, locks marked on locked lines),
//! each player's eliminated combinations with their points, the two piles and a score sheet.
//!
//! One drag per move: the top of the discard pile onto a card of your grid replaces that card with
//! it. The top of the draw pile is drawn the moment you lift it (the generic
//! [`Gesture::pick_up`]), so its face shows while you carry it: drop it on a grid card to replace
//! that card, or on the discard pile to refuse it (then click a face-down card to turn it up). A
//! drawn card dropped nowhere waits face up on the draw pile. Turning a card up is clicking it; when
//! several lines complete at once, each card of each line says which line it belongs to and its
//! points, and clicking a card of a line eliminates that line. Clicking a pile picks its card up
//! (click a target to drop it) and every move is also a button, so nothing needs a pointer.

use super::adapter::{
    Badge, CardArt, CardModel, Gesture, PileModel, SeatLayout, SeatModel, TableModel, UiGame,
    quantity,
};
use crate::engine::{Seat, words};
use crate::games::gridlock::{
    Card, GridLike, GridView, GridlockAction, GridlockGame, GridlockView, Line, LockStage,
    MATCH_TARGET, MAX_ROUNDS, PhaseView, SlotView, Suit,
};

const DRAW_PILE: &str = "pile:draw";
const DISCARD_TOP: &str = "pile:discard";
const DISCARD_DROP: &str = "discard";

fn slot_token(slot: u8) -> String {
    format!("grid:{slot}")
}

fn who(view: &GridlockView, seat: Seat) -> String {
    words::name(seat, Some(view.me))
}

fn grid_cards(view: &GridlockView, seat: Seat, grid: &GridView) -> Vec<CardModel> {
    let mine = seat == view.me;
    let locked = grid.locked_lines();
    let choosing = matches!(view.phase, PhaseView::Eliminate { seat: s, .. } if s == seat);
    let complete = if choosing {
        grid.complete_lines()
    } else {
        Vec::new()
    };
    // Complete lines that are not going now wait on a lock: they go at their owner's next turn.
    let waiting: Vec<Line> = if choosing {
        Vec::new()
    } else {
        Line::ALL
            .into_iter()
            .filter(|l| grid.direction.is_none_or(|d| d == l.direction()))
            .filter(|l| grid.line_combo(*l).is_some())
            .collect()
    };
    (0..9u8)
        .map(|slot| {
            let i = usize::from(slot);
            let mut card = match grid.slots[i] {
                SlotView::Empty => CardModel::face("gone"),
                SlotView::FaceDown => CardModel::back(),
                SlotView::FaceUp(card) => CardModel::face(&card.to_string()),
            };
            let through: Vec<Line> = complete.iter().copied().filter(|l| l.contains(i)).collect();
            if locked.iter().any(|l| l.contains(i)) {
                card = card.with_note("locked");
            } else if grid.locks[i] == LockStage::Pending {
                card = card.with_note("locks next turn");
            } else if waiting.iter().any(|l| l.contains(i)) {
                card = card.with_note("goes next turn");
            } else if let [line] = through.as_slice() {
                card = card.with_note(line_choice(grid, *line)).marked();
            } else if through.len() > 1 {
                card = card.with_note("in both").marked();
            }
            if mine && grid.slots[i] != SlotView::Empty {
                card = card.drop_on(slot_token(slot));
            }
            card
        })
        .collect()
}

/// "top row: 8" for a complete line the player may choose.
fn line_choice(grid: &GridView, line: Line) -> String {
    let points = grid.line_combo(line).map_or(0, |(combo, _)| combo.points());
    format!("{line}: {points}")
}

fn seat_model(view: &GridlockView, seat: Seat) -> SeatModel {
    let grid = &view.grids[seat.index()];
    let round_points: i32 = grid.eliminated.iter().map(|e| e.combo.points()).sum();
    let mut badges = vec![
        Badge::new("round", format!("Round: {round_points} pts")),
        Badge::new("match", format!("Match: {}", view.totals[seat.index()])),
    ];
    if seat == view.dealer {
        badges.push(Badge::new("dealer", "Dealer"));
    }
    if view.went_out == Some(seat) {
        badges.push(Badge::new("out", "Went out +6"));
    }
    if view.went_out.is_some() && view.last_turns_left[seat.index()] > 0 {
        badges.push(Badge::new(
            "last-turns",
            format!("Last turns: {}", view.last_turns_left[seat.index()]),
        ));
    }
    if view.to_act() == Some(seat) {
        badges.push(Badge::new("turn", "To play"));
    }
    let mut piles = vec![PileModel::grid(
        if seat == view.me {
            "Your grid".to_string()
        } else {
            format!("{seat}'s grid")
        },
        3,
        grid_cards(view, seat, grid),
    )];
    for e in &grid.eliminated {
        piles.push(
            PileModel::row(
                format!("{} ({})", e.combo.name(), e.line),
                e.cards
                    .iter()
                    .map(|c| CardModel::face(&c.to_string()))
                    .collect(),
            )
            .with_note(format!("{} points", e.combo.points())),
        );
    }
    SeatModel {
        seat,
        badges,
        cards: Vec::new(),
        piles,
        out: view.went_out.is_some() && view.last_turns_left[seat.index()] == 0,
        note: grid
            .direction
            .map(|d| format!("Eliminating {d:?}").to_lowercase()),
    }
}

/// The score sheet, a line per round: each seat's score for the round and (in brackets) its
/// running total, and who went out.
fn score_sheet(view: &GridlockView) -> Vec<String> {
    let mut running = vec![0; view.seats()];
    let mut lines = Vec::new();
    for record in &view.sheet {
        let parts: Vec<String> = record
            .scores
            .iter()
            .enumerate()
            .map(|(i, s)| {
                running[i] += s.total();
                format!(
                    "{} {:+} ({})",
                    who(view, Seat(i as u8)),
                    s.total(),
                    running[i]
                )
            })
            .collect();
        let out = record.went_out.map_or("nobody went out".to_string(), |s| {
            format!("{} went out", who(view, s))
        });
        lines.push(format!(
            "Score sheet, round {} ({out}): {}",
            record.round,
            parts.join(" · ")
        ));
    }
    lines
}

fn complete_line_slots(view: &GridlockView, seat: Seat) -> Vec<(Line, Vec<u8>)> {
    let grid = &view.grids[seat.index()];
    let complete = grid.complete_lines();
    complete
        .iter()
        .map(|&line| {
            let own: Vec<u8> = line
                .slots()
                .into_iter()
                .filter(|&s| complete.iter().filter(|l| l.contains(s)).count() == 1)
                .map(|s| s as u8)
                .collect();
            (line, own)
        })
        .collect()
}

/// The choice between complete lines, each with its points, and what choosing costs.
fn elimination_prompt(grid: &GridView) -> String {
    let complete = grid.complete_lines();
    let options: Vec<String> = complete
        .iter()
        .map(|&line| match grid.line_combo(line) {
            Some((combo, _)) => format!("the {line} ({}, {} points)", combo.name(), combo.points()),
            None => format!("the {line}"),
        })
        .collect();
    let crossing = complete
        .iter()
        .any(|a| complete.iter().any(|b| a.direction() != b.direction()));
    let consequence = if crossing {
        "Only one can go: a row and a column share a card, and after it only lines in the same \
         direction count for you this round."
    } else {
        "They all go, one at a time: choose which goes first."
    };
    format!(
        "{} lines are complete: {}. {consequence} Click a card of the line to eliminate (each card \
         says its line and points), or use its button.",
        complete.len(),
        options.join(" or ")
    )
}

impl UiGame for GridlockGame {
    const SEAT_LAYOUT: SeatLayout = SeatLayout::Flow;

    fn table(view: &GridlockView) -> TableModel {
        let seats = Seat::all(view.seats())
            .map(|s| seat_model(view, s))
            .collect();
        // A drawn card lies face up on the draw pile, in the drawer's hand as it were: the same
        // token carries it from the lift to the drop.
        let (draw_label, top_of_draw) = match view.phase {
            PhaseView::Drawn { card: Some(card) } if view.current == view.me => {
                ("Drawn card", CardModel::face(&card.to_string()).marked())
            }
            PhaseView::Drawn { .. } => {
                ("Draw pile", CardModel::back().with_note("being looked at"))
            }
            _ => ("Draw pile", CardModel::back()),
        };
        let draw = PileModel::row(draw_label, vec![top_of_draw.drag_as(DRAW_PILE)])
            .with_note(format!("{} cards", view.draw_count));
        let discard_cards = match view.discard.last() {
            Some(top) => vec![CardModel::face(&top.to_string()).drag_as(DISCARD_TOP)],
            None => Vec::new(),
        };
        let discard = PileModel::row("Discard pile", discard_cards)
            .drop_on(DISCARD_DROP)
            .with_note(format!("{} cards", view.discard.len()));
        let mut facts = vec![format!(
            "Round {} · dealer {}",
            view.round,
            who(view, view.dealer)
        )];
        match view.settings.rounds {
            Some(n) => facts.push(format!(
                "Match of {} or to {MATCH_TARGET} points",
                quantity(n, "round")
            )),
            None => facts.push(format!(
                "Match to {MATCH_TARGET} points ({} at most)",
                quantity(MAX_ROUNDS, "round")
            )),
        }
        if let Some(out) = view.went_out {
            facts.push(format!("{} went out: last turns", who(view, out)));
        }
        facts.extend(score_sheet(view));
        TableModel {
            seats,
            hand: Vec::new(),
            center: vec![draw, discard],
            facts,
            notes: Vec::new(),
        }
    }

    fn prompt(view: &GridlockView, legal: &[GridlockAction]) -> String {
        let can_take = legal
            .iter()
            .any(|a| matches!(a, GridlockAction::TakeDiscard(_)));
        match view.phase {
            PhaseView::OpeningFlip { .. } => "Turn up any one card of your grid (click it).".into(),
            PhaseView::Start if !can_take => {
                "Drag the top of the draw pile: you see the card as you lift it. Drop it on a \
                 grid card to replace it, or on the discard pile to refuse it."
                    .into()
            }
            PhaseView::Start => {
                "Drag the discard pile's top card onto the grid card it replaces, or drag the top \
                 of the draw pile: you see the card as you lift it, then drop it on a grid card \
                 or refuse it on the discard pile."
                    .into()
            }
            PhaseView::Drawn { card: Some(card) } => format!(
                "You drew the {card}: drag it onto a grid card to replace it, or onto the discard \
                 pile to refuse it."
            ),
            PhaseView::Flip => "Turn up one of your face-down cards (click it).".into(),
            PhaseView::Eliminate { seat, .. } => elimination_prompt(&view.grids[seat.index()]),
            _ => "Wait.".into(),
        }
    }

    fn gestures(view: &GridlockView, action: &GridlockAction) -> Vec<Gesture> {
        match *action {
            GridlockAction::OpeningFlip(slot) | GridlockAction::Flip(slot) => {
                vec![Gesture::click(slot_token(slot))]
            }
            GridlockAction::TakeDiscard(slot) => vec![Gesture::new(DISCARD_TOP, slot_token(slot))],
            GridlockAction::Draw => vec![Gesture::pick_up(DRAW_PILE)],
            GridlockAction::Replace(slot) => vec![Gesture::new(DRAW_PILE, slot_token(slot))],
            GridlockAction::Refuse => vec![Gesture::new(DRAW_PILE, DISCARD_DROP)],
            GridlockAction::Eliminate(line) => complete_line_slots(view, view.me)
                .into_iter()
                .filter(|(l, _)| *l == line)
                .flat_map(|(_, slots)| slots.into_iter().map(|s| Gesture::click(slot_token(s))))
                .collect(),
        }
    }

    fn intended(
        view: &GridlockView,
        drag: &str,
        drop: &str,
    ) -> Option<Result<GridlockAction, String>> {
        let slot: Option<u8> = drop.strip_prefix("grid:").and_then(|s| s.parse().ok());
        let locked = slot.is_some_and(|s| view.my_grid().is_locked(usize::from(s)));
        match (drag, slot) {
            (DISCARD_TOP | DRAW_PILE, Some(_)) if locked => Some(Err(
                "that card is locked by a GRID#LOCK card this turn".into(),
            )),
            (DISCARD_TOP, Some(slot)) => Some(Ok(GridlockAction::TakeDiscard(slot))),
            (DISCARD_TOP, None) if drop == DISCARD_DROP => Some(Err(
                "a card taken from the discard pile must replace a grid card".into(),
            )),
            (DRAW_PILE, Some(slot)) => Some(Ok(GridlockAction::Replace(slot))),
            (DRAW_PILE, None) if drop == DISCARD_DROP => Some(Ok(GridlockAction::Refuse)),
            _ => None,
        }
    }

    fn group(action: &GridlockAction) -> &'static str {
        match action {
            GridlockAction::TakeDiscard(_) => "Take the discard",
            GridlockAction::Replace(_) | GridlockAction::Refuse => "Place",
            GridlockAction::Flip(_) | GridlockAction::OpeningFlip(_) => "Turn up",
            GridlockAction::Eliminate(_) => "Eliminate",
            _ => "",
        }
    }

    fn card_art(name: &str) -> CardArt {
        const TRIANGLE: &str = "M12 3l9.5 17h-19z";
        const CIRCLE: &str = "M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z";
        const SQUARE: &str = "M4 4h16v16H4z";
        const DIAMOND: &str = "M12 2l9 10-9 10-9-10z";
        const HASH: &str = "M8 2h2.5v20H8zM13.5 2H16v20h-2.5zM2 7.5h20V10H2zM2 14h20v2.5H2z";
        const PADLOCK: &str = "M7 10V7a5 5 0 0 1 10 0v3h2v12H5V10zm2.5 0h5V7a2.5 2.5 0 0 0-5 0z";
        if name == "gone" {
            return CardArt {
                path: "",
                tone: "gone",
                hint: "Eliminated",
            };
        }
        if name == Card::WILD.to_string() {
            return CardArt {
                path: HASH,
                tone: "wild",
                hint: "Stands for the card a line needs",
            };
        }
        if name.starts_with("GRID#LOCK") {
            return CardArt {
                path: PADLOCK,
                tone: "lock",
                hint: "Locks its lines on its owner's next turn",
            };
        }
        let suit = Suit::ALL
            .into_iter()
            .find(|s| name.ends_with(s.name()))
            .unwrap_or(Suit::Flame);
        let (path, tone, hint) = match suit {
            Suit::Flame => (TRIANGLE, "flame", "Flame suit: triangle"),
            Suit::Wave => (CIRCLE, "wave", "Wave suit: circle"),
            Suit::Leaf => (SQUARE, "leaf", "Leaf suit: square"),
            Suit::Star => (DIAMOND, "star", "Star suit: diamond"),
        };
        CardArt { path, tone, hint }
    }

    fn ending(view: &GridlockView) -> Option<String> {
        let best = *view.totals.iter().max()?;
        let winners: Vec<String> = view
            .totals
            .iter()
            .enumerate()
            .filter(|(_, t)| **t == best)
            .map(|(i, _)| who(view, Seat(i as u8)))
            .collect();
        let mut line = format!(
            "{} after {} with {best} points.",
            winners.join(" and "),
            quantity(view.sheet.len() as u64, "round")
        );
        line.insert_str(
            0,
            if winners.len() > 1 {
                "Shared lead: "
            } else {
                "Winner: "
            },
        );
        Some(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Settings};
    use crate::games::gridlock::Slot;
    use std::collections::BTreeSet;

    fn number(suit: Suit, value: u8) -> Card {
        Card::number(suit, value)
    }

    /// Seat 0 to play, nothing complete anywhere, a 5 of Flame on the discard pile.
    fn start() -> GridlockGame {
        let values = [1, 5, 9, 3, 7, 2, 6, 9, 4];
        let grid = |suits: [Suit; 3]| -> [Slot; 9] {
            std::array::from_fn(|i| Slot::Down(number(suits[i % 3], values[i])))
        };
        GridlockGame::arranged(
            &Settings::new(2, "").with_rounds(1),
            vec![
                grid([Suit::Wave, Suit::Leaf, Suit::Star]),
                grid([Suit::Leaf, Suit::Star, Suit::Wave]),
            ],
            vec![number(Suit::Flame, 5)],
            vec![number(Suit::Flame, 8)],
        )
        .expect("a valid arrangement")
    }

    fn gestures_of(game: &GridlockGame) -> BTreeSet<Gesture> {
        let view = game.view(Seat(0));
        game.legal_actions()
            .iter()
            .flat_map(|a| GridlockGame::gestures(&view, a))
            .collect()
    }

    #[test]
    fn taking_the_discard_is_one_drag_onto_the_slot_it_replaces() {
        let game = start();
        let view = game.view(Seat(0));
        assert_eq!(
            GridlockGame::gestures(&view, &GridlockAction::TakeDiscard(4)),
            vec![Gesture::new(DISCARD_TOP, slot_token(4))]
        );
        let targets = gestures_of(&game)
            .into_iter()
            .filter(|g| g.drag == DISCARD_TOP)
            .count();
        assert_eq!(targets, 9, "every grid card is a target for the discard");
    }

    #[test]
    fn lifting_the_draw_pile_draws_and_the_same_drag_places_or_refuses() {
        let mut game = start();
        let view = game.view(Seat(0));
        assert_eq!(
            GridlockGame::gestures(&view, &GridlockAction::Draw),
            vec![Gesture::pick_up(DRAW_PILE)]
        );
        game.apply(&GridlockAction::Draw).expect("drawing is legal");
        let after = gestures_of(&game);
        assert!(after.contains(&Gesture::new(DRAW_PILE, DISCARD_DROP)));
        for slot in 0..9 {
            assert!(after.contains(&Gesture::new(DRAW_PILE, slot_token(slot))));
        }
        // The lifted card shows its face under the drag token, so the ghost shows it too.
        let model = GridlockGame::table(&game.view(Seat(0)));
        let lifted = model.dragged_card(DRAW_PILE).expect("the drawn card drags");
        assert!(lifted.face_up);
        assert_eq!(lifted.name, number(Suit::Flame, 8).to_string());
        // The other seat sees only a back.
        let theirs = GridlockGame::table(&game.view(Seat(1)));
        let pile = theirs.dragged_card(DRAW_PILE).expect("the pile is drawn");
        assert!(!pile.face_up && pile.name.is_empty());
    }

    #[test]
    fn drops_that_match_no_move_say_why_or_name_the_move() {
        let game = start();
        let view = game.view(Seat(0));
        assert_eq!(
            GridlockGame::intended(&view, DISCARD_TOP, DISCARD_DROP),
            Some(Err(
                "a card taken from the discard pile must replace a grid card".into()
            ))
        );
        assert_eq!(
            GridlockGame::intended(&view, DISCARD_TOP, &slot_token(2)),
            Some(Ok(GridlockAction::TakeDiscard(2)))
        );
    }

    #[test]
    fn score_sheet_shows_each_round_and_running_totals() {
        let mut game = start();
        let mut guard = 0;
        while game.turn() != crate::engine::Turn::Over {
            let legal = game.legal_actions();
            let action = *legal
                .iter()
                .find(|a| matches!(a, GridlockAction::Refuse))
                .or(legal.iter().find(|a| matches!(a, GridlockAction::Draw)))
                .unwrap_or(&legal[0]);
            game.apply(&action).expect("legal");
            guard += 1;
            assert!(guard < 5000);
        }
        let facts = GridlockGame::table(&game.view(Seat(0))).facts;
        let sheet: Vec<&String> = facts
            .iter()
            .filter(|f| f.starts_with("Score sheet, round 1"))
            .collect();
        assert_eq!(sheet.len(), 1, "{facts:?}");
        let total = game.totals()[0];
        assert!(
            sheet[0].contains(&format!("You {total:+} ({total})")),
            "{}",
            sheet[0]
        );
    }
}
