//! Terms: Bilanz (the record), Partie (one game played), Spiel (a game of the catalogue), Zug
//! (a move), Wiederholung (a replay), Platz (a seat). Format arguments inside the literals have
//! German names, so no English word hides in this catalogue's text.

use crate::engine::{Seat, SeatResult};
use crate::lang::de::common::{count, name, verb};
use crate::lang::pages::{PagesWords, RecordColumn, ReplaySpeed};
use crate::lang::words;

pub struct Pages;

/// Text quoted the German way, cut short like [`words::quoted`] does.
fn quoted(text: &str) -> String {
    let english = words::quoted(text);
    let inner = english
        .strip_prefix('\u{201c}')
        .and_then(|t| t.strip_suffix('\u{201d}'))
        .unwrap_or(&english);
    format!("\u{201e}{inner}\u{201c}")
}

impl PagesWords for Pages {
    fn record_title(&self) -> &'static str {
        "Deine Bilanz"
    }
    fn back_to_lobby(&self) -> &'static str {
        "Zurück zur Lobby"
    }
    fn record_tools_label(&self) -> &'static str {
        "Deine Bilanz sichern"
    }
    fn export(&self) -> &'static str {
        "Exportieren"
    }
    fn import(&self) -> &'static str {
        "Importieren"
    }
    fn clear(&self) -> &'static str {
        "Löschen"
    }
    fn clear_confirm(&self) -> &'static str {
        "Deine ganze Bilanz löschen? Exportiere sie vorher, wenn du eine Kopie behalten willst."
    }
    fn record_imported(&self) -> &'static str {
        "Deine Bilanz wurde importiert."
    }
    fn import_refused(&self, grund: &str) -> String {
        format!(
            "Diese Datei lässt sich nicht importieren, denn {grund}. Deine Bilanz bleibt \
             unverändert."
        )
    }
    fn record_unreadable(&self, grund: &str, schluessel: &str) -> String {
        format!(
            "Deine Bilanz ließ sich nicht lesen, denn {grund}. Ihr Text wurde im Speicher dieses \
             Browsers unter \u{201e}{schluessel}\u{201c} aufbewahrt, und eine neue Bilanz wurde \
             begonnen."
        )
    }
    fn no_games_yet(&self) -> &'static str {
        "Noch keine Partien: Beende eine Partie, dann erscheint sie hier."
    }
    fn result(&self, result: SeatResult) -> &'static str {
        match result {
            SeatResult::Win => "Sieg",
            SeatResult::Draw => "Unentschieden",
            SeatResult::Loss => "Niederlage",
        }
    }
    fn chart_label(&self, games: usize) -> String {
        let partien = last_games(games);
        format!(
            "Ergebnisse {partien}: Siege oben, Niederlagen unten, die Linie ist dein Anteil an \
             Siegen"
        )
    }
    fn chart_caption(&self, games: usize) -> String {
        let partien = last_games(games);
        format!(
            "Ergebnisse {partien}: Siege oben, Niederlagen unten; die Linie zeigt deinen Anteil \
             an Siegen."
        )
    }
    fn tallies_label(&self) -> &'static str {
        "Zahlen pro Spiel und Rolle"
    }
    fn column(&self, column: RecordColumn) -> &'static str {
        match column {
            RecordColumn::Game => "Spiel",
            RecordColumn::Played => "Gespielt",
            RecordColumn::Won => "Gewonnen",
            RecordColumn::Drawn => "Unentschieden",
            RecordColumn::Lost => "Verloren",
            RecordColumn::Streak => "Serie",
            RecordColumn::BestStreak => "Beste Serie",
            RecordColumn::BestScore => "Bestwert",
            RecordColumn::Abandoned => "Abgebrochen",
            RecordColumn::Hints => "Tipps",
            RecordColumn::TakeBacks => "Zurückgenommen",
        }
    }
    fn as_role(&self, rolle: &str) -> String {
        format!("als {rolle}")
    }
    fn game_as_role(&self, spiel: &str, rolle: Option<&str>) -> String {
        match rolle {
            Some(rolle) => format!("{spiel} als {rolle}"),
            None => spiel.to_string(),
        }
    }
    fn date_locale(&self) -> &'static str {
        "de-DE"
    }
    fn score(&self, punkte: f64) -> String {
        // A decimal comma, as German writes numbers.
        format!("{punkte}").replace('.', ",")
    }
    fn replay(&self) -> &'static str {
        "Wiederholung"
    }
    fn finished_games(&self) -> &'static str {
        "Beendete Partien"
    }
    fn calls_title(&self) -> &'static str {
        "So spielst du"
    }
    fn calls_over(&self, game: &str, games: u32) -> String {
        format!("{game}, in {}", count(games, "Spiel", "Spielen"))
    }
    fn learned_games(&self, games: &str) -> String {
        format!("Geführte Spiele beendet: {games}")
    }

    fn record_not_json(&self) -> String {
        "sie ist keine Duskdeck-Bilanz (kein JSON)".into()
    }
    fn record_without_version(&self) -> String {
        "sie ist keine Duskdeck-Bilanz (ihr fehlt die Versionsangabe)".into()
    }
    fn record_damaged(&self, zeile: usize, spalte: usize) -> String {
        format!("sie ist beschädigt (Zeile {zeile}, Spalte {spalte})")
    }
    fn record_version_zero(&self) -> String {
        "sie ist beschädigt (Bilanzformat 0 wurde nie geschrieben)".into()
    }
    fn record_too_new(&self, format: u64, bis: u32) -> String {
        format!(
            "sie stammt von einer neueren Duskdeck-Version (Bilanzformat {format}, diese Version \
             liest bis Format {bis})"
        )
    }
    fn record_unknown_game(&self, kennung: &str) -> String {
        format!("sie zählt ein unbekanntes Spiel, {}", quoted(kennung))
    }
    fn record_counts_off(&self, spiel: &str) -> String {
        format!("ihre Zahlen für {spiel} gehen nicht auf")
    }
    fn record_unshowable_game(&self, kennung: &str) -> String {
        format!(
            "sie führt eine Partie, die sich nicht zeigen lässt, {}",
            quoted(kennung)
        )
    }

    fn replay_link_refused(&self, grund: &str) -> String {
        format!("Dieser Link zu einer Wiederholung lässt sich nicht öffnen, denn {grund}.")
    }
    fn replay_unshowable(&self, grund: &str) -> String {
        format!("Diese Wiederholung lässt sich nicht zeigen, denn {grund}.")
    }
    fn replay_link_garbled(&self) -> String {
        "der Link ist verstümmelt".into()
    }
    fn replay_link_without_code(&self) -> String {
        "der Link enthält keinen Partiecode".into()
    }
    fn replay_link_unknown_game(&self, kennung: &str) -> String {
        format!("er nennt ein unbekanntes Spiel, {}", quoted(kennung))
    }
    fn replay_link_bad_seat(&self, platz: &str) -> String {
        format!("{} ist kein Platz an diesem Tisch", quoted(platz))
    }
    fn replay_link_bad_step(&self, zug: &str) -> String {
        format!("{} ist keine Zugnummer", quoted(zug))
    }
    fn replay_wrong_game(&self, spiel: &str) -> String {
        format!("das ist keine Partie {spiel}")
    }
    fn replay_bad_move(&self, zug: usize) -> String {
        format!("Zug {zug} der Aufzeichnung ist in diesem Spiel nicht möglich")
    }
    fn replay_no_moves(&self) -> String {
        "das ist eine Wiederholung: Hier wird nicht gezogen".into()
    }
    fn replay_no_bots(&self) -> String {
        "in einer Wiederholung ziehen keine Bots".into()
    }
    fn in_hand(&self) -> &'static str {
        "auf der Hand"
    }
    fn replay_result(&self, platz: Seat, result: SeatResult, rolle: Option<&str>) -> String {
        let wer = name(platz, Some(platz));
        let hat = verb(platz, Some(platz), "hast", "hat");
        let als = rolle.map(|r| format!(" als {r}")).unwrap_or_default();
        let ausgang = match result {
            SeatResult::Win => "gewonnen",
            SeatResult::Draw => "unentschieden gespielt",
            SeatResult::Loss => "verloren",
        };
        format!("Spielende: {wer} {hat}{als} {ausgang}.")
    }
    fn replay_game_over(&self) -> &'static str {
        "Das Spiel ist vorbei."
    }
    fn replay_deal(&self) -> &'static str {
        "Die Ausgangslage vor dem ersten Zug."
    }
    fn replay_to_move(&self, zug: usize, zuege: usize, platz: Seat, sicht: Seat) -> String {
        format!(
            "Zug {zug} von {zuege}: {} {} am Zug.",
            name(platz, Some(sicht)),
            verb(platz, Some(sicht), "bist", "ist")
        )
    }
    fn replay_chance(&self) -> &'static str {
        "Das Schicksal mischt die Karten\u{2026}"
    }
    fn replay_view(&self, platz: Seat, alle: bool) -> String {
        if alle {
            format!("Wiederholung aus der Sicht von {platz}, alle Karten aufgedeckt")
        } else {
            format!("Wiederholung: was {platz} sah")
        }
    }

    fn replay_bar_label(&self) -> &'static str {
        "Wiederholung"
    }
    fn to_the_deal(&self) -> &'static str {
        "Zum Anfang"
    }
    fn one_move_back(&self) -> &'static str {
        "Einen Zug zurück"
    }
    fn pause(&self) -> &'static str {
        "Pause"
    }
    fn play(&self) -> &'static str {
        "Abspielen"
    }
    fn one_move_forward(&self) -> &'static str {
        "Einen Zug vor"
    }
    fn to_the_end(&self) -> &'static str {
        "Zum Ende"
    }
    fn speed(&self) -> &'static str {
        "Tempo"
    }
    fn replay_speed(&self, tempo: ReplaySpeed) -> &'static str {
        match tempo {
            ReplaySpeed::Slow => "Langsam",
            ReplaySpeed::Normal => "Normal",
            ReplaySpeed::Fast => "Schnell",
        }
    }
    fn replay_position(&self, zug: usize, zuege: usize) -> String {
        format!("{zug} von {zuege} Zügen gespielt")
    }
    fn show_all_cards(&self) -> &'static str {
        "Alle Karten zeigen"
    }
    fn share_replay_label(&self) -> &'static str {
        "Diese Wiederholung teilen"
    }
    fn replay_link(&self) -> &'static str {
        "Link zu dieser Wiederholung"
    }

    fn crash_title(&self) -> &'static str {
        "Etwas ist schiefgelaufen"
    }
    fn crash_explanation(&self) -> &'static str {
        "Duskdeck wurde wegen eines Fehlers im eigenen Programm angehalten. Deine gespeicherte \
         Partie bleibt erhalten: Lade die Seite neu, dann bietet dir die Lobby an, sie ab dem \
         Zug vor dem fehlgeschlagenen fortzusetzen."
    }
    fn bug_report_label(&self) -> &'static str {
        "Fehlerbericht"
    }
    fn reload(&self) -> &'static str {
        "Neu laden"
    }
    fn copy_bug_report(&self) -> &'static str {
        "Fehlerbericht kopieren"
    }
    fn unknown_error(&self) -> &'static str {
        "ein unbekannter Fehler"
    }
    fn bug_report(&self, version: &str, fehler: &str, partie: &str) -> String {
        format!("Duskdeck-Fehlerbericht\nVersion: {version}\nFehler: {fehler}\n{partie}\n")
    }
    fn bug_report_game(&self, link: &str, zuege: usize, gespeichert: &str) -> String {
        format!(
            "Link zur Partie: {link}\nGespielte Züge: {zuege}\nGespeicherte Partie:\n{gespeichert}"
        )
    }
    fn bug_report_unreadable_save(&self, grund: &str) -> String {
        format!("Die gespeicherte Partie ließ sich nicht lesen: {grund}")
    }
    fn bug_report_no_save(&self) -> &'static str {
        "Es war keine Partie gespeichert."
    }
}

/// Which games a chart covers: "deiner letzten Partie", "deiner letzten 12 Partien".
fn last_games(n: usize) -> String {
    if n == 1 {
        "deiner letzten Partie".into()
    } else {
        format!("deiner letzten {}", count(n as i64, "Partie", "Partien"))
    }
}
