//! Plain words for GRID#LOCK events and actions.

use super::{Direction, GridLike, GridlockAction, GridlockEvent, GridlockGame, Line, Phase, Slot};
use crate::engine::{Seat, words};

/// "rows" or "columns".
pub fn direction_name(direction: Direction) -> &'static str {
    match direction {
        Direction::Rows => "rows",
        Direction::Columns => "columns",
    }
}

/// A grid position in words: "top left", "centre", "bottom middle".
pub fn slot_name(slot: u8) -> String {
    let rows = ["top", "middle", "bottom"];
    let cols = ["left", "middle", "right"];
    let (r, c) = (usize::from(slot / 3), usize::from(slot % 3));
    if r == 1 && c == 1 {
        "centre".to_string()
    } else if r == 1 {
        format!("middle {}", cols[c])
    } else {
        format!("{} {}", rows[r], cols[c])
    }
}

fn lines(lines: &[Line]) -> String {
    let named: Vec<String> = lines.iter().map(|l| format!("the {l}")).collect();
    words::and_list(&named)
}

pub(super) fn line(event: &GridlockEvent, viewer: Option<Seat>) -> Option<String> {
    let text = match event {
        GridlockEvent::RoundDealt { round, dealer } => {
            format!(
                "Round {round}: {} dealt nine cards to everyone.",
                words::name(*dealer, viewer)
            )
        }
        GridlockEvent::OpeningFlip { seat, slot, card } => format!(
            "{} turned up the {} card: {card}.",
            words::name(*seat, viewer),
            slot_name(*slot)
        ),
        GridlockEvent::TookDiscard { seat, card } => {
            format!(
                "{} took the {card} from the discard pile.",
                words::name(*seat, viewer)
            )
        }
        GridlockEvent::Drew { seat, card } => {
            if viewer == Some(*seat) {
                format!("You drew the {card}.")
            } else {
                format!("{} drew a card.", words::name(*seat, viewer))
            }
        }
        GridlockEvent::DrewGridLock { seat, card } => format!(
            "{} drew a {card} and had to discard it.",
            words::name(*seat, viewer)
        ),
        GridlockEvent::Replaced {
            seat,
            slot,
            card,
            old,
        } => format!(
            "{} put the {card} at {} and discarded the {old}.",
            words::name(*seat, viewer),
            slot_name(*slot)
        ),
        GridlockEvent::Refused { seat, card } => {
            format!("{} discarded the {card}.", words::name(*seat, viewer))
        }
        GridlockEvent::Flipped { seat, slot, card } => format!(
            "{} turned up the {} card: {card}.",
            words::name(*seat, viewer),
            slot_name(*slot)
        ),
        GridlockEvent::Locked {
            seat,
            lines: locked,
        } => format!(
            "GRID#LOCK: {} locked for {} this turn.",
            lines(locked),
            words::object(*seat, viewer)
        ),
        GridlockEvent::Waiting {
            seat,
            lines: waiting,
        } => format!(
            "A GRID#LOCK card blocks {} in {} grid: {} at the start of {} next turn.",
            lines(waiting),
            words::possessive(*seat, viewer),
            if waiting.len() == 1 {
                "it goes"
            } else {
                "one goes"
            },
            words::possessive(*seat, viewer),
        ),
        GridlockEvent::Reshuffled { cards, top } => format!(
            "The draw pile ran out: the {} of the discard pile were shuffled into a new one, and \
             its top card turned up: {top}.",
            words::count(*cards as i64, "card", "cards")
        ),
        GridlockEvent::Eliminated { seat, elimination } => format!(
            "{} eliminated the {} ({}: {}) for {} points.",
            words::name(*seat, viewer),
            elimination.line,
            elimination.combo.name(),
            elimination
                .cards
                .iter()
                .map(|c| c.short())
                .collect::<Vec<_>>()
                .join(" "),
            elimination.combo.points()
        ),
        GridlockEvent::WentOut { seat } => format!(
            "{} eliminated all nine cards: +6, and everyone else gets two last turns.",
            words::name(*seat, viewer)
        ),
        GridlockEvent::RevealedGrid { seat, cards } => format!(
            "{} turned up {}.",
            words::name(*seat, viewer),
            cards
                .iter()
                .map(|(_, c)| c.short())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        GridlockEvent::LastTurns { from } => {
            format!(
                "Last turns, two each, starting with {}.",
                words::name(*from, viewer)
            )
        }
        GridlockEvent::Repetition { .. } => {
            "The same position has come up for the third time: the round ends here.".to_string()
        }
        GridlockEvent::RoundScored { record, totals } => {
            let parts: Vec<String> = record
                .scores
                .iter()
                .zip(totals)
                .enumerate()
                .map(|(i, (score, total))| {
                    format!(
                        "{} {:+} (total {total})",
                        words::name(Seat(i as u8), viewer),
                        score.total()
                    )
                })
                .collect();
            format!("Round {} scored: {}.", record.round, parts.join(", "))
        }
        GridlockEvent::MatchOver { totals } => {
            let best = totals.iter().max().copied().unwrap_or(0);
            let winners: Vec<String> = totals
                .iter()
                .enumerate()
                .filter(|(_, t)| **t == best)
                .map(|(i, _)| words::name(Seat(i as u8), viewer))
                .collect();
            format!(
                "The match is over: {} with {best} points.",
                winners.join(" and ")
            )
        }
    };
    Some(text)
}

pub(super) fn action(game: &GridlockGame, action: &GridlockAction) -> String {
    let seat = game.current;
    let slot_card = |slot: u8, owner: Seat| match game.grids[owner.index()].slots[usize::from(slot)]
    {
        Slot::Up(card) => format!("the {card}"),
        Slot::Down(_) => "a face-down card".to_string(),
        Slot::Empty => "nothing".to_string(),
    };
    match *action {
        GridlockAction::OpeningFlip(slot) => format!("Turn up the {} card", slot_name(slot)),
        GridlockAction::TakeDiscard(slot) => {
            let card = game
                .discard
                .last()
                .map_or("the top card".to_string(), |card| format!("the {card}"));
            format!(
                "Take {card} from the discard pile to {} (replacing {})",
                slot_name(slot),
                slot_card(slot, seat)
            )
        }
        GridlockAction::Draw => "Draw from the draw pile".to_string(),
        GridlockAction::Replace(slot) => {
            let card = match game.phase {
                Phase::Drawn { card } => format!("the {card}"),
                _ => "the card".to_string(),
            };
            format!(
                "Put {card} at {} (replacing {})",
                slot_name(slot),
                slot_card(slot, seat)
            )
        }
        GridlockAction::Refuse => match game.phase {
            Phase::Drawn { card } => format!("Discard the {card}"),
            _ => "Discard the card".to_string(),
        },
        GridlockAction::Flip(slot) => format!("Turn up the {} card", slot_name(slot)),
        GridlockAction::Eliminate(line) => {
            let owner = match game.phase {
                Phase::Eliminate { seat, .. } => seat,
                _ => seat,
            };
            match game.grids[owner.index()].line_combo(line) {
                Some((combo, _)) => format!(
                    "Eliminate the {line} ({}, {} points)",
                    combo.name(),
                    combo.points()
                ),
                None => format!("Eliminate the {line}"),
            }
        }
    }
}
