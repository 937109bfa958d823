//! Grimwood's phases and legal moves: who decides, what each decision may be, how the turn moves
//! on, and why a move that is not legal is refused.

use super::types::*;
use crate::engine::{Seat, take_one};

/// Why a move is refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GrimwoodRefusal {
    Over,
    /// This seat, robbed, must first answer about an Amulet.
    AwaitingAmulet(Seat),
    DeckEmpty,
    NoActionsLeft,
    CannotSteal,
    CannotPlay,
    CannotPlace,
    OverHandLimit,
    DecidePower,
    PowerNeedsChoice,
    DecideFreePlay,
    NotNow,
}

impl GrimwoodGame {
    // ---- rule helpers --------------------------------------------------------------------------

    fn steal_targets(&self, thief: Seat) -> impl Iterator<Item = Seat> + '_ {
        self.others(thief)
            .filter(|s| !self.hands[s.index()].is_empty())
    }

    pub(super) fn can_steal(&self, thief: Seat) -> bool {
        self.steal_targets(thief).next().is_some()
    }

    fn line_slots(&self, seat: Seat) -> Vec<LineSlot> {
        let mut out: Vec<LineSlot> = self.tables[seat.index()]
            .iter()
            .enumerate()
            .filter(|(_, c)| c.open_line())
            .map(|(i, _)| LineSlot::Existing(i as u8))
            .collect();
        out.push(LineSlot::New);
        out
    }

    fn unprotected(&self, owner: Seat) -> impl Iterator<Item = ComboRef> + '_ {
        self.tables[owner.index()]
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.protected())
            .map(move |(i, _)| ComboRef {
                owner,
                index: i as u8,
            })
    }

    /// Supernaturals on unprotected lines, with their owner.
    fn takeable(&self) -> Vec<(Supernatural, Seat)> {
        let mut out = Vec::new();
        for seat in Seat::all(self.seats()) {
            for combo in &self.tables[seat.index()] {
                if let Combo::Line(cards) = combo
                    && !combo.protected()
                {
                    out.extend(cards.iter().map(|&s| (s, seat)));
                }
            }
        }
        out.sort();
        out
    }

    fn in_my_lines(&self, seat: Seat) -> Vec<Supernatural> {
        let mut out: Vec<Supernatural> = self.tables[seat.index()]
            .iter()
            .filter_map(|c| match c {
                Combo::Line(cards) => Some(cards.clone()),
                Combo::Set(_) => None,
            })
            .flatten()
            .collect();
        out.sort();
        out
    }

    /// The supernaturals in `me`'s lines whose power the Elf may use again, `chain` being the
    /// powers being played out (the Elf's own included): none of those may be set off again.
    fn elf_choices(&self, me: Seat, chain: &[Supernatural]) -> Vec<Supernatural> {
        let mut out = self.in_my_lines(me);
        out.dedup();
        out.retain(|&s| {
            s != Supernatural::Elf && !chain.contains(&s) && self.power_usable_with(me, s, chain)
        });
        out
    }

    /// The supernaturals the Nymph may take: any on an unshielded line but itself and those
    /// whose power is being played out in this chain (the Nymph must play what it takes).
    fn nymph_choices(&self, chain: &[Supernatural]) -> Vec<Supernatural> {
        let mut out: Vec<Supernatural> = self.takeable().into_iter().map(|(s, _)| s).collect();
        out.dedup();
        out.retain(|&s| s != Supernatural::Nymph && !chain.contains(&s));
        out
    }

    /// The cards in the player's hand that a power in progress has not settled yet: the
    /// Dwarf's two cards until one is kept. They cannot go into a set meanwhile.
    fn reserved(&self) -> Vec<Card> {
        match &self.phase {
            Phase::Power(Pending::Dwarf {
                from_discard,
                from_deck,
            }) => std::iter::once(*from_discard).chain(*from_deck).collect(),
            _ => Vec::new(),
        }
    }

    /// The sets the player whose turn it is may lay down now.
    pub(super) fn sets_now(&self) -> Vec<SetKind> {
        let placing = match &self.phase {
            Phase::Opening
            | Phase::Main
            | Phase::Closing
            | Phase::PowerOffer { .. }
            | Phase::Power(_)
            | Phase::FreePlay { .. } => true,
            Phase::Ending { placing } => *placing,
            Phase::Amulet { .. } | Phase::Over => false,
        };
        if !placing {
            return Vec::new();
        }
        let mut hand = self.hands[self.current.index()].clone();
        for card in self.reserved() {
            take_one(&mut hand, &card);
        }
        placeable_sets(&hand)
    }

    /// Whether `card`'s power may start now: usable, and not already being played out.
    pub(super) fn may_start(&self, card: Supernatural) -> bool {
        !self.chain.contains(&card) && self.power_usable(self.current, card)
    }

    fn amazon_asks(&self, me: Seat) -> Vec<Card> {
        let hand = &self.hands[me.index()];
        let mut visible: Vec<Supernatural> = self
            .tables
            .iter()
            .flatten()
            .flat_map(|c| c.cards())
            .chain(self.discard.iter().copied())
            .chain(hand.iter().copied())
            .filter_map(Card::supernatural)
            .collect();
        visible.sort();
        Card::KINDS
            .into_iter()
            .chain(
                Supernatural::ALL
                    .into_iter()
                    .filter(|s| visible.binary_search(s).is_err())
                    .map(Card::Super),
            )
            .collect()
    }

    /// Whether `card`'s power can do anything for `me` now.
    pub(super) fn power_usable(&self, me: Seat, card: Supernatural) -> bool {
        self.power_usable_with(me, card, &self.chain)
    }

    fn power_usable_with(&self, me: Seat, card: Supernatural, chain: &[Supernatural]) -> bool {
        use Supernatural as S;
        let others_with_cards = self.can_steal(me);
        let other_combos = self
            .others(me)
            .any(|s| self.unprotected(s).next().is_some());
        match card {
            S::Amazon | S::DarkUnicorn | S::Dracula | S::Troll | S::Hydra | S::ShadowQueen => {
                others_with_cards
            }
            S::Boogeyman | S::Werewolf => true,
            // Taking the male is the Bride's power; playing the taken card's own power is
            // optional, so a male whose power is being played out may still be taken.
            S::Bride => self.takeable().iter().any(|(s, _)| s.is_male()),
            S::Nymph => !self.nymph_choices(chain).is_empty(),
            S::Centaur | S::Faeries | S::Giant | S::Laraki => !self.discard.is_empty(),
            S::Demon => Seat::all(self.seats()).any(|s| self.unprotected(s).next().is_some()),
            S::Dragon => false,
            S::Dwarf => !self.discard.is_empty() || !self.deck.is_empty(),
            S::Elf => {
                // Judged as after the Elf's own use, which is when its choice is made.
                let mut after = chain.to_vec();
                after.push(S::Elf);
                !self.elf_choices(me, &after).is_empty()
            }
            S::Ghouls => !self.deck.is_empty() || others_with_cards,
            S::Goblins => others_with_cards,
            S::Highwayman => self.unprotected(me).next().is_some() && other_combos,
            S::Mage => !self.deck.is_empty(),
            S::Sorceress => {
                let hand = &self.hands[me.index()];
                (count(hand, Card::Owl) >= 2 || count(hand, Card::Crow) >= 2) && other_combos
            }
            S::Eternals => {
                self.hands[me.index()].len() < HAND_LIMIT
                    && (!self.deck.is_empty() || others_with_cards)
            }
        }
    }

    fn legal_targets(&self, me: Seat, card: Supernatural) -> Vec<Seat> {
        match card {
            Supernatural::Boogeyman | Supernatural::Werewolf => self.others(me).collect(),
            _ => self.steal_targets(me).collect(),
        }
    }

    // ---- flow ----------------------------------------------------------------------------------

    /// Back to the actions after something finished.
    pub(super) fn resume(&mut self, events: &mut Vec<GrimwoodEvent>) {
        // Every power in a chain ends with the one it set off, so the chain is over.
        self.chain.clear();
        if self.actions_left == 0 {
            self.after_actions(events);
        } else {
            self.phase = Phase::Main;
        }
    }

    pub(super) fn after_actions(&mut self, events: &mut Vec<GrimwoodEvent>) {
        // Draw-first turns opened with their draw; otherwise the closing draw or steal is owed
        // unless there is nothing left to draw or steal.
        if self.order.draw_first() || (self.deck.is_empty() && !self.can_steal(self.current)) {
            self.enter_ending(true, events);
        } else {
            self.phase = Phase::Closing;
        }
    }

    pub(super) fn enter_ending(&mut self, placing: bool, events: &mut Vec<GrimwoodEvent>) {
        let hand = &self.hands[self.current.index()];
        if hand.len() <= HAND_LIMIT && (!placing || placeable_sets(hand).is_empty()) {
            self.next_turn(events);
        } else {
            self.phase = Phase::Ending { placing };
        }
    }

    pub(super) fn next_turn(&mut self, events: &mut Vec<GrimwoodEvent>) {
        events.push(GrimwoodEvent::TurnEnded { seat: self.current });
        loop {
            self.turns_taken = self.turns_taken.saturating_add(1);
            match self.final_turns_left {
                Some(0) => return self.finish(events),
                Some(n) => self.final_turns_left = Some(n - 1),
                None => {}
            }
            self.current = self.current.clockwise(1, self.seats());
            let lost = &mut self.turns_to_lose[self.current.index()];
            if *lost > 0 {
                *lost -= 1;
                events.push(GrimwoodEvent::TurnSkipped { seat: self.current });
                continue;
            }
            break;
        }
        self.actions_left = 2;
        self.powers_left = 1;
        self.chain.clear();
        self.phase =
            if self.order.draw_first() && (!self.deck.is_empty() || self.can_steal(self.current)) {
                Phase::Opening
            } else {
                Phase::Main
            };
        if self.note_position() {
            events.push(GrimwoodEvent::PositionRepeated { seat: self.current });
            self.repetition = true;
            self.finish(events);
        } else {
            events.push(GrimwoodEvent::TurnBegan { seat: self.current });
        }
    }

    /// Records the position a turn starts from; `true` when it has now started a turn
    /// [`REPETITIONS`] times.
    pub(super) fn note_position(&mut self) -> bool {
        let print = self.fingerprint();
        self.positions.push(print);
        self.positions.iter().filter(|&&p| p == print).count() >= REPETITIONS
    }

    /// The whole position as a turn starts (whose turn, every hand, every table, the deck and
    /// the discard pile in order, lost turns, last turns), hashed (FNV-1a) to
    /// [`FINGERPRINT_BITS`] bits. What the seats remember is not part of it.
    fn fingerprint(&self) -> u64 {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let mut feed = |byte: u8| {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        };
        let cards = |cards: &mut dyn Iterator<Item = Card>, feed: &mut dyn FnMut(u8)| {
            for card in cards {
                feed(card.index() as u8);
            }
            feed(0xFF);
        };
        feed(self.current.0);
        feed(matches!(self.phase, Phase::Opening) as u8);
        for hand in &self.hands {
            cards(&mut hand.iter().copied(), &mut feed);
        }
        for table in &self.tables {
            for combo in table {
                match combo {
                    Combo::Line(line) => {
                        cards(&mut line.iter().map(|&s| Card::Super(s)), &mut feed)
                    }
                    Combo::Set(kind) => {
                        feed(0xFE);
                        feed(*kind as u8);
                    }
                }
            }
            feed(0xFD);
        }
        cards(&mut self.deck.iter().copied(), &mut feed);
        cards(&mut self.discard.iter().copied(), &mut feed);
        for &lost in &self.turns_to_lose {
            feed(lost);
        }
        feed(self.final_turns_left.unwrap_or(0xFF));
        // Fold the high bits in rather than drop them.
        (hash ^ (hash >> FINGERPRINT_BITS)) & ((1 << FINGERPRINT_BITS) - 1)
    }

    fn finish(&mut self, events: &mut Vec<GrimwoodEvent>) {
        self.phase = Phase::Over;
        let scores = Seat::all(self.seats()).map(|s| self.score(s)).collect();
        events.push(GrimwoodEvent::Ended { scores });
    }

    /// The legal actions now: the one definition of legality.
    pub(super) fn legal(&self) -> Vec<GrimwoodAction> {
        use GrimwoodAction as A;
        let me = self.current;
        let hand = &self.hands[me.index()];
        let mut out = Vec::new();
        let draw_or_steal = |out: &mut Vec<A>| {
            if !self.deck.is_empty() {
                out.push(A::Draw);
            }
            out.extend(self.steal_targets(me).map(A::Steal));
        };
        match &self.phase {
            Phase::Over => {}
            Phase::Opening | Phase::Closing => draw_or_steal(&mut out),
            Phase::Main => {
                if self.actions_left > 0 {
                    draw_or_steal(&mut out);
                    let mut supers: Vec<Supernatural> =
                        hand.iter().filter_map(|c| c.supernatural()).collect();
                    supers.dedup();
                    let slots = self.line_slots(me);
                    for card in supers {
                        for &line in &slots {
                            out.push(A::Play { card, line });
                        }
                    }
                    if hand.contains(&Card::Rune) {
                        out.push(A::PlayRune);
                    }
                }
                out.push(A::EndActions);
            }
            Phase::Ending { .. } => {
                if hand.len() > HAND_LIMIT {
                    let mut distinct = hand.clone();
                    distinct.dedup();
                    out.extend(distinct.into_iter().map(A::Discard));
                } else {
                    out.push(A::EndTurn);
                }
            }
            Phase::PowerOffer { card, .. } => {
                if self.may_start(*card) {
                    out.push(A::UsePower);
                }
                out.push(A::DeclinePower);
            }
            Phase::FreePlay { options, must } => {
                let slots = self.line_slots(me);
                for &card in options {
                    match card {
                        Card::Super(s) => {
                            out.extend(slots.iter().map(|&line| A::Play { card: s, line }))
                        }
                        Card::Rune => out.push(A::PlayRune),
                        _ => {}
                    }
                }
                if !must {
                    out.push(A::KeepInHand);
                }
            }
            Phase::Amulet { victim, .. } => {
                if self.hands[victim.index()].contains(&Card::Amulet) {
                    out.push(A::BlockWithAmulet);
                }
                out.push(A::AllowSteal);
            }
            Phase::Power(pending) => match pending {
                Pending::Amazon => out.extend(self.amazon_asks(me).into_iter().map(A::Ask)),
                Pending::Target(card) => {
                    out.extend(self.legal_targets(me, *card).into_iter().map(A::Target))
                }
                Pending::Take(Supernatural::Bride) => {
                    let mut males: Vec<Supernatural> = self
                        .takeable()
                        .into_iter()
                        .map(|(s, _)| s)
                        .filter(|s| s.is_male())
                        .collect();
                    males.dedup();
                    out.extend(males.into_iter().map(A::Take));
                }
                Pending::Take(_) => {
                    out.extend(self.nymph_choices(&self.chain).into_iter().map(A::Take))
                }
                Pending::Demon => {
                    for seat in Seat::all(self.seats()) {
                        out.extend(self.unprotected(seat).map(A::Destroy));
                    }
                }
                Pending::Highwayman => {
                    for mine in self.unprotected(me) {
                        for other in self.others(me) {
                            for theirs in self.unprotected(other) {
                                out.push(A::Swap {
                                    mine: mine.index,
                                    theirs,
                                });
                            }
                        }
                    }
                }
                Pending::Sorceress => {
                    for pay in [Card::Owl, Card::Crow] {
                        if count(hand, pay) >= 2 {
                            for other in self.others(me) {
                                out.extend(
                                    self.unprotected(other).map(|take| A::Sorcery { pay, take }),
                                );
                            }
                        }
                    }
                }
                Pending::Elf => out.extend(
                    self.elf_choices(me, &self.chain)
                        .into_iter()
                        .map(A::Reactivate),
                ),
                Pending::Dwarf {
                    from_discard,
                    from_deck,
                } => {
                    let deck_card = from_deck.expect("the true state knows the Dwarf's deck card");
                    out.push(A::Keep(*from_discard));
                    if deck_card != *from_discard {
                        out.push(A::Keep(deck_card));
                    }
                }
                Pending::Faeries { .. } | Pending::Giant => {
                    let mut cards = self.discard.clone();
                    cards.sort();
                    cards.dedup();
                    out.extend(cards.into_iter().map(A::Pick));
                }
                Pending::Ghouls | Pending::Eternals => draw_or_steal(&mut out),
                Pending::Goblins { .. } | Pending::ShadowQueen => {
                    out.extend(self.steal_targets(me).map(A::Steal))
                }
                Pending::LarakiKeep { drawn } => {
                    let mut cards = drawn.clone();
                    cards.sort();
                    cards.dedup();
                    out.extend(cards.into_iter().map(A::Keep));
                }
                Pending::LarakiGive { left, .. } => {
                    let mut cards = left.clone();
                    cards.sort();
                    cards.dedup();
                    out.extend(cards.into_iter().map(A::Give));
                }
            },
        }
        out.extend(self.sets_now().into_iter().map(A::PlaceSet));
        out
    }

    // ---- refusals -----------------------------------------------------------------------------

    /// Why `action` is not legal now, in words (asked only about actions that are not).
    pub(super) fn explain(&self, action: &GrimwoodAction) -> GrimwoodRefusal {
        use GrimwoodAction as A;
        match (&self.phase, action) {
            (Phase::Over, _) => GrimwoodRefusal::Over,
            (Phase::Amulet { victim, .. }, _) => GrimwoodRefusal::AwaitingAmulet(*victim),
            (_, A::Draw) if self.deck.is_empty() => GrimwoodRefusal::DeckEmpty,
            (Phase::Main, A::Draw | A::Steal(_) | A::Play { .. } | A::PlayRune)
                if self.actions_left == 0 =>
            {
                GrimwoodRefusal::NoActionsLeft
            }
            (_, A::Steal(_)) => GrimwoodRefusal::CannotSteal,
            (_, A::Play { .. }) => GrimwoodRefusal::CannotPlay,
            (_, A::PlaceSet(_)) => GrimwoodRefusal::CannotPlace,
            (Phase::Ending { .. }, A::EndTurn) => GrimwoodRefusal::OverHandLimit,
            (Phase::PowerOffer { .. }, _) => GrimwoodRefusal::DecidePower,
            (Phase::Power(_), _) => GrimwoodRefusal::PowerNeedsChoice,
            (Phase::FreePlay { .. }, _) => GrimwoodRefusal::DecideFreePlay,
            _ => GrimwoodRefusal::NotNow,
        }
    }
}
