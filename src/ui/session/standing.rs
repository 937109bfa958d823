//! The note kept beside a save: what the record needs of that game if another game replaces it.
//! A game's module cannot replay another game's save to find out, so the table writes this note
//! with every save, and whichever module opens the next game reads it.

use super::{SavedGame, Setup};

/// What the record needs of a saved game if another game replaces it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StandingNote {
    /// The deal the save holds: game, seed and the player's seat (see [`StandingNote::deal_of`]).
    pub deal: String,
    pub over: bool,
    pub hints: u32,
    pub take_backs: u32,
    /// The role the player holds, in games that deal roles.
    pub role: Option<String>,
}

impl StandingNote {
    /// The deal `setup` plays, as a note names it.
    pub fn deal_of(setup: &Setup) -> String {
        format!("{} {} {}", setup.game.id(), setup.seed, setup.you.0)
    }

    pub fn encode(&self) -> String {
        format!(
            "{}\n{}\n{}\n{}\n{}",
            self.deal,
            if self.over { "over" } else { "playing" },
            self.hints,
            self.take_backs,
            self.role.as_deref().unwrap_or_default()
        )
    }

    /// `None` for a note this app did not write (damaged, or from before notes existed): the
    /// game it stood beside is then simply not counted.
    pub fn decode(text: &str) -> Option<StandingNote> {
        let mut lines = text.split('\n');
        let deal = lines.next()?.to_string();
        let over = match lines.next()? {
            "over" => true,
            "playing" => false,
            _ => return None,
        };
        let hints = lines.next()?.parse().ok()?;
        let take_backs = lines.next()?.parse().ok()?;
        let role = lines.next().filter(|r| !r.is_empty()).map(str::to_string);
        Some(StandingNote {
            deal,
            over,
            hints,
            take_backs,
            role,
        })
    }

    /// Whether this note is about `saved` (the save may have been replaced without it).
    fn is_about(&self, saved: &SavedGame) -> bool {
        self.deal == Self::deal_of(&saved.setup)
    }

    /// Whether `saved`, which this note stands beside, is a game that has ended.
    pub fn ended(&self, saved: &SavedGame) -> bool {
        self.over && self.is_about(saved)
    }

    /// Whether starting a game other than `saved` (which this note stands beside) gives `saved`
    /// up unfinished: it has moves, is not over, and the note is about it.
    pub fn abandons(&self, saved: &SavedGame) -> bool {
        !saved.actions.is_empty() && !self.over && self.is_about(saved)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;

    fn note(over: bool, role: Option<&str>) -> StandingNote {
        StandingNote {
            deal: StandingNote::deal_of(&Setup::new(GameId::Grue, 42)),
            over,
            hints: 2,
            take_backs: 1,
            role: role.map(str::to_string),
        }
    }

    #[test]
    fn a_note_reads_back_as_it_was_written() {
        for written in [note(false, Some("Grue")), note(true, None)] {
            assert_eq!(StandingNote::decode(&written.encode()), Some(written));
        }
    }

    #[test]
    fn a_damaged_note_is_not_read() {
        let text = note(false, None).encode();
        for damaged in [
            "",
            "grue 42 0",
            &text.replace("playing", "paused"),
            &text.replace("\n2\n", "\ntwo\n"),
        ] {
            assert_eq!(StandingNote::decode(damaged), None, "{damaged:?}");
        }
    }

    #[test]
    fn only_an_unfinished_game_with_moves_that_the_note_is_about_is_given_up() {
        let saved = |actions: Vec<u16>, seed| SavedGame {
            setup: Setup::new(GameId::Grue, seed),
            actions,
            hints: Vec::new(),
            take_backs: Vec::new(),
        };
        assert!(note(false, None).abandons(&saved(vec![0, 1], 42)));
        assert!(!note(true, None).abandons(&saved(vec![0, 1], 42)), "over");
        assert!(
            !note(false, None).abandons(&saved(vec![], 42)),
            "no move yet"
        );
        assert!(
            !note(false, None).abandons(&saved(vec![0], 7)),
            "another deal"
        );
        assert!(note(true, None).ended(&saved(vec![0, 1], 42)));
        assert!(
            !note(false, None).ended(&saved(vec![0, 1], 42)),
            "still playing"
        );
        assert!(
            !note(true, None).ended(&saved(vec![0, 1], 7)),
            "another deal"
        );
    }
}
