#![doc = include_str!("rules.md")]
//!
//! ## Notes for developers
//!
//! Every rule, power, choice (`choice_*`) and house rule (`house_rule_*`) above has its scenario
//! test in `tests/grimwood_rules.rs`. Positions for those tests are built exactly with
//! [`GrimwoodGame::from_position`].
//!
//! The repetition rule compares 48-bit fingerprints of the position at the start of each turn.
//! Two different positions share a fingerprint with a chance of one in 2^48, and the finite
//! number of fingerprints is what bounds every game (`max_plies`): at most 2 * 2^48 turns can
//! start before one fingerprint comes up a third time, and each turn is finite because every
//! power is used at most twice in it.

mod bot;
mod determinize;
mod narrate;

use crate::engine::{
    Game, GameInfo, GameRng, IllegalAction, Outcome, ReactionWindow, Seat, SeatResult, Settings,
    SettingsError, Turn, Variant, derive_seed,
};
use serde::{Deserialize, Serialize};
use std::fmt;

pub use bot::{combo_value, line_points};

/// House rule: a whole position that starts a turn for this many times ends the game, drawn.
pub const REPETITIONS: usize = 3;
/// Positions are compared by fingerprints of this many bits: two different positions share one
/// with a chance of 1 in 2^48, and the finite number of fingerprints bounds every game (see
/// `max_plies`).
const FINGERPRINT_BITS: u32 = 48;
/// The hand limit at the end of a turn.
pub const HAND_LIMIT: usize = 7;
/// The longest supernatural line.
pub const MAX_LINE: usize = 5;
/// How often one supernatural's power may be used in one turn: once when played and once more
/// through the Elf, the Bride or the Nymph. This bounds every chain of powers.
pub const MAX_POWER_USES: usize = 2;

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

    pub fn name(self) -> &'static str {
        match self {
            SetKind::Owls => "three Owls",
            SetKind::Crows => "three Crows",
            SetKind::Landscape => "Swamp, Path and Clearing",
            SetKind::Swamps => "three Swamps",
            SetKind::Paths => "three Paths",
            SetKind::Clearings => "three Clearings",
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

    pub fn describe(&self) -> String {
        match self {
            Combo::Line(cards) => {
                let names: Vec<&str> = cards.iter().map(|s| s.name()).collect();
                format!("line {} ({} pts)", names.join("+"), self.points())
            }
            Combo::Set(kind) => format!("{} ({} pts)", kind.name(), kind.points()),
        }
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
    /// `card` is told only to the drawer.
    Drew {
        seat: Seat,
        card: Card,
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
        card: Card,
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
        cards: Vec<Card>,
    },
    WillSkip {
        seat: Seat,
    },
    Reactivated {
        seat: Seat,
        card: Supernatural,
    },
    /// `card` is told to the receiver only... it is face up: told to all.
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
    settings: Settings,
    draw_first: bool,
    seed: u64,
    draws: u64,
    hands: Vec<Vec<Card>>,
    tables: Vec<Vec<Combo>>,
    /// Top is the last element.
    deck: Vec<Card>,
    /// Top is the last element.
    discard: Vec<Card>,
    current: Seat,
    phase: Phase,
    actions_left: u8,
    powers_left: u8,
    used_this_turn: Vec<Supernatural>,
    skip_next: Vec<bool>,
    /// Set when the deck ran out: how many last turns are still to start.
    final_turns_left: Option<u8>,
    turns_taken: u32,
    memory: Vec<Memory>,
    /// The fingerprint of the position at the start of every turn so far (the repetition rule).
    positions: Vec<u64>,
    /// The game ended because a position came back for the third time.
    repetition: bool,
}

/// What one seat knows of the others' hands (its own entry stays empty).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Memory {
    /// Per seat: cards this seat knows are in that hand (sorted).
    pub known: Vec<Vec<Card>>,
    /// Per seat: cards this seat knows are not in that hand.
    pub lacks: Vec<Vec<Card>>,
    /// Every steal from this seat: who took what.
    pub stolen_from_me: Vec<(Seat, Card)>,
}

/// What one seat knows.
#[derive(Clone, PartialEq, Debug)]
pub struct GrimwoodView {
    pub settings: Settings,
    pub me: Seat,
    pub hand: Vec<Card>,
    pub hand_sizes: Vec<u8>,
    pub tables: Vec<Vec<Combo>>,
    pub discard: Vec<Card>,
    pub deck_size: u8,
    pub current: Seat,
    pub phase: Phase,
    pub actions_left: u8,
    pub powers_left: u8,
    pub used_this_turn: Vec<Supernatural>,
    pub skip_next: Vec<bool>,
    pub final_turns_left: Option<u8>,
    pub turns_taken: u32,
    pub memory: Memory,
    /// The game ended drawn because the same position came up for the third time.
    pub drawn_by_repetition: bool,
}

impl GrimwoodView {
    pub fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    pub fn score(&self, seat: Seat) -> u32 {
        self.tables[seat.index()].iter().map(Combo::points).sum()
    }

    /// The seat deciding now.
    pub fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Over => None,
            Phase::Amulet { victim, .. } => Some(*victim),
            _ => Some(self.current),
        }
    }
}

pub const INFO: GameInfo = GameInfo {
    id: "grimwood",
    name: "Grimwood",
    min_seats: 2,
    max_seats: 6,
    default_seats: 4,
    variants: &[Variant {
        id: "draw-first",
        name: "Draw first",
        summary: "Each turn opens with the draw or steal, then the two actions follow.",
        single_round: false,
    }],
    rounds: None,
    rules: include_str!("rules.md"),
};

fn take_one(cards: &mut Vec<Card>, card: Card) -> bool {
    match cards.iter().position(|&c| c == card) {
        Some(i) => {
            cards.remove(i);
            true
        }
        None => false,
    }
}

fn insert_sorted(cards: &mut Vec<Card>, card: Card) {
    let at = cards.partition_point(|&c| c <= card);
    cards.insert(at, card);
}

/// How often `card`'s power was used this turn.
fn uses(used: &[Supernatural], card: Supernatural) -> usize {
    used.iter().filter(|&&s| s == card).count()
}

fn count(cards: &[Card], card: Card) -> usize {
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

impl GrimwoodGame {
    /// A position for tests and tools: hands, deck (top last), discard (top last), tables, and the
    /// seat whose turn begins.
    pub fn from_position(
        settings: &Settings,
        hands: Vec<Vec<Card>>,
        deck: Vec<Card>,
        discard: Vec<Card>,
        tables: Vec<Vec<Combo>>,
        current: Seat,
    ) -> Result<Self, String> {
        INFO.validate(settings).map_err(|e| e.to_string())?;
        let seats = usize::from(settings.seats);
        if hands.len() != seats || tables.len() != seats {
            return Err("one hand and one table per seat".into());
        }
        let mut state = GrimwoodGame::empty(settings, 0);
        state.hands = hands;
        for hand in &mut state.hands {
            hand.sort();
        }
        state.deck = deck;
        state.discard = discard;
        state.tables = tables;
        state.current = current;
        state.phase = if state.draw_first {
            Phase::Opening
        } else {
            Phase::Main
        };
        state.note_position();
        let mut all = state.cards();
        all.sort();
        let mut want = GrimwoodGame::deck(settings);
        want.sort();
        if all != want {
            return Err("the position must hold every card of the deck exactly once".into());
        }
        Ok(state)
    }

    fn empty(settings: &Settings, seed: u64) -> Self {
        let seats = usize::from(settings.seats);
        GrimwoodGame {
            settings: settings.clone(),
            draw_first: settings.variant == "draw-first",
            seed,
            draws: 0,
            hands: vec![Vec::new(); seats],
            tables: vec![Vec::new(); seats],
            deck: Vec::new(),
            discard: Vec::new(),
            current: Seat(0),
            phase: Phase::Main,
            actions_left: 2,
            powers_left: 1,
            used_this_turn: Vec::new(),
            skip_next: vec![false; seats],
            final_turns_left: None,
            turns_taken: 0,
            positions: Vec::new(),
            repetition: false,
            memory: vec![
                Memory {
                    known: vec![Vec::new(); seats],
                    lacks: vec![Vec::new(); seats],
                    stolen_from_me: Vec::new(),
                };
                seats
            ],
        }
    }

    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat.index()]
    }

    pub fn table(&self, seat: Seat) -> &[Combo] {
        &self.tables[seat.index()]
    }

    pub fn deck_cards(&self) -> &[Card] {
        &self.deck
    }

    pub fn discard_pile(&self) -> &[Card] {
        &self.discard
    }

    pub fn current(&self) -> Seat {
        self.current
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn actions_left(&self) -> u8 {
        self.actions_left
    }

    pub fn powers_left(&self) -> u8 {
        self.powers_left
    }

    pub fn skips_next_turn(&self, seat: Seat) -> bool {
        self.skip_next[seat.index()]
    }

    pub fn score(&self, seat: Seat) -> u32 {
        self.tables[seat.index()].iter().map(Combo::points).sum()
    }

    fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    fn others(&self, seat: Seat) -> impl Iterator<Item = Seat> + use<> {
        let n = self.seats();
        (1..n).map(move |k| seat.clockwise(k, n))
    }

    fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Over => None,
            Phase::Amulet { window, .. } => window.asked(),
            _ => Some(self.current),
        }
    }

    fn random_below(&mut self, n: usize) -> usize {
        let r = derive_seed(self.seed, self.draws);
        self.draws += 1;
        (r % n as u64) as usize
    }

    // ---- memory ------------------------------------------------------------------------------

    /// Everyone saw `card` go into `seat`'s hand.
    fn public_gain(&mut self, seat: Seat, card: Card) {
        for m in &mut self.memory {
            insert_sorted(&mut m.known[seat.index()], card);
            m.lacks[seat.index()].retain(|&c| c != card);
        }
    }

    /// Everyone saw `card` leave `seat`'s hand.
    fn public_loss(&mut self, seat: Seat, card: Card) {
        for m in &mut self.memory {
            take_one(&mut m.known[seat.index()], card);
        }
    }

    /// `card` went into `seat`'s hand; only `seers` know which.
    fn private_gain(&mut self, seat: Seat, card: Card, seers: &[Seat]) {
        for (i, m) in self.memory.iter_mut().enumerate() {
            if seers.contains(&Seat(i as u8)) {
                insert_sorted(&mut m.known[seat.index()], card);
                m.lacks[seat.index()].retain(|&c| c != card);
            } else {
                m.lacks[seat.index()].clear();
            }
        }
    }

    /// `card` left `seat`'s hand; only `seers` know which.
    fn private_loss(&mut self, seat: Seat, card: Card, seers: &[Seat]) {
        for (i, m) in self.memory.iter_mut().enumerate() {
            if seers.contains(&Seat(i as u8)) {
                take_one(&mut m.known[seat.index()], card);
            } else {
                m.known[seat.index()].clear();
            }
        }
    }

    fn draw_card(&mut self, seat: Seat, events: &mut Vec<GrimwoodEvent>) -> Option<Card> {
        let card = self.deck.pop()?;
        insert_sorted(&mut self.hands[seat.index()], card);
        self.private_gain(seat, card, &[seat]);
        events.push(GrimwoodEvent::Drew { seat, card });
        self.note_deck(seat, events);
        Some(card)
    }

    fn note_deck(&mut self, seat: Seat, events: &mut Vec<GrimwoodEvent>) {
        if self.deck.is_empty() && self.final_turns_left.is_none() {
            self.final_turns_left = Some((self.seats() - 1) as u8);
            events.push(GrimwoodEvent::DeckRanOut { seat });
        }
    }

    fn hand_to_discard(&mut self, seat: Seat, card: Card, events: &mut Vec<GrimwoodEvent>) {
        take_one(&mut self.hands[seat.index()], card);
        self.public_loss(seat, card);
        self.discard.push(card);
        events.push(GrimwoodEvent::Discarded { seat, card });
    }

    fn random_discard(&mut self, seat: Seat, events: &mut Vec<GrimwoodEvent>) {
        let n = self.hands[seat.index()].len();
        if n == 0 {
            return;
        }
        let at = self.random_below(n);
        let card = self.hands[seat.index()][at];
        self.hand_to_discard(seat, card, events);
    }

    fn take_from_discard(&mut self, seat: Seat, card: Card, events: &mut Vec<GrimwoodEvent>) {
        if let Some(i) = self.discard.iter().rposition(|&c| c == card) {
            self.discard.remove(i);
        }
        insert_sorted(&mut self.hands[seat.index()], card);
        self.public_gain(seat, card);
        events.push(GrimwoodEvent::TookFromDiscard { seat, card });
    }

    // ---- rule helpers --------------------------------------------------------------------------

    fn steal_targets(&self, thief: Seat) -> impl Iterator<Item = Seat> + '_ {
        self.others(thief)
            .filter(|s| !self.hands[s.index()].is_empty())
    }

    fn can_steal(&self, thief: Seat) -> bool {
        self.steal_targets(thief).next().is_some()
    }

    fn line_slots(&self, seat: Seat) -> Vec<LineSlot> {
        let mut out: Vec<LineSlot> = self.tables[seat.index()]
            .iter()
            .enumerate()
            .filter(|(_, c)| c.open_line())
            .map(|(i, _)| LineSlot::Existing(i as u8))
            .collect();
        out.push(LineSlot::New);
        out
    }

    fn unprotected(&self, owner: Seat) -> impl Iterator<Item = ComboRef> + '_ {
        self.tables[owner.index()]
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.protected())
            .map(move |(i, _)| ComboRef {
                owner,
                index: i as u8,
            })
    }

    /// Supernaturals on unprotected lines, with their owner.
    fn takeable(&self) -> Vec<(Supernatural, Seat)> {
        let mut out = Vec::new();
        for seat in Seat::all(self.seats()) {
            for combo in &self.tables[seat.index()] {
                if let Combo::Line(cards) = combo
                    && !combo.protected()
                {
                    out.extend(cards.iter().map(|&s| (s, seat)));
                }
            }
        }
        out.sort();
        out
    }

    fn in_my_lines(&self, seat: Seat) -> Vec<Supernatural> {
        let mut out: Vec<Supernatural> = self.tables[seat.index()]
            .iter()
            .filter_map(|c| match c {
                Combo::Line(cards) => Some(cards.clone()),
                Combo::Set(_) => None,
            })
            .flatten()
            .collect();
        out.sort();
        out
    }

    /// The supernaturals in `me`'s lines whose power the Elf may use again, `used` counting the
    /// powers used this turn (the Elf's own included).
    fn elf_choices(&self, me: Seat, used: &[Supernatural]) -> Vec<Supernatural> {
        self.in_my_lines(me)
            .into_iter()
            .filter(|&s| {
                s != Supernatural::Elf
                    && uses(used, s) < MAX_POWER_USES
                    && self.power_usable_with(me, s, used)
            })
            .collect()
    }

    fn amazon_asks(&self, me: Seat) -> Vec<Card> {
        let hand = &self.hands[me.index()];
        let mut visible: Vec<Supernatural> = self
            .tables
            .iter()
            .flatten()
            .flat_map(|c| c.cards())
            .chain(self.discard.iter().copied())
            .chain(hand.iter().copied())
            .filter_map(Card::supernatural)
            .collect();
        visible.sort();
        Card::KINDS
            .into_iter()
            .chain(
                Supernatural::ALL
                    .into_iter()
                    .filter(|s| visible.binary_search(s).is_err())
                    .map(Card::Super),
            )
            .collect()
    }

    /// Whether `card`'s power can do anything for `me` now.
    fn power_usable(&self, me: Seat, card: Supernatural) -> bool {
        self.power_usable_with(me, card, &self.used_this_turn)
    }

    fn power_usable_with(&self, me: Seat, card: Supernatural, used: &[Supernatural]) -> bool {
        use Supernatural as S;
        let others_with_cards = self.can_steal(me);
        let other_combos = self
            .others(me)
            .any(|s| self.unprotected(s).next().is_some());
        match card {
            S::Amazon | S::DarkUnicorn | S::Dracula | S::Troll | S::Hydra | S::ShadowQueen => {
                others_with_cards
            }
            S::Boogeyman | S::Werewolf => true,
            // Taking the male is the Bride's power; playing the taken card's own power is
            // optional, so a male whose power was already used this turn may still be taken.
            S::Bride => self.takeable().iter().any(|(s, _)| s.is_male()),
            S::Nymph => self
                .takeable()
                .iter()
                .any(|(s, _)| *s != S::Nymph && uses(used, *s) < MAX_POWER_USES),
            S::Centaur | S::Faeries | S::Giant | S::Laraki => !self.discard.is_empty(),
            S::Demon => Seat::all(self.seats()).any(|s| self.unprotected(s).next().is_some()),
            S::Dragon => false,
            S::Dwarf => !self.discard.is_empty() || !self.deck.is_empty(),
            S::Elf => {
                // Judged as after the Elf's own use, which is when its choice is made.
                let mut after = used.to_vec();
                after.push(S::Elf);
                !self.elf_choices(me, &after).is_empty()
            }
            S::Ghouls => !self.deck.is_empty() || others_with_cards,
            S::Goblins => others_with_cards,
            S::Highwayman => self.unprotected(me).next().is_some() && other_combos,
            S::Mage => !self.deck.is_empty(),
            S::Sorceress => {
                let hand = &self.hands[me.index()];
                (count(hand, Card::Owl) >= 2 || count(hand, Card::Crow) >= 2) && other_combos
            }
            S::Eternals => {
                self.hands[me.index()].len() < HAND_LIMIT
                    && (!self.deck.is_empty() || others_with_cards)
            }
        }
    }

    fn legal_targets(&self, me: Seat, card: Supernatural) -> Vec<Seat> {
        match card {
            Supernatural::Boogeyman | Supernatural::Werewolf => self.others(me).collect(),
            _ => self.steal_targets(me).collect(),
        }
    }

    // ---- flow ----------------------------------------------------------------------------------

    /// Back to the actions after something finished.
    fn resume(&mut self, events: &mut Vec<GrimwoodEvent>) {
        if self.actions_left == 0 {
            self.after_actions(events);
        } else {
            self.phase = Phase::Main;
        }
    }

    fn after_actions(&mut self, events: &mut Vec<GrimwoodEvent>) {
        // Draw-first turns opened with their draw; otherwise the closing draw or steal is owed
        // unless there is nothing left to draw or steal.
        if self.draw_first || (self.deck.is_empty() && !self.can_steal(self.current)) {
            self.enter_ending(true, events);
        } else {
            self.phase = Phase::Closing;
        }
    }

    fn enter_ending(&mut self, placing: bool, events: &mut Vec<GrimwoodEvent>) {
        let hand = &self.hands[self.current.index()];
        if hand.len() <= HAND_LIMIT && (!placing || placeable_sets(hand).is_empty()) {
            self.next_turn(events);
        } else {
            self.phase = Phase::Ending { placing };
        }
    }

    fn next_turn(&mut self, events: &mut Vec<GrimwoodEvent>) {
        events.push(GrimwoodEvent::TurnEnded { seat: self.current });
        loop {
            self.turns_taken = self.turns_taken.saturating_add(1);
            match self.final_turns_left {
                Some(0) => return self.finish(events),
                Some(n) => self.final_turns_left = Some(n - 1),
                None => {}
            }
            self.current = self.current.clockwise(1, self.seats());
            if std::mem::take(&mut self.skip_next[self.current.index()]) {
                events.push(GrimwoodEvent::TurnSkipped { seat: self.current });
                continue;
            }
            break;
        }
        self.actions_left = 2;
        self.powers_left = 1;
        self.used_this_turn.clear();
        self.phase = if self.draw_first && (!self.deck.is_empty() || self.can_steal(self.current))
        {
            Phase::Opening
        } else {
            Phase::Main
        };
        if self.note_position() {
            events.push(GrimwoodEvent::PositionRepeated {
                seat: self.current,
            });
            self.repetition = true;
            self.finish(events);
        } else {
            events.push(GrimwoodEvent::TurnBegan { seat: self.current });
        }
    }

    /// Records the position a turn starts from; `true` when it has now started a turn
    /// [`REPETITIONS`] times.
    fn note_position(&mut self) -> bool {
        let print = self.fingerprint();
        self.positions.push(print);
        self.positions.iter().filter(|&&p| p == print).count() >= REPETITIONS
    }

    /// The whole position as a turn starts (whose turn, every hand, every table, the deck and
    /// the discard pile in order, lost turns, last turns), hashed (FNV-1a) to
    /// [`FINGERPRINT_BITS`] bits. What the seats remember is not part of it.
    fn fingerprint(&self) -> u64 {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let mut feed = |byte: u8| {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        };
        let cards = |cards: &mut dyn Iterator<Item = Card>, feed: &mut dyn FnMut(u8)| {
            for card in cards {
                feed(card.index() as u8);
            }
            feed(0xFF);
        };
        feed(self.current.0);
        feed(matches!(self.phase, Phase::Opening) as u8);
        for hand in &self.hands {
            cards(&mut hand.iter().copied(), &mut feed);
        }
        for table in &self.tables {
            for combo in table {
                match combo {
                    Combo::Line(line) => {
                        cards(&mut line.iter().map(|&s| Card::Super(s)), &mut feed)
                    }
                    Combo::Set(kind) => {
                        feed(0xFE);
                        feed(*kind as u8);
                    }
                }
            }
            feed(0xFD);
        }
        cards(&mut self.deck.iter().copied(), &mut feed);
        cards(&mut self.discard.iter().copied(), &mut feed);
        for &skip in &self.skip_next {
            feed(skip as u8);
        }
        feed(self.final_turns_left.unwrap_or(0xFF));
        hash & ((1 << FINGERPRINT_BITS) - 1)
    }

    fn finish(&mut self, events: &mut Vec<GrimwoodEvent>) {
        self.phase = Phase::Over;
        let scores = Seat::all(self.seats()).map(|s| self.score(s)).collect();
        events.push(GrimwoodEvent::Ended { scores });
    }

    fn open_steal(
        &mut self,
        thief: Seat,
        victim: Seat,
        kind: StealKind,
        ev: &mut Vec<GrimwoodEvent>,
    ) {
        ev.push(GrimwoodEvent::StealTried { thief, victim });
        self.phase = Phase::Amulet {
            thief,
            victim,
            kind,
            window: ReactionWindow::new([victim]),
        };
    }

    fn do_steal(&mut self, thief: Seat, victim: Seat, events: &mut Vec<GrimwoodEvent>) {
        let n = self.hands[victim.index()].len();
        if n == 0 {
            return;
        }
        let at = self.random_below(n);
        let card = self.hands[victim.index()].remove(at);
        insert_sorted(&mut self.hands[thief.index()], card);
        self.private_loss(victim, card, &[thief, victim]);
        self.private_gain(thief, card, &[thief, victim]);
        self.memory[victim.index()]
            .stolen_from_me
            .push((thief, card));
        events.push(GrimwoodEvent::Stole {
            thief,
            victim,
            card,
        });
    }

    /// What follows a steal once the victim has decided.
    fn after_steal(&mut self, kind: StealKind, blocked: bool, events: &mut Vec<GrimwoodEvent>) {
        let me = self.current;
        match kind {
            StealKind::Action | StealKind::Opening | StealKind::Closing if blocked => {
                self.enter_ending(false, events)
            }
            StealKind::Action | StealKind::Opening => self.resume(events),
            StealKind::Closing => self.enter_ending(true, events),
            StealKind::Power(PowerSteal::Single) => self.resume(events),
            StealKind::Power(PowerSteal::Dracula { victim, left }) => {
                if left > 0 && !self.hands[victim.index()].is_empty() {
                    self.open_steal(
                        me,
                        victim,
                        StealKind::Power(PowerSteal::Dracula {
                            victim,
                            left: left - 1,
                        }),
                        events,
                    );
                } else {
                    self.resume(events);
                }
            }
            StealKind::Power(PowerSteal::Goblins { left }) => {
                if left > 0 && self.can_steal(me) {
                    self.phase = Phase::Power(Pending::Goblins { left });
                } else {
                    self.resume(events);
                }
            }
            StealKind::Power(PowerSteal::Eternals) => self.eternals_next(events),
        }
    }

    /// The Eternals go on while the hand is short of seven and a card can still be drawn or
    /// stolen: a steal an Amulet blocked gained nothing, so it does not count.
    fn eternals_next(&mut self, events: &mut Vec<GrimwoodEvent>) {
        let me = self.current;
        if self.hands[me.index()].len() < HAND_LIMIT && (!self.deck.is_empty() || self.can_steal(me))
        {
            self.phase = Phase::Power(Pending::Eternals);
        } else {
            self.resume(events);
        }
    }

    /// Offers the power of a supernatural just placed, or goes on when it has none to offer.
    fn offer_power(
        &mut self,
        card: Supernatural,
        free: bool,
        must: bool,
        ev: &mut Vec<GrimwoodEvent>,
    ) {
        let me = self.current;
        let allowed = free || self.powers_left > 0;
        if !allowed
            || uses(&self.used_this_turn, card) >= MAX_POWER_USES
            || !self.power_usable(me, card)
        {
            self.resume(ev);
        } else if must {
            self.start_power(card, ev);
        } else {
            self.phase = Phase::PowerOffer { card, free };
        }
    }

    fn place(&mut self, seat: Seat, card: Supernatural, line: LineSlot) {
        match line {
            LineSlot::New => self.tables[seat.index()].push(Combo::Line(vec![card])),
            LineSlot::Existing(i) => match &mut self.tables[seat.index()][usize::from(i)] {
                Combo::Line(cards) => cards.push(card),
                Combo::Set(_) => unreachable!("legal slots are lines"),
            },
        }
    }

    fn start_power(&mut self, card: Supernatural, ev: &mut Vec<GrimwoodEvent>) {
        use Supernatural as S;
        let me = self.current;
        self.used_this_turn.push(card);
        ev.push(GrimwoodEvent::PowerUsed { seat: me, card });
        match card {
            S::Amazon => self.phase = Phase::Power(Pending::Amazon),
            S::Boogeyman | S::Dracula | S::Hydra | S::Troll | S::Werewolf => {
                self.phase = Phase::Power(Pending::Target(card))
            }
            S::Bride | S::Nymph => self.phase = Phase::Power(Pending::Take(card)),
            S::Centaur => {
                let top = *self.discard.last().expect("usable: the pile has a card");
                self.take_from_discard(me, top, ev);
                self.free_play(vec![top], false, ev);
            }
            S::DarkUnicorn => {
                for seat in self.others(me).collect::<Vec<_>>() {
                    self.random_discard(seat, ev);
                }
                self.resume(ev);
            }
            S::Demon => self.phase = Phase::Power(Pending::Demon),
            S::Dragon => unreachable!("the Dragon has no power to use"),
            S::Dwarf => match (self.discard.last().copied(), self.deck.last().copied()) {
                (Some(top), Some(deck_top)) => {
                    self.discard.pop();
                    insert_sorted(&mut self.hands[me.index()], top);
                    self.public_gain(me, top);
                    ev.push(GrimwoodEvent::TookFromDiscard {
                        seat: me,
                        card: top,
                    });
                    self.draw_card(me, ev);
                    self.phase = Phase::Power(Pending::Dwarf {
                        from_discard: top,
                        from_deck: Some(deck_top),
                    });
                }
                (Some(top), None) => {
                    self.take_from_discard(me, top, ev);
                    self.resume(ev);
                }
                (None, _) => {
                    self.draw_card(me, ev);
                    self.resume(ev);
                }
            },
            S::Elf => self.phase = Phase::Power(Pending::Elf),
            S::Faeries => self.phase = Phase::Power(Pending::Faeries { picked: Vec::new() }),
            S::Ghouls => self.phase = Phase::Power(Pending::Ghouls),
            S::Giant => self.phase = Phase::Power(Pending::Giant),
            S::Goblins => self.phase = Phase::Power(Pending::Goblins { left: 3 }),
            S::Highwayman => self.phase = Phase::Power(Pending::Highwayman),
            S::Mage => {
                self.draw_card(me, ev);
                self.draw_card(me, ev);
                self.resume(ev);
            }
            S::ShadowQueen => {
                for at in self.others(me).collect::<Vec<_>>() {
                    self.look(me, at, ev);
                }
                self.phase = Phase::Power(Pending::ShadowQueen);
            }
            S::Sorceress => self.phase = Phase::Power(Pending::Sorceress),
            S::Eternals => self.eternals_next(ev),
            S::Laraki => {
                let n = self.seats().min(self.discard.len());
                let drawn = self.discard.split_off(self.discard.len() - n);
                self.phase = Phase::Power(Pending::LarakiKeep { drawn });
            }
        }
    }

    fn look(&mut self, seat: Seat, at: Seat, ev: &mut Vec<GrimwoodEvent>) {
        let cards = self.hands[at.index()].clone();
        let m = &mut self.memory[seat.index()];
        m.known[at.index()] = cards.clone();
        m.lacks[at.index()].clear();
        ev.push(GrimwoodEvent::Looked { seat, at, cards });
    }

    fn free_play(&mut self, taken: Vec<Card>, must: bool, ev: &mut Vec<GrimwoodEvent>) {
        let mut options: Vec<Card> = taken.into_iter().filter(|c| c.playable()).collect();
        options.sort();
        options.dedup();
        if options.is_empty() {
            self.resume(ev);
        } else {
            self.phase = Phase::FreePlay { options, must };
        }
    }

    fn remove_from_table(&mut self, card: Supernatural) -> Seat {
        for seat in Seat::all(self.seats()) {
            let table = &mut self.tables[seat.index()];
            for i in 0..table.len() {
                if let Combo::Line(cards) = &mut table[i]
                    && let Some(at) = cards.iter().position(|&s| s == card)
                {
                    cards.remove(at);
                    if cards.is_empty() {
                        table.remove(i);
                    }
                    return seat;
                }
            }
        }
        unreachable!("{card:?} is on the table")
    }

    // ---- legality ------------------------------------------------------------------------------

    fn refuse(&self, action: &GrimwoodAction) -> IllegalAction {
        let who = match self.to_act() {
            Some(s) => s.to_string(),
            None => return IllegalAction::new("the game is over"),
        };
        let why = match (&self.phase, action) {
            (Phase::Amulet { .. }, _) => {
                "the victim of the steal must decide about an Amulet first"
            }
            (_, GrimwoodAction::Draw) if self.deck.is_empty() => "the deck is empty",
            (
                Phase::Main,
                GrimwoodAction::Draw
                | GrimwoodAction::Steal(_)
                | GrimwoodAction::Play { .. }
                | GrimwoodAction::PlayRune,
            ) if self.actions_left == 0 => "no actions are left this turn",
            (_, GrimwoodAction::Steal(_)) => {
                "that player has no card to steal, or it is not the moment to steal"
            }
            (_, GrimwoodAction::Play { .. }) => {
                "that supernatural is not in the hand, the line cannot take it, or it is not the moment to play"
            }
            (_, GrimwoodAction::PlaceSet(_)) => {
                "those three cards are not all in the hand, or it is not your turn to place"
            }
            (Phase::Ending { .. }, GrimwoodAction::EndTurn) => {
                "the hand is over the limit of seven: discard first"
            }
            (Phase::PowerOffer { .. }, _) => "first decide whether to use the power",
            (Phase::Power(_), _) => "the power being resolved needs another choice",
            (Phase::FreePlay { .. }, _) => "decide first whether to play the card you just took",
            _ => "that is not possible at this moment",
        };
        IllegalAction::new(format!("{who}: {why}"))
    }
}

impl Game for GrimwoodGame {
    type Action = GrimwoodAction;
    type View = GrimwoodView;
    type Event = GrimwoodEvent;
    type Card = Card;

    const INFO: GameInfo = INFO;

    fn new(settings: &Settings, seed: u64) -> Result<Self, SettingsError> {
        INFO.validate(settings)?;
        let mut rng = GameRng::seeded(seed);
        let mut state = GrimwoodGame::empty(settings, derive_seed(seed, 0x6172_6d6f));
        let mut deck = GrimwoodGame::deck(settings);
        rng.shuffle(&mut deck);
        let seats = state.seats();
        for seat in 0..seats {
            let mut hand: Vec<Card> = deck.split_off(deck.len() - 3);
            hand.sort();
            state.hands[seat] = hand;
        }
        state.deck = deck;
        state.current = Seat(rng.below(seats) as u8);
        state.phase = if state.draw_first {
            Phase::Opening
        } else {
            Phase::Main
        };
        state.note_position();
        Ok(state)
    }

    fn settings(&self) -> &Settings {
        &self.settings
    }

    fn turn(&self) -> Turn {
        self.to_act().into()
    }

    fn legal_actions(&self) -> Vec<GrimwoodAction> {
        use GrimwoodAction as A;
        let me = self.current;
        let hand = &self.hands[me.index()];
        let mut out = Vec::new();
        let draw_or_steal = |out: &mut Vec<A>| {
            if !self.deck.is_empty() {
                out.push(A::Draw);
            }
            out.extend(self.steal_targets(me).map(A::Steal));
        };
        let sets = |out: &mut Vec<A>| out.extend(placeable_sets(hand).into_iter().map(A::PlaceSet));
        match &self.phase {
            Phase::Over => {}
            Phase::Opening | Phase::Closing => {
                draw_or_steal(&mut out);
                sets(&mut out);
            }
            Phase::Main => {
                if self.actions_left > 0 {
                    draw_or_steal(&mut out);
                    let mut supers: Vec<Supernatural> =
                        hand.iter().filter_map(|c| c.supernatural()).collect();
                    supers.dedup();
                    let slots = self.line_slots(me);
                    for card in supers {
                        for &line in &slots {
                            out.push(A::Play { card, line });
                        }
                    }
                    if hand.contains(&Card::Rune) {
                        out.push(A::PlayRune);
                    }
                }
                sets(&mut out);
                out.push(A::EndActions);
            }
            Phase::Ending { placing } => {
                if *placing {
                    sets(&mut out);
                }
                if hand.len() > HAND_LIMIT {
                    let mut distinct = hand.clone();
                    distinct.dedup();
                    out.extend(distinct.into_iter().map(A::Discard));
                } else {
                    out.push(A::EndTurn);
                }
            }
            Phase::PowerOffer { .. } => {
                out.push(A::UsePower);
                out.push(A::DeclinePower);
            }
            Phase::FreePlay { options, must } => {
                let slots = self.line_slots(me);
                for &card in options {
                    match card {
                        Card::Super(s) => {
                            out.extend(slots.iter().map(|&line| A::Play { card: s, line }))
                        }
                        Card::Rune => out.push(A::PlayRune),
                        _ => {}
                    }
                }
                if !must {
                    out.push(A::KeepInHand);
                }
            }
            Phase::Amulet { victim, .. } => {
                if self.hands[victim.index()].contains(&Card::Amulet) {
                    out.push(A::BlockWithAmulet);
                }
                out.push(A::AllowSteal);
            }
            Phase::Power(pending) => match pending {
                Pending::Amazon => out.extend(self.amazon_asks(me).into_iter().map(A::Ask)),
                Pending::Target(card) => {
                    out.extend(self.legal_targets(me, *card).into_iter().map(A::Target))
                }
                Pending::Take(card) => {
                    let mut seen = Vec::new();
                    for (s, _) in self.takeable() {
                        let ok = match card {
                            Supernatural::Bride => s.is_male(),
                            _ => {
                                s != Supernatural::Nymph
                                    && uses(&self.used_this_turn, s) < MAX_POWER_USES
                            }
                        };
                        if ok && !seen.contains(&s) {
                            seen.push(s);
                            out.push(A::Take(s));
                        }
                    }
                }
                Pending::Demon => {
                    for seat in Seat::all(self.seats()) {
                        out.extend(self.unprotected(seat).map(A::Destroy));
                    }
                }
                Pending::Highwayman => {
                    for mine in self.unprotected(me) {
                        for other in self.others(me) {
                            for theirs in self.unprotected(other) {
                                out.push(A::Swap {
                                    mine: mine.index,
                                    theirs,
                                });
                            }
                        }
                    }
                }
                Pending::Sorceress => {
                    for pay in [Card::Owl, Card::Crow] {
                        if count(hand, pay) >= 2 {
                            for other in self.others(me) {
                                out.extend(
                                    self.unprotected(other).map(|take| A::Sorcery { pay, take }),
                                );
                            }
                        }
                    }
                }
                Pending::Elf => out.extend(
                    self.elf_choices(me, &self.used_this_turn)
                        .into_iter()
                        .map(A::Reactivate),
                ),
                Pending::Dwarf {
                    from_discard,
                    from_deck,
                } => {
                    let deck_card = from_deck.expect("the true state knows the Dwarf's deck card");
                    out.push(A::Keep(*from_discard));
                    if deck_card != *from_discard {
                        out.push(A::Keep(deck_card));
                    }
                }
                Pending::Faeries { .. } | Pending::Giant => {
                    let mut cards = self.discard.clone();
                    cards.sort();
                    cards.dedup();
                    out.extend(cards.into_iter().map(A::Pick));
                }
                Pending::Ghouls | Pending::Eternals => draw_or_steal(&mut out),
                Pending::Goblins { .. } | Pending::ShadowQueen => {
                    out.extend(self.steal_targets(me).map(A::Steal))
                }
                Pending::LarakiKeep { drawn } => {
                    let mut cards = drawn.clone();
                    cards.sort();
                    cards.dedup();
                    out.extend(cards.into_iter().map(A::Keep));
                }
                Pending::LarakiGive { left, .. } => {
                    let mut cards = left.clone();
                    cards.sort();
                    cards.dedup();
                    out.extend(cards.into_iter().map(A::Give));
                }
            },
        }
        out
    }

    fn apply(&mut self, action: &GrimwoodAction) -> Result<Vec<GrimwoodEvent>, IllegalAction> {
        use GrimwoodAction as A;
        if !self.legal_actions().contains(action) {
            return Err(self.refuse(action));
        }
        let me = self.current;
        let mut ev = Vec::new();
        let phase = self.phase.clone();
        match (phase, *action) {
            (_, A::PlaceSet(kind)) => {
                for card in kind.cards() {
                    take_one(&mut self.hands[me.index()], card);
                    self.public_loss(me, card);
                }
                self.tables[me.index()].push(Combo::Set(kind));
                ev.push(GrimwoodEvent::SetPlaced { seat: me, kind });
                if let Phase::Ending { placing } = self.phase {
                    self.enter_ending(placing, &mut ev);
                }
            }
            (Phase::Opening, A::Draw) => {
                self.draw_card(me, &mut ev);
                self.phase = Phase::Main;
            }
            (Phase::Opening, A::Steal(victim)) => {
                self.open_steal(me, victim, StealKind::Opening, &mut ev)
            }
            (Phase::Closing, A::Draw) => {
                self.draw_card(me, &mut ev);
                self.enter_ending(true, &mut ev);
            }
            (Phase::Closing, A::Steal(victim)) => {
                self.open_steal(me, victim, StealKind::Closing, &mut ev)
            }
            (Phase::Main, A::Draw) => {
                self.actions_left -= 1;
                self.draw_card(me, &mut ev);
                self.resume(&mut ev);
            }
            (Phase::Main, A::Steal(victim)) => {
                self.actions_left -= 1;
                self.open_steal(me, victim, StealKind::Action, &mut ev);
            }
            (Phase::Main, A::Play { card, line }) => {
                self.actions_left -= 1;
                take_one(&mut self.hands[me.index()], Card::Super(card));
                self.public_loss(me, Card::Super(card));
                self.place(me, card, line);
                ev.push(GrimwoodEvent::Played {
                    seat: me,
                    card,
                    new_line: line == LineSlot::New,
                });
                self.offer_power(card, false, false, &mut ev);
            }
            (Phase::Main, A::PlayRune) => {
                self.actions_left -= 1;
                self.rune(me, &mut ev);
                self.resume(&mut ev);
            }
            (Phase::Main, A::EndActions) => self.after_actions(&mut ev),
            (Phase::Ending { placing }, A::Discard(card)) => {
                self.hand_to_discard(me, card, &mut ev);
                self.enter_ending(placing, &mut ev);
            }
            (Phase::Ending { .. }, A::EndTurn) => self.next_turn(&mut ev),
            (Phase::PowerOffer { card, free }, A::UsePower) => {
                if !free {
                    self.powers_left -= 1;
                }
                self.start_power(card, &mut ev);
            }
            (Phase::PowerOffer { .. }, A::DeclinePower) => self.resume(&mut ev),
            (Phase::FreePlay { must, .. }, A::Play { card, line }) => {
                take_one(&mut self.hands[me.index()], Card::Super(card));
                self.public_loss(me, Card::Super(card));
                self.place(me, card, line);
                ev.push(GrimwoodEvent::Played {
                    seat: me,
                    card,
                    new_line: line == LineSlot::New,
                });
                self.offer_power(card, true, must, &mut ev);
            }
            (Phase::FreePlay { .. }, A::PlayRune) => {
                self.rune(me, &mut ev);
                self.resume(&mut ev);
            }
            (Phase::FreePlay { .. }, A::KeepInHand) => self.resume(&mut ev),
            (
                Phase::Amulet {
                    thief,
                    victim,
                    kind,
                    ..
                },
                A::BlockWithAmulet,
            ) => {
                self.hand_to_discard(victim, Card::Amulet, &mut ev);
                ev.push(GrimwoodEvent::Blocked { thief, victim });
                self.after_steal(kind, true, &mut ev);
            }
            (
                Phase::Amulet {
                    thief,
                    victim,
                    kind,
                    ..
                },
                A::AllowSteal,
            ) => {
                self.do_steal(thief, victim, &mut ev);
                self.after_steal(kind, false, &mut ev);
            }
            (Phase::Power(pending), action) => self.resolve(pending, action, &mut ev),
            (phase, action) => unreachable!("legal action {action:?} has no rule in {phase:?}"),
        }
        Ok(ev)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let scores: Vec<u32> = Seat::all(self.seats()).map(|s| self.score(s)).collect();
        let best = scores.iter().copied().max().unwrap_or(0);
        let leaders = scores.iter().filter(|&&s| s == best).count();
        let results = scores
            .iter()
            .map(|&s| match (s == best, leaders) {
                _ if self.repetition => SeatResult::Draw,
                (true, 1) => SeatResult::Win,
                (true, _) => SeatResult::Draw,
                (false, _) => SeatResult::Loss,
            })
            .collect();
        Some(Outcome {
            results,
            scores: scores.into_iter().map(f64::from).collect(),
        })
    }

    fn view(&self, seat: Seat) -> GrimwoodView {
        let mut memory = self.memory[seat.index()].clone();
        memory.known[seat.index()].clear();
        memory.lacks[seat.index()].clear();
        let phase = match &self.phase {
            Phase::Power(Pending::Dwarf {
                from_discard,
                from_deck,
            }) => Phase::Power(Pending::Dwarf {
                from_discard: *from_discard,
                from_deck: if seat == self.current {
                    *from_deck
                } else {
                    None
                },
            }),
            other => other.clone(),
        };
        GrimwoodView {
            settings: self.settings.clone(),
            me: seat,
            hand: self.hands[seat.index()].clone(),
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            tables: self.tables.clone(),
            discard: self.discard.clone(),
            deck_size: self.deck.len() as u8,
            current: self.current,
            phase,
            actions_left: self.actions_left,
            powers_left: self.powers_left,
            used_this_turn: self.used_this_turn.clone(),
            skip_next: self.skip_next.clone(),
            final_turns_left: self.final_turns_left,
            turns_taken: self.turns_taken,
            memory,
            drawn_by_repetition: self.repetition,
        }
    }

    fn determinize(view: &GrimwoodView, rng: &mut GameRng) -> Self {
        determinize::sample(view, rng)
    }

    fn cards(&self) -> Vec<Card> {
        // Called at every step of the conformance run: one allocation, no per-combo vectors.
        let mut all: Vec<Card> = Vec::with_capacity(68);
        all.extend(self.hands.iter().flatten());
        for combo in self.tables.iter().flatten() {
            combo.extend_cards(&mut all);
        }
        all.extend(&self.deck);
        all.extend(&self.discard);
        match &self.phase {
            Phase::Power(Pending::LarakiKeep { drawn }) => all.extend(drawn),
            Phase::Power(Pending::LarakiGive { left, .. }) => all.extend(left),
            _ => {}
        }
        all
    }

    fn deck(settings: &Settings) -> Vec<Card> {
        let two = settings.seats == 2;
        let mut deck: Vec<Card> = Supernatural::ALL.into_iter().map(Card::Super).collect();
        for (card, n) in [
            (Card::Owl, 9),
            (Card::Crow, 9),
            (Card::Swamp, 6),
            (Card::Path, 6),
            (Card::Clearing, 6),
            (Card::Amulet, if two { 2 } else { 4 }),
            (Card::Rune, if two { 2 } else { 4 }),
        ] {
            deck.extend(std::iter::repeat_n(card, n));
        }
        deck
    }

    fn max_plies(settings: &Settings) -> usize {
        let _ = settings;
        // Turns: every turn that starts records its position's fingerprint, and the third
        // appearance of one ends the game, so at most 2 * 2^FINGERPRINT_BITS turns start.
        // Werewolf skips start no turn and are bounded by the turns that start.
        let turns: u64 = 2 * (1 << FINGERPRINT_BITS) + 1;
        // Plies in one turn, from the rules' own bounds (generous, not tight):
        let powers: u64 = 24 * MAX_POWER_USES as u64; // each of the 24 powers twice at most
        // Each physical Rune is played once, and again only after a power took it back from
        // the discard pile (at most two cards a use, the Faeries).
        let runes: u64 = 4 + 2 * powers;
        let actions: u64 = 2 + 2 * runes;
        // Each block discards one of the four Amulets; one is back in a hand only through a
        // power, which moves at most all four.
        let blocks: u64 = 4 + 4 * powers;
        // Action steals, the opening or closing one, and power steals (Dracula 2, Goblins 3,
        // Ghouls and the Shadow Queen 1, the Eternals up to 7 that succeed), plus the blocked.
        let steals: u64 = actions + 1 + 7 * powers + blocks;
        // Cards that may enter the player's hand: the 68 of the box, one per draw or steal, and
        // at most 68 a power (the Boogeyman's exchange); each set placed or card discarded
        // takes at least one out.
        let into_hand: u64 = 68 + actions + 1 + steals + 68 * powers;
        let per_turn: u64 = actions // the actions themselves
            + 1 // the opening or closing draw or steal
            + 2 * steals // a power steal's target, each robbed seat's Amulet answer
            + 8 * powers // a power's own choices (the Eternals' seven draws at most)
            + powers // playing or keeping a card a power took
            + (actions + powers) // using a placed card's power or not
            + into_hand // sets placed and cards discarded
            + 2; // no more actions; end of turn
        usize::try_from(turns.saturating_mul(per_turn).saturating_add(1)).unwrap_or(usize::MAX)
    }

    fn opening(&self) -> Vec<GrimwoodEvent> {
        vec![GrimwoodEvent::TurnBegan { seat: self.current }]
    }

    fn narrate(event: &GrimwoodEvent, viewer: Option<Seat>) -> Option<String> {
        narrate::line(event, viewer)
    }

    fn describe_action(&self, action: &GrimwoodAction) -> String {
        narrate::action(self, action)
    }

    fn tallies(event: &GrimwoodEvent) -> Vec<(Seat, &'static str)> {
        match event {
            GrimwoodEvent::Stole { thief, .. } => vec![(*thief, "steals")],
            GrimwoodEvent::Blocked { victim, .. } => vec![(*victim, "amulet blocks")],
            GrimwoodEvent::PowerUsed { seat, .. } => vec![(*seat, "powers")],
            _ => Vec::new(),
        }
    }
}

impl GrimwoodGame {
    fn rune(&mut self, me: Seat, ev: &mut Vec<GrimwoodEvent>) {
        take_one(&mut self.hands[me.index()], Card::Rune);
        self.public_loss(me, Card::Rune);
        self.discard.push(Card::Rune);
        // Two more actions, and each of them may be a power.
        self.actions_left += 2;
        self.powers_left += 2;
        ev.push(GrimwoodEvent::RunePlayed { seat: me });
    }

    fn resolve(&mut self, pending: Pending, action: GrimwoodAction, ev: &mut Vec<GrimwoodEvent>) {
        use GrimwoodAction as A;
        use Supernatural as S;
        let me = self.current;
        match (pending, action) {
            (Pending::Amazon, A::Ask(card)) => {
                ev.push(GrimwoodEvent::Asked { seat: me, card });
                for from in self.others(me).collect::<Vec<_>>() {
                    if take_one(&mut self.hands[from.index()], card) {
                        self.public_loss(from, card);
                        insert_sorted(&mut self.hands[me.index()], card);
                        self.public_gain(me, card);
                        ev.push(GrimwoodEvent::Gave { from, to: me, card });
                    } else {
                        for m in &mut self.memory {
                            let lacks = &mut m.lacks[from.index()];
                            if !lacks.contains(&card) {
                                lacks.push(card);
                                lacks.sort();
                            }
                        }
                    }
                }
                self.resume(ev);
            }
            (Pending::Target(card), A::Target(target)) => match card {
                S::Boogeyman => {
                    self.hands.swap(me.index(), target.index());
                    for (i, m) in self.memory.iter_mut().enumerate() {
                        m.known.swap(me.index(), target.index());
                        m.lacks.swap(me.index(), target.index());
                        if i == me.index() {
                            m.known[target.index()] = self.hands[target.index()].clone();
                        }
                        if i == target.index() {
                            m.known[me.index()] = self.hands[me.index()].clone();
                        }
                    }
                    ev.push(GrimwoodEvent::HandsSwapped { a: me, b: target });
                    self.resume(ev);
                }
                S::Dracula => self.open_steal(
                    me,
                    target,
                    StealKind::Power(PowerSteal::Dracula {
                        victim: target,
                        left: 1,
                    }),
                    ev,
                ),
                S::Hydra => {
                    self.look(me, target, ev);
                    self.resume(ev);
                }
                S::Troll => {
                    self.random_discard(target, ev);
                    self.resume(ev);
                }
                S::Werewolf => {
                    self.skip_next[target.index()] = true;
                    ev.push(GrimwoodEvent::WillSkip { seat: target });
                    self.resume(ev);
                }
                other => unreachable!("{other:?} does not target a player"),
            },
            (Pending::Take(card), A::Take(taken)) => {
                let from = self.remove_from_table(taken);
                insert_sorted(&mut self.hands[me.index()], Card::Super(taken));
                self.public_gain(me, Card::Super(taken));
                ev.push(GrimwoodEvent::TookFromTable {
                    seat: me,
                    card: taken,
                    from,
                });
                self.free_play(vec![Card::Super(taken)], card == S::Nymph, ev);
            }
            (Pending::Demon, A::Destroy(r)) => {
                let combo = self.tables[r.owner.index()].remove(usize::from(r.index));
                self.discard.extend(combo.cards());
                ev.push(GrimwoodEvent::ComboDestroyed {
                    by: me,
                    owner: r.owner,
                    combo,
                });
                self.resume(ev);
            }
            (Pending::Highwayman, A::Swap { mine, theirs }) => {
                let given = self.tables[me.index()][usize::from(mine)].clone();
                let taken = self.tables[theirs.owner.index()][usize::from(theirs.index)].clone();
                self.tables[me.index()][usize::from(mine)] = taken.clone();
                self.tables[theirs.owner.index()][usize::from(theirs.index)] = given.clone();
                ev.push(GrimwoodEvent::CombosSwapped {
                    a: me,
                    given,
                    b: theirs.owner,
                    taken,
                });
                self.resume(ev);
            }
            (Pending::Sorceress, A::Sorcery { pay, take }) => {
                self.hand_to_discard(me, pay, ev);
                self.hand_to_discard(me, pay, ev);
                let combo = self.tables[take.owner.index()].remove(usize::from(take.index));
                self.tables[me.index()].push(combo.clone());
                ev.push(GrimwoodEvent::ComboTaken {
                    by: me,
                    from: take.owner,
                    combo,
                });
                self.resume(ev);
            }
            (Pending::Elf, A::Reactivate(card)) => {
                ev.push(GrimwoodEvent::Reactivated { seat: me, card });
                self.start_power(card, ev);
            }
            (
                Pending::Dwarf {
                    from_discard,
                    from_deck,
                },
                A::Keep(kept),
            ) => {
                let deck_card = from_deck.expect("the true state knows the Dwarf's deck card");
                let other = if kept == from_discard {
                    deck_card
                } else {
                    from_discard
                };
                self.hand_to_discard(me, other, ev);
                self.resume(ev);
            }
            (Pending::Faeries { mut picked }, A::Pick(card)) => {
                self.take_from_discard(me, card, ev);
                picked.push(card);
                if picked.len() < 2 && !self.discard.is_empty() {
                    self.phase = Phase::Power(Pending::Faeries { picked });
                } else {
                    self.free_play(picked, false, ev);
                }
            }
            (Pending::Giant, A::Pick(card)) => {
                self.take_from_discard(me, card, ev);
                self.free_play(vec![card], false, ev);
            }
            (Pending::Ghouls, A::Draw) => {
                self.draw_card(me, ev);
                self.resume(ev);
            }
            (Pending::Ghouls | Pending::ShadowQueen, A::Steal(victim)) => {
                self.open_steal(me, victim, StealKind::Power(PowerSteal::Single), ev)
            }
            (Pending::Goblins { left }, A::Steal(victim)) => self.open_steal(
                me,
                victim,
                StealKind::Power(PowerSteal::Goblins { left: left - 1 }),
                ev,
            ),
            (Pending::Eternals, A::Draw) => {
                self.draw_card(me, ev);
                self.eternals_next(ev);
            }
            (Pending::Eternals, A::Steal(victim)) => {
                self.open_steal(me, victim, StealKind::Power(PowerSteal::Eternals), ev)
            }
            (Pending::LarakiKeep { mut drawn }, A::Keep(card)) => {
                take_one(&mut drawn, card);
                insert_sorted(&mut self.hands[me.index()], card);
                self.public_gain(me, card);
                ev.push(GrimwoodEvent::TookFromDiscard { seat: me, card });
                let to: Vec<Seat> = self.others(me).take(drawn.len()).collect();
                self.laraki_next(drawn, to, ev);
            }
            (Pending::LarakiGive { mut left, mut to }, A::Give(card)) => {
                take_one(&mut left, card);
                let receiver = to.remove(0);
                insert_sorted(&mut self.hands[receiver.index()], card);
                self.public_gain(receiver, card);
                ev.push(GrimwoodEvent::Gift {
                    from: me,
                    to: receiver,
                    card,
                });
                self.laraki_next(left, to, ev);
            }
            (pending, action) => unreachable!("legal {action:?} has no rule for {pending:?}"),
        }
    }

    fn laraki_next(&mut self, left: Vec<Card>, to: Vec<Seat>, ev: &mut Vec<GrimwoodEvent>) {
        if left.is_empty() || to.is_empty() {
            self.discard.extend(left);
            self.resume(ev);
        } else {
            self.phase = Phase::Power(Pending::LarakiGive { left, to });
        }
    }
}
