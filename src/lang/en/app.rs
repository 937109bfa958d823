use crate::bots::Difficulty;
use crate::engine::Seat;
use crate::engine::words::count;
use crate::games::GameId;
use crate::lang::app::AppWords;

pub struct App;

impl AppWords for App {
    fn language(&self) -> &'static str {
        "Language"
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
    fn replay_link_refused(&self, reason: &str) -> String {
        format!("That replay link cannot be opened: {reason}.")
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
            GameId::Grue => "5\u{2013}15 min",
            GameId::GridOfShadows | GameId::Grimwood => "20\u{2013}40 min",
            GameId::Gridlock => "10\u{2013}30 min a round",
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

    fn rules_players(&self, min: u8, max: u8, default: u8) -> String {
        format!("{min} to {max} players ({default} by default).")
    }
    fn back_to_your_game(&self) -> &'static str {
        "\u{2190} Back to your game"
    }
    fn back_to_the_lobby(&self) -> &'static str {
        "\u{2190} Back to the lobby"
    }

    fn cannot_do_that(&self, reason: &str) -> String {
        format!("Can\u{2019}t do that: {reason}")
    }
    fn bot_cannot_move(&self, reason: &str) -> String {
        format!("The bot cannot move: {reason}.")
    }
}
