//! Sampling a full Grue state from one seat's view.
//!
//! Known cards go where the viewer knows they are; the rest are dealt into the unseen places in
//! proportion to the viewer's [`Belief`], which already rules out the impossible (the Traitor with
//! the Wizard, a Shield in the corpse of someone who died showing nothing).

use super::rules::lantern_question;
use super::types::Phase;
use super::{Belief, Card, GrueGame, GrueView, PhaseView, Reads};
use crate::engine::{GameRng, Seat};

pub(super) fn sample(view: &GrueView, rng: &mut GameRng, reads: Reads) -> GrueGame {
    let seats = view.seats();
    let me = view.me;
    let belief = Belief::reading(view, reads);
    let (hands, corpses) = belief.sample(rng);
    let traitor = Seat::all(seats)
        .find(|s| hands[s.index()].contains(&Card::Traitor))
        .expect("the Traitor card is always in a hand");

    let phase = match view.phase {
        PhaseView::Turn => Phase::Turn,
        PhaseView::BetweenTurns { asked, next } => {
            // Who is asked follows from who is alive; drop those already asked.
            let mut window = lantern_question(view.grue, &view.alive, next);
            while window.asked().is_some_and(|s| s != asked) {
                window.pass();
            }
            Phase::BetweenTurns { window, next }
        }
        PhaseView::Defend { target } => Phase::Defend { target },
        PhaseView::OwnOffer { to, card } => Phase::Offer { from: me, to, card },
        PhaseView::Offer { from, to } => {
            let options: Vec<Card> = hands[from.index()]
                .iter()
                .copied()
                .filter(|&c| c != Card::Traitor)
                .collect();
            let card = *rng
                .pick(&options)
                .expect("an offerer holds a tradeable card");
            Phase::Offer { from, to, card }
        }
        PhaseView::InvestigateDraw { corpse } => Phase::InvestigateDraw { corpse },
        PhaseView::OwnInvestigateReturn { corpse, drawn } => {
            Phase::InvestigateReturn { corpse, drawn }
        }
        PhaseView::InvestigateReturn { corpse } => {
            let options: Vec<Card> = hands[view.current.index()]
                .iter()
                .copied()
                .filter(|&c| c != Card::Lantern && c != Card::Traitor)
                .collect();
            let drawn = *rng
                .pick(&options)
                .expect("an investigator holds the drawn card");
            Phase::InvestigateReturn { corpse, drawn }
        }
        PhaseView::ForcedReturn { to } => Phase::ForcedReturn { to },
        PhaseView::Over { winner } => Phase::Over { winner },
    };

    // Other seats' private memories are unknown to the viewer, but everything public is
    // theirs too: a seat that forgot a shown Shield would play worse in the sample than it does
    // at the table. The last entry is the public observer itself.
    let knowledge = Seat::all(seats)
        .map(|s| {
            if s == me {
                view.knowledge.clone()
            } else {
                view.public.clone()
            }
        })
        .chain(std::iter::once(view.public.clone()))
        .collect();

    GrueGame {
        settings: view.settings.clone(),
        rules: view.rules,
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
        // The positions of earlier turns hold hands the viewer never saw: the sample counts
        // repetitions afresh.
        history: Vec::new(),
        stale: view.stale,
        draw: view.draw,
        conduct: view.conduct.clone(),
        spoken_before_search: view.statements.len(),
    }
}
