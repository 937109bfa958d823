//! Plain-words log lines, told to each viewer only what that viewer saw.

use super::{Card, Defense, GrueAction, GrueEvent, Side, Statement};
use crate::engine::Seat;
use crate::engine::words::{name, object, verb};

pub(super) fn line(event: &GrueEvent, viewer: Option<Seat>) -> Option<String> {
    let n = |s: Seat| name(s, viewer);
    let o = |s: Seat| object(s, viewer);
    let sees = |s: Seat| viewer == Some(s);
    Some(match *event {
        GrueEvent::Dealt { grue, wizard } => {
            let mut text = format!(
                "The cards are dealt. {} {} the Grue, frightened for now.",
                n(grue),
                verb(grue, viewer, "are", "is")
            );
            if let Some(w) = wizard {
                text.push_str(&format!(
                    " {} {} the Wizard, holding a single card.",
                    n(w),
                    verb(w, viewer, "are", "is")
                ));
            }
            text
        }
        GrueEvent::TurnBegan { .. } => return None,
        GrueEvent::Readied => "The Grue stirs: it is ready to attack.".into(),
        GrueEvent::Waited => "The Grue waits in the dark.".into(),
        GrueEvent::Attacked { target } => format!("The Grue attacks {}!", o(target)),
        GrueEvent::Defended {
            target,
            defense,
            wizard_card,
        } => match defense {
            Defense::Lantern => format!(
                "{} {} the Lantern: the Grue is frightened away.",
                n(target),
                verb(target, viewer, "show", "shows")
            ),
            Defense::Shield => format!(
                "{} {} the Shield: the attack fails.",
                n(target),
                verb(target, viewer, "raise", "raises")
            ),
            Defense::ShieldAndSword => format!(
                "{} {} the Shield and the Sword!",
                n(target),
                verb(target, viewer, "show", "shows")
            ),
            Defense::Traitor => format!(
                "{} {} the Traitor card: the Grue spares its ally, and the Traitor is unmasked.",
                n(target),
                verb(target, viewer, "show", "shows")
            ),
            Defense::WizardCard => match wizard_card {
                Some(Card::Darkness) => format!(
                    "{} {} a fireball from the Darkness: the Grue is frightened away.",
                    n(target),
                    verb(target, viewer, "cast", "casts")
                ),
                Some(card) => format!(
                    "{} {} the {card} in panic.",
                    n(target),
                    verb(target, viewer, "fumble", "fumbles")
                ),
                None => return None,
            },
            Defense::Nothing => format!(
                "{} {} nothing to show.",
                n(target),
                verb(target, viewer, "have", "has")
            ),
        },
        GrueEvent::Died { seat } => format!(
            "{} {} eaten. The cards fall face down in the dark.",
            n(seat),
            verb(seat, viewer, "are", "is")
        ),
        GrueEvent::GrueSlain { by } => {
            format!("{} {} the Grue!", n(by), verb(by, viewer, "slay", "slays"))
        }
        GrueEvent::LanternRevealed { by } => format!(
            "{} {} the Lantern and may now speak.",
            n(by),
            verb(by, viewer, "reveal", "reveals")
        ),
        GrueEvent::Spoke { by, statement } => format!(
            "{} {}: \u{201c}{}\u{201d}",
            n(by),
            verb(by, viewer, "say", "says"),
            statement_text(statement, viewer)
        ),
        GrueEvent::Offered { from, to, card } => {
            if sees(from) {
                format!("You offer the {card} face down to {}.", o(to))
            } else {
                format!(
                    "{} {} a card face down to {}.",
                    n(from),
                    verb(from, viewer, "offer", "offers"),
                    o(to)
                )
            }
        }
        GrueEvent::Declined { from, to } => format!(
            "{} {} the card back to {} unseen.",
            n(to),
            verb(to, viewer, "slide", "slides"),
            o(from)
        ),
        GrueEvent::Traded {
            from,
            to,
            offered,
            given,
        } => {
            if sees(from) {
                format!("{} gives you the {given} and takes your {offered}.", n(to))
            } else if sees(to) {
                format!("You give {} the {given} and take the {offered}.", o(from))
            } else {
                format!("{} and {} trade cards.", n(from), o(to))
            }
        }
        GrueEvent::Investigated { by, corpse } => format!(
            "{} {} the corpse of {}.",
            n(by),
            verb(by, viewer, "search", "searches"),
            o(corpse)
        ),
        GrueEvent::Drew { by, card, .. } => {
            if sees(by) {
                format!("You draw the {card}.")
            } else {
                return None;
            }
        }
        GrueEvent::Returned { by, corpse, card } => {
            if sees(by) {
                format!("You return the {card} to the corpse of {}.", o(corpse))
            } else {
                format!(
                    "{} {} a card to the corpse.",
                    n(by),
                    verb(by, viewer, "return", "returns")
                )
            }
        }
        GrueEvent::ForcedTrade { from, to } if sees(to) => {
            format!("{} hands you the Lantern: you must trade.", n(from))
        }
        GrueEvent::ForcedTrade { from, to } => format!(
            "{} {} the Lantern to {}, who must trade.",
            n(from),
            verb(from, viewer, "hand", "hands"),
            o(to)
        ),
        GrueEvent::ForcedReturn { from, to, card } => format!(
            "{} {} the {card} to {} face up.",
            n(to),
            verb(to, viewer, "return", "returns"),
            o(from)
        ),
        GrueEvent::Passed { seat } => {
            format!("{} {}.", n(seat), verb(seat, viewer, "pass", "passes"))
        }
        GrueEvent::Repetition => "The same position comes round a third time: nobody can win \
                                  this night. A draw."
            .into(),
        GrueEvent::Dawn => "Dawn breaks and the Grue slinks away hungry: nobody wins.".into(),
        GrueEvent::Won { side: Side::Grue } => {
            "The Grue and the Traitor win: too few adventurers are left.".into()
        }
        GrueEvent::Won {
            side: Side::Adventurers,
        } => "The adventurers win!".into(),
    })
}

fn statement_text(statement: Statement, viewer: Option<Seat>) -> String {
    let about = statement.about();
    let you = Some(about) == viewer;
    match statement {
        Statement::SuspectTraitor(_) if you => "I think you are the Traitor.".into(),
        Statement::Trust(_) if you => "I trust you.".into(),
        Statement::BringSword(_) if you => "Whoever holds the Sword: get it to you.".into(),
        Statement::BringShield(_) if you => "Whoever holds the Shield: get it to you.".into(),
        _ => statement.sentence(),
    }
}

/// A button label for an action of the seat `actor` (`holds_lantern`: whether it holds the
/// Lantern, which only that seat reads).
pub(super) fn action(actor: Option<Seat>, holds_lantern: bool, action: &GrueAction) -> String {
    match *action {
        GrueAction::Ready => "Get ready to attack".into(),
        GrueAction::Wait => "Wait".into(),
        GrueAction::Attack(target) => format!("Attack {target}"),
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
            format!("Say: \u{201c}{}\u{201d}", statement_text(statement, actor))
        }
        GrueAction::Offer { card, to } => format!("Offer the {card} to {to}"),
        GrueAction::Accept { give } => format!("Accept: give the {give}"),
        GrueAction::Decline => "Decline unseen".into(),
        GrueAction::Investigate { corpse } => format!("Search the corpse of {corpse}"),
        GrueAction::DrawFromCorpse { slot } => format!("Draw corpse card {}", slot + 1),
        GrueAction::ReturnToCorpse(card) => format!("Return the {card} to the corpse"),
        GrueAction::ForceTrade { to } => format!("Force a trade: hand the Lantern to {to}"),
        GrueAction::ReturnForced(card) => format!("Return the {card}"),
        GrueAction::Pass => "Pass".into(),
    }
}
