//! The game-independent face of a game in progress: the one seam between the five games and the
//! table, so the table, its pieces and the bot driver are compiled once rather than once per game.
//!
//! [`Live`] wraps a [`Session`] of one game and its [`UiGame`] adapter behind the object-safe
//! [`Play`] trait. Everything the table draws comes out as plain data in one [`Frame`] (the
//! [`TableModel`], prompt, legal moves as indices with their gestures, log, summary, end screen);
//! everything it does goes back in as a legal-action index. A bot's decision goes out as an
//! [`advice::Request`](crate::advice::Request) for the bot worker, or, without a worker, as a
//! boxed [`Deliberation`] the page steps itself; both answer with the same index. No browser
//! types live here, so the flow is tested natively.

use super::adapter::{CardArt, Gesture, Moment, ScoreSheet, SeatModel, Shown, TableModel, UiGame};
use super::session::{SeatOutcome, Session, Setup};
use crate::advice::{self, Answer, Deliberation, Request, Task};
use crate::bots::Difficulty;
use crate::engine::{GameInfo, MatchRecord, Seat, SeatResult, Turn};
use crate::lang;
use std::collections::{BTreeMap, BTreeSet};

/// A legal move of the person deciding, as the actions panel and drag and drop use it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Choice {
    pub index: usize,
    pub label: String,
    /// A heading in the actions panel ("" for the main list).
    pub group: &'static str,
    pub gestures: Vec<Gesture>,
}

/// The summary the table shows, and waits on, between two rounds of a match.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoundSummary {
    pub title: String,
    pub scores: Option<ScoreSheet>,
}

/// The end screen's content.
#[derive(Clone, PartialEq, Debug)]
pub struct Ending {
    pub title: &'static str,
    /// How the game ended, in a sentence.
    pub line: Option<String>,
    pub results: Vec<SeatOutcome>,
    pub scores: Option<ScoreSheet>,
}

/// Everything the table shows at one moment, for the seat whose eyes it is drawn for.
#[derive(Clone, PartialEq, Debug)]
pub struct Frame {
    pub viewer: Seat,
    /// Pass-and-play: the device must go to this seat before anything private is drawn.
    pub curtain: Option<Seat>,
    /// The seat deciding now, person or bot.
    pub acting: Option<Seat>,
    /// The person deciding, once the device is in their hands.
    pub decider: Option<Seat>,
    pub model: TableModel,
    pub prompt: String,
    pub choices: Vec<Choice>,
    pub log: Vec<String>,
    pub summary: Option<RoundSummary>,
    pub ending: Option<Ending>,
    /// "You are Seat 1", or whose cards a shared device shows.
    pub you_line: String,
    /// What the last move was, for its sound: the strongest moment among its events.
    pub moment: Option<Moment>,
    /// The cards the last move showed the viewer.
    pub shown: Vec<Shown>,
}

/// What the table must do next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step {
    /// A person decides (or the device must be handed over first).
    Person,
    /// The round summary waits for a click.
    Summary,
    /// The person's move is made for them: it is their only one, or the game answers for them.
    Automatic(usize),
    /// Nature picks this legal-action index.
    Chance(usize),
    /// A bot of this difficulty decides for `seat`, from that seat's view only.
    Bot {
        seat: Seat,
        difficulty: Difficulty,
    },
    /// A guided game's script makes `seat`'s move: the legal action at `index`.
    Scripted {
        seat: Seat,
        index: usize,
    },
    Over,
}

/// What a guided first game's coach shows now.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Coach {
    /// The lesson to read: an id in the game's page of lesson words.
    pub lesson: &'static str,
    /// The lesson waits for "Continue" (a remark on a move, the introduction).
    pub reading: bool,
    /// The legal-action index of the move the learner is asked to make.
    pub expected: Option<usize>,
    /// Which of the teaching moves the coach speaks of (counted from 1; 0 before the first), and
    /// how many there are.
    pub step: usize,
    pub steps: usize,
    /// The script is over: the rest of the game, if any, is played freely.
    pub done: bool,
}

/// Card faces, for drawing any card by name.
#[derive(Clone, Copy)]
pub struct Faces {
    /// A card's name in the current language, from its id (`data-card`).
    pub name: fn(&str) -> String,
    pub art: fn(&str) -> CardArt,
    /// The characters in a card's corner (see [`UiGame::card_index`]).
    pub index: fn(&str) -> String,
    pub text: fn(&str) -> String,
}

impl Faces {
    /// `G`'s faces.
    pub fn of<G: UiGame>() -> Faces {
        Faces {
            name: G::card_name,
            art: G::card_art,
            index: G::card_index,
            text: G::card_text,
        }
    }
}

/// One game in progress, whatever the game. Every method is plain data in, plain data out.
pub trait Play: Send + Sync {
    fn info(&self) -> &'static GameInfo;
    fn setup(&self) -> &Setup;
    /// Who plays `seat`, as its panel says it.
    fn controller(&self, seat: Seat) -> String {
        self.setup().controller(seat)
    }
    fn faces(&self) -> Faces;
    /// Everything on screen now.
    fn frame(&self) -> Frame;
    fn next_step(&self) -> Step;
    /// Plays the legal action at `index`, or refuses with the reason and changes nothing.
    fn play_index(&mut self, index: usize) -> Result<(), String>;
    /// Plays the move [`Step::Automatic`] named, leaving its note in the log. Returns the note
    /// the first time it is said to that person, so the table can say it where they look.
    fn play_automatic(&mut self, index: usize) -> Result<Option<String>, String>;
    /// Why a drop that matches no legal move cannot be done.
    fn refuse_drop(&self, drag: &str, drop: &str) -> String;
    fn lift_curtain(&mut self);
    /// The round summary has been read.
    fn close_summary(&mut self);
    /// The localStorage text that resumes this game.
    fn saved(&self) -> String;
    /// Moves played so far.
    fn ply(&self) -> usize;
    /// The question for the bot worker: `task` for `seat`, who is to move.
    fn request(&self, seat: Seat, task: Task) -> Request;
    /// The same question, answered on the page a slice at a time.
    fn deliberate(&self, seat: Seat, task: Task) -> Result<Box<dyn Deliberation>, String>;
    /// Notes in the log, for everyone at the table, that the person to move asked for a hint.
    fn note_hint(&mut self);
    /// The fact behind a hint recommending the legal action at `index`, from the decider's view.
    fn hint_fact(&self, _index: usize) -> Option<String> {
        None
    }
    /// The match record so far: settings, seed and the moves played.
    fn record(&self) -> MatchRecord;
    /// How the game stands for you, for your record.
    fn standing(&self) -> Standing;
    /// Where a replay stands; `None` for a game in progress.
    fn replay(&self) -> Option<ReplayStatus> {
        None
    }
    /// Shows a replay after its first `step` moves (at most all of them).
    fn seek(&mut self, _step: usize) {}
    /// Shows every hand in a replay of a finished game, or only the viewer's again.
    fn reveal_all(&mut self, _all: bool) {}
    /// In a replay of a finished game, the viewer's decisions worth reviewing (those with more
    /// than one legal move): each one's ply and the question that reviews it.
    fn review_questions(&self) -> Vec<(usize, Request)> {
        Vec::new()
    }
    /// Answers a question about this game on the page (when there is no worker to ask).
    fn answer_here(&self, _request: &Request) -> Result<Answer, String> {
        Err(lang::app().not_in_progress().into())
    }
    /// In a replay, the legal action at `index` after `ply` moves, in words.
    fn describe_at(&self, _ply: usize, _index: usize) -> String {
        String::new()
    }
    /// A practice game played on from a replay's position: never saved, never recorded.
    fn practice(&self) -> bool {
        false
    }
    /// In a replay of a finished game, the move just shown when another seat made it with a real
    /// choice: the question that works it out again as that seat's bot did. Never in a game
    /// still being played, where a bot's reasoning would tell what it holds.
    fn why_question(&self) -> Option<WhyQuestion> {
        None
    }
    /// Why the last decision of a person cannot be taken back now; `None` when it can.
    fn take_back_refusal(&self) -> Option<String> {
        Some(lang::app().not_in_progress().into())
    }
    /// The coach of a guided first game; `None` in any other.
    fn coach(&self) -> Option<Coach> {
        None
    }
    /// The learner has read the coach's remark and goes on.
    fn read_lesson(&mut self) {}
    /// Takes back the last decision of a person and every move after it, or says why not.
    fn take_back(&mut self) -> Result<(), String> {
        Err(self
            .take_back_refusal()
            .unwrap_or_else(|| lang::app().nothing_to_take_back().into()))
    }
}

/// How a game stands for "you", for your record.
#[derive(Clone, PartialEq, Debug)]
pub struct Standing {
    pub you: Seat,
    pub role: Option<&'static str>,
    /// `None` until the game is over.
    pub result: Option<SeatResult>,
    pub score: Option<f64>,
    pub hints: u32,
    pub take_backs: u32,
    /// The match code of the moves so far.
    pub code: String,
    /// Your calls that matter ([`crate::engine::seat_tallies`]), by their keys: counted once the
    /// game is over, where the end screen and the record show them (a save after each move has
    /// no use for them).
    pub calls: BTreeMap<&'static str, u32>,
    /// How strong the bots were, where that is known (a replay's link may not say).
    pub bots: Option<crate::bots::Difficulty>,
}

/// A bot's decision in a finished game, to be worked out again ([`Play::why_question`]).
#[derive(Clone, PartialEq, Debug)]
pub struct WhyQuestion {
    /// The moves before it: the replay's step before the move.
    pub ply: usize,
    pub seat: Seat,
    /// The legal-action index it played.
    pub played: u16,
    /// The difficulty asked about: the bots' own when the replay's link names it.
    pub difficulty: crate::bots::Difficulty,
    /// The link named the bots' difficulty, so the answer is that bot's own search.
    pub told: bool,
    pub request: Request,
}

/// Where a replay stands, for its controls.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ReplayStatus {
    /// Moves shown so far.
    pub step: usize,
    /// Moves in the record.
    pub steps: usize,
    /// The record ends the game: every hand may be shown.
    pub finished: bool,
    /// Every hand is shown.
    pub reveal: bool,
    /// The link to this replay at this step.
    pub link: super::replay_link::ReplayLink,
}

/// A [`Session`] of one game with its adapter: the only per-game code the table needs.
pub struct Live<G: UiGame> {
    session: Session<G>,
    /// Notes of moves the table made for a person: after this many events, for that person's
    /// eyes only (at a shared device, others must not learn that a move was forced).
    notes: Vec<(usize, Seat, String)>,
    /// Hints asked for: after this many events, by that seat, at that ply.
    hints: Vec<(usize, Seat, usize)>,
    /// Moves taken back: after this many events, by that seat, back to that ply.
    take_backs: Vec<(usize, Seat, usize)>,
    /// Every person's decision still in the record: its ply, who made it and what they saw
    /// just before it (what the take-back rule compares with what they see now).
    decisions: Vec<(usize, Seat, G::View)>,
    /// Events the last move produced start here.
    last_move_events: usize,
    /// The ply whose round summary was closed.
    summary_closed: Option<usize>,
    /// Played on from a replay for practice (see [`Play::practice`]).
    practice: bool,
}

impl<G: UiGame> Live<G> {
    /// Deals `setup` and replays `actions`, remembering which moves the table made for a person,
    /// where people asked for hints (`hinted`: plies) and where moves were taken back to
    /// (`taken_back`: plies, in the order it happened).
    pub fn restore(
        setup: Setup,
        actions: &[u16],
        hinted: &[usize],
        taken_back: &[usize],
    ) -> Result<Self, String> {
        let mut live = Live {
            session: Session::start(setup)?,
            notes: Vec::new(),
            hints: Vec::new(),
            take_backs: Vec::new(),
            decisions: Vec::new(),
            last_move_events: 0,
            summary_closed: None,
            practice: false,
        };
        for (ply, &index) in actions.iter().enumerate() {
            live.note_restored(ply, hinted, taken_back);
            let index = usize::from(index);
            let made_for_person = live.automatic().is_some_and(|(auto, _)| auto == index);
            let played = if made_for_person {
                live.play_automatic(index).map(drop)
            } else {
                live.play_index(index)
            };
            played.map_err(|reason| lang::app().move_not_replayed(ply + 1, &reason))?;
        }
        // A hint asked for, or a take-back, at the move still to be made.
        live.note_restored(actions.len(), hinted, taken_back);
        Ok(live)
    }

    /// The notes a save holds for the position after `ply` moves: its hint, then its take-backs.
    fn note_restored(&mut self, ply: usize, hinted: &[usize], taken_back: &[usize]) {
        if hinted.contains(&ply) {
            self.note_hint();
        }
        if let Some(seat) = self.session.human_to_act() {
            let at = self.session.events().len();
            for _ in taken_back.iter().filter(|&&p| p == ply) {
                self.take_backs.push((at, seat, ply));
            }
        }
    }

    /// A practice game from a replay's position: the replayed game's first `link.step` moves,
    /// then the viewer plays on against the same bots.
    pub fn practice_boxed(link: &super::replay_link::ReplayLink) -> Result<Box<dyn Play>, String> {
        let setup = link.setup()?;
        let actions = &link.record.actions;
        let step = link.step.unwrap_or(actions.len()).min(actions.len());
        let mut live = Live::<G>::restore(setup, &actions[..step], &[], &[])?;
        live.practice = true;
        Ok(Box::new(live))
    }

    /// Boxed for the table; a game that cannot be dealt says why.
    pub fn boxed(
        setup: Setup,
        actions: &[u16],
        hinted: &[usize],
        taken_back: &[usize],
    ) -> Result<Box<dyn Play>, String> {
        Ok(Box::new(Live::<G>::restore(
            setup, actions, hinted, taken_back,
        )?))
    }

    /// Plays the action at `index`; a person's own choice (not one the table made for them) is
    /// remembered for a take-back.
    fn play_as(&mut self, index: usize, chosen: bool) -> Result<(), String> {
        let before = self.session.events().len();
        let ply = self.session.ply();
        let decider = self.session.human_to_act().filter(|_| chosen);
        let seen = decider.map(|seat| self.session.state().view(seat));
        self.session.play_index(index)?;
        self.last_move_events = before;
        if let (Some(seat), Some(seen)) = (decider, seen) {
            self.decisions.push((ply, seat, seen));
        }
        Ok(())
    }

    /// The move the table makes for the person deciding, with its note: the game's own answer,
    /// else their only legal move.
    fn automatic(&self) -> Option<(usize, String)> {
        let seat = self.session.human_to_act()?;
        let state = self.session.state();
        let view = state.view(seat);
        let legal = state.legal_actions();
        if let Some((action, note)) = G::automatic(&view, &legal) {
            return legal.iter().position(|a| *a == action).map(|i| (i, note));
        }
        match legal.as_slice() {
            [only] if !G::ask_even_if_forced(&view, only) => {
                let label = state.describe_action(only);
                Some((0, lang::app().only_move_made(&label)))
            }
            _ => None,
        }
    }

    /// The heading of the round summary waiting to be read, if the last move ended a round.
    fn summary_title(&self) -> Option<String> {
        if self.summary_closed == Some(self.session.ply()) || self.session.is_over() {
            return None;
        }
        self.session.events()[self.last_move_events..]
            .iter()
            .find_map(G::round_over)
    }

    /// `view` is the viewer's, who is the person deciding whenever a person decides.
    fn prompt(&self, view: &G::View, legal: &[G::Action]) -> String {
        let s = &self.session;
        let words = lang::app();
        if s.is_over() {
            return words.game_over().into();
        }
        if let Some(seat) = s.curtain() {
            return words.pass_device_prompt(seat);
        }
        match s.state().turn() {
            Turn::Seat(seat) if s.setup().is_human(seat) => {
                let text = G::prompt(view, legal);
                if s.setup().humans.len() > 1 {
                    words.seat_prompt(seat, &text)
                } else {
                    text
                }
            }
            Turn::Seat(seat) => words.bot_thinking(seat),
            Turn::Chance => words.shuffled_by_fate().into(),
            Turn::Over => words.game_over().into(),
        }
    }

    /// The person deciding's moves, drawn from their `view` (the viewer's).
    fn choices(&self, view: &G::View, legal: &[G::Action]) -> Vec<Choice> {
        let state = self.session.state();
        legal
            .iter()
            .enumerate()
            .map(|(index, action)| Choice {
                index,
                label: state.describe_action(action),
                group: G::group(action),
                gestures: G::gestures(view, action),
            })
            .collect()
    }

    fn log(&self, viewer: Seat) -> Vec<String> {
        let mut notes = self
            .notes
            .iter()
            .filter(|(_, seat, _)| *seat == viewer)
            .peekable();
        let mut hints = self.hints.iter().peekable();
        let mut take_backs = self.take_backs.iter().peekable();
        let hint_line = |seat: Seat| lang::app().asked_for_a_hint(seat, viewer);
        let take_back_line = |seat: Seat| lang::app().took_back_a_move(seat, viewer);
        let mut lines = Vec::new();
        for (i, event) in self.session.events().iter().enumerate() {
            while let Some((_, _, note)) = notes.next_if(|(at, _, _)| *at <= i) {
                lines.push(note.clone());
            }
            while let Some(&(_, seat, _)) = hints.next_if(|(at, _, _)| *at <= i) {
                lines.push(hint_line(seat));
            }
            while let Some(&(_, seat, _)) = take_backs.next_if(|(at, _, _)| *at <= i) {
                lines.push(take_back_line(seat));
            }
            lines.extend(G::narrate(event, Some(viewer)));
        }
        lines.extend(notes.map(|(_, _, note)| note.clone()));
        lines.extend(hints.map(|&(_, seat, _)| hint_line(seat)));
        lines.extend(take_backs.map(|&(_, seat, _)| take_back_line(seat)));
        lines
    }

    fn ending(&self, view: &G::View) -> Option<Ending> {
        if !self.session.is_over() {
            return None;
        }
        let setup = self.session.setup();
        let results = self.session.results();
        let mine = results
            .iter()
            .find(|r| r.seat == setup.you)
            .map(|r| r.result);
        let anyone_won = results.iter().any(|r| r.result == SeatResult::Win);
        // With several people at one device "you" is nobody in particular.
        let title = lang::app().ending_title(mine.filter(|_| setup.humans.len() == 1), anyone_won);
        Some(Ending {
            title,
            line: G::ending(view),
            results,
            scores: G::scores(view),
        })
    }
}

impl<G: UiGame> Play for Live<G> {
    fn info(&self) -> &'static GameInfo {
        &G::INFO
    }

    fn setup(&self) -> &Setup {
        self.session.setup()
    }

    fn faces(&self) -> Faces {
        Faces::of::<G>()
    }

    fn frame(&self) -> Frame {
        let s = &self.session;
        let viewer = s.viewer();
        let curtain = s.curtain();
        let view = s.state().view(viewer);
        let summary = self
            .summary_title()
            .filter(|_| curtain.is_none())
            .map(|title| RoundSummary {
                title,
                scores: G::scores(&view),
            });
        // Nobody moves while the device changes hands or a round's summary is up, and no buttons
        // flash up for a move the table is about to make for the person.
        let decider = s
            .human_to_act()
            .filter(|_| curtain.is_none() && summary.is_none())
            .filter(|_| self.automatic().is_none());
        let legal = s.state().legal_actions();
        let choices = if decider.is_some() {
            self.choices(&view, &legal)
        } else {
            Vec::new()
        };
        let mut model = G::table(&view);
        let active: BTreeSet<String> = choices
            .iter()
            .flat_map(|c| c.gestures.iter().map(|g| g.drag.clone()))
            .collect();
        model.keep_drags(&active);
        // Behind the curtain nothing private may linger, not even for a screen reader: the view
        // is already the next person's, so only who sits where is drawn.
        let log = if curtain.is_some() {
            model = TableModel {
                seats: model
                    .seats
                    .into_iter()
                    .map(|seat| SeatModel {
                        badges: Vec::new(),
                        cards: Vec::new(),
                        piles: Vec::new(),
                        note: None,
                        ..seat
                    })
                    .collect(),
                ..TableModel::default()
            };
            Vec::new()
        } else {
            self.log(viewer)
        };
        let mut prompt = self.prompt(&view, &legal);
        // A lone person knocked out watches the others finish: the prompt says why nothing is
        // asked of them any more.
        let out = model
            .seats
            .iter()
            .any(|seat| seat.seat == viewer && seat.out);
        if out && decider.is_none() && !s.is_over() && s.setup().humans.len() == 1 {
            prompt = lang::app().watching_while_out(&prompt);
        }
        let you_line = if s.setup().humans.len() > 1 {
            lang::app().showing_cards_of(viewer)
        } else {
            lang::app().you_are(viewer)
        };
        Frame {
            viewer,
            curtain,
            acting: match s.state().turn() {
                Turn::Seat(seat) => Some(seat),
                _ => None,
            },
            decider,
            prompt,
            choices,
            log,
            summary,
            ending: self.ending(&view),
            moment: self.session.events()[self.last_move_events..]
                .iter()
                .filter_map(|event| G::moment(&G::redact(event, None)?))
                .max(),
            shown: if curtain.is_some() {
                Vec::new()
            } else {
                shown_to::<G>(&self.session.events()[self.last_move_events..], viewer)
            },
            model,
            you_line,
        }
    }

    fn next_step(&self) -> Step {
        if self.summary_title().is_some() {
            return Step::Summary;
        }
        let s = &self.session;
        match s.state().turn() {
            Turn::Over => Step::Over,
            Turn::Chance => Step::Chance(s.chance_index()),
            Turn::Seat(seat) if s.setup().is_human(seat) => {
                // The table never answers for a person before the device is in their hands.
                match self.automatic().filter(|_| s.curtain().is_none()) {
                    Some((index, _)) => Step::Automatic(index),
                    None => Step::Person,
                }
            }
            Turn::Seat(seat) => Step::Bot {
                seat,
                difficulty: s.setup().difficulty,
            },
        }
    }

    fn play_index(&mut self, index: usize) -> Result<(), String> {
        self.play_as(index, true)
    }

    fn play_automatic(&mut self, index: usize) -> Result<Option<String>, String> {
        let note = self
            .automatic()
            .filter(|(auto, _)| *auto == index)
            .map(|(_, note)| note);
        let seat = self.session.human_to_act();
        let at = self.session.events().len();
        self.play_as(index, false)?;
        if let (Some(note), Some(seat)) = (note, seat) {
            // Said once: the same note again for the same seat would only repeat itself in the log.
            let said_before = self
                .notes
                .iter()
                .any(|(_, to, said)| *to == seat && *said == note);
            if !said_before {
                self.notes.push((at, seat, note.clone()));
                return Ok(Some(note));
            }
        }
        Ok(None)
    }

    fn refuse_drop(&self, drag: &str, drop: &str) -> String {
        let s = &self.session;
        match G::intended(&s.state().view(s.viewer()), drag, drop) {
            Some(Ok(action)) => s.refusal(&action),
            Some(Err(reason)) => reason,
            None => lang::app().cannot_go_there().into(),
        }
    }

    fn lift_curtain(&mut self) {
        self.session.lift_curtain();
    }

    fn close_summary(&mut self) {
        self.summary_closed = Some(self.session.ply());
    }

    fn saved(&self) -> String {
        let mut saved = self.session.saved();
        saved.hints = self.hints.iter().map(|&(_, _, ply)| ply).collect();
        saved.take_backs = self.take_backs.iter().map(|&(_, _, ply)| ply).collect();
        saved.encode()
    }

    fn ply(&self) -> usize {
        self.session.ply()
    }

    fn request(&self, seat: Seat, task: Task) -> Request {
        Request {
            id: 0,
            code: self.session.record().encode(),
            seat,
            task,
        }
    }

    fn deliberate(&self, seat: Seat, task: Task) -> Result<Box<dyn Deliberation>, String> {
        let s = &self.session;
        advice::deliberate(s.state(), s.setup().seed, s.ply(), seat, task)
    }

    fn practice(&self) -> bool {
        self.practice
    }

    fn hint_fact(&self, index: usize) -> Option<String> {
        let seat = self.session.human_to_act()?;
        let state = self.session.state();
        let recommended = state.legal_actions().into_iter().nth(index)?;
        G::hint_fact(&state.view(seat), &recommended)
    }

    fn note_hint(&mut self) {
        let ply = self.session.ply();
        let Turn::Seat(seat) = self.session.state().turn() else {
            return;
        };
        if self.hints.last().is_none_or(|&(_, _, last)| last != ply) {
            self.hints.push((self.session.events().len(), seat, ply));
        }
    }

    fn record(&self) -> MatchRecord {
        self.session.record().clone()
    }

    fn standing(&self) -> Standing {
        let s = &self.session;
        let you = s.setup().you;
        let outcome = s.outcome();
        Standing {
            you,
            role: s.state().role(you),
            result: outcome.as_ref().map(|o| o.results[you.index()]),
            score: outcome
                .as_ref()
                .and_then(|o| o.scores.get(you.index()).copied()),
            hints: self.hints.len() as u32,
            take_backs: self.take_backs.len() as u32,
            code: s.record().encode(),
            calls: outcome
                .as_ref()
                .map(|_| crate::engine::seat_tallies::<G>(s.events(), you))
                .unwrap_or_default(),
            bots: Some(s.setup().difficulty),
        }
    }

    fn take_back_refusal(&self) -> Option<String> {
        let s = &self.session;
        if s.is_over() {
            return Some(lang::app().game_over().into());
        }
        let Some((_, seat, seen)) = self.decisions.last() else {
            return Some(lang::app().no_move_to_take_back_yet().into());
        };
        let now = s.state().view(*seat);
        G::shows_new_cards(seen, &now).then(|| lang::app().seen_a_new_card(*seat, Some(s.viewer())))
    }

    fn take_back(&mut self) -> Result<(), String> {
        if let Some(reason) = self.take_back_refusal() {
            return Err(reason);
        }
        let Some(&(ply, _, _)) = self.decisions.last() else {
            return Err(lang::app().nothing_to_take_back().into());
        };
        let hints: Vec<usize> = self
            .hints
            .iter()
            .map(|&(_, _, hint)| hint)
            .filter(|&hint| hint <= ply)
            .collect();
        let mut taken_back: Vec<usize> = self.take_backs.iter().map(|&(_, _, to)| to).collect();
        taken_back.push(ply);
        let actions = &self.session.record().actions[..ply];
        let mut back = Live::restore(self.session.setup().clone(), actions, &hints, &taken_back)?;
        back.practice = self.practice;
        // What was read stays read: no summary reappears for a round already summed up.
        back.summary_closed = self.summary_closed.filter(|&closed| closed <= ply);
        *self = back;
        Ok(())
    }
}

/// A hint in words: the move, then briefly why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HintWords {
    /// "Hint: Draw a card."
    pub headline: String,
    /// How the search rated it and the best others ("" when the bot did not search).
    pub reason: String,
}

/// The cards `events` (one move's) turned face up where `viewer` could see them.
pub(crate) fn shown_to<G: UiGame>(events: &[G::Event], viewer: Seat) -> Vec<Shown> {
    events
        .iter()
        .filter_map(|event| G::shown(&G::redact(event, Some(viewer))?, viewer))
        .filter(|shown| !shown.cards.is_empty())
        .collect()
}

/// Puts a hint in words: the recommended move, the fact behind it where the game states one, and
/// how the search rated the best few moves.
pub fn explain_hint(answer: &Answer, choices: &[Choice], fact: Option<String>) -> HintWords {
    let label = |index: usize| {
        choices
            .iter()
            .find(|c| c.index == index)
            .map_or_else(|| lang::app().move_number(index + 1), |c| c.label.clone())
    };
    let recommended = answer.index();
    let ranked = match answer {
        Answer::Hint { ranked, .. } if !ranked.is_empty() => ranked,
        _ => {
            return HintWords {
                headline: lang::app().hint_headline(&label(recommended)),
                reason: fact.unwrap_or_default(),
            };
        }
    };
    // A playout's reward is 1 for a win and 1/2 for a draw, so the mean is the chance of winning
    // over the deals the search sampled from the person's view.
    let percent = |r: &advice::RankedMove| (r.mean_reward * 100.0).round() as u32;
    let top = ranked.iter().find(|r| usize::from(r.index) == recommended);
    // The best others the search explored most.
    let others: Vec<(String, u32)> = ranked
        .iter()
        .filter(|r| usize::from(r.index) != recommended)
        .take(2)
        .map(|r| (label(usize::from(r.index)), percent(r)))
        .collect();
    let outscored =
        top.is_some_and(|t| ranked.iter().take(3).any(|r| r.mean_reward > t.mean_reward));
    // "Wins 0%; other moves 0%, 0%" reads as a broken hint: said as what it is instead.
    let level = top
        .map(percent)
        .filter(|&p| !others.is_empty() && others.iter().all(|(_, q)| *q == p));
    let search = match (level, top) {
        (Some(percent), _) => lang::app().hint_reason_level(percent),
        (None, Some(top)) if outscored => {
            // The moves that beat the hinted one, and only those: a range over them all.
            let better: Vec<&advice::RankedMove> = ranked
                .iter()
                .take(3)
                .filter(|r| r.mean_reward > top.mean_reward)
                .collect();
            let high = better
                .iter()
                .map(|r| percent(r))
                .max()
                .unwrap_or(percent(top));
            let labels: Vec<String> = better.iter().map(|r| label(usize::from(r.index))).collect();
            lang::app().hint_reason_close(percent(top), high, &labels)
        }
        (None, Some(top)) if within_luck(top, ranked) => {
            let mut reason = lang::app().hint_reason(Some(percent(top)), &others, false);
            reason.push_str(lang::app().hint_within_luck());
            reason
        }
        (None, _) => lang::app().hint_reason(top.map(percent), &others, top.is_none()),
    };
    // A move only a little ahead of the next, or picked by the rule of thumb among equals, is
    // headed as a close call: read as firm advice, a 39% against 38% pick misleads.
    let close = level.is_some() || outscored || top.is_none_or(|t| within_luck(t, ranked));
    let headline = if close {
        lang::app().hint_headline_close(&label(recommended))
    } else {
        lang::app().hint_headline(&label(recommended))
    };
    let reason = match fact {
        Some(fact) => format!("{fact} {search}"),
        None => search,
    };
    HintWords { headline, reason }
}

/// How many standard errors of the difference the hinted move must lead the best other by to be
/// told as a clear pick.
const CLEAR_LEAD_Z: f64 = 1.5;

/// Whether the best other move the search tried scored within luck of `top`: its lead is under
/// [`CLEAR_LEAD_Z`] standard errors of the difference between two playout means.
fn within_luck(top: &advice::RankedMove, ranked: &[advice::RankedMove]) -> bool {
    let variance = |r: &advice::RankedMove| {
        let p = r.mean_reward.clamp(0.0, 1.0);
        p * (1.0 - p) / f64::from(r.visits.max(1))
    };
    ranked
        .iter()
        .filter(|r| r.index != top.index && r.visits > 0)
        .any(|other| {
            let spread = (variance(top) + variance(other)).sqrt().max(1e-9);
            (top.mean_reward - other.mean_reward) / spread < CLEAR_LEAD_Z
        })
}

#[cfg(test)]
mod tests;
