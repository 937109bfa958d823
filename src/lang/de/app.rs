use crate::bots::Difficulty;
use crate::engine::{Seat, SeatResult};
use crate::games::GameId;
use crate::lang::app::{AppWords, Controller, SaveList};
use crate::lang::common::CommonWords;
use crate::lang::de::common::count;

pub struct App;

/// Was die Faustregel ist, auf die ein Hinweis zurückfällt, dort gesagt, wo er sie nennt.
const RULE_OF_THUMB: &str = " (der Zug, den der Bot „Leicht“ spielt: was auf den ersten Blick am \
     besten aussieht, ohne das Spiel durchzuspielen).";

impl AppWords for App {
    fn language(&self) -> &'static str {
        "Sprache"
    }

    fn sound_label(&self, on: bool) -> &'static str {
        if on {
            "Ton an (ausschalten)"
        } else {
            "Ton aus (einschalten)"
        }
    }
    fn dismiss_notice(&self) -> &'static str {
        "Hinweis schließen"
    }
    fn address_too_long(&self, characters: usize) -> String {
        format!(
            "Diese Adresse ist {} lang, viel länger als jeder Duskdeck-Link, deshalb wurde sie \
             nicht geöffnet.",
            count(characters as i64, "Zeichen", "Zeichen")
        )
    }
    fn no_such_page(&self, path: &str) -> String {
        format!("Unter {path} gibt es keine Seite, hier ist die Lobby.")
    }
    fn no_such_rules(&self, id: &str) -> String {
        format!("Für ein Spiel namens {id} gibt es keine Regeln.")
    }
    fn save_discarded(&self, reason: &str) -> String {
        format!("Dein gespeichertes Spiel war nicht lesbar ({reason}), deshalb wurde es verworfen.")
    }

    fn tagline(&self) -> &'static str {
        "Düstere Kartenspiele für eine Person gegen Bots oder für Freunde, die ein Gerät \
         herumreichen."
    }
    fn record_link(&self) -> &'static str {
        "Deine Bilanz und beendete Spiele"
    }
    fn choose_a_game(&self) -> &'static str {
        "Wähle ein Spiel"
    }
    fn more_games_coming(&self) -> &'static str {
        "Weitere Spiele sind unterwegs."
    }
    fn set_the_table(&self) -> &'static str {
        "Den Tisch decken"
    }
    fn start(&self) -> &'static str {
        "Los"
    }
    fn pitch(&self, game: GameId) -> &'static str {
        match game {
            GameId::Grue => {
                "Tauscht in stiller Dunkelheit um Schwert und Schild, bevor der Grue euch \
                 frisst; einer von euch dient ihm heimlich."
            }
            GameId::GridOfShadows => {
                "Spiel Karten verdeckt aus, behaupte alles und ruf \u{201e}Licht an!\u{201c} bei einer \
                 Lüge: Wer zuerst keine Karten mehr hat, entkommt."
            }
            GameId::Gridlock => {
                "Tausche Karten in dein verdecktes 3\u{d7}3-Raster, bis Reihen und Spalten \
                 Folgen und Sätze bilden, die Punkte bringen."
            }
            GameId::ShadowHouse => {
                "Ein Lord liegt tot an der Tafel. Entlarve, wer die Täterkarte hält, oder halte \
                 sie selbst und entwische."
            }
            GameId::Grimwood => {
                "Zieh, stiehl und entfessle 24 übernatürliche Wesen, um die wertvollsten Kombos \
                 auszulegen, bevor der Wald zur Neige geht."
            }
        }
    }
    fn length(&self, game: GameId) -> &'static str {
        match game {
            // The tester's two four-seat games of Grid of Shadows against bots took 4 and 7
            // minutes.
            GameId::Grue | GameId::GridOfShadows => "5\u{2013}15 Min.",
            GameId::Grimwood => "10\u{2013}20 Min.",
            GameId::Gridlock => "10\u{2013}15 Min.",
            GameId::ShadowHouse => "15\u{2013}30 Min.",
        }
    }
    fn players_range(&self, min: u8, max: u8) -> String {
        if min == max {
            count(min, "Spieler", "Spieler")
        } else {
            format!("{min}\u{2013}{max} Spieler")
        }
    }
    fn players(&self, n: u8) -> String {
        count(n, "Spieler", "Spieler")
    }
    fn how_to_play(&self) -> &'static str {
        "So wird gespielt"
    }
    fn field_game(&self) -> &'static str {
        "Spiel"
    }
    fn field_players(&self) -> &'static str {
        "Spieler"
    }
    fn field_your_seat(&self) -> &'static str {
        "Dein Platz"
    }
    fn field_difficulty(&self) -> &'static str {
        "Spielstärke der Bots"
    }
    fn field_rules(&self) -> &'static str {
        "Regeln"
    }
    fn standard_rules(&self) -> &'static str {
        "Standard"
    }
    fn field_match_length(&self) -> &'static str {
        "Partielänge"
    }
    fn full_match(&self) -> &'static str {
        "Ganze Partie"
    }
    fn rounds(&self, n: u8) -> String {
        count(n, "Runde", "Runden")
    }
    fn full_match_note(&self, standard: &str) -> String {
        format!("Eine ganze Partie: {standard}.")
    }
    fn rounds_note(&self, runden: u8, standard: &str) -> String {
        format!(
            "Höchstens {}, oder kürzer: {standard}.",
            count(runden, "Runde", "Runden")
        )
    }
    fn match_time(&self, (von, bis): (u16, u16)) -> String {
        format!("Etwa {von}\u{2013}{bis} Minuten mit Bots.")
    }
    fn full_match_time(&self, (wenige, viele): (u8, u8), (von, bis): (u16, u16)) -> String {
        format!("Meist {wenige}\u{2013}{viele} Runden, etwa {von}\u{2013}{bis} Minuten mit Bots.")
    }
    fn field_pace(&self) -> &'static str {
        "Tempo der Bots"
    }
    fn difficulty(&self, difficulty: Difficulty) -> &'static str {
        match difficulty {
            Difficulty::Easy => "Leicht",
            Difficulty::Normal => "Mittel",
            Difficulty::Hard => "Schwer",
            Difficulty::Expert => "Meister",
        }
    }
    fn pace(&self, pace: &str) -> &'static str {
        match pace {
            "fast" => "Schnell",
            "slow" => "Langsam",
            _ => "Normal",
        }
    }
    fn played_by_a_person(&self) -> &'static str {
        "Von Menschen gespielt"
    }
    fn tick_a_friend(&self) -> &'static str {
        "Kreuze die Plätze deiner Freunde an; Bots spielen die übrigen."
    }
    fn start_summary(&self, seats: u8, you: Seat) -> String {
        format!(
            "{} \u{b7} du sitzt auf {you}",
            count(seats, "Spieler", "Spieler")
        )
    }
    fn crashed_game(&self, game: &str, at: usize, kept: usize) -> String {
        let from = match kept {
            0 => "dem Austeilen".to_string(),
            kept => format!("Zug {kept}"),
        };
        format!(
            "Duskdeck ist in deiner Partie {game} nach Zug {at} mit einem Fehler \
             stehengeblieben. Es kann ab {from} weitergehen, vor dem fehlerhaften Zug."
        )
    }
    fn resume_before_the_error(&self) -> &'static str {
        "Vor dem Fehler fortsetzen"
    }
    fn game_waiting(&self, game: &str, moves: usize) -> String {
        format!(
            "Eine Partie {game} wartet auf dich ({} gespielt).",
            count(moves as i64, "Zug", "Züge")
        )
    }
    fn continue_game(&self) -> &'static str {
        "Weiterspielen"
    }
    fn game_ended(&self, game: &str, moves: usize) -> String {
        format!(
            "Deine letzte Partie {game} ist zu Ende ({} gespielt).",
            count(moves as i64, "Zug", "Züge")
        )
    }
    fn see_how_it_ended(&self) -> &'static str {
        "Zum Ende der Partie"
    }
    fn start_gives_up(&self, game: &str) -> String {
        format!(
            "Eine neue Partie ersetzt die wartende Partie {game}: Sie zählt dann in deiner Bilanz \
             als abgebrochen."
        )
    }
    fn start_anyway(&self) -> &'static str {
        "Neue Partie beginnen"
    }
    fn keep_waiting_game(&self) -> &'static str {
        "Wartende Partie behalten"
    }

    fn rules_players(&self, min: u8, max: u8, default: u8) -> String {
        format!("{min} bis {max} Spieler (üblich: {default}).")
    }
    fn back_to_your_game(&self) -> &'static str {
        "\u{2190} Zurück zu deiner Partie"
    }
    fn back_to_the_lobby(&self) -> &'static str {
        "\u{2190} Zurück zur Lobby"
    }
    fn rules_unavailable(&self) -> &'static str {
        "Die Regeln konnten nicht geladen werden. Prüfe deine Verbindung und lade die Seite neu."
    }

    fn not_saved(&self) -> &'static str {
        "Der Speicher dieses Browsers ist voll, darum wird diese Partie nicht gespeichert: Neu laden \
         würde sie verlieren. Schaffe Platz, um sie zu behalten."
    }
    fn not_recorded(&self) -> &'static str {
        "Der Speicher dieses Browsers ist voll, darum konnte diese Partie nicht in deine Bilanz \
         aufgenommen werden."
    }
    fn cannot_do_that(&self, reason: &str) -> String {
        format!("Das geht nicht: {reason}")
    }
    fn bot_cannot_move(&self, reason: &str) -> String {
        format!("Der Bot kann nicht ziehen: {reason}.")
    }

    fn save_not_resumed(&self, reason: &str) -> String {
        format!(
            "Dein gespeichertes Spiel ließ sich nicht fortsetzen ({reason}), deshalb wird neu ausgeteilt."
        )
    }
    fn cannot_deal(&self, reason: &str) -> String {
        format!("Dieses Spiel lässt sich nicht austeilen: {reason}.")
    }
    fn dropped_on_nothing(&self) -> &'static str {
        "Die Karte wurde ins Leere fallen gelassen und ist zurückgekehrt. Lass sie auf einem umrandeten Feld los."
    }
    fn hide_log(&self) -> &'static str {
        "Verlauf ausblenden"
    }
    fn log(&self) -> &'static str {
        "Verlauf"
    }
    fn rules_link(&self) -> &'static str {
        "Regeln"
    }
    fn lobby(&self) -> &'static str {
        "Lobby"
    }
    fn the_table(&self) -> &'static str {
        "Der Tisch"
    }
    fn thinking_dot(&self) -> &'static str {
        "denkt nach"
    }
    fn seat_label(&self, seat: Seat, controller: &str, hidden_cards: usize) -> String {
        if hidden_cards > 0 {
            format!(
                "{seat}, {controller}, {}",
                count(hidden_cards as i64, "Karte", "Karten")
            )
        } else {
            format!("{seat}, {controller}")
        }
    }
    fn cards(&self, n: usize) -> String {
        count(n as i64, "Karte", "Karten")
    }
    fn more_hidden_cards(&self, n: usize) -> String {
        format!("+{n} verdeckt")
    }
    fn you_badge(&self) -> &'static str {
        "Du"
    }
    fn pile_label(&self, label: &str, cards: usize) -> String {
        format!("{label}, {}", count(cards as i64, "Karte", "Karten"))
    }
    fn face_down_known(&self, name: &str, note: &str) -> String {
        format!("{name}, verdeckt ({note})")
    }
    fn face_down_with_note(&self, note: &str) -> String {
        format!("Eine verdeckte Karte ({note})")
    }
    fn face_down(&self) -> &'static str {
        "Eine verdeckte Karte"
    }
    fn card_label(&self, name: &str, hint: &str) -> String {
        format!("{name}: {hint}")
    }
    fn your_hand(&self) -> &'static str {
        "Deine Hand"
    }
    fn hint_title(&self) -> &'static str {
        "Was würde der schwere Bot spielen, nach dem, was du sehen kannst?"
    }
    fn hint_thinking(&self) -> &'static str {
        "Denke nach\u{2026}"
    }
    fn hint(&self) -> &'static str {
        "Tipp"
    }
    fn your_moves(&self) -> &'static str {
        "Deine Züge"
    }
    fn which_move(&self) -> &'static str {
        "Welcher Zug?"
    }
    fn drop_means_several(&self) -> &'static str {
        "Dieses Ablegen kann mehr als einen Zug bedeuten:"
    }
    fn cancel(&self) -> &'static str {
        "Abbrechen"
    }
    fn only_you_know(&self) -> &'static str {
        "Nur du weißt"
    }
    fn what_happened(&self) -> &'static str {
        "Was geschah"
    }
    fn share_this_deal(&self) -> &'static str {
        "Dieses Spiel teilen"
    }
    fn link_to_this_deal(&self) -> &'static str {
        "Link zu diesem Spiel"
    }
    fn copied(&self) -> &'static str {
        "Kopiert"
    }
    fn copy_link(&self) -> &'static str {
        "Link kopieren"
    }
    fn pass_the_device(&self, seat: Seat) -> String {
        format!("Gib das Gerät an {seat} weiter")
    }
    fn only_they_look(&self, seat: Seat) -> String {
        format!("Jetzt sollte nur {seat} auf den Bildschirm schauen.")
    }
    fn show_my_cards(&self, seat: Seat) -> String {
        format!("Ich bin {seat}: zeig meine Karten")
    }
    fn scores(&self) -> &'static str {
        "Punkte"
    }
    fn player(&self) -> &'static str {
        "Spieler"
    }
    fn result(&self) -> &'static str {
        "Ergebnis"
    }
    fn result_word(&self, result: SeatResult) -> &'static str {
        match result {
            SeatResult::Win => "Sieg",
            SeatResult::Loss => "Niederlage",
            SeatResult::Draw => "Unentschieden",
        }
    }
    fn deal_next_round(&self) -> &'static str {
        "Nächste Runde austeilen"
    }
    fn play_again(&self) -> &'static str {
        "Nochmal spielen"
    }
    fn watch_the_replay(&self) -> &'static str {
        "Wiederholung ansehen"
    }
    fn show_the_scores(&self) -> &'static str {
        "Punkte zeigen"
    }
    fn see_the_table(&self) -> &'static str {
        "Tisch ansehen"
    }
    fn back_to_lobby(&self) -> &'static str {
        "Zurück zur Lobby"
    }
    fn take_back_title(&self) -> &'static str {
        "Nimm deinen letzten Zug und alle Züge danach zurück"
    }
    fn cannot_take_back(&self, reason: &str) -> String {
        format!("Zurücknehmen geht nicht: {reason}")
    }
    fn take_back(&self) -> &'static str {
        "Rückgängig"
    }
    fn take_back_question(&self) -> &'static str {
        "Den letzten Zug zurücknehmen?"
    }
    fn take_back_everyone_agrees(&self) -> &'static str {
        "Alle an diesem Gerät müssen zustimmen: Der letzte Zug und alle Züge danach werden rückgängig gemacht."
    }
    fn we_all_agree(&self) -> &'static str {
        "Wir sind alle einverstanden"
    }

    fn no_tutorial(&self, game: &str) -> String {
        format!("für {game} gibt es noch keine geführte erste Partie")
    }
    fn tutorial_other_move(&self) -> &'static str {
        "Diesmal nicht dieser Zug: Der Trainer markiert den Zug, der jetzt dran ist."
    }
    fn not_in_a_tutorial(&self) -> &'static str {
        "in einer geführten Partie wird kein Zug zurückgenommen"
    }
    fn learn_to_play(&self) -> &'static str {
        "Spielen lernen"
    }
    fn learned(&self) -> &'static str {
        "Gelernt"
    }
    fn coach_step(&self, step: usize, steps: usize) -> String {
        format!("Zug {step} von {steps}")
    }
    fn coach_before_first(&self) -> &'static str {
        "Bevor es losgeht"
    }
    fn coach_marked_move(&self, label: &str) -> String {
        format!("Der Trainer markiert deinen Zug: {label}.")
    }
    fn coach_read_first(&self) -> &'static str {
        "Lies den Hinweis des Trainers und tippe dann auf \u{201e}Weiter\u{201c}."
    }
    fn coach_continue(&self) -> &'static str {
        "Weiter"
    }
    fn coach_watch(&self) -> &'static str {
        "Schau den anderen zu: Der Trainer meldet sich, sobald es etwas zu sehen gibt."
    }
    fn coach_play_for_real(&self) -> &'static str {
        "Echte Partie spielen"
    }
    fn coach_play_on(&self) -> &'static str {
        "Weiterspielen"
    }
    fn coach_done_prompt(&self) -> &'static str {
        "Die geführte Partie ist vorbei: Spiel diese Partie weiter oder beginne eine echte."
    }
    fn coach_finished(&self) -> &'static str {
        "Geführte Partie beendet"
    }
    fn coach_playing_on(&self) -> &'static str {
        "Die Lektionen sind vorbei: Diese Partie geht ohne Trainer weiter, die Bots spielen \
         „Leicht“. Beginne eine echte Partie, wann du willst."
    }
    fn coach_close(&self) -> &'static str {
        "Trainer schließen"
    }
    fn coach_words_missing(&self) -> &'static str {
        "Die Worte des Trainers konnten nicht geladen werden. Prüfe die Verbindung und lade die Seite neu."
    }
    fn new_to_game(&self, game: &str) -> String {
        format!(
            "Neu bei {game}? Eine geführte erste Partie bringt es dir in etwa fünf Minuten bei."
        )
    }
    fn just_play(&self) -> &'static str {
        "Einfach spielen"
    }
    fn review_intro(&self) -> &'static str {
        "Ein Bot prüft jede deiner Entscheidungen mit dem, was du damals sehen konntest, nie mit der echten Verteilung, und markiert die, bei denen ein anderer Zug klar besser war."
    }
    fn review_start(&self) -> &'static str {
        "Meine Entscheidungen prüfen"
    }
    fn reviewing(&self, done: usize, total: usize) -> String {
        format!("Prüfe Entscheidung {done} von {total}\u{2026}")
    }
    fn review_summary(&self, reviewed: usize, marked: usize) -> String {
        let decisions = if reviewed == 1 {
            "Entscheidung"
        } else {
            "Entscheidungen"
        };
        match marked {
            0 => format!(
                "{reviewed} {decisions} geprüft: Keine war klar schlechter als ein anderer Zug."
            ),
            1 => format!("{reviewed} {decisions} geprüft: 1 hat dich Chancen gekostet."),
            n => format!("{reviewed} {decisions} geprüft: {n} haben dich Chancen gekostet."),
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
            "Deine Entscheidung {decision} (Zug {move_number}): Du hast \u{201e}{played}\u{201c} gewählt (gewinnt {played_percent}\u{a0}%); \u{201e}{better}\u{201c} war besser (gewinnt {better_percent}\u{a0}%)."
        )
    }
    fn review_show(&self) -> &'static str {
        "Zeigen"
    }
    fn try_again(&self) -> &'static str {
        "Noch einmal versuchen"
    }
    fn why_ask(&self, seat: Seat) -> String {
        format!("Warum hat {seat} das gespielt?")
    }
    fn why_thinking(&self, seat: Seat) -> String {
        format!("Ich rechne nach, was {seat} abgewogen hat\u{2026}")
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
            .map(|(label, percent)| format!("{label} gewinnt zu {percent} %"))
            .collect();
        format!(
            "{seat} wählte \u{201e}{played}\u{201c}. Durchgespielt über die Verteilungen, die zu dem passen, was \
             {seat} sehen konnte (die eigenen Karten und den Tisch, nie deine), fand der Bot der \
             Stufe {difficulty}: {}.",
            moves.join("; ")
        )
    }
    fn why_other_choice(&self, chosen: &str) -> String {
        format!(
            "Nachgerechnet würde er {chosen} spielen: Der Zug in der Aufzeichnung stammt nicht von \
             diesem Bot (sondern von einer Person, einem Bot einer anderen Stufe oder dem Drehbuch \
             eines geführten Spiels)."
        )
    }
    fn why_rules_of_thumb(&self, seat: Seat) -> String {
        format!("{seat} ist ein leichter Bot: Er spielt nach Faustregeln und wägt keine Züge ab.")
    }
    fn why_untold(&self, difficulty: &str) -> String {
        format!(
            "Diese Wiederholung sagt nicht, wie stark die Bots waren: So wägt ein Bot der Stufe \
             {difficulty} die Sicht dieses Platzes ab; er hätte vielleicht nicht den gespielten Zug \
             gewählt."
        )
    }
    fn why_see_view(&self, seat: Seat) -> String {
        format!("Den Tisch so sehen, wie {seat} ihn sah")
    }
    fn why_unavailable(&self) -> &'static str {
        "Dieser Zug ließ sich hier nicht nachrechnen."
    }
    fn practice_notice(&self, moves: usize) -> String {
        format!(
            "Übung ab Zug {}: Diese Partie wird nicht gespeichert und zählt nicht in deiner Bilanz.",
            moves + 1
        )
    }
    fn review(&self) -> &'static str {
        "Prüfen"
    }
    fn your_calls(&self) -> &'static str {
        "Dein Spiel in Zahlen"
    }
    fn not_in_progress(&self) -> &'static str {
        "Das ist keine laufende Partie."
    }
    fn nothing_to_take_back(&self) -> &'static str {
        "es gibt keinen Zug zum Zurücknehmen"
    }
    fn no_move_to_take_back_yet(&self) -> &'static str {
        "Es gibt noch keinen Zug zum Zurücknehmen."
    }
    fn seen_a_new_card(&self, seat: Seat, viewer: Option<Seat>) -> String {
        if Some(seat) == viewer {
            "Du hast seit deinem letzten Zug eine Karte gesehen, die du vorher nicht sehen konntest.".to_string()
        } else {
            format!(
                "{seat} hat seit dem letzten eigenen Zug eine Karte gesehen, die vorher verborgen war."
            )
        }
    }
    fn move_not_replayed(&self, ply: usize, reason: &str) -> String {
        format!("Zug {ply} lässt sich nicht nachspielen: {reason}")
    }
    fn only_move_made(&self, label: &str) -> String {
        format!("Dein einziger Zug, für dich gemacht: {label}.")
    }
    fn game_over(&self) -> &'static str {
        "Die Partie ist vorbei."
    }
    fn pass_device_prompt(&self, seat: Seat) -> String {
        format!("Gib das Gerät an {seat} weiter.")
    }
    fn seat_prompt(&self, seat: Seat, prompt: &str) -> String {
        format!("{seat}: {prompt}")
    }
    fn bot_thinking(&self, seat: Seat) -> String {
        format!("{seat} denkt nach\u{2026}")
    }
    fn watching_while_out(&self, prompt: &str) -> String {
        format!("Du bist raus; die anderen spielen weiter. {prompt}")
    }
    fn shuffled_by_fate(&self) -> &'static str {
        "Das Schicksal mischt die Karten\u{2026}"
    }
    fn asked_for_a_hint(&self, seat: Seat, viewer: Seat) -> String {
        if seat == viewer {
            "Du hast um einen Tipp gebeten.".to_string()
        } else {
            format!("{seat} hat um einen Tipp gebeten.")
        }
    }
    fn took_back_a_move(&self, seat: Seat, viewer: Seat) -> String {
        if seat == viewer {
            "Du hast einen Zug zurückgenommen.".to_string()
        } else {
            format!("{seat} hat einen Zug zurückgenommen.")
        }
    }
    fn ending_title(&self, mine: Option<SeatResult>, anyone_won: bool) -> &'static str {
        match mine {
            Some(SeatResult::Draw) => "Unentschieden.",
            _ if !anyone_won => "Niemand gewinnt.",
            Some(SeatResult::Win) => "Du gewinnst!",
            Some(SeatResult::Loss) => "Du verlierst.",
            None => "Partie vorbei",
        }
    }
    fn showing_cards_of(&self, seat: Seat) -> String {
        format!("Karten von {seat}")
    }
    fn you_are(&self, seat: Seat) -> String {
        format!("Du bist {seat}")
    }
    fn cannot_go_there(&self) -> &'static str {
        "diese Karte kann jetzt nicht dorthin"
    }
    fn move_number(&self, n: usize) -> String {
        format!("Zug {n}")
    }
    fn hint_headline(&self, label: &str) -> String {
        format!("Tipp: {}", crate::lang::words::sentence_end(label))
    }
    fn hint_headline_close(&self, label: &str) -> String {
        format!(
            "Tipp, knappe Sache: {}",
            crate::lang::words::sentence_end(label)
        )
    }
    fn hint_within_luck(&self) -> &'static str {
        " Ein so kleiner Vorsprung kann Zufall sein: Andere Züge sind womöglich ebenso gut."
    }
    fn hint_reason(&self, top: Option<u32>, others: &[(String, u32)], undecided: bool) -> String {
        // A no-break space keeps "62 %" on one line.
        let mut reason = match top {
            Some(percent) => format!(
                "Über die Verteilungen durchgespielt, die zu dem passen, was du siehst, gewinnt dieser Zug die Partie in {percent}\u{a0}% davon"
            ),
            None => "Die Suche hat diesen Zug kaum versucht".to_string(),
        };
        if !others.is_empty() {
            let others: Vec<String> = others
                .iter()
                .map(|(label, percent)| format!("{label} {percent}\u{a0}%"))
                .collect();
            reason.push_str(&format!("; andere Züge: {}", others.join(", ")));
        }
        reason.push('.');
        if undecided {
            reason.push_str(" Die Züge liegen zu nah beieinander (der Unterschied kann Zufall sein), daher folgt der Hinweis der Faustregel");
            reason.push_str(RULE_OF_THUMB);
        }
        reason
    }

    fn hint_reason_level(&self, percent: u32) -> String {
        let outcome = match percent {
            0 => "verliert jeder Zug, den die Suche versucht hat, von hier aus die Partie"
                .to_string(),
            100 => {
                "gewinnt jeder Zug, den die Suche versucht hat, von hier aus die Partie".to_string()
            }
            p => format!(
                "gewinnt jeder Zug, den die Suche versucht hat, die Partie in etwa {p}\u{a0}% davon"
            ),
        };
        format!(
            "Über die Verteilungen durchgespielt, die zu dem passen, was du siehst, {outcome}; daher folgt der Hinweis der Faustregel{RULE_OF_THUMB}"
        )
    }

    fn hint_reason_close(&self, low: u32, high: u32, others: &[String]) -> String {
        let mut moves = vec!["dieser Zug".to_string()];
        moves.extend(others.iter().map(|o| format!("\u{201e}{o}\u{201c}")));
        format!(
            "Über die Verteilungen durchgespielt, die zu dem passen, was du siehst, gewinnen {} die Partie in {}\u{a0}% davon: zu knapp für eine Entscheidung (ein so kleiner Unterschied kann Zufall sein), daher folgt der Hinweis der Faustregel{RULE_OF_THUMB}",
            super::common::Common.and_list(&moves),
            if low == high {
                format!("etwa {low}")
            } else {
                format!("{low}\u{2013}{high}")
            }
        )
    }

    fn controller(&self, controller: Controller) -> String {
        match controller {
            Controller::You => "du".into(),
            Controller::Person => "Mensch".into(),
            Controller::Bot(Some(difficulty)) => format!("Bot · {}", App.difficulty(difficulty)),
            Controller::Bot(None) => "Bot".into(),
        }
    }
    fn link_garbled(&self) -> &'static str {
        "der Link ist verstümmelt"
    }
    fn link_names_no_game(&self) -> &'static str {
        "der Link sagt nicht, welches Spiel gespielt wird"
    }
    fn link_unknown_game(&self, game: &str) -> String {
        format!("der Link nennt ein unbekanntes Spiel, {game}")
    }
    fn not_a_seat_count(&self, text: &str) -> String {
        format!("{text} ist keine Anzahl von Plätzen")
    }
    fn not_a_round_count(&self, text: &str) -> String {
        format!("{text} ist keine Anzahl von Runden")
    }
    fn not_a_deal_number(&self, text: &str) -> String {
        format!("{text} ist keine Spielnummer")
    }
    fn seat_beyond_table(&self, seat: Seat, seats: u8) -> String {
        format!("er nennt {seat}, aber am Tisch gibt es nur {seats} Plätze")
    }
    fn not_a_seat(&self, text: &str) -> String {
        format!("{text} ist kein Platz")
    }
    fn not_a_bot_level(&self, text: &str) -> String {
        format!("{text} ist keine Spielstärke")
    }
    fn not_a_pace(&self, text: &str) -> String {
        format!("{text} ist kein Tempo")
    }
    fn link_cut_in_check(&self) -> &'static str {
        "der Link wurde unterwegs abgeschnitten. Lass ihn dir noch einmal schicken"
    }
    fn link_check_fails(&self) -> &'static str {
        "der Link wurde unterwegs abgeschnitten oder verändert (seine Prüfsumme passt nicht) und würde ein anderes Spiel austeilen. Lass ihn dir noch einmal schicken"
    }
    fn table_plays_other_game(&self, game: &str, asked: &str) -> String {
        format!("an diesem Tisch wird {game} gespielt, nicht {asked}")
    }
    fn no_choice_number(&self, n: usize) -> String {
        format!("es gibt jetzt keine Wahl Nummer {n}")
    }
    fn save_list_damaged(&self, list: SaveList) -> String {
        match list {
            SaveList::Hints => "seine Liste der Tipps ist beschädigt".into(),
            SaveList::TakeBacks => "seine Liste der Rücknahmen ist beschädigt".into(),
        }
    }
    fn not_a_save(&self) -> &'static str {
        "es ist kein Duskdeck-Spielstand"
    }
    fn save_cut_short(&self) -> &'static str {
        "er ist abgeschnitten"
    }
    fn save_table_bad(&self, reason: &str) -> String {
        format!("sein Tisch ist fehlerhaft: {reason}")
    }
    fn save_extra_line(&self) -> &'static str {
        "er hat eine Zeile, die nicht hineingehört"
    }
    fn save_other_deal(&self) -> &'static str {
        "seine Züge gehören zu einem anderen Spiel"
    }
    fn link_refused(&self, reason: &str) -> String {
        format!("Dieser Spiel-Link lässt sich nicht öffnen: {reason}.")
    }
    fn holding(&self, card: &str, places: usize) -> String {
        format!(
            "Du hältst {card}: Die Pfeiltasten wechseln zwischen {}, an die sie kann, die Eingabetaste legt sie ab, Escape legt sie zurück.",
            count(places as i64, "Stelle", "Stellen")
        )
    }
    fn face_down_named(&self, name: &str) -> String {
        format!("{name}, verdeckt")
    }
    fn pick_up_to_play(&self) -> &'static str {
        ". Aufnehmen, um sie zu spielen"
    }
    fn hold_to_read(&self) -> &'static str {
        "Zum Lesen statt Spielen eine Karte lange drücken."
    }
    fn card_noun(&self, n: usize) -> &'static str {
        if n == 1 { "Karte" } else { "Karten" }
    }
}
