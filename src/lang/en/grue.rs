use crate::engine::Seat;
use crate::games::grue::{Card, Defense, GrueAction, INFO, Side, Statement};
use crate::lang::grue::{Fate, GrueWords, SeatBadge, ShownRole, TurnChoices};
use crate::lang::words::or_list;
use crate::lang::words::{capitalise, count, name, object, possessive, verb};

pub struct Grue;

/// What the end screen and the record count of a player's play.
const CALLS: &[crate::lang::CallWords] = &[
    crate::lang::CallWords {
        key: "trades offered",
        label: "Trades offered",
        came_off: Some(("offers accepted", "accepted")),
    },
    crate::lang::CallWords {
        key: "trades accepted",
        label: "Trades you accepted",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "trades declined",
        label: "Trades you declined",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "attacked",
        label: "Attacked by the Grue",
        came_off: Some(("attacks survived", "survived")),
    },
    crate::lang::CallWords {
        key: "Grue slain",
        label: "Grue slain",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "Lantern shown",
        label: "Lantern revealed",
        came_off: None,
    },
    crate::lang::CallWords {
        key: "corpses searched",
        label: "Corpses searched",
        came_off: None,
    },
];

game_words_from_info!(Grue, INFO, CALLS, "Grue" => "Grue", "Traitor" => "Traitor", "Adventurer" => "Adventurer");

/// The reveal offered on top of a turn or an answer to an offer.
const REVEAL_NOTE: &str =
    " You may first reveal the Lantern: everyone then knows you carry it, and you may speak.";

/// What showing `defense` does, for the prompt of a player the Grue attacks.
fn defense_effect(defense: Defense) -> &'static str {
    match defense {
        Defense::ShieldAndSword => "the Shield and the Sword together slay the Grue",
        Defense::Lantern => "the Lantern's light frightens it away",
        Defense::Shield => "the Shield stops the attack",
        Defense::Traitor => "the Traitor card stops it, but unmasks you as the Traitor",
        Defense::WizardCard => {
            "Darkness becomes a fireball that frightens it away; any other card slips from your \
             fingers and you are eaten"
        }
        Defense::Nothing => "you have nothing that saves you, and you are eaten",
    }
}

impl GrueWords for Grue {
    fn card_name(&self, card: Card) -> &'static str {
        card.name()
    }

    fn card_hint(&self, card: Card) -> &'static str {
        match card {
            Card::Darkness => "Only shadow",
            Card::Grue => "Hunts when ready",
            Card::Traitor => "The Grue's ally",
            Card::Shield => "Stops an attack",
            Card::Sword => "Slays, with Shield",
            Card::Lantern => "Scares the Grue",
        }
    }

    fn card_text(&self, card: Card) -> &'static str {
        match card {
            Card::Darkness => {
                "Darkness: nothing but shadow. It saves nobody the Grue attacks, but it can be \
                 traded like any card. Only the Wizard turns it into a fireball that frightens \
                 the Grue away."
            }
            Card::Grue => {
                "The Grue: the monster's own card, known to all and never traded. Face down, the \
                 Grue is frightened and must spend a turn getting ready (turning it face up). \
                 Ready, it may attack any living player on its turn. The Grue and the Traitor \
                 win when at most one adventurer is left alive."
            }
            Card::Traitor => {
                "The Traitor: its holder secretly sides with the Grue and wins or loses with it. \
                 It can never be traded or put into a corpse. Shown when the Grue attacks, it \
                 stops the attack, but everyone learns who the Traitor is, and the Grue stays \
                 ready."
            }
            Card::Shield => {
                "The Shield: shown when the Grue attacks, the attack fails. Shown together with \
                 the Sword, it slays the Grue and the adventurers win."
            }
            Card::Sword => {
                "The Sword: alone it does nothing against the Grue. Held with the Shield and \
                 shown with it when the Grue attacks, it slays the Grue and the adventurers win."
            }
            Card::Lantern => {
                "The Lantern: shown when the Grue attacks, its light frightens the Grue away (it \
                 must get ready again). Its holder may reveal it: everyone then knows who carries \
                 it, and the holder may say one short thing a turn. A trade is face down, so after \
                 its holder trades it is hidden again until shown anew. Instead of trading, the \
                 holder may search a corpse (take a card at random, then put back any card but \
                 the Lantern) or force a trade (hand the Lantern over face up; the other player \
                 must give back a card face up)."
            }
        }
    }

    fn dealt(&self, grue: Seat, wizard: Option<Seat>, viewer: Option<Seat>) -> String {
        let mut text = format!(
            "The cards are dealt. {} {} the Grue, frightened for now.",
            name(grue, viewer),
            verb(grue, viewer, "are", "is")
        );
        if let Some(w) = wizard {
            text.push_str(&format!(
                " {} {} the Wizard, holding a single card.",
                name(w, viewer),
                verb(w, viewer, "are", "is")
            ));
        }
        text
    }

    fn readied(&self) -> &'static str {
        "The Grue stirs: it is ready to attack."
    }

    fn waited(&self) -> &'static str {
        "The Grue waits in the dark."
    }

    fn attacked(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!("The Grue attacks {}!", object(target, viewer))
    }

    fn showed_lantern(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} the Lantern: the Grue is frightened away.",
            name(target, viewer),
            verb(target, viewer, "show", "shows")
        )
    }

    fn raised_shield(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} the Shield: the attack fails.",
            name(target, viewer),
            verb(target, viewer, "raise", "raises")
        )
    }

    fn showed_shield_and_sword(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} the Shield and the Sword!",
            name(target, viewer),
            verb(target, viewer, "show", "shows")
        )
    }

    fn showed_traitor(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} the Traitor card: the Grue spares its ally, and the Traitor is unmasked.",
            name(target, viewer),
            verb(target, viewer, "show", "shows")
        )
    }

    fn cast_fireball(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} a fireball from the Darkness: the Grue is frightened away.",
            name(target, viewer),
            verb(target, viewer, "cast", "casts")
        )
    }

    fn fumbled(&self, target: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} the {card} in panic.",
            name(target, viewer),
            verb(target, viewer, "fumble", "fumbles")
        )
    }

    fn had_nothing(&self, target: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} nothing to show.",
            name(target, viewer),
            verb(target, viewer, "have", "has")
        )
    }

    fn died(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} eaten. The cards fall face down in the dark.",
            name(seat, viewer),
            verb(seat, viewer, "are", "is")
        )
    }

    fn grue_slain(&self, by: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} the Grue!",
            name(by, viewer),
            verb(by, viewer, "slay", "slays")
        )
    }

    fn lantern_revealed(&self, by: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} the Lantern and may now speak.",
            name(by, viewer),
            verb(by, viewer, "reveal", "reveals")
        )
    }

    fn spoke(&self, by: Seat, statement: Statement, viewer: Option<Seat>) -> String {
        format!(
            "{} {}: \u{201c}{}\u{201d}",
            name(by, viewer),
            verb(by, viewer, "say", "says"),
            self.statement(statement, Some(by), viewer)
        )
    }

    fn offered(&self, from: Seat, to: Seat, card: Option<Card>, viewer: Option<Seat>) -> String {
        let what = match card {
            Some(card) => format!("the {card}"),
            None => "a card".into(),
        };
        format!(
            "{} {} {what} face down to {}.",
            name(from, viewer),
            verb(from, viewer, "offer", "offers"),
            object(to, viewer)
        )
    }

    fn declined(&self, from: Seat, to: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} the card back to {} unseen.",
            name(to, viewer),
            verb(to, viewer, "slide", "slides"),
            object(from, viewer)
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
        format!(
            "{} {} {} the {given} and {} {} {offered}.",
            name(to, viewer),
            verb(to, viewer, "give", "gives"),
            object(from, viewer),
            verb(to, viewer, "take", "takes"),
            possessive(from, viewer)
        )
    }

    fn traded_unseen(&self, from: Seat, to: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} and {} trade cards.",
            name(from, viewer),
            object(to, viewer)
        )
    }

    fn investigated(&self, by: Seat, corpse: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {} corpse.",
            name(by, viewer),
            verb(by, viewer, "search", "searches"),
            possessive(corpse, viewer)
        )
    }

    fn drew(&self, by: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} the {card}.",
            name(by, viewer),
            verb(by, viewer, "draw", "draws")
        )
    }

    fn returned(&self, by: Seat, corpse: Seat, card: Option<Card>, viewer: Option<Seat>) -> String {
        let what = match card {
            Some(card) => format!("the {card}"),
            None => "a card".into(),
        };
        format!(
            "{} {} {what} to {} corpse.",
            name(by, viewer),
            verb(by, viewer, "return", "returns"),
            possessive(corpse, viewer)
        )
    }

    fn forced_trade(&self, from: Seat, to: Seat, viewer: Option<Seat>) -> String {
        if viewer == Some(to) {
            format!(
                "{} {} you the Lantern: you must trade.",
                name(from, viewer),
                verb(from, viewer, "hand", "hands")
            )
        } else {
            format!(
                "{} {} the Lantern to {}, who must trade.",
                name(from, viewer),
                verb(from, viewer, "hand", "hands"),
                object(to, viewer)
            )
        }
    }

    fn forced_return(&self, from: Seat, to: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!(
            "{} {} the {card} to {} face up.",
            name(to, viewer),
            verb(to, viewer, "return", "returns"),
            object(from, viewer)
        )
    }

    fn passed(&self, seat: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {}.",
            name(seat, viewer),
            verb(seat, viewer, "pass", "passes")
        )
    }

    fn repetition(&self) -> &'static str {
        "The same position comes round a third time: nobody can win this night. A draw."
    }

    fn dawn(&self) -> &'static str {
        "Dawn breaks and the Grue slinks away hungry: nobody wins."
    }

    fn won(&self, side: Side) -> &'static str {
        match side {
            Side::Grue => "The Grue and the Traitor win: too few adventurers are left.",
            Side::Adventurers => "The adventurers win!",
        }
    }

    fn statement(
        &self,
        statement: Statement,
        speaker: Option<Seat>,
        viewer: Option<Seat>,
    ) -> String {
        let about = statement.about();
        let me = Some(about) == speaker;
        let you = Some(about) == viewer;
        match statement {
            Statement::BringSword(_) if me => "Whoever holds the Sword: get it to me.".into(),
            Statement::BringShield(_) if me => "Whoever holds the Shield: get it to me.".into(),
            // Said to a table, "you" alone could be anyone at it: the seat is named too.
            Statement::SuspectTraitor(s) if you => format!("I think you ({s}) are the Traitor."),
            Statement::Trust(s) if you => format!("I trust you ({s})."),
            Statement::BringSword(s) if you => {
                format!("Whoever holds the Sword: get it to you ({s}).")
            }
            Statement::BringShield(s) if you => {
                format!("Whoever holds the Shield: get it to you ({s}).")
            }
            Statement::SuspectTraitor(s) => format!("I think {s} is the Traitor."),
            Statement::Trust(s) => format!("I trust {s}."),
            Statement::BringSword(s) => format!("Whoever holds the Sword: get it to {s}."),
            Statement::BringShield(s) => format!("Whoever holds the Shield: get it to {s}."),
        }
    }

    fn action(&self, action: &GrueAction, actor: Option<Seat>, holds_lantern: bool) -> String {
        match *action {
            GrueAction::Ready => "Get ready to attack".into(),
            GrueAction::Wait => "Wait".into(),
            GrueAction::Attack(target) => format!("Attack {}", object(target, actor)),
            GrueAction::Defend(Defense::Lantern) => "Show the Lantern".into(),
            GrueAction::Defend(Defense::Shield) => "Show the Shield".into(),
            GrueAction::Defend(Defense::ShieldAndSword) => "Show the Shield and the Sword".into(),
            GrueAction::Defend(Defense::Traitor) => "Show the Traitor".into(),
            GrueAction::Defend(Defense::WizardCard) => "Show your card".into(),
            GrueAction::Defend(Defense::Nothing) => "Show nothing (you die)".into(),
            GrueAction::RevealLantern => "Reveal the Lantern".into(),
            GrueAction::KeepDark if holds_lantern => "Keep the Lantern hidden".into(),
            GrueAction::KeepDark => "Go on (you have no Lantern to reveal)".into(),
            GrueAction::Speak(statement) => {
                format!(
                    "Say: \u{201c}{}\u{201d}",
                    self.statement(statement, actor, actor)
                )
            }
            GrueAction::Offer { card, to } => {
                format!("Offer the {card} to {}", object(to, actor))
            }
            GrueAction::Accept { give } => format!("Accept: give the {give}"),
            GrueAction::Decline => "Decline unseen".into(),
            GrueAction::Investigate { corpse } => {
                format!("Search {} corpse", possessive(corpse, actor))
            }
            GrueAction::DrawFromCorpse { slot } => format!("Draw corpse card {}", slot + 1),
            GrueAction::ReturnToCorpse(card) => format!("Return the {card} to the corpse"),
            GrueAction::ForceTrade { to } => {
                format!("Force a trade: hand the Lantern to {}", object(to, actor))
            }
            GrueAction::ReturnForced(card) => format!("Return the {card}"),
            GrueAction::Pass => "Pass".into(),
        }
    }

    fn refused_game_over(&self) -> &'static str {
        "the game is over"
    }
    fn refused_traitor_trade(&self) -> &'static str {
        "the Traitor card can never be traded"
    }
    fn refused_lantern_already_up(&self) -> &'static str {
        "the Lantern is already face up"
    }
    fn refused_reveal_not_held(&self) -> &'static str {
        "only the Lantern's holder can reveal it"
    }
    fn refused_reveal_under_attack(&self) -> &'static str {
        "to show the Lantern now, show it against the attack"
    }
    fn refused_grue_trade(&self) -> &'static str {
        "the Grue does not trade"
    }
    fn refused_card_not_held(&self, seat: Seat, card: Card) -> String {
        format!("{seat} does not hold the {card}")
    }
    fn refused_grue_frightened(&self) -> &'static str {
        "the Grue is frightened: it must get ready before it can attack"
    }
    fn refused_only_grue_attacks(&self) -> &'static str {
        "only the Grue attacks"
    }
    fn refused_spoke_already(&self) -> &'static str {
        "the Lantern's holder speaks once a turn"
    }
    fn refused_only_lantern_holder(&self) -> &'static str {
        "only the holder of the Lantern may do that"
    }
    fn refused_no_lantern_question(&self) -> &'static str {
        "nobody is being asked about the Lantern now: it is a turn of play"
    }
    fn refused_lantern_question(&self, next: Seat, asked: Seat) -> String {
        format!(
            "before {next} plays, every player is asked in turn whether to reveal a Lantern; \
             {asked} answers now"
        )
    }
    fn refused_attack_pending(&self, target: Seat) -> String {
        format!("{target} must answer the Grue's attack first")
    }
    fn refused_offer_pending(&self, to: Seat) -> String {
        format!("{to} must accept or decline the offered trade first")
    }
    fn refused_forced_return_pending(&self, to: Seat) -> String {
        format!("{to} must return a card for the Lantern first")
    }
    fn refused_corpse_return_pending(&self) -> &'static str {
        "the investigator must return a card to the corpse first"
    }
    fn refused_corpse_draw_pending(&self) -> &'static str {
        "a card is being drawn from the corpse"
    }
    fn refused_not_now(&self, seat: Seat) -> String {
        format!("that is not something {seat} can do now")
    }
    fn refused_nobody_acts(&self) -> &'static str {
        "nobody may act now"
    }

    fn drop_on_another_player(&self) -> &'static str {
        "Drop a card on another player to offer it."
    }
    fn eaten_cannot_trade(&self, seat: Seat) -> String {
        format!("{seat} has been eaten and cannot trade.")
    }
    fn accept_on_offerer(&self, from: Seat) -> String {
        format!("To accept, drop the card you give on {from}, who made the offer.")
    }
    fn return_to_lantern_giver(&self, giver: Seat) -> String {
        format!("The card you return goes to {giver}, who handed you the Lantern.")
    }
    fn defend_on_grue(&self) -> &'static str {
        "Show a card to the Grue: drop it on the Grue's seat or use the buttons."
    }
    fn only_lantern_searches(&self) -> &'static str {
        "Only the Lantern's light can search a corpse."
    }

    fn badge(&self, badge: SeatBadge) -> &'static str {
        match badge {
            SeatBadge::Grue => "Grue",
            SeatBadge::Ready => "Ready",
            SeatBadge::Frightened => "Frightened",
            SeatBadge::Wizard => "Wizard",
            SeatBadge::Lantern => "Lantern",
            SeatBadge::Traitor => "Traitor",
            SeatBadge::SecretTraitor => "Traitor (secret)",
            SeatBadge::Eaten => "Eaten",
        }
    }
    fn badge_means(&self, badge: SeatBadge) -> Option<&'static str> {
        match badge {
            SeatBadge::Ready => {
                Some("The Grue's card is face up: on its turn it may attack any living player.")
            }
            SeatBadge::Frightened => Some(
                "The Grue's card is face down: on its turn it may only get ready (turn it up), or wait.",
            ),
            SeatBadge::Wizard => Some(
                "Holds exactly one card all game. Attacked, he shows it: Darkness becomes a fireball that scares the Grue off; any other card, and he is eaten.",
            ),
            SeatBadge::Lantern => Some(
                "Revealed the Lantern: shown to the Grue's attack, its light scares the Grue off. Hidden again once its holder trades.",
            ),
            SeatBadge::Traitor | SeatBadge::SecretTraitor => {
                Some("Sides with the Grue: wins if at most one adventurer is still alive.")
            }
            SeatBadge::Grue | SeatBadge::Eaten => None,
        }
    }
    fn grue_card_note(&self, ready: bool) -> &'static str {
        if ready { "ready" } else { "frightened" }
    }
    fn corpse_pile(&self, cards: u8) -> String {
        format!("Corpse: {}", count(cards, "card", "cards"))
    }
    fn set_aside_pile(&self, cards: u8) -> String {
        format!("Set aside: {}", count(cards, "Darkness", "Darkness"))
    }
    fn seat_said(&self, words: &str) -> String {
        format!("\u{201c}{words}\u{201d}")
    }
    fn night_until_dawn(&self, grue_turns: u16, dawn_after: u16) -> String {
        format!("Grue turns: {grue_turns} of {dawn_after}, then dawn")
    }
    fn night_so_far(&self, grue_turns: u16) -> String {
        format!("{} so far", count(grue_turns, "Grue turn", "Grue turns"))
    }
    fn seen_before(&self) -> &'static str {
        "This position (who holds which cards, whose turn) has come up before: a third time is a draw"
    }
    fn asking_before_turn(&self, next: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Before {} turn: does anyone reveal the Lantern?",
            possessive(next, viewer)
        )
    }
    fn offer_pending(&self, from: Seat, to: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} {} a card.",
            name(from, viewer),
            verb(from, viewer, "offer", "offers"),
            object(to, viewer)
        )
    }
    fn own_offer_pending(&self, to: Seat, card: Card, viewer: Option<Seat>) -> String {
        format!("You offer {} the {card}.", object(to, viewer))
    }
    fn owes_card(&self, to: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} a card for the Lantern.",
            name(to, viewer),
            verb(to, viewer, "owe", "owes")
        )
    }

    fn grue_prompt(&self, ready: bool) -> &'static str {
        if ready {
            "You are the Grue, ready to strike: drag your card onto a player to attack, or wait. \
             Whoever has nothing to show is eaten."
        } else {
            "You are the Grue, still frightened: get ready (your card turns face up, and next \
             turn you may attack), or wait."
        }
    }
    fn turn_prompt(&self, choices: TurnChoices) -> String {
        let mut options = Vec::new();
        if choices.offer {
            options.push("drag a card onto another player to offer a trade".to_string());
        }
        if choices.search {
            options.push(
                "drag the Lantern onto a corpse to search it (take a card at random, then put \
                 one back)"
                    .into(),
            );
        }
        if choices.force {
            options.push(
                "force a trade (hand the Lantern over face up; they must give you a card face up)"
                    .into(),
            );
        }
        options.push("pass".into());
        let mut text = format!("Your turn: {}.", or_list(&options));
        if choices.reveal {
            text.push_str(REVEAL_NOTE);
        }
        if choices.speak {
            text.push_str(" You may also say one thing.");
        }
        text
    }
    fn reveal_before_turn(&self, next: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Before {} turn: reveal the Lantern (drag it onto your own seat; everyone then \
             knows you carry it, and you may speak), or keep it hidden.",
            possessive(next, viewer)
        )
    }
    fn no_lantern_before_turn(&self, next: Seat, viewer: Option<Seat>) -> String {
        format!(
            "Before {} turn, everyone is asked whether to reveal a Lantern. You have none: go on.",
            possessive(next, viewer)
        )
    }
    fn attacked_with_nothing(&self) -> &'static str {
        "The Grue attacks you! You have nothing that saves you."
    }
    fn attacked_wizard(&self) -> String {
        format!(
            "The Grue attacks you! You must show your one card: {}.",
            defense_effect(Defense::WizardCard)
        )
    }
    fn attacked_choose(&self, defenses: &[Defense], traitor_unmasked: bool) -> String {
        let effects: Vec<&str> = defenses
            .iter()
            .map(|&d| match d {
                Defense::Traitor if traitor_unmasked => "the Traitor card stops it again",
                d => defense_effect(d),
            })
            .collect();
        format!(
            "The Grue attacks you! What do you show? {}.",
            capitalise(&effects.join("; "))
        )
    }
    fn offer_prompt(&self, from: Seat, viewer: Option<Seat>, reveal: bool) -> String {
        let mut text = format!(
            "{} offers you a card face down. To accept, drag the card you give onto {} (yours \
             goes first, then you take theirs); or decline unseen.",
            name(from, viewer),
            object(from, viewer)
        );
        if reveal {
            text.push_str(REVEAL_NOTE);
        }
        text
    }
    fn put_back_prompt(&self, drawn: Card, corpse: Seat, viewer: Option<Seat>) -> String {
        format!(
            "You drew the {drawn}. Drag a card (not the Lantern) onto {} corpse to put it back.",
            possessive(corpse, viewer)
        )
    }
    fn putting_back(&self, by: Seat, corpse: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} a card back into {} corpse.",
            name(by, viewer),
            verb(by, viewer, "put", "puts"),
            possessive(corpse, viewer)
        )
    }
    fn deciding_on_offer(&self, to: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} deciding on your offer.",
            name(to, viewer),
            verb(to, viewer, "are", "is")
        )
    }
    fn forced_return_prompt(&self, giver: Seat, viewer: Option<Seat>) -> String {
        format!(
            "{} {} you the Lantern. Drag the card you give back onto {}: everyone sees it.",
            name(giver, viewer),
            verb(giver, viewer, "hand", "hands"),
            object(giver, viewer)
        )
    }
    fn drawing_from_corpse(&self) -> &'static str {
        "A card is drawn from the corpse."
    }
    fn game_over(&self) -> &'static str {
        "The game is over."
    }
    fn speak_group(&self) -> &'static str {
        "Speak (you hold the Lantern)"
    }
    fn offer_group(&self) -> &'static str {
        "Offer a trade (or drag a card onto a seat)"
    }
    fn kept_dark_for_you(&self) -> &'static str {
        "You hold no Lantern to reveal, so the table moved on for you."
    }

    fn score_columns(&self) -> [&'static str; 3] {
        ["Role", "Side", "Fate"]
    }
    fn shown_role(&self, role: ShownRole) -> &'static str {
        match role {
            ShownRole::Grue => "Grue",
            ShownRole::Traitor => "Traitor",
            ShownRole::UnmaskedTraitor => "Traitor (unmasked)",
            ShownRole::Wizard => "Wizard (adventurer)",
            ShownRole::Adventurer => "Adventurer",
        }
    }
    fn side(&self, side: Side) -> &'static str {
        match side {
            Side::Grue => "Grue's side",
            Side::Adventurers => "Adventurers",
        }
    }
    fn fate(&self, fate: Fate, viewer: Option<Seat>) -> String {
        match fate {
            Fate::SlainBy(by) => format!("Slain by {}", object(by, viewer)),
            Fate::Survived => "Survived".into(),
            Fate::EatenFumbling(card) => format!("Eaten after fumbling the {card}"),
            Fate::Eaten => "Eaten by the Grue".into(),
        }
    }
    fn dawn_ending(&self, grue_turns: u16) -> String {
        format!("Dawn broke after {grue_turns} Grue turns: the Grue slinks away. A draw.")
    }
    fn repetition_ending(&self) -> &'static str {
        "The same position came round a third time: nobody could win. A draw."
    }
    fn won_ending(&self, side: Side) -> &'static str {
        match side {
            Side::Grue => "The Grue and the Traitor win: at most one adventurer is left alive.",
            Side::Adventurers => "The adventurers win: the Grue has been slain.",
        }
    }
}
