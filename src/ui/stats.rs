//! Your record: per game and per role, games played, won, drawn and lost, streaks, best score,
//! games abandoned, hints and take-backs used; the last finished games with their replay codes;
//! and a short history of results for the chart. Plain data and JSON, tested natively; the record
//! page and localStorage only read and write the text.
//!
//! The stored text is a JSON document whose `version` says its schema. [`Book::read`] upgrades
//! any version it knows to today's and refuses anything else with a reason, so a damaged store or
//! a bad import never replaces what is kept.

use crate::engine::SeatResult;
use crate::games::GameId;
use crate::lang;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The schema written today.
pub const VERSION: u32 = 1;

/// Finished games kept for the list (with their replays).
pub const RECENT: usize = 50;

/// Results kept for the chart.
pub const HISTORY: usize = 200;

/// Counts for one game, or one role in one game.
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct Tally {
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    /// Wins in a row up to the last game (a draw, a loss or an abandoned game ends a streak).
    pub streak: u32,
    pub best_streak: u32,
    /// The best of your scores, where the game scores (for Grid of Shadows the lowest).
    pub best_score: Option<f64>,
    /// Games started and then replaced by another, or left unfinished.
    pub abandoned: u32,
    pub hints: u32,
    pub take_backs: u32,
    /// The game's calls that matter in finished games, summed by key (see [`Finished::calls`]).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub calls: BTreeMap<String, u32>,
}

impl Tally {
    fn add(&mut self, game: &Finished, better: fn(f64, f64) -> bool) {
        self.played += 1;
        match game.result {
            SeatResult::Win => {
                self.won += 1;
                self.streak += 1;
                self.best_streak = self.best_streak.max(self.streak);
            }
            SeatResult::Draw => {
                self.drawn += 1;
                self.streak = 0;
            }
            SeatResult::Loss => {
                self.lost += 1;
                self.streak = 0;
            }
        }
        if let Some(score) = game.score
            && self.best_score.is_none_or(|best| better(score, best))
        {
            self.best_score = Some(score);
        }
        self.hints += game.hints;
        self.take_backs += game.take_backs;
        for (key, count) in &game.calls {
            let sum = self.calls.entry(key.clone()).or_default();
            *sum = sum.saturating_add(*count);
        }
    }

    fn abandon(&mut self, hints: u32, take_backs: u32) {
        self.abandoned += 1;
        self.streak = 0;
        self.hints += hints;
        self.take_backs += take_backs;
    }

    /// Whether the counts agree with each other (an import is checked with this).
    fn consistent(&self) -> bool {
        self.won + self.drawn + self.lost == self.played
            && self.streak <= self.best_streak
            && self.best_streak <= self.won
            && self.best_score.is_none_or(f64::is_finite)
    }
}

/// One finished game of yours.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Finished {
    /// When it ended, in milliseconds since 1970 (UTC).
    pub at: f64,
    /// The game's id.
    pub game: String,
    pub role: Option<String>,
    /// Your seat, counted from 0.
    pub seat: u8,
    pub result: SeatResult,
    pub score: Option<f64>,
    pub hints: u32,
    pub take_backs: u32,
    /// The match code: the game's replay.
    pub code: String,
    /// Your calls that matter in this game ([`crate::engine::Game::tallies`] keys: "challenges",
    /// "bluffs caught"), each with how often. Records kept before they were counted have none.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub calls: BTreeMap<String, u32>,
    /// How strong the bots were, so the game's replay can work their moves out again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bots: Option<crate::bots::Difficulty>,
}

/// One result, for the chart.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Point {
    pub at: f64,
    pub game: String,
    pub result: SeatResult,
}

/// One line of the record: a game, or a role within it.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Line {
    pub game: String,
    /// `None`: the game as a whole.
    pub role: Option<String>,
    pub tally: Tally,
}

/// Everything the record keeps.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Book {
    pub version: u32,
    pub lines: Vec<Line>,
    /// The last finished games, newest first.
    pub recent: Vec<Finished>,
    /// Results, oldest first.
    pub history: Vec<Point>,
    /// Games whose guided first game was played to its end, by id, in the order they were.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub learned: Vec<String>,
}

impl Default for Book {
    fn default() -> Self {
        Book {
            version: VERSION,
            lines: Vec::new(),
            recent: Vec::new(),
            history: Vec::new(),
            learned: Vec::new(),
        }
    }
}

/// A game's line, then its roles' lines.
pub type GameLines<'a> = (GameId, &'a Tally, Vec<(&'a str, &'a Tally)>);

/// Which way a game's score is better, if it scores.
fn better_score(game: &str) -> Option<fn(f64, f64) -> bool> {
    match GameId::parse(game)? {
        // Card points left in hand: the lowest total wins.
        GameId::GridOfShadows => Some(|a, b| a < b),
        GameId::Gridlock | GameId::Grimwood | GameId::ShadowHouse => Some(|a, b| a > b),
        // The Grue's sides win or lose; there is no score.
        GameId::Grue => None,
    }
}

impl Book {
    /// Reads stored or imported text of any known version; anything else is refused with a
    /// reason a person can act on, and nothing is changed.
    pub fn read(text: &str) -> Result<Book, String> {
        let words = lang::pages();
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|_| words.record_not_json())?;
        let version = value
            .get("version")
            .and_then(serde_json::Value::as_u64)
            .ok_or_else(|| words.record_without_version())?;
        // Where, not serde's English: the person's language words it.
        let damaged = |e: serde_json::Error| words.record_damaged(e.line(), e.column());
        // A later schema adds an arm here that reads its predecessor and upgrades it, so records
        // kept by every earlier build keep opening.
        let book = match version {
            1 => serde_json::from_str::<Book>(text).map_err(damaged)?,
            0 => return Err(words.record_version_zero()),
            newer => return Err(words.record_too_new(newer, VERSION)),
        };
        book.check()?;
        Ok(book)
    }

    /// The JSON text stored and exported.
    pub fn write(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serialises")
    }

    fn check(&self) -> Result<(), String> {
        let words = lang::pages();
        for line in &self.lines {
            let Some(game) = GameId::parse(&line.game) else {
                return Err(words.record_unknown_game(&line.game));
            };
            if !line.tally.consistent() {
                return Err(words.record_counts_off(lang::game(game).name()));
            }
        }
        if let Some(bad) = self.learned.iter().find(|g| GameId::parse(g).is_none()) {
            return Err(words.record_unknown_game(bad));
        }
        if let Some(bad) = self
            .recent
            .iter()
            .find(|f| GameId::parse(&f.game).is_none() || !f.at.is_finite())
        {
            return Err(words.record_unshowable_game(&bad.game));
        }
        Ok(())
    }

    fn line(&mut self, game: &str, role: Option<&str>) -> &mut Tally {
        let at = self
            .lines
            .iter()
            .position(|l| l.game == game && l.role.as_deref() == role);
        let at = at.unwrap_or_else(|| {
            self.lines.push(Line {
                game: game.to_string(),
                role: role.map(str::to_string),
                tally: Tally::default(),
            });
            self.lines.len() - 1
        });
        &mut self.lines[at].tally
    }

    /// Counts a finished game, once: the same game (its match code) seen again is ignored, so
    /// reopening an end screen counts nothing. Returns whether it was counted.
    pub fn finish(&mut self, game: Finished) -> bool {
        if self.recent.iter().any(|f| f.code == game.code) {
            return false;
        }
        let better = better_score(&game.game).unwrap_or(|_, _| false);
        let scored = Finished {
            score: game.score.filter(|_| better_score(&game.game).is_some()),
            ..game
        };
        self.line(&scored.game, None).add(&scored, better);
        if let Some(role) = scored.role.clone() {
            self.line(&scored.game, Some(&role)).add(&scored, better);
        }
        self.history.push(Point {
            at: scored.at,
            game: scored.game.clone(),
            result: scored.result,
        });
        let extra = self.history.len().saturating_sub(HISTORY);
        self.history.drain(..extra);
        self.recent.insert(0, scored);
        self.recent.truncate(RECENT);
        true
    }

    /// Notes that `game`'s guided first game was played to its end; returns whether that is new.
    pub fn learn(&mut self, game: GameId) -> bool {
        if self.learned.iter().any(|g| g == game.id()) {
            return false;
        }
        self.learned.push(game.id().to_string());
        true
    }

    /// The games whose guided first game was finished, in the lobby's order.
    pub fn learned_games(&self) -> Vec<GameId> {
        GameId::ALL
            .into_iter()
            .filter(|g| self.learned.iter().any(|l| l == g.id()))
            .collect()
    }

    /// Counts a game started and left unfinished (replaced by another).
    pub fn abandon(&mut self, game: &str, role: Option<&str>, hints: u32, take_backs: u32) {
        self.line(game, None).abandon(hints, take_backs);
        if let Some(role) = role {
            self.line(game, Some(role)).abandon(hints, take_backs);
        }
    }

    /// The game's line and its roles' lines, games in the lobby's order.
    pub fn by_game(&self) -> Vec<GameLines<'_>> {
        GameId::ALL
            .into_iter()
            .filter_map(|game| {
                let whole = self
                    .lines
                    .iter()
                    .find(|l| l.game == game.id() && l.role.is_none())?;
                let roles = self
                    .lines
                    .iter()
                    .filter(|l| l.game == game.id())
                    .filter_map(|l| Some((l.role.as_deref()?, &l.tally)))
                    .collect();
                Some((game, &whole.tally, roles))
            })
            .collect()
    }
}

/// The chart's points: for each result of `history` (oldest first), its position and the running
/// share of wins, in a `width` x `height` box. Returned as (x, y of the result's dot, y of the
/// running win rate).
pub fn chart(history: &[Point], width: f64, height: f64) -> Vec<(f64, f64, f64)> {
    let n = history.len();
    let mut wins = 0.0;
    history
        .iter()
        .enumerate()
        .map(|(i, point)| {
            let x = if n <= 1 {
                width / 2.0
            } else {
                width * i as f64 / (n - 1) as f64
            };
            let dot = match point.result {
                SeatResult::Win => 0.1,
                SeatResult::Draw => 0.5,
                SeatResult::Loss => 0.9,
            };
            wins += match point.result {
                SeatResult::Win => 1.0,
                SeatResult::Draw => 0.5,
                SeatResult::Loss => 0.0,
            };
            let rate = wins / (i + 1) as f64;
            (x, dot * height, (1.0 - rate) * height)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finished(game: GameId, role: Option<&str>, result: SeatResult, n: u32) -> Finished {
        Finished {
            at: 1_700_000_000_000.0 + f64::from(n),
            game: game.id().into(),
            role: role.map(str::to_string),
            seat: 0,
            result,
            score: Some(f64::from(n)),
            hints: 1,
            take_backs: n % 2,
            code: format!("code-{n}"),
            calls: BTreeMap::new(),
            bots: None,
        }
    }

    #[test]
    fn calls_add_up_per_game_and_role_and_guided_games_are_kept_once() {
        let mut book = Book::default();
        for (n, (challenges, won)) in [(3, 2), (1, 0)].into_iter().enumerate() {
            let mut game = finished(GameId::GridOfShadows, None, SeatResult::Win, n as u32);
            game.calls = BTreeMap::from([
                ("challenges".to_string(), challenges),
                ("challenges won".to_string(), won),
            ]);
            book.finish(game);
        }
        let (_, whole, _) = &book.by_game()[0];
        assert_eq!(whole.calls["challenges"], 4);
        assert_eq!(whole.calls["challenges won"], 2);

        assert!(book.learn(GameId::Grimwood));
        assert!(book.learn(GameId::Grue));
        assert!(!book.learn(GameId::Grue), "a game is learned once");
        assert_eq!(
            book.learned_games(),
            vec![GameId::Grue, GameId::Grimwood],
            "in the lobby's order"
        );
        let read = Book::read(&book.write()).unwrap();
        assert_eq!(
            read, book,
            "calls and guided games survive export and import"
        );
        let unknown = book.write().replace("\"grimwood\"", "\"chess\"");
        assert!(Book::read(&unknown).unwrap_err().contains("unknown game"));
    }

    #[test]
    fn results_count_per_game_and_role_with_streaks_and_best_scores() {
        use SeatResult::*;
        let mut book = Book::default();
        for (n, (role, result)) in [
            (Some("Grue"), Win),
            (Some("Adventurer"), Win),
            (Some("Grue"), Loss),
            (Some("Grue"), Win),
            (Some("Grue"), Win),
        ]
        .into_iter()
        .enumerate()
        {
            assert!(book.finish(finished(GameId::Grue, role, result, n as u32)));
        }
        assert!(
            !book.finish(finished(GameId::Grue, Some("Grue"), Win, 4)),
            "the same game counts once"
        );
        let grue = &book.by_game()[0];
        assert_eq!(grue.0, GameId::Grue);
        let whole = grue.1;
        assert_eq!((whole.played, whole.won, whole.lost), (5, 4, 1));
        assert_eq!((whole.streak, whole.best_streak), (2, 2));
        assert_eq!(whole.best_score, None, "the Grue has no score");
        assert_eq!((whole.hints, whole.take_backs), (5, 2));
        let roles: Vec<(&str, u32)> = grue.2.iter().map(|(r, t)| (*r, t.played)).collect();
        assert_eq!(roles, vec![("Grue", 4), ("Adventurer", 1)]);

        for (n, score) in [(10, 30.0), (11, 12.0), (12, 20.0)] {
            let mut game = finished(GameId::GridOfShadows, None, Loss, n);
            game.score = Some(score);
            book.finish(game);
            let mut game = finished(GameId::Grimwood, None, Win, n + 10);
            game.score = Some(score);
            book.finish(game);
        }
        let best = |id: GameId| {
            book.by_game()
                .into_iter()
                .find(|(g, _, _)| *g == id)
                .and_then(|(_, t, _)| t.best_score)
        };
        assert_eq!(best(GameId::GridOfShadows), Some(12.0), "lowest hand wins");
        assert_eq!(best(GameId::Grimwood), Some(30.0));

        book.abandon("grue", Some("Grue"), 2, 1);
        let grue = &book.by_game()[0];
        assert_eq!(
            (grue.1.abandoned, grue.1.streak, grue.1.best_streak),
            (1, 0, 2)
        );
        assert_eq!(book.recent.len(), 11);
        assert_eq!(book.recent[0].code, "code-22", "newest first");
        assert_eq!(book.history.len(), 11);
    }

    #[test]
    fn the_list_keeps_the_last_fifty_and_the_chart_its_history() {
        let mut book = Book::default();
        for n in 0..260 {
            let result = if n % 3 == 0 {
                SeatResult::Loss
            } else {
                SeatResult::Win
            };
            book.finish(finished(GameId::Grimwood, None, result, n));
        }
        assert_eq!(book.recent.len(), RECENT);
        assert_eq!(book.recent[0].code, "code-259");
        assert_eq!(book.history.len(), HISTORY);
        assert_eq!(book.lines[0].tally.played, 260);
        let points = chart(&book.history, 100.0, 50.0);
        assert_eq!(points.len(), HISTORY);
        assert_eq!(points[0].0, 0.0);
        assert_eq!(points[HISTORY - 1].0, 100.0);
        assert!(
            points
                .iter()
                .all(|&(_, dot, rate)| (0.0..=50.0).contains(&dot) && (0.0..=50.0).contains(&rate))
        );
    }

    #[test]
    fn a_book_round_trips_and_bad_text_is_refused_with_a_reason() {
        let mut book = Book::default();
        book.finish(finished(GameId::Gridlock, None, SeatResult::Draw, 3));
        assert_eq!(Book::read(&book.write()), Ok(book.clone()));
        let mut lying = book.clone();
        lying.lines[0].tally.won = 7;
        let unknown = book.write().replace("\"gridlock\"", "\"chess\"");
        for (bad, says) in [
            ("", "not JSON"),
            ("{\"lines\": []}", "no version"),
            ("{\"version\": 9}", "newer Duskdeck"),
            (
                "{\"version\": 1, \"lines\": 3}",
                "damaged (line 1, column 25)",
            ),
            ("{\"version\": 0}", "damaged"),
            (lying.write().as_str(), "do not add up"),
            (unknown.as_str(), "unknown game"),
        ] {
            let refused = Book::read(bad).unwrap_err();
            assert!(refused.contains(says), "{bad:?}: {refused}");
        }
    }

    /// A record exactly as version 1 stores it. Records live in players' browsers for years: if
    /// this text stops opening (a field renamed, a type changed), the schema changed without a
    /// new version and an upgrade arm in `Book::read`.
    const STORED_BY_VERSION_1: &str = r#"{
        "version": 1,
        "lines": [
            {"game": "grue", "role": null, "tally": {"played": 2, "won": 1, "drawn": 0,
             "lost": 1, "streak": 0, "best_streak": 1, "best_score": null, "abandoned": 1,
             "hints": 3, "take_backs": 1}},
            {"game": "grue", "role": "Grue", "tally": {"played": 2, "won": 1, "drawn": 0,
             "lost": 1, "streak": 0, "best_streak": 1, "best_score": null, "abandoned": 0,
             "hints": 3, "take_backs": 1}}
        ],
        "recent": [
            {"at": 1700000002000.0, "game": "grue", "role": "Grue", "seat": 0, "result": "Loss",
             "score": null, "hints": 1, "take_backs": 1, "code": "d4.b"},
            {"at": 1700000001000.0, "game": "grue", "role": "Grue", "seat": 2, "result": "Win",
             "score": null, "hints": 2, "take_backs": 0, "code": "d4.a"}
        ],
        "history": [
            {"at": 1700000001000.0, "game": "grue", "result": "Win"},
            {"at": 1700000002000.0, "game": "grue", "result": "Loss"}
        ]
    }"#;

    #[test]
    fn a_record_stored_by_version_one_still_opens_and_keeps_counting() {
        let mut book = Book::read(STORED_BY_VERSION_1).unwrap();
        assert_eq!(book.version, VERSION);
        let (game, whole, roles) = &book.by_game()[0];
        assert_eq!(*game, GameId::Grue);
        assert_eq!(
            (whole.played, whole.won, whole.lost, whole.abandoned),
            (2, 1, 1, 1)
        );
        assert_eq!((whole.hints, whole.take_backs), (3, 1));
        assert_eq!(roles.len(), 1);
        let results: Vec<SeatResult> = book.history.iter().map(|p| p.result).collect();
        assert_eq!(
            results,
            vec![SeatResult::Win, SeatResult::Loss],
            "oldest first"
        );
        assert_eq!(Book::read(&book.write()), Ok(book.clone()));
        book.finish(finished(GameId::Grue, Some("Grue"), SeatResult::Win, 3));
        let (_, whole, _) = &book.by_game()[0];
        assert_eq!((whole.played, whole.won, whole.streak), (3, 2, 1));
    }
}
