//! Bots. Every bot decides from one seat's [`Game::View`] and the legal actions; none ever reads the
//! true state.
//!
//! * `random`: uniform over the legal actions.
//! * `heuristic`: each game's rules of thumb ([`Playbook::heuristic`]).
//! * `ismcts`: information-set Monte Carlo tree search, generic over every game: it samples full
//!   states from the view with [`Game::determinize`] and plays them out with the game's
//!   [`Playbook::rollout`] policy. It plays the heuristic's move unless the search finds another
//!   move better by more than [`Playbook::OVERRULE_Z`] standard errors.
//!
//! A [`Thinking`] decision is stepped a slice at a time so the browser can yield between slices;
//! its budget is counted in iterations, so a seed gives the same move however it is sliced.

mod ismcts;
mod paired;

pub use ismcts::{Ranked, Search};
pub use paired::PairedSearch;

use crate::engine::{Game, GameRng, Outcome, Seat, Turn};
use std::fmt;

/// What a game teaches its bots.
pub trait Playbook: Game {
    /// The rules-of-thumb move for the seat whose view this is.
    fn heuristic(view: &Self::View, legal: &[Self::Action], rng: &mut GameRng) -> Self::Action;

    /// How many of its own decisions deep the search tree grows. With a rollout policy as strong
    /// as the heuristic, 1 (choose this move, then let the policy play everyone) is a reliable
    /// improvement on the policy; deeper trees explore later moves almost at random until they
    /// have many visits, which a small budget never gives them.
    const SEARCH_DEPTH: usize = 1;

    /// How many standard errors of the difference in mean reward a move must beat the heuristic's
    /// move by before search plays it instead. A guard against sampling noise, but set too high
    /// the search hardly ever speaks: against three heuristics, hard won 37% of single GRID#LOCK
    /// rounds and of Grimwood games at 2, 63% and 49% at 1 (1,000 games each); at 0.5, a few
    /// lucky playouts overrule sound moves (GRID#LOCK fell back to 52% over 400 rounds, and hard
    /// as the Grue won 46% of its games instead of 56%).
    const OVERRULE_Z: f64 = 1.0;

    /// The move search plays for `seat` inside a playout. The state is a sample, never the true
    /// game, so a policy may read it; good policies read only `state.view(seat)` to stay humble.
    fn rollout(
        state: &Self,
        seat: Seat,
        legal: &[Self::Action],
        rng: &mut GameRng,
    ) -> Self::Action {
        let _ = (state, seat);
        legal[rng.below(legal.len())].clone()
    }

    /// Where a playout may stop early. Called after every move a playout makes outside the tree,
    /// with how many such moves it has made; `Some(reward)` (in `[0, 1]`, for the searching
    /// `seat`) ends the playout there. Long games use it to trade playout length for playout
    /// count: a playout cut after a few dozen moves and scored by the position is much cheaper
    /// than one played to the end, and in a game whose result turns on many later random draws
    /// it loses little. The default plays every playout to the end.
    fn cut_playout(state: &Self, seat: Seat, moves: u32) -> Option<f64> {
        let _ = (state, seat, moves);
        None
    }

    /// A world for a search that reads the table one step further than the rules of thumb do
    /// (`expert`): by default the same sample as [`Game::determinize`]. A game with bluffs
    /// overrides it where searching players are known to bluff against the rules of thumb's
    /// beliefs: they bluff exactly where those beliefs trust a claim, so a reader trusts less. A
    /// game with hidden roles may weigh the roles by how each seat has played (Shadow House).
    /// Only the searching seat's own deliberation uses it; every seat in a playout still plays by
    /// [`Playbook::rollout`], so the search's picture of its opponents is unchanged.
    fn determinize_reading(view: &Self::View, rng: &mut GameRng) -> Self {
        Self::determinize(view, rng)
    }

    /// The searching seat's reward for a finished playout, in `[0, 1]`. The default is the
    /// outcome's win (1), draw (0.5) or loss (0); scoring games may blend in the score margin so
    /// the search also prefers winning by more and losing by less.
    fn playout_reward(outcome: &Outcome, seat: Seat) -> f64 {
        outcome.reward(seat)
    }

    /// Deals again, each among the places it lies in, the cards no seat has seen: a draw pile's
    /// order, face-down cards nobody looked at, cards put aside unseen. What the yardstick
    /// `seer:N` does not see. The default changes nothing: where a game does not say, the seer
    /// sees as much as the oracle.
    #[cfg(feature = "oracle")]
    fn shuffle_unseen_by_all(&mut self, rng: &mut GameRng) {
        let _ = rng;
    }

    /// A sample of `view` (of `state`) in which the secret the game turns on is, with `percent`%
    /// chance, as it truly is (and otherwise read as `expert` reads it): what the yardstick
    /// `secret:N` sees at 100, the most any reading of the table could tell of it. Grid of
    /// Shadows' secret is the truth of each claim on the table, Shadow House's who holds the
    /// Culprit. The default, for a game without such a secret, is `expert`'s sample.
    #[cfg(feature = "oracle")]
    fn sample_knowing_secret(
        state: &Self,
        view: &Self::View,
        percent: u8,
        rng: &mut GameRng,
    ) -> Self {
        let _ = (state, percent);
        Self::determinize_reading(view, rng)
    }

    /// What `seat`'s beliefs, read from its view alone, say of facts hidden from it, each with
    /// whether it holds in `state`: the arena's check of a game's inference (`arena beliefs`).
    /// It reads the truth to score the belief, so it exists only in the `oracle` build.
    #[cfg(feature = "oracle")]
    fn forecasts(state: &Self, seat: Seat) -> Vec<Forecast> {
        let _ = (state, seat);
        Vec::new()
    }
}

/// One belief put to the test: the chance a seat gave a hidden fact, and whether it held.
#[cfg(feature = "oracle")]
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Forecast {
    /// What the belief is about ("claim true", "holds the Culprit"): one calibration line each.
    pub about: &'static str,
    pub chance: f64,
    pub held: bool,
}

/// Plays a sampled state onwards: chance at random, every seat by [`Playbook::rollout`], until the
/// game ends or [`Playbook::cut_playout`] scores it, and returns `me`'s reward. With
/// `stop_for_me`, it stops instead (returning `None`) when `me` is to move, for the search to
/// choose. `moves` counts the policy's moves across calls, for the cut.
fn advance<G: Playbook>(
    state: &mut G,
    me: Seat,
    rng: &mut GameRng,
    moves: &mut u32,
    stop_for_me: bool,
) -> Option<f64> {
    loop {
        match state.turn() {
            Turn::Over => {
                let outcome = state.outcome().expect("a finished game has an outcome");
                return Some(G::playout_reward(&outcome, me));
            }
            Turn::Chance => {
                let legal = state.legal_actions();
                let pick = legal[rng.below(legal.len())].clone();
                state.apply_unchecked(&pick);
            }
            Turn::Seat(seat) if seat == me && stop_for_me => return None,
            Turn::Seat(seat) => {
                let legal = state.legal_actions();
                let action = G::rollout(state, seat, &legal, rng);
                debug_assert!(
                    legal.contains(&action),
                    "the rollout policy returns a legal action"
                );
                state.apply_unchecked(&action);
                *moves += 1;
                if let Some(estimate) = G::cut_playout(state, me, *moves) {
                    return Some(estimate.clamp(0.0, 1.0));
                }
            }
        }
    }
}

/// Plays a sampled state to its end (or its cut) by the rollout policy; `me`'s reward.
fn play_out<G: Playbook>(state: &mut G, me: Seat, rng: &mut GameRng) -> f64 {
    advance(state, me, rng, &mut 0, false).expect("a playout that never stops for a choice ends")
}

/// How a bot chooses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BotKind {
    Random,
    Heuristic,
    /// Information-set MCTS with this many playouts per decision.
    Ismcts {
        iterations: u32,
    },
    /// Information-set MCTS whose samples come from [`Playbook::determinize_reading`]: it
    /// believes what a searching player's claims are worth, not what the rules of thumb believe.
    Reading {
        iterations: u32,
    },
    /// Paired flat Monte Carlo ([`PairedSearch`]) with this many playouts per decision.
    Paired {
        playouts: u32,
    },
    /// The yardstick, never a player: hard's search with this many playouts, every playout
    /// begun from the true deal instead of a sample of what the seat could see. It reads hidden
    /// state, so only the arena has it (`crate::arena::oracle`), and only in a build with the
    /// `oracle` feature, which the app and the bot workers are built without.
    ///
    /// How much of the true deal it sees is its [`Sight`]: `oracle:N` everything, `seer:N` every
    /// hand and `secret:N` only the secret the game turns on (the truth of every claim, who
    /// holds the Culprit).
    #[cfg(feature = "oracle")]
    Oracle {
        iterations: u32,
        sight: Sight,
    },
}

/// How much of the true deal a yardstick sees. The two lesser sights split what the oracle's is
/// worth: into what no player could know (the deck's order), what reading the other players
/// could at best reach (their hands), and what reading their claims alone could reach.
#[cfg(feature = "oracle")]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sight {
    /// Every card, the deck's order too (`oracle:N`).
    Everything,
    /// Every hand and every card on the table; the cards no seat has seen yet (the draw pile's
    /// order, face-down cards nobody looked at) are dealt again for every playout
    /// ([`Playbook::shuffle_unseen_by_all`]) (`seer:N`).
    Hands,
    /// The secret the game turns on (in Grid of Shadows whether each claim on the table is true,
    /// in Shadow House who holds the Culprit), and otherwise only its own view
    /// ([`Playbook::sample_knowing_secret`]) (`secret:N`; `claims:N` names it too, as it was
    /// first named for Grid of Shadows). With `percent` under 100 (`secret:N:P`), the secret
    /// (in Grid of Shadows, each claim's) is seen with that chance per playout and otherwise read
    /// as `expert` reads it: a belief drawn `percent`% of the way from `expert`'s to the truth.
    Secret { percent: u8 },
}

impl BotKind {
    /// Playouts a searching bot spends on a decision with a real choice; 0 for the others.
    pub fn playouts(self) -> u32 {
        match self {
            BotKind::Random | BotKind::Heuristic => 0,
            BotKind::Ismcts { iterations } | BotKind::Reading { iterations } => iterations,
            BotKind::Paired { playouts } => playouts,
            #[cfg(feature = "oracle")]
            BotKind::Oracle { iterations, .. } => iterations,
        }
    }
}

/// A named bot, as the arena and the lobby know it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BotSpec {
    pub name: &'static str,
    pub kind: BotKind,
}

/// The lobby's difficulty levels, each a named bot with a budget.
/// A root move as a search ranks it, by its index among the legal actions: what a hint shows and
/// a review judges.
#[derive(Clone, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct RankedMove {
    /// The move's index among the legal actions.
    pub index: u16,
    /// Playouts that began with it.
    pub visits: u32,
    /// The seat's mean result over those playouts, from 0 (a sure loss) to 1 (a sure win).
    pub mean_reward: f64,
}

impl RankedMove {
    /// A search's ranking, each move named by its index in `legal` (the list it searched).
    pub fn from_ranking<A: PartialEq>(ranking: &[ismcts::Ranked<A>], legal: &[A]) -> Vec<Self> {
        ranking
            .iter()
            .map(|r| RankedMove {
                // A search only ranks the legal actions it was given.
                index: legal.iter().position(|a| *a == r.action).unwrap_or(0) as u16,
                visits: r.visits,
                mean_reward: r.mean_reward,
            })
            .collect()
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
pub enum Difficulty {
    Easy,
    #[default]
    Normal,
    Hard,
    /// Hard's search with four times the playouts (a decision takes about four hard ones, well
    /// within what a browser worker can spend, and each root move's estimate is twice as
    /// precise), reading the table one step further ([`BotKind::Reading`]).
    Expert,
}

impl Difficulty {
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Normal,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    pub fn spec(self) -> BotSpec {
        match self {
            Difficulty::Easy => BotSpec {
                name: "easy",
                kind: BotKind::Heuristic,
            },
            Difficulty::Normal => BotSpec {
                name: "normal",
                kind: BotKind::Ismcts { iterations: 150 },
            },
            Difficulty::Hard => BotSpec {
                name: "hard",
                kind: BotKind::Ismcts { iterations: 400 },
            },
            Difficulty::Expert => BotSpec {
                name: "expert",
                kind: BotKind::Reading { iterations: 1600 },
            },
        }
    }

    pub fn name(self) -> &'static str {
        self.spec().name
    }

    pub fn parse(name: &str) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.name() == name)
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let label = match self {
            Difficulty::Easy => "Easy",
            Difficulty::Normal => "Normal",
            Difficulty::Hard => "Hard",
            Difficulty::Expert => "Expert",
        };
        f.write_str(label)
    }
}

/// `oracle:<budget>` (or `seer:<budget>`, blind to the deck) in a build that has the yardstick.
#[cfg(feature = "oracle")]
fn oracle_kind(yardstick: &str, budget: &str) -> Option<BotKind> {
    let (budget, percent) = match (yardstick, budget.split_once(':')) {
        ("claims" | "secret", Some((budget, percent))) => {
            (budget, percent.parse().ok().filter(|&p| p <= 100)?)
        }
        (_, Some(_)) => return None,
        (_, None) => (budget, 100),
    };
    let sight = match yardstick {
        "oracle" => Sight::Everything,
        "seer" => Sight::Hands,
        "claims" | "secret" => Sight::Secret { percent },
        _ => return None,
    };
    Some(BotKind::Oracle {
        iterations: budget.parse().ok()?,
        sight,
    })
}

/// Without the `oracle` feature there is no yardstick to name.
#[cfg(not(feature = "oracle"))]
fn oracle_kind(_yardstick: &str, _budget: &str) -> Option<BotKind> {
    None
}

impl BotSpec {
    /// `random`, `heuristic`, a difficulty (`easy`, `normal`, `hard`, `expert`) or
    /// `ismcts:<iterations>` or `paired:<playouts>`.
    ///
    /// ```
    /// use duskdeck::{BotKind, BotSpec};
    ///
    /// assert_eq!(BotSpec::parse("hard").unwrap().kind, BotKind::Ismcts { iterations: 400 });
    /// assert_eq!(BotSpec::parse("expert").unwrap().kind, BotKind::Reading { iterations: 1600 });
    /// assert_eq!(BotSpec::parse("reading:400").unwrap().kind, BotKind::Reading { iterations: 400 });
    /// assert_eq!(BotSpec::parse("ismcts:50").unwrap().kind, BotKind::Ismcts { iterations: 50 });
    /// assert_eq!(BotSpec::parse("paired:90").unwrap().kind, BotKind::Paired { playouts: 90 });
    /// assert!(BotSpec::parse("genius").is_none());
    /// ```
    pub fn parse(name: &str) -> Option<BotSpec> {
        match name {
            "random" => Some(BotSpec {
                name: "random",
                kind: BotKind::Random,
            }),
            "heuristic" => Some(BotSpec {
                name: "heuristic",
                kind: BotKind::Heuristic,
            }),
            _ => Difficulty::parse(name).map(Difficulty::spec).or_else(|| {
                let kind = if let Some(budget) = name.strip_prefix("ismcts:") {
                    BotKind::Ismcts {
                        iterations: budget.parse().ok()?,
                    }
                } else if let Some(budget) = name.strip_prefix("reading:") {
                    BotKind::Reading {
                        iterations: budget.parse().ok()?,
                    }
                } else if let Some((yardstick, budget)) = name.split_once(':')
                    && let Some(kind) = oracle_kind(yardstick, budget)
                {
                    kind
                } else {
                    BotKind::Paired {
                        playouts: name.strip_prefix("paired:")?.parse().ok()?,
                    }
                };
                // Leaked once per distinct name typed on the command line: names must be 'static.
                let name: &'static str = Box::leak(name.to_string().into_boxed_str());
                Some(BotSpec { name, kind })
            }),
        }
    }
}

/// A decision being made, one slice at a time. The browser runs a few playouts per slice and
/// yields between slices; however it is sliced, the same seed gives the same move.
///
/// ```
/// use duskdeck::{BotSpec, Game, GrueGame, Settings, Thinking, Turn, decide};
///
/// let game = GrueGame::new(&Settings::new(5, ""), 11).unwrap();
/// let Turn::Seat(seat) = game.turn() else { unreachable!() };
/// let spec = BotSpec::parse("ismcts:40").unwrap();
///
/// let mut thinking = Thinking::<GrueGame>::new(spec, game.view(seat), game.legal_actions(), 5);
/// let sliced = loop {
///     if let Some(action) = thinking.step(3) {
///         break action;
///     }
/// };
/// let at_once = decide::<GrueGame>(spec, game.view(seat), game.legal_actions(), 5);
/// assert_eq!(sliced, at_once);
/// assert!(game.legal_actions().contains(&sliced));
/// ```
pub struct Thinking<G: Playbook> {
    legal: Vec<G::Action>,
    rng: GameRng,
    state: ThinkingState<G>,
}

enum ThinkingState<G: Playbook> {
    Immediate(BotKind, G::View),
    Searching(Search<G>),
    Comparing(PairedSearch<G>),
}

impl<G: Playbook> Thinking<G> {
    /// Starts deciding for the seat whose `view` this is. `seed` fixes every random choice.
    pub fn new(spec: BotSpec, view: G::View, legal: Vec<G::Action>, seed: u64) -> Self {
        assert!(
            !legal.is_empty(),
            "a bot was asked to move with no legal action"
        );
        let mut rng = GameRng::seeded(seed);
        let state = match spec.kind {
            BotKind::Ismcts { iterations } | BotKind::Reading { iterations } if legal.len() > 1 => {
                let default = G::heuristic(&view, &legal, &mut rng);
                let search = Search::new(view, legal.clone(), iterations).with_default(default);
                ThinkingState::Searching(match spec.kind {
                    BotKind::Reading { .. } => search.reading(),
                    _ => search,
                })
            }
            BotKind::Paired { playouts } if legal.len() > 1 => {
                let default = G::heuristic(&view, &legal, &mut rng);
                ThinkingState::Comparing(PairedSearch::new(view, legal.clone(), default, playouts))
            }
            kind => ThinkingState::Immediate(kind, view),
        };
        Thinking { legal, rng, state }
    }

    /// Does up to `max_iterations` of search; returns the move once the budget is spent.
    pub fn step(&mut self, max_iterations: u32) -> Option<G::Action> {
        match &mut self.state {
            ThinkingState::Immediate(BotKind::Random, _) => {
                Some(self.legal[self.rng.below(self.legal.len())].clone())
            }
            ThinkingState::Immediate(BotKind::Heuristic, view) => {
                Some(G::heuristic(view, &self.legal, &mut self.rng))
            }
            // A single legal action needs no search.
            ThinkingState::Immediate(
                BotKind::Ismcts { .. } | BotKind::Reading { .. } | BotKind::Paired { .. },
                _,
            ) => Some(self.legal[0].clone()),
            // The oracle decides from the true deal, which a view cannot give.
            #[cfg(feature = "oracle")]
            ThinkingState::Immediate(BotKind::Oracle { .. }, _) => {
                panic!("an oracle decides in the arena, from the true deal (arena::oracle)")
            }
            ThinkingState::Searching(search) => {
                search.run(max_iterations, &mut self.rng);
                search.finished().then(|| search.best_action())
            }
            ThinkingState::Comparing(search) => {
                search.run(max_iterations, &mut self.rng);
                search.finished().then(|| search.best_action())
            }
        }
    }
}

impl<G: Playbook> Thinking<G> {
    /// The root moves the search tried, most visited first; empty for a bot that does not search
    /// or before any playout.
    pub fn ranking(&self) -> Vec<Ranked<G::Action>> {
        match &self.state {
            ThinkingState::Searching(search) => search.ranking(),
            ThinkingState::Comparing(search) => search.ranking(),
            ThinkingState::Immediate(..) => Vec::new(),
        }
    }
}

/// Decides in one go (native code: arena, tests). The bot is given `view` and the legal actions,
/// never the state they came from.
///
/// ```
/// use duskdeck::{BotSpec, Game, GrueGame, Settings, Turn, decide};
///
/// let game = GrueGame::new(&Settings::new(4, ""), 2).unwrap();
/// let Turn::Seat(seat) = game.turn() else { unreachable!() };
/// let heuristic = BotSpec::parse("heuristic").unwrap();
/// let action = decide::<GrueGame>(heuristic, game.view(seat), game.legal_actions(), 1);
/// assert!(game.legal_actions().contains(&action));
/// ```
pub fn decide<G: Playbook>(
    spec: BotSpec,
    view: G::View,
    legal: Vec<G::Action>,
    seed: u64,
) -> G::Action {
    let mut thinking = Thinking::<G>::new(spec, view, legal, seed);
    loop {
        if let Some(action) = thinking.step(u32::MAX) {
            return action;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn budget(difficulty: Difficulty) -> u32 {
        difficulty.spec().kind.playouts()
    }

    #[test]
    fn expert_comes_after_hard_and_searches_longer_within_the_browser_budget() {
        assert_eq!(Difficulty::ALL.last(), Some(&Difficulty::Expert));
        assert_eq!(Difficulty::parse("expert"), Some(Difficulty::Expert));
        assert_eq!(Difficulty::Expert.to_string(), "Expert");
        let spec = BotSpec::parse("expert").unwrap();
        assert_eq!(spec, Difficulty::Expert.spec());
        assert_eq!(spec.name, "expert");
        let (hard, expert) = (budget(Difficulty::Hard), budget(Difficulty::Expert));
        // More playouts is what makes it stronger; a decision in a web worker must stay within
        // about ten hard ones.
        assert!(expert > hard && expert <= 10 * hard, "{expert} vs {hard}");
    }

    #[test]
    fn every_difficulty_parses_from_its_own_name() {
        for difficulty in Difficulty::ALL {
            assert_eq!(Difficulty::parse(difficulty.name()), Some(difficulty));
            assert_eq!(BotSpec::parse(difficulty.name()), Some(difficulty.spec()));
        }
    }
}
