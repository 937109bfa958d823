#![doc = include_str!("rules.md")]
//!
//! ## For developers
//!
//! `types.rs` holds the cards, actions, events, phases and the state; `view.rs` what one seat
//! knows; `rules.rs` the legal actions of each phase (a match record stores indices into that
//! list) and the words for a refusal; `apply.rs` plays a legal action (the turn, the final
//! challenge, drawing and what each seat remembers); `sequence.rs` runs a sequence from its first
//! play through "Lights!", abilities and Reflect to the grid's resolve step. `bot.rs` counts cards
//! for the heuristic and the rollouts, `determinize.rs` samples a full state from a view, and
//! `narrate.rs` puts events and actions in words.
//!
//! Every rule and every choice in the text above is pinned by a test in
//! `tests/grid_of_shadows_rules.rs`. The game needs no counter to end: see
//! [`GridOfShadowsGame::max_plies`](crate::engine::Game::max_plies) for the bound.

mod apply;
mod bot;
mod declines;
mod determinize;
mod rules;
mod sequence;
mod tutorial;
mod types;
mod view;

pub use declines::Declines;
pub use bot::{ClaimFact, RunSeen, Tell, claim_fact, claim_read, claim_truth};
pub use rules::GridRefusal;
pub use types::*;
pub use view::{GridCardView, GridView, Secret, SlotView, StackCardView};

use crate::engine::{
    Game, GameInfo, GameRng, Outcome, Seat, SeatResult, Settings, SettingsError, Turn, Variant,
};

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
            declines: Declines::new(seats),
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

    /// The cards laid face down in the play being built, before it is declared: the player's own.
    pub fn laid(&self) -> &[Card] {
        &self.laid
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
}

impl Game for GridOfShadowsGame {
    type Action = GridAction;
    type View = GridView;
    type Event = GridEvent;
    type Refusal = GridRefusal;
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
            declines: Declines::new(seats),
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
        rules::actions(self)
    }

    fn apply_unchecked(&mut self, action: &GridAction) -> Vec<GridEvent> {
        let events = self.apply_legal(action);
        self.cap_memory();
        events
    }

    fn explain_refusal(&self, action: &GridAction) -> GridRefusal {
        rules::why_refused(self, action)
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
        self.view_of(seat)
    }

    fn redact(event: &GridEvent, viewer: Option<Seat>) -> Option<GridEvent> {
        let sees = |seats: &[Seat]| crate::engine::one_of(viewer, seats);
        let hidden = |seats: &[Seat], card: Option<Card>| card.filter(|_| sees(seats));
        Some(match event {
            GridEvent::Drew {
                seat,
                cards,
                reason,
            } => GridEvent::Drew {
                seat: *seat,
                cards: cards.clone().unless(sees(&[*seat])),
                reason: *reason,
            },
            GridEvent::Played {
                seat,
                slot,
                claim,
                cards,
            } => GridEvent::Played {
                seat: *seat,
                slot: *slot,
                claim: *claim,
                cards: cards.clone().unless(sees(&[*seat])),
            },
            &GridEvent::Gave { from, to, card } => GridEvent::Gave {
                from,
                to,
                card: hidden(&[from, to], card),
            },
            &GridEvent::Shifted {
                seat,
                slot,
                card,
                to_bottom,
            } => GridEvent::Shifted {
                seat,
                slot,
                card: hidden(&[seat], card),
                to_bottom,
            },
            &GridEvent::Lucky { seat, slot, card } => GridEvent::Lucky {
                seat,
                slot,
                card: hidden(&[seat], card),
            },
            public => public.clone(),
        })
    }

    fn event_cards(event: &GridEvent) -> Vec<Card> {
        match event {
            GridEvent::Drew { cards, .. } | GridEvent::Played { cards, .. } => {
                cards.seen().unwrap_or_default().to_vec()
            }
            GridEvent::Revealed { cards, .. }
            | GridEvent::GambleRevealed { cards, .. }
            | GridEvent::FinalPlayed { cards, .. }
            | GridEvent::FinalChallenge {
                set_aside: cards, ..
            } => cards.clone(),
            GridEvent::Gave { card, .. }
            | GridEvent::Shifted { card, .. }
            | GridEvent::Lucky { card, .. }
            | GridEvent::GambleGuessed { card, .. } => card.iter().copied().collect(),
            GridEvent::Flipped { card, .. }
            | GridEvent::Discarded { card, .. }
            | GridEvent::Summoned { card, .. } => vec![*card],
            _ => Vec::new(),
        }
    }

    fn sightings(view: &GridView) -> Vec<Card> {
        view.sightings()
    }

    fn shows_new_cards(before: &GridView, after: &GridView) -> bool {
        before.me != after.me || crate::engine::gained(&before.sightings(), &after.sightings())
    }

    fn determinize(view: &GridView, rng: &mut GameRng) -> Self {
        determinize::sample(view, rng, determinize::Trust::Counting)
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
        // A proven bound, not a rule: no counter ever ends a game.
        // Turns: every turn flips (a draw from the pile, which never grows: Shift puts back one of
        // its two) or plays, moving cards from a hand onto the grid; they come back only through
        // a "Lights!", whose penalty is a draw, or the pile is empty and the final challenge
        // starts. A turn that can neither play nor flip needs an empty grid space with cards
        // left in the pile, which never happens. So turns are at most (pile + 1) * (deck + 1).
        // Sequences in a turn: a Blessing or Summon play chains another sequence, each one
        // using up a face-down card or a pile card, so at most deck + 1 of them.
        // Moves in a sequence: each card laid brings at most one window (seats - 1 answers), one
        // pass round, one declaration and a few ability and Reflect decisions. The final
        // challenge has at most one play or pass per card per seat.
        let deck = Self::deck(settings).len();
        let seats = usize::from(settings.seats);
        let turns = (deck + 1) * (deck + 1);
        let per_sequence = 8 + deck * (2 * seats + 8);
        turns
            .saturating_mul(deck + 1)
            .saturating_mul(per_sequence)
            .saturating_add(deck * seats * 4)
    }

    fn opening(&self) -> Vec<GridEvent> {
        vec![GridEvent::Starts {
            seat: self.turn_owner,
        }]
    }

    fn tallies(event: &GridEvent) -> Vec<(Seat, &'static str)> {
        match event {
            GridEvent::Played {
                seat, claim, cards, ..
            } => {
                let mut out = vec![(*seat, "plays")];
                if cards
                    .seen()
                    .unwrap_or_default()
                    .iter()
                    .any(|&c| !claim.matches(c))
                {
                    out.push((*seat, "bluffs"));
                }
                out
            }
            GridEvent::Revealed {
                caller,
                accused,
                truthful,
                ..
            } => {
                if *truthful {
                    vec![(*caller, "challenges")]
                } else {
                    vec![
                        (*caller, "challenges"),
                        (*caller, "challenges won"),
                        (*accused, "bluffs caught"),
                    ]
                }
            }
            _ => Vec::new(),
        }
    }
}
