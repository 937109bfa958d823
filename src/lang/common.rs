//! Words every part of the app shares.

use crate::engine::RecordError;
use crate::engine::{Seat, SettingsError};
use crate::games::GameId;
use std::fmt;

pub trait CommonWords: Sync {
    /// A seat as everyone names it ("Seat 3"); seats count from one for people.
    fn seat(&self, seat: Seat) -> String;
    /// "a", "a and b", "a, b and c".
    fn and_list(&self, items: &[String]) -> String;
    /// "a", "a or b", "a, b or c".
    fn or_list(&self, items: &[String]) -> String;

    /// Any move after the end, inside a sentence.
    fn game_over(&self) -> &'static str;
    /// A move the rules refuse without a reason of their own.
    fn move_not_possible(&self) -> &'static str;
    /// Settings a game refuses.
    fn settings_error(&self, error: &SettingsError) -> String;
    /// A match code that cannot be read or replayed.
    fn record_error(&self, error: &RecordError) -> String;
    /// A call counted: "“Lights!” called: 5, 3 right".
    fn call_line(&self, label: &str, made: u32, came_off: Option<(u32, &str)>) -> String;
}

/// A game's name in the current language, from its id (the id itself for a game Duskdeck lacks).
pub(crate) fn game_name(id: &str) -> String {
    GameId::parse(id).map_or_else(|| id.to_string(), |g| super::game(g).name().to_string())
}

/// A variant's name in the current language, from the game's and the variant's ids.
pub(crate) fn variant_name(game: &str, variant: &str) -> String {
    GameId::parse(game)
        .map(|g| super::game(g).variant_name(variant))
        .filter(|name| !name.is_empty())
        .map_or_else(|| variant.to_string(), str::to_string)
}

/// Players count from one; the code counts from zero. The engine's types carry no words: their
/// `Display` is here, in the current language.
impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::common().seat(*self))
    }
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::common().settings_error(self))
    }
}

impl std::error::Error for SettingsError {}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::common().record_error(self))
    }
}

impl std::error::Error for RecordError {}
