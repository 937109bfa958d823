//! What the Grue seats' play gives away: `arena signals --game grue` plays a tournament, replays
//! every game, and measures how each public act (an offer made or received, an offer taken or slid
//! back, a pass) moves the odds that the seat holds the Traitor or the Shield, against what a third
//! seat's facts belief gave it at that moment. Then it fits the reading belief's weights
//! ([`crate::games::grue::TRAITOR_READ`]) and scores them on the games it did not fit them on.
//!
//! It reads the true state, so it lives in the arena, in the `oracle` build only.

use crate::arena::{ArenaError, PlayConfig, run_tournament};
use crate::engine::{Game, Seat, Turn};
use crate::games::grue::{Belief, Card, GrueAction, GrueGame, PhaseView, TRAITOR_READ, acts};

/// The acts counted, in the order of [`acts`].
const ACT_NAMES: [&str; 5] = ["offered", "offered to", "accepted", "declined", "passed"];
const OFFERED: usize = 0;
const OFFERED_TO: usize = 1;
const ACCEPTED: usize = 2;
const DECLINED: usize = 3;
const PASSED: usize = 4;

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
}

/// One decision's question "who holds the Traitor", from the deciding seat: per candidate, the
/// facts belief's chance, its record of play and whether it holds it.
struct Question {
    game: usize,
    candidates: Vec<(f64, [f64; 5], bool)>,
}

/// The reading's chances for `question` with log-weights `weights`: the facts chances scaled by
/// each record's odds, renormalised.
fn chances(question: &Question, weights: &[f64; 5]) -> Vec<f64> {
    let scaled: Vec<f64> = question
        .candidates
        .iter()
        .map(|(p, x, _)| p * x.iter().zip(weights).map(|(a, b)| a * b).sum::<f64>().exp())
        .collect();
    let total: f64 = scaled.iter().sum();
    scaled.iter().map(|s| s / total.max(1e-300)).collect()
}

/// Mean log-likelihood of the truth and Brier score over `questions` under `weights`.
fn score(questions: &[&Question], weights: &[f64; 5]) -> (f64, f64) {
    let (mut log_likelihood, mut brier, mut n) = (0.0, 0.0, 0usize);
    for question in questions {
        for (q, (_, _, held)) in chances(question, weights).iter().zip(&question.candidates) {
            if *held {
                log_likelihood += q.max(1e-12).ln();
            }
            brier += (q - if *held { 1.0 } else { 0.0 }).powi(2);
            n += 1;
        }
    }
    (
        log_likelihood / questions.len().max(1) as f64,
        brier / n.max(1) as f64,
    )
}

/// Maximum-likelihood weights of a conditional logit (which candidate holds the Traitor), by
/// Newton's method with a small ridge so an act nobody made stays at 0.
fn fit(questions: &[&Question]) -> [f64; 5] {
    let mut w = [0.0; 5];
    for _ in 0..30 {
        let mut gradient = [0.0; 5];
        let mut hessian = [[0.0; 5]; 5];
        for question in questions {
            let q = chances(question, &w);
            let mut mean = [0.0; 5];
            for (qi, (_, x, held)) in q.iter().zip(&question.candidates) {
                for k in 0..5 {
                    mean[k] += qi * x[k];
                    if *held {
                        gradient[k] += x[k];
                    }
                }
            }
            for (qi, (_, x, _)) in q.iter().zip(&question.candidates) {
                for a in 0..5 {
                    for b in 0..5 {
                        hessian[a][b] += qi * (x[a] - mean[a]) * (x[b] - mean[b]);
                    }
                }
            }
            for k in 0..5 {
                gradient[k] -= mean[k];
            }
        }
        for k in 0..5 {
            gradient[k] -= 1.0 * w[k];
            hessian[k][k] += 1.0;
        }
        let step = solve(hessian, gradient);
        for k in 0..5 {
            w[k] += step[k];
        }
        if step.iter().all(|s| s.abs() < 1e-6) {
            break;
        }
    }
    w
}

/// Solves `a x = b` by Gaussian elimination (`a` is positive definite here).
fn solve(mut a: [[f64; 5]; 5], mut b: [f64; 5]) -> [f64; 5] {
    for col in 0..5 {
        let pivot = (col..5)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        let d = a[col][col];
        if d.abs() < 1e-12 {
            continue;
        }
        let pivot_row = a[col];
        for row in 0..5 {
            if row != col {
                let f = a[row][col] / d;
                for (x, p) in a[row].iter_mut().zip(pivot_row) {
                    *x -= f * p;
                }
                b[row] -= f * b[col];
            }
        }
    }
    let mut x = [0.0; 5];
    for k in 0..5 {
        if a[k][k].abs() > 1e-12 {
            x[k] = b[k] / a[k][k];
        }
    }
    x
}

/// Plays `config` (records kept) and prints what each act says of the actor's Traitor and
/// Shield, and the fitted reading weights.
pub fn grue(config: &PlayConfig) -> Result<String, ArenaError> {
    let config = PlayConfig {
        keep_records: true,
        ..config.clone()
    };
    let tournament = run_tournament::<GrueGame>(&config, &|_| {})?;
    let mut traitor = [Tally::default(); 5];
    let mut shield = [Tally::default(); 5];
    let mut questions = Vec::new();
    for game in &tournament.games {
        let record = game
            .record
            .as_ref()
            .expect("a signals run keeps every game's record");
        let mut state = GrueGame::new(&record.settings, record.seed)?;
        let seats = state.hands.len();
        for &index in &record.actions {
            let legal = state.legal_actions();
            // The tournament recorded these indices from these very lists.
            let action = legal[usize::from(index)];
            if let Turn::Seat(actor) = state.turn() {
                let view = state.view(actor);
                let candidates: Vec<(f64, [f64; 5], bool)> = {
                    let facts = Belief::of(&view);
                    Seat::all(seats)
                        .filter(|&s| s != actor && view.alive[s.index()])
                        .map(|s| {
                            (
                                facts.holds(s, Card::Traitor).min(1.0),
                                acts(&view.conduct[s.index()], actor),
                                state.hands[s.index()].contains(&Card::Traitor),
                            )
                        })
                        .filter(|(p, _, _)| *p > 1e-9)
                        .collect()
                };
                if candidates.len() > 1 {
                    questions.push(Question {
                        game: game.index,
                        candidates,
                    });
                }
                let mut done = Vec::new();
                match (view.phase, action) {
                    (PhaseView::Turn, GrueAction::Offer { to, .. }) => {
                        done.push((actor, OFFERED));
                        done.push((to, OFFERED_TO));
                    }
                    (PhaseView::Offer { .. }, GrueAction::Accept { .. }) => {
                        done.push((actor, ACCEPTED))
                    }
                    (PhaseView::Offer { .. }, GrueAction::Decline) => done.push((actor, DECLINED)),
                    (PhaseView::Turn, GrueAction::Pass) => done.push((actor, PASSED)),
                    _ => {}
                }
                for (seat, act) in done {
                    for onlooker in Seat::all(seats).filter(|&o| {
                        o != seat && o != actor && o != view.grue && view.alive[o.index()]
                    }) {
                        let belief = Belief::of(&state.view(onlooker));
                        let hand = &state.hands[seat.index()];
                        let (t, s) = (
                            belief.holds(seat, Card::Traitor).min(1.0),
                            belief.holds(seat, Card::Shield).min(1.0),
                        );
                        if t > 1e-9 && t < 1.0 - 1e-9 {
                            traitor[act].add(t, hand.contains(&Card::Traitor));
                        }
                        if s > 1e-9 && s < 1.0 - 1e-9 {
                            shield[act].add(s, hand.contains(&Card::Shield));
                        }
                    }
                }
            }
            state.apply_unchecked(&action);
        }
    }
    let mut out = String::from(
        "act          Traitor: n  said %  held %  odds ratio   Shield: n  said %  held %  odds ratio\n",
    );
    for (k, name) in ACT_NAMES.iter().enumerate() {
        let line = |t: &Tally| {
            let n = t.count.max(1) as f64;
            format!(
                "{:>9} {:>7.1} {:>7.1} {:>11.2}",
                t.count,
                100.0 * t.said / n,
                100.0 * t.held / n,
                t.odds_ratio()
            )
        };
        out.push_str(&format!(
            "{:<12} {}   {}\n",
            name,
            line(&traitor[k]),
            line(&shield[k])
        ));
    }
    let even: Vec<&Question> = questions.iter().filter(|q| q.game % 2 == 0).collect();
    let odd: Vec<&Question> = questions.iter().filter(|q| q.game % 2 == 1).collect();
    let all: Vec<&Question> = questions.iter().collect();
    let fitted_even = fit(&even);
    let weights_line = |w: &[f64; 5]| {
        w.iter()
            .map(|x| format!("{x:.3}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    out.push_str(&format!(
        "\nwho holds the Traitor, {} questions; weights per ln(1 + times) of: {}\n",
        questions.len(),
        ACT_NAMES.join(", ")
    ));
    for (name, w) in [
        ("facts", [0.0; 5]),
        ("TRAITOR_READ", TRAITOR_READ),
        ("fitted on even games", fitted_even),
    ] {
        let (log_likelihood, brier) = score(&odd, &w);
        out.push_str(&format!(
            "  {name:<22} odd games: log-likelihood {log_likelihood:.4}, Brier {brier:.5}  [{}]\n",
            weights_line(&w)
        ));
    }
    out.push_str(&format!(
        "  fitted on every game   [{}]\n",
        weights_line(&fit(&all))
    ));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::{Question, fit, score};
    use crate::engine::GameRng;

    /// Questions whose true holder is drawn from a conditional logit with `weights`: each of four
    /// candidates has a base chance and a record of acts.
    fn drawn_from(weights: &[f64; 5], count: usize, rng: &mut GameRng) -> Vec<Question> {
        (0..count)
            .map(|game| {
                let records: Vec<[f64; 5]> = (0..4)
                    .map(|_| std::array::from_fn(|_| (rng.below(4) as f64).ln_1p()))
                    .collect();
                let odds: Vec<f64> = records
                    .iter()
                    .map(|x| x.iter().zip(weights).map(|(a, b)| a * b).sum::<f64>().exp())
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
                    game,
                    candidates: records
                        .into_iter()
                        .enumerate()
                        .map(|(i, x)| (0.25, x, i == holder))
                        .collect(),
                }
            })
            .collect()
    }

    #[test]
    fn a_reading_beliefs_fit_finds_the_weights_the_truth_was_drawn_with_and_beats_no_reading() {
        let truth = [1.5, -1.0, 0.0, -2.0, 0.8];
        let questions = drawn_from(&truth, 4000, &mut GameRng::seeded(3));
        let all: Vec<&Question> = questions.iter().collect();
        let fitted = fit(&all);
        for (k, (f, t)) in fitted.iter().zip(truth).enumerate() {
            assert!(
                (f - t).abs() < 0.35,
                "weight {k}: fitted {f:.3}, drawn with {t}"
            );
        }
        let (with_fit, brier_fit) = score(&all, &fitted);
        let (with_none, brier_none) = score(&all, &[0.0; 5]);
        assert!(with_fit > with_none, "{with_fit} against {with_none}");
        assert!(brier_fit < brier_none, "{brier_fit} against {brier_none}");
    }
}
