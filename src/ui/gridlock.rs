//! GRID#LOCK at the table: every grid (face-down cards as backs, locks marked on locked lines),
//! each player's eliminated combinations with their points, the two piles, and a score sheet
//! ([`UiGame::scores`]) for the summary after each round and the end screen.
//!
//! One drag per move: the top of the discard pile onto a card of your grid replaces that card with
//! it. The top of the draw pile is drawn the moment you lift it (the generic
//! [`Gesture::pick_up`]), so its face shows while you carry it: drop it on a grid card to replace
//! that card, or on the discard pile to refuse it (then click a face-down card to turn it up). A
//! drawn card dropped nowhere waits face up on the draw pile. Turning a card up is clicking it; when
//! several lines complete at once, each card of each line says which line it belongs to and its
//! points, and clicking a card of a line eliminates that line. Clicking a pile picks its card up
//! (click a target to drop it) and every move is also a button, so nothing needs a pointer.
//!
//! Cards are told apart by shape as well as colour: each suit has its own symbol, the wild a `#`,
//! and each GRID#LOCK card a padlock with arrowheads along the lines it locks. In-card text stays
//! a word or two; [`UiGame::card_text`] says everything a card does and scores.
//!
//! Every word comes from the current language's catalogue ([`crate::lang::gridlock`]); card ids
//! (`data-card`) stay the cards' English `Display`, and [`UiGame::card_name`] names them.

use super::adapter::{
    Badge, CardArt, CardModel, Gesture, Moment, PileModel, ScoreRow, ScoreSheet, SeatModel,
    TableModel, UiGame,
};
use crate::engine::Seat;
use crate::games::gridlock::{
    self, Card, FORMER_UNSET_ROUNDS, Face, GOING_OUT_BONUS, GridLike, GridView, GridlockAction,
    GridlockEvent, GridlockGame, GridlockView, Line, LockAim, LockStage, MATCH_TARGET, PENALTY,
    PhaseView, RoundRecord, RoundScore, SlotView, Suit,
};
use crate::lang::{self, gridlock::signed};

/// The number of rounds the table tells, if any. A link that names no number keeps the 30 rounds
/// such links always had, and "Round 1 of 30" reads to a newcomer as an evening's work: a limit
/// that long is a backstop the points reach long before, so the table tells the match to 111
/// points, as it does when no limit is set.
fn told_rounds(rounds: Option<u8>) -> Option<u8> {
    rounds.filter(|&n| n < FORMER_UNSET_ROUNDS)
}

const DRAW_PILE: &str = "pile:draw";
const DISCARD_TOP: &str = "pile:discard";
const DISCARD_DROP: &str = "discard";
/// The id of an emptied place of a grid, as `data-card`.
const GONE: &str = "gone";

fn slot_token(slot: u8) -> String {
    format!("grid:{slot}")
}

fn grid_cards(view: &GridlockView, seat: Seat, grid: &GridView) -> Vec<CardModel> {
    let words = lang::gridlock();
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
    // Notes sit inside a small card, so they stay a word or two; the log and the card's full
    // text say the rest.
    (0..9u8)
        .map(|slot| {
            let i = usize::from(slot);
            let mut card = match grid.slots[i] {
                SlotView::Empty => CardModel::face(GONE),
                SlotView::FaceDown => CardModel::back(),
                SlotView::FaceUp(card) => CardModel::face(&card.to_string()),
            };
            let through: Vec<Line> = complete.iter().copied().filter(|l| l.contains(i)).collect();
            if locked.iter().any(|l| l.contains(i)) {
                card = card.with_note(words.locked_note());
            } else if grid.locks[i] == LockStage::Pending {
                card = card.with_note(words.locks_next_note());
            } else if waiting.iter().any(|l| l.contains(i)) {
                card = card.with_note(words.waits_note());
            } else if let [line] = through.as_slice() {
                card = card.with_note(line_choice(grid, *line)).marked();
            } else if through.len() > 1 {
                card = card.with_note(words.both_lines_note()).marked();
            }
            if mine && grid.slots[i] != SlotView::Empty {
                card = card.drop_on(slot_token(slot));
            }
            card
        })
        .collect()
}

/// "row +8" on each card of a complete line the player may choose (which row shows by where the
/// marked cards are).
fn line_choice(grid: &GridView, line: Line) -> String {
    let points = grid.line_combo(line).map_or(0, |(combo, _)| combo.points());
    lang::gridlock().line_choice_note(line, points)
}

fn seat_model(view: &GridlockView, seat: Seat) -> SeatModel {
    let words = lang::gridlock();
    let grid = &view.grids[seat.index()];
    let round_points: i32 = grid.eliminated.iter().map(|e| e.combo.points()).sum();
    let mut badges = vec![
        Badge::new("round", words.round_badge(round_points)),
        Badge::new("match", words.match_badge(view.totals[seat.index()])),
    ];
    if seat == view.dealer {
        badges.push(Badge::new("dealer", words.dealer_badge()));
    }
    if view.went_out == Some(seat) {
        badges.push(Badge::new("out", words.went_out_badge(GOING_OUT_BONUS)));
    }
    let last_turns = view.last_turns_left[seat.index()];
    if view.went_out.is_some() && last_turns > 0 {
        badges.push(Badge::new("last-turns", words.last_turns_badge(last_turns)));
    }
    if view.to_act() == Some(seat) {
        badges.push(Badge::new("turn", words.to_play_badge()));
    }
    let mut piles = vec![PileModel::grid(
        words.grid_label(seat, Some(view.me)),
        3,
        grid_cards(view, seat, grid),
    )];
    for e in &grid.eliminated {
        piles.push(
            PileModel::row(
                words.eliminated_label(e.combo, e.line),
                e.cards
                    .iter()
                    .map(|c| CardModel::face(&c.to_string()))
                    .collect(),
            )
            .with_note(words.points(e.combo.points())),
        );
    }
    SeatModel {
        seat,
        badges,
        cards: Vec::new(),
        piles,
        out: view.went_out.is_some() && last_turns == 0,
        note: grid.direction.map(|d| words.direction_note(d)),
    }
}

/// What a round's penalties cost a seat: each open line, wild and GRID#LOCK card left.
fn penalty(score: &RoundScore) -> i32 {
    PENALTY * (score.open_lines + score.wilds_left + score.locks_left)
}

/// What a round's penalties were for, seat by seat ("3 open lines for Seat 2 (−6)"), and who
/// went out.
fn round_notes(view: &GridlockView, record: &RoundRecord) -> Vec<String> {
    let words = lang::gridlock();
    let me = Some(view.me);
    let mut notes = vec![match record.went_out {
        Some(seat) => words.went_out_note(record.round, seat, GOING_OUT_BONUS, me),
        None => words.nobody_went_out_note(record.round),
    }];
    let penalties: Vec<_> = record
        .scores
        .iter()
        .enumerate()
        .map(|(i, score)| (Seat(i as u8), *score, penalty(score)))
        .filter(|(_, _, cost)| *cost > 0)
        .collect();
    if !penalties.is_empty() {
        notes.push(words.penalties_note(record.round, &penalties, me));
    }
    notes
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
    let options: Vec<_> = complete
        .iter()
        .map(|&line| (line, grid.line_combo(line).map(|(combo, _)| combo)))
        .collect();
    let crossing = complete
        .iter()
        .any(|a| complete.iter().any(|b| a.direction() != b.direction()));
    lang::gridlock().elimination_prompt(&options, crossing)
}

/// Every card the deck can hold, with the name the table shows it under.
fn every_card() -> impl Iterator<Item = Card> {
    Suit::ALL
        .into_iter()
        .flat_map(|suit| (1..=9).map(move |value| Card::number(suit, value)))
        .chain([
            Card::WILD,
            Card::gridlock(LockAim::Row),
            Card::gridlock(LockAim::Column),
            Card::gridlock(LockAim::Both),
        ])
}

/// The card whose id is `name`; `None` for an emptied place.
fn card_named(name: &str) -> Option<Card> {
    every_card().find(|card| card.to_string() == name)
}

impl UiGame for GridlockGame {
    fn tutorial() -> Option<crate::learn::Tutorial<GridlockAction>> {
        Some(<GridlockGame as crate::learn::Teach>::tutorial())
    }

    fn table(view: &GridlockView) -> TableModel {
        let words = lang::gridlock();
        let me = Some(view.me);
        let seats = Seat::all(view.seats())
            .map(|s| seat_model(view, s))
            .collect();
        // A drawn card lies face up on the draw pile, in the drawer's hand as it were: the same
        // token carries it from the lift to the drop.
        let (draw_label, top_of_draw) = match view.phase {
            PhaseView::Drawn { card: Some(card) } if view.current == view.me => (
                words.drawn_card_label(),
                CardModel::face(&card.to_string()).marked(),
            ),
            PhaseView::Drawn { .. } => (
                words.draw_pile_label(),
                CardModel::back().with_note(words.drawn_note()),
            ),
            _ => (words.draw_pile_label(), CardModel::back()),
        };
        let draw = PileModel::row(draw_label, vec![top_of_draw.drag_as(DRAW_PILE)])
            .with_note(words.card_count(view.draw_count));
        let discard_cards = match view.discard.last() {
            Some(top) => vec![CardModel::face(&top.to_string()).drag_as(DISCARD_TOP)],
            None => Vec::new(),
        };
        let discard = PileModel::row(words.discard_pile_label(), discard_cards)
            .drop_on(DISCARD_DROP)
            .with_note(words.card_count(view.discard.len()));
        // Two or three short facts: the seats' badges say who deals and who has scored what, and
        // the score sheet is the table's summary between rounds (`scores`).
        let rounds = told_rounds(view.settings.rounds);
        let mut facts = vec![words.round_fact(view.round, rounds, MATCH_TARGET)];
        if let Some(out) = view.went_out {
            facts.push(words.went_out_fact(out, me));
        }
        TableModel {
            seats,
            hand: Vec::new(),
            center: vec![draw, discard],
            facts,
            notes: Vec::new(),
        }
    }

    fn prompt(view: &GridlockView, legal: &[GridlockAction]) -> String {
        let words = lang::gridlock();
        let can_take = legal
            .iter()
            .any(|a| matches!(a, GridlockAction::TakeDiscard(_)));
        let can_place = legal
            .iter()
            .any(|a| matches!(a, GridlockAction::Replace(_)));
        match view.phase {
            PhaseView::OpeningFlip { .. } => words.opening_flip_prompt(),
            PhaseView::Start if !can_take => {
                words.draw_only_prompt(view.discard.last().is_some_and(|c| c.is_gridlock()))
            }
            PhaseView::Start => words.start_prompt(),
            PhaseView::Drawn { card: Some(card) } if !can_place => words.drawn_locked_prompt(card),
            PhaseView::Drawn { card: Some(card) } => words.drawn_prompt(card),
            PhaseView::Flip => words.flip_prompt(),
            PhaseView::Eliminate { seat, .. } => elimination_prompt(&view.grids[seat.index()]),
            _ => words.wait_prompt(),
        }
    }

    fn gestures(view: &GridlockView, action: &GridlockAction) -> Vec<Gesture> {
        match *action {
            GridlockAction::OpeningFlip(slot) | GridlockAction::Flip(slot) => {
                vec![Gesture::click(slot_token(slot))]
            }
            GridlockAction::TakeDiscard(slot) => vec![Gesture::new(DISCARD_TOP, slot_token(slot))],
            GridlockAction::Draw => vec![Gesture::pick_up(DRAW_PILE)],
            // The drawn card waits face up on the draw pile: touching where it goes is enough,
            // as turning a card up is.
            GridlockAction::Replace(slot) => vec![
                Gesture::new(DRAW_PILE, slot_token(slot)),
                Gesture::click(slot_token(slot)),
            ],
            GridlockAction::Refuse => vec![
                Gesture::new(DRAW_PILE, DISCARD_DROP),
                Gesture::click(DISCARD_DROP),
            ],
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
        let words = lang::gridlock();
        let slot: Option<u8> = drop.strip_prefix("grid:").and_then(|s| s.parse().ok());
        let locked = slot.is_some_and(|s| view.my_grid().is_locked(usize::from(s)));
        match (drag, slot) {
            (DISCARD_TOP | DRAW_PILE, Some(_)) if locked => Some(Err(words.drop_on_locked())),
            (DISCARD_TOP, Some(slot)) => Some(Ok(GridlockAction::TakeDiscard(slot))),
            (DISCARD_TOP, None) if drop == DISCARD_DROP => Some(Err(words.discard_must_replace())),
            (DRAW_PILE, Some(slot)) => Some(Ok(GridlockAction::Replace(slot))),
            (DRAW_PILE, None) if drop == DISCARD_DROP => Some(Ok(GridlockAction::Refuse)),
            _ => None,
        }
    }

    fn group(action: &GridlockAction) -> &'static str {
        lang::gridlock().group(action)
    }

    /// Shapes, not colours alone: a suit symbol per suit, `#` for the wild, and for each
    /// GRID#LOCK card a padlock with arrowheads along the lines it locks (so the three aims differ
    /// in shape even where their names do not fit on the card).
    fn moment(event: &Self::Event) -> Option<Moment> {
        use crate::games::gridlock::GridlockEvent;
        match event {
            GridlockEvent::Eliminated { .. } | GridlockEvent::WentOut { .. } => Some(Moment::Fall),
            GridlockEvent::Locked { .. } => Some(Moment::Challenge),
            GridlockEvent::RevealedGrid { .. } => Some(Moment::Reveal),
            GridlockEvent::Flipped { .. } | GridlockEvent::OpeningFlip { .. } => Some(Moment::Flip),
            GridlockEvent::Drew { .. }
            | GridlockEvent::TookDiscard { .. }
            | GridlockEvent::DrewGridLock { .. } => Some(Moment::Draw),
            _ => None,
        }
    }

    fn card_art(name: &str) -> CardArt {
        // Each suit drawn as what it is named, in a shape of its own (not its colour alone).
        const FLAME: &str = "M12 1.5c.6 3.6 3.2 5.6 5 8.4 1.6 2.5 2 5.2.6 7.8A6.8 6.8 0 0 1 5.4 17c-1-2.8-.2-5.6 1.6-7.6.1 1.8.8 3.1 2 3.9-.4-2.2.1-4.4 1.2-6.4.8-1.6 1.6-3.4 1.8-5.4z";
        const WAVE: &str = concat!(
            "M2 8.5c2.2-2.6 4.4-2.6 6.6 0s4.4 2.6 6.6 0 4.4-2.6 6.6 0v3.2c-2.2-2.6-4.4-2.6-6.6 0s-4.4 2.6-6.6 0-4.4-2.6-6.6 0z",
            "M2 15.5c2.2-2.6 4.4-2.6 6.6 0s4.4 2.6 6.6 0 4.4-2.6 6.6 0v3.2c-2.2-2.6-4.4-2.6-6.6 0s-4.4 2.6-6.6 0-4.4-2.6-6.6 0z"
        );
        const LEAF: &str = "M20.5 3.5C11 3.5 4 8 4 15.5c0 1.3.2 2.5.6 3.6L3 21l1.2 1 1.6-1.7c1.3.6 2.7.9 4.2.9 7.8 0 10.5-7.5 10.5-17.7zM7.4 18.4c1.6-4.3 4.7-7.6 8.8-9.9-3.2 2.9-5.6 6.3-7 10.4z";
        const STAR: &str =
            "M12 2.3L14.5 9.3L22 9.6L16.1 14.1L18.2 21.3L12 17.1L5.8 21.3L7.9 14.1L2 9.6L9.5 9.3z";
        const HASH: &str = "M8 2h2.5v20H8zM13.5 2H16v20h-2.5zM2 7.5h20V10H2zM2 14h20v2.5H2z";
        // A padlock in the middle (the shackle's hole cut out by the even-odd fill), then
        // arrowheads pointing out along the locked lines: left and right, up and down, or both.
        const LOCK_ROW: &str = concat!(
            "M8 11h1V9a3 3 0 0 1 6 0v2h1v6H8zM10.5 11h3V9a1.5 1.5 0 0 0-3 0z",
            "M1 14l5-4v8zM23 14l-5-4v8z"
        );
        const LOCK_COLUMN: &str = concat!(
            "M8 11h1V9a3 3 0 0 1 6 0v2h1v6H8zM10.5 11h3V9a1.5 1.5 0 0 0-3 0z",
            "M12 .5l3.5 4.5h-7zM12 23.5l-3.5-4.5h7z"
        );
        const LOCK_BOTH: &str = concat!(
            "M8 11h1V9a3 3 0 0 1 6 0v2h1v6H8zM10.5 11h3V9a1.5 1.5 0 0 0-3 0z",
            "M1 14l5-4v8zM23 14l-5-4v8z",
            "M12 .5l3.5 4.5h-7zM12 23.5l-3.5-4.5h7z"
        );
        let card = card_named(name);
        let hint = lang::gridlock().card_hint(card);
        let art = |path, tone| CardArt { path, tone, hint };
        match card.map(Card::face) {
            Some(Face::Number { suit, .. }) => match suit {
                Suit::Flame => art(FLAME, "flame"),
                Suit::Wave => art(WAVE, "wave"),
                Suit::Leaf => art(LEAF, "leaf"),
                Suit::Star => art(STAR, "star"),
            },
            Some(Face::Wild) => art(HASH, "wild"),
            Some(Face::GridLock(LockAim::Row)) => art(LOCK_ROW, "lock"),
            Some(Face::GridLock(LockAim::Column)) => art(LOCK_COLUMN, "lock"),
            Some(Face::GridLock(LockAim::Both)) => art(LOCK_BOTH, "lock"),
            None => art("", "gone"),
        }
    }

    fn rules_card(token: &str) -> Option<CardModel> {
        super::adapter::rules_card_among(token, every_card().map(|card| card.to_string()))
    }

    fn card_name(id: &str) -> String {
        let words = lang::gridlock();
        card_named(id).map_or_else(|| words.gone().to_string(), |card| words.card(card))
    }

    /// A number, or one capital for a wild or GRID#LOCK card: the other seats' grids on a phone
    /// leave a card room for one or two characters over its symbol.
    fn card_index(id: &str) -> String {
        match card_named(id).map(Card::face) {
            Some(Face::Number { value, .. }) => value.to_string(),
            _ => Self::card_name(id)
                .chars()
                .next()
                .map(|initial| initial.to_uppercase().collect())
                .unwrap_or_default(),
        }
    }

    fn card_text(name: &str) -> String {
        let words = lang::gridlock();
        match card_named(name).map(Card::face) {
            Some(Face::Number { suit, value }) => words.number_text(suit, value),
            Some(Face::Wild) => words.wild_text(),
            Some(Face::GridLock(aim)) => words.lock_text(aim),
            None => words.gone_text().to_string(),
        }
    }

    fn scores(view: &GridlockView) -> Option<ScoreSheet> {
        let words = lang::gridlock();
        let mut columns: Vec<String> = view
            .sheet
            .iter()
            .map(|record| words.round_column(record.round))
            .collect();
        columns.push(words.total_column());
        let rows = Seat::all(view.seats())
            .map(|seat| {
                let mut cells: Vec<String> = view
                    .sheet
                    .iter()
                    .map(|record| {
                        let score = &record.scores[seat.index()];
                        words.round_cell(
                            score.total(),
                            score.combinations,
                            score.bonus,
                            penalty(score),
                        )
                    })
                    .collect();
                cells.push(signed(view.totals[seat.index()]));
                ScoreRow { seat, cells }
            })
            .collect();
        let mut notes = vec![words.scoring_note(GOING_OUT_BONUS, PENALTY)];
        if let Some(latest) = view.sheet.last() {
            notes.extend(round_notes(view, latest));
        }
        Some(ScoreSheet {
            columns,
            rows,
            notes,
        })
    }

    /// A new round's deal follows the scoring of the round before only when the match goes on
    /// (the last round ends with the match instead), so the deal is where the summary goes.
    fn round_over(event: &GridlockEvent) -> Option<String> {
        match event {
            GridlockEvent::RoundDealt { round, .. } if *round > 1 => {
                Some(lang::gridlock().round_over(round - 1))
            }
            _ => None,
        }
    }

    /// A lone move is made for the player, except throwing away a card they have just drawn when
    /// every card of their grid is locked: the card was seen by them alone, and discarding it
    /// unasked would whisk it from their hand as it was lifted. Every other lone move (the draw
    /// when the discard pile's top is a GRID#LOCK card or everything is locked, the last
    /// face-down card to turn up) hides nothing: the log shows what it did.
    fn ask_even_if_forced(view: &GridlockView, action: &GridlockAction) -> bool {
        matches!(
            (view.phase, action),
            (PhaseView::Drawn { .. }, GridlockAction::Refuse)
        )
    }

    fn ending(view: &GridlockView) -> Option<String> {
        view.totals.iter().max()?;
        let (leaders, best) = gridlock::leaders(&view.totals);
        Some(lang::gridlock().ending(&leaders, view.sheet.len(), best, Some(view.me)))
    }
}

#[cfg(test)]
mod tests;
