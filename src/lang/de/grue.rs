//! Terms used throughout: Dunkelheit, Grue, Verräter, Schild, Schwert, Laterne (the cards);
//! Zauberer, Abenteurer, Leiche (a corpse's cards); verängstigt/bereit (the Grue's two states);
//! gefressen (eaten); aufdecken (reveal the Lantern); Tausch erzwingen (force a trade).
//! Dragging is "schieben", so that "ziehen" always means drawing a card.

use crate::engine::Seat;
use crate::games::grue::{Card, Defense, GrueAction, INFO, Side, Statement};
use crate::lang::GameWords;
use crate::lang::common::CommonWords;
use crate::lang::de::common::{Common, accusative, count, dative, name, verb};
use crate::lang::grue::{Fate, GrueWords, SeatBadge, ShownRole, TurnChoices};
use crate::lang::words::capitalise;

pub struct Grue;

/// What the end screen and the record count of a player's play.
const CALLS: &[crate::lang::CallWords] = &[
    crate::lang::CallWords {
        key: "trades offered",
        label: "Tausch angeboten",
        came_off: Some(("offers accepted", "angenommen")),
    },
    crate::lang::CallWords {
        key: "trades accepted",
        label: "Tausch angenommen",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "trades declined",
        label: "Tausch abgelehnt",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "attacked",
        label: "Vom Grue angegriffen",
        came_off: Some(("attacks survived", "überlebt")),
    },
    crate::lang::CallWords {
        key: "Grue slain",
        label: "Grue erschlagen",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "Lantern shown",
        label: "Laterne aufgedeckt",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "corpses searched",
        label: "Leichen durchsucht",
        came_off: None,
    },
];

impl GameWords for Grue {
    fn calls(&self) -> &'static [crate::lang::CallWords] {
        CALLS
    }
    fn name(&self) -> &'static str {
        // The game's proper name: no German title exists.
        INFO.name
    }
    fn variant_name(&self, id: &str) -> &'static str {
        match id {
            "dawn" => "Morgengrauen",
            _ => "",
        }
    }
    fn variant_summary(&self, id: &str) -> &'static str {
        match id {
            "dawn" => {
                "Die Nacht endet: Hat nach dem 40. Zug des Grue niemand gewonnen, endet das Spiel \
                 unentschieden."
            }
            _ => "",
        }
    }
    fn standard_end(&self) -> &'static str {
        // A game of one night, with no rounds to count.
        ""
    }
    fn role_name(&self, role: &str) -> &'static str {
        match role {
            "Grue" => "Grue",
            "Traitor" => "Verräter",
            "Adventurer" => "Abenteurer",
            _ => "",
        }
    }
}

/// A card with its article, as subject: "der Schild", "das Schwert". Darkness comes five times,
/// so it is "eine Dunkelheit".
fn nominative(card: Card) -> String {
    let article = match card {
        Card::Darkness => "eine",
        Card::Grue | Card::Traitor | Card::Shield => "der",
        Card::Sword => "das",
        Card::Lantern => "die",
    };
    format!("{} {}", article, Grue.card_name(card))
}

/// A card with its article, as object: "den Schild", "das Schwert", "eine Dunkelheit".
fn object(card: Card) -> String {
    let article = match card {
        Card::Darkness => "eine",
        Card::Grue | Card::Traitor | Card::Shield => "den",
        Card::Sword => "das",
        Card::Lantern => "die",
    };
    format!("{} {}", article, Grue.card_name(card))
}

/// "deinen Schild", "dein Schwert", "deine Laterne".
fn your(card: Card) -> String {
    let article = match card {
        Card::Grue | Card::Traitor | Card::Shield => "deinen",
        Card::Sword => "dein",
        Card::Darkness | Card::Lantern => "deine",
    };
    format!("{} {}", article, Grue.card_name(card))
}

/// "keinen Schild", "kein Schwert", "keine Laterne".
fn no(card: Card) -> String {
    let article = match card {
        Card::Grue | Card::Traitor | Card::Shield => "keinen",
        Card::Sword => "kein",
        Card::Darkness | Card::Lantern => "keine",
    };
    format!("{} {}", article, Grue.card_name(card))
}

/// A seat's corpse as object: "deine Leiche", "die Leiche von Platz 4".
fn corpse(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "deine Leiche".into()
    } else {
        format!("die Leiche von {}", Common.seat(seat))
    }
}

/// A seat's turn after "vor": "deinem Zug", "dem Zug von Platz 3".
fn turn_of(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "deinem Zug".into()
    } else {
        format!("dem Zug von {}", Common.seat(seat))
    }
}

/// The reveal offered on top of a turn or an answer to an offer.
const REVEAL_NOTE: &str = " Vorher darfst du die Laterne aufdecken: Dann wissen alle, dass du sie trägst, und du darfst sprechen.";

/// What showing `defense` does, for the prompt of a player the Grue attacks.
fn defense_effect(defense: Defense) -> &'static str {
    match defense {
        Defense::ShieldAndSword => "Schild und Schwert zusammen erschlagen den Grue",
        Defense::Lantern => "das Licht der Laterne verscheucht ihn",
        Defense::Shield => "der Schild wehrt den Angriff ab",
        Defense::Traitor => "die Verräter-Karte hält ihn auf, enttarnt dich aber als Verräter",
        Defense::WizardCard => {
            "Dunkelheit wird zum Feuerball, der ihn verscheucht; jede andere Karte rutscht dir aus \
             den Fingern, und du wirst gefressen"
        }
        Defense::Nothing => "du hast nichts, was dich rettet, und wirst gefressen",
    }
}

impl GrueWords for Grue {
    fn card_name(&self, card: Card) -> &'static str {
        match card {
            Card::Darkness => "Dunkelheit",
            Card::Grue => "Grue",
            Card::Traitor => "Verräter",
            Card::Shield => "Schild",
            Card::Sword => "Schwert",
            Card::Lantern => "Laterne",
        }
    }

    fn card_hint(&self, card: Card) -> &'static str {
        match card {
            Card::Darkness => "Nur Schatten",
            Card::Grue => "Jagt, wenn bereit",
            Card::Traitor => "Hilft dem Grue",
            Card::Shield => "Wehrt Angriffe ab",
            Card::Sword => "Tötet mit Schild",
            Card::Lantern => "Schreckt den Grue",
        }
    }

    fn card_text(&self, card: Card) -> &'static str {
        match card {
            Card::Darkness => {
                "Dunkelheit: nichts als Schatten. Gegen einen Angriff des Grue rettet sie \
                 niemanden, aber sie lässt sich tauschen wie jede andere Karte. Nur der Zauberer \
                 macht aus ihr einen Feuerball, der den Grue verscheucht."
            }
            Card::Grue => {
                "Der Grue: die Karte des Ungeheuers selbst, allen bekannt und nie getauscht. \
                 Liegt sie verdeckt, ist der Grue verängstigt und muss einen Zug damit verbringen, \
                 sich bereit zu machen (er deckt sie auf). Bereit darf er in seinem Zug jeden \
                 lebenden Spieler angreifen. Der Grue und der Verräter gewinnen, sobald höchstens \
                 noch ein Abenteurer lebt."
            }
            Card::Traitor => {
                "Der Verräter: Wer ihn hält, steht heimlich auf der Seite des Grue und gewinnt \
                 oder verliert mit ihm. Er kann nie getauscht und nie in eine Leiche gelegt \
                 werden. Bei einem Angriff des Grue gezeigt, hält er den Angriff auf, doch dann \
                 wissen alle, wer der Verräter ist, und der Grue bleibt bereit."
            }
            Card::Shield => {
                "Der Schild: Bei einem Angriff des Grue gezeigt, scheitert der Angriff. Zusammen \
                 mit dem Schwert gezeigt, erschlägt er den Grue, und die Abenteurer gewinnen."
            }
            Card::Sword => {
                "Das Schwert: Allein richtet es gegen den Grue nichts aus. Wer es zusammen mit \
                 dem Schild hält und beide bei einem Angriff des Grue zeigt, erschlägt den Grue, \
                 und die Abenteurer gewinnen."
            }
            Card::Lantern => {
                "Die Laterne: Bei einem Angriff des Grue gezeigt, verscheucht ihr Licht den Grue \
                 (er muss sich erneut bereit machen). Wer sie hält, darf sie aufdecken: Dann \
                 wissen alle, wer sie trägt, und wer sie hält, darf einmal pro Zug einen kurzen \
                 Satz sagen. Getauscht wird verdeckt, also ist sie nach einem Tausch ihres \
                 Trägers wieder verborgen, bis sie erneut gezeigt wird. Statt zu tauschen, darf er eine Leiche durchsuchen \
                 (eine zufällige Karte nehmen und dann jede Karte außer der Laterne zurücklegen) \
                 oder einen Tausch erzwingen (die Laterne offen übergeben; der andere Spieler \
                 muss offen eine Karte zurückgeben)."
            }
        }
    }

    fn dealt(&self, grue: Seat, wizard: Option<Seat>, viewer: Option<Seat>) -> String {
        let mut text = format!(
            "Die Karten sind verteilt. {} {} der Grue, vorerst noch verängstigt.",
            name(grue, viewer),
            verb(grue, viewer, "bist", "ist")
        );
        if let Some(w) = wizard {
            text.push_str(&format!(
                " {} {} der Zauberer und {} nur eine einzige Karte.",
                name(w, viewer),
                verb(w, viewer, "bist", "ist"),
                verb(w, viewer, "hältst", "hält")
            ));
        }
        text
    }

    fn readied(&self) -> &'static str {
        "Der Grue regt sich: Er ist bereit zum Angriff."
    }

    fn waited(&self) -> &'static str {
        "Der Grue wartet im Dunkeln."
    }

    fn attacked(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!("Der Grue greift {} an!", accusative(target, viewer))
    }

    fn showed_lantern(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} die Laterne: Der Grue wird verscheucht.",
            name(target, viewer),
            verb(target, viewer, "zeigst", "zeigt")
        )
    }

    fn raised_shield(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} den Schild: Der Angriff scheitert.",
            name(target, viewer),
            verb(target, viewer, "hebst", "hebt")
        )
    }

    fn showed_shield_and_sword(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} den Schild und das Schwert!",
            name(target, viewer),
            verb(target, viewer, "zeigst", "zeigt")
        )
    }

    fn showed_traitor(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} die Verräter-Karte: Der Grue verschont seinen Verbündeten, und der Verräter \
             ist enttarnt.",
            name(target, viewer),
            verb(target, viewer, "zeigst", "zeigt")
        )
    }

    fn cast_fireball(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} aus der Dunkelheit einen Feuerball: Der Grue wird verscheucht.",
            name(target, viewer),
            verb(target, viewer, "schleuderst", "schleudert")
        )
    }

    fn fumbled(&self, target: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} in Panik {} fallen.",
            name(target, viewer),
            verb(target, viewer, "lässt", "lässt"),
            object(card)
        )
    }

    fn had_nothing(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} nichts zu zeigen.",
            name(target, viewer),
            verb(target, viewer, "hast", "hat")
        )
    }

    fn died(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} gefressen. Die Karten bleiben verdeckt im Dunkeln liegen.",
            name(seat, viewer),
            verb(seat, viewer, "wirst", "wird")
        )
    }

    fn grue_slain(&self, by: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} den Grue!",
            name(by, viewer),
            verb(by, viewer, "erschlägst", "erschlägt")
        )
    }

    fn lantern_revealed(&self, by: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} die Laterne auf und {} nun sprechen.",
            name(by, viewer),
            verb(by, viewer, "deckst", "deckt"),
            verb(by, viewer, "darfst", "darf")
        )
    }

    fn spoke(&self, by: Seat, statement: Statement, viewer: Option<Seat>) -> String {
        format!(
            "{} {}: \u{201e}{}\u{201c}",
            name(by, viewer),
            verb(by, viewer, "sagst", "sagt"),
            self.statement(statement, Some(by), viewer)
        )
    }

    fn offered(&self, from: Seat, to: Seat, card: Option<Card>, viewer: Option<Seat>) -> String {
        let what = card.map_or_else(|| "eine Karte".to_string(), object);
        format!(
            "{} {} {} {} verdeckt an.",
            name(from, viewer),
            verb(from, viewer, "bietest", "bietet"),
            dative(to, viewer),
            what,
        )
    }

    fn declined(&self, from: Seat, to: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {} die Karte ungesehen zurück.",
            name(to, viewer),
            verb(to, viewer, "schiebst", "schiebt"),
            dative(from, viewer)
        )
    }

    fn traded_seen(
        &self,
        from: Seat,
        to: Seat,
        offered: Card,
        given: Card,
        viewer: Option<Seat>,
    ) -> String {
        let taken = if Some(from) == viewer {
            your(offered)
        } else {
            object(offered)
        };
        format!(
            "{} {} {} {} und {} dafür {}.",
            name(to, viewer),
            verb(to, viewer, "gibst", "gibt"),
            dative(from, viewer),
            object(given),
            verb(to, viewer, "nimmst", "nimmt"),
            taken,
        )
    }

    fn traded_unseen(&self, from: Seat, to: Seat, viewer: Option<Seat>) -> String {
        // Only onlookers read this line, but a trader would read "Du und Platz 3 tauscht".
        let traders = viewer == Some(from) || viewer == Some(to);
        let second = if viewer == Some(to) {
            "du".to_string()
        } else {
            Common.seat(to)
        };
        format!(
            "{} und {} {} Karten.",
            name(from, viewer),
            second,
            if traders { "tauscht" } else { "tauschen" },
        )
    }

    fn investigated(&self, by: Seat, corpse_of: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {}.",
            name(by, viewer),
            verb(by, viewer, "durchsuchst", "durchsucht"),
            corpse(corpse_of, viewer)
        )
    }

    fn drew(&self, by: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {}.",
            name(by, viewer),
            verb(by, viewer, "ziehst", "zieht"),
            object(card)
        )
    }

    fn returned(
        &self,
        by: Seat,
        corpse_of: Seat,
        card: Option<Card>,
        viewer: Option<Seat>,
    ) -> String {
        let what = card.map_or_else(|| "eine Karte".to_string(), object);
        format!(
            "{} {} {} auf {} zurück.",
            name(by, viewer),
            verb(by, viewer, "legst", "legt"),
            what,
            corpse(corpse_of, viewer),
        )
    }

    fn forced_trade(&self, from: Seat, to: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} einen Tausch: {} {} die Laterne und {} eine Karte zurückgeben.",
            name(from, viewer),
            verb(from, viewer, "erzwingst", "erzwingt"),
            name(to, viewer),
            verb(to, viewer, "bekommst", "bekommt"),
            verb(to, viewer, "musst", "muss")
        )
    }

    fn forced_return(&self, from: Seat, to: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {} {} offen zurück.",
            name(to, viewer),
            verb(to, viewer, "gibst", "gibt"),
            dative(from, viewer),
            object(card)
        )
    }

    fn passed(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!("{} passt.", name(seat, viewer))
    }

    fn repetition(&self) -> &'static str {
        "Dieselbe Stellung kommt zum dritten Mal vor: In dieser Nacht kann niemand mehr gewinnen. \
         Unentschieden."
    }

    fn dawn(&self) -> &'static str {
        "Der Morgen graut, und der Grue schleicht hungrig davon: Niemand gewinnt."
    }

    fn won(&self, side: Side) -> &'static str {
        match side {
            Side::Grue => "Der Grue und der Verräter gewinnen: Es sind zu wenige Abenteurer übrig.",
            Side::Adventurers => "Die Abenteurer gewinnen!",
        }
    }

    fn statement(
        &self,
        statement: Statement,
        speaker: Option<Seat>,
        viewer: Option<Seat>,
    ) -> String {
        let about = statement.about();
        let you = Some(about) == viewer;
        let seat = Common.seat(about);
        let to_whom = if Some(about) == speaker {
            "mir".to_string()
        } else if you {
            format!("{} ({seat})", dative(about, viewer))
        } else {
            dative(about, viewer)
        };
        match statement {
            // Said to a table, "du" alone could be anyone at it: the seat is named too.
            Statement::SuspectTraitor(_) if you => {
                format!("Ich glaube, du ({seat}) bist der Verräter.")
            }
            Statement::SuspectTraitor(_) => format!("Ich glaube, {} ist der Verräter.", seat),
            Statement::Trust(_) => format!("Ich vertraue {to_whom}."),
            Statement::BringSword(_) => format!("Wer das Schwert hat, soll es {to_whom} geben."),
            Statement::BringShield(_) => format!("Wer den Schild hat, soll ihn {to_whom} geben."),
        }
    }

    fn action(&self, action: &GrueAction, actor: Option<Seat>, holds_lantern: bool) -> String {
        match *action {
            GrueAction::Ready => "Zum Angriff bereit machen".into(),
            GrueAction::Wait => "Warten".into(),
            GrueAction::Attack(target) => {
                capitalise(&format!("{} angreifen", accusative(target, actor)))
            }
            GrueAction::Defend(Defense::Lantern) => "Die Laterne zeigen".into(),
            GrueAction::Defend(Defense::Shield) => "Den Schild zeigen".into(),
            GrueAction::Defend(Defense::ShieldAndSword) => "Schild und Schwert zeigen".into(),
            GrueAction::Defend(Defense::Traitor) => "Den Verräter zeigen".into(),
            GrueAction::Defend(Defense::WizardCard) => "Deine Karte zeigen".into(),
            GrueAction::Defend(Defense::Nothing) => "Nichts zeigen (du wirst gefressen)".into(),
            GrueAction::RevealLantern => "Die Laterne aufdecken".into(),
            GrueAction::KeepDark if holds_lantern => "Die Laterne verdeckt lassen".into(),
            GrueAction::KeepDark => "Weiter (du hast keine Laterne zum Aufdecken)".into(),
            GrueAction::Speak(statement) => format!(
                "Sagen: \u{201e}{}\u{201c}",
                self.statement(statement, actor, actor)
            ),
            GrueAction::Offer { card, to } => {
                capitalise(&format!("{} {} anbieten", dative(to, actor), object(card)))
            }
            GrueAction::Accept { give } => format!("Annehmen: {} geben", object(give)),
            GrueAction::Decline => "Ungesehen ablehnen".into(),
            GrueAction::Investigate { corpse: of } => {
                capitalise(&format!("{} durchsuchen", corpse(of, actor)))
            }
            GrueAction::DrawFromCorpse { slot } => {
                format!("Karte {} der Leiche ziehen", slot + 1)
            }
            GrueAction::ReturnToCorpse(card) => {
                capitalise(&format!("{} auf die Leiche zurücklegen", object(card)))
            }
            GrueAction::ForceTrade { to } => format!(
                "Tausch erzwingen: {} die Laterne übergeben",
                dative(to, actor)
            ),
            GrueAction::ReturnForced(card) => capitalise(&format!("{} zurückgeben", object(card))),
            GrueAction::Pass => "Passen".into(),
        }
    }

    fn refused_game_over(&self) -> &'static str {
        "das Spiel ist vorbei"
    }
    fn refused_traitor_trade(&self) -> &'static str {
        "die Verräter-Karte kann nie getauscht werden"
    }
    fn refused_lantern_already_up(&self) -> &'static str {
        "die Laterne liegt schon offen"
    }
    fn refused_reveal_not_held(&self) -> &'static str {
        "nur wer die Laterne hält, kann sie aufdecken"
    }
    fn refused_reveal_under_attack(&self) -> &'static str {
        "wer die Laterne jetzt zeigen will, zeigt sie gegen den Angriff"
    }
    fn refused_grue_trade(&self) -> &'static str {
        "der Grue tauscht nicht"
    }
    fn refused_card_not_held(&self, seat: Seat, card: Card) -> String {
        format!("{} hat {}", seat, no(card))
    }
    fn refused_grue_frightened(&self) -> &'static str {
        "der Grue ist verängstigt: Er muss sich erst bereit machen, bevor er angreifen kann"
    }
    fn refused_only_grue_attacks(&self) -> &'static str {
        "nur der Grue greift an"
    }
    fn refused_spoke_already(&self) -> &'static str {
        "wer die Laterne hält, spricht nur einmal pro Zug"
    }
    fn refused_only_lantern_holder(&self) -> &'static str {
        "das darf nur, wer die Laterne hält"
    }
    fn refused_no_lantern_question(&self) -> &'static str {
        "gerade wird niemand nach der Laterne gefragt: Es ist ein Spielzug"
    }
    fn refused_lantern_question(&self, next: Seat, asked: Seat) -> String {
        format!(
            "bevor {} spielt, wird reihum jeder gefragt, ob er eine Laterne aufdeckt; gerade \
             antwortet {}",
            next, asked,
        )
    }
    fn refused_attack_pending(&self, target: Seat) -> String {
        format!("{} muss zuerst auf den Angriff des Grue antworten", target)
    }
    fn refused_offer_pending(&self, to: Seat) -> String {
        format!(
            "{} muss zuerst den angebotenen Tausch annehmen oder ablehnen",
            to,
        )
    }
    fn refused_forced_return_pending(&self, to: Seat) -> String {
        format!("{} muss zuerst eine Karte für die Laterne zurückgeben", to)
    }
    fn refused_corpse_return_pending(&self) -> &'static str {
        "wer die Leiche durchsucht, muss zuerst eine Karte zurücklegen"
    }
    fn refused_corpse_draw_pending(&self) -> &'static str {
        "gerade wird eine Karte aus der Leiche gezogen"
    }
    fn refused_not_now(&self, seat: Seat) -> String {
        format!("das kann {} jetzt nicht tun", seat)
    }
    fn refused_nobody_acts(&self) -> &'static str {
        "gerade darf niemand handeln"
    }

    fn drop_on_another_player(&self) -> &'static str {
        "Schieb eine Karte auf einen anderen Spieler, um sie ihm anzubieten."
    }
    fn eaten_cannot_trade(&self, seat: Seat) -> String {
        format!("{} wurde gefressen und kann nicht tauschen.", seat)
    }
    fn accept_on_offerer(&self, from: Seat) -> String {
        format!(
            "Um anzunehmen, schieb die Karte, die du hergibst, auf {}: Von dort kam das Angebot.",
            from,
        )
    }
    fn return_to_lantern_giver(&self, giver: Seat) -> String {
        format!(
            "Die Karte, die du zurückgibst, geht an {}: Von dort kam die Laterne.",
            giver,
        )
    }
    fn defend_on_grue(&self) -> &'static str {
        "Zeig dem Grue eine Karte: Schieb sie auf den Platz des Grue oder nutze die Schaltflächen."
    }
    fn only_lantern_searches(&self) -> &'static str {
        "Nur das Licht der Laterne kann eine Leiche durchsuchen."
    }

    fn badge(&self, badge: SeatBadge) -> &'static str {
        match badge {
            SeatBadge::Grue => "Grue",
            SeatBadge::Ready => "Bereit",
            SeatBadge::Frightened => "Verängstigt",
            SeatBadge::Wizard => "Zauberer",
            SeatBadge::Lantern => "Laterne",
            SeatBadge::Traitor => "Verräter",
            SeatBadge::SecretTraitor => "Verräter (geheim)",
            SeatBadge::Eaten => "Gefressen",
        }
    }
    fn badge_means(&self, badge: SeatBadge) -> Option<&'static str> {
        match badge {
            SeatBadge::Ready => Some(
                "Die Grue-Karte liegt offen: In seinem Zug darf der Grue jeden Lebenden angreifen.",
            ),
            SeatBadge::Frightened => Some(
                "Die Grue-Karte liegt verdeckt: In seinem Zug kann der Grue nur bereit werden (sie aufdecken) oder warten.",
            ),
            SeatBadge::Wizard => Some(
                "Hält das ganze Spiel über genau eine Karte. Angegriffen zeigt er sie: Eine Dunkelheit wird zum Feuerball und verscheucht den Grue; jede andere Karte, und er wird gefressen.",
            ),
            SeatBadge::Lantern => Some(
                "Hat die Laterne gezeigt: Gegen einen Angriff gezeigt, verscheucht ihr Licht den Grue. Nach einem Tausch ihres Halters ist sie wieder verborgen.",
            ),
            SeatBadge::Traitor | SeatBadge::SecretTraitor => Some(
                "Steht auf der Seite des Grue: gewinnt, wenn höchstens ein Abenteurer noch lebt.",
            ),
            SeatBadge::Grue | SeatBadge::Eaten => None,
        }
    }
    fn grue_card_note(&self, ready: bool) -> &'static str {
        if ready { "bereit" } else { "verängstigt" }
    }
    fn corpse_pile(&self, cards: u8) -> String {
        format!("Leiche: {}", count(cards, "Karte", "Karten"))
    }
    fn set_aside_pile(&self, cards: u8) -> String {
        format!(
            "Beiseitegelegt: {}",
            count(cards, "Karte Dunkelheit", "Karten Dunkelheit")
        )
    }
    fn seat_said(&self, words: &str) -> String {
        format!("\u{201e}{}\u{201c}", words)
    }
    fn night_until_dawn(&self, grue_turns: u16, dawn_after: u16) -> String {
        format!(
            "Züge des Grue: {} von {}, dann graut der Morgen",
            grue_turns, dawn_after,
        )
    }
    fn night_so_far(&self, grue_turns: u16) -> String {
        format!(
            "Bisher {}",
            count(grue_turns, "Zug des Grue", "Züge des Grue")
        )
    }
    fn seen_before(&self) -> &'static str {
        "Diese Stellung (wer welche Karten hält, wer am Zug ist) gab es schon: Beim dritten Mal ist es unentschieden"
    }
    fn asking_before_turn(&self, next: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Vor {}: Deckt jemand die Laterne auf?",
            turn_of(next, viewer)
        )
    }
    fn offer_pending(&self, from: Seat, to: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {} eine Karte an.",
            name(from, viewer),
            verb(from, viewer, "bietest", "bietet"),
            dative(to, viewer)
        )
    }
    fn own_offer_pending(&self, to: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!("Du bietest {} {} an.", dative(to, viewer), object(card))
    }
    fn owes_card(&self, to: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} eine Karte für die Laterne.",
            name(to, viewer),
            verb(to, viewer, "schuldest", "schuldet")
        )
    }

    fn grue_prompt(&self, ready: bool) -> &'static str {
        if ready {
            "Du bist der Grue und bereit zuzuschlagen: Schieb deine Karte auf einen Spieler, um ihn \
             anzugreifen, oder warte. Wer nichts zu zeigen hat, wird gefressen."
        } else {
            "Du bist der Grue und noch verängstigt: Mach dich bereit (deine Karte wird \
             aufgedeckt, und im nächsten Zug darfst du angreifen) oder warte."
        }
    }
    fn turn_prompt(&self, choices: TurnChoices) -> String {
        let mut options = Vec::new();
        if choices.offer {
            options.push("schieb eine Karte auf einen anderen Spieler, um einen Tausch anzubieten");
        }
        if choices.search {
            options.push(
                "schieb die Laterne auf eine Leiche, um sie zu durchsuchen (nimm eine zufällige \
                 Karte und leg dann eine zurück)",
            );
        }
        if choices.force {
            options.push(
                "erzwinge einen Tausch (gib die Laterne offen weiter; wer sie bekommt, muss dir \
                 offen eine Karte geben)",
            );
        }
        // The choices hold commas of their own, so semicolons keep them apart.
        let choices_text = match options.as_slice() {
            [] => "passe".to_string(),
            [one] => format!("{}, oder passe", one),
            many => format!("{}; oder passe", many.join("; ")),
        };
        let mut text = format!("Du bist am Zug: {}.", capitalise(&choices_text));
        if choices.reveal {
            text.push_str(REVEAL_NOTE);
        }
        if choices.speak {
            text.push_str(" Außerdem darfst du einen Satz sagen.");
        }
        text
    }
    fn reveal_before_turn(&self, next: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Vor {}: Deck die Laterne auf (schieb sie auf deinen eigenen Platz; dann wissen alle, \
             dass du sie trägst, und du darfst sprechen) oder lass sie verdeckt.",
            turn_of(next, viewer)
        )
    }
    fn no_lantern_before_turn(&self, next: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Vor {} wird jeder gefragt, ob er eine Laterne aufdeckt. Du hast keine, also geht es \
             weiter.",
            turn_of(next, viewer)
        )
    }
    fn attacked_with_nothing(&self) -> &'static str {
        "Der Grue greift dich an! Du hast nichts, was dich rettet."
    }
    fn attacked_wizard(&self) -> String {
        format!(
            "Der Grue greift dich an! Du musst deine einzige Karte zeigen: {}.",
            defense_effect(Defense::WizardCard)
        )
    }
    fn attacked_choose(&self, defenses: &[Defense], traitor_unmasked: bool) -> String {
        let effects: Vec<&str> = defenses
            .iter()
            .map(|&d| match d {
                Defense::Traitor if traitor_unmasked => "die Verräter-Karte hält ihn wieder auf",
                d => defense_effect(d),
            })
            .collect();
        format!(
            "Der Grue greift dich an! Was zeigst du? {}.",
            capitalise(&effects.join("; "))
        )
    }
    fn offer_prompt(&self, from: Seat, viewer: Option<Seat>, reveal: bool) -> String {
        let mut text = format!(
            "{} {} dir verdeckt eine Karte an. Um anzunehmen, schieb die Karte, die du hergibst, \
             auf {} (deine geht zuerst weg, dann nimmst du die angebotene); oder lehne ungesehen \
             ab.",
            name(from, viewer),
            verb(from, viewer, "bietest", "bietet"),
            Common.seat(from)
        );
        if reveal {
            text.push_str(REVEAL_NOTE);
        }
        text
    }
    fn put_back_prompt(&self, drawn: Card, corpse_of: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Du hast {} gezogen. Schieb eine Karte (nicht die Laterne) auf {}, um sie zurückzulegen.",
            object(drawn),
            corpse(corpse_of, viewer)
        )
    }
    fn putting_back(&self, by: Seat, corpse_of: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} eine Karte auf {} zurück.",
            name(by, viewer),
            verb(by, viewer, "legst", "legt"),
            corpse(corpse_of, viewer)
        )
    }
    fn deciding_on_offer(&self, to: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} über dein Angebot.",
            name(to, viewer),
            verb(to, viewer, "entscheidest", "entscheidet")
        )
    }
    fn forced_return_prompt(&self, giver: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} dir die Laterne in die Hand. Schieb die Karte, die du zurückgibst, auf {}: Alle \
             sehen sie.",
            name(giver, viewer),
            verb(giver, viewer, "drückst", "drückt"),
            Common.seat(giver)
        )
    }
    fn drawing_from_corpse(&self) -> &'static str {
        "Eine Karte wird aus der Leiche gezogen."
    }
    fn game_over(&self) -> &'static str {
        "Das Spiel ist vorbei."
    }
    fn speak_group(&self) -> &'static str {
        "Sprechen (du hältst die Laterne)"
    }
    fn offer_group(&self) -> &'static str {
        "Tausch anbieten (oder eine Karte auf einen Platz ziehen)"
    }
    fn kept_dark_for_you(&self) -> &'static str {
        "Du hast keine Laterne zum Aufdecken, also ging es für dich von selbst weiter."
    }

    fn score_columns(&self) -> [&'static str; 3] {
        ["Rolle", "Seite", "Schicksal"]
    }
    fn shown_role(&self, role: ShownRole) -> &'static str {
        match role {
            ShownRole::Grue => "Grue",
            ShownRole::Traitor => "Verräter",
            ShownRole::UnmaskedTraitor => "Verräter (enttarnt)",
            ShownRole::Wizard => "Zauberer (Abenteurer)",
            ShownRole::Adventurer => "Abenteurer",
        }
    }
    fn side(&self, side: Side) -> &'static str {
        match side {
            Side::Grue => "Seite des Grue",
            Side::Adventurers => "Abenteurer",
        }
    }
    fn fate(&self, fate: Fate, viewer: Option<Seat>) -> String {
        match fate {
            Fate::SlainBy(by) => format!("Erschlagen von {}", dative(by, viewer)),
            Fate::Survived => "Überlebt".into(),
            Fate::EatenFumbling(card) => {
                format!("Gefressen, nachdem ihm {} entglitt", nominative(card))
            }
            Fate::Eaten => "Vom Grue gefressen".into(),
        }
    }
    fn dawn_ending(&self, grue_turns: u16) -> String {
        format!(
            "Nach {} Zügen des Grue graut der Morgen: Der Grue schleicht davon. \
             Unentschieden.",
            grue_turns,
        )
    }
    fn repetition_ending(&self) -> &'static str {
        "Dieselbe Stellung kam zum dritten Mal vor: Niemand konnte gewinnen. Unentschieden."
    }
    fn won_ending(&self, side: Side) -> &'static str {
        match side {
            Side::Grue => {
                "Der Grue und der Verräter gewinnen: Höchstens ein Abenteurer ist noch am Leben."
            }
            Side::Adventurers => "Die Abenteurer gewinnen: Der Grue wurde erschlagen.",
        }
    }
}
