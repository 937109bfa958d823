//! Tournament statistics: win rates with Wilson score intervals, mean scores, decision-time
//! percentiles, aggregated per bot name and per role.

use super::tournament::Tournament;
use crate::engine::SeatResult;
use serde_json::{Map, Value, json};
use std::collections::BTreeMap;

/// The two-sided 95% normal quantile.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval for `successes` out of `trials` at normal quantile `z`.
///
/// Unlike the plain normal approximation it stays inside `[0, 1]` and behaves at 0 and 100%.
/// No trials tells nothing: `(0, 1)`.
pub fn wilson_interval(successes: u64, trials: u64, z: f64) -> (f64, f64) {
    if trials == 0 {
        return (0.0, 1.0);
    }
    let n = trials as f64;
    let p = successes as f64 / n;
    let z2 = z * z;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The `p`-th percentile (`0..=100`) of `sorted` (ascending) by the nearest-rank method; 0 when empty.
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = (p / 100.0 * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Everything counted for one bot (or one bot in one role).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub games: u64,
    pub wins: u64,
    pub draws: u64,
    pub score_sum: f64,
    /// Every decision's wall time in milliseconds.
    pub decision_ms: Vec<f64>,
    /// The game's own counters ([`crate::engine::Game::tallies`]), summed.
    pub counters: BTreeMap<&'static str, u64>,
}

impl Tally {
    pub fn add_counters(&mut self, counters: &BTreeMap<&'static str, u64>) {
        for (name, n) in counters {
            *self.counters.entry(name).or_default() += n;
        }
    }

    pub fn add(&mut self, result: SeatResult, score: f64, decision_ms: &[f64]) {
        self.games += 1;
        match result {
            SeatResult::Win => self.wins += 1,
            SeatResult::Draw => self.draws += 1,
            SeatResult::Loss => {}
        }
        self.score_sum += score;
        self.decision_ms.extend_from_slice(decision_ms);
    }

    pub fn losses(&self) -> u64 {
        self.games - self.wins - self.draws
    }

    pub fn win_rate(&self) -> f64 {
        ratio(self.wins as f64, self.games)
    }

    pub fn ci95(&self) -> (f64, f64) {
        wilson_interval(self.wins, self.games, Z95)
    }

    pub fn mean_score(&self) -> f64 {
        ratio(self.score_sum, self.games)
    }

    pub fn decisions(&self) -> u64 {
        self.decision_ms.len() as u64
    }

    pub fn mean_decision_ms(&self) -> f64 {
        ratio(self.decision_ms.iter().sum(), self.decisions())
    }

    pub fn p95_decision_ms(&self) -> f64 {
        let mut sorted = self.decision_ms.clone();
        sorted.sort_by(f64::total_cmp);
        percentile(&sorted, 95.0)
    }

    /// The JSON fields every tally shares (`roles` is added by [`BotSummary::to_json`]).
    pub fn to_json(&self) -> Map<String, Value> {
        let (low, high) = self.ci95();
        let mut map = Map::new();
        map.insert("games".into(), json!(self.games));
        map.insert("wins".into(), json!(self.wins));
        map.insert("draws".into(), json!(self.draws));
        map.insert("losses".into(), json!(self.losses()));
        map.insert("win_rate".into(), json!(self.win_rate()));
        map.insert("ci95".into(), json!([low, high]));
        map.insert("mean_score".into(), json!(self.mean_score()));
        map.insert("mean_decision_ms".into(), json!(self.mean_decision_ms()));
        map.insert("p95_decision_ms".into(), json!(self.p95_decision_ms()));
        map.insert("decisions".into(), json!(self.decisions()));
        if !self.counters.is_empty() {
            map.insert("tallies".into(), json!(self.counters));
        }
        map
    }
}

fn ratio(sum: f64, count: u64) -> f64 {
    if count == 0 { 0.0 } else { sum / count as f64 }
}

/// One bot name's totals, and the same per role it played.
#[derive(Clone, Debug, PartialEq)]
pub struct BotSummary {
    pub name: String,
    pub total: Tally,
    /// In order of first appearance.
    pub roles: Vec<(&'static str, Tally)>,
}

impl BotSummary {
    pub fn to_json(&self) -> Value {
        let mut map = self.total.to_json();
        if !self.roles.is_empty() {
            let roles: Map<String, Value> = self
                .roles
                .iter()
                .map(|(role, tally)| (role.to_string(), Value::Object(tally.to_json())))
                .collect();
            map.insert("roles".into(), Value::Object(roles));
        }
        Value::Object(map)
    }
}

/// Aggregates a tournament per bot name (seats sharing a name pool together), in order of each
/// name's first seat. Games are visited in order, so the result does not depend on threading.
pub fn summarize(tournament: &Tournament) -> Vec<BotSummary> {
    let mut summaries: Vec<BotSummary> = Vec::new();
    for name in &tournament.lineup {
        if !summaries.iter().any(|s| &s.name == name) {
            summaries.push(BotSummary {
                name: name.clone(),
                total: Tally::default(),
                roles: Vec::new(),
            });
        }
    }
    for game in &tournament.games {
        for seat in &game.seats {
            let name = &tournament.lineup[seat.bot];
            let summary = summaries
                .iter_mut()
                .find(|s| &s.name == name)
                .expect("every lineup name has a summary");
            summary
                .total
                .add(seat.result, seat.score, &seat.decision_ms);
            summary.total.add_counters(&seat.tallies);
            if let Some(role) = seat.role {
                let index = match summary.roles.iter().position(|(r, _)| *r == role) {
                    Some(i) => i,
                    None => {
                        summary.roles.push((role, Tally::default()));
                        summary.roles.len() - 1
                    }
                };
                summary.roles[index]
                    .1
                    .add(seat.result, seat.score, &seat.decision_ms);
                summary.roles[index].1.add_counters(&seat.tallies);
            }
        }
    }
    summaries
}

/// The `play` command's JSON object.
pub fn tournament_json(tournament: &Tournament, summaries: &[BotSummary]) -> Value {
    let bots: Map<String, Value> = summaries
        .iter()
        .map(|s| (s.name.clone(), s.to_json()))
        .collect();
    let mut map = Map::new();
    map.insert("game".into(), json!(tournament.game));
    map.insert("variant".into(), json!(tournament.settings.variant));
    map.insert("games".into(), json!(tournament.games.len()));
    map.insert("seats".into(), json!(tournament.lineup));
    map.insert("seed".into(), json!(tournament.seed));
    map.insert("threads".into(), json!(tournament.threads));
    map.insert("wall_s".into(), json!(tournament.wall.as_secs_f64()));
    let plies: usize = tournament.games.iter().map(|g| g.plies).sum();
    map.insert(
        "mean_plies_per_game".into(),
        json!(ratio(plies as f64, tournament.games.len() as u64)),
    );
    map.insert("bots".into(), Value::Object(bots));
    Value::Object(map)
}

/// A human-readable table of the summaries.
pub fn render_table(summaries: &[BotSummary]) -> String {
    let width = summaries
        .iter()
        .flat_map(|s| std::iter::once(s.name.len()).chain(s.roles.iter().map(|(r, _)| r.len() + 5)))
        .max()
        .unwrap_or(0)
        .max(3);
    let mut out = format!(
        "{:<width$}  {:>6}  {:>6}  {:>6}  {:>7}  {:>15}  {:>6}  {:>9}  {:>9}  {:>9}\n",
        "bot",
        "games",
        "wins",
        "draws",
        "win %",
        "95% CI",
        "score",
        "decisions",
        "mean ms",
        "p95 ms",
    );
    out.push_str(
        &"-".repeat(width + 2 + 6 + 2 + 6 + 2 + 6 + 2 + 7 + 2 + 15 + 2 + 6 + 2 + 9 * 3 + 4),
    );
    out.push('\n');
    for summary in summaries {
        out.push_str(&row(&summary.name, &summary.total, width));
        for (role, tally) in &summary.roles {
            out.push_str(&row(&format!("  as {role}"), tally, width));
        }
    }
    let counted: Vec<&BotSummary> = summaries
        .iter()
        .filter(|s| !s.total.counters.is_empty())
        .collect();
    if !counted.is_empty() {
        out.push_str("\ncounters (totals over all games):\n");
        for summary in counted {
            let counters: Vec<String> = summary
                .total
                .counters
                .iter()
                .map(|(name, n)| format!("{name} {n}"))
                .collect();
            out.push_str(&format!(
                "{:<width$}  {}\n",
                summary.name,
                counters.join(", ")
            ));
        }
    }
    out
}

fn row(label: &str, tally: &Tally, width: usize) -> String {
    let (low, high) = tally.ci95();
    format!(
        "{label:<width$}  {:>6}  {:>6}  {:>6}  {:>6.1}%  {:>15}  {:>6.3}  {:>9}  {:>9.3}  {:>9.3}\n",
        tally.games,
        tally.wins,
        tally.draws,
        100.0 * tally.win_rate(),
        format!("[{:.1}, {:.1}]", 100.0 * low, 100.0 * high),
        tally.mean_score(),
        tally.decisions(),
        tally.mean_decision_ms(),
        tally.p95_decision_ms(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arena::tournament::{GameReport, SeatReport};
    use crate::engine::Settings;
    use std::time::Duration;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-4
    }

    #[test]
    fn wilson_matches_known_values() {
        // Reference values computed independently from the closed form.
        let (low, high) = wilson_interval(50, 100, Z95);
        assert!(close(low, 0.403_832), "{low}");
        assert!(close(high, 0.596_168), "{high}");
        let (low, high) = wilson_interval(81, 263, Z95);
        assert!(close(low, 0.255_289), "{low}");
        assert!(close(high, 0.366_210), "{high}");
    }

    #[test]
    fn wilson_handles_the_edges() {
        assert_eq!(wilson_interval(0, 0, Z95), (0.0, 1.0));
        let (low, high) = wilson_interval(0, 10, Z95);
        assert_eq!(low, 0.0);
        assert!(close(high, 0.277_535), "{high}");
        let (low, high) = wilson_interval(10, 10, Z95);
        assert!(close(low, 1.0 - 0.277_535), "{low}");
        assert!(close(high, 1.0), "{high}");
        // Symmetric around one half, and narrowing with more trials.
        let (l1, h1) = wilson_interval(30, 100, Z95);
        let (l2, h2) = wilson_interval(70, 100, Z95);
        assert!(close(l1, 1.0 - h2) && close(h1, 1.0 - l2));
        let (l3, h3) = wilson_interval(300, 1000, Z95);
        assert!(h3 - l3 < h1 - l1);
        assert!(l3 < 0.3 && 0.3 < h3);
    }

    #[test]
    fn percentile_is_nearest_rank() {
        assert_eq!(percentile(&[], 95.0), 0.0);
        assert_eq!(percentile(&[7.0], 95.0), 7.0);
        let values: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!(percentile(&values, 95.0), 95.0);
        assert_eq!(percentile(&values, 50.0), 50.0);
        assert_eq!(percentile(&values, 100.0), 100.0);
        assert_eq!(percentile(&values, 0.0), 1.0);
        let values: Vec<f64> = (1..=10).map(f64::from).collect();
        assert_eq!(percentile(&values, 95.0), 10.0);
        assert_eq!(percentile(&values, 90.0), 9.0);
    }

    #[test]
    fn tally_computes_rates_and_times() {
        let mut tally = Tally::default();
        tally.add(SeatResult::Win, 1.0, &[1.0, 3.0]);
        tally.add(SeatResult::Loss, 0.0, &[]);
        tally.add(SeatResult::Draw, 0.5, &[2.0]);
        tally.add(SeatResult::Win, 2.5, &[10.0]);
        assert_eq!(tally.games, 4);
        assert_eq!((tally.wins, tally.draws, tally.losses()), (2, 1, 1));
        assert_eq!(tally.win_rate(), 0.5);
        assert_eq!(tally.mean_score(), 1.0);
        assert_eq!(tally.decisions(), 4);
        assert_eq!(tally.mean_decision_ms(), 4.0);
        assert_eq!(tally.p95_decision_ms(), 10.0);
        let empty = Tally::default();
        assert_eq!(
            (
                empty.win_rate(),
                empty.mean_score(),
                empty.mean_decision_ms()
            ),
            (0.0, 0.0, 0.0)
        );
    }

    fn seat(bot: usize, result: SeatResult, role: &'static str, ms: &[f64]) -> SeatReport {
        SeatReport {
            bot,
            result,
            score: if result == SeatResult::Win { 1.0 } else { 0.0 },
            role: Some(role),
            decision_ms: ms.to_vec(),
            tallies: BTreeMap::from([("decided", ms.len() as u64)]),
        }
    }

    #[test]
    fn summaries_pool_names_and_split_roles() {
        use SeatResult::{Loss, Win};
        let game = |index: usize, seats: Vec<SeatReport>| GameReport {
            index,
            seed: index as u64,
            plies: 10,
            seats,
            record: None,
        };
        let tournament = Tournament {
            game: "grue",
            settings: Settings {
                seats: 3,
                variant: String::new(),
                rounds: None,
            },
            lineup: vec!["hard".into(), "random".into(), "random".into()],
            seed: 1,
            threads: 1,
            wall: Duration::from_secs(1),
            games: vec![
                game(
                    0,
                    vec![
                        seat(0, Win, "Grue", &[5.0]),
                        seat(1, Loss, "Adventurer", &[0.1]),
                        seat(2, Loss, "Adventurer", &[0.2]),
                    ],
                ),
                game(
                    1,
                    vec![
                        seat(2, Win, "Grue", &[0.3]),
                        seat(0, Loss, "Adventurer", &[7.0, 9.0]),
                        seat(1, Loss, "Adventurer", &[]),
                    ],
                ),
            ],
        };
        let summaries = summarize(&tournament);
        assert_eq!(summaries.len(), 2);
        let hard = &summaries[0];
        assert_eq!(hard.name, "hard");
        assert_eq!((hard.total.games, hard.total.wins), (2, 1));
        assert_eq!(hard.total.decisions(), 3);
        assert_eq!(hard.total.counters["decided"], 3);
        assert_eq!(hard.roles.len(), 2);
        assert_eq!(hard.roles[0].0, "Grue");
        assert_eq!((hard.roles[0].1.games, hard.roles[0].1.wins), (1, 1));
        assert_eq!((hard.roles[1].1.games, hard.roles[1].1.wins), (1, 0));
        let random = &summaries[1];
        assert_eq!((random.total.games, random.total.wins), (4, 1));
        assert_eq!(random.roles[0].0, "Adventurer");
        assert_eq!(random.roles[0].1.games, 3);
        assert_eq!(random.roles[1].0, "Grue");

        let json = tournament_json(&tournament, &summaries);
        assert_eq!(json["game"], "grue");
        assert_eq!(json["games"], 2);
        assert_eq!(json["seats"], json!(["hard", "random", "random"]));
        assert_eq!(json["bots"]["random"]["games"], 4);
        assert_eq!(json["bots"]["random"]["win_rate"], 0.25);
        assert_eq!(json["bots"]["hard"]["roles"]["Grue"]["wins"], 1);
        assert!(json["bots"]["hard"]["roles"]["Grue"].get("roles").is_none());
        assert_eq!(json["bots"]["hard"]["ci95"].as_array().unwrap().len(), 2);
        let table = render_table(&summaries);
        assert!(table.contains("hard") && table.contains("  as Grue"));
        assert_eq!(json["bots"]["hard"]["tallies"]["decided"], 3);
        assert!(table.contains("decided 3"));
    }
}
