//! A full Grimwood state consistent with one seat's view.
//!
//! Everything public is copied. The cards the viewer cannot see (the deck and the other hands) are
//! the deck list minus its own hand, the table, the discard pile and cards held by a power in
//! progress. Each other hand gets the cards the viewer's memory knows it holds, then random cards
//! it is not known to lack; the deck gets the rest in random order.

use super::{Card, Combo, GrimwoodGame, GrimwoodView, Pending, Phase};
use crate::engine::{Game, GameRng, Seat, take_one};

pub fn sample(view: &GrimwoodView, rng: &mut GameRng) -> GrimwoodGame {
    let settings = &view.settings;
    let seats = view.seats();
    let me = view.me;
    let mut state = GrimwoodGame::empty(settings, view.order, rng.next_u64());
    state.tables = view.tables.clone();
    state.discard = view.discard.clone();
    state.current = view.current;
    state.phase = view.phase.clone();
    state.actions_left = view.actions_left;
    state.powers_left = view.powers_left;
    state.chain = view.chain.clone();
    state.turns_to_lose = view.turns_to_lose.clone();
    state.final_turns_left = view.final_turns_left;
    state.turns_taken = view.turns_taken;
    state.repetition = view.drawn_by_repetition;
    state.hands[me.index()] = view.hand.clone();
    // Other seats' memories start empty in a sample (`empty` made them so): what they know
    // is not shown to the viewer.
    state.memory[me.index()] = view.memory.clone();

    // The hidden pool: every card not seen in a public place or in the viewer's hand, counted
    // per kind by its dense index (this runs once per search playout, so no sorting).
    let mut counts = [0u8; Card::DISTINCT];
    for card in GrimwoodGame::deck(settings) {
        counts[card.index()] += 1;
    }
    let mut remove = |card: Card| counts[card.index()] -= 1;
    view.hand.iter().for_each(|&c| remove(c));
    for combo in view.tables.iter().flatten() {
        match combo {
            Combo::Line(cards) => cards.iter().for_each(|&s| remove(Card::Super(s))),
            Combo::Set(kind) => kind.cards().into_iter().for_each(&mut remove),
        }
    }
    view.discard.iter().for_each(|&c| remove(c));
    match &view.phase {
        Phase::Power(Pending::LarakiKeep { drawn }) => drawn.iter().for_each(|&c| remove(c)),
        Phase::Power(Pending::LarakiGive { left, .. }) => left.iter().for_each(|&c| remove(c)),
        _ => {}
    }
    for seat in Seat::all(seats).filter(|&s| s != me) {
        for &card in &view.memory.known[seat.index()] {
            remove(card);
            state.hands[seat.index()].push(card);
        }
    }
    let mut pool: Vec<Card> = Vec::with_capacity(usize::from(view.deck_size) + 40);
    for (i, &n) in counts.iter().enumerate() {
        pool.extend(std::iter::repeat_n(Card::from_index(i), usize::from(n)));
    }
    rng.shuffle(&mut pool);
    for seat in Seat::all(seats).filter(|&s| s != me) {
        let lacks = &view.memory.lacks[seat.index()];
        let want = usize::from(view.hand_sizes[seat.index()]);
        while state.hands[seat.index()].len() < want {
            // The last card it may hold: as random as the first, and cheap to take out.
            let at = pool
                .iter()
                .rposition(|c| !lacks.contains(c))
                .unwrap_or(pool.len() - 1);
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
        take_one(&mut unknown, from_discard);
        let mut candidates = unknown.clone();
        for &card in &view.memory.known[actor.index()] {
            take_one(&mut candidates, &card);
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
