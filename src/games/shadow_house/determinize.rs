//! Sampling a full state from one seat's view.
//!
//! Cards the viewer knows the place of stay there ([`Belief::known`]); the Culprit goes to a seat
//! drawn from the viewer's odds ([`Belief::culprit`], reading as much as it is asked to) among the seats the record allows (never a
//! cleared seat, and a seat with an unexplained "no" to a Detective only with an Alibi beside it);
//! a Witness swap leaves the Culprit or an Accomplice card in one of its two hands; the draw pile
//! takes only cards that can have been left out of the round (never more of a kind than the box
//! holds beyond the starter set); everything else is dealt at random into the free places.

use super::{
    Belief, Card, Happening, Note, Phase, PhaseView, Reads, ShadowHouseGame, ShadowView,
    full_deck, starter,
};
use crate::engine::{GameRng, SealedChoices, Seat, take_one};

/// An index drawn with chance proportional to `weights` (`None` if all are zero).
fn weighted(weights: &[f64], rng: &mut GameRng) -> Option<usize> {
    let total: f64 = weights.iter().sum();
    if total <= 0.0 {
        return None;
    }
    let mut pick = rng.unit() * total;
    let mut chosen = None;
    for (i, &w) in weights.iter().enumerate() {
        if w > 0.0 {
            chosen = Some(i);
            if pick < w {
                break;
            }
            pick -= w;
        }
    }
    chosen
}

pub(super) fn sample(view: &ShadowView, rng: &mut GameRng, reads: Reads) -> ShadowHouseGame {
    sample_believing(view, &Belief::reading(view, reads), rng)
}

/// A sample of `view` whose Culprit goes where `belief` says (as far as the record allows).
pub(super) fn sample_believing(
    view: &ShadowView,
    belief: &Belief,
    rng: &mut GameRng,
) -> ShadowHouseGame {
    let seats = view.seats();
    let me = view.me;

    // Cards whose place the viewer does not see.
    let mut pool = full_deck();
    for c in view
        .hand
        .iter()
        .chain(view.in_front.iter().flatten())
        .chain(&view.discards)
    {
        take_one(&mut pool, c);
    }
    // A card set aside in a pending swap is out of its giver's hand.
    let pending_giver = match view.phase {
        PhaseView::WitnessReturn { .. } | PhaseView::SwapReturn { .. } => Some(view.current),
        _ => None,
    };
    let own_pending = if pending_giver == Some(me) {
        view.memory.iter().rev().find_map(|n| match n.what {
            Happening::Gave { card, .. } if n.private => Some(card),
            _ => None,
        })
    } else {
        None
    };
    if let Some(card) = own_pending {
        take_one(&mut pool, &card);
    }

    let mut hands: Vec<Vec<Card>> = vec![Vec::new(); seats];
    hands[me.index()] = view.hand.clone();
    let free = |hands: &Vec<Vec<Card>>, s: Seat| {
        usize::from(view.hand_sizes[s.index()]) - hands[s.index()].len()
    };
    // Known facts first, as far as the pool allows.
    for s in Seat::all(seats).filter(|&s| s != me) {
        for &card in &belief.known[s.index()] {
            if free(&hands, s) > 0 && take_one(&mut pool, &card) {
                hands[s.index()].push(card);
            }
        }
    }
    // The Culprit, by the viewer's odds among the seats where the record allows it.
    let culprit = match Seat::all(seats).find(|s| hands[s.index()].contains(&Card::Culprit)) {
        Some(holder) => Some(holder),
        None if pool.contains(&Card::Culprit) => {
            let spare_alibi = pool.contains(&Card::Alibi);
            let room = |hands: &Vec<Vec<Card>>, s: Seat| {
                let alibi_needed =
                    belief.alibi_if_culprit[s.index()] && !hands[s.index()].contains(&Card::Alibi);
                if alibi_needed && !spare_alibi {
                    return false;
                }
                free(hands, s) > usize::from(alibi_needed)
            };
            let possible = |s: Seat| s != me && !belief.cleared[s.index()] && room(&hands, s);
            let mut weights: Vec<f64> = Seat::all(seats)
                .map(|s| {
                    if possible(s) {
                        belief.culprit[s.index()].max(1e-9)
                    } else {
                        0.0
                    }
                })
                .collect();
            if weights.iter().all(|&w| w == 0.0) {
                // The record's facts leave no place (the tracker is conservative, so this means a
                // bookkeeping corner): any seat with room keeps the sample whole.
                weights = Seat::all(seats)
                    .map(|s| f64::from(u8::from(s != me && free(&hands, s) > 0)))
                    .collect();
            }
            let holder = weighted(&weights, rng).map(|i| Seat(i as u8));
            if let Some(holder) = holder {
                take_one(&mut pool, &Card::Culprit);
                hands[holder.index()].push(Card::Culprit);
            }
            holder
        }
        None => None,
    };
    // An unexplained "no" to a Detective: the culprit holds an Alibi.
    if let Some(c) = culprit.filter(|&c| c != me)
        && belief.alibi_if_culprit[c.index()]
        && !hands[c.index()].contains(&Card::Alibi)
        && free(&hands, c) > 0
        && take_one(&mut pool, &Card::Alibi)
    {
        hands[c.index()].push(Card::Alibi);
    }
    // A Witness swap: the two hands hold the Culprit or an Accomplice card between them.
    for &(witness, target) in &belief.culprit_or_accomplice {
        let pair = [witness, target];
        let holds = |hands: &Vec<Vec<Card>>, card: Card| {
            pair.iter().any(|s| hands[s.index()].contains(&card))
        };
        if holds(&hands, Card::Culprit) || holds(&hands, Card::Accomplice) {
            continue;
        }
        let slots: Vec<f64> = Seat::all(seats)
            .map(|s| {
                if pair.contains(&s) && s != me {
                    free(&hands, s) as f64
                } else {
                    0.0
                }
            })
            .collect();
        if let Some(i) = weighted(&slots, rng)
            && take_one(&mut pool, &Card::Accomplice)
        {
            hands[i].push(Card::Accomplice);
        }
    }
    // The pile: only cards that may have stayed out of the round.
    rng.shuffle(&mut pool);
    let mut cap: Vec<usize> = Card::ALL.iter().map(|c| c.copies()).collect();
    for c in starter(seats) {
        cap[c.index()] -= 1;
    }
    let mut pile = Vec::new();
    let mut rest = Vec::new();
    for card in pool {
        if pile.len() < usize::from(view.pile_size) && cap[card.index()] > 0 {
            cap[card.index()] -= 1;
            pile.push(card);
        } else {
            rest.push(card);
        }
    }
    // Should the caps leave the pile short (a bookkeeping corner), fill it from the rest.
    while pile.len() < usize::from(view.pile_size) {
        let card = rest.pop().expect("enough hidden cards for the pile");
        pile.push(card);
    }
    // The witness's or swapper's card set aside, if the viewer did not give it.
    let hidden_given = if pending_giver.is_some() && own_pending.is_none() {
        Some(rest.pop().expect("a card was set aside"))
    } else {
        None
    };
    for s in Seat::all(seats).filter(|&s| s != me) {
        while free(&hands, s) > 0 {
            hands[s.index()].push(rest.pop().expect("enough hidden cards for the hands"));
        }
        hands[s.index()].sort();
    }
    debug_assert!(rest.is_empty());

    let sealed = |seats_in: &[Seat],
                  waiting: &[Seat],
                  own: Option<Card>,
                  hands: &Vec<Vec<Card>>,
                  rng: &mut GameRng| {
        let mut choices = SealedChoices::new(seats_in.iter().copied());
        for &s in seats_in {
            if waiting.contains(&s) {
                continue;
            }
            let card = if s == me {
                own.expect("the viewer remembers its own choice")
            } else {
                *rng.pick(&hands[s.index()]).expect("a chooser holds a card")
            };
            choices.commit(s, card).expect("each seat once");
        }
        choices
    };
    let phase = match &view.phase {
        PhaseView::Open => Phase::Open,
        PhaseView::Turn => Phase::Turn,
        PhaseView::Answer { detective, target } => Phase::Answer {
            detective: *detective,
            target: *target,
        },
        PhaseView::Discard { accomplice, target } => Phase::Discard {
            accomplice: *accomplice,
            target: *target,
        },
        PhaseView::Share {
            seats: s,
            waiting,
            own,
        } => Phase::Share(sealed(s, waiting, *own, &hands, rng)),
        PhaseView::Frenzy {
            seats: s,
            waiting,
            own,
        } => Phase::Frenzy(sealed(s, waiting, *own, &hands, rng)),
        PhaseView::Speak => Phase::Speak,
        PhaseView::WitnessChoice { target } => Phase::WitnessChoice { target: *target },
        PhaseView::WitnessGive { target } => Phase::WitnessGive { target: *target },
        PhaseView::WitnessReturn { target } => Phase::WitnessReturn {
            target: *target,
            given: own_pending.or(hidden_given).expect("a set-aside card"),
        },
        PhaseView::SwapGive { target } => Phase::SwapGive { target: *target },
        PhaseView::SwapReturn { target } => Phase::SwapReturn {
            target: *target,
            given: own_pending.or(hidden_given).expect("a set-aside card"),
        },
        PhaseView::Over => Phase::Over,
    };

    // Others' private memories are unknown to the viewer: they keep only what was public.
    let public: Vec<Note> = view.memory.iter().filter(|n| !n.private).cloned().collect();
    let memory = Seat::all(seats)
        .map(|s| {
            if s == me {
                view.memory.clone()
            } else {
                public.clone()
            }
        })
        .collect();

    ShadowHouseGame {
        settings: view.settings.clone(),
        rules: view.rules,
        seed: rng.next_u64(),
        draws: 0,
        round: view.round,
        points: view.points.clone(),
        history: view.history.clone(),
        hands,
        pile,
        in_front: view.in_front.clone(),
        discards: view.discards.clone(),
        handcuffs: view.handcuffs,
        servant: view.servant.clone(),
        housekeeper: view.housekeeper.clone(),
        current: view.current,
        phase,
        memory,
        winners: view.winners.clone(),
    }
}
