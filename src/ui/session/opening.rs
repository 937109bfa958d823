//! Opening a `#/play?` link: the one place a link and a save meet. The link decides the deal; a
//! save resumes only when it holds that very deal, and a damaged one is dropped with a word.

use super::{SavedGame, Setup};
use crate::lang;

/// What opening a `#/play?` link leads to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Opening {
    pub setup: Setup,
    /// Moves to replay: the save's when it holds this very deal, else none.
    pub actions: Vec<u16>,
    /// The save's hints (plies), with its moves.
    pub hints: Vec<usize>,
    /// The save's take-backs (plies), with its moves.
    pub take_backs: Vec<usize>,
    /// Things to tell the player (a save that could not be used).
    pub notices: Vec<String>,
    /// The save is damaged and must go.
    pub discard_save: bool,
}

/// Decides how a link opens given whatever is saved. `Err` is the notice to show instead of a table.
pub fn open_play(
    query: &str,
    save: Option<&str>,
    fresh_seed: impl FnOnce() -> u64,
) -> Result<Opening, String> {
    let setup = Setup::from_query(query, fresh_seed).map_err(|e| lang::app().link_refused(&e))?;
    let mut opening = Opening {
        setup,
        actions: Vec::new(),
        hints: Vec::new(),
        take_backs: Vec::new(),
        notices: Vec::new(),
        discard_save: false,
    };
    if let Some(text) = save {
        match SavedGame::decode(text) {
            Ok(saved) if saved.setup.same_deal(&opening.setup) => {
                opening.actions = saved.actions;
                opening.hints = saved.hints;
                opening.take_backs = saved.take_backs;
            }
            Ok(_) => {}
            Err(e) => {
                opening.notices.push(lang::app().save_discarded(&e));
                opening.discard_save = true;
            }
        }
    }
    Ok(opening)
}
