//! Guided first games: a seeded deal and every seat's move fixed in advance, so that a new player
//! meets the rules that matter in a few minutes, on the real engine.
//!
//! A [`Tutorial`] is a game's settings, a seed and the list of moves every seat makes, in order.
//! Nature's moves are the seed's, exactly as in any game, so the script lists only seats' moves.
//! The learner's moves carry the lesson they teach (an id; each language's words for it are a
//! page of data, `src/games/<game>/learn.md` and `learn.<lang>.md`, read by [`lessons`]); another
//! seat's move may carry a remark the learner reads, and acknowledges, once it has been made.
//! A seat with a single legal move makes it unasked, unless the script names that move; so a
//! script lists only real decisions. [`walk`] plays a script through the engine and is the one
//! definition of what a script means: the table follows it, and the tests check every script
//! with it.
//!
//! ```
//! use duskdeck::learn::{Tutorial, Teach, walk};
//! use duskdeck::GrueGame;
//!
//! let tutorial = GrueGame::tutorial();
//! let walked = walk::<GrueGame>(&tutorial).unwrap();
//! assert!(walked.lessons.len() >= 5);
//! ```

use crate::advice::chance_move;
pub use crate::engine::tutorial::{Scripted, Teach, Tutorial, bot, bot_says, you};
use crate::engine::{Game, Seat, Turn};

/// What a script does wrong, found by [`walk`]: a value for tests and developers (the app shows
/// no script error; every script is walked by the tests).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ScriptError {
    /// The settings do not deal.
    Deal(String),
    /// The scripted move at this position is not legal when its turn comes.
    Illegal { at: usize, action: String },
    /// The learner's move at this position teaches nothing.
    Silent { at: usize },
    /// The game ended with moves of the script left.
    EndedEarly { at: usize },
    /// Nobody is to move (nature, or the end) while a scripted move waits.
    Stuck { at: usize },
}

/// One step of a walked script: the move's place among the legal actions, who made it and what
/// it teaches.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Walked {
    /// Moves played before it (nature's included): the move's ply.
    pub ply: usize,
    pub seat: Seat,
    /// The move's index among the legal actions, as a record stores it.
    pub index: u16,
    pub lesson: Option<&'static str>,
}

/// A script played through the engine.
pub struct Walk<G> {
    /// Every scripted move, in order.
    pub steps: Vec<Walked>,
    /// Every lesson id, in the order met.
    pub lessons: Vec<&'static str>,
    /// Every action of the game (nature's and the seats'), as legal-action indices.
    pub record: Vec<u16>,
    /// The game as the script leaves it.
    pub state: G,
}

/// Nature's move at this ply, as the table makes it, added to `record`.
fn play_chance<G: Game>(state: &mut G, seed: u64, record: &mut Vec<u16>) {
    let index = chance_move(state, seed, record.len());
    let action = state.legal_actions()[index].clone();
    state.apply_unchecked(&action);
    record.push(index as u16);
}

/// Plays `tutorial` through the engine, nature moving as the seed says: every scripted move must
/// be legal when its turn comes, and every learner's move must teach something.
pub fn walk<G: Game>(tutorial: &Tutorial<G::Action>) -> Result<Walk<G>, ScriptError> {
    let mut state = G::new(&tutorial.settings(), tutorial.seed)
        .map_err(|e| ScriptError::Deal(format!("{e:?}")))?;
    let mut record = Vec::new();
    let mut steps = Vec::new();
    let mut lessons = Vec::new();
    let mut moves = tutorial.moves.iter().enumerate().peekable();
    while let Some(&(at, scripted)) = moves.peek() {
        let seat = match state.turn() {
            Turn::Chance => {
                play_chance(&mut state, tutorial.seed, &mut record);
                continue;
            }
            Turn::Over => return Err(ScriptError::EndedEarly { at }),
            Turn::Seat(seat) => seat,
        };
        let legal = state.legal_actions();
        if let [only] = legal.as_slice()
            && *only != scripted.action
        {
            // A seat with one move makes it unasked, at the table as here.
            state.apply_unchecked(&only.clone());
            record.push(0);
            continue;
        }
        let Some(index) = legal.iter().position(|a| *a == scripted.action) else {
            return Err(ScriptError::Illegal {
                at,
                action: format!("{:?}", scripted.action),
            });
        };
        if seat == tutorial.learner && scripted.lesson.is_none() {
            return Err(ScriptError::Silent { at });
        }
        steps.push(Walked {
            ply: record.len(),
            seat,
            index: index as u16,
            lesson: scripted.lesson,
        });
        lessons.extend(scripted.lesson);
        state.apply_unchecked(&scripted.action);
        record.push(index as u16);
        moves.next();
    }
    // Nature's moves right after the last scripted one belong to it (a deal it triggers).
    while state.turn() == Turn::Chance {
        play_chance(&mut state, tutorial.seed, &mut record);
    }
    if steps.is_empty() {
        return Err(ScriptError::Stuck { at: 0 });
    }
    Ok(Walk {
        steps,
        lessons,
        record,
        state,
    })
}

/// The lessons of a page of lesson words: each `## id` heading opens one, whose words are the
/// paragraphs under it (trimmed). Text before the first heading is a comment for translators.
///
/// ```
/// use duskdeck::learn::lessons;
/// let page = "Notes.\n\n## offer\nOffer a card.\n\nFace down.\n## trade\nTrade it.\n";
/// assert_eq!(lessons(page), vec![("offer", "Offer a card.\n\nFace down."), ("trade", "Trade it.")]);
/// ```
pub fn lessons(page: &str) -> Vec<(&str, &str)> {
    let mut found = Vec::new();
    let mut rest = page;
    // Each heading starts a line.
    let mut at = if rest.starts_with("## ") {
        Some(0)
    } else {
        rest.find("\n## ").map(|i| i + 1)
    };
    while let Some(start) = at {
        rest = &rest[start + 3..];
        let line_end = rest.find('\n').unwrap_or(rest.len());
        let id = rest[..line_end].trim();
        rest = &rest[line_end..];
        let next = rest.find("\n## ").map(|i| i + 1);
        let body = &rest[..next.unwrap_or(rest.len())];
        found.push((id, body.trim()));
        at = next;
    }
    found
}

/// The check every game's tutorial passes (each game's `tutorial.rs` runs it on its script and
/// its pages of words): the script plays through the engine, and each language's page words
/// exactly its lessons, `intro` and `done`, each once.
#[cfg(test)]
pub fn check_tutorial<G: Teach>(pages: &[(&str, &str)]) {
    let tutorial = G::tutorial();
    let walked = walk::<G>(&tutorial).unwrap_or_else(|e| panic!("{}: {e:?}", G::INFO.id));
    let mut wanted = vec!["intro"];
    wanted.extend(&walked.lessons);
    wanted.push("done");
    for (lang, page) in pages {
        let ids: Vec<&str> = lessons(page).iter().map(|(id, _)| *id).collect();
        let mut sorted_ids = ids.clone();
        sorted_ids.sort_unstable();
        sorted_ids.dedup();
        assert_eq!(
            sorted_ids.len(),
            ids.len(),
            "{} {lang}: a lesson twice",
            G::INFO.id
        );
        let mut sorted_wanted = wanted.clone();
        sorted_wanted.sort_unstable();
        sorted_wanted.dedup();
        assert_eq!(
            sorted_wanted.len(),
            wanted.len(),
            "{}: a lesson id used twice",
            G::INFO.id
        );
        assert_eq!(
            sorted_ids,
            sorted_wanted,
            "{} {lang}: the lessons the page words",
            G::INFO.id
        );
        for (id, words) in lessons(page) {
            assert!(
                !words.is_empty(),
                "{} {lang}: {id} says nothing",
                G::INFO.id
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::GrueGame;

    #[test]
    fn a_learners_move_that_teaches_nothing_and_an_illegal_move_are_found() {
        let mut tutorial = GrueGame::tutorial();
        let learner_move = walk::<GrueGame>(&tutorial)
            .unwrap()
            .steps
            .iter()
            .position(|s| s.seat == tutorial.learner)
            .unwrap();
        let mut silent = tutorial.clone();
        silent.moves[learner_move].lesson = None;
        assert_eq!(
            walk::<GrueGame>(&silent).err(),
            Some(ScriptError::Silent { at: learner_move })
        );
        // The same move twice in a row: the second comes when it is no longer legal, or not
        // this seat's turn.
        let repeated = tutorial.moves[learner_move].clone();
        tutorial.moves.insert(learner_move + 1, repeated);
        assert!(matches!(
            walk::<GrueGame>(&tutorial).err(),
            Some(ScriptError::Illegal { at, .. }) if at == learner_move + 1
        ));
    }

    #[test]
    fn lesson_pages_read_headings_and_paragraphs() {
        assert_eq!(lessons("no lessons"), vec![]);
        assert_eq!(
            lessons("## a\nOne.\n## b\n\nTwo,\nthree.\n\n"),
            vec![("a", "One."), ("b", "Two,\nthree.")]
        );
        // A heading's marks inside a line are words, not a heading.
        assert_eq!(
            lessons("## a\nSay ## b here."),
            vec![("a", "Say ## b here.")]
        );
    }

    #[test]
    fn a_walk_replays_from_its_record() {
        let tutorial = GrueGame::tutorial();
        let walked = walk::<GrueGame>(&tutorial).unwrap();
        let mut again = GrueGame::new(&tutorial.settings(), tutorial.seed).unwrap();
        for &index in &walked.record {
            let action = again.legal_actions()[usize::from(index)];
            again.apply(&action).unwrap();
        }
        assert_eq!(
            again.view(tutorial.learner),
            walked.state.view(tutorial.learner)
        );
    }
}
