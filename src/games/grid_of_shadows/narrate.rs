//! Plain words for events (per viewer, hiding what the viewer may not know) and for actions.

use super::{Claim, Decision, DrawReason, Effect, GridAction, GridEvent, GridOfShadowsGame, Phase};
use crate::engine::Seat;

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

fn who(seat: Seat, viewer: Option<Seat>) -> String {
    if viewer == Some(seat) {
        "You".to_string()
    } else {
        seat.to_string()
    }
}

fn cards_list(cards: &[super::Card]) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn plural(n: usize) -> String {
    if n == 1 {
        "1 card".to_string()
    } else {
        format!("{n} cards")
    }
}

fn slot_name(slot: u8) -> String {
    format!("grid space {}", slot + 1)
}

pub(super) fn line(event: &GridEvent, viewer: Option<Seat>) -> Option<String> {
    use GridEvent as E;
    let text = match event {
        E::Starts { seat } => format!(
            "{} start{} and turn two grid cards up.",
            who(*seat, viewer),
            s(*seat, viewer)
        ),
        E::TurnBegins { seat } => format!("{}'s turn.", seat),
        E::Flipped { seat, slot, card } => {
            format!(
                "{} turn{} up {card} on {}.",
                who(*seat, viewer),
                s(*seat, viewer),
                slot_name(*slot)
            )
        }
        E::Drew {
            seat,
            cards,
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
            if viewer == Some(*seat) {
                format!("You draw {} {why}.", cards_list(cards))
            } else {
                format!("{seat} draws {} {why}.", plural(cards.len()))
            }
        }
        E::Played {
            seat,
            slot,
            claim,
            cards,
        } => {
            let n = cards.len();
            let base = match claim {
                Claim::Number { .. } => format!(
                    "{} play{} {} face down on {}, declaring {}.",
                    who(*seat, viewer),
                    s(*seat, viewer),
                    plural(n),
                    slot_name(*slot),
                    if n == 1 {
                        claim.to_string()
                    } else {
                        format!("{n} x {claim}")
                    }
                ),
                _ => format!(
                    "{} play{} a card face down, declaring {claim}.",
                    who(*seat, viewer),
                    s(*seat, viewer)
                ),
            };
            if viewer == Some(*seat) {
                format!("{base} (You laid {}.)", cards_list(cards))
            } else {
                base
            }
        }
        E::EndedTurn { seat } => format!(
            "{} end{} the turn without playing.",
            who(*seat, viewer),
            s(*seat, viewer)
        ),
        E::Passed { seat } => format!("{} pass{}.", who(*seat, viewer), es(*seat, viewer)),
        E::LetPass { .. } => return None,
        E::Lights { caller, accused } => format!(
            "{} call{} \"Lights!\" on {}.",
            who(*caller, viewer),
            s(*caller, viewer),
            who(*accused, viewer).replace("You", "you")
        ),
        E::Revealed {
            cards,
            truthful,
            accused,
            ..
        } => format!(
            "Revealed: {}. {}",
            cards_list(cards),
            if *truthful {
                format!("{} told the truth.", who(*accused, viewer))
            } else {
                format!("{} bluffed!", who(*accused, viewer))
            }
        ),
        E::TookStack { seat, count } => format!(
            "{} take{} the grid card and the cards on it ({}).",
            who(*seat, viewer),
            s(*seat, viewer),
            plural(*count)
        ),
        E::SequenceEnds => "The sequence ends.".to_string(),
        E::Ability { seat, number } => format!(
            "{} ({number}) fires for {}.",
            ability_name(*number),
            who(*seat, viewer).replace("You", "you")
        ),
        E::Discarded { seat, card } => {
            format!("{} discard{} {card}.", who(*seat, viewer), s(*seat, viewer))
        }
        E::Gave { from, to, card } => {
            if viewer == Some(*from) || viewer == Some(*to) {
                format!(
                    "{} give{} {card} to {}.",
                    who(*from, viewer),
                    s(*from, viewer),
                    who(*to, viewer).replace("You", "you")
                )
            } else {
                format!("{from} gives a card to {to}.")
            }
        }
        E::Assigned { from, to, effect } => format!(
            "{} aim{} {} at {}.",
            who(*from, viewer),
            s(*from, viewer),
            match effect {
                Effect::Gift => "a gift".to_string(),
                Effect::Draw(n) => format!("a draw of {}", plural(usize::from(*n))),
            },
            who(*to, viewer).replace("You", "you")
        ),
        E::Reflected { seat, back_to } => format!(
            "{} reflect{} it back to {}.",
            who(*seat, viewer),
            s(*seat, viewer),
            who(*back_to, viewer).replace("You", "you")
        ),
        E::Silenced { seat } => format!(
            "Silence: {} will miss the next turn.",
            who(*seat, viewer).replace("You", "you")
        ),
        E::Skipped { seat } => format!(
            "{} {} silenced and skipped.",
            who(*seat, viewer),
            if viewer == Some(*seat) { "are" } else { "is" }
        ),
        E::Shifted {
            seat,
            slot,
            card,
            to_bottom,
        } => {
            let tail = if *to_bottom {
                " and puts the other under the draw pile"
            } else {
                ""
            };
            if viewer == Some(*seat) {
                format!("You put {card} face down on {}{tail}.", slot_name(*slot))
            } else {
                format!(
                    "{seat} shifts a face-down card onto {}{tail}.",
                    slot_name(*slot)
                )
            }
        }
        E::Lucky { seat, slot, card } => {
            if viewer == Some(*seat) {
                format!(
                    "Luck: you clear {} and put {card} face down there.",
                    slot_name(*slot)
                )
            } else {
                format!(
                    "Luck: {seat} clears {} and puts a card face down there.",
                    slot_name(*slot)
                )
            }
        }
        E::Summoned { seat, slot, card } => format!(
            "{} summon{} {card} beside the grid ({}).",
            who(*seat, viewer),
            s(*seat, viewer),
            slot_name(*slot)
        ),
        E::WrathPlayed { seat, target } => format!(
            "Wrath: {} make{} {} draw two.",
            who(*seat, viewer),
            s(*seat, viewer),
            who(*target, viewer).replace("You", "you")
        ),
        E::GambleRevealed { seat, cards, met } => format!(
            "Gamble by {}: the play beneath was {} — {}.",
            who(*seat, viewer).replace("You", "you"),
            cards_list(cards),
            if *met {
                "true, a card is discarded"
            } else {
                "a bluff, three cards are drawn"
            }
        ),
        E::WrathTurnedUp { seat } => format!(
            "Wrath is turned up: {} draw{} two.",
            who(*seat, viewer).replace("You", "you"),
            s(*seat, viewer)
        ),
        E::GambleGuessed {
            seat,
            guess,
            card,
            correct,
        } => format!(
            "Gamble turned up: {} guess{} {}; {}{}.",
            who(*seat, viewer),
            es(*seat, viewer),
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
            format!("{} collapses under three or more cards.", slot_name(*slot))
        }
        E::StackCleared { slot } => format!("The stack on {} is discarded.", slot_name(*slot)),
        E::Refreshed => {
            "After \"Lights!\", every face-up grid card is replaced face down.".to_string()
        }
        E::FinalChallenge { set_aside } => format!(
            "The draw pile is empty: the final challenge begins! Set-aside cards: {}. Play exact matches face up.",
            cards_list(set_aside)
        ),
        E::FinalPlayed { seat, slot, cards } => format!(
            "{} match{} {} with {}.",
            who(*seat, viewer),
            es(*seat, viewer),
            slot_name(*slot),
            cards_list(cards)
        ),
        E::FinalPassed { seat } => format!(
            "{} cannot match and pass{}.",
            who(*seat, viewer),
            es(*seat, viewer)
        ),
        E::WentOut { seat } => format!(
            "{} played the last card and escape{} the grid!",
            who(*seat, viewer),
            s(*seat, viewer)
        ),
        E::Totals { totals, winners } => format!(
            "Hand totals: {}. Lowest: {}.",
            totals
                .iter()
                .enumerate()
                .map(|(i, t)| format!("{} {t}", who(Seat(i as u8), viewer)))
                .collect::<Vec<_>>()
                .join(", "),
            winners
                .iter()
                .map(|w| who(*w, viewer))
                .collect::<Vec<_>>()
                .join(" and ")
        ),
    };
    Some(text)
}

fn s(seat: Seat, viewer: Option<Seat>) -> &'static str {
    if viewer == Some(seat) { "" } else { "s" }
}

fn es(seat: Seat, viewer: Option<Seat>) -> &'static str {
    if viewer == Some(seat) { "" } else { "es" }
}

/// A short label, without the game at hand.
pub fn action_label(action: &GridAction) -> String {
    use GridAction as A;
    match action {
        A::FreeFlip(slot) => format!("Turn up {} for free", slot_name(*slot)),
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
        A::FinalPlay { slot, count } => format!("Match {} with {count}", slot_name(*slot)),
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
                Some(card) => format!("Match {card} on {} with {count}", slot_name(*slot)),
                None => action_label(action),
            }
        }
        _ => action_label(action),
    }
}

pub(super) fn phase_hint(phase: &Phase) -> String {
    match phase {
        Phase::FreeFlips { seat, .. } => format!("{seat} is taking free flips"),
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
