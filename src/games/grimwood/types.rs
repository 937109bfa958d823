//! Grimwood's cards, combos, actions, events and phases, and the state they make up.

use super::view::Memory;
use crate::engine::{Faces, ReactionWindow, Seat, Settings};
use serde::{Deserialize, Serialize};
use std::fmt;

/// House rule: a whole position that starts a turn for this many times ends the game, drawn.
pub const REPETITIONS: usize = 3;
/// Positions are compared by fingerprints of this many bits: two different positions share one
/// with a chance of 1 in 2^48, and the finite number of fingerprints bounds how many turns can
/// start (see the module notes).
pub(super) const FINGERPRINT_BITS: u32 = 48;
/// The hand limit at the end of a turn.
pub const HAND_LIMIT: usize = 7;
/// The longest supernatural line.
pub const MAX_LINE: usize = 5;
/// The most powers one chain can hold: a power still being played out cannot be set off again,
/// so every supernatural is in a chain at most once.
pub const MAX_CHAIN: usize = 24;

/// The variant id of the German half's reversed turn order.
pub const DRAW_FIRST: &str = "draw-first";

/// The turn order, the one thing the variants change: parsed once from the variant id when the
/// game is dealt.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub enum TurnOrder {
    /// Up to two actions, then the closing draw or steal (the base game).
    #[default]
    ActionsFirst,
    /// Variant `draw-first`: the turn opens with the draw or steal, then the actions follow.
    DrawFirst,
}

impl TurnOrder {
    /// The order a (validated) variant id plays.
    pub fn of_variant(variant: &str) -> TurnOrder {
        if variant == DRAW_FIRST {
            TurnOrder::DrawFirst
        } else {
            TurnOrder::ActionsFirst
        }
    }

    pub fn draw_first(self) -> bool {
        self == TurnOrder::DrawFirst
    }
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Supernatural {
    Amazon,
    Boogeyman,
    Bride,
    Centaur,
    DarkUnicorn,
    Demon,
    Dracula,
    Dragon,
    Dwarf,
    Elf,
    Faeries,
    Ghouls,
    Giant,
    Goblins,
    Highwayman,
    Hydra,
    Mage,
    Nymph,
    ShadowQueen,
    Sorceress,
    Eternals,
    Laraki,
    Troll,
    Werewolf,
}

impl Supernatural {
    pub const ALL: [Supernatural; 24] = [
        Supernatural::Amazon,
        Supernatural::Boogeyman,
        Supernatural::Bride,
        Supernatural::Centaur,
        Supernatural::DarkUnicorn,
        Supernatural::Demon,
        Supernatural::Dracula,
        Supernatural::Dragon,
        Supernatural::Dwarf,
        Supernatural::Elf,
        Supernatural::Faeries,
        Supernatural::Ghouls,
        Supernatural::Giant,
        Supernatural::Goblins,
        Supernatural::Highwayman,
        Supernatural::Hydra,
        Supernatural::Mage,
        Supernatural::Nymph,
        Supernatural::ShadowQueen,
        Supernatural::Sorceress,
        Supernatural::Eternals,
        Supernatural::Laraki,
        Supernatural::Troll,
        Supernatural::Werewolf,
    ];

    /// The card's id in links, tokens and records (`data-card`); never translated. Its name
    /// as a player reads it is each language's (`GrimwoodWords::card_name`).
    pub fn name(self) -> &'static str {
        match self {
            Supernatural::Amazon => "Amazon",
            Supernatural::Boogeyman => "Boogeyman",
            Supernatural::Bride => "Bride",
            Supernatural::Centaur => "Centaur",
            Supernatural::DarkUnicorn => "Dark Unicorn",
            Supernatural::Demon => "Demon",
            Supernatural::Dracula => "Dracula",
            Supernatural::Dragon => "Dragon",
            Supernatural::Dwarf => "Dwarf",
            Supernatural::Elf => "Elf",
            Supernatural::Faeries => "Faeries",
            Supernatural::Ghouls => "Ghouls",
            Supernatural::Giant => "Giant",
            Supernatural::Goblins => "Goblins",
            Supernatural::Highwayman => "Highwayman",
            Supernatural::Hydra => "Hydra",
            Supernatural::Mage => "Mage",
            Supernatural::Nymph => "Nymph",
            Supernatural::ShadowQueen => "Shadow Queen",
            Supernatural::Sorceress => "Sorceress",
            Supernatural::Eternals => "The Eternals",
            Supernatural::Laraki => "The Laraki",
            Supernatural::Troll => "Troll",
            Supernatural::Werewolf => "Werewolf",
        }
    }

    /// The Bride's choices.
    pub fn is_male(self) -> bool {
        matches!(
            self,
            Supernatural::Boogeyman
                | Supernatural::Demon
                | Supernatural::Dracula
                | Supernatural::Dwarf
                | Supernatural::Giant
                | Supernatural::Mage
                | Supernatural::Troll
                | Supernatural::Werewolf
        )
    }
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Card {
    Super(Supernatural),
    Owl,
    Crow,
    Swamp,
    Path,
    Clearing,
    Amulet,
    Rune,
}

impl Card {
    /// The cards that are not supernaturals, the Amazon's requests "by kind".
    pub const KINDS: [Card; 7] = [
        Card::Owl,
        Card::Crow,
        Card::Swamp,
        Card::Path,
        Card::Clearing,
        Card::Amulet,
        Card::Rune,
    ];

    /// The card's id (see [`Supernatural::name`]).
    pub fn name(self) -> &'static str {
        match self {
            Card::Super(s) => s.name(),
            Card::Owl => "Owl",
            Card::Crow => "Crow",
            Card::Swamp => "Swamp",
            Card::Path => "Path",
            Card::Clearing => "Clearing",
            Card::Amulet => "Amulet",
            Card::Rune => "Rune",
        }
    }

    pub fn from_name(name: &str) -> Option<Card> {
        Card::KINDS
            .into_iter()
            .chain(Supernatural::ALL.map(Card::Super))
            .find(|c| c.name() == name)
    }

    /// How many distinct cards the box holds: the 24 supernaturals and the 7 kinds.
    pub const DISTINCT: usize = 31;

    /// A dense index in `0..DISTINCT`, for counting cards by kind without sorting.
    pub fn index(self) -> usize {
        match self {
            Card::Super(s) => s as usize,
            Card::Owl => 24,
            Card::Crow => 25,
            Card::Swamp => 26,
            Card::Path => 27,
            Card::Clearing => 28,
            Card::Amulet => 29,
            Card::Rune => 30,
        }
    }

    /// The card at `index` (the inverse of [`Card::index`]).
    pub fn from_index(index: usize) -> Card {
        match index {
            0..24 => Card::Super(Supernatural::ALL[index]),
            _ => Card::KINDS[index - 24],
        }
    }

    pub fn supernatural(self) -> Option<Supernatural> {
        match self {
            Card::Super(s) => Some(s),
            _ => None,
        }
    }

    /// Cards a power may let you play at once.
    pub fn playable(self) -> bool {
        matches!(self, Card::Super(_) | Card::Rune)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Points of a supernatural line of `len` cards.
pub fn line_points(len: usize) -> u32 {
    [0, 1, 2, 5, 10, 15][len.min(MAX_LINE)]
}

/// The combos that are placed whole from the hand.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum SetKind {
    Owls,
    Crows,
    /// Swamp + Path + Clearing.
    Landscape,
    Swamps,
    Paths,
    Clearings,
}

impl SetKind {
    pub const ALL: [SetKind; 6] = [
        SetKind::Owls,
        SetKind::Crows,
        SetKind::Landscape,
        SetKind::Swamps,
        SetKind::Paths,
        SetKind::Clearings,
    ];

    pub fn cards(self) -> [Card; 3] {
        match self {
            SetKind::Owls => [Card::Owl; 3],
            SetKind::Crows => [Card::Crow; 3],
            SetKind::Landscape => [Card::Swamp, Card::Path, Card::Clearing],
            SetKind::Swamps => [Card::Swamp; 3],
            SetKind::Paths => [Card::Path; 3],
            SetKind::Clearings => [Card::Clearing; 3],
        }
    }

    pub fn points(self) -> u32 {
        match self {
            SetKind::Owls | SetKind::Crows => 10,
            SetKind::Landscape => 5,
            SetKind::Swamps | SetKind::Paths | SetKind::Clearings => 3,
        }
    }
}

/// One combo on the table.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Combo {
    /// A supernatural line, in the order placed.
    Line(Vec<Supernatural>),
    Set(SetKind),
}

impl Combo {
    pub fn points(&self) -> u32 {
        match self {
            Combo::Line(cards) => line_points(cards.len()),
            Combo::Set(kind) => kind.points(),
        }
    }

    pub fn cards(&self) -> Vec<Card> {
        let mut out = Vec::with_capacity(MAX_LINE);
        self.extend_cards(&mut out);
        out
    }

    /// Appends the combo's cards to `out` (no vector of its own).
    pub fn extend_cards(&self, out: &mut Vec<Card>) {
        match self {
            Combo::Line(cards) => out.extend(cards.iter().map(|&s| Card::Super(s))),
            Combo::Set(kind) => out.extend(kind.cards()),
        }
    }

    /// A line holding the Dragon: immune to powers.
    pub fn protected(&self) -> bool {
        matches!(self, Combo::Line(cards) if cards.contains(&Supernatural::Dragon))
    }

    /// A line that may take one more supernatural.
    pub fn open_line(&self) -> bool {
        matches!(self, Combo::Line(cards) if cards.len() < MAX_LINE && !cards.contains(&Supernatural::Dragon))
    }
}

/// A combo on the table: whose, and which in their row.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct ComboRef {
    pub owner: Seat,
    pub index: u8,
}

/// Where a supernatural goes.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum LineSlot {
    /// Onto the line at this index of the player's combos.
    Existing(u8),
    New,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum GrimwoodAction {
    /// Draw the top card of the deck (an action, the opening or closing draw, or a power's draw).
    Draw,
    /// Steal a random card from this seat's hand (an action, the closing steal or a power's).
    Steal(Seat),
    /// Play a supernatural from hand onto a line.
    Play {
        card: Supernatural,
        line: LineSlot,
    },
    PlayRune,
    /// Place a whole combo from hand (free).
    PlaceSet(SetKind),
    /// Stop taking actions (base: go on to the closing draw or steal).
    EndActions,
    /// Finish the turn (hand within the limit).
    EndTurn,
    /// Discard this card to get down to the hand limit.
    Discard(Card),
    UsePower,
    DeclinePower,
    /// The victim of a steal plays an Amulet.
    BlockWithAmulet,
    /// The victim lets the steal happen.
    AllowSteal,
    /// Amazon's request: a kind, or a supernatural by name.
    Ask(Card),
    /// Boogeyman, Dracula, Hydra, Troll, Werewolf: the chosen player.
    Target(Seat),
    /// Bride, Nymph: the supernatural taken from the table.
    Take(Supernatural),
    /// Demon: the combo sent to the discard pile.
    Destroy(ComboRef),
    /// Highwayman: one of mine for one of theirs.
    Swap {
        mine: u8,
        theirs: ComboRef,
    },
    /// Sorceress: two of `pay` (Owl or Crow) from hand for the combo `take`.
    Sorcery {
        pay: Card,
        take: ComboRef,
    },
    /// Elf: the supernatural whose power is used again.
    Reactivate(Supernatural),
    /// Faeries, Giant: a card taken from the discard pile.
    Pick(Card),
    /// Dwarf, Laraki: the card kept.
    Keep(Card),
    /// Laraki: the card given to the next player in line.
    Give(Card),
    /// Keep the card a power let you play at once in hand instead.
    KeepInHand,
}

/// How a steal came about, which decides what a blocked one costs and what follows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum StealKind {
    /// One of the turn's actions.
    Action,
    /// The draw-first variant's opening steal.
    Opening,
    /// The base order's closing steal.
    Closing,
    /// One steal of a power; the power goes on afterwards.
    Power(PowerSteal),
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum PowerSteal {
    /// Dracula: `left` more steals from the same victim follow.
    Dracula { victim: Seat, left: u8 },
    /// Goblins: `left` more steals follow.
    Goblins { left: u8 },
    /// Eternals: draws or steals follow until the hand holds seven.
    Eternals,
    /// Ghouls, Shadow Queen: a single steal.
    Single,
}

/// The follow-up decision a power is waiting for.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Pending {
    Amazon,
    /// A power that picks a player: Boogeyman, Dracula, Hydra, Troll, Werewolf.
    Target(Supernatural),
    /// Bride or Nymph picks a supernatural on the table.
    Take(Supernatural),
    Demon,
    Highwayman,
    Sorceress,
    Elf,
    Dwarf {
        from_discard: Card,
        /// Seen only by the player of the Dwarf.
        from_deck: Option<Card>,
    },
    Faeries {
        picked: Vec<Card>,
    },
    Giant,
    Ghouls,
    Goblins {
        left: u8,
    },
    ShadowQueen,
    /// Draw or steal until the hand holds seven, the deck is empty and no hand is left to rob.
    Eternals,
    LarakiKeep {
        drawn: Vec<Card>,
    },
    LarakiGive {
        left: Vec<Card>,
        to: Vec<Seat>,
    },
}

/// Where the turn stands (the same for every seat, except the Dwarf's deck card).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Phase {
    /// Draw-first: the turn opens with a draw or a steal.
    Opening,
    /// Taking actions.
    Main,
    /// Base order: the closing draw or steal.
    Closing,
    /// Placing last combos and discarding to the limit. `placing` is false after a blocked steal.
    Ending {
        placing: bool,
    },
    /// Use this supernatural's power or not.
    PowerOffer {
        card: Supernatural,
        free: bool,
    },
    Power(Pending),
    /// A power let the player play one of these at once.
    FreePlay {
        options: Vec<Card>,
        must: bool,
    },
    /// The victim decides whether to play an Amulet.
    Amulet {
        thief: Seat,
        victim: Seat,
        kind: StealKind,
        window: ReactionWindow,
    },
    Over,
}

#[derive(Clone, PartialEq, Debug)]
pub enum GrimwoodEvent {
    TurnBegan {
        seat: Seat,
    },
    TurnSkipped {
        seat: Seat,
    },
    /// `card` is told only to the drawer (`None` in what everyone else is given).
    Drew {
        seat: Seat,
        card: Option<Card>,
    },
    DeckRanOut {
        seat: Seat,
    },
    StealTried {
        thief: Seat,
        victim: Seat,
    },
    Blocked {
        thief: Seat,
        victim: Seat,
    },
    /// `card` is told to thief and victim only.
    Stole {
        thief: Seat,
        victim: Seat,
        card: Option<Card>,
    },
    Played {
        seat: Seat,
        card: Supernatural,
        new_line: bool,
    },
    RunePlayed {
        seat: Seat,
    },
    SetPlaced {
        seat: Seat,
        kind: SetKind,
    },
    PowerUsed {
        seat: Seat,
        card: Supernatural,
    },
    Asked {
        seat: Seat,
        card: Card,
    },
    Gave {
        from: Seat,
        to: Seat,
        card: Card,
    },
    HandsSwapped {
        a: Seat,
        b: Seat,
    },
    TookFromTable {
        seat: Seat,
        card: Supernatural,
        from: Seat,
    },
    TookFromDiscard {
        seat: Seat,
        card: Card,
    },
    Discarded {
        seat: Seat,
        card: Card,
    },
    ComboDestroyed {
        by: Seat,
        owner: Seat,
        combo: Combo,
    },
    CombosSwapped {
        a: Seat,
        given: Combo,
        b: Seat,
        taken: Combo,
    },
    ComboTaken {
        by: Seat,
        from: Seat,
        combo: Combo,
    },
    /// `cards` is told only to the looker.
    Looked {
        seat: Seat,
        at: Seat,
        cards: Faces<Card>,
    },
    /// The Werewolf struck `seat`, who now loses its next `turns` turns.
    WillSkip {
        seat: Seat,
        turns: u8,
    },
    Reactivated {
        seat: Seat,
        card: Supernatural,
    },
    /// The Laraki's gift, handed over face up: everyone sees `card`.
    Gift {
        from: Seat,
        to: Seat,
        card: Card,
    },
    TurnEnded {
        seat: Seat,
    },
    /// `seat`'s turn would start from a position that has started a turn twice before: the game
    /// ends, drawn.
    PositionRepeated {
        seat: Seat,
    },
    Ended {
        scores: Vec<u32>,
    },
}

/// The game state.
#[derive(Clone, PartialEq, Debug)]
pub struct GrimwoodGame {
    pub(super) settings: Settings,
    /// The variant, parsed once when the game is dealt.
    pub(super) order: TurnOrder,
    pub(super) seed: u64,
    pub(super) draws: u64,
    pub(super) hands: Vec<Vec<Card>>,
    pub(super) tables: Vec<Vec<Combo>>,
    /// Top is the last element.
    pub(super) deck: Vec<Card>,
    /// Top is the last element.
    pub(super) discard: Vec<Card>,
    pub(super) current: Seat,
    pub(super) phase: Phase,
    pub(super) actions_left: u8,
    pub(super) powers_left: u8,
    /// The powers being played out now, each set off by the one before (the Elf reactivating,
    /// or a card played at once through the Bride, the Nymph, the Centaur, the Giant or the
    /// Faeries); empty between actions. A power in it cannot be set off again.
    pub(super) chain: Vec<Supernatural>,
    /// Per seat: how many of its coming turns it loses (one per use of the Werewolf on it).
    pub(super) turns_to_lose: Vec<u8>,
    /// Set when the deck ran out: how many last turns are still to start.
    pub(super) final_turns_left: Option<u8>,
    pub(super) turns_taken: u32,
    pub(super) memory: Vec<Memory>,
    /// The fingerprint of the position at the start of every turn so far (the repetition rule).
    pub(super) positions: Vec<u64>,
    /// The game ended because a position came back for the third time.
    pub(super) repetition: bool,
}

pub(super) fn insert_sorted(cards: &mut Vec<Card>, card: Card) {
    let at = cards.partition_point(|&c| c <= card);
    cards.insert(at, card);
}

pub(super) fn count(cards: &[Card], card: Card) -> usize {
    cards.iter().filter(|&&c| c == card).count()
}

/// The sets `hand` could place now.
pub fn placeable_sets(hand: &[Card]) -> Vec<SetKind> {
    SetKind::ALL
        .into_iter()
        .filter(|kind| {
            let need = kind.cards();
            need.iter().all(|&c| count(hand, c) >= count(&need, c))
        })
        .collect()
}
