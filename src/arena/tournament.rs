//! Seeded tournaments: bots seated in rotation, games split across threads, results merged in game
//! order so nothing depends on the thread count except the wall-clock timings.

use super::ArenaError;
use crate::bots::{BotSpec, Playbook, decide};
use crate::engine::{
    Game, GameRng, MatchRecord, Seat, SeatResult, Settings, Turn, chance_pick, derive_seed,
};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Stream of a game's seed that drives its chance turns.
const CHANCE_STREAM: u64 = 0xC4A4_CE00;
/// Stream of a game's seed from which each ply's decision seed is derived.
const DECISION_STREAM: u64 = 0xDEC1_DE00;

/// What to play.
#[derive(Clone, Debug)]
pub struct PlayConfig {
    pub settings: Settings,
    /// One bot per seat, in seat order for game 0; later games rotate it.
    pub lineup: Vec<BotSpec>,
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
    /// Keep every game's [`MatchRecord`] (for match codes).
    pub keep_records: bool,
}

/// How one seat fared in one game.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatReport {
    /// Index into the lineup of the bot that sat here.
    pub bot: usize,
    pub result: SeatResult,
    pub score: f64,
    /// [`Game::role`] at the end of the game.
    pub role: Option<&'static str>,
    /// Wall time of each of this seat's decisions, in milliseconds.
    pub decision_ms: Vec<f64>,
    /// [`Game::tallies`] counted for this seat over the game.
    pub tallies: BTreeMap<&'static str, u64>,
}

/// One finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReport {
    pub index: usize,
    pub seed: u64,
    /// Actions played, chance included.
    pub plies: usize,
    /// Indexed by seat.
    pub seats: Vec<SeatReport>,
    pub record: Option<MatchRecord>,
}

/// A whole tournament, games in order.
#[derive(Clone, Debug)]
pub struct Tournament {
    pub game: &'static str,
    pub settings: Settings,
    /// Bot names in seat order for game 0.
    pub lineup: Vec<String>,
    pub seed: u64,
    pub threads: usize,
    pub wall: Duration,
    pub games: Vec<GameReport>,
}

/// The seed game `index` of a tournament seeded `seed` is dealt from. Each deal is played
/// `seats` times in a row, the lineup moving one seat each time, so every bot plays every seat of
/// every deal: roles dealt with the cards (the Grue, the Culprit) and luck of the draw fall on each
/// bot equally, and a comparison between bots is paired rather than left to chance.
pub fn game_seed(seed: u64, index: usize, seats: usize) -> u64 {
    derive_seed(seed, (index / seats.max(1)) as u64)
}

/// Which lineup entry sits at `seat` in game `index`: the lineup moves one seat clockwise each
/// game, so over a multiple of `seats` games every bot has played every seat equally often.
pub fn lineup_at(index: usize, seat: usize, seats: usize) -> usize {
    (seat + seats - index % seats) % seats
}

/// Plays `state` to its end, asking `choose` for the index of each move among the legal ones and
/// showing `observe` every event. Every way a game can misbehave (running past `max_plies`, no
/// legal move before the end, a listed move refused, an end without an outcome) is an error,
/// never a panic. Returns the plies.
pub fn play_out<G: Game>(
    state: &mut G,
    max_plies: usize,
    mut choose: impl FnMut(&G, Turn, &[G::Action], usize) -> Result<usize, String>,
    mut observe: impl FnMut(&G::Event),
) -> Result<usize, String> {
    let mut plies = 0usize;
    loop {
        let turn = state.turn();
        if turn == Turn::Over {
            return match state.outcome() {
                Some(_) => Ok(plies),
                None => Err("the game is over but has no outcome".into()),
            };
        }
        if plies >= max_plies {
            return Err(format!(
                "still running after {plies} plies (max_plies is {max_plies})"
            ));
        }
        let legal = state.legal_actions();
        if legal.is_empty() {
            return Err(format!(
                "no legal action at ply {plies} though the game is not over"
            ));
        }
        let chosen = choose(state, turn, &legal, plies)?;
        let events = state.apply_unchecked(&legal[chosen]);
        events.iter().for_each(&mut observe);
        plies += 1;
    }
}

/// Plays game `index` of a tournament seeded `seed`. Deterministic apart from the timings.
pub fn play_game<G: Playbook>(
    settings: &Settings,
    lineup: &[BotSpec],
    index: usize,
    seed: u64,
    keep_record: bool,
) -> Result<GameReport, ArenaError> {
    let seed = game_seed(seed, index, lineup.len());
    let fail = |reason: String| ArenaError::Engine {
        index,
        seed,
        reason,
    };
    let mut state = G::new(settings, seed)?;
    let seats = state.seat_count();
    if seats != lineup.len() {
        return Err(ArenaError::LineupSize {
            lineup: lineup.len(),
            seats,
        });
    }
    let mut chance = GameRng::seeded(derive_seed(seed, CHANCE_STREAM));
    let decision_seed = derive_seed(seed, DECISION_STREAM);
    let max_plies = G::max_plies(settings);
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); seats];
    let mut record = keep_record.then(|| MatchRecord::new(G::INFO.id, settings.clone(), seed));
    let mut tallies: Vec<BTreeMap<&'static str, u64>> = vec![BTreeMap::new(); seats];
    let count = |event: &G::Event| {
        for (seat, name) in G::tallies(event) {
            if let Some(counters) = tallies.get_mut(seat.index()) {
                *counters.entry(name).or_default() += 1;
            }
        }
    };
    let plies = play_out(
        &mut state,
        max_plies,
        |state, turn, legal, plies| {
            let chosen = match turn {
                Turn::Seat(seat) => {
                    let bot = lineup[lineup_at(index, seat.index(), seats)];
                    let started = Instant::now();
                    let seed = derive_seed(decision_seed, plies as u64);
                    let action = match bot.kind {
                        #[cfg(feature = "oracle")]
                        crate::bots::BotKind::Oracle { iterations, sight } => {
                            super::oracle::decide(
                                state,
                                seat,
                                legal.to_vec(),
                                iterations,
                                sight,
                                seed,
                            )
                        }
                        _ => decide::<G>(bot, state.view(seat), legal.to_vec(), seed),
                    };
                    times[seat.index()].push(started.elapsed().as_secs_f64() * 1e3);
                    legal.iter().position(|a| *a == action).ok_or_else(|| {
                        format!(
                            "bot {} chose an illegal action {action:?} at ply {plies}",
                            bot.name
                        )
                    })?
                }
                _ => chance_pick(state, &mut chance),
            };
            if let Some(record) = &mut record {
                record.actions.push(chosen as u16);
            }
            Ok(chosen)
        },
        count,
    )
    .map_err(fail)?;
    let outcome = state
        .outcome()
        .expect("play_out returns only once the game is over");
    let seats = times
        .into_iter()
        .zip(tallies)
        .enumerate()
        .map(|(i, (decision_ms, tallies))| SeatReport {
            bot: lineup_at(index, i, seats),
            result: outcome.results[i],
            score: outcome.scores.get(i).copied().unwrap_or(0.0),
            role: state.role(Seat(i as u8)),
            decision_ms,
            tallies,
        })
        .collect();
    Ok(GameReport {
        index,
        seed,
        plies,
        seats,
        record,
    })
}

/// Plays a tournament on `config.threads` threads. `progress` is called (from worker threads) with
/// the number of games finished so far after each game.
pub fn run_tournament<G: Playbook>(
    config: &PlayConfig,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Tournament, ArenaError> {
    G::INFO.validate(&config.settings)?;
    if config.lineup.len() != usize::from(config.settings.seats) {
        return Err(ArenaError::LineupSize {
            lineup: config.lineup.len(),
            seats: usize::from(config.settings.seats),
        });
    }
    if config.games == 0 {
        return Err(ArenaError::NoGames);
    }
    let workers = config.threads.clamp(1, config.games);
    let next = AtomicUsize::new(0);
    let finished = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let started = Instant::now();
    let mut results: Vec<(usize, Result<GameReport, ArenaError>)> = std::thread::scope(|scope| {
        let worker = || {
            let mut mine = Vec::new();
            while !failed.load(Ordering::Relaxed) {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= config.games {
                    break;
                }
                let result = play_game::<G>(
                    &config.settings,
                    &config.lineup,
                    index,
                    config.seed,
                    config.keep_records,
                );
                if result.is_err() {
                    failed.store(true, Ordering::Relaxed);
                }
                mine.push((index, result));
                progress(finished.fetch_add(1, Ordering::Relaxed) + 1);
            }
            mine
        };
        let handles: Vec<_> = (0..workers).map(|_| scope.spawn(worker)).collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    });
    let wall = started.elapsed();
    results.sort_by_key(|(index, _)| *index);
    let games = results
        .into_iter()
        .map(|(_, r)| r)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Tournament {
        game: G::INFO.id,
        settings: config.settings.clone(),
        lineup: config.lineup.iter().map(|b| b.name.to_string()).collect(),
        seed: config.seed,
        threads: workers,
        wall,
        games,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arena::parse_lineup;
    use crate::engine::Game;
    use crate::games::GrueGame;

    #[test]
    #[allow(clippy::needless_range_loop)]
    fn rotation_seats_every_bot_everywhere() {
        let seats = 5;
        let mut count = vec![vec![0; seats]; seats];
        for index in 0..seats * 3 {
            let mut seen = vec![false; seats];
            for seat in 0..seats {
                let bot = lineup_at(index, seat, seats);
                assert!(!seen[bot], "a bot sat twice in game {index}");
                seen[bot] = true;
                count[bot][seat] += 1;
            }
        }
        assert!(count.iter().flatten().all(|&c| c == 3));
        assert_eq!(lineup_at(0, 2, 5), 2);
        assert_eq!(lineup_at(1, 3, 5), 2);
    }

    #[test]
    fn each_deal_is_played_once_from_every_seat() {
        let seeds: Vec<u64> = (0..10).map(|index| game_seed(4, index, 5)).collect();
        assert!(seeds[..5].iter().all(|&s| s == seeds[0]));
        assert!(seeds[5..].iter().all(|&s| s == seeds[5]));
        assert_ne!(seeds[0], seeds[5]);
        let config = PlayConfig {
            settings: Settings::new(5, ""),
            lineup: parse_lineup("heuristic,random,random,random,random").unwrap(),
            games: 5,
            seed: 4,
            threads: 1,
            keep_records: false,
        };
        let tournament = run_tournament::<GrueGame>(&config, &|_| {}).unwrap();
        assert!(
            tournament
                .games
                .iter()
                .all(|g| g.seed == tournament.games[0].seed)
        );
        let mut heuristic_seats: Vec<usize> = tournament
            .games
            .iter()
            .map(|game| game.seats.iter().position(|s| s.bot == 0).unwrap())
            .collect();
        heuristic_seats.sort_unstable();
        assert_eq!(heuristic_seats, vec![0, 1, 2, 3, 4]);
    }

    fn strip_times(t: &Tournament) -> Vec<GameReport> {
        t.games
            .iter()
            .cloned()
            .map(|mut g| {
                for s in &mut g.seats {
                    s.decision_ms = vec![0.0; s.decision_ms.len()];
                }
                g
            })
            .collect()
    }

    #[test]
    fn results_do_not_depend_on_threads_and_records_replay() {
        let config = |threads| PlayConfig {
            settings: Settings {
                seats: 5,
                variant: String::new(),
                rounds: None,
            },
            lineup: parse_lineup("heuristic,random,ismcts:20,random,random").unwrap(),
            games: 12,
            seed: 9,
            threads,
            keep_records: true,
        };
        let one = run_tournament::<GrueGame>(&config(1), &|_| {}).unwrap();
        let three = run_tournament::<GrueGame>(&config(3), &|_| {}).unwrap();
        assert_eq!(strip_times(&one), strip_times(&three));
        for game in &one.games {
            let record = game.record.as_ref().unwrap();
            let (state, _) = crate::engine::replay::<GrueGame>(record).unwrap();
            let outcome = state.outcome().unwrap();
            let results: Vec<_> = game.seats.iter().map(|s| s.result).collect();
            assert_eq!(outcome.results, results);
        }
    }

    #[test]
    fn bad_settings_are_errors_not_panics() {
        let config = PlayConfig {
            settings: Settings {
                seats: 2,
                variant: String::new(),
                rounds: None,
            },
            lineup: parse_lineup("random,random").unwrap(),
            games: 1,
            seed: 1,
            threads: 1,
            keep_records: false,
        };
        assert!(matches!(
            run_tournament::<GrueGame>(&config, &|_| {}),
            Err(ArenaError::Settings(_))
        ));
        let none = PlayConfig {
            games: 0,
            settings: Settings {
                seats: 4,
                variant: String::new(),
                rounds: None,
            },
            lineup: parse_lineup("random,random,random,random").unwrap(),
            ..config
        };
        assert!(matches!(
            run_tournament::<GrueGame>(&none, &|_| {}),
            Err(ArenaError::NoGames)
        ));
    }
}
