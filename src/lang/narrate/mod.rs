//! Every game's events, actions and refusals in the current language's words. The games return
//! typed values only, and each game's [`Game::redact`] decides what a viewer may know of an
//! event; this is where that, and only that, is put into a sentence.

mod grid_of_shadows;
mod gridlock;
mod grimwood;
mod grue;
mod shadow_house;

pub use grid_of_shadows::ability_name;
pub use shadow_house::{describe_ending, describe_memory};

use crate::engine::{Game, Seat};

/// A game told in words. Implemented here, in `lang`, for every game, so the games themselves
/// stay wordless and a game without words does not build into the app.
pub trait Narrate: Game {
    /// A plain-words line about `event` for `viewer` (`None` = a spectator who sees only public
    /// events), or `None` when the viewer must not learn of it. Told from [`Game::redact`]'s
    /// answer, so no sentence can say more than the viewer was shown.
    fn narrate(event: &Self::Event, viewer: Option<Seat>) -> Option<String> {
        Self::tell(&Self::redact(event, viewer)?, viewer)
    }

    /// The line for an event already redacted for `viewer`; `None` for one the log leaves out
    /// (a turn beginning).
    fn tell(seen: &Self::Event, viewer: Option<Seat>) -> Option<String>;

    /// A plain-words label for an action of the seat to act, for prompts, buttons and the log.
    fn describe_action(&self, action: &Self::Action) -> String;

    /// Why an action was refused, for the player.
    fn refusal_words(why: &Self::Refusal) -> String;
}
