//! How well a game's inference reads hidden cards: `arena beliefs` plays a tournament, replays
//! every game, and at each decision asks the deciding seat's beliefs ([`Playbook::forecasts`])
//! about facts hidden from it, scored against the truth.
//!
//! A belief is good when it is *calibrated* (of the claims it gives 70%, about 70% hold) and
//! *sharp* (it moves far from the base rate when the table gives it reason). The Brier score
//! measures both; its skill compares it with always forecasting the base rate, which needs no
//! inference at all. Win rates need a thousand games to show a few points; a belief's score
//! settles in a few dozen, so this is where an inference change is measured first.
//!
//! It reads the true state, so it lives in the arena, in the `oracle` build only.

use crate::arena::{ArenaError, PlayConfig, Tournament, run_tournament};
use crate::bots::{Forecast, Playbook};
use crate::engine::Turn;

/// Reliability bins: forecasts in `[k/BINS, (k+1)/BINS)`.
pub const BINS: usize = 5;

/// One kind of belief over a whole run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Calibration {
    pub about: &'static str,
    pub count: usize,
    /// How often the fact held.
    pub base_rate: f64,
    /// Mean squared error of the forecasts, from 0 (certain and right) to 1.
    pub brier: f64,
    /// The same for always forecasting the base rate.
    pub brier_base: f64,
    /// Per bin: forecasts in it, their mean, and how often the fact held.
    pub bins: [(usize, f64, f64); BINS],
}

impl Calibration {
    /// 1 − brier / brier_base: above 0, the belief reads the table better than the base rate.
    pub fn skill(&self) -> f64 {
        if self.brier_base > 0.0 {
            1.0 - self.brier / self.brier_base
        } else {
            0.0
        }
    }

    fn of(about: &'static str, forecasts: &[Forecast]) -> Calibration {
        let count = forecasts.len();
        let n = count.max(1) as f64;
        let outcome = |f: &Forecast| if f.held { 1.0 } else { 0.0 };
        let base_rate = forecasts.iter().map(outcome).sum::<f64>() / n;
        let squared = |p: f64, f: &Forecast| (p - outcome(f)).powi(2);
        let brier = forecasts.iter().map(|f| squared(f.chance, f)).sum::<f64>() / n;
        let brier_base = forecasts.iter().map(|f| squared(base_rate, f)).sum::<f64>() / n;
        let mut bins = [(0usize, 0.0f64, 0.0f64); BINS];
        for f in forecasts {
            let bin = ((f.chance * BINS as f64) as usize).min(BINS - 1);
            bins[bin].0 += 1;
            bins[bin].1 += f.chance;
            bins[bin].2 += outcome(f);
        }
        for bin in &mut bins {
            if bin.0 > 0 {
                bin.1 /= bin.0 as f64;
                bin.2 /= bin.0 as f64;
            }
        }
        Calibration {
            about,
            count,
            base_rate,
            brier,
            brier_base,
            bins,
        }
    }
}

/// Every forecast the deciding seats made over `tournament`'s games (kept with their records),
/// grouped by what they are about.
pub fn forecasts_of<G: Playbook>(
    tournament: &Tournament,
) -> Result<Vec<(&'static str, Vec<Forecast>)>, ArenaError> {
    let mut groups: Vec<(&'static str, Vec<Forecast>)> = Vec::new();
    for game in &tournament.games {
        let record = game
            .record
            .as_ref()
            .expect("a beliefs run keeps every game's record");
        let mut state = G::new(&record.settings, record.seed)?;
        for &index in &record.actions {
            if let Turn::Seat(seat) = state.turn() {
                for forecast in G::forecasts(&state, seat) {
                    match groups
                        .iter_mut()
                        .find(|(about, _)| *about == forecast.about)
                    {
                        Some((_, list)) => list.push(forecast),
                        None => groups.push((forecast.about, vec![forecast])),
                    }
                }
            }
            let legal = state.legal_actions();
            // The tournament recorded these indices from these very lists.
            state.apply_unchecked(&legal[usize::from(index)]);
        }
    }
    Ok(groups)
}

/// Plays `config` (records kept) and scores every kind of belief its deciding seats held.
pub fn check<G: Playbook>(
    config: &PlayConfig,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Vec<Calibration>, ArenaError> {
    let config = PlayConfig {
        keep_records: true,
        ..config.clone()
    };
    let tournament = run_tournament::<G>(&config, progress)?;
    let groups = forecasts_of::<G>(&tournament)?;
    let mut lines: Vec<Calibration> = groups
        .iter()
        .map(|(about, list)| Calibration::of(about, list))
        .collect();
    lines.sort_by_key(|line| line.about);
    Ok(lines)
}

/// [`check`] for the game `game`.
pub fn check_game(
    game: crate::games::GameId,
    config: &PlayConfig,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Vec<Calibration>, ArenaError> {
    crate::with_game!(game, G => check::<G>(config, progress))
}

/// The calibration table `arena beliefs` prints.
pub fn table(lines: &[Calibration]) -> String {
    let mut out = String::from(
        "belief                    count  base %   Brier  base Brier  skill   by forecast (n: said % / held %)\n",
    );
    for line in lines {
        let bins: Vec<String> = line
            .bins
            .iter()
            .filter(|b| b.0 > 0)
            .map(|(n, said, held)| format!("{n}: {:.0}/{:.0}", said * 100.0, held * 100.0))
            .collect();
        out.push_str(&format!(
            "{:<24} {:>6} {:>7.1} {:>7.4} {:>11.4} {:>6.3}   {}\n",
            line.about,
            line.count,
            line.base_rate * 100.0,
            line.brier,
            line.brier_base,
            line.skill(),
            bins.join("  ")
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn forecast(chance: f64, held: bool) -> Forecast {
        Forecast {
            about: "test",
            chance,
            held,
        }
    }

    fn beliefs(
        game: crate::games::GameId,
        bot: &str,
        seats: usize,
        games: usize,
    ) -> Vec<Calibration> {
        let config = PlayConfig {
            settings: crate::arena::settings(seats, "", None),
            lineup: vec![crate::bots::BotSpec::parse(bot).unwrap(); seats],
            games,
            seed: 3,
            threads: 1,
            keep_records: false,
        };
        check_game(game, &config, &|_| {}).unwrap()
    }

    fn line<'a>(lines: &'a [Calibration], about: &str) -> &'a Calibration {
        let line = lines
            .iter()
            .find(|l| l.about == about)
            .unwrap_or_else(|| panic!("no \"{about}\" in {lines:?}"));
        assert!(line.count > 50, "{line:?}");
        assert_eq!(line.bins.iter().map(|b| b.0).sum::<usize>(), line.count);
        line
    }

    #[test]
    fn who_holds_the_deciding_cards_is_read_better_than_the_base_rate() {
        use crate::games::GameId;
        let shadow_house = beliefs(GameId::ShadowHouse, "heuristic", 5, 12);
        let grue = beliefs(GameId::Grue, "heuristic", 5, 12);
        for line in [
            line(&shadow_house, "holds the Culprit"),
            line(&grue, "holds the Sword"),
            line(&grue, "holds the Lantern"),
        ] {
            assert!(line.skill() > 0.0, "{line:?}");
        }
    }

    /// Searching players bluff where card counting trusts a claim; `expert`'s reading of them
    /// ([`crate::games::grid_of_shadows::claim_read`]) knows it.
    #[test]
    fn a_searching_players_claim_is_read_better_by_how_they_bluff_than_by_card_counting() {
        let lines = beliefs(crate::games::GameId::GridOfShadows, "hard", 4, 10);
        let read = line(&lines, "claim true, as read");
        for counted in ["opening claim true", "joining claim true"] {
            let counted = line(&lines, counted);
            assert!(read.brier < counted.brier, "{read:?} against {counted:?}");
        }
    }

    #[test]
    fn a_sharp_calibrated_belief_has_skill_and_a_blind_one_has_none() {
        let sharp: Vec<Forecast> = (0..100)
            .map(|i| forecast(if i % 2 == 0 { 0.9 } else { 0.1 }, i % 2 == 0))
            .collect();
        let line = Calibration::of("test", &sharp);
        assert_eq!(line.count, 100);
        assert!((line.base_rate - 0.5).abs() < 1e-9);
        assert!((line.brier - 0.01).abs() < 1e-9, "{}", line.brier);
        assert!((line.skill() - 0.96).abs() < 1e-9, "{}", line.skill());
        assert_eq!(line.bins[0].0, 50);
        assert!((line.bins[4].2 - 1.0).abs() < 1e-9);
        let blind: Vec<Forecast> = (0..100).map(|i| forecast(0.5, i % 2 == 0)).collect();
        assert!(Calibration::of("test", &blind).skill().abs() < 1e-9);
        let wrong: Vec<Forecast> = (0..100)
            .map(|i| forecast(if i % 2 == 0 { 0.1 } else { 0.9 }, i % 2 == 0))
            .collect();
        assert!(Calibration::of("test", &wrong).skill() < -1.0);
    }
}
