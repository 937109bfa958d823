//! Plain-words log lines, told to each viewer only what that viewer saw.

use super::{Audience, Card, Ending, Happening, Reply, ShadowAction, ShadowEvent, Statement};
use crate::engine::Seat;
use crate::engine::words::{and_list, capitalise, name, object, possessive, verb};

fn list(cards: &[Card]) -> String {
    if cards.is_empty() {
        return "nothing".into();
    }
    let names: Vec<&str> = cards.iter().map(|c| c.name()).collect();
    and_list(&names)
}

fn seats(list: &[Seat], viewer: Option<Seat>) -> String {
    let names: Vec<String> = list.iter().map(|&s| object(s, viewer)).collect();
    and_list(&names)
}

/// `text` with its first letter in capitals, for a word that opens a sentence.
/// The statement as its speaker says it, from `viewer`'s side of the table.
pub fn statement(statement: Statement, viewer: Option<Seat>) -> String {
    match statement {
        Statement::Suspect(s) if Some(s) == viewer => "I think you hold the Culprit.".into(),
        Statement::Vouch(s) if Some(s) == viewer => "I'm sure you are innocent.".into(),
        other => other.sentence(),
    }
}

pub fn ending(ending: Ending, culprit: Seat, viewer: Option<Seat>) -> String {
    let c = object(culprit, viewer);
    // "You, the culprit, ..." or "Seat 3, the culprit, ...": past tenses agree with either.
    let who = name(culprit, viewer);
    match ending {
        Ending::Detective { by } => {
            format!(
                "{} Detective found the culprit: {c}.",
                capitalise(&possessive(by, viewer))
            )
        }
        Ending::Toby { by } => format!(
            "{} Toby exposed the culprit: {c}.",
            capitalise(&possessive(by, viewer))
        ),
        Ending::CulpritEscaped { discarded: false } => {
            format!("{who}, the culprit, played the Culprit as a last card and got away!")
        }
        Ending::CulpritEscaped { discarded: true } => {
            format!("{who}, the culprit, had to discard the Culprit as a last card and got away!")
        }
        Ending::Handcuffed { .. } => {
            format!("{who}, the culprit, revealed the Culprit while wearing the handcuffs: caught!")
        }
    }
}

pub(super) fn line(event: &ShadowEvent, viewer: Option<Seat>) -> Option<String> {
    if let Audience::Only(seat) = event.audience
        && viewer != Some(seat)
    {
        return None;
    }
    let n = |s: Seat| name(s, viewer);
    let o = |s: Seat| object(s, viewer);
    Some(match &event.what {
        Happening::RoundDealt { round } => {
            format!("Round {round}: four cards are dealt to each player.")
        }
        Happening::Dealt { cards } => format!("Your cards: {}.", list(cards)),
        Happening::TurnBegan { .. } => return None,
        Happening::SkippedEmptyHand { seat } => format!(
            "{} {} no cards and {} skipped.",
            n(*seat),
            verb(*seat, viewer, "have", "has"),
            verb(*seat, viewer, "are", "is")
        ),
        Happening::Played { seat, card, target } => match target {
            Some(t) => format!("{} played {card} on {}.", n(*seat), o(*t)),
            None if card.targets() => {
                format!(
                    "{} played {card}; nobody could be chosen, so it does nothing.",
                    n(*seat)
                )
            }
            None => format!("{} played {card}.", n(*seat)),
        },
        Happening::Answered { seat, reply } => match reply {
            Reply::Yes => format!("{}: \"Yes, I am the culprit.\"", n(*seat)),
            Reply::No => format!("{}: \"No, I'm not the culprit!\"", n(*seat)),
        },
        Happening::HandcuffsGiven { to } => format!("The handcuffs go to {}.", o(*to)),
        Happening::Discarded { seat, card } => format!("{} discarded {card} face up.", n(*seat)),
        Happening::DrewFromPile { seat } => format!("{} drew a card from the pile.", n(*seat)),
        Happening::Drew { card } => format!("You drew {card}."),
        Happening::TobyRevealed {
            target,
            card: Card::Culprit,
        } => format!("Toby made {} reveal a card: the Culprit!", o(*target)),
        Happening::TobyRevealed { target, card } => format!(
            "Toby made {} reveal a card: {card}. It goes back into {} hand.",
            o(*target),
            possessive(*target, viewer)
        ),
        Happening::BabyShowed { culprit } => {
            if Some(*culprit) == viewer {
                "The Baby of the family saw you open your eyes: you hold the Culprit.".into()
            } else {
                format!(
                    "The Baby of the family saw who opened their eyes: {culprit} holds the Culprit."
                )
            }
        }
        Happening::SawHand { seat, cards } => {
            format!(
                "You looked at {} hand: {}.",
                possessive(*seat, viewer),
                list(cards)
            )
        }
        Happening::Shared { seats: s } => format!(
            "Share: {} each passed a card to the left.",
            seats(s, viewer)
        ),
        Happening::Rumored { pairs } => {
            if pairs.is_empty() {
                "Rumors: nobody had a card to take.".into()
            } else {
                "Rumors: everyone took a random card from the hand on their right.".into()
            }
        }
        Happening::FrenzyFizzled => "Frenzy on a last card: nothing happens.".into(),
        Happening::FrenzyDealt { seats: s } => {
            format!(
                "Frenzy: {} put a card in, and the pool was dealt back at random.",
                seats(s, viewer)
            )
        }
        Happening::FrenzyPool { cards } => format!("You saw the Frenzy pool: {}.", list(cards)),
        Happening::Gave { to, card } => format!("You gave {card} to {}.", o(*to)),
        Happening::Got {
            from: Some(from),
            card,
        } => format!("You received {card} from {}.", o(*from)),
        Happening::Got { from: None, card } => format!("Frenzy dealt you {card}."),
        Happening::PutInPool { card } => format!("You put {card} into the Frenzy pool."),
        Happening::WitnessSwapped { witness, target } => {
            format!(
                "{} and {} swapped a card face down.",
                n(*witness),
                o(*target)
            )
        }
        Happening::WitnessKept { witness, .. } => format!("{} swapped nothing.", n(*witness)),
        Happening::Swapped { player, target } => {
            format!("{} swapped a card with {}.", n(*player), o(*target))
        }
        Happening::Said { seat, statement: s } => {
            format!("{} (Soothsayer): \"{}\"", n(*seat), statement(*s, viewer))
        }
        Happening::RoundEnded(result) => {
            let mut text = ending(result.ending, result.culprit, viewer);
            if !result.accomplices.is_empty() {
                text.push_str(&format!(
                    " {}: {}.",
                    if result.accomplices.len() == 1 {
                        "Accomplice"
                    } else {
                        "Accomplices"
                    },
                    seats(&result.accomplices, viewer)
                ));
            }
            let scored: Vec<String> = result
                .points
                .iter()
                .enumerate()
                .filter(|(_, p)| **p > 0)
                .map(|(i, p)| format!("{} +{p}", o(Seat(i as u8))))
                .collect();
            if scored.is_empty() {
                text.push_str(" Nobody scores.");
            } else {
                text.push_str(&format!(" Scores: {}.", scored.join(", ")));
            }
            text
        }
        Happening::MatchOver { winners } if winners.is_empty() => {
            "The investigation is over. Nobody wins.".into()
        }
        Happening::MatchOver { winners } => {
            format!(
                "The investigation is over. {}: {}.",
                if winners.len() == 1 {
                    "Winner"
                } else {
                    "Winners"
                },
                seats(winners, viewer)
            )
        }
    })
}

pub(super) fn action(actor: Option<Seat>, action: &ShadowAction) -> String {
    let _ = actor;
    match action {
        ShadowAction::Play(Card::FirstOnTheScene) => "Play First on the scene".into(),
        ShadowAction::Play(card) if card.targets() => format!("Play {card} (no one to choose)"),
        ShadowAction::Play(card) => format!("Play {card}"),
        ShadowAction::PlayAt { card, target } => format!("Play {card} on {target}"),
        ShadowAction::Answer(Reply::Yes) => "Answer: \"Yes, I am the culprit\"".into(),
        ShadowAction::Answer(Reply::No) => "Answer: \"No, I'm not the culprit!\"".into(),
        ShadowAction::Discard(card) => format!("Discard {card}"),
        ShadowAction::Give(card) => format!("Pass {card}"),
        ShadowAction::SwapWithWitnessed => "Swap a card with them".into(),
        ShadowAction::KeepHands => "Don't swap".into(),
        ShadowAction::Say(s) => format!("Say: \"{}\"", s.sentence()),
    }
}
