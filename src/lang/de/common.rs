use crate::engine::{Damage, RECORD_VERSION, RecordError};
use crate::engine::{Seat, SettingsError};
use crate::lang::common::CommonWords;
use crate::lang::common::{game_name, variant_name};
use crate::lang::words;

pub struct Common;

impl CommonWords for Common {
    fn call_line(&self, label: &str, made: u32, came_off: Option<(u32, &str)>) -> String {
        match came_off {
            Some((n, word)) => format!("{label}: {made}, davon {n} {word}"),
            None => format!("{label}: {made}"),
        }
    }
    fn seat(&self, seat: Seat) -> String {
        format!("Platz {}", seat.0 + 1)
    }
    fn and_list(&self, items: &[String]) -> String {
        words::joined(items, "und")
    }
    fn or_list(&self, items: &[String]) -> String {
        words::joined(items, "oder")
    }
    fn game_over(&self) -> &'static str {
        "die Partie ist vorbei"
    }
    fn move_not_possible(&self) -> &'static str {
        "dieser Zug ist jetzt nicht möglich"
    }
    fn settings_error(&self, error: &SettingsError) -> String {
        let name = |id: &str| game_name(id);
        match error {
            SettingsError::Seats {
                game,
                min,
                max,
                asked,
            } => format!(
                "{} wird von {min} bis {max} Spielern gespielt, nicht von {asked}",
                name(game)
            ),
            SettingsError::Variant { game, asked } => {
                format!(
                    "{} hat keine Variante namens \u{201e}{asked}\u{201c}",
                    name(game)
                )
            }
            SettingsError::NoRounds { game } => {
                format!(
                    "{} ist ein einzelnes Spiel, keine Partie über Runden",
                    name(game)
                )
            }
            SettingsError::SingleRoundVariant { game, variant } => format!(
                "{} ({}) ist ein einzelnes Spiel, keine Partie über Runden",
                variant_name(game, variant),
                name(game)
            ),
            SettingsError::Rounds { game, max, asked } => format!(
                "eine Partie {} dauert 1 bis {max} Runden, nicht {asked}",
                name(game)
            ),
        }
    }
    fn record_error(&self, error: &RecordError) -> String {
        match error {
            RecordError::NotARecord => "das ist kein Duskdeck-Spielcode".into(),
            RecordError::Version { found } => format!(
                "dieser Spielcode stammt aus einer anderen Version von Duskdeck (Format {found}, erwartet {RECORD_VERSION})"
            ),
            RecordError::Damaged(why) => {
                let why = match why {
                    Damage::Characters => {
                        "er enthält Zeichen, die in keinem Spielcode vorkommen, oder wurde abgeschnitten"
                    }
                    Damage::CutOrAltered => "er wurde abgeschnitten oder verändert",
                    Damage::ExtraCharacters => "nach den Zügen stehen noch weitere Zeichen",
                };
                format!("dieser Spielcode ist beschädigt: {why}")
            }
            RecordError::WrongGame { expected, found } => format!(
                "dieser Spielcode gehört zu {}, nicht zu {}",
                game_name(found),
                game_name(expected)
            ),
            RecordError::Settings(e) => {
                format!(
                    "die Einstellungen dieses Spielcodes sind ungültig: {}",
                    self.settings_error(e)
                )
            }
            RecordError::ActionOutOfRange { ply, index, legal } => format!(
                "Zug {ply} dieses Spielcodes liegt außerhalb der Auswahl ({index} von {legal} Möglichkeiten)"
            ),
        }
    }
}

/// Who does something, as the sentence's subject: "Du" for the viewer, "Platz N" for anyone else.
pub(crate) fn name(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "Du".into()
    } else {
        Common.seat(seat)
    }
}

/// The accusative inside a sentence: "dich" for the viewer, "Platz N" for anyone else.
pub(crate) fn accusative(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "dich".into()
    } else {
        Common.seat(seat)
    }
}

/// The dative inside a sentence: "dir" for the viewer, "Platz N" for anyone else.
pub(crate) fn dative(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "dir".into()
    } else {
        Common.seat(seat)
    }
}

/// The verb agreeing with [`name`]: `du_form` ("ziehst") for the viewer, `third_form` ("zieht")
/// for anyone else.
pub(crate) fn verb<'a>(
    seat: Seat,
    viewer: Option<Seat>,
    du_form: &'a str,
    third_form: &'a str,
) -> &'a str {
    if Some(seat) == viewer {
        du_form
    } else {
        third_form
    }
}

/// A count with its noun: "1 Karte", "2 Karten", "0 Karten".
pub(crate) fn count(n: impl Into<i64>, singular: &str, plural: &str) -> String {
    let n = n.into();
    if n == 1 || n == -1 {
        format!("{n} {singular}")
    } else {
        format!("{n} {plural}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_viewer_is_du_and_others_are_seats() {
        assert_eq!(name(Seat(1), Some(Seat(1))), "Du");
        assert_eq!(name(Seat(1), None), "Platz 2");
        assert_eq!(accusative(Seat(0), Some(Seat(0))), "dich");
        assert_eq!(dative(Seat(0), Some(Seat(0))), "dir");
        assert_eq!(verb(Seat(2), Some(Seat(0)), "ziehst", "zieht"), "zieht");
        assert_eq!(count(1, "Karte", "Karten"), "1 Karte");
        assert_eq!(count(3, "Punkt", "Punkte"), "3 Punkte");
        assert_eq!(
            Common.or_list(&["a".into(), "b".into(), "c".into()]),
            "a, b oder c"
        );
    }
}
