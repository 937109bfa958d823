//! `arena soak`: the conformance harness ([`super::conformance`]) over as many games as asked, at
//! every table: each game, each of its variants (the base rules included) and each seat count it
//! allows. CI runs a fixed, modest set of conformance games; a soak is the long run behind it.
//!
//! Games played in rounds are soaked one round per game by default (a round is where their rules
//! live; a whole GRID#LOCK match is thirty of them), or `rounds` rounds when asked.

use super::conformance::{Stats, check_games, fnv};
use crate::engine::{Settings, derive_seed};
use crate::games::GameId;
use crate::lang::narrate::Narrate;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

/// What to soak.
#[derive(Clone, Debug)]
pub struct SoakConfig {
    /// One game, or every game.
    pub game: Option<GameId>,
    /// Games per table (game, variant and seat count).
    pub games: usize,
    pub seed: u64,
    /// Rounds per game for games played in rounds.
    pub rounds: u8,
    pub threads: usize,
}

/// One table's run.
#[derive(Clone, Debug)]
pub struct SoakTable {
    pub game: &'static str,
    pub settings: Settings,
    pub stats: Stats,
    pub elapsed: Duration,
}

/// A check that failed, with what reproduces it.
#[derive(Clone, Debug, PartialEq)]
pub struct SoakFailure {
    pub game: &'static str,
    pub settings: Settings,
    /// The harness's message: it names the seed and the ply.
    pub message: String,
}

/// Every table the soak covers, in order.
pub fn soak_tables(config: &SoakConfig) -> Vec<(GameId, Settings)> {
    let games: Vec<GameId> = match config.game {
        Some(game) => vec![game],
        None => GameId::ALL.to_vec(),
    };
    let mut tables = Vec::new();
    for game in games {
        let info = game.info();
        let variants = std::iter::once(("", false))
            .chain(info.variants.iter().map(|v| (v.id, v.single_round)));
        for (variant, single_round) in variants {
            for seats in info.min_seats..=info.max_seats {
                let mut settings = Settings::new(seats, variant);
                if info.rounds.is_some() && !single_round {
                    settings = settings.with_rounds(config.rounds.max(1));
                }
                tables.push((game, settings));
            }
        }
    }
    tables
}

/// Soaks every table in turn, each split across `config.threads` threads; `progress` hears of
/// each table as it finishes. Stops at the first table with a failure.
pub fn soak(
    config: &SoakConfig,
    mut progress: impl FnMut(&SoakTable),
) -> Result<Vec<SoakTable>, SoakFailure> {
    let mut done = Vec::new();
    for (game, settings) in soak_tables(config) {
        let table = crate::with_game!(game, G => soak_table::<G>(config, &settings))?;
        progress(&table);
        done.push(table);
    }
    Ok(done)
}

fn soak_table<G: Narrate>(
    config: &SoakConfig,
    settings: &Settings,
) -> Result<SoakTable, SoakFailure> {
    let started = Instant::now();
    let base = derive_seed(
        config.seed,
        derive_seed(
            u64::from(settings.seats),
            fnv(&format!("{}/{}", G::INFO.id, settings.variant)),
        ),
    );
    let threads = config.threads.clamp(1, config.games.max(1));
    let chunk = config.games.div_ceil(threads);
    let results: Vec<Result<Stats, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let range = (t * chunk).min(config.games)..((t + 1) * chunk).min(config.games);
                scope.spawn(move || {
                    catch_unwind(AssertUnwindSafe(|| check_games::<G>(settings, base, range)))
                        .map_err(|payload| panic_message(payload.as_ref()))
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a soak thread died".to_string()))
            })
            .collect()
    });
    let mut stats = Stats::default();
    for result in results {
        match result {
            Ok(part) => stats.absorb(&part),
            Err(message) => {
                return Err(SoakFailure {
                    game: G::INFO.id,
                    settings: settings.clone(),
                    message,
                });
            }
        }
    }
    Ok(SoakTable {
        game: G::INFO.id,
        settings: settings.clone(),
        stats,
        elapsed: started.elapsed(),
    })
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "a check failed without a message".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_soak_covers_every_variant_at_every_seat_count() {
        let config = SoakConfig {
            game: None,
            games: 1,
            seed: 1,
            rounds: 1,
            threads: 1,
        };
        let tables = soak_tables(&config);
        for game in GameId::ALL {
            let info = game.info();
            let seat_counts = usize::from(info.max_seats - info.min_seats + 1);
            let of_game = tables.iter().filter(|(g, _)| *g == game).count();
            assert_eq!(
                of_game,
                seat_counts * (info.variants.len() + 1),
                "{}",
                info.id
            );
        }
        let lightning = tables
            .iter()
            .find(|(_, s)| s.variant == "lightning")
            .expect("Shadow House's lightning variant is soaked");
        assert_eq!(lightning.1, Settings::new(lightning.1.seats, "lightning"));
    }

    #[test]
    fn a_short_soak_plays_every_game_it_promises() {
        let config = SoakConfig {
            game: Some(GameId::Grue),
            games: 3,
            seed: 5,
            rounds: 1,
            threads: 2,
        };
        let mut heard = 0;
        let tables = soak(&config, |_| heard += 1).expect("the engine passes its own checks");
        assert_eq!(heard, tables.len());
        assert_eq!(tables.len(), soak_tables(&config).len());
        assert!(
            tables
                .iter()
                .all(|t| t.stats.games == 3 && t.stats.plies > 0)
        );
    }
}
