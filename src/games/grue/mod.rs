#![doc = include_str!("rules.md")]
//!
//! ## For developers
//!
//! `types.rs` holds the cards, actions, events, phases and the state; `view.rs` what one seat
//! knows; `rules.rs` the deal, the legal moves, the repetition rule's positions and the refusal
//! words; `apply.rs` plays a legal move. `belief.rs` counts cards for the bots, `determinize.rs`
//! samples states from a view, `bot.rs` holds the rules of thumb and `narrate.rs` the log.
//! Each rule above is pinned by a scenario test in `tests/grue_rules.rs`.

mod apply;
mod belief;
mod bot;
mod determinize;
mod rules;
mod tutorial;
mod types;
mod view;

pub use belief::{Belief, Reads, TRAITOR_READ, acts, traitor_read};
pub use rules::GrueRefusal;
pub use types::{
    Card, Conduct, DAWN_AFTER_GRUE_TURNS, Defense, Draw, GrueAction, GrueEvent, GrueGame, GrueRules,
    PhaseView, Side, Statement,
};
pub use view::{GrueView, Knowledge};

use crate::engine::{
    Game, GameInfo, GameRng, Outcome, Seat, SeatResult, Settings, SettingsError, Turn, Variant,
};

pub const INFO: GameInfo = GameInfo {
    id: "grue",
    name: "You May Be Eaten By a Grue",
    min_seats: 4,
    max_seats: 6,
    default_seats: 5,
    variants: &[Variant {
        id: "dawn",
        name: "Dawn",
        summary: "The night ends: if nobody has won after the Grue's 40th turn, the game is a draw.",
        single_round: false,
    }],
    rounds: None,
};

impl Game for GrueGame {
    type Action = GrueAction;
    type View = GrueView;
    type Event = GrueEvent;
    type Refusal = GrueRefusal;
    type Card = Card;

    const INFO: GameInfo = INFO;

    fn new(settings: &Settings, seed: u64) -> Result<Self, SettingsError> {
        GrueGame::deal(settings, seed)
    }

    fn settings(&self) -> &Settings {
        &self.settings
    }

    fn turn(&self) -> Turn {
        self.turn_now()
    }

    fn legal_actions(&self) -> Vec<GrueAction> {
        self.legal()
    }

    fn apply_unchecked(&mut self, action: &GrueAction) -> Vec<GrueEvent> {
        self.play(action)
    }

    fn explain_refusal(&self, action: &GrueAction) -> GrueRefusal {
        self.why_refused(action)
    }

    fn outcome(&self) -> Option<Outcome> {
        let types::Phase::Over { winner } = self.phase else {
            return None;
        };
        let results: Vec<SeatResult> = Seat::all(self.seats())
            .map(|s| {
                let grue_side = s == self.grue || s == self.traitor;
                match winner {
                    Some(side) if grue_side == (side == Side::Grue) => SeatResult::Win,
                    Some(_) => SeatResult::Loss,
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
        self.view_of(seat)
    }

    fn redact(event: &GrueEvent, viewer: Option<Seat>) -> Option<GrueEvent> {
        let sees = |seats: &[Seat]| crate::engine::one_of(viewer, seats);
        let hidden = |seats: &[Seat], card: Option<Card>| card.filter(|_| sees(seats));
        Some(match *event {
            GrueEvent::Drew { by, .. } if !sees(&[by]) => return None,
            GrueEvent::Offered { from, to, card } => GrueEvent::Offered {
                from,
                to,
                card: hidden(&[from], card),
            },
            GrueEvent::Traded {
                from,
                to,
                offered,
                given,
            } => GrueEvent::Traded {
                from,
                to,
                offered: hidden(&[from, to], offered),
                given: hidden(&[from, to], given),
            },
            GrueEvent::Returned { by, corpse, card } => GrueEvent::Returned {
                by,
                corpse,
                card: hidden(&[by], card),
            },
            ref public => public.clone(),
        })
    }

    fn event_cards(event: &GrueEvent) -> Vec<Card> {
        match *event {
            GrueEvent::Defended { wizard_card, .. } => wizard_card.into_iter().collect(),
            GrueEvent::Offered { card, .. } | GrueEvent::Returned { card, .. } => {
                card.into_iter().collect()
            }
            GrueEvent::Traded { offered, given, .. } => offered.into_iter().chain(given).collect(),
            GrueEvent::Drew { card, .. } | GrueEvent::ForcedReturn { card, .. } => vec![card],
            _ => Vec::new(),
        }
    }

    fn sightings(view: &GrueView) -> Vec<Card> {
        view.sightings()
    }

    fn shows_new_cards(before: &GrueView, after: &GrueView) -> bool {
        before.me != after.me
            || crate::engine::gained(&before.sightings(), &after.sightings())
            || (before.traitor.is_none() && after.traitor.is_some())
    }

    fn determinize(view: &GrueView, rng: &mut GameRng) -> Self {
        determinize::sample(view, rng, Reads::Facts)
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

    /// See `GrueGame::ply_bound` for the proof; under 1.4 billion at six seats, so it fits a
    /// 32-bit `usize` too.
    fn max_plies(settings: &Settings) -> usize {
        usize::try_from(GrueGame::ply_bound(settings)).unwrap_or(usize::MAX)
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

    fn tallies(event: &GrueEvent) -> Vec<(Seat, &'static str)> {
        match event {
            GrueEvent::Offered { from, .. } => vec![(*from, "trades offered")],
            GrueEvent::Traded { from, to, .. } => {
                vec![(*from, "offers accepted"), (*to, "trades accepted")]
            }
            GrueEvent::Declined { to, .. } => vec![(*to, "trades declined")],
            GrueEvent::Attacked { target } => vec![(*target, "attacked")],
            // An attack is survived only where the defence held: showing nothing is a death.
            GrueEvent::Defended {
                target,
                defense,
                wizard_card,
            } if defense.holds(*wizard_card) => vec![(*target, "attacks survived")],
            GrueEvent::GrueSlain { by } => vec![(*by, "Grue slain")],
            GrueEvent::LanternRevealed { by } => vec![(*by, "Lantern shown")],
            GrueEvent::Investigated { by, .. } => vec![(*by, "corpses searched")],
            _ => Vec::new(),
        }
    }

    fn opening(&self) -> Vec<GrueEvent> {
        vec![GrueEvent::Dealt {
            grue: self.grue,
            wizard: self.wizard,
        }]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ply_bound_fits_a_32_bit_usize_at_every_table_size() {
        for seats in 4..=6 {
            for variant in ["", "dawn"] {
                let bound = GrueGame::ply_bound(&Settings::new(seats, variant));
                assert!(bound < u64::from(u32::MAX), "{seats} {variant}: {bound}");
            }
        }
    }

    /// A playtest's end screen said "Attacked by the Grue: 1, 1 survived" of a player eaten.
    #[test]
    fn an_attack_counts_as_survived_only_where_the_defence_held() {
        let survived = |defense, wizard_card| {
            let event = GrueEvent::Defended {
                target: Seat(2),
                defense,
                wizard_card,
            };
            GrueGame::tallies(&event).contains(&(Seat(2), "attacks survived"))
        };
        assert!(survived(Defense::Shield, None));
        assert!(survived(Defense::Lantern, None));
        assert!(survived(Defense::WizardCard, Some(Card::Darkness)));
        assert!(!survived(Defense::WizardCard, Some(Card::Shield)));
        assert!(!survived(Defense::Nothing, None));
    }
}
