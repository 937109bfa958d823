//! Sampling a full Grue state from one seat's view.
//!
//! Known cards go where the viewer knows they are; the Traitor goes to a seat that could hold it;
//! the rest are shuffled into the free places. A corpse nobody has disturbed holds only cards that
//! could not defend (Darkness or the Sword), because its owner showed nothing when attacked.

use super::{Card, GrueGame, GrueView, Knowledge, Phase, PhaseView, merge_known, take_one};
use crate::engine::{Game, GameRng, Seat};

pub(super) fn sample(view: &GrueView, rng: &mut GameRng) -> GrueGame {
    let seats = view.seats();
    let me = view.me;
    let mut pool = GrueGame::deck(&view.settings);
    for &card in view.out_of_play.iter().chain(&view.hand) {
        take_one(&mut pool, card);
    }
    let mut hands = vec![Vec::new(); seats];
    let mut corpses = vec![Vec::new(); seats];
    hands[me.index()] = view.hand.clone();

    let place = |pool: &mut Vec<Card>, to: &mut Vec<Card>, card: Card| {
        if take_one(pool, card) {
            to.push(card);
        }
    };
    for seat in Seat::all(seats).filter(|&s| s != me) {
        let i = seat.index();
        let mut known = view.knowledge.hands[i].clone();
        if seat == view.grue {
            merge_known(&mut known, &[Card::Grue]);
        }
        if view.lantern_holder == Some(seat) {
            merge_known(&mut known, &[Card::Lantern]);
        }
        if view.traitor == Some(seat) {
            merge_known(&mut known, &[Card::Traitor]);
        }
        for card in known.into_iter().take(usize::from(view.hand_sizes[i])) {
            place(&mut pool, &mut hands[i], card);
        }
        for &card in view.knowledge.corpses[i]
            .iter()
            .take(usize::from(view.corpse_sizes[i]))
        {
            place(&mut pool, &mut corpses[i], card);
        }
    }
    let free = |hands: &Vec<Vec<Card>>, s: Seat| {
        usize::from(view.hand_sizes[s.index()]) - hands[s.index()].len()
    };

    // The Traitor card never moves and its holder never dies: it is with a living seat that is not
    // the Grue, not the Wizard (dealt no item) and has room.
    let traitor = match view.traitor {
        Some(t) => t,
        None => {
            let candidates: Vec<Seat> = Seat::all(seats)
                .filter(|&s| {
                    s != me && s != view.grue && Some(s) != view.wizard && view.alive[s.index()]
                })
                .filter(|&s| free(&hands, s) > 0)
                .collect();
            let seat = *rng
                .pick(&candidates)
                .expect("some seat can hold the unseen Traitor");
            place(&mut pool, &mut hands[seat.index()], Card::Traitor);
            seat
        }
    };

    rng.shuffle(&mut pool);
    // Undisturbed corpses first, with cards that cannot defend.
    for seat in Seat::all(seats).filter(|s| !view.disturbed[s.index()]) {
        fill(
            &mut pool,
            &mut corpses[seat.index()],
            usize::from(view.corpse_sizes[seat.index()]),
            |c| matches!(c, Card::Darkness | Card::Sword),
        );
    }
    for seat in Seat::all(seats).filter(|s| view.disturbed[s.index()]) {
        fill(
            &mut pool,
            &mut corpses[seat.index()],
            usize::from(view.corpse_sizes[seat.index()]),
            |c| c != Card::Lantern,
        );
    }
    for seat in Seat::all(seats) {
        let want = usize::from(view.hand_sizes[seat.index()]);
        fill(&mut pool, &mut hands[seat.index()], want, |_| true);
    }
    debug_assert!(pool.is_empty(), "every unseen card found a place: {pool:?}");
    for cards in hands.iter_mut().chain(corpses.iter_mut()) {
        cards.sort();
    }

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
        PhaseView::Over { winner, dawn } => Phase::Over { winner, dawn },
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
    }
}

/// Moves cards from `pool` into `to` until it holds `want`, preferring cards `fits` accepts.
fn fill(pool: &mut Vec<Card>, to: &mut Vec<Card>, want: usize, fits: impl Fn(Card) -> bool) {
    while to.len() < want && !pool.is_empty() {
        let index = pool.iter().position(|&c| fits(c)).unwrap_or(0);
        to.push(pool.remove(index));
    }
}
