//! # Grid of Shadows
//!
//! A bluffing game for 2 to 6 players. The deck holds the numbers 1 to 10 in Blue and Yellow,
//! four copies of each (80 cards); the `extended` variant adds four each of Wrath, Reflect,
//! Gamble and Indecisive (96 cards).
//!
//! **Setup.** Seven cards to each player, nine face down in a 3x3 grid, two set aside face down
//! for the final challenge, the rest is the draw pile. The starting player (drawn from the seed)
//! turns two grid cards face up for free.
//!
//! **A turn.** The player must either *play* (one to four cards from the hand, face down, onto a
//! face-up grid card, declaring a colour; the number is the grid card's) or *flip* (turn a
//! face-down grid card up and draw one card, then play or end the turn). Any card may be laid: a
//! declaration can be a lie.
//!
//! **The sequence.** After every play each other player, clockwise from the next, is asked
//! "Lights!" or "Let it pass" (a [`ReactionWindow`]; the first caller closes it). If nobody calls,
//! the next player clockwise plays on top, claiming the same number and colour, or passes; when it
//! comes back to the last player (everyone else passed) that player may add more cards or pass,
//! and that pass ends the sequence.
//!
//! **"Lights!"** reveals the last player's run of consecutive cards. Any card that does not match
//! its declaration is a bluff: the bluffer takes the grid card with every card on it and draws a
//! penalty card, and no ability fires. Otherwise the caller takes them and the penalty, and the
//! declared ability fires as normal.
//!
//! **Abilities** (the declared number's, counted over the whole sequence): 1 Whisper (last: draw
//! one, discard one), 2 Deceive (last: give a card to another player), 3 Smite (each card: make a
//! player draw one), 4 Blessing (first: flip a face-down grid card, optionally play on it),
//! 5 Silence (first: the next player's turn is skipped), 6 Shift (last: draw two, put one face
//! down in place of a grid card, the other at the bottom of the pile), 7 Luck (last: discard a grid
//! card with its stack and put a card from the hand face down there), 8 Summon (first: add a
//! face-up card from the pile to the grid, optionally play on it), 9 Hunger (each card: its player
//! draws two), 10 Balance (each card: everyone draws one). "First" fires once for the first play,
//! "Last" once for the last play, "Each" once per card, in the order laid.
//!
//! **Resolve.** After a "Lights!" every face-up grid card (with its stack) is discarded and every
//! gap is refilled face down; the next player starts with two free flips. Otherwise a grid card
//! with three or more cards on it collapses (discarded with its stack, refilled face down).
//!
//! **The end.** Emptying the hand wins at once. When the draw pile is empty at the end of a turn,
//! the *final challenge* starts: the two set-aside cards join the grid face up, face-up grid cards
//! with cards on them are discarded, and players in turn must play face up exact matches (number
//! and colour) onto face-up grid cards (the grid card and the played cards are discarded, then the
//! player turns a face-down card up) or pass. No abilities. When every player has passed in a
//! row the lowest hand total wins (extended cards count 10).
//!
//! **Extended cards.** *Wrath*, *Gamble* and *Indecisive* are declared in a sequence as a one-card
//! play on someone's play; *Reflect* is declared when a 2, 3 or Wrath effect is assigned to you.
//! Each declaration can be a bluff and gets its own "Lights!" window.
//! * Wrath (one per turn, not on your own play): ends the sequence; the number's ability is
//!   ignored; its player makes another player draw two; the stack is then discarded. Turned over
//!   on the grid: the revealer draws two, Wrath is discarded and the space refilled face down.
//!   Revealed by "Lights!": the caller draws two (on top of any Lights penalty).
//! * Reflect (one per turn): the effect, and every later 2/3/Wrath effect assigned to that player
//!   this turn, goes back to whoever assigned it. Caught bluffing: the bluffer takes the stack,
//!   the penalty and the effect. Turned over on the grid: the space is blocked until a refresh.
//! * Gamble (one per turn, not on your own play): ends the sequence, the number's ability is
//!   ignored; the previous play is revealed: true, the Gambler discards a card; false, the Gambler
//!   draws three; the stack is then discarded. Turned over on the grid: the revealer guesses "5 or
//!   lower", "6 or higher" or "power card", Gamble is discarded and replaced by a face-up card from
//!   the pile; a wrong guess draws one.
//! * Indecisive (no limit): switches the sequence colour. Turned over on the grid: any number and
//!   colour may be declared on it; at the end of the turn it is discarded with its stack.
//!
//! **What each seat sees** ([`GridView`]): its own hand; every face-up card; the grid's shape,
//! stack sizes with who laid each card and what was declared; its own cards in stacks; face-down
//! grid cards and draw-pile cards it placed itself (Luck, Shift); hand sizes; the draw pile's size;
//! the discard pile's size and every card in it that it saw go there (revealed, face up, or its
//! own) — this memory is what the bots count cards from; the cards it saw go into other hands (a
//! "Lights!" pickup: the grid card, the revealed run, its own cards in the stack; a gift it gave)
//! and has not seen leave them ([`GridView::hand_memory`]); the turn's public record (plays,
//! claims, pending abilities). It never sees other hands, others' face-down cards, the set-aside cards,
//! another player's cards being laid, Shift's draws of another, or a gift before it arrives.
//!
//! ## Choices where the rulebook and NOTES leave room (each pinned by a test in
//! `tests/grid_of_shadows_rules.rs` and listed on the in-app rules page)
//! * The starting player is drawn at random from the seed.
//! * Free flips (at the start and after a "Lights!") are taken, not optional: two, as long as
//!   face-down cards remain.
//! * A play holds one to four cards (only four copies of a number and colour exist).
//! * The last player may add more cards when everyone else has passed; their pass ends the sequence.
//! * Going out: the last card may still be challenged; the win is settled when its "Lights!"
//!   window closes (nobody called, or the call failed).
//! * Shift: the replaced grid card and any cards on it are discarded.
//! * Blessing and Summon: the optional play on the new card starts a new sequence of its own,
//!   after the current turn resolves, if that card is still face up then; the regular turn then
//!   passes on from the original player.
//! * Silence skips the player after the turn's original player.
//! * Smite, Deceive and Wrath target another player, never oneself.
//! * Discards from the hand (Whisper, Gamble) are face up.
//! * Draws from an empty pile are skipped; a gap that cannot be refilled stays empty; the final
//!   challenge starts when the turn in which the pile ran out resolves (pending bonus plays lapse).
//! * A truthful Wrath caught by "Lights!" only makes the caller draw two (plus the Lights penalty);
//!   its target effect does not also fire. A truthful Gamble resolves after the caller takes the
//!   stack. Any Wrath card revealed by "Lights!" or Gamble costs its revealer two cards.
//! * Any "Lights!" in a turn (including one on a Reflect) makes that turn end with the refresh.
//! * In the final challenge a player who can match must play; extended cards cannot be matched or
//!   played; turned-over cards have no effect; it ends when every player has passed in a row, and
//!   ties for the lowest total share the win.
//! * A player who can neither play nor flip (no playable face-up card, no face-down card) ends the
//!   turn without acting.

mod bot;
mod determinize;
mod narrate;

use crate::engine::{
    Game, GameInfo, GameRng, IllegalAction, Outcome, ReactionWindow, Seat, SeatResult, Settings,
    SettingsError, Turn, Variant,
};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::fmt;

pub use narrate::ability_name;

/// The most cards one play may hold.
pub const MAX_PLAY: usize = 4;
/// Cards dealt to each hand.
pub const HAND_SIZE: usize = 7;
/// Every seat's bit in a knowledge mask.
const EVERYONE: u8 = 0xFF;

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

fn bit(seat: Seat) -> u8 {
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
        cards: Vec<Card>,
        reason: DrawReason,
    },
    /// `cards` are seen by the player only.
    Played {
        seat: Seat,
        slot: u8,
        claim: Claim,
        cards: Vec<Card>,
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
        card: Card,
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
        card: Card,
        to_bottom: bool,
    },
    /// `card` is seen by the player only.
    Lucky {
        seat: Seat,
        slot: u8,
        card: Card,
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
    settings: Settings,
    rules: GridRules,
    hands: Vec<Vec<Card>>,
    grid: Vec<Slot>,
    /// Top is the last element.
    draw: Vec<Tracked>,
    discard: Vec<Tracked>,
    set_aside: Vec<Card>,
    turn_owner: Seat,
    ctx: Option<TurnCtx>,
    phase: Phase,
    free_flips_next: bool,
    silence: bool,
    final_started: bool,
    /// Cards being laid in the current play (seen by their player only).
    laid: Vec<Card>,
    /// Shift's two draws (seen by the shifter only).
    shift_drawn: Vec<Card>,
    /// Deceive's card on its way (seen by the giver only).
    transit: Option<Card>,
    /// The card a Deceive gave this turn, while its receiver may still send it back (seen by
    /// giver and receiver).
    gift_taken: Option<Card>,
    /// Sequences of this turn whose grid rules wait on a Blessing or Summon play, outermost first.
    deferred: Vec<TurnCtx>,
    /// What each seat remembers of the other hands, at `viewer * seats + owner`: cards it saw go
    /// into that hand and has not seen leave it (see [`GridView::hand_memory`]).
    memory: Vec<Vec<Card>>,
}

/// A secret held by one seat: its cards if the viewer is that seat, else only how many.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Secret {
    Mine(Vec<Card>),
    Hidden(usize),
}

impl Secret {
    pub fn len(&self) -> usize {
        match self {
            Secret::Mine(cards) => cards.len(),
            Secret::Hidden(n) => *n,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn mine(&self) -> &[Card] {
        match self {
            Secret::Mine(cards) => cards,
            Secret::Hidden(_) => &[],
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GridCardView {
    FaceUp(Card),
    FaceDown,
    /// Face down, placed by the viewer.
    FaceDownKnown(Card),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StackCardView {
    Mine { card: Card, claim: Claim },
    Theirs { by: Seat, claim: Claim },
    Shown { by: Seat, card: Card, claim: Claim },
}

impl StackCardView {
    pub fn by(&self, me: Seat) -> Seat {
        match self {
            StackCardView::Mine { .. } => me,
            StackCardView::Theirs { by, .. } | StackCardView::Shown { by, .. } => *by,
        }
    }

    pub fn claim(&self) -> Claim {
        match self {
            StackCardView::Mine { claim, .. }
            | StackCardView::Theirs { claim, .. }
            | StackCardView::Shown { claim, .. } => *claim,
        }
    }
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SlotView {
    pub card: Option<GridCardView>,
    pub stack: Vec<StackCardView>,
}

/// Everything one seat knows.
#[derive(Clone, PartialEq, Debug)]
pub struct GridView {
    pub settings: Settings,
    pub extended: bool,
    pub me: Seat,
    pub hand: Vec<Card>,
    pub hand_sizes: Vec<usize>,
    pub grid: Vec<SlotView>,
    pub draw_size: usize,
    /// Draw-pile cards this seat placed, by position from the bottom.
    pub draw_known: Vec<(usize, Card)>,
    /// The seat's memory of the discard pile: every card it saw go there, sorted.
    pub discard_known: Vec<Card>,
    pub discard_size: usize,
    pub set_aside: usize,
    pub turn_owner: Seat,
    pub ctx: Option<TurnCtx>,
    pub phase: Phase,
    pub free_flips_next: bool,
    pub silence: bool,
    pub final_started: bool,
    pub laid: Secret,
    pub shift_drawn: Secret,
    pub transit: Option<Secret>,
    /// The card a Deceive gave this turn while it may still be sent back: known to the giver
    /// and the receiver.
    pub gift_taken: Option<Secret>,
    /// Sequences of this turn whose grid rules wait on a Blessing or Summon play.
    pub deferred: Vec<TurnCtx>,
    /// For each other seat, cards this seat saw go into that hand (picked up after a "Lights!",
    /// a Deceive gift it gave) and has not seen leave it, nor seen elsewhere since. A face-down
    /// play claiming such a card is taken to have used it. Empty for the seat itself.
    pub hand_memory: Vec<Vec<Card>>,
}

impl GridView {
    pub fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    pub fn to_act(&self) -> Option<Seat> {
        self.phase.seat()
    }

    /// Copies of `card` this seat can place for certain outside other hands and hidden places:
    /// its hand, face-up cards, its own stack cards, shown cards, the discard it remembers, its
    /// known face-down and draw-pile cards, its cards in flight.
    pub fn accounted(&self, card: Card) -> usize {
        let mut n = self.hand.iter().filter(|&&c| c == card).count();
        n += self.discard_known.iter().filter(|&&c| c == card).count();
        n += self.draw_known.iter().filter(|(_, c)| *c == card).count();
        for slot in &self.grid {
            match slot.card {
                Some(GridCardView::FaceUp(c)) | Some(GridCardView::FaceDownKnown(c))
                    if c == card =>
                {
                    n += 1
                }
                _ => {}
            }
            for s in &slot.stack {
                match s {
                    StackCardView::Mine { card: c, .. } | StackCardView::Shown { card: c, .. }
                        if *c == card =>
                    {
                        n += 1
                    }
                    _ => {}
                }
            }
        }
        let in_flight = self
            .laid
            .mine()
            .iter()
            .chain(self.shift_drawn.mine())
            .chain(self.transit.iter().flat_map(Secret::mine))
            .chain(self.hand_memory.iter().flatten());
        n + in_flight.filter(|&&c| c == card).count()
    }

    /// How many cards this seat cannot see anywhere (others' hands and every hidden place).
    pub fn unseen_count(&self) -> usize {
        let total = deck_for(self.extended).len();
        let mut seen = self.hand.len() + self.discard_known.len() + self.draw_known.len();
        for slot in &self.grid {
            if matches!(
                slot.card,
                Some(GridCardView::FaceUp(_)) | Some(GridCardView::FaceDownKnown(_))
            ) {
                seen += 1;
            }
            seen += slot
                .stack
                .iter()
                .filter(|s| !matches!(s, StackCardView::Theirs { .. }))
                .count();
        }
        seen += self.laid.mine().len() + self.shift_drawn.mine().len();
        seen += self.hand_memory.iter().map(Vec::len).sum::<usize>();
        if let Some(t) = &self.transit {
            seen += t.mine().len();
        }
        total - seen
    }
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

fn insert_sorted(hand: &mut Vec<Card>, card: Card) {
    let at = hand.partition_point(|&c| c <= card);
    hand.insert(at, card);
}

fn remove_one(hand: &mut Vec<Card>, card: Card) -> bool {
    match hand.iter().position(|&c| c == card) {
        Some(i) => {
            hand.remove(i);
            true
        }
        None => false,
    }
}

fn distinct(cards: &[Card]) -> Vec<Card> {
    let mut out: Vec<Card> = cards.to_vec();
    out.sort();
    out.dedup();
    out
}

fn refuse<T>(reason: impl Into<String>) -> Result<T, IllegalAction> {
    Err(IllegalAction::new(reason))
}

impl GridOfShadowsGame {
    /// A position with chosen hands, grid (face-down unless listed in `face_up`), set-aside cards
    /// and draw pile (top last), the given seat starting with its free flips. For tests.
    pub fn from_layout(
        settings: &Settings,
        hands: Vec<Vec<Card>>,
        grid: Vec<(Card, bool)>,
        set_aside: Vec<Card>,
        draw: Vec<Card>,
        starter: Seat,
        free_flips: bool,
    ) -> GridOfShadowsGame {
        let seats = usize::from(settings.seats);
        let hands = hands
            .into_iter()
            .map(|mut h| {
                h.sort();
                h
            })
            .collect();
        let mut game = GridOfShadowsGame {
            settings: settings.clone(),
            rules: GridRules::from_variant(&settings.variant),
            hands,
            grid: grid
                .into_iter()
                .map(|(card, face_up)| Slot {
                    card: Some(GridCard {
                        card,
                        face_up,
                        known_by: if face_up { EVERYONE } else { 0 },
                    }),
                    stack: Vec::new(),
                })
                .collect(),
            draw: draw
                .into_iter()
                .map(|card| Tracked { card, known_by: 0 })
                .collect(),
            discard: Vec::new(),
            set_aside,
            turn_owner: starter,
            ctx: None,
            phase: Phase::Main {
                seat: starter,
                flipped: false,
            },
            free_flips_next: false,
            silence: false,
            final_started: false,
            laid: Vec::new(),
            shift_drawn: Vec::new(),
            transit: None,
            gift_taken: None,
            deferred: Vec::new(),
            memory: vec![Vec::new(); seats * seats],
        };
        let mut events = Vec::new();
        game.start_game(starter, free_flips, &mut events);
        game
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat.index()]
    }
    pub fn grid(&self) -> &[Slot] {
        &self.grid
    }
    pub fn draw_pile(&self) -> Vec<Card> {
        self.draw.iter().map(|t| t.card).collect()
    }
    pub fn discard_pile(&self) -> Vec<Card> {
        self.discard.iter().map(|t| t.card).collect()
    }
    pub fn set_aside(&self) -> &[Card] {
        &self.set_aside
    }
    pub fn ctx(&self) -> Option<&TurnCtx> {
        self.ctx.as_ref()
    }
    pub fn turn_owner(&self) -> Seat {
        self.turn_owner
    }
    pub fn is_final(&self) -> bool {
        self.final_started
    }

    fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    fn draw_cards(
        &mut self,
        seat: Seat,
        n: usize,
        reason: DrawReason,
        events: &mut Vec<GridEvent>,
    ) {
        let mut cards = Vec::new();
        for _ in 0..n {
            let Some(t) = self.draw.pop() else { break };
            insert_sorted(&mut self.hands[seat.index()], t.card);
            cards.push(t.card);
        }
        if !cards.is_empty() {
            events.push(GridEvent::Drew {
                seat,
                cards,
                reason,
            });
        }
    }

    fn discard_card(&mut self, card: Card, known_by: u8) {
        self.discard.push(Tracked { card, known_by });
    }

    fn memory_mut(&mut self, viewer: Seat, owner: Seat) -> &mut Vec<Card> {
        let seats = self.seats();
        &mut self.memory[viewer.index() * seats + owner.index()]
    }

    /// `viewer` saw `card` go into `owner`'s hand.
    fn remember(&mut self, viewer: Seat, owner: Seat, card: Card) {
        if viewer != owner {
            self.memory_mut(viewer, owner).push(card);
        }
    }

    /// `viewer` saw `card` leave `owner`'s hand.
    fn forget(&mut self, viewer: Seat, owner: Seat, card: Card) {
        if viewer != owner {
            remove_one(self.memory_mut(viewer, owner), card);
        }
    }

    fn remember_public(&mut self, owner: Seat, card: Card) {
        for viewer in Seat::all(self.seats()) {
            self.remember(viewer, owner, card);
        }
    }

    fn forget_public(&mut self, owner: Seat, card: Card) {
        for viewer in Seat::all(self.seats()) {
            self.forget(viewer, owner, card);
        }
    }

    /// A face-down play claiming a remembered card is taken to have used the remembered copies:
    /// the claim is the natural reading, and forgetting is the safe side of a guess.
    fn forget_claimed(&mut self, owner: Seat, claim: Claim, count: usize) {
        let card = claim.card();
        for viewer in Seat::all(self.seats()) {
            for _ in 0..count {
                self.forget(viewer, owner, card);
            }
        }
    }

    /// A memory never holds more cards than the hand: when cards left it unseen and outnumber
    /// what the rest of the hand could hide, the seat lets go of its oldest memories.
    fn cap_memory(&mut self) {
        let seats = self.seats();
        for (i, memory) in self.memory.iter_mut().enumerate() {
            let held = self.hands[i % seats].len();
            if memory.len() > held {
                memory.drain(..memory.len() - held);
            }
        }
    }

    /// Sends a slot's grid card and stack to the discard pile.
    fn clear_slot(&mut self, slot: usize) {
        let taken = std::mem::take(&mut self.grid[slot]);
        if let Some(g) = taken.card {
            let known = if g.face_up { EVERYONE } else { g.known_by };
            self.discard_card(g.card, known);
        }
        for s in taken.stack {
            let known = if s.shown { EVERYONE } else { bit(s.by) };
            self.discard_card(s.card, known);
        }
    }

    fn refill(&mut self, slot: usize) {
        if let Some(t) = self.draw.pop() {
            self.grid[slot].card = Some(GridCard {
                card: t.card,
                face_up: false,
                known_by: t.known_by,
            });
        }
    }

    fn playable(&self, slot: usize) -> bool {
        matches!(
            self.grid[slot].card,
            Some(GridCard { face_up: true, card, .. }) if matches!(card, Card::Number { .. } | Card::Indecisive)
        )
    }

    fn face_down_slots(&self) -> Vec<u8> {
        (0..self.grid.len())
            .filter(|&i| matches!(self.grid[i].card, Some(GridCard { face_up: false, .. })))
            .map(|i| i as u8)
            .collect()
    }

    fn playable_slots(&self) -> Vec<u8> {
        (0..self.grid.len())
            .filter(|&i| self.playable(i))
            .map(|i| i as u8)
            .collect()
    }

    fn ctx_mut(&mut self) -> &mut TurnCtx {
        self.ctx.as_mut().expect("a sequence is under way")
    }

    /// The first turn: the starting player turns two cards up (they must), unless a test layout
    /// says otherwise.
    fn start_game(&mut self, seat: Seat, opening_flips: bool, events: &mut Vec<GridEvent>) {
        self.start_turn(seat, events);
        if opening_flips && matches!(self.phase, Phase::Main { .. }) {
            self.continue_free_flips(seat, 2, false);
        }
    }

    fn start_turn(&mut self, seat: Seat, events: &mut Vec<GridEvent>) {
        self.ctx = None;
        if self.draw.is_empty() {
            self.start_final(seat, events);
            return;
        }
        events.push(GridEvent::TurnBegins { seat });
        if std::mem::take(&mut self.free_flips_next) {
            self.continue_free_flips(seat, 2, true);
        } else {
            self.phase = Phase::Main {
                seat,
                flipped: false,
            };
        }
    }

    fn continue_free_flips(&mut self, seat: Seat, left: u8, optional: bool) {
        if left > 0 && !self.face_down_slots().is_empty() {
            self.phase = Phase::FreeFlips {
                seat,
                left,
                optional,
            };
        } else {
            self.phase = Phase::Main {
                seat,
                flipped: false,
            };
        }
    }

    fn flip(&mut self, seat: Seat, slot: usize, events: &mut Vec<GridEvent>) -> Card {
        let g = self.grid[slot].card.as_mut().expect("a face-down card");
        g.face_up = true;
        g.known_by = EVERYONE;
        let card = g.card;
        events.push(GridEvent::Flipped {
            seat,
            slot: slot as u8,
            card,
        });
        card
    }

    /// A card just turned face up by `seat` outside the final challenge: Wrath and Gamble act.
    /// A Gamble leaves a guess pending; otherwise play resumes with `after`.
    fn turned_up(&mut self, seat: Seat, slot: usize, after: After, events: &mut Vec<GridEvent>) {
        match self.grid[slot].card {
            Some(GridCard {
                card: Card::Wrath,
                face_up: true,
                ..
            }) => {
                events.push(GridEvent::WrathTurnedUp { seat });
                self.draw_cards(seat, 2, DrawReason::WrathRevealed, events);
                let g = self.grid[slot].card.take().expect("Wrath");
                self.discard_card(g.card, EVERYONE);
                self.refill(slot);
            }
            Some(GridCard {
                card: Card::Gamble,
                face_up: true,
                ..
            }) => {
                self.phase = Phase::Guess {
                    seat,
                    slot: slot as u8,
                    after,
                };
                return;
            }
            _ => {}
        }
        self.resume(seat, after, events);
    }

    fn resume(&mut self, seat: Seat, after: After, events: &mut Vec<GridEvent>) {
        match after {
            After::FreeFlips { left, optional } => self.continue_free_flips(seat, left, optional),
            After::Main => {
                self.phase = Phase::Main {
                    seat,
                    flipped: true,
                }
            }
            After::Tasks => self.run_tasks(events),
        }
    }

    /// Someone with an empty hand wins at once. True when the game is over.
    fn check_out(&mut self, events: &mut Vec<GridEvent>) -> bool {
        if matches!(self.phase, Phase::Over { .. }) {
            return true;
        }
        let start = self.turn_owner;
        let seats = self.seats();
        let winner = (0..seats)
            .map(|k| start.clockwise(k, seats))
            .find(|s| self.hands[s.index()].is_empty());
        if let Some(seat) = winner {
            events.push(GridEvent::WentOut { seat });
            self.phase = Phase::Over {
                winners: vec![seat],
                went_out: true,
            };
            return true;
        }
        false
    }

    fn open_window(&mut self, after: Seat, about: WindowAbout) {
        self.phase = Phase::Window {
            window: ReactionWindow::clockwise_after(after, self.seats()),
            about,
        };
    }

    fn commit_play(&mut self, seat: Seat, slot: u8, claim: Claim, events: &mut Vec<GridEvent>) {
        let cards = std::mem::take(&mut self.laid);
        self.forget_claimed(seat, claim, cards.len());
        let stack = &mut self.grid[usize::from(slot)].stack;
        let start = stack.len();
        for &card in &cards {
            stack.push(StackCard {
                card,
                by: seat,
                claim,
                shown: false,
            });
        }
        let positions: Vec<usize> = (start..start + cards.len()).collect();
        let ctx = self.ctx.as_mut().expect("a play belongs to a sequence");
        // A run is every card the last player laid since someone else played.
        if ctx.last_player() == Some(seat) && ctx.pending.is_none() {
            ctx.challengeable.extend(&positions);
        } else {
            ctx.challengeable = positions.clone();
        }
        ctx.plays.push(PlayRecord {
            seat,
            claim,
            cards: positions,
        });
        match claim {
            Claim::Wrath => ctx.wrath_used = true,
            Claim::Gamble => ctx.gamble_used = true,
            Claim::Reflect => ctx.reflect_used = true,
            Claim::Indecisive => ctx.colour = ctx.colour.other(),
            Claim::Number { .. } => {}
        }
        events.push(GridEvent::Played {
            seat,
            slot,
            claim,
            cards,
        });
        self.open_window(
            seat,
            if claim == Claim::Reflect {
                WindowAbout::Reflect
            } else {
                WindowAbout::Play
            },
        );
    }

    /// The window after a play closed with nobody calling.
    fn window_passed(&mut self, about: WindowAbout, events: &mut Vec<GridEvent>) {
        if self.check_out(events) {
            return;
        }
        let ctx = self.ctx.as_ref().expect("a window belongs to a sequence");
        match about {
            WindowAbout::Reflect => {
                let reflector = ctx.last_player().expect("a Reflect was played");
                self.reflect_stands(reflector, events);
            }
            WindowAbout::Play => {
                let last = ctx.plays.last().expect("a window follows a play");
                let seat = last.seat;
                match last.claim {
                    Claim::Wrath => {
                        events.push(GridEvent::SequenceEnds);
                        let ctx = self.ctx_mut();
                        ctx.discard_stack = true;
                        ctx.tasks = VecDeque::from([Task::Wrath { seat }]);
                        self.run_tasks(events);
                    }
                    Claim::Gamble => {
                        events.push(GridEvent::SequenceEnds);
                        let ctx = self.ctx_mut();
                        ctx.discard_stack = true;
                        ctx.tasks = VecDeque::from([Task::Gamble { seat }]);
                        self.run_tasks(events);
                    }
                    _ => {
                        self.phase = Phase::Sequence {
                            seat: seat.clockwise(1, self.seats()),
                        };
                    }
                }
            }
        }
    }

    fn number_tasks(&self) -> VecDeque<Task> {
        let ctx = self.ctx.as_ref().expect("a sequence");
        let plays: Vec<(Seat, usize)> = ctx
            .plays
            .iter()
            .filter(|p| matches!(p.claim, Claim::Number { .. }))
            .map(|p| (p.seat, p.cards.len()))
            .collect();
        let number = ctx.number;
        let mut tasks = VecDeque::new();
        match timing(number) {
            Timing::First => {
                if let Some(&(seat, _)) = plays.first() {
                    tasks.push_back(Task::Number { number, seat });
                }
            }
            Timing::Last => {
                if let Some(&(seat, _)) = plays.last() {
                    tasks.push_back(Task::Number { number, seat });
                }
            }
            Timing::Each => {
                for &(seat, count) in &plays {
                    for _ in 0..count {
                        tasks.push_back(Task::Number { number, seat });
                    }
                }
            }
        }
        tasks
    }

    fn end_sequence(&mut self, events: &mut Vec<GridEvent>) {
        events.push(GridEvent::SequenceEnds);
        let tasks = self.number_tasks();
        self.ctx_mut().tasks = tasks;
        self.run_tasks(events);
    }

    /// Cards of the play before the last one (a Gamble's target), with its record.
    fn previous_play(&self) -> Option<(Vec<Card>, bool)> {
        let ctx = self.ctx.as_ref()?;
        let n = ctx.plays.len();
        if n < 2 {
            return None;
        }
        let prev = &ctx.plays[n - 2];
        let stack = &self.grid[usize::from(ctx.slot)].stack;
        let cards: Vec<Card> = prev.cards.iter().map(|&i| stack[i].card).collect();
        let met = cards.iter().all(|&c| prev.claim.matches(c));
        Some((cards, met))
    }

    fn call_lights(&mut self, caller: Seat, about: WindowAbout, events: &mut Vec<GridEvent>) {
        let ctx = self.ctx.as_ref().expect("a window belongs to a sequence");
        let slot = usize::from(ctx.slot);
        let stack = &self.grid[slot].stack;
        let run = ctx.challengeable.clone();
        let accused = stack[run[0]].by;
        let cards: Vec<Card> = run.iter().map(|&i| stack[i].card).collect();
        let truthful = run.iter().all(|&i| stack[i].claim.matches(stack[i].card));
        let last_claim = ctx.plays.last().map(|p| p.claim);
        // A true Gamble still reveals the play beneath it, before the stack changes hands.
        let gamble = if truthful && last_claim == Some(Claim::Gamble) {
            self.previous_play()
        } else {
            None
        };
        events.push(GridEvent::Lights { caller, accused });
        events.push(GridEvent::Revealed {
            caller,
            accused,
            cards: cards.clone(),
            truthful,
        });
        let wraths = cards.iter().filter(|&&c| c == Card::Wrath).count();
        if wraths > 0 {
            self.draw_cards(caller, 2 * wraths, DrawReason::WrathRevealed, events);
        }
        let loser = if truthful { caller } else { accused };
        // The claimed copies were forgotten when they were declared; a bluff shows which
        // other cards really left the accused's hand.
        for &i in &run {
            let laid = self.grid[slot].stack[i];
            if !laid.claim.matches(laid.card) {
                self.forget_public(accused, laid.card);
            }
        }
        let taken = std::mem::take(&mut self.grid[slot]);
        let mut count = 0;
        if let Some(g) = taken.card {
            insert_sorted(&mut self.hands[loser.index()], g.card);
            self.remember_public(loser, g.card);
            count += 1;
        }
        for (i, s) in taken.stack.iter().enumerate() {
            insert_sorted(&mut self.hands[loser.index()], s.card);
            if s.shown || run.contains(&i) {
                self.remember_public(loser, s.card);
            } else {
                self.remember(s.by, loser, s.card);
            }
            count += 1;
        }
        events.push(GridEvent::TookStack { seat: loser, count });
        self.draw_cards(loser, 1, DrawReason::Penalty, events);
        let ctx = self.ctx_mut();
        ctx.lights = true;
        ctx.challengeable.clear();
        match about {
            WindowAbout::Reflect => {
                if self.check_out(events) {
                    return;
                }
                if truthful {
                    self.reflect_stands(accused, events);
                } else {
                    // The bluffer takes the effect it tried to send back.
                    match self.ctx_mut().pending {
                        Some(assignment) => self.settle_assignment(assignment, false, events),
                        None => self.run_tasks(events),
                    }
                }
            }
            WindowAbout::Play => {
                ctx.tasks.clear();
                if self.check_out(events) {
                    return;
                }
                events.push(GridEvent::SequenceEnds);
                if truthful {
                    match last_claim {
                        Some(Claim::Gamble) => {
                            let seat = accused;
                            if let Some((cards, met)) = gamble {
                                self.gamble_outcome(seat, cards, met, events);
                                if !matches!(self.phase, Phase::Decide { .. }) {
                                    self.run_tasks(events);
                                }
                                return;
                            }
                        }
                        // A true Wrath resolves as normal: only Wrath, aimed by its player.
                        Some(Claim::Wrath) => {
                            self.ctx_mut().tasks = VecDeque::from([Task::Wrath { seat: accused }]);
                        }
                        _ => {
                            let tasks = self.number_tasks();
                            self.ctx_mut().tasks = tasks;
                        }
                    }
                }
                self.run_tasks(events);
            }
        }
    }

    fn gamble_outcome(
        &mut self,
        seat: Seat,
        cards: Vec<Card>,
        met: bool,
        events: &mut Vec<GridEvent>,
    ) {
        events.push(GridEvent::GambleRevealed {
            seat,
            cards: cards.clone(),
            met,
        });
        let wraths = cards.iter().filter(|&&c| c == Card::Wrath).count();
        if wraths > 0 {
            self.draw_cards(seat, 2 * wraths, DrawReason::WrathRevealed, events);
        }
        if met && !self.hands[seat.index()].is_empty() {
            self.phase = Phase::Decide {
                seat,
                decision: Decision::GambleDiscard,
            };
        } else if !met {
            self.draw_cards(seat, 3, DrawReason::Gamble, events);
        }
    }

    /// Aims an effect at `to`; Reflect may answer it.
    fn assign(&mut self, assignment: Assignment, events: &mut Vec<GridEvent>) {
        events.push(GridEvent::Assigned {
            from: assignment.from,
            to: assignment.to,
            effect: assignment.effect,
        });
        let extended = self.rules.extended;
        let ctx = self.ctx_mut();
        ctx.pending = Some(assignment);
        if ctx.reflected_by == Some(assignment.to) {
            self.settle_assignment(assignment, true, events);
        } else if extended && !ctx.reflect_used && !self.hands[assignment.to.index()].is_empty() {
            self.phase = Phase::Decide {
                seat: assignment.to,
                decision: Decision::Reflect,
            };
        } else {
            self.settle_assignment(assignment, false, events);
        }
    }

    /// A card passes from one hand to another (a gift, or a gift sent back).
    fn give(&mut self, from: Seat, to: Seat, card: Card, events: &mut Vec<GridEvent>) {
        insert_sorted(&mut self.hands[to.index()], card);
        self.remember(from, to, card);
        self.forget(to, from, card);
        events.push(GridEvent::Gave { from, to, card });
    }

    /// A Reflect by `reflector` stands: the effect aimed at it now goes back, with every effect
    /// it took earlier this turn and any aimed at it later.
    fn reflect_stands(&mut self, reflector: Seat, events: &mut Vec<GridEvent>) {
        let ctx = self.ctx_mut();
        ctx.reflected_by = Some(reflector);
        let (earlier, kept): (Vec<Assignment>, Vec<Assignment>) =
            ctx.taken.drain(..).partition(|a| a.to == reflector);
        ctx.taken = kept;
        let pending = ctx.pending;
        for assignment in earlier {
            events.push(GridEvent::Reflected {
                seat: reflector,
                back_to: assignment.from,
            });
            match assignment.effect {
                Effect::Gift => {
                    // The given card goes back, unless it was itself laid as the Reflect.
                    if let Some(card) = self.gift_taken.take()
                        && remove_one(&mut self.hands[reflector.index()], card)
                    {
                        self.give(reflector, assignment.from, card, events);
                    }
                }
                Effect::Draw(n) => {
                    let reason = if n == 2 {
                        DrawReason::Wrath
                    } else {
                        DrawReason::Smite
                    };
                    self.draw_cards(assignment.from, usize::from(n), reason, events);
                }
            }
        }
        match pending {
            Some(assignment) => self.settle_assignment(assignment, true, events),
            None => self.run_tasks(events),
        }
    }

    fn settle_assignment(
        &mut self,
        assignment: Assignment,
        reflected: bool,
        events: &mut Vec<GridEvent>,
    ) {
        let ctx = self.ctx_mut();
        ctx.pending = None;
        if !reflected {
            ctx.taken.push(assignment);
        }
        let target = if reflected {
            events.push(GridEvent::Reflected {
                seat: assignment.to,
                back_to: assignment.from,
            });
            assignment.from
        } else {
            assignment.to
        };
        match assignment.effect {
            Effect::Gift => {
                let card = self.transit.take().expect("a gift is in transit");
                self.give(assignment.from, target, card, events);
                if !reflected {
                    self.gift_taken = Some(card);
                }
            }
            Effect::Draw(n) => {
                let reason = if n == 2 {
                    DrawReason::Wrath
                } else {
                    DrawReason::Smite
                };
                self.draw_cards(target, usize::from(n), reason, events);
            }
        }
        if self.check_out(events) {
            return;
        }
        self.run_tasks(events);
    }

    /// Once the abilities are done, each player who took a 2, 3 or Wrath effect this turn may
    /// still Reflect (while no Reflect has been played): true when one is asked.
    fn offer_last_reflect(&mut self) -> bool {
        if !self.rules.extended {
            return false;
        }
        let seats = self.seats();
        let owner = self.turn_owner;
        let ctx = self.ctx.as_mut().expect("a sequence");
        if ctx.reflect_used {
            return false;
        }
        let taken = &ctx.taken;
        let offers = ctx.last_offers.get_or_insert_with(|| {
            (0..seats)
                .map(|k| owner.clockwise(k, seats))
                .filter(|s| taken.iter().any(|a| a.to == *s))
                .collect()
        });
        while let Some(seat) = offers.pop_front() {
            if !self.hands[seat.index()].is_empty() {
                self.phase = Phase::Decide {
                    seat,
                    decision: Decision::Reflect,
                };
                return true;
            }
        }
        false
    }

    /// Fires queued abilities until one needs a decision or none are left.
    fn run_tasks(&mut self, events: &mut Vec<GridEvent>) {
        loop {
            if self.check_out(events) {
                return;
            }
            let Some(task) = self.ctx_mut().tasks.pop_front() else {
                if !self.offer_last_reflect() {
                    self.resolve(events);
                }
                return;
            };
            match task {
                Task::Wrath { seat } => {
                    self.phase = Phase::Decide {
                        seat,
                        decision: Decision::WrathTarget,
                    };
                    return;
                }
                Task::Gamble { seat } => {
                    let (cards, met) = self.previous_play().expect("Gamble lies on a play");
                    // The revealed cards stay on the stack face up until it is discarded.
                    let ctx = self.ctx.as_ref().expect("sequence");
                    let prev = ctx.plays[ctx.plays.len() - 2].cards.clone();
                    let slot = usize::from(ctx.slot);
                    for i in prev {
                        self.grid[slot].stack[i].shown = true;
                    }
                    self.gamble_outcome(seat, cards, met, events);
                    if matches!(self.phase, Phase::Decide { .. }) {
                        return;
                    }
                }
                Task::Number { number, seat } => {
                    events.push(GridEvent::Ability { seat, number });
                    if self.fire(number, seat, events) {
                        return;
                    }
                }
            }
        }
    }

    /// Fires one number ability; true when it waits on a decision.
    fn fire(&mut self, number: u8, seat: Seat, events: &mut Vec<GridEvent>) -> bool {
        let decide = |decision| Phase::Decide { seat, decision };
        match number {
            1 => {
                self.draw_cards(seat, 1, DrawReason::Whisper, events);
                if !self.hands[seat.index()].is_empty() {
                    self.phase = decide(Decision::WhisperDiscard);
                    return true;
                }
            }
            2 => {
                if !self.hands[seat.index()].is_empty() {
                    self.phase = decide(Decision::Deceive);
                    return true;
                }
            }
            3 => {
                self.phase = decide(Decision::Smite);
                return true;
            }
            4 => {
                if !self.face_down_slots().is_empty() {
                    self.phase = decide(Decision::Bless);
                    return true;
                }
            }
            5 => {
                self.silence = true;
                events.push(GridEvent::Silenced {
                    seat: self.turn_owner.clockwise(1, self.seats()),
                });
            }
            6 => {
                for _ in 0..2 {
                    if let Some(t) = self.draw.pop() {
                        self.shift_drawn.push(t.card);
                    }
                }
                if !self.shift_drawn.is_empty() && self.grid.iter().any(|s| s.card.is_some()) {
                    self.phase = decide(Decision::Shift);
                    return true;
                }
                // Nothing to replace: the draws go back under the pile.
                for card in std::mem::take(&mut self.shift_drawn) {
                    self.draw.insert(
                        0,
                        Tracked {
                            card,
                            known_by: bit(seat),
                        },
                    );
                }
            }
            7 => {
                let any = self.grid.iter().any(|s| s.card.is_some());
                if any && !self.hands[seat.index()].is_empty() {
                    self.phase = decide(Decision::Luck);
                    return true;
                }
            }
            8 => {
                if let Some(t) = self.draw.pop() {
                    let slot = self.grid.len();
                    self.grid.push(Slot {
                        card: Some(GridCard {
                            card: t.card,
                            face_up: true,
                            known_by: EVERYONE,
                        }),
                        stack: Vec::new(),
                    });
                    events.push(GridEvent::Summoned {
                        seat,
                        slot: slot as u8,
                        card: t.card,
                    });
                    self.ctx_mut().bonus = Some((seat, slot as u8));
                    self.turned_up(seat, slot, After::Tasks, events);
                    return true;
                }
            }
            9 => self.draw_cards(seat, 2, DrawReason::Hunger, events),
            10 => {
                let seats = self.seats();
                for k in 0..seats {
                    self.draw_cards(seat.clockwise(k, seats), 1, DrawReason::Balance, events);
                }
            }
            _ => unreachable!("numbers run 1 to 10"),
        }
        false
    }

    /// The end of a sequence's abilities. A Blessing or Summon play on the new card comes first,
    /// as part of the ability (a sequence of its own, this one's grid rules waiting on it); then
    /// the grid rules of every sequence of the turn, innermost first, and the next turn.
    fn resolve(&mut self, events: &mut Vec<GridEvent>) {
        let ctx = self.ctx.take().expect("a sequence to resolve");
        self.gift_taken = None;
        if let Some((seat, bonus_slot)) = ctx.bonus {
            let slot = usize::from(bonus_slot);
            if !self.draw.is_empty()
                && slot < self.grid.len()
                && self.playable(slot)
                && !self.hands[seat.index()].is_empty()
            {
                self.deferred.push(ctx);
                self.phase = Phase::Bonus {
                    seat,
                    slot: bonus_slot,
                };
                return;
            }
        }
        self.settle_grid(&ctx, events);
        self.finish_turn(events);
    }

    /// Settles the sequences waiting on a bonus play, then passes the turn on.
    fn finish_turn(&mut self, events: &mut Vec<GridEvent>) {
        while let Some(outer) = self.deferred.pop() {
            self.settle_grid(&outer, events);
        }
        self.end_turn(events);
    }

    /// The resolve step of one sequence: the refresh after a "Lights!", else the collapse (or the
    /// discard of a Wrath, Gamble or Indecisive stack).
    fn settle_grid(&mut self, ctx: &TurnCtx, events: &mut Vec<GridEvent>) {
        let slot = usize::from(ctx.slot);
        if ctx.lights {
            events.push(GridEvent::Refreshed);
            for i in 0..self.grid.len() {
                let face_up = matches!(self.grid[i].card, Some(GridCard { face_up: true, .. }));
                if face_up || self.grid[i].card.is_none() {
                    self.clear_slot(i);
                    self.refill(i);
                }
            }
            self.free_flips_next = true;
        } else if slot < self.grid.len() {
            let indecisive = matches!(
                self.grid[slot].card,
                Some(GridCard {
                    card: Card::Indecisive,
                    face_up: true,
                    ..
                })
            );
            if ctx.discard_stack || indecisive {
                events.push(GridEvent::StackCleared { slot: ctx.slot });
                self.clear_slot(slot);
                self.refill(slot);
            } else if self.grid[slot].stack.len() >= 3 {
                events.push(GridEvent::Collapsed { slot: ctx.slot });
                self.clear_slot(slot);
                self.refill(slot);
            }
        }
    }

    fn end_turn(&mut self, events: &mut Vec<GridEvent>) {
        let seats = self.seats();
        let mut next = self.turn_owner.clockwise(1, seats);
        if std::mem::take(&mut self.silence) {
            events.push(GridEvent::Skipped { seat: next });
            next = next.clockwise(1, seats);
        }
        self.turn_owner = next;
        self.start_turn(next, events);
    }

    fn start_final(&mut self, seat: Seat, events: &mut Vec<GridEvent>) {
        self.final_started = true;
        self.free_flips_next = false;
        self.silence = false;
        let set_aside = std::mem::take(&mut self.set_aside);
        events.push(GridEvent::FinalChallenge {
            set_aside: set_aside.clone(),
        });
        for i in 0..self.grid.len() {
            let face_up = matches!(self.grid[i].card, Some(GridCard { face_up: true, .. }));
            if (face_up && !self.grid[i].stack.is_empty())
                || (self.grid[i].card.is_none() && !self.grid[i].stack.is_empty())
            {
                self.clear_slot(i);
            }
        }
        for card in set_aside {
            self.grid.push(Slot {
                card: Some(GridCard {
                    card,
                    face_up: true,
                    known_by: EVERYONE,
                }),
                stack: Vec::new(),
            });
        }
        self.phase = Phase::Final { seat, passes: 0 };
        if self.check_out(events) {
            return;
        }
        if self.face_down_slots().is_empty() {
            // The challenge lasts while face-down cards remain: none are left to turn up.
            self.finish_by_totals(events);
            return;
        }
        self.final_or_pass(seat, 0, events);
    }

    fn final_options(&self, seat: Seat) -> Vec<(u8, u8)> {
        let hand = &self.hands[seat.index()];
        let mut out = Vec::new();
        for (i, slot) in self.grid.iter().enumerate() {
            if let Some(GridCard {
                card: card @ Card::Number { .. },
                face_up: true,
                ..
            }) = slot.card
            {
                let have = hand.iter().filter(|&&c| c == card).count();
                for count in 1..=have {
                    out.push((i as u8, count as u8));
                }
            }
        }
        out
    }

    fn final_or_pass(&mut self, seat: Seat, passes: u8, events: &mut Vec<GridEvent>) {
        let _ = events;
        self.turn_owner = seat;
        self.phase = Phase::Final { seat, passes };
    }

    fn finish_by_totals(&mut self, events: &mut Vec<GridEvent>) {
        let totals: Vec<u32> = self
            .hands
            .iter()
            .map(|h| h.iter().map(|c| c.value()).sum())
            .collect();
        let best = *totals.iter().min().expect("seats");
        let winners: Vec<Seat> = Seat::all(self.seats())
            .filter(|s| totals[s.index()] == best)
            .collect();
        events.push(GridEvent::Totals {
            totals,
            winners: winners.clone(),
        });
        self.phase = Phase::Over {
            winners,
            went_out: false,
        };
    }

    /// The reason `action` is illegal now, if it is.
    fn check(&self, action: &GridAction) -> Result<(), IllegalAction> {
        if self.legal_actions().contains(action) {
            Ok(())
        } else if matches!(self.phase, Phase::Over { .. }) {
            refuse("the game is over")
        } else {
            refuse(format!(
                "{} is not possible now: {}",
                narrate::action_label(action),
                narrate::phase_hint(&self.phase)
            ))
        }
    }
}

impl Game for GridOfShadowsGame {
    type Action = GridAction;
    type View = GridView;
    type Event = GridEvent;
    type Card = Card;

    const INFO: GameInfo = GameInfo {
        id: "grid-of-shadows",
        name: "Grid of Shadows",
        min_seats: 2,
        max_seats: 6,
        default_seats: 4,
        variants: &[Variant {
            id: "extended",
            name: "Extended rules",
            summary: "Adds Wrath, Reflect, Gamble and Indecisive, four of each.",
            single_round: false,
        }],
        rounds: None,
        rules: "",
    };

    fn new(settings: &Settings, seed: u64) -> Result<Self, SettingsError> {
        Self::INFO.validate(settings)?;
        let mut rng = GameRng::seeded(seed);
        let rules = GridRules::from_variant(&settings.variant);
        let mut deck = deck_for(rules.extended);
        rng.shuffle(&mut deck);
        let seats = usize::from(settings.seats);
        let mut hands = Vec::with_capacity(seats);
        for _ in 0..seats {
            let mut hand: Vec<Card> = deck.split_off(deck.len() - HAND_SIZE);
            hand.sort();
            hands.push(hand);
        }
        let grid: Vec<Slot> = (0..9)
            .map(|_| Slot {
                card: Some(GridCard {
                    card: deck.pop().expect("enough cards"),
                    face_up: false,
                    known_by: 0,
                }),
                stack: Vec::new(),
            })
            .collect();
        let set_aside = deck.split_off(deck.len() - 2);
        let starter = Seat(rng.below(seats) as u8);
        let mut game = GridOfShadowsGame {
            settings: settings.clone(),
            rules,
            hands,
            grid,
            draw: deck
                .into_iter()
                .map(|card| Tracked { card, known_by: 0 })
                .collect(),
            discard: Vec::new(),
            set_aside,
            turn_owner: starter,
            ctx: None,
            phase: Phase::Main {
                seat: starter,
                flipped: false,
            },
            free_flips_next: false,
            silence: false,
            final_started: false,
            laid: Vec::new(),
            shift_drawn: Vec::new(),
            transit: None,
            gift_taken: None,
            deferred: Vec::new(),
            memory: vec![Vec::new(); seats * seats],
        };
        game.start_game(starter, true, &mut Vec::new());
        Ok(game)
    }

    fn settings(&self) -> &Settings {
        &self.settings
    }

    fn turn(&self) -> Turn {
        self.phase.seat().into()
    }

    fn legal_actions(&self) -> Vec<GridAction> {
        legal::actions(self)
    }

    fn apply(&mut self, action: &GridAction) -> Result<Vec<GridEvent>, IllegalAction> {
        self.check(action)?;
        let events = self.apply_legal(action);
        self.cap_memory();
        Ok(events)
    }

    fn outcome(&self) -> Option<Outcome> {
        let Phase::Over { winners, .. } = &self.phase else {
            return None;
        };
        let results = Seat::all(self.seats())
            .map(|s| {
                if winners.contains(&s) {
                    SeatResult::Win
                } else {
                    SeatResult::Loss
                }
            })
            .collect();
        let scores = self
            .hands
            .iter()
            .map(|h| f64::from(h.iter().map(|c| c.value()).sum::<u32>()))
            .collect();
        Some(Outcome { results, scores })
    }

    fn view(&self, seat: Seat) -> GridView {
        let me = bit(seat);
        let grid = self
            .grid
            .iter()
            .map(|slot| SlotView {
                card: slot.card.map(|g| {
                    if g.face_up {
                        GridCardView::FaceUp(g.card)
                    } else if g.known_by & me != 0 {
                        GridCardView::FaceDownKnown(g.card)
                    } else {
                        GridCardView::FaceDown
                    }
                }),
                stack: slot
                    .stack
                    .iter()
                    .map(|s| {
                        if s.shown {
                            StackCardView::Shown {
                                by: s.by,
                                card: s.card,
                                claim: s.claim,
                            }
                        } else if s.by == seat {
                            StackCardView::Mine {
                                card: s.card,
                                claim: s.claim,
                            }
                        } else {
                            StackCardView::Theirs {
                                by: s.by,
                                claim: s.claim,
                            }
                        }
                    })
                    .collect(),
            })
            .collect();
        let mut discard_known: Vec<Card> = self
            .discard
            .iter()
            .filter(|t| t.known_by & me != 0)
            .map(|t| t.card)
            .collect();
        discard_known.sort();
        let secret = |owner: Option<Seat>, cards: &[Card]| {
            if owner == Some(seat) {
                Secret::Mine(cards.to_vec())
            } else {
                Secret::Hidden(cards.len())
            }
        };
        let laid_owner = match self.phase {
            Phase::Building { seat, .. } => Some(seat),
            _ => None,
        };
        let shift_owner = match self.phase {
            Phase::Decide {
                seat,
                decision: Decision::Shift,
            } => Some(seat),
            _ => None,
        };
        let transit = self.transit.map(|card| {
            let giver = self.ctx.as_ref().and_then(|c| c.pending).map(|p| p.from);
            secret(giver, &[card])
        });
        let gift_taken = self.gift_taken.map(|card| {
            let gift = self
                .ctx
                .as_ref()
                .and_then(|c| c.taken.iter().find(|a| a.effect == Effect::Gift).copied());
            match gift {
                Some(a) if a.from == seat || a.to == seat => Secret::Mine(vec![card]),
                _ => Secret::Hidden(1),
            }
        });
        let mut view = GridView {
            settings: self.settings.clone(),
            extended: self.rules.extended,
            me: seat,
            hand: self.hands[seat.index()].clone(),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            grid,
            draw_size: self.draw.len(),
            draw_known: self
                .draw
                .iter()
                .enumerate()
                .filter(|(_, t)| t.known_by & me != 0)
                .map(|(i, t)| (i, t.card))
                .collect(),
            discard_known,
            discard_size: self.discard.len(),
            set_aside: self.set_aside.len(),
            turn_owner: self.turn_owner,
            ctx: self.ctx.clone(),
            phase: self.phase.clone(),
            free_flips_next: self.free_flips_next,
            silence: self.silence,
            final_started: self.final_started,
            laid: secret(laid_owner, &self.laid),
            shift_drawn: secret(shift_owner, &self.shift_drawn),
            transit,
            gift_taken,
            deferred: self.deferred.clone(),
            hand_memory: vec![Vec::new(); self.seats()],
        };
        // A remembered card stays remembered only while the seat cannot place every copy
        // elsewhere (a card it lost track of may have surfaced on the discard or the grid).
        let seats = self.seats();
        for owner in 0..seats {
            for &card in &self.memory[seat.index() * seats + owner] {
                if view.accounted(card) < 4 {
                    view.hand_memory[owner].push(card);
                }
            }
        }
        view
    }

    fn determinize(view: &GridView, rng: &mut GameRng) -> Self {
        determinize::sample(view, rng)
    }

    fn cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.hands.iter().flatten().copied().collect();
        for slot in &self.grid {
            all.extend(slot.card.map(|g| g.card));
            all.extend(slot.stack.iter().map(|s| s.card));
        }
        all.extend(self.draw.iter().map(|t| t.card));
        all.extend(self.discard.iter().map(|t| t.card));
        all.extend(&self.set_aside);
        all.extend(&self.laid);
        all.extend(&self.shift_drawn);
        all.extend(self.transit);
        all
    }

    fn deck(settings: &Settings) -> Vec<Card> {
        deck_for(GridRules::from_variant(&settings.variant).extended)
    }

    fn max_plies(settings: &Settings) -> usize {
        // Potential argument: every turn either draws from the pile (which never grows: Shift puts
        // back one of two) or moves a card out of the hands for good or onto the grid, and a
        // Lights pickup costs a draw; so turns are at most (pile + 1) * (deck + 1). Within a turn
        // each card laid brings at most one window (seats - 1 answers), one pass round, one
        // declaration and a few ability decisions, and the final challenge at most one play or
        // pass per card per seat.
        let deck = Self::deck(settings).len();
        let seats = usize::from(settings.seats);
        let turns = (deck + 1) * (deck + 1);
        let per_turn = 8 + deck * (2 * seats + 8);
        turns * per_turn + deck * seats * 4
    }

    fn opening(&self) -> Vec<GridEvent> {
        vec![GridEvent::Starts {
            seat: self.turn_owner,
        }]
    }

    fn narrate(event: &GridEvent, viewer: Option<Seat>) -> Option<String> {
        narrate::line(event, viewer)
    }

    fn describe_action(&self, action: &GridAction) -> String {
        narrate::describe(self, action)
    }

    fn tallies(event: &GridEvent) -> Vec<(Seat, &'static str)> {
        match event {
            GridEvent::Played {
                seat, claim, cards, ..
            } => {
                let mut out = vec![(*seat, "plays")];
                if cards.iter().any(|&c| !claim.matches(c)) {
                    out.push((*seat, "bluffs"));
                }
                out
            }
            GridEvent::Revealed {
                caller, truthful, ..
            } => {
                if *truthful {
                    vec![(*caller, "challenges")]
                } else {
                    vec![(*caller, "challenges"), (*caller, "challenges won")]
                }
            }
            _ => Vec::new(),
        }
    }
}

mod legal;

impl GridOfShadowsGame {
    /// Plays an action `check` has accepted.
    fn apply_legal(&mut self, action: &GridAction) -> Vec<GridEvent> {
        let mut events = Vec::new();
        let seat = self.phase.seat().expect("a legal action has an actor");
        let seats = self.seats();
        match (self.phase.clone(), action.clone()) {
            (Phase::FreeFlips { left, optional, .. }, GridAction::FreeFlip(slot)) => {
                self.flip(seat, usize::from(slot), &mut events);
                self.turned_up(
                    seat,
                    usize::from(slot),
                    After::FreeFlips {
                        left: left - 1,
                        optional,
                    },
                    &mut events,
                );
            }
            (Phase::FreeFlips { .. }, GridAction::StopFlipping) => {
                events.push(GridEvent::StoppedFlipping { seat });
                self.continue_free_flips(seat, 0, true);
            }
            (Phase::Main { .. }, GridAction::Flip(slot)) => {
                self.flip(seat, usize::from(slot), &mut events);
                self.draw_cards(seat, 1, DrawReason::Flip, &mut events);
                self.turned_up(seat, usize::from(slot), After::Main, &mut events);
            }
            (Phase::Main { .. }, GridAction::EndTurn) => {
                events.push(GridEvent::EndedTurn { seat });
                self.end_turn(&mut events);
            }
            (Phase::Main { .. } | Phase::Bonus { .. }, GridAction::Lay { slot, card }) => {
                remove_one(&mut self.hands[seat.index()], card);
                self.laid.push(card);
                let g = self.grid[usize::from(slot)].card.expect("a playable card");
                let (number, colour) = match g.card {
                    Card::Number { number, colour } => (number, colour),
                    _ => (0, Colour::Blue),
                };
                self.ctx = Some(TurnCtx {
                    opener: seat,
                    slot,
                    number,
                    colour,
                    plays: Vec::new(),
                    challengeable: Vec::new(),
                    lights: false,
                    wrath_used: false,
                    gamble_used: false,
                    reflect_used: false,
                    reflected_by: None,
                    tasks: VecDeque::new(),
                    pending: None,
                    taken: Vec::new(),
                    last_offers: None,
                    discard_stack: false,
                    bonus: None,
                });
                self.phase = Phase::Building {
                    seat,
                    slot,
                    opening: true,
                };
            }
            (Phase::Sequence { .. }, GridAction::Lay { slot, card }) => {
                remove_one(&mut self.hands[seat.index()], card);
                self.laid.push(card);
                self.phase = Phase::Building {
                    seat,
                    slot,
                    opening: false,
                };
            }
            (Phase::Building { .. }, GridAction::Lay { card, .. }) => {
                remove_one(&mut self.hands[seat.index()], card);
                self.laid.push(card);
            }
            (Phase::Building { slot, opening, .. }, GridAction::Declare(claim)) => {
                if opening && let Claim::Number { number, colour } = claim {
                    let ctx = self.ctx_mut();
                    ctx.number = number;
                    ctx.colour = colour;
                }
                self.commit_play(seat, slot, claim, &mut events);
            }
            (Phase::Sequence { .. }, GridAction::Pass) => {
                events.push(GridEvent::Passed { seat });
                let last = self.ctx.as_ref().and_then(|c| c.last_player());
                if last == Some(seat) {
                    self.end_sequence(&mut events);
                } else {
                    self.phase = Phase::Sequence {
                        seat: seat.clockwise(1, seats),
                    };
                }
            }
            (Phase::Window { mut window, about }, GridAction::LetPass) => {
                events.push(GridEvent::LetPass { seat });
                window.pass();
                if window.is_open() {
                    self.phase = Phase::Window { window, about };
                } else {
                    self.window_passed(about, &mut events);
                }
            }
            (Phase::Window { about, .. }, GridAction::Lights) => {
                self.call_lights(seat, about, &mut events);
            }
            (
                Phase::Decide { .. },
                GridAction::WhisperDiscard(card) | GridAction::GambleDiscard(card),
            ) => {
                remove_one(&mut self.hands[seat.index()], card);
                self.forget_public(seat, card);
                self.discard_card(card, EVERYONE);
                events.push(GridEvent::Discarded { seat, card });
                self.run_tasks(&mut events);
            }
            (Phase::Decide { .. }, GridAction::Deceive { card, to }) => {
                remove_one(&mut self.hands[seat.index()], card);
                self.transit = Some(card);
                self.assign(
                    Assignment {
                        from: seat,
                        to,
                        effect: Effect::Gift,
                    },
                    &mut events,
                );
            }
            (Phase::Decide { .. }, GridAction::Smite(to)) => {
                self.assign(
                    Assignment {
                        from: seat,
                        to,
                        effect: Effect::Draw(1),
                    },
                    &mut events,
                );
            }
            (Phase::Decide { .. }, GridAction::WrathTarget(to)) => {
                events.push(GridEvent::WrathPlayed { seat, target: to });
                self.assign(
                    Assignment {
                        from: seat,
                        to,
                        effect: Effect::Draw(2),
                    },
                    &mut events,
                );
            }
            (Phase::Decide { .. }, GridAction::Bless(slot)) => {
                self.flip(seat, usize::from(slot), &mut events);
                self.ctx_mut().bonus = Some((seat, slot));
                self.turned_up(seat, usize::from(slot), After::Tasks, &mut events);
            }
            (Phase::Decide { .. }, GridAction::Shift { card, slot }) => {
                remove_one(&mut self.shift_drawn, card);
                let s = usize::from(slot);
                self.clear_slot(s);
                self.grid[s].card = Some(GridCard {
                    card,
                    face_up: false,
                    known_by: bit(seat),
                });
                let to_bottom = !self.shift_drawn.is_empty();
                for other in std::mem::take(&mut self.shift_drawn) {
                    self.draw.insert(
                        0,
                        Tracked {
                            card: other,
                            known_by: bit(seat),
                        },
                    );
                }
                events.push(GridEvent::Shifted {
                    seat,
                    slot,
                    card,
                    to_bottom,
                });
                self.run_tasks(&mut events);
            }
            (Phase::Decide { .. }, GridAction::Luck { slot, card }) => {
                remove_one(&mut self.hands[seat.index()], card);
                let s = usize::from(slot);
                self.clear_slot(s);
                self.grid[s].card = Some(GridCard {
                    card,
                    face_up: false,
                    known_by: bit(seat),
                });
                events.push(GridEvent::Lucky { seat, slot, card });
                self.run_tasks(&mut events);
            }
            (Phase::Decide { .. }, GridAction::Reflect(card)) => {
                remove_one(&mut self.hands[seat.index()], card);
                self.laid.push(card);
                let slot = self.ctx.as_ref().expect("sequence").slot;
                self.commit_play(seat, slot, Claim::Reflect, &mut events);
            }
            (Phase::Decide { .. }, GridAction::Accept) => {
                match self.ctx.as_ref().and_then(|c| c.pending) {
                    Some(assignment) => self.settle_assignment(assignment, false, &mut events),
                    // The last Reflect offer, declined.
                    None => self.run_tasks(&mut events),
                }
            }
            (Phase::Guess { slot, after, .. }, GridAction::Guess(guess)) => {
                let s = usize::from(slot);
                let g = self.grid[s].card.take().expect("the Gamble");
                self.discard_card(g.card, EVERYONE);
                let replacement = self.draw.pop().map(|t| t.card);
                let correct = replacement.is_none_or(|c| guess.fits(c));
                events.push(GridEvent::GambleGuessed {
                    seat,
                    guess,
                    card: replacement,
                    correct,
                });
                if let Some(card) = replacement {
                    self.grid[s].card = Some(GridCard {
                        card,
                        face_up: true,
                        known_by: EVERYONE,
                    });
                }
                if !correct {
                    self.draw_cards(seat, 1, DrawReason::Penalty, &mut events);
                }
                if matches!(after, After::Tasks) && self.check_out(&mut events) {
                    return events;
                }
                self.turned_up(seat, s, after, &mut events);
            }
            (Phase::Bonus { .. }, GridAction::Decline) => {
                self.finish_turn(&mut events);
            }
            (Phase::Final { .. }, GridAction::FinalPlay { slot, count }) => {
                let s = usize::from(slot);
                let g = self.grid[s].card.take().expect("a face-up card");
                self.discard_card(g.card, EVERYONE);
                let mut cards = Vec::new();
                for _ in 0..count {
                    remove_one(&mut self.hands[seat.index()], g.card);
                    self.forget_public(seat, g.card);
                    self.discard_card(g.card, EVERYONE);
                    cards.push(g.card);
                }
                events.push(GridEvent::FinalPlayed { seat, slot, cards });
                if self.check_out(&mut events) {
                    return events;
                }
                if self.face_down_slots().is_empty() {
                    self.finish_by_totals(&mut events);
                } else {
                    self.phase = Phase::FinalFlip { seat };
                }
            }
            (Phase::FinalFlip { .. }, GridAction::FinalFlip(slot)) => {
                self.flip(seat, usize::from(slot), &mut events);
                if self.face_down_slots().is_empty() {
                    // The last face-down card is up: the final challenge is over.
                    self.finish_by_totals(&mut events);
                } else {
                    self.final_or_pass(seat.clockwise(1, seats), 0, &mut events);
                }
            }
            (Phase::Final { passes, .. }, GridAction::FinalPass) => {
                events.push(GridEvent::FinalPassed { seat });
                if usize::from(passes) + 1 >= seats {
                    self.finish_by_totals(&mut events);
                } else {
                    self.final_or_pass(seat.clockwise(1, seats), passes + 1, &mut events);
                }
            }
            (phase, action) => unreachable!("{action:?} was listed as legal in {phase:?}"),
        }
        events
    }
}
