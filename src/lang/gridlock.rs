//! The words of GRID#LOCK: its log, prompts, refusals, table and cards.

use super::GameWords;

pub trait GridlockWords: GameWords {}
