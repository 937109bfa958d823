//! Plain words for events (per viewer, hiding what the viewer may not know) and for actions.

use super::{Claim, Decision, DrawReason, Effect, GridAction, GridEvent, GridOfShadowsGame, Phase};
use crate::engine::{Seat, words};

pub fn ability_name(number: u8) -> &'static str {
    match number {
        1 => "Whisper",
        2 => "Deceive",
        3 => "Smite",
        4 => "Blessing",
        5 => "Silence",
        6 => "Shift",
        7 => "Luck",
        8 => "Summon",
        9 => "Hunger",
        10 => "Balance",
        _ => "?",
    }
}

fn cards_list(cards: &[super::Card]) -> String {
    let names: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
    words::and_list(&names)
}

fn cards(n: usize) -> String {
    words::count(n as i64, "card", "cards")
}

fn slot_name(slot: u8) -> String {
    format!("grid space {}", slot + 1)
}

pub(super) fn line(event: &GridEvent, viewer: Option<Seat>) -> Option<String> {
    use GridEvent as E;
    let name = |seat: Seat| words::name(seat, viewer);
    let object = |seat: Seat| words::object(seat, viewer);
    let possessive = |seat: Seat| words::possessive(seat, viewer);
    let verb =
        |seat: Seat, you: &'static str, they: &'static str| words::verb(seat, viewer, you, they);
    let text = match event {
        E::Starts { seat } => format!(
            "{} {} and {} two grid cards up.",
            name(*seat),
            verb(*seat, "start", "starts"),
            verb(*seat, "turn", "turns")
        ),
        E::TurnBegins { seat } => format!("{} turn.", words::capitalise(&possessive(*seat))),
        E::StoppedFlipping { seat } => format!(
            "{} {} no more free flips.",
            name(*seat),
            verb(*seat, "take", "takes")
        ),
        E::Flipped { seat, slot, card } => format!(
            "{} {} up {card} on {}.",
            name(*seat),
            verb(*seat, "turn", "turns"),
            slot_name(*slot)
        ),
        E::Drew {
            seat,
            cards: drawn,
            reason,
        } => {
            let why = match reason {
                DrawReason::Flip => "for flipping",
                DrawReason::Penalty => "as a penalty",
                DrawReason::Whisper => "(Whisper)",
                DrawReason::Smite => "(Smite)",
                DrawReason::Hunger => "(Hunger)",
                DrawReason::Balance => "(Balance)",
                DrawReason::Wrath => "(Wrath)",
                DrawReason::Gamble => "(lost Gamble)",
                DrawReason::WrathRevealed => "(Wrath revealed)",
            };
            let what = if viewer == Some(*seat) {
                cards_list(drawn)
            } else {
                cards(drawn.len())
            };
            format!(
                "{} {} {what} {why}.",
                name(*seat),
                verb(*seat, "draw", "draws")
            )
        }
        E::Played {
            seat,
            slot,
            claim,
            cards: laid,
        } => {
            let n = laid.len();
            let base = match claim {
                Claim::Number { .. } => format!(
                    "{} {} {} face down on {}, declaring {}.",
                    name(*seat),
                    verb(*seat, "play", "plays"),
                    cards(n),
                    slot_name(*slot),
                    if n == 1 {
                        claim.to_string()
                    } else {
                        format!("{n} x {claim}")
                    }
                ),
                _ => format!(
                    "{} {} a card face down, declaring {claim}.",
                    name(*seat),
                    verb(*seat, "play", "plays")
                ),
            };
            if viewer == Some(*seat) {
                format!("{base} (You laid {}.)", cards_list(laid))
            } else {
                base
            }
        }
        E::EndedTurn { seat } => format!(
            "{} {} the turn without playing.",
            name(*seat),
            verb(*seat, "end", "ends")
        ),
        E::Passed { seat } => format!("{} {}.", name(*seat), verb(*seat, "pass", "passes")),
        E::LetPass { .. } => return None,
        E::Lights { caller, accused } => format!(
            "{} {} \"Lights!\" on {}.",
            name(*caller),
            verb(*caller, "call", "calls"),
            object(*accused)
        ),
        E::Revealed {
            cards: shown,
            truthful,
            accused,
            ..
        } => format!(
            "Revealed: {}. {}",
            cards_list(shown),
            if *truthful {
                format!("{} told the truth.", name(*accused))
            } else {
                format!("{} bluffed!", name(*accused))
            }
        ),
        E::TookStack { seat, count } => format!(
            "{} {} the grid card and the cards on it ({}).",
            name(*seat),
            verb(*seat, "take", "takes"),
            cards(*count)
        ),
        E::SequenceEnds => "The sequence ends.".to_string(),
        E::Ability { seat, number } => format!(
            "{} ({number}) fires for {}.",
            ability_name(*number),
            object(*seat)
        ),
        E::Discarded { seat, card } => format!(
            "{} {} {card}.",
            name(*seat),
            verb(*seat, "discard", "discards")
        ),
        E::Gave { from, to, card } => {
            let what = if viewer == Some(*from) || viewer == Some(*to) {
                card.to_string()
            } else {
                "a card".to_string()
            };
            format!(
                "{} {} {what} to {}.",
                name(*from),
                verb(*from, "give", "gives"),
                object(*to)
            )
        }
        E::Assigned { from, to, effect } => format!(
            "{} {} {} at {}.",
            name(*from),
            verb(*from, "aim", "aims"),
            match effect {
                Effect::Gift => "a gift".to_string(),
                Effect::Draw(n) => format!("a draw of {}", cards(usize::from(*n))),
            },
            object(*to)
        ),
        E::Reflected { seat, back_to } => format!(
            "{} {} it back to {}.",
            name(*seat),
            verb(*seat, "reflect", "reflects"),
            object(*back_to)
        ),
        E::Silenced { seat } => format!("Silence: {} will miss the next turn.", object(*seat)),
        E::Skipped { seat } => format!(
            "{} {} silenced and skipped.",
            name(*seat),
            verb(*seat, "are", "is")
        ),
        E::Shifted {
            seat,
            slot,
            card,
            to_bottom,
        } => {
            let what = if viewer == Some(*seat) {
                card.to_string()
            } else {
                "a card".to_string()
            };
            let tail = if *to_bottom {
                format!(
                    " and {} the other under the draw pile",
                    verb(*seat, "put", "puts")
                )
            } else {
                String::new()
            };
            format!(
                "Shift: {} {} {what} face down on {}{tail}.",
                name(*seat),
                verb(*seat, "put", "puts"),
                slot_name(*slot)
            )
        }
        E::Lucky { seat, slot, card } => {
            let what = if viewer == Some(*seat) {
                card.to_string()
            } else {
                "a card".to_string()
            };
            format!(
                "Luck: {} {} {} and {} {what} face down there.",
                name(*seat),
                verb(*seat, "clear", "clears"),
                slot_name(*slot),
                verb(*seat, "put", "puts")
            )
        }
        E::Summoned { seat, slot, card } => format!(
            "{} {} {card} beside the grid ({}).",
            name(*seat),
            verb(*seat, "summon", "summons"),
            slot_name(*slot)
        ),
        E::WrathPlayed { seat, target } => format!(
            "Wrath: {} {} {} draw two.",
            name(*seat),
            verb(*seat, "make", "makes"),
            object(*target)
        ),
        E::GambleRevealed {
            seat,
            cards: shown,
            met,
        } => format!(
            "Gamble by {}: the play beneath was {}: {}.",
            object(*seat),
            cards_list(shown),
            if *met {
                "true, a card is discarded"
            } else {
                "a bluff, three cards are drawn"
            }
        ),
        E::WrathTurnedUp { seat } => format!(
            "Wrath is turned up: {} {} two.",
            object(*seat),
            verb(*seat, "draw", "draws")
        ),
        E::GambleGuessed {
            seat,
            guess,
            card,
            correct,
        } => format!(
            "Gamble turned up: {} {} {}; {}{}.",
            name(*seat),
            verb(*seat, "guess", "guesses"),
            guess.name(),
            card.map(|c| format!("the new card is {c}, "))
                .unwrap_or_default(),
            if *correct {
                "right"
            } else {
                "wrong, one penalty card"
            }
        ),
        E::Collapsed { slot } => {
            format!(
                "{} collapses under three or more cards.",
                words::capitalise(&slot_name(*slot))
            )
        }
        E::StackCleared { slot } => format!("The stack on {} is discarded.", slot_name(*slot)),
        E::Refreshed => {
            "After \"Lights!\", every face-up grid card is replaced face down.".to_string()
        }
        E::FinalChallenge { set_aside } => format!(
            "The draw pile is empty: the final challenge begins! Set-aside cards: {}. Play exact matches face up.",
            cards_list(set_aside)
        ),
        E::FinalPlayed {
            seat,
            slot,
            cards: laid,
        } => format!(
            "{} {} {} with {}.",
            name(*seat),
            verb(*seat, "match", "matches"),
            slot_name(*slot),
            cards_list(laid)
        ),
        E::FinalPassed { seat } => format!(
            "{} cannot match and {}.",
            name(*seat),
            verb(*seat, "pass", "passes")
        ),
        E::WentOut { seat } => format!(
            "{} {} out of cards and {} the grid!",
            name(*seat),
            verb(*seat, "are", "is"),
            verb(*seat, "escape", "escapes")
        ),
        E::Totals { totals, winners } => {
            let each: Vec<String> = totals
                .iter()
                .enumerate()
                .map(|(i, &t)| {
                    let seat = Seat(i as u8);
                    format!(
                        "{} {} {}",
                        object(seat),
                        verb(seat, "have", "has"),
                        words::count(i64::from(t), "point", "points")
                    )
                })
                .collect();
            // Only the first name opens the sentence: "Seat 1 and you escape".
            let best: Vec<String> = winners
                .iter()
                .enumerate()
                .map(|(i, w)| if i == 0 { name(*w) } else { object(*w) })
                .collect();
            let escape = match winners.as_slice() {
                [one] => verb(*one, "escape", "escapes"),
                _ => "escape",
            };
            format!(
                "Hand totals: {}. {} {escape} with the lowest total.",
                words::and_list(&each),
                words::and_list(&best)
            )
        }
    };
    Some(text)
}

/// A short label, without the game at hand.
pub fn action_label(action: &GridAction) -> String {
    use GridAction as A;
    match action {
        A::FreeFlip(slot) => format!("Turn up {} for free", slot_name(*slot)),
        A::StopFlipping => "No more free flips".to_string(),
        A::Flip(slot) => format!("Flip {} and draw a card", slot_name(*slot)),
        A::Lay { slot, card } => format!("Lay {card} on {}", slot_name(*slot)),
        A::Declare(claim) => format!("Declare {claim}"),
        A::EndTurn => "End the turn".to_string(),
        A::Pass => "Pass".to_string(),
        A::Lights => "Lights!".to_string(),
        A::LetPass => "Let it pass".to_string(),
        A::WhisperDiscard(card) => format!("Discard {card}"),
        A::Deceive { card, to } => format!("Give {card} to {to}"),
        A::Smite(to) => format!("Smite {to}"),
        A::Bless(slot) => format!("Bless {}", slot_name(*slot)),
        A::Shift { card, slot } => format!("Shift {card} onto {}", slot_name(*slot)),
        A::Luck { slot, card } => format!("Luck: {card} onto {}", slot_name(*slot)),
        A::WrathTarget(to) => format!("Wrath on {to}"),
        A::GambleDiscard(card) => format!("Discard {card}"),
        A::Guess(g) => format!("Guess {}", g.name()),
        A::Reflect(card) => format!("Reflect (with {card})"),
        A::Accept => "Take it".to_string(),
        A::Decline => "Don't play".to_string(),
        A::FinalPlay { slot, count } => format!(
            "Match {} with {}",
            slot_name(*slot),
            cards(usize::from(*count))
        ),
        A::FinalFlip(slot) => format!("Turn up {}", slot_name(*slot)),
        A::FinalPass => "Pass".to_string(),
    }
}

pub(super) fn describe(game: &GridOfShadowsGame, action: &GridAction) -> String {
    match action {
        GridAction::FinalPlay { slot, count } => {
            let card = game
                .grid
                .get(usize::from(*slot))
                .and_then(|s| s.card)
                .map(|g| g.card);
            match card {
                Some(card) => format!(
                    "Match {card} on {} with {}",
                    slot_name(*slot),
                    cards(usize::from(*count))
                ),
                None => action_label(action),
            }
        }
        GridAction::Accept if game.ctx.as_ref().is_some_and(|c| c.pending.is_none()) => {
            "Don't reflect".to_string()
        }
        _ => action_label(action),
    }
}

pub(super) fn phase_hint(phase: &Phase) -> String {
    match phase {
        Phase::FreeFlips {
            seat,
            optional: false,
            ..
        } => format!("{seat} must turn grid cards up for free"),
        Phase::FreeFlips { seat, .. } => format!("{seat} may turn grid cards up for free"),
        Phase::Main {
            seat,
            flipped: false,
        } => format!("{seat} must play or flip"),
        Phase::Main {
            seat,
            flipped: true,
        } => format!("{seat} may play or end the turn"),
        Phase::Building { seat, .. } => format!("{seat} is laying cards and must declare"),
        Phase::Window { window, .. } => match window.asked() {
            Some(seat) => format!("{seat} is asked \"Lights!\" or \"Let it pass\""),
            None => "nobody is asked".to_string(),
        },
        Phase::Sequence { seat } => format!("{seat} may play on the sequence or pass"),
        Phase::Decide { seat, decision } => format!(
            "{seat} must choose for {}",
            match decision {
                Decision::WhisperDiscard => "Whisper",
                Decision::Deceive => "Deceive",
                Decision::Smite => "Smite",
                Decision::Bless => "Blessing",
                Decision::Shift => "Shift",
                Decision::Luck => "Luck",
                Decision::WrathTarget => "Wrath",
                Decision::GambleDiscard => "Gamble",
                Decision::Reflect => "Reflect",
            }
        ),
        Phase::Bonus { seat, .. } => format!("{seat} may play on the new card"),
        Phase::Guess { seat, .. } => format!("{seat} must guess for the Gamble"),
        Phase::Final { seat, .. } => format!("{seat} plays in the final challenge"),
        Phase::FinalFlip { seat } => format!("{seat} must turn a card up"),
        Phase::Over { .. } => "the game is over".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameRng, Settings};

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
            // "Lights!" now and then only, so sequences run on and abilities fire.
            let action = if legal.contains(&GridAction::LetPass) && rng.below(8) != 0 {
                GridAction::LetPass
            } else {
                legal[rng.below(legal.len())].clone()
            };
            events.extend(game.apply(&action).unwrap());
        }
        assert!(game.outcome().is_some(), "a random game ends");
        events
    }

    /// Verbs that agree with someone else, never with "you".
    const THEIR_FORMS: [&str; 24] = [
        "starts", "turns", "takes", "plays", "ends", "passes", "calls", "discards", "gives",
        "aims", "reflects", "summons", "makes", "guesses", "matches", "escapes", "draws", "clears",
        "puts", "shifts", "is", "has", "was", "lays",
    ];

    /// What no line may say: the shared slips, or a "(forced)" the table alone may add.
    fn faults(line: &str) -> Vec<String> {
        let mut out = crate::engine::words::faults(line, &THEIR_FORMS);
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
                let card = super::super::Card::Reflect;
                events.extend([
                    GridEvent::Discarded { seat, card },
                    GridEvent::Gave {
                        from: seat,
                        to: other,
                        card,
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
                        card,
                        to_bottom: true,
                    },
                    GridEvent::Drew {
                        seat,
                        cards: vec![card],
                        reason: DrawReason::Smite,
                    },
                ]);
            }
            let viewers = Seat::all(usize::from(seats)).map(Some).chain([None]);
            for viewer in viewers {
                for event in &events {
                    let Some(text) = line(event, viewer) else {
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
