//! A guided first game at the table: a [`Live`] game whose moves the game's script makes (see
//! [`crate::learn`]), with a coach that says what each move teaches and marks the move to make.
//!
//! The script was walked through the engine when the tutorial opened, so the table only follows
//! its record: at each ply the move is the walked one. The learner's other moves are turned down
//! with a friendly word; the bots' moves are the script's, made at the table's pace; a remark on a
//! bot's move waits for "Continue". Once the script is done the coach says so and waits: the
//! learner starts a real game or plays this one on, freely against easy bots, the coach then
//! saying only that the lessons are over (its last lesson speaks of the moment it was read, and
//! would go stale as the game goes on).

use super::adapter::UiGame;
use super::play::{Coach, Faces, Frame, Live, Play, ReplayStatus, Standing, Step};
use super::session::{Pace, Setup};
use crate::advice::{Deliberation, Request, Task};
use crate::bots::Difficulty;
use crate::engine::{GameInfo, MatchRecord, Seat};
use crate::games::GameId;
use crate::lang;
use crate::learn::{Walked, walk};

/// A guided first game of `G`.
pub struct Lesson<G: UiGame> {
    live: Live<G>,
    /// Every scripted move, walked through the engine.
    steps: Vec<Walked>,
    /// Every action of the script's game, nature's and the forced ones included.
    record: Vec<u16>,
    /// The remark or introduction waiting to be read, if any.
    reading: Option<&'static str>,
    /// The lesson shown last, kept while the bots move.
    last: &'static str,
    /// The script is done and the learner chose to play the game on.
    playing_on: bool,
}

/// The lesson read before the first move, and the one after the last.
const INTRO: &str = "intro";
pub const DONE: &str = "done";
/// Not a lesson of the page: the coach's own words once the learner plays on after the script.
pub const PLAYING_ON: &str = "playing on";

impl<G: UiGame> Lesson<G> {
    /// Opens `G`'s guided game after `played` of its moves (a resumed tutorial), its bots at
    /// `pace`, or says why it cannot be opened.
    pub fn open(played: usize, pace: Pace) -> Result<Self, String> {
        let game = GameId::parse(G::INFO.id).expect("every game has an id in GameId");
        let missing = || lang::app().no_tutorial(lang::game(game).name());
        let tutorial = G::tutorial().ok_or_else(missing)?;
        let walked = walk::<G>(&tutorial).map_err(|_| missing())?;
        let mut setup = Setup::new(game, tutorial.seed);
        setup.settings = tutorial.settings();
        setup.you = tutorial.learner;
        setup.humans = vec![tutorial.learner];
        setup.difficulty = Difficulty::Easy;
        setup.pace = pace;
        // A finished guided game opens again from the start.
        let played = if played >= walked.record.len() {
            0
        } else {
            played
        };
        let live = Live::restore(setup, &walked.record[..played], &[], &[])?;
        let last = walked
            .steps
            .iter()
            .rev()
            .find(|s| s.ply < played)
            .and_then(|s| s.lesson)
            .unwrap_or(INTRO);
        Ok(Lesson {
            live,
            steps: walked.steps,
            record: walked.record,
            reading: (played == 0).then_some(INTRO),
            last,
            playing_on: false,
        })
    }

    pub fn boxed(played: usize, pace: Pace) -> Result<Box<dyn Play>, String> {
        Ok(Box::new(Self::open(played, pace)?))
    }

    fn scripted(&self) -> Option<u16> {
        self.record.get(self.ply()).copied()
    }

    /// The scripted move at this ply, if the script names it (a forced move it does not).
    fn step_here(&self) -> Option<&Walked> {
        let ply = self.ply();
        self.steps.iter().find(|s| s.ply == ply)
    }

    fn learners_turn(&self) -> bool {
        matches!(self.live.next_step(), Step::Person | Step::Automatic(_))
    }

    fn script_done(&self) -> bool {
        self.ply() >= self.record.len()
    }

    /// The table waits for the learner to read the coach: a remark or the introduction, or, once
    /// the script is done with the game still on, its closing words and the way on.
    fn waiting_for_reader(&self) -> bool {
        let over = matches!(self.live.next_step(), Step::Over);
        !over && (self.reading.is_some() || (self.script_done() && !self.playing_on))
    }

    /// Plays the script's move, and keeps its lesson shown (a remark on another seat's move
    /// waits to be read).
    fn play_scripted(&mut self, index: usize) -> Result<(), String> {
        let here = self
            .step_here()
            .and_then(|s| Some((s.seat != self.live.setup().you, s.lesson?)));
        self.live.play_index(index)?;
        if let Some((remark, lesson)) = here {
            self.last = lesson;
            if remark {
                self.reading = Some(lesson);
            }
        }
        Ok(())
    }
}

impl<G: UiGame> Play for Lesson<G> {
    fn info(&self) -> &'static GameInfo {
        self.live.info()
    }

    fn setup(&self) -> &Setup {
        self.live.setup()
    }

    fn faces(&self) -> Faces {
        self.live.faces()
    }

    fn frame(&self) -> Frame {
        let mut frame = self.live.frame();
        // The table waits for the learner to read the coach, not for a bot (nor a move): no move
        // is offered meanwhile, or the prompt's "press Continue" would stand beside live moves.
        if self.waiting_for_reader() {
            frame.prompt = if self.reading.is_some() {
                lang::app().coach_read_first().into()
            } else {
                lang::app().coach_done_prompt().into()
            };
            frame.choices.clear();
        } else if frame.decider.is_some()
            && let Some(marked) = self.scripted()
            && let Some(choice) = frame.choices.get(usize::from(marked))
        {
            // The game's own prompt offers every legal move ("turn up one of your cards"), while
            // the coach takes only the one it marks: the prompt names that one.
            frame.prompt = lang::app().coach_marked_move(&choice.label);
        }
        frame
    }

    fn next_step(&self) -> Step {
        let inner = self.live.next_step();
        if self.waiting_for_reader() {
            return Step::Person;
        }
        let Some(index) = self.scripted() else {
            return inner;
        };
        match inner {
            Step::Bot { seat, .. } => Step::Scripted {
                seat,
                index: usize::from(index),
            },
            other => other,
        }
    }

    fn play_index(&mut self, index: usize) -> Result<(), String> {
        match self.scripted() {
            Some(scripted) if usize::from(scripted) == index => self.play_scripted(index),
            Some(_) if self.learners_turn() => Err(lang::app().tutorial_other_move().into()),
            _ => self.live.play_index(index),
        }
    }

    fn play_automatic(&mut self, index: usize) -> Result<Option<String>, String> {
        self.live.play_automatic(index)
    }

    fn refuse_drop(&self, drag: &str, drop: &str) -> String {
        if self.scripted().is_some() && self.learners_turn() {
            return lang::app().tutorial_other_move().into();
        }
        self.live.refuse_drop(drag, drop)
    }

    fn lift_curtain(&mut self) {
        self.live.lift_curtain();
    }

    fn close_summary(&mut self) {
        self.live.close_summary();
    }

    /// A guided game is kept apart from the game in progress (see `storage::save_lesson`): its
    /// "save" is how far it went.
    fn saved(&self) -> String {
        self.ply().to_string()
    }

    fn ply(&self) -> usize {
        self.live.ply()
    }

    fn request(&self, seat: Seat, task: Task) -> Request {
        self.live.request(seat, task)
    }

    fn deliberate(&self, seat: Seat, task: Task) -> Result<Box<dyn Deliberation>, String> {
        self.live.deliberate(seat, task)
    }

    fn note_hint(&mut self) {}

    fn record(&self) -> MatchRecord {
        self.live.record()
    }

    fn standing(&self) -> Standing {
        self.live.standing()
    }

    fn replay(&self) -> Option<ReplayStatus> {
        None
    }

    fn take_back_refusal(&self) -> Option<String> {
        Some(lang::app().not_in_a_tutorial().into())
    }

    fn coach(&self) -> Option<Coach> {
        let ply = self.ply();
        let done = ply >= self.record.len();
        // Progress counts the moves that teach something, so it never jumps over silent ones. A
        // remark being read speaks of a move already made, which counts; a move asked for is the
        // next one.
        let teaching = || self.steps.iter().filter(|s| s.lesson.is_some());
        let steps = teaching().count();
        let made = teaching().filter(|s| s.ply < ply).count();
        let base = Coach {
            lesson: self.last,
            reading: false,
            expected: None,
            step: made,
            steps,
            done,
        };
        if let Some(lesson) = self.reading {
            return Some(Coach {
                lesson,
                reading: true,
                ..base
            });
        }
        if done {
            // The closing words wait for their reader while the game is on; once the learner
            // plays on, they would speak of a table long changed.
            let waiting = self.waiting_for_reader();
            return Some(Coach {
                lesson: if self.playing_on { PLAYING_ON } else { DONE },
                reading: waiting,
                ..base
            });
        }
        match (self.learners_turn(), self.step_here()) {
            (true, Some(here)) => Some(Coach {
                lesson: here.lesson.unwrap_or(self.last),
                expected: Some(usize::from(here.index)),
                step: made + usize::from(here.lesson.is_some()),
                ..base
            }),
            _ => Some(base),
        }
    }

    fn read_lesson(&mut self) {
        if self.reading.take().is_none() && self.script_done() {
            self.playing_on = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GrueGame;

    /// Plays a guided game the way the table does, the learner making each expected move (which
    /// the prompt names) after a wrong one; returns the lessons shown, in order, and the coach's
    /// step counter each time it changed.
    fn play_through<G: UiGame>() -> (Vec<&'static str>, Vec<usize>) {
        let (shown, counted, _) = play_to_the_end_of_the_script::<G>();
        (shown, counted)
    }

    /// [`play_through`], and the guided game as the script leaves it.
    fn play_to_the_end_of_the_script<G: UiGame>() -> (Vec<&'static str>, Vec<usize>, Lesson<G>) {
        let mut lesson = Lesson::<G>::open(0, Pace::Fast).unwrap();
        let mut shown = Vec::new();
        let mut counted = Vec::new();
        for _ in 0..10_000 {
            let coach = lesson.coach().unwrap();
            if shown.last() != Some(&coach.lesson) {
                shown.push(coach.lesson);
            }
            // The counter as read beside a remark or a move asked for (while the others move it
            // stays on the last one read).
            let speaking = coach.reading || coach.expected.is_some();
            if speaking && counted.last() != Some(&coach.step) {
                counted.push(coach.step);
            }
            if coach.done {
                assert_eq!(
                    coach.step,
                    coach.steps,
                    "{}: the counter ends at the last step",
                    G::INFO.id
                );
                return (shown, counted, lesson);
            }
            match lesson.next_step() {
                Step::Person if coach.reading => lesson.read_lesson(),
                Step::Person => {
                    let expected = coach.expected.expect("the learner is shown a move");
                    // The prompt names the move the coach marks, not every legal one.
                    let frame = lesson.frame();
                    let marked = &frame.choices[expected].label;
                    assert_eq!(
                        frame.prompt,
                        lang::app().coach_marked_move(marked),
                        "{}",
                        G::INFO.id
                    );
                    assert!(frame.prompt.contains(marked.as_str()));
                    let legal = frame.choices.len();
                    if let Some(wrong) = (0..legal).find(|&i| i != expected) {
                        let before = lesson.ply();
                        assert_eq!(
                            lesson.play_index(wrong),
                            Err(lang::app().tutorial_other_move().into())
                        );
                        assert_eq!(lesson.ply(), before, "a wrong move changes nothing");
                    }
                    lesson.play_index(expected).unwrap();
                }
                Step::Scripted { index, .. } | Step::Chance(index) => {
                    lesson.play_index(index).unwrap();
                }
                Step::Automatic(index) => {
                    lesson.play_automatic(index).unwrap();
                }
                Step::Summary => lesson.close_summary(),
                Step::Bot { .. } => panic!("a bot decides inside the script"),
                Step::Over => panic!("the game ended before the script"),
            }
        }
        panic!("the guided game never finished");
    }

    fn shows_every_lesson_in_order<G: UiGame>() -> bool {
        let Some(tutorial) = G::tutorial() else {
            return false;
        };
        let (shown, counted) = play_through::<G>();
        // "Before you start", "Move 1 of 10", "Move 2 of 10"…: the counter never skips a step,
        // nor goes back.
        let expected_count: Vec<usize> = (0..counted.len()).collect();
        assert_eq!(counted, expected_count, "{}", G::INFO.id);
        let walked = walk::<G>(&tutorial).unwrap();
        let mut wanted = vec![INTRO];
        wanted.extend(walked.lessons);
        wanted.push(DONE);
        assert_eq!(shown, wanted, "{}", G::INFO.id);
        true
    }

    #[test]
    fn a_guided_game_shows_every_lesson_in_order_names_the_marked_move_and_turns_down_others() {
        let taught: Vec<GameId> = GameId::ALL
            .into_iter()
            .filter(|&game| crate::with_game!(game, G => shows_every_lesson_in_order::<G>()))
            .collect();
        assert_eq!(taught, GameId::ALL, "every game has a guided first game");
    }

    /// Once the script is done, a game still on waits for the learner with the closing words
    /// and no move offered; played on, the coach says only that the lessons are over, however
    /// the game goes (a round later its last lesson would speak of a table long gone).
    fn the_finished_script_waits_then_plays_on_without_stale_words<G: UiGame>() {
        let (_, _, mut lesson) = play_to_the_end_of_the_script::<G>();
        // A remark on the script's last move is read first.
        while lesson
            .coach()
            .is_some_and(|c| c.reading && c.lesson != DONE)
        {
            lesson.read_lesson();
        }
        let coach = lesson.coach().unwrap();
        assert_eq!((coach.lesson, coach.done), (DONE, true), "{}", G::INFO.id);
        if lesson.next_step() == Step::Over {
            assert!(
                !coach.reading,
                "{}: a game over waits for no one",
                G::INFO.id
            );
            return;
        }
        assert!(coach.reading, "{}", G::INFO.id);
        assert_eq!(lesson.next_step(), Step::Person, "{}", G::INFO.id);
        let frame = lesson.frame();
        assert!(
            frame.choices.is_empty(),
            "{}: no move beside the closing words",
            G::INFO.id
        );
        assert_eq!(frame.prompt, lang::app().coach_done_prompt());
        lesson.read_lesson();
        let mut moves = 0;
        while lesson.next_step() != Step::Over && moves < 400 {
            let coach = lesson.coach().unwrap();
            assert_eq!(
                (coach.lesson, coach.reading, coach.done, coach.expected),
                (PLAYING_ON, false, true, None),
                "{}",
                G::INFO.id
            );
            match lesson.next_step() {
                Step::Person => {
                    assert!(!lesson.frame().choices.is_empty(), "{}", G::INFO.id);
                    lesson.play_index(0).unwrap();
                }
                // Any legal move will do for a bot here: the words are what is checked.
                Step::Bot { .. } => lesson.play_index(0).unwrap(),
                Step::Scripted { index, .. } | Step::Chance(index) => {
                    lesson.play_index(index).unwrap()
                }
                Step::Automatic(index) => drop(lesson.play_automatic(index).unwrap()),
                Step::Summary => lesson.close_summary(),
                Step::Over => unreachable!(),
            }
            moves += 1;
        }
        assert!(moves > 0, "{}: the game went on", G::INFO.id);
    }

    #[test]
    fn a_finished_guided_game_says_so_and_plays_on_without_its_lessons() {
        for game in GameId::ALL {
            crate::with_game!(game, G => the_finished_script_waits_then_plays_on_without_stale_words::<G>());
        }
    }

    #[test]
    fn a_guided_game_resumes_where_it_was_left() {
        let walked = walk::<GrueGame>(&GrueGame::tutorial().unwrap()).unwrap();
        let learner = walked
            .steps
            .iter()
            .rfind(|s| s.lesson == Some("defend"))
            .unwrap();
        let resumed = Lesson::<GrueGame>::open(learner.ply, Pace::Normal).unwrap();
        let coach = resumed.coach().unwrap();
        assert_eq!(coach.lesson, "defend");
        assert_eq!(coach.expected, Some(usize::from(learner.index)));
        assert!(!coach.reading);
    }
}
