//! The table's plain-data controller: setup, match record, game state and log, with no browser or
//! reactive types, so every rule of the app's flow is unit-tested natively.
//!
//! * [`Setup`] is everything a link carries (deal and table) and round-trips through a query string.
//! * [`Session`] plays one game: it records every action as its legal-action index, keeps the events
//!   for the log, knows whose device it is in pass-and-play, and says what must happen next.
//! * [`SavedGame`] is the localStorage text; [`open_play`] decides between a link and a save;
//!   [`StandingNote`] is kept beside it for the record.

mod links;
mod opening;
mod routes;
mod saves;
mod standing;
#[cfg(test)]
mod tests;

pub use links::{LANG_FIELD, Pace, Setup, link_language, without_language};
pub(crate) use links::{decode_component, encode_component};
pub use opening::{Opening, open_play};
pub use routes::{LONGEST_ADDRESS, Route, learn_game, learn_pace};
pub use saves::SavedGame;
pub use standing::StandingNote;

use crate::engine::{MatchRecord, Outcome, Seat, SeatResult, Turn};
use crate::lang;
use crate::lang::narrate::Narrate;

/// How one seat ended, for the end screen.
#[derive(Clone, PartialEq, Debug)]
pub struct SeatOutcome {
    pub seat: Seat,
    pub role: Option<&'static str>,
    pub result: SeatResult,
    pub controller: String,
}

/// One game in progress.
#[derive(Clone, Debug)]
pub struct Session<G: Narrate> {
    setup: Setup,
    state: G,
    record: MatchRecord,
    /// The deal's opening events, then every event in order.
    events: Vec<G::Event>,
    last_human: Option<Seat>,
    /// Pass-and-play: the person the private cards were last shown to.
    shown_to: Option<Seat>,
}

impl<G: Narrate> Session<G> {
    /// Deals `setup` afresh.
    pub fn start(setup: Setup) -> Result<Self, String> {
        if setup.game.id() != G::INFO.id {
            return Err(lang::app().table_plays_other_game(G::INFO.name, setup.game.id()));
        }
        let state = G::new(&setup.settings, setup.seed).map_err(|e| e.to_string())?;
        let record = MatchRecord::new(G::INFO.id, setup.settings.clone(), setup.seed);
        Ok(Session {
            events: state.opening(),
            setup,
            state,
            record,
            last_human: None,
            shown_to: None,
        })
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn state(&self) -> &G {
        &self.state
    }

    pub fn record(&self) -> &MatchRecord {
        &self.record
    }

    /// Decisions played so far.
    pub fn ply(&self) -> usize {
        self.record.actions.len()
    }

    pub fn is_over(&self) -> bool {
        self.state.turn() == Turn::Over
    }

    /// The person who must decide now, if any.
    pub fn human_to_act(&self) -> Option<Seat> {
        match self.state.turn() {
            Turn::Seat(seat) if self.setup.is_human(seat) => Some(seat),
            _ => None,
        }
    }

    /// Whose eyes the table is drawn for: the person deciding, else the last person who acted,
    /// else you.
    pub fn viewer(&self) -> Seat {
        self.human_to_act()
            .or(self.last_human)
            .unwrap_or(self.setup.you)
    }

    /// Pass-and-play: the seat the device must be handed to before its cards are shown.
    pub fn curtain(&self) -> Option<Seat> {
        let viewer = self.viewer();
        (self.setup.humans.len() > 1 && !self.is_over() && self.shown_to != Some(viewer))
            .then_some(viewer)
    }

    pub fn lift_curtain(&mut self) {
        self.shown_to = Some(self.viewer());
    }

    /// Nature's pick among the legal actions when chance is to move, fixed by the deal and ply.
    pub fn chance_index(&self) -> usize {
        crate::advice::chance_move(&self.state, self.setup.seed, self.ply())
    }

    /// The events so far: the deal's opening events, then every move's.
    pub fn events(&self) -> &[G::Event] {
        &self.events
    }

    /// The seed of the decision at this ply: it depends only on the deal and the ply, so a
    /// reload replays a bot's choice exactly.
    pub fn decision_seed(&self) -> u64 {
        crate::advice::decision_seed(self.setup.seed, self.ply())
    }

    /// Plays the action at `index` among the legal actions.
    pub fn play_index(&mut self, index: usize) -> Result<(), String> {
        let legal = self.state.legal_actions();
        let Some(action) = legal.get(index) else {
            return Err(if legal.is_empty() {
                lang::common().game_over().into()
            } else {
                lang::app().no_choice_number(index + 1)
            });
        };
        self.play(action)
    }

    /// Plays `action`, or refuses it with the reason and changes nothing.
    pub fn play(&mut self, action: &G::Action) -> Result<(), String> {
        let Some(index) = self.state.legal_actions().iter().position(|a| a == action) else {
            return Err(self.refusal(action));
        };
        let actor = match self.state.turn() {
            Turn::Seat(seat) => Some(seat),
            _ => None,
        };
        // Found among the legal actions just above: no second legality check.
        let events = self.state.apply_unchecked(action);
        self.record.actions.push(index as u16);
        self.events.extend(events);
        if let Some(seat) = actor.filter(|&s| self.setup.is_human(s)) {
            self.last_human = Some(seat);
        }
        Ok(())
    }

    /// Why `action` cannot be played now, in the engine's words.
    pub fn refusal(&self, action: &G::Action) -> String {
        match self.state.refusal(action) {
            Some(refusal) => G::refusal_words(&refusal),
            None => lang::common().move_not_possible().into(),
        }
    }

    /// The log as `viewer` may read it, oldest first.
    pub fn log(&self, viewer: Seat) -> Vec<String> {
        self.events
            .iter()
            .filter_map(|e| G::narrate(e, Some(viewer)))
            .collect()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    pub fn results(&self) -> Vec<SeatOutcome> {
        let Some(outcome) = self.state.outcome() else {
            return Vec::new();
        };
        Seat::all(self.setup.seats())
            .map(|seat| SeatOutcome {
                seat,
                role: self.state.role(seat),
                result: outcome.results[seat.index()],
                controller: self.setup.controller(seat),
            })
            .collect()
    }

    pub fn saved(&self) -> SavedGame {
        SavedGame {
            setup: self.setup.clone(),
            actions: self.record.actions.clone(),
            hints: Vec::new(),
            take_backs: Vec::new(),
        }
    }
}
