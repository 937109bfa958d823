//! Log lines in the current language, told from what
//! [`GrueGame::redact`](crate::engine::Game::redact) gives each viewer.

use super::Narrate;
use crate::engine::Seat;
use crate::games::grue::{Card, Defense, GrueAction, GrueEvent, GrueGame, GrueRefusal};
use crate::lang;

fn line(event: &GrueEvent, viewer: Option<Seat>) -> Option<String> {
    let words = lang::grue();
    Some(match *event {
        GrueEvent::Dealt { grue, wizard } => words.dealt(grue, wizard, viewer),
        GrueEvent::TurnBegan { .. } => return None,
        GrueEvent::Readied => words.readied().into(),
        GrueEvent::Waited => words.waited().into(),
        GrueEvent::Attacked { target } => words.attacked(target, viewer),
        GrueEvent::Defended {
            target,
            defense,
            wizard_card,
        } => match defense {
            Defense::Lantern => words.showed_lantern(target, viewer),
            Defense::Shield => words.raised_shield(target, viewer),
            Defense::ShieldAndSword => words.showed_shield_and_sword(target, viewer),
            Defense::Traitor => words.showed_traitor(target, viewer),
            Defense::WizardCard => match wizard_card? {
                Card::Darkness => words.cast_fireball(target, viewer),
                card => words.fumbled(target, card, viewer),
            },
            Defense::Nothing => words.had_nothing(target, viewer),
        },
        GrueEvent::Died { seat } => words.died(seat, viewer),
        GrueEvent::GrueSlain { by } => words.grue_slain(by, viewer),
        GrueEvent::LanternRevealed { by } => words.lantern_revealed(by, viewer),
        GrueEvent::Spoke { by, statement } => words.spoke(by, statement, viewer),
        GrueEvent::Offered { from, to, card } => words.offered(from, to, card, viewer),
        GrueEvent::Declined { from, to } => words.declined(from, to, viewer),
        GrueEvent::Traded {
            from,
            to,
            offered,
            given,
        } => match (offered, given) {
            // `to` gave first, then took the offered card.
            (Some(offered), Some(given)) => words.traded_seen(from, to, offered, given, viewer),
            _ => words.traded_unseen(from, to, viewer),
        },
        GrueEvent::Investigated { by, corpse } => words.investigated(by, corpse, viewer),
        GrueEvent::Drew { by, card, .. } => words.drew(by, card, viewer),
        GrueEvent::Returned { by, corpse, card } => words.returned(by, corpse, card, viewer),
        GrueEvent::ForcedTrade { from, to } => words.forced_trade(from, to, viewer),
        GrueEvent::ForcedReturn { from, to, card } => words.forced_return(from, to, card, viewer),
        GrueEvent::Passed { seat } => words.passed(seat, viewer),
        GrueEvent::Repetition => words.repetition().into(),
        GrueEvent::Dawn => words.dawn().into(),
        GrueEvent::Won { side } => words.won(side).into(),
    })
}

impl Narrate for GrueGame {
    fn tell(seen: &GrueEvent, viewer: Option<Seat>) -> Option<String> {
        line(seen, viewer)
    }

    fn describe_action(&self, action: &GrueAction) -> String {
        let actor = self.to_act();
        let holds_lantern = actor.is_some_and(|s| self.hands[s.index()].contains(&Card::Lantern));
        lang::grue().action(action, actor, holds_lantern)
    }

    fn refusal_words(why: &GrueRefusal) -> String {
        lang::grue::refusal_words(*why)
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
                            if let Some(text) = GrueGame::narrate(event, viewer) {
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
