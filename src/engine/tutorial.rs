//! A guided first game's script, as data: a game's settings, a seed and the moves every seat
//! makes. Each game writes its own (`src/games/<game>/tutorial.rs`); [`crate::learn`] walks a
//! script through the engine and the table follows it.

use super::{Game, Seat, Settings};

/// A guided first game of one game.
#[derive(Clone, Debug)]
pub struct Tutorial<A> {
    pub seats: u8,
    pub variant: &'static str,
    pub seed: u64,
    /// The seat the learner plays.
    pub learner: Seat,
    /// Every move a seat makes, in order.
    pub moves: Vec<Scripted<A>>,
}

/// One move of a tutorial.
#[derive(Clone, PartialEq, Debug)]
pub struct Scripted<A> {
    pub action: A,
    /// The learner's move: what it teaches. Another seat's: a remark read once it is made.
    pub lesson: Option<&'static str>,
}

/// The learner's move, and the lesson it teaches.
pub fn you<A>(action: A, lesson: &'static str) -> Scripted<A> {
    Scripted {
        action,
        lesson: Some(lesson),
    }
}

/// Another seat's move, made without a word.
pub fn bot<A>(action: A) -> Scripted<A> {
    Scripted {
        action,
        lesson: None,
    }
}

/// Another seat's move, with a remark on it.
pub fn bot_says<A>(action: A, lesson: &'static str) -> Scripted<A> {
    Scripted {
        action,
        lesson: Some(lesson),
    }
}

impl<A> Tutorial<A> {
    pub fn settings(&self) -> Settings {
        Settings::new(self.seats, self.variant)
    }
}

/// A game with a guided first game.
pub trait Teach: Game {
    fn tutorial() -> Tutorial<Self::Action>;
}
