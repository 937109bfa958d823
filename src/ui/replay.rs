//! Replays: a game rebuilt from its match code and stepped through, move by move, as one seat saw
//! it. The frame at step `k` is a pure function of the record, the viewer seat, `k` and whether
//! every hand is shown; the states after each move are kept once built, so stepping anywhere in a
//! long game costs one view and one log, never a replay from the deal.
//!
//! A replay is a [`Play`] that never moves on by itself, so the table draws it with the same
//! pieces as a game in progress; the replay bar drives it through [`Play::seek`] and
//! [`Play::reveal_all`].

use super::adapter::{CardModel, UiGame};
use super::play::{Faces, Frame, Play, ReplayStatus, Standing, Step, WhyQuestion};
pub use super::replay_link::ReplayLink;
use super::session::Setup;
use crate::advice::{Deliberation, Request, Task};
use crate::engine::{GameInfo, MatchRecord, Seat, Turn};
use crate::games::GameId;
use crate::lang;
use std::collections::BTreeSet;

/// A finished or unfinished game, rebuilt once and shown at any step.
pub struct Replay<G: UiGame> {
    setup: Setup,
    record: MatchRecord,
    /// `states[k]`: the game after its first `k` moves.
    states: Vec<G>,
    /// The deal's events, then every move's.
    events: Vec<G::Event>,
    /// `event_ends[k]`: how many events there are after `k` moves.
    event_ends: Vec<usize>,
    step: usize,
    reveal: bool,
    /// The bots' difficulty, if the link said.
    bots: Option<crate::bots::Difficulty>,
}

impl<G: UiGame> Replay<G> {
    /// Replays `link`'s record move by move. A move that does not replay is an error naming it.
    pub fn build(link: &ReplayLink) -> Result<Self, String> {
        if link.record.game != G::INFO.id {
            let name = GameId::parse(G::INFO.id).map_or(G::INFO.name, |g| lang::game(g).name());
            return Err(lang::pages().replay_wrong_game(name));
        }
        let setup = link.setup()?;
        let mut state =
            G::new(&link.record.settings, link.record.seed).map_err(|e| e.to_string())?;
        let mut events = state.opening();
        let mut event_ends = vec![events.len()];
        let mut states = Vec::with_capacity(link.record.actions.len() + 1);
        states.push(state.clone());
        for (ply, &index) in link.record.actions.iter().enumerate() {
            let legal = state.legal_actions();
            let action = legal
                .get(usize::from(index))
                .ok_or_else(|| lang::pages().replay_bad_move(ply + 1))?;
            events.extend(state.apply_unchecked(action));
            event_ends.push(events.len());
            states.push(state.clone());
        }
        let steps = states.len() - 1;
        Ok(Replay {
            setup,
            record: link.record.clone(),
            states,
            events,
            event_ends,
            step: link.step.unwrap_or(steps).min(steps),
            reveal: false,
            bots: link.bots,
        })
    }

    pub fn boxed(link: &ReplayLink) -> Result<Box<dyn Play>, String> {
        Ok(Box::new(Replay::<G>::build(link)?))
    }

    fn steps(&self) -> usize {
        self.states.len() - 1
    }

    fn finished(&self) -> bool {
        self.states[self.steps()].turn() == Turn::Over
    }

    fn viewer(&self) -> Seat {
        self.setup.you
    }

    /// The viewer's table, with every other seat's hand shown face up when asked for (only ever
    /// for a game that is over, whose hands no one at it can still use).
    fn model(&self, state: &G) -> super::adapter::TableModel {
        let mut model = G::table(&state.view(self.viewer()));
        model.keep_drags(&BTreeSet::new());
        if self.reveal && self.finished() {
            for seat in model.seats.iter_mut().filter(|s| s.seat != self.viewer()) {
                let hand = G::table(&state.view(seat.seat)).hand;
                seat.cards.retain(|card| card.face_up);
                seat.cards.extend(hand.into_iter().map(|card| CardModel {
                    drag: None,
                    drop: None,
                    note: Some(lang::pages().in_hand().into()),
                    ..card
                }));
            }
        }
        model
    }

    /// How the game ended for the viewer, once the last move is on the table.
    fn result_line(&self, state: &G) -> Option<String> {
        let outcome = state.outcome()?;
        let viewer = self.viewer();
        let game = lang::game(self.setup.game);
        let role = state.role(viewer).map(|r| game.role_name(r));
        Some(lang::pages().replay_result(viewer, outcome.results[viewer.index()], role))
    }
}

impl<G: UiGame> Play for Replay<G> {
    fn info(&self) -> &'static GameInfo {
        &G::INFO
    }

    fn setup(&self) -> &Setup {
        &self.setup
    }

    fn controller(&self, seat: Seat) -> String {
        self.setup.controller_with(seat, self.bots)
    }

    fn faces(&self) -> Faces {
        Faces::of::<G>()
    }

    fn frame(&self) -> Frame {
        let state = &self.states[self.step];
        let viewer = self.viewer();
        let log = self.events[..self.event_ends[self.step]]
            .iter()
            .filter_map(|e| G::narrate(e, Some(viewer)))
            .collect();
        let acting = match state.turn() {
            Turn::Seat(seat) => Some(seat),
            _ => None,
        };
        let words = lang::pages();
        let prompt = match (self.step, state.turn()) {
            (_, Turn::Over) => self
                .result_line(state)
                .unwrap_or_else(|| words.replay_game_over().into()),
            (0, _) => words.replay_deal().into(),
            // The move to come, numbered as a review numbers the decisions.
            (_, Turn::Seat(seat)) => {
                words.replay_to_move(self.step + 1, self.steps(), seat, viewer)
            }
            (_, Turn::Chance) => words.replay_chance().into(),
        };
        let you_line = words.replay_view(viewer, self.reveal && self.finished());
        Frame {
            viewer,
            curtain: None,
            acting,
            decider: None,
            model: self.model(state),
            prompt,
            choices: Vec::new(),
            log,
            summary: None,
            ending: None,
            you_line,
            // A replay is watched in silence.
            moment: None,
            // What the move just stepped to turned over, as the table showed it in play.
            shown: self.step.checked_sub(1).map_or_else(Vec::new, |before| {
                let events = &self.events[self.event_ends[before]..self.event_ends[self.step]];
                crate::ui::play::shown_to::<G>(events, viewer)
            }),
        }
    }

    fn next_step(&self) -> Step {
        Step::Over
    }

    fn play_index(&mut self, _index: usize) -> Result<(), String> {
        Err(lang::pages().replay_no_moves())
    }

    fn play_automatic(&mut self, index: usize) -> Result<Option<String>, String> {
        self.play_index(index).map(|()| None)
    }

    fn refuse_drop(&self, _drag: &str, _drop: &str) -> String {
        lang::pages().replay_no_moves()
    }

    fn lift_curtain(&mut self) {}

    fn close_summary(&mut self) {}

    fn saved(&self) -> String {
        String::new()
    }

    fn ply(&self) -> usize {
        self.step
    }

    fn request(&self, seat: Seat, task: Task) -> Request {
        Request {
            id: 0,
            code: self.record.encode(),
            seat,
            task,
        }
    }

    fn deliberate(&self, _seat: Seat, _task: Task) -> Result<Box<dyn Deliberation>, String> {
        Err(lang::pages().replay_no_bots())
    }

    fn note_hint(&mut self) {}

    fn record(&self) -> MatchRecord {
        self.record.clone()
    }

    fn standing(&self) -> Standing {
        let last = &self.states[self.steps()];
        let you = self.viewer();
        let outcome = last.outcome();
        Standing {
            you,
            role: last.role(you),
            result: outcome.as_ref().map(|o| o.results[you.index()]),
            score: outcome
                .as_ref()
                .and_then(|o| o.scores.get(you.index()).copied()),
            hints: 0,
            take_backs: 0,
            code: self.record.encode(),
            calls: outcome
                .as_ref()
                .map(|_| crate::engine::seat_tallies::<G>(&self.events, you))
                .unwrap_or_default(),
            bots: self.bots,
        }
    }

    fn replay(&self) -> Option<ReplayStatus> {
        Some(ReplayStatus {
            step: self.step,
            steps: self.steps(),
            finished: self.finished(),
            reveal: self.reveal && self.finished(),
            link: ReplayLink {
                record: self.record.clone(),
                seat: self.viewer(),
                step: Some(self.step),
                bots: self.bots,
            },
        })
    }

    fn review_questions(&self) -> Vec<(usize, Request)> {
        if !self.finished() {
            return Vec::new();
        }
        let viewer = self.viewer();
        let mut before = self.record.clone();
        let mut questions = Vec::new();
        for (ply, &played) in self.record.actions.iter().enumerate() {
            let state = &self.states[ply];
            if state.turn() == Turn::Seat(viewer) && state.legal_actions().len() > 1 {
                before.actions = self.record.actions[..ply].to_vec();
                questions.push((
                    ply,
                    Request {
                        id: 0,
                        code: before.encode(),
                        seat: viewer,
                        task: Task::Review { played },
                    },
                ));
            }
        }
        questions
    }

    fn why_question(&self) -> Option<WhyQuestion> {
        if !self.finished() || self.step == 0 {
            return None;
        }
        let ply = self.step - 1;
        let state = &self.states[ply];
        let Turn::Seat(seat) = state.turn() else {
            return None;
        };
        if seat == self.viewer() || state.legal_actions().len() < 2 {
            return None;
        }
        let mut before = self.record.clone();
        before.actions.truncate(ply);
        let difficulty = self.bots.unwrap_or(crate::advice::HINT_DIFFICULTY);
        Some(WhyQuestion {
            ply,
            seat,
            played: self.record.actions[ply],
            difficulty,
            told: self.bots.is_some(),
            request: Request {
                id: 0,
                code: before.encode(),
                seat,
                task: Task::Explain { difficulty },
            },
        })
    }

    fn answer_here(&self, request: &Request) -> Result<crate::advice::Answer, String> {
        crate::advice::answer_as::<G>(request)
    }

    fn describe_at(&self, ply: usize, index: usize) -> String {
        let Some(state) = self.states.get(ply) else {
            return String::new();
        };
        state
            .legal_actions()
            .get(index)
            .map(|action| state.describe_action(action))
            .unwrap_or_default()
    }

    fn seek(&mut self, step: usize) {
        self.step = step.min(self.steps());
    }

    fn reveal_all(&mut self, all: bool) {
        self.reveal = all && self.finished();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advice::Answer;
    use crate::bots::Difficulty;
    use crate::engine::Game;
    use crate::games::GridOfShadowsGame;
    use crate::ui::module::open_replay as open;
    use crate::ui::session::Setup;

    /// A whole game of Grid of Shadows played through the table's seam by easy bots and a person
    /// who always takes their first move; its record.
    fn finished_record(seed: u64) -> (MatchRecord, Frame) {
        finished_record_against(seed, Difficulty::Easy)
    }

    /// [`finished_record`] against bots of `difficulty`.
    fn finished_record_against(seed: u64, difficulty: Difficulty) -> (MatchRecord, Frame) {
        let mut setup = Setup::new(GameId::GridOfShadows, seed).with_seats(2);
        setup.difficulty = difficulty;
        let mut live = crate::ui::module::open(setup, &[], &[], &[]).unwrap();
        for _ in 0..5000 {
            match live.next_step() {
                Step::Over => break,
                Step::Summary => live.close_summary(),
                Step::Person => live.play_index(0).unwrap(),
                Step::Automatic(i) => {
                    live.play_automatic(i).unwrap();
                }
                Step::Chance(i) => live.play_index(i).unwrap(),
                Step::Scripted { .. } => unreachable!("only a guided game scripts moves"),
                Step::Bot { seat, difficulty } => {
                    let request = live.request(seat, Task::Decide { difficulty });
                    let answer = crate::advice::answer(&request).unwrap();
                    live.play_index(answer.index()).unwrap();
                }
            }
        }
        let saved = crate::ui::session::SavedGame::decode(&live.saved()).unwrap();
        let mut record = MatchRecord::new(
            GameId::GridOfShadows.id(),
            saved.setup.settings,
            saved.setup.seed,
        );
        record.actions = saved.actions;
        (record, live.frame())
    }

    #[test]
    fn stepping_onto_a_lights_call_shows_the_cards_it_turned_over_with_its_verdict() {
        use crate::games::grid_of_shadows::GridEvent;
        let (record, _) = finished_record(5);
        let mut replay = Replay::<GridOfShadowsGame>::build(&ReplayLink {
            record,
            seat: Seat(0),
            step: Some(0),
            bots: None,
        })
        .unwrap();
        let mut reveals = 0;
        for step in 0..=replay.steps() {
            replay.seek(step);
            let shown = replay.frame().shown;
            let events = step.checked_sub(1).map_or(&[][..], |before| {
                &replay.events[replay.event_ends[before]..replay.event_ends[step]]
            });
            let gamble = events
                .iter()
                .any(|event| matches!(event, GridEvent::GambleRevealed { .. }));
            let revealed = events.iter().find_map(|event| match event {
                GridEvent::Revealed {
                    accused,
                    cards,
                    truthful,
                    ..
                } => Some((*accused, cards.clone(), *truthful)),
                _ => None,
            });
            match revealed {
                Some((accused, cards, truthful)) => {
                    reveals += 1;
                    let box_ = shown
                        .iter()
                        .find(|s| s.seat == Some(accused))
                        .unwrap_or_else(|| panic!("step {step}: no cards shown at the accused"));
                    let names: Vec<String> = cards.iter().map(ToString::to_string).collect();
                    assert_eq!(box_.cards, names, "step {step}");
                    let verdict = box_
                        .verdict
                        .as_ref()
                        .expect("a reveal says what it settled");
                    assert_eq!(verdict.against_them, !truthful, "step {step}");
                    assert_eq!(verdict.words, if truthful { "True" } else { "Bluff!" });
                }
                None if !gamble => assert!(
                    shown.iter().all(|s| s.verdict.is_none()),
                    "step {step}: a verdict with nothing revealed"
                ),
                None => {}
            }
        }
        assert!(reveals > 0, "the game has a \"Lights!\" call to check");
    }

    #[test]
    fn a_finished_replay_asks_to_review_each_real_decision_of_its_viewer_and_practice_plays_on() {
        let (record, _) = finished_record(5);
        let link = ReplayLink {
            record: record.clone(),
            seat: Seat(0),
            step: Some(0),
            bots: Some(Difficulty::Easy),
        };
        let replay = Replay::<GridOfShadowsGame>::build(&link).unwrap();
        let questions = replay.review_questions();
        let mut state = GridOfShadowsGame::new(&record.settings, record.seed).unwrap();
        let mut wanted = Vec::new();
        for (ply, &index) in record.actions.iter().enumerate() {
            let legal = state.legal_actions();
            if state.turn() == Turn::Seat(Seat(0)) && legal.len() > 1 {
                wanted.push((ply, index));
            }
            state.apply(&legal[usize::from(index)]).unwrap();
        }
        assert!(!wanted.is_empty());
        let asked: Vec<(usize, u16)> = questions
            .iter()
            .map(|(ply, request)| match request.task {
                Task::Review { played } => (*ply, played),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(asked, wanted);
        // Each question is the game up to that decision, answered from the seat's view.
        let (ply, request) = &questions[0];
        assert_eq!(
            MatchRecord::decode(&request.code).unwrap().actions.len(),
            *ply
        );
        let crate::advice::Answer::Reviewed(reviewed) = crate::advice::answer(request).unwrap()
        else {
            panic!("a review question gets a review")
        };
        assert_eq!((reviewed.ply, reviewed.seat), (*ply, Seat(0)));
        assert!(
            !replay
                .describe_at(*ply, usize::from(reviewed.best))
                .is_empty()
        );
        // Practice from that decision: the same position, the viewer to move, nothing saved.
        let practice_link = ReplayLink {
            step: Some(*ply),
            ..link
        };
        let practice = crate::ui::module::table(GameId::GridOfShadows)
            .unwrap()
            .practice(&practice_link)
            .unwrap();
        assert!(practice.practice());
        assert_eq!(practice.ply(), *ply);
        assert_eq!(practice.frame().decider, Some(Seat(0)));
    }

    #[test]
    fn why_works_out_a_bots_move_of_a_finished_game_again_and_is_never_asked_of_a_game_in_play() {
        let (record, _) = finished_record_against(6, Difficulty::Normal);
        let link = |bots, step| ReplayLink {
            record: record.clone(),
            seat: Seat(0),
            step: Some(step),
            bots,
        };
        let mut replay =
            Replay::<GridOfShadowsGame>::build(&link(Some(Difficulty::Normal), 0)).unwrap();
        let mut asked = 0;
        for step in 1..=record.actions.len() {
            replay.seek(step);
            let state = &replay.states[step - 1];
            let bot_chose = state.turn() == Turn::Seat(Seat(1)) && state.legal_actions().len() > 1;
            let Some(question) = replay.why_question() else {
                assert!(
                    !bot_chose,
                    "no question about the bot's choice at ply {}",
                    step - 1
                );
                continue;
            };
            assert!(
                bot_chose,
                "a question about a move that was no bot's choice: {question:?}"
            );
            assert_eq!(
                (question.ply, question.seat, question.told),
                (step - 1, Seat(1), true)
            );
            asked += 1;
            if asked > 3 {
                continue;
            }
            // Worked out again, the bot's own search plays the move the record holds.
            let Ok(Answer::Explained { index, ranked, .. }) =
                crate::advice::answer(&question.request)
            else {
                panic!("an explanation answers with the moves weighed")
            };
            assert_eq!(index, question.played, "ply {}", question.ply);
            assert!(ranked.iter().any(|r| r.index == question.played));
        }
        assert!(asked > 3, "only {asked} bot decisions with a choice");

        // The same record cut short is a game still in play: nothing is explained.
        let mut unfinished = record.clone();
        unfinished.actions.truncate(record.actions.len() - 1);
        let mut replay = Replay::<GridOfShadowsGame>::build(&ReplayLink {
            record: unfinished.clone(),
            ..link(Some(Difficulty::Normal), 0)
        })
        .unwrap();
        for step in 0..=unfinished.actions.len() {
            replay.seek(step);
            assert_eq!(replay.why_question(), None);
        }
        // A link without the bots' difficulty asks as a hint's search would, and says so.
        let mut replay = Replay::<GridOfShadowsGame>::build(&link(None, 0)).unwrap();
        let question = (1..=record.actions.len())
            .find_map(|step| {
                replay.seek(step);
                replay.why_question()
            })
            .unwrap();
        assert!(!question.told);
        assert_eq!(question.difficulty, crate::advice::HINT_DIFFICULTY);
    }

    #[test]
    fn a_replay_names_the_bots_difficulty_only_when_its_link_says_it() {
        let (record, _) = finished_record(4);
        let link = |bots| ReplayLink {
            record: record.clone(),
            seat: Seat(1),
            step: Some(0),
            bots,
        };
        let told = link(Some(Difficulty::Hard));
        let read = ReplayLink::from_query(&told.query()).unwrap();
        assert_eq!(read, told, "the difficulty travels in the link");
        let labels = |link: &ReplayLink| {
            let replay = Replay::<GridOfShadowsGame>::build(link).unwrap();
            (replay.controller(Seat(1)), replay.controller(Seat(0)))
        };
        assert_eq!(labels(&told), ("you".into(), "bot · Hard".into()));
        assert_eq!(labels(&link(None)), ("you".into(), "bot".into()));
        let unknown = told.query().replace("bots=hard", "bots=godlike");
        assert_eq!(ReplayLink::from_query(&unknown).unwrap().bots, None);
        let as_in_a_play_link = told.query().replace("bots=hard", "bot=hard");
        let read = ReplayLink::from_query(&as_in_a_play_link).unwrap();
        assert_eq!(read.bots, Some(Difficulty::Hard));
    }

    #[test]
    fn stepping_back_and_forward_ends_on_the_final_table_with_the_log_in_step() {
        let (record, live_end) = finished_record(3);
        let link = ReplayLink {
            record: record.clone(),
            seat: Seat(0),
            step: None,
            bots: None,
        };
        let mut replay = Replay::<GridOfShadowsGame>::build(&link).unwrap();
        let end = replay.frame();
        assert_eq!(end.model, {
            let mut m = live_end.model.clone();
            m.keep_drags(&BTreeSet::new());
            m
        });
        let steps = record.actions.len();
        let mut lengths = Vec::new();
        for k in (0..=steps).rev() {
            replay.seek(k);
            lengths.push(replay.frame().log.len());
        }
        assert!(
            lengths.windows(2).all(|w| w[0] >= w[1]),
            "the log shrinks going back"
        );
        replay.seek(0);
        assert!(replay.frame().log.len() < end.log.len());
        replay.seek(steps + 40);
        assert_eq!(replay.frame(), end, "forward to the end is the same table");
    }

    #[test]
    fn other_hands_stay_hidden_until_asked_for_after_the_end() {
        let (record, _) = finished_record(4);
        let mid = record.actions.len() / 2;
        let link = ReplayLink {
            record: record.clone(),
            seat: Seat(0),
            step: Some(mid),
            bots: None,
        };
        let mut replay = Replay::<GridOfShadowsGame>::build(&link).unwrap();
        let faces = |frame: &Frame| {
            frame
                .model
                .seats
                .iter()
                .filter(|s| s.seat != Seat(0))
                .flat_map(|s| &s.cards)
                .filter(|c| c.note.as_deref() == Some("in hand"))
                .count()
        };
        let hidden = replay.frame();
        assert_eq!(faces(&hidden), 0);
        let state = replay.states[mid].clone();
        assert_eq!(
            hidden.model,
            {
                let mut m = GridOfShadowsGame::table(&state.view(Seat(0)));
                m.keep_drags(&BTreeSet::new());
                m
            },
            "without the switch the table is the viewer's own view"
        );
        replay.reveal_all(true);
        let other_hand = GridOfShadowsGame::table(&state.view(Seat(1))).hand.len();
        assert!(other_hand > 0);
        assert_eq!(faces(&replay.frame()), other_hand);
        // An unfinished game never shows other hands.
        let mut cut = link.clone();
        cut.record.actions.truncate(mid);
        let mut unfinished = Replay::<GridOfShadowsGame>::build(&cut).unwrap();
        unfinished.reveal_all(true);
        assert_eq!(faces(&unfinished.frame()), 0);
        assert!(!unfinished.replay().unwrap().finished);
    }

    #[test]
    fn links_round_trip_and_mangled_ones_are_refused_with_a_reason() {
        let (record, _) = finished_record(5);
        let link = ReplayLink {
            record,
            seat: Seat(1),
            step: Some(7),
            bots: None,
        };
        assert_eq!(ReplayLink::from_query(&link.query()), Ok(link.clone()));
        let code = link.record.encode();
        for bad in [
            String::new(),
            "seat=0".into(),
            "code=hello".into(),
            format!("code={}&seat=9", code),
            format!("code={}&seat=x", code),
            format!("code={}&step=-1", code),
            format!("code={}", &code[..code.len() - 4]),
            "code=%ZZ".into(),
        ] {
            let refused = ReplayLink::from_query(&bad);
            assert!(refused.as_ref().is_err_and(|e| !e.is_empty()), "{bad}");
        }
        let mut wrong = link.clone();
        wrong.record.actions.push(250);
        let error = open(&wrong).err().expect("a move out of range");
        assert!(error.contains("move"), "{error}");
    }

    #[test]
    fn a_long_game_steps_quickly() {
        // A whole match of GRID#LOCK played at random runs to hundreds of moves.
        use crate::games::GridlockGame;
        let settings = crate::engine::Settings::new(2, "").with_rounds(3);
        let mut state = GridlockGame::new(&settings, 2).unwrap();
        let mut record = MatchRecord::new("gridlock", settings, 2);
        let mut rng = crate::engine::GameRng::seeded(9);
        while state.turn() != Turn::Over {
            let legal = state.legal_actions();
            let i = rng.below(legal.len());
            state.apply_unchecked(&legal[i]);
            record.actions.push(i as u16);
        }
        assert!(record.actions.len() > 200, "{}", record.actions.len());
        let link = ReplayLink {
            record,
            seat: Seat(0),
            step: Some(0),
            bots: None,
        };
        let mut replay = open(&link).unwrap();
        let steps = replay.replay().unwrap().steps;
        let start = std::time::Instant::now();
        for k in 0..=steps {
            replay.seek(k);
            assert!(!replay.frame().log.is_empty());
        }
        let per_step = start.elapsed() / (steps as u32 + 1);
        println!("{steps} steps, {per_step:?} a step");
    }
}
