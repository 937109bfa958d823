//! GRID#LOCK: one test per rule of the rulebook (`shared/rules/gridlock.txt`) and per choice the
//! module docs of `duskdeck::games::gridlock` list where the rulebook is open.
//!
//! Positions are set up with `GridlockGame::arranged` and driven with `apply`.
//!
//! Run with `cargo test --release --no-default-features --test gridlock_rules`.

use duskdeck::engine::rules_text::{
    CHOICES_HEADING, HOUSE_RULES_HEADING, SEES_HEADING, bullets_under,
};
use duskdeck::engine::{Game, GameRng, Seat, Settings, Turn};
use duskdeck::games::gridlock::{
    Card, Combo, Direction, Elimination, GridLike, GridlockAction, GridlockEvent, GridlockGame,
    GridlockRefusal, Line, LockAim, LockStage, MATCH_TARGET, MAX_ROUNDS, PhaseView, REPETITIONS,
    SCORING_CHART, Slot, Suit, classify,
};
use duskdeck::lang::narrate::Narrate;
use duskdeck::{BotSpec, Playbook, decide};

use GridlockAction::*;

const WILD: Card = Card::WILD;
const LOCK_ROW: Card = Card::gridlock(LockAim::Row);
const LOCK_COLUMN: Card = Card::gridlock(LockAim::Column);
const LOCK_BOTH: Card = Card::gridlock(LockAim::Both);

fn f(v: u8) -> Card {
    Card::number(Suit::Flame, v)
}
fn w(v: u8) -> Card {
    Card::number(Suit::Wave, v)
}
fn l(v: u8) -> Card {
    Card::number(Suit::Leaf, v)
}
fn s(v: u8) -> Card {
    Card::number(Suit::Star, v)
}

fn up(c: Card) -> Slot {
    Slot::Up(c)
}
fn down(c: Card) -> Slot {
    Slot::Down(c)
}
const E: Slot = Slot::Empty;

fn settings(seats: u8) -> Settings {
    Settings::new(seats, "").with_rounds(1)
}

/// A face-down grid of cards that form nothing together.
fn hidden(suit: Suit) -> [Slot; 9] {
    let values = [1, 5, 9, 3, 7, 2, 6, 9, 4];
    let suits = [0, 1, 2, 1, 2, 0, 2, 0, 1];
    let others: Vec<Suit> = Suit::ALL.into_iter().filter(|&x| x != suit).collect();
    std::array::from_fn(|i| down(Card::number(others[suits[i]], values[i])))
}

/// The same grid, face up: no row or column forms a combination.
fn open(suit: Suit) -> [Slot; 9] {
    hidden(suit).map(|slot| match slot {
        Slot::Down(c) => Slot::Up(c),
        other => other,
    })
}

fn arrange(grids: Vec<[Slot; 9]>, discard: Vec<Card>, draw_top: Vec<Card>) -> GridlockGame {
    let seats = grids.len() as u8;
    GridlockGame::arranged(&settings(seats), grids, discard, draw_top)
        .unwrap_or_else(|e| panic!("bad arrangement: {e}"))
}

fn play(game: &mut GridlockGame, action: GridlockAction) -> Vec<GridlockEvent> {
    game.apply(&action).unwrap_or_else(|e| {
        panic!(
            "{action:?} refused ({e:?}); legal: {:?}",
            game.legal_actions()
        )
    })
}

fn eliminations(events: &[GridlockEvent]) -> Vec<Elimination> {
    events
        .iter()
        .filter_map(|e| match e {
            GridlockEvent::Eliminated { elimination, .. } => Some(*elimination),
            _ => None,
        })
        .collect()
}

/// `grid` with its top and middle rows eliminated (empty), then `changes`.
fn bottom_row_only(grid: [Slot; 9], changes: &[(usize, Slot)]) -> [Slot; 9] {
    with(
        with(grid, &[(0, E), (1, E), (2, E), (3, E), (4, E), (5, E)]),
        changes,
    )
}

fn with(mut grid: [Slot; 9], changes: &[(usize, Slot)]) -> [Slot; 9] {
    for &(i, slot) in changes {
        grid[i] = slot;
    }
    grid
}

// ---- The scoring chart, one test per row -------------------------------------------------------

#[test]
fn chart_flush_scores_2() {
    assert_eq!(classify([f(2), f(4), f(8)]), Some(Combo::Flush));
    assert_eq!(Combo::Flush.points(), 2);
}

#[test]
fn chart_run_of_mixed_suits_scores_4() {
    assert_eq!(classify([f(1), w(2), l(3)]), Some(Combo::Run));
    assert_eq!(Combo::Run.points(), 4);
}

#[test]
fn chart_set_of_mixed_suits_scores_6() {
    assert_eq!(classify([f(4), w(4), l(4)]), Some(Combo::Set));
    assert_eq!(classify([f(4), f(4), l(4)]), Some(Combo::Set));
    assert_eq!(Combo::Set.points(), 6);
}

#[test]
fn chart_suited_run_scores_8() {
    assert_eq!(classify([s(5), s(6), s(7)]), Some(Combo::SuitedRun));
    assert_eq!(Combo::SuitedRun.points(), 8);
}

#[test]
fn chart_pair_and_wild_scores_10() {
    assert_eq!(classify([l(8), l(8), WILD]), Some(Combo::PairAndWild));
    assert_eq!(classify([l(8), WILD, l(8)]), Some(Combo::PairAndWild));
    assert_eq!(Combo::PairAndWild.points(), 10);
}

#[test]
fn chart_two_wilds_score_10() {
    assert_eq!(classify([WILD, WILD, f(3)]), Some(Combo::TwoWilds));
    assert_eq!(classify([w(9), WILD, WILD]), Some(Combo::TwoWilds));
    assert_eq!(Combo::TwoWilds.points(), 10);
}

#[test]
fn chart_three_wilds_score_12() {
    assert_eq!(classify([WILD, WILD, WILD]), Some(Combo::ThreeWilds));
    assert_eq!(Combo::ThreeWilds.points(), 12);
}

#[test]
fn chart_triple_scores_24() {
    assert_eq!(classify([s(9), s(9), s(9)]), Some(Combo::Triple));
    assert_eq!(Combo::Triple.points(), 24);
}

#[test]
fn chart_is_data_with_every_row() {
    let points: Vec<i32> = SCORING_CHART.iter().map(|(_, p, _)| *p).collect();
    assert_eq!(points, vec![2, 4, 6, 8, 10, 10, 12, 24]);
}

#[test]
fn line_scores_its_highest_row() {
    // A suited run is also a flush; a triple is also a set and a flush.
    assert_eq!(classify([f(3), f(4), f(5)]), Some(Combo::SuitedRun));
    assert_eq!(classify([f(3), f(3), f(3)]), Some(Combo::Triple));
}

#[test]
fn nothing_in_common_is_no_combination() {
    assert_eq!(classify([f(1), w(5), l(9)]), None);
}

// ---- Runs -----------------------------------------------------------------------------------

#[test]
fn runs_go_up_or_down_in_position_order() {
    assert_eq!(classify([w(2), f(3), l(4)]), Some(Combo::Run));
    assert_eq!(classify([w(4), f(3), l(2)]), Some(Combo::Run));
    assert_eq!(classify([w(3), f(2), l(4)]), None, "3-2-4 is no run");
}

#[test]
fn runs_do_not_wrap_around() {
    assert_eq!(classify([w(8), f(9), l(1)]), None);
    assert_eq!(classify([f(8), f(9), f(1)]), Some(Combo::Flush));
}

// ---- Wilds -----------------------------------------------------------------------------------

#[test]
fn one_wild_completes_the_best_combination() {
    assert_eq!(classify([f(3), WILD, f(5)]), Some(Combo::SuitedRun));
    assert_eq!(classify([w(3), WILD, l(5)]), Some(Combo::Run));
    assert_eq!(classify([w(6), l(6), WILD]), Some(Combo::Set));
    assert_eq!(classify([f(1), f(7), WILD]), Some(Combo::Flush));
}

#[test]
fn one_wild_cannot_make_an_impossible_run() {
    // The wild would have to be a 0 or a 10.
    assert_eq!(classify([WILD, w(1), l(2)]), None);
    assert_eq!(classify([w(8), l(9), WILD]), None);
    assert_eq!(classify([w(3), l(5), WILD]), None);
}

#[test]
fn identical_pair_with_wild_is_10_never_24() {
    assert_eq!(classify([s(9), s(9), WILD]).map(Combo::points), Some(10));
}

#[test]
fn gridlock_card_completes_nothing_but_two_wilds() {
    assert_eq!(classify([f(1), f(2), LOCK_BOTH]), None);
    assert_eq!(classify([WILD, f(2), LOCK_ROW]), None);
    assert_eq!(classify([LOCK_ROW, LOCK_COLUMN, WILD]), None);
}

/// Issue 12, point 3: two wilds score 10 "regardless of the third card", a GRID#LOCK card too. A
/// lock turned up between two wilds does not lock yet (that starts on the next turn), so the line
/// goes at once, the lock card with it.
#[test]
fn two_wilds_score_10_whatever_the_third_card() {
    for lock in [LOCK_ROW, LOCK_COLUMN, LOCK_BOTH] {
        for cards in [[WILD, WILD, lock], [WILD, lock, WILD], [lock, WILD, WILD]] {
            assert_eq!(classify(cards), Some(Combo::TwoWilds), "{cards:?}");
        }
    }
    let grid = with(
        hidden(Suit::Star),
        &[(0, up(WILD)), (1, down(LOCK_COLUMN)), (2, up(WILD))],
    );
    let mut game = arrange(vec![grid, hidden(Suit::Leaf)], vec![f(5)], vec![w(3)]);
    play(&mut game, Draw);
    play(&mut game, Refuse);
    let events = play(&mut game, Flip(1));
    let done = eliminations(&events);
    assert_eq!(done.len(), 1, "{events:?}");
    assert_eq!(done[0].line, Line::Row(0));
    assert_eq!(done[0].combo, Combo::TwoWilds);
    assert_eq!(done[0].combo.points(), 10);
    // The lock card is out of play now: a seat's sample of the hidden cards does not bring it back.
    let mut deck = GridlockGame::deck(game.settings());
    deck.sort();
    for seat in [Seat(0), Seat(1)] {
        let sample = GridlockGame::determinize(&game.view(seat), &mut GameRng::seeded(3));
        let mut cards = sample.cards();
        cards.sort();
        assert_eq!(cards, deck);
    }
}

// ---- Turns -----------------------------------------------------------------------------------

#[test]
fn discard_taken_must_replace_a_card() {
    let mut game = arrange(
        vec![hidden(Suit::Star), hidden(Suit::Leaf)],
        vec![f(5)],
        vec![],
    );
    // Taking the discard names the slot it goes to: there is no way to take it and keep it.
    let legal = game.legal_actions();
    let takes: Vec<_> = legal
        .iter()
        .filter(|a| matches!(a, TakeDiscard(_)))
        .collect();
    assert_eq!(takes.len(), 9);
    assert_eq!(legal.len(), 10, "nine slots to take it to, or draw");
    let before = game.clone();
    assert!(game.apply(&Refuse).is_err());
    assert!(game.apply(&Replace(0)).is_err());
    assert_eq!(game, before);
    play(&mut game, TakeDiscard(0));
    assert_eq!(game.grid(Seat(0)).slots[0], up(f(5)));
}

#[test]
fn replaced_card_goes_face_up_on_the_discard_pile() {
    let mut game = arrange(
        vec![hidden(Suit::Star), hidden(Suit::Leaf)],
        vec![f(5)],
        vec![],
    );
    let old = match game.grid(Seat(0)).slots[4] {
        Slot::Down(c) => c,
        _ => unreachable!(),
    };
    play(&mut game, TakeDiscard(4));
    assert_eq!(game.grid(Seat(0)).slots[4], up(f(5)));
    assert_eq!(game.discard_pile().last(), Some(&old));
    assert_eq!(game.current(), Seat(1));
}

#[test]
fn drawn_card_may_be_refused_then_a_card_is_turned_up() {
    let mut game = arrange(
        vec![hidden(Suit::Star), hidden(Suit::Leaf)],
        vec![f(5)],
        vec![f(6)],
    );
    play(&mut game, Draw);
    play(&mut game, Refuse);
    assert_eq!(game.discard_pile().last(), Some(&f(6)));
    let legal = game.legal_actions();
    assert!(legal.iter().all(|a| matches!(a, Flip(_))));
    play(&mut game, Flip(2));
    assert!(matches!(game.grid(Seat(0)).slots[2], Slot::Up(_)));
    assert_eq!(game.current(), Seat(1));
}

#[test]
fn refusing_with_everything_face_up_turns_nothing_up() {
    let mut game = arrange(
        vec![open(Suit::Star), hidden(Suit::Leaf)],
        vec![f(5)],
        vec![f(6)],
    );
    play(&mut game, Draw);
    play(&mut game, Refuse);
    assert_eq!(game.current(), Seat(1));
}

#[test]
fn drawn_card_is_hidden_from_the_other_players() {
    let mut game = arrange(
        vec![hidden(Suit::Star), hidden(Suit::Leaf)],
        vec![f(5)],
        vec![f(6)],
    );
    let events = play(&mut game, Draw);
    assert_eq!(
        game.view(Seat(0)).phase,
        PhaseView::Drawn { card: Some(f(6)) }
    );
    assert_eq!(game.view(Seat(1)).phase, PhaseView::Drawn { card: None });
    let told = GridlockGame::narrate(&events[0], Some(Seat(1))).unwrap();
    assert!(!told.contains("6 Flame"), "{told}");
    assert!(
        GridlockGame::narrate(&events[0], Some(Seat(0)))
            .unwrap()
            .contains("6 Flame")
    );
}

// ---- Eliminations ----------------------------------------------------------------------------

#[test]
fn completed_line_is_eliminated_at_once_and_scores() {
    let grid = with(hidden(Suit::Star), &[(0, up(f(1))), (1, up(f(2)))]);
    let mut game = arrange(vec![grid, hidden(Suit::Leaf)], vec![f(3)], vec![]);
    let events = play(&mut game, TakeDiscard(2));
    let done = eliminations(&events);
    assert_eq!(done.len(), 1);
    assert_eq!(done[0].line, Line::Row(0));
    assert_eq!(done[0].combo, Combo::SuitedRun);
    assert_eq!(game.grid(Seat(0)).slots[..3], [E, E, E]);
    assert_eq!(game.grid(Seat(0)).points(), 8);
}

#[test]
fn elimination_is_forced_even_when_cheap() {
    // Placing the 9 makes a 2-point flush the player might not want: it goes anyway.
    let grid = with(hidden(Suit::Star), &[(0, up(f(1))), (1, up(f(5)))]);
    let mut game = arrange(vec![grid, hidden(Suit::Leaf)], vec![f(9)], vec![]);
    let events = play(&mut game, TakeDiscard(2));
    assert_eq!(eliminations(&events)[0].combo, Combo::Flush);
}

#[test]
fn only_face_up_cards_form_combinations() {
    // Face-down cards that would complete the row do nothing until turned up.
    let grid = with(
        hidden(Suit::Star),
        &[(0, up(f(1))), (1, up(f(2))), (2, down(f(3)))],
    );
    let mut game = arrange(vec![grid, hidden(Suit::Leaf)], vec![w(5)], vec![]);
    let events = play(&mut game, TakeDiscard(8));
    assert!(eliminations(&events).is_empty());
    assert_eq!(game.grid(Seat(0)).slots[2], down(f(3)));
}

#[test]
fn double_completion_asks_which_line_goes() {
    // The 3 of Flame at the top right completes the top row (suited run) and the right column (set).
    let grid = with(
        hidden(Suit::Star),
        &[(0, up(f(1))), (1, up(f(2))), (5, up(w(3))), (8, up(l(3)))],
    );
    let mut game = arrange(vec![grid, hidden(Suit::Leaf)], vec![f(3)], vec![]);
    let events = play(&mut game, TakeDiscard(2));
    assert!(eliminations(&events).is_empty());
    assert_eq!(
        game.legal_actions(),
        vec![Eliminate(Line::Row(0)), Eliminate(Line::Column(2))]
    );
    assert_eq!(game.turn(), Turn::Seat(Seat(0)));
    let events = play(&mut game, Eliminate(Line::Column(2)));
    let done = eliminations(&events);
    assert_eq!(done.len(), 1, "only one of the two lines scores");
    assert_eq!(done[0].combo, Combo::Set);
    assert_eq!(game.grid(Seat(0)).direction, Some(Direction::Columns));
    assert_eq!(
        game.grid(Seat(0)).slots[0],
        up(f(1)),
        "the row stays, broken"
    );
    assert_eq!(game.current(), Seat(1));
}

#[test]
fn later_eliminations_keep_the_first_direction() {
    // Columns were chosen: a completed column eliminates, and no row can count any more.
    let grid = with(
        hidden(Suit::Star),
        &[(2, E), (5, E), (8, E), (0, up(w(4))), (3, up(l(4)))],
    );
    let mut game = arrange(vec![grid, hidden(Suit::Leaf)], vec![f(4)], vec![]);
    game.arrange_eliminated(
        Seat(0),
        Elimination {
            line: Line::Column(2),
            cards: [f(7), f(8), f(9)],
            combo: Combo::SuitedRun,
        },
    );
    let events = play(&mut game, TakeDiscard(6));
    let done = eliminations(&events);
    assert_eq!(done[0].line, Line::Column(0));
    assert_eq!(game.grid(Seat(0)).direction, Some(Direction::Columns));
}

#[test]
fn several_lines_of_one_direction_still_go_one_at_a_time() {
    // A choice: when two rows complete together the player picks the order.
    let mut game = arrange(
        vec![
            bottom_row_only(open(Suit::Star), &[(6, up(f(1))), (7, up(f(2)))]),
            with(
                hidden(Suit::Leaf),
                &[
                    (0, down(f(4))),
                    (1, down(f(5))),
                    (2, down(f(6))),
                    (3, down(w(7))),
                    (4, down(w(8))),
                    (5, down(w(9))),
                ],
            ),
        ],
        vec![f(3)],
        vec![],
    );
    for line in [Line::Row(0), Line::Row(1)] {
        game.arrange_eliminated(
            Seat(0),
            Elimination {
                line,
                cards: [s(1), s(1), s(1)],
                combo: Combo::Triple,
            },
        );
    }
    play(&mut game, TakeDiscard(8));
    assert_eq!(game.went_out(), Some(Seat(0)));
    // Seat 1 revealed: both top rows complete (and perhaps more); it chooses one at a time.
    assert_eq!(game.turn(), Turn::Seat(Seat(1)));
    let legal = game.legal_actions();
    assert!(legal.contains(&Eliminate(Line::Row(0))) && legal.contains(&Eliminate(Line::Row(1))));
    let events = play(&mut game, Eliminate(Line::Row(1)));
    let done = eliminations(&events);
    assert_eq!(done.len(), 2, "the other row follows on its own: {done:?}");
    assert_eq!(done[1].line, Line::Row(0));
}

// ---- GRID#LOCK cards -------------------------------------------------------------------------

/// Seat 0 turns up a GRID#LOCK card at `slot`; seat 1 passes its turn by drawing and refusing.
fn lock_revealed(lock: Card, slot: usize) -> GridlockGame {
    let grid = with(hidden(Suit::Star), &[(slot, down(lock))]);
    let draws = vec![w(7), w(6), w(5), w(4), w(3), w(1), w(2)];
    let mut game = arrange(vec![grid, open(Suit::Leaf)], vec![f(5)], draws);
    play(&mut game, Draw);
    play(&mut game, Refuse);
    play(&mut game, Flip(slot as u8));
    assert_eq!(game.grid(Seat(0)).locks[slot], LockStage::Pending);
    play(&mut game, Draw);
    play(&mut game, Refuse);
    assert_eq!(game.current(), Seat(0));
    game
}

#[test]
fn lock_turned_up_now_does_not_lock_this_turn() {
    let g0 = with(hidden(Suit::Star), &[(0, down(LOCK_BOTH))]);
    let mut game = arrange(vec![g0, open(Suit::Leaf)], vec![f(5)], vec![w(1)]);
    play(&mut game, Draw);
    play(&mut game, Refuse);
    let events = play(&mut game, Flip(0));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GridlockEvent::Locked { .. }))
    );
    assert_eq!(game.grid(Seat(0)).locks[0], LockStage::Pending);
}

#[test]
fn lock_blocks_its_row_on_the_next_turn() {
    let mut game = lock_revealed(LOCK_ROW, 4);
    play(&mut game, Draw);
    let legal = game.legal_actions();
    for slot in [3u8, 4, 5] {
        assert!(!legal.contains(&Replace(slot)), "row slot {slot} is locked");
    }
    for slot in [0u8, 1, 7] {
        assert!(legal.contains(&Replace(slot)));
    }
    let before = game.clone();
    assert!(game.apply(&Replace(4)).is_err());
    assert_eq!(game, before);
}

#[test]
fn column_lock_blocks_its_column() {
    let mut game = lock_revealed(LOCK_COLUMN, 4);
    play(&mut game, Draw);
    let legal = game.legal_actions();
    for slot in [1u8, 4, 7] {
        assert!(!legal.contains(&Replace(slot)));
    }
    assert!(legal.contains(&Replace(3)));
}

#[test]
fn both_ways_lock_blocks_row_and_column() {
    let mut game = lock_revealed(LOCK_BOTH, 4);
    play(&mut game, Draw);
    let legal = game.legal_actions();
    for slot in [1u8, 3, 4, 5, 7] {
        assert!(!legal.contains(&Replace(slot)));
    }
    assert!(legal.contains(&Replace(0)));
}

#[test]
fn locked_line_cannot_have_a_card_turned_up() {
    let mut game = lock_revealed(LOCK_ROW, 4);
    play(&mut game, Draw);
    play(&mut game, Refuse);
    let legal = game.legal_actions();
    assert!(!legal.contains(&Flip(3)) && !legal.contains(&Flip(5)));
    assert!(legal.contains(&Flip(0)));
}

#[test]
fn lock_card_may_be_replaced_after_its_locking_turn() {
    let mut game = lock_revealed(LOCK_ROW, 4);
    play(&mut game, Draw);
    play(&mut game, Replace(0));
    assert_eq!(game.grid(Seat(0)).locks[4], LockStage::Free);
    play(&mut game, Draw);
    play(&mut game, Refuse);
    play(&mut game, Draw);
    assert!(game.legal_actions().contains(&Replace(4)));
    play(&mut game, Replace(4));
    assert_eq!(game.discard_pile().last(), Some(&LOCK_ROW));
}

/// Issue 12, point 1. The lock blocks elimination in its lines too: a line that completes across a
/// locked line (here the left column, crossing the locked middle row) must wait, and goes at the
/// start of its owner's next turn, once the lock is served.
#[test]
fn lock_blocks_elimination_until_next_turn() {
    let grid = with(
        hidden(Suit::Star),
        &[
            (0, down(w(5))),
            (3, up(f(2))),
            (4, down(LOCK_ROW)),
            (6, up(f(3))),
        ],
    );
    // Draws, top last: seat 0 refuses a 9, seat 1 refuses a 7, seat 0 draws the 1, seat 1 a 6.
    let draws = vec![w(6), f(1), w(7), l(9)];
    let mut game = arrange(vec![grid, open(Suit::Leaf)], vec![l(8)], draws);
    play(&mut game, Draw);
    play(&mut game, Refuse);
    play(&mut game, Flip(4));
    play(&mut game, Draw);
    play(&mut game, Refuse);
    // The locking turn: the middle row is locked. The 1 at the top left completes the left column
    // (1-2-3 of Flame), whose middle card lies in the locked row: nothing is eliminated yet.
    assert_eq!(game.grid(Seat(0)).locked_lines(), vec![Line::Row(1)]);
    play(&mut game, Draw);
    let events = play(&mut game, Replace(0));
    assert!(eliminations(&events).is_empty(), "{events:?}");
    assert!(events.contains(&GridlockEvent::Waiting {
        seat: Seat(0),
        lines: vec![Line::Column(0)]
    }));
    assert_eq!(
        game.grid(Seat(0)).slots[3],
        up(f(2)),
        "the locked row keeps its card"
    );
    assert_eq!(game.current(), Seat(1));
    // Seat 1 plays; seat 0's next turn starts by eliminating the waiting column.
    play(&mut game, Draw);
    let events = play(&mut game, Refuse);
    let done = eliminations(&events);
    assert_eq!(done.len(), 1, "{events:?}");
    assert_eq!(done[0].line, Line::Column(0));
    assert_eq!(done[0].combo, Combo::SuitedRun);
    assert_eq!(game.current(), Seat(0));
    assert_eq!(game.grid(Seat(0)).direction, Some(Direction::Columns));
    assert!(
        game.legal_actions().contains(&Draw),
        "then the turn is played as usual"
    );
}

/// The rulebook's answer on two or three GRID#LOCK cards: no elimination is possible on their
/// locking turn. A row lock and a column lock together leave no line that does not cross a locked
/// one.
#[test]
fn two_locks_leave_no_line_to_eliminate() {
    let grid = with(
        hidden(Suit::Star),
        &[
            (0, up(LOCK_ROW)),
            (8, up(LOCK_COLUMN)),
            (1, up(f(1))),
            (4, up(f(2))),
        ],
    );
    let mut game = arrange(vec![grid, open(Suit::Leaf)], vec![l(8)], vec![w(6), f(3)]);
    assert_eq!(
        game.grid(Seat(0)).locked_lines(),
        vec![Line::Row(0), Line::Column(2)]
    );
    for line in Line::ALL {
        assert!(game.grid(Seat(0)).is_blocked(line), "{line}");
    }
    play(&mut game, Draw);
    let events = play(&mut game, Replace(7));
    assert!(eliminations(&events).is_empty(), "{events:?}");
    play(&mut game, Draw);
    let events = play(&mut game, Refuse);
    assert_eq!(eliminations(&events)[0].line, Line::Column(1));
}

/// A choice: a line waiting on a lock goes in the reveal when someone goes out before its owner's
/// next turn (the reveal eliminates every combination).
#[test]
fn waiting_line_goes_in_the_reveal_if_someone_goes_out_first() {
    let g0 = with(
        hidden(Suit::Star),
        &[
            (0, up(LOCK_ROW)),
            (8, up(LOCK_COLUMN)),
            (1, up(f(1))),
            (4, up(f(2))),
            (7, up(w(9))),
        ],
    );
    let g1 = bottom_row_only(
        open(Suit::Leaf),
        &[(6, up(w(7))), (7, up(w(8))), (8, up(f(5)))],
    );
    let mut game = arrange(vec![g0, g1], vec![l(8)], vec![w(6), f(3)]);
    for line in [Line::Row(0), Line::Row(1)] {
        game.arrange_eliminated(
            Seat(1),
            Elimination {
                line,
                cards: [s(4), s(5), s(6)],
                combo: Combo::SuitedRun,
            },
        );
    }
    play(&mut game, Draw);
    let events = play(&mut game, Replace(7));
    assert!(eliminations(&events).is_empty(), "{events:?}");
    // Seat 1 takes the 9 seat 0 threw away and goes out; seat 0's column goes in the reveal.
    let events = play(&mut game, TakeDiscard(8));
    assert_eq!(game.went_out(), Some(Seat(1)));
    let done: Vec<(Seat, Line)> = events
        .iter()
        .filter_map(|e| match e {
            GridlockEvent::Eliminated { seat, elimination } => Some((*seat, elimination.line)),
            _ => None,
        })
        .collect();
    assert_eq!(
        done,
        vec![(Seat(1), Line::Row(2)), (Seat(0), Line::Column(1))]
    );
    assert_eq!(game.last_turns_left(Seat(0)), 2, "the reveal costs no turn");
}

#[test]
fn drawn_lock_is_discarded_at_once_and_a_card_turned_up() {
    let mut game = arrange(
        vec![hidden(Suit::Star), hidden(Suit::Leaf)],
        vec![f(5)],
        vec![LOCK_BOTH],
    );
    let events = play(&mut game, Draw);
    assert!(matches!(events[0], GridlockEvent::DrewGridLock { .. }));
    assert_eq!(game.discard_pile().last(), Some(&LOCK_BOTH));
    assert!(game.legal_actions().iter().all(|a| matches!(a, Flip(_))));
}

#[test]
fn lock_on_the_discard_pile_cannot_be_taken() {
    let mut game = arrange(
        vec![hidden(Suit::Star), hidden(Suit::Leaf)],
        vec![f(5), LOCK_ROW],
        vec![],
    );
    assert_eq!(game.legal_actions(), vec![Draw]);
    let refusal = game.apply(&TakeDiscard(4)).unwrap_err();
    assert_eq!(refusal, GridlockRefusal::GridlockNotTaken);
    assert!(GridlockGame::refusal_words(&refusal).contains("GRID#LOCK"));
}

#[test]
fn lock_left_in_the_grid_costs_2() {
    let grid = with(open(Suit::Star), &[(4, up(LOCK_COLUMN))]);
    let game = finish_by_standstill(vec![grid, open(Suit::Leaf)]);
    assert_eq!(game.sheet()[0].scores[0].locks_left, 1);
}

#[test]
fn lock_in_the_last_line_after_someone_went_out_loses_a_turn() {
    // Seat 1 has only its bottom row left, with a face-down GRID#LOCK card in it. Seat 0 goes out;
    // seat 1 reveals it, so its first last turn is locked: it can only draw and discard.
    let g1 = bottom_row_only(open(Suit::Leaf), &[(6, down(LOCK_ROW))]);
    let g0 = bottom_row_only(open(Suit::Star), &[(6, up(f(1))), (7, up(f(2)))]);
    let mut game = arrange(vec![g0, g1], vec![f(3)], vec![w(4), w(5), w(6)]);
    for seat in [0, 1] {
        for line in [Line::Row(0), Line::Row(1)] {
            game.arrange_eliminated(
                Seat(seat),
                Elimination {
                    line,
                    cards: [s(1), s(2), s(3)],
                    combo: Combo::SuitedRun,
                },
            );
        }
    }
    play(&mut game, TakeDiscard(8));
    assert_eq!(game.went_out(), Some(Seat(0)));
    assert_eq!(game.current(), Seat(1));
    assert_eq!(
        game.legal_actions(),
        vec![Draw],
        "cannot take: nothing to replace"
    );
    play(&mut game, Draw);
    assert_eq!(game.legal_actions(), vec![Refuse]);
    play(&mut game, Refuse);
    assert_eq!(game.current(), Seat(1), "its second last turn");
    play(&mut game, Draw);
    assert!(game.legal_actions().contains(&Replace(6)));
}

// ---- Going out and the end of the round ------------------------------------------------------

fn almost_out(seat1: [Slot; 9]) -> GridlockGame {
    let g0 = bottom_row_only(open(Suit::Star), &[(6, up(f(1))), (7, up(f(2)))]);
    let mut game = arrange(vec![g0, seat1], vec![f(3)], vec![w(4), w(5), w(6), w(7)]);
    for line in [Line::Row(0), Line::Row(1)] {
        game.arrange_eliminated(
            Seat(0),
            Elimination {
                line,
                cards: [s(4), s(5), s(6)],
                combo: Combo::SuitedRun,
            },
        );
    }
    game
}

#[test]
fn going_out_scores_6_more() {
    let mut game = almost_out(hidden(Suit::Leaf));
    let events = play(&mut game, TakeDiscard(8));
    assert!(events.contains(&GridlockEvent::WentOut { seat: Seat(0) }));
    while game.turn() != Turn::Over {
        let first = game.legal_actions()[0];
        play(&mut game, first);
    }
    let score = game.sheet()[0].scores[0];
    assert_eq!(score.bonus, 6);
    assert_eq!(score.combinations, 24);
    assert_eq!(score.total(), 30);
}

#[test]
fn after_going_out_the_others_reveal_everything() {
    let mut game = almost_out(hidden(Suit::Leaf));
    let events = play(&mut game, TakeDiscard(8));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, GridlockEvent::RevealedGrid { seat: Seat(1), .. }))
    );
    assert!(
        game.grid(Seat(1))
            .slots
            .iter()
            .all(|s| matches!(s, Slot::Up(_)))
    );
}

#[test]
fn reveal_eliminations_cost_no_turn() {
    // Seat 1's hidden top row is a flush: it goes during the reveal, and two turns remain.
    let g1 = with(
        hidden(Suit::Leaf),
        &[(0, down(w(1))), (1, down(w(5))), (2, down(w(9)))],
    );
    let mut game = almost_out(g1);
    let events = play(&mut game, TakeDiscard(8));
    assert_eq!(
        eliminations(&events).last().map(|e| e.combo),
        Some(Combo::Flush)
    );
    assert_eq!(game.last_turns_left(Seat(1)), 2);
}

#[test]
fn the_others_get_exactly_two_last_turns() {
    let mut game = almost_out(open(Suit::Leaf));
    play(&mut game, TakeDiscard(8));
    let mut turns = 0;
    while game.turn() != Turn::Over {
        assert_eq!(
            game.current(),
            Seat(1),
            "the player who went out plays no more"
        );
        if game.legal_actions().contains(&Draw) && game.legal_actions()[0] != Flip(0) {
            turns += 1;
        }
        // Draw and discard: nothing completes.
        let action = if game.legal_actions().contains(&Refuse) {
            Refuse
        } else {
            Draw
        };
        play(&mut game, action);
    }
    assert_eq!(turns, 2);
}

#[test]
fn last_turns_start_left_of_the_player_who_went_out() {
    let g0 = bottom_row_only(open(Suit::Star), &[(6, up(f(1))), (7, up(f(2)))]);
    let mut game = GridlockGame::arranged(
        &settings(3),
        vec![g0, open(Suit::Leaf), open(Suit::Wave)],
        vec![f(3)],
        vec![],
    )
    .unwrap();
    for line in [Line::Row(0), Line::Row(1)] {
        game.arrange_eliminated(
            Seat(0),
            Elimination {
                line,
                cards: [s(4), s(5), s(6)],
                combo: Combo::SuitedRun,
            },
        );
    }
    play(&mut game, TakeDiscard(8));
    let mut order = Vec::new();
    while game.turn() != Turn::Over {
        if game.legal_actions().contains(&Draw) {
            order.push(game.current().0);
        }
        let action = if game.legal_actions().contains(&Refuse) {
            Refuse
        } else {
            Draw
        };
        play(&mut game, action);
    }
    assert_eq!(order, vec![1, 2, 1, 2]);
}

/// A choice: a player who clears their grid during the last turns plays no more, without the bonus.
#[test]
fn clearing_the_grid_during_the_last_turns_ends_that_players_turns() {
    let g1 = bottom_row_only(
        open(Suit::Leaf),
        &[(6, up(w(7))), (7, up(w(8))), (8, up(f(5)))],
    );
    let mut game = almost_out(g1);
    for line in [Line::Row(0), Line::Row(1)] {
        game.arrange_eliminated(
            Seat(1),
            Elimination {
                line,
                cards: [s(1), s(2), s(3)],
                combo: Combo::SuitedRun,
            },
        );
    }
    play(&mut game, TakeDiscard(8));
    assert_eq!(game.went_out(), Some(Seat(0)));
    assert_eq!(game.current(), Seat(1));
    play(&mut game, Draw);
    play(&mut game, Refuse);
    assert_eq!(game.last_turns_left(Seat(1)), 1);
    // The 6 of Wave makes the last row a flush: seat 1 has cleared its grid too.
    play(&mut game, Draw);
    assert_eq!(
        game.view(Seat(1)).phase,
        PhaseView::Drawn { card: Some(w(6)) }
    );
    let events = play(&mut game, Replace(8));
    assert_eq!(eliminations(&events)[0].combo, Combo::Flush);
    assert_eq!(game.turn(), Turn::Over, "no turn is left to play");
    let score = game.sheet()[0].scores[1];
    assert_eq!(score.bonus, 0);
    assert_eq!(score.open_lines, 0);
}

#[test]
fn open_lines_cost_2_each_and_a_full_grid_counts_three() {
    let game = finish_by_standstill(vec![open(Suit::Star), open(Suit::Leaf)]);
    let score = game.sheet()[0].scores[0];
    assert_eq!(score.open_lines, 3);
    assert_eq!(score.total(), -6);
}

#[test]
fn wilds_left_cost_2_each() {
    let grid = with(open(Suit::Star), &[(4, up(WILD))]);
    // The wild must not complete anything: the centre's row and column stay dead.
    let grid = with(
        grid,
        &[(3, up(f(9))), (5, up(w(1))), (1, up(l(1))), (7, up(w(9)))],
    );
    assert_eq!(classify([f(9), WILD, w(1)]), None);
    let game = finish_by_standstill(vec![grid, open(Suit::Leaf)]);
    let score = game.sheet()[0].scores[0];
    assert_eq!(score.wilds_left, 1);
    assert_eq!(score.total(), -8);
}

#[test]
fn face_down_cards_are_turned_up_for_scoring() {
    // A round called off with face-down cards: wilds among them still cost.
    let grid = with(open(Suit::Star), &[(0, down(WILD))]);
    let grid = with(grid, &[(1, up(l(2))), (2, up(w(7)))]);
    let game = finish_by_standstill(vec![grid, open(Suit::Leaf)]);
    assert_eq!(game.sheet()[0].scores[0].wilds_left, 1);
}

/// Both players draw and discard until the round ends (by the repetition rule: nothing changes).
fn finish_by_standstill(grids: Vec<[Slot; 9]>) -> GridlockGame {
    let mut game = arrange(grids, vec![f(5)], vec![]);
    while game.turn() != Turn::Over {
        let legal = game.legal_actions();
        let action = if legal.contains(&Refuse) {
            Refuse
        } else if legal.contains(&Draw) {
            Draw
        } else {
            legal[0]
        };
        play(&mut game, action);
    }
    game
}

/// Plays `game` to its end with `choose`, returning what ended the round and the most turns that
/// started in a row without progress anywhere (a card turned up or gone, a line eliminated).
fn play_round(
    mut game: GridlockGame,
    mut choose: impl FnMut(&GridlockGame, &[GridlockAction]) -> GridlockAction,
) -> (GridlockGame, Option<GridlockEvent>, usize) {
    let progress = |g: &GridlockGame| -> usize {
        Seat::all(g.seat_count())
            .map(|s| {
                let grid = g.grid(s);
                let up = grid.slots.iter().filter(|x| !matches!(x, Slot::Down(_)));
                up.count() + grid.eliminated.len()
            })
            .sum()
    };
    let (mut last, mut since, mut longest) = (usize::MAX, 0, 0);
    let mut ending = None;
    while game.turn() != Turn::Over {
        if game.view(game.current()).phase == PhaseView::Start {
            let now = progress(&game);
            since = if now == last { since + 1 } else { 1 };
            last = now;
            longest = longest.max(since);
        }
        let legal = game.legal_actions();
        let action = choose(&game, &legal);
        for event in play(&mut game, action) {
            if matches!(
                event,
                GridlockEvent::Repetition { .. } | GridlockEvent::WentOut { .. }
            ) && ending.is_none()
            {
                ending = Some(event);
            }
        }
    }
    (game, ending, longest)
}

/// Draw and discard, turning up what must be turned up: nobody's grid changes once all is face up.
fn stand_still(_: &GridlockGame, legal: &[GridlockAction]) -> GridlockAction {
    if legal.contains(&Refuse) {
        Refuse
    } else if legal.contains(&Draw) {
        Draw
    } else {
        legal[0]
    }
}

/// House rule: the same position (every grid, both piles in order, whose turn it is) coming up at
/// the start of a turn for the third time ends the round, scored as it stands, without a bonus. A
/// table where nobody changes their grid always gets there: an empty draw pile is rebuilt from the
/// same cards in the same order, so the positions of one pass through the pile come back within
/// `2 * seats + 1` passes.
#[test]
fn house_rule_a_position_seen_three_times_ends_the_round() {
    let (game, ending, _) = play_round(
        arrange(vec![open(Suit::Star), open(Suit::Leaf)], vec![f(5)], vec![]),
        stand_still,
    );
    assert!(
        matches!(ending, Some(GridlockEvent::Repetition { .. })),
        "{ending:?}"
    );
    assert!(game.sheet()[0].scores.iter().all(|s| s.bonus == 0));
    for seats in 2..=6u8 {
        for seed in 0..20 {
            let game = GridlockGame::new(&settings(seats), seed).unwrap();
            let (_, ending, _) = play_round(game, stand_still);
            let Some(GridlockEvent::Repetition { turns }) = ending else {
                panic!("{seats} seats, seed {seed}: {ending:?}");
            };
            // Passes through the pile: the first, then at most 2 * seats + 1 more.
            let pile = 120 - 9 * u32::from(seats);
            assert!(
                turns <= (2 * u32::from(seats) + 2) * pile,
                "{seats} seats, seed {seed}: {turns} turns"
            );
        }
    }
}

/// No turn limit: nothing but the rulebook's own endings and the repetition rule ends a round.
/// Random play always goes out by itself, and the longest stretch without progress stays short;
/// even a table that keeps swapping face-up cards and never completes a line is not cut off by a
/// count (played deterministically, its positions come round and the repetition rule ends it).
#[test]
fn no_turn_limit_rounds_end_by_going_out_or_by_repetition() {
    for seats in 2..=6u8 {
        for seed in 0..200 {
            let mut rng = GameRng::seeded(seed);
            let game = GridlockGame::new(&settings(seats), seed).unwrap();
            let (_, ending, longest) = play_round(game, |_, legal| legal[rng.below(legal.len())]);
            assert!(
                longest < 100 * usize::from(seats),
                "{seats} seats, seed {seed}: {longest} turns without progress"
            );
            assert!(
                matches!(ending, Some(GridlockEvent::WentOut { .. })),
                "{seats} seats, seed {seed}: {ending:?}"
            );
        }
    }
    let never_complete = |game: &GridlockGame, legal: &[GridlockAction]| {
        let harmless = legal.iter().copied().find(|&a| {
            matches!(a, Replace(_))
                && eliminations(&game.clone().apply(&a).expect("legal")).is_empty()
        });
        harmless.unwrap_or_else(|| stand_still(game, legal))
    };
    let game = GridlockGame::new(&Settings::new(2, "no-wilds").with_rounds(1), 1).unwrap();
    let (game, ending, longest) = play_round(game, never_complete);
    assert!(
        matches!(ending, Some(GridlockEvent::Repetition { .. })),
        "{ending:?}"
    );
    assert!(longest > 800, "it ran past any old limit: {longest} turns");
    assert!(game.sheet()[0].scores.iter().all(|s| s.bonus == 0));
}

#[test]
fn empty_draw_pile_is_rebuilt_from_the_whole_discard_pile_as_at_the_deal() {
    let mut game = arrange(vec![open(Suit::Star), open(Suit::Leaf)], vec![f(5)], vec![]);
    game.arrange_short_draw_pile(3);
    let mut reshuffled = false;
    let mut plies = 0;
    while !reshuffled && game.turn() != Turn::Over {
        let action = if game.legal_actions().contains(&Refuse) {
            Refuse
        } else {
            Draw
        };
        let discards = game.discard_pile().len();
        let drawing = action == Draw && game.draw_pile().is_empty();
        for event in play(&mut game, action) {
            if let GridlockEvent::Reshuffled { cards, top } = event {
                assert!(drawing);
                assert_eq!(cards, discards, "the whole discard pile");
                assert_eq!(game.discard_pile(), &[top], "its top card turned up");
                reshuffled = true;
                let other = game.current().clockwise(1, 2);
                let view = game.view(other);
                let hidden_draw = usize::from(view.phase == PhaseView::Drawn { card: None });
                assert_eq!(
                    view.draw_known.len(),
                    game.draw_pile().len() + hidden_draw,
                    "everyone knows what the pile holds"
                );
            }
        }
        plies += 1;
    }
    assert!(reshuffled, "no reshuffle in {plies} plies");
}

// ---- Deal, opening flips, dealer, match ------------------------------------------------------

#[test]
fn deal_is_nine_face_down_cards_each_and_a_discard() {
    let game = GridlockGame::new(&settings(4), 3).unwrap();
    for seat in Seat::all(4) {
        assert!(
            game.grid(seat)
                .slots
                .iter()
                .all(|s| matches!(s, Slot::Down(_)))
        );
    }
    assert_eq!(game.discard_pile().len(), 1);
    assert_eq!(game.draw_pile().len(), 120 - 36 - 1);
}

#[test]
fn opening_flips_go_one_seat_at_a_time_from_the_dealers_left() {
    let mut game = GridlockGame::new(&settings(3), 11).unwrap();
    let dealer = game.dealer();
    for k in 1..=3 {
        let seat = dealer.clockwise(k, 3);
        assert_eq!(game.turn(), Turn::Seat(seat));
        assert_eq!(game.legal_actions().len(), 9);
        play(&mut game, OpeningFlip(4));
    }
    assert_eq!(
        game.current(),
        dealer.clockwise(1, 3),
        "play starts left of the dealer"
    );
    assert!(game.legal_actions().contains(&Draw));
}

#[test]
fn dealer_moves_left_each_round_and_scores_add_up() {
    let mut game = GridlockGame::new(&Settings::new(3, "").with_rounds(2), 5).unwrap();
    let first_dealer = game.dealer();
    let mut rng = GameRng::seeded(1);
    while game.round() == 1 {
        let legal = game.legal_actions();
        let action = GridlockGame::heuristic(&game.view(game.current()), &legal, &mut rng);
        let action = if legal.contains(&action) {
            action
        } else {
            legal[0]
        };
        play(&mut game, action);
    }
    assert_eq!(game.dealer(), first_dealer.clockwise(1, 3));
    let round_one: Vec<i32> = game.sheet()[0].scores.iter().map(|s| s.total()).collect();
    assert_eq!(game.totals(), round_one.as_slice());
}

#[test]
fn match_without_a_round_count_ends_at_111_points() {
    let mut game = GridlockGame::new(&Settings::new(2, ""), 9).unwrap();
    let spec = BotSpec::parse("heuristic").unwrap();
    let mut ply = 0u64;
    while game.turn() != Turn::Over {
        let Turn::Seat(seat) = game.turn() else {
            unreachable!()
        };
        let action = decide::<GridlockGame>(spec, game.view(seat), game.legal_actions(), ply);
        play(&mut game, action);
        ply += 1;
    }
    let sheet = game.sheet();
    let mut totals = [0i32; 2];
    for (i, record) in sheet.iter().enumerate() {
        for (t, s) in totals.iter_mut().zip(&record.scores) {
            *t += s.total();
        }
        let last = i + 1 == sheet.len();
        assert_eq!(
            totals.iter().any(|&t| t >= MATCH_TARGET),
            last && sheet.len() < usize::from(MAX_ROUNDS),
            "round {}: {totals:?}",
            i + 1
        );
    }
    assert!(game.outcome().is_some());
}

/// Issue 12, point 2: a match of a set number of rounds also ends after the round in which someone
/// reaches 111 points.
#[test]
fn match_of_set_rounds_ends_when_someone_reaches_111() {
    let rounds = 30;
    let mut game = GridlockGame::new(&Settings::new(2, "").with_rounds(rounds), 9).unwrap();
    let spec = BotSpec::parse("heuristic").unwrap();
    let mut ply = 0u64;
    while game.turn() != Turn::Over {
        let Turn::Seat(seat) = game.turn() else {
            unreachable!()
        };
        let action = decide::<GridlockGame>(spec, game.view(seat), game.legal_actions(), ply);
        play(&mut game, action);
        ply += 1;
    }
    let sheet = game.sheet();
    assert!(sheet.len() < usize::from(rounds), "{} rounds", sheet.len());
    let mut totals = [0i32; 2];
    for (i, record) in sheet.iter().enumerate() {
        for (t, s) in totals.iter_mut().zip(&record.scores) {
            *t += s.total();
        }
        let reached = totals.iter().any(|&t| t >= MATCH_TARGET);
        assert_eq!(reached, i + 1 == sheet.len(), "round {}: {totals:?}", i + 1);
    }
}

/// Plays heuristic moves until the round under way is scored.
fn finish_round(game: &mut GridlockGame) {
    let round = game.round();
    let spec = BotSpec::parse("heuristic").unwrap();
    let mut ply = 0u64;
    while game.turn() != Turn::Over && game.round() == round {
        let Turn::Seat(seat) = game.turn() else {
            unreachable!()
        };
        let action = decide::<GridlockGame>(spec, game.view(seat), game.legal_actions(), ply);
        play(game, action);
        ply += 1;
    }
}

/// "Depending on your amount of time, decide how many rounds to play": any number, not only up to
/// 30. (A link or a match code holds the number in one byte, so 255 is the most a table can set.)
#[test]
fn any_number_of_rounds_may_be_chosen() {
    for rounds in [1, 30, 31, 100, 255] {
        let settings = Settings::new(3, "").with_rounds(rounds);
        assert!(GridlockGame::new(&settings, 1).is_ok(), "{rounds} rounds");
    }
    assert!(GridlockGame::new(&Settings::new(3, "").with_rounds(0), 1).is_err());
    let mut game = GridlockGame::new(&Settings::new(2, "").with_rounds(40), 3)
        .unwrap()
        .at_round(39, vec![0, 0])
        .unwrap();
    finish_round(&mut game);
    assert_eq!(game.round(), 40, "round 39 of 40 is not the last");
    assert_ne!(game.turn(), Turn::Over);
    finish_round(&mut game);
    assert_eq!(game.turn(), Turn::Over, "the 40th round is the last");
}

/// "Once the predetermined number of rounds are played OR a player's score reaches 111": a table
/// that set no number of rounds plays on until someone reaches 111, past any fixed count.
#[test]
fn a_match_without_a_number_of_rounds_plays_on_until_someone_reaches_111() {
    let mut game = GridlockGame::new(&Settings::new(2, ""), 3)
        .unwrap()
        .at_round(30, vec![-4, 2])
        .unwrap();
    finish_round(&mut game);
    assert!(game.totals().iter().all(|&t| t < MATCH_TARGET));
    assert_eq!(game.round(), 31, "round 30 is not a limit");
    assert_ne!(game.turn(), Turn::Over);
}

/// House rule: a match with no number of rounds set that nobody has brought to 111 ends after
/// round 255 all the same, so every match ends. Each round ends (see the repetition rule), and
/// totals can fall as well as rise (penalties), so only a limit guarantees the end of a match.
#[test]
fn house_rule_a_match_to_111_ends_after_round_255_at_the_latest() {
    assert_eq!(MAX_ROUNDS, u8::MAX);
    let mut game = GridlockGame::new(&Settings::new(2, ""), 3)
        .unwrap()
        .at_round(MAX_ROUNDS, vec![-4, 2])
        .unwrap();
    finish_round(&mut game);
    assert!(game.totals().iter().all(|&t| t < MATCH_TARGET));
    assert_eq!(game.turn(), Turn::Over);
    assert_eq!(game.round(), MAX_ROUNDS);
    assert!(
        GridlockGame::new(&Settings::new(2, ""), 3)
            .unwrap()
            .at_round(MAX_ROUNDS, vec![111, 0])
            .is_err()
    );
}

#[test]
fn match_of_set_rounds_plays_exactly_that_many() {
    let mut game = GridlockGame::new(&Settings::new(2, "").with_rounds(2), 4).unwrap();
    let spec = BotSpec::parse("heuristic").unwrap();
    let mut ply = 0u64;
    while game.turn() != Turn::Over {
        let Turn::Seat(seat) = game.turn() else {
            unreachable!()
        };
        let action = decide::<GridlockGame>(spec, game.view(seat), game.legal_actions(), ply);
        play(&mut game, action);
        ply += 1;
    }
    assert_eq!(game.sheet().len(), 2);
    let outcome = game.outcome().unwrap();
    assert_eq!(
        outcome.scores,
        game.totals()
            .iter()
            .map(|&t| f64::from(t))
            .collect::<Vec<_>>()
    );
}

#[test]
fn variants_leave_wilds_and_locks_out() {
    let deck = |v: &str| GridlockGame::deck(&Settings::new(4, v));
    assert_eq!(deck("").len(), 120);
    assert_eq!(deck("no-wilds").len(), 111);
    assert!(!deck("no-wilds").contains(&WILD));
    assert_eq!(deck("no-gridlock").len(), 117);
    assert!(!deck("no-gridlock").iter().any(|c| c.is_gridlock()));
    assert_eq!(deck("no-wilds+no-gridlock").len(), 108);
}

#[test]
fn one_lock_card_of_each_aim() {
    let deck = GridlockGame::deck(&Settings::new(4, ""));
    for lock in [LOCK_ROW, LOCK_COLUMN, LOCK_BOTH] {
        assert_eq!(deck.iter().filter(|&&c| c == lock).count(), 1);
    }
}

// ---- The rules page --------------------------------------------------------------------------

#[test]
fn rules_page_states_the_chart_as_the_code_scores_it() {
    let chart: Vec<String> = SCORING_CHART
        .iter()
        .map(|(_, points, words)| format!("{points} points: {words}."))
        .collect();
    assert_eq!(bullets_under(english_rules(), "Scoring chart"), chart);
}

#[test]
fn rules_page_lists_the_house_rules_with_their_numbers() {
    let house = bullets_under(english_rules(), HOUSE_RULES_HEADING);
    assert_eq!(house.len(), 3, "{house:?}");
    assert!(house[0].starts_with("Repetition") && house[0].contains("third time"));
    assert_eq!(REPETITIONS, 3);
    assert!(house[1].starts_with("There is no turn limit"));
    assert!(house[2].contains("ends after round 255"));
    assert_eq!(MAX_ROUNDS, 255);
    let choices = bullets_under(english_rules(), CHOICES_HEADING);
    assert!(!choices.iter().any(|c| c.contains("rounds to play")));
    assert!(english_rules().contains(SEES_HEADING));
}

/// The English rules page: the rulebook as the project words it.
fn english_rules() -> &'static str {
    duskdeck::lang::rules(duskdeck::lang::Lang::En, duskdeck::GameId::Gridlock)
}
