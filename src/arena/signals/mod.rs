//! What seats' play gives away about a secret card: `arena signals` plays a tournament, replays
//! every game, and measures how each public act moves the odds that a seat holds the card,
//! against what a third seat's facts belief gave it at that moment. Then it fits a reading
//! belief's weights (a conditional logit of who holds the card, on the facts belief's chances)
//! on the even deals and scores them on the odd ones (a deal is played once per rotation of the
//! seats, so games of one deal stay in one half).
//!
//! Grue ([`grue()`]) asks who holds the Traitor; Shadow House ([`shadow_house()`]) who holds the
//! Culprit. Both read the true state, so they live in the arena, in the `oracle` build only.

mod grue;
mod shadow_house;
mod shadow_house_table;

pub use grue::grue;
pub use shadow_house::{shadow_house, shadow_house_with_table};

/// One act's tally against the onlookers' beliefs: how often the actor held the card, and what
/// the onlookers said.
#[derive(Clone, Copy, Default)]
struct Tally {
    count: usize,
    said: f64,
    held: f64,
}

impl Tally {
    fn add(&mut self, said: f64, held: bool) {
        self.count += 1;
        self.said += said;
        self.held += if held { 1.0 } else { 0.0 };
    }

    /// The odds the truth gave against the odds the onlookers gave.
    fn odds_ratio(&self) -> f64 {
        let n = self.count.max(1) as f64;
        let odds = |p: f64| p / (1.0 - p).max(1e-9);
        odds(self.held / n) / odds(self.said / n).max(1e-9)
    }

    /// Count, mean said %, held % and odds ratio, in the columns the tables print.
    fn columns(&self) -> String {
        let n = self.count.max(1) as f64;
        format!(
            "{:>9} {:>7.1} {:>7.1} {:>11.2}",
            self.count,
            100.0 * self.said / n,
            100.0 * self.held / n,
            self.odds_ratio()
        )
    }
}

/// A candidate for holding the card: the facts belief's chance, its record of play (`N`
/// features) and whether it holds the card.
#[derive(Clone, Copy, Debug)]
struct Candidate<const N: usize> {
    facts: f64,
    record: [f64; N],
    held: bool,
}

/// One decision's question "who holds the card", from the deciding seat.
#[derive(Clone, Debug)]
struct Question<const N: usize> {
    /// The deal it was asked in ([`deal_of`]): what splits a run into halves.
    deal: usize,
    candidates: Vec<Candidate<N>>,
}

/// The reading's chances for `question` with log-weights `weights`: the facts chances scaled by
/// each record's odds, renormalised.
fn chances<const N: usize>(question: &Question<N>, weights: &[f64; N]) -> Vec<f64> {
    let scaled: Vec<f64> = question
        .candidates
        .iter()
        .map(|c| c.facts * dot(&c.record, weights).exp())
        .collect();
    normalized(scaled)
}

fn dot<const N: usize>(a: &[f64; N], b: &[f64; N]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

fn normalized(odds: Vec<f64>) -> Vec<f64> {
    let total: f64 = odds.iter().sum();
    odds.iter().map(|o| o / total.max(1e-300)).collect()
}

/// Mean log-likelihood of the truth per question and Brier score per candidate over forecasts,
/// each the chances given to the candidates and whether each holds the card.
fn score_forecasts<'a>(forecasts: impl Iterator<Item = (Vec<f64>, Vec<bool>)> + 'a) -> (f64, f64) {
    let (mut log_likelihood, mut brier, mut questions, mut n) = (0.0, 0.0, 0usize, 0usize);
    for (chances, held) in forecasts {
        questions += 1;
        for (q, held) in chances.iter().zip(held) {
            if held {
                log_likelihood += q.max(1e-12).ln();
            }
            brier += (q - if held { 1.0 } else { 0.0 }).powi(2);
            n += 1;
        }
    }
    (
        log_likelihood / questions.max(1) as f64,
        brier / n.max(1) as f64,
    )
}

/// Mean log-likelihood of the truth and Brier score over `questions` under `weights`.
fn score<const N: usize>(questions: &[&Question<N>], weights: &[f64; N]) -> (f64, f64) {
    score_forecasts(questions.iter().map(|q| {
        (
            chances(q, weights),
            q.candidates.iter().map(|c| c.held).collect(),
        )
    }))
}

/// Maximum-likelihood weights of a conditional logit (which candidate holds the card), by
/// Newton's method with a small ridge so an act nobody made stays at 0.
fn fit<const N: usize>(questions: &[&Question<N>]) -> [f64; N] {
    const RIDGE: f64 = 1.0;
    let mut w = [0.0; N];
    for _ in 0..30 {
        let mut gradient = [0.0; N];
        let mut hessian = [[0.0; N]; N];
        for question in questions {
            let q = chances(question, &w);
            let mut mean = [0.0; N];
            for (qi, c) in q.iter().zip(&question.candidates) {
                for k in 0..N {
                    mean[k] += qi * c.record[k];
                    if c.held {
                        gradient[k] += c.record[k];
                    }
                }
            }
            for (qi, c) in q.iter().zip(&question.candidates) {
                let x = &c.record;
                for a in 0..N {
                    let da = qi * (x[a] - mean[a]);
                    if da == 0.0 {
                        continue;
                    }
                    for b in 0..N {
                        hessian[a][b] += da * (x[b] - mean[b]);
                    }
                }
            }
            for k in 0..N {
                gradient[k] -= mean[k];
            }
        }
        for k in 0..N {
            gradient[k] -= RIDGE * w[k];
            hessian[k][k] += RIDGE;
        }
        let step = solve(hessian, gradient);
        for k in 0..N {
            w[k] += step[k];
        }
        if step.iter().all(|s| s.abs() < 1e-6) {
            break;
        }
    }
    w
}

/// Solves `a x = b` by Gaussian elimination (`a` is positive definite here).
fn solve<const N: usize>(mut a: [[f64; N]; N], mut b: [f64; N]) -> [f64; N] {
    for col in 0..N {
        let pivot = (col..N)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        let d = a[col][col];
        if d.abs() < 1e-12 {
            continue;
        }
        let pivot_row = a[col];
        for row in 0..N {
            if row != col {
                let f = a[row][col] / d;
                for (x, p) in a[row].iter_mut().zip(pivot_row) {
                    *x -= f * p;
                }
                b[row] -= f * b[col];
            }
        }
    }
    let mut x = [0.0; N];
    for k in 0..N {
        if a[k][k].abs() > 1e-12 {
            x[k] = b[k] / a[k][k];
        }
    }
    x
}

/// Some of a run's questions.
type Questions<'a, const N: usize> = Vec<&'a Question<N>>;

/// The deal game `game` of a tournament of `seats` seats was dealt from. A tournament deals each
/// deal to every rotation of its seats ([`crate::arena::tournament::game_seed`]), and the same deal played by
/// the same bots from other seats is much the same game: a fit must be scored on deals it never
/// saw, or a model flexible enough to recognise a deal looks far better than it is.
fn deal_of(game: usize, seats: usize) -> usize {
    game / seats.max(1)
}

/// The even deals' questions, the odd deals', and all of them.
fn halves<const N: usize>(
    questions: &[Question<N>],
) -> (Questions<'_, N>, Questions<'_, N>, Questions<'_, N>) {
    (
        questions.iter().filter(|q| q.deal % 2 == 0).collect(),
        questions.iter().filter(|q| q.deal % 2 == 1).collect(),
        questions.iter().collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::{Candidate, Question, fit, score};
    use crate::engine::GameRng;

    /// Questions whose true holder is drawn from a conditional logit with `weights`: each of four
    /// candidates has a base chance and a record of acts, each act made up to `most` times.
    fn drawn_from<const N: usize>(
        weights: &[f64; N],
        most: usize,
        count: usize,
        rng: &mut GameRng,
    ) -> Vec<Question<N>> {
        (0..count)
            .map(|game| {
                let facts: Vec<f64> = (0..4).map(|_| 0.1 + rng.unit()).collect();
                let records: Vec<[f64; N]> = (0..4)
                    .map(|_| std::array::from_fn(|_| (rng.below(most + 1) as f64).ln_1p()))
                    .collect();
                let odds: Vec<f64> = records
                    .iter()
                    .zip(&facts)
                    .map(|(x, p)| p * super::dot(x, weights).exp())
                    .collect();
                let mut pick = rng.unit() * odds.iter().sum::<f64>();
                let holder = odds
                    .iter()
                    .position(|&o| {
                        pick -= o;
                        pick <= 0.0
                    })
                    .unwrap_or(3);
                Question {
                    deal: game,
                    candidates: records
                        .into_iter()
                        .zip(&facts)
                        .enumerate()
                        .map(|(i, (record, &facts))| Candidate {
                            facts,
                            record,
                            held: i == holder,
                        })
                        .collect(),
                }
            })
            .collect()
    }

    /// Fits questions drawn with `truth` and checks the weights are found again and read the
    /// truth better than the facts chances alone.
    fn finds_again<const N: usize>(truth: [f64; N], most: usize, seed: u64) {
        let questions = drawn_from(&truth, most, 4000, &mut GameRng::seeded(seed));
        let all: Vec<&Question<N>> = questions.iter().collect();
        let fitted = fit(&all);
        for (k, (f, t)) in fitted.iter().zip(truth).enumerate() {
            assert!(
                (f - t).abs() < 0.35,
                "weight {k} of {N}: fitted {f:.3}, drawn with {t}"
            );
        }
        let (with_fit, brier_fit) = score(&all, &fitted);
        let (with_none, brier_none) = score(&all, &[0.0; N]);
        assert!(with_fit > with_none, "{with_fit} against {with_none}");
        assert!(brier_fit < brier_none, "{brier_fit} against {brier_none}");
    }

    #[test]
    fn a_reading_beliefs_fit_finds_the_weights_the_truth_was_drawn_with_and_beats_no_reading() {
        // Grue's five acts, each made up to three times.
        finds_again([1.5, -1.0, 0.0, -2.0, 0.8], 3, 3);
    }

    #[test]
    fn the_fit_finds_a_dozen_weights_of_acts_made_at_most_once_as_well() {
        // Shadow House's many cards, most played at most once a round by a seat.
        finds_again(
            [
                0.9, -0.6, 0.0, 0.4, -1.2, 0.3, 0.0, 0.7, -0.3, 0.5, 0.0, -0.8,
            ],
            1,
            7,
        );
    }
}
