//! Flat Monte Carlo with common random numbers: every candidate move is played out from the same
//! sampled states with the same dice.
//!
//! [`Search`](super::Search) gives each playout to one root move, so two moves are compared across
//! different deals and different draws; in these games the deal decides far more of a playout's
//! result than the move does, and that noise hides real differences between sensible moves. Here
//! each round samples one full state from the searching seat's view and one seed for the rest of
//! the game, and plays every candidate from that same sample with that same seed. A candidate's
//! advantage over the game's heuristic move is then measured one round at a time, as a paired
//! difference in which the luck of the deal cancels out, and the search overrules the heuristic
//! only when the mean advantage is clear of its own measured standard error.
//!
//! Between rounds, candidates that trail the leader by far more than their noise are dropped, so
//! later rounds spend the budget on the moves still in contention.
//!
//! It is an arena bot (`paired:<playouts>`), kept for experiments: at 1,600 playouts against
//! three `hard` bots (4 seats, seed 1) it won 32.0% [25.9, 38.8] of 200 Grid of Shadows games
//! and 31.7% [26.7, 37.1] of 300 Grimwood games, no clear gain over ISMCTS with the same budget
//! (28.2% and 30.0% over 1,000 games), so `expert` stays ISMCTS. The threshold was tried at
//! 1.2 (26.0%) and 3 (28.0%) in Grid of Shadows as well.

use super::{Playbook, Ranked, play_out};
use crate::engine::{GameRng, Turn};

/// How many standard errors of the paired difference a move must gain over the heuristic's move.
/// With real, measured variances this is an ordinary one-sided test; the leader is the best of
/// several noisy means, so the bar sits above the usual 1.64.
const OVERRULE_Z: f64 = 2.0;

/// A candidate is dropped once it trails the leader by this many standard errors of their
/// difference, after at least [`ROUNDS_BEFORE_PRUNING`] rounds.
const PRUNE_Z: f64 = 3.0;
const ROUNDS_BEFORE_PRUNING: u32 = 12;

struct Candidate<A> {
    action: A,
    alive: bool,
    /// Sum of rewards, and of the paired difference to the default move and its square, over
    /// the rounds this candidate was played in.
    reward: f64,
    gain: f64,
    gain_squared: f64,
    rounds: u32,
}

struct Round<G> {
    sample: G,
    dice: u64,
    /// Index into `candidates` of the next one to play out, and the rewards so far this round.
    next: usize,
    rewards: Vec<Option<f64>>,
}

/// One decision by paired flat Monte Carlo; see the module documentation.
pub struct PairedSearch<G: Playbook> {
    root_view: G::View,
    candidates: Vec<Candidate<G::Action>>,
    default: usize,
    budget: u32,
    done: u32,
    round: Option<Round<G>>,
}

impl<G: Playbook> PairedSearch<G> {
    /// Compares every action in `legal` (at least one) against `default`, which must be one of
    /// them, within `budget` playouts.
    pub fn new(root_view: G::View, legal: Vec<G::Action>, default: G::Action, budget: u32) -> Self {
        let mut candidates: Vec<Candidate<G::Action>> = Vec::with_capacity(legal.len());
        for action in legal {
            if candidates.iter().all(|c| c.action != action) {
                candidates.push(Candidate {
                    action,
                    alive: true,
                    reward: 0.0,
                    gain: 0.0,
                    gain_squared: 0.0,
                    rounds: 0,
                });
            }
        }
        let default = candidates
            .iter()
            .position(|c| c.action == default)
            .expect("the default move is legal");
        PairedSearch {
            root_view,
            candidates,
            default,
            budget: budget.max(1),
            done: 0,
            round: None,
        }
    }

    pub fn finished(&self) -> bool {
        self.done >= self.budget
    }

    /// Runs up to `playouts` more playouts, never past the budget. However the budget is sliced,
    /// the same seed gives the same rounds.
    pub fn run(&mut self, playouts: u32, rng: &mut GameRng) {
        let stop = self.budget.min(self.done.saturating_add(playouts));
        while self.done < stop {
            self.play_one(rng);
            self.done += 1;
        }
    }

    /// The best candidate by mean reward if it beats the default move clearly; else the default.
    pub fn best_action(&self) -> G::Action {
        let leader = self.leader();
        let candidate = &self.candidates[leader];
        if leader != self.default && self.gain_z(candidate) > OVERRULE_Z {
            candidate.action.clone()
        } else {
            self.candidates[self.default].action.clone()
        }
    }

    /// Every candidate played at least once, by mean reward (the leader first); `visits` counts
    /// the rounds each was played in.
    pub fn ranking(&self) -> Vec<Ranked<G::Action>> {
        let mut ranked: Vec<Ranked<G::Action>> = self
            .candidates
            .iter()
            .filter(|c| c.rounds > 0)
            .map(|c| Ranked {
                action: c.action.clone(),
                visits: c.rounds,
                mean_reward: Self::mean(c),
            })
            .collect();
        ranked.sort_by(|a, b| b.mean_reward.total_cmp(&a.mean_reward));
        ranked
    }

    fn mean(candidate: &Candidate<G::Action>) -> f64 {
        candidate.reward / f64::from(candidate.rounds.max(1))
    }

    /// The mean paired gain over the default in standard errors (0 without two rounds).
    fn gain_z(&self, candidate: &Candidate<G::Action>) -> f64 {
        paired_z(candidate.gain, candidate.gain_squared, candidate.rounds)
    }

    fn leader(&self) -> usize {
        (0..self.candidates.len())
            .filter(|&i| self.candidates[i].rounds > 0)
            .max_by(|&a, &b| {
                Self::mean(&self.candidates[a]).total_cmp(&Self::mean(&self.candidates[b]))
            })
            .unwrap_or(self.default)
    }

    fn play_one(&mut self, rng: &mut GameRng) {
        let round = self.round.get_or_insert_with(|| Round {
            sample: G::determinize(&self.root_view, rng),
            dice: rng.next_u64(),
            next: 0,
            rewards: vec![None; self.candidates.len()],
        });
        let me = match round.sample.turn() {
            Turn::Seat(seat) => seat,
            turn => panic!("search started where no seat decides ({turn:?})"),
        };
        let index = (round.next..self.candidates.len())
            .find(|&i| self.candidates[i].alive)
            .expect("a round ends when its last live candidate is played");
        let mut state = round.sample.clone();
        state.apply_unchecked(&self.candidates[index].action);
        round.rewards[index] = Some(play_out(&mut state, me, &mut GameRng::seeded(round.dice)));
        round.next = index + 1;
        if (round.next..self.candidates.len()).all(|i| !self.candidates[i].alive) {
            let round = self.round.take().expect("a round is under way");
            self.close_round(&round.rewards);
        }
    }

    fn close_round(&mut self, rewards: &[Option<f64>]) {
        let baseline = rewards[self.default].expect("the default move is never dropped");
        for (candidate, reward) in self.candidates.iter_mut().zip(rewards) {
            if let Some(reward) = reward {
                let gain = reward - baseline;
                candidate.reward += reward;
                candidate.gain += gain;
                candidate.gain_squared += gain * gain;
                candidate.rounds += 1;
            }
        }
        self.prune();
    }

    /// Drops candidates that clearly trail the leader. The default move always stays: it is
    /// the baseline every gain is measured against.
    fn prune(&mut self) {
        let leader = self.leader();
        if self.candidates[leader].rounds < ROUNDS_BEFORE_PRUNING {
            return;
        }
        let leader_gain = self.candidates[leader].gain;
        let rounds = self.candidates[leader].rounds;
        let per_round = |c: &Candidate<G::Action>| c.gain / f64::from(c.rounds.max(1));
        let leader_mean = leader_gain / f64::from(rounds);
        for i in 0..self.candidates.len() {
            let candidate = &self.candidates[i];
            if i == leader || i == self.default || !candidate.alive || candidate.rounds < 2 {
                continue;
            }
            // Both gains are measured against the same baseline in the same rounds, so the
            // default's noise cancels; the spread of each candidate's own gains bounds the rest.
            let spread = |c: &Candidate<G::Action>| {
                let n = f64::from(c.rounds);
                let mean = c.gain / n;
                ((c.gain_squared / n - mean * mean).max(0.0) / (n - 1.0)).max(1e-4)
            };
            let error = (spread(candidate) + spread(&self.candidates[leader])).sqrt();
            if leader_mean - per_round(candidate) > PRUNE_Z * error {
                self.candidates[i].alive = false;
            }
        }
    }
}

/// A paired mean difference over `rounds` rounds, in standard errors of that mean.
fn paired_z(sum: f64, sum_of_squares: f64, rounds: u32) -> f64 {
    if rounds < 2 {
        return 0.0;
    }
    let n = f64::from(rounds);
    let mean = sum / n;
    let variance = ((sum_of_squares - n * mean * mean) / (n - 1.0)).max(0.0);
    // A floor for a run of identical differences: no measured noise is not proof of none.
    let error = (variance / n).sqrt().max(1e-3 / n.sqrt());
    mean / error
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paired_z_grows_with_a_consistent_gain_and_is_zero_without_evidence() {
        assert_eq!(paired_z(1.0, 1.0, 1), 0.0);
        // Gains of 0.1 and 0.3 in turn: mean 0.2, spread about 0.1.
        let few = paired_z(0.2 * 4.0, (0.01 + 0.09) * 2.0, 4);
        let many = paired_z(0.2 * 16.0, (0.01 + 0.09) * 8.0, 16);
        assert!(few > 1.0 && many > 2.0 * few - 1e-9, "{few} {many}");
        assert!(paired_z(-0.8, 0.4, 4) < 0.0);
    }

    #[test]
    fn the_search_is_reproducible_however_it_is_sliced() {
        use crate::engine::Game;
        use crate::games::grue::GrueGame;
        let game = GrueGame::new(&crate::engine::Settings::new(4, ""), 3).unwrap();
        let Turn::Seat(seat) = game.turn() else {
            unreachable!()
        };
        let legal = game.legal_actions();
        let decide = |slice: u32| {
            let mut search =
                PairedSearch::<GrueGame>::new(game.view(seat), legal.clone(), legal[0], 90);
            let mut rng = GameRng::seeded(7);
            while !search.finished() {
                search.run(slice, &mut rng);
            }
            (
                search.best_action(),
                search.candidates.iter().map(|c| c.rounds).sum::<u32>(),
            )
        };
        let (at_once, rounds) = decide(u32::MAX);
        assert_eq!(decide(7), (at_once, rounds));
        assert!(legal.contains(&at_once));
        assert!(rounds > 0, "every playout belongs to a round");
    }
}
