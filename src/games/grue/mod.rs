//! # You May Be Eaten By a Grue
//!
//! Ten cards: five Darkness, the Grue, the Traitor, the Shield, the Sword and the Lantern.
//!
//! **Setup.** One player is dealt the Grue and shows it; the Grue's card lies face down
//! (frightened). The Grue deals the four items (Sword, Shield, Lantern, Traitor) face down without
//! looking. Five seats: four Darkness and the Grue are dealt one each, then one item each to the four
//! adventurers (the fifth Darkness is out of play). Four seats: each adventurer gets one of Sword,
//! Shield, Lantern and one of Traitor, Darkness, Darkness (three Darkness out of play). Six seats: all
//! five Darkness and the Grue are dealt, the four items go to four of the five others, and the one
//! left with a single Darkness is the **Wizard**, who only ever holds one card.
//!
//! **Teams.** The Grue and whoever holds the Traitor against everyone else (the adventurers, the
//! Wizard among them). The adventurers win the moment the Grue is slain; the Grue's side wins the
//! moment at most one adventurer is alive (at every table size).
//!
//! **Turns,** clockwise from the Grue's left, skipping the dead.
//! * The Grue: frightened, it may get ready (or wait); ready, it may attack one living player (or
//!   wait). The attacked player chooses what to show: the Lantern (attack fails, the Grue is
//!   frightened again), the Shield (fails), the Shield and the Sword (the Grue is slain), or the
//!   Traitor (fails and unmasks the Traitor). With none of these the player dies and their cards lie
//!   face down as a corpse. The Wizard must show his card: Darkness casts a fireball (as the
//!   Lantern); anything else, even the Lantern, and he dies.
//! * Anyone else: one trade attempt, or pass. A trade offers one card face down to a living player
//!   other than the Grue; the target either gives one of their cards first and then takes the
//!   offered one, or declines without looking. The Traitor card never changes hands.
//! * The Lantern's holder may reveal it, may then say one fixed statement a turn, and instead of
//!   trading may investigate a corpse (draw one of its face-down cards at random, then return one
//!   card that is not the Lantern) or force a trade (hand the Lantern over face up; the target must
//!   return a card face up).
//!
//! **What each seat sees** ([`GrueView`]): its own hand, everything public (the Grue and its state,
//! who is alive, hand and corpse sizes, a revealed Lantern's holder, an unmasked Traitor, cards shown
//! in defences and forced trades, Lantern statements) and what it alone saw: the card it received or
//! gave in its own trades, the card it offered, cards drawn from or returned to a corpse. It never
//! sees another seat's hand or the card offered to it before it decides.
//!
//! ## Choices where the rulebook is silent (each pinned by a test in `tests/grue_rules.rs`)
//! * The Grue deals the items without seeing them, so it starts knowing nothing.
//! * The Grue is never a trading partner, nor a target of a forced trade.
//! * A player who can defend must: there is no choosing to die. The defender picks *which* defence.
//! * The Lantern can be revealed on its holder's turn or as a defence. Once revealed it stays face
//!   up wherever it goes, so its holder is always public. Investigating and forcing a trade reveal it.
//! * One Lantern statement per turn, from a fixed list; statements may be lies.
//! * Investigating draws a random face-down card; the Traitor card is never put into a corpse.
//! * The Traitor card stops the attack but does not frighten the Grue: it stays ready (the
//!   rulebook frightens it only for the Lantern). Test:
//!   `the_traitor_card_saves_its_holder_and_unmasks_the_traitor`.
//! * At four and six seats the Grue's side wins exactly as at five: when at most one adventurer
//!   is left alive.
//!
//! ## House rule: dawn
//! The rulebook says play goes on until a side has won. Under careful play it often cannot: once
//! every living adventurer holds a card that saves them (Lantern, Shield, or Shield and Sword) and
//! the Grue knows better than to attack the pair, neither side can make progress. So a game needs
//! a bound to be sure to end: if the Grue has taken [`DAWN_AFTER_GRUE_TURNS`] turns and nobody has
//! won, dawn breaks and the game is a **draw** for every seat. The bound is a termination
//! guarantee, not a clock to play against: decisive games end long before it (see
//! `house_rule_dawn_after_the_grues_last_turn_ends_the_game_as_a_draw` and
//! `heuristic_games_rarely_reach_dawn_unless_nobody_can_win`).

mod bot;

use crate::engine::{
    Game, GameInfo, GameRng, IllegalAction, Outcome, Seat, SeatResult, Settings, SettingsError,
    Turn,
};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The Grue's turns before dawn breaks and the game ends in a draw (a house rule: a bound so
/// every game ends, set far beyond where decisive games finish).
pub const DAWN_AFTER_GRUE_TURNS: u16 = 40;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub enum Card {
    Darkness,
    Grue,
    Traitor,
    Shield,
    Sword,
    Lantern,
}

impl Card {
    /// Every kind of card, in a fixed order.
    pub const ALL: [Card; 6] = [
        Card::Darkness,
        Card::Grue,
        Card::Traitor,
        Card::Shield,
        Card::Sword,
        Card::Lantern,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Card::Darkness => "Darkness",
            Card::Grue => "Grue",
            Card::Traitor => "Traitor",
            Card::Shield => "Shield",
            Card::Sword => "Sword",
            Card::Lantern => "Lantern",
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What an attacked player shows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Defense {
    Lantern,
    Shield,
    ShieldAndSword,
    Traitor,
    /// The Wizard must show his one card.
    WizardCard,
    /// No defence in hand: the player dies.
    Nothing,
}

/// The fixed statements a player who has revealed the Lantern may make.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Statement {
    SuspectTraitor(Seat),
    Trust(Seat),
    BringSword(Seat),
    BringShield(Seat),
}

impl Statement {
    pub fn about(self) -> Seat {
        match self {
            Statement::SuspectTraitor(s)
            | Statement::Trust(s)
            | Statement::BringSword(s)
            | Statement::BringShield(s) => s,
        }
    }

    pub fn sentence(self) -> String {
        match self {
            Statement::SuspectTraitor(s) => format!("I think {s} is the Traitor."),
            Statement::Trust(s) => format!("I trust {s}."),
            Statement::BringSword(s) => format!("Whoever holds the Sword: get it to {s}."),
            Statement::BringShield(s) => format!("Whoever holds the Shield: get it to {s}."),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum GrueAction {
    /// The frightened Grue turns its card face up.
    Ready,
    /// The Grue does nothing this turn.
    Wait,
    Attack(Seat),
    Defend(Defense),
    RevealLantern,
    Speak(Statement),
    Offer {
        card: Card,
        to: Seat,
    },
    /// Accept the offer by giving this card first.
    Accept {
        give: Card,
    },
    Decline,
    Investigate {
        corpse: Seat,
    },
    /// Chance: which face-down corpse card the investigator draws.
    DrawFromCorpse {
        slot: u8,
    },
    /// Return this card to the investigated corpse.
    ReturnToCorpse(Card),
    ForceTrade {
        to: Seat,
    },
    /// The target of a forced trade returns this card face up.
    ReturnForced(Card),
    Pass,
}

/// The two sides.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Side {
    Grue,
    Adventurers,
}

/// Where the game stands between decisions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    /// The seat whose turn it is has not yet taken its main action.
    Turn,
    Defend {
        target: Seat,
    },
    Offer {
        from: Seat,
        to: Seat,
        card: Card,
    },
    InvestigateDraw {
        corpse: Seat,
    },
    InvestigateReturn {
        corpse: Seat,
        drawn: Card,
    },
    ForcedReturn {
        to: Seat,
    },
    /// `winner` is `None` at dawn, when nobody wins.
    Over {
        winner: Option<Side>,
    },
}

/// The public part of [`Phase`] plus what the viewer may know of it. A card only one seat sees
/// (the one offered face down, the one drawn from a corpse) has a field only in that seat's
/// variant, so another seat's view cannot hold it at all.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PhaseView {
    Turn,
    Defend {
        target: Seat,
    },
    /// Another seat's offer, seen from outside: the offered card lies face down.
    Offer {
        from: Seat,
        to: Seat,
    },
    /// The viewer's own offer, waiting for `to`'s answer.
    OwnOffer {
        to: Seat,
        card: Card,
    },
    InvestigateDraw {
        corpse: Seat,
    },
    /// Another seat is putting a card back into a corpse; what it drew is its secret.
    InvestigateReturn {
        corpse: Seat,
    },
    /// The viewer drew `drawn` from the corpse and must put a card back.
    OwnInvestigateReturn {
        corpse: Seat,
        drawn: Card,
    },
    ForcedReturn {
        to: Seat,
    },
    /// `winner` is `None` at dawn, a draw.
    Over {
        winner: Option<Side>,
    },
}

/// What one observer knows about where cards are (always true, possibly incomplete).
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Knowledge {
    /// Cards known to be in each seat's hand now.
    pub hands: Vec<Vec<Card>>,
    /// Cards known to lie in each seat's corpse.
    pub corpses: Vec<Vec<Card>>,
    /// Soft expectations of each hand's make-up where hard knowledge ran out (see [`belief`]).
    pub odds: Vec<belief::Mix>,
}

impl Knowledge {
    fn new(seats: usize) -> Self {
        Knowledge {
            hands: vec![Vec::new(); seats],
            corpses: vec![Vec::new(); seats],
            // Before any trade each hand is one Darkness and one item (at four seats, one item
            // and one of Traitor or Darkness): the expected make-up of a hand as dealt.
            odds: vec![
                if seats == 4 {
                    [2.0 / 3.0, 0.0, 1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0]
                } else {
                    [1.0, 0.0, 0.25, 0.25, 0.25, 0.25]
                };
                seats
            ],
        }
    }

    /// This observer lost sight of `seat`'s hand: keep what it knew as odds, forget it as fact.
    fn fold(&mut self, seat: Seat, hand_size: usize) {
        let i = seat.index();
        self.odds[i] = belief::expected_hand(&self.hands[i], &self.odds[i], hand_size);
    }
}

#[derive(Clone, PartialEq, Debug)]
pub struct GrueGame {
    settings: Settings,
    grue: Seat,
    wizard: Option<Seat>,
    traitor: Seat,
    hands: Vec<Vec<Card>>,
    corpses: Vec<Vec<Card>>,
    out_of_play: Vec<Card>,
    alive: Vec<bool>,
    grue_ready: bool,
    lantern_revealed: bool,
    traitor_unmasked: bool,
    current: Seat,
    phase: Phase,
    spoke_this_turn: bool,
    grue_turns: u16,
    statements: Vec<(Seat, Statement)>,
    /// Per observer: what it knows about others' cards. One more entry than seats, last: what
    /// everyone knows (the public record of shows, face-up trades and deaths), so a sampled
    /// state can give every other seat the knowledge it really has rather than none.
    knowledge: Vec<Knowledge>,
    disturbed: Vec<bool>,
    /// Seats whose hands changed since the deal other than by showing: traded, forced or searched.
    touched: Vec<bool>,
}

/// Everything one seat knows.
#[derive(Clone, PartialEq, Debug)]
pub struct GrueView {
    pub settings: Settings,
    pub me: Seat,
    pub hand: Vec<Card>,
    pub grue: Seat,
    pub wizard: Option<Seat>,
    pub grue_ready: bool,
    pub alive: Vec<bool>,
    pub hand_sizes: Vec<u8>,
    pub corpse_sizes: Vec<u8>,
    pub out_of_play: Vec<Card>,
    pub lantern_holder: Option<Seat>,
    /// Unmasked publicly, or the viewer itself when it holds the Traitor.
    pub traitor: Option<Seat>,
    pub traitor_unmasked: bool,
    pub current: Seat,
    pub phase: PhaseView,
    pub spoke_this_turn: bool,
    pub grue_turns: u16,
    pub statements: Vec<(Seat, Statement)>,
    /// What this seat knows of where cards are (its own hand included).
    pub knowledge: Knowledge,
    /// What every seat knows: the part of [`GrueView::knowledge`] that came from public events.
    /// Determinization hands it to the other seats of a sample.
    pub public: Knowledge,
    pub lantern_revealed: bool,
    /// Corpses a Lantern holder has returned a card to: they may now hold anything.
    pub disturbed: Vec<bool>,
    /// Seats whose hand has changed since the deal (a trade, a forced trade, a corpse searched).
    /// An untouched hand still holds one card of each half of the deal.
    pub touched: Vec<bool>,
}

impl GrueView {
    pub fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    /// Who must decide now (`None` for chance or when the game is over).
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            PhaseView::Turn => Some(self.current),
            PhaseView::Defend { target } => Some(target),
            PhaseView::Offer { to, .. }
            | PhaseView::OwnOffer { to, .. }
            | PhaseView::ForcedReturn { to } => Some(to),
            PhaseView::InvestigateReturn { .. } | PhaseView::OwnInvestigateReturn { .. } => {
                Some(self.current)
            }
            PhaseView::InvestigateDraw { .. } | PhaseView::Over { .. } => None,
        }
    }

    /// Living seats that are adventurers as far as this seat can tell (not the Grue, not a known Traitor).
    pub fn living(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.seats()).filter(|s| self.alive[s.index()])
    }
}

/// Something that happened. Private details are narrated only to those who saw them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GrueEvent {
    Dealt {
        grue: Seat,
        wizard: Option<Seat>,
    },
    TurnBegan {
        seat: Seat,
    },
    Readied,
    Waited,
    Attacked {
        target: Seat,
    },
    Defended {
        target: Seat,
        defense: Defense,
        wizard_card: Option<Card>,
    },
    Died {
        seat: Seat,
    },
    GrueSlain {
        by: Seat,
    },
    LanternRevealed {
        by: Seat,
    },
    Spoke {
        by: Seat,
        statement: Statement,
    },
    Offered {
        from: Seat,
        to: Seat,
        card: Card,
    },
    Declined {
        from: Seat,
        to: Seat,
    },
    Traded {
        from: Seat,
        to: Seat,
        offered: Card,
        given: Card,
    },
    Investigated {
        by: Seat,
        corpse: Seat,
    },
    Drew {
        by: Seat,
        corpse: Seat,
        card: Card,
    },
    Returned {
        by: Seat,
        corpse: Seat,
        card: Card,
    },
    ForcedTrade {
        from: Seat,
        to: Seat,
    },
    ForcedReturn {
        from: Seat,
        to: Seat,
        card: Card,
    },
    Passed {
        seat: Seat,
    },
    Dawn,
    Won {
        side: Side,
    },
}

pub const INFO: GameInfo = GameInfo {
    id: "grue",
    name: "You May Be Eaten By a Grue",
    min_seats: 4,
    max_seats: 6,
    default_seats: 5,
    variants: &[],
    rounds: None,
    rules: "",
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

/// The union of two true facts about one hand: each card as many times as either list has it.
fn merge_known(known: &mut Vec<Card>, seen: &[Card]) {
    for &card in seen {
        let have = known.iter().filter(|&&c| c == card).count();
        let need = seen.iter().filter(|&&c| c == card).count();
        if have < need {
            known.push(card);
        }
    }
    known.sort();
}

impl GrueGame {
    /// A game dealt exactly as given, for scenario tests and puzzles: `hands[s]` is seat `s`'s hand.
    /// The Grue is whoever holds the Grue card; at six seats the one-card seat is the Wizard. Cards
    /// missing from the hands are out of play. Play starts at the Grue's left, as in a dealt game.
    pub fn from_deal(hands: Vec<Vec<Card>>) -> Result<Self, String> {
        let seats = hands.len();
        let settings = Settings {
            seats: seats as u8,
            variant: String::new(),
            rounds: None,
        };
        INFO.validate(&settings).map_err(|e| e.to_string())?;
        let mut game = GrueGame::new(&settings, 0).map_err(|e| e.to_string())?;
        let mut pool = GrueGame::deck(&settings);
        for card in hands.iter().flatten() {
            if !take_one(&mut pool, *card) {
                return Err(format!("too many {card} cards"));
            }
        }
        if pool.iter().any(|&c| c != Card::Darkness) {
            return Err(format!(
                "every card but Darkness must be dealt; missing {pool:?}"
            ));
        }
        let find = |card: Card| {
            hands
                .iter()
                .position(|h| h.contains(&card))
                .map(|i| Seat(i as u8))
        };
        let grue = find(Card::Grue).ok_or("nobody holds the Grue")?;
        let traitor = find(Card::Traitor).ok_or("nobody holds the Traitor")?;
        let wizard = if seats == 6 {
            hands
                .iter()
                .position(|h| h.len() == 1 && !h.contains(&Card::Grue))
                .map(|i| Seat(i as u8))
        } else {
            None
        };
        game.grue = grue;
        game.traitor = traitor;
        game.wizard = wizard;
        game.hands = hands
            .into_iter()
            .map(|mut h| {
                h.sort();
                h
            })
            .collect();
        game.out_of_play = pool;
        game.current = grue.clockwise(1, seats);
        game.knowledge = vec![Knowledge::new(seats); seats + 1];
        for k in &mut game.knowledge {
            k.hands[grue.index()] = vec![Card::Grue];
            if let Some(w) = wizard {
                k.hands[w.index()] = game.hands[w.index()].clone();
            }
        }
        Ok(game)
    }

    /// Whose turn it is (the seat answering an attack or an offer may differ: see [`Game::turn`]).
    pub fn current(&self) -> Seat {
        self.current
    }

    pub fn is_alive(&self, seat: Seat) -> bool {
        self.alive[seat.index()]
    }

    pub fn grue_ready(&self) -> bool {
        self.grue_ready
    }

    pub fn corpse(&self, seat: Seat) -> &[Card] {
        &self.corpses[seat.index()]
    }

    pub fn grue(&self) -> Seat {
        self.grue
    }

    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat.index()]
    }

    fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    /// The observer who sees only public events (the last entry of `knowledge`).
    fn public_knowledge(&self) -> &Knowledge {
        &self.knowledge[self.seats()]
    }

    /// Adventurers (not the Grue, not the Traitor) still alive.
    fn living_adventurers(&self) -> usize {
        Seat::all(self.seats())
            .filter(|&s| s != self.grue && s != self.traitor && self.alive[s.index()])
            .count()
    }

    fn lantern_holder(&self) -> Option<Seat> {
        Seat::all(self.seats()).find(|s| self.hands[s.index()].contains(&Card::Lantern))
    }

    fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Turn | Phase::InvestigateReturn { .. } => Some(self.current),
            Phase::Defend { target } => Some(target),
            Phase::Offer { to, .. } | Phase::ForcedReturn { to } => Some(to),
            Phase::InvestigateDraw { .. } | Phase::Over { .. } => None,
        }
    }

    /// Seats that may be offered a trade or handed the Lantern by `from`.
    fn trade_partners(&self, from: Seat) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.seats())
            .filter(move |&s| s != from && s != self.grue && self.alive[s.index()])
    }

    fn tradeable(&self, seat: Seat) -> Vec<Card> {
        let mut cards: Vec<Card> = self.hands[seat.index()]
            .iter()
            .copied()
            .filter(|&c| c != Card::Traitor)
            .collect();
        cards.dedup();
        cards
    }

    fn defenses(&self, target: Seat) -> Vec<Defense> {
        if Some(target) == self.wizard {
            return vec![Defense::WizardCard];
        }
        let hand = &self.hands[target.index()];
        let has = |c| hand.contains(&c);
        let mut options = Vec::new();
        if has(Card::Shield) && has(Card::Sword) {
            options.push(Defense::ShieldAndSword);
        }
        if has(Card::Lantern) {
            options.push(Defense::Lantern);
        }
        if has(Card::Shield) {
            options.push(Defense::Shield);
        }
        if has(Card::Traitor) {
            options.push(Defense::Traitor);
        }
        if options.is_empty() {
            options.push(Defense::Nothing);
        }
        options
    }

    fn statements_for(&self, speaker: Seat) -> Vec<Statement> {
        let mut out = Vec::new();
        for s in Seat::all(self.seats()).filter(|&s| s != self.grue && self.alive[s.index()]) {
            if s != speaker {
                out.push(Statement::SuspectTraitor(s));
                out.push(Statement::Trust(s));
            }
            out.push(Statement::BringSword(s));
            out.push(Statement::BringShield(s));
        }
        out
    }

    fn observe_all(&mut self, f: impl Fn(&mut Knowledge)) {
        for k in &mut self.knowledge {
            f(k);
        }
    }

    fn end(&mut self, winner: Side, events: &mut Vec<GrueEvent>) {
        self.phase = Phase::Over {
            winner: Some(winner),
        };
        events.push(GrueEvent::Won { side: winner });
    }

    /// Ends the current turn and starts the next living seat's, or dawn.
    fn next_turn(&mut self, events: &mut Vec<GrueEvent>) {
        let seats = self.seats();
        let mut next = self.current;
        loop {
            next = next.clockwise(1, seats);
            if self.alive[next.index()] {
                break;
            }
        }
        if next == self.grue && self.grue_turns >= DAWN_AFTER_GRUE_TURNS {
            events.push(GrueEvent::Dawn);
            self.phase = Phase::Over { winner: None };
            return;
        }
        if next == self.grue {
            self.grue_turns += 1;
        }
        self.current = next;
        self.phase = Phase::Turn;
        self.spoke_this_turn = false;
        events.push(GrueEvent::TurnBegan { seat: next });
    }

    fn reveal_lantern(&mut self, holder: Seat, events: &mut Vec<GrueEvent>) {
        if !self.lantern_revealed {
            self.lantern_revealed = true;
            self.observe_all(|k| merge_known(&mut k.hands[holder.index()], &[Card::Lantern]));
            events.push(GrueEvent::LanternRevealed { by: holder });
        }
    }

    /// Everyone saw `seat` show these cards.
    fn shown(&mut self, seat: Seat, cards: &[Card]) {
        self.observe_all(|k| merge_known(&mut k.hands[seat.index()], cards));
    }

    fn check_refusal(&self, action: &GrueAction) -> Result<(), IllegalAction> {
        if self.legal_actions().contains(action) {
            return Ok(());
        }
        let who = self.to_act();
        let reason = match (self.phase, action) {
            (Phase::Over { .. }, _) => "the game is over".to_string(),
            (
                _,
                GrueAction::Offer {
                    card: Card::Traitor,
                    ..
                },
            ) => "the Traitor card can never be traded".into(),
            (Phase::Turn, GrueAction::Offer { to, .. }) if *to == self.grue => {
                "the Grue does not trade".into()
            }
            (Phase::Turn, GrueAction::Offer { card, .. })
                if !self.hands[self.current.index()].contains(card) =>
            {
                format!("{} does not hold the {card}", self.current)
            }
            (Phase::Turn, GrueAction::Attack(_))
                if self.current == self.grue && !self.grue_ready =>
            {
                "the Grue is frightened: it must get ready before it can attack".into()
            }
            (Phase::Turn, GrueAction::Attack(_) | GrueAction::Ready)
                if self.current != self.grue =>
            {
                "only the Grue attacks".into()
            }
            (Phase::Turn, GrueAction::Speak(_)) if self.spoke_this_turn => {
                "the Lantern's holder speaks once a turn".into()
            }
            (
                Phase::Turn,
                GrueAction::Speak(_)
                | GrueAction::Investigate { .. }
                | GrueAction::ForceTrade { .. },
            ) => "only the holder of the Lantern may do that".into(),
            (Phase::Defend { target }, _) => {
                format!("{target} must answer the Grue's attack first")
            }
            (Phase::Offer { to, .. }, _) => {
                format!("{to} must accept or decline the offered trade first")
            }
            (Phase::ForcedReturn { to }, _) => {
                format!("{to} must return a card for the Lantern first")
            }
            (Phase::InvestigateReturn { .. }, _) => {
                "the investigator must return a card to the corpse first".into()
            }
            (Phase::InvestigateDraw { .. }, _) => "a card is being drawn from the corpse".into(),
            _ => match who {
                Some(seat) => format!("that is not something {seat} can do now"),
                None => "nobody may act now".into(),
            },
        };
        Err(IllegalAction::new(reason))
    }

    fn trade(&mut self, from: Seat, to: Seat, offered: Card, given: Card) {
        self.touched[from.index()] = true;
        self.touched[to.index()] = true;
        take_one(&mut self.hands[from.index()], offered);
        take_one(&mut self.hands[to.index()], given);
        self.hands[from.index()].push(given);
        self.hands[to.index()].push(offered);
        self.hands[from.index()].sort();
        self.hands[to.index()].sort();
        let lantern_moved =
            self.lantern_revealed && (offered == Card::Lantern || given == Card::Lantern);
        for (observer, k) in self.knowledge.iter_mut().enumerate() {
            let observer = Seat(observer as u8);
            if observer == from {
                take_one(&mut k.hands[to.index()], given);
                k.hands[to.index()].push(offered);
                k.hands[to.index()].sort();
            } else if observer == to {
                take_one(&mut k.hands[from.index()], offered);
                k.hands[from.index()].push(given);
                k.hands[from.index()].sort();
            } else {
                let (from_size, to_size) =
                    (self.hands[from.index()].len(), self.hands[to.index()].len());
                k.fold(from, from_size);
                k.fold(to, to_size);
                let (a, b) = (k.odds[from.index()], k.odds[to.index()]);
                k.odds[from.index()] = belief::blend(&a, &b);
                k.odds[to.index()] = belief::blend(&b, &a);
                k.hands[from.index()].clear();
                k.hands[to.index()].clear();
            }
            // A revealed Lantern is face up wherever it goes, so everyone sees where it went.
            if lantern_moved {
                let holder = if offered == Card::Lantern { to } else { from };
                let other = if holder == to { from } else { to };
                take_one(&mut k.hands[other.index()], Card::Lantern);
                merge_known(&mut k.hands[holder.index()], &[Card::Lantern]);
            }
        }
    }
}

impl Game for GrueGame {
    type Action = GrueAction;
    type View = GrueView;
    type Event = GrueEvent;
    type Card = Card;

    const INFO: GameInfo = INFO;

    fn new(settings: &Settings, seed: u64) -> Result<Self, SettingsError> {
        INFO.validate(settings)?;
        let seats = usize::from(settings.seats);
        let mut rng = GameRng::seeded(seed);
        let mut hands = vec![Vec::new(); seats];
        // The Darkness-and-Grue pile: one card per player (all five Darkness at six seats).
        let mut first: Vec<Card> = std::iter::repeat_n(Card::Darkness, seats - 1).collect();
        first.push(Card::Grue);
        rng.shuffle(&mut first);
        let grue = Seat(
            first
                .iter()
                .position(|&c| c == Card::Grue)
                .expect("the Grue is dealt") as u8,
        );
        let others: Vec<Seat> = Seat::all(seats).filter(|&s| s != grue).collect();
        let mut wizard = None;
        let traitor;
        if seats == 4 {
            // Four seats: the Grue takes the Darkness back, then deals one item and one of
            // Traitor/Darkness/Darkness to each player.
            let mut items = vec![Card::Sword, Card::Shield, Card::Lantern];
            let mut seconds = vec![Card::Traitor, Card::Darkness, Card::Darkness];
            rng.shuffle(&mut items);
            rng.shuffle(&mut seconds);
            hands[grue.index()].push(Card::Grue);
            for (i, &seat) in others.iter().enumerate() {
                hands[seat.index()].extend([items[i], seconds[i]]);
            }
            traitor = others[seconds
                .iter()
                .position(|&c| c == Card::Traitor)
                .expect("dealt")];
        } else {
            for (i, card) in first.into_iter().enumerate() {
                hands[i].push(card);
            }
            let mut items = vec![Card::Sword, Card::Shield, Card::Lantern, Card::Traitor];
            rng.shuffle(&mut items);
            let mut receivers = others.clone();
            rng.shuffle(&mut receivers);
            if seats == 6 {
                wizard = receivers.pop();
            }
            let mut found = None;
            for (seat, item) in receivers.iter().zip(items) {
                if item == Card::Traitor {
                    found = Some(*seat);
                }
                hands[seat.index()].push(item);
            }
            traitor = found.expect("the Traitor is dealt");
        }
        for hand in &mut hands {
            hand.sort();
        }
        let out_of_play = vec![
            Card::Darkness;
            5 - hands
                .iter()
                .flatten()
                .filter(|&&c| c == Card::Darkness)
                .count()
        ];
        let mut knowledge = vec![Knowledge::new(seats); seats + 1];
        for k in knowledge.iter_mut() {
            k.hands[grue.index()] = vec![Card::Grue];
            // Everyone sees the Wizard is the one dealt no item: he holds Darkness.
            if let Some(w) = wizard {
                k.hands[w.index()] = vec![Card::Darkness];
            }
        }
        Ok(GrueGame {
            settings: settings.clone(),
            grue,
            wizard,
            traitor,
            hands,
            corpses: vec![Vec::new(); seats],
            out_of_play,
            alive: vec![true; seats],
            grue_ready: false,
            lantern_revealed: false,
            traitor_unmasked: false,
            current: grue.clockwise(1, seats),
            phase: Phase::Turn,
            spoke_this_turn: false,
            grue_turns: 0,
            statements: Vec::new(),
            knowledge,
            disturbed: vec![false; seats],
            touched: vec![false; seats],
        })
    }

    fn settings(&self) -> &Settings {
        &self.settings
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::Over { .. } => Turn::Over,
            Phase::InvestigateDraw { .. } => Turn::Chance,
            _ => Turn::Seat(self.to_act().expect("a seat acts in every other phase")),
        }
    }

    fn legal_actions(&self) -> Vec<GrueAction> {
        let me = self.current;
        let mut out = Vec::new();
        match self.phase {
            Phase::Over { .. } => {}
            Phase::Turn if me == self.grue => {
                if self.grue_ready {
                    for s in Seat::all(self.seats()).filter(|&s| s != me && self.alive[s.index()]) {
                        out.push(GrueAction::Attack(s));
                    }
                } else {
                    out.push(GrueAction::Ready);
                }
                out.push(GrueAction::Wait);
            }
            Phase::Turn => {
                let holds_lantern = self.hands[me.index()].contains(&Card::Lantern);
                if holds_lantern && !self.lantern_revealed {
                    out.push(GrueAction::RevealLantern);
                }
                if holds_lantern && self.lantern_revealed && !self.spoke_this_turn {
                    out.extend(self.statements_for(me).into_iter().map(GrueAction::Speak));
                }
                for card in self.tradeable(me) {
                    for to in self.trade_partners(me) {
                        out.push(GrueAction::Offer { card, to });
                    }
                }
                if holds_lantern {
                    for corpse in
                        Seat::all(self.seats()).filter(|s| !self.corpses[s.index()].is_empty())
                    {
                        out.push(GrueAction::Investigate { corpse });
                    }
                    for to in self.trade_partners(me) {
                        out.push(GrueAction::ForceTrade { to });
                    }
                }
                out.push(GrueAction::Pass);
            }
            Phase::Defend { target } => {
                out.extend(self.defenses(target).into_iter().map(GrueAction::Defend))
            }
            Phase::Offer { to, .. } => {
                out.extend(
                    self.tradeable(to)
                        .into_iter()
                        .map(|give| GrueAction::Accept { give }),
                );
                out.push(GrueAction::Decline);
            }
            Phase::InvestigateDraw { corpse } => {
                out.extend(
                    (0..self.corpses[corpse.index()].len() as u8)
                        .map(|slot| GrueAction::DrawFromCorpse { slot }),
                );
            }
            Phase::InvestigateReturn { .. } => {
                let mut cards: Vec<Card> = self.hands[me.index()]
                    .iter()
                    .copied()
                    .filter(|&c| c != Card::Lantern && c != Card::Traitor)
                    .collect();
                cards.dedup();
                out.extend(cards.into_iter().map(GrueAction::ReturnToCorpse));
            }
            Phase::ForcedReturn { to } => {
                out.extend(self.tradeable(to).into_iter().map(GrueAction::ReturnForced))
            }
        }
        out
    }

    fn apply(&mut self, action: &GrueAction) -> Result<Vec<GrueEvent>, IllegalAction> {
        self.check_refusal(action)?;
        let mut events = Vec::new();
        let me = self.current;
        match (self.phase, *action) {
            (Phase::Turn, GrueAction::Ready) => {
                self.grue_ready = true;
                events.push(GrueEvent::Readied);
                self.next_turn(&mut events);
            }
            (Phase::Turn, GrueAction::Wait) => {
                events.push(GrueEvent::Waited);
                self.next_turn(&mut events);
            }
            (Phase::Turn, GrueAction::Attack(target)) => {
                events.push(GrueEvent::Attacked { target });
                self.phase = Phase::Defend { target };
            }
            (Phase::Defend { target }, GrueAction::Defend(defense)) => {
                let hand = self.hands[target.index()].clone();
                match defense {
                    Defense::ShieldAndSword => {
                        self.shown(target, &[Card::Shield, Card::Sword]);
                        events.push(GrueEvent::Defended {
                            target,
                            defense,
                            wizard_card: None,
                        });
                        events.push(GrueEvent::GrueSlain { by: target });
                        self.end(Side::Adventurers, &mut events);
                        return Ok(events);
                    }
                    Defense::Lantern => {
                        self.reveal_lantern(target, &mut events);
                        self.grue_ready = false;
                    }
                    Defense::Shield => self.shown(target, &[Card::Shield]),
                    Defense::Traitor => {
                        self.traitor_unmasked = true;
                        self.shown(target, &[Card::Traitor]);
                    }
                    Defense::WizardCard if hand[0] == Card::Darkness => {
                        self.grue_ready = false;
                        self.shown(target, &hand);
                    }
                    Defense::WizardCard | Defense::Nothing => {}
                }
                let dies = defense == Defense::Nothing
                    || (defense == Defense::WizardCard && hand[0] != Card::Darkness);
                events.push(GrueEvent::Defended {
                    target,
                    defense,
                    wizard_card: (defense == Defense::WizardCard).then(|| hand[0]),
                });
                if dies {
                    self.alive[target.index()] = false;
                    self.corpses[target.index()] = std::mem::take(&mut self.hands[target.index()]);
                    let wizard_card = (defense == Defense::WizardCard).then(|| hand[0]);
                    for (observer, k) in self.knowledge.iter_mut().enumerate() {
                        let mut known = std::mem::take(&mut k.hands[target.index()]);
                        if let Some(card) = wizard_card {
                            merge_known(&mut known, &[card]);
                        }
                        // The dead know what they held (their own entry above may be stale).
                        if observer == target.index() {
                            known = hand.clone();
                        }
                        k.corpses[target.index()] = known;
                    }
                    events.push(GrueEvent::Died { seat: target });
                    if self.living_adventurers() <= 1 {
                        self.end(Side::Grue, &mut events);
                        return Ok(events);
                    }
                }
                self.next_turn(&mut events);
            }
            (Phase::Turn, GrueAction::RevealLantern) => self.reveal_lantern(me, &mut events),
            (Phase::Turn, GrueAction::Speak(statement)) => {
                self.spoke_this_turn = true;
                self.statements.push((me, statement));
                events.push(GrueEvent::Spoke { by: me, statement });
            }
            (Phase::Turn, GrueAction::Offer { card, to }) => {
                self.phase = Phase::Offer { from: me, to, card };
                events.push(GrueEvent::Offered { from: me, to, card });
            }
            (Phase::Offer { from, to, .. }, GrueAction::Decline) => {
                events.push(GrueEvent::Declined { from, to });
                self.next_turn(&mut events);
            }
            (Phase::Offer { from, to, card }, GrueAction::Accept { give }) => {
                self.trade(from, to, card, give);
                events.push(GrueEvent::Traded {
                    from,
                    to,
                    offered: card,
                    given: give,
                });
                self.next_turn(&mut events);
            }
            (Phase::Turn, GrueAction::Investigate { corpse }) => {
                self.reveal_lantern(me, &mut events);
                events.push(GrueEvent::Investigated { by: me, corpse });
                self.phase = Phase::InvestigateDraw { corpse };
            }
            (Phase::InvestigateDraw { corpse }, GrueAction::DrawFromCorpse { slot }) => {
                let drawn = self.corpses[corpse.index()].remove(usize::from(slot));
                self.touched[me.index()] = true;
                self.hands[me.index()].push(drawn);
                self.hands[me.index()].sort();
                for (observer, k) in self.knowledge.iter_mut().enumerate() {
                    if observer == me.index() {
                        take_one(&mut k.corpses[corpse.index()], drawn);
                    } else {
                        // Others saw a card come out, not which.
                        k.corpses[corpse.index()].clear();
                    }
                }
                events.push(GrueEvent::Drew {
                    by: me,
                    corpse,
                    card: drawn,
                });
                self.phase = Phase::InvestigateReturn { corpse, drawn };
            }
            (Phase::InvestigateReturn { corpse, .. }, GrueAction::ReturnToCorpse(card)) => {
                take_one(&mut self.hands[me.index()], card);
                self.corpses[corpse.index()].push(card);
                self.corpses[corpse.index()].sort();
                self.disturbed[corpse.index()] = true;
                let hand_size = self.hands[me.index()].len();
                for (observer, k) in self.knowledge.iter_mut().enumerate() {
                    if observer == me.index() {
                        k.corpses[corpse.index()].push(card);
                        k.corpses[corpse.index()].sort();
                    } else {
                        // Others saw a card go in, not which.
                        k.fold(me, hand_size);
                        k.hands[me.index()].retain(|&c| c == Card::Lantern || c == Card::Traitor);
                    }
                }
                events.push(GrueEvent::Returned {
                    by: me,
                    corpse,
                    card,
                });
                self.next_turn(&mut events);
            }
            (Phase::Turn, GrueAction::ForceTrade { to }) => {
                self.reveal_lantern(me, &mut events);
                events.push(GrueEvent::ForcedTrade { from: me, to });
                self.phase = Phase::ForcedReturn { to };
            }
            (Phase::ForcedReturn { to }, GrueAction::ReturnForced(card)) => {
                self.touched[me.index()] = true;
                self.touched[to.index()] = true;
                take_one(&mut self.hands[me.index()], Card::Lantern);
                take_one(&mut self.hands[to.index()], card);
                self.hands[me.index()].push(card);
                self.hands[to.index()].push(Card::Lantern);
                self.hands[me.index()].sort();
                self.hands[to.index()].sort();
                // Both cards changed hands face up: everyone saw.
                for k in &mut self.knowledge {
                    take_one(&mut k.hands[me.index()], Card::Lantern);
                    merge_known(&mut k.hands[me.index()], &[card]);
                    take_one(&mut k.hands[to.index()], card);
                    merge_known(&mut k.hands[to.index()], &[Card::Lantern]);
                }
                events.push(GrueEvent::ForcedReturn { from: me, to, card });
                self.next_turn(&mut events);
            }
            (Phase::Turn, GrueAction::Pass) => {
                events.push(GrueEvent::Passed { seat: me });
                self.next_turn(&mut events);
            }
            (phase, action) => {
                unreachable!("legal action {action:?} has no rule in phase {phase:?}")
            }
        }
        Ok(events)
    }

    fn outcome(&self) -> Option<Outcome> {
        let Phase::Over { winner } = self.phase else {
            return None;
        };
        let results: Vec<SeatResult> = Seat::all(self.seats())
            .map(|s| {
                let grue_side = s == self.grue || s == self.traitor;
                match winner {
                    Some(side) if grue_side == (side == Side::Grue) => SeatResult::Win,
                    Some(_) => SeatResult::Loss,
                    // Dawn: the safety bound, not a result of play.
                    None => SeatResult::Draw,
                }
            })
            .collect();
        let scores = results
            .iter()
            .map(|r| match r {
                SeatResult::Win => 1.0,
                SeatResult::Draw => 0.5,
                SeatResult::Loss => 0.0,
            })
            .collect();
        Some(Outcome { results, scores })
    }

    fn view(&self, seat: Seat) -> GrueView {
        let i = seat.index();
        let phase = match self.phase {
            Phase::Turn => PhaseView::Turn,
            Phase::Defend { target } => PhaseView::Defend { target },
            Phase::Offer { from, to, card } if from == seat => PhaseView::OwnOffer { to, card },
            Phase::Offer { from, to, .. } => PhaseView::Offer { from, to },
            Phase::InvestigateDraw { corpse } => PhaseView::InvestigateDraw { corpse },
            Phase::InvestigateReturn { corpse, drawn } if self.current == seat => {
                PhaseView::OwnInvestigateReturn { corpse, drawn }
            }
            Phase::InvestigateReturn { corpse, .. } => PhaseView::InvestigateReturn { corpse },
            Phase::ForcedReturn { to } => PhaseView::ForcedReturn { to },
            Phase::Over { winner } => PhaseView::Over { winner },
        };
        GrueView {
            settings: self.settings.clone(),
            me: seat,
            hand: self.hands[i].clone(),
            grue: self.grue,
            wizard: self.wizard,
            grue_ready: self.grue_ready,
            alive: self.alive.clone(),
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            corpse_sizes: self.corpses.iter().map(|c| c.len() as u8).collect(),
            out_of_play: self.out_of_play.clone(),
            lantern_holder: if self.lantern_revealed {
                self.lantern_holder()
            } else {
                None
            },
            traitor: (self.traitor_unmasked || self.traitor == seat).then_some(self.traitor),
            traitor_unmasked: self.traitor_unmasked,
            current: self.current,
            phase,
            spoke_this_turn: self.spoke_this_turn,
            grue_turns: self.grue_turns,
            statements: self.statements.clone(),
            knowledge: {
                let mut k = self.knowledge[i].clone();
                k.hands[i] = self.hands[i].clone();
                k
            },
            public: self.public_knowledge().clone(),
            lantern_revealed: self.lantern_revealed,
            disturbed: self.disturbed.clone(),
            touched: self.touched.clone(),
        }
    }

    fn determinize(view: &GrueView, rng: &mut GameRng) -> Self {
        determinize::sample(view, rng)
    }

    fn cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self
            .hands
            .iter()
            .chain(&self.corpses)
            .flatten()
            .copied()
            .collect();
        all.extend(&self.out_of_play);
        all
    }

    fn deck(_settings: &Settings) -> Vec<Card> {
        let mut deck = vec![Card::Darkness; 5];
        deck.extend([
            Card::Grue,
            Card::Traitor,
            Card::Shield,
            Card::Sword,
            Card::Lantern,
        ]);
        deck
    }

    fn max_plies(settings: &Settings) -> usize {
        // A round is at most 2 plies for the Grue (attack, defence) and 4 for anyone else (speak,
        // main action, answer or draw, return); the Lantern is revealed once.
        let per_round = 2 + 4 * usize::from(settings.seats);
        (usize::from(DAWN_AFTER_GRUE_TURNS) + 1) * per_round + 1
    }

    fn role(&self, seat: Seat) -> Option<&'static str> {
        Some(if seat == self.grue {
            "Grue"
        } else if seat == self.traitor {
            "Traitor"
        } else {
            "Adventurer"
        })
    }

    fn opening(&self) -> Vec<GrueEvent> {
        vec![
            GrueEvent::Dealt {
                grue: self.grue,
                wizard: self.wizard,
            },
            GrueEvent::TurnBegan { seat: self.current },
        ]
    }

    fn narrate(event: &GrueEvent, viewer: Option<Seat>) -> Option<String> {
        narrate::line(event, viewer)
    }

    fn describe_action(&self, action: &GrueAction) -> String {
        narrate::action(self.to_act(), action)
    }
}

mod belief;
mod determinize;
mod narrate;

pub use belief::Belief;
