//! The words of Shadow House: Masquerade: its log, prompts, refusals, table and cards.

use super::GameWords;

pub trait ShadowHouseWords: GameWords {}
