//! The app's own words: the header, lobby, rules page, table, notices, links and saves.

use crate::bots::Difficulty;
use crate::engine::Seat;
use crate::games::GameId;

pub trait AppWords: Sync {
    // The header and notices.
    /// The language picker's label.
    fn language(&self) -> &'static str;
    /// The close button of a notice.
    fn dismiss_notice(&self) -> &'static str;
    /// An address far too long to be a link.
    fn address_too_long(&self, characters: usize) -> String;
    /// An address that leads nowhere; `path` comes quoted.
    fn no_such_page(&self, path: &str) -> String;
    /// A rules address naming no game; `id` comes quoted.
    fn no_such_rules(&self, id: &str) -> String;
    /// A replay link that cannot be opened, and why.
    fn replay_link_refused(&self, reason: &str) -> String;
    /// A save that could not be read, and why.
    fn save_discarded(&self, reason: &str) -> String;

    // The lobby.
    /// The line under the title.
    fn tagline(&self) -> &'static str;
    fn record_link(&self) -> &'static str;
    fn choose_a_game(&self) -> &'static str;
    fn more_games_coming(&self) -> &'static str;
    fn set_the_table(&self) -> &'static str;
    fn start(&self) -> &'static str;
    /// A game's tile: one line for someone who has never played it.
    fn pitch(&self, game: GameId) -> &'static str;
    /// A typical game's length with bots.
    fn length(&self, game: GameId) -> &'static str;
    /// The player count of a game played by `min` to `max` (perhaps equal).
    fn players_range(&self, min: u8, max: u8) -> String;
    /// "5 players".
    fn players(&self, count: u8) -> String;
    fn how_to_play(&self) -> &'static str;
    fn field_game(&self) -> &'static str;
    fn field_players(&self) -> &'static str;
    fn field_your_seat(&self) -> &'static str;
    fn field_difficulty(&self) -> &'static str;
    fn field_rules(&self) -> &'static str;
    /// The base rules, among the variants.
    fn standard_rules(&self) -> &'static str;
    fn field_match_length(&self) -> &'static str;
    /// The match played to the rulebook's own end.
    fn full_match(&self) -> &'static str;
    /// A match of `count` rounds.
    fn rounds(&self, count: u8) -> String;
    /// Where a full match ends, under the settings: `standard` is the game's own words.
    fn full_match_note(&self, standard: &str) -> String;
    fn field_pace(&self) -> &'static str;
    fn difficulty(&self, difficulty: Difficulty) -> &'static str;
    /// A bot pace: fast, normal, slow.
    fn pace(&self, pace: &str) -> &'static str;
    fn played_by_a_person(&self) -> &'static str;
    fn tick_a_friend(&self) -> &'static str;
    /// Beside Start: the table it will deal.
    fn start_summary(&self, seats: u8, you: Seat) -> String;
    /// After a crash: the game stopped after move `at` and can go on from `kept` moves.
    fn crashed_game(&self, game: &str, at: usize, kept: usize) -> String;
    fn resume_before_the_error(&self) -> &'static str;
    /// A saved game waiting, with `moves` played.
    fn game_waiting(&self, game: &str, moves: usize) -> String;
    fn continue_game(&self) -> &'static str;

    // The rules page.
    fn rules_players(&self, min: u8, max: u8, default: u8) -> String;
    fn back_to_your_game(&self) -> &'static str;
    fn back_to_the_lobby(&self) -> &'static str;

    // Moves refused, bots stuck.
    /// A move refused, with the rules' reason.
    fn cannot_do_that(&self, reason: &str) -> String;
    fn bot_cannot_move(&self, reason: &str) -> String;
}
