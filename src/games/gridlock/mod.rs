//! # GRID#LOCK
//!
//! **Cards.** 120: the numbers 1 to 9 in four suits, three copies of each (108); nine wilds (`#`);
//! three GRID#LOCK cards. The suits are told apart by a shape as well as a colour: Flame (red
//! triangle), Wave (blue circle), Leaf (green square) and Star (gold diamond). Variant `no-wilds`
//! leaves the wilds out, `no-gridlock` the GRID#LOCK cards, `no-wilds+no-gridlock` both.
//!
//! **Deal.** Nine cards to each player, laid face down as a 3x3 grid that nobody (the owner
//! included) has seen; the rest is the draw pile, whose top card starts the discard pile. Everyone
//! turns one card of their own grid face up, one after another from the dealer's left. Play goes
//! clockwise from the dealer's left.
//!
//! **A turn.** Take the top card of the discard pile (unless it is a GRID#LOCK card) and put it in
//! place of any grid card, face up or down (one action, [`GridlockAction::TakeDiscard`], naming the
//! slot: the card is in plain sight and must replace something); or draw the top card of the draw pile and either put it
//! in place of a grid card or discard it and turn up one of your face-down cards. The replaced card
//! goes face up onto the discard pile. A GRID#LOCK card drawn goes straight onto the discard pile and
//! the player turns up a card.
//!
//! **GRID#LOCK cards in a grid.** Each one points along its row, its column, or both (one card of
//! each kind). Once it is face up, on its owner's *next* turn the lines it points along are locked:
//! no card there may be replaced or turned up, and no line there is eliminated. After that turn it
//! may be replaced like any card. Left in the grid at the end of the round it costs 2 points.
//!
//! **Eliminations.** As soon as the three face-up cards of a row or column form a combination, it is
//! eliminated and scores by the chart ([`SCORING_CHART`]); the player cannot decline. When several
//! lines complete at once they go one at a time and the player chooses which; once a player has
//! eliminated a row, only rows count for them for the rest of the round (columns likewise). Runs are
//! consecutive in position order, up or down, 1 to 9 without wrapping. A line that fits several
//! chart rows scores the highest.
//!
//! **Going out.** The first player to eliminate all nine cards scores 6 more and the round winds
//! down: everyone else turns all their face-down cards up (lines that complete are eliminated at
//! once and cost no turn), then, from the left of the player who went out, each takes two more turns
//! (no turning up: everything is face up). Then the round is scored: eliminated combinations, minus
//! 2 for each line left, each wild and each GRID#LOCK card still in the grid.
//!
//! **The match.** Scores add up over rounds; the dealer moves one seat left each round. The match is
//! [`Settings::rounds`] rounds if set, otherwise it ends after the round in which someone reaches
//! [`MATCH_TARGET`] points. The highest total wins (a tie at the top is a draw for those tied).
//!
//! **What each seat sees** ([`GridlockView`]): everything face up on the table (every grid's face-up
//! cards and locks, eliminated combinations, the whole discard pile, which the seat remembers), the
//! number of cards in the draw pile, and the card it has just drawn. Nobody sees face-down grid
//! cards (not even their owner) or the draw pile, except that after a reshuffle everyone knows
//! which cards the draw pile holds, though not their order. Another seat's freshly drawn card is
//! unseen until it is placed or discarded.
//!
//! ## Choices where the rulebook is open (each pinned by a test in `tests/gridlock_rules.rs`)
//! * GRID#LOCK aim: one card locks its row, one its column, one both.
//! * A locked line also may not have a card turned up in it (the rulebook's "blocks any play").
//!   A GRID#LOCK card is never part of a combination, so a line holding one never completes.
//! * A player who can replace nothing (everything left is locked) may still draw, and must then
//!   discard: the turn is lost, as the rulebook's answer on a locked last line says.
//! * Wilds: one wild stands for whichever card scores best, except that two identical cards and a
//!   wild score 10 (never 24, which needs no wilds); two wilds with any number score 10, three 12.
//! * Lines left open at the end: three, minus the lines eliminated (a full grid counts as three
//!   open lines, not six).
//! * Face-down cards are turned up for scoring at the end of any round; wilds and GRID#LOCK cards
//!   among them cost 2 each.
//! * The empty draw pile: the discard pile except its top card is shuffled into a new draw pile.
//! * House rule, a safety bound the rulebook does not have: if nobody has gone out when every
//!   player has had [`TURN_LIMIT_PER_SEAT`] (40) turns, the round ends there, scored as it stands
//!   without the bonus, so a round always ends (say, when nobody can complete a line).
//! * The opening flips go one seat at a time; since nobody has seen their own cards, an earlier flip
//!   tells nobody anything about their own grid.
//! * When several lines complete at once, the player chooses each elimination, even between lines of
//!   the same direction.
//! * A player who eliminates their last line during the last turns stops playing (no bonus).
//! * Match without a round count: to [`MATCH_TARGET`] points, at most [`MAX_ROUNDS`] rounds.

mod bot;
mod narrate;

use crate::engine::{
    Game, GameInfo, GameRng, IllegalAction, Outcome, RoundsInfo, Seat, SeatResult, Settings,
    SettingsError, Turn, Variant, derive_seed,
};
use serde::{Deserialize, Serialize};
use std::fmt;

pub use bot::{grid_value, placement_value};

/// A match without a set number of rounds ends after the round in which someone reaches this.
pub const MATCH_TARGET: i32 = 111;
/// The longest match, in rounds (also the cap on a match played to the target).
pub const MAX_ROUNDS: u8 = 30;
/// A round ends when this many turns a seat pass without a card turned up or a line eliminated
/// anywhere (a house rule, far beyond any real round: see `rules.md`).
pub const STALL_LIMIT_PER_SEAT: usize = 400;
/// Bonus for the first player to eliminate all nine cards.
pub const GOING_OUT_BONUS: i32 = 6;
/// Cost of each open line, each wild and each GRID#LOCK card left at the end of a round.
pub const PENALTY: i32 = 2;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Suit {
    Flame,
    Wave,
    Leaf,
    Star,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Flame, Suit::Wave, Suit::Leaf, Suit::Star];

    pub fn name(self) -> &'static str {
        match self {
            Suit::Flame => "Flame",
            Suit::Wave => "Wave",
            Suit::Leaf => "Leaf",
            Suit::Star => "Star",
        }
    }

    /// The shape printed on the card, so suits never rest on colour alone.
    pub fn symbol(self) -> &'static str {
        match self {
            Suit::Flame => "▲",
            Suit::Wave => "●",
            Suit::Leaf => "■",
            Suit::Star => "◆",
        }
    }
}

/// Which lines a GRID#LOCK card points along.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum LockAim {
    Row,
    Column,
    Both,
}

/// One card, stored as a single byte so that piles copy and sort cheaply; [`Card::face`] says
/// what is printed on it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Card(u8);

/// What a card shows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Face {
    Number { suit: Suit, value: u8 },
    Wild,
    GridLock(LockAim),
}

impl Card {
    pub const WILD: Card = Card(36);

    /// `value` from 1 to 9.
    pub const fn number(suit: Suit, value: u8) -> Card {
        Card(suit as u8 * 9 + value - 1)
    }

    pub const fn gridlock(aim: LockAim) -> Card {
        Card(37 + aim as u8)
    }

    pub fn face(self) -> Face {
        match self.0 {
            0..=35 => Face::Number {
                suit: Suit::ALL[usize::from(self.0 / 9)],
                value: self.0 % 9 + 1,
            },
            36 => Face::Wild,
            37 => Face::GridLock(LockAim::Row),
            38 => Face::GridLock(LockAim::Column),
            _ => Face::GridLock(LockAim::Both),
        }
    }

    /// A dense index: numbers 0..36 (suit-major), the wild 36, any GRID#LOCK card 37.
    pub fn kind(self) -> usize {
        usize::from(self.0).min(LOCK_KIND)
    }

    pub fn is_wild(self) -> bool {
        self == Card::WILD
    }

    pub fn is_gridlock(self) -> bool {
        self.0 >= 37
    }

    /// A card of this [`Card::kind`] (any GRID#LOCK kind gives the row-locking card).
    pub fn of_kind(kind: usize) -> Card {
        match kind {
            WILD_KIND => Card::WILD,
            k if k < WILD_KIND => Card::number(Suit::ALL[k / 9], (k % 9) as u8 + 1),
            _ => Card::gridlock(LockAim::Row),
        }
    }

    /// Short label: `7▲`, `#`, `LOCK↔`.
    pub fn short(self) -> String {
        match self.face() {
            Face::Number { suit, value } => format!("{value}{}", suit.symbol()),
            Face::Wild => "#".to_string(),
            Face::GridLock(LockAim::Row) => "LOCK↔".to_string(),
            Face::GridLock(LockAim::Column) => "LOCK↕".to_string(),
            Face::GridLock(LockAim::Both) => "LOCK✚".to_string(),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.short())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.face() {
            Face::Number { suit, value } => write!(f, "{value} {}", suit.name()),
            Face::Wild => f.write_str("wild"),
            Face::GridLock(LockAim::Row) => f.write_str("GRID#LOCK (row)"),
            Face::GridLock(LockAim::Column) => f.write_str("GRID#LOCK (column)"),
            Face::GridLock(LockAim::Both) => f.write_str("GRID#LOCK (row and column)"),
        }
    }
}

pub const WILD_KIND: usize = 36;
pub const LOCK_KIND: usize = 37;
pub const KINDS: usize = 38;

/// A row (`Row(0)` is the top) or a column (`Column(0)` is the left).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Line {
    Row(u8),
    Column(u8),
}

impl Line {
    pub const ALL: [Line; 6] = [
        Line::Row(0),
        Line::Row(1),
        Line::Row(2),
        Line::Column(0),
        Line::Column(1),
        Line::Column(2),
    ];

    /// The three slots (0..9, row-major) in position order.
    pub fn slots(self) -> [usize; 3] {
        match self {
            Line::Row(r) => {
                let r = usize::from(r);
                [r * 3, r * 3 + 1, r * 3 + 2]
            }
            Line::Column(c) => {
                let c = usize::from(c);
                [c, c + 3, c + 6]
            }
        }
    }

    /// Position in [`Line::ALL`]: rows 0 to 2, then columns 3 to 5.
    pub fn index(self) -> usize {
        match self {
            Line::Row(r) => usize::from(r),
            Line::Column(c) => 3 + usize::from(c),
        }
    }

    pub fn direction(self) -> Direction {
        match self {
            Line::Row(_) => Direction::Rows,
            Line::Column(_) => Direction::Columns,
        }
    }

    pub fn contains(self, slot: usize) -> bool {
        self.slots().contains(&slot)
    }

    /// The row and the column through a slot.
    pub fn through(slot: usize) -> [Line; 2] {
        [Line::Row((slot / 3) as u8), Line::Column((slot % 3) as u8)]
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = ["top", "middle", "bottom"];
        let cols = ["left", "middle", "right"];
        match self {
            Line::Row(r) => write!(f, "{} row", names[usize::from(*r)]),
            Line::Column(c) => write!(f, "{} column", cols[usize::from(*c)]),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Direction {
    Rows,
    Columns,
}

/// A row of the scoring chart.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Combo {
    /// Three cards of one suit, any numbers.
    Flush,
    /// Three consecutive numbers in position order, suits mixed.
    Run,
    /// Three of one number, suits mixed.
    Set,
    /// Three consecutive numbers in position order, one suit.
    SuitedRun,
    /// Two identical cards (number and suit) and a wild.
    PairAndWild,
    /// Two wilds and any third card.
    TwoWilds,
    /// Three wilds.
    ThreeWilds,
    /// Three identical cards (number and suit), no wild.
    Triple,
}

/// The scoring chart as data: each combination, its points and a plain description.
pub const SCORING_CHART: [(Combo, i32, &str); 8] = [
    (Combo::Flush, 2, "three cards of one suit"),
    (Combo::Run, 4, "a run of three, suits mixed"),
    (Combo::Set, 6, "three of a number, suits mixed"),
    (Combo::SuitedRun, 8, "a run of three in one suit"),
    (Combo::PairAndWild, 10, "two identical cards and a wild"),
    (Combo::TwoWilds, 10, "two wilds and any third card"),
    (Combo::ThreeWilds, 12, "three wilds"),
    (Combo::Triple, 24, "three identical cards, no wild"),
];

impl Combo {
    pub fn points(self) -> i32 {
        SCORING_CHART
            .iter()
            .find(|(c, _, _)| *c == self)
            .map(|(_, p, _)| *p)
            .expect("every combination is on the chart")
    }

    pub fn name(self) -> &'static str {
        match self {
            Combo::Flush => "suit flush",
            Combo::Run => "run",
            Combo::Set => "set",
            Combo::SuitedRun => "suited run",
            Combo::PairAndWild => "pair and wild",
            Combo::TwoWilds => "two wilds",
            Combo::ThreeWilds => "three wilds",
            Combo::Triple => "triple",
        }
    }
}

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

/// One place of a grid.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Slot {
    /// Eliminated: nothing here any more.
    Empty,
    Down(Card),
    Up(Card),
}

/// What one seat sees of a grid slot.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SlotView {
    Empty,
    FaceDown,
    FaceUp(Card),
}

impl Slot {
    fn seen(self) -> SlotView {
        match self {
            Slot::Empty => SlotView::Empty,
            Slot::Down(_) => SlotView::FaceDown,
            Slot::Up(card) => SlotView::FaceUp(card),
        }
    }
}

/// Where a face-up GRID#LOCK card is in its locking life.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum LockStage {
    /// No lock (no GRID#LOCK card here, or its lock has been served).
    #[default]
    Free,
    /// Turned up; it locks its lines on the owner's next turn.
    Pending,
    /// Locking its lines during the owner's current turn.
    Active,
}

/// A combination a player eliminated this round.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Elimination {
    pub line: Line,
    pub cards: [Card; 3],
    pub combo: Combo,
}

/// One player's grid and what they eliminated this round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Grid {
    pub slots: [Slot; 9],
    pub locks: [LockStage; 9],
    pub direction: Option<Direction>,
    pub eliminated: Vec<Elimination>,
}

/// What one seat sees of a grid.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GridView {
    pub slots: [SlotView; 9],
    pub locks: [LockStage; 9],
    pub direction: Option<Direction>,
    pub eliminated: Vec<Elimination>,
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

impl Grid {
    fn dealt(cards: &[Card]) -> Grid {
        let mut slots = [Slot::Empty; 9];
        for (slot, &card) in slots.iter_mut().zip(cards) {
            *slot = Slot::Down(card);
        }
        Grid {
            slots,
            locks: [LockStage::Free; 9],
            direction: None,
            eliminated: Vec::new(),
        }
    }

    /// Places a card face up, noting a GRID#LOCK card's lock to come when it is turned up.
    fn show(&mut self, slot: usize, card: Card) {
        self.slots[slot] = Slot::Up(card);
        self.locks[slot] = if card.is_gridlock() {
            LockStage::Pending
        } else {
            LockStage::Free
        };
    }

    pub fn view(&self) -> GridView {
        GridView {
            slots: self.slots.map(Slot::seen),
            locks: self.locks,
            direction: self.direction,
            eliminated: self.eliminated.clone(),
        }
    }

    fn open_lines(&self) -> i32 {
        3 - self.eliminated.len() as i32
    }

    pub fn points(&self) -> i32 {
        self.eliminated.iter().map(|e| e.combo.points()).sum()
    }
}

/// One seat's score for one round, itemised.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct RoundScore {
    pub combinations: i32,
    pub bonus: i32,
    pub open_lines: i32,
    pub wilds_left: i32,
    pub locks_left: i32,
}

impl RoundScore {
    pub fn total(&self) -> i32 {
        self.combinations + self.bonus
            - PENALTY * (self.open_lines + self.wilds_left + self.locks_left)
    }
}

/// A round as the score sheet records it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoundRecord {
    pub round: u8,
    pub dealer: Seat,
    pub went_out: Option<Seat>,
    pub scores: Vec<RoundScore>,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum GridlockAction {
    /// Turn up this grid card at the start of the round.
    OpeningFlip(u8),
    /// Take the top card of the discard pile and put it in place of the grid card at this slot.
    /// One action, since the card is in plain sight and must replace something.
    TakeDiscard(u8),
    /// Draw the top card of the draw pile.
    Draw,
    /// Put the card in hand in place of the card at this slot.
    Replace(u8),
    /// Discard the drawn card.
    Refuse,
    /// Turn up this face-down grid card after refusing a drawn card.
    Flip(u8),
    /// Eliminate this line first (several completed at once).
    Eliminate(Line),
}

/// Where the game stands between decisions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    OpeningFlip {
        seat: Seat,
    },
    Start,
    Drawn {
        card: Card,
    },
    Flip,
    /// `seat` chooses which of its complete lines goes first; `moment` says what follows.
    Eliminate {
        seat: Seat,
        moment: Moment,
    },
    Over,
}

/// When several lines complete at once and their owner must choose.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Moment {
    /// After the move of a turn: the turn ends once the eliminations are done.
    AfterMove,
    /// At the start of a turn, lines that waited on a lock go: then the turn is played.
    TurnStart,
    /// During the reveal after someone went out (no turn is being played).
    Reveal,
}

/// The public part of the phase, with the drawn card for its drawer only.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PhaseView {
    OpeningFlip {
        seat: Seat,
    },
    Start,
    /// `card` is known only to the player who drew it.
    Drawn {
        card: Option<Card>,
    },
    Flip,
    Eliminate {
        seat: Seat,
        moment: Moment,
    },
    Over,
}

#[derive(Clone, PartialEq, Debug)]
pub struct GridlockGame {
    settings: Settings,
    /// The match seed: later deals and reshuffles derive from it.
    seed: u64,
    /// The match ends after this round at the latest (a sample for search may end it sooner).
    last_round: u8,
    round: u8,
    dealer: Seat,
    current: Seat,
    phase: Phase,
    grids: Vec<Grid>,
    /// Top card last.
    draw: Vec<Card>,
    /// Top card last.
    discard: Vec<Card>,
    /// The draw pile was rebuilt from known cards this round.
    reshuffled: bool,
    turns_taken: u32,
    /// Cards turned up or gone and lines eliminated this round, all grids together. It only ever
    /// grows, so no position before its last change can come back.
    progress: u16,
    /// Hashes of the positions at the start of each turn since `progress` last changed.
    seen: Vec<u64>,
    went_out: Option<Seat>,
    last_turns_left: Vec<u8>,
    /// Seats still to reveal their grids after someone went out, in order.
    to_reveal: Vec<Seat>,
    totals: Vec<i32>,
    sheet: Vec<RoundRecord>,
}

/// Everything one seat knows.
#[derive(Clone, PartialEq, Debug)]
pub struct GridlockView {
    pub settings: Settings,
    pub me: Seat,
    pub round: u8,
    pub dealer: Seat,
    pub current: Seat,
    pub phase: PhaseView,
    pub grids: Vec<GridView>,
    /// The whole discard pile as the seat remembers it, top card last.
    pub discard: Vec<Card>,
    pub draw_count: usize,
    /// After a reshuffle: the cards known to be in the draw pile (plus a card another seat has just
    /// drawn from it), sorted. Empty before any reshuffle.
    pub draw_known: Vec<Card>,
    pub reshuffled: bool,
    pub turns_taken: u32,
    pub went_out: Option<Seat>,
    pub last_turns_left: Vec<u8>,
    pub totals: Vec<i32>,
    pub sheet: Vec<RoundRecord>,
}

impl GridlockView {
    pub fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    pub fn my_grid(&self) -> &GridView {
        &self.grids[self.me.index()]
    }

    /// Who decides now.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            PhaseView::OpeningFlip { seat } | PhaseView::Eliminate { seat, .. } => Some(seat),
            PhaseView::Over => None,
            _ => Some(self.current),
        }
    }

    /// Copies of each card kind this seat has not seen anywhere: face-down cards, the draw pile
    /// and another seat's drawn card are made of these.
    pub fn unseen_kinds(&self) -> [u8; KINDS] {
        let mut counts = [0u8; KINDS];
        for card in GridlockGame::deck(&self.settings) {
            counts[card.kind()] += 1;
        }
        let mut seen = |card: Card| counts[card.kind()] = counts[card.kind()].saturating_sub(1);
        for grid in &self.grids {
            for slot in grid.slots {
                if let SlotView::FaceUp(card) = slot {
                    seen(card);
                }
            }
            for e in &grid.eliminated {
                e.cards.into_iter().for_each(&mut seen);
            }
        }
        self.discard.iter().copied().for_each(&mut seen);
        self.draw_known.iter().copied().for_each(&mut seen);
        if let PhaseView::Drawn { card: Some(card) } = self.phase {
            seen(card);
        }
        counts
    }
}

/// Something that happened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GridlockEvent {
    RoundDealt {
        round: u8,
        dealer: Seat,
    },
    OpeningFlip {
        seat: Seat,
        slot: u8,
        card: Card,
    },
    TookDiscard {
        seat: Seat,
        card: Card,
    },
    /// Only the drawer is told the card.
    Drew {
        seat: Seat,
        card: Card,
    },
    /// A drawn GRID#LOCK card goes straight to the discard pile.
    DrewGridLock {
        seat: Seat,
        card: Card,
    },
    Replaced {
        seat: Seat,
        slot: u8,
        card: Card,
        old: Card,
    },
    Refused {
        seat: Seat,
        card: Card,
    },
    Flipped {
        seat: Seat,
        slot: u8,
        card: Card,
    },
    /// A GRID#LOCK card's lock starts (at the start of its owner's turn).
    Locked {
        seat: Seat,
        lines: Vec<Line>,
    },
    /// The whole discard pile (`cards` cards) was shuffled into a new draw pile and its top card
    /// turned up to start the discard pile again.
    Reshuffled {
        cards: usize,
        top: Card,
    },
    Eliminated {
        seat: Seat,
        elimination: Elimination,
    },
    WentOut {
        seat: Seat,
    },
    RevealedGrid {
        seat: Seat,
        cards: Vec<(u8, Card)>,
    },
    LastTurns {
        from: Seat,
    },
    /// The round was called off by the turn limit (a house rule).
    CalledOff {
        turns: u32,
    },
    /// The same position came up for the third time: the round ends (a house rule).
    Repetition {
        turns: u32,
    },
    RoundScored {
        record: RoundRecord,
        totals: Vec<i32>,
    },
    MatchOver {
        totals: Vec<i32>,
    },
}

pub const INFO: GameInfo = GameInfo {
    id: "gridlock",
    name: "GRID#LOCK",
    min_seats: 2,
    max_seats: 6,
    default_seats: 4,
    variants: &[
        Variant {
            id: "no-wilds",
            name: "No wilds",
            summary: "The nine wilds stay in the box.",
            single_round: false,
        },
        Variant {
            id: "no-gridlock",
            name: "No GRID#LOCK",
            summary: "The three GRID#LOCK cards stay in the box.",
            single_round: false,
        },
        Variant {
            id: "no-wilds+no-gridlock",
            name: "No wilds, no GRID#LOCK",
            summary: "Only the 108 numbered cards.",
            single_round: false,
        },
    ],
    rounds: Some(RoundsInfo {
        max: MAX_ROUNDS,
        standard: "first to 111 points",
    }),
    rules: "",
};

fn uses_wilds(settings: &Settings) -> bool {
    !settings.variant.split('+').any(|v| v == "no-wilds")
}

fn uses_gridlocks(settings: &Settings) -> bool {
    !settings.variant.split('+').any(|v| v == "no-gridlock")
}

/// A position coming up for this time ends the round (the house rule on repetition).
pub const REPETITIONS: usize = 3;

const FNV_START: u64 = 0xCBF2_9CE4_8422_2325;

/// FNV-1a over `bytes`, continuing from `hash`: stable across platforms and Rust versions, since
/// reshuffles (and so match links) depend on it.
fn fnv(mut hash: u64, bytes: impl IntoIterator<Item = u8>) -> u64 {
    for b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01B3);
    }
    hash
}

/// Folds bytes into a 64-bit hash eight at a time: positions are hashed at every turn's start,
/// playouts included, and only compared within one game.
#[derive(Default)]
struct Fold {
    hash: u64,
    word: u64,
    len: u64,
}

impl Fold {
    fn push(&mut self, byte: u8) {
        self.word = self.word << 8 | u64::from(byte);
        self.len += 1;
        if self.len % 8 == 0 {
            self.mix();
        }
    }

    /// Eight cards a word: the piles are most of a position.
    fn push_cards(&mut self, cards: &[Card]) {
        self.mix();
        let mut chunks = cards.chunks_exact(8);
        for chunk in &mut chunks {
            self.word = chunk.iter().fold(0, |w, c| w << 8 | u64::from(c.0));
            self.mix();
        }
        for card in chunks.remainder() {
            self.word = self.word << 8 | u64::from(card.0);
        }
        self.mix();
        self.len += cards.len() as u64;
    }

    fn mix(&mut self) {
        self.hash = (self.hash.rotate_left(23) ^ self.word).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.word = 0;
    }

    fn finish(mut self) -> u64 {
        self.mix();
        derive_seed(self.hash, self.len)
    }
}

/// Cards taken out of a multiset one at a time.
fn take_one(cards: &mut Vec<Card>, card: Card) -> bool {
    match cards.iter().position(|&c| c == card) {
        Some(i) => {
            cards.swap_remove(i);
            true
        }
        None => false,
    }
}

fn refuse(reason: impl Into<String>) -> Result<Vec<GridlockEvent>, IllegalAction> {
    Err(IllegalAction::new(reason))
}

impl GridlockGame {
    fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    pub fn grid(&self, seat: Seat) -> &Grid {
        &self.grids[seat.index()]
    }

    pub fn current(&self) -> Seat {
        self.current
    }

    pub fn round(&self) -> u8 {
        self.round
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn totals(&self) -> &[i32] {
        &self.totals
    }

    pub fn sheet(&self) -> &[RoundRecord] {
        &self.sheet
    }

    pub fn discard_pile(&self) -> &[Card] {
        &self.discard
    }

    pub fn draw_pile(&self) -> &[Card] {
        &self.draw
    }

    pub fn went_out(&self) -> Option<Seat> {
        self.went_out
    }

    pub fn last_turns_left(&self, seat: Seat) -> u8 {
        self.last_turns_left[seat.index()]
    }

    /// A position set up by hand, for scenario tests and puzzles: seat `s`'s grid is `grids[s]`
    /// (a face-up GRID#LOCK card's lock is pending, as if just turned up), the discard pile is
    /// `discard` (top last) and the draw pile has `draw_top` on top (top last) over the rest of
    /// the deck in a seeded order. It is seat 0's turn in round 1 with the last seat dealing.
    pub fn arranged(
        settings: &Settings,
        grids: Vec<[Slot; 9]>,
        discard: Vec<Card>,
        draw_top: Vec<Card>,
    ) -> Result<Self, String> {
        let mut game = GridlockGame::new(settings, 1).map_err(|e| e.to_string())?;
        if grids.len() != game.seats() {
            return Err(format!("{} grids for {} seats", grids.len(), game.seats()));
        }
        let mut pool = GridlockGame::deck(settings);
        let placed = grids
            .iter()
            .flat_map(|g| g.iter())
            .filter_map(|s| match s {
                Slot::Down(c) | Slot::Up(c) => Some(*c),
                Slot::Empty => None,
            })
            .chain(discard.iter().copied())
            .chain(draw_top.iter().copied());
        for card in placed {
            if !take_one(&mut pool, card) {
                return Err(format!("too many copies of {card}"));
            }
        }
        pool.sort();
        GameRng::seeded(7).shuffle(&mut pool);
        for (grid, slots) in game.grids.iter_mut().zip(grids) {
            *grid = Grid::dealt(&[]);
            for (i, slot) in slots.into_iter().enumerate() {
                match slot {
                    Slot::Up(card) => grid.show(i, card),
                    other => grid.slots[i] = other,
                }
            }
            let cleared_rows = (0..3)
                .filter(|&r| {
                    Line::Row(r)
                        .slots()
                        .iter()
                        .all(|&s| grid.slots[s] == Slot::Empty)
                })
                .count();
            let cleared_columns = (0..3)
                .filter(|&c| {
                    Line::Column(c)
                        .slots()
                        .iter()
                        .all(|&s| grid.slots[s] == Slot::Empty)
                })
                .count();
            if cleared_rows > 0 || cleared_columns > 0 {
                grid.direction = Some(if cleared_rows >= cleared_columns {
                    Direction::Rows
                } else {
                    Direction::Columns
                });
            }
        }
        game.discard = discard;
        game.draw = pool;
        game.draw.extend(draw_top);
        game.dealer = Seat(game.settings.seats - 1);
        game.current = Seat(0);
        game.phase = Phase::Start;
        let mut events = Vec::new();
        game.begin_turn(&mut events);
        Ok(game)
    }

    /// Records a past elimination in an arranged grid (for tests of scoring and going out).
    pub fn arrange_eliminated(&mut self, seat: Seat, elimination: Elimination) {
        let grid = &mut self.grids[seat.index()];
        grid.direction = Some(elimination.line.direction());
        grid.eliminated.push(elimination);
    }

    /// Moves all but the top `keep` cards of the draw pile under the discard pile (for tests of
    /// the reshuffle).
    pub fn arrange_short_draw_pile(&mut self, keep: usize) {
        let cut = self.draw.len().saturating_sub(keep);
        let mut moved: Vec<Card> = self.draw.drain(..cut).collect();
        moved.append(&mut self.discard);
        self.discard = moved;
    }

    fn deal_round(&mut self) -> Vec<GridlockEvent> {
        let seats = self.seats();
        let mut deck = GridlockGame::deck(&self.settings);
        GameRng::seeded(derive_seed(self.seed, u64::from(self.round))).shuffle(&mut deck);
        self.grids = (0..seats)
            .map(|s| Grid::dealt(&deck[s * 9..s * 9 + 9]))
            .collect();
        let mut rest = deck.split_off(seats * 9);
        let top = rest.pop().expect("the deck outlasts the deal");
        self.draw = rest;
        self.discard = vec![top];
        self.reshuffled = false;
        self.seen.clear();
        self.turns_taken = 0;
        self.went_out = None;
        self.last_turns_left = vec![0; seats];
        self.to_reveal.clear();
        let first = self.dealer.clockwise(1, seats);
        self.current = first;
        self.phase = Phase::OpeningFlip { seat: first };
        vec![GridlockEvent::RoundDealt {
            round: self.round,
            dealer: self.dealer,
        }]
    }

    fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::OpeningFlip { seat } | Phase::Eliminate { seat, .. } => Some(seat),
            Phase::Over => None,
            _ => Some(self.current),
        }
    }

    /// Slots the current player may replace.
    fn replaceable(&self, seat: Seat) -> Vec<u8> {
        let grid = &self.grids[seat.index()];
        (0..9u8)
            .filter(|&s| grid.slots[usize::from(s)] != Slot::Empty)
            .filter(|&s| !grid.is_locked(usize::from(s)))
            .collect()
    }

    fn flippable(&self, seat: Seat) -> Vec<u8> {
        let grid = &self.grids[seat.index()];
        (0..9u8)
            .filter(|&s| matches!(grid.slots[usize::from(s)], Slot::Down(_)))
            .filter(|&s| !grid.is_locked(usize::from(s)))
            .collect()
    }

    /// Starts the current seat's turn: pending locks become active.
    fn begin_turn(&mut self, events: &mut Vec<GridlockEvent>) {
        let seat = self.current;
        let grid = &mut self.grids[seat.index()];
        let mut any = false;
        for stage in grid.locks.iter_mut() {
            if *stage == LockStage::Pending {
                *stage = LockStage::Active;
                any = true;
            }
        }
        if any {
            events.push(GridlockEvent::Locked {
                seat,
                lines: grid.locked_lines(),
            });
        }
        self.phase = Phase::Start;
        // Lines that waited on a lock go now, if no lock blocks them any more.
        if !self.settle(seat, Moment::TurnStart, events) {
            self.turn_ready(events);
        }
    }

    /// The start of the current seat's turn is settled: the turn is played, unless the lines that
    /// went at its start cleared the grid.
    fn turn_ready(&mut self, events: &mut Vec<GridlockEvent>) {
        if self.grids[self.current.index()].is_cleared() {
            self.end_turn(events);
            return;
        }
        self.phase = Phase::Start;
        if self.record_position() >= REPETITIONS {
            events.push(GridlockEvent::Repetition {
                turns: self.turns_taken,
            });
            self.end_round(events);
        } else if self.seen.len() > STALL_LIMIT_PER_SEAT * self.seats() {
            events.push(GridlockEvent::CalledOff {
                turns: self.turns_taken,
            });
            self.end_round(events);
        }
    }

    /// Notes the position at the start of a turn; returns how often it has now come up.
    fn record_position(&mut self) -> usize {
        let progress = self
            .grids
            .iter()
            .map(|g| {
                g.slots.iter().filter(|s| !matches!(s, Slot::Down(_))).count() + g.eliminated.len()
            })
            .sum::<usize>() as u16;
        if progress != self.progress {
            self.progress = progress;
            self.seen.clear();
        }
        let hash = self.position_hash();
        self.seen.push(hash);
        self.seen.iter().filter(|&&h| h == hash).count()
    }

    /// A hash of the whole position: every grid (face-down cards and locks included), both piles
    /// in order, whose turn it is and how far the round's end has come. Counters are left out.
    fn position_hash(&self) -> u64 {
        const GAP: u8 = 0xFF;
        let mut h = Fold::default();
        for grid in &self.grids {
            for slot in grid.slots {
                h.push(match slot {
                    Slot::Empty => GAP,
                    Slot::Down(c) => c.0,
                    Slot::Up(c) => 0x80 | c.0,
                });
            }
            for lock in grid.locks {
                h.push(lock as u8);
            }
            h.push(grid.direction.map_or(GAP, |d| d as u8));
        }
        for pile in [&self.draw, &self.discard] {
            h.push(GAP);
            h.push_cards(pile);
        }
        h.push(self.current.0);
        h.push(self.went_out.map_or(GAP, |s| s.0));
        for &left in &self.last_turns_left {
            h.push(left);
        }
        h.finish()
    }

    /// Eliminates what must be eliminated in `seat`'s grid, stopping to ask when there is a choice.
    /// Returns true when it stopped to ask.
    fn settle(&mut self, seat: Seat, moment: Moment, events: &mut Vec<GridlockEvent>) -> bool {
        loop {
            let complete = self.grids[seat.index()].complete_lines();
            match complete.len() {
                0 => return false,
                1 => self.eliminate(seat, complete[0], events),
                _ => {
                    self.phase = Phase::Eliminate { seat, moment };
                    return true;
                }
            }
        }
    }

    fn eliminate(&mut self, seat: Seat, line: Line, events: &mut Vec<GridlockEvent>) {
        let grid = &mut self.grids[seat.index()];
        let (combo, cards) = grid.line_combo(line).expect("only complete lines go");
        for slot in line.slots() {
            grid.slots[slot] = Slot::Empty;
            grid.locks[slot] = LockStage::Free;
        }
        grid.direction = Some(line.direction());
        let elimination = Elimination { line, cards, combo };
        grid.eliminated.push(elimination);
        events.push(GridlockEvent::Eliminated { seat, elimination });
        if grid.is_cleared() && self.went_out.is_none() {
            self.went_out = Some(seat);
            events.push(GridlockEvent::WentOut { seat });
        }
    }

    /// After a turn's move and its eliminations.
    fn end_turn(&mut self, events: &mut Vec<GridlockEvent>) {
        let seat = self.current;
        for stage in self.grids[seat.index()].locks.iter_mut() {
            if *stage == LockStage::Active {
                *stage = LockStage::Free;
            }
        }
        self.turns_taken += 1;
        if self.went_out == Some(seat) {
            // The first player out (who never plays again, so this is the turn they went out):
            // everyone else reveals, then plays two last turns.
            let seats = self.seats();
            self.to_reveal = (1..seats).map(|k| seat.clockwise(k, seats)).collect();
            for k in 1..seats {
                self.last_turns_left[seat.clockwise(k, seats).index()] = 2;
            }
            self.continue_reveal(events);
            return;
        }
        if self.went_out.is_some() {
            let i = seat.index();
            self.last_turns_left[i] = self.last_turns_left[i].saturating_sub(1);
            if self.grids[i].is_cleared() {
                self.last_turns_left[i] = 0;
            }
            self.next_last_turn(events);
            return;
        }
        self.current = seat.clockwise(1, self.seats());
        self.begin_turn(events);
    }

    /// Reveals the next grids after someone went out, settling their eliminations.
    fn continue_reveal(&mut self, events: &mut Vec<GridlockEvent>) {
        while let Some(&seat) = self.to_reveal.first() {
            let grid = &mut self.grids[seat.index()];
            let mut cards = Vec::new();
            for slot in 0..9 {
                if let Slot::Down(card) = grid.slots[slot] {
                    grid.show(slot, card);
                    cards.push((slot as u8, card));
                }
            }
            if !cards.is_empty() {
                events.push(GridlockEvent::RevealedGrid { seat, cards });
            }
            if self.settle(seat, Moment::Reveal, events) {
                return;
            }
            self.finish_reveal_of(seat);
        }
        let goer = self.went_out.expect("revealing follows going out");
        events.push(GridlockEvent::LastTurns {
            from: goer.clockwise(1, self.seats()),
        });
        self.current = goer;
        self.next_last_turn(events);
    }

    fn finish_reveal_of(&mut self, seat: Seat) {
        self.to_reveal.retain(|&s| s != seat);
        if self.grids[seat.index()].is_cleared() {
            self.last_turns_left[seat.index()] = 0;
        }
    }

    /// Moves to the next seat that still has a last turn, or ends the round.
    fn next_last_turn(&mut self, events: &mut Vec<GridlockEvent>) {
        let seats = self.seats();
        for k in 1..=seats {
            let seat = self.current.clockwise(k, seats);
            if self.last_turns_left[seat.index()] > 0 {
                self.current = seat;
                self.begin_turn(events);
                return;
            }
        }
        self.end_round(events);
    }

    fn end_round(&mut self, events: &mut Vec<GridlockEvent>) {
        let seats = self.seats();
        let mut scores = Vec::with_capacity(seats);
        for seat in Seat::all(seats) {
            let grid = &mut self.grids[seat.index()];
            let mut cards = Vec::new();
            for slot in 0..9 {
                if let Slot::Down(card) = grid.slots[slot] {
                    grid.slots[slot] = Slot::Up(card);
                    cards.push((slot as u8, card));
                }
            }
            if !cards.is_empty() {
                events.push(GridlockEvent::RevealedGrid { seat, cards });
            }
            let left = |test: fn(Card) -> bool| {
                grid.slots
                    .iter()
                    .filter(|s| matches!(s, Slot::Up(c) if test(*c)))
                    .count() as i32
            };
            scores.push(RoundScore {
                combinations: grid.points(),
                bonus: if self.went_out == Some(seat) {
                    GOING_OUT_BONUS
                } else {
                    0
                },
                open_lines: grid.open_lines(),
                wilds_left: left(Card::is_wild),
                locks_left: left(Card::is_gridlock),
            });
        }
        for (total, score) in self.totals.iter_mut().zip(&scores) {
            *total += score.total();
        }
        let record = RoundRecord {
            round: self.round,
            dealer: self.dealer,
            went_out: self.went_out,
            scores,
        };
        self.sheet.push(record.clone());
        events.push(GridlockEvent::RoundScored {
            record,
            totals: self.totals.clone(),
        });
        // A match ends after its set number of rounds, or sooner once someone reaches the target.
        let target_reached = self.totals.iter().any(|&t| t >= MATCH_TARGET);
        if self.round >= self.last_round || target_reached {
            self.phase = Phase::Over;
            events.push(GridlockEvent::MatchOver {
                totals: self.totals.clone(),
            });
            return;
        }
        self.round += 1;
        self.dealer = self.dealer.clockwise(1, seats);
        let dealt = self.deal_round();
        events.extend(dealt);
    }

    /// The draw pile's top card. An empty draw pile is rebuilt as at the deal: the whole discard
    /// pile is shuffled into a new draw pile, whose top card is turned up to start the discard pile.
    fn draw_card(&mut self, events: &mut Vec<GridlockEvent>) -> Card {
        if self.draw.is_empty() {
            let mut pile = std::mem::take(&mut self.discard);
            self.reshuffled = true;
            // The order depends on the match seed, the round and which cards are shuffled, never
            // on how often the pile ran out: the same position always has the same future, so a
            // table that goes round in circles really does repeat its positions.
            pile.sort();
            let stream = fnv(
                FNV_START,
                std::iter::once(self.round).chain(pile.iter().map(|c| c.0)),
            );
            GameRng::seeded(derive_seed(self.seed, stream)).shuffle(&mut pile);
            let top = pile.pop().expect("two or more discards to rebuild from");
            self.discard.push(top);
            events.push(GridlockEvent::Reshuffled {
                cards: pile.len() + 1,
                top,
            });
            self.draw = pile;
        }
        self.draw.pop().expect("a rebuilt draw pile has cards")
    }

    /// Whether drawing is possible at all (the draw pile, or discards to rebuild it from).
    fn can_draw(&self) -> bool {
        !self.draw.is_empty() || self.discard.len() > 1
    }

    /// Puts `card` face up at `slot` of the current player's grid; the old card goes face up
    /// onto the discard pile. (Legal moves only name occupied slots.)
    fn replace(&mut self, slot: u8, card: Card, events: &mut Vec<GridlockEvent>) {
        let seat = self.current;
        let i = usize::from(slot);
        let grid = &mut self.grids[seat.index()];
        let (Slot::Down(old) | Slot::Up(old)) = grid.slots[i] else {
            unreachable!("a legal replacement names an occupied slot");
        };
        grid.slots[i] = Slot::Up(card);
        grid.locks[i] = LockStage::Free;
        self.discard.push(old);
        events.push(GridlockEvent::Replaced {
            seat,
            slot,
            card,
            old,
        });
    }

    fn after_move(&mut self, events: &mut Vec<GridlockEvent>) {
        let seat = self.current;
        if !self.settle(seat, Moment::AfterMove, events) {
            self.end_turn(events);
        }
    }

    fn check(&self, action: &GridlockAction) -> Result<(), IllegalAction> {
        if self.legal_actions().contains(action) {
            return Ok(());
        }
        let reason = match (self.phase, action) {
            (Phase::Over, _) => "the match is over".to_string(),
            (Phase::Start, GridlockAction::TakeDiscard(s)) => match self.discard.last() {
                Some(c) if c.is_gridlock() => {
                    "a GRID#LOCK card on the discard pile cannot be taken".to_string()
                }
                _ if self.replaceable(self.current).is_empty() => {
                    "every card you could replace is locked".to_string()
                }
                _ => format!("slot {} is empty or locked", s + 1),
            },
            (Phase::Drawn { .. }, GridlockAction::Replace(s)) => {
                format!("slot {} is empty or locked", s + 1)
            }
            (
                Phase::Flip | Phase::OpeningFlip { .. },
                GridlockAction::Flip(s) | GridlockAction::OpeningFlip(s),
            ) => {
                format!("slot {} is not a face-down card you may turn up", s + 1)
            }
            (Phase::Eliminate { .. }, GridlockAction::Eliminate(line)) => {
                format!("the {line} is not complete")
            }
            (phase, action) => format!("{action:?} is not a move now ({phase:?})"),
        };
        Err(IllegalAction::new(reason))
    }
}

impl Game for GridlockGame {
    type Action = GridlockAction;
    type View = GridlockView;
    type Event = GridlockEvent;
    type Card = Card;

    const INFO: GameInfo = INFO;

    fn new(settings: &Settings, seed: u64) -> Result<Self, SettingsError> {
        INFO.validate(settings)?;
        let seats = usize::from(settings.seats);
        let mut game = GridlockGame {
            settings: settings.clone(),
            seed,
            last_round: settings.rounds.unwrap_or(MAX_ROUNDS),
            round: 1,
            // The first dealer is drawn from the seed; the dealer moves left every round.
            dealer: Seat((derive_seed(seed, 0xDEA1) % seats as u64) as u8),
            current: Seat(0),
            phase: Phase::Start,
            grids: Vec::new(),
            draw: Vec::new(),
            discard: Vec::new(),
            reshuffled: false,
            progress: 0,
            seen: Vec::new(),
            turns_taken: 0,
            went_out: None,
            last_turns_left: vec![0; seats],
            to_reveal: Vec::new(),
            totals: vec![0; seats],
            sheet: Vec::new(),
        };
        game.deal_round();
        Ok(game)
    }

    fn settings(&self) -> &Settings {
        &self.settings
    }

    fn turn(&self) -> Turn {
        self.to_act().into()
    }

    fn legal_actions(&self) -> Vec<GridlockAction> {
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

    fn apply(&mut self, action: &GridlockAction) -> Result<Vec<GridlockEvent>, IllegalAction> {
        self.check(action)?;
        let mut events = Vec::new();
        let seat = self.current;
        match (self.phase, *action) {
            (Phase::OpeningFlip { seat }, GridlockAction::OpeningFlip(slot)) => {
                let grid = &mut self.grids[seat.index()];
                let Slot::Down(card) = grid.slots[usize::from(slot)] else {
                    return refuse("that card is already face up");
                };
                grid.show(usize::from(slot), card);
                events.push(GridlockEvent::OpeningFlip { seat, slot, card });
                let next = seat.clockwise(1, self.seats());
                if next == self.dealer.clockwise(1, self.seats()) {
                    self.current = next;
                    self.begin_turn(&mut events);
                } else {
                    self.phase = Phase::OpeningFlip { seat: next };
                }
            }
            (Phase::Start, GridlockAction::TakeDiscard(slot)) => {
                let card = self.discard.pop().expect("checked: a card to take");
                events.push(GridlockEvent::TookDiscard { seat, card });
                self.replace(slot, card, &mut events);
                self.after_move(&mut events);
            }
            (Phase::Start, GridlockAction::Draw) => {
                let card = self.draw_card(&mut events);
                if card.is_gridlock() {
                    self.discard.push(card);
                    events.push(GridlockEvent::DrewGridLock { seat, card });
                    if self.flippable(seat).is_empty() {
                        self.end_turn(&mut events);
                    } else {
                        self.phase = Phase::Flip;
                    }
                } else {
                    events.push(GridlockEvent::Drew { seat, card });
                    self.phase = Phase::Drawn { card };
                }
            }
            (Phase::Drawn { card }, GridlockAction::Replace(slot)) => {
                self.replace(slot, card, &mut events);
                self.after_move(&mut events);
            }
            (Phase::Drawn { card }, GridlockAction::Refuse) => {
                self.discard.push(card);
                events.push(GridlockEvent::Refused { seat, card });
                if self.flippable(seat).is_empty() {
                    self.end_turn(&mut events);
                } else {
                    self.phase = Phase::Flip;
                }
            }
            (Phase::Flip, GridlockAction::Flip(slot)) => {
                let grid = &mut self.grids[seat.index()];
                let Slot::Down(card) = grid.slots[usize::from(slot)] else {
                    return refuse("that card is already face up");
                };
                grid.show(usize::from(slot), card);
                events.push(GridlockEvent::Flipped { seat, slot, card });
                self.after_move(&mut events);
            }
            (Phase::Eliminate { seat, moment }, GridlockAction::Eliminate(line)) => {
                self.eliminate(seat, line, &mut events);
                if !self.settle(seat, moment, &mut events) {
                    match moment {
                        Moment::Reveal => {
                            self.finish_reveal_of(seat);
                            self.continue_reveal(&mut events);
                        }
                        Moment::AfterMove => self.end_turn(&mut events),
                        Moment::TurnStart => self.turn_ready(&mut events),
                    }
                }
            }
            (phase, action) => {
                unreachable!("legal action {action:?} has no rule in phase {phase:?}")
            }
        }
        Ok(events)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let best = *self.totals.iter().max().expect("at least two seats");
        let leaders = self.totals.iter().filter(|&&t| t == best).count();
        let results = self
            .totals
            .iter()
            .map(|&t| match (t == best, leaders) {
                (true, 1) => SeatResult::Win,
                (true, _) => SeatResult::Draw,
                (false, _) => SeatResult::Loss,
            })
            .collect();
        Some(Outcome {
            results,
            scores: self.totals.iter().map(|&t| f64::from(t)).collect(),
        })
    }

    fn view(&self, seat: Seat) -> GridlockView {
        let phase = match self.phase {
            Phase::OpeningFlip { seat } => PhaseView::OpeningFlip { seat },
            Phase::Start => PhaseView::Start,
            Phase::Drawn { card } => PhaseView::Drawn {
                card: (self.current == seat).then_some(card),
            },
            Phase::Flip => PhaseView::Flip,
            Phase::Eliminate { seat, moment } => PhaseView::Eliminate { seat, moment },
            Phase::Over => PhaseView::Over,
        };
        let mut draw_known = Vec::new();
        if self.reshuffled {
            draw_known = self.draw.clone();
            if let Phase::Drawn { card } = self.phase
                && self.current != seat
            {
                draw_known.push(card);
            }
            draw_known.sort();
        }
        GridlockView {
            settings: self.settings.clone(),
            me: seat,
            round: self.round,
            dealer: self.dealer,
            current: self.current,
            phase,
            grids: self.grids.iter().map(Grid::view).collect(),
            discard: self.discard.clone(),
            draw_count: self.draw.len(),
            draw_known,
            reshuffled: self.reshuffled,
            turns_taken: self.turns_taken,
            went_out: self.went_out,
            last_turns_left: self.last_turns_left.clone(),
            totals: self.totals.clone(),
            sheet: self.sheet.clone(),
        }
    }

    /// Unseen cards are dealt at random over the face-down slots, the draw pile and another seat's
    /// drawn card; after a reshuffle the draw pile (and a card just drawn from it) come from the
    /// known cards. The match seed is drawn afresh, so later reshuffles and deals are unknown too.
    ///
    /// Search horizon: a sample ends the match after the current round, so playouts stay within
    /// one round; a seat's cumulative score still counts in who wins.
    fn determinize(view: &GridlockView, rng: &mut GameRng) -> Self {
        let seats = view.seats();
        let mut unseen: Vec<Card> = Vec::new();
        for (kind, &n) in view.unseen_kinds().iter().enumerate() {
            let card = match kind {
                WILD_KIND => Card::WILD,
                k if k < 36 => Card::number(Suit::ALL[k / 9], (k % 9) as u8 + 1),
                _ => Card::gridlock(LockAim::Row),
            };
            if kind != LOCK_KIND {
                unseen.extend(std::iter::repeat_n(card, usize::from(n)));
            }
        }
        // GRID#LOCK cards are told apart by aim: put back exactly the unseen ones.
        if uses_gridlocks(&view.settings) {
            for aim in [LockAim::Row, LockAim::Column, LockAim::Both] {
                let card = Card::gridlock(aim);
                let seen = view
                    .grids
                    .iter()
                    .flat_map(|g| g.slots.iter())
                    .filter(|s| **s == SlotView::FaceUp(card))
                    .count()
                    // Two wilds take a GRID#LOCK card with them when they go.
                    + view
                        .grids
                        .iter()
                        .flat_map(|g| g.eliminated.iter().flat_map(|e| e.cards))
                        .filter(|&c| c == card)
                        .count()
                    + view.discard.iter().filter(|&&c| c == card).count()
                    + view.draw_known.iter().filter(|&&c| c == card).count();
                if seen == 0 {
                    unseen.push(card);
                }
            }
        }
        rng.shuffle(&mut unseen);
        let mut known_pile = view.draw_known.clone();
        rng.shuffle(&mut known_pile);
        let drawn_hidden = matches!(view.phase, PhaseView::Drawn { card: None });
        let mut drawn = None;
        if drawn_hidden {
            drawn = Some(if view.reshuffled {
                known_pile.pop().expect("a card drawn from a known pile")
            } else {
                unseen.pop().expect("an unseen drawn card")
            });
        }
        let grids = view
            .grids
            .iter()
            .map(|g| {
                let mut slots = [Slot::Empty; 9];
                for (slot, seen) in slots.iter_mut().zip(g.slots) {
                    *slot = match seen {
                        SlotView::Empty => Slot::Empty,
                        SlotView::FaceUp(card) => Slot::Up(card),
                        SlotView::FaceDown => {
                            Slot::Down(unseen.pop().expect("an unseen card per face-down slot"))
                        }
                    };
                }
                Grid {
                    slots,
                    locks: g.locks,
                    direction: g.direction,
                    eliminated: g.eliminated.clone(),
                }
            })
            .collect();
        let draw = if view.reshuffled { known_pile } else { unseen };
        debug_assert_eq!(draw.len(), view.draw_count);
        let phase = match view.phase {
            PhaseView::OpeningFlip { seat } => Phase::OpeningFlip { seat },
            PhaseView::Start => Phase::Start,
            PhaseView::Drawn { card } => Phase::Drawn {
                card: card.or(drawn).expect("a drawn card"),
            },
            PhaseView::Flip => Phase::Flip,
            PhaseView::Eliminate { seat, moment } => Phase::Eliminate { seat, moment },
            PhaseView::Over => Phase::Over,
        };
        let to_reveal = match (view.went_out, view.phase) {
            (
                Some(goer),
                PhaseView::Eliminate {
                    seat,
                    moment: Moment::Reveal,
                },
            ) => {
                // Those after the deciding seat, up to the goer, have not revealed yet.
                let mut order = Vec::new();
                let mut s = seat;
                while s != goer {
                    order.push(s);
                    s = s.clockwise(1, seats);
                }
                order
            }
            _ => Vec::new(),
        };
        GridlockGame {
            settings: view.settings.clone(),
            seed: rng.next_u64(),
            last_round: view.round,
            round: view.round,
            dealer: view.dealer,
            current: view.current,
            phase,
            grids,
            draw,
            discard: view.discard.clone(),
            reshuffled: view.reshuffled,
            progress: 0,
            seen: Vec::new(),
            turns_taken: view.turns_taken,
            went_out: view.went_out,
            last_turns_left: view.last_turns_left.clone(),
            to_reveal,
            totals: view.totals.clone(),
            sheet: view.sheet.clone(),
        }
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = Vec::with_capacity(120);
        for grid in &self.grids {
            for slot in grid.slots {
                if let Slot::Down(c) | Slot::Up(c) = slot {
                    all.push(c);
                }
            }
            for e in &grid.eliminated {
                all.extend(e.cards);
            }
        }
        if let Phase::Drawn { card } = self.phase {
            all.push(card);
        }
        all.extend(&self.discard);
        all.extend(&self.draw);
        all
    }

    fn deck(settings: &Settings) -> Vec<Card> {
        let mut deck = Vec::with_capacity(120);
        for suit in Suit::ALL {
            for value in 1..=9 {
                deck.extend([Card::number(suit, value); 3]);
            }
        }
        if uses_wilds(settings) {
            deck.extend([Card::WILD; 9]);
        }
        if uses_gridlocks(settings) {
            deck.extend([
                Card::gridlock(LockAim::Row),
                Card::gridlock(LockAim::Column),
                Card::gridlock(LockAim::Both),
            ]);
        }
        deck
    }

    /// A round's progress (cards turned up or gone, lines eliminated) grows at most `12 * seats`
    /// times, and between two steps at most [`STALL_LIMIT_PER_SEAT`] turns a seat start. A turn is
    /// at most three plies (take or draw, place or refuse, turn up) besides elimination choices,
    /// which are fewer than the lines: three a seat.
    fn max_plies(settings: &Settings) -> usize {
        let seats = usize::from(settings.seats);
        let steps = 12 * seats + 1;
        let turns = steps * (STALL_LIMIT_PER_SEAT * seats + 1);
        let per_round = seats + 3 * turns + 3 * seats;
        per_round * usize::from(settings.rounds.unwrap_or(MAX_ROUNDS))
    }

    fn opening(&self) -> Vec<GridlockEvent> {
        vec![GridlockEvent::RoundDealt {
            round: self.round,
            dealer: self.dealer,
        }]
    }

    fn narrate(event: &GridlockEvent, viewer: Option<Seat>) -> Option<String> {
        narrate::line(event, viewer)
    }

    fn describe_action(&self, action: &GridlockAction) -> String {
        narrate::action(self, action)
    }
}
