//! Playing an action already known to be legal, and what it does to every observer's knowledge.

use super::belief;
use super::types::{
    Card, DAWN_AFTER_GRUE_TURNS, Defense, Draw, GrueAction, GrueEvent, GrueGame, Phase, Side,
};
use super::view::{Knowledge, merge_known};
use crate::engine::{Seat, take_one};

impl GrueGame {
    /// Plays `action`, one of the legal actions (see `rules.rs`).
    pub(super) fn play(&mut self, action: &GrueAction) -> Vec<GrueEvent> {
        let mut events = Vec::new();
        let me = self.current;
        match (self.phase.clone(), *action) {
            (Phase::Turn, GrueAction::Ready) => {
                self.grue_ready = true;
                events.push(GrueEvent::Readied);
                self.end_turn(&mut events);
            }
            (Phase::Turn, GrueAction::Wait) => {
                events.push(GrueEvent::Waited);
                self.end_turn(&mut events);
            }
            (Phase::Turn, GrueAction::Attack(target)) => {
                events.push(GrueEvent::Attacked { target });
                self.phase = Phase::Defend { target };
            }
            (Phase::Defend { target }, GrueAction::Defend(defense)) => {
                self.defend(target, defense, &mut events);
            }
            (Phase::Turn | Phase::Offer { .. }, GrueAction::RevealLantern) => {
                let holder = self.to_act().expect("the holder decides");
                self.reveal_lantern(holder, &mut events);
            }
            (Phase::BetweenTurns { next, .. }, GrueAction::RevealLantern) => {
                let holder = self.to_act().expect("the holder is asked");
                self.reveal_lantern(holder, &mut events);
                // One Lantern: once it is face up, nobody else has anything to reveal.
                self.begin_turn(next, &mut events);
            }
            (Phase::BetweenTurns { mut window, next }, GrueAction::KeepDark) => {
                window.pass();
                if window.is_open() {
                    self.phase = Phase::BetweenTurns { window, next };
                } else {
                    self.begin_turn(next, &mut events);
                }
            }
            (Phase::Turn, GrueAction::Speak(statement)) => {
                self.spoke_this_turn = true;
                self.statements.push((me, statement));
                events.push(GrueEvent::Spoke { by: me, statement });
            }
            (Phase::Turn, GrueAction::Offer { card, to }) => {
                self.phase = Phase::Offer { from: me, to, card };
                let offered = &mut self.conduct[me.index()].offered;
                *offered = offered.saturating_add(1);
                let by = &mut self.conduct[to.index()].offered_to_by[me.index()];
                *by = by.saturating_add(1);
                events.push(GrueEvent::Offered {
                    from: me,
                    to,
                    card: Some(card),
                });
            }
            (Phase::Offer { from, to, .. }, GrueAction::Decline) => {
                let declined = &mut self.conduct[to.index()].declined;
                *declined = declined.saturating_add(1);
                events.push(GrueEvent::Declined { from, to });
                self.end_turn(&mut events);
            }
            (Phase::Offer { from, to, card }, GrueAction::Accept { give }) => {
                let accepted = &mut self.conduct[to.index()].accepted;
                *accepted = accepted.saturating_add(1);
                self.trade(from, to, card, give);
                events.push(GrueEvent::Traded {
                    from,
                    to,
                    offered: Some(card),
                    given: Some(give),
                });
                self.end_turn(&mut events);
            }
            (Phase::Turn, GrueAction::Investigate { corpse }) => {
                self.reveal_lantern(me, &mut events);
                events.push(GrueEvent::Investigated { by: me, corpse });
                self.phase = Phase::InvestigateDraw { corpse };
            }
            (Phase::InvestigateDraw { corpse }, GrueAction::DrawFromCorpse { slot }) => {
                let drawn = self.corpses[corpse.index()].remove(usize::from(slot));
                self.touched[me.index()] = true;
                self.hands[me.index()].push(drawn);
                self.hands[me.index()].sort();
                for (observer, k) in self.knowledge.iter_mut().enumerate() {
                    if observer == me.index() {
                        take_one(&mut k.corpses[corpse.index()], &drawn);
                    } else {
                        // Others saw a card come out, not which.
                        k.corpses[corpse.index()].clear();
                    }
                }
                events.push(GrueEvent::Drew {
                    by: me,
                    corpse,
                    card: drawn,
                });
                self.phase = Phase::InvestigateReturn { corpse, drawn };
            }
            (Phase::InvestigateReturn { corpse, .. }, GrueAction::ReturnToCorpse(card)) => {
                take_one(&mut self.hands[me.index()], &card);
                self.corpses[corpse.index()].push(card);
                self.corpses[corpse.index()].sort();
                self.disturbed[corpse.index()] = true;
                let hand_size = self.hands[me.index()].len();
                for (observer, k) in self.knowledge.iter_mut().enumerate() {
                    if observer == me.index() {
                        k.corpses[corpse.index()].push(card);
                        k.corpses[corpse.index()].sort();
                    } else {
                        // Others saw a card go in, not which.
                        k.fold(me, hand_size);
                        k.hands[me.index()].retain(|&c| c == Card::Lantern || c == Card::Traitor);
                    }
                }
                events.push(GrueEvent::Returned {
                    by: me,
                    corpse,
                    card: Some(card),
                });
                self.end_turn(&mut events);
            }
            (Phase::Turn, GrueAction::ForceTrade { to }) => {
                self.reveal_lantern(me, &mut events);
                events.push(GrueEvent::ForcedTrade { from: me, to });
                self.phase = Phase::ForcedReturn { to };
            }
            (Phase::ForcedReturn { to }, GrueAction::ReturnForced(card)) => {
                self.touched[me.index()] = true;
                self.touched[to.index()] = true;
                take_one(&mut self.hands[me.index()], &Card::Lantern);
                take_one(&mut self.hands[to.index()], &card);
                self.hands[me.index()].push(card);
                self.hands[to.index()].push(Card::Lantern);
                self.hands[me.index()].sort();
                self.hands[to.index()].sort();
                // Both cards changed hands face up: everyone saw.
                for k in &mut self.knowledge {
                    take_one(&mut k.hands[me.index()], &Card::Lantern);
                    merge_known(&mut k.hands[me.index()], &[card]);
                    take_one(&mut k.hands[to.index()], &card);
                    merge_known(&mut k.hands[to.index()], &[Card::Lantern]);
                }
                events.push(GrueEvent::ForcedReturn { from: me, to, card });
                self.end_turn(&mut events);
            }
            (Phase::Turn, GrueAction::Pass) => {
                let passed = &mut self.conduct[me.index()].passed;
                *passed = passed.saturating_add(1);
                events.push(GrueEvent::Passed { seat: me });
                self.end_turn(&mut events);
            }
            (phase, action) => {
                unreachable!("legal action {action:?} has no rule in phase {phase:?}")
            }
        }
        events
    }

    fn defend(&mut self, target: Seat, defense: Defense, events: &mut Vec<GrueEvent>) {
        let hand = self.hands[target.index()].clone();
        match defense {
            Defense::ShieldAndSword => {
                self.shown(target, &[Card::Shield, Card::Sword]);
                events.push(GrueEvent::Defended {
                    target,
                    defense,
                    wizard_card: None,
                });
                events.push(GrueEvent::GrueSlain { by: target });
                self.end(Side::Adventurers, events);
                return;
            }
            Defense::Lantern => {
                self.reveal_lantern(target, events);
                self.grue_ready = false;
            }
            Defense::Shield => self.shown(target, &[Card::Shield]),
            Defense::Traitor => {
                self.traitor_unmasked = true;
                self.shown(target, &[Card::Traitor]);
            }
            Defense::WizardCard if hand[0] == Card::Darkness => {
                self.grue_ready = false;
                self.shown(target, &hand);
            }
            Defense::WizardCard | Defense::Nothing => {}
        }
        let wizard_card = (defense == Defense::WizardCard).then(|| hand[0]);
        let dies = !defense.holds(wizard_card);
        events.push(GrueEvent::Defended {
            target,
            defense,
            wizard_card,
        });
        if dies {
            self.alive[target.index()] = false;
            self.corpses[target.index()] = std::mem::take(&mut self.hands[target.index()]);
            for (observer, k) in self.knowledge.iter_mut().enumerate() {
                let mut known = std::mem::take(&mut k.hands[target.index()]);
                if let Some(card) = wizard_card {
                    merge_known(&mut known, &[card]);
                }
                // The dead know what they held (their own entry above may be stale).
                if observer == target.index() {
                    known = hand.clone();
                }
                k.corpses[target.index()] = known;
            }
            events.push(GrueEvent::Died { seat: target });
            if self.living_adventurers() <= 1 {
                self.end(Side::Grue, events);
                return;
            }
        }
        self.end_turn(events);
    }

    fn observe_all(&mut self, f: impl Fn(&mut Knowledge)) {
        for k in &mut self.knowledge {
            f(k);
        }
    }

    fn end(&mut self, winner: Side, events: &mut Vec<GrueEvent>) {
        self.phase = Phase::Over {
            winner: Some(winner),
        };
        events.push(GrueEvent::Won { side: winner });
    }

    fn end_drawn(&mut self, draw: Draw, events: &mut Vec<GrueEvent>) {
        self.phase = Phase::Over { winner: None };
        self.draw = Some(draw);
        events.push(match draw {
            Draw::Repetition => GrueEvent::Repetition,
            Draw::Dawn => GrueEvent::Dawn,
        });
    }

    /// Ends the current turn: dawn (in that variant), else the question between turns whether
    /// anyone reveals the Lantern (while it is hidden in a living hand), else the next turn.
    fn end_turn(&mut self, events: &mut Vec<GrueEvent>) {
        let seats = self.seats();
        let mut next = self.current;
        loop {
            next = next.clockwise(1, seats);
            if self.alive[next.index()] {
                break;
            }
        }
        if self.rules.dawn && next == self.grue && self.grue_turns >= DAWN_AFTER_GRUE_TURNS {
            self.end_drawn(Draw::Dawn, events);
            return;
        }
        let window = self.between_turns(next);
        if self.lantern_hidden() && window.is_open() {
            self.phase = Phase::BetweenTurns { window, next };
        } else {
            self.begin_turn(next, events);
        }
    }

    /// Starts `seat`'s turn, unless its position has now come round a third time: a draw.
    fn begin_turn(&mut self, seat: Seat, events: &mut Vec<GrueEvent>) {
        self.current = seat;
        self.phase = Phase::Turn;
        self.spoke_this_turn = false;
        if self.record_position() >= 3 {
            self.end_drawn(Draw::Repetition, events);
            return;
        }
        if seat == self.grue {
            self.grue_turns += 1;
        }
        events.push(GrueEvent::TurnBegan { seat });
    }

    fn reveal_lantern(&mut self, holder: Seat, events: &mut Vec<GrueEvent>) {
        if !self.lantern_revealed {
            self.lantern_revealed = true;
            self.observe_all(|k| merge_known(&mut k.hands[holder.index()], &[Card::Lantern]));
            events.push(GrueEvent::LanternRevealed { by: holder });
        }
    }

    /// Everyone saw `seat` show these cards.
    fn shown(&mut self, seat: Seat, cards: &[Card]) {
        self.observe_all(|k| merge_known(&mut k.hands[seat.index()], cards));
    }

    fn trade(&mut self, from: Seat, to: Seat, offered: Card, given: Card) {
        self.touched[from.index()] = true;
        self.touched[to.index()] = true;
        take_one(&mut self.hands[from.index()], &offered);
        take_one(&mut self.hands[to.index()], &given);
        self.hands[from.index()].push(given);
        self.hands[to.index()].push(offered);
        self.hands[from.index()].sort();
        self.hands[to.index()].sort();
        // The trade is face down, even for a Lantern shown before: onlookers cannot tell whether
        // it travelled, so nobody knows where it is until it is shown again.
        if self.lantern_holder().is_some_and(|h| h == from || h == to) {
            self.lantern_revealed = false;
        }
        for (observer, k) in self.knowledge.iter_mut().enumerate() {
            let observer = Seat(observer as u8);
            if observer == from {
                take_one(&mut k.hands[to.index()], &given);
                k.hands[to.index()].push(offered);
                k.hands[to.index()].sort();
            } else if observer == to {
                take_one(&mut k.hands[from.index()], &offered);
                k.hands[from.index()].push(given);
                k.hands[from.index()].sort();
            } else {
                let (from_size, to_size) =
                    (self.hands[from.index()].len(), self.hands[to.index()].len());
                k.fold(from, from_size);
                k.fold(to, to_size);
                let (a, b) = (k.odds[from.index()], k.odds[to.index()]);
                k.odds[from.index()] = belief::blend(&a, &b);
                k.odds[to.index()] = belief::blend(&b, &a);
                k.hands[from.index()].clear();
                k.hands[to.index()].clear();
            }
        }
    }
}
