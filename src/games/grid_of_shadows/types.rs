//! The cards, actions, events, phases and the state of a game of Grid of Shadows.

use crate::engine::{Faces, ReactionWindow, Seat, Settings};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::fmt;

use super::Declines;

/// Cards dealt to each hand.
pub const HAND_SIZE: usize = 7;
/// Every seat's bit in a knowledge mask.
pub(super) const EVERYONE: u8 = 0xFF;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Colour {
    Blue,
    Yellow,
}

impl Colour {
    pub const ALL: [Colour; 2] = [Colour::Blue, Colour::Yellow];

    pub fn other(self) -> Colour {
        match self {
            Colour::Blue => Colour::Yellow,
            Colour::Yellow => Colour::Blue,
        }
    }

    /// The colour in a card's id ("Blue 4"); players read `lang::grid_of_shadows().colour`.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Blue => "Blue",
            Colour::Yellow => "Yellow",
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Card {
    Number { number: u8, colour: Colour },
    Wrath,
    Reflect,
    Gamble,
    Indecisive,
}

impl Card {
    pub const fn num(number: u8, colour: Colour) -> Card {
        Card::Number { number, colour }
    }

    /// Its value in the final count: the number, or 10 for an extended card.
    pub fn value(self) -> u32 {
        match self {
            Card::Number { number, .. } => u32::from(number),
            _ => 10,
        }
    }

    pub fn number(self) -> Option<u8> {
        match self {
            Card::Number { number, .. } => Some(number),
            _ => None,
        }
    }

    pub fn is_extended(self) -> bool {
        !matches!(self, Card::Number { .. })
    }
}

/// The card's id ("Blue 4", "Wrath"): English in every language, as `data-card`, drag tokens and
/// records know it. Players read `lang::grid_of_shadows().card`.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Number { number, colour } => write!(f, "{} {number}", colour.name()),
            Card::Wrath => f.write_str("Wrath"),
            Card::Reflect => f.write_str("Reflect"),
            Card::Gamble => f.write_str("Gamble"),
            Card::Indecisive => f.write_str("Indecisive"),
        }
    }
}

/// What a face-down card is declared to be.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Claim {
    Number { number: u8, colour: Colour },
    Wrath,
    Reflect,
    Gamble,
    Indecisive,
}

impl Claim {
    pub fn matches(self, card: Card) -> bool {
        match (self, card) {
            (Claim::Number { number, colour }, c) => c == Card::Number { number, colour },
            (Claim::Wrath, Card::Wrath)
            | (Claim::Reflect, Card::Reflect)
            | (Claim::Gamble, Card::Gamble)
            | (Claim::Indecisive, Card::Indecisive) => true,
            _ => false,
        }
    }
}

impl Claim {
    /// The card this claim says was laid.
    pub fn card(self) -> Card {
        match self {
            Claim::Number { number, colour } => Card::num(number, colour),
            Claim::Wrath => Card::Wrath,
            Claim::Reflect => Card::Reflect,
            Claim::Gamble => Card::Gamble,
            Claim::Indecisive => Card::Indecisive,
        }
    }
}

/// The claimed card's id, like [`Card`]'s. Players read `lang::grid_of_shadows().card`.
impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Claim::Number { number, colour } => write!(f, "{} {number}", colour.name()),
            Claim::Wrath => f.write_str("Wrath"),
            Claim::Reflect => f.write_str("Reflect"),
            Claim::Gamble => f.write_str("Gamble"),
            Claim::Indecisive => f.write_str("Indecisive"),
        }
    }
}

/// When a number's ability fires during a sequence.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Timing {
    First,
    Each,
    Last,
}

pub fn timing(number: u8) -> Timing {
    match number {
        4 | 5 | 8 => Timing::First,
        3 | 9 | 10 => Timing::Each,
        _ => Timing::Last,
    }
}

/// The guess made when a Gamble is turned over on the grid.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Guess {
    Low,
    High,
    Power,
}

impl Guess {
    pub const ALL: [Guess; 3] = [Guess::Low, Guess::High, Guess::Power];

    pub fn fits(self, card: Card) -> bool {
        match (self, card.number()) {
            (Guess::Low, Some(n)) => n <= 5,
            (Guess::High, Some(n)) => n >= 6,
            (Guess::Power, None) => true,
            _ => false,
        }
    }

    /// The guess's id on the table ("5 or lower"); players read `lang::grid_of_shadows().guess`.
    pub fn name(self) -> &'static str {
        match self {
            Guess::Low => "5 or lower",
            Guess::High => "6 or higher",
            Guess::Power => "a power card",
        }
    }
}

#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum GridAction {
    /// A free flip at the start of a turn.
    FreeFlip(u8),
    /// After a "Lights!": take no more free flips (the opening flips must be taken).
    StopFlipping,
    /// Flip a face-down grid card and draw one.
    Flip(u8),
    /// Lay a card face down on a grid card (starting a play or adding to it).
    Lay {
        slot: u8,
        card: Card,
    },
    /// Finish the play being laid with this declaration.
    Declare(Claim),
    /// After a flip: do not play.
    EndTurn,
    /// Let the sequence go by.
    Pass,
    Lights,
    LetPass,
    WhisperDiscard(Card),
    Deceive {
        card: Card,
        to: Seat,
    },
    Smite(Seat),
    Bless(u8),
    /// Put this drawn card face down in place of the grid card at `slot`.
    Shift {
        card: Card,
        slot: u8,
    },
    Luck {
        slot: u8,
        card: Card,
    },
    WrathTarget(Seat),
    GambleDiscard(Card),
    Guess(Guess),
    /// Declare this card as a Reflect.
    Reflect(Card),
    /// Take the assigned effect.
    Accept,
    /// Do not make the optional play offered by Blessing or Summon.
    Decline,
    FinalPlay {
        slot: u8,
        count: u8,
    },
    FinalFlip(u8),
    FinalPass,
}

/// An ability waiting to fire.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Task {
    Number { number: u8, seat: Seat },
    Wrath { seat: Seat },
    Gamble { seat: Seat },
}

/// A 2, 3 or Wrath effect aimed at a player, which Reflect can send back.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Effect {
    /// A card handed over (the card itself is in transit, seen by the giver only).
    Gift,
    Draw(u8),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Assignment {
    pub from: Seat,
    pub to: Seat,
    pub effect: Effect,
}

/// One play in a sequence.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PlayRecord {
    pub seat: Seat,
    pub claim: Claim,
    /// Positions in the slot's stack.
    pub cards: Vec<usize>,
}

/// The public record of the sequence being played.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct TurnCtx {
    pub opener: Seat,
    pub slot: u8,
    pub number: u8,
    pub colour: Colour,
    pub plays: Vec<PlayRecord>,
    /// Stack positions a "Lights!" now would reveal.
    pub challengeable: Vec<usize>,
    pub lights: bool,
    pub wrath_used: bool,
    pub gamble_used: bool,
    pub reflect_used: bool,
    pub reflected_by: Option<Seat>,
    pub tasks: VecDeque<Task>,
    pub pending: Option<Assignment>,
    /// Effects carried out on their target this turn, unreflected: a later Reflect by that
    /// target sends them back too.
    pub taken: Vec<Assignment>,
    /// Once the abilities are done: the seats still to be offered a last Reflect (`None` until
    /// then).
    pub last_offers: Option<VecDeque<Seat>>,
    /// Wrath or Gamble stood: the stack goes to the discard at the end.
    pub discard_stack: bool,
    pub bonus: Option<(Seat, u8)>,
}

impl TurnCtx {
    pub fn last_player(&self) -> Option<Seat> {
        self.plays.last().map(|p| p.seat)
    }
}

/// What a "Lights!" window is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum WindowAbout {
    Play,
    Reflect,
}

/// Where to go after a Gamble turned over on the grid is guessed.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum After {
    FreeFlips { left: u8, optional: bool },
    Main,
    Tasks,
}

/// A decision an ability asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Decision {
    WhisperDiscard,
    Deceive,
    Smite,
    Bless,
    Shift,
    Luck,
    WrathTarget,
    GambleDiscard,
    Reflect,
}

/// Where the game stands; public (hidden cards in flight live outside it).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Phase {
    /// Free flips: the opening two must be taken, the two after a "Lights!" may be.
    FreeFlips {
        seat: Seat,
        left: u8,
        optional: bool,
    },
    Main {
        seat: Seat,
        flipped: bool,
    },
    Building {
        seat: Seat,
        slot: u8,
        opening: bool,
    },
    Window {
        window: ReactionWindow,
        about: WindowAbout,
    },
    Sequence {
        seat: Seat,
    },
    Decide {
        seat: Seat,
        decision: Decision,
    },
    Bonus {
        seat: Seat,
        slot: u8,
    },
    Guess {
        seat: Seat,
        slot: u8,
        after: After,
    },
    Final {
        seat: Seat,
        passes: u8,
    },
    FinalFlip {
        seat: Seat,
    },
    Over {
        winners: Vec<Seat>,
        went_out: bool,
    },
}

impl Phase {
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Phase::FreeFlips { seat, .. }
            | Phase::Main { seat, .. }
            | Phase::Building { seat, .. }
            | Phase::Sequence { seat }
            | Phase::Decide { seat, .. }
            | Phase::Bonus { seat, .. }
            | Phase::Guess { seat, .. }
            | Phase::Final { seat, .. }
            | Phase::FinalFlip { seat } => Some(*seat),
            Phase::Window { window, .. } => window.asked(),
            Phase::Over { .. } => None,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GridCard {
    pub card: Card,
    pub face_up: bool,
    /// Seats that know this face-down card (bit per seat).
    pub known_by: u8,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StackCard {
    pub card: Card,
    pub by: Seat,
    pub claim: Claim,
    /// Turned face up by a Gamble and left on the stack.
    pub shown: bool,
    /// The seats that remembered the claimed card in the layer's hand when this card was laid
    /// (one remembered copy vouches for one card of the run): a claim they have reason to believe.
    pub vouched_by: u8,
    /// How freshly the layer had shown it held none of the claimed card when it laid this one
    /// ([`Declines::of`]): public, a claim everyone has reason to doubt.
    pub declined: u8,
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Slot {
    pub card: Option<GridCard>,
    pub stack: Vec<StackCard>,
}

/// A card in a pile with the seats that know it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Tracked {
    pub card: Card,
    pub known_by: u8,
}

pub(super) fn bit(seat: Seat) -> u8 {
    1 << seat.0
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum DrawReason {
    Flip,
    Penalty,
    Whisper,
    Smite,
    Hunger,
    Balance,
    Wrath,
    Gamble,
    WrathRevealed,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GridEvent {
    Starts {
        seat: Seat,
    },
    TurnBegins {
        seat: Seat,
    },
    StoppedFlipping {
        seat: Seat,
    },
    Flipped {
        seat: Seat,
        slot: u8,
        card: Card,
    },
    /// `cards` are seen by the drawer only.
    Drew {
        seat: Seat,
        cards: Faces<Card>,
        reason: DrawReason,
    },
    /// `cards` are seen by the player only.
    Played {
        seat: Seat,
        slot: u8,
        claim: Claim,
        cards: Faces<Card>,
    },
    EndedTurn {
        seat: Seat,
    },
    Passed {
        seat: Seat,
    },
    LetPass {
        seat: Seat,
    },
    Lights {
        caller: Seat,
        accused: Seat,
    },
    Revealed {
        caller: Seat,
        accused: Seat,
        cards: Vec<Card>,
        truthful: bool,
    },
    TookStack {
        seat: Seat,
        count: usize,
    },
    SequenceEnds,
    Ability {
        seat: Seat,
        number: u8,
    },
    Discarded {
        seat: Seat,
        card: Card,
    },
    /// `card` is seen by giver and receiver only.
    Gave {
        from: Seat,
        to: Seat,
        card: Option<Card>,
    },
    Assigned {
        from: Seat,
        to: Seat,
        effect: Effect,
    },
    Reflected {
        seat: Seat,
        back_to: Seat,
    },
    Silenced {
        seat: Seat,
    },
    Skipped {
        seat: Seat,
    },
    /// `card` is seen by the shifter only.
    Shifted {
        seat: Seat,
        slot: u8,
        card: Option<Card>,
        to_bottom: bool,
    },
    /// `card` is seen by the player only.
    Lucky {
        seat: Seat,
        slot: u8,
        card: Option<Card>,
    },
    Summoned {
        seat: Seat,
        slot: u8,
        card: Card,
    },
    WrathPlayed {
        seat: Seat,
        target: Seat,
    },
    GambleRevealed {
        seat: Seat,
        cards: Vec<Card>,
        met: bool,
    },
    WrathTurnedUp {
        seat: Seat,
    },
    GambleGuessed {
        seat: Seat,
        guess: Guess,
        card: Option<Card>,
        correct: bool,
    },
    Collapsed {
        slot: u8,
    },
    StackCleared {
        slot: u8,
    },
    Refreshed,
    FinalChallenge {
        set_aside: Vec<Card>,
    },
    FinalPlayed {
        seat: Seat,
        slot: u8,
        cards: Vec<Card>,
    },
    FinalPassed {
        seat: Seat,
    },
    WentOut {
        seat: Seat,
    },
    Totals {
        totals: Vec<u32>,
        winners: Vec<Seat>,
    },
}

/// The rules a game is played with, read once from the variant string.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct GridRules {
    /// Wrath, Reflect, Gamble and Indecisive are in the deck (variant `extended`).
    pub extended: bool,
}

impl GridRules {
    /// The rules of a variant [`GameInfo::validate`] accepted: `""` or `"extended"`.
    pub fn from_variant(variant: &str) -> GridRules {
        GridRules {
            extended: variant == "extended",
        }
    }
}

#[derive(Clone, PartialEq, Debug)]
pub struct GridOfShadowsGame {
    pub(super) settings: Settings,
    pub(super) rules: GridRules,
    pub(super) hands: Vec<Vec<Card>>,
    pub(super) grid: Vec<Slot>,
    /// Top is the last element.
    pub(super) draw: Vec<Tracked>,
    pub(super) discard: Vec<Tracked>,
    pub(super) set_aside: Vec<Card>,
    pub(super) turn_owner: Seat,
    pub(super) ctx: Option<TurnCtx>,
    pub(super) phase: Phase,
    pub(super) free_flips_next: bool,
    pub(super) silence: bool,
    pub(super) final_started: bool,
    /// Cards being laid in the current play (seen by their player only).
    pub(super) laid: Vec<Card>,
    /// Shift's two draws (seen by the shifter only).
    pub(super) shift_drawn: Vec<Card>,
    /// Deceive's card on its way (seen by the giver only).
    pub(super) transit: Option<Card>,
    /// The card a Deceive gave this turn, while its receiver may still send it back (seen by
    /// giver and receiver).
    pub(super) gift_taken: Option<Card>,
    /// Sequences of this turn whose grid rules wait on a Blessing or Summon play, outermost first.
    pub(super) deferred: Vec<TurnCtx>,
    /// What each seat remembers of the other hands, at `viewer * seats + owner`: cards it saw go
    /// into that hand and has not seen leave it (see [`GridView::hand_memory`]).
    pub(super) memory: Vec<Vec<Card>>,
    /// What each player has shown it does not hold.
    pub(super) declines: Declines,
}

pub fn deck_for(extended: bool) -> Vec<Card> {
    let mut deck = Vec::with_capacity(96);
    for number in 1..=10 {
        for colour in Colour::ALL {
            for _ in 0..4 {
                deck.push(Card::num(number, colour));
            }
        }
    }
    if extended {
        for card in [Card::Wrath, Card::Reflect, Card::Gamble, Card::Indecisive] {
            deck.extend([card; 4]);
        }
    }
    deck
}

pub(super) fn insert_sorted(hand: &mut Vec<Card>, card: Card) {
    let at = hand.partition_point(|&c| c <= card);
    hand.insert(at, card);
}

pub(super) fn distinct(cards: &[Card]) -> Vec<Card> {
    let mut out: Vec<Card> = cards.to_vec();
    out.sort();
    out.dedup();
    out
}
