//! Duskdeck: five shadowy card games in a browser tab.
//!
//! * [`engine`]: the [`Game`] trait every game implements, seeded randomness, match records.
//! * [`games`]: the games, one module each.
//! * [`bots`]: random, per-game heuristic and generic information-set MCTS bots.
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

/// Tournaments and benchmarks behind the `arena` binary; native only (it reads the wall clock).
#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
pub mod bots;
pub mod engine;
pub mod games;

#[cfg(feature = "ui")]
pub mod ui;

pub use bots::{BotKind, BotSpec, Difficulty, Playbook, Thinking, decide};
pub use engine::{
    Game, GameInfo, GameRng, IllegalAction, MatchRecord, Outcome, RecordError, Seat, SeatResult,
    Settings, SettingsError, Turn, replay,
};
pub use games::{GameId, GridOfShadowsGame, GridlockGame, GrimwoodGame, GrueGame, ShadowHouseGame};
