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
//! number of fingerprints bounds how many turns can start: at most 2 * 2^48 before one
//! fingerprint comes up a third time.
//!
//! A chain of powers (the Elf reactivating, or a card played at once through the Bride, the
//! Nymph, the Centaur, the Giant or the Faeries) is bounded by the chain rule: a power still
//! being played out cannot be set off again, so a chain holds each supernatural at most once
//! ([`MAX_CHAIN`]). The state keeps that chain (`chain`), public to every seat; it is emptied
//! when the chain's last power ends, which ends them all, since every power that sets off
//! another does so as its last step. A whole turn is not proven finite (see `max_plies`).

mod apply;
mod bot;
mod determinize;
mod rules;
mod tutorial;
mod types;
mod view;

use crate::engine::{
    Game, GameInfo, GameRng, Outcome, Seat, SeatResult, Settings, SettingsError, Turn, Variant,
    derive_seed,
};

pub use bot::combo_value;
pub use rules::GrimwoodRefusal;
pub use types::{
    Card, Combo, ComboRef, DRAW_FIRST, GrimwoodAction, GrimwoodEvent, GrimwoodGame, HAND_LIMIT,
    LineSlot, MAX_CHAIN, MAX_LINE, Pending, Phase, PowerSteal, REPETITIONS, SetKind, StealKind,
    Supernatural, TurnOrder, line_points, placeable_sets,
};
pub use view::{GrimwoodView, Memory};

pub const INFO: GameInfo = GameInfo {
    id: "grimwood",
    name: "Grimwood",
    min_seats: 2,
    max_seats: 6,
    default_seats: 4,
    variants: &[Variant {
        id: DRAW_FIRST,
        name: "Draw first",
        summary: "Each turn opens with the draw or steal, then the two actions follow.",
        single_round: false,
    }],
    rounds: None,
};

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
        let mut state = GrimwoodGame::empty(settings, TurnOrder::of_variant(&settings.variant), 0);
        state.hands = hands;
        for hand in &mut state.hands {
            hand.sort();
        }
        state.deck = deck;
        state.discard = discard;
        state.tables = tables;
        state.current = current;
        state.phase = if state.order.draw_first() {
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

    pub(super) fn empty(settings: &Settings, order: TurnOrder, seed: u64) -> Self {
        let seats = usize::from(settings.seats);
        GrimwoodGame {
            settings: settings.clone(),
            order,
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
            chain: Vec::new(),
            turns_to_lose: vec![0; seats],
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
        self.turns_to_lose[seat.index()] > 0
    }

    /// How many of its coming turns `seat` loses to the Werewolf.
    pub fn turns_to_lose(&self, seat: Seat) -> u8 {
        self.turns_to_lose[seat.index()]
    }

    pub fn score(&self, seat: Seat) -> u32 {
        self.tables[seat.index()].iter().map(Combo::points).sum()
    }

    pub(super) fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    pub(super) fn others(&self, seat: Seat) -> impl Iterator<Item = Seat> + use<> {
        let n = self.seats();
        (1..n).map(move |k| seat.clockwise(k, n))
    }

    pub(super) fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Over => None,
            Phase::Amulet { window, .. } => window.asked(),
            _ => Some(self.current),
        }
    }

    pub(super) fn random_below(&mut self, n: usize) -> usize {
        let r = derive_seed(self.seed, self.draws);
        self.draws += 1;
        (r % n as u64) as usize
    }
}

impl Game for GrimwoodGame {
    type Action = GrimwoodAction;
    type View = GrimwoodView;
    type Event = GrimwoodEvent;
    type Refusal = GrimwoodRefusal;
    type Card = Card;

    const INFO: GameInfo = INFO;

    fn new(settings: &Settings, seed: u64) -> Result<Self, SettingsError> {
        INFO.validate(settings)?;
        let mut rng = GameRng::seeded(seed);
        let order = TurnOrder::of_variant(&settings.variant);
        let mut state = GrimwoodGame::empty(settings, order, derive_seed(seed, 0x6172_6d6f));
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
        state.phase = if state.order.draw_first() {
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
        self.legal()
    }

    fn apply_unchecked(&mut self, action: &GrimwoodAction) -> Vec<GrimwoodEvent> {
        self.play(action)
    }

    fn explain_refusal(&self, action: &GrimwoodAction) -> GrimwoodRefusal {
        self.explain(action)
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
        self.view_of(seat)
    }

    fn redact(event: &GrimwoodEvent, viewer: Option<Seat>) -> Option<GrimwoodEvent> {
        let sees = |seats: &[Seat]| crate::engine::one_of(viewer, seats);
        Some(match event {
            &GrimwoodEvent::Drew { seat, card } => GrimwoodEvent::Drew {
                seat,
                card: card.filter(|_| sees(&[seat])),
            },
            &GrimwoodEvent::Stole {
                thief,
                victim,
                card,
            } => GrimwoodEvent::Stole {
                thief,
                victim,
                card: card.filter(|_| sees(&[thief, victim])),
            },
            GrimwoodEvent::Looked { seat, at, cards } => GrimwoodEvent::Looked {
                seat: *seat,
                at: *at,
                cards: cards.clone().unless(sees(&[*seat])),
            },
            public => public.clone(),
        })
    }

    fn event_cards(event: &GrimwoodEvent) -> Vec<Card> {
        match event {
            GrimwoodEvent::Drew { card, .. } | GrimwoodEvent::Stole { card, .. } => {
                card.iter().copied().collect()
            }
            GrimwoodEvent::Looked { cards, .. } => cards.seen().unwrap_or_default().to_vec(),
            GrimwoodEvent::Played { card, .. }
            | GrimwoodEvent::PowerUsed { card, .. }
            | GrimwoodEvent::TookFromTable { card, .. }
            | GrimwoodEvent::Reactivated { card, .. } => vec![Card::Super(*card)],
            GrimwoodEvent::Gave { card, .. }
            | GrimwoodEvent::TookFromDiscard { card, .. }
            | GrimwoodEvent::Discarded { card, .. }
            | GrimwoodEvent::Gift { card, .. } => vec![*card],
            GrimwoodEvent::ComboDestroyed { combo, .. }
            | GrimwoodEvent::ComboTaken { combo, .. } => combo.cards(),
            GrimwoodEvent::CombosSwapped { given, taken, .. } => {
                given.cards().into_iter().chain(taken.cards()).collect()
            }
            _ => Vec::new(),
        }
    }

    fn sightings(view: &GrimwoodView) -> Vec<Card> {
        view.sightings()
    }

    fn shows_new_cards(before: &GrimwoodView, after: &GrimwoodView) -> bool {
        before.me != after.me || crate::engine::gained(&before.sightings(), &after.sightings())
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

    /// No finite bound is claimed. The turns that start are bounded (at most
    /// 2 * 2^FINGERPRINT_BITS before a fingerprint comes up a third time) and so is every chain
    /// of powers (at most [`MAX_CHAIN`] links), but a turn is not proven finite: a Rune taken back
    /// from the discard pile and played again gives two more actions and two more powers, and
    /// whether some set of cards can win its Runes back forever was not settled.
    fn max_plies(settings: &Settings) -> usize {
        let _ = settings;
        usize::MAX
    }

    fn opening(&self) -> Vec<GrimwoodEvent> {
        vec![GrimwoodEvent::TurnBegan { seat: self.current }]
    }

    fn tallies(event: &GrimwoodEvent) -> Vec<(Seat, &'static str)> {
        match event {
            GrimwoodEvent::Stole { thief, .. } => vec![(*thief, "steals")],
            GrimwoodEvent::Blocked { thief, victim } => {
                vec![(*victim, "amulet blocks"), (*thief, "steals blocked")]
            }
            GrimwoodEvent::SetPlaced { seat, .. } => vec![(*seat, "combos")],
            GrimwoodEvent::RunePlayed { seat } => vec![(*seat, "runes")],
            GrimwoodEvent::PowerUsed { seat, .. } => vec![(*seat, "powers")],
            _ => Vec::new(),
        }
    }
}
