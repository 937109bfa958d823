//! Grimwood auf Deutsch. Card names and terms follow the German half of the rulebook
//! (Fabelwesen, Macht, Abwurfstapel, Kombo); a supernatural line is a "Reihe", a whole set of
//! three (Owls, Crows, settings) a "Dreierkombo", the combos in front of a player their
//! "Auslage". Dragging is "schieben", so that "ziehen" always means drawing a card.

use crate::engine::Seat;
use crate::games::grimwood::GrimwoodRefusal;
use crate::games::grimwood::{Card, Combo, DRAW_FIRST, HAND_LIMIT, SetKind, Supernatural};
use crate::lang::GameWords;
use crate::lang::common::CommonWords;
use crate::lang::de::common::{Common, accusative, count, dative, name, verb};
use crate::lang::grimwood::{Choice, ComboAt, GrimwoodWords};
use crate::lang::words::capitalise;

pub struct Grimwood;

/// What the end screen and the record count of a player's play.
const CALLS: &[crate::lang::CallWords] = &[
    crate::lang::CallWords {
        key: "combos",
        label: "Kombinationen ausgelegt",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "runes",
        label: "Runen gespielt",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "powers",
        label: "Kräfte genutzt",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "steals",
        label: "Karten gestohlen",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "steals blocked",
        label: "Deine Diebstähle von einem Amulett gestoppt",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "amulet blocks",
        label: "Diebstähle, die deine Amulette stoppten",
        came_off: None,
    },
];

impl GameWords for Grimwood {
    fn calls(&self) -> &'static [crate::lang::CallWords] {
        CALLS
    }
    fn name(&self) -> &'static str {
        "Grimwood"
    }
    fn variant_name(&self, id: &str) -> &'static str {
        match id {
            DRAW_FIRST => "Erst ziehen",
            _ => "",
        }
    }
    fn variant_summary(&self, id: &str) -> &'static str {
        match id {
            DRAW_FIRST => {
                "Jeder Zug beginnt mit Ziehen oder Stehlen, danach folgen die zwei Aktionen."
            }
            _ => "",
        }
    }
    fn standard_end(&self) -> &'static str {
        ""
    }
    fn role_name(&self, _role: &str) -> &'static str {
        ""
    }
}

/// A supernatural's name on its card and with its definite article in each case.
struct Forms {
    face: &'static str,
    nominative: &'static str,
    accusative: &'static str,
    dative: &'static str,
    genitive: &'static str,
}

const fn forms(
    face: &'static str,
    nominative: &'static str,
    accusative: &'static str,
    dative: &'static str,
    genitive: &'static str,
) -> Forms {
    Forms {
        face,
        nominative,
        accusative,
        dative,
        genitive,
    }
}

fn super_forms(s: Supernatural) -> Forms {
    use Supernatural as S;
    match s {
        S::Amazon => forms(
            "Amazone",
            "die Amazone",
            "die Amazone",
            "der Amazone",
            "der Amazone",
        ),
        S::Boogeyman => forms(
            "Schwarzer Mann",
            "der Schwarze Mann",
            "den Schwarzen Mann",
            "dem Schwarzen Mann",
            "des Schwarzen Mannes",
        ),
        S::Bride => forms("Braut", "die Braut", "die Braut", "der Braut", "der Braut"),
        S::Centaur => forms(
            "Zentaur",
            "der Zentaur",
            "den Zentauren",
            "dem Zentauren",
            "des Zentauren",
        ),
        S::DarkUnicorn => forms(
            "Schwarzes Einhorn",
            "das Schwarze Einhorn",
            "das Schwarze Einhorn",
            "dem Schwarzen Einhorn",
            "des Schwarzen Einhorns",
        ),
        S::Demon => forms("Dämon", "der Dämon", "den Dämon", "dem Dämon", "des Dämons"),
        S::Dracula => forms("Dracula", "Dracula", "Dracula", "Dracula", "Draculas"),
        S::Dragon => forms(
            "Drache",
            "der Drache",
            "den Drachen",
            "dem Drachen",
            "des Drachen",
        ),
        S::Dwarf => forms("Zwerg", "der Zwerg", "den Zwerg", "dem Zwerg", "des Zwergs"),
        S::Elf => forms("Elfe", "die Elfe", "die Elfe", "der Elfe", "der Elfe"),
        S::Faeries => forms("Feen", "die Feen", "die Feen", "den Feen", "der Feen"),
        S::Ghouls => forms(
            "Grabschänder",
            "der Grabschänder",
            "den Grabschänder",
            "dem Grabschänder",
            "des Grabschänders",
        ),
        S::Giant => forms(
            "Riese",
            "der Riese",
            "den Riesen",
            "dem Riesen",
            "des Riesen",
        ),
        S::Goblins => forms(
            "Kobolde",
            "die Kobolde",
            "die Kobolde",
            "den Kobolden",
            "der Kobolde",
        ),
        S::Highwayman => forms(
            "Straßenräuber",
            "der Straßenräuber",
            "den Straßenräuber",
            "dem Straßenräuber",
            "des Straßenräubers",
        ),
        S::Hydra => forms("Hydra", "die Hydra", "die Hydra", "der Hydra", "der Hydra"),
        S::Mage => forms(
            "Magier",
            "der Magier",
            "den Magier",
            "dem Magier",
            "des Magiers",
        ),
        S::Nymph => forms(
            "Nymphe",
            "die Nymphe",
            "die Nymphe",
            "der Nymphe",
            "der Nymphe",
        ),
        S::ShadowQueen => forms(
            "Schattenkönigin",
            "die Schattenkönigin",
            "die Schattenkönigin",
            "der Schattenkönigin",
            "der Schattenkönigin",
        ),
        S::Sorceress => forms("Hexe", "die Hexe", "die Hexe", "der Hexe", "der Hexe"),
        S::Eternals => forms(
            "Die Unsterblichen",
            "die Unsterblichen",
            "die Unsterblichen",
            "den Unsterblichen",
            "der Unsterblichen",
        ),
        S::Laraki => forms(
            "Laraki",
            "der Laraki",
            "den Laraki",
            "dem Laraki",
            "des Laraki",
        ),
        S::Troll => forms("Troll", "der Troll", "den Troll", "dem Troll", "des Trolls"),
        S::Werewolf => forms(
            "Werwolf",
            "der Werwolf",
            "den Werwolf",
            "dem Werwolf",
            "des Werwolfs",
        ),
    }
}

/// A card that is not a supernatural: its name, plural, and its forms with articles.
struct Kind {
    face: &'static str,
    plural: &'static str,
    /// "eine Eule", "ein Sumpf".
    a_nominative: &'static str,
    /// "eine Eule", "einen Sumpf".
    an_accusative: &'static str,
    /// "keine Eule", "keinen Sumpf", "kein Amulett".
    none_accusative: &'static str,
    /// "die Eule", "den Sumpf", "das Amulett".
    the_accusative: &'static str,
}

fn kind(card: Card) -> Kind {
    let kind = |face, plural, a_nominative, an_accusative, none_accusative, the_accusative| Kind {
        face,
        plural,
        a_nominative,
        an_accusative,
        none_accusative,
        the_accusative,
    };
    match card {
        Card::Owl => kind(
            "Eule",
            "Eulen",
            "eine Eule",
            "eine Eule",
            "keine Eule",
            "die Eule",
        ),
        Card::Crow => kind(
            "Krähe",
            "Krähen",
            "eine Krähe",
            "eine Krähe",
            "keine Krähe",
            "die Krähe",
        ),
        Card::Swamp => kind(
            "Sumpf",
            "Sümpfe",
            "ein Sumpf",
            "einen Sumpf",
            "keinen Sumpf",
            "den Sumpf",
        ),
        Card::Path => kind(
            "Pfad",
            "Pfade",
            "ein Pfad",
            "einen Pfad",
            "keinen Pfad",
            "den Pfad",
        ),
        Card::Clearing => kind(
            "Lichtung",
            "Lichtungen",
            "eine Lichtung",
            "eine Lichtung",
            "keine Lichtung",
            "die Lichtung",
        ),
        Card::Amulet => kind(
            "Amulett",
            "Amulette",
            "ein Amulett",
            "ein Amulett",
            "kein Amulett",
            "das Amulett",
        ),
        Card::Rune | Card::Super(_) => kind(
            "Rune",
            "Runen",
            "eine Rune",
            "eine Rune",
            "keine Rune",
            "die Rune",
        ),
    }
}

/// The case a card is named in.
#[derive(Clone, Copy)]
enum Case {
    Nominative,
    Accusative,
}

/// A card as one of its kind: "eine Eule", "einen Sumpf"; a supernatural, one of a kind, with
/// its definite article: "den Magier".
fn a_card(card: Card, case: Case) -> &'static str {
    match (card, case) {
        (Card::Super(s), Case::Nominative) => super_forms(s).nominative,
        (Card::Super(s), Case::Accusative) => super_forms(s).accusative,
        (_, Case::Nominative) => kind(card).a_nominative,
        (_, Case::Accusative) => kind(card).an_accusative,
    }
}

/// This very card, in the accusative: "die Eule", "den Sumpf", "den Magier".
fn the_card(card: Card) -> &'static str {
    match card {
        Card::Super(s) => super_forms(s).accusative,
        _ => kind(card).the_accusative,
    }
}

fn card_name(card: Card) -> &'static str {
    match card {
        Card::Super(s) => super_forms(s).face,
        _ => kind(card).face,
    }
}

fn and_list(items: &[String]) -> String {
    Common.and_list(items)
}

fn points(n: u32) -> String {
    count(n, "Punkt", "Punkte")
}

/// Points after "mit": "mit 1 Punkt", "mit 12 Punkten".
fn with_points(n: u32) -> String {
    count(n, "Punkt", "Punkten")
}

fn cards(n: u32) -> String {
    count(n, "Karte", "Karten")
}

/// Cards counted by kind, in the order given: "2 Eulen, eine Krähe und der Magier"; "nichts".
fn cards_words(cards: &[Card], case: Case) -> String {
    let mut kinds: Vec<(Card, i64)> = Vec::new();
    for &card in cards {
        match kinds.iter_mut().find(|(c, _)| *c == card) {
            Some((_, n)) => *n += 1,
            None => kinds.push((card, 1)),
        }
    }
    if kinds.is_empty() {
        return "nichts".into();
    }
    let parts: Vec<String> = kinds
        .into_iter()
        .map(|(card, n)| {
            if n == 1 {
                a_card(card, case).to_string()
            } else {
                count(n, kind(card).face, kind(card).plural)
            }
        })
        .collect();
    and_list(&parts)
}

/// A set in a sentence, in the accusative: "drei Eulen", "einen Sumpf, einen Pfad und eine
/// Lichtung".
fn set_words(kind: SetKind) -> &'static str {
    match kind {
        SetKind::Owls => "drei Eulen",
        SetKind::Crows => "drei Krähen",
        SetKind::Landscape => "einen Sumpf, einen Pfad und eine Lichtung",
        SetKind::Swamps => "drei Sümpfe",
        SetKind::Paths => "drei Pfade",
        SetKind::Clearings => "drei Lichtungen",
    }
}

/// A set after "aus": "drei Pfaden", "Sumpf, Pfad und Lichtung".
fn set_dative(kind: SetKind) -> &'static str {
    match kind {
        SetKind::Owls => "drei Eulen",
        SetKind::Crows => "drei Krähen",
        SetKind::Landscape => "Sumpf, Pfad und Lichtung",
        SetKind::Swamps => "drei Sümpfen",
        SetKind::Paths => "drei Pfaden",
        SetKind::Clearings => "drei Lichtungen",
    }
}

fn set_label(kind: SetKind) -> &'static str {
    match kind {
        SetKind::Owls => "3 Eulen",
        SetKind::Crows => "3 Krähen",
        SetKind::Landscape => "Sumpf + Pfad + Lichtung",
        SetKind::Swamps => "3 Sümpfe",
        SetKind::Paths => "3 Pfade",
        SetKind::Clearings => "3 Lichtungen",
    }
}

/// A combo without its article (every one is feminine): "Reihe Hydra + Werwolf (2 Punkte)",
/// "Kombo aus drei Eulen (10 Punkte)".
fn combo_noun(combo: &Combo) -> String {
    let points = points(combo.points());
    match combo {
        Combo::Line(cards) => {
            let names: Vec<&str> = cards.iter().map(|&s| super_forms(s).face).collect();
            format!("Reihe {} ({points})", names.join(" + "))
        }
        Combo::Set(kind) => format!("Kombo aus {} ({points})", set_dative(*kind)),
    }
}

/// Someone's combo as `viewer` reads it: "deine Reihe Troll (1 Punkt)", "die Kombo aus drei
/// Eulen (10 Punkte) von Platz 2".
fn combo_of(combo: &Combo, owner: Seat, viewer: Option<Seat>) -> String {
    if Some(owner) == viewer {
        format!("deine {}", combo_noun(combo))
    } else {
        format!("die {} von {owner}", combo_noun(combo))
    }
}

/// A combo from its place on the table, as the seat deciding reads it.
fn combo_at(at: ComboAt, me: Seat) -> String {
    match at.combo {
        Some(combo) => combo_of(combo, at.owner, Some(me)),
        None if at.owner == me => format!("deine Kombo {}", at.index + 1),
        None => format!("die Kombo {} von {}", at.index + 1, at.owner),
    }
}

/// Whose something is, before a feminine or plural noun: "deine", or "die ... von Platz 2".
fn of(noun: &str, seat: Seat, viewer: Option<Seat>, mine: &str) -> String {
    if Some(seat) == viewer {
        format!("{mine} {noun}")
    } else {
        format!("die {noun} von {seat}")
    }
}

/// "Du ziehst" / "Platz 2 zieht": the subject and its verb agree.
fn does(seat: Seat, viewer: Option<Seat>, du_form: &str, third_form: &str) -> String {
    format!(
        "{} {}",
        name(seat, viewer),
        verb(seat, viewer, du_form, third_form)
    )
}

/// "Dein Zug" / "Der Zug von Platz 2".
fn turn_of(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "Dein Zug".into()
    } else {
        format!("Der Zug von {seat}")
    }
}

/// "dein Diebstahl" / "der Diebstahl von Platz 2".
fn theft_of(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "dein Diebstahl".into()
    } else {
        format!("der Diebstahl von {seat}")
    }
}

/// "wähle zum Ziehen den Stapel oder schiebe ...", for what is legal.
fn choices_words(choices: &[Choice]) -> String {
    let words: Vec<String> = choices
        .iter()
        .map(|c| {
            match c {
                Choice::Play => {
                    "schiebe ein Fabelwesen auf eine deiner Reihen oder auf \u{201e}Neue Reihe\u{201c}"
                }
                Choice::PlaceSet => {
                    "schiebe eine vollständige Dreierkombo auf \u{201e}Neue Reihe\u{201c}"
                }
                Choice::Draw => "wähle zum Ziehen den Stapel",
                Choice::Steal => "schiebe zum Stehlen den Stehl-Marker auf einen Mitspieler",
                Choice::Rune => "lege eine Rune auf den Abwurfstapel",
            }
            .to_string()
        })
        .collect();
    Common.or_list(&words)
}

/// How lines score, said under the score table and on every supernatural's full text.
const LINE_POINTS: &str =
    "Eine Reihe aus 1, 2, 3, 4 oder 5 Fabelwesen zählt 1, 2, 5, 10 oder 15 Punkte.";

impl GrimwoodWords for Grimwood {
    fn rules(&self) -> &'static str {
        include_str!("../../games/grimwood/rules.de.md")
    }
    fn card_name(&self, card: Card) -> &'static str {
        card_name(card)
    }

    fn card_hint(&self, card: Card) -> &'static str {
        use Supernatural as S;
        match card {
            Card::Owl => "Drei Eulen: 10 Punkte",
            Card::Crow => "Drei Krähen: 10 Punkte",
            Card::Swamp | Card::Path | Card::Clearing => "Schauplatz: 3 gleiche/gemischt",
            Card::Amulet => "Wehrt einen Diebstahl ab",
            Card::Rune => "Zwei weitere Aktionen",
            Card::Super(s) => match s {
                S::Amazon => "Verlange eine Karte von allen",
                S::Boogeyman => "Tausche Hände mit jemandem",
                S::Bride => "Nimm ein männl. Fabelwesen",
                S::Centaur => "Oberste Karte vom Abwurf",
                S::DarkUnicorn => "Andere werfen zufällig ab",
                S::Demon => "Wirf eine beliebige Kombo ab",
                S::Dracula => "Stiehl zwei bei einem Spieler",
                S::Dragon => "Schützt und sperrt die Reihe",
                S::Dwarf => "Abwurf/Stapel: behalte eine",
                S::Elf => "Nutze eine Macht erneut",
                S::Faeries => "Nimm zwei Karten vom Abwurf",
                S::Ghouls => "Ziehe oder stiehl eine Karte",
                S::Giant => "Nimm eine Karte vom Abwurf",
                S::Goblins => "Stiehl drei Karten",
                S::Highwayman => "Tausche Kombos mit jemandem",
                S::Hydra => "Sieh dir eine Hand an",
                S::Mage => "Ziehe zwei Karten",
                S::Nymph => "Nimm und spiele ein Fabelwesen",
                S::ShadowQueen => "Sieh alle Hände, stiehl eine",
                S::Sorceress => "2 Eulen/Krähen: eine Kombo",
                S::Eternals => "Fülle deine Hand auf sieben",
                S::Laraki => "Behalte 1 Abwurf, gib den Rest",
                S::Troll => "Jemand wirft zufällig ab",
                S::Werewolf => "Jemand setzt einen Zug aus",
            },
        }
    }

    fn card_text(&self, card: Card, power: &str) -> String {
        match card {
            Card::Super(s) => {
                let kind = if s.is_male() {
                    "ein Fabelwesen, männlich (die Braut kann es nehmen)"
                } else {
                    "ein Fabelwesen"
                };
                format!(
                    "{}: {kind}. {power} Wird an eine deiner Reihen gelegt. {LINE_POINTS}",
                    super_forms(s).face
                )
            }
            Card::Owl | Card::Crow => {
                let k = kind(card);
                format!(
                    "{}: ein Tier. Drei {} zusammen ausgelegt zählen 10 Punkte. Zwei {} aus \
                     deiner Hand bezahlen die Macht der Hexe.",
                    k.face, k.plural, k.plural
                )
            }
            Card::Swamp | Card::Path | Card::Clearing => {
                let k = kind(card);
                format!(
                    "{}: ein Schauplatz. Sumpf, Pfad und Lichtung zusammen ausgelegt zählen 5 \
                     Punkte; drei {} zählen 3.",
                    k.face, k.plural
                )
            }
            Card::Amulet => "Amulett: Versucht jemand, dir eine Karte aus der Hand zu stehlen, \
                             spiele es, um diesen einen Diebstahl abzuwehren; danach kommt es auf \
                             den Abwurfstapel. Wer bei einem gewöhnlichen Diebstahl abgewehrt \
                             wird, verliert den Rest seines Zuges; der Diebstahl einer Macht wird \
                             allein abgewehrt, und die Macht geht weiter. Abwehren lassen sich nur \
                             Diebstähle."
                .into(),
            Card::Rune => "Rune: Spiele sie als eine deiner Aktionen; sie kommt auf den \
                           Abwurfstapel und gibt dir zwei weitere Aktionen, und jede davon darf \
                           eine Macht nutzen."
                .into(),
        }
    }

    fn powers_heading(&self) -> &'static str {
        "Die Mächte"
    }

    // ---- the log --------------------------------------------------------------------------

    fn turn_began(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!("{} am Zug.", does(seat, viewer, "bist", "ist"))
    }

    fn turn_skipped(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} diesen Zug wegen des Werwolfs aussetzen.",
            does(seat, viewer, "musst", "muss")
        )
    }

    fn drew(&self, seat: Seat, card: Option<Card>, viewer: Option<Seat>) -> String {
        match card {
            Some(card) => format!("Du ziehst {}.", a_card(card, Case::Accusative)),
            None => format!("{} eine Karte.", does(seat, viewer, "ziehst", "zieht")),
        }
    }

    fn deck_ran_out(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} die letzte Karte: Alle anderen haben noch einen letzten Zug.",
            does(seat, viewer, "ziehst", "zieht")
        )
    }

    fn steal_tried(&self, thief: Seat, victim: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{}, {} eine Karte zu stehlen.",
            does(thief, viewer, "versuchst", "versucht"),
            dative(victim, viewer)
        )
    }

    fn blocked(&self, thief: Seat, victim: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} ein Amulett: {} ist abgewehrt.",
            does(victim, viewer, "spielst", "spielt"),
            capitalise(&theft_of(thief, viewer))
        )
    }

    fn stole(&self, thief: Seat, victim: Seat, card: Option<Card>, viewer: Option<Seat>) -> String {
        let what = card.map_or("eine Karte", |c| a_card(c, Case::Accusative));
        format!(
            "{} {} {what}.",
            does(thief, viewer, "stiehlst", "stiehlt"),
            dative(victim, viewer)
        )
    }

    fn played(
        &self,
        seat: Seat,
        card: Supernatural,
        new_line: bool,
        viewer: Option<Seat>,
    ) -> String {
        let forms = super_forms(card);
        if new_line {
            format!(
                "{} mit {} eine neue Reihe.",
                does(seat, viewer, "beginnst", "beginnt"),
                forms.dative
            )
        } else {
            format!(
                "{} {} an eine Reihe an.",
                does(seat, viewer, "legst", "legt"),
                forms.accusative
            )
        }
    }

    fn rune_played(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} eine Rune: zwei weitere Aktionen.",
            does(seat, viewer, "spielst", "spielt")
        )
    }

    fn set_placed(&self, seat: Seat, kind: SetKind, viewer: Option<Seat>) -> String {
        format!(
            "{} {} aus ({}).",
            does(seat, viewer, "legst", "legt"),
            set_words(kind),
            points(kind.points())
        )
    }

    fn power_used(&self, seat: Seat, card: Supernatural, viewer: Option<Seat>) -> String {
        format!(
            "{} die Macht {}.",
            does(seat, viewer, "nutzt", "nutzt"),
            super_forms(card).genitive
        )
    }

    fn asked(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} von allen {}.",
            does(seat, viewer, "verlangst", "verlangt"),
            a_card(card, Case::Accusative)
        )
    }

    fn gave(&self, from: Seat, to: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {}.",
            does(from, viewer, "gibst", "gibt"),
            dative(to, viewer),
            a_card(card, Case::Accusative)
        )
    }

    fn hands_swapped(&self, a: Seat, b: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} die Hand mit {}.",
            does(a, viewer, "tauschst", "tauscht"),
            dative(b, viewer)
        )
    }

    fn took_from_table(
        &self,
        seat: Seat,
        card: Supernatural,
        from: Seat,
        viewer: Option<Seat>,
    ) -> String {
        let whence = if from == seat {
            "der eigenen Auslage".to_string()
        } else if Some(from) == viewer {
            "deiner Auslage".to_string()
        } else {
            format!("der Auslage von {from}")
        };
        format!(
            "{} {} aus {whence}.",
            does(seat, viewer, "nimmst", "nimmt"),
            super_forms(card).accusative
        )
    }

    fn took_from_discard(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} vom Abwurfstapel.",
            does(seat, viewer, "nimmst", "nimmt"),
            a_card(card, Case::Accusative)
        )
    }

    fn discarded(&self, seat: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} ab.",
            does(seat, viewer, "wirfst", "wirft"),
            a_card(card, Case::Accusative)
        )
    }

    fn combo_destroyed(
        &self,
        by: Seat,
        owner: Seat,
        combo: &Combo,
        viewer: Option<Seat>,
    ) -> String {
        format!(
            "{} {} auf den Abwurfstapel.",
            does(by, viewer, "schickst", "schickt"),
            combo_of(combo, owner, viewer)
        )
    }

    fn combos_swapped(
        &self,
        a: Seat,
        given: &Combo,
        b: Seat,
        taken: &Combo,
        viewer: Option<Seat>,
    ) -> String {
        let own = if Some(a) == viewer {
            "deine"
        } else {
            "die eigene"
        };
        format!(
            "{} {own} {} gegen {}.",
            does(a, viewer, "tauschst", "tauscht"),
            combo_noun(given),
            combo_of(taken, b, viewer)
        )
    }

    fn combo_taken(&self, by: Seat, from: Seat, combo: &Combo, viewer: Option<Seat>) -> String {
        format!(
            "{} {}.",
            does(by, viewer, "nimmst dir", "nimmt sich"),
            combo_of(combo, from, viewer)
        )
    }

    fn looked(&self, seat: Seat, at: Seat, cards: Option<&[Card]>, viewer: Option<Seat>) -> String {
        let hand = of("Hand", at, viewer, "deine");
        match cards {
            Some(cards) => format!(
                "Du siehst dir {hand} an: {}.",
                cards_words(cards, Case::Nominative)
            ),
            None => format!(
                "{} {hand} an.",
                does(seat, viewer, "siehst dir", "sieht sich")
            ),
        }
    }

    fn will_skip(&self, seat: Seat, turns: u8, viewer: Option<Seat>) -> String {
        let setzt = does(seat, viewer, "setzt", "setzt");
        match turns {
            1 => format!("{setzt} den nächsten Zug aus."),
            n => format!("{setzt} die nächsten {n} Züge aus."),
        }
    }

    fn reactivated(&self, seat: Seat, card: Supernatural, viewer: Option<Seat>) -> String {
        format!(
            "{} {} erneut.",
            does(seat, viewer, "aktivierst", "aktiviert"),
            super_forms(card).accusative
        )
    }

    fn gift(&self, from: Seat, to: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} offen {}.",
            does(from, viewer, "gibst", "gibt"),
            dative(to, viewer),
            a_card(card, Case::Accusative)
        )
    }

    fn turn_ended(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!("{} endet.", turn_of(seat, viewer))
    }

    fn position_repeated(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} würde zum dritten Mal aus demselben Spielstand beginnen: Das Spiel endet \
             unentschieden.",
            turn_of(seat, viewer)
        )
    }

    fn final_score(&self, scores: &[u32], viewer: Option<Seat>) -> String {
        let parts: Vec<String> = scores
            .iter()
            .enumerate()
            .map(|(i, &s)| {
                let seat = Seat(i as u8);
                if Some(seat) == viewer {
                    format!("du hast {}", points(s))
                } else {
                    format!("{seat} hat {}", points(s))
                }
            })
            .collect();
        format!("Endstand: {}.", and_list(&parts))
    }

    // ---- actions --------------------------------------------------------------------------

    fn draw_action(&self) -> String {
        "Eine Karte ziehen".into()
    }

    fn steal_action(&self, from: Seat) -> String {
        format!("{from} bestehlen")
    }

    fn play_action(&self, card: Supernatural, onto: Option<ComboAt>) -> String {
        let forms = super_forms(card);
        match onto {
            None => format!("Mit {} eine neue Reihe beginnen", forms.dative),
            Some(ComboAt {
                combo: Some(combo), ..
            }) => format!(
                "{} an deine {} anlegen",
                capitalise(forms.accusative),
                combo_noun(combo)
            ),
            Some(ComboAt { index, .. }) => format!(
                "{} an Reihe {} anlegen",
                capitalise(forms.accusative),
                index + 1
            ),
        }
    }

    fn play_rune_action(&self) -> String {
        "Eine Rune spielen (zwei weitere Aktionen)".into()
    }

    fn place_set_action(&self, kind: SetKind) -> String {
        format!(
            "{} auslegen ({})",
            capitalise(set_words(kind)),
            points(kind.points())
        )
    }

    fn end_actions_action(&self) -> String {
        "Keine weiteren Aktionen".into()
    }

    fn end_turn_action(&self) -> String {
        "Zug beenden".into()
    }

    fn discard_action(&self, card: Card) -> String {
        format!("{} abwerfen", capitalise(a_card(card, Case::Accusative)))
    }

    fn use_power_action(&self, card: Option<Supernatural>) -> String {
        match card {
            Some(card) => format!("Die Macht {} nutzen", super_forms(card).genitive),
            None => "Die Macht nutzen".into(),
        }
    }

    fn decline_power_action(&self) -> String {
        "Die Macht nicht nutzen".into()
    }

    fn block_action(&self) -> String {
        "Den Diebstahl mit einem Amulett abwehren".into()
    }

    fn allow_steal_action(&self) -> String {
        "Geschehen lassen".into()
    }

    fn ask_action(&self, card: Card) -> String {
        format!("Von allen {} verlangen", a_card(card, Case::Accusative))
    }

    fn target_action(&self, power: Option<Supernatural>, s: Seat) -> String {
        match power {
            Some(Supernatural::Boogeyman) => format!("Mit {s} die Hand tauschen"),
            Some(Supernatural::Dracula) => format!("{s} zwei Karten stehlen"),
            Some(Supernatural::Hydra) => format!("Die Hand von {s} ansehen"),
            Some(Supernatural::Troll) => format!("{s} eine zufällige Karte abwerfen lassen"),
            Some(Supernatural::Werewolf) => format!("{s} den nächsten Zug aussetzen lassen"),
            _ => format!("{s} wählen"),
        }
    }

    fn take_action(&self, card: Supernatural) -> String {
        format!(
            "{} vom Tisch nehmen",
            capitalise(super_forms(card).accusative)
        )
    }

    fn destroy_action(&self, combo: ComboAt, me: Seat) -> String {
        format!("{} abwerfen", capitalise(&combo_at(combo, me)))
    }

    fn swap_action(&self, mine: ComboAt, theirs: ComboAt, me: Seat) -> String {
        let mine_words = mine
            .combo
            .map(combo_noun)
            .unwrap_or_else(|| format!("Kombo {}", mine.index + 1));
        format!("Deine {mine_words} gegen {} tauschen", combo_at(theirs, me))
    }

    fn sorcery_action(&self, pay: Card, take: ComboAt, me: Seat) -> String {
        format!(
            "Zwei {} zahlen, um {} zu nehmen",
            kind(pay).plural,
            combo_at(take, me)
        )
    }

    fn reactivate_action(&self, card: Supernatural) -> String {
        format!(
            "{} erneut aktivieren",
            capitalise(super_forms(card).accusative)
        )
    }

    fn pick_action(&self, card: Card) -> String {
        format!(
            "{} vom Abwurfstapel nehmen",
            capitalise(a_card(card, Case::Accusative))
        )
    }

    fn keep_action(&self, card: Card) -> String {
        format!("{} behalten", capitalise(the_card(card)))
    }

    fn give_action(&self, card: Card, to: Option<Seat>) -> String {
        match to {
            Some(to) => format!("{to} {} geben", the_card(card)),
            None => format!("{} weitergeben", capitalise(the_card(card))),
        }
    }

    fn keep_in_hand_action(&self, in_power: bool) -> String {
        if in_power {
            "Auf der Hand behalten".into()
        } else {
            "Die Karte auf der Hand behalten".into()
        }
    }

    fn refusal(&self, why: GrimwoodRefusal) -> String {
        match why {
            GrimwoodRefusal::Over => "das Spiel ist vorbei".into(),
            GrimwoodRefusal::AwaitingAmulet(victim) => format!(
                "{victim} muss erst entscheiden, ob der Diebstahl mit einem Amulett abgewehrt wird"
            ),
            GrimwoodRefusal::DeckEmpty => "der Stapel ist leer".into(),
            GrimwoodRefusal::NoActionsLeft => "in diesem Zug sind keine Aktionen mehr übrig".into(),
            GrimwoodRefusal::CannotSteal => {
                "dieser Spieler hat keine Karte zum Stehlen, oder jetzt ist nicht der Moment dafür"
                    .into()
            }
            GrimwoodRefusal::CannotPlay => {
                "dieses Fabelwesen ist nicht auf der Hand, die Reihe kann es \
                                    nicht aufnehmen, oder jetzt ist nicht der Moment zum Spielen"
                    .into()
            }
            GrimwoodRefusal::CannotPlace => {
                "diese drei Karten sind nicht alle auf der Hand, oder jetzt \
                                     ist nicht der Moment zum Auslegen"
                    .into()
            }
            GrimwoodRefusal::OverHandLimit => {
                "die Hand liegt über dem Limit von sieben Karten: erst abwerfen".into()
            }
            GrimwoodRefusal::DecidePower => "entscheide erst, ob du die Macht nutzt".into(),
            GrimwoodRefusal::PowerNeedsChoice => {
                "die Macht, die gerade wirkt, braucht noch eine Wahl".into()
            }
            GrimwoodRefusal::DecideFreePlay => {
                "entscheide erst, ob du die gerade genommene Karte spielst".into()
            }
            GrimwoodRefusal::NotNow => "das geht in diesem Moment nicht".into(),
        }
    }

    // ---- the table ------------------------------------------------------------------------

    fn points(&self, n: u32) -> String {
        points(n)
    }

    fn turn_badge(&self, mine: bool) -> &'static str {
        if mine { "Dein Zug" } else { "Am Zug" }
    }

    fn loses_next_turn_badge(&self, turns: u8) -> String {
        match turns {
            1 => "Setzt nächsten Zug aus".into(),
            n => format!("Setzt die nächsten {n} Züge aus"),
        }
    }

    fn line_label(&self, guarded: bool) -> &'static str {
        if guarded {
            "Reihe, vom Drachen geschützt"
        } else {
            "Reihe"
        }
    }

    fn set_label(&self, kind: SetKind) -> &'static str {
        set_label(kind)
    }

    fn new_line_label(&self) -> &'static str {
        "Neue Reihe"
    }

    fn deck_label(&self) -> &'static str {
        "Stapel"
    }

    fn deck_note(&self, n: u32) -> String {
        cards(n)
    }

    fn discard_label(&self) -> &'static str {
        "Abwurfstapel"
    }

    fn discard_note(&self, n: u32) -> String {
        if n == 0 {
            "leer".into()
        } else {
            format!("{}, neueste zuerst", cards(n))
        }
    }

    fn thief_label(&self) -> &'static str {
        "Stehlen: auf einen Mitspieler schieben"
    }

    fn thief_note(&self) -> &'static str {
        "stehlen"
    }

    fn power_label(&self) -> &'static str {
        "Macht im Einsatz"
    }

    fn laraki_drawn_label(&self) -> &'static str {
        "Vom Laraki gezogen"
    }

    fn laraki_gifts_label(&self) -> &'static str {
        "Gaben des Laraki"
    }

    fn known_holds(&self, seat: Seat, cards: &[Card]) -> String {
        format!(
            "{seat} hat {} auf der Hand.",
            cards_words(cards, Case::Accusative)
        )
    }

    fn known_lacks(&self, seat: Seat, cards: &[Card]) -> String {
        let names: Vec<String> = cards
            .iter()
            .map(|&c| match c {
                Card::Super(s) => format!("nicht {}", super_forms(s).accusative),
                _ => kind(c).none_accusative.to_string(),
            })
            .collect();
        format!("{seat} hat {} auf der Hand.", and_list(&names))
    }

    fn stolen_from_you(&self, thief: Seat, card: Card) -> String {
        format!(
            "{thief} hat dir {} gestohlen.",
            a_card(card, Case::Accusative)
        )
    }

    fn left_fact(&self, actions: u8, powers: u8) -> String {
        format!(
            "Übrig: {}",
            and_list(&[
                count(actions, "Aktion", "Aktionen"),
                count(powers, "Macht", "Mächte"),
            ])
        )
    }

    fn robbing_fact(&self, thief: Seat, victim: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {}",
            does(thief, viewer, "bestiehlst", "bestiehlt"),
            accusative(victim, viewer)
        )
    }

    fn power_fact(&self, card: Supernatural) -> String {
        format!("Macht: {}", super_forms(card).face)
    }

    fn last_turns_fact(&self, turns: u8) -> String {
        match turns {
            0 => "Stapel leer: letzter Zug".into(),
            n => format!("Stapel leer: noch {}", count(n, "Zug", "Züge")),
        }
    }

    fn turn_fact(&self, turn: u32) -> String {
        format!("Zug {turn}")
    }

    // ---- prompts --------------------------------------------------------------------------

    fn opening_prompt(&self, options: &[Choice]) -> String {
        format!(
            "Eröffne deinen Zug: {}.",
            capitalise(&choices_words(options))
        )
    }

    fn closing_prompt(&self, options: &[Choice]) -> String {
        format!(
            "Schließe deinen Zug ab: {}.",
            capitalise(&choices_words(options))
        )
    }

    fn main_prompt(&self, actions_left: u8, options: &[Choice]) -> String {
        if options.is_empty() {
            "Du bist am Zug: Es gibt nichts mehr zu tun; beende deine Aktionen.".into()
        } else {
            format!(
                "Du bist am Zug, noch {}: {}; oder beende deine Aktionen.",
                count(actions_left, "Aktion", "Aktionen"),
                capitalise(&choices_words(options))
            )
        }
    }

    fn discard_prompt(&self, held: u32) -> String {
        format!(
            "Du hast {} auf der Hand: Schiebe Karten auf den Abwurfstapel, bis du nur noch \
             {HAND_LIMIT} hast.",
            cards(held)
        )
    }

    fn ending_prompt(&self) -> String {
        "Lege vollständige Dreierkombos aus, dann beende deinen Zug.".into()
    }

    fn power_offer_prompt(&self, card: Supernatural, power: &str, only_own: bool) -> String {
        let mut offer = format!("Die Macht {} nutzen? {power}", super_forms(card).genitive);
        if only_own {
            offer.push_str(" Der Dämon kann nur deine eigenen Kombos treffen.");
        }
        offer
    }

    fn free_play_prompt(&self, must: bool) -> String {
        if must {
            "Spiele die genommene Karte: Schiebe sie auf eine deiner Reihen oder auf \u{201e}Neue \
             Reihe\u{201c}; ihre Macht folgt."
                .into()
        } else {
            "Du darfst die genommene Karte sofort spielen (schiebe sie auf eine Reihe oder eine \
             Rune auf den Abwurfstapel) oder sie behalten."
                .into()
        }
    }

    fn amulet_prompt(&self, thief: Seat, power_steal: bool, has_amulet: bool) -> String {
        let cost = if power_steal {
            "das hält nur diesen einen Diebstahl auf"
        } else {
            "der Dieb verliert den Rest seines Zuges"
        };
        if has_amulet {
            format!(
                "{thief} versucht, dir eine Karte zu stehlen. Mit einem Amulett abwehren (schiebe \
                 es auf {thief}; {cost}) oder geschehen lassen?"
            )
        } else {
            format!("{thief} stiehlt dir eine zufällige Karte: Du hast kein Amulett.")
        }
    }

    fn over_prompt(&self) -> String {
        "Das Spiel ist vorbei.".into()
    }

    fn amazon_prompt(&self) -> String {
        "Amazone: Nenne eine Kartenart oder ein Fabelwesen beim Namen; jeder andere Spieler, der \
         so eine Karte hat, gibt dir eine davon."
            .into()
    }

    fn target_prompt(&self, card: Supernatural) -> String {
        use Supernatural as S;
        let does = match card {
            S::Boogeyman => "mit ihm die Hand zu tauschen",
            S::Dracula => "ihm zwei Karten zu stehlen",
            S::Hydra => "dir seine Hand anzusehen",
            S::Troll => "ihn eine zufällige Karte abwerfen zu lassen",
            S::Werewolf => "ihn seinen nächsten Zug aussetzen zu lassen",
            _ => "die Macht auf ihn zu richten",
        };
        format!(
            "{}: Schiebe die Machtkarte auf einen Mitspieler, um {does}.",
            super_forms(card).face
        )
    }

    fn take_prompt(&self, card: Supernatural) -> String {
        if card == Supernatural::Bride {
            "Braut: Wähle ein männliches Fabelwesen in einer Reihe auf dem Tisch, um es zu \
             nehmen; du darfst es sofort spielen."
                .into()
        } else {
            format!(
                "{}: Wähle ein Fabelwesen in einer Reihe auf dem Tisch, um es zu nehmen und \
                 sofort samt seiner Macht zu spielen.",
                super_forms(card).face
            )
        }
    }

    fn demon_prompt(&self) -> String {
        "Dämon: Schiebe die Machtkarte auf eine beliebige Kombo, um sie auf den Abwurfstapel zu \
         schicken."
            .into()
    }

    fn highwayman_prompt(&self) -> String {
        "Straßenräuber: Schiebe eine deiner Kombos auf die Kombo eines Mitspielers, um die beiden \
         zu tauschen."
            .into()
    }

    fn sorceress_prompt(&self) -> String {
        "Hexe: Schiebe eine Eule oder Krähe aus deiner Hand auf die Kombo eines Mitspielers: Du \
         zahlst zwei Karten dieser Art, und die Kombo gehört dir."
            .into()
    }

    fn elf_prompt(&self) -> String {
        "Elfe: Wähle ein Fabelwesen in deinen Reihen, um seine Macht erneut zu nutzen.".into()
    }

    fn dwarf_prompt(&self) -> String {
        "Zwerg: Du hast die oberste Karte des Abwurfstapels und des Stapels genommen; behalte \
         eine, die andere wird abgeworfen."
            .into()
    }

    fn faeries_prompt(&self, first: bool) -> String {
        format!(
            "Feen: Wähle eine Karte im Abwurfstapel, um sie zu nehmen ({} von zwei); danach \
             darfst du eine davon spielen.",
            if first { "die erste" } else { "die zweite" }
        )
    }

    fn giant_prompt(&self) -> String {
        "Riese: Wähle eine beliebige Karte im Abwurfstapel, um sie zu nehmen; du darfst sie \
         sofort spielen."
            .into()
    }

    fn ghouls_prompt(&self, options: &[Choice]) -> String {
        format!(
            "Grabschänder: Ziehe eine Karte oder stiehl eine: {}.",
            capitalise(&choices_words(options))
        )
    }

    fn eternals_prompt(&self, short: u32, options: &[Choice]) -> String {
        format!(
            "Die Unsterblichen: Fülle deine Hand auf sieben auf (noch {}): {}.",
            cards(short),
            capitalise(&choices_words(options))
        )
    }

    fn goblins_prompt(&self, left: u8) -> String {
        format!(
            "Kobolde: Stiehl noch {}, bei einem oder mehreren Mitspielern: Schiebe den \
             Stehl-Marker auf einen Mitspieler.",
            count(left, "Karte", "Karten")
        )
    }

    fn shadow_queen_prompt(&self) -> String {
        "Schattenkönigin: Du hast alle anderen Hände gesehen; stiehl jetzt blind eine Karte: \
         Schiebe den Stehl-Marker auf einen Mitspieler."
            .into()
    }

    fn laraki_keep_prompt(&self) -> String {
        "Laraki: Behalte eine der Karten vom Abwurfstapel; die übrigen gehen offen an die anderen \
         Spieler."
            .into()
    }

    fn laraki_give_prompt(&self, to: Option<Seat>, viewer: Option<Seat>) -> String {
        match to {
            Some(next) if Some(next) == viewer => {
                "Laraki: Wähle die Karte, die du offen bekommst.".into()
            }
            Some(next) => format!("Laraki: Wähle die Karte, die {next} offen bekommt."),
            None => "Laraki: Wähle eine Karte, die du offen weitergibst.".into(),
        }
    }

    fn no_amulet_note(&self, thief: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Du hast kein Amulett, also ließ sich {} nicht abwehren.",
            theft_of(thief, viewer)
        )
    }

    fn cannot_steal_from_yourself(&self) -> String {
        "Du kannst dich nicht selbst bestehlen.".into()
    }

    fn line_cannot_take(&self) -> String {
        "Diese Reihe kann es gerade nicht aufnehmen (keine Aktion übrig, vom Drachen gesperrt, \
         voll oder nicht deine Reihe)."
            .into()
    }

    fn only_complete_sets(&self) -> String {
        "Auslegen lassen sich nur vollständige Dreierkombos.".into()
    }

    fn ask_by_name_group(&self) -> &'static str {
        "Ein Fabelwesen beim Namen verlangen"
    }

    fn ask_kind_group(&self) -> &'static str {
        "Eine Kartenart verlangen"
    }

    fn discard_group(&self) -> &'static str {
        "Abwerfen"
    }

    // ---- the end --------------------------------------------------------------------------

    fn ending(&self, repetition: bool) -> String {
        if repetition {
            "Derselbe Spielstand kam zum dritten Mal vor: Das Spiel endet für alle unentschieden."
                .into()
        } else {
            "Der Stapel ist aufgebraucht und alle hatten ihren letzten Zug; es zählen die Kombos \
             auf dem Tisch."
                .into()
        }
    }

    fn score_columns(&self) -> [&'static str; 3] {
        ["Fabelwesen-Reihen", "Tiere & Schauplätze", "Summe"]
    }

    fn score_none(&self) -> &'static str {
        "keine"
    }

    fn score_line(&self, cards: &[Supernatural], n: u32) -> String {
        let names: Vec<&str> = cards.iter().map(|&s| super_forms(s).face).collect();
        format!("{} ({})", names.join(" + "), points(n))
    }

    fn score_set(&self, kind: SetKind) -> String {
        format!("{} ({})", set_label(kind), points(kind.points()))
    }

    fn score_rules_note(&self) -> String {
        format!(
            "{LINE_POINTS} 3 Eulen oder 3 Krähen zählen 10, Sumpf, Pfad und Lichtung 5, drei \
             gleiche Schauplätze 3. Karten auf der Hand zählen nichts."
        )
    }

    fn repetition_note(&self) -> String {
        "Derselbe Spielstand kam zum dritten Mal vor: Das Spiel endet für alle unentschieden, \
         gleich wie die Punkte stehen."
            .into()
    }

    fn winners_note(&self, leaders: &[Seat], best: u32, viewer: Option<Seat>) -> String {
        match leaders {
            [one] => format!(
                "{} mit {}.",
                does(*one, viewer, "gewinnst", "gewinnt"),
                with_points(best)
            ),
            many => {
                let names: Vec<String> = many
                    .iter()
                    .map(|&s| {
                        if Some(s) == viewer {
                            "du".to_string()
                        } else {
                            s.to_string()
                        }
                    })
                    .collect();
                format!(
                    "Geteilter Sieg mit {}: {}.",
                    with_points(best),
                    and_list(&names)
                )
            }
        }
    }
}
