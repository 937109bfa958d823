//! Shadow House auf Deutsch. The cards keep one German name each ("Täter", "Komplize",
//! "Nesthäkchen"...); in a sentence a card takes its article and case from [`Forms`], and the
//! Culprit card is "die Täterkarte", so the card is never mistaken for the person, "der Täter".
//! Dragging is "schieben", so that "ziehen" always means drawing a card.

use crate::engine::Seat;
use crate::games::shadow_house::{
    Card, Ending, LIGHTNING, Part, ROLE_ACCOMPLICE, ROLE_CULPRIT, ROLE_OTHER, Reply, RoundResult,
    Statement,
};
use crate::lang::GameWords;
use crate::lang::common::CommonWords;
use crate::lang::de::common::{Common, accusative, count, dative, name, verb};
use crate::lang::shadow_house::ShadowHouseWords;
use crate::lang::words::capitalise;

pub struct ShadowHouse;

/// What the end screen and the record count of a player's play.
const CALLS: &[crate::lang::CallWords] = &[
    crate::lang::CallWords {
        key: "detective questions",
        label: "Detektiv-Fragen gestellt",
        came_off: Some(("culprits found by Detective", "fanden den Täter")),
    },
    crate::lang::CallWords {
        key: "culprits found by Toby",
        label: "Täter durch Toby gefunden",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "Culprit passed on",
        label: "Täter weitergegeben",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "accomplice cards played",
        label: "Komplizen-Karten gespielt",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "rounds won by own side",
        label: "Runden, die deine Seite gewann",
        came_off: None,
    },
];

impl GameWords for ShadowHouse {
    fn calls(&self) -> &'static [crate::lang::CallWords] {
        CALLS
    }
    fn name(&self) -> &'static str {
        "Shadow House: Masquerade"
    }
    fn variant_name(&self, id: &str) -> &'static str {
        match id {
            LIGHTNING => "Blitzermittlung",
            _ => "",
        }
    }
    fn variant_summary(&self, id: &str) -> &'static str {
        match id {
            LIGHTNING => {
                "Eine einzige Runde ohne Punkte: Es gewinnt entweder die Seite des Täters oder \
                 alle anderen."
            }
            _ => "",
        }
    }
    fn standard_end(&self) -> &'static str {
        "bis 5 Punkte"
    }
    fn role_name(&self, role: &str) -> &'static str {
        match role {
            ROLE_CULPRIT => "Täter",
            ROLE_ACCOMPLICE => "Komplize",
            ROLE_OTHER => "andere",
            _ => "",
        }
    }
}

/// A card inside a sentence, with its definite article: as the subject and as the object.
struct Forms {
    nominative: &'static str,
    accusative: &'static str,
}

fn forms(card: Card) -> Forms {
    let (nominative, accusative) = match card {
        Card::FirstOnTheScene => ("der Erste am Tatort", "den Ersten am Tatort"),
        Card::Culprit => ("die Täterkarte", "die Täterkarte"),
        Card::Detective => ("der Detektiv", "den Detektiv"),
        Card::Accomplice => ("der Komplize", "den Komplizen"),
        Card::Sheriff => ("der Sheriff", "den Sheriff"),
        Card::Alibi => ("das Alibi", "das Alibi"),
        Card::Toby => ("Toby", "Toby"),
        Card::Baby => ("das Nesthäkchen", "das Nesthäkchen"),
        Card::Share => ("die Weitergabe", "die Weitergabe"),
        Card::Rumors => ("die Gerüchteküche", "die Gerüchteküche"),
        Card::Frenzy => ("der Tumult", "den Tumult"),
        Card::Soothsayer => ("die Wahrsagerin", "die Wahrsagerin"),
        Card::Witness => ("der Zeuge", "den Zeugen"),
        Card::Servant => ("der Diener", "den Diener"),
        Card::Housekeeper => ("die Haushälterin", "die Haushälterin"),
        Card::Swap => ("der Tausch", "den Tausch"),
    };
    Forms {
        nominative,
        accusative,
    }
}

/// Cards in a list: "Detektiv, Alibi und Tausch", or "nichts".
fn cards(cards: &[Card]) -> String {
    if cards.is_empty() {
        return "nichts".into();
    }
    let names: Vec<String> = cards
        .iter()
        .map(|&c| ShadowHouse.card_name(c).to_string())
        .collect();
    Common.and_list(&names)
}

/// A seat inside a sentence as its subject or after a colon: "du" or "Platz N".
fn inner(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "du".into()
    } else {
        Common.seat(seat)
    }
}

/// Seats in a list, after a colon: "du und Platz 3".
fn seats(list: &[Seat], viewer: Option<Seat>) -> String {
    let names: Vec<String> = list.iter().map(|&s| inner(s, viewer)).collect();
    Common.and_list(&names)
}

/// Seats in a list after "von": "dir und Platz 3".
fn seats_dative(list: &[Seat], viewer: Option<Seat>) -> String {
    let names: Vec<String> = list.iter().map(|&s| dative(s, viewer)).collect();
    Common.and_list(&names)
}

/// A seat's card or hand opening a sentence: "Dein Detektiv" or "Der Detektiv von Platz 2".
fn whose(seat: Seat, viewer: Option<Seat>, yours: &str, noun: &str) -> String {
    if Some(seat) == viewer {
        yours.to_string()
    } else {
        format!("{noun} von {}", Common.seat(seat))
    }
}

/// A seat's hand as an object: "deine Hand" or "die Hand von Platz 2".
fn hand_of(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "deine Hand".into()
    } else {
        format!("die Hand von {}", Common.seat(seat))
    }
}

impl ShadowHouseWords for ShadowHouse {
    fn card_name(&self, card: Card) -> &'static str {
        match card {
            Card::FirstOnTheScene => "Erster am Tatort",
            Card::Culprit => "Täter",
            Card::Detective => "Detektiv",
            Card::Accomplice => "Komplize",
            Card::Sheriff => "Sheriff",
            Card::Alibi => "Alibi",
            Card::Toby => "Toby",
            Card::Baby => "Nesthäkchen",
            Card::Share => "Weitergabe",
            Card::Rumors => "Gerüchteküche",
            Card::Frenzy => "Tumult",
            Card::Soothsayer => "Wahrsagerin",
            Card::Witness => "Zeuge",
            Card::Servant => "Diener",
            Card::Housekeeper => "Haushälterin",
            Card::Swap => "Tausch",
        }
    }

    fn card_hint(&self, card: Card) -> &'static str {
        match card {
            Card::FirstOnTheScene => "Eröffnet die Runde",
            Card::Culprit => "Letzte Karte: Sieg",
            Card::Detective => "Bist du der Täter?",
            Card::Accomplice => "Hilf dem Täter",
            Card::Sheriff => "Handschellen geben",
            Card::Alibi => "Auf der Hand: Nein",
            Card::Toby => "Karte aufdecken",
            Card::Baby => "Sieh den Täter",
            Card::Share => "Alle nach links",
            Card::Rumors => "Alle von rechts",
            Card::Frenzy => "Neu verteilen",
            Card::Soothsayer => "Sag deine Meinung",
            Card::Witness => "Hand ansehen",
            Card::Servant => "Sicher vor Detektiv",
            Card::Housekeeper => "Kein Toby/Sheriff",
            Card::Swap => "Karte tauschen",
        }
    }

    fn card_text(&self, card: Card) -> String {
        let text = match card {
            Card::FirstOnTheScene => {
                "Wer diese Karte hat, eröffnet mit ihr die Runde. Sonst bewirkt sie nichts."
            }
            Card::Culprit => {
                "Wer diese Karte hat, ist der Täter. Sie darf nur als letzte Karte auf der Hand \
                 gespielt oder für einen Komplizen abgeworfen werden; dann bekommen der Täter und \
                 jeder Komplize 2 Punkte, außer der Täter trägt die Handschellen: Dann ist er \
                 geschnappt, und jeder andere, der kein Komplize ist, bekommt 1 Punkt. \
                 Weitergabe, Gerüchteküche, Tumult, Tausch und der Tausch nach einem Zeugen \
                 können sie weiterreichen."
            }
            Card::Detective => {
                "Frag einen anderen Mitspieler: \u{201e}Bist du der Täter?\u{201c} Er muss die \
                 Wahrheit sagen, außer er hat ein Alibi, dann muss er Nein sagen. Ein Ja beendet \
                 die Runde: Du bekommst 2 Punkte (als Komplize nichts), und jeder andere, der \
                 weder Täter noch Komplize ist, bekommt 1 Punkt. Wen der Diener schützt, der darf \
                 nicht gefragt werden."
            }
            Card::Accomplice => {
                "Du hältst für den Rest der Runde zum Täter, egal was du sonst spielst: Du \
                 bekommst 2 Punkte, wenn der Täter entkommt, sonst nichts. Wähle einen anderen \
                 Mitspieler mit Karten: Er wirft eine Karte seiner Wahl offen ab und zieht eine \
                 neue vom Stapel. Wirft er die Täterkarte als letzte Karte ab, gewinnt die Seite \
                 des Täters sofort."
            }
            Card::Sheriff => {
                "Gib die Handschellen einem anderen Mitspieler (nicht einem, den die \
                 Haushälterin schützt). Trägt der Täter sie, wenn die Täterkarte aufgedeckt wird, \
                 ist er geschnappt: Jeder andere, der kein Komplize ist, bekommt 1 Punkt. Bei \
                 allen anderen bewirken sie nichts."
            }
            Card::Alibi => {
                "Bewirkt nichts, wenn es gespielt wird. Solange du es hast, musst du einem \
                 Detektiv mit Nein antworten, was nur für den Täter zählt. Die Antwort verbraucht \
                 es nicht."
            }
            Card::Toby => {
                "Wähle einen anderen Mitspieler mit Karten (nicht einen, den die Haushälterin \
                 schützt): Eine zufällige Karte aus seiner Hand wird allen gezeigt. Ist es die \
                 Täterkarte, hast du den Täter entlarvt: Du bekommst 3 Punkte (als Komplize \
                 nichts), und jeder andere, der weder Täter noch Komplize ist, bekommt 1 Punkt. \
                 Jede andere Karte geht zurück auf seine Hand."
            }
            Card::Baby => {
                "Alle anderen schließen die Augen, nur der Täter öffnet seine: So erfährst nur \
                 du, wer die Täterkarte hat."
            }
            Card::Share => {
                "Jeder mit Karten gibt eine an seinen linken Nachbarn weiter; alle wählen \
                 gleichzeitig und verdeckt. Wer keine Karten hat, gibt nichts ab, bekommt aber \
                 trotzdem eine."
            }
            Card::Rumors => {
                "Alle ziehen gleichzeitig eine zufällige Karte aus der Hand ihres rechten \
                 Nachbarn."
            }
            Card::Frenzy => {
                "Jeder mit Karten, auch du, legt eine verdeckt in einen Topf. Du siehst dir den \
                 Topf an, dann wird er zufällig neu verteilt: eine Karte an jeden, der eine \
                 hineingelegt hat. Als deine letzte Karte bewirkt er nichts."
            }
            Card::Soothsayer => {
                "Sag der Runde, was du denkst: Verdächtige jemanden, bürge für jemanden oder gib \
                 zu, dass du noch keine Ahnung hast. Du darfst dich irren oder lügen."
            }
            Card::Witness => {
                "Sieh dir heimlich die Hand eines anderen Mitspielers an. Hast du die Täterkarte \
                 oder einen Komplizen gesehen und selbst noch eine Karte, dürft ihr verdeckt je \
                 eine Karte tauschen."
            }
            Card::Servant => "Bis zu deinem nächsten Zug darf dich kein Detektiv befragen.",
            Card::Housekeeper => {
                "Bis zu deinem nächsten Zug können Toby und der Sheriff dich nicht wählen."
            }
            Card::Swap => {
                "Gib einem anderen Mitspieler verdeckt eine Karte; er wählt die Karte, die er dir \
                 zurückgibt. Als deine letzte Karte bewirkt er nichts."
            }
        };
        match card.copies() {
            1 => text.to_string(),
            copies => format!("{text} Die Schachtel enthält {copies} Stück."),
        }
    }

    fn round_dealt(&self, runde: u8) -> String {
        format!("Runde {runde}: Alle bekommen vier Karten.")
    }

    fn your_cards(&self, hand: &[Card]) -> String {
        format!("Ausgeteilt bekommen hast du: {}.", cards(hand))
    }

    fn skipped_empty_hand(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} keine Karte mehr und {} übersprungen.",
            name(seat, viewer),
            verb(seat, viewer, "hast", "hat"),
            verb(seat, viewer, "wirst", "wird")
        )
    }

    fn played(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {}.",
            name(seat, viewer),
            verb(seat, viewer, "spielst", "spielt"),
            forms(card).accusative
        )
    }

    fn played_on(&self, seat: Seat, card: Card, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {} auf {}.",
            name(seat, viewer),
            verb(seat, viewer, "spielst", "spielt"),
            forms(card).accusative,
            accusative(target, viewer)
        )
    }

    fn played_without_target(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {}, aber niemand kann gewählt werden: Die Karte bleibt ohne Wirkung.",
            name(seat, viewer),
            verb(seat, viewer, "spielst", "spielt"),
            forms(card).accusative
        )
    }

    fn answered(&self, seat: Seat, reply: Reply, viewer: Option<Seat>) -> String {
        match reply {
            Reply::Yes => format!(
                "{}: \u{201e}Ja, ich bin der Täter.\u{201c}",
                name(seat, viewer)
            ),
            Reply::No => format!(
                "{}: \u{201e}Nein, ich bin nicht der Täter!\u{201c}",
                name(seat, viewer)
            ),
        }
    }

    fn handcuffs_given(&self, to: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} die Handschellen.",
            name(to, viewer),
            verb(to, viewer, "bekommst", "bekommt")
        )
    }

    fn discarded(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {} offen ab.",
            name(seat, viewer),
            verb(seat, viewer, "wirfst", "wirft"),
            forms(card).accusative
        )
    }

    fn drew_from_pile(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} eine Karte vom Stapel.",
            name(seat, viewer),
            verb(seat, viewer, "ziehst", "zieht")
        )
    }

    fn drew(&self, card: Card) -> String {
        format!("Du ziehst {}.", forms(card).accusative)
    }

    fn toby_revealed_culprit(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Toby lässt {} eine Karte aufdecken: die Täterkarte!",
            accusative(target, viewer)
        )
    }

    fn toby_revealed(&self, target: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "Toby lässt {} eine Karte aufdecken: {}. Die Karte geht zurück auf {}.",
            accusative(target, viewer),
            forms(card).accusative,
            hand_of(target, viewer)
        )
    }

    fn baby_showed(&self, culprit: Seat, viewer: Option<Seat>) -> String {
        if Some(culprit) == viewer {
            "Das Nesthäkchen hat gesehen, wie du die Augen geöffnet hast: Du hast die Täterkarte."
                .into()
        } else {
            format!(
                "Das Nesthäkchen hat gesehen, wer die Augen geöffnet hat: {} hat die Täterkarte.",
                Common.seat(culprit)
            )
        }
    }

    fn saw_hand(&self, seat: Seat, hand: &[Card], viewer: Option<Seat>) -> String {
        format!(
            "Du siehst dir {} an: {}.",
            hand_of(seat, viewer),
            cards(hand)
        )
    }

    fn shared(&self, list: &[Seat], viewer: Option<Seat>) -> String {
        format!(
            "Weitergabe: Je eine Karte von {} geht nach links.",
            seats_dative(list, viewer)
        )
    }

    fn rumored(&self, anyone_took: bool) -> String {
        if anyone_took {
            "Gerüchteküche: Alle ziehen eine zufällige Karte aus der Hand ihres rechten Nachbarn."
                .into()
        } else {
            "Gerüchteküche: Niemand hat eine Karte, die gezogen werden könnte.".into()
        }
    }

    fn frenzy_fizzled(&self) -> String {
        "Tumult als letzte Karte: Nichts passiert.".into()
    }

    fn frenzy_dealt(&self, list: &[Seat], viewer: Option<Seat>) -> String {
        format!(
            "Tumult: Je eine Karte von {} kommt in den Topf, der zufällig neu verteilt wird.",
            seats_dative(list, viewer)
        )
    }

    fn frenzy_pool(&self, pool: &[Card]) -> String {
        format!("Du siehst den Tumult-Topf: {}.", cards(pool))
    }

    // Gesagt, ob du sie gegeben hast oder sie dir genommen wurde (Gerüchteküche).
    fn gave(&self, to: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} hat jetzt {} von dir.",
            name(to, viewer),
            forms(card).accusative
        )
    }

    fn got(&self, from: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "Du hast jetzt {} von {}.",
            forms(card).accusative,
            dative(from, viewer)
        )
    }

    fn got_from_frenzy(&self, card: Card) -> String {
        format!("Der Tumult bringt dir {}.", forms(card).accusative)
    }

    fn put_in_pool(&self, card: Card) -> String {
        format!("Du legst {} in den Tumult-Topf.", forms(card).accusative)
    }

    fn witness_swapped(&self, witness: Seat, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} verdeckt eine Karte mit {}.",
            name(witness, viewer),
            verb(witness, viewer, "tauschst", "tauscht"),
            dative(target, viewer)
        )
    }

    fn witness_kept(&self, witness: Seat, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Kein Tausch zwischen {} und {}: Ein Zeuge darf nur tauschen, wenn er die Täterkarte \
             oder einen Komplizen gesehen hat.",
            dative(witness, viewer),
            dative(target, viewer)
        )
    }

    fn swapped(&self, player: Seat, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} eine Karte mit {}.",
            name(player, viewer),
            verb(player, viewer, "tauschst", "tauscht"),
            dative(target, viewer)
        )
    }

    fn said(&self, seat: Seat, statement: Statement, viewer: Option<Seat>) -> String {
        format!(
            "{} (Wahrsagerin): \u{201e}{}\u{201c}",
            name(seat, viewer),
            self.statement(statement, viewer)
        )
    }

    fn statement(&self, statement: Statement, viewer: Option<Seat>) -> String {
        match statement {
            Statement::Suspect(s) if Some(s) == viewer => {
                format!("Ich glaube, du, {s}, hast die Täterkarte.")
            }
            Statement::Vouch(s) if Some(s) == viewer => {
                format!("Ich bin sicher, du, {s}, bist unschuldig.")
            }
            Statement::Suspect(s) => format!("Ich glaube, {s} hat die Täterkarte."),
            Statement::Vouch(s) => format!("Ich bin sicher, {s} ist unschuldig."),
            Statement::NoIdea => "Ich habe noch keine Ahnung, wer es war.".into(),
        }
    }

    fn ending(&self, ending: Ending, culprit: Seat, viewer: Option<Seat>) -> String {
        let caught = Some(culprit) == viewer;
        let wer = name(culprit, viewer);
        let was = verb(culprit, viewer, "warst", "war");
        match ending {
            Ending::Detective { by } => {
                let detektiv = whose(by, viewer, "Dein Detektiv", "Der Detektiv");
                if caught {
                    format!("{detektiv} hat dich als Täter entlarvt.")
                } else {
                    format!(
                        "{detektiv} hat den Täter entlarvt: {}.",
                        Common.seat(culprit)
                    )
                }
            }
            // Toby is a dog with a name: "mit Toby", never "dein Toby".
            Ending::Toby { by } if caught => {
                format!(
                    "{} hat dich mit Toby als Täter aufgespürt.",
                    Common.seat(by)
                )
            }
            Ending::Toby { by } => format!(
                "{} {} mit Toby den Täter aufgespürt: {}.",
                name(by, viewer),
                verb(by, viewer, "hast", "hat"),
                Common.seat(culprit)
            ),
            Ending::CulpritEscaped { discarded: false } => format!(
                "{wer} {was} der Täter, {} die Täterkarte als letzte Karte ausgespielt und {} \
                 entkommen!",
                verb(culprit, viewer, "hast", "hat"),
                verb(culprit, viewer, "bist", "ist")
            ),
            Ending::CulpritEscaped { discarded: true } => format!(
                "{wer} {was} der Täter, {} die Täterkarte als letzte Karte abwerfen und {} \
                 entkommen!",
                verb(culprit, viewer, "musstest", "musste"),
                verb(culprit, viewer, "bist", "ist")
            ),
            Ending::Handcuffed { .. } => format!(
                "{wer} {was} der Täter und {} die Täterkarte in Handschellen aufgedeckt: \
                 geschnappt!",
                verb(culprit, viewer, "hast", "hat")
            ),
        }
    }

    fn round_ended(&self, result: &RoundResult, viewer: Option<Seat>) -> String {
        let mut text = self.ending(result.ending, result.culprit, viewer);
        if !result.accomplices.is_empty() {
            let label = if result.accomplices.len() == 1 {
                "Komplize"
            } else {
                "Komplizen"
            };
            text.push_str(&format!(
                " {label}: {}.",
                seats(&result.accomplices, viewer)
            ));
        }
        let scored: Vec<String> = result
            .points
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0)
            .map(|(i, p)| format!("{} +{p}", inner(Seat(i as u8), viewer)))
            .collect();
        if scored.is_empty() {
            text.push_str(" Niemand bekommt Punkte.");
        } else {
            text.push_str(&format!(" Punkte: {}.", scored.join(", ")));
        }
        text
    }

    fn match_over(&self, winners: &[Seat], viewer: Option<Seat>) -> String {
        if winners.is_empty() {
            return "Die Ermittlung ist vorbei. Niemand gewinnt.".into();
        }
        format!(
            "Die Ermittlung ist vorbei. Gewinner: {}.",
            seats(winners, viewer)
        )
    }

    fn play(&self, card: Card) -> String {
        format!("{} spielen", capitalise(forms(card).accusative))
    }

    fn play_without_target(&self, card: Card) -> String {
        format!(
            "{} spielen (niemand wählbar)",
            capitalise(forms(card).accusative)
        )
    }

    fn play_on(&self, card: Card, ziel: Seat) -> String {
        format!("{} auf {ziel} spielen", capitalise(forms(card).accusative))
    }

    fn answer(&self, reply: Reply) -> String {
        match reply {
            Reply::Yes => "Antworten: \u{201e}Ja, ich bin der Täter.\u{201c}".into(),
            Reply::No => "Antworten: \u{201e}Nein, ich bin nicht der Täter!\u{201c}".into(),
        }
    }

    fn discard(&self, card: Card) -> String {
        format!("{} abwerfen", capitalise(forms(card).accusative))
    }

    fn give(&self, card: Card) -> String {
        format!("{} abgeben", capitalise(forms(card).accusative))
    }

    fn give_to(&self, card: Card, platz: Seat) -> String {
        format!("{} an {platz} geben", capitalise(forms(card).accusative))
    }

    fn give_to_pool(&self, card: Card) -> String {
        format!("{} in den Topf legen", capitalise(forms(card).accusative))
    }

    fn swap_with_witnessed(&self) -> String {
        "Eine Karte tauschen".into()
    }

    fn keep_hands(&self) -> String {
        "Nicht tauschen".into()
    }

    fn say(&self, statement: Statement) -> String {
        format!("Sagen: \u{201e}{}\u{201c}", self.statement(statement, None))
    }

    fn soothsayer_heading(&self) -> &'static str {
        "Wahrsagerin: Wähle eine Aussage"
    }

    fn refuse_match_over(&self) -> String {
        "die Partie ist vorbei".into()
    }

    fn refuse_must_open(&self, platz: Seat) -> String {
        format!("{platz} muss mit dem Ersten am Tatort eröffnen")
    }

    fn refuse_culprit_not_last(&self) -> String {
        "die Täterkarte darf nur als letzte Karte auf der Hand gespielt werden".into()
    }

    fn refuse_not_held(&self, platz: Seat, card: Card) -> String {
        format!("{platz} hat {} nicht auf der Hand", forms(card).accusative)
    }

    fn refuse_not_aimed(&self, card: Card) -> String {
        format!(
            "{} wird auf niemanden gespielt: Spiel die Karte ohne Ziel aus",
            forms(card).nominative
        )
    }

    fn refuse_needs_target(&self, card: Card) -> String {
        format!(
            "{} muss auf einen wählbaren Mitspieler gespielt werden",
            forms(card).nominative
        )
    }

    fn refuse_must_answer(&self, ziel: Seat) -> String {
        format!("{ziel} muss zuerst dem Detektiv antworten")
    }

    fn refuse_culprit_discard(&self, ziel: Seat) -> String {
        format!("{ziel} darf die Täterkarte nur als letzte Karte abwerfen")
    }

    fn refuse_must_discard(&self, ziel: Seat) -> String {
        format!("{ziel} muss zuerst eine Karte abwerfen")
    }

    fn refuse_must_share(&self) -> String {
        "bei der Weitergabe muss jeder mit Karten eine weitergeben".into()
    }

    fn refuse_must_pool(&self) -> String {
        "beim Tumult muss jeder mit Karten eine in den Topf legen".into()
    }

    fn refuse_must_speak(&self) -> String {
        "zuerst muss die Wahrsagerin sprechen".into()
    }

    fn refuse_witness_swap(&self) -> String {
        "getauscht werden darf nur, wenn die angesehene Hand die Täterkarte oder einen Komplizen \
         enthält"
            .into()
    }

    fn refuse_witness_must_decide(&self) -> String {
        "der Zeuge muss erst entscheiden, ob getauscht wird".into()
    }

    fn refuse_not_now(&self, platz: Seat) -> String {
        format!("das kann {platz} jetzt nicht tun")
    }

    fn refuse_nobody_acts(&self) -> String {
        "gerade ist niemand am Zug".into()
    }

    fn refuse_own_seat(&self, card: Card) -> String {
        format!(
            "{} muss auf einen anderen Mitspieler gespielt werden",
            forms(card).nominative
        )
    }

    fn refuse_no_such_seat(&self, ziel: Seat) -> String {
        format!("an diesem Tisch gibt es keinen {ziel}")
    }

    fn refuse_servant(&self, ziel: Seat) -> String {
        format!("der Diener schützt {ziel} bis zu seinem nächsten Zug vor Detektiven")
    }

    fn refuse_housekeeper(&self, ziel: Seat) -> String {
        format!(
            "die Haushälterin schützt {ziel} bis zu seinem nächsten Zug vor Toby und dem Sheriff"
        )
    }

    fn refuse_last_swap(&self) -> String {
        "ein Tausch als letzte Karte bewirkt nichts: Spiel ihn ohne Ziel aus".into()
    }

    fn refuse_empty_hand(&self, ziel: Seat) -> String {
        format!("{ziel} hat keine Karten")
    }

    fn refuse_target(&self, card: Card, ziel: Seat) -> String {
        format!(
            "{} kann jetzt nicht auf {ziel} gespielt werden",
            forms(card).nominative
        )
    }

    fn drop_untargeted_on_player(&self, card: Card) -> String {
        format!(
            "{} wird auf niemanden gespielt: Leg die Karte auf den Tisch.",
            capitalise(forms(card).nominative)
        )
    }

    fn drop_on_own_seat(&self, card: Card) -> String {
        format!(
            "{} muss auf einen anderen Mitspieler gespielt werden.",
            capitalise(forms(card).nominative)
        )
    }

    fn drop_targeted_on_table(&self, card: Card) -> String {
        format!(
            "{} wird auf einen Mitspieler gespielt: Schieb die Karte auf den Platz deiner Wahl.",
            capitalise(forms(card).nominative)
        )
    }

    fn points_badge(&self, points: u8) -> String {
        count(points, "Punkt", "Punkte")
    }

    fn handcuffed_badge(&self) -> &'static str {
        "In Handschellen"
    }

    fn accomplice_badge(&self) -> &'static str {
        "Komplize"
    }

    fn servant_badge(&self) -> &'static str {
        "Kein Detektiv"
    }

    fn housekeeper_badge(&self) -> &'static str {
        "Kein Toby/Sheriff"
    }

    fn handcuffed_means(&self) -> &'static str {
        "Trägt die Handschellen: Wird die Täterkarte aus dieser Hand als letzte Karte gespielt oder abgeworfen, ist der Täter gefasst, statt zu gewinnen."
    }

    fn accomplice_means(&self) -> &'static str {
        "Hat einen Komplizen gespielt: steht für den Rest der Runde auf der Seite des Täters und gewinnt oder verliert mit ihm."
    }

    fn servant_means(&self) -> &'static str {
        "Der Diener schützt diesen Spieler: Kein Detektiv darf ihn bis zu seinem nächsten Zug befragen."
    }

    fn housekeeper_means(&self) -> &'static str {
        "Die Haushälterin schützt diesen Spieler: Toby und der Sheriff können ihn bis zu seinem nächsten Zug nicht wählen."
    }

    fn culprit_badge(&self) -> &'static str {
        "Täter"
    }

    fn culprit_means(&self) -> &'static str {
        "Du hältst die Täterkarte: Sie kann deine Hand nur als letzte Karte verlassen. Spielst oder wirfst du sie dann ab, bekommen du und jeder Komplize 2 Punkte, außer du trägst die Handschellen. Einem Detektiv, der auf dich zielt, musst du mit \u{201e}Ja\u{201c} antworten, außer du hältst ein Alibi."
    }

    fn said_briefly(&self, statement: Statement, viewer: Seat) -> String {
        match statement {
            Statement::Suspect(s) => format!("Verdächtigt {}", accusative(s, Some(viewer))),
            Statement::Vouch(s) => format!("Bürgt für {}", accusative(s, Some(viewer))),
            Statement::NoIdea => "Noch keine Ahnung".into(),
        }
    }

    fn in_front_label(&self) -> &'static str {
        "Ausgespielt"
    }

    fn play_here_label(&self) -> &'static str {
        "Hier ausspielen"
    }

    fn discards_label(&self, count: usize) -> String {
        format!("Abwurf ({count})")
    }

    fn chosen_note(&self) -> &'static str {
        "gewählt"
    }

    fn last_played_note(&self) -> &'static str {
        "zuletzt gespielt"
    }

    fn lightning_fact(&self) -> String {
        "Blitzermittlung: eine Runde, keine Punkte".into()
    }

    fn round_of(&self, runde: u8, runden: u8, ziel: u8) -> String {
        format!("Runde {runde} von {runden} · bis {ziel} Punkte")
    }

    fn round_to_points(&self, runde: u8, ziel: u8) -> String {
        format!("Runde {runde}: bis {ziel} Punkte")
    }

    fn scoring_legend(&self) -> &'static str {
        "So gibt es Punkte: Ein Detektiv, der den Täter findet, bekommt 2, Toby, der ihn entlarvt, 3, und jeder andere, der weder Täter noch Komplize ist, 1; ein Täter, der die Täterkarte als letzte Karte spielt oder abwirft, bekommt 2, ebenso jeder Komplize; wird der Täter mit Handschellen gefasst, bekommt jeder andere, der kein Komplize ist, 1."
    }

    fn past_round(&self, runde: u8, ending: &str) -> String {
        format!("Runde {runde}: {ending}")
    }

    fn pile_fact(&self, cards: u8) -> String {
        format!(
            "Nachziehstapel: {} verdeckt",
            count(cards, "Karte", "Karten")
        )
    }

    fn detective_asks(&self, detective: Seat, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} fragt {}: \u{201e}Bist du der Täter?\u{201c}",
            whose(detective, viewer, "Dein Detektiv", "Der Detektiv"),
            accusative(target, viewer)
        )
    }

    fn accomplice_makes_discard(
        &self,
        accomplice: Seat,
        target: Seat,
        viewer: Option<Seat>,
    ) -> String {
        format!(
            "{} zwingt {}, eine Karte abzuwerfen.",
            whose(accomplice, viewer, "Dein Komplize", "Der Komplize"),
            accusative(target, viewer)
        )
    }

    fn sharing(&self, waiting: &[Seat], viewer: Option<Seat>) -> String {
        format!(
            "Weitergabe: Alle geben eine Karte nach links. Es wählen noch: {}.",
            seats(waiting, viewer)
        )
    }

    fn frenzy_choosing(&self, waiting: &[Seat], viewer: Option<Seat>) -> String {
        format!(
            "Tumult: Alle legen eine Karte in den Topf. Es wählen noch: {}.",
            seats(waiting, viewer)
        )
    }

    fn witness_looked(&self, witness: Seat, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} hat sich {} angesehen.",
            whose(witness, viewer, "Dein Zeuge", "Der Zeuge"),
            hand_of(target, viewer)
        )
    }

    fn swapping(&self, player: Seat, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} eine Karte mit {}.",
            name(player, viewer),
            verb(player, viewer, "tauschst", "tauscht"),
            dative(target, viewer)
        )
    }

    fn prompt_open(&self) -> String {
        "Du warst als Erster am Tatort: Schieb diese Karte auf den Tisch, um die Runde zu eröffnen."
            .into()
    }

    fn prompt_turn(&self, aimed: &[Card], holds_culprit: bool) -> String {
        let mut text = "Du bist dran: Schieb eine Karte auf den Tisch".to_string();
        if aimed.is_empty() {
            text.push_str(", um sie zu spielen.");
        } else {
            let names: Vec<String> = aimed
                .iter()
                .map(|&c| self.card_name(c).to_string())
                .collect();
            text.push_str(&format!(
                " oder {} auf einen Spieler.",
                Common.or_list(&names)
            ));
        }
        if holds_culprit {
            text.push_str(" Du hast die Täterkarte: Sie darf nur deine letzte Karte sein.");
        }
        text
    }

    fn prompt_answer(&self, detektiv: Seat) -> String {
        format!(
            "Der Detektiv von {detektiv} fragt, ob du der Täter bist. Deine Karten bestimmen \
             die Antwort."
        )
    }

    fn prompt_discard(&self, komplize: Seat) -> String {
        format!(
            "{komplize} hat einen Komplizen auf dich gespielt: Schieb eine Karte auf den \
             Abwurfstapel, danach bekommst du eine neue vom Nachziehstapel."
        )
    }

    fn prompt_share(&self, links: Seat) -> String {
        format!(
            "Weitergabe: Gib {links} zu deiner Linken eine Karte: Schieb sie auf diesen Platz. \
             Niemand sieht deine Wahl, bevor alle gewählt haben."
        )
    }

    fn prompt_frenzy(&self) -> String {
        "Tumult: Schieb eine Karte für den Topf auf den Tisch; der Topf wird zufällig neu verteilt."
            .into()
    }

    fn prompt_speak(&self) -> String {
        "Wahrsagerin: Sag, was du über diese Runde denkst.".into()
    }

    fn prompt_witness(&self, ziel: Seat, may_swap: bool) -> String {
        if may_swap {
            format!(
                "Du hast die Hand von {ziel} gesehen (siehe deine Notizen). Ihr dürft eine \
                 Karte tauschen."
            )
        } else {
            format!(
                "Du hast die Hand von {ziel} gesehen (siehe deine Notizen): kein Täter, kein \
                 Komplize, also kein Tausch. Wähle \u{201e}Nicht tauschen\u{201c}, um \
                 weiterzumachen; jeder Zeuge wird gefragt, so sieht niemand, was du gesehen hast."
            )
        }
    }

    fn prompt_give(&self, ziel: Seat) -> String {
        format!("Schieb die Karte, die du abgibst, auf {ziel}.")
    }

    fn prompt_give_back(&self, tauscher: Seat) -> String {
        format!("{tauscher} tauscht mit dir: Schieb die Karte, die du zurückgibst, auf {tauscher}.")
    }

    fn prompt_over(&self) -> String {
        "Die Ermittlung ist vorbei.".into()
    }

    fn part(&self, part: Part) -> &'static str {
        match part {
            Part::Culprit => "Täter",
            Part::Accomplice => "Komplize",
            Part::Detective => "Detektiv",
            Part::Toby => "Toby",
            Part::Innocent => "Unschuldig",
        }
    }

    fn round_cell(&self, part: Part, punkte: u8) -> String {
        if punkte > 0 {
            format!("{} +{punkte}", self.part(part))
        } else {
            format!("{} 0", self.part(part))
        }
    }

    fn part_column(&self) -> String {
        "Rolle".into()
    }

    fn result_column(&self) -> String {
        "Ergebnis".into()
    }

    fn result(&self, won: bool) -> String {
        if won { "Gewonnen" } else { "Verloren" }.into()
    }

    fn round_column(&self, runde: u8) -> String {
        format!("Runde {runde}")
    }

    fn total_column(&self) -> String {
        "Gesamt".into()
    }

    fn round_over(&self, runde: u8) -> String {
        format!("Runde {runde} ist vorbei")
    }

    fn match_ending(
        &self,
        ending: &str,
        winners: &[Seat],
        points: Option<u8>,
        viewer: Option<Seat>,
    ) -> String {
        let mut text = match points {
            Some(_) => format!("Letzte Runde: {ending}"),
            None => ending.to_string(),
        };
        match points {
            _ if winners.is_empty() => text.push_str(" Niemand gewinnt."),
            None => text.push_str(&format!(" Gewinner: {}.", seats(winners, viewer))),
            Some(top) => text.push_str(&format!(
                " Gewinner: {} mit {}.",
                seats(winners, viewer),
                count(top, "Punkt", "Punkten")
            )),
        }
        text
    }
}
