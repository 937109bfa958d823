//! Plain words for GRID#LOCK events and actions. Seats, verbs and counts go through
//! [`crate::engine::words`]; cards are named in full ("7 Flame", "wild"), never by symbol.

use super::{
    Card, Direction, GOING_OUT_BONUS, GridLike, GridlockAction, GridlockEvent, GridlockGame, Line,
    Phase, Slot,
};
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

/// Points in words, negatives with a true minus sign: "1 point", "12 points", "−4 points".
pub fn points(n: i32) -> String {
    if n < 0 {
        format!("\u{2212}{}", words::count(-n, "point", "points"))
    } else {
        words::count(n, "point", "points")
    }
}

fn lines(lines: &[Line]) -> String {
    let named: Vec<String> = lines.iter().map(|l| format!("the {l}")).collect();
    words::and_list(&named)
}

/// "the 7 Flame, the 3 Wave and the wild".
fn cards<'a>(cards: impl IntoIterator<Item = &'a Card>) -> String {
    let named: Vec<String> = cards.into_iter().map(|c| format!("the {c}")).collect();
    words::and_list(&named)
}

/// The seats with the best of `totals`, in seat order, as the object of a sentence.
fn leaders(totals: &[i32], viewer: Option<Seat>) -> (Vec<String>, i32) {
    let best = totals.iter().max().copied().unwrap_or(0);
    let names = totals
        .iter()
        .enumerate()
        .filter(|(_, t)| **t == best)
        .map(|(i, _)| words::object(Seat(i as u8), viewer))
        .collect();
    (names, best)
}

/// "you win" / "Seat 2 wins" / "you and Seat 3 share the lead": who leads `totals`, after a colon.
fn winners(totals: &[i32], viewer: Option<Seat>) -> (String, i32) {
    let (names, best) = leaders(totals, viewer);
    let text = match names.as_slice() {
        [one] => {
            let seat = Seat(totals.iter().position(|&t| t == best).unwrap_or(0) as u8);
            format!("{one} {}", words::verb(seat, viewer, "win", "wins"))
        }
        _ => format!("{} share the lead", words::and_list(&names)),
    };
    (text, best)
}

pub(super) fn line(event: &GridlockEvent, viewer: Option<Seat>) -> Option<String> {
    let name = |seat: Seat| words::name(seat, viewer);
    let object = |seat: Seat| words::object(seat, viewer);
    let possessive = |seat: Seat| words::possessive(seat, viewer);
    let text = match event {
        GridlockEvent::RoundDealt { round, dealer } => format!(
            "Round {round}: {} dealt nine cards to each player.",
            object(*dealer)
        ),
        GridlockEvent::OpeningFlip { seat, slot, card }
        | GridlockEvent::Flipped { seat, slot, card } => format!(
            "{} turned up {} {} card: {card}.",
            name(*seat),
            if viewer == Some(*seat) {
                "your"
            } else {
                "their"
            },
            slot_name(*slot)
        ),
        GridlockEvent::TookDiscard { seat, card } => {
            format!("{} took the {card} from the discard pile.", name(*seat))
        }
        GridlockEvent::Drew { seat, card } => {
            if viewer == Some(*seat) {
                format!("You drew the {card}.")
            } else {
                format!("{} drew a card.", name(*seat))
            }
        }
        GridlockEvent::DrewGridLock { seat, card } => format!(
            "{} drew the {card} and had to discard it at once.",
            name(*seat)
        ),
        GridlockEvent::Replaced {
            seat,
            slot,
            card,
            old,
        } => format!(
            "{} put the {card} at {} and discarded the {old}.",
            name(*seat),
            slot_name(*slot)
        ),
        GridlockEvent::Refused { seat, card } => {
            format!("{} discarded the {card}.", name(*seat))
        }
        GridlockEvent::Locked {
            seat,
            lines: locked,
        } => format!(
            "A GRID#LOCK card locks {} of {} grid this turn.",
            lines(locked),
            possessive(*seat)
        ),
        GridlockEvent::Waiting {
            seat,
            lines: waiting,
        } => format!(
            "A GRID#LOCK card blocks {} of {} grid: {} at the start of {} next turn.",
            lines(waiting),
            possessive(*seat),
            if waiting.len() == 1 {
                "it goes"
            } else {
                "one goes"
            },
            possessive(*seat),
        ),
        GridlockEvent::Reshuffled { cards, top } => format!(
            "The draw pile ran out: the discard pile ({}) was shuffled into a new one, and its \
             top card turned up: {top}.",
            words::count(*cards as i64, "card", "cards")
        ),
        GridlockEvent::Eliminated { seat, elimination } => {
            let shown: Vec<String> = elimination.cards.iter().map(Card::to_string).collect();
            format!(
                "{} eliminated the {} ({}: {}) for {}.",
                name(*seat),
                elimination.line,
                elimination.combo.name(),
                words::and_list(&shown),
                points(elimination.combo.points())
            )
        }
        GridlockEvent::WentOut { seat } => format!(
            "{} went out, all nine cards eliminated: a bonus of {}, and two last turns for \
             everyone else.",
            name(*seat),
            points(GOING_OUT_BONUS)
        ),
        GridlockEvent::RevealedGrid { seat, cards: shown } => format!(
            "Turned up in {} grid: {}.",
            possessive(*seat),
            cards(shown.iter().map(|(_, c)| c))
        ),
        GridlockEvent::LastTurns { from } => {
            format!("Last turns: two each, starting with {}.", object(*from))
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
                        "{} for {} (total {})",
                        points(score.total()),
                        object(Seat(i as u8)),
                        signed(*total)
                    )
                })
                .collect();
            format!("Round {} scored: {}.", record.round, parts.join(", "))
        }
        GridlockEvent::MatchOver { totals } => {
            let (who, best) = winners(totals, viewer);
            format!("The match is over: {who} with {}.", points(best))
        }
    };
    Some(text)
}

/// A score with a true minus sign when negative: "12", "−4".
fn signed(n: i32) -> String {
    if n < 0 {
        format!("\u{2212}{}", -n)
    } else {
        n.to_string()
    }
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
        GridlockAction::OpeningFlip(slot) | GridlockAction::Flip(slot) => {
            format!("Turn up the {} card", slot_name(slot))
        }
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
        GridlockAction::Eliminate(line) => {
            let owner = match game.phase {
                Phase::Eliminate { seat, .. } => seat,
                _ => seat,
            };
            match game.grids[owner.index()].line_combo(line) {
                Some((combo, _)) => format!(
                    "Eliminate the {line} ({}, {})",
                    combo.name(),
                    points(combo.points())
                ),
                None => format!("Eliminate the {line}"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameRng, Settings, Turn};
    use crate::games::gridlock::{Combo, Elimination, LockAim, RoundRecord, RoundScore};

    /// The present-tense verbs this narrator and its actions use, in their "you" form: a line
    /// that reads "You wins" or "you gets" has lost its agreement.
    const VERBS: [&str; 9] = [
        "win", "share", "go", "get", "deal", "draw", "lock", "block", "end",
    ];

    /// What is wrong with one line of text a player reads, if anything.
    pub(crate) fn word_problems(line: &str) -> Vec<String> {
        let mut found = Vec::new();
        for bad in ["Seat 0", "▲", "●", "■", "◆", "  "] {
            if line.contains(bad) {
                found.push(format!("contains {bad:?}"));
            }
        }
        let words: Vec<String> = line
            .split(|c: char| !c.is_alphanumeric() && c != '#' && c != '\'')
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect();
        let article = |w: &str| matches!(w, "a" | "an" | "the");
        for pair in words.windows(2) {
            if article(&pair[0]) && article(&pair[1]) {
                found.push(format!("doubled article {:?} {:?}", pair[0], pair[1]));
            }
            if pair[0] == "you" && VERBS.iter().any(|v| pair[1] == format!("{v}s")) {
                found.push(format!("\"you {}\"", pair[1]));
            }
            if pair[1] == "pts" {
                found.push("\"pts\"".to_string());
            }
            if pair[0] == "1" && matches!(pair[1].as_str(), "points" | "cards" | "turns") {
                found.push(format!("\"1 {}\"", pair[1]));
            }
        }
        // Split at spaces only, so that a list ("wild, wild and ...") is not a doubled word.
        let tokens: Vec<&str> = line.split(' ').collect();
        for pair in tokens.windows(2) {
            if pair[0].eq_ignore_ascii_case(pair[1]) {
                found.push(format!("doubled word {:?}", pair[0]));
            }
        }
        // "You" starts a sentence; inside one the viewer is "you".
        for (at, _) in line.match_indices("You") {
            let before = &line[..at];
            if !(before.is_empty() || before.ends_with(". ")) {
                found.push(format!("\"You\" inside a sentence at {at}"));
            }
        }
        found
    }

    fn check(line: &str, context: &str) {
        let problems = word_problems(line);
        assert!(problems.is_empty(), "{context}: {line:?}: {problems:?}");
    }

    fn viewers(seats: u8) -> Vec<Option<Seat>> {
        std::iter::once(None)
            .chain((0..seats).map(|s| Some(Seat(s))))
            .collect()
    }

    #[test]
    fn the_checker_catches_what_it_looks_for() {
        for bad in [
            "You scored 1 points.",
            "Seat 0 drew a card.",
            "You play the the 7 Flame.",
            "You wins with 3 points.",
            "The match is over: You win.",
            "Seat 2 took the 7▲.",
        ] {
            assert!(!word_problems(bad).is_empty(), "{bad}");
        }
        assert!(word_problems("You drew the 7 Flame. You win with 1 point.").is_empty());
    }

    #[test]
    fn every_line_of_random_games_reads_as_english_for_every_viewer() {
        let mut kinds = std::collections::HashSet::new();
        for (seats, seed, variant) in [
            (2u8, 1u64, ""),
            (3, 2, "no-wilds"),
            (4, 3, ""),
            (5, 4, "no-gridlock"),
            (6, 5, ""),
        ] {
            let settings = Settings::new(seats, variant).with_rounds(2);
            let mut game = GridlockGame::new(&settings, seed).expect("valid settings");
            let mut rng = GameRng::seeded(seed);
            let mut events = game.opening();
            let mut plies = 0;
            loop {
                for event in &events {
                    kinds.insert(std::mem::discriminant(event));
                    for viewer in viewers(seats) {
                        if let Some(line) = GridlockGame::narrate(event, viewer) {
                            check(&line, &format!("{event:?} for {viewer:?}"));
                        }
                    }
                }
                if game.turn() == Turn::Over {
                    break;
                }
                let legal = game.legal_actions();
                for action in &legal {
                    check(&game.describe_action(action), &format!("{action:?}"));
                }
                let action = legal[rng.below(legal.len())];
                events = game.apply(&action).expect("a legal move");
                plies += 1;
                assert!(plies < 200_000, "the match ends");
            }
        }
        // Most kinds of event came up; the rare ones are checked one by one below.
        assert!(kinds.len() >= 12, "{} kinds of event", kinds.len());
    }

    #[test]
    fn rare_events_and_edge_counts_read_as_english() {
        let one = RoundScore {
            combinations: 0,
            bonus: 0,
            open_lines: 0,
            wilds_left: 0,
            locks_left: 0,
        };
        let events = [
            GridlockEvent::Reshuffled {
                cards: 2,
                top: Card::WILD,
            },
            GridlockEvent::Repetition { turns: 40 },
            GridlockEvent::Locked {
                seat: Seat(1),
                lines: vec![Line::Row(0), Line::Column(2)],
            },
            GridlockEvent::Waiting {
                seat: Seat(0),
                lines: vec![Line::Row(2)],
            },
            GridlockEvent::DrewGridLock {
                seat: Seat(0),
                card: Card::gridlock(LockAim::Both),
            },
            GridlockEvent::Eliminated {
                seat: Seat(1),
                elimination: Elimination {
                    line: Line::Column(0),
                    cards: [Card::WILD, Card::WILD, Card::gridlock(LockAim::Row)],
                    combo: Combo::TwoWilds,
                },
            },
            GridlockEvent::RoundScored {
                record: RoundRecord {
                    round: 3,
                    dealer: Seat(0),
                    went_out: None,
                    scores: vec![
                        RoundScore {
                            combinations: 1,
                            ..one
                        },
                        one,
                    ],
                },
                totals: vec![1, -1],
            },
            GridlockEvent::MatchOver {
                totals: vec![40, 40],
            },
            GridlockEvent::MatchOver {
                totals: vec![1, 40],
            },
        ];
        for event in &events {
            for viewer in viewers(2) {
                let line = GridlockGame::narrate(event, viewer).expect("public");
                check(&line, &format!("{event:?} for {viewer:?}"));
            }
        }
        let scored = |viewer| GridlockGame::narrate(&events[6], viewer).unwrap();
        assert_eq!(
            scored(Some(Seat(1))),
            "Round 3 scored: 1 point for Seat 1 (total 1), 0 points for you (total \u{2212}1)."
        );
        let tie = GridlockGame::narrate(&events[7], Some(Seat(1))).unwrap();
        assert_eq!(
            tie,
            "The match is over: Seat 1 and you share the lead with 40 points."
        );
        let won = GridlockGame::narrate(&events[8], Some(Seat(1))).unwrap();
        assert_eq!(won, "The match is over: you win with 40 points.");
        let lost = GridlockGame::narrate(&events[8], Some(Seat(0))).unwrap();
        assert_eq!(lost, "The match is over: Seat 2 wins with 40 points.");
    }
}
