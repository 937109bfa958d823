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
    self, Card, Face, GOING_OUT_BONUS, GridLike, GridView, GridlockAction, GridlockEvent,
    GridlockGame, GridlockView, Line, LockAim, LockStage, MATCH_TARGET, PENALTY, PhaseView,
    RoundRecord, RoundScore, SlotView, Suit,
};
use crate::lang::{self, gridlock::signed};

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
        let mut facts = vec![words.round_fact(view.round, view.settings.rounds, MATCH_TARGET)];
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
        const TRIANGLE: &str = "M12 3l9.5 17h-19z";
        const CIRCLE: &str = "M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z";
        const SQUARE: &str = "M4 4h16v16H4z";
        const DIAMOND: &str = "M12 2l9 10-9 10-9-10z";
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
                Suit::Flame => art(TRIANGLE, "flame"),
                Suit::Wave => art(CIRCLE, "wave"),
                Suit::Leaf => art(SQUARE, "leaf"),
                Suit::Star => art(DIAMOND, "star"),
            },
            Some(Face::Wild) => art(HASH, "wild"),
            Some(Face::GridLock(LockAim::Row)) => art(LOCK_ROW, "lock"),
            Some(Face::GridLock(LockAim::Column)) => art(LOCK_COLUMN, "lock"),
            Some(Face::GridLock(LockAim::Both)) => art(LOCK_BOTH, "lock"),
            None => art("", "gone"),
        }
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
mod tests {
    use super::*;
    use crate::engine::{Game, GameRng, Settings, Turn};
    use crate::games::gridlock::{Combo, Elimination, Slot};
    use crate::lang::narrate::Narrate;
    use std::collections::BTreeSet;

    fn number(suit: Suit, value: u8) -> Card {
        Card::number(suit, value)
    }

    #[test]
    fn a_card_index_is_its_number_or_one_capital() {
        let wild = every_card().find(|card| card.is_wild()).unwrap();
        assert_eq!(GridlockGame::card_index(&wild.to_string()), "W");
        let eight = number(Suit::Star, 8).to_string();
        assert_eq!(GridlockGame::card_index(&eight), "8");
        let lock = every_card()
            .find(|card| matches!(card.face(), Face::GridLock(_)))
            .unwrap();
        assert_eq!(GridlockGame::card_index(&lock.to_string()), "G");
    }

    /// The table is played by touch as well as with a mouse: prompts that ask for a card of the
    /// grid say "tap or click", never "click" alone.
    #[test]
    fn prompts_for_a_grid_card_fit_touch_and_mouse() {
        let lines = [(Line::Row(0), None), (Line::Row(1), None)];
        for (lang, word) in [
            (crate::lang::Lang::En, "ap or click"),
            (crate::lang::Lang::De, "ippe oder klicke"),
        ] {
            lang::with(lang, || {
                let words = lang::gridlock();
                for text in [
                    words.opening_flip_prompt(),
                    words.flip_prompt(),
                    words.elimination_prompt(&lines, false),
                ] {
                    assert!(text.contains(word), "{text}");
                }
            });
        }
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

    /// A face-up grid of cards of the three suits other than `suit` that form nothing together.
    fn open(suit: Suit) -> [Slot; 9] {
        let values = [1, 5, 9, 3, 7, 2, 6, 9, 4];
        let suits = [0, 1, 2, 1, 2, 0, 2, 0, 1];
        let others: Vec<Suit> = Suit::ALL.into_iter().filter(|&x| x != suit).collect();
        std::array::from_fn(|i| Slot::Up(number(others[suits[i]], values[i])))
    }

    /// A two-round match with seat 0 one card from going out (two suited runs eliminated, the
    /// 1 and 2 of Flame in the bottom row, the 3 of Flame on the discard pile) and seat 1 holding
    /// a face-up grid that forms nothing.
    fn almost_out() -> GridlockGame {
        let mut mine = open(Suit::Star);
        for slot in &mut mine[..6] {
            *slot = Slot::Empty;
        }
        mine[6] = Slot::Up(number(Suit::Flame, 1));
        mine[7] = Slot::Up(number(Suit::Flame, 2));
        let mut game = GridlockGame::arranged(
            &Settings::new(2, "").with_rounds(2),
            vec![mine, open(Suit::Leaf)],
            vec![number(Suit::Flame, 3)],
            vec![number(Suit::Wave, 4), number(Suit::Wave, 5)],
        )
        .expect("a valid arrangement");
        for line in [Line::Row(0), Line::Row(1)] {
            let star = |v| number(Suit::Star, v);
            game.arrange_eliminated(
                Seat(0),
                Elimination {
                    line,
                    cards: [star(4), star(5), star(6)],
                    combo: Combo::SuitedRun,
                },
            );
        }
        game
    }

    fn play(game: &mut GridlockGame, action: GridlockAction) -> Vec<GridlockEvent> {
        game.apply(&action).expect("a legal move")
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
    fn score_sheet_shows_each_round_with_bonus_and_penalty_and_the_total() {
        let mut game = almost_out();
        let mut events = play(&mut game, GridlockAction::TakeDiscard(8));
        assert!(events.contains(&GridlockEvent::WentOut { seat: Seat(0) }));
        // Seat 1's two last turns: draw and throw away, twice.
        while game.round() == 1 {
            let action = if game.legal_actions().contains(&GridlockAction::Refuse) {
                GridlockAction::Refuse
            } else {
                GridlockAction::Draw
            };
            events.extend(play(&mut game, action));
        }
        let sheet = GridlockGame::scores(&game.view(Seat(0))).expect("a score sheet");
        assert_eq!(sheet.columns, ["Round 1", "Total"]);
        let cells: Vec<(Seat, Vec<&str>)> = sheet
            .rows
            .iter()
            .map(|r| (r.seat, r.cells.iter().map(String::as_str).collect()))
            .collect();
        assert_eq!(
            cells,
            [
                (Seat(0), vec!["30 (lines 24, going out +6)", "30"]),
                (Seat(1), vec!["\u{2212}6 (penalty \u{2212}6)", "\u{2212}6"]),
            ]
        );
        assert_eq!(
            sheet.notes[1..],
            [
                "Round 1: you went out (+6 points).",
                "Penalties in round 1: 3 open lines for Seat 2 (\u{2212}6)."
            ]
        );
        // The summary's heading comes with the next round's deal, once.
        let headings: Vec<String> = events.iter().filter_map(GridlockGame::round_over).collect();
        assert_eq!(headings, ["Round 1 is over"]);

        // The rest of the match, played at random: the last round ends with the match, and no
        // summary heading; the sheet then has both rounds and the totals add up.
        let mut rng = GameRng::seeded(3);
        let mut last = Vec::new();
        while game.turn() != Turn::Over {
            let legal = game.legal_actions();
            last = play(&mut game, legal[rng.below(legal.len())]);
            if game.turn() != Turn::Over {
                assert!(last.iter().all(|e| GridlockGame::round_over(e).is_none()));
            }
        }
        assert!(
            last.iter()
                .any(|e| matches!(e, GridlockEvent::MatchOver { .. }))
        );
        assert!(last.iter().all(|e| GridlockGame::round_over(e).is_none()));
        let view = game.view(Seat(1));
        let sheet = GridlockGame::scores(&view).expect("a score sheet");
        assert_eq!(sheet.columns, ["Round 1", "Round 2", "Total"]);
        for row in &sheet.rows {
            let leading = |cell: &str| -> i32 {
                let number = cell.split(' ').next().unwrap().replace('\u{2212}', "-");
                number.parse().expect("a cell starts with its score")
            };
            let rounds: i32 = row.cells[..2].iter().map(|c| leading(c)).sum();
            assert_eq!(rounds, game.totals()[row.seat.index()], "{row:?}");
            assert_eq!(leading(&row.cells[2]), rounds, "{row:?}");
        }
        assert!(sheet.notes.iter().any(|n| n.starts_with("Round 2: ")));
    }

    #[test]
    fn round_over_heads_only_the_deal_of_a_round_that_follows_another() {
        let dealt = |round| GridlockEvent::RoundDealt {
            round,
            dealer: Seat(1),
        };
        assert_eq!(GridlockGame::round_over(&dealt(1)), None);
        assert_eq!(
            GridlockGame::round_over(&dealt(4)),
            Some("Round 3 is over".to_string())
        );
        let over = GridlockEvent::MatchOver { totals: vec![3, 4] };
        assert_eq!(GridlockGame::round_over(&over), None);
    }

    #[test]
    fn a_drawn_card_that_cannot_be_placed_waits_for_its_drawer_other_lone_moves_do_not() {
        // Only the bottom row is left, and a row lock in it locks all of it this turn.
        let mut mine = open(Suit::Star);
        for slot in &mut mine[..6] {
            *slot = Slot::Empty;
        }
        mine[7] = Slot::Up(Card::gridlock(LockAim::Row));
        let mut game = GridlockGame::arranged(
            &Settings::new(2, "").with_rounds(1),
            vec![mine, open(Suit::Leaf)],
            vec![number(Suit::Flame, 3)],
            vec![number(Suit::Wave, 4)],
        )
        .expect("a valid arrangement");
        // An arranged lock counts as turned up before this turn, so it locks now.
        assert_eq!(game.legal_actions(), [GridlockAction::Draw]);
        let view = game.view(Seat(0));
        assert!(!GridlockGame::ask_even_if_forced(
            &view,
            &GridlockAction::Draw
        ));
        assert!(GridlockGame::prompt(&view, &game.legal_actions()).starts_with("Every card"));
        play(&mut game, GridlockAction::Draw);
        assert_eq!(game.legal_actions(), [GridlockAction::Refuse]);
        let view = game.view(Seat(0));
        assert!(GridlockGame::ask_even_if_forced(
            &view,
            &GridlockAction::Refuse
        ));
        assert!(
            GridlockGame::prompt(&view, &game.legal_actions())
                .contains("every card of your grid is locked")
        );
    }

    #[test]
    fn card_text_says_what_every_card_does_and_scores() {
        let mut texts = BTreeSet::new();
        for card in every_card() {
            let name = card.to_string();
            let text = GridlockGame::card_text(&name);
            assert!(
                text.starts_with(&name) || text.starts_with("Wild"),
                "{text}"
            );
            assert!(text.contains("points"), "{name}: {text}");
            texts.insert(text);
        }
        assert_eq!(texts.len(), 40, "every card has its own text");
        let seven = GridlockGame::card_text("7 Flame");
        for words in [
            "5-6-7, 6-7-8 or 7-8-9",
            "for 4 points, or 8 if all Flame",
            "three 7s for 6 points, or 24",
            "three Flame cards of any numbers for 2 points",
            "triangle",
        ] {
            assert!(seven.contains(words), "{words:?} in {seven}");
        }
        assert!(GridlockGame::card_text("1 Wave").contains("(1-2-3, in order"));
        let wild = GridlockGame::card_text("wild");
        assert!(wild.contains("10 points") && wild.contains("12 points"));
        assert!(wild.contains("costs 2 points"), "{wild}");
        for (aim, lines) in [
            (LockAim::Row, "locks its row on"),
            (LockAim::Column, "locks its column on"),
            (LockAim::Both, "locks both its row and its column on"),
        ] {
            let text = GridlockGame::card_text(&Card::gridlock(aim).to_string());
            assert!(text.contains(lines), "{text}");
            assert!(text.contains("costs 2 points"), "{text}");
        }
        assert!(GridlockGame::card_text("gone").contains("eliminated"));
    }

    #[test]
    fn suits_and_special_cards_differ_in_shape_not_colour_alone() {
        let mut paths = std::collections::BTreeMap::new();
        for suit in Suit::ALL {
            // Every number of a suit carries the suit's symbol and no other.
            let symbols: BTreeSet<&str> = (1..=9)
                .map(|v| GridlockGame::card_art(&number(suit, v).to_string()).path)
                .collect();
            assert_eq!(symbols.len(), 1, "{suit:?}");
            paths.insert(symbols.into_iter().next().unwrap(), suit.name());
        }
        for card in [
            Card::WILD,
            Card::gridlock(LockAim::Row),
            Card::gridlock(LockAim::Column),
            Card::gridlock(LockAim::Both),
        ] {
            paths.insert(GridlockGame::card_art(&card.to_string()).path, "special");
        }
        assert_eq!(
            paths.len(),
            8,
            "four suits, the wild and three locks: eight shapes"
        );
        assert!(paths.keys().all(|p| !p.is_empty()));
        // The short in-card hint fits a small card; the full text is `card_text`.
        for card in every_card() {
            let hint = GridlockGame::card_art(&card.to_string()).hint;
            assert!(hint.len() <= 24, "{hint}");
        }
    }

    /// Every text the table shows, at every decision of a few random matches, from every seat.
    #[test]
    fn table_words_read_as_english_and_in_card_notes_stay_short() {
        let bad = |text: &str| -> Option<&'static str> {
            let words: Vec<&str> = text.split_whitespace().collect();
            let mid_you = text
                .match_indices("You")
                .any(|(at, _)| at > 0 && !text[..at].ends_with(". "));
            let one_plural = words.windows(2).any(|w| {
                w[0].trim_start_matches(['\u{2212}', '-', '+']) == "1"
                    && matches!(w[1], "points" | "cards" | "rounds" | "turns")
            });
            [
                (one_plural, "1 with a plural"),
                (words.contains(&"pts"), "pts"),
                (text.contains("Seat 0"), "Seat 0"),
                (mid_you, "You inside a sentence"),
                (words.windows(2).any(|w| w[0] == w[1]), "a doubled word"),
            ]
            .into_iter()
            .find_map(|(found, what)| found.then_some(what))
        };
        let check = |text: &str| assert_eq!(bad(text), None, "{text:?}");
        for (seats, seed) in [(2u8, 11u64), (4, 12), (6, 13)] {
            let settings = Settings::new(seats, "").with_rounds(2);
            let mut game = GridlockGame::new(&settings, seed).expect("valid settings");
            let mut rng = GameRng::seeded(seed);
            loop {
                for seat in Seat::all(usize::from(seats)) {
                    let view = game.view(seat);
                    let model = GridlockGame::table(&view);
                    model.facts.iter().for_each(|f| check(f));
                    assert!(model.facts.len() <= 3, "{:?}", model.facts);
                    for s in &model.seats {
                        s.badges.iter().for_each(|b| check(&b.label));
                        s.note.iter().for_each(|n| check(n));
                    }
                    for pile in model
                        .center
                        .iter()
                        .chain(model.seats.iter().flat_map(|s| &s.piles))
                    {
                        check(&pile.label);
                        pile.note.iter().for_each(|n| check(n));
                        for note in pile.cards.iter().filter_map(|c| c.note.as_ref()) {
                            assert!(note.len() <= 10, "{note:?} does not fit in a card");
                        }
                    }
                    let sheet = GridlockGame::scores(&view).expect("a score sheet");
                    sheet.notes.iter().for_each(|n| check(n));
                    if game.turn() == Turn::Seat(seat) {
                        check(&GridlockGame::prompt(&view, &game.legal_actions()));
                    }
                    if game.turn() == Turn::Over {
                        check(&GridlockGame::ending(&view).expect("an ending"));
                    }
                }
                if game.turn() == Turn::Over {
                    break;
                }
                let legal = game.legal_actions();
                play(&mut game, legal[rng.below(legal.len())]);
            }
        }
    }

    #[test]
    fn the_ending_names_the_winner_in_the_viewers_words() {
        let mut game = start();
        let mut rng = GameRng::seeded(5);
        while game.turn() != Turn::Over {
            let legal = game.legal_actions();
            play(&mut game, legal[rng.below(legal.len())]);
        }
        let totals = game.totals().to_vec();
        let best = *totals.iter().max().unwrap();
        let ending = |seat| GridlockGame::ending(&game.view(seat)).unwrap();
        if totals[0] == totals[1] {
            assert!(ending(Seat(0)).starts_with("You and Seat 2 share the lead after 1 round"));
        } else {
            let winner = Seat(u8::from(totals[1] == best));
            let loser = Seat(1 - winner.0);
            assert!(ending(winner).starts_with("You win after 1 round with"));
            assert!(
                ending(loser).starts_with(&format!("{winner} wins after 1 round")),
                "{}",
                ending(loser)
            );
        }
    }

    /// Every move a player could try, legal or not, so that every refusal is read too.
    fn every_action() -> Vec<GridlockAction> {
        let mut all = vec![GridlockAction::Draw, GridlockAction::Refuse];
        for slot in 0..10u8 {
            all.extend([
                GridlockAction::OpeningFlip(slot),
                GridlockAction::TakeDiscard(slot),
                GridlockAction::Replace(slot),
                GridlockAction::Flip(slot),
            ]);
        }
        all.extend(Line::ALL.map(GridlockAction::Eliminate));
        all
    }

    /// What a German player reads, at every step of seeded random matches of every variant at the
    /// smallest and largest tables, from every seat, holds no word only the English catalogue
    /// uses; nor do the cards, the game's names and the German rules page.
    #[test]
    fn a_german_table_reads_no_english() {
        use crate::lang::{self, Lang, leak};
        let english = leak::english_only(
            include_str!("../lang/en/gridlock.rs"),
            include_str!("../lang/de/gridlock.rs"),
        );
        let check = |text: &str, context: &dyn std::fmt::Debug| {
            assert!(!text.is_empty(), "{context:?}: nothing said");
            if let Some(word) = leak::first_found(text, &english) {
                panic!("English {word:?} in {context:?}: {text:?}");
            }
        };
        lang::with(Lang::De, || {
            let game_words = lang::game(crate::games::GameId::Gridlock);
            check(game_words.name(), &"name");
            check(game_words.rules(), &"rules page");
            check(game_words.standard_end(), &"standard end");
            for variant in crate::games::gridlock::INFO.variants {
                check(game_words.variant_name(variant.id), &variant.id);
                check(game_words.variant_summary(variant.id), &variant.id);
            }
            for id in every_card()
                .map(|card| card.to_string())
                .chain([GONE.to_string()])
            {
                check(&GridlockGame::card_name(&id), &id);
                check(GridlockGame::card_art(&id).hint, &id);
                check(&GridlockGame::card_text(&id), &id);
            }

            for (seats, seed, variant) in [
                (2u8, 31u64, ""),
                (6, 32, ""),
                (2, 33, "no-wilds"),
                (6, 34, "no-wilds"),
                (2, 35, "no-gridlock"),
                (6, 36, "no-gridlock"),
                (2, 37, "no-wilds+no-gridlock"),
                (6, 38, "no-wilds+no-gridlock"),
            ] {
                let settings = Settings::new(seats, variant).with_rounds(2);
                let mut game = GridlockGame::new(&settings, seed).expect("valid settings");
                let mut rng = GameRng::seeded(seed);
                let mut events = game.opening();
                let viewers: Vec<Option<Seat>> = std::iter::once(None)
                    .chain(Seat::all(usize::from(seats)).map(Some))
                    .collect();
                loop {
                    for event in &events {
                        for viewer in &viewers {
                            let line = GridlockGame::narrate(event, *viewer).expect("told");
                            check(&line, &(event, viewer));
                        }
                        if let Some(heading) = GridlockGame::round_over(event) {
                            check(&heading, event);
                        }
                    }
                    for seat in Seat::all(usize::from(seats)) {
                        let view = game.view(seat);
                        for text in GridlockGame::table(&view).texts(GridlockGame::card_name) {
                            check(&text, &("table", seat));
                        }
                        let sheet = GridlockGame::scores(&view).expect("a score sheet");
                        let cells = sheet.rows.iter().flat_map(|r| &r.cells);
                        for text in sheet.columns.iter().chain(cells).chain(&sheet.notes) {
                            check(text, &("scores", seat));
                        }
                        if game.turn() == Turn::Over {
                            check(&GridlockGame::ending(&view).expect("an ending"), &seat);
                        }
                    }
                    let Turn::Seat(deciding) = game.turn() else {
                        break;
                    };
                    let view = game.view(deciding);
                    let legal = game.legal_actions();
                    check(&GridlockGame::prompt(&view, &legal), &("prompt", deciding));
                    if let Some((_, note)) = GridlockGame::automatic(&view, &legal) {
                        check(&note, &"automatic");
                    }
                    for action in every_action() {
                        if legal.contains(&action) {
                            check(&game.describe_action(&action), &action);
                            let group = GridlockGame::group(&action);
                            // The main list has no heading.
                            if !group.is_empty() {
                                check(group, &action);
                            }
                        } else {
                            check(
                                &GridlockGame::refusal_words(&game.explain_refusal(&action)),
                                &action,
                            );
                        }
                    }
                    for drag in [DISCARD_TOP, DRAW_PILE] {
                        for drop in [DISCARD_DROP, "grid:0", "grid:4", "grid:8"] {
                            if let Some(Err(reason)) = GridlockGame::intended(&view, drag, drop) {
                                check(&reason, &(drag, drop));
                            }
                        }
                    }
                    events = play(&mut game, legal[rng.below(legal.len())]);
                }
            }

            // Events and messages random play may never reach.
            let words = lang::gridlock();
            let rare = [
                GridlockEvent::Reshuffled {
                    cards: 1,
                    top: Card::WILD,
                },
                GridlockEvent::Repetition { turns: 40 },
                GridlockEvent::Locked {
                    seat: Seat(1),
                    lines: vec![Line::Row(0), Line::Column(2)],
                },
                GridlockEvent::Waiting {
                    seat: Seat(0),
                    lines: vec![Line::Row(2)],
                },
                GridlockEvent::Waiting {
                    seat: Seat(1),
                    lines: vec![Line::Row(0), Line::Row(1)],
                },
                GridlockEvent::DrewGridLock {
                    seat: Seat(0),
                    card: Card::gridlock(LockAim::Both),
                },
                GridlockEvent::MatchOver {
                    totals: vec![40, 40],
                },
            ];
            for event in &rare {
                for viewer in [None, Some(Seat(0)), Some(Seat(1))] {
                    let line = GridlockGame::narrate(event, viewer).expect("told");
                    check(&line, &(event, viewer));
                }
            }
            let left = RoundScore {
                combinations: 0,
                bonus: 0,
                open_lines: 1,
                wilds_left: 2,
                locks_left: 1,
            };
            let mut messages = vec![
                words.nobody_went_out_note(3),
                words.penalties_note(3, &[(Seat(0), left, 8), (Seat(1), left, 8)], Some(Seat(0))),
                words.elimination_prompt(&[(Line::Row(0), None), (Line::Row(2), None)], false),
                words.draw_only_prompt(false),
                words.drawn_locked_prompt(Card::WILD),
                words.ending(&[Seat(0), Seat(1)], 1, 5, None),
                words.no_such_place(),
                words.match_is_over(),
                words.everything_locked(),
                words.piles_used_up(),
                words.choose_first_line(),
                words.take_discard_action(None, 4, SlotView::Empty),
                words.replace_action(None, 4, SlotView::FaceDown),
                words.refuse_action(None),
                words.eliminate_action(Line::Column(1), None),
                words.wait_prompt(),
            ];
            for slot in 0..9 {
                messages.extend([
                    words.place_empty(slot),
                    words.place_locked(slot),
                    words.place_fixed(slot),
                ]);
            }
            for line in Line::ALL {
                messages.extend([
                    words.only_direction_counts(line.direction()),
                    words.lock_blocks(line),
                    words.line_incomplete(line),
                ]);
            }
            for message in &messages {
                check(message, &"a rare message");
            }

            // The viewer is "Du" and agrees with the verb; anyone else is a seat.
            let took = GridlockEvent::TookDiscard {
                seat: Seat(0),
                card: number(Suit::Flame, 7),
            };
            assert_eq!(
                GridlockGame::narrate(&took, Some(Seat(0))).unwrap(),
                "Du nimmst die Flammen-7 vom Ablagestapel."
            );
            let replaced = GridlockEvent::Replaced {
                seat: Seat(1),
                slot: 0,
                card: Card::WILD,
                old: number(Suit::Wave, 3),
            };
            assert_eq!(
                GridlockGame::narrate(&replaced, Some(Seat(0))).unwrap(),
                "Platz 2 legt den Joker auf das Feld oben links und wirft die Wellen-3 ab."
            );
            let over = GridlockEvent::MatchOver {
                totals: vec![40, 40],
            };
            assert_eq!(
                GridlockGame::narrate(&over, Some(Seat(1))).unwrap(),
                "Die Partie ist vorbei: Gleichstand an der Spitze mit je 40 Punkten zwischen \
                 Platz 1 und dir."
            );
        });
    }
}
