//! GRID#LOCK's rules of thumb and its rollout policy.
//!
//! Both value a grid the same way ([`grid_value`]): points already eliminated, plus for every live
//! line an estimate of what it will still score, judged from its face-up cards and how many copies
//! of the cards that would complete it are still unseen (the view's card count). Before any
//! elimination a grid is worth its better direction plus a little of the other, so the bot builds
//! both ways and commits late. From that:
//! * a card is placed where it raises the grid's value most, eliminations resolved as the rules
//!   force them (so a placement that forces a cheap elimination and ruins a richer line loses);
//! * when several lines complete, the elimination that leaves the best grid goes first;
//! * the discard pile's top card is taken when it helps more than a draw is expected to;
//! * a refused card is weighed against what it would give the next player;
//! * once someone has gone out, only what scores this round counts: any completion beats hoping,
//!   and the -2 penalties for open lines, wilds and GRID#LOCK cards are counted.
//!
//! The rollout policy is the same evaluation without the card count (every card kind at its full
//! number of copies, less those in the seat's own grid), without the look at the next player and
//! with a fixed threshold for taking the discard.

use super::{
    Card, Direction, GridLike, GridlockAction, GridlockGame, GridlockView, KINDS, LOCK_KIND, Line,
    PENALTY, Phase, PhaseView, Slot, SlotView, WILD_KIND, kind_points, line_blocked,
};
use crate::bots::Playbook;
use crate::engine::{GameRng, Outcome, Seat};

/// A seat's own grid reduced to what the evaluation reads.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Board {
    /// Kind of each face-up card; `None` for face-down.
    up: [Option<u8>; 9],
    empty: [bool; 9],
    locked: [bool; 9],
    /// Lines locked right now (no elimination there), as bits by [`Line::index`].
    locked_lines: u8,
    direction: Option<Direction>,
    points: i32,
    eliminated: u8,
}

/// How the evaluation weighs what is still to come.
#[derive(Clone, Copy)]
struct Outlook {
    /// Unseen copies of each kind (plus one for a card lying on the discard pile).
    supply: [u8; KINDS],
    /// Someone has gone out: only this round's last turns remain.
    ending: bool,
}

impl Board {
    fn of(grid: &impl GridLike) -> Board {
        let mut board = Board {
            up: [None; 9],
            empty: [false; 9],
            locked: [false; 9],
            locked_lines: grid.locked_mask(),
            direction: grid.direction(),
            points: 0,
            eliminated: 0,
        };
        for slot in 0..9 {
            match grid.slot_view(slot) {
                SlotView::Empty => board.empty[slot] = true,
                SlotView::FaceDown => {}
                SlotView::FaceUp(card) => board.up[slot] = Some(card.kind() as u8),
            }
        }
        for line in Line::ALL {
            if board.locked_lines & (1 << line.index()) != 0 {
                for s in line.slots() {
                    board.locked[s] = true;
                }
            }
        }
        board
    }

    fn with_history(mut self, points: i32, eliminated: usize) -> Board {
        self.points = points;
        self.eliminated = eliminated as u8;
        self
    }

    fn live(&self, line: Line) -> bool {
        self.direction.is_none_or(|d| d == line.direction())
            && !line.slots().iter().any(|&s| self.empty[s])
    }

    fn line_points(&self, line: Line) -> u8 {
        let [a, b, c] = line.slots();
        match (self.up[a], self.up[b], self.up[c]) {
            (Some(a), Some(b), Some(c)) => {
                kind_points()[(usize::from(a) * KINDS + usize::from(b)) * KINDS + usize::from(c)]
            }
            _ => 0,
        }
    }

    /// Lines that would be eliminated now, as bits by [`Line::index`].
    fn complete_mask(&self) -> u8 {
        let mut mask = 0;
        for line in Line::ALL {
            let bit = 1 << line.index();
            if !line_blocked(self.locked_lines, line)
                && self.live(line)
                && self.line_points(line) > 0
            {
                mask |= bit;
            }
        }
        mask
    }

    fn eliminate(&mut self, line: Line) {
        self.points += i32::from(self.line_points(line));
        self.eliminated += 1;
        self.direction = Some(line.direction());
        for s in line.slots() {
            self.empty[s] = true;
            self.up[s] = None;
        }
    }

    /// The board once forced eliminations are done, choosing the best order where there is choice.
    fn settled(self, outlook: &Outlook) -> (Board, f64) {
        let complete = self.complete_mask();
        if complete == 0 {
            return (self, self.value(outlook));
        }
        let mut best: Option<(Board, f64)> = None;
        for line in Line::ALL {
            if complete & (1 << line.index()) == 0 {
                continue;
            }
            let mut next = self;
            next.eliminate(line);
            let settled = next.settled(outlook);
            if best.is_none_or(|(_, v)| settled.1 > v) {
                best = Some(settled);
            }
        }
        best.expect("some line completes")
    }

    fn place(mut self, slot: usize, kind: usize) -> Board {
        self.up[slot] = Some(kind as u8);
        self.locked[slot] = false;
        self
    }

    /// What a live, incomplete line is still expected to score.
    fn line_prospect(&self, line: Line, outlook: &Outlook) -> f64 {
        let slots = line.slots();
        let kinds = slots.map(|s| self.up[s].map(usize::from));
        // n / (n + 2) for n unseen copies, looked up: this is the innermost loop of search.
        const CHANCE: [f64; 16] = {
            let mut table = [0.0; 16];
            let mut n = 0;
            while n < 16 {
                table[n] = n as f64 / (n as f64 + 2.0);
                n += 1;
            }
            table
        };
        let chance = |n: u8| CHANCE[usize::from(n).min(15)];
        let usable = |k: Option<usize>| k.filter(|&k| k != LOCK_KIND);
        let is_known = |i: usize| usable(kinds[i]).is_some();
        let known = (0..3).filter(|&i| is_known(i)).count();
        let best_fill = |at: usize| {
            let mut others = (0..3)
                .filter(|&i| i != at)
                .map(|i| usable(kinds[i]).unwrap_or(LOCK_KIND));
            let (x, y) = (
                others.next().unwrap_or(LOCK_KIND),
                others.next().unwrap_or(LOCK_KIND),
            );
            let mut best = 0.0f64;
            let mut breadth = 0.0;
            for &(cand, points) in &completions()[(at * KINDS + x) * KINDS + y] {
                let supply = outlook.supply[usize::from(cand)];
                if supply > 0 {
                    best = best.max(f64::from(points) * chance(supply));
                    breadth += f64::from(supply);
                }
            }
            best + 0.02 * breadth
        };
        let waiting = self.line_points(line);
        if waiting > 0 {
            // Complete but blocked by a lock: it goes at the start of the next turn.
            return f64::from(waiting);
        }
        match known {
            3 => {
                // Complete lines are gone already; a dead line needs one card swapped.
                let fix = (0..3).map(best_fill).fold(0.0, f64::max);
                0.35 * fix
            }
            2 => {
                let at = (0..3).find(|&i| !is_known(i)).expect("one gap");
                // Locked or a GRID#LOCK card in the way: it can only be filled later.
                let delay = if self.locked[slots[at]] || kinds[at] == Some(LOCK_KIND) {
                    0.7
                } else {
                    1.0
                };
                delay * best_fill(at)
            }
            1 => {
                if kinds.contains(&Some(WILD_KIND)) {
                    3.0
                } else {
                    1.6
                }
            }
            _ => 1.0,
        }
    }

    fn value(&self, outlook: &Outlook) -> f64 {
        self.value_with(&self.prospects(outlook), outlook)
    }

    /// Each line's prospect by [`Line::index`] (0 for a line that can no longer score).
    fn prospects(&self, outlook: &Outlook) -> [f64; 6] {
        Line::ALL.map(|line| self.prospect_if_live(line, outlook))
    }

    fn prospect_if_live(&self, line: Line, outlook: &Outlook) -> f64 {
        if self.live(line) {
            self.line_prospect(line, outlook)
        } else {
            0.0
        }
    }

    /// The value of a card of `kind` at `slot`, eliminations resolved. `base` is this board's
    /// [`Board::prospects`]: when nothing completes only the two lines through the slot change,
    /// and the evaluation of every placement of every playout move is where search spends its time.
    fn placed_value(&self, slot: usize, kind: usize, base: &[f64; 6], outlook: &Outlook) -> f64 {
        let next = self.place(slot, kind);
        if next.complete_mask() != 0 {
            return next.settled(outlook).1;
        }
        let mut prospects = *base;
        for line in Line::through(slot) {
            prospects[line.index()] = next.prospect_if_live(line, outlook);
        }
        next.value_with(&prospects, outlook)
    }

    fn value_with(&self, prospects: &[f64; 6], outlook: &Outlook) -> f64 {
        let mut sums = [0.0f64; 2];
        for line in Line::ALL {
            let d = match line.direction() {
                Direction::Rows => 0,
                Direction::Columns => 1,
            };
            sums[d] += prospects[line.index()];
        }
        let mut value = f64::from(self.points);
        if outlook.ending {
            // Last turns: hopes are worth little, leftovers cost.
            let lines = match self.direction {
                Some(_) => 3 - i32::from(self.eliminated),
                None => 3,
            };
            let leftovers = (0..9)
                .filter(|&s| matches!(self.up[s], Some(k) if usize::from(k) >= WILD_KIND))
                .count() as i32;
            value += 0.25 * sums[0].max(sums[1]);
            value -= f64::from(PENALTY * (lines + leftovers));
        } else {
            value += sums[0].max(sums[1]) + 0.25 * sums[0].min(sums[1]);
        }
        if self.empty.iter().all(|&e| e) {
            value += 6.0;
        }
        value
    }

    fn replaceable(&self) -> impl Iterator<Item = usize> + '_ {
        (0..9).filter(|&s| !self.empty[s] && !self.locked[s])
    }

    fn face_down_unlocked(&self) -> impl Iterator<Item = usize> + '_ {
        (0..9).filter(|&s| !self.empty[s] && !self.locked[s] && self.up[s].is_none())
    }

    /// The best placement of a card of `kind`: (slot, value after).
    fn best_placement(&self, kind: usize, outlook: &Outlook) -> Option<(usize, f64)> {
        let base = self.prospects(outlook);
        self.replaceable()
            .map(|s| (s, self.placed_value(s, kind, &base, outlook)))
            .max_by(|a, b| a.1.total_cmp(&b.1))
    }

    /// Expected value of turning up `slot`, over the unseen supply.
    fn flip_value(&self, slot: usize, outlook: &Outlook) -> f64 {
        let total: u32 = outlook.supply.iter().map(|&n| u32::from(n)).sum();
        if total == 0 {
            return self.value(outlook);
        }
        let base = self.prospects(outlook);
        let mut sum = 0.0;
        for kind in 0..KINDS {
            let n = outlook.supply[kind];
            if n > 0 {
                sum += f64::from(n) * self.placed_value(slot, kind, &base, outlook);
            }
        }
        sum / f64::from(total)
    }
}

/// For a gap at position `at` of a line whose other two cards are of kinds `x` and `y` (in
/// position order), every kind that completes it with its points, at index
/// `(at * KINDS + x) * KINDS + y`. The evaluation asks this for every line of every candidate placement, so it is worked out
/// once rather than by trying all 37 kinds each time.
fn completions() -> &'static [Vec<(u8, u8)>] {
    static TABLE: std::sync::OnceLock<Vec<Vec<(u8, u8)>>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let points = kind_points();
        let mut table = Vec::with_capacity(3 * KINDS * KINDS);
        for at in 0..3 {
            for x in 0..KINDS {
                for y in 0..KINDS {
                    let fills = (0..LOCK_KIND)
                        .filter_map(|cand| {
                            let k = match at {
                                0 => [cand, x, y],
                                1 => [x, cand, y],
                                _ => [x, y, cand],
                            };
                            let p = points[(k[0] * KINDS + k[1]) * KINDS + k[2]];
                            (p > 0).then_some((cand as u8, p))
                        })
                        .collect();
                    table.push(fills);
                }
            }
        }
        table
    })
}

/// The evaluation of a seat's grid in a view (for tests and the table's hints).
pub fn grid_value(view: &GridlockView, seat: Seat) -> f64 {
    let outlook = outlook_of(view);
    board_of_view(view, seat).value(&outlook)
}

/// The value of placing `card` at `slot` in the viewer's grid, eliminations resolved.
pub fn placement_value(view: &GridlockView, card: Card, slot: usize) -> f64 {
    let outlook = outlook_of(view);
    board_of_view(view, view.me)
        .place(slot, card.kind())
        .settled(&outlook)
        .1
}

fn board_of_view(view: &GridlockView, seat: Seat) -> Board {
    let grid = &view.grids[seat.index()];
    let points = grid.eliminated.iter().map(|e| e.combo.points()).sum();
    Board::of(grid).with_history(points, grid.eliminated.len())
}

fn outlook_of(view: &GridlockView) -> Outlook {
    let mut supply = view.unseen_kinds();
    if let Some(top) = view.discard.last()
        && !top.is_gridlock()
    {
        supply[top.kind()] = supply[top.kind()].saturating_add(1);
    }
    supply[LOCK_KIND] = 0;
    Outlook {
        supply,
        ending: view.went_out.is_some(),
    }
}

fn best_of<T: Copy>(options: impl Iterator<Item = (T, f64)>) -> Option<(T, f64)> {
    options.max_by(|a, b| a.1.total_cmp(&b.1))
}

/// The value a refused or replaced card would hand the next player.
fn gift_to_next(view: &GridlockView, card: Card, outlook: &Outlook) -> f64 {
    if card.is_gridlock() {
        return 0.0;
    }
    let seats = view.seats();
    let mut next = view.current.clockwise(1, seats);
    if view.went_out.is_some() {
        // Only players with last turns left can use it.
        for k in 1..=seats {
            let s = view.current.clockwise(k, seats);
            if view.last_turns_left[s.index()] > 0 {
                next = s;
                break;
            }
        }
    }
    if next == view.me {
        return 0.0;
    }
    let board = board_of_view(view, next);
    let before = board.value(outlook);
    board
        .best_placement(card.kind(), outlook)
        .map_or(0.0, |(_, after)| (after - before).max(0.0))
}

/// Each slot's value after `card` replaces what is there, eliminations resolved; a careful bot
/// also counts what the replaced face-up card would give the next player.
fn placements<'a>(
    board: Board,
    outlook: &'a Outlook,
    card: Card,
    slots: impl Iterator<Item = u8> + 'a,
    careful: Option<&'a GridlockView>,
) -> impl Iterator<Item = (u8, f64)> + 'a {
    let kind = card.kind();
    let base = board.prospects(outlook);
    slots.map(move |s| {
        let slot = usize::from(s);
        let mut value = board.placed_value(slot, kind, &base, outlook);
        if let Some(view) = careful
            && let SlotView::FaceUp(old) = view.my_grid().slots[slot]
        {
            value -= 0.3 * gift_to_next(view, old, outlook);
        }
        (s, value)
    })
}

/// Threshold for taking the discard instead of drawing.
const DRAW_EXPECTATION: f64 = 1.2;

fn decide(
    board: Board,
    outlook: &Outlook,
    phase: PhaseView,
    top: Option<Card>,
    legal: &[GridlockAction],
    careful: Option<&GridlockView>,
) -> Option<GridlockAction> {
    let now = board.value(outlook);
    match phase {
        PhaseView::Start => {
            let take = top.and_then(|card| {
                let slots = legal.iter().filter_map(|a| match *a {
                    GridlockAction::TakeDiscard(s) => Some(s),
                    _ => None,
                });
                best_of(placements(board, outlook, card, slots, careful))
            });
            let threshold = if outlook.ending {
                0.0
            } else {
                DRAW_EXPECTATION
            };
            match take {
                Some((slot, value))
                    if value - now > threshold || !legal.contains(&GridlockAction::Draw) =>
                {
                    Some(GridlockAction::TakeDiscard(slot))
                }
                _ => Some(GridlockAction::Draw),
            }
        }
        PhaseView::Drawn { card: Some(card) } => {
            let slots = legal.iter().filter_map(|a| match *a {
                GridlockAction::Replace(s) => Some(s),
                _ => None,
            });
            let place = placements(board, outlook, card, slots, careful)
                .map(|(s, v)| (GridlockAction::Replace(s), v));
            let refuse = legal.contains(&GridlockAction::Refuse).then(|| {
                let flip = board
                    .face_down_unlocked()
                    .map(|s| {
                        if careful.is_some() {
                            board.flip_value(s, outlook)
                        } else {
                            now + 0.4
                        }
                    })
                    .fold(f64::NEG_INFINITY, f64::max);
                let mut value = if flip.is_finite() { flip } else { now };
                if let Some(view) = careful {
                    value -= 0.3 * gift_to_next(view, card, outlook);
                }
                (GridlockAction::Refuse, value)
            });
            best_of(place.chain(refuse)).map(|(a, _)| a)
        }
        PhaseView::Flip => {
            let flips = legal.iter().filter_map(|a| match *a {
                GridlockAction::Flip(s) => {
                    let slot = usize::from(s);
                    let value = if careful.is_some() {
                        board.flip_value(slot, outlook)
                    } else {
                        // Turn up where the lines through it promise most.
                        Line::through(slot)
                            .iter()
                            .filter(|l| board.live(**l))
                            .map(|l| board.line_prospect(*l, outlook))
                            .sum()
                    };
                    Some((*a, value))
                }
                _ => None,
            });
            best_of(flips).map(|(a, _)| a)
        }
        PhaseView::Eliminate { .. } => {
            let options = legal.iter().filter_map(|a| match *a {
                GridlockAction::Eliminate(line) => {
                    let mut next = board;
                    next.eliminate(line);
                    Some((*a, next.settled(outlook).1))
                }
                _ => None,
            });
            best_of(options).map(|(a, _)| a)
        }
        PhaseView::OpeningFlip { .. } | PhaseView::Drawn { card: None } | PhaseView::Over => None,
    }
}

impl Playbook for GridlockGame {
    fn heuristic(
        view: &GridlockView,
        legal: &[GridlockAction],
        rng: &mut GameRng,
    ) -> GridlockAction {
        if legal.len() == 1 {
            return legal[0];
        }
        let seat = view.to_act().unwrap_or(view.me);
        let outlook = outlook_of(view);
        let board = board_of_view(view, seat);
        decide(
            board,
            &outlook,
            view.phase,
            view.discard.last().copied(),
            legal,
            Some(view),
        )
        .unwrap_or_else(|| legal[rng.below(legal.len())])
    }

    fn rollout(
        state: &GridlockGame,
        seat: Seat,
        legal: &[GridlockAction],
        rng: &mut GameRng,
    ) -> GridlockAction {
        if legal.len() == 1 {
            return legal[0];
        }
        let outlook = rollout_outlook(state, seat);
        let board = rollout_board(state, seat);
        let phase = match state.phase {
            Phase::Start => PhaseView::Start,
            Phase::Drawn { card } => PhaseView::Drawn { card: Some(card) },
            Phase::Flip => PhaseView::Flip,
            Phase::Eliminate { seat, moment } => PhaseView::Eliminate { seat, moment },
            Phase::OpeningFlip { seat } => PhaseView::OpeningFlip { seat },
            Phase::Over => PhaseView::Over,
        };
        decide(
            board,
            &outlook,
            phase,
            state.discard.last().copied(),
            legal,
            None,
        )
        .unwrap_or_else(|| legal[rng.below(legal.len())])
    }

    /// A playout runs about five turns a seat, then each seat is scored by its match total plus
    /// what its grid is worth ([`Board::value`]: points eliminated this round and the prospects of
    /// its live lines, or after someone went out the penalties it faces). Most of a round's result
    /// is decided by draws far beyond that horizon, so playing on buys noise at a high price.
    fn cut_playout(state: &GridlockGame, seat: Seat, moves: u32) -> Option<f64> {
        if moves < PLAYOUT_PLIES_PER_SEAT * u32::from(state.settings.seats)
            || state.phase == Phase::Over
        {
            return None;
        }
        let estimates: Vec<f64> = (0..state.grids.len())
            .map(|s| {
                let seat = Seat(s as u8);
                f64::from(state.totals[s])
                    + rollout_board(state, seat).value(&rollout_outlook(state, seat))
            })
            .collect();
        Some(margin_reward(&estimates, seat))
    }

    fn playout_reward(outcome: &Outcome, seat: Seat) -> f64 {
        margin_reward(&outcome.scores, seat)
    }
}

/// Plies a playout makes per seat before it is cut and scored (a turn is two or three plies).
const PLAYOUT_PLIES_PER_SEAT: u32 = 12;
/// Points of margin that move a reward from 0.5 to about 0.73.
const MARGIN_SCALE: f64 = 8.0;

/// A reward in `(0, 1)` from every seat's score: half for the margin over the best other seat
/// (winning), half for the margin over the others' mean (scoring well even far from the lead).
fn margin_reward(scores: &[f64], seat: Seat) -> f64 {
    let mine = scores[seat.index()];
    let others = scores
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != seat.index())
        .map(|(_, &v)| v);
    let (best, sum, n) = others.fold((f64::NEG_INFINITY, 0.0, 0.0), |(b, s, n), v| {
        (b.max(v), s + v, n + 1.0)
    });
    let logistic = |margin: f64| 1.0 / (1.0 + (-margin / MARGIN_SCALE).exp());
    0.5 * logistic(mine - best) + 0.5 * logistic(mine - sum / n)
}

/// The rollout's card count: every kind at its full number of copies, less those face up in the
/// seat's own grid (cheap, and all a playout needs).
fn rollout_outlook(state: &GridlockGame, seat: Seat) -> Outlook {
    let mut supply = [3u8; KINDS];
    supply[WILD_KIND] = if state.rules.wilds { 9 } else { 0 };
    supply[LOCK_KIND] = 0;
    for slot in state.grids[seat.index()].slots {
        if let Slot::Up(card) = slot {
            let k = card.kind();
            supply[k] = supply[k].saturating_sub(1);
        }
    }
    Outlook {
        supply,
        ending: state.went_out.is_some(),
    }
}

fn rollout_board(state: &GridlockGame, seat: Seat) -> Board {
    let grid = &state.grids[seat.index()];
    Board::of(grid).with_history(grid.points(), grid.eliminated.len())
}
