#![doc = include_str!("rules.md")]
//!
//! ## For developers
//!
//! Every rule above, and every choice and house rule, is pinned by a named scenario test in
//! `tests/shadow_house_rules.rs`. What a seat sees is its [`ShadowView`] (with its memory of the
//! round as [`Note`]s); bots read it through [`Belief`].

mod belief;
mod bot;
mod determinize;
mod narrate;

pub use belief::Belief;

use crate::engine::{
    Game, GameInfo, GameRng, IllegalAction, Outcome, RoundsInfo, SealedChoices, Seat, SeatResult,
    Settings, SettingsError, Turn, Variant, derive_seed,
};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Points that end a match.
pub const TARGET_POINTS: u8 = 5;
/// A match to 5 points is drawn when the standings between rounds are the same this many times
/// (house rule: see the rules' `House rules`).
pub const STANDINGS_REPEATS: usize = 3;
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

/// What each seat scores in a round of `seats` players that ended with `ending`, `culprit` being
/// the player who held the Culprit and `accomplices` those with an Accomplice card in front of
/// them.
pub fn round_points(seats: usize, ending: Ending, culprit: Seat, accomplices: &[Seat]) -> Vec<u8> {
    let guilty = |s: Seat| s == culprit || accomplices.contains(&s);
    Seat::all(seats)
        .map(|s| match ending {
            Ending::Detective { by } | Ending::Toby { by } if s == by => {
                if guilty(s) {
                    0
                } else if matches!(ending, Ending::Toby { .. }) {
                    3
                } else {
                    2
                }
            }
            Ending::Detective { .. } | Ending::Toby { .. } | Ending::Handcuffed { .. } => {
                u8::from(!guilty(s))
            }
            Ending::CulpritEscaped { .. } => 2 * u8::from(guilty(s)),
        })
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

impl Statement {
    pub fn sentence(self) -> String {
        match self {
            Statement::Suspect(s) => format!("I think {s} holds the Culprit."),
            Statement::Vouch(s) => format!("I'm sure {s} is innocent."),
            Statement::NoIdea => "I have no idea who did it yet.".into(),
        }
    }
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
    /// House rule: the standings between rounds came round a third time; nobody wins.
    MatchDrawn,
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
enum Phase {
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

/// The decision under way, as a seat sees it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PhaseView {
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
    /// Everyone with a card passes one left. `waiting`: seats still choosing, in order; `own`:
    /// the viewer's sealed choice once made.
    Share {
        seats: Vec<Seat>,
        waiting: Vec<Seat>,
        own: Option<Card>,
    },
    Frenzy {
        seats: Vec<Seat>,
        waiting: Vec<Seat>,
        own: Option<Card>,
    },
    Speak,
    WitnessChoice {
        target: Seat,
    },
    WitnessGive {
        target: Seat,
    },
    /// The witness has put a card aside (their own memory says which); the target answers.
    WitnessReturn {
        target: Seat,
    },
    SwapGive {
        target: Seat,
    },
    SwapReturn {
        target: Seat,
    },
    Over,
}

#[derive(Clone, PartialEq, Debug)]
pub struct ShadowHouseGame {
    settings: Settings,
    seed: u64,
    /// Random draws taken so far; each uses its own stream derived from the seed.
    draws: u64,
    round: u8,
    points: Vec<u8>,
    history: Vec<RoundResult>,
    hands: Vec<Vec<Card>>,
    pile: Vec<Card>,
    in_front: Vec<Vec<Card>>,
    discards: Vec<Card>,
    handcuffs: Option<Seat>,
    servant: Vec<bool>,
    housekeeper: Vec<bool>,
    /// The seat whose turn it is (others may be deciding out of turn: see [`Game::turn`]).
    current: Seat,
    phase: Phase,
    memory: Vec<Vec<Note>>,
    winners: Vec<Seat>,
    /// The match ended drawn by the house rule on repeated standings.
    drawn: bool,
}

/// Everything one seat knows.
#[derive(Clone, PartialEq, Debug)]
pub struct ShadowView {
    pub settings: Settings,
    pub me: Seat,
    pub round: u8,
    pub points: Vec<u8>,
    pub history: Vec<RoundResult>,
    pub hand: Vec<Card>,
    pub hand_sizes: Vec<u8>,
    pub pile_size: u8,
    pub in_front: Vec<Vec<Card>>,
    pub discards: Vec<Card>,
    pub handcuffs: Option<Seat>,
    pub servant: Vec<bool>,
    pub housekeeper: Vec<bool>,
    pub current: Seat,
    pub phase: PhaseView,
    /// This round, as this seat remembers it, oldest first.
    pub memory: Vec<Note>,
    /// Set once the match is over.
    pub winners: Vec<Seat>,
    /// The match ended drawn (the standings between rounds came round a third time).
    pub drawn: bool,
}

impl ShadowView {
    pub fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    pub fn lightning(&self) -> bool {
        self.settings.variant == LIGHTNING
    }

    pub fn is_accomplice(&self, seat: Seat) -> bool {
        self.in_front[seat.index()].contains(&Card::Accomplice)
    }

    /// Who must decide now (`None` once the match is over).
    pub fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            PhaseView::Over => None,
            PhaseView::Answer { target, .. } | PhaseView::Discard { target, .. } => Some(*target),
            PhaseView::Share { waiting, .. } | PhaseView::Frenzy { waiting, .. } => {
                waiting.first().copied()
            }
            PhaseView::WitnessReturn { target } | PhaseView::SwapReturn { target } => Some(*target),
            _ => Some(self.current),
        }
    }

    /// The private notes of this round, for the notes panel.
    pub fn private_notes(&self) -> impl Iterator<Item = &Happening> {
        self.memory.iter().filter(|n| n.private).map(|n| &n.what)
    }
}

pub const LIGHTNING: &str = "lightning";

/// A memory note in plain words for `viewer` (the private notes panel).
pub fn describe(what: &Happening, viewer: Seat) -> Option<String> {
    narrate::line(
        &ShadowEvent {
            audience: Audience::Only(viewer),
            what: what.clone(),
        },
        Some(viewer),
    )
}

/// How a round ended, in a sentence for `viewer`.
pub fn describe_ending(result: &RoundResult, viewer: Option<Seat>) -> String {
    narrate::ending(result.ending, result.culprit, viewer)
}

pub const INFO: GameInfo = GameInfo {
    id: "shadow-house",
    name: "Shadow House: Masquerade",
    min_seats: 3,
    max_seats: 8,
    default_seats: 5,
    variants: &[Variant {
        id: LIGHTNING,
        name: "Lightning investigation",
        summary: "A single round without points: the culprit's side or everyone else wins.",
        single_round: true,
    }],
    rounds: Some(RoundsInfo {
        max: 10,
        standard: "first to 5 points",
    }),
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

fn kinds(cards: &[Card]) -> Vec<Card> {
    let mut out = cards.to_vec();
    out.dedup();
    out
}

impl ShadowHouseGame {
    fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    fn lightning(&self) -> bool {
        self.settings.variant == LIGHTNING
    }

    fn rng(&mut self) -> GameRng {
        self.draws += 1;
        GameRng::seeded(derive_seed(self.seed, self.draws))
    }

    /// A round dealt exactly as given, for scenario tests: `hands[s]` is seat `s`'s hand (any
    /// sizes), `pile` the draw pile (top last). Cards of the box in neither are out of play and go
    /// to the bottom of the pile. Whoever holds First on the scene opens, as in a dealt round.
    pub fn from_deal(
        settings: &Settings,
        hands: Vec<Vec<Card>>,
        pile: Vec<Card>,
    ) -> Result<Self, String> {
        let mut game = ShadowHouseGame::new(settings, 0).map_err(|e| e.to_string())?;
        game.redeal(hands, pile)?;
        Ok(game)
    }

    /// Scenario tests only: deal the round just begun (nothing played in it yet) again, exactly as
    /// given, as [`Self::from_deal`] does; the match's points and past rounds stay.
    #[doc(hidden)]
    pub fn redeal(&mut self, hands: Vec<Vec<Card>>, pile: Vec<Card>) -> Result<(), String> {
        if self.phase != Phase::Open || self.in_front.iter().any(|c| !c.is_empty()) {
            return Err("only a round not yet opened can be dealt again".into());
        }
        if hands.len() != self.seats() {
            return Err(format!("{} hands for {} seats", hands.len(), self.seats()));
        }
        let mut rest = full_deck();
        for card in hands.iter().flatten().chain(&pile) {
            if !take_one(&mut rest, *card) {
                return Err(format!("too many {card} cards"));
            }
        }
        rest.extend(pile);
        self.pile = rest;
        self.hands = hands
            .into_iter()
            .map(|mut h| {
                h.sort();
                h
            })
            .collect();
        self.memory = vec![Vec::new(); self.seats()];
        self.note(
            Audience::Everyone,
            Happening::RoundDealt { round: self.round },
        );
        for s in Seat::all(self.seats()) {
            let cards = self.hands[s.index()].clone();
            self.note(Audience::Only(s), Happening::Dealt { cards });
        }
        self.current = self.opener();
        self.phase = if self.hands[self.current.index()].contains(&Card::FirstOnTheScene) {
            Phase::Open
        } else {
            Phase::Turn
        };
        Ok(())
    }

    /// Scenario tests only: make a freshly dealt game (from [`Self::from_deal`]) round `round` of
    /// a match standing at `points`. Refused unless the match could still be going: `round` within
    /// the match's length, one total per seat, nobody at the target yet. Earlier rounds' results
    /// are not made up, so the history stays empty.
    #[doc(hidden)]
    pub fn at_round(mut self, round: u8, points: Vec<u8>) -> Result<Self, String> {
        let last = self.settings.rounds.unwrap_or(u8::MAX);
        if self.lightning() || round == 0 || round > last {
            return Err(format!("this match has no round {round}"));
        }
        if points.len() != self.seats() {
            return Err(format!(
                "{} totals for {} seats",
                points.len(),
                self.seats()
            ));
        }
        if self.settings.rounds.is_none() && points.iter().any(|&p| p >= TARGET_POINTS) {
            return Err("a match to 5 points would already be over".into());
        }
        if !self.history.is_empty() || self.round != 1 {
            return Err("only a fresh deal can be moved to another round".into());
        }
        self.round = round;
        self.points = points;
        for memory in &mut self.memory {
            for note in memory.iter_mut() {
                if let Happening::RoundDealt { round: r } = &mut note.what {
                    *r = round;
                }
            }
        }
        Ok(self)
    }

    /// Scenario tests only: jump to the start of `seat`'s turn, as if the seats in between had
    /// passed. Refused unless the round is between turns (First on the scene already played,
    /// nothing pending) and `seat` holds a card, so it can only reach positions a real turn order
    /// could: the turn begins as a real one does, ending `seat`'s Servant or Housekeeper
    /// protection, and is announced to every seat.
    #[doc(hidden)]
    pub fn set_turn(&mut self, seat: Seat) -> Result<(), String> {
        if self.phase != Phase::Turn {
            return Err(format!("not between turns ({:?})", self.phase));
        }
        if seat.index() >= self.seats() || self.hands[seat.index()].is_empty() {
            return Err(format!("{seat} has no card to play"));
        }
        self.current = seat;
        self.servant[seat.index()] = false;
        self.housekeeper[seat.index()] = false;
        self.note(Audience::Everyone, Happening::TurnBegan { seat });
        Ok(())
    }

    fn opener(&self) -> Seat {
        Seat::all(self.seats())
            .find(|s| self.hands[s.index()].contains(&Card::FirstOnTheScene))
            .unwrap_or(Seat(0))
    }

    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat.index()]
    }

    pub fn pile(&self) -> &[Card] {
        &self.pile
    }

    pub fn points(&self) -> &[u8] {
        &self.points
    }

    pub fn round(&self) -> u8 {
        self.round
    }

    pub fn history(&self) -> &[RoundResult] {
        &self.history
    }

    pub fn handcuffs(&self) -> Option<Seat> {
        self.handcuffs
    }

    pub fn in_front(&self, seat: Seat) -> &[Card] {
        &self.in_front[seat.index()]
    }

    pub fn current(&self) -> Seat {
        self.current
    }

    /// Whoever holds the Culprit card now.
    pub fn culprit(&self) -> Seat {
        Seat::all(self.seats())
            .find(|s| self.hands[s.index()].contains(&Card::Culprit))
            .unwrap_or(self.current)
    }

    fn is_accomplice(&self, seat: Seat) -> bool {
        self.in_front[seat.index()].contains(&Card::Accomplice)
    }

    fn note(&mut self, audience: Audience, what: Happening) {
        match audience {
            Audience::Everyone => {
                for m in &mut self.memory {
                    m.push(Note {
                        private: false,
                        what: what.clone(),
                    });
                }
            }
            Audience::Only(seat) => self.memory[seat.index()].push(Note {
                private: true,
                what,
            }),
        }
    }

    fn tell(&mut self, events: &mut Vec<ShadowEvent>, audience: Audience, what: Happening) {
        self.note(audience, what.clone());
        events.push(ShadowEvent { audience, what });
    }

    /// Deals round `round`: starter cards plus random others, four each; the rest is the pile.
    fn deal(&mut self, round: u8, events: &mut Vec<ShadowEvent>) {
        let seats = self.seats();
        let mut rng = self.rng();
        let starter = starter(seats);
        let mut others = full_deck();
        for &c in &starter {
            take_one(&mut others, c);
        }
        rng.shuffle(&mut others);
        let extra = HAND_SIZE * seats - starter.len();
        let mut round_cards: Vec<Card> = starter;
        round_cards.extend(others.drain(..extra));
        rng.shuffle(&mut round_cards);
        self.hands = round_cards
            .chunks(HAND_SIZE)
            .map(|c| {
                let mut h = c.to_vec();
                h.sort();
                h
            })
            .collect();
        self.pile = others;
        self.round = round;
        self.in_front = vec![Vec::new(); seats];
        self.discards.clear();
        self.handcuffs = None;
        self.servant = vec![false; seats];
        self.housekeeper = vec![false; seats];
        self.memory = vec![Vec::new(); seats];
        self.current = self.opener();
        self.phase = Phase::Open;
        self.tell(events, Audience::Everyone, Happening::RoundDealt { round });
        for s in Seat::all(seats) {
            let cards = self.hands[s.index()].clone();
            self.tell(events, Audience::Only(s), Happening::Dealt { cards });
        }
        self.tell(
            events,
            Audience::Everyone,
            Happening::TurnBegan { seat: self.current },
        );
    }

    fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Over => None,
            Phase::Answer { target, .. }
            | Phase::Discard { target, .. }
            | Phase::WitnessReturn { target, .. }
            | Phase::SwapReturn { target, .. } => Some(*target),
            Phase::Share(sealed) | Phase::Frenzy(sealed) => sealed.next_to_choose(),
            _ => Some(self.current),
        }
    }

    fn others(&self, me: Seat) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.seats()).filter(move |&s| s != me)
    }

    /// Seats `card` played by `me` may target (the card itself already out of `me`'s hand when
    /// `after_play`).
    fn targets(&self, me: Seat, card: Card) -> Vec<Seat> {
        let has_cards = |s: Seat| !self.hands[s.index()].is_empty();
        let my_cards_after = self.hands[me.index()].len() - 1;
        self.others(me)
            .filter(|&s| match card {
                Card::Detective => !self.servant[s.index()],
                Card::Sheriff => !self.housekeeper[s.index()],
                Card::Toby => !self.housekeeper[s.index()] && has_cards(s),
                Card::Accomplice | Card::Witness => has_cards(s),
                Card::Swap => my_cards_after > 0 && has_cards(s),
                _ => false,
            })
            .collect()
    }

    fn give_options(&self, seat: Seat) -> Vec<ShadowAction> {
        kinds(&self.hands[seat.index()])
            .into_iter()
            .map(ShadowAction::Give)
            .collect()
    }

    fn end_round(&mut self, ending: Ending, events: &mut Vec<ShadowEvent>) {
        let seats = self.seats();
        let culprit = self.culprit();
        let accomplices: Vec<Seat> = Seat::all(seats)
            .filter(|&s| self.is_accomplice(s))
            .collect();
        let points = round_points(seats, ending, culprit, &accomplices);
        let result = RoundResult {
            round: self.round,
            ending,
            culprit,
            accomplices,
            points: points.clone(),
        };
        if !self.lightning() {
            for (total, p) in self.points.iter_mut().zip(&points) {
                *total += p;
            }
        }
        self.history.push(result.clone());
        self.tell(events, Audience::Everyone, Happening::RoundEnded(result));
        // House rule: the standings between rounds recur only after rounds that scored nothing
        // (points never go down), so their third time is two such rounds in a row.
        let scored_nothing = |r: &RoundResult| r.points.iter().all(|&p| p == 0);
        self.drawn = self.settings.rounds.is_none()
            && !self.lightning()
            && self.history.len() >= STANDINGS_REPEATS - 1
            && self.history[self.history.len() + 1 - STANDINGS_REPEATS..]
                .iter()
                .all(scored_nothing);
        let over = self.lightning()
            || self.drawn
            || match self.settings.rounds {
                Some(n) => self.round >= n,
                None => self.points.iter().any(|&p| p >= TARGET_POINTS),
            };
        if over {
            self.phase = Phase::Over;
            self.winners = if self.drawn {
                Vec::new()
            } else if self.lightning() {
                Seat::all(seats)
                    .filter(|&s| self.history[0].won(s))
                    .collect()
            } else {
                let top = *self.points.iter().max().expect("seats");
                Seat::all(seats)
                    .filter(|s| self.points[s.index()] == top)
                    .collect()
            };
            let over = if self.drawn {
                Happening::MatchDrawn
            } else {
                Happening::MatchOver {
                    winners: self.winners.clone(),
                }
            };
            self.tell(events, Audience::Everyone, over);
        } else {
            let next = self.round + 1;
            self.deal(next, events);
        }
    }

    /// The Culprit card leaves its holder's hand face up: the culprit side wins unless handcuffed.
    fn culprit_revealed(&mut self, holder: Seat, discarded: bool, events: &mut Vec<ShadowEvent>) {
        // The card is face up now, but the holder is still "the culprit" for scoring.
        self.hands[holder.index()].push(Card::Culprit);
        let ending = if self.handcuffs == Some(holder) {
            Ending::Handcuffed { discarded }
        } else {
            Ending::CulpritEscaped { discarded }
        };
        self.end_round(ending, events);
        // A new round may already be dealt; a finished match keeps the Culprit where it was shown.
        if self.phase == Phase::Over {
            take_one(&mut self.hands[holder.index()], Card::Culprit);
            if discarded {
                self.discards.push(Card::Culprit);
            } else {
                self.in_front[holder.index()].push(Card::Culprit);
            }
        }
    }

    fn next_turn(&mut self, events: &mut Vec<ShadowEvent>) {
        let seats = self.seats();
        let mut next = self.current;
        loop {
            next = next.clockwise(1, seats);
            self.servant[next.index()] = false;
            self.housekeeper[next.index()] = false;
            if !self.hands[next.index()].is_empty() {
                break;
            }
            self.tell(
                events,
                Audience::Everyone,
                Happening::SkippedEmptyHand { seat: next },
            );
        }
        self.current = next;
        self.phase = Phase::Turn;
        self.tell(
            events,
            Audience::Everyone,
            Happening::TurnBegan { seat: next },
        );
    }

    fn refusal(&self, action: &ShadowAction) -> IllegalAction {
        let who = self.to_act();
        let reason = match (&self.phase, action) {
            (Phase::Over, _) => "the match is over".to_string(),
            (Phase::Open, _) => format!("{} must open with First on the scene", self.current),
            (Phase::Turn, ShadowAction::Play(Card::Culprit)) => {
                "the Culprit can only be played as the last card in hand".into()
            }
            (Phase::Turn, ShadowAction::Play(c) | ShadowAction::PlayAt { card: c, .. })
                if !self.hands[self.current.index()].contains(c) =>
            {
                format!("{} does not hold {c}", self.current)
            }
            (Phase::Turn, ShadowAction::PlayAt { card, target }) if card.targets() => {
                format!("{card} cannot be aimed at {target} now")
            }
            (Phase::Turn, ShadowAction::Play(card)) if card.targets() => {
                format!("{card} must be aimed at a player")
            }
            (Phase::Answer { target, .. }, _) => {
                format!("{target} must answer the Detective first")
            }
            (Phase::Discard { target, .. }, ShadowAction::Discard(Card::Culprit)) => {
                format!("{target} can discard the Culprit only as their last card")
            }
            (Phase::Discard { target, .. }, _) => format!("{target} must discard a card first"),
            (Phase::Share(_), _) => "every player with a card must pass one for Share".into(),
            (Phase::Frenzy(_), _) => "every player with a card must choose one for Frenzy".into(),
            (Phase::Speak, _) => "the Soothsayer must speak first".into(),
            (Phase::WitnessChoice { .. }, ShadowAction::SwapWithWitnessed) => {
                "a swap needs the Culprit or an Accomplice card in the hand looked at".into()
            }
            (Phase::WitnessChoice { .. }, _) => "the Witness must decide about a swap".into(),
            _ => match who {
                Some(seat) => format!("that is not something {seat} can do now"),
                None => "nobody may act now".into(),
            },
        };
        IllegalAction::new(reason)
    }

    fn play(
        &mut self,
        card: Card,
        target: Option<Seat>,
        events: &mut Vec<ShadowEvent>,
    ) -> Result<(), IllegalAction> {
        let me = self.current;
        take_one(&mut self.hands[me.index()], card);
        if card == Card::Culprit {
            self.tell(
                events,
                Audience::Everyone,
                Happening::Played {
                    seat: me,
                    card,
                    target,
                },
            );
            self.culprit_revealed(me, false, events);
            return Ok(());
        }
        self.in_front[me.index()].push(card);
        self.tell(
            events,
            Audience::Everyone,
            Happening::Played {
                seat: me,
                card,
                target,
            },
        );
        let seats = self.seats();
        match (card, target) {
            (Card::Detective, Some(target)) => {
                self.phase = Phase::Answer {
                    detective: me,
                    target,
                };
                return Ok(());
            }
            (Card::Accomplice, Some(target)) => {
                self.phase = Phase::Discard {
                    accomplice: me,
                    target,
                };
                return Ok(());
            }
            (Card::Sheriff, Some(target)) => {
                self.handcuffs = Some(target);
                self.tell(
                    events,
                    Audience::Everyone,
                    Happening::HandcuffsGiven { to: target },
                );
            }
            (Card::Toby, Some(target)) => {
                let mut rng = self.rng();
                let hand = &self.hands[target.index()];
                let card = hand[rng.below(hand.len())];
                self.tell(
                    events,
                    Audience::Everyone,
                    Happening::TobyRevealed { target, card },
                );
                if card == Card::Culprit {
                    self.end_round(Ending::Toby { by: me }, events);
                    return Ok(());
                }
            }
            (Card::Baby, _) => {
                let culprit = self.culprit();
                self.tell(
                    events,
                    Audience::Only(me),
                    Happening::BabyShowed { culprit },
                );
            }
            (Card::Share, _) => {
                let seats_in: Vec<Seat> = (0..seats)
                    .map(|k| me.clockwise(k, seats))
                    .filter(|s| !self.hands[s.index()].is_empty())
                    .collect();
                if !seats_in.is_empty() {
                    self.phase = Phase::Share(SealedChoices::new(seats_in));
                    return Ok(());
                }
            }
            (Card::Rumors, _) => {
                let mut rng = self.rng();
                let mut moves = Vec::new();
                for taker in Seat::all(seats) {
                    let from = taker.clockwise(seats - 1, seats);
                    let hand = &self.hands[from.index()];
                    if !hand.is_empty() {
                        moves.push((taker, from, hand[rng.below(hand.len())]));
                    }
                }
                for &(_, from, card) in &moves {
                    take_one(&mut self.hands[from.index()], card);
                }
                for &(taker, _, card) in &moves {
                    insert_sorted(&mut self.hands[taker.index()], card);
                }
                let pairs = moves.iter().map(|&(t, f, _)| (t, f)).collect();
                self.tell(events, Audience::Everyone, Happening::Rumored { pairs });
                for (taker, from, card) in moves {
                    self.tell(
                        events,
                        Audience::Only(from),
                        Happening::Gave { to: taker, card },
                    );
                    self.tell(
                        events,
                        Audience::Only(taker),
                        Happening::Got {
                            from: Some(from),
                            card,
                        },
                    );
                }
            }
            (Card::Frenzy, _) => {
                if self.hands[me.index()].is_empty() {
                    self.tell(events, Audience::Everyone, Happening::FrenzyFizzled);
                } else {
                    let seats_in: Vec<Seat> = (0..seats)
                        .map(|k| me.clockwise(k, seats))
                        .filter(|s| !self.hands[s.index()].is_empty())
                        .collect();
                    self.phase = Phase::Frenzy(SealedChoices::new(seats_in));
                    return Ok(());
                }
            }
            (Card::Soothsayer, _) => {
                self.phase = Phase::Speak;
                return Ok(());
            }
            (Card::Witness, Some(target)) => {
                let cards = self.hands[target.index()].clone();
                self.tell(
                    events,
                    Audience::Only(me),
                    Happening::SawHand {
                        seat: target,
                        cards,
                    },
                );
                if !self.hands[me.index()].is_empty() {
                    // Asked even when no swap is possible, so the table cannot tell what was seen.
                    self.phase = Phase::WitnessChoice { target };
                    return Ok(());
                }
            }
            (Card::Swap, Some(target)) => {
                self.phase = Phase::SwapGive { target };
                return Ok(());
            }
            (Card::Servant, _) => self.servant[me.index()] = true,
            (Card::Housekeeper, _) => self.housekeeper[me.index()] = true,
            _ => {}
        }
        self.next_turn(events);
        Ok(())
    }

    /// A seat's view; without `record` it leaves out the round's memory and past rounds, which
    /// playouts do not need (they take the seat's belief straight from the state, see
    /// [`Self::belief_of`]) and which cost most of a view's copying.
    fn view_with_record(&self, seat: Seat, record: bool) -> ShadowView {
        let sealed_view = |sealed: &SealedChoices<Card>| {
            (
                sealed.seats().collect::<Vec<_>>(),
                sealed
                    .seats()
                    .filter(|&s| !sealed.has_chosen(s))
                    .collect::<Vec<_>>(),
                sealed.own(seat).copied(),
            )
        };
        let phase = match &self.phase {
            Phase::Open => PhaseView::Open,
            Phase::Turn => PhaseView::Turn,
            Phase::Answer { detective, target } => PhaseView::Answer {
                detective: *detective,
                target: *target,
            },
            Phase::Discard { accomplice, target } => PhaseView::Discard {
                accomplice: *accomplice,
                target: *target,
            },
            Phase::Share(sealed) => {
                let (seats, waiting, own) = sealed_view(sealed);
                PhaseView::Share {
                    seats,
                    waiting,
                    own,
                }
            }
            Phase::Frenzy(sealed) => {
                let (seats, waiting, own) = sealed_view(sealed);
                PhaseView::Frenzy {
                    seats,
                    waiting,
                    own,
                }
            }
            Phase::Speak => PhaseView::Speak,
            Phase::WitnessChoice { target } => PhaseView::WitnessChoice { target: *target },
            Phase::WitnessGive { target } => PhaseView::WitnessGive { target: *target },
            Phase::WitnessReturn { target, .. } => PhaseView::WitnessReturn { target: *target },
            Phase::SwapGive { target } => PhaseView::SwapGive { target: *target },
            Phase::SwapReturn { target, .. } => PhaseView::SwapReturn { target: *target },
            Phase::Over => PhaseView::Over,
        };
        ShadowView {
            settings: self.settings.clone(),
            me: seat,
            round: self.round,
            points: self.points.clone(),
            history: if record {
                self.history.clone()
            } else {
                Vec::new()
            },
            hand: self.hands[seat.index()].clone(),
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            pile_size: self.pile.len() as u8,
            in_front: self.in_front.clone(),
            discards: self.discards.clone(),
            handcuffs: self.handcuffs,
            servant: self.servant.clone(),
            housekeeper: self.housekeeper.clone(),
            current: self.current,
            phase,
            memory: if record {
                self.memory[seat.index()].clone()
            } else {
                Vec::new()
            },
            winners: self.winners.clone(),
            drawn: self.drawn,
        }
    }

    /// What `seat` believes, read from the state without building its view.
    fn belief_of(&self, seat: Seat) -> Belief {
        let hand_sizes: Vec<u8> = self.hands.iter().map(|h| h.len() as u8).collect();
        let pending_giver = match self.phase {
            Phase::WitnessReturn { .. } | Phase::SwapReturn { .. } => Some(self.current),
            _ => None,
        };
        Belief::from_seen(&belief::Seen {
            me: seat,
            hand: &self.hands[seat.index()],
            hand_sizes: &hand_sizes,
            in_front: &self.in_front,
            discards: &self.discards,
            pending_giver,
            memory: &self.memory[seat.index()],
        })
    }

    /// `a` and `b` each give one card to the other: `a_gives` is already out of `a`'s hand.
    fn exchange(
        &mut self,
        a: Seat,
        a_gives: Card,
        b: Seat,
        b_gives: Card,
        events: &mut Vec<ShadowEvent>,
    ) {
        take_one(&mut self.hands[b.index()], b_gives);
        insert_sorted(&mut self.hands[a.index()], b_gives);
        insert_sorted(&mut self.hands[b.index()], a_gives);
        self.tell(
            events,
            Audience::Only(b),
            Happening::Gave {
                to: a,
                card: b_gives,
            },
        );
        self.tell(
            events,
            Audience::Only(b),
            Happening::Got {
                from: Some(a),
                card: a_gives,
            },
        );
        self.tell(
            events,
            Audience::Only(a),
            Happening::Got {
                from: Some(b),
                card: b_gives,
            },
        );
    }
}

impl Game for ShadowHouseGame {
    type Action = ShadowAction;
    type View = ShadowView;
    type Event = ShadowEvent;
    type Card = Card;

    const INFO: GameInfo = INFO;

    fn new(settings: &Settings, seed: u64) -> Result<Self, SettingsError> {
        // Lightning is marked `single_round`, so a round count is refused here rather than
        // silently ignored.
        INFO.validate(settings)?;
        let seats = usize::from(settings.seats);
        let mut game = ShadowHouseGame {
            settings: settings.clone(),
            seed,
            draws: 0,
            round: 0,
            points: vec![0; seats],
            history: Vec::new(),
            hands: vec![Vec::new(); seats],
            pile: Vec::new(),
            in_front: vec![Vec::new(); seats],
            discards: Vec::new(),
            handcuffs: None,
            servant: vec![false; seats],
            housekeeper: vec![false; seats],
            current: Seat(0),
            phase: Phase::Open,
            memory: vec![Vec::new(); seats],
            winners: Vec::new(),
            drawn: false,
        };
        let mut events = Vec::new();
        game.deal(1, &mut events);
        Ok(game)
    }

    fn settings(&self) -> &Settings {
        &self.settings
    }

    fn turn(&self) -> Turn {
        self.to_act().into()
    }

    fn legal_actions(&self) -> Vec<ShadowAction> {
        let me = self.current;
        let hand = &self.hands[me.index()];
        let mut out = Vec::new();
        match &self.phase {
            Phase::Over => {}
            Phase::Open => out.push(ShadowAction::Play(Card::FirstOnTheScene)),
            Phase::Turn => {
                for card in kinds(hand) {
                    if card == Card::Culprit && hand.len() > 1 {
                        continue;
                    }
                    if card.targets() {
                        let targets = self.targets(me, card);
                        if targets.is_empty() {
                            out.push(ShadowAction::Play(card));
                        }
                        out.extend(
                            targets
                                .into_iter()
                                .map(|target| ShadowAction::PlayAt { card, target }),
                        );
                    } else {
                        out.push(ShadowAction::Play(card));
                    }
                }
            }
            Phase::Answer { target, .. } => {
                let hand = &self.hands[target.index()];
                let yes = hand.contains(&Card::Culprit) && !hand.contains(&Card::Alibi);
                out.push(ShadowAction::Answer(if yes {
                    Reply::Yes
                } else {
                    Reply::No
                }));
            }
            Phase::Discard { target, .. } => {
                let hand = &self.hands[target.index()];
                out.extend(
                    kinds(hand)
                        .into_iter()
                        .filter(|&c| c != Card::Culprit || hand.len() == 1)
                        .map(ShadowAction::Discard),
                );
            }
            Phase::Share(sealed) | Phase::Frenzy(sealed) => {
                let seat = sealed
                    .next_to_choose()
                    .expect("an open choice has a chooser");
                out.extend(self.give_options(seat));
            }
            Phase::Speak => {
                for s in self.others(me) {
                    out.push(ShadowAction::Say(Statement::Suspect(s)));
                }
                for s in self.others(me) {
                    out.push(ShadowAction::Say(Statement::Vouch(s)));
                }
                out.push(ShadowAction::Say(Statement::NoIdea));
            }
            Phase::WitnessChoice { target } => {
                let seen = &self.hands[target.index()];
                if seen.contains(&Card::Culprit) || seen.contains(&Card::Accomplice) {
                    out.push(ShadowAction::SwapWithWitnessed);
                }
                out.push(ShadowAction::KeepHands);
            }
            Phase::WitnessGive { .. } | Phase::SwapGive { .. } => out.extend(self.give_options(me)),
            Phase::WitnessReturn { target, .. } | Phase::SwapReturn { target, .. } => {
                out.extend(self.give_options(*target))
            }
        }
        out
    }

    fn apply(&mut self, action: &ShadowAction) -> Result<Vec<ShadowEvent>, IllegalAction> {
        if !self.legal_actions().contains(action) {
            return Err(self.refusal(action));
        }
        let mut events = Vec::new();
        let me = self.current;
        match (self.phase.clone(), *action) {
            (Phase::Open | Phase::Turn, ShadowAction::Play(card)) => {
                self.play(card, None, &mut events)?
            }
            (Phase::Turn, ShadowAction::PlayAt { card, target }) => {
                self.play(card, Some(target), &mut events)?
            }
            (Phase::Answer { detective, target }, ShadowAction::Answer(reply)) => {
                self.tell(
                    &mut events,
                    Audience::Everyone,
                    Happening::Answered {
                        seat: target,
                        reply,
                    },
                );
                match reply {
                    Reply::Yes => self.end_round(Ending::Detective { by: detective }, &mut events),
                    Reply::No => self.next_turn(&mut events),
                }
            }
            (Phase::Discard { target, .. }, ShadowAction::Discard(card)) => {
                take_one(&mut self.hands[target.index()], card);
                if card == Card::Culprit {
                    self.tell(
                        &mut events,
                        Audience::Everyone,
                        Happening::Discarded { seat: target, card },
                    );
                    self.culprit_revealed(target, true, &mut events);
                } else {
                    self.discards.push(card);
                    self.tell(
                        &mut events,
                        Audience::Everyone,
                        Happening::Discarded { seat: target, card },
                    );
                    if let Some(drawn) = self.pile.pop() {
                        insert_sorted(&mut self.hands[target.index()], drawn);
                        self.tell(
                            &mut events,
                            Audience::Everyone,
                            Happening::DrewFromPile { seat: target },
                        );
                        self.tell(
                            &mut events,
                            Audience::Only(target),
                            Happening::Drew { card: drawn },
                        );
                    }
                    self.next_turn(&mut events);
                }
            }
            (Phase::Share(mut sealed), ShadowAction::Give(card)) => {
                let seat = sealed.next_to_choose().expect("a chooser");
                sealed.commit(seat, card)?;
                if !sealed.is_complete() {
                    self.phase = Phase::Share(sealed);
                    return Ok(events);
                }
                let seats = self.seats();
                let passes = sealed.into_revealed();
                for &(from, card) in &passes {
                    take_one(&mut self.hands[from.index()], card);
                }
                for &(from, card) in &passes {
                    insert_sorted(&mut self.hands[from.clockwise(1, seats).index()], card);
                }
                let seats_in = passes.iter().map(|&(s, _)| s).collect();
                self.tell(
                    &mut events,
                    Audience::Everyone,
                    Happening::Shared { seats: seats_in },
                );
                for (from, card) in passes {
                    let to = from.clockwise(1, seats);
                    self.tell(
                        &mut events,
                        Audience::Only(from),
                        Happening::Gave { to, card },
                    );
                    self.tell(
                        &mut events,
                        Audience::Only(to),
                        Happening::Got {
                            from: Some(from),
                            card,
                        },
                    );
                }
                self.next_turn(&mut events);
            }
            (Phase::Frenzy(mut sealed), ShadowAction::Give(card)) => {
                let seat = sealed.next_to_choose().expect("a chooser");
                sealed.commit(seat, card)?;
                if !sealed.is_complete() {
                    self.phase = Phase::Frenzy(sealed);
                    return Ok(events);
                }
                let chosen = sealed.into_revealed();
                let mut pool = Vec::new();
                for &(from, card) in &chosen {
                    take_one(&mut self.hands[from.index()], card);
                    pool.push(card);
                }
                let mut seen = pool.clone();
                seen.sort();
                let mut rng = self.rng();
                rng.shuffle(&mut pool);
                for (&(seat, _), &card) in chosen.iter().zip(&pool) {
                    insert_sorted(&mut self.hands[seat.index()], card);
                }
                let seats_in = chosen.iter().map(|&(s, _)| s).collect();
                self.tell(
                    &mut events,
                    Audience::Everyone,
                    Happening::FrenzyDealt { seats: seats_in },
                );
                self.tell(
                    &mut events,
                    Audience::Only(me),
                    Happening::FrenzyPool { cards: seen },
                );
                for (&(seat, put), &card) in chosen.iter().zip(&pool) {
                    self.tell(
                        &mut events,
                        Audience::Only(seat),
                        Happening::PutInPool { card: put },
                    );
                    self.tell(
                        &mut events,
                        Audience::Only(seat),
                        Happening::Got { from: None, card },
                    );
                }
                self.next_turn(&mut events);
            }
            (Phase::Speak, ShadowAction::Say(statement)) => {
                self.tell(
                    &mut events,
                    Audience::Everyone,
                    Happening::Said {
                        seat: me,
                        statement,
                    },
                );
                self.next_turn(&mut events);
            }
            (Phase::WitnessChoice { target }, ShadowAction::SwapWithWitnessed) => {
                self.phase = Phase::WitnessGive { target };
            }
            (Phase::WitnessChoice { target }, ShadowAction::KeepHands) => {
                self.tell(
                    &mut events,
                    Audience::Everyone,
                    Happening::WitnessKept {
                        witness: me,
                        target,
                    },
                );
                self.next_turn(&mut events);
            }
            (Phase::WitnessGive { target }, ShadowAction::Give(card)) => {
                take_one(&mut self.hands[me.index()], card);
                self.tell(
                    &mut events,
                    Audience::Only(me),
                    Happening::Gave { to: target, card },
                );
                self.phase = Phase::WitnessReturn {
                    target,
                    given: card,
                };
            }
            (Phase::SwapGive { target }, ShadowAction::Give(card)) => {
                take_one(&mut self.hands[me.index()], card);
                self.tell(
                    &mut events,
                    Audience::Only(me),
                    Happening::Gave { to: target, card },
                );
                self.phase = Phase::SwapReturn {
                    target,
                    given: card,
                };
            }
            (Phase::WitnessReturn { target, given }, ShadowAction::Give(card)) => {
                self.tell(
                    &mut events,
                    Audience::Everyone,
                    Happening::WitnessSwapped {
                        witness: me,
                        target,
                    },
                );
                self.exchange(me, given, target, card, &mut events);
                self.next_turn(&mut events);
            }
            (Phase::SwapReturn { target, given }, ShadowAction::Give(card)) => {
                self.tell(
                    &mut events,
                    Audience::Everyone,
                    Happening::Swapped { player: me, target },
                );
                self.exchange(me, given, target, card, &mut events);
                self.next_turn(&mut events);
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
        let results = Seat::all(self.seats())
            .map(|s| {
                if self.drawn {
                    SeatResult::Draw
                } else if self.winners.contains(&s) {
                    SeatResult::Win
                } else {
                    SeatResult::Loss
                }
            })
            .collect();
        let scores = if self.lightning() {
            Seat::all(self.seats())
                .map(|s| if self.winners.contains(&s) { 1.0 } else { 0.0 })
                .collect()
        } else {
            self.points.iter().map(|&p| f64::from(p)).collect()
        };
        Some(Outcome { results, scores })
    }

    fn view(&self, seat: Seat) -> ShadowView {
        self.view_with_record(seat, true)
    }

    fn determinize(view: &ShadowView, rng: &mut GameRng) -> Self {
        determinize::sample(view, rng)
    }

    fn cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.hands.iter().flatten().copied().collect();
        all.extend(self.in_front.iter().flatten().copied());
        all.extend(&self.discards);
        all.extend(&self.pile);
        match &self.phase {
            Phase::WitnessReturn { given, .. } | Phase::SwapReturn { given, .. } => {
                all.push(*given)
            }
            _ => {}
        }
        all
    }

    fn deck(_settings: &Settings) -> Vec<Card> {
        full_deck()
    }

    fn max_plies(settings: &Settings) -> usize {
        // Every turn lowers the cards in hands by one, so a round has at most 4 per seat turns;
        // a turn brings at most one decision per seat more (Share, Frenzy) or three (Witness).
        let seats = usize::from(settings.seats);
        let per_round = HAND_SIZE * seats * (seats + 3);
        // A match to 5 points: before its last round nobody has more than 4, so at most
        // `4 * seats` points are out, and every round scores at least one at four players or more
        // (`round_points`); at three a round may score nothing, but the same standings start at
        // most two rounds before the house rule draws the match.
        let most_points = usize::from(TARGET_POINTS - 1) * seats;
        let rounds = if settings.variant == LIGHTNING {
            1
        } else {
            match settings.rounds {
                Some(n) => usize::from(n),
                None if seats >= 4 => most_points + 1,
                None => (STANDINGS_REPEATS - 1) * (most_points + 1),
            }
        };
        rounds * per_round
    }

    fn role(&self, seat: Seat) -> Option<&'static str> {
        let (culprit, accomplice) = match self.history.last().filter(|_| self.phase == Phase::Over)
        {
            Some(last) => (last.culprit == seat, last.accomplices.contains(&seat)),
            None => (self.culprit() == seat, self.is_accomplice(seat)),
        };
        Some(if culprit {
            "Culprit"
        } else if accomplice {
            "Accomplice"
        } else {
            "other"
        })
    }

    fn opening(&self) -> Vec<ShadowEvent> {
        // The deal's own events, rebuilt from the round's memories.
        let mut out = vec![ShadowEvent {
            audience: Audience::Everyone,
            what: Happening::RoundDealt { round: self.round },
        }];
        for s in Seat::all(self.seats()) {
            if let Some(Note {
                what: what @ Happening::Dealt { .. },
                ..
            }) = self.memory[s.index()]
                .iter()
                .find(|n| matches!(n.what, Happening::Dealt { .. }))
            {
                out.push(ShadowEvent {
                    audience: Audience::Only(s),
                    what: what.clone(),
                });
            }
        }
        out.push(ShadowEvent {
            audience: Audience::Everyone,
            what: Happening::TurnBegan { seat: self.current },
        });
        out
    }

    fn tallies(event: &ShadowEvent) -> Vec<(Seat, &'static str)> {
        match (&event.what, event.audience) {
            (
                Happening::Played {
                    seat,
                    card: Card::Detective,
                    target: Some(_),
                },
                _,
            ) => vec![(*seat, "detective questions")],
            (
                Happening::Played {
                    seat,
                    card: Card::Accomplice,
                    ..
                },
                _,
            ) => vec![(*seat, "accomplice cards played")],
            (
                Happening::Gave {
                    card: Card::Culprit,
                    ..
                },
                Audience::Only(seat),
            ) => vec![(seat, "Culprit passed on")],
            (Happening::RoundEnded(result), _) => {
                let mut out = match result.ending {
                    Ending::Detective { by } => vec![(by, "culprits found by Detective")],
                    Ending::Toby { by } => vec![(by, "culprits found by Toby")],
                    _ => Vec::new(),
                };
                // A seat "wins" an arena game only as the top scorer; its side winning the round
                // (scoring at all) is the deduction game's own measure.
                out.extend(
                    (0..result.points.len())
                        .map(|i| Seat(i as u8))
                        .filter(|&s| result.won(s))
                        .map(|s| (s, "rounds won by own side")),
                );
                out
            }
            _ => Vec::new(),
        }
    }

    fn narrate(event: &ShadowEvent, viewer: Option<Seat>) -> Option<String> {
        narrate::line(event, viewer)
    }

    fn describe_action(&self, action: &ShadowAction) -> String {
        narrate::action(self.to_act(), action)
    }
}
