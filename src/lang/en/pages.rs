use crate::engine::{Seat, SeatResult};
use crate::lang::pages::{PagesWords, RecordColumn, ReplaySpeed};
use crate::lang::words::{self, quoted};

pub struct Pages;

impl PagesWords for Pages {
    fn record_title(&self) -> &'static str {
        "Your record"
    }
    fn back_to_lobby(&self) -> &'static str {
        "Back to the lobby"
    }
    fn record_tools_label(&self) -> &'static str {
        "Keep your record"
    }
    fn export(&self) -> &'static str {
        "Export"
    }
    fn import(&self) -> &'static str {
        "Import"
    }
    fn clear(&self) -> &'static str {
        "Clear"
    }
    fn clear_confirm(&self) -> &'static str {
        "Clear your whole record? Export it first to keep a copy."
    }
    fn record_imported(&self) -> &'static str {
        "Your record was imported."
    }
    fn import_refused(&self, reason: &str) -> String {
        format!("That file cannot be imported: {reason}. Your record is unchanged.")
    }
    fn record_unreadable(&self, reason: &str, kept_under: &str) -> String {
        format!(
            "Your record could not be read ({reason}). Its text was kept aside in this \
             browser\u{2019}s storage under \u{201c}{kept_under}\u{201d}, and a new record \
             was started."
        )
    }
    fn no_games_yet(&self) -> &'static str {
        "No games yet: finish a game and it shows here."
    }
    fn result(&self, result: SeatResult) -> &'static str {
        match result {
            SeatResult::Win => "Win",
            SeatResult::Draw => "Draw",
            SeatResult::Loss => "Loss",
        }
    }
    fn chart_label(&self, games: usize) -> String {
        let games = words::count(games as i64, "game", "games");
        format!("Results of your last {games}: wins high, losses low, the line your share of wins")
    }
    fn chart_caption(&self, games: usize) -> String {
        let games = words::count(games as i64, "game", "games");
        format!("Your last {games}: wins high, losses low; the line is your share of wins.")
    }
    fn tallies_label(&self) -> &'static str {
        "Counts per game and role"
    }
    fn column(&self, column: RecordColumn) -> &'static str {
        match column {
            RecordColumn::Game => "Game",
            RecordColumn::Played => "Played",
            RecordColumn::Won => "Won",
            RecordColumn::Drawn => "Drawn",
            RecordColumn::Lost => "Lost",
            RecordColumn::Streak => "Streak",
            RecordColumn::BestStreak => "Best streak",
            RecordColumn::BestScore => "Best score",
            RecordColumn::Abandoned => "Abandoned",
            RecordColumn::Hints => "Hints",
            RecordColumn::TakeBacks => "Take-backs",
        }
    }
    fn as_role(&self, role: &str) -> String {
        format!("as {role}")
    }
    fn game_as_role(&self, game: &str, role: Option<&str>) -> String {
        match role {
            Some(role) => format!("{game} as {role}"),
            None => game.to_string(),
        }
    }
    fn date_locale(&self) -> &'static str {
        "en-GB"
    }
    fn score(&self, score: f64) -> String {
        format!("{score}")
    }
    fn replay(&self) -> &'static str {
        "Replay"
    }
    fn finished_games(&self) -> &'static str {
        "Finished games"
    }
    fn calls_title(&self) -> &'static str {
        "How you play"
    }
    fn calls_over(&self, game: &str, games: u32) -> String {
        format!("{game}, in {}", words::count(games, "game", "games"))
    }
    fn learned_games(&self, games: &str) -> String {
        format!("Guided games finished: {games}")
    }

    fn record_not_json(&self) -> String {
        "it is not a Duskdeck record (not JSON)".into()
    }
    fn record_without_version(&self) -> String {
        "it is not a Duskdeck record (it has no version)".into()
    }
    fn record_damaged(&self, line: usize, column: usize) -> String {
        format!("it is damaged (line {line}, column {column})")
    }
    fn record_version_zero(&self) -> String {
        "it is damaged (record version 0 was never written)".into()
    }
    fn record_too_new(&self, version: u64, reads: u32) -> String {
        format!(
            "it was written by a newer Duskdeck (record version {version}, this one reads up to \
             {reads})"
        )
    }
    fn record_unknown_game(&self, id: &str) -> String {
        format!("it counts an unknown game, {}", quoted(id))
    }
    fn record_counts_off(&self, game: &str) -> String {
        format!("its counts for {game} do not add up")
    }
    fn record_unshowable_game(&self, id: &str) -> String {
        format!("it lists a game it cannot show, {}", quoted(id))
    }

    fn replay_link_refused(&self, reason: &str) -> String {
        format!("That replay link cannot be opened: {reason}.")
    }
    fn replay_unshowable(&self, reason: &str) -> String {
        format!("That replay cannot be shown: {reason}.")
    }
    fn replay_link_garbled(&self) -> String {
        "the link is garbled".into()
    }
    fn replay_link_without_code(&self) -> String {
        "the link holds no match code".into()
    }
    fn replay_link_unknown_game(&self, id: &str) -> String {
        format!("it names an unknown game, {}", quoted(id))
    }
    fn replay_link_bad_seat(&self, seat: &str) -> String {
        format!("{} is not a seat at this table", quoted(seat))
    }
    fn replay_link_bad_step(&self, step: &str) -> String {
        format!("{} is not a move number", quoted(step))
    }
    fn replay_wrong_game(&self, game: &str) -> String {
        format!("this is not a game of {game}")
    }
    fn replay_bad_move(&self, ply: usize) -> String {
        format!("move {ply} of its record is not a move of that game")
    }
    fn replay_no_moves(&self) -> String {
        "this is a replay: no moves can be made".into()
    }
    fn replay_no_bots(&self) -> String {
        "a replay has no bots to move".into()
    }
    fn in_hand(&self) -> &'static str {
        "in hand"
    }
    fn replay_result(&self, viewer: Seat, result: SeatResult, role: Option<&str>) -> String {
        let who = words::name(viewer, Some(viewer));
        let result = match result {
            SeatResult::Win => "won",
            SeatResult::Draw => "drew",
            SeatResult::Loss => "lost",
        };
        let role = role.map(|r| format!(" as the {r}")).unwrap_or_default();
        format!("Game over: {who} {result}{role}.")
    }
    fn replay_game_over(&self) -> &'static str {
        "The game is over."
    }
    fn replay_deal(&self) -> &'static str {
        "The deal, before the first move."
    }
    fn replay_to_move(&self, step: usize, steps: usize, seat: Seat, viewer: Seat) -> String {
        format!(
            "Move {step} of {steps}: {} {} to move.",
            words::name(seat, Some(viewer)),
            words::verb(seat, Some(viewer), "are", "is")
        )
    }
    fn replay_chance(&self) -> &'static str {
        "The cards are shuffled by fate\u{2026}"
    }
    fn replay_view(&self, viewer: Seat, every_hand: bool) -> String {
        if every_hand {
            format!("Replay from {viewer}\u{2019}s seat, every hand shown")
        } else {
            format!("Replay: what {viewer} saw")
        }
    }

    fn replay_bar_label(&self) -> &'static str {
        "Replay"
    }
    fn to_the_deal(&self) -> &'static str {
        "To the deal"
    }
    fn one_move_back(&self) -> &'static str {
        "One move back"
    }
    fn pause(&self) -> &'static str {
        "Pause"
    }
    fn play(&self) -> &'static str {
        "Play"
    }
    fn one_move_forward(&self) -> &'static str {
        "One move forward"
    }
    fn to_the_end(&self) -> &'static str {
        "To the end"
    }
    fn speed(&self) -> &'static str {
        "Speed"
    }
    fn replay_speed(&self, speed: ReplaySpeed) -> &'static str {
        match speed {
            ReplaySpeed::Slow => "Slow",
            ReplaySpeed::Normal => "Normal",
            ReplaySpeed::Fast => "Fast",
        }
    }
    fn replay_position(&self, step: usize, steps: usize) -> String {
        format!("{step} of {steps} moves played")
    }
    fn show_all_cards(&self) -> &'static str {
        "Show all cards"
    }
    fn share_replay_label(&self) -> &'static str {
        "Share this replay"
    }
    fn replay_link(&self) -> &'static str {
        "Link to this replay"
    }

    fn crash_title(&self) -> &'static str {
        "Something went wrong"
    }
    fn crash_explanation(&self) -> &'static str {
        "Duskdeck stopped because of a mistake in its own code. Your saved game is kept: \
         reload, and the lobby offers to resume it from the move before the one that failed."
    }
    fn bug_report_label(&self) -> &'static str {
        "Bug report"
    }
    fn reload(&self) -> &'static str {
        "Reload"
    }
    fn copy_bug_report(&self) -> &'static str {
        "Copy bug report"
    }
    fn unknown_error(&self) -> &'static str {
        "an unknown error"
    }
    fn bug_report(&self, build: &str, error: &str, game: &str) -> String {
        format!("Duskdeck bug report\nBuild: {build}\nError: {error}\n{game}\n")
    }
    fn bug_report_game(&self, link: &str, moves: usize, save: &str) -> String {
        format!("Game link: {link}\nMoves played: {moves}\nSaved game:\n{save}")
    }
    fn bug_report_unreadable_save(&self, reason: &str) -> String {
        format!("The saved game could not be read: {reason}")
    }
    fn bug_report_no_save(&self) -> &'static str {
        "No game was saved."
    }
}
