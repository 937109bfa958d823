//! The app's own words: the header, lobby, rules page, table, notices, links and saves.

use crate::bots::Difficulty;
use crate::engine::{Seat, SeatResult};
use crate::games::GameId;

/// Who plays a seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Controller {
    /// The person holding the device.
    You,
    /// Another person at the same device.
    Person,
    /// A bot, at its difficulty when that is known (a replay link may not say).
    Bot(Option<Difficulty>),
}

/// A list a save keeps beside its moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SaveList {
    Hints,
    TakeBacks,
}

pub trait AppWords: Sync {
    // The header and notices.
    /// The language picker's label.
    fn language(&self) -> &'static str;
    /// The sound switch's name, saying whether sound is on now.
    fn sound_label(&self, on: bool) -> &'static str;
    /// The close button of a notice.
    fn dismiss_notice(&self) -> &'static str;
    /// An address far too long to be a link.
    fn address_too_long(&self, characters: usize) -> String;
    /// An address that leads nowhere; `path` comes quoted.
    fn no_such_page(&self, path: &str) -> String;
    /// A rules address naming no game; `id` comes quoted.
    fn no_such_rules(&self, id: &str) -> String;
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
    /// A set number of rounds, under the settings: a limit, the game's own end (`standard`)
    /// still ending the match sooner.
    fn rounds_note(&self, rounds: u8, standard: &str) -> String;
    /// How long a match of a set number of rounds takes, in minutes from and to.
    fn match_time(&self, minutes: (u16, u16)) -> String;
    /// How long a full match usually takes: `rounds` and `minutes` from and to.
    fn full_match_time(&self, rounds: (u8, u8), minutes: (u16, u16)) -> String;
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
    /// The saved game is over: its end screen can still be opened.
    fn game_ended(&self, game: &str, moves: usize) -> String;
    fn see_how_it_ended(&self) -> &'static str;
    /// Asked before Start deals a new game while an unfinished one waits: starting gives it up.
    fn start_gives_up(&self, game: &str) -> String;
    fn start_anyway(&self) -> &'static str;
    fn keep_waiting_game(&self) -> &'static str;

    // The rules page.
    fn rules_players(&self, min: u8, max: u8, default: u8) -> String;
    fn back_to_your_game(&self) -> &'static str;
    fn back_to_the_lobby(&self) -> &'static str;
    /// The rules page's text could not be read (offline before the site was ever kept, say).
    fn rules_unavailable(&self) -> &'static str;

    // Moves refused, bots stuck.
    /// A move refused, with the rules' reason.
    fn cannot_do_that(&self, reason: &str) -> String;
    /// The browser refused to store the game (its storage is full): play goes on, unsaved.
    fn not_saved(&self) -> &'static str;
    /// The browser refused to store a finished game in the record.
    fn not_recorded(&self) -> &'static str;
    fn bot_cannot_move(&self, reason: &str) -> String;

    // The table.
    /// A save whose moves do not replay, and why.
    fn save_not_resumed(&self, reason: &str) -> String;
    /// A table the rules refuse to deal.
    fn cannot_deal(&self, reason: &str) -> String;
    /// A drag released away from any target.
    fn dropped_on_nothing(&self) -> &'static str;
    /// The log toggle, log shown.
    fn hide_log(&self) -> &'static str;
    /// The log toggle and the log's heading.
    fn log(&self) -> &'static str;
    /// The table's link to the rules page.
    fn rules_link(&self) -> &'static str;
    /// The table's button to the lobby.
    fn lobby(&self) -> &'static str;
    /// The board's accessible name.
    fn the_table(&self) -> &'static str;
    /// The dot beside a bot that is thinking.
    fn thinking_dot(&self) -> &'static str;
    /// A seat panel's accessible name: who, played by whom, and its face-down cards.
    fn seat_label(&self, seat: Seat, controller: &str, hidden_cards: usize) -> String;
    /// A number of cards.
    fn cards(&self, n: usize) -> String;
    /// A number of face-down cards held beside face-up ones drawn next to them.
    fn more_hidden_cards(&self, n: usize) -> String;
    /// The badge on the viewer's own seat.
    fn you_badge(&self) -> &'static str;
    /// A stack's accessible name with its size.
    fn pile_label(&self, label: &str, cards: usize) -> String;
    /// A face-down card the viewer knows.
    fn face_down_known(&self, name: &str, note: &str) -> String;
    /// A face-down card with a word under it.
    fn face_down_with_note(&self, note: &str) -> String;
    /// A face-down card.
    fn face_down(&self) -> &'static str;
    /// The accessible name of a face-up card drawn as an image: its name and its hint.
    fn card_label(&self, name: &str, hint: &str) -> String;
    /// The hand panel's accessible name.
    fn your_hand(&self) -> &'static str;
    /// The hint button's tooltip.
    fn hint_title(&self) -> &'static str;
    /// The hint button while the search runs.
    fn hint_thinking(&self) -> &'static str;
    /// The hint button.
    fn hint(&self) -> &'static str;
    /// The actions panel's accessible name.
    fn your_moves(&self) -> &'static str;
    /// The chooser's accessible name.
    fn which_move(&self) -> &'static str;
    /// The chooser's question.
    fn drop_means_several(&self) -> &'static str;
    /// Closing a question without choosing.
    fn cancel(&self) -> &'static str;
    /// The private notes panel's heading.
    fn only_you_know(&self) -> &'static str;
    /// The log panel's accessible name.
    fn what_happened(&self) -> &'static str;
    /// The share section's accessible name.
    fn share_this_deal(&self) -> &'static str;
    /// The link to the deal being played.
    fn link_to_this_deal(&self) -> &'static str;
    /// A link copied to the clipboard.
    fn copied(&self) -> &'static str;
    /// Copying a link.
    fn copy_link(&self) -> &'static str;
    /// The curtain's heading at a shared device.
    fn pass_the_device(&self, seat: Seat) -> String;
    /// The curtain's warning.
    fn only_they_look(&self, seat: Seat) -> String;
    /// The curtain's button.
    fn show_my_cards(&self, seat: Seat) -> String;
    /// The score table's accessible name.
    fn scores(&self) -> &'static str;
    /// The score table's first column.
    fn player(&self) -> &'static str;
    /// The score table's result column.
    fn result(&self) -> &'static str;
    /// A seat's result.
    fn result_word(&self, result: SeatResult) -> &'static str;
    /// The button under a round's summary.
    fn deal_next_round(&self) -> &'static str;
    /// The end screen's first button.
    fn play_again(&self) -> &'static str;
    /// The end screen's replay link.
    fn watch_the_replay(&self) -> &'static str;
    /// Back from the table to the end screen.
    fn show_the_scores(&self) -> &'static str;
    /// From the end screen to the table.
    fn see_the_table(&self) -> &'static str;
    /// The end screen's lobby button.
    fn back_to_lobby(&self) -> &'static str;
    /// The take-back button's tooltip.
    fn take_back_title(&self) -> &'static str;
    /// A take-back refused, and why.
    fn cannot_take_back(&self, reason: &str) -> String;
    /// The take-back button.
    fn take_back(&self) -> &'static str;
    /// The shared-device take-back curtain's heading.
    fn take_back_question(&self) -> &'static str;
    /// The shared-device take-back curtain's text.
    fn take_back_everyone_agrees(&self) -> &'static str;
    /// The shared-device take-back confirmation.
    fn we_all_agree(&self) -> &'static str;

    // Guided first games.
    /// A game with no guided first game.
    fn no_tutorial(&self, game: &str) -> String;
    /// A move other than the one the coach asks for, turned down kindly.
    fn tutorial_other_move(&self) -> &'static str;
    /// Take-back asked in a guided game.
    fn not_in_a_tutorial(&self) -> &'static str;
    /// The lobby's control that opens a game's guided first game.
    fn learn_to_play(&self) -> &'static str;
    /// Marks a game whose guided first game was finished.
    fn learned(&self) -> &'static str;
    /// The coach's progress.
    fn coach_step(&self, step: usize, steps: usize) -> String;
    /// Above the introduction, before the first teaching move.
    fn coach_before_first(&self) -> &'static str;
    /// The prompt while the coach waits for the move it marks, named by its button's `label`.
    fn coach_marked_move(&self, label: &str) -> String;
    /// The prompt while the table waits for the learner to read the coach.
    fn coach_read_first(&self) -> &'static str;
    /// Goes on after reading a remark.
    fn coach_continue(&self) -> &'static str;
    /// While the other seats move.
    fn coach_watch(&self) -> &'static str;
    /// Leaves a finished guided game for a real one.
    fn coach_play_for_real(&self) -> &'static str;
    /// Plays a finished guided game on, without the coach's lessons.
    fn coach_play_on(&self) -> &'static str;
    /// The prompt while the finished guided game waits for the learner's choice.
    fn coach_done_prompt(&self) -> &'static str;
    /// The coach's heading once the guided game is played on.
    fn coach_finished(&self) -> &'static str;
    /// The coach's words once the guided game is played on (its lessons would have gone stale).
    fn coach_playing_on(&self) -> &'static str;
    /// Closes the coach's box once the guided game is played on, for the rest of that game.
    fn coach_close(&self) -> &'static str;
    /// The coach's words could not be fetched.
    fn coach_words_missing(&self) -> &'static str;
    /// Start's question the first time a game is started.
    fn new_to_game(&self, game: &str) -> String;
    /// The answer that skips the guided game.
    fn just_play(&self) -> &'static str;

    // Reviews of finished games, and practice from them.
    /// What a review is, before it starts.
    fn review_intro(&self) -> &'static str;
    /// Starts the review.
    fn review_start(&self) -> &'static str;
    /// While reviewing.
    fn reviewing(&self, done: usize, total: usize) -> String;
    /// The review's outcome: decisions reviewed and how many were marked.
    fn review_summary(&self, reviewed: usize, marked: usize) -> String;
    /// A marked decision: which of the player's decisions it was (counted from 1), the game's
    /// move number (the replay bar's), what was played and what rated better, with their chances
    /// of winning in percent.
    fn review_mark(
        &self,
        decision: usize,
        move_number: usize,
        played: &str,
        played_percent: u32,
        better: &str,
        better_percent: u32,
    ) -> String;
    /// Steps the replay to a marked decision.
    fn review_show(&self) -> &'static str;
    /// Opens a marked decision's position as a practice game.
    fn try_again(&self) -> &'static str;
    /// A replay's question about the move just shown, made by another seat.
    fn why_ask(&self, seat: Seat) -> String;
    /// While the bot's decision is worked out again.
    fn why_thinking(&self, seat: Seat) -> String;
    /// The move played, and what the bot weighed: each move with its chance of winning.
    fn why_weighed(
        &self,
        seat: Seat,
        played: &str,
        difficulty: &str,
        moves: &[(String, u32)],
    ) -> String;
    /// Worked out again, the bot would play `chosen`, not the move in the record.
    fn why_other_choice(&self, chosen: &str) -> String;
    /// A bot that plays by rules of thumb and weighs nothing.
    fn why_rules_of_thumb(&self, seat: Seat) -> String;
    /// The link does not name the bots' difficulty: the answer is what a bot of `difficulty`
    /// makes of that seat's view, and may not be the move played.
    fn why_untold(&self, difficulty: &str) -> String;
    /// The link to the replay from that seat's view, just before its move.
    fn why_see_view(&self, seat: Seat) -> String;
    /// The decision could not be worked out again (no worker and no answer).
    fn why_unavailable(&self) -> &'static str;
    /// Said when a practice game opens.
    fn practice_notice(&self, moves: usize) -> String;
    /// The end screen's and record's way into a review.
    fn review(&self) -> &'static str;
    /// The end screen's heading over your calls that matter ([`crate::lang::call_lines`]).
    fn your_calls(&self) -> &'static str;

    // Play: prompts, log lines, endings, take-backs and hints.
    /// Take-back asked of something that is not a live game.
    fn not_in_progress(&self) -> &'static str;
    /// A take-back with no move before it, inside a sentence.
    fn nothing_to_take_back(&self) -> &'static str;
    /// A take-back before any move of one's own.
    fn no_move_to_take_back_yet(&self) -> &'static str;
    /// Why a take-back is refused: the seat has seen a card it could not see before.
    fn seen_a_new_card(&self, seat: Seat, viewer: Option<Seat>) -> String;
    /// A saved move that the rules refuse on replay (`ply` counts from one).
    fn move_not_replayed(&self, ply: usize, reason: &str) -> String;
    /// The log line of a lone move made for a person.
    fn only_move_made(&self, label: &str) -> String;
    /// The prompt once the game has ended.
    fn game_over(&self) -> &'static str;
    /// The prompt while the curtain is down.
    fn pass_device_prompt(&self, seat: Seat) -> String;
    /// A prompt at a shared device, naming whose it is.
    fn seat_prompt(&self, seat: Seat, prompt: &str) -> String;
    /// The prompt while a bot thinks.
    fn bot_thinking(&self, seat: Seat) -> String;
    /// The prompt of a person who is out (dead, or done for the round) while the others play on.
    fn watching_while_out(&self, prompt: &str) -> String;
    /// The prompt while chance moves.
    fn shuffled_by_fate(&self) -> &'static str;
    /// The log line of a hint.
    fn asked_for_a_hint(&self, seat: Seat, viewer: Seat) -> String;
    /// The log line of a take-back.
    fn took_back_a_move(&self, seat: Seat, viewer: Seat) -> String;
    /// The end screen's title: the person's own result (`None` at a shared device or when watching).
    fn ending_title(&self, mine: Option<SeatResult>, anyone_won: bool) -> &'static str;
    /// Under the title at a shared device: whose cards are shown.
    fn showing_cards_of(&self, seat: Seat) -> String;
    /// Under the title: the person's seat.
    fn you_are(&self, seat: Seat) -> String;
    /// A drop no move matches.
    fn cannot_go_there(&self) -> &'static str;
    /// A move named by its place in the list, when it has no label.
    fn move_number(&self, n: usize) -> String;
    /// A hint's headline.
    fn hint_headline(&self, label: &str) -> String;
    /// A hint's headline when other moves did about as well: a close call, not firm advice.
    fn hint_headline_close(&self, label: &str) -> String;
    /// Said after the scores when the hinted move leads the next by less than luck could make.
    fn hint_within_luck(&self) -> &'static str;
    /// Why a hint: the move's chance of winning in percent over the deals that fit the person's
    /// view (`None`: the search hardly tried it), the best other moves with theirs, and whether the
    /// rules of thumb broke a near tie.
    fn hint_reason(&self, top: Option<u32>, others: &[(String, u32)], undecided: bool) -> String;
    /// Why a hint when the best moves the search tried all win equally often (`percent`, often 0
    /// near a lost game's end): no move is better by the numbers, so the rules of thumb chose.
    fn hint_reason_level(&self, percent: u32) -> String;
    /// Why a hint when another move the search tried scored a little better: the hinted move and
    /// the `others` (labels) win between `low` and `high` percent, too close to call, so the rules
    /// of thumb chose. Said as a range, since "46% over 47%" reads as the worse move advised.
    fn hint_reason_close(&self, low: u32, high: u32, others: &[String]) -> String;

    // Links and saves.
    /// Who plays a seat, as its panel says it.
    fn controller(&self, controller: Controller) -> String;
    /// A link whose escapes do not decode.
    fn link_garbled(&self) -> &'static str;
    /// A link without a game.
    fn link_names_no_game(&self) -> &'static str;
    /// A link naming a game Duskdeck lacks (quoted).
    fn link_unknown_game(&self, game: &str) -> String;
    /// A link field that should be a seat count (quoted).
    fn not_a_seat_count(&self, text: &str) -> String;
    /// A link field that should be a round count (quoted).
    fn not_a_round_count(&self, text: &str) -> String;
    /// A link field that should be a seed (quoted).
    fn not_a_deal_number(&self, text: &str) -> String;
    /// A link naming a seat past the table's last.
    fn seat_beyond_table(&self, seat: Seat, seats: u8) -> String;
    /// A link field that should be a seat (quoted).
    fn not_a_seat(&self, text: &str) -> String;
    /// A link field that should be a difficulty (quoted).
    fn not_a_bot_level(&self, text: &str) -> String;
    /// A link field that should be a pace (quoted).
    fn not_a_pace(&self, text: &str) -> String;
    /// A link cut inside its checksum's name.
    fn link_cut_in_check(&self) -> &'static str;
    /// A link whose checksum does not match.
    fn link_check_fails(&self) -> &'static str;
    /// A setup for one game opened at another's table.
    fn table_plays_other_game(&self, game: &str, asked: &str) -> String;
    /// A move index past the legal list.
    fn no_choice_number(&self, n: usize) -> String;
    /// A save whose list of hints or take-backs is damaged.
    fn save_list_damaged(&self, list: SaveList) -> String;
    /// Text that is no save at all.
    fn not_a_save(&self) -> &'static str;
    /// A save missing its lines.
    fn save_cut_short(&self) -> &'static str;
    /// A save whose table link is refused.
    fn save_table_bad(&self, reason: &str) -> String;
    /// A save with an unknown line.
    fn save_extra_line(&self) -> &'static str;
    /// A save whose record is another deal's.
    fn save_other_deal(&self) -> &'static str;
    /// A game link refused, and why.
    fn link_refused(&self, reason: &str) -> String;
    /// For a screen reader: the card picked up and how to place it among its `places`.
    fn holding(&self, card: &str, places: usize) -> String;
    /// A face-down card the viewer knows, for a screen reader.
    fn face_down_named(&self, name: &str) -> String;
    /// After a playable card's words, for a screen reader.
    fn pick_up_to_play(&self) -> &'static str;
    /// On a touch screen while a card is held: a tap picked it up, so how to read a card instead.
    fn hold_to_read(&self) -> &'static str;
    /// The noun after a pile's drawn count, for a screen reader.
    fn card_noun(&self, n: usize) -> &'static str;
}
