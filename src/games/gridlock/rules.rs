//! The rules as data and predicates: the scoring chart, what forms a combination, what a lock
//! blocks, whose decision it is and which moves are legal, and why others are not.

use super::*;
use crate::engine::{Seat, Settings};

/// A match ends after the round in which someone reaches this, even if it has rounds to go.
pub const MATCH_TARGET: i32 = 111;
/// The most rounds a table can set (links and match codes hold the number in one byte). A match
/// with no number set ends after this round too, if nobody has reached the target: a house rule,
/// so that every match ends.
pub const MAX_ROUNDS: u8 = u8::MAX;
/// What a table that set no number of rounds played before such a match became open-ended: 30
/// rounds at most. Links and match codes made then still open that match.
pub const FORMER_UNSET_ROUNDS: u8 = 30;
/// Bonus for the first player to eliminate all nine cards.
pub const GOING_OUT_BONUS: i32 = 6;
/// Cost of each open line, each wild and each GRID#LOCK card left at the end of a round.
pub const PENALTY: i32 = 2;
/// A position coming up for this time ends the round (a house rule).
pub const REPETITIONS: usize = 3;

/// Why a move is refused: a value each language words (`lang::gridlock`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GridlockRefusal {
    /// The match is over.
    MatchIsOver,
    /// That card is already face up.
    AlreadyFaceUp,
    /// The opening flips come first.
    OpeningFlipsFirst,
    /// A GRID#LOCK card is never taken from the discard.
    GridlockNotTaken,
    /// Every card that could be replaced is locked: a card must be drawn instead.
    EverythingLocked,
    /// The piles are used up.
    PilesUsedUp,
    /// A card must be taken or drawn first.
    TakeOrDrawFirst,
    /// The drawn card must be placed or discarded.
    PlaceOrDiscardDrawn,
    /// A face-down card must be turned up.
    TurnUpFaceDown,
    /// Only lines in this direction count now.
    OnlyDirectionCounts(Direction),
    /// A lock blocks this line.
    LockBlocks(Line),
    /// This line is not complete.
    LineIncomplete(Line),
    /// The first line to go must be chosen.
    ChooseFirstLine,
    /// The grid has no such place.
    NoSuchPlace,
    /// This place is empty: its line was eliminated.
    PlaceEmpty(u8),
    /// This place is locked.
    PlaceLocked(u8),
    /// This place cannot change now.
    PlaceFixed(u8),
}

/// The seats with the best of `totals`, in seat order, and that best.
pub fn leaders(totals: &[i32]) -> (Vec<Seat>, i32) {
    let best = totals.iter().max().copied().unwrap_or(0);
    let seats = totals
        .iter()
        .enumerate()
        .filter(|(_, t)| **t == best)
        .map(|(i, _)| Seat(i as u8))
        .collect();
    (seats, best)
}

impl Rules {
    /// Reads a variant id (already checked against [`INFO`]): `+` joins variants.
    pub fn of(settings: &Settings) -> Rules {
        let has = |id: &str| settings.variant.split('+').any(|v| v == id);
        Rules {
            wilds: !has(NO_WILDS),
            gridlocks: !has(NO_GRIDLOCK),
        }
    }

    /// The cards these rules play with.
    pub fn deck(self) -> Vec<Card> {
        let mut deck = Vec::with_capacity(120);
        for suit in Suit::ALL {
            for value in 1..=9 {
                deck.extend([Card::number(suit, value); 3]);
            }
        }
        if self.wilds {
            deck.extend([Card::WILD; 9]);
        }
        if self.gridlocks {
            deck.extend([
                Card::gridlock(LockAim::Row),
                Card::gridlock(LockAim::Column),
                Card::gridlock(LockAim::Both),
            ]);
        }
        deck
    }
}

/// The scoring chart as data: each combination, its points and a plain description.
pub const SCORING_CHART: [(Combo, i32, &str); 8] = [
    (Combo::Flush, 2, "three cards of one suit, any numbers"),
    (Combo::Run, 4, "a run of three, suits mixed"),
    (Combo::Set, 6, "three of one number, suits mixed"),
    (Combo::SuitedRun, 8, "a run of three in one suit"),
    (
        Combo::PairAndWild,
        10,
        "two identical cards (same number, same suit) and a wild",
    ),
    (
        Combo::TwoWilds,
        10,
        "two wilds and any third card, even a GRID#LOCK card",
    ),
    (Combo::ThreeWilds, 12, "three wilds"),
    (Combo::Triple, 24, "three identical cards, no wild"),
];

fn plain_combo(a: (Suit, u8), b: (Suit, u8), c: (Suit, u8)) -> Option<Combo> {
    let one_suit = a.0 == b.0 && b.0 == c.0;
    let one_value = a.1 == b.1 && b.1 == c.1;
    let up = b.1 == a.1 + 1 && c.1 == b.1 + 1;
    let down = a.1 == b.1 + 1 && b.1 == c.1 + 1;
    let run = up || down;
    if one_suit && one_value {
        Some(Combo::Triple)
    } else if one_suit && run {
        Some(Combo::SuitedRun)
    } else if one_value {
        Some(Combo::Set)
    } else if run {
        Some(Combo::Run)
    } else if one_suit {
        Some(Combo::Flush)
    } else {
        None
    }
}

/// The best chart row three face-up cards (in position order) qualify for, if any.
pub fn classify(cards: [Card; 3]) -> Option<Combo> {
    let [a, b, c] = cards.map(Card::kind);
    combo_table()[(a * KINDS + b) * KINDS + c]
}

/// [`classify`] for every three card kinds, worked out once: eliminations are checked after
/// every move of every playout, and a wild would otherwise try all 36 cards each time.
fn combo_table() -> &'static [Option<Combo>] {
    static TABLE: std::sync::OnceLock<Vec<Option<Combo>>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = vec![None; KINDS * KINDS * KINDS];
        for a in 0..KINDS {
            for b in 0..KINDS {
                for c in 0..KINDS {
                    table[(a * KINDS + b) * KINDS + c] =
                        classify_by_rules([a, b, c].map(Card::of_kind));
                }
            }
        }
        table
    })
}

fn classify_by_rules(cards: [Card; 3]) -> Option<Combo> {
    let wilds = cards.iter().filter(|c| c.is_wild()).count();
    // Two wilds score whatever the third card is, a GRID#LOCK card included; otherwise a
    // GRID#LOCK card forms nothing.
    if wilds < 2 && cards.iter().any(|c| c.is_gridlock()) {
        return None;
    }
    let num = |c: Card| match c.face() {
        Face::Number { suit, value } => Some((suit, value)),
        _ => None,
    };
    match wilds {
        3 => Some(Combo::ThreeWilds),
        2 => Some(Combo::TwoWilds),
        1 => {
            let mut best: Option<Combo> = None;
            for suit in Suit::ALL {
                for value in 1..=9 {
                    let sub = |c: Card| num(c).unwrap_or((suit, value));
                    let found =
                        plain_combo(sub(cards[0]), sub(cards[1]), sub(cards[2])).map(|combo| {
                            if combo == Combo::Triple {
                                Combo::PairAndWild
                            } else {
                                combo
                            }
                        });
                    if found.map(Combo::points) > best.map(Combo::points) {
                        best = found;
                    }
                }
            }
            best
        }
        _ => plain_combo(num(cards[0])?, num(cards[1])?, num(cards[2])?),
    }
}

/// Points of three card kinds in position order (0: no combination), precomputed for the bots.
pub(crate) fn kind_points() -> &'static [u8] {
    static TABLE: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        combo_table()
            .iter()
            .map(|combo| combo.map_or(0, |c| c.points() as u8))
            .collect()
    })
}

/// Whether the locked lines in `mask` (bits by [`Line::index`]) block elimination of `line`: a lock
/// blocks every play in its lines, so a line that is locked or crosses a locked line stays put.
pub fn line_blocked(mask: u8, line: Line) -> bool {
    const ROWS: u8 = 0b000_111;
    const COLUMNS: u8 = 0b111_000;
    let crossing = match line {
        Line::Row(_) => COLUMNS,
        Line::Column(_) => ROWS,
    };
    mask & (crossing | 1 << line.index()) != 0
}

/// Shared reading of grids and grid views.
pub trait GridLike {
    fn slot_view(&self, slot: usize) -> SlotView;
    fn lock_stage(&self, slot: usize) -> LockStage;
    fn direction(&self) -> Option<Direction>;

    /// Lines locked right now (by GRID#LOCK cards whose lock is active).
    fn locked_lines(&self) -> Vec<Line> {
        let mask = self.locked_mask();
        Line::ALL
            .into_iter()
            .filter(|l| mask & (1 << l.index()) != 0)
            .collect()
    }

    /// [`GridLike::locked_lines`] as bits by [`Line::index`], without allocating.
    fn locked_mask(&self) -> u8 {
        let mut mask = 0u8;
        for slot in 0..9 {
            if self.lock_stage(slot) != LockStage::Active {
                continue;
            }
            let SlotView::FaceUp(card) = self.slot_view(slot) else {
                continue;
            };
            let Face::GridLock(aim) = card.face() else {
                continue;
            };
            let [row, column] = Line::through(slot);
            if matches!(aim, LockAim::Row | LockAim::Both) {
                mask |= 1 << row.index();
            }
            if matches!(aim, LockAim::Column | LockAim::Both) {
                mask |= 1 << column.index();
            }
        }
        mask
    }

    fn is_locked(&self, slot: usize) -> bool {
        let mask = self.locked_mask();
        mask != 0
            && Line::through(slot)
                .iter()
                .any(|l| mask & (1 << l.index()) != 0)
    }

    /// The combination a line's three face-up cards form, if any.
    fn line_combo(&self, line: Line) -> Option<(Combo, [Card; 3])> {
        let mut cards = [Card::WILD; 3];
        for (i, slot) in line.slots().into_iter().enumerate() {
            match self.slot_view(slot) {
                SlotView::FaceUp(card) => cards[i] = card,
                _ => return None,
            }
        }
        classify(cards).map(|combo| (combo, cards))
    }

    /// Whether a lock blocks elimination of `line` now: the line is locked itself or holds a card
    /// of a locked line (every row crosses a locked column, every column a locked row).
    fn is_blocked(&self, line: Line) -> bool {
        line_blocked(self.locked_mask(), line)
    }

    /// Lines that must be eliminated now: complete, not blocked by a lock, in the player's
    /// direction.
    fn complete_lines(&self) -> Vec<Line> {
        let locked = self.locked_mask();
        Line::ALL
            .into_iter()
            .filter(|l| self.direction().is_none_or(|d| d == l.direction()))
            .filter(|l| !line_blocked(locked, *l))
            .filter(|l| self.line_combo(*l).is_some())
            .collect()
    }

    /// Complete lines in the player's direction that a lock keeps from going: they go at the start
    /// of the owner's next turn if the lock no longer blocks them then.
    fn waiting_lines(&self) -> Vec<Line> {
        let locked = self.locked_mask();
        Line::ALL
            .into_iter()
            .filter(|l| self.direction().is_none_or(|d| d == l.direction()))
            .filter(|l| line_blocked(locked, *l))
            .filter(|l| self.line_combo(*l).is_some())
            .collect()
    }

    fn is_cleared(&self) -> bool {
        (0..9).all(|s| self.slot_view(s) == SlotView::Empty)
    }
}

impl GridLike for Grid {
    fn slot_view(&self, slot: usize) -> SlotView {
        self.slots[slot].seen()
    }
    fn lock_stage(&self, slot: usize) -> LockStage {
        self.locks[slot]
    }
    fn direction(&self) -> Option<Direction> {
        self.direction
    }
}

impl GridLike for GridView {
    fn slot_view(&self, slot: usize) -> SlotView {
        self.slots[slot]
    }
    fn lock_stage(&self, slot: usize) -> LockStage {
        self.locks[slot]
    }
    fn direction(&self) -> Option<Direction> {
        self.direction
    }
}

impl GridlockGame {
    pub(super) fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::OpeningFlip { seat } | Phase::Eliminate { seat, .. } => Some(seat),
            Phase::Over => None,
            _ => Some(self.current),
        }
    }

    /// Slots the current player may replace.
    pub(super) fn replaceable(&self, seat: Seat) -> Vec<u8> {
        let grid = &self.grids[seat.index()];
        (0..9u8)
            .filter(|&s| grid.slots[usize::from(s)] != Slot::Empty)
            .filter(|&s| !grid.is_locked(usize::from(s)))
            .collect()
    }

    pub(super) fn flippable(&self, seat: Seat) -> Vec<u8> {
        let grid = &self.grids[seat.index()];
        (0..9u8)
            .filter(|&s| matches!(grid.slots[usize::from(s)], Slot::Down(_)))
            .filter(|&s| !grid.is_locked(usize::from(s)))
            .collect()
    }

    /// Whether drawing is possible at all (the draw pile, or discards to rebuild it from).
    pub(super) fn can_draw(&self) -> bool {
        !self.draw.is_empty() || self.discard.len() > 1
    }

    pub(super) fn legal(&self) -> Vec<GridlockAction> {
        let seat = self.current;
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::OpeningFlip { seat } => (0..9)
                .filter(|&s| matches!(self.grids[seat.index()].slots[s], Slot::Down(_)))
                .map(|s| GridlockAction::OpeningFlip(s as u8))
                .collect(),
            Phase::Start => {
                let mut out = Vec::new();
                let top_ok = self.discard.last().is_some_and(|c| !c.is_gridlock());
                if top_ok {
                    out.extend(
                        self.replaceable(seat)
                            .into_iter()
                            .map(GridlockAction::TakeDiscard),
                    );
                }
                if self.can_draw() {
                    out.push(GridlockAction::Draw);
                }
                out
            }
            Phase::Drawn { .. } => {
                let mut out: Vec<GridlockAction> = self
                    .replaceable(seat)
                    .into_iter()
                    .map(GridlockAction::Replace)
                    .collect();
                out.push(GridlockAction::Refuse);
                out
            }
            Phase::Flip => self
                .flippable(seat)
                .into_iter()
                .map(GridlockAction::Flip)
                .collect(),
            Phase::Eliminate { seat, .. } => self.grids[seat.index()]
                .complete_lines()
                .into_iter()
                .map(GridlockAction::Eliminate)
                .collect(),
        }
    }

    /// Why a slot of the current player's grid cannot take a card now.
    pub(super) fn slot_problem(&self, seat: Seat, slot: u8) -> GridlockRefusal {
        let grid = &self.grids[seat.index()];
        let i = usize::from(slot);
        if i >= 9 {
            GridlockRefusal::NoSuchPlace
        } else if grid.slots[i] == Slot::Empty {
            GridlockRefusal::PlaceEmpty(slot)
        } else if grid.is_locked(i) {
            GridlockRefusal::PlaceLocked(slot)
        } else {
            GridlockRefusal::PlaceFixed(slot)
        }
    }

    /// The words for refusing an action that is not in [`GridlockGame::legal`].
    pub(super) fn why_refused(&self, action: &GridlockAction) -> GridlockRefusal {
        use GridlockAction as A;
        let seat = self.current;
        match (self.phase, *action) {
            (Phase::Over, _) => GridlockRefusal::MatchIsOver,
            (Phase::OpeningFlip { .. }, A::OpeningFlip(_)) => GridlockRefusal::AlreadyFaceUp,
            (Phase::OpeningFlip { .. }, _) => GridlockRefusal::OpeningFlipsFirst,
            (Phase::Start, A::TakeDiscard(slot)) => match self.discard.last() {
                Some(top) if top.is_gridlock() => GridlockRefusal::GridlockNotTaken,
                _ if self.replaceable(seat).is_empty() => GridlockRefusal::EverythingLocked,
                _ => self.slot_problem(seat, slot),
            },
            (Phase::Start, A::Draw) => GridlockRefusal::PilesUsedUp,
            (Phase::Start, _) => GridlockRefusal::TakeOrDrawFirst,
            (Phase::Drawn { .. }, A::Replace(slot)) => self.slot_problem(seat, slot),
            (Phase::Drawn { .. }, _) => GridlockRefusal::PlaceOrDiscardDrawn,
            (Phase::Flip, A::Flip(slot)) => {
                let i = usize::from(slot);
                match self.grids[seat.index()].slots.get(i) {
                    Some(Slot::Up(_)) => GridlockRefusal::AlreadyFaceUp,
                    _ => self.slot_problem(seat, slot),
                }
            }
            (Phase::Flip, _) => GridlockRefusal::TurnUpFaceDown,
            (Phase::Eliminate { seat, .. }, A::Eliminate(line)) => {
                let grid = &self.grids[seat.index()];
                if grid.direction.is_some_and(|d| d != line.direction()) {
                    GridlockRefusal::OnlyDirectionCounts(line.direction())
                } else if grid.is_blocked(line) {
                    GridlockRefusal::LockBlocks(line)
                } else {
                    GridlockRefusal::LineIncomplete(line)
                }
            }
            (Phase::Eliminate { .. }, _) => GridlockRefusal::ChooseFirstLine,
        }
    }
}
