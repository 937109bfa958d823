//! GRID#LOCK's nouns: cards, lines, grids, actions, events, phases and the state itself.

use super::{PENALTY, SCORING_CHART};
use crate::engine::{Seat, Settings};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The four suits, each with a shape as well as a colour.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Suit {
    Flame,
    Wave,
    Leaf,
    Star,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Flame, Suit::Wave, Suit::Leaf, Suit::Star];

    /// The suit's id, part of a card's id ([`Card`]'s `Display`); players read the name the
    /// current language gives it (`lang::gridlock`).
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
pub struct Card(pub(super) u8);

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

/// The card's id ("7 Flame", "wild"): the table's `data-card`, drag tokens and tests rely on it,
/// so it never changes with the language. Players read the name `lang::gridlock` gives it.
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

/// The line in English ("top row"), for messages to developers (tests, panics); players read
/// the name the current language gives it (`lang::gridlock`).
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

impl Combo {
    pub fn points(self) -> i32 {
        SCORING_CHART
            .iter()
            .find(|(c, _, _)| *c == self)
            .map(|(_, p, _)| *p)
            .expect("every combination is on the chart")
    }
}

/// One place of a grid.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Slot {
    /// Eliminated: nothing here any more.
    Empty,
    Down(Card),
    Up(Card),
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

impl Grid {
    pub(super) fn dealt(cards: &[Card]) -> Grid {
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
    pub(super) fn show(&mut self, slot: usize, card: Card) {
        self.slots[slot] = Slot::Up(card);
        self.locks[slot] = if card.is_gridlock() {
            LockStage::Pending
        } else {
            LockStage::Free
        };
    }

    pub(super) fn open_lines(&self) -> i32 {
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
pub(crate) enum Phase {
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

/// The variant, read once when the table is dealt.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rules {
    /// The nine wilds are in the deck (not `no-wilds`).
    pub wilds: bool,
    /// The three GRID#LOCK cards are in the deck (not `no-gridlock`).
    pub gridlocks: bool,
}

#[derive(Clone, PartialEq, Debug)]
pub struct GridlockGame {
    pub(super) settings: Settings,
    /// The variant, read once from the settings.
    pub(super) rules: Rules,
    /// The match seed: later deals and reshuffles derive from it.
    pub(super) seed: u64,
    /// The match ends after this round at the latest (a sample for search may end it sooner).
    pub(super) last_round: u8,
    pub(super) round: u8,
    pub(super) dealer: Seat,
    pub(crate) current: Seat,
    pub(crate) phase: Phase,
    pub(crate) grids: Vec<Grid>,
    /// Top card last.
    pub(super) draw: Vec<Card>,
    /// Top card last.
    pub(crate) discard: Vec<Card>,
    /// The draw pile was rebuilt from known cards this round.
    pub(super) reshuffled: bool,
    pub(super) turns_taken: u32,
    /// Cards turned up or gone and lines eliminated this round, all grids together. It only ever
    /// grows, so no position before its last change can come back.
    pub(super) progress: u16,
    /// Hashes of the positions at the start of each turn since `progress` last changed.
    pub(super) seen: Vec<u64>,
    pub(super) went_out: Option<Seat>,
    pub(super) last_turns_left: Vec<u8>,
    /// Seats still to reveal their grids after someone went out, in order.
    pub(super) to_reveal: Vec<Seat>,
    pub(super) totals: Vec<i32>,
    pub(super) sheet: Vec<RoundRecord>,
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
    /// Only the drawer is told the card (`None` in what everyone else is given).
    Drew {
        seat: Seat,
        card: Option<Card>,
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
    /// Complete lines a GRID#LOCK card kept from going this turn: they go at the start of the
    /// owner's next turn.
    Waiting {
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
