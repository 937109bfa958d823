//! `arena`: bot tournaments, engine benchmarks and match-code replays on the command line.
//!
//! ```text
//! arena list
//! arena play --game grue --seats hard,random,random,random,random --games 1000 --seed 1 [--json]
//! arena bench --game grue [--seats 5] [--seconds 3] [--json]
//! arena replay --code d1.xxxx [--seat 2]
//! arena positions --game grue [--seats 6] [--variant V] [--count 20] [--seed 1]
//! arena verify-bots --code d4.xxxx --bot hard --humans 0,2
//! arena soak --games 1000 [--game grue] [--seed 1] [--rounds 1]
//! arena signals --game grue --seats hard,hard,hard,hard,hard --games 1000 --seed 11
//! arena signals --game shadow-house --seats hard,hard,hard,hard,hard --games 1000 --rounds 1
//!     (a build with `--features oracle` only)
//! arena gap --game grid-of-shadows [--seats 4] [--bot expert] [--oracle oracle:1600] --games 1000
//!     (a build with `--features oracle` only)
//! ```

use clap::{Parser, Subcommand};
use duskdeck::arena::{self, ArenaError, PlayConfig, SoakConfig};
use duskdeck::{GameId, Seat};
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(
    name = "arena",
    about = "Duskdeck bot tournaments, benchmarks and replays"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// How the games of a run are dealt and played: what `play`, `beliefs` and `gap` share.
#[derive(clap::Args)]
struct DealArgs {
    /// Tournament seed; game i is dealt from a seed derived from it and i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Rules variant id (default: the base rules).
    #[arg(long, default_value = "")]
    variant: String,
    /// For games played in rounds: play exactly this many rounds per game (default: the
    /// rulebook's full match). Shadow House deals roles anew each round, so one round gives each
    /// seat one role.
    #[arg(long)]
    rounds: Option<u8>,
    /// Worker threads (default: available parallelism). Results do not depend on it.
    #[arg(long)]
    threads: Option<usize>,
}

impl DealArgs {
    fn threads(&self) -> usize {
        self.threads.unwrap_or_else(default_threads).max(1)
    }
}

/// The tournament `play` and `beliefs` run.
#[derive(clap::Args)]
struct TournamentArgs {
    /// Game id (see `arena list`).
    #[arg(long)]
    game: String,
    /// One bot per seat, comma separated: random, heuristic, easy, normal, hard, expert, ismcts:N,
    /// reading:N; in the `oracle` build also the yardsticks oracle:N, seer:N, secret:N and
    /// secret:N:P (claims:N names secret:N too). The list is rotated one seat each game.
    #[arg(long)]
    seats: String,
    /// Number of games.
    #[arg(long, default_value_t = 100)]
    games: usize,
    #[command(flatten)]
    deal: DealArgs,
}

impl TournamentArgs {
    /// The game and its tournament, records kept when `keep_records`.
    fn config(&self, keep_records: bool) -> Result<(duskdeck::GameId, PlayConfig), ArenaError> {
        let game = arena::parse_game(&self.game)?;
        let lineup = arena::parse_lineup(&self.seats)?;
        let config = PlayConfig {
            settings: arena::settings(lineup.len(), &self.deal.variant, self.deal.rounds),
            lineup,
            games: self.games,
            seed: self.deal.seed,
            threads: self.deal.threads(),
            keep_records,
        };
        Ok((game, config))
    }
}

#[derive(Subcommand)]
enum Command {
    /// Print the game ids, one per line.
    List,
    /// Play a seeded tournament and print per-bot (and per-role) statistics.
    Play {
        #[command(flatten)]
        table: TournamentArgs,
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
        /// Also print every game's match code (for `arena replay`).
        #[arg(long)]
        codes: bool,
        /// No progress lines on stderr.
        #[arg(long)]
        quiet: bool,
    },
    /// Measure random playouts per second and hard-bot decisions per second.
    Bench {
        /// Game id (see `arena list`).
        #[arg(long)]
        game: String,
        /// Seat count (default: the game's default).
        #[arg(long)]
        seats: Option<usize>,
        /// Rules variant id (default: the base rules).
        #[arg(long, default_value = "")]
        variant: String,
        /// For games played in rounds: play exactly this many rounds per game
        /// (default: the rulebook's full match).
        #[arg(long)]
        rounds: Option<u8>,
        /// Seconds to measure each of the two figures.
        #[arg(long, default_value_t = 3.0)]
        seconds: f64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Print the narrated log of a match code.
    Replay {
        /// The match code (`d1....`).
        #[arg(long)]
        code: String,
        /// Narrate as this seat (1-based) sees it instead of as a spectator.
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..))]
        seat: Option<u8>,
    },
    /// Print positions from seeded random games for the browser benchmark, one JSON line each:
    /// game, seats, match code, seat to move (0-based) and a native hard decision's time in ms.
    Positions {
        /// Game id (see `arena list`).
        #[arg(long)]
        game: String,
        /// Seat count (default: the game's maximum).
        #[arg(long)]
        seats: Option<usize>,
        /// Rules variant id (default: the base rules).
        #[arg(long, default_value = "")]
        variant: String,
        /// Number of positions, each from its own game.
        #[arg(long, default_value_t = 20)]
        count: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// What to time: `hard` or `expert` (a bot's decision) or `review` (a review of it).
        #[arg(long, default_value = "hard")]
        task: String,
    },
    /// Gap closure against the all-seeing yardstick, on the same deals: `hard` at a table of
    /// `hard`s, then the bot, then the oracle, each in one seat (rotating) against `hard`s;
    /// prints each win rate and (bot - hard) / (oracle - hard).
    #[cfg(feature = "oracle")]
    Gap {
        #[arg(long)]
        game: String,
        /// Seat count (default: 4, or the game's minimum above it).
        #[arg(long)]
        seats: Option<usize>,
        #[arg(long, default_value = "expert")]
        bot: String,
        #[arg(long, default_value = "oracle:1600")]
        oracle: String,
        #[arg(long, default_value_t = 1000)]
        games: usize,
        #[command(flatten)]
        deal: DealArgs,
    },
    /// Play a tournament, then score what each deciding seat believed about the cards hidden
    /// from it against the truth: per kind of belief, its Brier score, its skill over the base
    /// rate and a reliability table. Only in a build with the `oracle` feature.
    #[cfg(feature = "oracle")]
    Beliefs {
        #[command(flatten)]
        table: TournamentArgs,
    },
    /// Play a tournament, then measure what each public act says of the acting seat's hidden
    /// cards: per act, how often the seat held the Traitor or the Shield (Grue) or the Culprit
    /// (Shadow House) against what a third seat believed, and the weights a reading belief would
    /// give each act. Grue and Shadow House only, and only in a build with the `oracle` feature.
    #[cfg(feature = "oracle")]
    Signals {
        #[command(flatten)]
        table: TournamentArgs,
        /// Shadow House only: also write every question "who holds the Culprit" as a CSV table,
        /// one row per candidate with its public record, for `scripts/signals-bound.py`.
        #[arg(long, value_name = "FILE")]
        features: Option<std::path::PathBuf>,
    },
    /// Replay a match code and check that every bot move is what native code plays at that
    /// difficulty, and every chance move what the page draws. Fails naming the first move that
    /// differs.
    VerifyBots {
        /// The match code (`d4....`).
        #[arg(long)]
        code: String,
        /// The difficulty every bot seat played: easy, normal, hard or expert.
        #[arg(long)]
        bot: String,
        /// The seats played by people (0-based, comma separated), whose moves are not checked.
        #[arg(long, default_value = "")]
        humans: String,
    },
    /// Play seeded random games at every table (each game, variant and seat count) under the
    /// conformance harness's checks, after every move. Exits with an error at the first failure,
    /// naming the game, settings, seed and ply.
    Soak {
        /// Games per table.
        #[arg(long, default_value_t = 1000)]
        games: usize,
        /// One game id (default: every game).
        #[arg(long)]
        game: Option<String>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Rounds per game for games played in rounds (GRID#LOCK, Shadow House).
        #[arg(long, default_value_t = 1)]
        rounds: u8,
        /// Worker threads (default: available parallelism). Results do not depend on it.
        #[arg(long)]
        threads: Option<usize>,
    },
}

fn main() -> ExitCode {
    match run(Cli::parse().command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("arena: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run(command: Command) -> Result<(), ArenaError> {
    match command {
        Command::List => {
            for game in GameId::ALL {
                println!("{}", game.id());
            }
            Ok(())
        }
        Command::Play {
            table,
            json,
            codes,
            quiet,
        } => {
            let (game, config) = table.config(codes)?;
            play(game, &config, json, quiet)
        }
        Command::Bench {
            game,
            seats,
            variant,
            rounds,
            seconds,
            seed,
            json,
        } => {
            let game = arena::parse_game(&game)?;
            let seats = seats.unwrap_or(usize::from(game.info().default_seats));
            let settings = arena::settings(seats, &variant, rounds);
            let started = Instant::now();
            let report = arena::bench_game(game, &settings, seconds, seed)?;
            if json {
                let mut value = report.to_json();
                value["wall_s"] = started.elapsed().as_secs_f64().into();
                println!("{value}");
            } else {
                println!(
                    "{} ({}), {} seats, single thread",
                    game.info().name,
                    game.id(),
                    settings.seats
                );
                print!("{}", report.render());
                println!("wall time {:.2} s", started.elapsed().as_secs_f64());
            }
            Ok(())
        }
        Command::Replay { code, seat } => {
            let viewer = seat.map(|n| Seat(n - 1));
            print!("{}", arena::narrate_code(&code, viewer)?);
            Ok(())
        }
        #[cfg(feature = "oracle")]
        Command::Gap {
            game,
            seats,
            bot,
            oracle,
            games,
            deal,
        } => {
            let DealArgs { seed, rounds, .. } = deal;
            let game = arena::parse_game(&game)?;
            let info = game.info();
            let seats = seats.unwrap_or(usize::from(info.min_seats.max(4).min(info.max_seats)));
            let settings = arena::settings(seats, &deal.variant, rounds);
            let [bot, oracle] = [bot, oracle]
                .map(|name| duskdeck::BotSpec::parse(&name).ok_or(ArenaError::UnknownBot(name)));
            let (bot, oracle) = (bot?, oracle?);
            let threads = deal.threads();
            let hard = duskdeck::Difficulty::Hard.spec();
            let run = arena::oracle::gap(
                game,
                &settings,
                hard,
                bot,
                oracle,
                games,
                seed,
                threads,
                &|_| {},
            )?;
            let length = rounds.map_or(String::new(), |n| format!(" of {n} round(s)"));
            println!(
                "{} ({}), {seats} seats, {games} games{length} per line, seed {seed}, seats rotating",
                info.name, info.id
            );
            for line in [&run.hard, &run.bot, &run.oracle] {
                let (low, high) = line.tally.ci95();
                println!(
                    "{:<14} wins {:5.1}%  (95%: {:.1}-{:.1}%)  draws {}  against {} hard",
                    line.bot,
                    100.0 * line.tally.win_rate(),
                    100.0 * low,
                    100.0 * high,
                    line.tally.draws,
                    seats - 1
                );
                for (role, tally) in &line.roles {
                    let (low, high) = tally.ci95();
                    println!(
                        "  as {role:<18} {:5.1}%  (95%: {:.1}-{:.1}%)  in {} games",
                        100.0 * tally.win_rate(),
                        100.0 * low,
                        100.0 * high,
                        tally.games
                    );
                }
            }
            match run.closure() {
                Some(closure) => println!("gap closure of {}: {closure:.3}", run.bot.bot),
                None => println!("the oracle is no better than hard here: no gap to close"),
            }
            Ok(())
        }
        #[cfg(feature = "oracle")]
        Command::Signals { table, features } => {
            let (game, config) = table.config(true)?;
            let signals: &dyn Fn(&PlayConfig) -> Result<String, ArenaError> = match game {
                GameId::Grue if features.is_none() => &arena::signals::grue,
                GameId::ShadowHouse => &|config| match &features {
                    None => arena::signals::shadow_house(config),
                    Some(path) => {
                        let (report, csv) = arena::signals::shadow_house_with_table(config)?;
                        std::fs::write(path, csv).map_err(|e| ArenaError::Write {
                            path: path.display().to_string(),
                            reason: e.to_string(),
                        })?;
                        Ok(report)
                    }
                },
                GameId::Grue => {
                    return Err(ArenaError::UnknownGame {
                        asked: table.game.clone(),
                        known: "shadow-house (the game whose questions --features writes)"
                            .to_string(),
                    });
                }
                _ => {
                    return Err(ArenaError::UnknownGame {
                        asked: table.game.clone(),
                        known: "grue, shadow-house (the games whose signals are measured)"
                            .to_string(),
                    });
                }
            };
            println!(
                "{} ({}), lineup {}, {} games, seed {}: what each act says of the actor's cards",
                game.info().name,
                game.id(),
                table.seats,
                table.games,
                table.deal.seed
            );
            print!("{}", signals(&config)?);
            Ok(())
        }
        #[cfg(feature = "oracle")]
        Command::Beliefs { table } => {
            let (game, config) = table.config(true)?;
            let lines = arena::beliefs::check_game(game, &config, &|_| {})?;
            println!(
                "{} ({}), lineup {}, {} games, seed {}: beliefs at every decision",
                game.info().name,
                game.id(),
                table.seats,
                table.games,
                table.deal.seed
            );
            print!("{}", arena::beliefs::table(&lines));
            Ok(())
        }
        Command::Positions {
            game,
            seats,
            variant,
            count,
            seed,
            task,
        } => {
            let game = arena::parse_game(&game)?;
            let seats = seats.unwrap_or(usize::from(game.info().max_seats));
            let settings = arena::settings(seats, &variant, None);
            let task = arena::bench_task(&task).ok_or(ArenaError::UnknownTask(task))?;
            for position in arena::positions_of(game, &settings, count, seed, task)? {
                println!("{}", position.to_json());
            }
            Ok(())
        }
        Command::Soak {
            games,
            game,
            seed,
            rounds,
            threads,
        } => {
            let game = game.map(|g| arena::parse_game(&g)).transpose()?;
            if games == 0 {
                return Err(ArenaError::NoGames);
            }
            soak(&SoakConfig {
                game,
                games,
                seed,
                rounds,
                threads: threads.unwrap_or_else(default_threads).max(1),
            })
        }
        Command::VerifyBots { code, bot, humans } => {
            let difficulty = arena::parse_difficulty(&bot)?;
            let humans = arena::parse_seats(&humans)?;
            println!(
                "{}",
                arena::verify_bots(&code, difficulty, &humans)?.summary()
            );
            Ok(())
        }
    }
}

fn soak(config: &SoakConfig) -> Result<(), ArenaError> {
    let started = Instant::now();
    let mut total = arena::conformance::Stats::default();
    let tables = arena::soak(config, |table| {
        total.absorb(&table.stats);
        println!(
            "{:<16} {:<22} {} seats: {:>8} games {:>10} plies {:>8.1} s",
            table.game,
            if table.settings.variant.is_empty() {
                "(base rules)"
            } else {
                &table.settings.variant
            },
            table.settings.seats,
            table.stats.games,
            table.stats.plies,
            table.elapsed.as_secs_f64(),
        );
    })
    .map_err(|failure| ArenaError::Soak {
        game: failure.game,
        settings: format!("{:?}", failure.settings),
        message: failure.message,
    })?;
    println!(
        "{} tables, {} games, {} plies, {} deep steps, {} illegal actions refused, {} sampled states: \
         0 failures in {:.1} s on {} threads",
        tables.len(),
        total.games,
        total.plies,
        total.deep_steps,
        total.illegal_tried,
        total.samples,
        started.elapsed().as_secs_f64(),
        config.threads
    );
    Ok(())
}

fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

fn play(game: GameId, config: &PlayConfig, json: bool, quiet: bool) -> Result<(), ArenaError> {
    let started = Instant::now();
    let last_report = Mutex::new(Instant::now());
    let total = config.games;
    let progress = |done: usize| {
        if quiet || done == total {
            return;
        }
        let mut last = last_report.lock().unwrap_or_else(|e| e.into_inner());
        if last.elapsed() >= Duration::from_secs(10) {
            *last = Instant::now();
            let elapsed = started.elapsed().as_secs_f64();
            eprintln!(
                "arena: {done}/{total} games in {elapsed:.0} s (about {:.0} s to go)",
                elapsed / done as f64 * (total - done) as f64
            );
        }
    };
    let tournament = arena::play(game, config, &progress)?;
    let summaries = arena::summarize(&tournament);
    let codes: Vec<String> = tournament
        .games
        .iter()
        .filter_map(|g| g.record.as_ref().map(|r| r.encode()))
        .collect();
    if json {
        let mut value = arena::stats::tournament_json(&tournament, &summaries);
        if config.keep_records {
            value["codes"] = codes.into();
        }
        println!("{value}");
        return Ok(());
    }
    let info = game.info();
    println!(
        "{} ({}), {} seats{}, {} games, seed {}, lineup {} (rotated each game)",
        info.name,
        info.id,
        config.settings.seats,
        if config.settings.variant.is_empty() {
            String::new()
        } else {
            format!(", variant {}", config.settings.variant)
        } + &match config.settings.rounds {
            Some(n) => format!(", {n} round(s) per game"),
            None => String::new(),
        },
        tournament.games.len(),
        tournament.seed,
        tournament.lineup.join(","),
    );
    println!();
    print!("{}", arena::stats::render_table(&summaries));
    println!();
    let plies: usize = tournament.games.iter().map(|g| g.plies).sum();
    println!(
        "{:.1} plies per game; wall time {:.2} s on {} thread{}",
        plies as f64 / tournament.games.len() as f64,
        tournament.wall.as_secs_f64(),
        tournament.threads,
        if tournament.threads == 1 { "" } else { "s" },
    );
    if config.keep_records {
        println!();
        for (game, code) in tournament.games.iter().zip(&codes) {
            println!("game {} (seed {}): {code}", game.index, game.seed);
        }
    }
    Ok(())
}
