//! GRID#LOCK's events and actions in the current language's words ([`crate::lang::gridlock`]).
//! This module gathers the facts a sentence needs from what
//! [`Game::redact`](crate::engine::Game::redact) gave each viewer; the catalogue words them.

use super::Narrate;
use crate::engine::Seat;
use crate::games::gridlock::{
    GOING_OUT_BONUS, GridLike, GridlockAction, GridlockEvent, GridlockGame, GridlockRefusal, Phase,
    leaders,
};
use crate::lang;

fn line(event: &GridlockEvent, viewer: Option<Seat>) -> Option<String> {
    let words = lang::gridlock();
    let text = match event {
        GridlockEvent::RoundDealt { round, dealer } => words.round_dealt(*round, *dealer, viewer),
        GridlockEvent::OpeningFlip { seat, slot, card }
        | GridlockEvent::Flipped { seat, slot, card } => {
            words.turned_up(*seat, *slot, *card, viewer)
        }
        GridlockEvent::TookDiscard { seat, card } => words.took_discard(*seat, *card, viewer),
        GridlockEvent::Drew { seat, card } => words.drew(*seat, *card, viewer),
        GridlockEvent::DrewGridLock { seat, card } => words.drew_gridlock(*seat, *card, viewer),
        GridlockEvent::Replaced {
            seat,
            slot,
            card,
            old,
        } => words.replaced(*seat, *slot, *card, *old, viewer),
        GridlockEvent::Refused { seat, card } => words.refused(*seat, *card, viewer),
        GridlockEvent::Locked { seat, lines } => words.locked(*seat, lines, viewer),
        GridlockEvent::Waiting { seat, lines } => words.waiting(*seat, lines, viewer),
        GridlockEvent::Reshuffled { cards, top } => words.reshuffled(*cards, *top),
        GridlockEvent::Eliminated { seat, elimination } => {
            words.eliminated(*seat, elimination, viewer)
        }
        GridlockEvent::WentOut { seat } => words.went_out(*seat, GOING_OUT_BONUS, viewer),
        GridlockEvent::RevealedGrid { seat, cards } => {
            let shown: Vec<_> = cards.iter().map(|(_, card)| *card).collect();
            words.revealed_grid(*seat, &shown, viewer)
        }
        GridlockEvent::LastTurns { from } => words.last_turns(*from, viewer),
        GridlockEvent::Repetition { .. } => words.repetition(),
        GridlockEvent::RoundScored { record, totals } => {
            let scores: Vec<i32> = record.scores.iter().map(|s| s.total()).collect();
            words.round_scored(record.round, &scores, totals, viewer)
        }
        GridlockEvent::MatchOver { totals } => {
            let (seats, best) = leaders(totals);
            words.match_over(&seats, best, viewer)
        }
    };
    Some(text)
}

fn action(game: &GridlockGame, action: &GridlockAction) -> String {
    let words = lang::gridlock();
    let seat = game.current;
    let replacing = |slot: u8| game.grids[seat.index()].slots[usize::from(slot)].seen();
    let drawn = match game.phase {
        Phase::Drawn { card } => Some(card),
        _ => None,
    };
    match *action {
        GridlockAction::OpeningFlip(slot) | GridlockAction::Flip(slot) => {
            words.turn_up_action(slot)
        }
        GridlockAction::TakeDiscard(slot) => {
            words.take_discard_action(game.discard.last().copied(), slot, replacing(slot))
        }
        GridlockAction::Draw => words.draw_action(),
        GridlockAction::Replace(slot) => words.replace_action(drawn, slot, replacing(slot)),
        GridlockAction::Refuse => words.refuse_action(drawn),
        GridlockAction::Eliminate(line) => {
            let owner = match game.phase {
                Phase::Eliminate { seat, .. } => seat,
                _ => seat,
            };
            let combo = game.grids[owner.index()]
                .line_combo(line)
                .map(|(combo, _)| combo);
            words.eliminate_action(line, combo)
        }
    }
}

impl Narrate for GridlockGame {
    fn tell(seen: &GridlockEvent, viewer: Option<Seat>) -> Option<String> {
        line(seen, viewer)
    }

    fn describe_action(&self, action: &GridlockAction) -> String {
        self::action(self, action)
    }

    fn refusal_words(why: &GridlockRefusal) -> String {
        lang::gridlock::refusal_words(*why)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameRng, Settings, Turn};
    use crate::games::gridlock::{
        Card, Combo, Elimination, Line, LockAim, RoundRecord, RoundScore,
    };

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
