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

mod apply;
mod bot;
mod determinize;
mod narrate;
mod rules;
mod types;
mod view;

use crate::engine::{
    Game, GameInfo, GameRng, Outcome, Seat, SeatResult, Settings, SettingsError, Turn, Variant,
    derive_seed,
};

pub use bot::combo_value;
use types::FINGERPRINT_BITS;
pub use types::{
    Card, Combo, ComboRef, DRAW_FIRST, GrimwoodAction, GrimwoodEvent, GrimwoodGame, HAND_LIMIT,
    LineSlot, MAX_LINE, MAX_POWER_USES, Pending, Phase, PowerSteal, REPETITIONS, SetKind,
    StealKind, Supernatural, TurnOrder, line_points, placeable_sets,
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
    rules: include_str!("rules.md"),
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

    fn explain_refusal(&self, action: &GrimwoodAction) -> String {
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
