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
    let verb =
        |seat: Seat, you: &'static str, they: &'static str| words::verb(seat, viewer, you, they);
    let text = match event {
        E::Starts { seat } => format!(
            "{} {} and {} two grid cards up.",
            name(*seat),
            verb(*seat, "start", "starts"),
            verb(*seat, "turn", "turns")
        ),
        E::TurnBegins { seat } => {
            if viewer == Some(*seat) {
                "Your turn.".to_string()
            } else {
                format!("{seat}'s turn.")
            }
        }
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
            if viewer == Some(*seat) {
                format!("You draw {} {why}.", cards_list(drawn))
            } else {
                format!("{seat} draws {} {why}.", cards(drawn.len()))
            }
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
            if viewer == Some(*from) || viewer == Some(*to) {
                format!(
                    "{} {} {card} to {}.",
                    name(*from),
                    verb(*from, "give", "gives"),
                    object(*to)
                )
            } else {
                format!("{from} gives a card to {to}.")
            }
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
            if viewer == Some(*seat) {
                let tail = if *to_bottom {
                    " and put the other under the draw pile"
                } else {
                    ""
                };
                format!("You put {card} face down on {}{tail}.", slot_name(*slot))
            } else {
                let tail = if *to_bottom {
                    " and puts the other under the draw pile"
                } else {
                    ""
                };
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
                capitalised(&slot_name(*slot))
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
            "{} played the last card and {} the grid!",
            name(*seat),
            verb(*seat, "escape", "escapes")
        ),
        E::Totals { totals, winners } => {
            let each: Vec<String> = totals
                .iter()
                .enumerate()
                .map(|(i, t)| format!("{} {t}", name(Seat(i as u8))))
                .collect();
            let best: Vec<String> = winners.iter().map(|w| name(*w)).collect();
            format!(
                "Hand totals: {}. Lowest: {}.",
                each.join(", "),
                words::and_list(&best)
            )
        }
    };
    Some(text)
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
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
