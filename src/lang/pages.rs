//! The words of the record page, the replay bar and the error screen.
//!
//! Reasons (`record_*`, `replay_link_*`, `replay_wrong_game`, `replay_bad_move`) are clauses
//! without a capital or a full stop: they are said inside the sentences that refuse something
//! (`import_refused`, `record_unreadable`, `replay_link_refused`, `replay_unshowable`).

use crate::engine::{Seat, SeatResult};

/// A replay's playing speed, as the replay bar offers it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReplaySpeed {
    Slow,
    Normal,
    Fast,
}

impl ReplaySpeed {
    pub const ALL: [ReplaySpeed; 3] = [ReplaySpeed::Slow, ReplaySpeed::Normal, ReplaySpeed::Fast];
}

/// A column of the record's table of counts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RecordColumn {
    Game,
    Played,
    Won,
    Drawn,
    Lost,
    Streak,
    BestStreak,
    BestScore,
    Abandoned,
    Hints,
    TakeBacks,
}

impl RecordColumn {
    /// The columns in the table's order.
    pub const ALL: [RecordColumn; 11] = [
        RecordColumn::Game,
        RecordColumn::Played,
        RecordColumn::Won,
        RecordColumn::Drawn,
        RecordColumn::Lost,
        RecordColumn::Streak,
        RecordColumn::BestStreak,
        RecordColumn::BestScore,
        RecordColumn::Abandoned,
        RecordColumn::Hints,
        RecordColumn::TakeBacks,
    ];
}

pub trait PagesWords: Sync {
    // The record page.

    /// The record page's heading, and links to it.
    fn record_title(&self) -> &'static str;
    /// A link back to the lobby.
    fn back_to_lobby(&self) -> &'static str;
    /// The label of the export, import and clear buttons' group.
    fn record_tools_label(&self) -> &'static str;
    /// The button saving the record as a file.
    fn export(&self) -> &'static str;
    /// The button reading a record from a file.
    fn import(&self) -> &'static str;
    /// The button clearing the record.
    fn clear(&self) -> &'static str;
    /// The question before the record is cleared.
    fn clear_confirm(&self) -> &'static str;
    /// The notice after an import.
    fn record_imported(&self) -> &'static str;
    /// The notice when an imported file is refused, for `reason`.
    fn import_refused(&self, reason: &str) -> String;
    /// The notice when the stored record cannot be read, for `reason`; its text was kept under
    /// the storage key `kept_under`. For the record's storage.
    fn record_unreadable(&self, reason: &str, kept_under: &str) -> String;
    /// The record page with nothing counted yet.
    fn no_games_yet(&self) -> &'static str;
    /// A result in the finished games' list.
    fn result(&self, result: SeatResult) -> &'static str;
    /// The chart's description for screen readers, over the last `games` games.
    fn chart_label(&self, games: usize) -> String;
    /// The chart's caption, over the last `games` games.
    fn chart_caption(&self, games: usize) -> String;
    /// The label of the table of counts.
    fn tallies_label(&self) -> &'static str;
    /// A heading of the table of counts.
    fn column(&self, column: RecordColumn) -> &'static str;
    /// A role's row under its game's, by the role's shown name.
    fn as_role(&self, role: &str) -> String;
    /// A finished game: the game's shown name and, if any, the role played.
    fn game_as_role(&self, game: &str, role: Option<&str>) -> String;
    /// The locale a finished game's date and time are written in (`to_locale_string`).
    fn date_locale(&self) -> &'static str;
    /// A best score.
    fn score(&self, score: f64) -> String;
    /// The link to a finished game's replay.
    fn replay(&self) -> &'static str;
    /// The heading of the finished games' list.
    fn finished_games(&self) -> &'static str;
    /// The heading over each game's calls that matter, summed over your finished games.
    fn calls_title(&self) -> &'static str;
    /// A game's calls: "Grid of Shadows, in 12 games".
    fn calls_over(&self, game: &str, games: u32) -> String;
    /// The guided first games played to their end: "Guided games finished: Grue and Grimwood".
    fn learned_games(&self, games: &str) -> String;

    // Why a record's text cannot be read.

    /// The text is not JSON.
    fn record_not_json(&self) -> String;
    /// The text has no version.
    fn record_without_version(&self) -> String;
    /// The text does not fit the schema, first at `line` and `column` (counted from 1).
    fn record_damaged(&self, line: usize, column: usize) -> String;
    /// The text claims version 0.
    fn record_version_zero(&self) -> String;
    /// The text has a schema `version` newer than the `reads` this build knows.
    fn record_too_new(&self, version: u64, reads: u32) -> String;
    /// The text counts a game by an id no game has.
    fn record_unknown_game(&self, id: &str) -> String;
    /// The counts for a game contradict each other, by the game's shown name.
    fn record_counts_off(&self, game: &str) -> String;
    /// The finished games' list holds one that cannot be shown, by its id.
    fn record_unshowable_game(&self, id: &str) -> String;

    // Replay links and replays.

    /// The notice when a replay link cannot be opened, for `reason`. For the router.
    fn replay_link_refused(&self, reason: &str) -> String;
    /// The notice when a replay cannot be shown, for `reason`. For the replay page.
    fn replay_unshowable(&self, reason: &str) -> String;
    /// A replay link that does not decode.
    fn replay_link_garbled(&self) -> String;
    /// A replay link without a match code.
    fn replay_link_without_code(&self) -> String;
    /// A replay link naming a game by an unknown id.
    fn replay_link_unknown_game(&self, id: &str) -> String;
    /// A replay link's seat, as written, that is not at the table.
    fn replay_link_bad_seat(&self, seat: &str) -> String;
    /// A replay link's move, as written, that is not a number.
    fn replay_link_bad_step(&self, step: &str) -> String;
    /// A replay opened as another game than its record's, by the shown name of the game asked.
    fn replay_wrong_game(&self, game: &str) -> String;
    /// The record's move `ply` (from one) does not replay.
    fn replay_bad_move(&self, ply: usize) -> String;
    /// Why nothing can be played in a replay.
    fn replay_no_moves(&self) -> String;
    /// Why no bot can be asked to move in a replay.
    fn replay_no_bots(&self) -> String;
    /// The note on another seat's card shown from its hand after the end.
    fn in_hand(&self) -> &'static str;
    /// The prompt at a finished game's end: how it ended for `viewer`, with the shown name of
    /// the role they played.
    fn replay_result(&self, viewer: Seat, result: SeatResult, role: Option<&str>) -> String;
    /// The prompt at the end when no result is known.
    fn replay_game_over(&self) -> &'static str;
    /// The prompt before the first move.
    fn replay_deal(&self) -> &'static str;
    /// The prompt when `seat` is to make move number `step` of `steps` (counted from 1, as a
    /// review's marks count them), seen by `viewer`.
    fn replay_to_move(&self, step: usize, steps: usize, seat: Seat, viewer: Seat) -> String;
    /// The prompt while chance is to move.
    fn replay_chance(&self) -> &'static str;
    /// The line saying whose view the replay shows; `every_hand` when all hands are shown.
    fn replay_view(&self, viewer: Seat, every_hand: bool) -> String;

    // The replay bar and the replay's link (drawn by the table).

    /// The replay bar's label.
    fn replay_bar_label(&self) -> &'static str;
    /// The button to the deal, before the first move.
    fn to_the_deal(&self) -> &'static str;
    /// The button one move back.
    fn one_move_back(&self) -> &'static str;
    /// The button pausing the replay.
    fn pause(&self) -> &'static str;
    /// The button playing the replay on.
    fn play(&self) -> &'static str;
    /// The button one move forward.
    fn one_move_forward(&self) -> &'static str;
    /// The button to the last move.
    fn to_the_end(&self) -> &'static str;
    /// The label of the speed's choice.
    fn speed(&self) -> &'static str;
    /// A speed in the speed's choice.
    fn replay_speed(&self, speed: ReplaySpeed) -> &'static str;
    /// Where the replay is: `step` of `steps` moves played (the prompt names the move to come,
    /// one more).
    fn replay_position(&self, step: usize, steps: usize) -> String;
    /// The switch showing every hand once the game is over.
    fn show_all_cards(&self) -> &'static str;
    /// The label of the replay's links.
    fn share_replay_label(&self) -> &'static str;
    /// The link to the replay at the move shown.
    fn replay_link(&self) -> &'static str;

    // The error screen. Drawn while panicking: these must not panic.

    /// The error screen's heading.
    fn crash_title(&self) -> &'static str;
    /// What happened and what to do.
    fn crash_explanation(&self) -> &'static str;
    /// The bug report's label.
    fn bug_report_label(&self) -> &'static str;
    /// The link reloading the app.
    fn reload(&self) -> &'static str;
    /// The button copying the bug report.
    fn copy_bug_report(&self) -> &'static str;
    /// A panic without a message.
    fn unknown_error(&self) -> &'static str;
    /// The bug report: the `build`, the `error` and what `game` says about the saved game.
    fn bug_report(&self, build: &str, error: &str, game: &str) -> String;
    /// The saved game in a bug report: its `link`, the `moves` played and the `save`'s text.
    fn bug_report_game(&self, link: &str, moves: usize, save: &str) -> String;
    /// The saved game in a bug report when it cannot be read, for `reason`.
    fn bug_report_unreadable_save(&self, reason: &str) -> String;
    /// The saved game in a bug report when there is none.
    fn bug_report_no_save(&self) -> &'static str;
}
