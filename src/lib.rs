//! Duskdeck: five shadowy card games in a browser tab.
//!
//! * [`engine`]: the [`Game`] trait every game implements, seeded randomness, match records.
//! * [`games`]: the games, one module each.
//! * [`bots`]: random, per-game heuristic and generic information-set MCTS bots.
//! * [`learn`]: the guided first games, a seeded deal and a script of moves each.
//! * `ui` (feature `ui`, on by default): the Leptos single-page app.
//!
//! ```
//! use duskdeck::{Game, GrueGame, Settings, Turn};
//! let mut game = GrueGame::new(&Settings::new(5, ""), 7).unwrap();
//! while game.turn() != Turn::Over {
//!     let first = game.legal_actions()[0];
//!     game.apply(&first).unwrap();
//! }
//! assert!(game.outcome().is_some());
//! ```

pub mod advice;
/// Tournaments and benchmarks behind the `arena` binary; native only (it reads the wall clock).
#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
pub mod bots;
pub mod engine;
pub mod games;
pub mod lang;
pub mod learn;
pub mod review;

#[cfg(feature = "ui")]
pub mod ui;
/// A game's bot worker, as each of `src/bin/workers/` runs it.
#[cfg(feature = "worker")]
pub mod worker;

pub use bots::{BotKind, BotSpec, Difficulty, Playbook, Search, Thinking, decide};
pub use engine::{
    Game, GameInfo, GameRng, MatchRecord, Outcome, RECORD_VERSION, ReactionWindow, RecordError,
    RoundsInfo, SealedChoices, Seat, SeatResult, Settings, SettingsError, Turn, action_index,
    chance_pick, derive_seed, fresh_seed, replay,
};
pub use games::GameId;
pub use games::grid_of_shadows::{GridAction, GridEvent, GridOfShadowsGame, GridView};
pub use games::gridlock::{GridlockAction, GridlockEvent, GridlockGame, GridlockView};
pub use games::grimwood::{GrimwoodAction, GrimwoodEvent, GrimwoodGame, GrimwoodView};
pub use games::grue::{GrueAction, GrueEvent, GrueGame, GrueView};
pub use games::shadow_house::{ShadowAction, ShadowEvent, ShadowHouseGame, ShadowView};
