//! Shadow House's table checked through its drags, hidden hands, notes, prompts, score sheets and
//! card texts, and through whole games read by every viewer.

use super::*;
use crate::engine::{Game, GameRng, Settings, Turn};
use crate::games::shadow_house::{Ending, Reply, RoundResult, Statement};
use crate::lang::narrate::Narrate;

fn game(seed: u64) -> ShadowHouseGame {
    let mut g = ShadowHouseGame::new(&Settings::new(5, ""), seed).unwrap();
    g.apply(&ShadowAction::Play(Card::FirstOnTheScene)).unwrap();
    g
}

#[test]
fn every_legal_action_is_a_drag_or_a_button_and_targets_drop_on_players() {
    for seed in 0..20 {
        let g = game(seed);
        let view = g.view(g.current());
        for action in g.legal_actions() {
            let gestures = ShadowHouseGame::gestures(&view, &action);
            if let ShadowAction::PlayAt { card, target } = action {
                assert_eq!(
                    gestures,
                    vec![Gesture::new(card_token(card.name()), seat_token(target))]
                );
            } else if let ShadowAction::Play(_) = action {
                assert!(gestures.iter().any(|g| g.drop == TABLE_TOKEN));
            }
        }
    }
}

#[test]
fn the_servant_and_housekeeper_texts_say_until_your_next_turn() {
    for card in [Card::Servant, Card::Housekeeper] {
        let text = ShadowHouseGame::card_text(card.name());
        assert!(text.contains("until your next turn"), "{card}: {text}");
        assert!(!text.contains("round"), "{card}: {text}");
    }
}

#[test]
fn the_model_hides_other_hands_and_shows_private_notes() {
    let g = game(5);
    for seat in Seat::all(5) {
        let model = ShadowHouseGame::table(&g.view(seat));
        for other in &model.seats {
            assert!(other.cards.iter().all(|c| !c.face_up && c.name.is_empty()));
        }
        assert_eq!(model.hand.len(), g.hand(seat).len());
        assert!(model.notes.iter().any(|n| n.starts_with("You were dealt")));
    }
}

/// Plays a match at random to its end, showing `each` the state after every batch of events
/// (the deal's opening first).
fn random_match(
    settings: &Settings,
    seed: u64,
    mut each: impl FnMut(&ShadowHouseGame, &[ShadowEvent]),
) -> ShadowHouseGame {
    let mut g = ShadowHouseGame::new(settings, seed).unwrap();
    each(&g, &g.opening());
    let mut rng = GameRng::seeded(seed);
    while g.turn() != Turn::Over {
        let legal = g.legal_actions();
        let events = g.apply(&legal[rng.below(legal.len())]).unwrap();
        each(&g, &events);
    }
    g
}

fn deal(settings: &Settings, hands: &[&[Card]], pile: &[Card]) -> ShadowHouseGame {
    ShadowHouseGame::from_deal(
        settings,
        hands.iter().map(|h| h.to_vec()).collect(),
        pile.to_vec(),
    )
    .unwrap()
}

fn act(g: &mut ShadowHouseGame, action: ShadowAction) -> Vec<ShadowEvent> {
    g.apply(&action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e:?}"))
}

/// A two-round match whose first round ends with Seat 1's Detective finding Seat 2, the
/// culprit, while Seat 3 is an accomplice: returns the game and the events of the last move.
fn detective_round() -> (ShadowHouseGame, Vec<ShadowEvent>) {
    use Card::*;
    let mut g = deal(
        &Settings::new(4, "").with_rounds(2),
        &[
            &[FirstOnTheScene, Detective],
            &[Culprit, Share],
            &[Accomplice, Rumors],
            &[Baby, Swap],
        ],
        &[Soothsayer],
    );
    act(&mut g, ShadowAction::Play(FirstOnTheScene));
    g.set_turn(Seat(2)).unwrap();
    act(
        &mut g,
        ShadowAction::PlayAt {
            card: Accomplice,
            target: Seat(3),
        },
    );
    act(&mut g, ShadowAction::Discard(Swap));
    g.set_turn(Seat(0)).unwrap();
    act(
        &mut g,
        ShadowAction::PlayAt {
            card: Detective,
            target: Seat(1),
        },
    );
    let events = act(&mut g, ShadowAction::Answer(Reply::Yes));
    (g, events)
}

#[test]
fn the_score_sheet_gives_each_seat_its_role_and_points_per_round_and_the_total() {
    let (g, _) = detective_round();
    assert_eq!(g.round(), 2, "the match goes on to round 2");
    let sheet = ShadowHouseGame::scores(&g.view(Seat(3))).expect("a round has ended");
    assert_eq!(sheet.columns, vec!["Round 1", "Total"]);
    let cells: Vec<(Seat, Vec<&str>)> = sheet
        .rows
        .iter()
        .map(|r| (r.seat, r.cells.iter().map(String::as_str).collect()))
        .collect();
    assert_eq!(
        cells,
        vec![
            (Seat(0), vec!["Detective +2", "2"]),
            (Seat(1), vec!["Culprit 0", "0"]),
            (Seat(2), vec!["Accomplice 0", "0"]),
            (Seat(3), vec!["Innocent +1", "1"]),
        ]
    );
    // Each round's ending, then how points are won (the roles' numbers need a key).
    let legend = lang::shadow_house().scoring_legend();
    assert_eq!(
        sheet.notes,
        vec![
            "Round 1: Seat 1's Detective found the culprit: Seat 2.",
            legend
        ]
    );
    // The Detective's own player reads it in the second person.
    let own = ShadowHouseGame::scores(&g.view(Seat(0))).unwrap();
    assert_eq!(
        own.notes,
        vec!["Round 1: Your Detective found the culprit: Seat 2.", legend]
    );
    // Nothing is scored before a round ends.
    let fresh = ShadowHouseGame::new(&Settings::new(4, ""), 1).unwrap();
    assert_eq!(ShadowHouseGame::scores(&fresh.view(Seat(0))), None);
}

/// The points a round cell shows: "Detective +2" is 2, "Culprit 0" is 0.
fn cell_points(cell: &str) -> u8 {
    let (_, points) = cell.rsplit_once(' ').expect("role and points");
    points.trim_start_matches('+').parse().expect("a number")
}

fn cell_role(cell: &str) -> &str {
    cell.rsplit_once(' ').expect("role and points").0
}

#[test]
fn a_played_out_match_scores_every_round_by_the_rulebooks_table() {
    for (seats, seed) in [(4u8, 1u64), (5, 2), (6, 3), (8, 4), (3, 5)] {
        let g = random_match(&Settings::new(seats, ""), seed, |_, _| {});
        let history: &[RoundResult] = g.history();
        for viewer in Seat::all(usize::from(seats)) {
            let sheet = ShadowHouseGame::scores(&g.view(viewer)).unwrap();
            assert_eq!(sheet.columns.len(), history.len() + 1);
            assert_eq!(sheet.columns.last().unwrap(), "Total");
            assert_eq!(
                sheet.notes.len(),
                history.len() + 1,
                "a note a round, and the key"
            );
            assert_eq!(sheet.rows.len(), usize::from(seats));
            for row in &sheet.rows {
                let (rounds, total) = row.cells.split_at(history.len());
                let sum: u8 = rounds.iter().map(|c| cell_points(c)).sum();
                assert_eq!(total, [g.points()[row.seat.index()].to_string()]);
                assert_eq!(sum, g.points()[row.seat.index()], "{row:?}");
            }
            for (r, result) in history.iter().enumerate() {
                let column: Vec<&str> = sheet.rows.iter().map(|row| &*row.cells[r]).collect();
                let roles: Vec<&str> = column.iter().map(|c| cell_role(c)).collect();
                let points: Vec<u8> = column.iter().map(|c| cell_points(c)).collect();
                assert_eq!(points, result.points, "round {}", result.round);
                assert_eq!(roles[result.culprit.index()], "Culprit");
                for a in result.accomplices.iter().filter(|&&a| a != result.culprit) {
                    assert_eq!(roles[a.index()], "Accomplice");
                }
                // The rulebook: the finder scores 2 with a Detective, 3 with Toby; every
                // other innocent 1 when the culprit is caught, nothing when they get away.
                for (seat, (&role, &p)) in roles.iter().zip(&points).enumerate() {
                    let expected = match (role, result.ending) {
                        ("Detective", Ending::Detective { by }) if by.index() == seat => 2,
                        ("Toby", Ending::Toby { by }) if by.index() == seat => 3,
                        ("Innocent", Ending::CulpritEscaped { .. }) => 0,
                        ("Innocent", _) => 1,
                        ("Culprit" | "Accomplice", Ending::CulpritEscaped { .. }) => 2,
                        ("Culprit" | "Accomplice", _) => 0,
                        other => panic!("no such role and ending: {other:?}"),
                    };
                    assert_eq!(p, expected, "seat {seat} as {role}, {:?}", result.ending);
                }
            }
        }
    }
}

#[test]
fn a_lightning_sheet_shows_each_role_and_which_side_won() {
    let g = random_match(&Settings::new(5, "lightning"), 7, |_, _| {});
    let result = &g.history()[0];
    let sheet = ShadowHouseGame::scores(&g.view(Seat(0))).unwrap();
    assert_eq!(sheet.columns, vec!["Role", "Result"]);
    for row in &sheet.rows {
        let won = g.outcome().unwrap().results[row.seat.index()] == crate::engine::SeatResult::Win;
        assert_eq!(row.cells[1], if won { "Won" } else { "Lost" });
    }
    assert_eq!(sheet.rows[result.culprit.index()].cells[0], "Culprit");
}

#[test]
fn a_summary_follows_every_round_but_the_last() {
    let (_, events) = detective_round();
    let headings: Vec<String> = events
        .iter()
        .filter_map(ShadowHouseGame::round_over)
        .collect();
    assert_eq!(headings, vec!["Round 1 is over"]);
    for settings in [
        Settings::new(5, ""),
        Settings::new(4, "").with_rounds(3),
        Settings::new(6, "lightning"),
    ] {
        for seed in 0..4 {
            let mut summaries = 0;
            let g = random_match(&settings, seed, |g, events| {
                let headings: Vec<String> = events
                    .iter()
                    .filter_map(ShadowHouseGame::round_over)
                    .collect();
                let ended = events.iter().find_map(|e| match &e.what {
                    Happening::RoundEnded(result) => Some(result.round),
                    _ => None,
                });
                match ended {
                    Some(round) if g.turn() != Turn::Over => {
                        assert_eq!(headings, vec![format!("Round {round} is over")]);
                        summaries += 1;
                    }
                    _ => assert_eq!(headings, Vec::<String>::new()),
                }
            });
            assert_eq!(summaries + 1, g.history().len(), "{settings:?}");
        }
    }
}

/// A targeting card's plays form a group named by the card, whose labels differ only in the seat
/// (so the table says their opening once over a short button a seat); a card played on the
/// table stays in the main list. In both languages.
#[test]
fn a_targeting_cards_plays_are_one_group_that_differs_only_in_the_seat() {
    use Card::*;
    let mut g = deal(
        &Settings::new(5, ""),
        &[
            &[FirstOnTheScene, Detective, Swap, Alibi],
            &[Culprit, Share],
            &[Rumors, Baby],
            &[Soothsayer, Servant],
            &[Witness, Frenzy],
        ],
        &[],
    );
    act(&mut g, ShadowAction::Play(FirstOnTheScene));
    g.set_turn(Seat(0)).unwrap();
    for language in [crate::lang::Lang::En, crate::lang::Lang::De] {
        lang::with(language, || {
            let legal = g.legal_actions();
            for card in [Detective, Swap] {
                let plays: Vec<(Seat, String)> = legal
                    .iter()
                    .filter_map(|a| match *a {
                        ShadowAction::PlayAt { card: c, target } if c == card => {
                            assert_eq!(
                                ShadowHouseGame::group(a),
                                lang::shadow_house().card_name(card)
                            );
                            Some((target, g.describe_action(a)))
                        }
                        _ => None,
                    })
                    .collect();
                assert_eq!(plays.len(), 4, "{card:?} aims at the four others");
                let without_seat: Vec<String> = plays
                    .iter()
                    .map(|(seat, label)| {
                        assert!(label.contains(&seat.to_string()), "{label}");
                        label.replace(&seat.to_string(), "")
                    })
                    .collect();
                assert!(
                    without_seat.iter().all(|l| *l == without_seat[0]),
                    "{plays:?}"
                );
            }
            assert_ne!(
                ShadowHouseGame::group(&ShadowAction::PlayAt {
                    card: Detective,
                    target: Seat(1)
                }),
                ShadowHouseGame::group(&ShadowAction::PlayAt {
                    card: Swap,
                    target: Seat(1)
                })
            );
            assert!(legal.contains(&ShadowAction::Play(Alibi)));
            assert_eq!(ShadowHouseGame::group(&ShadowAction::Play(Alibi)), "");
        });
    }
}

/// The turn prompt names the cards to aim at a player only as far as the hand holds them.
#[test]
fn the_turn_prompt_names_only_aimed_cards_in_hand() {
    use Card::*;
    let mut g = deal(
        &Settings::new(4, "").with_rounds(1),
        &[
            &[FirstOnTheScene, Detective, Detective, Alibi],
            &[Culprit, Share],
            &[Rumors, Baby],
            &[Soothsayer, Servant],
        ],
        &[],
    );
    act(&mut g, ShadowAction::Play(FirstOnTheScene));
    g.set_turn(Seat(0)).unwrap();
    let prompt = |g: &ShadowHouseGame, seat: u8| {
        let view = g.view(Seat(seat));
        ShadowHouseGame::prompt(&view, &g.legal_actions())
    };
    let text = prompt(&g, 0);
    assert!(text.contains("Detective onto a player"), "{text}");
    for absent in [
        "Toby",
        "Sheriff",
        "Witness",
        "Swap",
        "Accomplice",
        "Culprit",
    ] {
        assert!(!text.contains(absent), "{text}");
    }
    g.set_turn(Seat(3)).unwrap();
    let text = prompt(&g, 3);
    assert!(!text.contains("onto a player"), "{text}");
    lang::with(crate::lang::Lang::De, || {
        g.set_turn(Seat(0)).unwrap();
        let text = prompt(&g, 0);
        assert!(text.contains("oder Detektiv auf einen Spieler"), "{text}");
        assert!(!text.contains("Toby"), "{text}");
    });
}

/// A Witness who saw no Culprit and no Accomplice is told why "Don't swap" is still asked,
/// not told that no swap is possible and left with the button.
#[test]
fn a_witness_without_a_swap_is_told_why_the_lone_answer_is_asked() {
    use Card::*;
    let mut g = deal(
        &Settings::new(4, "").with_rounds(1),
        &[
            &[FirstOnTheScene, Witness, Alibi],
            &[Culprit, Swap],
            &[Share, Rumors],
            &[Baby, Soothsayer],
        ],
        &[],
    );
    act(&mut g, ShadowAction::Play(FirstOnTheScene));
    g.set_turn(Seat(0)).unwrap();
    act(
        &mut g,
        ShadowAction::PlayAt {
            card: Witness,
            target: Seat(2),
        },
    );
    let legal = g.legal_actions();
    assert_eq!(legal, vec![ShadowAction::KeepHands]);
    let text = ShadowHouseGame::prompt(&g.view(Seat(0)), &legal);
    let button = g.describe_action(&legal[0]);
    assert!(text.contains(&format!("\"{button}\"")), "{text}");
    assert!(text.contains("nobody can tell"), "{text}");
    assert!(!text.contains("No swap is possible"), "{text}");
}

/// "Only you know" keeps the deal as a memory: it says the cards were dealt, since the hand
/// may hold others by now.
#[test]
fn the_private_notes_call_the_deal_what_you_were_dealt() {
    use Card::*;
    let g = deal(
        &Settings::new(3, "").with_rounds(1),
        &[
            &[FirstOnTheScene, Detective],
            &[Culprit, Share],
            &[Rumors, Baby],
        ],
        &[],
    );
    let model = ShadowHouseGame::table(&g.view(Seat(1)));
    assert_eq!(model.notes[0], "You were dealt Culprit and Share.");
    lang::with(crate::lang::Lang::De, || {
        let model = ShadowHouseGame::table(&g.view(Seat(1)));
        assert!(
            model.notes[0].starts_with("Ausgeteilt bekommen hast du"),
            "{:?}",
            model.notes
        );
    });
}

#[test]
fn a_lone_move_is_made_for_the_person_only_when_everyone_can_tell_it_is_forced() {
    use Card::*;
    let forced = |g: &ShadowHouseGame| -> (ShadowAction, bool) {
        let legal = g.legal_actions();
        assert_eq!(legal.len(), 1, "{legal:?}");
        let seat = match g.turn() {
            Turn::Seat(s) => s,
            other => panic!("{other:?}"),
        };
        let ask = ShadowHouseGame::ask_even_if_forced(&g.view(seat), &legal[0]);
        (legal[0], ask)
    };
    let settings = Settings::new(4, "").with_rounds(1);
    let mut g = deal(
        &settings,
        &[
            &[FirstOnTheScene, Detective],
            &[Culprit, Alibi],
            &[Share],
            &[Rumors, Baby],
        ],
        &[],
    );
    // Opening: everyone knows who holds First on the scene must play it.
    assert_eq!(forced(&g), (ShadowAction::Play(FirstOnTheScene), false));
    act(&mut g, ShadowAction::Play(FirstOnTheScene));
    // A Culprit beside an Alibi leaves only the Alibi: asked, or the table would tell.
    assert_eq!(forced(&g), (ShadowAction::Play(Alibi), true));
    act(&mut g, ShadowAction::Play(Alibi));
    // One card in hand: its move is no secret.
    assert_eq!(forced(&g), (ShadowAction::Play(Share), false));
    // A Detective's answer is decided by the cards and said aloud.
    g.set_turn(Seat(0)).unwrap();
    act(
        &mut g,
        ShadowAction::PlayAt {
            card: Detective,
            target: Seat(1),
        },
    );
    assert_eq!(forced(&g), (ShadowAction::Answer(Reply::Yes), false));

    // The Witness is asked about a swap even when none is allowed.
    let mut g = deal(
        &settings,
        &[
            &[FirstOnTheScene, Witness, Alibi],
            &[Culprit, Swap],
            &[Share, Rumors],
            &[Baby, Soothsayer],
        ],
        &[],
    );
    act(&mut g, ShadowAction::Play(FirstOnTheScene));
    g.set_turn(Seat(0)).unwrap();
    act(
        &mut g,
        ShadowAction::PlayAt {
            card: Witness,
            target: Seat(2),
        },
    );
    assert_eq!(forced(&g), (ShadowAction::KeepHands, true));

    // A forced discard from a hand of two tells what the other card is.
    let mut g = deal(
        &settings,
        &[
            &[FirstOnTheScene, Accomplice, Alibi],
            &[Culprit, Rumors],
            &[Share, Swap],
            &[Baby, Soothsayer],
        ],
        &[Toby],
    );
    act(&mut g, ShadowAction::Play(FirstOnTheScene));
    g.set_turn(Seat(0)).unwrap();
    act(
        &mut g,
        ShadowAction::PlayAt {
            card: Accomplice,
            target: Seat(1),
        },
    );
    assert_eq!(forced(&g), (ShadowAction::Discard(Rumors), true));
}

/// A hint's lines as the narrowest hand card that shows it draws them (style/shadow-house.css:
/// 53 px inside, at 8 px, breaking between words only): at most [`HINT_LINE`] characters a line,
/// filled word by word; `None` when one word alone is longer than a line. (Headless Chromium's
/// wide fallback sans-serif puts about twelve characters on such a line.)
fn hint_lines(hint: &str) -> Option<Vec<String>> {
    let mut lines: Vec<String> = Vec::new();
    for word in hint.split_whitespace() {
        if word.chars().count() > HINT_LINE {
            return None;
        }
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= HINT_LINE => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    Some(lines)
}

/// Characters on one line of a hint on the narrowest hand card that shows it.
const HINT_LINE: usize = 12;

#[test]
fn the_hint_line_check_catches_what_it_is_for() {
    assert_eq!(
        hint_lines("Are you the culprit?"),
        Some(vec!["Are you the".to_string(), "culprit?".to_string()])
    );
    // Three lines would be cut off at the second; a word longer than a line, broken inside.
    assert_eq!(
        hint_lines("Look at the hand of a player").map(|l| l.len()),
        Some(3)
    );
    assert_eq!(hint_lines("Unbeobachtbar"), None);
}

/// On a phone a hand card of four or five (70-76 px) shows its hint: in two lines at most, with
/// every word whole, in both languages.
#[test]
fn every_hint_fits_two_lines_of_a_phone_hand_card_in_both_languages() {
    for language in [crate::lang::Lang::En, crate::lang::Lang::De] {
        lang::with(language, || {
            for card in Card::ALL {
                let hint = ShadowHouseGame::card_art(card.name()).hint;
                assert!(!hint.is_empty(), "{card}: no hint");
                let lines = hint_lines(hint);
                assert!(
                    lines.as_ref().is_some_and(|l| l.len() <= 2),
                    "{language:?} {card}: {hint:?} is drawn as {lines:?}"
                );
            }
        });
    }
}

#[test]
fn every_card_has_a_full_text_and_a_hint_that_fits_a_phone_card() {
    let mut texts = Vec::new();
    for card in Card::ALL {
        let art = ShadowHouseGame::card_art(card.name());
        let text = ShadowHouseGame::card_text(card.name());
        assert!(art.hint.len() <= 20, "{card}: hint too long: {}", art.hint);
        assert!(
            text.len() > art.hint.len() + 20,
            "{card}: the full text says more than the hint: {text}"
        );
        assert!(text.ends_with('.'), "{card}: {text}");
        if card.copies() > 1 {
            assert!(text.contains(&format!("The box holds {}.", card.copies())));
        }
        texts.push(text);
    }
    texts.sort();
    texts.dedup();
    assert_eq!(texts.len(), Card::ALL.len(), "every card has its own text");
    assert!(ShadowHouseGame::card_text("Joker").is_empty());
    // Targeting cards say whom they may aim at; the scoring cards say what they score.
    assert!(ShadowHouseGame::card_text("Toby").contains("score 3"));
    assert!(ShadowHouseGame::card_text("Detective").contains("score 2"));
    assert!(ShadowHouseGame::card_text("Culprit").contains("last card"));
}

#[test]
fn seat_panels_stay_small_at_eight_seats() {
    random_match(&Settings::new(8, ""), 11, |g, _| {
        for seat in Seat::all(8) {
            for panel in ShadowHouseGame::table(&g.view(seat)).seats {
                assert!(panel.badges.len() <= 4, "{panel:?}");
                for badge in &panel.badges {
                    assert!(badge.label.len() <= 16, "{badge:?}");
                }
                if let Some(note) = &panel.note {
                    assert!(note.len() <= 24, "{note}");
                }
                assert_eq!(panel.piles.len(), 1);
            }
        }
    });
}

/// Verb forms that agree with "Seat N" and must never follow "You".
const THIRD_PERSON: [&str; 20] = [
    "has", "is", "was", "plays", "draws", "swaps", "holds", "passes", "takes", "gives", "looks",
    "answers", "asks", "says", "discards", "receives", "puts", "reveals", "opens", "wins",
];
/// Verb forms that agree with "You" and must never follow "Seat N" as its subject.
const SECOND_PERSON: [&str; 19] = [
    "have", "are", "were", "play", "draw", "swap", "hold", "pass", "take", "give", "look",
    "answer", "ask", "say", "discard", "receive", "put", "reveal", "open",
];
/// Words before "Seat N" after which the plain verb is right: it is the object of a
/// causative ("made Seat 2 reveal a card") or ends a plural subject ("Seat 1 and Seat 2
/// put a card in").
const PLAIN_VERB_AFTER: [&str; 5] = ["make", "makes", "made", "let", "and"];

/// What reads wrong in `line`: a count of one with a plural noun, a seat counted from 0, an
/// article twice, a possessive of "you", or a verb that disagrees with "You" or "Seat N".
fn wording_problem(line: &str) -> Option<String> {
    if let Some(slip) = crate::lang::words::faults(line, &THIRD_PERSON).pop() {
        return Some(slip);
    }
    // Words that follow each other inside one clause: "Seat 1: \u{201c}Are you" is no
    // "Seat 1 are".
    let clauses = line.split(|c: char| ".,:;!?()\"\u{201c}\u{201d}".contains(c));
    let words: Vec<Vec<String>> = clauses
        .map(|clause| clause.split_whitespace().map(str::to_lowercase).collect())
        .collect();
    for clause in &words {
        for (i, triple) in clause.windows(3).enumerate() {
            let subject = i == 0 || !PLAIN_VERB_AFTER.contains(&&*clause[i - 1]);
            if subject
                && triple[0] == "seat"
                && triple[1].parse::<u8>().is_ok()
                && SECOND_PERSON.contains(&&*triple[2])
            {
                return Some(format!("\"seat {} {}\"", triple[1], triple[2]));
            }
        }
    }
    None
}

#[test]
fn the_wording_check_catches_what_it_is_for() {
    for bad in [
        "Seat 2 has 1 cards.",
        "You have 1 points.",
        "Seat 0 plays.",
        "You play the The Laraki.",
        "You takes a card.",
        "You has no cards.",
        "Seat 3 have no cards.",
        "That is You's Detective.",
    ] {
        assert!(wording_problem(bad).is_some(), "{bad}");
    }
    for good in [
        "Seat 2 has 11 cards.",
        "You have 1 point.",
        "Seat 10 plays.",
        "Toby made you reveal a card.",
        "Your Accomplice makes Seat 2 discard a card.",
        "Frenzy: Seat 1 and Seat 2 put a card in.",
        "Your Detective found the culprit: Seat 2.",
        "Seat 3's Detective asks Seat 1: \u{201c}Are you the culprit?\u{201d}",
    ] {
        assert_eq!(wording_problem(good), None, "{good}");
    }
}

#[test]
fn every_line_prompt_and_label_reads_right_for_every_viewer() {
    let check = |what: &str, text: &str| {
        if let Some(problem) = wording_problem(text) {
            panic!("{what}: {problem} in {text:?}");
        }
    };
    for card in Card::ALL {
        check("card text", &ShadowHouseGame::card_text(card.name()));
        check("hint", ShadowHouseGame::card_art(card.name()).hint);
    }
    let mut lines = 0;
    for seats in 3..=8u8 {
        for (variant, seed) in [
            ("", u64::from(seats)),
            ("lightning", 100 + u64::from(seats)),
        ] {
            let settings = Settings::new(seats, variant);
            let viewers: Vec<Option<Seat>> = std::iter::once(None)
                .chain(Seat::all(usize::from(seats)).map(Some))
                .collect();
            random_match(&settings, seed, |g, events| {
                for event in events {
                    for &viewer in &viewers {
                        if let Some(line) = ShadowHouseGame::narrate(event, viewer) {
                            check("log", &line);
                            lines += 1;
                        }
                    }
                    if let Some(heading) = ShadowHouseGame::round_over(event) {
                        check("summary", &heading);
                    }
                }
                let legal = g.legal_actions();
                if let Turn::Seat(seat) = g.turn() {
                    let view = g.view(seat);
                    check("prompt", &ShadowHouseGame::prompt(&view, &legal));
                    for action in &legal {
                        check("button", &g.describe_action(action));
                    }
                }
                for seat in Seat::all(usize::from(seats)) {
                    let view = g.view(seat);
                    let model = ShadowHouseGame::table(&view);
                    for text in model.facts.iter().chain(&model.notes) {
                        check("table", text);
                    }
                    for panel in &model.seats {
                        for badge in &panel.badges {
                            check("badge", &badge.label);
                        }
                        if let Some(note) = &panel.note {
                            check("seat note", note);
                        }
                    }
                    if let Some(sheet) = ShadowHouseGame::scores(&view) {
                        for text in sheet
                            .notes
                            .iter()
                            .chain(sheet.rows.iter().flat_map(|r| &r.cells))
                        {
                            check("scores", text);
                        }
                    }
                    if let Some(ending) = ShadowHouseGame::ending(&view) {
                        check("ending", &ending);
                    }
                }
            });
        }
    }
    assert!(lines > 1000, "only {lines} lines narrated");
}

#[test]
fn a_witness_look_is_shown_to_the_looker_alone_and_toby_to_everyone() {
    use crate::games::shadow_house::{Audience, Happening, ShadowEvent};
    let look = ShadowEvent {
        audience: Audience::Only(Seat(2)),
        what: Happening::SawHand {
            seat: Seat(0),
            cards: vec![Card::Alibi, Card::Culprit],
        },
    };
    let shown = ShadowHouseGame::shown(&look, Seat(2)).expect("the looker sees the hand");
    assert_eq!(shown.seat, Some(Seat(0)));
    assert_eq!(shown.cards, ["Alibi", "Culprit"].map(String::from));
    for other in [Seat(0), Seat(1), Seat(3)] {
        assert_eq!(ShadowHouseGame::shown(&look, other), None);
    }
    let toby = ShadowEvent {
        audience: Audience::Everyone,
        what: Happening::TobyRevealed {
            target: Seat(1),
            card: Card::Culprit,
        },
    };
    for viewer in [Seat(0), Seat(1), Seat(3)] {
        assert_eq!(
            ShadowHouseGame::shown(&toby, viewer).map(|s| s.cards),
            Some(vec!["Culprit".to_string()])
        );
    }
}

/// The seats `text` names, "Seat 1" to "Seat 8".
fn seats_named(text: &str, seats: u8) -> Vec<Seat> {
    Seat::all(usize::from(seats))
        .filter(|s| text.contains(&s.to_string()))
        .collect()
}

/// A card given away is never "Pass" (which elsewhere lets a turn go by): the button says Give
/// and names the card, and the words naming the receiver name the very player the game hands
/// the card to (Share, Witness and Swap exchanges both ways); a Frenzy's card goes to the pool.
#[test]
fn a_card_given_away_is_labelled_give_and_names_the_player_who_gets_it() {
    use crate::games::shadow_house::{Audience, Happening};
    use crate::lang::shadow_house::give_words;
    let mut seen = std::collections::HashSet::new();
    for seats in 3..=8u8 {
        for seed in 0..8 {
            let seed = 1000 * u64::from(seats) + seed;
            let mut g = ShadowHouseGame::new(&Settings::new(seats, ""), seed).unwrap();
            let mut rng = GameRng::seeded(seed);
            // (giver, card, the seat its words name), until the card reaches a hand.
            let mut promised: Vec<(Seat, Card, Seat)> = Vec::new();
            while g.turn() != Turn::Over {
                let legal = g.legal_actions();
                let action = legal[rng.below(legal.len())];
                if let (ShadowAction::Give(card), Turn::Seat(giver)) = (action, g.turn()) {
                    // The button names the receiver where the game's narration asks for it
                    // (`give_words`), else the card alone.
                    let words = give_words(&g, card);
                    let unnamed = lang::shadow_house().give(card);
                    let button = g.describe_action(&action);
                    assert!(button == words || button == unnamed, "{button}");
                    assert!(!button.contains("Pass"), "{button}");
                    assert_eq!(unnamed, format!("Give {card}"));
                    assert!(words.contains(card.name()), "{words}");
                    let named = seats_named(&words, seats);
                    let phase = g.view(giver).phase;
                    seen.insert(std::mem::discriminant(&phase));
                    if matches!(phase, PhaseView::Frenzy { .. }) {
                        assert_eq!(named, [], "{words}");
                        assert!(words.contains("pool"), "{words}");
                    } else {
                        assert_eq!(named.len(), 1, "{words} in {phase:?}");
                        assert_ne!(named[0], giver, "{words}");
                        assert!(words.starts_with("Give"), "{words}");
                        promised.push((giver, card, named[0]));
                    }
                }
                let events = g.apply(&action).unwrap();
                // Rumors hands cards on too, each taken rather than given.
                let rumors = events
                    .iter()
                    .any(|e| matches!(e.what, Happening::Rumored { .. }));
                for event in events {
                    if let (
                        Audience::Only(to),
                        Happening::Got {
                            from: Some(from),
                            card,
                        },
                    ) = (event.audience, event.what)
                    {
                        match promised
                            .iter()
                            .position(|&(giver, c, _)| giver == from && c == card)
                        {
                            Some(i) => assert_eq!(promised.remove(i).2, to, "{card} from {from}"),
                            None => assert!(rumors, "{card} from {from} was never given"),
                        }
                    }
                }
            }
            assert_eq!(promised, [], "every card given reached a hand");
        }
    }
    // Share, Frenzy, a Witness's and a Swap's exchange, both ways.
    assert_eq!(seen.len(), 6, "{seen:?}");
}

/// In German the give button reads as a German button does: the card, whom it goes to, the verb
/// last ("Die Täterkarte an Platz 3 geben").
#[test]
fn german_give_words_name_the_card_and_the_seat() {
    use crate::lang::shadow_house::give_words;
    use Card::*;
    let mut g = deal(
        &Settings::new(4, "").with_rounds(1),
        &[
            &[FirstOnTheScene, Share, Alibi],
            &[Culprit, Detective],
            &[Rumors, Toby],
            &[Baby, Soothsayer],
        ],
        &[],
    );
    act(&mut g, ShadowAction::Play(FirstOnTheScene));
    g.set_turn(Seat(0)).unwrap();
    act(&mut g, ShadowAction::Play(Share));
    // Seat 1 chooses first; its left is Seat 2.
    assert_eq!(g.turn(), Turn::Seat(Seat(0)));
    assert_eq!(give_words(&g, Alibi), "Give Alibi to Seat 2");
    lang::with(crate::lang::Lang::De, || {
        assert_eq!(give_words(&g, Alibi), "Das Alibi an Platz 2 geben");
        assert_eq!(lang::shadow_house().give(Alibi), "Das Alibi abgeben");
        let prompt = ShadowHouseGame::prompt(&g.view(Seat(0)), &g.legal_actions());
        assert!(prompt.contains("Gib Platz 2 zu deiner Linken"), "{prompt}");
    });
}

/// The log line of `what`, as the whole table hears it, read by `viewer`.
fn heard(what: Happening, viewer: Seat) -> String {
    let event = ShadowEvent {
        audience: crate::games::shadow_house::Audience::Everyone,
        what,
    };
    ShadowHouseGame::narrate(&event, Some(viewer)).unwrap()
}

#[test]
fn a_witness_without_a_swap_names_both_players_and_when_a_swap_is_allowed() {
    let kept = Happening::WitnessKept {
        witness: Seat(4),
        target: Seat(1),
    };
    let line = heard(kept.clone(), Seat(0));
    assert_eq!(
        line,
        "No swap between Seat 5 and Seat 2: a Witness may swap only after seeing the Culprit or \
         an Accomplice."
    );
    assert!(heard(kept, Seat(4)).starts_with("No swap between you and Seat 2:"));
}

#[test]
fn a_soothsayer_about_the_reader_names_the_seat_as_well_as_you() {
    let said = |statement| Happening::Said {
        seat: Seat(2),
        statement,
    };
    assert_eq!(
        heard(said(Statement::Suspect(Seat(0))), Seat(0)),
        "Seat 3 (Soothsayer): \"I think you, Seat 1, hold the Culprit.\""
    );
    assert_eq!(
        heard(said(Statement::Vouch(Seat(0))), Seat(0)),
        "Seat 3 (Soothsayer): \"I'm sure you, Seat 1, are innocent.\""
    );
    assert_eq!(
        heard(said(Statement::Suspect(Seat(0))), Seat(1)),
        "Seat 3 (Soothsayer): \"I think Seat 1 holds the Culprit.\""
    );
}
