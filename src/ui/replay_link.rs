//! A replay's address: the match code, the seat whose eyes the table is drawn for and the move
//! to open at. It stands apart from the replay itself because the table's seam ([`Play`]) reports
//! where a replay stands, link included, and must not depend on the replay that implements it.
//!
//! [`Play`]: super::play::Play

use super::session::{Setup, decode_component, encode_component};
use crate::bots::Difficulty;
use crate::engine::{MatchRecord, Seat};
use crate::games::GameId;
use crate::lang;

/// What a replay link carries: the match code, whose eyes the table is drawn for and, optionally,
/// the move to open at.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ReplayLink {
    pub record: MatchRecord,
    pub seat: Seat,
    /// `None`: open at the end.
    pub step: Option<usize>,
    /// The bots' difficulty in the game replayed; `None` when the link does not say (a match code
    /// carries only the deal and the moves).
    pub bots: Option<Difficulty>,
}

impl ReplayLink {
    /// The link's query (after `#/replay?`).
    pub fn query(&self) -> String {
        let step = self.step.map(|k| format!("&step={k}")).unwrap_or_default();
        let bots = self
            .bots
            .map(|d| format!("&bots={}", d.name()))
            .unwrap_or_default();
        format!(
            "code={}&seat={}{step}{bots}&{}={}",
            encode_component(&self.record.encode()),
            self.seat.0,
            super::session::LANG_FIELD,
            lang::current().code()
        )
    }

    /// Reads a replay link's query; anything missing or wrong is refused with a reason.
    pub fn from_query(query: &str) -> Result<ReplayLink, String> {
        let words = lang::pages();
        let mut code = None;
        let mut seat = None;
        let mut step = None;
        let mut bots = None;
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = decode_component(value).ok_or_else(|| words.replay_link_garbled())?;
            match key {
                "code" => code = Some(value),
                "seat" => seat = Some(value),
                "step" => step = Some(value),
                // Only a label on the seats: a value this app does not know is left out.
                // A play link says `bot=`: a link edited by hand from one may too.
                "bots" | "bot" => bots = Difficulty::parse(&value),
                _ => {}
            }
        }
        let code = code.ok_or_else(|| words.replay_link_without_code())?;
        let record = MatchRecord::decode(&code).map_err(|e| e.to_string())?;
        let game = GameId::parse(&record.game)
            .ok_or_else(|| words.replay_link_unknown_game(&record.game))?;
        game.info()
            .validate(&record.settings)
            .map_err(|e| e.to_string())?;
        let seats = record.settings.seats;
        let seat = match seat.as_deref().map(str::trim) {
            None | Some("") => Seat(0),
            Some(text) => match text.parse::<u8>() {
                Ok(n) if n < seats => Seat(n),
                _ => return Err(words.replay_link_bad_seat(text)),
            },
        };
        let step = match step.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => Some(
                text.parse::<usize>()
                    .map_err(|_| words.replay_link_bad_step(text))?,
            ),
        };
        Ok(ReplayLink {
            record,
            seat,
            step,
            bots,
        })
    }

    /// The table a replay is drawn as: the viewer is "you", the only person at it.
    pub fn setup(&self) -> Result<Setup, String> {
        let game = GameId::parse(&self.record.game)
            .ok_or_else(|| lang::pages().replay_link_unknown_game(&self.record.game))?;
        Ok(Setup {
            game,
            settings: self.record.settings.clone(),
            seed: self.record.seed,
            you: self.seat,
            humans: vec![self.seat],
            difficulty: self.bots.unwrap_or_default(),
            pace: Default::default(),
        })
    }
}
