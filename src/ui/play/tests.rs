//! The seam checked natively: every game played to its end and replayed from its save, moves made
//! for a person and their notes, hints and take-backs, and saves that no longer replay.

use super::*;
use crate::bots::Difficulty;
use crate::games::GameId;
use crate::ui::module::{open, resumable};
use crate::ui::session::SavedGame;

/// What one game played through [`Play`] went through.
#[derive(Default)]
struct Played {
    automatic: usize,
    summaries: usize,
    /// Notes of moves made for the person, as handed to the table to say.
    said: Vec<String>,
}

/// A bot's move worked out on the page, in slices; it must equal the worker's answer to the
/// same request.
fn bot_move(game: &dyn Play, seat: Seat, difficulty: Difficulty) -> usize {
    let task = Task::Decide { difficulty };
    let mut deliberation = game.deliberate(seat, task).unwrap();
    let on_page = loop {
        if let Some(answer) = deliberation.step(64) {
            break answer;
        }
    };
    let in_worker = advice::answer(&game.request(seat, task)).unwrap();
    assert_eq!(on_page, in_worker, "the page and the worker agree");
    on_page.index()
}

/// Plays a whole game through the type-erased seam: the person picks by a fixed rule, easy
/// bots and chance do the rest, every summary is read.
fn play_out(game: &mut dyn Play) -> Played {
    let mut played = Played::default();
    for ply in 0..20_000 {
        match game.next_step() {
            Step::Over => return played,
            Step::Summary => {
                played.summaries += 1;
                assert!(
                    matches!(game.next_step(), Step::Summary),
                    "a summary waits until it is read"
                );
                game.close_summary();
            }
            Step::Person => {
                let legal = game.frame().choices.len();
                game.play_index(ply % legal).unwrap();
            }
            Step::Automatic(index) => {
                played.automatic += 1;
                let frame = game.frame();
                assert!(
                    frame.decider.is_none() && frame.choices.is_empty(),
                    "no buttons are offered for a move the table makes itself"
                );
                let lines = frame.log.len();
                let said = game.play_automatic(index).unwrap();
                // Noted in the log (a note said before for the same move is not repeated).
                assert!(game.frame().log.len() >= lines);
                if let Some(said) = said {
                    assert!(
                        !played.said.contains(&said),
                        "{said:?} was handed to the table to say a second time"
                    );
                    played.said.push(said);
                }
            }
            Step::Chance(index) => game.play_index(index).unwrap(),
            Step::Scripted { .. } => unreachable!("only a guided game scripts moves"),
            Step::Bot { seat, difficulty } => {
                let index = bot_move(game, seat, difficulty);
                game.play_index(index).unwrap();
            }
        }
    }
    panic!("the game did not end");
}

fn setup(game: GameId, seed: u64) -> Setup {
    let mut setup = Setup::new(game, seed);
    setup.difficulty = Difficulty::Easy;
    if let Some(rounds) = game.info().rounds {
        setup = setup.with_rounds(Some(2.min(rounds.max)));
    }
    setup
}

#[test]
fn every_game_plays_to_its_end_screen_and_a_reload_replays_the_same_log() {
    let mut automatic = 0;
    for game in GameId::ALL {
        for seed in 1..=3 {
            let mut live = open(setup(game, seed), &[], &[], &[]).unwrap();
            automatic += play_out(live.as_mut()).automatic;
            let frame = live.frame();
            let ending = frame
                .ending
                .as_ref()
                .expect("an ended game has an end screen");
            assert_eq!(ending.results.len(), live.setup().seats());
            let saved = SavedGame::decode(&live.saved()).unwrap();
            let reopened =
                open(saved.setup, &saved.actions, &saved.hints, &saved.take_backs).unwrap();
            assert_eq!(
                reopened.frame().log,
                frame.log,
                "{game:?} seed {seed}: notes of moves made for the person survive a reload"
            );
        }
    }
    assert!(automatic > 0, "some moves were made for the person");
}

#[test]
fn a_person_knocked_out_is_told_so_while_the_others_play_on() {
    let out_prefix = lang::app().watching_while_out("");
    let mut seen_out = 0;
    for seed in 1..=40 {
        let mut setup = Setup::new(GameId::Grue, seed);
        setup.difficulty = Difficulty::Easy;
        let mut live = open(setup, &[], &[], &[]).unwrap();
        for ply in 0..20_000 {
            let frame = live.frame();
            let you_out = frame
                .model
                .seats
                .iter()
                .any(|s| s.seat == frame.viewer && s.out);
            assert_eq!(
                frame.prompt.starts_with(out_prefix.trim_end()),
                you_out && frame.ending.is_none(),
                "seed {seed}, ply {ply}: the prompt says \"out\" exactly while you are out \
                 and the game goes on: {:?}",
                frame.prompt
            );
            seen_out += usize::from(you_out && frame.ending.is_none());
            match live.next_step() {
                Step::Over => break,
                Step::Summary => live.close_summary(),
                Step::Person => {
                    let legal = live.frame().choices.len();
                    live.play_index(ply % legal).unwrap();
                }
                Step::Automatic(index) => {
                    live.play_automatic(index).unwrap();
                }
                Step::Chance(index) => live.play_index(index).unwrap(),
                Step::Scripted { .. } => unreachable!("only a guided game scripts moves"),
                Step::Bot { seat, difficulty } => {
                    let task = Task::Decide { difficulty };
                    let index = advice::answer(&live.request(seat, task)).unwrap().index();
                    live.play_index(index).unwrap();
                }
            }
        }
    }
    assert!(
        seen_out > 0,
        "in 40 Grue games the person was eaten before the end at least once"
    );
}

#[test]
fn a_lone_move_is_made_for_the_person_with_a_note_in_the_log() {
    let mut live = open(setup(GameId::Grue, 4), &[], &[], &[]).unwrap();
    for _ in 0..2000 {
        match live.next_step() {
            Step::Automatic(index) => {
                let before = live.frame().log;
                let said = live.play_automatic(index).unwrap();
                let after = live.frame().log;
                assert!(after.len() > before.len());
                let said = said.expect("the first note is handed to the table to say");
                assert!(after.contains(&said), "{said:?} is not in the log");
                return;
            }
            Step::Over => break,
            Step::Summary => live.close_summary(),
            Step::Person | Step::Chance(_) => live.play_index(0).unwrap(),
            Step::Scripted { .. } => unreachable!("only a guided game scripts moves"),
            Step::Bot { seat, difficulty } => {
                let index = bot_move(live.as_ref(), seat, difficulty);
                live.play_index(index).unwrap();
            }
        }
    }
    panic!("no move was ever made for the person");
}

#[test]
fn a_note_for_a_move_made_for_the_person_is_logged_once_however_often_it_recurs() {
    let mut moves_made_for_you = 0;
    for seed in 1..=4 {
        let mut live = open(setup(GameId::Grue, seed), &[], &[], &[]).unwrap();
        let played = play_out(live.as_mut());
        moves_made_for_you += played.automatic;
        let log = live.frame().log;
        for said in &played.said {
            assert!(
                log.contains(said),
                "seed {seed}: {said:?} is not in the log"
            );
        }
        let kept_dark = lang::grue().kept_dark_for_you();
        let times = log.iter().filter(|line| line.as_str() == kept_dark).count();
        assert!(times <= 1, "seed {seed}: said {times} times");
    }
    assert!(
        moves_made_for_you > 1,
        "the table made moves for the person"
    );
}

#[test]
fn at_a_shared_device_a_forced_move_is_noted_for_its_player_alone() {
    use crate::games::GrueGame;
    let mut shared = setup(GameId::Grue, 4);
    shared.humans = Seat::all(shared.seats()).collect();
    let mut live = Live::<GrueGame>::restore(shared, &[], &[], &[]).unwrap();
    for _ in 0..2000 {
        live.lift_curtain();
        match live.next_step() {
            Step::Automatic(index) => {
                let seat = live.session.human_to_act().unwrap();
                let others: Vec<_> = Seat::all(live.setup().seats())
                    .filter(|&s| s != seat)
                    .map(|s| live.log(s))
                    .collect();
                let mine = live.log(seat);
                live.play_automatic(index).unwrap();
                let note = live.notes.last().expect("the move left a note").2.clone();
                assert!(live.log(seat).contains(&note));
                for (before, other) in others.iter().zip(
                    Seat::all(live.setup().seats())
                        .filter(|&s| s != seat)
                        .map(|s| live.log(s)),
                ) {
                    assert!(!other.contains(&note), "another seat reads {note:?}");
                    assert!(other.len() >= before.len());
                }
                assert!(live.log(seat).len() > mine.len());
                return;
            }
            Step::Over => break,
            Step::Summary => live.close_summary(),
            Step::Chance(index) => live.play_index(index).unwrap(),
            Step::Person => live.play_index(0).unwrap(),
            Step::Scripted { .. } => unreachable!("only a guided game scripts moves"),
            Step::Bot { .. } => unreachable!("every seat is a person"),
        }
    }
    panic!("no move was ever made for a person");
}

#[test]
fn a_hint_is_noted_in_everyones_log_and_survives_a_reload() {
    let mut live = open(setup(GameId::Grue, 4), &[], &[], &[]).unwrap();
    until_the_person_moves(&mut live);
    live.note_hint();
    live.note_hint();
    let log = live.frame().log;
    assert_eq!(
        log.last().map(String::as_str),
        Some("You asked for a hint.")
    );
    assert_eq!(
        log.iter().filter(|l| l.contains("hint")).count(),
        1,
        "asking twice at one move is one hint"
    );
    let saved = SavedGame::decode(&live.saved()).unwrap();
    assert_eq!(saved.hints, vec![live.ply()]);
    let reopened = open(saved.setup, &saved.actions, &saved.hints, &saved.take_backs).unwrap();
    assert_eq!(reopened.frame().log, log);
}

/// Plays the bots' moves until the person is to move.
fn until_the_person_moves(live: &mut Box<dyn Play>) {
    loop {
        match live.next_step() {
            Step::Person => return,
            Step::Scripted { .. } => unreachable!("only a guided game scripts moves"),
            Step::Bot { seat, difficulty } => {
                let index = bot_move(live.as_ref(), seat, difficulty);
                live.play_index(index).unwrap();
            }
            Step::Automatic(index) => {
                live.play_automatic(index).unwrap();
            }
            Step::Chance(index) => live.play_index(index).unwrap(),
            Step::Summary => live.close_summary(),
            Step::Over => panic!("the person never had a move"),
        }
    }
}

#[test]
fn a_hints_percentages_are_the_searchs_chances_of_winning_from_the_persons_view() {
    let mut live = open(setup(GameId::Grue, 4), &[], &[], &[]).unwrap();
    until_the_person_moves(&mut live);
    let frame = live.frame();
    let answer = advice::answer(&live.request(frame.viewer, Task::Hint)).unwrap();
    let Answer::Hint { index, ranked, .. } = &answer else {
        panic!("a hint request gets a hint: {answer:?}")
    };
    let top = ranked
        .iter()
        .find(|r| r.index == *index)
        .expect("the search tried the hint's move");
    let percent = (top.mean_reward * 100.0).round() as u32;
    let words = explain_hint(&answer, &frame.choices, None);
    // Its own chance, or (kept against a move a little better) the range it opens.
    let own = format!("it wins the game in {percent}% of them");
    let range = [
        format!("win the game in {percent}\u{2013}"),
        format!("win the game in about {percent}%"),
    ];
    assert!(
        words
            .reason
            .starts_with("Played out over the deals that fit what you can see, ")
            && (words.reason.contains(&own) || range.iter().any(|r| words.reason.contains(r))),
        "{}",
        words.reason
    );
    assert!(!words.reason.contains("playout"), "{}", words.reason);
}

#[test]
fn a_hint_names_its_move_first_with_the_scores_of_the_best_others() {
    let choices: Vec<Choice> = ["Draw a card", "Pass", "Play the Lantern", "Flee"]
        .into_iter()
        .enumerate()
        .map(|(index, label)| Choice {
            index,
            label: label.into(),
            group: "",
            gestures: Vec::new(),
        })
        .collect();
    let ranked = |moves: &[(u16, u32, f64)]| {
        moves
            .iter()
            .map(|&(index, visits, mean_reward)| advice::RankedMove {
                index,
                visits,
                mean_reward,
            })
            .collect()
    };
    let clear = Answer::Hint {
        index: 1,
        ranked: ranked(&[(0, 200, 0.55), (1, 150, 0.75), (2, 40, 0.3), (3, 10, 0.1)]),
        playouts: 400,
    };
    assert_eq!(
        explain_hint(&clear, &choices, None),
        HintWords {
            headline: "Hint: Pass.".into(),
            reason: "Played out over the deals that fit what you can see, it wins the game in \
                     75% of them; other moves: Draw a card 55%, Play the Lantern 30%."
                .into(),
        }
    );
    // Ahead by less than the playouts' luck: headed and told as a close call, not firm advice.
    let narrow = Answer::Hint {
        index: 1,
        ranked: ranked(&[(0, 200, 0.62), (1, 150, 0.655), (2, 40, 0.3), (3, 10, 0.1)]),
        playouts: 400,
    };
    assert_eq!(
        explain_hint(&narrow, &choices, None),
        HintWords {
            headline: "Hint, a close call: Pass.".into(),
            reason: "Played out over the deals that fit what you can see, it wins the game in \
                     66% of them; other moves: Draw a card 62%, Play the Lantern 30%. A lead this \
                     small could be luck: other moves may do as well."
                .into(),
        }
    );
    let kept = Answer::Hint {
        index: 3,
        ranked: ranked(&[(0, 300, 0.5), (3, 100, 0.45)]),
        playouts: 400,
    };
    // Kept against a move that scored a little better: a range, never "45% over 50%".
    assert_eq!(
        explain_hint(&kept, &choices, None).headline,
        "Hint, a close call: Flee."
    );
    assert_eq!(
        explain_hint(&kept, &choices, None).reason,
        "Played out over the deals that fit what you can see, this move and \u{201c}Draw a \
         card\u{201d} both win the game in 45\u{2013}50% of them: too close to call (a difference this \
         small could be luck), so the hint goes with the rule of thumb (the move the Easy bot \
         plays: what looks best at a glance, without playing the game out)."
    );
    // Near a lost game's end every move loses: said in words, not as "0%, 0%, 0%".
    let lost = Answer::Hint {
        index: 2,
        ranked: ranked(&[(0, 200, 0.0), (2, 150, 0.001), (1, 50, 0.0)]),
        playouts: 400,
    };
    let reason = explain_hint(&lost, &choices, None).reason;
    assert!(
        reason.contains("every move the search tried loses"),
        "{reason}"
    );
    assert!(!reason.contains('%'), "{reason}");
    assert_eq!(
        explain_hint(&Answer::Move { index: 0 }, &choices, None),
        HintWords {
            headline: "Hint: Draw a card.".into(),
            reason: String::new(),
        }
    );
}

#[test]
fn a_take_back_undoes_the_persons_move_and_the_bots_after_it_and_stays_in_the_log() {
    let mut setup = setup(GameId::GridOfShadows, 6).with_seats(2);
    setup.difficulty = Difficulty::Easy;
    let mut live = open(setup, &[], &[], &[]).unwrap();
    assert!(
        live.take_back_refusal().is_some(),
        "nothing to take back yet"
    );
    let (mut allowed, mut refused) = (0, 0);
    for ply in 0..3000 {
        match live.next_step() {
            Step::Over => break,
            Step::Summary => live.close_summary(),
            Step::Automatic(i) => {
                live.play_automatic(i).unwrap();
            }
            Step::Chance(i) => live.play_index(i).unwrap(),
            Step::Scripted { .. } => unreachable!("only a guided game scripts moves"),
            Step::Bot { seat, difficulty } => {
                let index = bot_move(live.as_ref(), seat, difficulty);
                live.play_index(index).unwrap();
            }
            Step::Person => {
                match live.take_back_refusal() {
                    Some(reason) if reason.contains("seen a card") => {
                        refused += 1;
                        assert!(live.take_back().is_err());
                    }
                    Some(reason) => {
                        assert_eq!(reason, "There is no move to take back yet.");
                        assert_eq!(live.ply(), 0, "only before any move of yours");
                    }
                    None if allowed < 3 => {
                        allowed += 1;
                        let before = live.ply();
                        let log = live.frame().log;
                        live.take_back().unwrap();
                        assert!(live.ply() < before);
                        assert!(matches!(live.next_step(), Step::Person));
                        let after = live.frame().log;
                        assert_eq!(
                            after.last().map(String::as_str),
                            Some("You took back a move.")
                        );
                        assert!(after.len() <= log.len() + 1);
                        let saved = SavedGame::decode(&live.saved()).unwrap();
                        assert_eq!(
                            saved.actions.len(),
                            live.ply(),
                            "the save holds the line played"
                        );
                        assert_eq!(saved.take_backs.len(), allowed);
                        let reopened =
                            open(saved.setup, &saved.actions, &saved.hints, &saved.take_backs)
                                .unwrap();
                        assert_eq!(reopened.frame().log, after, "a reload keeps the note");
                        assert_eq!(live.standing().take_backs as usize, allowed);
                        continue;
                    }
                    None => {}
                }
                let n = live.frame().choices.len();
                live.play_index(ply % n).unwrap();
            }
        }
    }
    assert!(
        allowed > 0 && refused > 0,
        "allowed {allowed}, refused {refused}"
    );
    assert_eq!(
        live.take_back_refusal().as_deref(),
        Some("The game is over.")
    );
}

#[test]
fn a_save_whose_moves_do_not_replay_is_refused_with_the_move_number() {
    let mut save = SavedGame {
        setup: setup(GameId::Grimwood, 2),
        actions: vec![0, 0, 999],
        hints: Vec::new(),
        take_backs: Vec::new(),
    };
    let error = resumable(&save.encode()).expect_err("move 3 is out of range");
    assert!(error.contains("move 3"), "{error}");
    save.actions.truncate(2);
    assert!(resumable(&save.encode()).is_ok());
}
