//! Sampling a full Grue state from one seat's view.
//!
//! Known cards go where the viewer knows they are; the rest are dealt into the unseen places in
//! proportion to the viewer's [`Belief`], which already rules out the impossible (the Traitor with
//! the Wizard, a Shield in the corpse of someone who died showing nothing).

use super::{Belief, Card, GrueGame, GrueView, Knowledge, Phase, PhaseView, merge_known};
use crate::engine::{GameRng, Seat};

pub(super) fn sample(view: &GrueView, rng: &mut GameRng) -> GrueGame {
    let seats = view.seats();
    let me = view.me;
    let belief = Belief::of(view);
    let (hands, corpses) = belief.sample(rng);
    let traitor = Seat::all(seats)
        .find(|s| hands[s.index()].contains(&Card::Traitor))
        .expect("the Traitor card is always in a hand");

    let phase = match view.phase {
        PhaseView::Turn => Phase::Turn,
        PhaseView::Defend { target } => Phase::Defend { target },
        PhaseView::Offer { from, to, card } => {
            let card = card.unwrap_or_else(|| {
                let options: Vec<Card> = hands[from.index()]
                    .iter()
                    .copied()
                    .filter(|&c| c != Card::Traitor)
                    .collect();
                *rng.pick(&options)
                    .expect("an offerer holds a tradeable card")
            });
            Phase::Offer { from, to, card }
        }
        PhaseView::InvestigateDraw { corpse } => Phase::InvestigateDraw { corpse },
        PhaseView::InvestigateReturn { corpse, drawn } => {
            let drawn = drawn.unwrap_or_else(|| {
                let options: Vec<Card> = hands[view.current.index()]
                    .iter()
                    .copied()
                    .filter(|&c| c != Card::Lantern && c != Card::Traitor)
                    .collect();
                *rng.pick(&options)
                    .expect("an investigator holds the drawn card")
            });
            Phase::InvestigateReturn { corpse, drawn }
        }
        PhaseView::ForcedReturn { to } => Phase::ForcedReturn { to },
        PhaseView::Over { winner } => Phase::Over { winner },
    };

    // Other seats' private memories are unknown to the viewer: give them only what is public.
    let mut public = Knowledge::new(seats);
    public.hands[view.grue.index()] = vec![Card::Grue];
    if let Some(holder) = view.lantern_holder {
        merge_known(&mut public.hands[holder.index()], &[Card::Lantern]);
    }
    if view.traitor_unmasked {
        merge_known(&mut public.hands[traitor.index()], &[Card::Traitor]);
    }
    let knowledge = Seat::all(seats)
        .map(|s| {
            if s == me {
                view.knowledge.clone()
            } else {
                public.clone()
            }
        })
        .collect();

    GrueGame {
        settings: view.settings.clone(),
        grue: view.grue,
        wizard: view.wizard,
        traitor,
        hands,
        corpses,
        out_of_play: view.out_of_play.clone(),
        alive: view.alive.clone(),
        grue_ready: view.grue_ready,
        lantern_revealed: view.lantern_revealed,
        traitor_unmasked: view.traitor_unmasked,
        current: view.current,
        phase,
        spoke_this_turn: view.spoke_this_turn,
        grue_turns: view.grue_turns,
        statements: view.statements.clone(),
        knowledge,
        disturbed: view.disturbed.clone(),
        touched: view.touched.clone(),
    }
}
