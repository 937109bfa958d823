//! Positions for the browser benchmark: match codes of random games cut where a seat has a real
//! choice, each with the native wall time of a task there (a `hard` decision unless asked for
//! another: an `expert` one, or a review of the decision), so the same requests can be timed in
//! the bot worker and compared.

use super::ArenaError;
use super::tournament::play_out;
use crate::advice::{self, Request, Task};
use crate::bots::{Difficulty, Playbook};
use crate::engine::{GameRng, MatchRecord, Seat, Settings, Turn, derive_seed};
use serde_json::{Value, json};
use std::time::Instant;

/// One sampled position.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    pub game: &'static str,
    pub seats: u8,
    /// The match code of the game up to the position.
    pub code: String,
    /// The seat to move, which has more than one legal action.
    pub seat: Seat,
    /// What was timed there.
    pub task: Task,
    /// Wall time of [`advice::answer`] for `task` there, single thread.
    pub native_ms: f64,
}

/// The task a benchmark times, by its name: `hard` or `expert` (a bot's decision) or `review`
/// (the review of the decision, as if the seat had played its first legal move).
pub fn bench_task(name: &str) -> Option<Task> {
    match name {
        "review" => Some(Task::Review { played: 0 }),
        other => Difficulty::parse(other).map(|difficulty| Task::Decide { difficulty }),
    }
}

impl Position {
    /// The request the position was timed with.
    pub fn request(&self) -> Request {
        Request {
            id: 0,
            code: self.code.clone(),
            seat: self.seat,
            task: self.task,
        }
    }

    pub fn to_json(&self) -> Value {
        json!({
            "game": self.game,
            "seats": self.seats,
            "code": self.code,
            "seat": self.seat.0,
            "task": serde_json::to_value(self.task).expect("a task serialises"),
            "native_ms": self.native_ms,
        })
    }
}

/// Samples `count` positions, one from each of as many seeded games of uniformly random moves:
/// uniformly among each game's seat decisions with more than one legal action (reservoir
/// sampling), so early, middle and late positions come up as often as they occur.
pub fn sample_positions<G: Playbook>(
    settings: &Settings,
    count: usize,
    seed: u64,
    task: Task,
) -> Result<Vec<Position>, ArenaError> {
    G::INFO.validate(settings)?;
    let mut positions = Vec::with_capacity(count);
    let mut sampler = GameRng::seeded(derive_seed(seed, u64::MAX));
    let mut games = 0u64;
    while positions.len() < count {
        let game_seed = derive_seed(seed, games);
        games += 1;
        let mut state = G::new(settings, game_seed)?;
        let mut moves = GameRng::seeded(derive_seed(game_seed, 1));
        let mut record = MatchRecord::new(G::INFO.id, settings.clone(), game_seed);
        let mut chosen: Option<(usize, Seat)> = None;
        let mut seen = 0usize;
        play_out(
            &mut state,
            G::max_plies(settings),
            |_, turn, legal, ply| {
                if let Turn::Seat(seat) = turn
                    && legal.len() > 1
                {
                    seen += 1;
                    if sampler.below(seen) == 0 {
                        chosen = Some((ply, seat));
                    }
                }
                let index = moves.below(legal.len());
                record.actions.push(index as u16);
                Ok(index)
            },
            |_| {},
        )
        .map_err(|reason| ArenaError::Engine {
            index: games as usize - 1,
            seed: game_seed,
            reason,
        })?;
        let Some((ply, seat)) = chosen else {
            if games > 1000 && positions.is_empty() {
                break;
            }
            continue;
        };
        record.actions.truncate(ply);
        let mut position = Position {
            game: G::INFO.id,
            seats: settings.seats,
            code: record.encode(),
            seat,
            task,
            native_ms: 0.0,
        };
        let request = position.request();
        let started = Instant::now();
        let answered = advice::answer(&request);
        position.native_ms = started.elapsed().as_secs_f64() * 1e3;
        answered.map_err(|reason| ArenaError::Engine {
            index: games as usize - 1,
            seed: game_seed,
            reason,
        })?;
        positions.push(position);
    }
    Ok(positions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, replay};
    use crate::games::GridlockGame;

    const HARD: Task = Task::Decide {
        difficulty: Difficulty::Hard,
    };

    #[test]
    fn positions_are_real_choices_of_the_seat_to_move_and_repeat_with_the_seed() {
        let settings = Settings::new(3, "");
        let positions = sample_positions::<GridlockGame>(&settings, 4, 8, HARD).unwrap();
        assert_eq!(positions.len(), 4);
        for position in &positions {
            let record = MatchRecord::decode(&position.code).unwrap();
            let (state, _) = replay::<GridlockGame>(&record).unwrap();
            assert_eq!(state.turn(), Turn::Seat(position.seat));
            assert!(state.legal_actions().len() > 1);
            let line = position.to_json();
            assert_eq!(line["game"], "gridlock");
            assert_eq!(line["seats"], 3);
            assert_eq!(line["seat"], position.seat.0);
            assert!(line["native_ms"].as_f64().unwrap() >= 0.0);
            assert_eq!(line["task"]["Decide"]["difficulty"], "Hard");
        }
        let again = sample_positions::<GridlockGame>(&settings, 4, 8, HARD).unwrap();
        let codes = |p: &[Position]| p.iter().map(|p| p.code.clone()).collect::<Vec<_>>();
        assert_eq!(codes(&positions), codes(&again));
        assert_ne!(
            codes(&positions),
            codes(&sample_positions::<GridlockGame>(&settings, 4, 9, HARD).unwrap())
        );
    }
}
