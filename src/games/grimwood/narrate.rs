//! Plain words for Grimwood's events and actions, hiding what a viewer may not know.

use super::{Combo, GrimwoodAction, GrimwoodEvent, GrimwoodGame, LineSlot, Pending, Phase};
use crate::engine::Seat;

fn who(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "You".to_string()
    } else {
        seat.to_string()
    }
}

fn combo_words(combo: &Combo) -> String {
    combo.describe()
}

pub fn line(event: &GrimwoodEvent, viewer: Option<Seat>) -> Option<String> {
    use GrimwoodEvent as E;
    let w = |s: Seat| who(s, viewer);
    let sees = |s: &[Seat]| viewer.is_some_and(|v| s.contains(&v));
    Some(match event {
        E::TurnBegan { seat } => format!("{}: turn begins.", w(*seat)),
        E::TurnSkipped { seat } => format!("{} lose(s) this turn to the Werewolf.", w(*seat)),
        E::Drew { seat, card } => {
            if sees(&[*seat]) {
                format!("You draw {card}.")
            } else {
                format!("{} draws a card.", w(*seat))
            }
        }
        E::DeckRanOut { seat } => format!(
            "{} drew the last card: everyone else has one last turn.",
            w(*seat)
        ),
        E::StealTried { thief, victim } => {
            format!("{} tries to steal from {}.", w(*thief), w(*victim))
        }
        E::Blocked { thief, victim } => format!(
            "{} plays an Amulet: {}'s steal is blocked.",
            w(*victim),
            w(*thief)
        ),
        E::Stole {
            thief,
            victim,
            card,
        } => {
            if sees(&[*thief, *victim]) {
                format!("{} steals {card} from {}.", w(*thief), w(*victim))
            } else {
                format!("{} steals a card from {}.", w(*thief), w(*victim))
            }
        }
        E::Played {
            seat,
            card,
            new_line,
        } => format!(
            "{} play(s) the {} {}.",
            w(*seat),
            card.name(),
            if *new_line {
                "on a new line"
            } else {
                "onto a line"
            }
        ),
        E::RunePlayed { seat } => format!("{} play(s) a Rune: two more actions.", w(*seat)),
        E::SetPlaced { seat, kind } => {
            format!(
                "{} place(s) {} ({} pts).",
                w(*seat),
                kind.name(),
                kind.points()
            )
        }
        E::PowerUsed { seat, card } => format!("{} use(s) the {}'s power.", w(*seat), card.name()),
        E::Asked { seat, card } => format!("{} ask(s) everyone for {card}.", w(*seat)),
        E::Gave { from, to, card } => format!("{} give(s) {card} to {}.", w(*from), w(*to)),
        E::HandsSwapped { a, b } => format!("{} and {} swap hands.", w(*a), w(*b)),
        E::TookFromTable { seat, card, from } => format!(
            "{} take(s) the {} from {}'s table.",
            w(*seat),
            card.name(),
            w(*from)
        ),
        E::TookFromDiscard { seat, card } => {
            format!("{} take(s) {card} from the discard pile.", w(*seat))
        }
        E::Discarded { seat, card } => format!("{} discard(s) {card}.", w(*seat)),
        E::ComboDestroyed { by, owner, combo } => format!(
            "{} send(s) {}'s {} to the discard pile.",
            w(*by),
            w(*owner),
            combo_words(combo)
        ),
        E::CombosSwapped { a, given, b, taken } => format!(
            "{} swap(s) {} for {}'s {}.",
            w(*a),
            combo_words(given),
            w(*b),
            combo_words(taken)
        ),
        E::ComboTaken { by, from, combo } => {
            format!("{} take(s) {}'s {}.", w(*by), w(*from), combo_words(combo))
        }
        E::Looked { seat, at, cards } => {
            if sees(&[*seat]) {
                let names: Vec<&str> = cards.iter().map(|c| c.name()).collect();
                format!(
                    "You look at {}'s hand: {}.",
                    w(*at),
                    if names.is_empty() {
                        "nothing".to_string()
                    } else {
                        names.join(", ")
                    }
                )
            } else {
                format!("{} look(s) at {}'s hand.", w(*seat), w(*at))
            }
        }
        E::WillSkip { seat } => format!("{} will lose the next turn.", w(*seat)),
        E::Reactivated { seat, card } => {
            format!("{} reactivate(s) the {}.", w(*seat), card.name())
        }
        E::Gift { from, to, card } => {
            format!("{} give(s) {card} face up to {}.", w(*from), w(*to))
        }
        E::TurnEnded { seat } => format!("{}: turn ends.", w(*seat)),
        E::Ended { scores } => {
            let parts: Vec<String> = scores
                .iter()
                .enumerate()
                .map(|(i, s)| format!("{} {s}", w(Seat(i as u8))))
                .collect();
            format!("The forest is empty. Points: {}.", parts.join(", "))
        }
    })
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
        A::Play { card, line } => format!("Play the {} {}", card.name(), slot_words(game, *line)),
        A::PlayRune => "Play a Rune (two more actions)".to_string(),
        A::PlaceSet(kind) => format!("Place {} ({} pts)", kind.name(), kind.points()),
        A::EndActions => "No more actions".to_string(),
        A::EndTurn => "End the turn".to_string(),
        A::Discard(card) => format!("Discard {card}"),
        A::UsePower => match game.phase() {
            Phase::PowerOffer { card, .. } => format!("Use the {}'s power", card.name()),
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
        A::Take(card) => format!("Take the {} from the table", card.name()),
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
        A::Reactivate(card) => format!("Reactivate the {}", card.name()),
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
