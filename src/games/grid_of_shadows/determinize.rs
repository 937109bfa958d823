//! Sampling a full state from one seat's view: every card the seat cannot place is dealt at
//! random into the places it cannot see (other hands, face-down grid cards, others' stack cards,
//! unknown draw-pile and discard positions, the set-aside cards, others' cards in flight).
//! Two beliefs shape the deal: a hand holds the cards this seat remembers going into it, and
//! another player's face-down run is truthful with the probability the card counting gives it
//! ([`claim_truth`]; `expert`'s sample uses its reading of how players bluff, [`claim_read`]), so
//! a sample neither forgets a "Lights!" pickup nor takes every claim for a lie just because a
//! uniform deal rarely matches it.
//! Other seats keep only public knowledge in the sample.

use super::bot::{RunSeen, VOUCHED_TRUE, claim_read, claim_truth};
use super::{
    Card, EVERYONE, Effect, GridCard, GridCardView, GridOfShadowsGame, GridRules, GridView, Secret,
    Slot, StackCard, StackCardView, Tracked, bit, deck_for,
};
use crate::engine::{GameRng, take_one};

/// How a sample judges another player's run of cards under one claim: the chance it is true.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Trust {
    /// By card counting and the rules of thumb's prior ([`claim_truth`]).
    Counting,
    /// As `expert` reads searching players ([`claim_read`]).
    Reading,
}

pub(super) fn sample(view: &GridView, rng: &mut GameRng, trust: Trust) -> GridOfShadowsGame {
    let me = view.me;
    let mut pool = deck_for(view.extended);
    let mut known: Vec<Card> = view.hand.clone();
    known.extend(&view.discard_known);
    known.extend(view.draw_known.iter().map(|(_, c)| *c));
    for slot in &view.grid {
        match slot.card {
            Some(GridCardView::FaceUp(c)) | Some(GridCardView::FaceDownKnown(c)) => known.push(c),
            _ => {}
        }
        for s in &slot.stack {
            match s {
                StackCardView::Mine { card, .. } | StackCardView::Shown { card, .. } => {
                    known.push(*card)
                }
                StackCardView::Theirs { .. } => {}
            }
        }
    }
    known.extend(view.laid.mine());
    known.extend(view.shift_drawn.mine());
    if let Some(t) = &view.transit {
        known.extend(t.mine());
    }
    for card in known {
        let found = take_one(&mut pool, &card);
        debug_assert!(
            found,
            "a view accounts for {card} more often than the deck holds it"
        );
    }
    // The view only remembers cards it cannot place elsewhere, so these are still in the pool.
    let remembered: Vec<Vec<Card>> = view
        .hand_memory
        .iter()
        .enumerate()
        .map(|(owner, cards)| {
            cards
                .iter()
                .take(view.hand_sizes[owner])
                .copied()
                .filter(|&c| take_one(&mut pool, &c))
                .collect()
        })
        .collect();
    // Runs of another player's cards with one claim: told truly with the counted probability.
    let mut truthful: Vec<Vec<Option<Card>>> = Vec::with_capacity(view.grid.len());
    for (at, slot) in view.grid.iter().enumerate() {
        let mut preset = vec![None; slot.stack.len()];
        for (run, by, claim) in super::view::others_runs(&slot.stack) {
            let card = claim.card();
            let count = run.len();
            let vouched = slot.stack[run.clone()]
                .iter()
                .filter(|s| matches!(s, StackCardView::Theirs { vouched: true, .. }))
                .count();
            let available = pool.iter().filter(|&&c| c == card).count();
            let truth = match trust {
                Trust::Counting => claim_truth(view, by, claim, count),
                Trust::Reading if vouched > 0 => VOUCHED_TRUE,
                Trust::Reading => claim_read(view, &RunSeen::of(view, at, run.clone(), by, claim)),
            };
            if available >= count && rng.chance(truth) {
                for entry in &mut preset[run] {
                    take_one(&mut pool, &card);
                    *entry = Some(card);
                }
            }
        }
        truthful.push(preset);
    }
    rng.shuffle(&mut pool);
    let mut take = || pool.pop().expect("the unseen cards fill the unseen places");

    let hands: Vec<Vec<Card>> = (0..view.seats())
        .map(|i| {
            if i == me.index() {
                view.hand.clone()
            } else {
                let mut h = remembered[i].clone();
                h.extend((h.len()..view.hand_sizes[i]).map(|_| take()));
                h.sort();
                h
            }
        })
        .collect();
    let grid = view
        .grid
        .iter()
        .zip(&truthful)
        .map(|(slot, preset)| Slot {
            card: slot.card.map(|g| match g {
                GridCardView::FaceUp(card) => GridCard {
                    card,
                    face_up: true,
                    known_by: EVERYONE,
                },
                GridCardView::FaceDownKnown(card) => GridCard {
                    card,
                    face_up: false,
                    known_by: bit(me),
                },
                GridCardView::FaceDown => GridCard {
                    card: take(),
                    face_up: false,
                    known_by: 0,
                },
            }),
            stack: slot
                .stack
                .iter()
                .zip(preset)
                .map(|(s, preset)| match *s {
                    StackCardView::Mine { card, claim } => StackCard {
                        card,
                        by: me,
                        claim,
                        shown: false,
                        vouched_by: 0,
                        declined: 0,
                    },
                    StackCardView::Theirs {
                        by,
                        claim,
                        vouched,
                        declined,
                    } => StackCard {
                        card: preset.unwrap_or_else(&mut take),
                        by,
                        claim,
                        shown: false,
                        vouched_by: if vouched { bit(me) } else { 0 },
                        declined,
                    },
                    StackCardView::Shown { by, card, claim } => StackCard {
                        card,
                        by,
                        claim,
                        shown: true,
                        vouched_by: 0,
                        declined: 0,
                    },
                })
                .collect(),
        })
        .collect();
    let draw = (0..view.draw_size)
        .map(|i| match view.draw_known.iter().find(|(at, _)| *at == i) {
            Some(&(_, card)) => Tracked {
                card,
                known_by: bit(me),
            },
            None => Tracked {
                card: take(),
                known_by: 0,
            },
        })
        .collect();
    let mut discard: Vec<Tracked> = view
        .discard_known
        .iter()
        .map(|&card| Tracked {
            card,
            known_by: EVERYONE,
        })
        .collect();
    for _ in view.discard_known.len()..view.discard_size {
        discard.push(Tracked {
            card: take(),
            known_by: 0,
        });
    }
    let set_aside = (0..view.set_aside).map(|_| take()).collect();
    let mut secret = |s: &Secret| -> Vec<Card> {
        match s {
            Secret::Mine(cards) => cards.clone(),
            Secret::Hidden(n) => (0..*n).map(|_| take()).collect(),
        }
    };
    let laid = secret(&view.laid);
    let shift_drawn = secret(&view.shift_drawn);
    let transit = view.transit.as_ref().map(|t| secret(t)[0]);
    // A gift this seat did not see is one of the cards its receiver holds now.
    let gift_taken = view.gift_taken.as_ref().map(|g| match g {
        Secret::Mine(cards) => cards[0],
        Secret::Hidden(_) => {
            let receiver = view
                .ctx
                .as_ref()
                .and_then(|c| c.taken.iter().find(|a| a.effect == Effect::Gift))
                .map(|a| a.to)
                .expect("a gift taken this turn");
            let hand: &Vec<Card> = &hands[receiver.index()];
            hand[rng.below(hand.len())]
        }
    });

    GridOfShadowsGame {
        settings: view.settings.clone(),
        rules: GridRules {
            extended: view.extended,
        },
        hands,
        grid,
        draw,
        discard,
        set_aside,
        turn_owner: view.turn_owner,
        ctx: view.ctx.clone(),
        phase: view.phase.clone(),
        free_flips_next: view.free_flips_next,
        silence: view.silence,
        final_started: view.final_started,
        laid,
        shift_drawn,
        transit,
        gift_taken,
        deferred: view.deferred.clone(),
        memory: (0..view.seats() * view.seats())
            .map(|i| {
                if i / view.seats() == me.index() {
                    remembered[i % view.seats()].clone()
                } else {
                    Vec::new()
                }
            })
            .collect(),
        declines: view.declines.clone(),
    }
}
