//! The words of Grimwood: its log, prompts, refusals, table and cards.

use super::GameWords;

pub trait GrimwoodWords: GameWords {}
