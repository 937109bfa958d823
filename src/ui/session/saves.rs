//! The text localStorage keeps between visits. A save outlives the version of the app that wrote
//! it, so its newer lines (hints, take-backs) are optional and a save without them still reads;
//! anything damaged is refused with a reason rather than resuming some other game.

use super::Setup;
use crate::engine::MatchRecord;
use crate::lang;
use crate::lang::app::SaveList;

/// What localStorage keeps between visits: the table setup and the match record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SavedGame {
    pub setup: Setup,
    pub actions: Vec<u16>,
    /// Plies at which the person to move asked for a hint.
    pub hints: Vec<usize>,
    /// Plies a person took the game back to (their move there and everything after it left the
    /// record), in the order they did it.
    pub take_backs: Vec<usize>,
}

/// The optional line of a save listing the plies where hints were asked for.
const HINTS_PREFIX: &str = "hints ";

/// The optional line of a save listing the plies moves were taken back to.
const TAKE_BACKS_PREFIX: &str = "takebacks ";

/// A save's list of plies, none past `last`.
fn read_plies(list: &str, last: usize, what: SaveList) -> Result<Vec<usize>, String> {
    list.split(',')
        .map(|ply| {
            ply.parse::<usize>()
                .ok()
                .filter(|&ply| ply <= last)
                .ok_or_else(|| lang::app().save_list_damaged(what))
        })
        .collect()
}

fn write_plies(prefix: &str, plies: &[usize]) -> String {
    let plies: Vec<String> = plies.iter().map(usize::to_string).collect();
    format!("\n{prefix}{}", plies.join(","))
}

pub(super) const SAVE_HEADER: &str = "duskdeck-save 1";

impl SavedGame {
    pub fn encode(&self) -> String {
        let mut record = MatchRecord::new(
            self.setup.game.id(),
            self.setup.settings.clone(),
            self.setup.seed,
        );
        record.actions = self.actions.clone();
        let mut text = format!("{SAVE_HEADER}\n{}\n{}", self.setup.query(), record.encode());
        if !self.hints.is_empty() {
            text.push_str(&write_plies(HINTS_PREFIX, &self.hints));
        }
        if !self.take_backs.is_empty() {
            text.push_str(&write_plies(TAKE_BACKS_PREFIX, &self.take_backs));
        }
        text
    }

    /// Reads a save; any damage, or a record that disagrees with its setup, is an error. Whether
    /// the moves replay is found when the table replays them, once.
    pub fn decode(text: &str) -> Result<SavedGame, String> {
        let mut lines = text.lines();
        if lines.next() != Some(SAVE_HEADER) {
            return Err(lang::app().not_a_save().into());
        }
        let query = lines.next().ok_or(lang::app().save_cut_short())?;
        let code = lines.next().ok_or(lang::app().save_cut_short())?;
        let setup = Setup::from_query(query, || 0).map_err(|e| lang::app().save_table_bad(&e))?;
        let record = MatchRecord::decode(code).map_err(|e| e.to_string())?;
        // Saves from before hints or take-backs existed have no such lines.
        let mut hints = None;
        let mut take_backs = None;
        for line in lines {
            let last = record.actions.len();
            if let Some(list) = line.strip_prefix(HINTS_PREFIX)
                && hints.is_none()
            {
                hints = Some(read_plies(list, last, SaveList::Hints)?);
            } else if let Some(list) = line.strip_prefix(TAKE_BACKS_PREFIX)
                && take_backs.is_none()
            {
                // A take-back went back to a ply, which later moves may have passed again.
                take_backs = Some(read_plies(list, usize::MAX, SaveList::TakeBacks)?);
            } else {
                return Err(lang::app().save_extra_line().into());
            }
        }
        if record.game != setup.game.id()
            || record.settings != setup.settings
            || record.seed != setup.seed
        {
            return Err(lang::app().save_other_deal().into());
        }
        Ok(SavedGame {
            setup,
            actions: record.actions,
            hints: hints.unwrap_or_default(),
            take_backs: take_backs.unwrap_or_default(),
        })
    }
}
