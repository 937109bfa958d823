//! GRID#LOCK auf Deutsch. The terms, used the same way everywhere: Raster (grid), Feld (a place
//! of it), Reihe and Spalte (row and column, together Linien), Nachziehstapel and Ablagestapel,
//! Joker (wild), abräumen (eliminate), aufdecken (turn up), ausgehen (go out), Zug (turn),
//! Partie (match). Number cards are named like German playing cards, suit first: Flammen-7.
//! Dragging is "schieben", so that "ziehen" always means drawing a card.

use super::Common;
use super::common::{accusative, count, dative, name, verb};
use crate::engine::Seat;
use crate::games::gridlock::{
    Card, Combo, Direction, Elimination, Face, GridlockAction, Line, LockAim, NO_GRIDLOCK,
    NO_WILDS, NO_WILDS_NO_GRIDLOCK, PENALTY, RoundScore, SlotView, Suit,
};
use crate::lang::GameWords;
use crate::lang::common::CommonWords;
use crate::lang::gridlock::{GridlockWords, signed};
use crate::lang::words::capitalise;

pub struct Gridlock;

/// What the end screen and the record count of a player's play.
const CALLS: &[crate::lang::CallWords] = &[
    crate::lang::CallWords {
        key: "lines eliminated",
        label: "Linien abgeräumt",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "locks",
        label: "Reihen von einer GRID#LOCK-Karte gesperrt",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "discards taken",
        label: "Karten vom Ablagestapel genommen",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "went out",
        label: "Ausgegangen",
        came_off: None,
    },
];

impl GameWords for Gridlock {
    fn calls(&self) -> &'static [crate::lang::CallWords] {
        CALLS
    }
    fn name(&self) -> &'static str {
        "GRID#LOCK"
    }
    fn variant_name(&self, id: &str) -> &'static str {
        match id {
            NO_WILDS => "Ohne Joker",
            NO_GRIDLOCK => "Ohne GRID#LOCK",
            NO_WILDS_NO_GRIDLOCK => "Ohne Joker, ohne GRID#LOCK",
            _ => "",
        }
    }
    fn variant_summary(&self, id: &str) -> &'static str {
        match id {
            NO_WILDS => "Die neun Joker bleiben in der Schachtel.",
            NO_GRIDLOCK => "Die drei GRID#LOCK-Karten bleiben in der Schachtel.",
            NO_WILDS_NO_GRIDLOCK => "Nur die 108 Zahlenkarten.",
            _ => "",
        }
    }
    fn standard_end(&self) -> &'static str {
        "bis jemand 111 Punkte hat"
    }
    fn role_name(&self, _role: &str) -> &'static str {
        ""
    }
}

fn suit_name(suit: Suit) -> &'static str {
    match suit {
        Suit::Flame => "Flamme",
        Suit::Wave => "Welle",
        Suit::Leaf => "Blatt",
        Suit::Star => "Stern",
    }
}

/// The suit as the first part of a karte's name: "Flammen" in "Flammen-7".
fn suit_prefix(suit: Suit) -> &'static str {
    match suit {
        Suit::Flame => "Flammen",
        Suit::Wave => "Wellen",
        Suit::Leaf => "Blatt",
        Suit::Star => "Stern",
    }
}

fn suit_shape(suit: Suit) -> &'static str {
    match suit {
        Suit::Flame => "eine Flamme",
        Suit::Wave => "zwei Wellen",
        Suit::Leaf => "ein Blatt",
        Suit::Star => "ein Stern",
    }
}

/// "Flammen-7", "Joker", "GRID#LOCK-Karte (Reihe)".
fn card_name(karte: Card) -> String {
    match karte.face() {
        Face::Number { suit, value: zahl } => format!("{}-{zahl}", suit_prefix(suit)),
        Face::Wild => "Joker".to_string(),
        Face::GridLock(LockAim::Row) => "GRID#LOCK-Karte (Reihe)".to_string(),
        Face::GridLock(LockAim::Column) => "GRID#LOCK-Karte (Spalte)".to_string(),
        Face::GridLock(LockAim::Both) => "GRID#LOCK-Karte (Reihe und Spalte)".to_string(),
    }
}

/// The Joker is masculine; every other karte is feminine (die Sieben, die Karte).
fn masculine(karte: Card) -> bool {
    karte.is_wild()
}

/// The karte with its artikel as an object: "die Flammen-7", "den Joker".
fn the_card(karte: Card) -> String {
    let artikel = if masculine(karte) { "den" } else { "die" };
    format!("{artikel} {}", card_name(karte))
}

/// [`the_card`] at the start of a button's words: "Die Flammen-7", "Den Joker".
fn the_card_first(karte: Card) -> String {
    let artikel = if masculine(karte) { "Den" } else { "Die" };
    format!("{artikel} {}", card_name(karte))
}

/// The pronoun standing for the karte as an object: "sie", "ihn".
fn it(karte: Card) -> &'static str {
    if masculine(karte) { "ihn" } else { "sie" }
}

/// A linie without its artikel: "obere Reihe", "linke Spalte" (both feminine).
fn line_name(linie: Line) -> String {
    let rows = ["obere", "mittlere", "untere"];
    let columns = ["linke", "mittlere", "rechte"];
    match linie {
        Line::Row(r) => format!("{} Reihe", rows[usize::from(r)]),
        Line::Column(c) => format!("{} Spalte", columns[usize::from(c)]),
    }
}

/// A linie with its artikel, as subject or object: "die obere Reihe".
fn the_line(linie: Line) -> String {
    format!("die {}", line_name(linie))
}

/// "die obere Reihe und die linke Spalte".
fn the_lines(linien: &[Line]) -> String {
    let named: Vec<String> = linien.iter().map(|l| the_line(*l)).collect();
    Common.and_list(&named)
}

fn combo_name(combo: Combo) -> &'static str {
    match combo {
        Combo::Flush => "Farbtrio",
        Combo::Run => "Straße",
        Combo::Set => "Drilling",
        Combo::SuitedRun => "Farbstraße",
        Combo::PairAndWild => "Paar mit Joker",
        Combo::TwoWilds => "Zwei Joker",
        Combo::ThreeWilds => "Drei Joker",
        Combo::Triple => "Drei Gleiche",
    }
}

/// Where a place lies in the grid, as an adverb: "oben links", "in der Mitte".
fn place(slot: u8) -> &'static str {
    [
        "oben links",
        "oben in der Mitte",
        "oben rechts",
        "links in der Mitte",
        "in der Mitte",
        "rechts in der Mitte",
        "unten links",
        "unten in der Mitte",
        "unten rechts",
    ][usize::from(slot.min(8))]
}

/// Points in words, negatives with a true minus sign: "1 Punkt", "12 Punkte", "−4 Punkte".
fn points(n: i32) -> String {
    if n < 0 {
        format!("\u{2212}{}", count(-n, "Punkt", "Punkte"))
    } else {
        count(n, "Punkt", "Punkte")
    }
}

/// Points after "mit" or "von", in the dative: "1 Punkt", "40 Punkten".
fn points_dative(n: i32) -> String {
    if n < 0 {
        format!("\u{2212}{}", count(-n, "Punkt", "Punkten"))
    } else {
        count(n, "Punkt", "Punkten")
    }
}

/// A platz inside a sentence as its subject, in a list: "du" for the viewer, "Platz N" otherwise.
fn nominative(platz: Seat, viewer: Option<Seat>) -> String {
    if Some(platz) == viewer {
        "du".into()
    } else {
        platz.to_string()
    }
}

/// Inside whose grid: "in deinem Raster", "im Raster von Platz 2".
fn in_grid(platz: Seat, viewer: Option<Seat>) -> String {
    if Some(platz) == viewer {
        "in deinem Raster".into()
    } else {
        format!("im Raster von {platz}")
    }
}

/// What a move replaces: "die Welle-3", "den Joker", "eine verdeckte Karte".
fn replaced(slot: SlotView) -> String {
    match slot {
        SlotView::FaceUp(karte) => the_card(karte),
        SlotView::FaceDown => "eine verdeckte Karte".to_string(),
        SlotView::Empty => "nichts".to_string(),
    }
}

impl GridlockWords for Gridlock {
    fn card(&self, karte: Card) -> String {
        card_name(karte)
    }

    fn gone(&self) -> &'static str {
        "abgeräumt"
    }

    fn card_hint(&self, karte: Option<Card>) -> &'static str {
        match karte.map(Card::face) {
            Some(Face::Number { suit, .. }) => match suit {
                Suit::Flame => "Farbe Flamme",
                Suit::Wave => "Farbe Welle",
                Suit::Leaf => "Farbe Blatt",
                Suit::Star => "Farbe Stern",
            },
            Some(Face::Wild) => "Steht für jede Karte",
            Some(Face::GridLock(LockAim::Row)) => "Sperrt ihre Reihe",
            Some(Face::GridLock(LockAim::Column)) => "Sperrt ihre Spalte",
            Some(Face::GridLock(LockAim::Both)) => "Sperrt Reihe und Spalte",
            None => "Abgeräumt",
        }
    }

    fn number_text(&self, suit: Suit, zahl: u8) -> String {
        let strassen: Vec<String> = (1..=7u8)
            .filter(|start| (*start..start + 3).contains(&zahl))
            .map(|start| format!("{}-{}-{}", start, start + 1, start + 2))
            .collect();
        let karte = card_name(Card::number(suit, zahl));
        let farbe = suit_name(suit);
        format!(
            "{karte}: eine Zahlenkarte der Farbe {farbe} (Symbol: {form}; jede Zahl gibt es in \
             jeder Farbe dreimal). Mit zwei weiteren Karten in einer Reihe oder Spalte deines \
             Rasters bildet sie eine Straße ({strassen}, in dieser Reihenfolge vorwärts oder \
             rückwärts) für {strasse}, oder {farbstrasse} als Farbstraße, wenn alle drei die Farbe \
             {farbe} haben; einen Drilling (dreimal die {zahl}) für {drilling}, oder {gleiche} als \
             Drei Gleiche, wenn es dreimal die {karte} ist; oder ein Farbtrio (drei Karten der Farbe \
             {farbe}, beliebige Zahlen) für {farbtrio}. Ein Joker kann jede einzelne Karte einer \
             Linie ersetzen. Abräumen ist Pflicht: Eine Linie, die eine Kombination bildet, \
             verlässt sofort dein Raster.",
            form = suit_shape(suit),
            strassen = Common.or_list(&strassen),
            strasse = points(Combo::Run.points()),
            farbstrasse = Combo::SuitedRun.points(),
            drilling = points(Combo::Set.points()),
            gleiche = Combo::Triple.points(),
            farbtrio = points(Combo::Flush.points()),
        )
    }

    fn wild_text(&self) -> String {
        format!(
            "Joker (#): steht für genau die Karte, die eine Linie vervollständigt. Mit zwei \
             gleichen Karten (gleiche Zahl, gleiche Farbe) bringt er {paar}; zwei Joker mit einer \
             beliebigen dritten Karte, sogar einer GRID#LOCK-Karte, bringen {zwei}; drei Joker \
             bringen {drei}. Mit anderen Karten bildet er die beste Kombination, die er \
             vervollständigen kann. Jeder Joker, der am Ende einer Runde noch in deinem Raster \
             liegt, kostet {abzug}.",
            paar = points(Combo::PairAndWild.points()),
            zwei = points(Combo::TwoWilds.points()),
            drei = points(Combo::ThreeWilds.points()),
            abzug = points(PENALTY),
        )
    }

    fn lock_text(&self, aim: LockAim) -> String {
        let (linien, davon) = match aim {
            LockAim::Row => ("ihre Reihe", "dieser Reihe"),
            LockAim::Column => ("ihre Spalte", "dieser Spalte"),
            LockAim::Both => ("ihre Reihe und ihre Spalte", "dieser Linien"),
        };
        format!(
            "{karte}: Sobald sie offen in deinem Raster liegt, sperrt sie in deinem nächsten Zug \
             {linien}: Keine Karte {davon} darf ersetzt oder aufgedeckt werden, und keine Linie, \
             die eine ihrer Karten enthält, wird abgeräumt (eine dort vervollständigte Linie wartet \
             auf deinen Zug danach). Nach diesem Zug lässt sie sich wie jede andere Karte \
             ersetzen. Ziehst du sie vom Nachziehstapel, wird sie sofort abgeworfen, und du deckst \
             stattdessen eine Karte auf; oben auf dem Ablagestapel darf sie nicht genommen werden. \
             Sie bildet keine Kombination, außer dass zwei Joker mit jeder dritten Karte {zwei} \
             bringen. Liegt sie am Ende einer Runde noch in deinem Raster, kostet sie {abzug}.",
            karte = card_name(Card::gridlock(aim)),
            zwei = points(Combo::TwoWilds.points()),
            abzug = points(PENALTY),
        )
    }

    fn gone_text(&self) -> &'static str {
        "Ein abgeräumtes Feld: Seine Linie hat das Raster verlassen und Punkte gebracht."
    }

    fn round_dealt(&self, runde: u8, dealer: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Runde {runde}: {} {} allen je neun Karten.",
            name(dealer, viewer),
            verb(dealer, viewer, "gibst", "gibt")
        )
    }

    fn turned_up(&self, platz: Seat, slot: u8, karte: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} die Karte {} auf: {}.",
            name(platz, viewer),
            verb(platz, viewer, "deckst", "deckt"),
            place(slot),
            card_name(karte)
        )
    }

    fn took_discard(&self, platz: Seat, karte: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {} vom Ablagestapel.",
            name(platz, viewer),
            verb(platz, viewer, "nimmst", "nimmt"),
            the_card(karte)
        )
    }

    fn drew(&self, platz: Seat, shown: Option<Card>, viewer: Option<Seat>) -> String {
        let was = shown.map_or("eine Karte".to_string(), the_card);
        format!(
            "{} {} {was}.",
            name(platz, viewer),
            verb(platz, viewer, "ziehst", "zieht")
        )
    }

    fn drew_gridlock(&self, platz: Seat, karte: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {} und {} {} sofort abwerfen.",
            name(platz, viewer),
            verb(platz, viewer, "ziehst", "zieht"),
            the_card(karte),
            verb(platz, viewer, "musst", "muss"),
            it(karte)
        )
    }

    fn replaced(
        &self,
        platz: Seat,
        slot: u8,
        karte: Card,
        old: Card,
        viewer: Option<Seat>,
    ) -> String {
        format!(
            // Die ersetzte Karte, nicht eine ihrer Doppelgängerinnen (jede gibt es dreimal): Eine
            // gleich danach abgeräumte Reihe kann noch eine zeigen.
            "{} {} {} auf das Feld {} und {} {} von dort ab.",
            name(platz, viewer),
            verb(platz, viewer, "legst", "legt"),
            the_card(karte),
            place(slot),
            verb(platz, viewer, "wirfst", "wirft"),
            the_card(old)
        )
    }

    fn refused(&self, platz: Seat, karte: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {} ab.",
            name(platz, viewer),
            verb(platz, viewer, "wirfst", "wirft"),
            if masculine(karte) {
                format!("den eben gezogenen {}", card_name(karte))
            } else {
                format!("die eben gezogene {}", card_name(karte))
            }
        )
    }

    fn locked(&self, platz: Seat, linien: &[Line], viewer: Option<Seat>) -> String {
        format!(
            "Eine GRID#LOCK-Karte sperrt in diesem Zug {} {}.",
            in_grid(platz, viewer),
            the_lines(linien)
        )
    }

    fn waiting(&self, platz: Seat, linien: &[Line], viewer: Option<Seat>) -> String {
        let welche = if linien.len() == 1 {
            "Sie wird"
        } else {
            "Eine davon wird"
        };
        let naechster_zug = if Some(platz) == viewer {
            "deines nächsten Zuges".to_string()
        } else {
            format!("des nächsten Zuges von {platz}")
        };
        format!(
            "Eine GRID#LOCK-Karte blockiert {} {}: {welche} zu Beginn {naechster_zug} abgeräumt.",
            in_grid(platz, viewer),
            the_lines(linien)
        )
    }

    fn reshuffled(&self, cards: usize, top: Card) -> String {
        format!(
            "Der Nachziehstapel ist aufgebraucht: Der Ablagestapel ({}) wird zu einem neuen \
             gemischt, und dessen oberste Karte wird aufgedeckt: {}.",
            count(cards as i64, "Karte", "Karten"),
            card_name(top)
        )
    }

    fn eliminated(&self, platz: Seat, elimination: &Elimination, viewer: Option<Seat>) -> String {
        let shown: Vec<String> = elimination.cards.iter().map(|c| card_name(*c)).collect();
        format!(
            "{} {} {} ab ({}: {}): {}.",
            name(platz, viewer),
            verb(platz, viewer, "räumst", "räumt"),
            the_line(elimination.line),
            combo_name(elimination.combo),
            Common.and_list(&shown),
            points(elimination.combo.points())
        )
    }

    fn went_out(&self, platz: Seat, bonus: i32, viewer: Option<Seat>) -> String {
        format!(
            "{} {} aus, alle neun Karten sind abgeräumt: ein Bonus von {}, und alle anderen \
             haben noch zwei letzte Züge.",
            name(platz, viewer),
            verb(platz, viewer, "gehst", "geht"),
            points_dative(bonus)
        )
    }

    fn revealed_grid(&self, platz: Seat, cards: &[Card], viewer: Option<Seat>) -> String {
        let shown: Vec<String> = cards.iter().map(|c| card_name(*c)).collect();
        format!(
            "Aufgedeckt {}: {}.",
            in_grid(platz, viewer),
            Common.and_list(&shown)
        )
    }

    fn last_turns(&self, from: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Letzte Züge: je zwei, beginnend bei {}.",
            dative(from, viewer)
        )
    }

    fn repetition(&self) -> String {
        "Dieselbe Stellung ist zum dritten Mal entstanden: Die Runde endet hier.".to_string()
    }

    fn round_scored(
        &self,
        runde: u8,
        scores: &[i32],
        totals: &[i32],
        viewer: Option<Seat>,
    ) -> String {
        let parts: Vec<String> = scores
            .iter()
            .zip(totals)
            .enumerate()
            .map(|(i, (score, total))| {
                format!(
                    "{} für {} (gesamt {})",
                    points(*score),
                    accusative(Seat(i as u8), viewer),
                    signed(*total)
                )
            })
            .collect();
        format!("Wertung der Runde {runde}: {}.", parts.join(", "))
    }

    fn match_over(&self, leaders: &[Seat], best: i32, viewer: Option<Seat>) -> String {
        match leaders {
            [one] => format!(
                "Die Partie ist vorbei: {} {} mit {}.",
                name(*one, viewer),
                verb(*one, viewer, "gewinnst", "gewinnt"),
                points_dative(best)
            ),
            _ => {
                let names: Vec<String> = leaders.iter().map(|s| dative(*s, viewer)).collect();
                format!(
                    "Die Partie ist vorbei: Gleichstand an der Spitze mit je {} zwischen {}.",
                    points_dative(best),
                    Common.and_list(&names)
                )
            }
        }
    }

    // The place first: these buttons share no opening words, so none is cut to a lead that
    // reads unfinished ("Die Karte…" over "oben links aufdecken").
    fn turn_up_action(&self, slot: u8) -> String {
        format!("{} aufdecken", capitalise(place(slot)))
    }

    // The verb first, as in English: the words the buttons share ("Leg den Joker vom
    // Ablagestapel auf das…") read as the start of a sentence each button ends, not a label cut
    // before its verb.
    fn take_discard_action(&self, karte: Option<Card>, slot: u8, replacing: SlotView) -> String {
        let karte = karte.map_or("die oberste Karte".to_string(), the_card);
        format!(
            "Leg {karte} vom Ablagestapel auf das Feld {} (ersetzt {})",
            place(slot),
            replaced(replacing)
        )
    }

    fn draw_action(&self) -> String {
        "Vom Nachziehstapel ziehen".to_string()
    }

    fn replace_action(&self, karte: Option<Card>, slot: u8, replacing: SlotView) -> String {
        let karte = karte.map_or("die Karte".to_string(), the_card);
        format!(
            "Leg {karte} auf das Feld {} (ersetzt {})",
            place(slot),
            replaced(replacing)
        )
    }

    fn refuse_action(&self, karte: Option<Card>) -> String {
        let karte = karte.map_or("Die Karte".to_string(), the_card_first);
        format!("{karte} abwerfen")
    }

    fn eliminate_action(&self, linie: Line, combo: Option<Combo>) -> String {
        let linie = format!("Die {}", line_name(linie));
        match combo {
            Some(combo) => format!(
                "{linie} abräumen ({}, {})",
                combo_name(combo),
                points(combo.points())
            ),
            None => format!("{linie} abräumen"),
        }
    }

    fn no_such_place(&self) -> String {
        "ein solches Feld gibt es im Raster nicht".into()
    }

    fn place_empty(&self, slot: u8) -> String {
        format!(
            "das Feld {} ist leer: Seine Linie wurde abgeräumt",
            place(slot)
        )
    }

    fn place_locked(&self, slot: u8) -> String {
        format!(
            "die Karte {} ist in diesem Zug durch eine GRID#LOCK-Karte gesperrt",
            place(slot)
        )
    }

    fn place_fixed(&self, slot: u8) -> String {
        format!("die Karte {} lässt sich jetzt nicht ändern", place(slot))
    }

    fn match_is_over(&self) -> String {
        "die Partie ist vorbei".into()
    }

    fn already_face_up(&self) -> String {
        "diese Karte liegt schon offen".into()
    }

    fn opening_flips_first(&self) -> String {
        "zuerst deckt reihum jeder eine Karte des eigenen Rasters auf".into()
    }

    fn gridlock_not_taken(&self) -> String {
        "eine GRID#LOCK-Karte auf dem Ablagestapel darf nicht genommen werden".into()
    }

    fn everything_locked(&self) -> String {
        "jede Karte, die du ersetzen könntest, ist gesperrt: Zieh stattdessen eine Karte".into()
    }

    fn piles_used_up(&self) -> String {
        "Nachziehstapel und Ablagestapel sind beide aufgebraucht".into()
    }

    fn take_or_draw_first(&self) -> String {
        "nimm zuerst die oberste Karte des Ablagestapels oder zieh vom Nachziehstapel".into()
    }

    fn place_or_discard_drawn(&self) -> String {
        "du hast eine Karte gezogen: Leg sie in dein Raster oder wirf sie ab".into()
    }

    fn turn_up_face_down(&self) -> String {
        "deck eine deiner verdeckten Karten auf".into()
    }

    fn only_direction_counts(&self, direction: Direction) -> String {
        match direction {
            Direction::Rows => "jetzt zählen nur noch Reihen".into(),
            Direction::Columns => "jetzt zählen nur noch Spalten".into(),
        }
    }

    fn lock_blocks(&self, linie: Line) -> String {
        format!(
            "eine GRID#LOCK-Karte blockiert in diesem Zug {}",
            the_line(linie)
        )
    }

    fn line_incomplete(&self, linie: Line) -> String {
        format!("{} ist nicht vollständig", the_line(linie))
    }

    fn choose_first_line(&self) -> String {
        "wähle, welche vollständige Linie zuerst abgeräumt wird".into()
    }

    fn drop_on_locked(&self) -> String {
        "diese Karte ist in diesem Zug durch eine GRID#LOCK-Karte gesperrt".into()
    }

    fn discard_must_replace(&self) -> String {
        "eine Karte vom Ablagestapel muss eine Karte deines Rasters ersetzen".into()
    }

    fn locked_note(&self) -> &'static str {
        "gesperrt"
    }

    fn locks_next_note(&self) -> &'static str {
        "sperrt bald"
    }

    fn waits_note(&self) -> &'static str {
        "wartet"
    }

    fn both_lines_note(&self) -> &'static str {
        "beide"
    }

    fn line_choice_note(&self, linie: Line, punkte: i32) -> String {
        let art = match linie {
            Line::Row(_) => "Reihe",
            Line::Column(_) => "Spalte",
        };
        format!("{art} +{punkte}")
    }

    fn round_badge(&self, round_points: i32) -> String {
        format!("Runde: {}", points(round_points))
    }

    fn match_badge(&self, total: i32) -> String {
        format!("Partie: {}", points(total))
    }

    fn dealer_badge(&self) -> String {
        "Geber".into()
    }

    fn went_out_badge(&self, bonus: i32) -> String {
        format!("Ausgegangen: +{}", points(bonus))
    }

    fn last_turns_badge(&self, turns: u8) -> String {
        count(turns, "letzter Zug", "letzte Züge")
    }

    fn to_play_badge(&self) -> String {
        "Am Zug".into()
    }

    fn grid_label(&self, platz: Seat, viewer: Option<Seat>) -> String {
        if Some(platz) == viewer {
            "Dein Raster".into()
        } else {
            format!("Raster von {platz}")
        }
    }

    fn eliminated_label(&self, combo: Combo, linie: Line) -> String {
        format!("{} ({})", combo_name(combo), line_name(linie))
    }

    fn points(&self, n: i32) -> String {
        points(n)
    }

    fn direction_note(&self, direction: Direction) -> String {
        match direction {
            Direction::Rows => "Nur noch Reihen zählen".to_string(),
            Direction::Columns => "Nur noch Spalten zählen".to_string(),
        }
    }

    fn drawn_card_label(&self) -> String {
        "Gezogene Karte".into()
    }

    fn draw_pile_label(&self) -> String {
        "Nachziehstapel".into()
    }

    fn drawn_note(&self) -> &'static str {
        "gezogen"
    }

    fn discard_pile_label(&self) -> String {
        "Ablagestapel".into()
    }

    fn card_count(&self, cards: usize) -> String {
        count(cards as i64, "Karte", "Karten")
    }

    fn round_fact(&self, runde: u8, runden: Option<u8>, ziel: i32) -> String {
        match runden {
            Some(n) => format!("Runde {runde} von {n}, oder früher bei {ziel} Punkten"),
            None => format!("Runde {runde} · Partie bis {ziel} Punkte"),
        }
    }

    fn went_out_fact(&self, platz: Seat, viewer: Option<Seat>) -> String {
        if Some(platz) == viewer {
            "Du bist ausgegangen: Die anderen haben noch zwei letzte Züge".to_string()
        } else {
            format!("{platz} ist ausgegangen: je zwei letzte Züge für alle anderen")
        }
    }

    fn opening_flip_prompt(&self) -> String {
        "Deck eine beliebige Karte deines Rasters auf (tippe oder klicke sie an).".into()
    }

    fn draw_only_prompt(&self, gridlock_on_top: bool) -> String {
        let grund = if gridlock_on_top {
            "Eine GRID#LOCK-Karte auf dem Ablagestapel darf nicht genommen werden."
        } else {
            "Jede Karte, die du ersetzen könntest, ist in diesem Zug gesperrt."
        };
        format!(
            "{grund} Zieh die oberste Karte vom Nachziehstapel: Beim Anheben siehst du sie. Leg sie \
             auf eine Karte deines Rasters, um diese zu ersetzen, oder auf den Ablagestapel, um \
             sie abzulehnen."
        )
    }

    fn start_prompt(&self) -> String {
        "Schieb die oberste Karte des Ablagestapels auf die Karte deines Rasters, die sie ersetzen \
         soll, oder nimm die oberste Karte des Nachziehstapels: Beim Anheben siehst du sie; leg \
         sie dann auf eine Karte deines Rasters oder lehne sie auf dem Ablagestapel ab."
            .into()
    }

    fn drawn_locked_prompt(&self, karte: Card) -> String {
        format!(
            "Du hast {} gezogen, aber jede Karte deines Rasters ist in diesem Zug gesperrt: Leg \
             {} auf den Ablagestapel.",
            the_card(karte),
            it(karte)
        )
    }

    fn drawn_prompt(&self, karte: Card) -> String {
        format!(
            "Du hast {} gezogen: Schieb {it} auf eine Karte deines Rasters, um diese zu ersetzen, \
             oder auf den Ablagestapel, um {it} abzulehnen (oder tippe oder klicke auf das Ziel).",
            the_card(karte),
            it = it(karte)
        )
    }

    fn flip_prompt(&self) -> String {
        "Deck eine deiner verdeckten Karten auf (tippe oder klicke sie an).".into()
    }

    fn elimination_prompt(&self, options: &[(Line, Option<Combo>)], crossing: bool) -> String {
        let named: Vec<String> = options
            .iter()
            .map(|&(linie, combo)| match combo {
                Some(combo) => format!(
                    "{} ({}, {})",
                    the_line(linie),
                    combo_name(combo),
                    points(combo.points())
                ),
                None => the_line(linie),
            })
            .collect();
        let vollstaendig = if options.len() == 1 {
            "1 Linie ist vollständig".to_string()
        } else {
            format!("{} Linien sind vollständig", options.len())
        };
        let folge = if crossing {
            "Nur eine kann gehen: Eine Reihe und eine Spalte teilen sich eine Karte, und danach \
             zählen für dich in dieser Runde nur noch Linien derselben Richtung."
        } else {
            "Sie werden alle abgeräumt, eine nach der anderen: Wähle, welche zuerst geht."
        };
        format!(
            "{vollstaendig}: {}. {folge} Tippe oder klicke auf eine Karte der Linie, die abgeräumt werden \
             soll (jede Karte nennt ihre Linie und Punkte), oder nutze ihre Schaltfläche.",
            named.join(" oder ")
        )
    }

    fn wait_prompt(&self) -> String {
        "Warte.".into()
    }

    fn group(&self, action: &GridlockAction) -> &'static str {
        match action {
            GridlockAction::TakeDiscard(_) => "Ablage nehmen",
            GridlockAction::Replace(_) | GridlockAction::Refuse => "Legen",
            GridlockAction::Flip(_) | GridlockAction::OpeningFlip(_) => "Aufdecken",
            GridlockAction::Eliminate(_) => "Abräumen",
            _ => "",
        }
    }

    fn round_column(&self, runde: u8) -> String {
        format!("Runde {runde}")
    }

    fn total_column(&self) -> String {
        "Gesamt".to_string()
    }

    fn round_cell(&self, total: i32, linien: i32, bonus: i32, abzug: i32) -> String {
        let mut parts = Vec::new();
        if linien != 0 {
            parts.push(format!("Linien {linien}"));
        }
        if bonus != 0 {
            parts.push(format!("Ausgehen +{bonus}"));
        }
        if abzug != 0 {
            parts.push(format!("Strafe {}", signed(-abzug)));
        }
        if bonus == 0 && abzug == 0 {
            signed(total)
        } else {
            format!("{} ({})", signed(total), parts.join(", "))
        }
    }

    fn scoring_note(&self, bonus: i32, abzug: i32) -> String {
        format!(
            "Eine Runde zählt, was die abgeräumten Linien an Punkten bringen, +{bonus} für den \
             Ersten, der ausgeht, und \u{2212}{abzug} für jede offene Linie sowie für jeden Joker und jede \
             GRID#LOCK-Karte, die noch im Raster liegen."
        )
    }

    fn went_out_note(&self, runde: u8, platz: Seat, bonus: i32, viewer: Option<Seat>) -> String {
        format!(
            "Runde {runde}: {} {} ausgegangen (+{}).",
            name(platz, viewer),
            verb(platz, viewer, "bist", "ist"),
            points(bonus)
        )
    }

    fn nobody_went_out_note(&self, runde: u8) -> String {
        format!(
            "Runde {runde}: Niemand ist ausgegangen; die Runde endete, als eine Stellung zum \
             dritten Mal entstand."
        )
    }

    fn penalties_note(
        &self,
        runde: u8,
        penalties: &[(Seat, RoundScore, i32)],
        viewer: Option<Seat>,
    ) -> String {
        let parts: Vec<String> = penalties
            .iter()
            .map(|(platz, score, cost)| {
                let items: Vec<String> = [
                    (score.open_lines, "offene Linie", "offene Linien"),
                    (score.wilds_left, "Joker", "Joker"),
                    (score.locks_left, "GRID#LOCK-Karte", "GRID#LOCK-Karten"),
                ]
                .into_iter()
                .filter(|(n, _, _)| *n > 0)
                .map(|(n, one, many)| count(n, one, many))
                .collect();
                format!(
                    "{} für {} ({})",
                    Common.and_list(&items),
                    accusative(*platz, viewer),
                    signed(-cost)
                )
            })
            .collect();
        format!("Abzüge in Runde {runde}: {}.", parts.join("; "))
    }

    fn round_over(&self, runde: u8) -> String {
        format!("Runde {runde} ist vorbei")
    }

    fn ending(&self, leaders: &[Seat], runden: usize, best: i32, viewer: Option<Seat>) -> String {
        let runden = count(runden as i64, "Runde", "Runden");
        match leaders {
            [one] => format!(
                "{} {} nach {runden} mit {}.",
                name(*one, viewer),
                verb(*one, viewer, "gewinnst", "gewinnt"),
                points_dative(best)
            ),
            _ => {
                let names: Vec<String> = leaders.iter().map(|s| nominative(*s, viewer)).collect();
                format!(
                    "Gleichstand an der Spitze nach {runden} mit je {}: {}.",
                    points_dative(best),
                    Common.and_list(&names)
                )
            }
        }
    }
}
