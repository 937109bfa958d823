//! Engine and bot throughput: random playouts per second, and `hard` decisions per second at
//! positions sampled from random games. Single-threaded.

use super::ArenaError;
use super::tournament::play_out;
use crate::bots::{Difficulty, Playbook, decide};
use crate::engine::{Game, GameRng, Seat, Settings, Turn, derive_seed};
use serde_json::{Value, json};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Measured throughput.
#[derive(Clone, Debug)]
pub struct BenchReport {
    pub game: &'static str,
    pub seats: u8,
    pub variant: String,
    pub playouts: u64,
    pub playout_plies: u64,
    pub playout_time: Duration,
    pub hard_decisions: u64,
    /// Time spent inside the hard bot only (sampling positions is not counted).
    pub hard_time: Duration,
    /// Playouts per hard decision, from [`Difficulty::Hard`]'s budget.
    pub hard_iterations: u32,
}

impl BenchReport {
    pub fn playouts_per_s(&self) -> f64 {
        per_second(self.playouts, self.playout_time)
    }

    pub fn plies_per_s(&self) -> f64 {
        per_second(self.playout_plies, self.playout_time)
    }

    pub fn mean_plies_per_game(&self) -> f64 {
        if self.playouts == 0 {
            0.0
        } else {
            self.playout_plies as f64 / self.playouts as f64
        }
    }

    pub fn hard_decisions_per_s(&self) -> f64 {
        per_second(self.hard_decisions, self.hard_time)
    }

    pub fn hard_ms_per_decision(&self) -> f64 {
        if self.hard_decisions == 0 {
            0.0
        } else {
            self.hard_time.as_secs_f64() * 1e3 / self.hard_decisions as f64
        }
    }

    pub fn to_json(&self) -> Value {
        json!({
            "game": self.game,
            "seats": self.seats,
            "variant": self.variant,
            "playouts": self.playouts,
            "playout_s": self.playout_time.as_secs_f64(),
            "playouts_per_s": self.playouts_per_s(),
            "plies_per_s": self.plies_per_s(),
            "mean_plies_per_game": self.mean_plies_per_game(),
            "hard_decisions": self.hard_decisions,
            "hard_s": self.hard_time.as_secs_f64(),
            "hard_decisions_per_s": self.hard_decisions_per_s(),
            "hard_ms_per_decision": self.hard_ms_per_decision(),
            "hard_iterations": self.hard_iterations,
        })
    }

    pub fn render(&self) -> String {
        format!(
            "random playouts: {} in {:.2} s = {:.0} playouts/s ({:.1} plies per game, {:.0} plies/s)\n\
             hard decisions:  {} in {:.2} s = {:.2} decisions/s ({:.2} ms per decision, {} iterations each)\n",
            self.playouts,
            self.playout_time.as_secs_f64(),
            self.playouts_per_s(),
            self.mean_plies_per_game(),
            self.plies_per_s(),
            self.hard_decisions,
            self.hard_time.as_secs_f64(),
            self.hard_decisions_per_s(),
            self.hard_ms_per_decision(),
            self.hard_iterations,
        )
    }
}

fn per_second(count: u64, time: Duration) -> f64 {
    let seconds = time.as_secs_f64();
    if seconds == 0.0 {
        0.0
    } else {
        count as f64 / seconds
    }
}

/// Plays one game from a fresh deal with uniformly random actions (chance included). Calls
/// `visit` before every seat decision; returns the number of plies.
fn random_game<G: Game>(
    settings: &Settings,
    seed: u64,
    mut visit: impl FnMut(&G, Seat, usize),
) -> Result<u64, ArenaError> {
    let mut state = G::new(settings, seed)?;
    let mut rng = GameRng::seeded(derive_seed(seed, 1));
    let plies = play_out(
        &mut state,
        G::max_plies(settings),
        |state, turn, legal, _| {
            if let Turn::Seat(seat) = turn {
                visit(state, seat, legal.len());
            }
            Ok(rng.below(legal.len()))
        },
        |_| {},
    )
    .map_err(|reason| ArenaError::Engine {
        index: 0,
        seed,
        reason,
    })?;
    black_box(&state);
    Ok(plies as u64)
}

/// Measures for about `seconds` each: random playouts, then hard decisions.
pub fn bench<G: Playbook>(
    settings: &Settings,
    seconds: f64,
    seed: u64,
) -> Result<BenchReport, ArenaError> {
    G::INFO.validate(settings)?;
    let budget = Duration::from_secs_f64(seconds.max(0.01));

    // Random playouts.
    let mut playouts = 0u64;
    let mut playout_plies = 0u64;
    let started = Instant::now();
    while started.elapsed() < budget {
        playout_plies += random_game::<G>(settings, derive_seed(seed, playouts), |_, _, _| {})?;
        playouts += 1;
    }
    let playout_time = started.elapsed();

    // Hard decisions at positions sampled uniformly (reservoir sampling) among the seat decisions
    // of random games that offer a real choice (one legal action needs no search).
    let spec = Difficulty::Hard.spec();
    let hard_iterations = spec.kind.playouts();
    let mut hard_decisions = 0u64;
    let mut hard_time = Duration::ZERO;
    let mut sampler = GameRng::seeded(derive_seed(seed, u64::MAX));
    let wall = Instant::now();
    let mut games = 0u64;
    while hard_time < budget && wall.elapsed() < budget * 4 {
        let mut chosen: Option<(G, Seat)> = None;
        let mut seen = 0usize;
        random_game::<G>(
            settings,
            derive_seed(seed ^ 0x4A4D, games),
            |state, seat, legal| {
                if legal > 1 {
                    seen += 1;
                    if sampler.below(seen) == 0 {
                        chosen = Some((state.clone(), seat));
                    }
                }
            },
        )?;
        games += 1;
        let Some((state, seat)) = chosen else {
            if games > 1000 && hard_decisions == 0 {
                break;
            }
            continue;
        };
        let view = state.view(seat);
        let legal = state.legal_actions();
        let decided = Instant::now();
        black_box(decide::<G>(
            spec,
            view,
            legal,
            derive_seed(seed, hard_decisions),
        ));
        hard_time += decided.elapsed();
        hard_decisions += 1;
    }

    Ok(BenchReport {
        game: G::INFO.id,
        seats: settings.seats,
        variant: settings.variant.clone(),
        playouts,
        playout_plies,
        playout_time,
        hard_decisions,
        hard_time,
        hard_iterations,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GrueGame;

    #[test]
    fn bench_runs_briefly() {
        let settings = Settings {
            seats: 4,
            variant: String::new(),
            rounds: None,
        };
        let report = bench::<GrueGame>(&settings, 0.05, 3).unwrap();
        assert!(report.playouts > 0 && report.hard_decisions > 0);
        assert!(report.mean_plies_per_game() > 0.0);
        let json = report.to_json();
        assert!(json["playouts_per_s"].as_f64().unwrap() > 0.0);
        assert!(json["hard_decisions_per_s"].as_f64().unwrap() > 0.0);
    }
}
