//! Grid of Shadows auf Deutsch. The terms, used the same way everywhere: das Raster, eine
//! Rasterkarte, Feld N; aufdecken, verdeckt, offen; ansagen, die Ansage; „Licht an!“,
//! durchlassen; die Sequenz; der Nachziehstapel, der Ablagestapel; die Strafkarte; das Finale;
//! the abilities Geflüster, Täuschung, Hieb, Segen, Stille, Tausch, Glück, Beschwörung, Hunger,
//! Ausgleich; the power cards (Sonderkarten) Zorn, Spiegel, Wagnis, Wankelmut. A drag is
//! "schieben", so that "ziehen" always means drawing a card.

use crate::engine::Seat;
use crate::games::grid_of_shadows::{
    Card, Claim, ClaimFact, Colour, Decision, DrawReason, Effect, GridAction, Guess, Phase, Tell,
    Timing, WindowAbout, timing,
};
use crate::lang::GameWords;
use crate::lang::common::CommonWords;
use crate::lang::de::common::{Common, accusative, count, dative, name, verb};
use crate::lang::grid_of_shadows::GridOfShadowsWords;

pub struct GridOfShadows;

/// What the end screen and the record count of a player's play.
const CALLS: &[crate::lang::CallWords] = &[
    crate::lang::CallWords {
        key: "challenges",
        label: "„Licht an!“ gerufen",
        came_off: Some(("challenges won", "richtig")),
    },
    crate::lang::CallWords {
        key: "bluffs",
        label: "Bluffs gespielt",
        came_off: Some(("bluffs caught", "ertappt")),
    },
];

impl GameWords for GridOfShadows {
    fn calls(&self) -> &'static [crate::lang::CallWords] {
        CALLS
    }
    fn name(&self) -> &'static str {
        "Grid of Shadows"
    }
    fn variant_name(&self, id: &str) -> &'static str {
        match id {
            "extended" => "Erweiterte Regeln",
            _ => "",
        }
    }
    fn variant_summary(&self, id: &str) -> &'static str {
        match id {
            "extended" => "Mit Zorn, Spiegel, Wagnis und Wankelmut, je vier Stück.",
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

fn card_list(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(|&c| GridOfShadows.card(c)).collect();
    Common.and_list(&names)
}

fn cards(n: usize) -> String {
    count(n as i64, "Karte", "Karten")
}

fn slot_name(slot: u8) -> String {
    format!("Feld {}", slot + 1)
}

fn claim(claim: Claim) -> String {
    GridOfShadows.card(claim.card())
}

/// "Segen (4): deck eine verdeckte Rasterkarte …", for prompts.
fn ability_line(number: u8) -> String {
    format!(
        "{} ({number}): {}",
        GridOfShadows.ability(number),
        GridOfShadows.ability_effect(number)
    )
}

/// A card the viewer may not know: "eine Karte".
fn card_or_hidden(card: Option<Card>) -> String {
    card.map_or_else(|| "eine Karte".to_string(), |c| GridOfShadows.card(c))
}

impl GridOfShadowsWords for GridOfShadows {
    fn card(&self, card: Card) -> String {
        match card {
            Card::Number { number, colour } => format!("{} {number}", self.colour(colour)),
            Card::Wrath => "Zorn".into(),
            Card::Reflect => "Spiegel".into(),
            Card::Gamble => "Wagnis".into(),
            Card::Indecisive => "Wankelmut".into(),
        }
    }
    fn colour(&self, colour: Colour) -> &'static str {
        match colour {
            Colour::Blue => "Blau",
            Colour::Yellow => "Gelb",
        }
    }
    fn ability(&self, number: u8) -> &'static str {
        match number {
            1 => "Geflüster",
            2 => "Täuschung",
            3 => "Hieb",
            4 => "Segen",
            5 => "Stille",
            6 => "Tausch",
            7 => "Glück",
            8 => "Beschwörung",
            9 => "Hunger",
            10 => "Ausgleich",
            _ => "?",
        }
    }
    fn guess(&self, guess: Guess) -> &'static str {
        match guess {
            Guess::Low => "5 oder niedriger",
            Guess::High => "6 oder höher",
            Guess::Power => "eine Sonderkarte",
        }
    }
    fn empty_space(&self) -> &'static str {
        "Leeres Feld"
    }

    fn claim_fact(&self, fact: &ClaimFact, viewer: Seat) -> String {
        let card = self.card(fact.card);
        let laid = match fact.laid {
            1 => "1 Karte".to_string(),
            n => format!("{n} Karten"),
        };
        let of = format!(
            "{} hat {laid} als {card} gelegt. Von den {} Karten {card} im Spiel weißt du bei {}, wo sie sind",
            name(fact.by, Some(viewer)),
            fact.copies,
            fact.accounted,
        );
        if fact.truth <= 0.0 {
            format!("{of}, also muss die Ansage ein Bluff sein.")
        } else if fact.vouched {
            let percent = (fact.truth * 100.0).round();
            format!(
                "{of}. Du hast gesehen, wie {} {card} aufgenommen hat, und wer die angesagte Karte hat, sagt meist die Wahrheit: Die Wahrscheinlichkeit, dass die Ansage stimmt, liegt bei etwa {percent}\u{a0}%.",
                name(fact.by, Some(viewer)),
            )
        } else {
            let percent = (fact.truth * 100.0).round();
            let tell = match fact.tell {
                Some(Tell::BackRound) => {
                    " Wer nach einer Runde die eigene Folge fortsetzt, blufft meistens."
                }
                Some(Tell::Declined { taken_since }) => &format!(
                    " {} hat eine Gelegenheit ausgelassen, {card} ehrlich zu legen, und seitdem {} aufgenommen: Wer eine Karte hat, legt sie meistens.",
                    name(fact.by, Some(viewer)),
                    match taken_since {
                        0 => "keine Karte".to_string(),
                        1 => "nur 1 Karte".to_string(),
                        n => format!("nur {n} Karten"),
                    }
                ),
                Some(Tell::SeveralCards) => {
                    " Mehrere Karten unter einer Ansage sind fast immer echt: Ein Bluff ist meist eine einzelne Karte."
                }
                Some(Tell::Hunger) => {
                    " Einen Hunger (9) legt kaum jemand ehrlich: Er lässt einen für jede Karte zwei ziehen."
                }
                Some(Tell::OnItsColour) => {
                    " Eine Ansage in der Farbe der Karte, auf der sie liegt, stimmt öfter."
                }
                None => "",
            };
            format!(
                "{of}.{tell} Nach allem, was du siehst, und so, wie Spieler bluffen, liegt die Wahrscheinlichkeit, dass die Ansage stimmt, bei etwa {percent}\u{a0}%."
            )
        }
    }

    fn starts(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} und {} zwei Rasterkarten auf.",
            name(seat, viewer),
            verb(seat, viewer, "beginnst", "beginnt"),
            verb(seat, viewer, "deckst", "deckt")
        )
    }
    fn turn_begins(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} am Zug.",
            name(seat, viewer),
            verb(seat, viewer, "bist", "ist")
        )
    }
    fn stopped_flipping(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} nichts mehr kostenlos auf.",
            name(seat, viewer),
            verb(seat, viewer, "deckst", "deckt")
        )
    }
    fn flipped(&self, seat: Seat, viewer: Option<Seat>, slot: u8, card: Card) -> String {
        format!(
            "{} {} {} auf: {}.",
            name(seat, viewer),
            verb(seat, viewer, "deckst", "deckt"),
            slot_name(slot),
            self.card(card)
        )
    }
    fn drew(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        seen: Option<&[Card]>,
        count: usize,
        reason: DrawReason,
    ) -> String {
        let why = match reason {
            DrawReason::Flip => "fürs Aufdecken",
            DrawReason::Penalty => "als Strafe",
            DrawReason::Whisper => "(Geflüster)",
            DrawReason::Smite => "(Hieb)",
            DrawReason::Hunger => "(Hunger)",
            DrawReason::Balance => "(Ausgleich)",
            DrawReason::Wrath => "(Zorn)",
            DrawReason::Gamble => "(Wagnis verloren)",
            DrawReason::WrathRevealed => "(Zorn aufgedeckt)",
        };
        let what = match seen {
            Some(drawn) => card_list(drawn),
            None => cards(count),
        };
        format!(
            "{} {} {what} {why}.",
            name(seat, viewer),
            verb(seat, viewer, "ziehst", "zieht")
        )
    }
    fn played(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        slot: u8,
        declared: Claim,
        count: usize,
        own: Option<&[Card]>,
    ) -> String {
        let lays = verb(seat, viewer, "legst", "legt");
        let says = verb(seat, viewer, "sagst", "sagt");
        let base = match declared {
            Claim::Number { .. } => format!(
                "{} {lays} {} verdeckt auf {} und {says} {} an.",
                name(seat, viewer),
                cards(count),
                slot_name(slot),
                if count == 1 {
                    claim(declared)
                } else {
                    format!("{count}× {}", claim(declared))
                }
            ),
            _ => format!(
                "{} {lays} eine Karte verdeckt und {says} {} an.",
                name(seat, viewer),
                claim(declared)
            ),
        };
        match own {
            Some(laid) => format!("{base} (Du hast {} gelegt.)", card_list(laid)),
            None => base,
        }
    }
    fn ended_turn(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} den Zug, ohne zu spielen.",
            name(seat, viewer),
            verb(seat, viewer, "beendest", "beendet")
        )
    }
    fn passed(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!("{} passt.", name(seat, viewer))
    }
    fn lights(&self, caller: Seat, accused: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} „Licht an!“ gegen {}.",
            name(caller, viewer),
            verb(caller, viewer, "rufst", "ruft"),
            accusative(accused, viewer)
        )
    }
    fn revealed(
        &self,
        accused: Seat,
        viewer: Option<Seat>,
        shown: &[Card],
        truthful: bool,
    ) -> String {
        let has = verb(accused, viewer, "hast", "hat");
        format!(
            "Aufgedeckt: {}. {}",
            card_list(shown),
            if truthful {
                format!("{} {has} die Wahrheit gesagt.", name(accused, viewer))
            } else {
                format!("{} {has} geblufft!", name(accused, viewer))
            }
        )
    }
    fn verdict(&self, truthful: bool) -> &'static str {
        if truthful { "Wahr" } else { "Bluff!" }
    }
    fn took_stack(&self, seat: Seat, viewer: Option<Seat>, count: usize) -> String {
        format!(
            "{} {} die Rasterkarte samt den Karten darauf ({}).",
            name(seat, viewer),
            verb(seat, viewer, "nimmst", "nimmt"),
            cards(count)
        )
    }
    fn sequence_ends(&self) -> String {
        "Die Sequenz endet.".to_string()
    }
    fn ability_fires(&self, seat: Seat, viewer: Option<Seat>, number: u8) -> String {
        format!(
            "{} ({number}) wirkt für {}.",
            self.ability(number),
            accusative(seat, viewer)
        )
    }
    fn discarded(&self, seat: Seat, viewer: Option<Seat>, card: Card) -> String {
        format!(
            "{} {} {} ab.",
            name(seat, viewer),
            verb(seat, viewer, "wirfst", "wirft"),
            self.card(card)
        )
    }
    fn gave(&self, from: Seat, to: Seat, viewer: Option<Seat>, card: Option<Card>) -> String {
        format!(
            "{} {} {} {}.",
            name(from, viewer),
            verb(from, viewer, "gibst", "gibt"),
            dative(to, viewer),
            card_or_hidden(card)
        )
    }
    fn assigned(&self, from: Seat, to: Seat, viewer: Option<Seat>, effect: Effect) -> String {
        let wants = verb(from, viewer, "willst", "will");
        match effect {
            Effect::Gift => format!(
                "{} {wants} {} eine Karte geben.",
                name(from, viewer),
                dative(to, viewer)
            ),
            Effect::Draw(n) => format!(
                "{} {wants} {} {} ziehen lassen.",
                name(from, viewer),
                accusative(to, viewer),
                cards(usize::from(n))
            ),
        }
    }
    fn reflected(&self, seat: Seat, back_to: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} es an {} zurück.",
            name(seat, viewer),
            verb(seat, viewer, "spiegelst", "spiegelt"),
            accusative(back_to, viewer)
        )
    }
    fn silenced(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Stille: {} setzt beim nächsten Zug aus.",
            name(seat, viewer)
        )
    }
    fn skipped(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} durch Stille übersprungen.",
            name(seat, viewer),
            verb(seat, viewer, "wirst", "wird")
        )
    }
    fn shifted(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        slot: u8,
        card: Option<Card>,
        to_bottom: bool,
    ) -> String {
        let tail = if to_bottom {
            " und die andere unter den Nachziehstapel"
        } else {
            ""
        };
        format!(
            "Tausch: {} {} {} verdeckt auf {}{tail}.",
            name(seat, viewer),
            verb(seat, viewer, "legst", "legt"),
            card_or_hidden(card),
            slot_name(slot)
        )
    }
    fn lucky(&self, seat: Seat, viewer: Option<Seat>, slot: u8, card: Option<Card>) -> String {
        format!(
            "Glück: {} {} {} ab und {} {} verdeckt dorthin.",
            name(seat, viewer),
            verb(seat, viewer, "räumst", "räumt"),
            slot_name(slot),
            verb(seat, viewer, "legst", "legt"),
            card_or_hidden(card)
        )
    }
    fn summoned(&self, seat: Seat, viewer: Option<Seat>, slot: u8, card: Card) -> String {
        format!(
            "{} {} {} neben das Raster ({}).",
            name(seat, viewer),
            verb(seat, viewer, "beschwörst", "beschwört"),
            self.card(card),
            slot_name(slot)
        )
    }
    fn wrath_played(&self, seat: Seat, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Zorn: {} lässt {} zwei Karten ziehen.",
            name(seat, viewer),
            accusative(target, viewer)
        )
    }
    fn gamble_revealed(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        shown: &[Card],
        met: bool,
    ) -> String {
        let whose = if Some(seat) == viewer {
            "Dein Wagnis".to_string()
        } else {
            format!("Wagnis von {seat}")
        };
        format!(
            "{whose}: Darunter {} {}; {}.",
            if shown.len() == 1 { "lag" } else { "lagen" },
            card_list(shown),
            if met {
                "wahr, eine Karte wird abgeworfen"
            } else {
                "ein Bluff, drei Karten werden gezogen"
            }
        )
    }
    fn wrath_turned_up(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Zorn ist aufgedeckt: {} {} zwei Karten.",
            name(seat, viewer),
            verb(seat, viewer, "ziehst", "zieht")
        )
    }
    fn gamble_guessed(
        &self,
        seat: Seat,
        viewer: Option<Seat>,
        guess: Guess,
        card: Option<Card>,
        correct: bool,
    ) -> String {
        format!(
            "Wagnis aufgedeckt: {} {} auf {}; {}{}.",
            name(seat, viewer),
            verb(seat, viewer, "tippst", "tippt"),
            self.guess(guess),
            card.map(|c| format!("die neue Karte ist {}, ", self.card(c)))
                .unwrap_or_default(),
            if correct {
                "richtig"
            } else {
                "falsch, eine Strafkarte"
            }
        )
    }
    fn collapsed(&self, slot: u8) -> String {
        format!(
            "{} bricht unter drei oder mehr Karten zusammen.",
            slot_name(slot)
        )
    }
    fn stack_cleared(&self, slot: u8) -> String {
        format!("Der Stapel auf {} wird abgeworfen.", slot_name(slot))
    }
    fn refreshed(&self) -> String {
        "Nach „Licht an!“ wird jede offene Rasterkarte durch eine verdeckte ersetzt.".to_string()
    }
    fn final_challenge(&self, set_aside: &[Card]) -> String {
        format!(
            "Der Nachziehstapel ist leer: Das Finale beginnt! Beiseitegelegte Karten: {}. Jetzt \
             werden nur genau passende Karten offen gespielt.",
            card_list(set_aside)
        )
    }
    fn final_played(&self, seat: Seat, viewer: Option<Seat>, slot: u8, laid: &[Card]) -> String {
        format!(
            "{} {} {} passend auf {}.",
            name(seat, viewer),
            verb(seat, viewer, "legst", "legt"),
            card_list(laid),
            slot_name(slot)
        )
    }
    fn final_passed(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} nichts passend legen und passt.",
            name(seat, viewer),
            verb(seat, viewer, "kannst", "kann")
        )
    }
    fn went_out(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} keine Karten mehr und {} dem Raster!",
            name(seat, viewer),
            verb(seat, viewer, "hast", "hat"),
            verb(seat, viewer, "entkommst", "entkommt")
        )
    }
    fn totals(&self, totals: &[u32], winners: &[Seat], viewer: Option<Seat>) -> String {
        let each: Vec<String> = totals
            .iter()
            .enumerate()
            .map(|(i, &t)| {
                let seat = Seat(i as u8);
                let who = if Some(seat) == viewer {
                    "du".to_string()
                } else {
                    seat.to_string()
                };
                format!(
                    "{who} {} {}",
                    verb(seat, viewer, "hast", "hat"),
                    count(i64::from(t), "Punkt", "Punkte")
                )
            })
            .collect();
        // Only the first name opens the sentence: "Platz 1 und du entkommt".
        let best: Vec<String> = winners
            .iter()
            .enumerate()
            .map(|(i, &w)| match (i, Some(w) == viewer) {
                (0, _) => name(w, viewer),
                (_, true) => "du".to_string(),
                (_, false) => w.to_string(),
            })
            .collect();
        let escape = match winners {
            [one] => verb(*one, viewer, "entkommst", "entkommt"),
            // "Platz 1 und du" is "ihr".
            _ if winners.iter().any(|&w| Some(w) == viewer) => "entkommt",
            _ => "entkommen",
        };
        format!(
            "Handsummen: {}. {} {escape} mit der niedrigsten Summe.",
            Common.and_list(&each),
            Common.and_list(&best)
        )
    }

    fn action(&self, action: &GridAction) -> String {
        use GridAction as A;
        match action {
            A::FreeFlip(slot) => format!("{} kostenlos aufdecken", slot_name(*slot)),
            A::StopFlipping => "Nichts mehr kostenlos aufdecken".to_string(),
            A::Flip(slot) => format!("{} aufdecken und eine Karte ziehen", slot_name(*slot)),
            A::Lay { slot, card } => {
                format!("{} auf {} legen", self.card(*card), slot_name(*slot))
            }
            A::Declare(declared) => format!("{} ansagen", claim(*declared)),
            A::EndTurn => "Zug beenden".to_string(),
            A::Pass => "Passen".to_string(),
            A::Lights => "Licht an!".to_string(),
            A::LetPass => "Durchlassen".to_string(),
            A::WhisperDiscard(card) => format!("{} abwerfen", self.card(*card)),
            A::Deceive { card, to } => format!("{} an {to} geben", self.card(*card)),
            A::Smite(to) => format!("Hieb gegen {to}"),
            A::Bless(slot) => format!("{} segnen", slot_name(*slot)),
            A::Shift { card, slot } => {
                format!("Tausch: {} auf {}", self.card(*card), slot_name(*slot))
            }
            A::Luck { slot, card } => {
                format!("Glück: {} auf {}", self.card(*card), slot_name(*slot))
            }
            A::WrathTarget(to) => format!("Zorn gegen {to}"),
            A::GambleDiscard(card) => format!("{} abwerfen", self.card(*card)),
            A::Guess(g) => format!("Tipp: {}", self.guess(*g)),
            A::Reflect(card) => format!("Spiegeln (mit {})", self.card(*card)),
            A::Accept => "Hinnehmen".to_string(),
            A::Decline => "Nicht spielen".to_string(),
            A::FinalPlay { slot, count } => format!(
                "{} passend auf {} legen",
                cards(usize::from(*count)),
                slot_name(*slot)
            ),
            A::FinalFlip(slot) => format!("{} aufdecken", slot_name(*slot)),
            A::FinalPass => "Passen".to_string(),
        }
    }
    fn lay_bluff_in_sequence(&self, card: Card, slot: u8, claimed: Claim) -> String {
        format!(
            "{} auf {} legen (ein Bluff: dort wird {} angesagt)",
            self.card(card),
            slot_name(slot),
            claim(claimed)
        )
    }
    fn declare_bluff(&self, claimed: Claim, laid: &[Card]) -> String {
        format!(
            "{} ansagen (ein Bluff: Du hast {} gelegt)",
            claim(claimed),
            card_list(laid)
        )
    }
    fn lay_bluff_on_number(&self, card: Card, slot: u8, number: u8) -> String {
        format!(
            "{} auf {} legen (ein Bluff: dort kann nur eine {number} angesagt werden)",
            self.card(card),
            slot_name(slot)
        )
    }
    fn final_play_on(&self, card: Card, slot: u8, count: u8) -> String {
        format!(
            "{} passend auf {} ({}) legen",
            cards(usize::from(count)),
            self.card(card),
            slot_name(slot)
        )
    }
    fn dont_reflect(&self) -> String {
        "Nicht spiegeln".to_string()
    }
    fn phase_hint(&self, phase: &Phase) -> String {
        match phase {
            Phase::FreeFlips {
                seat,
                optional: false,
                ..
            } => format!("{seat} muss Rasterkarten kostenlos aufdecken"),
            Phase::FreeFlips { seat, .. } => {
                format!("{seat} darf Rasterkarten kostenlos aufdecken")
            }
            Phase::Main {
                seat,
                flipped: false,
            } => format!("{seat} muss spielen oder aufdecken"),
            Phase::Main {
                seat,
                flipped: true,
            } => format!("{seat} darf spielen oder den Zug beenden"),
            Phase::Building { seat, .. } => format!("{seat} legt gerade Karten und muss ansagen"),
            Phase::Window { window, .. } => match window.asked() {
                Some(seat) => format!("{seat} wird gefragt: „Licht an!“ oder „Durchlassen“"),
                None => "niemand wird gefragt".to_string(),
            },
            Phase::Sequence { seat } => format!("{seat} darf auf die Sequenz spielen oder passen"),
            Phase::Decide { seat, decision } => format!(
                "{seat} muss eine Wahl für {} treffen",
                match decision {
                    Decision::WhisperDiscard => "Geflüster",
                    Decision::Deceive => "Täuschung",
                    Decision::Smite => "Hieb",
                    Decision::Bless => "Segen",
                    Decision::Shift => "Tausch",
                    Decision::Luck => "Glück",
                    Decision::WrathTarget => "Zorn",
                    Decision::GambleDiscard => "Wagnis",
                    Decision::Reflect => "Spiegel",
                }
            ),
            Phase::Bonus { seat, .. } => format!("{seat} darf auf die neue Karte spielen"),
            Phase::Guess { seat, .. } => format!("{seat} muss für das Wagnis tippen"),
            Phase::Final { seat, .. } => format!("{seat} spielt im Finale"),
            Phase::FinalFlip { seat } => format!("{seat} muss eine Karte aufdecken"),
            Phase::Over { .. } => "das Spiel ist vorbei".to_string(),
        }
    }
    fn refusal(&self, action: &str, hint: &str) -> String {
        format!("„{action}“ geht jetzt nicht: {hint}")
    }
    fn game_over(&self) -> String {
        "das Spiel ist vorbei".to_string()
    }

    fn ability_effect(&self, number: u8) -> &'static str {
        match number {
            1 => "zieh eine Karte und wirf dann eine Karte aus deiner Hand ab",
            2 => "gib einem Mitspieler eine Karte aus deiner Hand",
            3 => "lass einen Mitspieler eine Karte ziehen",
            4 => {
                "deck eine verdeckte Rasterkarte kostenlos auf und spiel sofort darauf, wenn du \
                 kannst und willst"
            }
            5 => "wer nach dem Spieler am Zug an der Reihe ist, setzt seinen nächsten Zug aus",
            6 => {
                "zieh zwei Karten, leg eine verdeckt anstelle einer Rasterkarte (die mit ihrem \
                 Stapel abgeworfen wird) und die andere unter den Nachziehstapel"
            }
            7 => {
                "wirf eine Rasterkarte mit allem, was darauf liegt, ab und leg eine Karte aus \
                 deiner Hand verdeckt an ihre Stelle"
            }
            8 => {
                "leg eine Karte vom Nachziehstapel offen neben das Raster und spiel sofort \
                 darauf, wenn du willst"
            }
            9 => "wer sie gelegt hat, zieht zwei Karten",
            10 => "alle ziehen eine Karte",
            _ => "nichts",
        }
    }
    fn timing(&self, timing: Timing) -> &'static str {
        match timing {
            Timing::First => "nur für den Ersten, der sie in einer Sequenz legt (zuerst gespielt)",
            Timing::Each => {
                "einmal für jede gelegte Karte davon, der Reihe nach (jedes Mal gespielt)"
            }
            Timing::Last => "nur für den Letzten, der sie in einer Sequenz legt (zuletzt gespielt)",
        }
    }
    fn stack_size(&self, count: usize) -> String {
        format!("{count} darauf")
    }
    fn stack_yours(&self, cards: &[Card]) -> String {
        let names: Vec<String> = cards.iter().map(|&c| self.card(c)).collect();
        format!("deine: {}", names.join(", "))
    }
    fn stack_shown(&self, cards: &[Card]) -> String {
        let names: Vec<String> = cards.iter().map(|&c| self.card(c)).collect();
        format!("gezeigt: {}", names.join(", "))
    }
    fn your_face_down(&self, card: Card) -> String {
        format!("deine: {}", self.card(card))
    }
    fn grid_label(&self) -> &'static str {
        "Das Raster"
    }
    fn beside_grid_label(&self) -> &'static str {
        "Neben dem Raster"
    }
    fn draw_pile(&self) -> &'static str {
        "Nachziehstapel"
    }
    fn discard_pile(&self) -> &'static str {
        "Ablagestapel"
    }
    fn cards(&self, count: usize) -> String {
        cards(count)
    }
    fn set_aside_label(&self) -> &'static str {
        "Beiseitegelegt fürs Finale"
    }
    fn shift_drew_label(&self) -> &'static str {
        "Von Tausch gezogen"
    }
    fn shift_drew_note(&self) -> &'static str {
        "Schieb eine auf die Rasterkarte, die sie ersetzt"
    }
    fn guess_label(&self) -> &'static str {
        "Wagnis: Tippe auf die Karte, die es ersetzt"
    }
    fn guess_note(&self) -> &'static str {
        "Wähl deinen Tipp"
    }
    fn badge_turn(&self) -> &'static str {
        "Am Zug"
    }
    fn badge_asked(&self) -> &'static str {
        "Gefragt: Licht an?"
    }
    fn badge_last(&self) -> &'static str {
        "Zuletzt gelegt"
    }
    fn badge_target(&self) -> &'static str {
        "Als Ziel wählen"
    }
    fn badge_turn_means(&self) -> &'static str {
        "Wer am Zug ist: Diese Person hat die Sequenz auf dem Raster begonnen oder beginnt die \
         nächste, indem sie auf eine Rasterkarte legt oder eine aufdeckt."
    }
    fn badge_last_means(&self) -> &'static str {
        "Diese Person hat zuletzt verdeckt gelegt: \u{201e}Licht an!\u{201c} wirft ihr einen Bluff \
         vor und deckt ihre Karten auf."
    }
    fn saw_them_take(&self, cards: &str) -> String {
        format!("Du hast gesehen, wie diese Hand {cards} bekam")
    }
    fn fact_sequence(&self, slot: u8, colour: Colour, number: u8) -> String {
        format!(
            "Angesagt auf Feld {}: {} {number}, {}, falls es standhält.",
            slot + 1,
            self.colour(colour),
            self.ability(number)
        )
    }
    fn fact_last_play(&self, seat: Seat, viewer: Seat, count: usize, declared: Claim) -> String {
        format!(
            "{} {} zuletzt {} als {} gelegt.",
            name(seat, Some(viewer)),
            verb(seat, Some(viewer), "hast", "hat"),
            cards(count),
            claim(declared)
        )
    }
    fn fact_laying(&self, laid: &[Card]) -> String {
        // A play may hold a whole hand: past three cards the count is what fits the table.
        if laid.len() > 3 {
            format!("Du legst gerade {}.", cards(laid.len()))
        } else {
            format!("Du legst gerade {}.", card_list(laid))
        }
    }
    fn fact_being_laid(&self, n: usize) -> String {
        format!(
            "{} {} gerade gelegt.",
            cards(n),
            if n == 1 { "wird" } else { "werden" }
        )
    }
    fn fact_final(&self) -> String {
        "Finale: nur genau passende Karten, offen.".into()
    }
    fn fact_silence(&self) -> String {
        "Stille: Der Nächste wird übersprungen.".into()
    }

    fn prompt_free_flips(&self, left: u8) -> String {
        format!(
            "Deck {} kostenlos auf: Wähl eine aus (oder schieb den Nachziehstapel darauf).",
            count(
                i64::from(left),
                "verdeckte Rasterkarte",
                "verdeckte Rasterkarten"
            )
        )
    }
    fn prompt_free_flips_optional(&self, left: u8) -> String {
        format!(
            "Nach „Licht an!“ darfst du {} kostenlos aufdecken: Wähl eine aus (oder schieb den \
             Nachziehstapel darauf) oder deck keine mehr auf.",
            if left == 1 {
                "noch eine verdeckte Rasterkarte".to_string()
            } else {
                count(
                    i64::from(left),
                    "verdeckte Rasterkarte",
                    "verdeckte Rasterkarten",
                )
            }
        )
    }
    fn prompt_play_or_flip(&self) -> String {
        "Du bist am Zug: Schieb eine oder mehrere Karten auf eine offene Rasterkarte, um zu \
         spielen (dann sagst du an), oder deck eine verdeckte Karte auf und zieh eine Karte (wähl \
         sie oder schieb den Nachziehstapel darauf)."
            .into()
    }
    fn prompt_flipped(&self) -> String {
        "Du hast aufgedeckt: Schieb Karten auf eine offene Rasterkarte, um zu spielen, oder \
         beende deinen Zug."
            .into()
    }
    fn prompt_opening_number(&self, n: u8) -> String {
        format!(
            "Leg weitere Karten dazu oder sag sie als Blau {n} oder Gelb {n} an. \
             Hält das Spiel stand, wirkt {}.",
            ability_line(n)
        )
    }
    fn prompt_opening_indecisive(&self) -> String {
        "Leg weitere Karten dazu oder sag eine beliebige Zahl und Farbe an: Die Rasterkarte \
         ist Wankelmut. Hält das Spiel stand, wirkt die Fähigkeit der angesagten Zahl."
            .into()
    }
    fn prompt_adding(&self, colour: Colour, number: u8) -> String {
        format!(
            "Leg weitere Karten dazu oder sag sie als {} {number} an.",
            self.colour(colour)
        )
    }
    fn prompt_or_wrath(&self) -> String {
        " Oder sag Zorn an: Das beendet die Sequenz, und du lässt einen Mitspieler zwei Karten \
         ziehen."
            .into()
    }
    fn prompt_or_gamble(&self) -> String {
        " Oder Wagnis: Das beendet die Sequenz und deckt das Spiel darunter auf; war es wahr, \
         wirfst du eine Karte ab, war es ein Bluff, ziehst du drei."
            .into()
    }
    fn prompt_or_indecisive(&self) -> String {
        " Oder Wankelmut: Das tauscht die Farbe der Sequenz.".into()
    }
    fn prompt_window_plain(&self) -> String {
        "Ruf „Licht an!“ oder lass es durch.".into()
    }
    fn prompt_window(
        &self,
        seat: Seat,
        viewer: Seat,
        count: usize,
        slot: u8,
        declared: Claim,
        about: WindowAbout,
    ) -> String {
        let who = name(seat, Some(viewer));
        let has = verb(seat, Some(viewer), "hast", "hat");
        let takes = verb(seat, Some(viewer), "nimmst", "nimmt");
        let stands = match about {
            WindowAbout::Reflect => "der Spiegel wirkt".to_string(),
            WindowAbout::Play => match declared {
                Claim::Number { number, .. } => format!("{} wirkt", self.ability(number)),
                Claim::Wrath => "der Zorn wirkt".to_string(),
                Claim::Reflect => "der Spiegel wirkt".to_string(),
                Claim::Gamble => "das Wagnis wirkt".to_string(),
                Claim::Indecisive => "der Wankelmut wirkt".to_string(),
            },
        };
        format!(
            "{who} {has} {} auf Feld {} als {} gelegt. „Licht an!“ deckt sie auf. Ein Bluff: \
             {who} {takes} die Rasterkarte, ihren Stapel und eine Strafkarte. Alles wahr: Du \
             nimmst alles, und {stands}. Oder lass es durch.",
            cards(count),
            slot + 1,
            claim(declared)
        )
    }
    fn prompt_decide(&self, decision: Decision) -> String {
        match decision {
            Decision::WhisperDiscard => {
                "Geflüster (1): Du hast eine Karte gezogen; wirf jetzt eine aus deiner Hand ab: \
                 Schieb sie auf den Ablagestapel."
            }
            Decision::GambleDiscard => {
                "Dein Wagnis hat gewonnen (das Spiel darunter war wahr): Wirf eine Karte aus \
                 deiner Hand ab: Schieb sie auf den Ablagestapel."
            }
            Decision::Deceive => {
                "Täuschung (2): Gib einem Mitspieler eine Karte aus deiner Hand: Schieb sie auf \
                 seinen Platz."
            }
            Decision::Smite => "Hieb (3): Wähl den Mitspieler, der eine Karte ziehen muss.",
            Decision::WrathTarget => "Zorn: Wähl den Mitspieler, der zwei Karten ziehen muss.",
            Decision::Bless => {
                "Segen (4): Wähl eine markierte verdeckte Rasterkarte, um sie kostenlos \
                 aufzudecken; kannst du darauf spielen, darfst du es sofort."
            }
            Decision::Shift => {
                "Tausch (6): Schieb eine der beiden gezogenen Karten verdeckt auf die markierte \
                 Rasterkarte, die sie ersetzt (die alte Karte und ihr Stapel werden abgeworfen); \
                 die andere kommt unter den Nachziehstapel."
            }
            Decision::Luck => {
                "Glück (7): Schieb eine Karte aus deiner Hand auf eine Rasterkarte: Diese und ihr \
                 Stapel werden abgeworfen, und deine kommt verdeckt dorthin."
            }
            Decision::Reflect => return self.prompt_reflect_last(),
        }
        .into()
    }
    fn prompt_reflect(&self, from: Seat, viewer: Seat, effect: Effect) -> String {
        let wants = verb(from, Some(viewer), "willst", "will");
        let what = match effect {
            Effect::Gift => format!(
                "{} {wants} dir eine Karte aus der eigenen Hand geben (Täuschung).",
                name(from, Some(viewer))
            ),
            Effect::Draw(n) => format!(
                "{} {wants} dich {} ziehen lassen.",
                name(from, Some(viewer)),
                cards(usize::from(n))
            ),
        };
        format!(
            "{what} Ein Spiegel schickt das an {} zurück, zusammen mit jedem 2er-, 3er- oder \
             Zorn-Effekt, den du in diesem Zug abbekommen hast: Schieb eine Karte auf das Feld \
             dieses Zuges (als Spiegel angesagt; auch darauf kann „Licht an!“ gerufen werden). \
             Oder nimm es hin.",
            accusative(from, Some(viewer))
        )
    }
    fn prompt_reflect_last(&self) -> String {
        "Bevor der Zug endet, darfst du noch spiegeln: Die 2er-, 3er- und Zorn-Effekte, die du \
         in diesem Zug abbekommen hast, gehen an ihre Absender zurück (schieb eine Karte auf das \
         Feld dieses Zuges, als Spiegel angesagt). Oder lass es."
            .into()
    }
    fn prompt_sequence(&self, colour: Colour, number: u8, can_call: bool) -> String {
        let options = if can_call {
            ", passe oder ruf „Licht an!“ gegen das letzte Spiel"
        } else {
            " oder passe"
        };
        format!(
            "Spiel auf die Sequenz (Ansage {} {number}), indem du Karten darauf schiebst{options}. \
             Hält sie stand, wirkt {}.",
            self.colour(colour),
            ability_line(number)
        )
    }
    fn prompt_sequence_plain(&self) -> String {
        "Spiel auf die Sequenz, indem du Karten darauf schiebst, oder passe.".into()
    }
    fn prompt_bonus(&self, slot: u8) -> String {
        format!(
            "Du darfst sofort auf die neue Karte auf Feld {} spielen (schieb Karten darauf): eine \
             neue Sequenz mit eigenen Gelegenheiten für „Licht an!“ und eigener Fähigkeit. Oder \
             lass es.",
            slot + 1
        )
    }
    fn prompt_guess(&self) -> String {
        "Ein Wagnis wurde aufgedeckt: Tippe, welche Karte es ersetzt (5 oder niedriger, 6 oder \
         höher oder eine Sonderkarte), indem du den Tipp wählst. Richtig: Nichts passiert; \
         falsch: Du ziehst eine Strafkarte."
            .into()
    }
    fn prompt_final_pass(&self) -> String {
        "Finale! Du hast keine genau passende Karte und musst passen.".into()
    }
    fn prompt_final_match(&self) -> String {
        "Finale! Schieb eine genau passende Karte (Zahl und Farbe) auf ihre offene Rasterkarte: \
         Beide werden abgeworfen. Wenn du passend legen kannst, musst du es."
            .into()
    }
    fn prompt_final_flip(&self) -> String {
        "Finale: Wähl eine weitere verdeckte Rasterkarte, um sie aufzudecken.".into()
    }
    fn prompt_over(&self) -> String {
        "Das Spiel ist vorbei.".into()
    }
    fn group_cards(&self) -> &'static str {
        "Karten (oder schieb sie)"
    }
    fn group_flips(&self) -> &'static str {
        "Karte aufdecken"
    }

    fn number_hint(&self, number: u8) -> &'static str {
        match number {
            1 => "Geflüster: zieh, wirf ab",
            2 => "Täuschung: Karte geben",
            3 => "Hieb: einer zieht",
            4 => "Segen: gratis aufdecken",
            5 => "Stille: einer setzt aus",
            6 => "Tausch: neue Rasterkarte",
            7 => "Glück: Karte ersetzen",
            8 => "Beschwörung: neue Karte",
            9 => "Hunger: zwei ziehen",
            10 => "Ausgleich: alle ziehen",
            _ => "",
        }
    }
    fn power_hint(&self, card: Card) -> &'static str {
        match card {
            Card::Wrath => "Beendet; einer zieht 2",
            Card::Reflect => "Wehrt 2, 3, Zorn ab",
            Card::Gamble => "Prüft das Spiel darunter",
            Card::Indecisive => "Tauscht Blau und Gelb",
            Card::Number { .. } => "",
        }
    }
    fn guess_hint(&self) -> &'static str {
        "Dein Tipp"
    }
    fn number_text(&self, number: u8, colour: Colour) -> String {
        let look = match colour {
            Colour::Blue => "Blau: runde Marken in zwei Ecken, gestreifte Fläche",
            Colour::Yellow => "Gelb: dreieckige Marken in zwei Ecken, gepunktete Fläche",
        };
        let name = self.card(Card::num(number, colour));
        format!(
            "{name} ({look}). Zählt am Ende {number} auf der Hand. Leg sie verdeckt auf eine \
             offene {number} beliebiger Farbe und sag sie als {} {number} oder {} {number} an \
             (oder bluffe mit einer beliebigen Karte). Fähigkeit {number}, {}: {}. Sie wirkt {}. \
             Im Finale passt sie nur auf eine offene {name}.",
            self.colour(Colour::Blue),
            self.colour(Colour::Yellow),
            self.ability(number),
            self.ability_effect(number),
            self.timing(timing(number)),
        )
    }
    fn power_text(&self, card: Card) -> String {
        let text = match card {
            Card::Wrath => {
                "Zorn, eine Sonderkarte (zählt 10 auf der Hand). Gespielt: nur auf das Spiel \
                 eines anderen, ein Zorn pro Zug. Er beendet die Sequenz, die Fähigkeit der Zahl \
                 entfällt, und du lässt einen Mitspieler zwei Karten ziehen; der Stapel wird am \
                 Ende des Zuges abgeworfen. Von irgendwem aufgedeckt (beim Aufdecken, bei „Licht \
                 an!“, durch ein Wagnis): Wer ihn aufgedeckt hat, zieht zwei Karten, und das lässt \
                 sich nicht spiegeln."
            }
            Card::Reflect => {
                "Spiegel, eine Sonderkarte (zählt 10 auf der Hand). Gespielt: Wenn ein 2er-, \
                 3er- oder Zorn-Effekt auf dich zielt, leg ihn auf das Feld dieses Zuges und sag \
                 Spiegel an, einmal pro Zug für den ganzen Tisch; der Effekt geht an den Absender \
                 zurück, zusammen mit denen, die du in diesem Zug schon abbekommen hast, und \
                 allen, die später noch auf dich zielen. Wirst du beim Bluffen erwischt, trifft \
                 dich der Effekt trotzdem. Im Raster aufgedeckt: Auf dieses Feld darf bis zur \
                 nächsten Erneuerung nichts gespielt werden."
            }
            Card::Gamble => {
                "Wagnis, eine Sonderkarte (zählt 10 auf der Hand). Gespielt: nur auf das Spiel \
                 eines anderen, ein Wagnis pro Zug. Es beendet die Sequenz, die Fähigkeit der \
                 Zahl entfällt, und das Spiel darunter wird aufgedeckt: War es wahr, wirfst du \
                 eine Karte ab, war es ein Bluff, ziehst du drei. Im Raster aufgedeckt: Tippe, \
                 was es ersetzt (5 oder niedriger, 6 oder höher oder eine Sonderkarte); ein \
                 falscher Tipp kostet eine Strafkarte."
            }
            Card::Indecisive => {
                "Wankelmut, eine Sonderkarte (zählt 10 auf der Hand). Gespielt: tauscht die Farbe \
                 der Sequenz, Blau zu Gelb oder Gelb zu Blau. Im Raster aufgedeckt: Darauf darf \
                 jede Zahl und Farbe angesagt werden, und sein Stapel wird am Ende des Zuges \
                 abgeworfen."
            }
            Card::Number { .. } => "",
        };
        format!(
            "{text} Sonderkarten haben eine kreuzschraffierte Fläche; jede wird mit ihrem Namen \
             angesagt und kann ein Bluff sein, den „Licht an!“ wie jedes Spiel aufdeckt."
        )
    }
    fn guess_text(&self, guess: Guess) -> String {
        format!(
            "Tippe, dass die Karte, die das Wagnis ersetzt, {} ist. Richtig: Nichts passiert; \
             falsch: Du ziehst eine Strafkarte.",
            self.guess(guess)
        )
    }
    fn empty_space_text(&self) -> String {
        "Ein leeres Rasterfeld: Der Nachziehstapel war leer, bevor es aufgefüllt werden konnte."
            .into()
    }

    fn no_cards(&self) -> String {
        "Keine Karten".into()
    }
    fn hand_colour(&self, colour: Colour, numbers: &[u8]) -> String {
        let list: Vec<String> = numbers.iter().map(u8::to_string).collect();
        format!("{} {}", self.colour(colour), list.join(", "))
    }
    fn hand_powers(&self, powers: &[Card]) -> String {
        let names: Vec<String> = powers.iter().map(|&c| self.card(c)).collect();
        match names.len() {
            1 => format!("{} (10)", names[0]),
            _ => format!("{} (je 10)", names.join(", ")),
        }
    }
    fn score_columns(&self) -> Vec<String> {
        vec!["Resthand".into(), "Summe".into(), "Rang".into()]
    }
    fn points(&self, total: u32) -> String {
        count(i64::from(total), "Punkt", "Punkte")
    }
    fn place(&self, place: usize, tied: bool, escaped: bool) -> String {
        let mut text = format!("{place}.");
        if tied {
            text.push_str(" (geteilt)");
        }
        if escaped {
            text.push_str(", entkommen");
        }
        text
    }
    fn note_others_place(&self) -> String {
        "Alle anderen platzieren sich nach ihrer Handsumme, die niedrigste zuerst.".into()
    }
    fn note_places_by_total(&self) -> String {
        "Nach dem Finale entscheidet die Handsumme über die Plätze: Die niedrigste entkommt.".into()
    }
    fn note_values(&self, extended: bool) -> String {
        if extended {
            "Eine Zahl zählt ihren Wert; Zorn, Spiegel, Wagnis und Wankelmut zählen 10.".into()
        } else {
            "Jede Karte zählt ihre Zahl.".into()
        }
    }
    fn ending_went_out(&self, seat: Seat, viewer: Seat) -> String {
        if seat == viewer {
            "Du hast deine Hand geleert und bist dem Grid of Shadows entkommen.".into()
        } else {
            format!("{seat} hat die Hand geleert und ist dem Grid of Shadows entkommen.")
        }
    }
    fn ending_pile_ran_dry(&self) -> String {
        "Der Nachziehstapel ist aufgebraucht, bevor jemand alle Karten losgeworden ist.".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::app::AppWords;

    /// A "Licht an!"-Tipp nennt zwei Prozentzahlen: wie wahrscheinlich die Ansage stimmt und wie
    /// oft der Zug die Partie gewinnt. Die eine darf sich nicht wie die andere lesen.
    #[test]
    fn a_claims_chance_and_a_moves_chance_of_winning_read_apart() {
        let fact = ClaimFact {
            by: Seat(1),
            card: Card::num(7, Colour::Blue),
            laid: 1,
            copies: 2,
            accounted: 1,
            vouched: false,
            truth: 0.44,
            tell: None,
        };
        let claim = GridOfShadows.claim_fact(&fact, Seat(0));
        assert!(
            claim.contains("Wahrscheinlichkeit, dass die Ansage stimmt, bei etwa 44\u{a0}%"),
            "{claim}"
        );
        let win = super::super::app::App.hint_reason(Some(48), &[], false);
        assert!(
            win.contains("gewinnt dieser Zug die Partie in 48\u{a0}% davon"),
            "{win}"
        );
        for either in [&claim, &win] {
            assert!(!either.contains("der Fälle"), "{either}");
        }
        assert!(!claim.contains("gewinn"), "{claim}");
    }
}
