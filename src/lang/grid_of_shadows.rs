//! The words of Grid of Shadows: its log, prompts, refusals, table and cards.

use super::GameWords;

pub trait GridOfShadowsWords: GameWords {}
