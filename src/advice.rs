//! Asking a bot for a move, or for a hint, given nothing but a match record: the protocol the bot
//! worker speaks, and the same deliberation the page runs itself when it has no worker.
//!
//! A [`Request`] carries the match code (settings, seed and every action so far), the seat that is
//! to move and the [`Task`]. The answer depends on nothing else: the record is replayed, the seat's
//! view is taken from it, and the search is seeded by [`decision_seed`] (the deal and the ply), so
//! the worker, the page's own sliced search and native code choose the same move.
//!
//! ```
//! use duskdeck::advice::{Answer, Request, Task, answer};
//! use duskdeck::{Difficulty, Game, GrueGame, MatchRecord, Settings, Turn};
//!
//! let settings = Settings::new(4, "");
//! let game = GrueGame::new(&settings, 5).unwrap();
//! let Turn::Seat(seat) = game.turn() else { unreachable!() };
//! let code = MatchRecord::new("grue", settings, 5).encode();
//! let request = Request { id: 1, code, seat, task: Task::Decide { difficulty: Difficulty::Easy } };
//! let Ok(Answer::Move { index }) = answer(&request) else { panic!() };
//! assert!(usize::from(index) < game.legal_actions().len());
//! // The same request always gets the same answer.
//! assert_eq!(answer(&request), Ok(Answer::Move { index }));
//! ```

use crate::bots::{BotKind, BotSpec, Difficulty, Playbook, Thinking};
use crate::engine::{Game, GameRng, MatchRecord, Seat, Turn, chance_pick, derive_seed, replay};
use crate::games::GameId;
use crate::lang::words::quoted;
use serde::{Deserialize, Serialize};

/// What to work out for the seat to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Task {
    /// The move a bot of this difficulty plays.
    Decide { difficulty: Difficulty },
    /// What [`hint_spec`]'s search would play for a person, with its ranking of the best moves,
    /// from that person's own view.
    Hint,
    /// A finished game's decision judged from the seat's view then (see [`crate::review`]): the
    /// seat played the legal action at `played`.
    Review { played: u16 },
    /// A bot's decision in a finished game, worked out again exactly as that bot made it (its
    /// difficulty, its seed, its seat's view), to show the moves it weighed.
    Explain { difficulty: Difficulty },
}

/// The difficulty whose budget a hint spends.
pub const HINT_DIFFICULTY: Difficulty = Difficulty::Hard;

/// A hint's search: [`HINT_DIFFICULTY`]'s budget with `expert`'s reading of the table
/// ([`BotKind::Reading`]), so that the move it names agrees with the facts it states (Grid of
/// Shadows' chance that a claim is true) and with the review that judges the move afterwards.
pub fn hint_spec() -> BotSpec {
    BotSpec {
        name: "hint",
        kind: BotKind::Reading {
            iterations: HINT_DIFFICULTY.spec().kind.playouts(),
        },
    }
}

/// One question for the bot worker.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Request {
    /// Echoed in the reply, so answers are matched to questions.
    pub id: u32,
    /// The match code of the game so far ([`MatchRecord::encode`]).
    pub code: String,
    /// The seat to move: a request for any other seat is refused.
    pub seat: Seat,
    pub task: Task,
}

pub use crate::bots::RankedMove;
use crate::review::{ReviewedDecision, review_decision};

/// What a bot found.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum Answer {
    /// The legal-action index to play.
    Move { index: u16 },
    /// The move the hint recommends (what [`hint_spec`]'s search plays) and the search's best
    /// moves, most explored first.
    Hint {
        index: u16,
        ranked: Vec<RankedMove>,
        playouts: u32,
    },
    /// The review of one decision.
    Reviewed(Box<ReviewedDecision>),
    /// A bot's decision worked out again: the move it plays and the moves its search weighed,
    /// most explored first (none for a bot that plays by rules of thumb and does not search).
    Explained {
        index: u16,
        ranked: Vec<RankedMove>,
        playouts: u32,
    },
}

impl Answer {
    /// The legal-action index this answer plays or recommends.
    pub fn index(&self) -> usize {
        match self {
            Answer::Move { index }
            | Answer::Hint { index, .. }
            | Answer::Explained { index, .. } => usize::from(*index),
            Answer::Reviewed(decision) => usize::from(decision.played),
        }
    }
}

/// The worker's answer to request `id`, with the time the search took inside the worker.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Reply {
    pub id: u32,
    pub result: Result<Answer, String>,
    pub think_ms: f64,
}

/// Everything the worker ever posts to the page.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum WorkerMessage {
    /// Sent once, when the worker has started: the page talks only to a worker of its own build.
    Ready {
        build: String,
    },
    Reply(Reply),
}

/// Identifies this build's sources: the page and the worker compare it, so a worker left in a
/// cache by an older deployment is never paired with a newer page.
pub const BUILD: &str = env!("DUSKDECK_BUILD");

/// The seed of the decision at `ply` of a game dealt from `seed`.
pub fn decision_seed(seed: u64, ply: usize) -> u64 {
    derive_seed(seed, ply as u64)
}

/// A hint searches with its own seed, so asking for one tells nothing about the bots' draws.
const HINT_STREAM: u64 = 0x4849_4e54;

/// A bot working out one request, a slice at a time (the page) or in one go (the worker).
pub trait Deliberation {
    /// Does up to `iterations` of search; the answer once the budget is spent.
    fn step(&mut self, iterations: u32) -> Option<Answer>;
}

/// A review, worked out when asked.
struct Reviewed(Option<Answer>);

impl Deliberation for Reviewed {
    fn step(&mut self, _iterations: u32) -> Option<Answer> {
        self.0.take()
    }
}

struct Pondering<G: Playbook> {
    thinking: Thinking<G>,
    legal: Vec<G::Action>,
    task: Task,
    budget: u32,
}

impl<G: Playbook> Deliberation for Pondering<G> {
    fn step(&mut self, iterations: u32) -> Option<Answer> {
        let action = self.thinking.step(iterations)?;
        let index_of = |action: &G::Action| {
            // A bot only ever picks among the legal actions it was given.
            self.legal.iter().position(|a| a == action).unwrap_or(0) as u16
        };
        let index = index_of(&action);
        Some(match self.task {
            Task::Decide { .. } | Task::Review { .. } => Answer::Move { index },
            Task::Hint => Answer::Hint {
                index,
                ranked: RankedMove::from_ranking(&self.thinking.ranking(), &self.legal),
                playouts: self.budget,
            },
            Task::Explain { .. } => Answer::Explained {
                index,
                ranked: RankedMove::from_ranking(&self.thinking.ranking(), &self.legal),
                playouts: self.budget,
            },
        })
    }
}

/// Starts deliberating `task` for `seat` in `state`, the position after `ply` moves of a game dealt
/// from `seed`. The bot sees only `seat`'s view.
pub fn deliberate<G: Playbook>(
    state: &G,
    seed: u64,
    ply: usize,
    seat: Seat,
    task: Task,
) -> Result<Box<dyn Deliberation>, String> {
    match state.turn() {
        Turn::Seat(to_move) if to_move == seat => {}
        Turn::Seat(to_move) => return Err(format!("it is {to_move}'s turn, not {seat}'s")),
        Turn::Chance | Turn::Over => return Err(format!("{seat} is not to move")),
    }
    let legal = state.legal_actions();
    let (difficulty, seed) = match task {
        // The same search, seed and view as the decision itself: the same move comes out.
        Task::Decide { difficulty } | Task::Explain { difficulty } => {
            (difficulty, decision_seed(seed, ply))
        }
        Task::Hint => (
            HINT_DIFFICULTY,
            derive_seed(decision_seed(seed, ply), HINT_STREAM),
        ),
        Task::Review { played } => {
            // A review is asked of a finished game, off the table's clock: it runs in one go.
            let reviewed = review_decision(
                state,
                seed,
                ply,
                seat,
                played,
                crate::review::REVIEW_PLAYOUTS,
            )?;
            return Ok(Box::new(Reviewed(Some(Answer::Reviewed(Box::new(
                reviewed,
            ))))));
        }
    };
    let spec = match task {
        Task::Hint => hint_spec(),
        _ => difficulty.spec(),
    };
    let budget = spec.kind.playouts();
    Ok(Box::new(Pondering::<G> {
        thinking: Thinking::new(spec, state.view(seat), legal.clone(), seed),
        legal,
        task,
        budget,
    }))
}

/// Answers `request` in one go, whatever its game: replays its record and searches.
pub fn answer(request: &Request) -> Result<Answer, String> {
    let record = MatchRecord::decode(&request.code).map_err(|e| e.to_string())?;
    let game = GameId::parse(&record.game)
        .ok_or_else(|| format!("Duskdeck has no game called {}", quoted(&record.game)))?;
    crate::with_game!(game, G => answer_for::<G>(&record, request))
}

/// Answers `request`, a request about a game of `G`: what a worker that holds only `G` answers.
pub fn answer_as<G: Playbook>(request: &Request) -> Result<Answer, String> {
    let record = MatchRecord::decode(&request.code).map_err(|e| e.to_string())?;
    if record.game != G::INFO.id {
        return Err(format!(
            "this bot worker plays {}, not {}",
            quoted(G::INFO.id),
            quoted(&record.game)
        ));
    }
    answer_for::<G>(&record, request)
}

fn answer_for<G: Playbook>(record: &MatchRecord, request: &Request) -> Result<Answer, String> {
    let (state, _) = replay::<G>(record).map_err(|e| e.to_string())?;
    answer_at(
        &state,
        record.seed,
        record.actions.len(),
        request.seat,
        request.task,
    )
}

/// Answers `task` for `seat` in one go in `state`, the position after `ply` moves of a game dealt
/// from `seed`: what [`answer`] gives for that position's record, without replaying it.
pub fn answer_at<G: Playbook>(
    state: &G,
    seed: u64,
    ply: usize,
    seat: Seat,
    task: Task,
) -> Result<Answer, String> {
    let mut deliberation = deliberate(state, seed, ply, seat, task)?;
    loop {
        if let Some(answer) = deliberation.step(u32::MAX) {
            return Ok(answer);
        }
    }
}

/// Chance's pick among the legal actions at `ply` of a game dealt from `seed`, as the page draws
/// it: seeded like a decision at that ply.
pub fn chance_move<G: Game>(state: &G, seed: u64, ply: usize) -> usize {
    chance_pick(state, &mut GameRng::seeded(decision_seed(seed, ply)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Settings;
    use crate::games::GrueGame;

    /// A Grue position where the seat to move has a real choice.
    fn choice_request(task: Task) -> (Request, usize) {
        let settings = Settings::new(4, "");
        let mut record = MatchRecord::new("grue", settings.clone(), 9);
        let mut game = GrueGame::new(&settings, 9).unwrap();
        loop {
            let legal = game.legal_actions();
            if let Turn::Seat(seat) = game.turn()
                && legal.len() > 1
            {
                let request = Request {
                    id: 7,
                    code: record.encode(),
                    seat,
                    task,
                };
                return (request, legal.len());
            }
            game.apply_unchecked(&legal[0]);
            record.actions.push(0);
        }
    }

    #[test]
    fn a_hint_searches_at_hards_budget_with_experts_reading_and_ranks_legal_moves() {
        let (request, legal) = choice_request(Task::Hint);
        let Ok(Answer::Hint {
            index,
            ranked,
            playouts,
        }) = answer(&request)
        else {
            panic!("a hint answers with a hint")
        };
        let decided = answer(&Request {
            task: Task::Decide {
                difficulty: HINT_DIFFICULTY,
            },
            ..request
        });
        // The hint's search has its own seed, so it may differ from the bot's at this ply; both
        // are legal and the ranking covers the recommended move's alternatives.
        assert!(matches!(decided, Ok(Answer::Move { index }) if usize::from(index) < legal));
        assert!(usize::from(index) < legal);
        assert!(!ranked.is_empty());
        assert!(ranked.iter().all(|r| usize::from(r.index) < legal));
        assert!(ranked.windows(2).all(|w| w[0].visits >= w[1].visits));
        assert!(ranked.iter().map(|r| r.visits).sum::<u32>() <= playouts);
        assert_eq!(playouts, HINT_DIFFICULTY.spec().kind.playouts());
        assert!(matches!(hint_spec().kind, BotKind::Reading { .. }));
    }

    #[test]
    fn requests_for_a_seat_not_to_move_or_a_bad_code_are_refused() {
        let (request, _) = choice_request(Task::Hint);
        let other = Seat((request.seat.0 + 1) % 4);
        let refused = answer(&Request {
            seat: other,
            ..request.clone()
        });
        assert_eq!(
            refused,
            Err(format!("it is {}'s turn, not {other}'s", request.seat))
        );
        let damaged = answer(&Request {
            code: "d4.!!".into(),
            ..request
        });
        assert!(damaged.unwrap_err().contains("damaged"));
    }

    /// The page, the worker's loader and the benchmark script speak this JSON: its shape is a
    /// public contract between files built separately.
    #[test]
    fn messages_have_a_stable_json_shape() {
        let request = Request {
            id: 3,
            code: "d4.x".into(),
            seat: Seat(2),
            task: Task::Decide {
                difficulty: Difficulty::Hard,
            },
        };
        let text = r#"{"id":3,"code":"d4.x","seat":2,"task":{"Decide":{"difficulty":"Hard"}}}"#;
        assert_eq!(serde_json::to_string(&request).unwrap(), text);
        assert_eq!(serde_json::from_str::<Request>(text).unwrap(), request);
        let hint = r#"{"id":1,"code":"d4.x","seat":0,"task":"Hint"}"#;
        assert_eq!(
            serde_json::from_str::<Request>(hint).unwrap().task,
            Task::Hint
        );
        let ready = r#"{"Ready":{"build":"an-older-build"}}"#;
        assert_eq!(
            serde_json::from_str::<WorkerMessage>(ready).unwrap(),
            WorkerMessage::Ready {
                build: "an-older-build".into()
            }
        );
        let reply = WorkerMessage::Reply(Reply {
            id: 9,
            result: Ok(Answer::Move { index: 4 }),
            think_ms: 1.5,
        });
        assert_eq!(
            serde_json::to_string(&reply).unwrap(),
            r#"{"Reply":{"id":9,"result":{"Ok":{"Move":{"index":4}}},"think_ms":1.5}}"#
        );
        // What the loader posts when the module cannot start is not a message the page knows.
        assert!(serde_json::from_str::<WorkerMessage>(r#"{"Failed":"404"}"#).is_err());
    }

    #[test]
    fn sliced_deliberation_answers_like_the_worker() {
        let (request, _) = choice_request(Task::Decide {
            difficulty: Difficulty::Normal,
        });
        let record = MatchRecord::decode(&request.code).unwrap();
        let (state, _) = replay::<GrueGame>(&record).unwrap();
        let ply = record.actions.len();
        let mut sliced = deliberate(&state, record.seed, ply, request.seat, request.task).unwrap();
        let by_slices = loop {
            if let Some(answer) = sliced.step(7) {
                break answer;
            }
        };
        assert_eq!(Ok(by_slices), answer(&request));
    }
}

#[cfg(test)]
mod review_protocol_tests {
    use super::*;

    #[test]
    fn a_review_crosses_the_worker_boundary_as_json() {
        let code =
            "d5.BGdydWUFAAATMAAAAAMABgMBCQADBgMXAAEDBgACFwMABAACBAQBAAEABAACBAQBAAMEAAIEBAEAAw";
        let full = MatchRecord::decode(code).unwrap();
        let mut state = crate::games::GrueGame::new(&full.settings, full.seed).unwrap();
        let mut ply = 0;
        while !(state.turn() == Turn::Seat(Seat(0)) && state.legal_actions().len() > 1) {
            let a = state.legal_actions()[usize::from(full.actions[ply])];
            state.apply(&a).unwrap();
            ply += 1;
        }
        let mut record = full.clone();
        record.actions.truncate(ply);
        let request = Request {
            id: 3,
            code: record.encode(),
            seat: Seat(0),
            task: Task::Review {
                played: full.actions[ply],
            },
        };
        let text = serde_json::to_string(&request).unwrap();
        let back: Request = serde_json::from_str(&text).unwrap();
        let result = answer(&back);
        assert!(matches!(result, Ok(Answer::Reviewed(_))), "{result:?}");
        let reply = WorkerMessage::Reply(Reply {
            id: 3,
            result,
            think_ms: 1.0,
        });
        let text = serde_json::to_string(&reply).unwrap();
        let parsed: WorkerMessage = serde_json::from_str(&text).unwrap();
        assert_eq!(parsed, reply);
    }
}
