use crate::bots::Difficulty;
use crate::engine::{Seat, SeatResult};
use crate::games::GameId;
use crate::lang::app::{AppWords, Controller, SaveList};
use crate::lang::common::CommonWords;
use crate::lang::words::{capitalise, count, name, sentence_end, verb};

pub struct App;

/// What "the rule of thumb" a hint falls back on is, said where the hint names it.
const RULE_OF_THUMB: &str = " (the move the Easy bot plays: what looks best at a glance, without \
     playing the game out).";

impl AppWords for App {
    fn language(&self) -> &'static str {
        "Language"
    }

    fn sound_label(&self, on: bool) -> &'static str {
        if on {
            "Sound on (turn off)"
        } else {
            "Sound off (turn on)"
        }
    }
    fn dismiss_notice(&self) -> &'static str {
        "Dismiss this notice"
    }
    fn address_too_long(&self, characters: usize) -> String {
        format!(
            "That address is {} long, far longer than any Duskdeck link, so it was not opened.",
            count(characters as i64, "character", "characters")
        )
    }
    fn no_such_page(&self, path: &str) -> String {
        format!("There is no page at {path}, so here is the lobby.")
    }
    fn no_such_rules(&self, id: &str) -> String {
        format!("There are no rules for a game called {id}.")
    }
    fn save_discarded(&self, reason: &str) -> String {
        format!("Your saved game could not be read ({reason}), so it was discarded.")
    }

    fn tagline(&self) -> &'static str {
        "Shadowy card games for one player against bots, or for friends passing one device."
    }
    fn record_link(&self) -> &'static str {
        "Your record and finished games"
    }
    fn choose_a_game(&self) -> &'static str {
        "Choose a game"
    }
    fn more_games_coming(&self) -> &'static str {
        "More games are on their way."
    }
    fn set_the_table(&self) -> &'static str {
        "Set the table"
    }
    fn start(&self) -> &'static str {
        "Start"
    }
    fn pitch(&self, game: GameId) -> &'static str {
        match game {
            GameId::Grue => {
                "Trade in silent darkness for the Sword and Shield before the Grue eats you; \
                 one of you secretly serves it."
            }
            GameId::GridOfShadows => {
                "Play cards face down, claim anything, and cry \u{201c}Lights!\u{201d} on a liar: \
                 the first to empty their hand escapes."
            }
            GameId::Gridlock => {
                "Swap cards into your face-down 3\u{d7}3 grid until its rows and columns make \
                 runs and sets worth points."
            }
            GameId::ShadowHouse => {
                "A lord lies dead at dinner. Unmask whoever holds the Culprit card, or hold it \
                 yourself and slip away."
            }
            GameId::Grimwood => {
                "Draw, steal and set loose 24 supernaturals to lay down the richest combos \
                 before the forest runs out."
            }
        }
    }
    fn length(&self, game: GameId) -> &'static str {
        match game {
            // The tester's two four-seat games of Grid of Shadows against bots took 4 and 7
            // minutes.
            GameId::Grue | GameId::GridOfShadows => "5\u{2013}15 min",
            GameId::Grimwood => "10\u{2013}20 min",
            GameId::Gridlock => "10\u{2013}15 min",
            GameId::ShadowHouse => "15\u{2013}30 min",
        }
    }
    fn players_range(&self, min: u8, max: u8) -> String {
        if min == max {
            count(min, "player", "players")
        } else {
            format!("{min}\u{2013}{max} players")
        }
    }
    fn players(&self, n: u8) -> String {
        count(n, "player", "players")
    }
    fn how_to_play(&self) -> &'static str {
        "How to play"
    }
    fn field_game(&self) -> &'static str {
        "Game"
    }
    fn field_players(&self) -> &'static str {
        "Players"
    }
    fn field_your_seat(&self) -> &'static str {
        "Your seat"
    }
    fn field_difficulty(&self) -> &'static str {
        "Bot difficulty"
    }
    fn field_rules(&self) -> &'static str {
        "Rules"
    }
    fn standard_rules(&self) -> &'static str {
        "Standard"
    }
    fn field_match_length(&self) -> &'static str {
        "Match length"
    }
    fn full_match(&self) -> &'static str {
        "Full match"
    }
    fn rounds(&self, n: u8) -> String {
        count(n, "round", "rounds")
    }
    fn full_match_note(&self, standard: &str) -> String {
        format!("A full match: {standard}.")
    }
    fn rounds_note(&self, rounds: u8, standard: &str) -> String {
        format!(
            "{} at most, or sooner: {standard}.",
            capitalise(&count(rounds, "round", "rounds"))
        )
    }
    fn match_time(&self, (from, to): (u16, u16)) -> String {
        format!("About {from}\u{2013}{to} minutes with bots.")
    }
    fn full_match_time(&self, (few, many): (u8, u8), (from, to): (u16, u16)) -> String {
        format!("Usually {few}\u{2013}{many} rounds, about {from}\u{2013}{to} minutes with bots.")
    }
    fn field_pace(&self) -> &'static str {
        "Bot pace"
    }
    fn difficulty(&self, difficulty: Difficulty) -> &'static str {
        match difficulty {
            Difficulty::Easy => "Easy",
            Difficulty::Normal => "Normal",
            Difficulty::Hard => "Hard",
            Difficulty::Expert => "Expert",
        }
    }
    fn pace(&self, pace: &str) -> &'static str {
        match pace {
            "fast" => "Fast",
            "slow" => "Slow",
            _ => "Normal",
        }
    }
    fn played_by_a_person(&self) -> &'static str {
        "Played by a person"
    }
    fn tick_a_friend(&self) -> &'static str {
        "Tick a friend\u{2019}s seat; bots play the others."
    }
    fn start_summary(&self, seats: u8, you: Seat) -> String {
        format!("{} \u{b7} you are {you}", count(seats, "player", "players"))
    }
    fn crashed_game(&self, game: &str, at: usize, kept: usize) -> String {
        let from = match kept {
            0 => "the deal".to_string(),
            kept => format!("move {kept}"),
        };
        format!(
            "Duskdeck stopped with an error in your game of {game} after move {at}. It can go \
             on from {from}, before the move that failed."
        )
    }
    fn resume_before_the_error(&self) -> &'static str {
        "Resume before the error"
    }
    fn game_waiting(&self, game: &str, moves: usize) -> String {
        format!(
            "A game of {game} is waiting ({} played).",
            count(moves as i64, "move", "moves")
        )
    }
    fn continue_game(&self) -> &'static str {
        "Continue"
    }
    fn game_ended(&self, game: &str, moves: usize) -> String {
        format!(
            "Your last game of {game} is over ({} played).",
            count(moves as i64, "move", "moves")
        )
    }
    fn see_how_it_ended(&self) -> &'static str {
        "See how it ended"
    }
    fn start_gives_up(&self, game: &str) -> String {
        format!(
            "A new game replaces the game of {game} that is waiting: it will count as abandoned \
             in your record."
        )
    }
    fn start_anyway(&self) -> &'static str {
        "Start the new game"
    }
    fn keep_waiting_game(&self) -> &'static str {
        "Keep the waiting game"
    }

    fn rules_players(&self, min: u8, max: u8, default: u8) -> String {
        format!("{min} to {max} players ({default} by default).")
    }
    fn back_to_your_game(&self) -> &'static str {
        "\u{2190} Back to your game"
    }
    fn back_to_the_lobby(&self) -> &'static str {
        "\u{2190} Back to the lobby"
    }
    fn rules_unavailable(&self) -> &'static str {
        "The rules could not be loaded. Check your connection and reload the page."
    }

    fn not_saved(&self) -> &'static str {
        "This browser\u{2019}s storage is full, so this game is not being saved: a reload would lose \
         it. Free some space to keep it."
    }
    fn not_recorded(&self) -> &'static str {
        "This browser\u{2019}s storage is full, so this game could not be added to your record."
    }
    fn cannot_do_that(&self, reason: &str) -> String {
        format!("Can\u{2019}t do that: {reason}")
    }
    fn bot_cannot_move(&self, reason: &str) -> String {
        format!("The bot cannot move: {reason}.")
    }

    fn save_not_resumed(&self, reason: &str) -> String {
        format!("Your saved game could not be resumed ({reason}), so the deal starts afresh.")
    }
    fn cannot_deal(&self, reason: &str) -> String {
        format!("That game cannot be dealt: {reason}.")
    }
    fn dropped_on_nothing(&self) -> &'static str {
        "That card was dropped on nothing, so it went back. Drop it on a ringed place."
    }
    fn hide_log(&self) -> &'static str {
        "Hide log"
    }
    fn log(&self) -> &'static str {
        "Log"
    }
    fn rules_link(&self) -> &'static str {
        "Rules"
    }
    fn lobby(&self) -> &'static str {
        "Lobby"
    }
    fn the_table(&self) -> &'static str {
        "The table"
    }
    fn thinking_dot(&self) -> &'static str {
        "thinking"
    }
    fn seat_label(&self, seat: Seat, controller: &str, hidden_cards: usize) -> String {
        if hidden_cards > 0 {
            format!(
                "{seat}, {controller}, {}",
                count(hidden_cards as i64, "card", "cards")
            )
        } else {
            format!("{seat}, {controller}")
        }
    }
    fn cards(&self, n: usize) -> String {
        count(n as i64, "card", "cards")
    }
    fn more_hidden_cards(&self, n: usize) -> String {
        format!("+{n} hidden")
    }
    fn you_badge(&self) -> &'static str {
        "You"
    }
    fn pile_label(&self, label: &str, cards: usize) -> String {
        format!("{label}, {}", count(cards as i64, "card", "cards"))
    }
    fn face_down_known(&self, name: &str, note: &str) -> String {
        format!("{name}, face down ({note})")
    }
    fn face_down_with_note(&self, note: &str) -> String {
        format!("A face-down card ({note})")
    }
    fn face_down(&self) -> &'static str {
        "A face-down card"
    }
    fn card_label(&self, name: &str, hint: &str) -> String {
        format!("{name}: {hint}")
    }
    fn your_hand(&self) -> &'static str {
        "Your hand"
    }
    fn hint_title(&self) -> &'static str {
        "What would the hard bot play, from what you can see?"
    }
    fn hint_thinking(&self) -> &'static str {
        "Thinking\u{2026}"
    }
    fn hint(&self) -> &'static str {
        "Hint"
    }
    fn your_moves(&self) -> &'static str {
        "Your moves"
    }
    fn which_move(&self) -> &'static str {
        "Which move?"
    }
    fn drop_means_several(&self) -> &'static str {
        "That drop could mean more than one move:"
    }
    fn cancel(&self) -> &'static str {
        "Cancel"
    }
    fn only_you_know(&self) -> &'static str {
        "Only you know"
    }
    fn what_happened(&self) -> &'static str {
        "What happened"
    }
    fn share_this_deal(&self) -> &'static str {
        "Share this deal"
    }
    fn link_to_this_deal(&self) -> &'static str {
        "Link to this deal"
    }
    fn copied(&self) -> &'static str {
        "Copied"
    }
    fn copy_link(&self) -> &'static str {
        "Copy link"
    }
    fn pass_the_device(&self, seat: Seat) -> String {
        format!("Pass the device to {seat}")
    }
    fn only_they_look(&self, seat: Seat) -> String {
        format!("Only {seat} should look at the screen now.")
    }
    fn show_my_cards(&self, seat: Seat) -> String {
        format!("I am {seat}: show my cards")
    }
    fn scores(&self) -> &'static str {
        "Scores"
    }
    fn player(&self) -> &'static str {
        "Player"
    }
    fn result(&self) -> &'static str {
        "Result"
    }
    fn result_word(&self, result: SeatResult) -> &'static str {
        match result {
            SeatResult::Win => "Win",
            SeatResult::Loss => "Loss",
            SeatResult::Draw => "Draw",
        }
    }
    fn deal_next_round(&self) -> &'static str {
        "Deal the next round"
    }
    fn play_again(&self) -> &'static str {
        "Play again"
    }
    fn watch_the_replay(&self) -> &'static str {
        "Watch the replay"
    }
    fn show_the_scores(&self) -> &'static str {
        "Show the scores"
    }
    fn see_the_table(&self) -> &'static str {
        "See the table"
    }
    fn back_to_lobby(&self) -> &'static str {
        "Back to lobby"
    }
    fn take_back_title(&self) -> &'static str {
        "Take back your last move and the moves after it"
    }
    fn cannot_take_back(&self, reason: &str) -> String {
        format!("Can\u{2019}t take back: {reason}")
    }
    fn take_back(&self) -> &'static str {
        "Take back"
    }
    fn take_back_question(&self) -> &'static str {
        "Take back the last move?"
    }
    fn take_back_everyone_agrees(&self) -> &'static str {
        "Every player at this device must agree: the last move and every move after it are undone."
    }
    fn we_all_agree(&self) -> &'static str {
        "We all agree"
    }

    fn no_tutorial(&self, game: &str) -> String {
        format!("{game} has no guided first game yet")
    }
    fn tutorial_other_move(&self) -> &'static str {
        "Not that one this time: the coach marks the move to make."
    }
    fn not_in_a_tutorial(&self) -> &'static str {
        "a guided game takes no moves back"
    }
    fn learn_to_play(&self) -> &'static str {
        "Learn to play"
    }
    fn learned(&self) -> &'static str {
        "Learned"
    }
    fn coach_step(&self, step: usize, steps: usize) -> String {
        format!("Move {step} of {steps}")
    }
    fn coach_before_first(&self) -> &'static str {
        "Before you start"
    }
    fn coach_marked_move(&self, label: &str) -> String {
        format!("The coach marks your move: {label}.")
    }
    fn coach_read_first(&self) -> &'static str {
        "Read the coach\u{2019}s note, then press Continue."
    }
    fn coach_continue(&self) -> &'static str {
        "Continue"
    }
    fn coach_watch(&self) -> &'static str {
        "Watch the others move: the coach speaks again when there is something to see."
    }
    fn coach_play_for_real(&self) -> &'static str {
        "Play a real game"
    }
    fn coach_play_on(&self) -> &'static str {
        "Play this game on"
    }
    fn coach_done_prompt(&self) -> &'static str {
        "The guided game is over: play this game on, or start a real game."
    }
    fn coach_finished(&self) -> &'static str {
        "Guided game finished"
    }
    fn coach_playing_on(&self) -> &'static str {
        "The lessons are over: this game goes on without the coach, the bots playing Easy. Start a \
         real game whenever you like."
    }
    fn coach_close(&self) -> &'static str {
        "Close the coach"
    }
    fn coach_words_missing(&self) -> &'static str {
        "The coach\u{2019}s words could not be loaded. Check the connection and reload the page."
    }
    fn new_to_game(&self, game: &str) -> String {
        format!("New to {game}? A guided first game teaches it in about five minutes.")
    }
    fn just_play(&self) -> &'static str {
        "Just play"
    }
    fn review_intro(&self) -> &'static str {
        "A bot re-examines each of your decisions from what you could see at the time, never the real deal, and marks those where another move was clearly better."
    }
    fn review_start(&self) -> &'static str {
        "Review my decisions"
    }
    fn reviewing(&self, done: usize, total: usize) -> String {
        format!("Reviewing decision {done} of {total}\u{2026}")
    }
    fn review_summary(&self, reviewed: usize, marked: usize) -> String {
        let decisions = if reviewed == 1 {
            "decision"
        } else {
            "decisions"
        };
        match marked {
            0 => format!(
                "{reviewed} {decisions} reviewed: none was clearly worse than another move."
            ),
            1 => format!("{reviewed} {decisions} reviewed: 1 cost you chances."),
            n => format!("{reviewed} {decisions} reviewed: {n} cost you chances."),
        }
    }
    fn review_mark(
        &self,
        decision: usize,
        move_number: usize,
        played: &str,
        played_percent: u32,
        better: &str,
        better_percent: u32,
    ) -> String {
        format!(
            "Your decision {decision} (move {move_number}): you chose \u{201c}{played}\u{201d} (wins {played_percent}%); \u{201c}{better}\u{201d} was better (wins {better_percent}%)."
        )
    }
    fn review_show(&self) -> &'static str {
        "Show"
    }
    fn try_again(&self) -> &'static str {
        "Try it again"
    }
    fn why_ask(&self, seat: Seat) -> String {
        format!("Why did {seat} play that?")
    }
    fn why_thinking(&self, seat: Seat) -> String {
        format!("Working out what {seat} weighed\u{2026}")
    }
    fn why_weighed(
        &self,
        seat: Seat,
        played: &str,
        difficulty: &str,
        moves: &[(String, u32)],
    ) -> String {
        let moves: Vec<String> = moves
            .iter()
            .map(|(label, percent)| format!("{label} wins {percent}%"))
            .collect();
        format!(
            "{seat} chose \u{201c}{played}\u{201d}. Played out over the deals that fit what it could see (its own \
             cards and the table, never yours), the {} bot found: {}.",
            difficulty.to_lowercase(),
            moves.join("; ")
        )
    }
    fn why_other_choice(&self, chosen: &str) -> String {
        format!(
            "Worked out again, it would play {chosen}: the move in the record was not this bot\u{2019}s \
             (a person, a bot of another level, or a guided game\u{2019}s script)."
        )
    }
    fn why_rules_of_thumb(&self, seat: Seat) -> String {
        format!("{seat} is an easy bot: it plays by rules of thumb and weighs no moves.")
    }
    fn why_untold(&self, difficulty: &str) -> String {
        format!(
            "This replay does not say how strong the bots were, so this is how a {} bot weighs \
             that seat's view; it may not have chosen the move played.",
            difficulty.to_lowercase()
        )
    }
    fn why_see_view(&self, seat: Seat) -> String {
        format!("See the table as {seat} saw it")
    }
    fn why_unavailable(&self) -> &'static str {
        "This move could not be worked out again here."
    }
    fn practice_notice(&self, moves: usize) -> String {
        format!(
            "Practice from move {}: this game is not saved and does not count in your record.",
            moves + 1
        )
    }
    fn review(&self) -> &'static str {
        "Review"
    }
    fn your_calls(&self) -> &'static str {
        "Your game in numbers"
    }
    fn not_in_progress(&self) -> &'static str {
        "This is not a game in progress."
    }
    fn nothing_to_take_back(&self) -> &'static str {
        "there is no move to take back"
    }
    fn no_move_to_take_back_yet(&self) -> &'static str {
        "There is no move to take back yet."
    }
    fn seen_a_new_card(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} seen a card since {} last move that {} could not see before.",
            name(seat, viewer),
            verb(seat, viewer, "have", "has"),
            verb(seat, viewer, "your", "their"),
            verb(seat, viewer, "you", "they"),
        )
    }
    fn move_not_replayed(&self, ply: usize, reason: &str) -> String {
        format!("move {ply} cannot be replayed: {reason}")
    }
    fn only_move_made(&self, label: &str) -> String {
        format!("Your only move, made for you: {label}.")
    }
    fn game_over(&self) -> &'static str {
        "The game is over."
    }
    fn pass_device_prompt(&self, seat: Seat) -> String {
        format!("Pass the device to {seat}.")
    }
    fn seat_prompt(&self, seat: Seat, prompt: &str) -> String {
        format!("{seat}: {prompt}")
    }
    fn bot_thinking(&self, seat: Seat) -> String {
        format!("{seat} is thinking\u{2026}")
    }
    fn watching_while_out(&self, prompt: &str) -> String {
        format!("You are out; the others play on. {prompt}")
    }
    fn shuffled_by_fate(&self) -> &'static str {
        "The cards are shuffled by fate\u{2026}"
    }
    fn asked_for_a_hint(&self, seat: Seat, viewer: Seat) -> String {
        if seat == viewer {
            "You asked for a hint.".to_string()
        } else {
            format!("{seat} asked for a hint.")
        }
    }
    fn took_back_a_move(&self, seat: Seat, viewer: Seat) -> String {
        format!("{} took back a move.", name(seat, Some(viewer)))
    }
    fn ending_title(&self, mine: Option<SeatResult>, anyone_won: bool) -> &'static str {
        match mine {
            Some(SeatResult::Draw) => "A draw.",
            _ if !anyone_won => "Nobody wins.",
            Some(SeatResult::Win) => "You win!",
            Some(SeatResult::Loss) => "You lose.",
            None => "Game over",
        }
    }
    fn showing_cards_of(&self, seat: Seat) -> String {
        format!("Showing {seat}\u{2019}s cards")
    }
    fn you_are(&self, seat: Seat) -> String {
        format!("You are {seat}")
    }
    fn cannot_go_there(&self) -> &'static str {
        "that card cannot go there now"
    }
    fn move_number(&self, n: usize) -> String {
        format!("move {n}")
    }
    fn hint_headline(&self, label: &str) -> String {
        format!("Hint: {}", sentence_end(label))
    }
    fn hint_headline_close(&self, label: &str) -> String {
        format!("Hint, a close call: {}", sentence_end(label))
    }
    fn hint_within_luck(&self) -> &'static str {
        " A lead this small could be luck: other moves may do as well."
    }
    fn hint_reason(&self, top: Option<u32>, others: &[(String, u32)], undecided: bool) -> String {
        let mut reason = match top {
            Some(percent) => format!(
                "Played out over the deals that fit what you can see, it wins the game in {percent}% of them"
            ),
            None => "The search hardly tried it".to_string(),
        };
        if !others.is_empty() {
            let others: Vec<String> = others
                .iter()
                .map(|(label, percent)| format!("{label} {percent}%"))
                .collect();
            reason.push_str(&format!("; other moves: {}", others.join(", ")));
        }
        reason.push('.');
        if undecided {
            reason.push_str(" These are too close to call (the difference could be luck), so the hint goes with the rule of thumb");
            reason.push_str(RULE_OF_THUMB);
        }
        reason
    }

    fn hint_reason_level(&self, percent: u32) -> String {
        let outcome = match percent {
            0 => "every move the search tried loses the game from here".to_string(),
            100 => "every move the search tried wins the game from here".to_string(),
            p => format!("every move the search tried wins the game in about {p}% of them"),
        };
        format!(
            "Played out over the deals that fit what you can see, {outcome}, so the hint goes with the rule of thumb{RULE_OF_THUMB}"
        )
    }

    fn hint_reason_close(&self, low: u32, high: u32, others: &[String]) -> String {
        let mut moves = vec!["this move".to_string()];
        moves.extend(others.iter().map(|o| format!("\u{201c}{o}\u{201d}")));
        let all = if moves.len() > 2 { " all" } else { " both" };
        format!(
            "Played out over the deals that fit what you can see, {}{all} win the game in {} of them: too close to call (a difference this small could be luck), so the hint goes with the rule of thumb{RULE_OF_THUMB}",
            super::common::Common.and_list(&moves),
            if low == high {
                format!("about {low}%")
            } else {
                format!("{low}\u{2013}{high}%")
            }
        )
    }

    fn controller(&self, controller: Controller) -> String {
        match controller {
            Controller::You => "you".into(),
            Controller::Person => "human".into(),
            Controller::Bot(Some(difficulty)) => format!("bot · {difficulty}"),
            Controller::Bot(None) => "bot".into(),
        }
    }
    fn link_garbled(&self) -> &'static str {
        "the link is garbled"
    }
    fn link_names_no_game(&self) -> &'static str {
        "the link does not say which game to play"
    }
    fn link_unknown_game(&self, game: &str) -> String {
        format!("the link names an unknown game, {game}")
    }
    fn not_a_seat_count(&self, text: &str) -> String {
        format!("{text} is not a number of seats")
    }
    fn not_a_round_count(&self, text: &str) -> String {
        format!("{text} is not a number of rounds")
    }
    fn not_a_deal_number(&self, text: &str) -> String {
        format!("{text} is not a deal number")
    }
    fn seat_beyond_table(&self, seat: Seat, seats: u8) -> String {
        format!("it names {seat}, but the table has only {seats} seats")
    }
    fn not_a_seat(&self, text: &str) -> String {
        format!("{text} is not a seat")
    }
    fn not_a_bot_level(&self, text: &str) -> String {
        format!("{text} is not a bot level")
    }
    fn not_a_pace(&self, text: &str) -> String {
        format!("{text} is not a pace")
    }
    fn link_cut_in_check(&self) -> &'static str {
        "the link was cut short on its way here. Ask for the link again"
    }
    fn link_check_fails(&self) -> &'static str {
        "the link was cut short or changed on its way here (its check does not match), so it would deal a different game. Ask for the link again"
    }
    fn table_plays_other_game(&self, game: &str, asked: &str) -> String {
        format!("this table plays {game}, not {asked}")
    }
    fn no_choice_number(&self, n: usize) -> String {
        format!("there is no choice number {n} now")
    }
    fn save_list_damaged(&self, list: SaveList) -> String {
        match list {
            SaveList::Hints => "its list of hints is damaged".into(),
            SaveList::TakeBacks => "its list of take-backs is damaged".into(),
        }
    }
    fn not_a_save(&self) -> &'static str {
        "it is not a Duskdeck save"
    }
    fn save_cut_short(&self) -> &'static str {
        "it is cut short"
    }
    fn save_table_bad(&self, reason: &str) -> String {
        format!("its table is bad: {reason}")
    }
    fn save_extra_line(&self) -> &'static str {
        "it has a line it should not have"
    }
    fn save_other_deal(&self) -> &'static str {
        "its moves belong to another deal"
    }
    fn link_refused(&self, reason: &str) -> String {
        format!("That game link cannot be opened: {reason}.")
    }
    fn holding(&self, card: &str, places: usize) -> String {
        format!(
            "Holding {card}: the arrow keys move between the {} it can go to, Enter puts it there, Escape puts it back.",
            count(places as i64, "place", "places")
        )
    }
    fn face_down_named(&self, name: &str) -> String {
        format!("{name}, face down")
    }
    fn pick_up_to_play(&self) -> &'static str {
        ". Pick up to play it"
    }
    fn hold_to_read(&self) -> &'static str {
        "To read a card rather than play it, press and hold it."
    }
    fn card_noun(&self, n: usize) -> &'static str {
        if n == 1 { "card" } else { "cards" }
    }
}
