//! The words of You May Be Eaten By a Grue: its log, prompts, refusals, table and cards.

use super::GameWords;

pub trait GrueWords: GameWords {}
