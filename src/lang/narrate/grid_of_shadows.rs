//! Plain words for events (as [`Game::redact`](crate::engine::Game::redact) gave them to each
//! viewer) and for actions.

use super::Narrate;
use crate::engine::Seat;
use crate::games::grid_of_shadows::{
    Card, Claim, GridAction, GridCard, GridEvent, GridOfShadowsGame, GridRefusal, Phase,
};
use crate::lang;

/// A number's ability ("Blessing"), in the current language.
pub fn ability_name(number: u8) -> &'static str {
    lang::grid_of_shadows().ability(number)
}

fn line(event: &GridEvent, viewer: Option<Seat>) -> Option<String> {
    use GridEvent as E;
    let say = lang::grid_of_shadows();
    let text = match event {
        E::Starts { seat } => say.starts(*seat, viewer),
        E::TurnBegins { seat } => say.turn_begins(*seat, viewer),
        E::StoppedFlipping { seat } => say.stopped_flipping(*seat, viewer),
        E::Flipped { seat, slot, card } => say.flipped(*seat, viewer, *slot, *card),
        E::Drew {
            seat,
            cards: drawn,
            reason,
        } => say.drew(*seat, viewer, drawn.seen(), drawn.len(), *reason),
        E::Played {
            seat,
            slot,
            claim,
            cards: laid,
        } => say.played(*seat, viewer, *slot, *claim, laid.len(), laid.seen()),
        E::EndedTurn { seat } => say.ended_turn(*seat, viewer),
        E::Passed { seat } => say.passed(*seat, viewer),
        E::LetPass { .. } => return None,
        E::Lights { caller, accused } => say.lights(*caller, *accused, viewer),
        E::Revealed {
            cards: shown,
            truthful,
            accused,
            ..
        } => say.revealed(*accused, viewer, shown, *truthful),
        E::TookStack { seat, count } => say.took_stack(*seat, viewer, *count),
        E::SequenceEnds => say.sequence_ends(),
        E::Ability { seat, number } => say.ability_fires(*seat, viewer, *number),
        E::Discarded { seat, card } => say.discarded(*seat, viewer, *card),
        E::Gave { from, to, card } => say.gave(*from, *to, viewer, *card),
        E::Assigned { from, to, effect } => say.assigned(*from, *to, viewer, *effect),
        E::Reflected { seat, back_to } => say.reflected(*seat, *back_to, viewer),
        E::Silenced { seat } => say.silenced(*seat, viewer),
        E::Skipped { seat } => say.skipped(*seat, viewer),
        E::Shifted {
            seat,
            slot,
            card,
            to_bottom,
        } => say.shifted(*seat, viewer, *slot, *card, *to_bottom),
        E::Lucky { seat, slot, card } => say.lucky(*seat, viewer, *slot, *card),
        E::Summoned { seat, slot, card } => say.summoned(*seat, viewer, *slot, *card),
        E::WrathPlayed { seat, target } => say.wrath_played(*seat, *target, viewer),
        E::GambleRevealed {
            seat,
            cards: shown,
            met,
        } => say.gamble_revealed(*seat, viewer, shown, *met),
        E::WrathTurnedUp { seat } => say.wrath_turned_up(*seat, viewer),
        E::GambleGuessed {
            seat,
            guess,
            card,
            correct,
        } => say.gamble_guessed(*seat, viewer, *guess, *card, *correct),
        E::Collapsed { slot } => say.collapsed(*slot),
        E::StackCleared { slot } => say.stack_cleared(*slot),
        E::Refreshed => say.refreshed(),
        E::FinalChallenge { set_aside } => say.final_challenge(set_aside),
        E::FinalPlayed {
            seat,
            slot,
            cards: laid,
        } => say.final_played(*seat, viewer, *slot, laid),
        E::FinalPassed { seat } => say.final_passed(*seat, viewer),
        E::WentOut { seat } => say.went_out(*seat, viewer),
        E::Totals { totals, winners } => say.totals(totals, winners, viewer),
    };
    Some(text)
}

/// A short label, without the game at hand.
pub fn action_label(action: &GridAction) -> String {
    lang::grid_of_shadows().action(action)
}

/// A lay that no declaration could make true: a number card other than the claim a sequence
/// carries, or, opening a play on a number (the turn's first lay, or one more in it), of another
/// number. Power cards are left alone, as one may
/// be declared as itself.
fn certain_bluff(game: &GridOfShadowsGame, slot: u8, card: Card) -> Option<String> {
    let Card::Number { number: laid, .. } = card else {
        return None;
    };
    let say = lang::grid_of_shadows();
    match game.phase() {
        Phase::Sequence { .. } | Phase::Building { opening: false, .. } => {
            let ctx = game.ctx()?;
            let claim = Claim::Number {
                number: ctx.number,
                colour: ctx.colour,
            };
            (!claim.matches(card)).then(|| say.lay_bluff_in_sequence(card, slot, claim))
        }
        Phase::Main { .. } | Phase::Building { opening: true, .. } => {
            match game.grid().get(usize::from(slot))?.card {
                Some(GridCard {
                    card: Card::Number { number, .. },
                    ..
                }) if number != laid => Some(say.lay_bluff_on_number(card, slot, number)),
                _ => None,
            }
        }
        _ => None,
    }
}

fn describe(game: &GridOfShadowsGame, action: &GridAction) -> String {
    match action {
        GridAction::Lay { slot, card } => {
            certain_bluff(game, *slot, *card).unwrap_or_else(|| action_label(action))
        }
        GridAction::Declare(claim) if game.laid().iter().any(|&card| !claim.matches(card)) => {
            lang::grid_of_shadows().declare_bluff(*claim, game.laid())
        }
        GridAction::FinalPlay { slot, count } => {
            let card = game
                .grid()
                .get(usize::from(*slot))
                .and_then(|s| s.card)
                .map(|g| g.card);
            match card {
                Some(card) => lang::grid_of_shadows().final_play_on(card, *slot, *count),
                None => action_label(action),
            }
        }
        GridAction::Accept if game.ctx().is_some_and(|c| c.pending.is_none()) => {
            lang::grid_of_shadows().dont_reflect()
        }
        _ => action_label(action),
    }
}

fn phase_hint(phase: &Phase) -> String {
    lang::grid_of_shadows().phase_hint(phase)
}

impl Narrate for GridOfShadowsGame {
    fn tell(seen: &GridEvent, viewer: Option<Seat>) -> Option<String> {
        line(seen, viewer)
    }

    fn describe_action(&self, action: &GridAction) -> String {
        describe(self, action)
    }

    fn refusal_words(why: &GridRefusal) -> String {
        let say = lang::grid_of_shadows();
        match why {
            GridRefusal::Over => say.game_over(),
            GridRefusal::NotNow { action, phase } => {
                say.refusal(&action_label(action), &phase_hint(phase))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Faces, Game, GameRng, Settings};
    use crate::games::grid_of_shadows::{DrawReason, Effect};

    /// Every event of a game played to its end with random legal moves, the opening included.
    fn random_game(seats: u8, variant: &str, seed: u64) -> Vec<GridEvent> {
        let mut game = GridOfShadowsGame::new(&Settings::new(seats, variant), seed).unwrap();
        let mut rng = GameRng::seeded(seed ^ 0x5eed);
        let mut events = game.opening();
        for _ in 0..50_000 {
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            // "Lights!" now and then only, so sequences run on and abilities fire; and plays of
            // a few cards, not whole hands (a play has no size limit).
            let declares = legal.iter().any(|a| matches!(a, GridAction::Declare(_)));
            let action = if legal.contains(&GridAction::LetPass) && rng.below(8) != 0 {
                GridAction::LetPass
            } else if legal.contains(&GridAction::Pass)
                && legal.contains(&GridAction::Lights)
                && rng.below(8) != 0
            {
                let no_call: Vec<&GridAction> =
                    legal.iter().filter(|a| **a != GridAction::Lights).collect();
                no_call[rng.below(no_call.len())].clone()
            } else if declares && rng.below(3) != 0 {
                let declarations: Vec<&GridAction> = legal
                    .iter()
                    .filter(|a| matches!(a, GridAction::Declare(_)))
                    .collect();
                declarations[rng.below(declarations.len())].clone()
            } else {
                legal[rng.below(legal.len())].clone()
            };
            events.extend(game.apply(&action).unwrap());
        }
        assert!(game.outcome().is_some(), "a random game ends");
        events
    }

    #[test]
    fn a_lay_that_no_declaration_can_make_true_is_labelled_a_bluff() {
        let (mut in_sequence, mut opening, mut declared) = (0, 0, 0);
        for seed in 0..20 {
            let mut game = GridOfShadowsGame::new(&Settings::new(4, ""), seed).unwrap();
            let mut rng = GameRng::seeded(seed);
            game.opening();
            for _ in 0..400 {
                let legal = game.legal_actions();
                if legal.is_empty() {
                    break;
                }
                let claim = game.ctx().map(|c| Claim::Number {
                    number: c.number,
                    colour: c.colour,
                });
                for action in &legal {
                    if let GridAction::Declare(claim) = action {
                        let label = game.describe_action(action);
                        let false_claim = game.laid().iter().any(|&card| !claim.matches(card));
                        assert_eq!(label.contains("a bluff: you laid"), false_claim, "{label}");
                        declared += usize::from(false_claim);
                        continue;
                    }
                    let GridAction::Lay { card, .. } = action else {
                        continue;
                    };
                    let label = game.describe_action(action);
                    match (game.phase(), claim) {
                        (Phase::Sequence { .. }, Some(claim)) => {
                            let other_number =
                                matches!(card, Card::Number { .. }) && !claim.matches(*card);
                            assert_eq!(label.contains("a bluff"), other_number, "{label}");
                            if other_number {
                                let told = format!(
                                    "the claim there is {}",
                                    lang::grid_of_shadows().card(claim.card())
                                );
                                assert!(label.contains(&told), "{label}");
                                in_sequence += 1;
                            }
                        }
                        (Phase::Main { .. } | Phase::Building { opening: true, .. }, _) => {
                            opening += usize::from(label.contains("only a"));
                        }
                        _ => {}
                    }
                }
                let action = legal[rng.below(legal.len())].clone();
                game.apply(&action).unwrap();
            }
        }
        assert!(
            in_sequence > 20,
            "only {in_sequence} bluffing lays in sequences"
        );
        assert!(opening > 20, "only {opening} bluffing lays at openings");
        assert!(declared > 20, "only {declared} false declarations");
    }

    /// Verbs that agree with someone else, never with "you".
    const THEIR_FORMS: [&str; 24] = [
        "starts", "turns", "takes", "plays", "ends", "passes", "calls", "discards", "gives",
        "aims", "reflects", "summons", "makes", "guesses", "matches", "escapes", "draws", "clears",
        "puts", "shifts", "is", "has", "was", "lays",
    ];

    /// What no line may say: the shared slips, or a "(forced)" the table alone may add.
    fn faults(line: &str) -> Vec<String> {
        let mut out = crate::lang::words::faults(line, &THEIR_FORMS);
        if line.contains("(forced)") {
            out.push("(forced)".into());
        }
        out
    }

    #[test]
    fn every_line_of_random_games_reads_as_english_for_every_viewer() {
        let mut lines = 0;
        let mut kinds = std::collections::BTreeSet::new();
        let games = (0..60u64).map(|seed| {
            let seats = 2 + (seed % 5) as u8;
            let variant = if seed % 3 == 0 { "" } else { "extended" };
            (seats, variant, seed)
        });
        for (seats, variant, seed) in games {
            let mut events = random_game(seats, variant, seed);
            kinds.extend(events.iter().map(|e| {
                let debug = format!("{e:?}");
                debug[..debug.find([' ', '{']).unwrap_or(debug.len())].to_string()
            }));
            // Events random play rarely reaches, said by and to each seat.
            for seat in Seat::all(usize::from(seats)) {
                let other = seat.clockwise(1, usize::from(seats));
                let card = crate::games::grid_of_shadows::Card::Reflect;
                events.extend([
                    GridEvent::Discarded { seat, card },
                    GridEvent::Gave {
                        from: seat,
                        to: other,
                        card: Some(card),
                    },
                    GridEvent::Summoned {
                        seat,
                        slot: 9,
                        card,
                    },
                    GridEvent::Assigned {
                        from: seat,
                        to: other,
                        effect: Effect::Gift,
                    },
                    GridEvent::Shifted {
                        seat,
                        slot: 2,
                        card: Some(card),
                        to_bottom: true,
                    },
                    GridEvent::Drew {
                        seat,
                        cards: Faces::Seen(vec![card]),
                        reason: DrawReason::Smite,
                    },
                ]);
            }
            let viewers = Seat::all(usize::from(seats)).map(Some).chain([None]);
            for viewer in viewers {
                for event in &events {
                    let Some(text) = GridOfShadowsGame::narrate(event, viewer) else {
                        continue;
                    };
                    lines += 1;
                    let wrong = faults(&text);
                    assert!(wrong.is_empty(), "{text:?} for {viewer:?}: {wrong:?}");
                    if viewer.is_none() {
                        assert!(!text.to_lowercase().contains("you"), "{text:?}");
                    }
                }
            }
        }
        assert!(lines > 1000, "the games said something: {lines} lines");
        assert!(
            kinds.len() >= 30,
            "the games show nearly every kind of event: {kinds:?}"
        );
    }

    #[test]
    fn the_fault_finder_finds_each_fault() {
        assert!(!faults("You draw 1 cards.").is_empty());
        assert!(!faults("Seat 0 passes.").is_empty());
        assert!(!faults("You play the the Blue 4.").is_empty());
        assert!(!faults("You passes.").is_empty());
        assert!(faults("Seat 2 draws 11 cards (Hunger).").is_empty());
        assert!(faults("You pass.").is_empty());
    }

    #[test]
    fn the_hand_totals_name_the_viewer_in_the_second_person_and_agree_with_one_or_more_winners() {
        let event = GridEvent::Totals {
            totals: vec![12, 1, 12],
            winners: vec![Seat(1)],
        };
        assert_eq!(
            line(&event, Some(Seat(1))).unwrap(),
            "Hand totals: Seat 1 has 12 points, you have 1 point and Seat 3 has 12 points. You \
             escape with the lowest total."
        );
        let tie = GridEvent::Totals {
            totals: vec![3, 3],
            winners: vec![Seat(0), Seat(1)],
        };
        assert_eq!(
            line(&tie, Some(Seat(1))).unwrap(),
            "Hand totals: Seat 1 has 3 points and you have 3 points. Seat 1 and you escape with \
             the lowest total."
        );
    }
}
