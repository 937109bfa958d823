//! Plain words for Grimwood's events and actions, hiding what a viewer may not know.

use super::{Combo, GrimwoodAction, GrimwoodEvent, GrimwoodGame, LineSlot, Pending, Phase};
use crate::engine::Seat;
use crate::engine::words::{and_list, count, name, object, possessive, verb};

/// "the Mage", but "The Eternals" and "The Laraki" as they are: their names carry the article.
fn the(card: &str) -> String {
    if card.starts_with("The ") {
        card.to_string()
    } else {
        format!("the {card}")
    }
}

/// "the Mage's", "The Eternals'" (a plural name takes the apostrophe alone).
fn possessive_of(card: &str) -> String {
    let named = the(card);
    if named.ends_with('s') {
        format!("{named}'")
    } else {
        format!("{named}'s")
    }
}

fn combo_words(combo: &Combo) -> String {
    combo.describe()
}

pub fn line(event: &GrimwoodEvent, viewer: Option<Seat>) -> Option<String> {
    use GrimwoodEvent as E;
    // "You draw" / "Seat 2 draws": the subject and its verb agree.
    let does = |s: Seat, you: &str, they: &str| {
        format!("{} {}", name(s, viewer), verb(s, viewer, you, they))
    };
    let whom = |s: Seat| object(s, viewer);
    let whose = |s: Seat| possessive(s, viewer);
    let sees = |s: &[Seat]| viewer.is_some_and(|v| s.contains(&v));
    Some(match event {
        E::TurnBegan { seat } => format!("{}: turn begins.", name(*seat, viewer)),
        E::TurnSkipped { seat } => {
            format!(
                "{} this turn to the Werewolf.",
                does(*seat, "lose", "loses")
            )
        }
        E::Drew { seat, card } => {
            if sees(&[*seat]) {
                format!("You draw {card}.")
            } else {
                format!("{} a card.", does(*seat, "draw", "draws"))
            }
        }
        E::DeckRanOut { seat } => format!(
            "{} the last card: everyone else has one last turn.",
            does(*seat, "draw", "draws")
        ),
        E::StealTried { thief, victim } => {
            format!(
                "{} to steal from {}.",
                does(*thief, "try", "tries"),
                whom(*victim)
            )
        }
        E::Blocked { thief, victim } => format!(
            "{} an Amulet: {} steal is blocked.",
            does(*victim, "play", "plays"),
            whose(*thief)
        ),
        E::Stole {
            thief,
            victim,
            card,
        } => {
            if sees(&[*thief, *victim]) {
                format!(
                    "{} {card} from {}.",
                    does(*thief, "steal", "steals"),
                    whom(*victim)
                )
            } else {
                format!(
                    "{} a card from {}.",
                    does(*thief, "steal", "steals"),
                    whom(*victim)
                )
            }
        }
        E::Played {
            seat,
            card,
            new_line,
        } => format!(
            "{} {} {}.",
            does(*seat, "play", "plays"),
            the(card.name()),
            if *new_line {
                "on a new line"
            } else {
                "onto a line"
            }
        ),
        E::RunePlayed { seat } => {
            format!("{} a Rune: two more actions.", does(*seat, "play", "plays"))
        }
        E::SetPlaced { seat, kind } => format!(
            "{} {} ({}).",
            does(*seat, "place", "places"),
            kind.name(),
            count(kind.points(), "point", "points")
        ),
        E::PowerUsed { seat, card } => {
            format!(
                "{} {} power.",
                does(*seat, "use", "uses"),
                possessive_of(card.name())
            )
        }
        E::Asked { seat, card } => format!("{} everyone for {card}.", does(*seat, "ask", "asks")),
        E::Gave { from, to, card } => {
            format!("{} {card} to {}.", does(*from, "give", "gives"), whom(*to))
        }
        E::HandsSwapped { a, b } => {
            format!("{} and {} swap hands.", name(*a, viewer), whom(*b))
        }
        E::TookFromTable { seat, card, from } => {
            let whence = if from == seat {
                format!(
                    "{} own table",
                    if sees(&[*seat]) { "your" } else { "their" }
                )
            } else {
                format!("{} table", whose(*from))
            };
            format!(
                "{} {} from {whence}.",
                does(*seat, "take", "takes"),
                the(card.name())
            )
        }
        E::TookFromDiscard { seat, card } => {
            format!(
                "{} {card} from the discard pile.",
                does(*seat, "take", "takes")
            )
        }
        E::Discarded { seat, card } => format!("{} {card}.", does(*seat, "discard", "discards")),
        E::ComboDestroyed { by, owner, combo } => format!(
            "{} {} {} to the discard pile.",
            does(*by, "send", "sends"),
            whose(*owner),
            combo_words(combo)
        ),
        E::CombosSwapped { a, given, b, taken } => format!(
            "{} {} {} for {} {}.",
            does(*a, "swap", "swaps"),
            whose(*a),
            combo_words(given),
            whose(*b),
            combo_words(taken)
        ),
        E::ComboTaken { by, from, combo } => format!(
            "{} {} {}.",
            does(*by, "take", "takes"),
            whose(*from),
            combo_words(combo)
        ),
        E::Looked { seat, at, cards } => {
            if sees(&[*seat]) {
                let names: Vec<&str> = cards.iter().map(|c| c.name()).collect();
                format!(
                    "You look at {} hand: {}.",
                    whose(*at),
                    if names.is_empty() {
                        "nothing".to_string()
                    } else {
                        names.join(", ")
                    }
                )
            } else {
                format!("{} at {} hand.", does(*seat, "look", "looks"), whose(*at))
            }
        }
        E::WillSkip { seat } => format!("{} will lose the next turn.", name(*seat, viewer)),
        E::Reactivated { seat, card } => {
            format!(
                "{} {}.",
                does(*seat, "reactivate", "reactivates"),
                the(card.name())
            )
        }
        E::Gift { from, to, card } => {
            format!(
                "{} {card} face up to {}.",
                does(*from, "give", "gives"),
                whom(*to)
            )
        }
        E::TurnEnded { seat } => format!("{}: turn ends.", name(*seat, viewer)),
        E::PositionRepeated { seat } => format!(
            "{} turn would start from the same position for the third time: the game ends in a \
             draw.",
            capitalized(&possessive(*seat, viewer))
        ),
        E::Ended { scores } => {
            let parts: Vec<String> = scores
                .iter()
                .enumerate()
                .map(|(i, &s)| {
                    let seat = Seat(i as u8);
                    format!("{}: {}", name(seat, viewer), count(s, "point", "points"))
                })
                .collect();
            format!("Final score: {}.", and_list(&parts))
        }
    })
}

fn capitalized(words: &str) -> String {
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn slot_words(game: &GrimwoodGame, line: LineSlot) -> String {
    match line {
        LineSlot::New => "on a new line".to_string(),
        LineSlot::Existing(i) => {
            let me = game.current();
            match game.table(me).get(usize::from(i)) {
                Some(combo) => format!("onto your {}", combo.describe()),
                None => format!("onto line {}", i + 1),
            }
        }
    }
}

fn combo_ref_words(game: &GrimwoodGame, r: super::ComboRef) -> String {
    match game.table(r.owner).get(usize::from(r.index)) {
        Some(combo) => format!("{}'s {}", r.owner, combo.describe()),
        None => format!("{}'s combo {}", r.owner, r.index + 1),
    }
}

pub fn action(game: &GrimwoodGame, action: &GrimwoodAction) -> String {
    use GrimwoodAction as A;
    let in_power = matches!(game.phase(), Phase::Power(_));
    match action {
        A::Draw => "Draw a card".to_string(),
        A::Steal(s) => format!("Steal from {s}"),
        A::Play { card, line } => format!("Play {} {}", the(card.name()), slot_words(game, *line)),
        A::PlayRune => "Play a Rune (two more actions)".to_string(),
        A::PlaceSet(kind) => format!("Place {} ({} pts)", kind.name(), kind.points()),
        A::EndActions => "No more actions".to_string(),
        A::EndTurn => "End the turn".to_string(),
        A::Discard(card) => format!("Discard {card}"),
        A::UsePower => match game.phase() {
            Phase::PowerOffer { card, .. } => format!("Use {} power", possessive_of(card.name())),
            _ => "Use the power".to_string(),
        },
        A::DeclinePower => "Do not use the power".to_string(),
        A::BlockWithAmulet => "Block the steal with an Amulet".to_string(),
        A::AllowSteal => "Let it happen".to_string(),
        A::Ask(card) => format!("Ask everyone for {card}"),
        A::Target(s) => match game.phase() {
            Phase::Power(Pending::Target(card)) => {
                let verb = match card {
                    super::Supernatural::Boogeyman => "Swap hands with",
                    super::Supernatural::Dracula => "Steal two cards from",
                    super::Supernatural::Hydra => "Look at the hand of",
                    super::Supernatural::Troll => "Make discard:",
                    _ => "Make lose a turn:",
                };
                format!("{verb} {s}")
            }
            _ => format!("Choose {s}"),
        },
        A::Take(card) => format!("Take {} from the table", the(card.name())),
        A::Destroy(r) => format!("Discard {}", combo_ref_words(game, *r)),
        A::Swap { mine, theirs } => {
            let me = game.current();
            let mine_words = game
                .table(me)
                .get(usize::from(*mine))
                .map(|c| c.describe())
                .unwrap_or_default();
            format!(
                "Swap your {mine_words} for {}",
                combo_ref_words(game, *theirs)
            )
        }
        A::Sorcery { pay, take } => {
            format!("Pay two {pay}s to take {}", combo_ref_words(game, *take))
        }
        A::Reactivate(card) => format!("Reactivate {}", the(card.name())),
        A::Pick(card) => format!("Take {card} from the discard pile"),
        A::Keep(card) => format!("Keep {card}"),
        A::Give(card) => match game.phase() {
            Phase::Power(Pending::LarakiGive { to, .. }) if !to.is_empty() => {
                format!("Give {card} to {}", to[0])
            }
            _ => format!("Give {card}"),
        },
        A::KeepInHand if in_power => "Keep it in hand".to_string(),
        A::KeepInHand => "Keep the card in hand".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::{possessive_of, the};

    #[test]
    fn names_that_carry_their_article_are_not_given_another() {
        assert_eq!(the("Mage"), "the Mage");
        assert_eq!(the("The Eternals"), "The Eternals");
        assert_eq!(possessive_of("The Eternals"), "The Eternals'");
        assert_eq!(possessive_of("The Laraki"), "The Laraki's");
        assert_eq!(possessive_of("Ghouls"), "the Ghouls'");
    }
}
