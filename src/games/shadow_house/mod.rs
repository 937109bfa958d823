#![doc = include_str!("rules.md")]
//!
//! ## For developers
//!
//! Every rule above, and every choice and house rule, is pinned by a named scenario test in
//! `tests/shadow_house_rules.rs`. What a seat sees is its [`ShadowView`] (with its memory of the
//! round as [`Note`]s); bots read it through [`Belief`].

mod apply;
mod belief;
mod bot;
mod determinize;
mod rules;
mod tutorial;
mod types;
mod view;

pub use belief::{Belief, CULPRIT_READ, PlayRead, Reads};
pub use rules::{ShadowRefusal, round_points};
pub use types::{
    Audience, Card, Ending, HAND_SIZE, Happening, Note, Part, Reply, RoundResult, Rules,
    ShadowAction, ShadowEvent, ShadowHouseGame, Statement, TARGET_POINTS, full_deck, starter,
};
pub use view::{PhaseView, ShadowView};

use crate::engine::{
    Game, GameInfo, GameRng, Outcome, RoundsInfo, Seat, SeatResult, Settings, SettingsError, Turn,
    Variant,
};
use types::Phase;

pub const LIGHTNING: &str = "lightning";

/// The ids [`Game::role`] gives: the culprit, an accomplice, anyone else.
pub const ROLE_CULPRIT: &str = "Culprit";
pub const ROLE_ACCOMPLICE: &str = "Accomplice";
pub const ROLE_OTHER: &str = "other";

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
        suggested: None,
        minutes_a_round: None,
        full_match_rounds: None,
        former_unset: None,
    }),
};

impl ShadowHouseGame {
    pub(super) fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    pub(super) fn lightning(&self) -> bool {
        self.rules.lightning
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

    pub(super) fn is_accomplice(&self, seat: Seat) -> bool {
        self.in_front[seat.index()].contains(&Card::Accomplice)
    }
}

impl Game for ShadowHouseGame {
    type Action = ShadowAction;
    type View = ShadowView;
    type Event = ShadowEvent;
    type Refusal = ShadowRefusal;
    type Card = Card;

    const INFO: GameInfo = INFO;

    fn new(settings: &Settings, seed: u64) -> Result<Self, SettingsError> {
        // Lightning is marked `single_round`, so a round count is refused here rather than
        // silently ignored.
        INFO.validate(settings)?;
        let seats = usize::from(settings.seats);
        let mut game = ShadowHouseGame {
            settings: settings.clone(),
            rules: Rules::parse(&settings.variant),
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
        self.legal()
    }

    fn apply_unchecked(&mut self, action: &ShadowAction) -> Vec<ShadowEvent> {
        self.play_legal(action)
    }

    fn explain_refusal(&self, action: &ShadowAction) -> ShadowRefusal {
        self.why_refused(action)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let results = Seat::all(self.seats())
            .map(|s| {
                if self.winners.contains(&s) {
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

    fn redact(event: &ShadowEvent, viewer: Option<Seat>) -> Option<ShadowEvent> {
        match event.audience {
            Audience::Only(seat) if viewer != Some(seat) => None,
            _ => Some(event.clone()),
        }
    }

    fn event_cards(event: &ShadowEvent) -> Vec<Card> {
        event.what.cards()
    }

    fn sightings(view: &ShadowView) -> Vec<Card> {
        let mut seen = view.sightings();
        seen.extend(view.memory.iter().flat_map(|note| note.what.cards()));
        seen
    }

    fn shows_new_cards(before: &ShadowView, after: &ShadowView) -> bool {
        before.me != after.me
            || before.round != after.round
            || crate::engine::gained(&before.sightings(), &after.sightings())
            || after.showings() > before.showings()
    }

    fn determinize(view: &ShadowView, rng: &mut GameRng) -> Self {
        determinize::sample(view, rng, Reads::Facts)
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
        // (`round_points`). At three a round may score nothing (both others accomplices, the
        // culprit caught), so only chance ends such a match: it ends with certainty, but no
        // number of rounds bounds it.
        let most_points = usize::from(TARGET_POINTS - 1) * seats;
        let rounds = if Rules::parse(&settings.variant).lightning {
            1
        } else {
            match settings.rounds {
                Some(n) => usize::from(n),
                None if seats >= 4 => most_points + 1,
                None => return usize::MAX,
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
            ROLE_CULPRIT
        } else if accomplice {
            ROLE_ACCOMPLICE
        } else {
            ROLE_OTHER
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
}
