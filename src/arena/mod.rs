//! Tournaments and engine benchmarks behind the `arena` binary (native only: it reads the wall
//! clock and spawns threads).
//!
//! * [`tournament`]: seeded games with the lineup rotated around the table, split across threads
//!   and merged in game order, so results depend only on the seed (timings aside).
//! * [`stats`]: per bot name and per role: win rate with a Wilson 95% interval, mean score,
//!   decision-time mean and 95th percentile; JSON and table output.
//! * [`bench`]: random playouts per second and `hard` decisions per second.
//! * [`replay`]: a match code narrated back into the game log.
//! * [`positions`]: positions from random games with native `hard` timings, for the browser
//!   benchmark.
//! * [`verify`]: checks a match code's bot and chance moves against native code.
//! * [`conformance`]: the rule-agnostic checks every game must pass (run by `tests/conformance.rs`)
//!   and [`soak`], which runs them over any number of games at every table.
//!
//! Everything is generic over [`crate::bots::Playbook`]; [`GameId`] plus [`crate::with_game!`] pick the game.

#[cfg(feature = "oracle")]
pub mod beliefs;
pub mod bench;
pub mod conformance;
#[cfg(feature = "oracle")]
pub mod oracle;
pub mod positions;
pub mod replay;
#[cfg(feature = "oracle")]
pub mod signals;
pub mod soak;
pub mod stats;
pub mod tournament;
pub mod verify;

pub use bench::{BenchReport, bench};
pub use positions::{Position, bench_task, sample_positions};
pub use replay::narrate_code;
pub use soak::{SoakConfig, SoakFailure, SoakTable, soak, soak_tables};
pub use stats::{BotSummary, Tally, percentile, summarize, wilson_interval};
pub use tournament::{GameReport, PlayConfig, SeatReport, Tournament, play_game, run_tournament};
pub use verify::{Verified, parse_seats, verify_bots};

use crate::bots::{BotSpec, Difficulty};
use crate::engine::{RecordError, Seat, Settings, SettingsError};
use crate::games::GameId;

/// Everything the arena refuses, as a message for the command line.
#[derive(Debug, thiserror::Error)]
pub enum ArenaError {
    #[error("unknown game \"{asked}\"; the games are: {known}")]
    UnknownGame { asked: String, known: String },
    #[error(
        "unknown bot \"{0}\"; the bots are random, heuristic, easy, normal, hard, expert, ismcts:<iterations> and reading:<iterations>"
    )]
    UnknownBot(String),
    #[error("unknown task \"{0}\"; a benchmark times hard, expert or review")]
    UnknownTask(String),
    #[error("no bots given: name one bot per seat, separated by commas")]
    NoBots,
    #[error(transparent)]
    Settings(#[from] SettingsError),
    #[error("the lineup names {lineup} bots but the table has {seats} seats")]
    LineupSize { lineup: usize, seats: usize },
    #[error("nothing to play: ask for at least one game")]
    NoGames,
    #[error("there is no seat {seat} at a table of {seats}")]
    NoSuchSeat { seat: usize, seats: u8 },
    #[error("game {index} (seed {seed}): {reason}")]
    Engine {
        index: usize,
        seed: u64,
        reason: String,
    },
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error("soak failed: {game} {settings}: {message}")]
    Soak {
        game: &'static str,
        settings: String,
        message: String,
    },
    #[error("could not write {path}: {reason}")]
    Write { path: String, reason: String },
    #[error("unknown difficulty \"{asked}\"; the difficulties are: {known}")]
    UnknownDifficulty { asked: String, known: String },
    #[error("\"{0}\" is not a seat: seats are numbered from 0")]
    BadSeat(String),
    #[error(
        "ply {ply}: {seat} (index {}) played choice {recorded}, but the {bot} bot plays choice {expected}",
        seat.0
    )]
    BotMismatch {
        ply: usize,
        seat: Seat,
        bot: &'static str,
        recorded: usize,
        expected: usize,
    },
    #[error("ply {ply}: chance gave choice {recorded}, but the page's draw is choice {expected}")]
    ChanceMismatch {
        ply: usize,
        recorded: usize,
        expected: usize,
    },
    #[error("ply {ply}: the bot could not decide: {reason}")]
    Advice { ply: usize, reason: String },
}

/// [`sample_positions`] for the game `game`.
pub fn positions_of(
    game: GameId,
    settings: &Settings,
    count: usize,
    seed: u64,
    task: crate::advice::Task,
) -> Result<Vec<Position>, ArenaError> {
    crate::with_game!(game, G => sample_positions::<G>(settings, count, seed, task))
}

/// The game with this id.
pub fn parse_game(id: &str) -> Result<GameId, ArenaError> {
    GameId::parse(id).ok_or_else(|| ArenaError::UnknownGame {
        asked: id.to_string(),
        known: GameId::ALL.map(GameId::id).join(", "),
    })
}

/// The lobby difficulty named `name`.
pub fn parse_difficulty(name: &str) -> Result<Difficulty, ArenaError> {
    Difficulty::parse(name).ok_or_else(|| ArenaError::UnknownDifficulty {
        asked: name.to_string(),
        known: Difficulty::ALL.map(Difficulty::name).join(", "),
    })
}

/// A comma-separated list of bot names, one per seat.
pub fn parse_lineup(list: &str) -> Result<Vec<BotSpec>, ArenaError> {
    let names: Vec<&str> = list
        .split(',')
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .collect();
    if names.is_empty() {
        return Err(ArenaError::NoBots);
    }
    names
        .into_iter()
        .map(|name| BotSpec::parse(name).ok_or_else(|| ArenaError::UnknownBot(name.to_string())))
        .collect()
}

/// Settings for a table of `seats` playing `variant` (`""` for the base rules), for `rounds`
/// rounds (`None`: the rulebook's match length).
pub fn settings(seats: usize, variant: &str, rounds: Option<u8>) -> Settings {
    Settings {
        seats: u8::try_from(seats).unwrap_or(u8::MAX),
        variant: variant.to_string(),
        rounds,
    }
}

/// [`run_tournament`] for the game `game`.
pub fn play(
    game: GameId,
    config: &PlayConfig,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Tournament, ArenaError> {
    crate::with_game!(game, G => run_tournament::<G>(config, progress))
}

/// [`bench()`] for the game `game`.
pub fn bench_game(
    game: GameId,
    settings: &Settings,
    seconds: f64,
    seed: u64,
) -> Result<BenchReport, ArenaError> {
    crate::with_game!(game, G => bench::<G>(settings, seconds, seed))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_or_explain() {
        assert_eq!(parse_game("grue").unwrap(), GameId::Grue);
        let err = parse_game("chess").unwrap_err().to_string();
        assert!(err.contains("chess") && err.contains("grue"), "{err}");
        let lineup = parse_lineup("hard, random,ismcts:50").unwrap();
        assert_eq!(
            lineup.iter().map(|b| b.name).collect::<Vec<_>>(),
            ["hard", "random", "ismcts:50"]
        );
        assert!(matches!(
            parse_lineup("random,wizard"),
            Err(ArenaError::UnknownBot(name)) if name == "wizard"
        ));
        assert!(matches!(parse_lineup(" , "), Err(ArenaError::NoBots)));
        assert_eq!(parse_difficulty("expert").unwrap(), Difficulty::Expert);
        let err = parse_difficulty("random").unwrap_err().to_string();
        assert!(
            err.contains("\"random\"") && err.contains("expert"),
            "{err}"
        );
    }
}
