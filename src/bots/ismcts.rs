//! Single-observer information-set MCTS (Cowling, Powley and Whitehouse, 2012).
//!
//! Each iteration samples one full state from the searching seat's view ("determinization"), then
//! walks one shared tree whose nodes are the searching seat's own action sequences: at every node
//! only the children legal in this sample compete, scored by UCB1 with availability counts, so
//! actions that are rarely possible are not over-explored. Other seats' decisions, in the tree and
//! after it, are played by the game's rollout policy: the search models its opponents rather than
//! assuming they explore at random, which matters in these many-player, hidden-role games. One new
//! node is added per iteration, the rollout finishes the game (or stops where the game's
//! [`Playbook::cut_playout`] scores the position), and every node on the path is credited with the
//! searching seat's reward.

use super::{Playbook, advance};
use crate::engine::{GameRng, Seat, Turn};

const EXPLORATION: f64 = 0.7;

/// One root move as the search saw it.
#[derive(Clone, PartialEq, Debug)]
pub struct Ranked<A> {
    pub action: A,
    /// Playouts that began with this move.
    pub visits: u32,
    /// The searching seat's mean reward over them, in `[0, 1]`.
    pub mean_reward: f64,
}

struct Node<A> {
    /// The searching seat's action that led here (`None` at the root).
    action: Option<A>,
    children: Vec<usize>,
    visits: u32,
    /// How many times this node was legal when its parent was visited.
    availability: u32,
    reward: f64,
}

pub struct Search<G: Playbook> {
    root_view: G::View,
    root_legal: Vec<G::Action>,
    nodes: Vec<Node<G::Action>>,
    budget: u32,
    done: u32,
    /// The seat searching: the one to act in every determinization of the root.
    me: Option<Seat>,
    default: Option<G::Action>,
    /// Samples from [`Playbook::determinize_reading`] instead of [`Game::determinize`].
    reading: bool,
    /// The yardstick's true deal: every playout starts from it instead of a sample of the view.
    #[cfg(feature = "oracle")]
    world: Option<G>,
    /// How much of the true deal each playout keeps.
    #[cfg(feature = "oracle")]
    sight: super::Sight,
}

impl<G: Playbook> Search<G> {
    pub fn new(root_view: G::View, root_legal: Vec<G::Action>, budget: u32) -> Self {
        let root = Node {
            action: None,
            children: Vec::new(),
            visits: 0,
            availability: 0,
            reward: 0.0,
        };
        Search {
            root_view,
            root_legal,
            nodes: vec![root],
            budget: budget.max(1),
            done: 0,
            me: None,
            default: None,
            reading: false,
            #[cfg(feature = "oracle")]
            world: None,
            #[cfg(feature = "oracle")]
            sight: super::Sight::Everything,
        }
    }

    /// Plays every playout from `world`, the true deal: the arena's all-seeing yardstick.
    #[cfg(feature = "oracle")]
    pub fn with_world(mut self, world: G, sight: super::Sight) -> Self {
        self.world = Some(world);
        self.sight = sight;
        self
    }

    /// Samples every world with [`Playbook::determinize_reading`]: `expert`'s search.
    pub fn reading(mut self) -> Self {
        self.reading = true;
        self
    }

    /// A world to play out: a sample of the root view, or the yardstick's true deal.
    fn world(&self, rng: &mut GameRng) -> G {
        #[cfg(feature = "oracle")]
        if let Some(world) = &self.world {
            return match self.sight {
                super::Sight::Everything => world.clone(),
                super::Sight::Hands => {
                    let mut world = world.clone();
                    world.shuffle_unseen_by_all(rng);
                    world
                }
                super::Sight::Secret { percent } => {
                    G::sample_knowing_secret(world, &self.root_view, percent, rng)
                }
            };
        }
        if self.reading {
            G::determinize_reading(&self.root_view, rng)
        } else {
            G::determinize(&self.root_view, rng)
        }
    }

    /// The move to play unless the search finds a clearly better one (usually the game's
    /// heuristic): with a few hundred playouts spread over many moves, sampling noise is larger
    /// than the real gaps between sensible moves, and chasing noise plays worse than the policy.
    pub fn with_default(mut self, action: G::Action) -> Self {
        self.default = Some(action);
        self
    }

    pub fn finished(&self) -> bool {
        self.done >= self.budget
    }

    /// Runs up to `iterations` more playouts, never past the budget.
    pub fn run(&mut self, iterations: u32, rng: &mut GameRng) {
        let stop = self.budget.min(self.done.saturating_add(iterations));
        while self.done < stop {
            self.iterate(rng);
            self.done += 1;
        }
    }

    /// The most visited root action among the truly legal ones (ties: the higher mean reward),
    /// unless a default move is set and no action beats it by
    /// [`Playbook::OVERRULE_Z`] standard errors of the difference in mean reward.
    pub fn best_action(&self) -> G::Action {
        let children: Vec<&Node<G::Action>> = self.nodes[0]
            .children
            .iter()
            .map(|&c| &self.nodes[c])
            .filter(|n| {
                n.action
                    .as_ref()
                    .is_some_and(|a| self.root_legal.contains(a))
            })
            .collect();
        let Some(best) = children
            .iter()
            .max_by(|a, b| a.visits.cmp(&b.visits).then(a.reward.total_cmp(&b.reward)))
        else {
            return self
                .default
                .clone()
                .unwrap_or_else(|| self.root_legal[0].clone());
        };
        let Some(default) = self.default.as_ref() else {
            return best.action.clone().expect("children carry actions");
        };
        let Some(fallback) = children.iter().find(|n| n.action.as_ref() == Some(default)) else {
            return default.clone();
        };
        let stats = |n: &Node<G::Action>| {
            let visits = f64::from(n.visits.max(1));
            let mean = n.reward / visits;
            // Rewards lie in [0, 1]: p(1 - p) bounds the variance; a floor keeps tiny samples honest.
            (mean, (mean * (1.0 - mean)).max(0.05) / visits)
        };
        let (best_mean, best_var) = stats(best);
        let (default_mean, default_var) = stats(fallback);
        if best_mean - default_mean > G::OVERRULE_Z * (best_var + default_var).sqrt() {
            best.action.clone().expect("children carry actions")
        } else {
            default.clone()
        }
    }

    /// Every truly legal root action the search tried, with its visits and mean reward, most
    /// visited first (ties: the higher mean). A hint reads it to explain the choice.
    pub fn ranking(&self) -> Vec<Ranked<G::Action>> {
        let mut ranked: Vec<Ranked<G::Action>> = self.nodes[0]
            .children
            .iter()
            .map(|&c| &self.nodes[c])
            .filter_map(|n| {
                let action = n.action.as_ref()?;
                (self.root_legal.contains(action) && n.visits > 0).then(|| Ranked {
                    action: action.clone(),
                    visits: n.visits,
                    mean_reward: n.reward / f64::from(n.visits),
                })
            })
            .collect();
        ranked.sort_by(|a, b| {
            b.visits
                .cmp(&a.visits)
                .then(b.mean_reward.total_cmp(&a.mean_reward))
        });
        ranked
    }

    fn iterate(&mut self, rng: &mut GameRng) {
        let mut state = self.world(rng);
        let me = match (self.me, state.turn()) {
            (Some(me), _) => me,
            (None, Turn::Seat(seat)) => *self.me.insert(seat),
            (None, turn) => panic!("search started where no seat decides ({turn:?})"),
        };
        let mut path = vec![0usize];
        let mut node = 0usize;
        let mut in_tree = true;
        let mut playout_moves = 0u32;
        let reward = loop {
            let still_choosing = in_tree && path.len() <= G::SEARCH_DEPTH;
            if let Some(reward) = advance(&mut state, me, rng, &mut playout_moves, still_choosing) {
                break reward;
            }
            let legal = state.legal_actions();
            // The searching seat decides, inside the tree: expand one untried action or select by UCB.
            let mut untried = Vec::new();
            let mut available = Vec::new();
            for action in &legal {
                match self.child_with(node, action) {
                    Some(child) => available.push(child),
                    None => untried.push(action),
                }
            }
            for &child in &available {
                self.nodes[child].availability += 1;
            }
            let chosen = if untried.is_empty() {
                self.select(&available)
            } else {
                let action = untried[rng.below(untried.len())].clone();
                let child = self.nodes.len();
                self.nodes.push(Node {
                    action: Some(action),
                    children: Vec::new(),
                    visits: 0,
                    availability: 1,
                    reward: 0.0,
                });
                self.nodes[node].children.push(child);
                in_tree = false;
                child
            };
            let action = self.nodes[chosen]
                .action
                .clone()
                .expect("children carry actions");
            state.apply_unchecked(&action);
            path.push(chosen);
            node = chosen;
        };
        for &index in &path {
            let node = &mut self.nodes[index];
            node.visits += 1;
            node.reward += reward;
        }
    }

    fn child_with(&self, node: usize, action: &G::Action) -> Option<usize> {
        self.nodes[node]
            .children
            .iter()
            .copied()
            .find(|&c| self.nodes[c].action.as_ref() == Some(action))
    }

    fn select(&self, candidates: &[usize]) -> usize {
        let score = |&c: &usize| {
            let n = &self.nodes[c];
            let visits = f64::from(n.visits.max(1));
            n.reward / visits
                + EXPLORATION * (f64::from(n.availability.max(1)).ln() / visits).sqrt()
        };
        *candidates
            .iter()
            .max_by(|a, b| score(a).total_cmp(&score(b)))
            .expect("selection happens only when every legal action has a child")
    }
}
