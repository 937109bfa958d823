//! Playing a legal Grimwood action: cards moving between hands, piles and the table, what each
//! seat learns from it, steals and Amulets, and every power.

use super::types::*;
use crate::engine::{Faces, ReactionWindow, Seat, take_one};

impl GrimwoodGame {
    /// Plays `action`, one of the legal actions.
    pub(super) fn play(&mut self, action: &GrimwoodAction) -> Vec<GrimwoodEvent> {
        use GrimwoodAction as A;
        let me = self.current;
        let mut ev = Vec::new();
        let phase = self.phase.clone();
        match (phase, *action) {
            (_, A::PlaceSet(kind)) => {
                for card in kind.cards() {
                    take_one(&mut self.hands[me.index()], &card);
                    self.public_loss(me, card);
                }
                self.tables[me.index()].push(Combo::Set(kind));
                ev.push(GrimwoodEvent::SetPlaced { seat: me, kind });
                match self.phase {
                    Phase::Ending { placing } => self.enter_ending(placing, &mut ev),
                    // A set laid down in the middle of a power can leave it nothing to do
                    // (the Sorceress's price spent): then that power, and its chain, is over.
                    Phase::PowerOffer { card, .. } if !self.may_start(card) => self.resume(&mut ev),
                    Phase::Power(_)
                        if self
                            .legal()
                            .iter()
                            .all(|a| matches!(a, GrimwoodAction::PlaceSet(_))) =>
                    {
                        self.resume(&mut ev)
                    }
                    _ => {}
                }
            }
            (Phase::Opening, A::Draw) => {
                self.draw_card(me, &mut ev);
                self.phase = Phase::Main;
            }
            (Phase::Opening, A::Steal(victim)) => {
                self.open_steal(me, victim, StealKind::Opening, &mut ev)
            }
            (Phase::Closing, A::Draw) => {
                self.draw_card(me, &mut ev);
                self.enter_ending(true, &mut ev);
            }
            (Phase::Closing, A::Steal(victim)) => {
                self.open_steal(me, victim, StealKind::Closing, &mut ev)
            }
            (Phase::Main, A::Draw) => {
                self.actions_left -= 1;
                self.draw_card(me, &mut ev);
                self.resume(&mut ev);
            }
            (Phase::Main, A::Steal(victim)) => {
                self.actions_left -= 1;
                self.open_steal(me, victim, StealKind::Action, &mut ev);
            }
            (Phase::Main, A::Play { card, line }) => {
                self.actions_left -= 1;
                self.play_from_hand(me, card, line, &mut ev);
                self.offer_power(card, false, false, &mut ev);
            }
            (Phase::Main, A::PlayRune) => {
                self.actions_left -= 1;
                self.rune(me, &mut ev);
                self.resume(&mut ev);
            }
            (Phase::Main, A::EndActions) => self.after_actions(&mut ev),
            (Phase::Ending { placing }, A::Discard(card)) => {
                self.hand_to_discard(me, card, &mut ev);
                self.enter_ending(placing, &mut ev);
            }
            (Phase::Ending { .. }, A::EndTurn) => self.next_turn(&mut ev),
            (Phase::PowerOffer { card, free }, A::UsePower) => {
                if !free {
                    self.powers_left -= 1;
                }
                self.start_power(card, &mut ev);
            }
            (Phase::PowerOffer { .. }, A::DeclinePower) => self.resume(&mut ev),
            (Phase::FreePlay { must, .. }, A::Play { card, line }) => {
                self.play_from_hand(me, card, line, &mut ev);
                self.offer_power(card, true, must, &mut ev);
            }
            (Phase::FreePlay { .. }, A::PlayRune) => {
                self.rune(me, &mut ev);
                self.resume(&mut ev);
            }
            (Phase::FreePlay { .. }, A::KeepInHand) => self.resume(&mut ev),
            (
                Phase::Amulet {
                    thief,
                    victim,
                    kind,
                    ..
                },
                A::BlockWithAmulet,
            ) => {
                self.hand_to_discard(victim, Card::Amulet, &mut ev);
                ev.push(GrimwoodEvent::Blocked { thief, victim });
                self.after_steal(kind, true, &mut ev);
            }
            (
                Phase::Amulet {
                    thief,
                    victim,
                    kind,
                    ..
                },
                A::AllowSteal,
            ) => {
                self.do_steal(thief, victim, &mut ev);
                self.after_steal(kind, false, &mut ev);
            }
            (Phase::Power(pending), action) => self.resolve(pending, action, &mut ev),
            (phase, action) => unreachable!("legal action {action:?} has no rule in {phase:?}"),
        }
        ev
    }

    // ---- memory ------------------------------------------------------------------------------

    /// Everyone saw `card` go into `seat`'s hand.
    /// `seat` lays `card` from its hand onto the table, in the open.
    fn play_from_hand(
        &mut self,
        seat: Seat,
        card: Supernatural,
        line: LineSlot,
        events: &mut Vec<GrimwoodEvent>,
    ) {
        take_one(&mut self.hands[seat.index()], &Card::Super(card));
        self.public_loss(seat, Card::Super(card));
        self.place(seat, card, line);
        events.push(GrimwoodEvent::Played {
            seat,
            card,
            new_line: line == LineSlot::New,
        });
    }

    fn public_gain(&mut self, seat: Seat, card: Card) {
        for m in &mut self.memory {
            insert_sorted(&mut m.known[seat.index()], card);
            m.lacks[seat.index()].retain(|&c| c != card);
        }
    }

    /// Everyone saw `card` leave `seat`'s hand.
    fn public_loss(&mut self, seat: Seat, card: Card) {
        for m in &mut self.memory {
            take_one(&mut m.known[seat.index()], &card);
        }
    }

    /// `card` went into `seat`'s hand; only `seers` know which.
    fn private_gain(&mut self, seat: Seat, card: Card, seers: &[Seat]) {
        for (i, m) in self.memory.iter_mut().enumerate() {
            if seers.contains(&Seat(i as u8)) {
                insert_sorted(&mut m.known[seat.index()], card);
                m.lacks[seat.index()].retain(|&c| c != card);
            } else {
                m.lacks[seat.index()].clear();
            }
        }
    }

    /// `card` left `seat`'s hand; only `seers` know which.
    fn private_loss(&mut self, seat: Seat, card: Card, seers: &[Seat]) {
        for (i, m) in self.memory.iter_mut().enumerate() {
            if seers.contains(&Seat(i as u8)) {
                take_one(&mut m.known[seat.index()], &card);
            } else {
                m.known[seat.index()].clear();
            }
        }
    }

    fn draw_card(&mut self, seat: Seat, events: &mut Vec<GrimwoodEvent>) -> Option<Card> {
        let card = self.deck.pop()?;
        insert_sorted(&mut self.hands[seat.index()], card);
        self.private_gain(seat, card, &[seat]);
        events.push(GrimwoodEvent::Drew {
            seat,
            card: Some(card),
        });
        self.note_deck(seat, events);
        Some(card)
    }

    fn note_deck(&mut self, seat: Seat, events: &mut Vec<GrimwoodEvent>) {
        if self.deck.is_empty() && self.final_turns_left.is_none() {
            self.final_turns_left = Some((self.seats() - 1) as u8);
            events.push(GrimwoodEvent::DeckRanOut { seat });
        }
    }

    fn hand_to_discard(&mut self, seat: Seat, card: Card, events: &mut Vec<GrimwoodEvent>) {
        take_one(&mut self.hands[seat.index()], &card);
        self.public_loss(seat, card);
        self.discard.push(card);
        events.push(GrimwoodEvent::Discarded { seat, card });
    }

    fn random_discard(&mut self, seat: Seat, events: &mut Vec<GrimwoodEvent>) {
        let n = self.hands[seat.index()].len();
        if n == 0 {
            return;
        }
        let at = self.random_below(n);
        let card = self.hands[seat.index()][at];
        self.hand_to_discard(seat, card, events);
    }

    fn take_from_discard(&mut self, seat: Seat, card: Card, events: &mut Vec<GrimwoodEvent>) {
        if let Some(i) = self.discard.iter().rposition(|&c| c == card) {
            self.discard.remove(i);
        }
        insert_sorted(&mut self.hands[seat.index()], card);
        self.public_gain(seat, card);
        events.push(GrimwoodEvent::TookFromDiscard { seat, card });
    }

    fn open_steal(
        &mut self,
        thief: Seat,
        victim: Seat,
        kind: StealKind,
        ev: &mut Vec<GrimwoodEvent>,
    ) {
        ev.push(GrimwoodEvent::StealTried { thief, victim });
        self.phase = Phase::Amulet {
            thief,
            victim,
            kind,
            window: ReactionWindow::new([victim]),
        };
    }

    fn do_steal(&mut self, thief: Seat, victim: Seat, events: &mut Vec<GrimwoodEvent>) {
        let n = self.hands[victim.index()].len();
        if n == 0 {
            return;
        }
        let at = self.random_below(n);
        let card = self.hands[victim.index()].remove(at);
        insert_sorted(&mut self.hands[thief.index()], card);
        self.private_loss(victim, card, &[thief, victim]);
        self.private_gain(thief, card, &[thief, victim]);
        self.memory[victim.index()]
            .stolen_from_me
            .push((thief, card));
        events.push(GrimwoodEvent::Stole {
            thief,
            victim,
            card: Some(card),
        });
    }

    /// What follows a steal once the victim has decided.
    fn after_steal(&mut self, kind: StealKind, blocked: bool, events: &mut Vec<GrimwoodEvent>) {
        let me = self.current;
        match kind {
            StealKind::Action | StealKind::Opening | StealKind::Closing if blocked => {
                self.enter_ending(false, events)
            }
            StealKind::Action | StealKind::Opening => self.resume(events),
            StealKind::Closing => self.enter_ending(true, events),
            StealKind::Power(PowerSteal::Single) => self.resume(events),
            StealKind::Power(PowerSteal::Dracula { victim, left }) => {
                if left > 0 && !self.hands[victim.index()].is_empty() {
                    self.open_steal(
                        me,
                        victim,
                        StealKind::Power(PowerSteal::Dracula {
                            victim,
                            left: left - 1,
                        }),
                        events,
                    );
                } else {
                    self.resume(events);
                }
            }
            StealKind::Power(PowerSteal::Goblins { left }) => {
                if left > 0 && self.can_steal(me) {
                    self.phase = Phase::Power(Pending::Goblins { left });
                } else {
                    self.resume(events);
                }
            }
            StealKind::Power(PowerSteal::Eternals) => self.eternals_next(events),
        }
    }

    /// The Eternals go on while the hand is short of seven and a card can still be drawn or
    /// stolen: a steal an Amulet blocked gained nothing, so it does not count.
    fn eternals_next(&mut self, events: &mut Vec<GrimwoodEvent>) {
        let me = self.current;
        if self.hands[me.index()].len() < HAND_LIMIT
            && (!self.deck.is_empty() || self.can_steal(me))
        {
            self.phase = Phase::Power(Pending::Eternals);
        } else {
            self.resume(events);
        }
    }

    /// Offers the power of a supernatural just placed, or goes on when it has none to offer.
    fn offer_power(
        &mut self,
        card: Supernatural,
        free: bool,
        must: bool,
        ev: &mut Vec<GrimwoodEvent>,
    ) {
        let allowed = free || self.powers_left > 0;
        if !allowed || !self.may_start(card) {
            self.resume(ev);
        } else if must {
            self.start_power(card, ev);
        } else {
            self.phase = Phase::PowerOffer { card, free };
        }
    }

    fn place(&mut self, seat: Seat, card: Supernatural, line: LineSlot) {
        match line {
            LineSlot::New => self.tables[seat.index()].push(Combo::Line(vec![card])),
            LineSlot::Existing(i) => match &mut self.tables[seat.index()][usize::from(i)] {
                Combo::Line(cards) => cards.push(card),
                Combo::Set(_) => unreachable!("legal slots are lines"),
            },
        }
    }

    fn start_power(&mut self, card: Supernatural, ev: &mut Vec<GrimwoodEvent>) {
        use Supernatural as S;
        let me = self.current;
        self.chain.push(card);
        ev.push(GrimwoodEvent::PowerUsed { seat: me, card });
        match card {
            S::Amazon => self.phase = Phase::Power(Pending::Amazon),
            S::Boogeyman | S::Dracula | S::Hydra | S::Troll | S::Werewolf => {
                self.phase = Phase::Power(Pending::Target(card))
            }
            S::Bride | S::Nymph => self.phase = Phase::Power(Pending::Take(card)),
            S::Centaur => {
                let top = *self.discard.last().expect("usable: the pile has a card");
                self.take_from_discard(me, top, ev);
                self.free_play(vec![top], false, ev);
            }
            S::DarkUnicorn => {
                for seat in self.others(me).collect::<Vec<_>>() {
                    self.random_discard(seat, ev);
                }
                self.resume(ev);
            }
            S::Demon => self.phase = Phase::Power(Pending::Demon),
            S::Dragon => unreachable!("the Dragon has no power to use"),
            S::Dwarf => match (self.discard.last().copied(), self.deck.last().copied()) {
                (Some(top), Some(deck_top)) => {
                    self.discard.pop();
                    insert_sorted(&mut self.hands[me.index()], top);
                    self.public_gain(me, top);
                    ev.push(GrimwoodEvent::TookFromDiscard {
                        seat: me,
                        card: top,
                    });
                    self.draw_card(me, ev);
                    self.phase = Phase::Power(Pending::Dwarf {
                        from_discard: top,
                        from_deck: Some(deck_top),
                    });
                }
                (Some(top), None) => {
                    self.take_from_discard(me, top, ev);
                    self.resume(ev);
                }
                (None, _) => {
                    self.draw_card(me, ev);
                    self.resume(ev);
                }
            },
            S::Elf => self.phase = Phase::Power(Pending::Elf),
            S::Faeries => self.phase = Phase::Power(Pending::Faeries { picked: Vec::new() }),
            S::Ghouls => self.phase = Phase::Power(Pending::Ghouls),
            S::Giant => self.phase = Phase::Power(Pending::Giant),
            S::Goblins => self.phase = Phase::Power(Pending::Goblins { left: 3 }),
            S::Highwayman => self.phase = Phase::Power(Pending::Highwayman),
            S::Mage => {
                self.draw_card(me, ev);
                self.draw_card(me, ev);
                self.resume(ev);
            }
            S::ShadowQueen => {
                for at in self.others(me).collect::<Vec<_>>() {
                    self.look(me, at, ev);
                }
                self.phase = Phase::Power(Pending::ShadowQueen);
            }
            S::Sorceress => self.phase = Phase::Power(Pending::Sorceress),
            S::Eternals => self.eternals_next(ev),
            S::Laraki => {
                let n = self.seats().min(self.discard.len());
                let drawn = self.discard.split_off(self.discard.len() - n);
                self.phase = Phase::Power(Pending::LarakiKeep { drawn });
            }
        }
    }

    fn look(&mut self, seat: Seat, at: Seat, ev: &mut Vec<GrimwoodEvent>) {
        let cards = self.hands[at.index()].clone();
        let m = &mut self.memory[seat.index()];
        m.known[at.index()] = cards.clone();
        m.lacks[at.index()].clear();
        ev.push(GrimwoodEvent::Looked {
            seat,
            at,
            cards: Faces::Seen(cards),
        });
    }

    fn free_play(&mut self, taken: Vec<Card>, must: bool, ev: &mut Vec<GrimwoodEvent>) {
        let mut options: Vec<Card> = taken.into_iter().filter(|c| c.playable()).collect();
        options.sort();
        options.dedup();
        if options.is_empty() {
            self.resume(ev);
        } else {
            self.phase = Phase::FreePlay { options, must };
        }
    }

    fn remove_from_table(&mut self, card: Supernatural) -> Seat {
        for seat in Seat::all(self.seats()) {
            let table = &mut self.tables[seat.index()];
            for i in 0..table.len() {
                if let Combo::Line(cards) = &mut table[i]
                    && let Some(at) = cards.iter().position(|&s| s == card)
                {
                    cards.remove(at);
                    if cards.is_empty() {
                        table.remove(i);
                    }
                    return seat;
                }
            }
        }
        unreachable!("{card:?} is on the table")
    }

    fn rune(&mut self, me: Seat, ev: &mut Vec<GrimwoodEvent>) {
        take_one(&mut self.hands[me.index()], &Card::Rune);
        self.public_loss(me, Card::Rune);
        self.discard.push(Card::Rune);
        // Two more actions, and each of them may be a power.
        self.actions_left += 2;
        self.powers_left += 2;
        ev.push(GrimwoodEvent::RunePlayed { seat: me });
    }

    fn resolve(&mut self, pending: Pending, action: GrimwoodAction, ev: &mut Vec<GrimwoodEvent>) {
        use GrimwoodAction as A;
        use Supernatural as S;
        let me = self.current;
        match (pending, action) {
            (Pending::Amazon, A::Ask(card)) => {
                ev.push(GrimwoodEvent::Asked { seat: me, card });
                for from in self.others(me).collect::<Vec<_>>() {
                    if take_one(&mut self.hands[from.index()], &card) {
                        self.public_loss(from, card);
                        insert_sorted(&mut self.hands[me.index()], card);
                        self.public_gain(me, card);
                        ev.push(GrimwoodEvent::Gave { from, to: me, card });
                    } else {
                        for m in &mut self.memory {
                            let lacks = &mut m.lacks[from.index()];
                            if !lacks.contains(&card) {
                                lacks.push(card);
                                lacks.sort();
                            }
                        }
                    }
                }
                self.resume(ev);
            }
            (Pending::Target(card), A::Target(target)) => match card {
                S::Boogeyman => {
                    self.hands.swap(me.index(), target.index());
                    for (i, m) in self.memory.iter_mut().enumerate() {
                        m.known.swap(me.index(), target.index());
                        m.lacks.swap(me.index(), target.index());
                        if i == me.index() {
                            m.known[target.index()] = self.hands[target.index()].clone();
                        }
                        if i == target.index() {
                            m.known[me.index()] = self.hands[me.index()].clone();
                        }
                    }
                    ev.push(GrimwoodEvent::HandsSwapped { a: me, b: target });
                    self.resume(ev);
                }
                S::Dracula => self.open_steal(
                    me,
                    target,
                    StealKind::Power(PowerSteal::Dracula {
                        victim: target,
                        left: 1,
                    }),
                    ev,
                ),
                S::Hydra => {
                    self.look(me, target, ev);
                    self.resume(ev);
                }
                S::Troll => {
                    self.random_discard(target, ev);
                    self.resume(ev);
                }
                S::Werewolf => {
                    // Each use costs one more turn: the Elf's second use on the same player
                    // makes it two.
                    let lost = &mut self.turns_to_lose[target.index()];
                    *lost = lost.saturating_add(1);
                    let turns = *lost;
                    ev.push(GrimwoodEvent::WillSkip {
                        seat: target,
                        turns,
                    });
                    self.resume(ev);
                }
                other => unreachable!("{other:?} does not target a player"),
            },
            (Pending::Take(card), A::Take(taken)) => {
                let from = self.remove_from_table(taken);
                insert_sorted(&mut self.hands[me.index()], Card::Super(taken));
                self.public_gain(me, Card::Super(taken));
                ev.push(GrimwoodEvent::TookFromTable {
                    seat: me,
                    card: taken,
                    from,
                });
                self.free_play(vec![Card::Super(taken)], card == S::Nymph, ev);
            }
            (Pending::Demon, A::Destroy(r)) => {
                let combo = self.tables[r.owner.index()].remove(usize::from(r.index));
                self.discard.extend(combo.cards());
                ev.push(GrimwoodEvent::ComboDestroyed {
                    by: me,
                    owner: r.owner,
                    combo,
                });
                self.resume(ev);
            }
            (Pending::Highwayman, A::Swap { mine, theirs }) => {
                let given = self.tables[me.index()][usize::from(mine)].clone();
                let taken = self.tables[theirs.owner.index()][usize::from(theirs.index)].clone();
                self.tables[me.index()][usize::from(mine)] = taken.clone();
                self.tables[theirs.owner.index()][usize::from(theirs.index)] = given.clone();
                ev.push(GrimwoodEvent::CombosSwapped {
                    a: me,
                    given,
                    b: theirs.owner,
                    taken,
                });
                self.resume(ev);
            }
            (Pending::Sorceress, A::Sorcery { pay, take }) => {
                self.hand_to_discard(me, pay, ev);
                self.hand_to_discard(me, pay, ev);
                let combo = self.tables[take.owner.index()].remove(usize::from(take.index));
                self.tables[me.index()].push(combo.clone());
                ev.push(GrimwoodEvent::ComboTaken {
                    by: me,
                    from: take.owner,
                    combo,
                });
                self.resume(ev);
            }
            (Pending::Elf, A::Reactivate(card)) => {
                ev.push(GrimwoodEvent::Reactivated { seat: me, card });
                self.start_power(card, ev);
            }
            (
                Pending::Dwarf {
                    from_discard,
                    from_deck,
                },
                A::Keep(kept),
            ) => {
                let deck_card = from_deck.expect("the true state knows the Dwarf's deck card");
                let other = if kept == from_discard {
                    deck_card
                } else {
                    from_discard
                };
                self.hand_to_discard(me, other, ev);
                self.resume(ev);
            }
            (Pending::Faeries { mut picked }, A::Pick(card)) => {
                self.take_from_discard(me, card, ev);
                picked.push(card);
                if picked.len() < 2 && !self.discard.is_empty() {
                    self.phase = Phase::Power(Pending::Faeries { picked });
                } else {
                    self.free_play(picked, false, ev);
                }
            }
            (Pending::Giant, A::Pick(card)) => {
                self.take_from_discard(me, card, ev);
                self.free_play(vec![card], false, ev);
            }
            (Pending::Ghouls, A::Draw) => {
                self.draw_card(me, ev);
                self.resume(ev);
            }
            (Pending::Ghouls | Pending::ShadowQueen, A::Steal(victim)) => {
                self.open_steal(me, victim, StealKind::Power(PowerSteal::Single), ev)
            }
            (Pending::Goblins { left }, A::Steal(victim)) => self.open_steal(
                me,
                victim,
                StealKind::Power(PowerSteal::Goblins { left: left - 1 }),
                ev,
            ),
            (Pending::Eternals, A::Draw) => {
                self.draw_card(me, ev);
                self.eternals_next(ev);
            }
            (Pending::Eternals, A::Steal(victim)) => {
                self.open_steal(me, victim, StealKind::Power(PowerSteal::Eternals), ev)
            }
            (Pending::LarakiKeep { mut drawn }, A::Keep(card)) => {
                take_one(&mut drawn, &card);
                insert_sorted(&mut self.hands[me.index()], card);
                self.public_gain(me, card);
                ev.push(GrimwoodEvent::TookFromDiscard { seat: me, card });
                let to: Vec<Seat> = self.others(me).take(drawn.len()).collect();
                self.laraki_next(drawn, to, ev);
            }
            (Pending::LarakiGive { mut left, mut to }, A::Give(card)) => {
                take_one(&mut left, &card);
                let receiver = to.remove(0);
                insert_sorted(&mut self.hands[receiver.index()], card);
                self.public_gain(receiver, card);
                ev.push(GrimwoodEvent::Gift {
                    from: me,
                    to: receiver,
                    card,
                });
                self.laraki_next(left, to, ev);
            }
            (pending, action) => unreachable!("legal {action:?} has no rule for {pending:?}"),
        }
    }

    fn laraki_next(&mut self, left: Vec<Card>, to: Vec<Seat>, ev: &mut Vec<GrimwoodEvent>) {
        if left.is_empty() || to.is_empty() {
            self.discard.extend(left);
            self.resume(ev);
        } else {
            self.phase = Phase::Power(Pending::LarakiGive { left, to });
        }
    }
}
