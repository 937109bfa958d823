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
//!
//! The rules of thumb, `hard`'s search and every playout use the facts belief; `expert`'s search
//! samples its worlds from the reading belief ([`Reads::Play`]), which also weighs who offered,
//! answered and passed.

use super::belief::kind;
use super::{Belief, Card, Defense, GrueAction, GrueGame, GrueView, PhaseView, Reads, Statement};
use crate::bots::Playbook;
use crate::engine::{Game, GameRng, Seat};

fn holds(view: &GrueView, card: Card) -> bool {
    view.hand.contains(&card)
}

fn pick(legal: &[GrueAction], wanted: impl Fn(&GrueAction) -> bool) -> Option<GrueAction> {
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
                grue_attack(view, belief(), legal, rng)
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
            } else if (holds(view, Card::Shield) && holds(view, Card::Sword))
                || suspicion(from) > 0.6
            {
                // A complete pair stays together; a likely Traitor gets nothing.
                Some(GrueAction::Decline)
            } else if holds(view, Card::Sword)
                && !holds(view, Card::Shield)
                && suspicion(from) < 0.3
                && belief().holds(from, Card::Shield) >= trust_needed(view)
            {
                // The Shield's holder collects (it stays safe while it waits): the Sword goes to it.
                pick(legal, |a| *a == GrueAction::Accept { give: Card::Sword })
            } else {
                // Keep a Shield or Lantern; swap Darkness for a look at what is offered.
                pick(legal, |a| {
                    *a == GrueAction::Accept {
                        give: Card::Darkness,
                    }
                })
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
        PhaseView::Turn => adventurer_turn(view, &belief, legal, rng, traitor, &suspicion),
        // The rules of thumb keep the Lantern dark between turns: revealing it tells the Grue
        // whom not to attack, and the holder can still reveal it on its own turn.
        PhaseView::BetweenTurns { .. } => Some(GrueAction::KeepDark),
        PhaseView::InvestigateDraw { .. }
        | PhaseView::InvestigateReturn { .. }
        | PhaseView::OwnOffer { .. }
        | PhaseView::Over { .. } => None,
    };
    chosen
        .filter(|a| legal.contains(a))
        .unwrap_or_else(|| legal[rng.below(legal.len())])
}

fn adventurer_turn<'b>(
    view: &GrueView,
    belief: &dyn Fn() -> &'b Belief,
    legal: &[GrueAction],
    rng: &mut GameRng,
    traitor: bool,
    suspicion: &dyn Fn(Seat) -> f64,
) -> Option<GrueAction> {
    let me = view.me;
    let lantern = holds(view, Card::Lantern);
    let sword = holds(view, Card::Sword);
    let shield = holds(view, Card::Shield);
    // Nothing to do and nothing to say: no need to weigh the others' hands.
    let idle = !lantern && !traitor && !sword && !shield;
    if (sword && shield && !lantern)
        || idle
        || (traitor && !holds(view, Card::Darkness) && !lantern)
    {
        return Some(GrueAction::Pass);
    }
    // Speak first: it does not end the turn.
    if lantern && view.lantern_revealed && !view.spoke_this_turn {
        let statement = if traitor {
            let mut innocents: Vec<Seat> = view
                .living()
                .filter(|&s| s != me && s != view.grue)
                .collect();
            innocents.sort_by(|a, b| {
                belief()
                    .holds(*b, Card::Sword)
                    .total_cmp(&belief().holds(*a, Card::Sword))
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
                } => Some(belief().holds(*to, Card::Sword) + belief().holds(*to, Card::Shield)),
                _ => None,
            });
        }
        return Some(GrueAction::Pass);
    }
    // The Shield's holder collects the pair: it stays safe while it waits, where a lone Sword
    // is prey. So the Sword travels to the likeliest Shield, and a Shield asks for the Sword.
    // Offers `card` to the unsuspected seat likeliest to hold `want`, or passes.
    let offer_to_holder_of = |want: Card, card: Card| {
        view.living()
            .filter(|&s| s != me && s != view.grue && Some(s) != view.wizard)
            .filter(|&s| suspicion(s) < 0.3 && belief().holds(s, want) >= trust_needed(view))
            .max_by(|a, b| {
                let score = |s: Seat| belief().holds(s, want) - suspicion(s);
                score(*a).total_cmp(&score(*b))
            })
            .and_then(|to| pick(legal, |a| *a == GrueAction::Offer { card, to }))
            .or(Some(GrueAction::Pass))
    };
    if sword {
        return offer_to_holder_of(Card::Shield, Card::Sword);
    }
    if lantern {
        // Fetch the Sword from a corpse (then pass it on, or keep it beside a Shield), or force
        // it out of a suspect's hand: the Traitor card cannot be given, so its other card must.
        let corpse = Seat::all(view.seats())
            .filter(|c| view.corpse_sizes[c.index()] > 0)
            .map(|c| (c, belief().corpses[c.index()][kind(Card::Sword)]))
            .filter(|&(_, p)| p > 0.2)
            .max_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((corpse, _)) = corpse
            && let Some(a) = pick(legal, |a| *a == GrueAction::Investigate { corpse })
        {
            return Some(a);
        }
        if shield
            && let Some(to) = view
                .living()
                .filter(|&s| s != me && s != view.grue)
                .find(|&s| suspicion(s) > 0.6 && belief().holds(s, Card::Sword) > 0.6)
        {
            return pick(legal, |a| *a == GrueAction::ForceTrade { to });
        }
        return Some(GrueAction::Pass);
    }
    if shield {
        return offer_to_holder_of(Card::Sword, Card::Darkness);
    }
    Some(GrueAction::Pass)
}

/// Whether `speaker` saying `statement` vouches for a seat it knows to be on the other side: the
/// Traitor knows every seat but the Grue is an adventurer, and everyone knows an unmasked Traitor.
/// Asking for a weapon to be brought to the unmasked Traitor vouches for it as much as trusting it.
fn vouches_for_a_known_foe(state: &GrueGame, speaker: Seat, statement: Statement) -> bool {
    let unmasked = |about: Seat| state.traitor_unmasked && about == state.traitor;
    match statement {
        Statement::Trust(about) => speaker == state.traitor || unmasked(about),
        Statement::BringSword(about) | Statement::BringShield(about) => {
            speaker != state.traitor && unmasked(about)
        }
        Statement::SuspectTraitor(_) => false,
    }
}

/// How sure an adventurer must be that a partner holds the other weapon before handing over
/// its own: sure early, when a weapon given to the Traitor is lost for good; less so when
/// waiting gets nowhere.
fn trust_needed(view: &GrueView) -> f64 {
    0.6 - 0.25 * boldness(view)
}

/// The Grue's turns after which a bot plays as boldly as it ever will.
const BOLD_AFTER_GRUE_TURNS: f64 = 20.0;

/// How much risk a side takes to make progress, from 0 (at the deal) to 1. No clock ends the
/// game: waiting brings at best a draw by repetition, so a side takes more risk the longer the
/// game runs and the more this turn looks like earlier ones ([`GrueView::stale`]).
fn boldness(view: &GrueView) -> f64 {
    let long = f64::from(view.grue_turns) / BOLD_AFTER_GRUE_TURNS;
    let stuck = f64::from(view.stale) / 2.0;
    long.max(stuck).min(1.0)
}

/// The ready Grue attacks the likeliest prey unless the risk of meeting Shield and Sword
/// outweighs it. A slain Grue loses at once; a kill that wins at once (one adventurer too many
/// left) is worth as much, one that leaves more to do less. Waiting keeps the game going, but in
/// a long or stuck game it brings no more than a draw by repetition, so the Grue grows bolder.
fn grue_attack(
    view: &GrueView,
    belief: &Belief,
    legal: &[GrueAction],
    rng: &mut GameRng,
) -> Option<GrueAction> {
    // Living seats but the Grue, less the Traitor (always alive) and the one adventurer who may
    // survive: the kills the Grue still needs.
    let kills_needed = view.living().count().saturating_sub(3);
    let caution = if kills_needed <= 1 {
        1.5 - 0.5 * boldness(view)
    } else {
        3.0 - 2.5 * boldness(view)
    };
    let value = |a: &GrueAction| match a {
        GrueAction::Attack(t) => {
            let (kill, mut slain) = belief.attack_odds(view, *t);
            // Adventurers bring the Sword to the Shield: a likely Shield that has traded since
            // the deal has likely been brought it, whatever the even-handed odds say.
            let shield = belief.holds(*t, Card::Shield).min(1.0);
            if view.touched[t.index()] && shield > 0.4 {
                slain = slain.max(shield * 0.6);
            }
            (kill > 0.02).then_some(kill - caution * slain)
        }
        _ => None,
    };
    let attack = best_by(legal, rng, value);
    match attack {
        Some(a) if value(&a).is_some_and(|v| v > 0.0) => Some(a),
        _ => Some(GrueAction::Wait),
    }
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

    /// `expert` samples the Traitor by how each seat has played ([`Reads::Play`]).
    fn determinize_reading(view: &GrueView, rng: &mut GameRng) -> Self {
        super::determinize::sample(view, rng, Reads::Play)
    }

    /// A playout still going after this many moves (a heuristic game from the deal takes about
    /// 45 to 120, the questions between turns included) is circling a position where every
    /// living seat is safe: nobody can win it, and it would end in a draw by repetition.
    ///
    /// A playout in which the searching seat vouched for a seat it knows to be on the other side
    /// scores as a loss. Nothing in a playout makes such a statement cost anything (the rules of
    /// thumb do not listen to speech), so without this a lucky run of playouts let the search
    /// say "I trust Seat 3" of the unmasked Traitor.
    fn cut_playout(state: &GrueGame, seat: Seat, moves: u32) -> Option<f64> {
        let vouched_for_a_foe = state
            .statements
            .iter()
            .skip(state.spoken_before_search)
            .any(|&(by, statement)| by == seat && vouches_for_a_known_foe(state, by, statement));
        if vouched_for_a_foe {
            return Some(0.0);
        }
        (moves >= 150).then_some(0.5)
    }

    /// At each decision: the chance the seat gives each other living seat of holding each
    /// card that decides a fight (the Grue's seat is known to all, so it is no belief).
    #[cfg(feature = "oracle")]
    fn forecasts(state: &Self, seat: Seat) -> Vec<crate::bots::Forecast> {
        let view = state.view(seat);
        let belief = Belief::of(&view);
        let read = Belief::reading(&view, Reads::Play);
        let mut forecasts = Vec::new();
        for other in Seat::all(state.hands.len()) {
            if other == seat || !state.alive[other.index()] {
                continue;
            }
            for (card, about) in [
                (Card::Traitor, "holds the Traitor"),
                (Card::Sword, "holds the Sword"),
                (Card::Shield, "holds a Shield"),
                (Card::Lantern, "holds the Lantern"),
            ] {
                forecasts.push(crate::bots::Forecast {
                    about,
                    chance: belief.holds(other, card).min(1.0),
                    held: state.hands[other.index()].contains(&card),
                });
            }
            forecasts.push(crate::bots::Forecast {
                about: "holds the Traitor, read",
                chance: read.holds(other, Card::Traitor).min(1.0),
                held: state.hands[other.index()].contains(&Card::Traitor),
            });
        }
        forecasts
    }
}
