//! The game-independent face of a game in progress: the one seam between the five games and the
//! table, so the table, its pieces and the bot driver are compiled once rather than once per game.
//!
//! [`Live`] wraps a [`Session`] of one game and its [`UiGame`] adapter behind the object-safe
//! [`Play`] trait. Everything the table draws comes out as plain data in one [`Frame`] (the
//! [`TableModel`], prompt, legal moves as indices with their gestures, log, summary, end screen);
//! everything it does goes back in as a legal-action index. Bots come out as a boxed [`Search`]
//! that answers with an index too. No browser types live here, so the flow is tested natively.

use super::adapter::{CardArt, Gesture, ScoreSheet, SeatModel, TableModel, UiGame};
use super::session::{SeatOutcome, Session, Setup};
use crate::bots::Thinking;
use crate::engine::{GameInfo, Seat, SeatResult, Turn};
use std::collections::BTreeSet;

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
}

/// A bot's decision in progress, stepped in slices by the driver.
pub trait Search {
    /// Does up to `iterations` of search; the chosen legal-action index once the budget is spent.
    fn step(&mut self, iterations: u32) -> Option<usize>;
}

/// What the table must do next.
pub enum Step {
    /// A person decides (or the device must be handed over first).
    Person,
    /// The round summary waits for a click.
    Summary,
    /// The person's move is made for them: it is their only one, or the game answers for them.
    Automatic(usize),
    /// Nature picks this legal-action index.
    Chance(usize),
    /// A bot decides; the search saw only its seat's view.
    Bot {
        seat: Seat,
        search: Box<dyn Search>,
    },
    Over,
}

/// Card faces, for drawing any card by name.
#[derive(Clone, Copy)]
pub struct Faces {
    pub art: fn(&str) -> CardArt,
    pub text: fn(&str) -> String,
}

/// One game in progress, whatever the game. Every method is plain data in, plain data out.
pub trait Play: Send + Sync {
    fn info(&self) -> &'static GameInfo;
    fn setup(&self) -> &Setup;
    fn faces(&self) -> Faces;
    /// Everything on screen now.
    fn frame(&self) -> Frame;
    fn next_step(&self) -> Step;
    /// Plays the legal action at `index`, or refuses with the reason and changes nothing.
    fn play_index(&mut self, index: usize) -> Result<(), String>;
    /// Plays the move [`Step::Automatic`] named, leaving its note in the log.
    fn play_automatic(&mut self, index: usize) -> Result<(), String>;
    /// Why a drop that matches no legal move cannot be done.
    fn refuse_drop(&self, drag: &str, drop: &str) -> String;
    fn lift_curtain(&mut self);
    /// The round summary has been read.
    fn close_summary(&mut self);
    /// The localStorage text that resumes this game.
    fn saved(&self) -> String;
}

/// A [`Session`] of one game with its adapter: the only per-game code the table needs.
pub struct Live<G: UiGame> {
    session: Session<G>,
    /// Notes of moves the table made for a person: after this many events, for that person's
    /// eyes only (at a shared device, others must not learn that a move was forced).
    notes: Vec<(usize, Seat, String)>,
    /// Events the last move produced start here.
    last_move_events: usize,
    /// The ply whose round summary was closed.
    summary_closed: Option<usize>,
}

impl<G: UiGame> Live<G> {
    /// Deals `setup` and replays `actions`, remembering which moves the table made for a person.
    pub fn restore(setup: Setup, actions: &[u16]) -> Result<Self, String> {
        let mut live = Live {
            session: Session::start(setup)?,
            notes: Vec::new(),
            last_move_events: 0,
            summary_closed: None,
        };
        for (ply, &index) in actions.iter().enumerate() {
            let index = usize::from(index);
            let made_for_person = live.automatic().is_some_and(|(auto, _)| auto == index);
            let played = if made_for_person {
                live.play_automatic(index)
            } else {
                live.play_index(index)
            };
            played.map_err(|reason| format!("move {} cannot be replayed: {reason}", ply + 1))?;
        }
        Ok(live)
    }

    /// Boxed for the table; a game that cannot be dealt says why.
    pub fn boxed(setup: Setup, actions: &[u16]) -> Result<Box<dyn Play>, String> {
        Ok(Box::new(Live::<G>::restore(setup, actions)?))
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
                Some((0, format!("Your only move, made for you: {label}.")))
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
        if s.is_over() {
            return "The game is over.".into();
        }
        if let Some(seat) = s.curtain() {
            return format!("Pass the device to {seat}.");
        }
        match s.state().turn() {
            Turn::Seat(seat) if s.setup().is_human(seat) => {
                let text = G::prompt(view, legal);
                if s.setup().humans.len() > 1 {
                    format!("{seat}: {text}")
                } else {
                    text
                }
            }
            Turn::Seat(seat) => format!("{seat} is thinking\u{2026}"),
            Turn::Chance => "The cards are shuffled by fate\u{2026}".into(),
            Turn::Over => "The game is over.".into(),
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
        let mut lines = Vec::new();
        for (i, event) in self.session.events().iter().enumerate() {
            while let Some((_, _, note)) = notes.next_if(|(at, _, _)| *at <= i) {
                lines.push(note.clone());
            }
            lines.extend(G::narrate(event, Some(viewer)));
        }
        lines.extend(notes.map(|(_, _, note)| note.clone()));
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
        let title = match mine.filter(|_| setup.humans.len() == 1) {
            Some(SeatResult::Draw) => "A draw.",
            _ if !anyone_won => "Nobody wins.",
            Some(SeatResult::Win) => "You win!",
            Some(SeatResult::Loss) => "You lose.",
            None => "Game over",
        };
        Some(Ending {
            title,
            line: G::ending(view),
            results,
            scores: G::scores(view),
        })
    }
}

/// Adapts a bot's [`Thinking`] to answer with a legal-action index.
struct Thinker<G: UiGame> {
    thinking: Thinking<G>,
    legal: Vec<G::Action>,
}

impl<G: UiGame> Search for Thinker<G> {
    fn step(&mut self, iterations: u32) -> Option<usize> {
        let action = self.thinking.step(iterations)?;
        // A bot only ever picks among the legal actions it was given.
        Some(self.legal.iter().position(|a| *a == action).unwrap_or(0))
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
        Faces {
            art: G::card_art,
            text: G::card_text,
        }
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
        // Nobody moves while the device changes hands or a round's summary is up.
        let decider = s
            .human_to_act()
            .filter(|_| curtain.is_none() && summary.is_none());
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
        let you_line = if s.setup().humans.len() > 1 {
            format!("Showing {viewer}\u{2019}s cards")
        } else {
            format!("You are {viewer}")
        };
        Frame {
            viewer,
            curtain,
            acting: match s.state().turn() {
                Turn::Seat(seat) => Some(seat),
                _ => None,
            },
            decider,
            prompt: self.prompt(&view, &legal),
            choices,
            log,
            summary,
            ending: self.ending(&view),
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
            Turn::Seat(seat) => {
                let legal = s.state().legal_actions();
                let thinking = Thinking::<G>::new(
                    s.setup().difficulty.spec(),
                    s.state().view(seat),
                    legal.clone(),
                    s.decision_seed(),
                );
                Step::Bot {
                    seat,
                    search: Box::new(Thinker { thinking, legal }),
                }
            }
        }
    }

    fn play_index(&mut self, index: usize) -> Result<(), String> {
        let before = self.session.events().len();
        self.session.play_index(index)?;
        self.last_move_events = before;
        Ok(())
    }

    fn play_automatic(&mut self, index: usize) -> Result<(), String> {
        let note = self
            .automatic()
            .filter(|(auto, _)| *auto == index)
            .map(|(_, note)| note);
        let seat = self.session.human_to_act();
        let at = self.session.events().len();
        self.play_index(index)?;
        if let (Some(note), Some(seat)) = (note, seat) {
            self.notes.push((at, seat, note));
        }
        Ok(())
    }

    fn refuse_drop(&self, drag: &str, drop: &str) -> String {
        let s = &self.session;
        match G::intended(&s.state().view(s.viewer()), drag, drop) {
            Some(Ok(action)) => s.refusal(&action),
            Some(Err(reason)) => reason,
            None => "that card cannot go there now".into(),
        }
    }

    fn lift_curtain(&mut self) {
        self.session.lift_curtain();
    }

    fn close_summary(&mut self) {
        self.summary_closed = Some(self.session.ply());
    }

    fn saved(&self) -> String {
        self.session.saved().encode()
    }
}

/// Opens `setup` with `actions` replayed, whatever its game: the one place the table meets
/// [`crate::with_game!`].
pub fn open(setup: Setup, actions: &[u16]) -> Result<Box<dyn Play>, String> {
    crate::with_game!(setup.game, G => Live::<G>::boxed(setup, actions))
}

/// Whether a save would resume: decoded and replayed once (the app itself only replays in the
/// table; tests ask this directly).
#[cfg(test)]
pub(crate) fn resumable(text: &str) -> Result<super::session::SavedGame, String> {
    let saved = super::session::SavedGame::decode(text)?;
    open(saved.setup.clone(), &saved.actions)?;
    Ok(saved)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Difficulty;
    use crate::games::GameId;
    use crate::ui::session::SavedGame;

    /// What one game played through [`Play`] went through.
    #[derive(Default)]
    struct Played {
        automatic: usize,
        summaries: usize,
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
                    let lines = game.frame().log.len();
                    game.play_automatic(index).unwrap();
                    assert!(game.frame().log.len() > lines);
                }
                Step::Chance(index) => game.play_index(index).unwrap(),
                Step::Bot { mut search, .. } => {
                    let index = loop {
                        if let Some(index) = search.step(64) {
                            break index;
                        }
                    };
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
                let mut live = open(setup(game, seed), &[]).unwrap();
                automatic += play_out(live.as_mut()).automatic;
                let frame = live.frame();
                let ending = frame
                    .ending
                    .as_ref()
                    .expect("an ended game has an end screen");
                assert_eq!(ending.results.len(), live.setup().seats());
                let saved = SavedGame::decode(&live.saved()).unwrap();
                let reopened = open(saved.setup, &saved.actions).unwrap();
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
    fn a_lone_move_is_made_for_the_person_with_a_note_in_the_log() {
        let mut live = open(setup(GameId::Grue, 4), &[]).unwrap();
        for _ in 0..2000 {
            match live.next_step() {
                Step::Automatic(index) => {
                    let before = live.frame().log;
                    live.play_automatic(index).unwrap();
                    let after = live.frame().log;
                    assert!(after.len() > before.len());
                    return;
                }
                Step::Over => break,
                Step::Summary => live.close_summary(),
                Step::Person | Step::Chance(_) => live.play_index(0).unwrap(),
                Step::Bot { mut search, .. } => {
                    let index = loop {
                        if let Some(index) = search.step(64) {
                            break index;
                        }
                    };
                    live.play_index(index).unwrap();
                }
            }
        }
        panic!("no move was ever made for the person");
    }

    #[test]
    fn at_a_shared_device_a_forced_move_is_noted_for_its_player_alone() {
        use crate::games::GrueGame;
        let mut shared = setup(GameId::Grue, 4);
        shared.humans = Seat::all(shared.seats()).collect();
        let mut live = Live::<GrueGame>::restore(shared, &[]).unwrap();
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
                Step::Bot { .. } => unreachable!("every seat is a person"),
            }
        }
        panic!("no move was ever made for a person");
    }

    #[test]
    fn a_save_whose_moves_do_not_replay_is_refused_with_the_move_number() {
        let mut save = SavedGame {
            setup: setup(GameId::Grimwood, 2),
            actions: vec![0, 0, 999],
        };
        let error = resumable(&save.encode()).expect_err("move 3 is out of range");
        assert!(error.contains("move 3"), "{error}");
        save.actions.truncate(2);
        assert!(resumable(&save.encode()).is_ok());
    }
}
