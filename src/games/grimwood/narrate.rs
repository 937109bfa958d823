//! Plain words for Grimwood's events and actions, hiding what a viewer may not know.
//!
//! Every seat name, verb and count goes through [`crate::engine::words`]; cards are named with
//! their article ("an Owl", "the Mage", "The Eternals": a name that carries its article is not
//! given another).

use super::{
    Card, Combo, ComboRef, GrimwoodAction, GrimwoodEvent, GrimwoodGame, LineSlot, Pending, Phase,
    SetKind, Supernatural,
};
use crate::engine::Seat;
use crate::engine::words::{and_list, count, name, object, possessive, verb};

/// "the Mage", but "The Eternals" and "The Laraki" as they are (their names carry the article),
/// and Dracula, a person's name, without one.
fn the(card: &str) -> String {
    if card.starts_with("The ") || card == "Dracula" {
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

/// A card as one of its kind: "an Owl", "a Crow"; a supernatural, one of a kind, is "the Mage".
fn a_card(card: Card) -> String {
    match card {
        Card::Super(s) => the(s.name()),
        Card::Owl | Card::Amulet => format!("an {}", card.name()),
        _ => format!("a {}", card.name()),
    }
}

/// This very card: "the Owl", "the Mage", "The Eternals".
fn the_card(card: Card) -> String {
    the(card.name())
}

/// The plural of a kind of card ("Owls"); supernaturals are one of a kind.
fn plural(card: Card) -> String {
    format!("{}s", card.name())
}

/// Cards counted by kind, in the order given: "2 Owls, a Crow and the Mage"; "nothing" for none.
fn cards_words(cards: &[Card]) -> String {
    let mut kinds: Vec<(Card, i64)> = Vec::new();
    for &card in cards {
        match kinds.iter_mut().find(|(c, _)| *c == card) {
            Some((_, n)) => *n += 1,
            None => kinds.push((card, 1)),
        }
    }
    if kinds.is_empty() {
        return "nothing".into();
    }
    let parts: Vec<String> = kinds
        .into_iter()
        .map(|(card, n)| {
            if n == 1 {
                a_card(card)
            } else {
                count(n, card.name(), &plural(card))
            }
        })
        .collect();
    and_list(&parts)
}

/// "three Owls", "a Swamp, a Path and a Clearing".
fn set_words(kind: SetKind) -> &'static str {
    match kind {
        SetKind::Landscape => "a Swamp, a Path and a Clearing",
        other => other.name(),
    }
}

/// A combo and its points, to follow an owner ("Seat 2's ..."): "line Hydra + Werewolf
/// (2 points)", "three Owls (10 points)", "Swamp, Path and Clearing (5 points)".
fn combo_words(combo: &Combo) -> String {
    let points = count(combo.points(), "point", "points");
    match combo {
        Combo::Line(cards) => {
            let names: Vec<&str> = cards.iter().map(|s| s.name()).collect();
            format!("line {} ({points})", names.join(" + "))
        }
        Combo::Set(kind) => format!("{} ({points})", kind.name()),
    }
}

/// The same words for the table and its prompts, which live outside this module.
impl Card {
    /// "an Owl", "a Crow", "the Mage", "The Eternals".
    pub fn a_name(self) -> String {
        a_card(self)
    }

    /// "the Owl", "the Mage", "The Eternals".
    pub fn the_name(self) -> String {
        the_card(self)
    }

    /// Cards counted by kind: "2 Owls, a Crow and the Mage"; "nothing" for none.
    pub fn counted(cards: &[Card]) -> String {
        cards_words(cards)
    }
}

impl Supernatural {
    /// "the Mage", "The Eternals".
    pub fn the_name(self) -> String {
        the(self.name())
    }

    /// "the Mage's", "The Eternals'".
    pub fn possessive_name(self) -> String {
        possessive_of(self.name())
    }
}

impl Combo {
    /// The combo and its points, after an owner: "line Hydra + Werewolf (2 points)".
    pub fn words(&self) -> String {
        combo_words(self)
    }
}

/// The verbs the narrator uses, as (`you` form, third-person form): every line's subject and
/// verb agree through [`verb`], and tests look for "You draws" with this list.
pub const VERBS: &[(&str, &str)] = &[
    ("lose", "loses"),
    ("draw", "draws"),
    ("try", "tries"),
    ("play", "plays"),
    ("steal", "steals"),
    ("place", "places"),
    ("use", "uses"),
    ("ask", "asks"),
    ("give", "gives"),
    ("take", "takes"),
    ("discard", "discards"),
    ("send", "sends"),
    ("swap", "swaps"),
    ("look", "looks"),
    ("reactivate", "reactivates"),
    ("have", "has"),
];

/// The `VERBS` entry for `you_form`, so a verb missing from the list fails loudly in tests.
fn v(seat: Seat, viewer: Option<Seat>, you_form: &'static str) -> &'static str {
    let (you, they) = VERBS
        .iter()
        .find(|(you, _)| *you == you_form)
        .copied()
        .unwrap_or((you_form, you_form));
    verb(seat, viewer, you, they)
}

fn capitalized(words: &str) -> String {
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

pub fn line(event: &GrimwoodEvent, viewer: Option<Seat>) -> Option<String> {
    use GrimwoodEvent as E;
    // "You draw" / "Seat 2 draws": the subject and its verb agree.
    let does = |s: Seat, you: &'static str| format!("{} {}", name(s, viewer), v(s, viewer, you));
    let whom = |s: Seat| object(s, viewer);
    let whose = |s: Seat| possessive(s, viewer);
    let sees = |s: &[Seat]| viewer.is_some_and(|v| s.contains(&v));
    Some(match event {
        E::TurnBegan { seat } => format!("{} turn begins.", capitalized(&whose(*seat))),
        E::TurnSkipped { seat } => format!("{} this turn to the Werewolf.", does(*seat, "lose")),
        E::Drew { seat, card } => {
            if sees(&[*seat]) {
                format!("You draw {}.", a_card(*card))
            } else {
                format!("{} a card.", does(*seat, "draw"))
            }
        }
        E::DeckRanOut { seat } => format!(
            "{} the last card: everyone else has one last turn.",
            does(*seat, "draw")
        ),
        E::StealTried { thief, victim } => {
            format!("{} to steal from {}.", does(*thief, "try"), whom(*victim))
        }
        E::Blocked { thief, victim } => format!(
            "{} an Amulet: {} steal is blocked.",
            does(*victim, "play"),
            whose(*thief)
        ),
        E::Stole {
            thief,
            victim,
            card,
        } => {
            let what = if sees(&[*thief, *victim]) {
                a_card(*card)
            } else {
                "a card".to_string()
            };
            format!("{} {what} from {}.", does(*thief, "steal"), whom(*victim))
        }
        E::Played {
            seat,
            card,
            new_line,
        } => format!(
            "{} {} {}.",
            does(*seat, "play"),
            the(card.name()),
            if *new_line {
                "on a new line"
            } else {
                "onto a line"
            }
        ),
        E::RunePlayed { seat } => format!("{} a Rune: two more actions.", does(*seat, "play")),
        E::SetPlaced { seat, kind } => format!(
            "{} {} ({}).",
            does(*seat, "place"),
            set_words(*kind),
            count(kind.points(), "point", "points")
        ),
        E::PowerUsed { seat, card } => {
            format!(
                "{} {} power.",
                does(*seat, "use"),
                possessive_of(card.name())
            )
        }
        E::Asked { seat, card } => {
            format!("{} everyone for {}.", does(*seat, "ask"), a_card(*card))
        }
        E::Gave { from, to, card } => {
            format!(
                "{} {} to {}.",
                does(*from, "give"),
                a_card(*card),
                whom(*to)
            )
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
                does(*seat, "take"),
                the(card.name())
            )
        }
        E::TookFromDiscard { seat, card } => format!(
            "{} {} from the discard pile.",
            does(*seat, "take"),
            a_card(*card)
        ),
        E::Discarded { seat, card } => format!("{} {}.", does(*seat, "discard"), a_card(*card)),
        E::ComboDestroyed { by, owner, combo } => format!(
            "{} {} {} to the discard pile.",
            does(*by, "send"),
            whose(*owner),
            combo_words(combo)
        ),
        E::CombosSwapped { a, given, b, taken } => format!(
            "{} {} {} for {} {}.",
            does(*a, "swap"),
            if sees(&[*a]) { "your" } else { "their" },
            combo_words(given),
            whose(*b),
            combo_words(taken)
        ),
        E::ComboTaken { by, from, combo } => format!(
            "{} {} {}.",
            does(*by, "take"),
            whose(*from),
            combo_words(combo)
        ),
        E::Looked { seat, at, cards } => {
            if sees(&[*seat]) {
                format!("You look at {} hand: {}.", whose(*at), cards_words(cards))
            } else {
                format!("{} at {} hand.", does(*seat, "look"), whose(*at))
            }
        }
        E::WillSkip { seat } => format!("{} will lose the next turn.", name(*seat, viewer)),
        E::Reactivated { seat, card } => {
            format!("{} {}.", does(*seat, "reactivate"), the(card.name()))
        }
        E::Gift { from, to, card } => format!(
            "{} {} face up to {}.",
            does(*from, "give"),
            a_card(*card),
            whom(*to)
        ),
        E::TurnEnded { seat } => format!("{} turn ends.", capitalized(&whose(*seat))),
        E::PositionRepeated { seat } => format!(
            "{} turn would start from the same position for the third time: the game ends in a \
             draw.",
            capitalized(&whose(*seat))
        ),
        E::Ended { scores } => {
            let parts: Vec<String> = scores
                .iter()
                .enumerate()
                .map(|(i, &s)| {
                    let seat = Seat(i as u8);
                    format!(
                        "{} {} {}",
                        object(seat, viewer),
                        v(seat, viewer, "have"),
                        count(s, "point", "points")
                    )
                })
                .collect();
            format!("Final score: {}.", and_list(&parts))
        }
    })
}

fn slot_words(game: &GrimwoodGame, line: LineSlot) -> String {
    match line {
        LineSlot::New => "on a new line".to_string(),
        LineSlot::Existing(i) => {
            let me = game.current();
            match game.table(me).get(usize::from(i)) {
                Some(combo) => format!("onto your {}", combo_words(combo)),
                None => format!("onto line {}", i + 1),
            }
        }
    }
}

/// A combo on the table, owned as the deciding seat reads it: "your three Owls (10 points)",
/// "Seat 2's line Mage (1 point)".
fn combo_ref_words(game: &GrimwoodGame, r: ComboRef) -> String {
    let owner = possessive(r.owner, Some(game.current()));
    match game.table(r.owner).get(usize::from(r.index)) {
        Some(combo) => format!("{owner} {}", combo_words(combo)),
        None => format!("{owner} combo {}", r.index + 1),
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
        A::PlaceSet(kind) => format!(
            "Place {} ({})",
            set_words(*kind),
            count(kind.points(), "point", "points")
        ),
        A::EndActions => "No more actions".to_string(),
        A::EndTurn => "End the turn".to_string(),
        A::Discard(card) => format!("Discard {}", a_card(*card)),
        A::UsePower => match game.phase() {
            Phase::PowerOffer { card, .. } => format!("Use {} power", possessive_of(card.name())),
            _ => "Use the power".to_string(),
        },
        A::DeclinePower => "Do not use the power".to_string(),
        A::BlockWithAmulet => "Block the steal with an Amulet".to_string(),
        A::AllowSteal => "Let it happen".to_string(),
        A::Ask(card) => format!("Ask everyone for {}", a_card(*card)),
        A::Target(s) => match game.phase() {
            Phase::Power(Pending::Target(card)) => match card {
                Supernatural::Boogeyman => format!("Swap hands with {s}"),
                Supernatural::Dracula => format!("Steal two cards from {s}"),
                Supernatural::Hydra => format!("Look at the hand of {s}"),
                Supernatural::Troll => format!("Make {s} discard a random card"),
                Supernatural::Werewolf => format!("Make {s} lose the next turn"),
                _ => format!("Choose {s}"),
            },
            _ => format!("Choose {s}"),
        },
        A::Take(card) => format!("Take {} from the table", the(card.name())),
        A::Destroy(r) => format!("Discard {}", combo_ref_words(game, *r)),
        A::Swap { mine, theirs } => {
            let me = game.current();
            let mine_words = game
                .table(me)
                .get(usize::from(*mine))
                .map(combo_words)
                .unwrap_or_else(|| format!("combo {}", mine + 1));
            format!(
                "Swap your {mine_words} for {}",
                combo_ref_words(game, *theirs)
            )
        }
        A::Sorcery { pay, take } => format!(
            "Pay two {} to take {}",
            plural(*pay),
            combo_ref_words(game, *take)
        ),
        A::Reactivate(card) => format!("Reactivate {}", the(card.name())),
        A::Pick(card) => format!("Take {} from the discard pile", a_card(*card)),
        A::Keep(card) => format!("Keep {}", the_card(*card)),
        A::Give(card) => match game.phase() {
            Phase::Power(Pending::LarakiGive { to, .. }) if !to.is_empty() => {
                format!("Give {} to {}", the_card(*card), to[0])
            }
            _ => format!("Give {}", the_card(*card)),
        },
        A::KeepInHand if in_power => "Keep it in hand".to_string(),
        A::KeepInHand => "Keep the card in hand".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Playbook;
    use crate::engine::{Game, GameRng, Settings, Turn};
    use std::collections::BTreeSet;

    #[test]
    fn names_that_carry_their_article_are_not_given_another() {
        assert_eq!(the("Mage"), "the Mage");
        assert_eq!(the("The Eternals"), "The Eternals");
        assert_eq!(possessive_of("The Eternals"), "The Eternals'");
        assert_eq!(possessive_of("The Laraki"), "The Laraki's");
        assert_eq!(possessive_of("Ghouls"), "the Ghouls'");
        assert_eq!(a_card(Card::Owl), "an Owl");
        assert_eq!(a_card(Card::Rune), "a Rune");
        assert_eq!(a_card(Card::Super(Supernatural::Laraki)), "The Laraki");
        assert_eq!(a_card(Card::Super(Supernatural::Dracula)), "Dracula");
        assert_eq!(possessive_of("Dracula"), "Dracula's");
    }

    #[test]
    fn cards_are_counted_by_kind() {
        let hand = [
            Card::Owl,
            Card::Owl,
            Card::Crow,
            Card::Super(Supernatural::Mage),
        ];
        assert_eq!(cards_words(&hand), "2 Owls, a Crow and the Mage");
        assert_eq!(cards_words(&[]), "nothing");
        let line = Combo::Line(vec![Supernatural::Hydra]);
        assert_eq!(combo_words(&line), "line Hydra (1 point)");
    }

    /// The shared slips of careless English (with every third-person verb this narrator uses),
    /// and points shortened to "pts".
    fn faults(line: &str) -> Vec<String> {
        let theirs: Vec<&str> = VERBS.iter().map(|(_, they)| *they).collect();
        let mut found = crate::engine::words::faults(line, &theirs);
        found.extend(crate::engine::words::one_with_plural(
            line,
            &["actions", "powers", "turns"],
        ));
        if line.contains(" pts") {
            found.push(" pts".into());
        }
        found
    }

    #[test]
    fn the_fault_finder_finds_each_fault() {
        assert_eq!(faults("You draws a card."), ["You draws"]);
        assert_eq!(faults("You tries to steal from Seat 2."), ["You tries"]);
        assert_eq!(faults("Seat 2 has 1 points."), ["1 points"]);
        assert_eq!(
            faults("Seat 2 has 11 points and 1 card."),
            Vec::<String>::new()
        );
        assert_eq!(faults("You play the The Laraki."), ["the The"]);
        assert_eq!(faults("Seat 0 draws."), ["Seat 0"]);
    }

    /// Plays whole games, half of the moves by the rules-of-thumb bot and half at random, and
    /// calls `each` with the game before every move, the move and the events it caused.
    fn play_games(mut each: impl FnMut(&GrimwoodGame, &GrimwoodAction, &[GrimwoodEvent])) {
        for (seats, variant) in [(2, ""), (3, super::super::DRAW_FIRST), (4, ""), (6, "")] {
            for seed in 0..4 {
                let settings = Settings::new(seats, variant);
                let mut game = GrimwoodGame::new(&settings, seed).expect("valid settings");
                let mut rng = GameRng::seeded(seed + 100);
                each(&game, &GrimwoodAction::EndTurn, &game.opening());
                let mut plies = 0;
                while let Turn::Seat(seat) = game.turn() {
                    let legal = game.legal_actions();
                    let action = if rng.below(2) == 0 {
                        legal[rng.below(legal.len())]
                    } else {
                        GrimwoodGame::heuristic(&game.view(seat), &legal, &mut rng)
                    };
                    let before = game.clone();
                    let events = game.apply(&action).expect("a legal move");
                    each(&before, &action, &events);
                    plies += 1;
                    assert!(plies < 50_000, "runaway game");
                }
            }
        }
    }

    #[test]
    fn every_line_of_random_games_reads_as_english_for_every_viewer() {
        let mut kinds = BTreeSet::new();
        let mut checked = 0;
        play_games(|before, action, events| {
            let label = super::action(before, action);
            assert!(faults(&label).is_empty(), "{label}: {:?}", faults(&label));
            let seats = Seat::all(usize::from(before.settings().seats));
            for event in events {
                kinds.insert(
                    format!("{event:?}")
                        .split([' ', '{', '('])
                        .next()
                        .map(String::from),
                );
                for viewer in seats.clone().map(Some).chain([None]) {
                    let text = line(event, viewer).expect("every event is told");
                    assert!(faults(&text).is_empty(), "{text}: {:?}", faults(&text));
                    checked += 1;
                }
            }
        });
        // The games reach most of what can happen, so the check above covers most lines.
        assert!(
            kinds.len() >= 24,
            "{} kinds of event: {kinds:?}",
            kinds.len()
        );
        assert!(checked > 10_000, "{checked} lines");
    }
}
