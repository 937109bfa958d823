//! A full Grimwood state consistent with one seat's view.
//!
//! Everything public is copied. The cards the viewer cannot see (the deck and the other hands) are
//! the deck list minus its own hand, the table, the discard pile and cards held by a power in
//! progress. Each other hand gets the cards the viewer's memory knows it holds, then random cards
//! it is not known to lack; the deck gets the rest in random order.

use super::{GrimwoodGame, GrimwoodView, Memory, Pending, Phase, take_one};
use crate::engine::{Game, GameRng, Seat};

pub fn sample(view: &GrimwoodView, rng: &mut GameRng) -> GrimwoodGame {
    let settings = &view.settings;
    let seats = view.seats();
    let me = view.me;
    let mut state = GrimwoodGame::empty(settings, rng.next_u64());
    state.tables = view.tables.clone();
    state.discard = view.discard.clone();
    state.current = view.current;
    state.phase = view.phase.clone();
    state.actions_left = view.actions_left;
    state.powers_left = view.powers_left;
    state.used_this_turn = view.used_this_turn.clone();
    state.skip_next = view.skip_next.clone();
    state.final_turns_left = view.final_turns_left;
    state.turns_taken = view.turns_taken;
    state.hands[me.index()] = view.hand.clone();
    state.memory = vec![
        Memory {
            known: vec![Vec::new(); seats],
            lacks: vec![Vec::new(); seats],
            stolen_from_me: Vec::new(),
        };
        seats
    ];
    state.memory[me.index()] = view.memory.clone();

    // The hidden pool: every card not seen in a public place or in the viewer's hand.
    let mut pool = GrimwoodGame::deck(settings);
    let mut seen: Vec<_> = view.hand.clone();
    for table in &view.tables {
        seen.extend(table.iter().flat_map(|c| c.cards()));
    }
    seen.extend(&view.discard);
    match &view.phase {
        Phase::Power(Pending::LarakiKeep { drawn }) => seen.extend(drawn),
        Phase::Power(Pending::LarakiGive { left, .. }) => seen.extend(left),
        _ => {}
    }
    for card in seen {
        take_one(&mut pool, card);
    }
    for seat in Seat::all(seats).filter(|&s| s != me) {
        for &card in &view.memory.known[seat.index()] {
            take_one(&mut pool, card);
            state.hands[seat.index()].push(card);
        }
    }
    rng.shuffle(&mut pool);
    for seat in Seat::all(seats).filter(|&s| s != me) {
        let lacks = &view.memory.lacks[seat.index()];
        let want = usize::from(view.hand_sizes[seat.index()]);
        while state.hands[seat.index()].len() < want {
            let at = pool
                .iter()
                .position(|c| !lacks.contains(c))
                .unwrap_or(0);
            let card = pool.remove(at);
            state.hands[seat.index()].push(card);
        }
        state.hands[seat.index()].sort();
    }
    state.deck = pool;

    // The Dwarf's deck card is in its player's hand: one of the cards the viewer does not know.
    if let Phase::Power(Pending::Dwarf {
        from_discard,
        from_deck: None,
    }) = &view.phase
    {
        let actor = view.current;
        let mut unknown = state.hands[actor.index()].clone();
        take_one(&mut unknown, *from_discard);
        let mut candidates = unknown.clone();
        for &card in &view.memory.known[actor.index()] {
            take_one(&mut candidates, card);
        }
        let from = if candidates.is_empty() {
            unknown
        } else {
            candidates
        };
        let deck_card = from[rng.below(from.len())];
        state.phase = Phase::Power(Pending::Dwarf {
            from_discard: *from_discard,
            from_deck: Some(deck_card),
        });
    }
    debug_assert_eq!(state.deck.len(), usize::from(view.deck_size));
    debug_assert_eq!(state.view(me), *view);
    state
}
