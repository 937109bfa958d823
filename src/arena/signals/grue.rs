//! What the Grue seats' play gives away: `arena signals --game grue` measures how each public act
//! (an offer made or received, an offer taken or slid back, a pass) moves the odds that the seat
//! holds the Traitor or the Shield, and fits the reading belief's weights
//! ([`crate::games::grue::TRAITOR_READ`]).

use super::{Candidate, Question, Tally, deal_of, fit, halves, score};
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
                let candidates: Vec<Candidate<5>> = {
                    let facts = Belief::of(&view);
                    Seat::all(seats)
                        .filter(|&s| s != actor && view.alive[s.index()])
                        .map(|s| Candidate {
                            facts: facts.holds(s, Card::Traitor).min(1.0),
                            record: acts(&view.conduct[s.index()], actor),
                            held: state.hands[s.index()].contains(&Card::Traitor),
                        })
                        .filter(|c| c.facts > 1e-9)
                        .collect()
                };
                if candidates.len() > 1 {
                    questions.push(Question {
                        deal: deal_of(game.index, seats),
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
        out.push_str(&format!(
            "{:<12} {}   {}\n",
            name,
            traitor[k].columns(),
            shield[k].columns()
        ));
    }
    let (even, odd, all) = halves(&questions);
    let fitted_even = fit(&even);
    out.push_str(&format!(
        "\nwho holds the Traitor, {} questions; weights per ln(1 + times) of: {}\n",
        questions.len(),
        ACT_NAMES.join(", ")
    ));
    for (name, w) in [
        ("facts", [0.0; 5]),
        ("TRAITOR_READ", TRAITOR_READ),
        ("fitted on even deals", fitted_even),
    ] {
        let (log_likelihood, brier) = score(&odd, &w);
        out.push_str(&format!(
            "  {name:<22} odd deals: log-likelihood {log_likelihood:.4}, Brier {brier:.5}  [{}]\n",
            weights_line(&w)
        ));
    }
    out.push_str(&format!(
        "  fitted on every game   [{}]\n",
        weights_line(&fit(&all))
    ));
    Ok(out)
}

fn weights_line(weights: &[f64]) -> String {
    weights
        .iter()
        .map(|x| format!("{x:.3}"))
        .collect::<Vec<_>>()
        .join(", ")
}
