//! Where an address leads. The app routes in the address's hash, so the built site works from any
//! folder of any static host; every page and link is read and written here, so the two agree.

use crate::games::GameId;

/// Where the hash part of the address leads.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Route {
    Lobby,
    Rules(String),
    /// The query after `#/play?`.
    Play(String),
    /// The query after `#/replay?`.
    Replay(String),
    /// The query after `#/learn?`: a game's guided first game (`game=<id>`).
    Learn(String),
    /// The query after `#/practice?`: a replay link's, played on from its step.
    Practice(String),
    /// Your record and finished games.
    Record,
    /// `#/panic-test`, which panics on purpose to test the error screen (see `ui::crash`).
    PanicTest,
    /// An address far longer than any link Duskdeck makes: refused before it is read.
    TooLong(usize),
    /// Anything else: shown as the lobby with a word about it.
    Unknown(String),
}

/// The longest address opened. The longest real links are replays of long matches, a few
/// thousand characters; reading a pasted megabyte took seconds.
pub const LONGEST_ADDRESS: usize = 32 * 1024;

impl Route {
    pub fn parse(hash: &str) -> Route {
        if hash.len() > LONGEST_ADDRESS {
            return Route::TooLong(hash.len());
        }
        let path = hash.strip_prefix('#').unwrap_or(hash);
        let path = path.strip_prefix('/').unwrap_or(path);
        // A page that takes no query may still carry one a link added (`#/?lang=de`).
        let bare = path.split_once('?').map_or(path, |(bare, _)| bare);
        if bare.is_empty() {
            return Route::Lobby;
        }
        if let Some(query) = path.strip_prefix("play?") {
            return Route::Play(query.to_string());
        }
        if path == "play" {
            return Route::Play(String::new());
        }
        if let Some(query) = path.strip_prefix("replay?") {
            return Route::Replay(query.to_string());
        }
        if path == "replay" {
            return Route::Replay(String::new());
        }
        if let Some(query) = path.strip_prefix("learn?") {
            return Route::Learn(query.to_string());
        }
        if let Some(query) = path.strip_prefix("practice?") {
            return Route::Practice(query.to_string());
        }
        if bare == "panic-test" {
            return Route::PanicTest;
        }
        if bare.trim_end_matches('/') == "record" {
            return Route::Record;
        }
        if let Some(id) = bare.strip_prefix("rules/") {
            return Route::Rules(id.trim_end_matches('/').to_string());
        }
        Route::Unknown(path.to_string())
    }

    pub fn hash(&self) -> String {
        match self {
            Route::Lobby | Route::Unknown(_) | Route::TooLong(_) => "#/".into(),
            Route::PanicTest => "#/panic-test".into(),
            Route::Rules(id) => format!("#/rules/{id}"),
            Route::Play(query) => format!("#/play?{query}"),
            Route::Replay(query) => format!("#/replay?{query}"),
            Route::Learn(query) => format!("#/learn?{query}"),
            Route::Practice(query) => format!("#/practice?{query}"),
            Route::Record => "#/record".into(),
        }
    }
}

/// The game a guided-game link (`#/learn?game=<id>`) teaches; `None` when it names none.
pub fn learn_game(query: &str) -> Option<GameId> {
    query
        .split('&')
        .find_map(|pair| pair.strip_prefix("game="))
        .and_then(GameId::parse)
}

/// The bots' pace a guided-game link asks for (`pace=fast`), else the usual one.
pub fn learn_pace(query: &str) -> super::Pace {
    query
        .split('&')
        .find_map(|pair| pair.strip_prefix("pace="))
        .and_then(super::Pace::parse)
        .unwrap_or_default()
}
