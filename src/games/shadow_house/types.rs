//! Shadow House's cards, actions, events, phases and the state itself.

use super::LIGHTNING;
use crate::engine::{SealedChoices, Seat, Settings};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Points that end a match.
pub const TARGET_POINTS: u8 = 5;
/// Cards dealt to each player.
pub const HAND_SIZE: usize = 4;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Card {
    FirstOnTheScene,
    Culprit,
    Detective,
    Accomplice,
    Sheriff,
    Alibi,
    Toby,
    Baby,
    Share,
    Rumors,
    Frenzy,
    Soothsayer,
    Witness,
    Servant,
    Housekeeper,
    Swap,
}

impl Card {
    pub const ALL: [Card; 16] = [
        Card::FirstOnTheScene,
        Card::Culprit,
        Card::Detective,
        Card::Accomplice,
        Card::Sheriff,
        Card::Alibi,
        Card::Toby,
        Card::Baby,
        Card::Share,
        Card::Rumors,
        Card::Frenzy,
        Card::Soothsayer,
        Card::Witness,
        Card::Servant,
        Card::Housekeeper,
        Card::Swap,
    ];

    /// Copies in the box.
    pub fn copies(self) -> usize {
        match self {
            Card::Detective | Card::Share | Card::Rumors | Card::Witness | Card::Swap => 4,
            Card::Alibi => 5,
            Card::Accomplice => 2,
            _ => 1,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Card::FirstOnTheScene => "First on the scene",
            Card::Culprit => "Culprit",
            Card::Detective => "Detective",
            Card::Accomplice => "Accomplice",
            Card::Sheriff => "Sheriff",
            Card::Alibi => "Alibi",
            Card::Toby => "Toby",
            Card::Baby => "Baby of the family",
            Card::Share => "Share",
            Card::Rumors => "Rumors",
            Card::Frenzy => "Frenzy",
            Card::Soothsayer => "Soothsayer",
            Card::Witness => "Witness",
            Card::Servant => "Servant",
            Card::Housekeeper => "Housekeeper",
            Card::Swap => "Swap",
        }
    }

    /// Cards played onto another player.
    pub fn targets(self) -> bool {
        matches!(
            self,
            Card::Detective
                | Card::Accomplice
                | Card::Sheriff
                | Card::Toby
                | Card::Witness
                | Card::Swap
        )
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The starter cards for a table of `seats` (3 to 8).
pub fn starter(seats: usize) -> Vec<Card> {
    let i = seats.clamp(3, 8) - 3;
    let detectives = [1, 1, 1, 2, 2, 2][i];
    let accomplices = [0, 1, 1, 2, 2, 2][i];
    let alibis = [1, 1, 2, 2, 3, 3][i];
    let mut cards = vec![Card::FirstOnTheScene, Card::Culprit, Card::Sheriff];
    cards.extend(std::iter::repeat_n(Card::Detective, detectives));
    cards.extend(std::iter::repeat_n(Card::Accomplice, accomplices));
    cards.extend(std::iter::repeat_n(Card::Alibi, alibis));
    cards.sort();
    cards
}

/// The whole box, sorted.
pub fn full_deck() -> Vec<Card> {
    Card::ALL
        .iter()
        .flat_map(|&c| std::iter::repeat_n(c, c.copies()))
        .collect()
}

/// What a Detective is told.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Reply {
    /// "Yes, I am the culprit."
    Yes,
    /// "No, I'm not the culprit!" (the truth, or forced by an Alibi).
    No,
}

/// The Soothsayer's fixed statements.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Statement {
    Suspect(Seat),
    Vouch(Seat),
    NoIdea,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum ShadowAction {
    /// Place a card that needs no target (or a targeting card when nobody can be targeted).
    Play(Card),
    /// Place a targeting card onto another player.
    PlayAt { card: Card, target: Seat },
    /// Answer a Detective (forced by the cards).
    Answer(Reply),
    /// Discard a card for an Accomplice.
    Discard(Card),
    /// Pass a card: Share, Frenzy, a Witness swap, a Swap.
    Give(Card),
    /// After a Witness look that found the Culprit or an Accomplice: swap a card with that player.
    SwapWithWitnessed,
    /// After a Witness look: leave the hands as they are.
    KeepHands,
    /// The Soothsayer's statement.
    Say(Statement),
}

/// Who is told of a happening.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Audience {
    Everyone,
    Only(Seat),
}

/// How a round ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Ending {
    Detective {
        by: Seat,
    },
    Toby {
        by: Seat,
    },
    /// The culprit played (`discarded == false`) or was made to discard their last card, the Culprit.
    CulpritEscaped {
        discarded: bool,
    },
    /// As `CulpritEscaped`, but the culprit had the handcuffs.
    Handcuffed {
        discarded: bool,
    },
}

/// A finished round, public once it is over.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct RoundResult {
    pub round: u8,
    pub ending: Ending,
    pub culprit: Seat,
    pub accomplices: Vec<Seat>,
    /// Points each seat scored this round (scored even in the lightning variant, to tell winners).
    pub points: Vec<u8>,
}

impl RoundResult {
    pub fn won(&self, seat: Seat) -> bool {
        self.points[seat.index()] > 0
    }

    /// The part `seat` played in the round, as the rulebook's scoring table names it.
    pub fn part(&self, seat: Seat) -> Part {
        if seat == self.culprit {
            return Part::Culprit;
        }
        if self.accomplices.contains(&seat) {
            return Part::Accomplice;
        }
        match self.ending {
            Ending::Detective { by } if by == seat => Part::Detective,
            Ending::Toby { by } if by == seat => Part::Toby,
            _ => Part::Innocent,
        }
    }
}

/// A seat's part in a finished round: the culprit, an accomplice, the Detective or Toby that
/// found the culprit, or one of the innocent others.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Part {
    Culprit,
    Accomplice,
    Detective,
    Toby,
    Innocent,
}

/// Something that happened.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Happening {
    RoundDealt {
        round: u8,
    },
    /// Private: your four cards.
    Dealt {
        cards: Vec<Card>,
    },
    TurnBegan {
        seat: Seat,
    },
    SkippedEmptyHand {
        seat: Seat,
    },
    Played {
        seat: Seat,
        card: Card,
        target: Option<Seat>,
    },
    Answered {
        seat: Seat,
        reply: Reply,
    },
    HandcuffsGiven {
        to: Seat,
    },
    Discarded {
        seat: Seat,
        card: Card,
    },
    DrewFromPile {
        seat: Seat,
    },
    /// Private: the card you drew.
    Drew {
        card: Card,
    },
    /// Toby made `target` reveal `card` to the whole table (the Culprit ends the round).
    TobyRevealed {
        target: Seat,
        card: Card,
    },
    /// Private: the Baby of the family showed you the culprit.
    BabyShowed {
        culprit: Seat,
    },
    /// Private: a Witness look.
    SawHand {
        seat: Seat,
        cards: Vec<Card>,
    },
    Shared {
        seats: Vec<Seat>,
    },
    /// Each `(taker, from)` took a random card from `from`.
    Rumored {
        pairs: Vec<(Seat, Seat)>,
    },
    FrenzyFizzled,
    FrenzyDealt {
        seats: Vec<Seat>,
    },
    /// Private: the Frenzy pool you saw.
    FrenzyPool {
        cards: Vec<Card>,
    },
    /// Private: a card you passed.
    Gave {
        to: Seat,
        card: Card,
    },
    /// Private: a card you received (`from` is `None` for the Frenzy deal).
    Got {
        from: Option<Seat>,
        card: Card,
    },
    /// Private: the card you put into the Frenzy pool.
    PutInPool {
        card: Card,
    },
    WitnessSwapped {
        witness: Seat,
        target: Seat,
    },
    WitnessKept {
        witness: Seat,
        target: Seat,
    },
    Swapped {
        player: Seat,
        target: Seat,
    },
    Said {
        seat: Seat,
        statement: Statement,
    },
    RoundEnded(RoundResult),
    MatchOver {
        winners: Vec<Seat>,
    },
}

impl Happening {
    /// The card faces this happening shows whoever is told of it.
    pub fn cards(&self) -> Vec<Card> {
        match self {
            Happening::Dealt { cards }
            | Happening::SawHand { cards, .. }
            | Happening::FrenzyPool { cards } => cards.clone(),
            Happening::Played { card, .. }
            | Happening::Discarded { card, .. }
            | Happening::Drew { card }
            | Happening::TobyRevealed { card, .. }
            | Happening::Gave { card, .. }
            | Happening::Got { card, .. }
            | Happening::PutInPool { card } => vec![*card],
            _ => Vec::new(),
        }
    }
}

/// One happening as a seat remembers it.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Note {
    /// Seen by this seat alone.
    pub private: bool,
    pub what: Happening,
}

/// An event with its audience; narrated only to those in it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ShadowEvent {
    pub audience: Audience,
    pub what: Happening,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) enum Phase {
    /// The holder of First on the scene must play it.
    Open,
    Turn,
    Answer {
        detective: Seat,
        target: Seat,
    },
    Discard {
        accomplice: Seat,
        target: Seat,
    },
    Share(SealedChoices<Card>),
    Frenzy(SealedChoices<Card>),
    Speak,
    WitnessChoice {
        target: Seat,
    },
    WitnessGive {
        target: Seat,
    },
    /// The witness's card is out of their hand, waiting for the target's.
    WitnessReturn {
        target: Seat,
        given: Card,
    },
    SwapGive {
        target: Seat,
    },
    SwapReturn {
        target: Seat,
        given: Card,
    },
    Over,
}

/// The variant, parsed once when a game is made; nothing reads the variant string after that.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Rules {
    /// Lightning investigation: a single round without points.
    pub lightning: bool,
}

impl Rules {
    /// The rules of an accepted variant string (`""` or `lightning`).
    pub fn parse(variant: &str) -> Rules {
        Rules {
            lightning: variant == LIGHTNING,
        }
    }
}

/// A whole match: the round under way, the points and past rounds, and every seat's memory.
#[derive(Clone, PartialEq, Debug)]
pub struct ShadowHouseGame {
    pub(super) settings: Settings,
    pub(super) rules: Rules,
    pub(super) seed: u64,
    /// Random draws taken so far; each uses its own stream derived from the seed.
    pub(super) draws: u64,
    pub(super) round: u8,
    pub(super) points: Vec<u8>,
    pub(super) history: Vec<RoundResult>,
    pub(super) hands: Vec<Vec<Card>>,
    pub(super) pile: Vec<Card>,
    pub(super) in_front: Vec<Vec<Card>>,
    pub(super) discards: Vec<Card>,
    pub(super) handcuffs: Option<Seat>,
    pub(super) servant: Vec<bool>,
    pub(super) housekeeper: Vec<bool>,
    /// The seat whose turn it is (others may be deciding out of turn: see [`crate::engine::Game::turn`]).
    pub(super) current: Seat,
    pub(super) phase: Phase,
    pub(super) memory: Vec<Vec<Note>>,
    pub(super) winners: Vec<Seat>,
}

/// Puts `card` into a sorted hand at its place.
pub(super) fn insert_sorted(cards: &mut Vec<Card>, card: Card) {
    let at = cards.partition_point(|&c| c <= card);
    cards.insert(at, card);
}

/// The kinds of card in a sorted hand, once each.
pub(super) fn kinds(cards: &[Card]) -> Vec<Card> {
    let mut out = cards.to_vec();
    out.dedup();
    out
}
