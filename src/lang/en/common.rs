use crate::engine::{Damage, RECORD_VERSION, RecordError};
use crate::engine::{Seat, SettingsError};
use crate::lang::common::CommonWords;
use crate::lang::common::{game_name, variant_name};
use crate::lang::words;

pub struct Common;

impl CommonWords for Common {
    fn call_line(&self, label: &str, made: u32, came_off: Option<(u32, &str)>) -> String {
        match came_off {
            Some((n, word)) => format!("{label}: {made}, {n} {word}"),
            None => format!("{label}: {made}"),
        }
    }
    fn seat(&self, seat: Seat) -> String {
        format!("Seat {}", seat.0 + 1)
    }
    fn and_list(&self, items: &[String]) -> String {
        words::and_list(items)
    }
    fn or_list(&self, items: &[String]) -> String {
        words::or_list(items)
    }
    fn game_over(&self) -> &'static str {
        "the game is over"
    }
    fn move_not_possible(&self) -> &'static str {
        "that move is not possible now"
    }
    fn settings_error(&self, error: &SettingsError) -> String {
        let name = |id: &str| game_name(id);
        match error {
            SettingsError::Seats {
                game,
                min,
                max,
                asked,
            } => {
                format!(
                    "{} is played by {min} to {max} players, not {asked}",
                    name(game)
                )
            }
            SettingsError::Variant { game, asked } => {
                format!("{} has no variant called \"{asked}\"", name(game))
            }
            SettingsError::NoRounds { game } => {
                format!("{} is a single game, not a match of rounds", name(game))
            }
            SettingsError::SingleRoundVariant { game, variant } => format!(
                "{} ({}) is a single game, not a match of rounds",
                variant_name(game, variant),
                name(game)
            ),
            SettingsError::Rounds { game, max, asked } => {
                format!(
                    "a match of {} lasts 1 to {max} rounds, not {asked}",
                    name(game)
                )
            }
        }
    }
    fn record_error(&self, error: &RecordError) -> String {
        match error {
            RecordError::NotARecord => "this is not a Duskdeck match code".into(),
            RecordError::Version { found } => format!(
                "this match code was made by a different version of Duskdeck (format {found}, expected {RECORD_VERSION})"
            ),
            RecordError::Damaged(why) => {
                let why = match why {
                    Damage::Characters => {
                        "it holds characters a match code never has, or it was cut short"
                    }
                    Damage::CutOrAltered => "it was cut short or altered",
                    Damage::ExtraCharacters => "it has extra characters after the moves",
                };
                format!("this match code is damaged: {why}")
            }
            RecordError::WrongGame { expected, found } => format!(
                "this match code is for {}, not {}",
                game_name(found),
                game_name(expected)
            ),
            RecordError::Settings(e) => {
                format!(
                    "this match code's settings are invalid: {}",
                    self.settings_error(e)
                )
            }
            RecordError::ActionOutOfRange { ply, index, legal } => format!(
                "move {ply} of this match code is out of range ({index} of {legal} choices)"
            ),
        }
    }
}
