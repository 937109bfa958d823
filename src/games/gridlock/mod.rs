#![doc = include_str!("rules.md")]
//!
//! ## For developers
//!
//! The module follows the seam all five games share: [`types`] (cards, actions, events, phases,
//! the state), `rules.rs` (the chart, what a lock blocks, legal moves and refusals), `apply.rs`
//! (playing a legal action), `view.rs` (each seat's view and samples drawn from it), `bot.rs`
//! and `narrate.rs`.

mod apply;
mod bot;
mod rules;
mod tutorial;
mod types;
mod view;

use crate::engine::{
    Game, GameInfo, GameRng, Outcome, RoundsInfo, Seat, SeatResult, Settings, SettingsError, Turn,
    Variant, derive_seed, take_one,
};

pub use bot::{grid_value, placement_value};
pub use rules::*;
pub use types::*;
pub use view::*;

/// The variants' ids, as links and records name them.
pub const NO_WILDS: &str = "no-wilds";
pub const NO_GRIDLOCK: &str = "no-gridlock";
pub const NO_WILDS_NO_GRIDLOCK: &str = "no-wilds+no-gridlock";

pub const INFO: GameInfo = GameInfo {
    id: "gridlock",
    name: "GRID#LOCK",
    min_seats: 2,
    max_seats: 6,
    default_seats: 4,
    variants: &[
        Variant {
            id: NO_WILDS,
            name: "No wilds",
            summary: "The nine wilds stay in the box.",
            single_round: false,
        },
        Variant {
            id: NO_GRIDLOCK,
            name: "No GRID#LOCK",
            summary: "The three GRID#LOCK cards stay in the box.",
            single_round: false,
        },
        Variant {
            id: NO_WILDS_NO_GRIDLOCK,
            name: "No wilds, no GRID#LOCK",
            summary: "Only the 108 numbered cards.",
            single_round: false,
        },
    ],
    rounds: Some(RoundsInfo {
        max: MAX_ROUNDS,
        standard: "first to 111 points",
        // A match to 111 lasts 5 to 7 rounds with the heuristic bots at 2 to 6 seats (longer if
        // people score less: the rulebook's average round is 12 points), so a sitting's default
        // is a few rounds. A round is 25 to 40 moves a player: a few minutes with bots.
        suggested: Some(3),
        minutes_a_round: Some((3, 5)),
        full_match_rounds: Some((5, 7)),
        former_unset: Some(FORMER_UNSET_ROUNDS),
    }),
};

impl GridlockGame {
    fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    pub fn grid(&self, seat: Seat) -> &Grid {
        &self.grids[seat.index()]
    }

    pub fn current(&self) -> Seat {
        self.current
    }

    pub fn round(&self) -> u8 {
        self.round
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn totals(&self) -> &[i32] {
        &self.totals
    }

    pub fn sheet(&self) -> &[RoundRecord] {
        &self.sheet
    }

    pub fn discard_pile(&self) -> &[Card] {
        &self.discard
    }

    pub fn draw_pile(&self) -> &[Card] {
        &self.draw
    }

    pub fn went_out(&self) -> Option<Seat> {
        self.went_out
    }

    pub fn last_turns_left(&self, seat: Seat) -> u8 {
        self.last_turns_left[seat.index()]
    }

    /// A position set up by hand, for scenario tests and puzzles: seat `s`'s grid is `grids[s]`
    /// (a face-up GRID#LOCK card's lock is pending, as if just turned up), the discard pile is
    /// `discard` (top last) and the draw pile has `draw_top` on top (top last) over the rest of
    /// the deck in a seeded order. It is seat 0's turn in round 1 with the last seat dealing.
    pub fn arranged(
        settings: &Settings,
        grids: Vec<[Slot; 9]>,
        discard: Vec<Card>,
        draw_top: Vec<Card>,
    ) -> Result<Self, String> {
        let mut game = GridlockGame::new(settings, 1).map_err(|e| e.to_string())?;
        if grids.len() != game.seats() {
            return Err(format!("{} grids for {} seats", grids.len(), game.seats()));
        }
        let mut pool = GridlockGame::deck(settings);
        let placed = grids
            .iter()
            .flat_map(|g| g.iter())
            .filter_map(|s| match s {
                Slot::Down(c) | Slot::Up(c) => Some(*c),
                Slot::Empty => None,
            })
            .chain(discard.iter().copied())
            .chain(draw_top.iter().copied());
        for card in placed {
            if !take_one(&mut pool, &card) {
                return Err(format!("too many copies of {card}"));
            }
        }
        pool.sort();
        GameRng::seeded(7).shuffle(&mut pool);
        for (grid, slots) in game.grids.iter_mut().zip(grids) {
            *grid = Grid::dealt(&[]);
            for (i, slot) in slots.into_iter().enumerate() {
                match slot {
                    Slot::Up(card) => grid.show(i, card),
                    other => grid.slots[i] = other,
                }
            }
            let cleared_rows = (0..3)
                .filter(|&r| {
                    Line::Row(r)
                        .slots()
                        .iter()
                        .all(|&s| grid.slots[s] == Slot::Empty)
                })
                .count();
            let cleared_columns = (0..3)
                .filter(|&c| {
                    Line::Column(c)
                        .slots()
                        .iter()
                        .all(|&s| grid.slots[s] == Slot::Empty)
                })
                .count();
            if cleared_rows > 0 || cleared_columns > 0 {
                grid.direction = Some(if cleared_rows >= cleared_columns {
                    Direction::Rows
                } else {
                    Direction::Columns
                });
            }
        }
        game.discard = discard;
        game.draw = pool;
        game.draw.extend(draw_top);
        game.dealer = Seat(game.settings.seats - 1);
        game.current = Seat(0);
        game.phase = Phase::Start;
        let mut events = Vec::new();
        game.begin_turn(&mut events);
        Ok(game)
    }

    /// Scenario tests only: a freshly dealt match (from [`Game::new`], nothing played yet) made
    /// to stand at the deal of round `round` with the running totals `totals`, the round dealt as
    /// that round's deal always is. Refused unless the match could still be going: `round` within
    /// its length, one total per seat, nobody at 111 yet. Earlier rounds are not made up, so the
    /// score sheet stays empty.
    #[doc(hidden)]
    pub fn at_round(mut self, round: u8, totals: Vec<i32>) -> Result<Self, String> {
        if round == 0 || round > self.last_round {
            return Err(format!("this match has no round {round}"));
        }
        if totals.len() != self.seats() {
            return Err(format!(
                "{} totals for {} seats",
                totals.len(),
                self.seats()
            ));
        }
        if totals.iter().any(|&t| t >= MATCH_TARGET) {
            return Err("a match with someone at 111 points would already be over".into());
        }
        if self.round != 1
            || !self.sheet.is_empty()
            || self.phase
                != (Phase::OpeningFlip {
                    seat: self.dealer.clockwise(1, self.seats()),
                })
        {
            return Err("only a fresh deal can be moved to another round".into());
        }
        self.round = round;
        self.totals = totals;
        self.deal_round();
        Ok(self)
    }

    /// Records a past elimination in an arranged grid (for tests of scoring and going out).
    pub fn arrange_eliminated(&mut self, seat: Seat, elimination: Elimination) {
        let grid = &mut self.grids[seat.index()];
        grid.direction = Some(elimination.line.direction());
        grid.eliminated.push(elimination);
    }

    /// Moves all but the top `keep` cards of the draw pile under the discard pile (for tests of
    /// the reshuffle).
    pub fn arrange_short_draw_pile(&mut self, keep: usize) {
        let cut = self.draw.len().saturating_sub(keep);
        let mut moved: Vec<Card> = self.draw.drain(..cut).collect();
        moved.append(&mut self.discard);
        self.discard = moved;
    }
}

impl Game for GridlockGame {
    type Action = GridlockAction;
    type View = GridlockView;
    type Event = GridlockEvent;
    type Refusal = GridlockRefusal;
    type Card = Card;

    const INFO: GameInfo = INFO;

    fn new(settings: &Settings, seed: u64) -> Result<Self, SettingsError> {
        INFO.validate(settings)?;
        let seats = usize::from(settings.seats);
        let mut game = GridlockGame {
            settings: settings.clone(),
            rules: Rules::of(settings),
            seed,
            last_round: settings.rounds.unwrap_or(MAX_ROUNDS),
            round: 1,
            // The first dealer is drawn from the seed; the dealer moves left every round.
            dealer: Seat((derive_seed(seed, 0xDEA1) % seats as u64) as u8),
            current: Seat(0),
            phase: Phase::Start,
            grids: Vec::new(),
            draw: Vec::new(),
            discard: Vec::new(),
            reshuffled: false,
            progress: 0,
            seen: Vec::new(),
            turns_taken: 0,
            went_out: None,
            last_turns_left: vec![0; seats],
            to_reveal: Vec::new(),
            totals: vec![0; seats],
            sheet: Vec::new(),
        };
        game.deal_round();
        Ok(game)
    }

    fn settings(&self) -> &Settings {
        &self.settings
    }

    fn turn(&self) -> Turn {
        self.to_act().into()
    }

    fn legal_actions(&self) -> Vec<GridlockAction> {
        self.legal()
    }

    fn apply_unchecked(&mut self, action: &GridlockAction) -> Vec<GridlockEvent> {
        self.play(action)
    }

    fn explain_refusal(&self, action: &GridlockAction) -> GridlockRefusal {
        self.why_refused(action)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let best = *self.totals.iter().max().expect("at least two seats");
        let leaders = self.totals.iter().filter(|&&t| t == best).count();
        let results = self
            .totals
            .iter()
            .map(|&t| match (t == best, leaders) {
                (true, 1) => SeatResult::Win,
                (true, _) => SeatResult::Draw,
                (false, _) => SeatResult::Loss,
            })
            .collect();
        Some(Outcome {
            results,
            scores: self.totals.iter().map(|&t| f64::from(t)).collect(),
        })
    }

    fn view(&self, seat: Seat) -> GridlockView {
        self.view_of(seat)
    }

    fn redact(event: &GridlockEvent, viewer: Option<Seat>) -> Option<GridlockEvent> {
        Some(match *event {
            GridlockEvent::Drew { seat, card } => GridlockEvent::Drew {
                seat,
                card: card.filter(|_| crate::engine::one_of(viewer, &[seat])),
            },
            ref public => public.clone(),
        })
    }

    fn event_cards(event: &GridlockEvent) -> Vec<Card> {
        match event {
            GridlockEvent::Drew { card, .. } => card.iter().copied().collect(),
            GridlockEvent::OpeningFlip { card, .. }
            | GridlockEvent::Flipped { card, .. }
            | GridlockEvent::TookDiscard { card, .. }
            | GridlockEvent::DrewGridLock { card, .. }
            | GridlockEvent::Refused { card, .. }
            | GridlockEvent::Reshuffled { top: card, .. } => vec![*card],
            GridlockEvent::Replaced { card, old, .. } => vec![*card, *old],
            GridlockEvent::Eliminated { elimination, .. } => elimination.cards.to_vec(),
            GridlockEvent::RevealedGrid { cards, .. } => cards.iter().map(|&(_, c)| c).collect(),
            _ => Vec::new(),
        }
    }

    fn sightings(view: &GridlockView) -> Vec<Card> {
        view.sightings()
    }

    fn shows_new_cards(before: &GridlockView, after: &GridlockView) -> bool {
        before.me != after.me
            || before.round != after.round
            || crate::engine::gained(&before.sightings(), &after.sightings())
    }

    fn tallies(event: &GridlockEvent) -> Vec<(Seat, &'static str)> {
        match event {
            GridlockEvent::Eliminated { seat, .. } => vec![(*seat, "lines eliminated")],
            GridlockEvent::Locked { seat, .. } => vec![(*seat, "locks")],
            GridlockEvent::TookDiscard { seat, .. } => vec![(*seat, "discards taken")],
            GridlockEvent::WentOut { seat } => vec![(*seat, "went out")],
            _ => Vec::new(),
        }
    }

    /// See [`GridlockGame::sample`].
    fn determinize(view: &GridlockView, rng: &mut GameRng) -> Self {
        GridlockGame::sample(view, rng)
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = Vec::with_capacity(120);
        for grid in &self.grids {
            for slot in grid.slots {
                if let Slot::Down(c) | Slot::Up(c) = slot {
                    all.push(c);
                }
            }
            for e in &grid.eliminated {
                all.extend(e.cards);
            }
        }
        if let Phase::Drawn { card } = self.phase {
            all.push(card);
        }
        all.extend(&self.discard);
        all.extend(&self.draw);
        all
    }

    fn deck(settings: &Settings) -> Vec<Card> {
        Rules::of(settings).deck()
    }

    /// A round's progress (cards turned up or gone, lines eliminated, all grids together) grows
    /// at most `12 * seats` times. Between two steps only the repetition rule bounds a round: a
    /// position may start a turn twice at most, and positions (grids and both piles in order)
    /// outnumber `usize`, so the proven bound saturates. Real rounds are short: see `rules.md`.
    fn max_plies(_: &Settings) -> usize {
        usize::MAX
    }

    fn opening(&self) -> Vec<GridlockEvent> {
        vec![GridlockEvent::RoundDealt {
            round: self.round,
            dealer: self.dealer,
        }]
    }
}
