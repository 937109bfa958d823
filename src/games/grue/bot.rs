//! Grue's rules of thumb and its rollout policy.
//!
//! Every decision starts from the seat's [`Belief`] (hard facts plus soft odds, see `belief.rs`).
//! From that:
//! * the Grue attacks whoever is most likely defenceless and least likely to hold Shield and Sword;
//! * adventurers holding one of Sword and Shield offer Darkness to the likeliest holder of the
//!   other, and an adventurer offered a trade hands over its lone weapon to an unsuspected partner,
//!   so the pair comes together;
//! * the Traitor collects weapons with Darkness, keeps them, and hides behind the Shield or Lantern;
//! * the Lantern's holder calls for the missing weapon and searches corpses for it.

use super::{Belief, Card, Defense, GrueAction, GrueGame, GrueView, PhaseView, Statement};
use crate::bots::Playbook;
use crate::engine::{Game, GameRng, Seat};

fn holds(view: &GrueView, card: Card) -> bool {
    view.hand.contains(&card)
}

fn pick<'a>(legal: &'a [GrueAction], wanted: impl Fn(&GrueAction) -> bool) -> Option<GrueAction> {
    legal.iter().find(|a| wanted(a)).copied()
}

/// The best-scoring action; ties go to a random one so the bot is not predictable.
fn best_by(
    legal: &[GrueAction],
    rng: &mut GameRng,
    score: impl Fn(&GrueAction) -> Option<f64>,
) -> Option<GrueAction> {
    let scored: Vec<(GrueAction, f64)> = legal
        .iter()
        .filter_map(|a| score(a).map(|s| (*a, s)))
        .collect();
    let top = scored
        .iter()
        .map(|(_, s)| *s)
        .fold(f64::NEG_INFINITY, f64::max);
    let best: Vec<GrueAction> = scored
        .iter()
        .filter(|(_, s)| *s >= top - 1e-9)
        .map(|(a, _)| *a)
        .collect();
    rng.pick(&best).copied()
}

fn choose(view: &GrueView, legal: &[GrueAction], rng: &mut GameRng) -> GrueAction {
    // Balancing the belief is the costly part of a decision: only the branches that weigh other
    // seats' hands compute it.
    let belief_cell = std::cell::OnceCell::new();
    let belief = || belief_cell.get_or_init(|| Belief::of(view));
    let me = view.me;
    let traitor = holds(view, Card::Traitor);
    let suspicion = |s: Seat| {
        if view.traitor == Some(s) {
            1.0
        } else {
            belief().holds(s, Card::Traitor)
        }
    };
    let chosen = match view.phase {
        PhaseView::Turn if me == view.grue => {
            if let Some(ready) = pick(legal, |a| *a == GrueAction::Ready) {
                Some(ready)
            } else {
                let late = view.grue_turns + 5 >= super::DAWN_AFTER_GRUE_TURNS;
                let attack = best_by(legal, rng, |a| match a {
                    GrueAction::Attack(t) => {
                        let (kill, slain) = belief().attack_odds(view, *t);
                        Some(kill - 3.0 * slain)
                    }
                    _ => None,
                });
                let worth = attack.is_some_and(|a| match a {
                    GrueAction::Attack(t) => {
                        let (kill, slain) = belief().attack_odds(view, t);
                        late || kill - 3.0 * slain > 0.0
                    }
                    _ => false,
                });
                if worth {
                    attack
                } else {
                    Some(GrueAction::Wait)
                }
            }
        }
        PhaseView::Defend { .. } => {
            let order: &[Defense] = if traitor {
                &[Defense::Shield, Defense::Traitor, Defense::Lantern]
            } else {
                &[Defense::ShieldAndSword, Defense::Shield, Defense::Lantern]
            };
            order
                .iter()
                .find_map(|d| pick(legal, |a| *a == GrueAction::Defend(*d)))
        }
        PhaseView::Offer { from, .. } => {
            let other = view.hand.iter().copied().find(|&c| c != Card::Traitor);
            if Some(me) == view.wizard {
                // Darkness is the Wizard's fireball: keep it, swap anything else away.
                if holds(view, Card::Darkness) {
                    Some(GrueAction::Decline)
                } else {
                    pick(legal, |a| matches!(a, GrueAction::Accept { .. }))
                }
            } else if traitor {
                match other {
                    Some(Card::Darkness) => Some(GrueAction::Accept {
                        give: Card::Darkness,
                    }),
                    _ => Some(GrueAction::Decline),
                }
            } else if holds(view, Card::Shield) && holds(view, Card::Sword) {
                Some(GrueAction::Decline)
            } else if suspicion(from) > 0.6 {
                Some(GrueAction::Decline)
            } else {
                // Hand a lone weapon only to an unsuspected partner who likely holds its mate;
                // otherwise swap Darkness for a look at what is offered.
                let lone_weapon = [Card::Sword, Card::Shield]
                    .into_iter()
                    .find(|&c| holds(view, c) && !holds(view, Card::Lantern))
                    .filter(|&weapon| {
                        let mate = if weapon == Card::Sword {
                            Card::Shield
                        } else {
                            Card::Sword
                        };
                        belief().holds(from, mate) >= 0.35
                    });
                match lone_weapon {
                    Some(weapon) if suspicion(from) < 0.3 => {
                        pick(legal, |a| *a == GrueAction::Accept { give: weapon })
                    }
                    _ => pick(legal, |a| {
                        *a == GrueAction::Accept {
                            give: Card::Darkness,
                        }
                    }),
                }
                .or(Some(GrueAction::Decline))
            }
        }
        PhaseView::ForcedReturn { .. } | PhaseView::OwnInvestigateReturn { .. } => {
            // Give up the least useful card.
            let value = |c: Card| match c {
                Card::Darkness => 0.0,
                Card::Sword | Card::Shield if !traitor => {
                    let complement = if c == Card::Sword {
                        Card::Shield
                    } else {
                        Card::Sword
                    };
                    if holds(view, complement) { 3.0 } else { 1.0 }
                }
                _ => 2.0,
            };
            best_by(legal, rng, |a| match a {
                GrueAction::ReturnForced(c) | GrueAction::ReturnToCorpse(c) => Some(-value(*c)),
                _ => None,
            })
        }
        PhaseView::Turn => adventurer_turn(view, belief(), legal, rng, traitor, &suspicion),
        PhaseView::InvestigateDraw { .. }
        | PhaseView::InvestigateReturn { .. }
        | PhaseView::OwnOffer { .. }
        | PhaseView::Over { .. } => None,
    };
    chosen
        .filter(|a| legal.contains(a))
        .unwrap_or_else(|| legal[rng.below(legal.len())])
}

fn adventurer_turn(
    view: &GrueView,
    belief: &Belief,
    legal: &[GrueAction],
    rng: &mut GameRng,
    traitor: bool,
    suspicion: &dyn Fn(Seat) -> f64,
) -> Option<GrueAction> {
    let me = view.me;
    let lantern = holds(view, Card::Lantern);
    let sword = holds(view, Card::Sword);
    let shield = holds(view, Card::Shield);
    // Speak first: it does not end the turn.
    if lantern && view.lantern_revealed && !view.spoke_this_turn {
        let statement = if traitor {
            let mut innocents: Vec<Seat> = view
                .living()
                .filter(|&s| s != me && s != view.grue)
                .collect();
            innocents.sort_by(|a, b| {
                belief
                    .holds(*b, Card::Sword)
                    .total_cmp(&belief.holds(*a, Card::Sword))
            });
            innocents.first().map(|&s| Statement::SuspectTraitor(s))
        } else if sword && !shield {
            Some(Statement::BringShield(me))
        } else if shield && !sword {
            Some(Statement::BringSword(me))
        } else {
            view.living()
                .filter(|&s| s != me && s != view.grue && suspicion(s) > 0.5)
                .max_by(|a, b| suspicion(*a).total_cmp(&suspicion(*b)))
                .map(Statement::SuspectTraitor)
        };
        if let Some(statement) = statement.filter(|s| legal.contains(&GrueAction::Speak(*s))) {
            return Some(GrueAction::Speak(statement));
        }
    }
    if sword && shield {
        return Some(GrueAction::Pass);
    }
    if traitor {
        // Gather weapons with Darkness; sit on any weapon already held.
        if holds(view, Card::Darkness) {
            return best_by(legal, rng, |a| match a {
                GrueAction::Offer {
                    card: Card::Darkness,
                    to,
                } => Some(belief.holds(*to, Card::Sword) + belief.holds(*to, Card::Shield)),
                _ => None,
            });
        }
        return Some(GrueAction::Pass);
    }
    if lantern {
        let missing = if sword {
            Some(Card::Shield)
        } else if shield {
            Some(Card::Sword)
        } else {
            None
        };
        // A corpse nobody has touched can hide only Darkness or the Sword.
        if missing == Some(Card::Sword)
            && let Some(a) = pick(
                legal,
                |a| matches!(a, GrueAction::Investigate { corpse } if !view.disturbed[corpse.index()]),
            )
        {
            return Some(a);
        }
        return Some(GrueAction::Pass);
    }
    let (have, want) = match (sword, shield) {
        (true, false) => (Card::Sword, Card::Shield),
        (false, true) => (Card::Shield, Card::Sword),
        _ => return Some(GrueAction::Pass),
    };
    let _ = have;
    best_by(legal, rng, |a| match a {
        GrueAction::Offer {
            card: Card::Darkness,
            to,
        } if suspicion(*to) < 0.5 => Some(belief.holds(*to, want) - suspicion(*to)),
        _ => None,
    })
    .or(Some(GrueAction::Pass))
}

impl Playbook for GrueGame {
    fn heuristic(view: &GrueView, legal: &[GrueAction], rng: &mut GameRng) -> GrueAction {
        choose(view, legal, rng)
    }

    fn rollout(
        state: &GrueGame,
        seat: Seat,
        legal: &[GrueAction],
        rng: &mut GameRng,
    ) -> GrueAction {
        // The seat's own rules of thumb from its own view, without noise: random moves are so
        // costly to the adventurers' coordination that even 2% of them skews every estimate
        // towards the Grue.
        if legal.len() == 1 {
            return legal[0];
        }
        choose(&state.view(seat), legal, rng)
    }
}
