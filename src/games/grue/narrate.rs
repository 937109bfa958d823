//! Plain-words log lines, told to each viewer only what that viewer saw.

use super::{Card, Defense, GrueAction, GrueEvent, Side, Statement};
use crate::engine::Seat;
use crate::engine::words::{name, object, possessive, verb};

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
            // Only the one offering knows the card; everyone else sees a card face down.
            let what = if sees(from) {
                format!("the {card}")
            } else {
                "a card".into()
            };
            format!(
                "{} {} {what} face down to {}.",
                n(from),
                verb(from, viewer, "offer", "offers"),
                o(to)
            )
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
            if sees(from) || sees(to) {
                // The two traders know both cards; `to` gave first, then took the offered one.
                format!(
                    "{} {} {} the {given} and {} {} {offered}.",
                    n(to),
                    verb(to, viewer, "give", "gives"),
                    o(from),
                    verb(to, viewer, "take", "takes"),
                    possessive(from, viewer)
                )
            } else {
                format!("{} and {} trade cards.", n(from), o(to))
            }
        }
        GrueEvent::Investigated { by, corpse } => format!(
            "{} {} {} corpse.",
            n(by),
            verb(by, viewer, "search", "searches"),
            possessive(corpse, viewer)
        ),
        GrueEvent::Drew { by, card, .. } => {
            if sees(by) {
                format!(
                    "{} {} the {card}.",
                    n(by),
                    verb(by, viewer, "draw", "draws")
                )
            } else {
                return None;
            }
        }
        GrueEvent::Returned { by, corpse, card } => {
            let what = if sees(by) {
                format!("the {card}")
            } else {
                "a card".into()
            };
            format!(
                "{} {} {what} to {} corpse.",
                n(by),
                verb(by, viewer, "return", "returns"),
                possessive(corpse, viewer)
            )
        }
        GrueEvent::ForcedTrade { from, to } if sees(to) => format!(
            "{} {} you the Lantern: you must trade.",
            n(from),
            verb(from, viewer, "hand", "hands")
        ),
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

pub(super) fn statement_text(statement: Statement, viewer: Option<Seat>) -> String {
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
            format!("Say: \u{201c}{}\u{201d}", statement_text(statement, actor))
        }
        GrueAction::Offer { card, to } => format!("Offer the {card} to {}", object(to, actor)),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameRng, Settings};
    use crate::games::grue::GrueGame;

    /// What no line may say: a verb that disagrees with "You" (every third-person form this
    /// narrator writes), a count out of step with its noun, a seat counted from 0, or an article
    /// given twice.
    fn mistakes() -> Vec<String> {
        // Matched against `spaced`, so every pattern ends in a space.
        let third_person = [
            "is", "has", "shows", "raises", "casts", "fumbles", "slays", "reveals", "says",
            "offers", "slides", "gives", "takes", "searches", "draws", "returns", "hands",
            "passes",
        ];
        let mut wrong: Vec<String> = third_person.iter().map(|v| format!("You {v} ")).collect();
        wrong.extend([" 1 cards ", "Seat 0 ", "you who ", "of you "].map(String::from));
        for article in ["the", "The", "a", "A", "an"] {
            for again in ["the", "The", "a", "an"] {
                wrong.push(format!("{article} {again} "));
            }
        }
        wrong
    }

    /// The line between spaces with its punctuation blanked, so that "You passes." is caught by
    /// "You passes " and "1 cards" at the start by " 1 cards" (but "11 cards" is not).
    fn spaced(line: &str) -> String {
        let blanked = line.replace(['.', ',', ':', ';', '!', '?', '\u{201c}', '\u{201d}'], " ");
        format!(
            " {} ",
            blanked.split_whitespace().collect::<Vec<_>>().join(" ")
        )
    }

    #[test]
    fn every_line_of_random_games_reads_right_for_every_viewer_and_for_onlookers() {
        let wrong = mistakes();
        let check = |line: &str, what: &str| {
            let spaced = spaced(line);
            for bad in &wrong {
                assert!(!spaced.contains(bad.as_str()), "{what}: {line}");
            }
        };
        let mut lines = 0;
        for seats in 4..=6u8 {
            for seed in 0..20 {
                let mut game = GrueGame::new(&Settings::new(seats, ""), seed).unwrap();
                let mut rng = GameRng::seeded(seed + 99);
                let mut events = game.opening();
                loop {
                    for event in &events {
                        for viewer in Seat::all(usize::from(seats)).map(Some).chain([None]) {
                            if let Some(text) = line(event, viewer) {
                                check(&text, "log");
                                lines += 1;
                            }
                        }
                    }
                    let legal = game.legal_actions();
                    if legal.is_empty() {
                        break;
                    }
                    for choice in &legal {
                        check(&game.describe_action(choice), "button");
                    }
                    events = game.apply(&legal[rng.below(legal.len())]).unwrap();
                }
            }
        }
        assert!(lines > 5_000, "{lines}");
    }

    #[test]
    fn the_mistakes_the_check_looks_for_are_caught() {
        let wrong = mistakes();
        for bad in [
            "You shows the Shield.",
            "You passes.",
            "Seat 0 passes.",
            "Take the the Sword.",
            "1 cards",
            "It goes to you, who must trade.",
        ] {
            assert!(
                wrong.iter().any(|w| spaced(bad).contains(w.as_str())),
                "{bad}"
            );
        }
        for fine in [
            "You show the Shield.",
            "You pass.",
            "11 cards",
            "Seat 10 passes.",
        ] {
            assert!(
                !wrong.iter().any(|w| spaced(fine).contains(w.as_str())),
                "{fine}"
            );
        }
    }
}
