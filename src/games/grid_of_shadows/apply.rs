//! Playing a legal action: the turn (free flips, play or flip), the final challenge, and the
//! primitives every step uses (drawing, discarding, what each seat remembers).

use super::{
    After, Assignment, Card, Claim, Colour, DrawReason, EVERYONE, Effect, GridAction, GridCard,
    GridEvent, GridOfShadowsGame, Phase, Slot, Tracked, TurnCtx, WindowAbout, bit, insert_sorted,
};
use crate::engine::{Faces, Seat, take_one};
use std::collections::VecDeque;

impl GridOfShadowsGame {
    pub(super) fn ctx_mut(&mut self) -> &mut TurnCtx {
        self.ctx.as_mut().expect("a sequence is under way")
    }

    pub(super) fn draw_cards(
        &mut self,
        seat: Seat,
        n: usize,
        reason: DrawReason,
        events: &mut Vec<GridEvent>,
    ) {
        let mut cards = Vec::new();
        for _ in 0..n {
            let Some(t) = self.draw.pop() else { break };
            insert_sorted(&mut self.hands[seat.index()], t.card);
            cards.push(t.card);
        }
        self.declines.took(seat.index(), cards.len());
        if !cards.is_empty() {
            events.push(GridEvent::Drew {
                seat,
                cards: Faces::Seen(cards),
                reason,
            });
        }
    }

    /// `seat` turned down every truthful play the grid offered it.
    fn decline_grid(&mut self, seat: Seat) {
        for slot in 0..self.grid.len() {
            if let Some(GridCard {
                card: Card::Number { number, .. },
                face_up: true,
                ..
            }) = self.grid[slot].card
            {
                self.declines.declined_number(seat.index(), number);
            }
        }
    }

    pub(super) fn discard_card(&mut self, card: Card, known_by: u8) {
        self.discard.push(Tracked { card, known_by });
    }

    pub(super) fn memory_mut(&mut self, viewer: Seat, owner: Seat) -> &mut Vec<Card> {
        let seats = self.seats();
        &mut self.memory[viewer.index() * seats + owner.index()]
    }

    /// `viewer` saw `card` go into `owner`'s hand.
    pub(super) fn remember(&mut self, viewer: Seat, owner: Seat, card: Card) {
        if viewer != owner {
            self.memory_mut(viewer, owner).push(card);
        }
    }

    /// `viewer` saw `card` leave `owner`'s hand; whether `viewer` had remembered it there.
    pub(super) fn forget(&mut self, viewer: Seat, owner: Seat, card: Card) -> bool {
        viewer != owner && take_one(self.memory_mut(viewer, owner), &card)
    }

    pub(super) fn remember_public(&mut self, owner: Seat, card: Card) {
        for viewer in Seat::all(self.seats()) {
            self.remember(viewer, owner, card);
        }
    }

    pub(super) fn forget_public(&mut self, owner: Seat, card: Card) {
        for viewer in Seat::all(self.seats()) {
            self.forget(viewer, owner, card);
        }
    }

    /// A face-down play claiming a remembered card is taken to have used the remembered copies:
    /// the claim is the natural reading, and forgetting is the safe side of a guess. Returns, per
    /// viewer, how many remembered copies the play took, which vouch for that many of its cards.
    pub(super) fn forget_claimed(&mut self, owner: Seat, claim: Claim, count: usize) -> Vec<usize> {
        let card = claim.card();
        Seat::all(self.seats())
            .map(|viewer| (0..count).filter(|_| self.forget(viewer, owner, card)).count())
            .collect()
    }

    /// A memory never holds more cards than the hand: when cards left it unseen and outnumber
    /// what the rest of the hand could hide, the seat lets go of its oldest memories.
    pub(super) fn cap_memory(&mut self) {
        let seats = self.seats();
        for (i, memory) in self.memory.iter_mut().enumerate() {
            let held = self.hands[i % seats].len();
            if memory.len() > held {
                memory.drain(..memory.len() - held);
            }
        }
    }

    /// Sends a slot's grid card and stack to the discard pile.
    pub(super) fn clear_slot(&mut self, slot: usize) {
        let taken = std::mem::take(&mut self.grid[slot]);
        if let Some(g) = taken.card {
            let known = if g.face_up { EVERYONE } else { g.known_by };
            self.discard_card(g.card, known);
        }
        for s in taken.stack {
            let known = if s.shown { EVERYONE } else { bit(s.by) };
            self.discard_card(s.card, known);
        }
    }

    pub(super) fn refill(&mut self, slot: usize) {
        if let Some(t) = self.draw.pop() {
            self.grid[slot].card = Some(GridCard {
                card: t.card,
                face_up: false,
                known_by: t.known_by,
            });
        }
    }

    /// The first turn: the starting player turns two cards up (they must), unless a test layout
    /// says otherwise.
    pub(super) fn start_game(
        &mut self,
        seat: Seat,
        opening_flips: bool,
        events: &mut Vec<GridEvent>,
    ) {
        self.start_turn(seat, events);
        if opening_flips && matches!(self.phase, Phase::Main { .. }) {
            self.continue_free_flips(seat, 2, false);
        }
    }

    pub(super) fn start_turn(&mut self, seat: Seat, events: &mut Vec<GridEvent>) {
        self.ctx = None;
        if self.draw.is_empty() {
            self.start_final(seat, events);
            return;
        }
        events.push(GridEvent::TurnBegins { seat });
        if std::mem::take(&mut self.free_flips_next) {
            self.continue_free_flips(seat, 2, true);
        } else {
            self.phase = Phase::Main {
                seat,
                flipped: false,
            };
        }
    }

    pub(super) fn continue_free_flips(&mut self, seat: Seat, left: u8, optional: bool) {
        if left > 0 && !self.face_down_slots().is_empty() {
            self.phase = Phase::FreeFlips {
                seat,
                left,
                optional,
            };
        } else {
            self.phase = Phase::Main {
                seat,
                flipped: false,
            };
        }
    }

    pub(super) fn flip(&mut self, seat: Seat, slot: usize, events: &mut Vec<GridEvent>) -> Card {
        let g = self.grid[slot].card.as_mut().expect("a face-down card");
        g.face_up = true;
        g.known_by = EVERYONE;
        let card = g.card;
        events.push(GridEvent::Flipped {
            seat,
            slot: slot as u8,
            card,
        });
        card
    }

    /// A card just turned face up by `seat` outside the final challenge: Wrath and Gamble act.
    /// A Gamble leaves a guess pending; otherwise play resumes with `after`.
    pub(super) fn turned_up(
        &mut self,
        seat: Seat,
        slot: usize,
        after: After,
        events: &mut Vec<GridEvent>,
    ) {
        match self.grid[slot].card {
            Some(GridCard {
                card: Card::Wrath,
                face_up: true,
                ..
            }) => {
                events.push(GridEvent::WrathTurnedUp { seat });
                self.draw_cards(seat, 2, DrawReason::WrathRevealed, events);
                let g = self.grid[slot].card.take().expect("Wrath");
                self.discard_card(g.card, EVERYONE);
                self.refill(slot);
            }
            Some(GridCard {
                card: Card::Gamble,
                face_up: true,
                ..
            }) => {
                self.phase = Phase::Guess {
                    seat,
                    slot: slot as u8,
                    after,
                };
                return;
            }
            _ => {}
        }
        self.resume(seat, after, events);
    }

    pub(super) fn resume(&mut self, seat: Seat, after: After, events: &mut Vec<GridEvent>) {
        match after {
            After::FreeFlips { left, optional } => self.continue_free_flips(seat, left, optional),
            After::Main => {
                self.phase = Phase::Main {
                    seat,
                    flipped: true,
                }
            }
            After::Tasks => self.run_tasks(events),
        }
    }

    /// Someone with an empty hand wins at once. True when the game is over.
    pub(super) fn check_out(&mut self, events: &mut Vec<GridEvent>) -> bool {
        if matches!(self.phase, Phase::Over { .. }) {
            return true;
        }
        let start = self.turn_owner;
        let seats = self.seats();
        let winner = (0..seats)
            .map(|k| start.clockwise(k, seats))
            .find(|s| self.hands[s.index()].is_empty());
        if let Some(seat) = winner {
            events.push(GridEvent::WentOut { seat });
            self.phase = Phase::Over {
                winners: vec![seat],
                went_out: true,
            };
            return true;
        }
        false
    }

    pub(super) fn end_turn(&mut self, events: &mut Vec<GridEvent>) {
        let seats = self.seats();
        let mut next = self.turn_owner.clockwise(1, seats);
        if std::mem::take(&mut self.silence) {
            events.push(GridEvent::Skipped { seat: next });
            next = next.clockwise(1, seats);
        }
        self.turn_owner = next;
        self.start_turn(next, events);
    }

    pub(super) fn start_final(&mut self, seat: Seat, events: &mut Vec<GridEvent>) {
        self.final_started = true;
        self.free_flips_next = false;
        self.silence = false;
        let set_aside = std::mem::take(&mut self.set_aside);
        events.push(GridEvent::FinalChallenge {
            set_aside: set_aside.clone(),
        });
        for i in 0..self.grid.len() {
            let face_up = matches!(self.grid[i].card, Some(GridCard { face_up: true, .. }));
            if (face_up && !self.grid[i].stack.is_empty())
                || (self.grid[i].card.is_none() && !self.grid[i].stack.is_empty())
            {
                self.clear_slot(i);
            }
        }
        for card in set_aside {
            self.grid.push(Slot {
                card: Some(GridCard {
                    card,
                    face_up: true,
                    known_by: EVERYONE,
                }),
                stack: Vec::new(),
            });
        }
        self.phase = Phase::Final { seat, passes: 0 };
        if self.check_out(events) {
            return;
        }
        if self.face_down_slots().is_empty() {
            // The challenge lasts while face-down cards remain: none are left to turn up.
            self.finish_by_totals(events);
            return;
        }
        self.final_or_pass(seat, 0, events);
    }

    pub(super) fn final_or_pass(&mut self, seat: Seat, passes: u8, events: &mut Vec<GridEvent>) {
        let _ = events;
        self.turn_owner = seat;
        self.phase = Phase::Final { seat, passes };
    }

    pub(super) fn finish_by_totals(&mut self, events: &mut Vec<GridEvent>) {
        let totals: Vec<u32> = self
            .hands
            .iter()
            .map(|h| h.iter().map(|c| c.value()).sum())
            .collect();
        let best = *totals.iter().min().expect("seats");
        let winners: Vec<Seat> = Seat::all(self.seats())
            .filter(|s| totals[s.index()] == best)
            .collect();
        events.push(GridEvent::Totals {
            totals,
            winners: winners.clone(),
        });
        self.phase = Phase::Over {
            winners,
            went_out: false,
        };
    }

    /// Plays an action [`crate::engine::Game::legal_actions`] listed.
    pub(super) fn apply_legal(&mut self, action: &GridAction) -> Vec<GridEvent> {
        let mut events = Vec::new();
        let seat = self.phase.seat().expect("a legal action has an actor");
        let seats = self.seats();
        match (self.phase.clone(), action.clone()) {
            (Phase::FreeFlips { left, optional, .. }, GridAction::FreeFlip(slot)) => {
                self.flip(seat, usize::from(slot), &mut events);
                self.turned_up(
                    seat,
                    usize::from(slot),
                    After::FreeFlips {
                        left: left - 1,
                        optional,
                    },
                    &mut events,
                );
            }
            (Phase::FreeFlips { .. }, GridAction::StopFlipping) => {
                events.push(GridEvent::StoppedFlipping { seat });
                self.continue_free_flips(seat, 0, true);
            }
            (Phase::Main { .. }, GridAction::Flip(slot)) => {
                self.decline_grid(seat);
                self.flip(seat, usize::from(slot), &mut events);
                self.draw_cards(seat, 1, DrawReason::Flip, &mut events);
                self.turned_up(seat, usize::from(slot), After::Main, &mut events);
            }
            (Phase::Main { .. }, GridAction::EndTurn) => {
                self.decline_grid(seat);
                events.push(GridEvent::EndedTurn { seat });
                self.end_turn(&mut events);
            }
            (Phase::Main { .. } | Phase::Bonus { .. }, GridAction::Lay { slot, card }) => {
                take_one(&mut self.hands[seat.index()], &card);
                self.laid.push(card);
                let g = self.grid[usize::from(slot)].card.expect("a playable card");
                let (number, colour) = match g.card {
                    Card::Number { number, colour } => (number, colour),
                    _ => (0, Colour::Blue),
                };
                self.ctx = Some(TurnCtx {
                    opener: seat,
                    slot,
                    number,
                    colour,
                    plays: Vec::new(),
                    challengeable: Vec::new(),
                    lights: false,
                    wrath_used: false,
                    gamble_used: false,
                    reflect_used: false,
                    reflected_by: None,
                    tasks: VecDeque::new(),
                    pending: None,
                    taken: Vec::new(),
                    last_offers: None,
                    discard_stack: false,
                    bonus: None,
                });
                self.phase = Phase::Building {
                    seat,
                    slot,
                    opening: true,
                };
            }
            (Phase::Sequence { .. }, GridAction::Lay { slot, card }) => {
                take_one(&mut self.hands[seat.index()], &card);
                self.laid.push(card);
                self.phase = Phase::Building {
                    seat,
                    slot,
                    opening: false,
                };
            }
            (Phase::Building { .. }, GridAction::Lay { card, .. }) => {
                take_one(&mut self.hands[seat.index()], &card);
                self.laid.push(card);
            }
            (Phase::Building { slot, opening, .. }, GridAction::Declare(claim)) => {
                if opening && let Claim::Number { number, colour } = claim {
                    let ctx = self.ctx_mut();
                    ctx.number = number;
                    ctx.colour = colour;
                }
                self.commit_play(seat, slot, claim, &mut events);
            }
            (Phase::Sequence { .. }, GridAction::Pass) => {
                if let Some(ctx) = &self.ctx {
                    let card = Card::num(ctx.number, ctx.colour);
                    self.declines.declined(seat.index(), card);
                }
                events.push(GridEvent::Passed { seat });
                let last = self.ctx.as_ref().and_then(|c| c.last_player());
                if last == Some(seat) {
                    self.end_sequence(&mut events);
                } else {
                    self.phase = Phase::Sequence {
                        seat: seat.clockwise(1, seats),
                    };
                }
            }
            (Phase::Window { mut window, about }, GridAction::LetPass) => {
                events.push(GridEvent::LetPass { seat });
                window.pass();
                if window.is_open() {
                    self.phase = Phase::Window { window, about };
                } else {
                    self.window_passed(about, &mut events);
                }
            }
            (Phase::Window { about, .. }, GridAction::Lights) => {
                self.call_lights(seat, about, &mut events);
            }
            (Phase::Sequence { .. }, GridAction::Lights) => {
                self.call_lights(seat, WindowAbout::Play, &mut events);
            }
            (
                Phase::Decide { .. },
                GridAction::WhisperDiscard(card) | GridAction::GambleDiscard(card),
            ) => {
                take_one(&mut self.hands[seat.index()], &card);
                self.forget_public(seat, card);
                self.discard_card(card, EVERYONE);
                events.push(GridEvent::Discarded { seat, card });
                self.run_tasks(&mut events);
            }
            (Phase::Decide { .. }, GridAction::Deceive { card, to }) => {
                take_one(&mut self.hands[seat.index()], &card);
                self.transit = Some(card);
                self.assign(
                    Assignment {
                        from: seat,
                        to,
                        effect: Effect::Gift,
                    },
                    &mut events,
                );
            }
            (Phase::Decide { .. }, GridAction::Smite(to)) => {
                self.assign(
                    Assignment {
                        from: seat,
                        to,
                        effect: Effect::Draw(1),
                    },
                    &mut events,
                );
            }
            (Phase::Decide { .. }, GridAction::WrathTarget(to)) => {
                events.push(GridEvent::WrathPlayed { seat, target: to });
                self.assign(
                    Assignment {
                        from: seat,
                        to,
                        effect: Effect::Draw(2),
                    },
                    &mut events,
                );
            }
            (Phase::Decide { .. }, GridAction::Bless(slot)) => {
                self.flip(seat, usize::from(slot), &mut events);
                self.ctx_mut().bonus = Some((seat, slot));
                self.turned_up(seat, usize::from(slot), After::Tasks, &mut events);
            }
            (Phase::Decide { .. }, GridAction::Shift { card, slot }) => {
                take_one(&mut self.shift_drawn, &card);
                let s = usize::from(slot);
                self.clear_slot(s);
                self.grid[s].card = Some(GridCard {
                    card,
                    face_up: false,
                    known_by: bit(seat),
                });
                let to_bottom = !self.shift_drawn.is_empty();
                for other in std::mem::take(&mut self.shift_drawn) {
                    self.draw.insert(
                        0,
                        Tracked {
                            card: other,
                            known_by: bit(seat),
                        },
                    );
                }
                events.push(GridEvent::Shifted {
                    seat,
                    slot,
                    card: Some(card),
                    to_bottom,
                });
                self.run_tasks(&mut events);
            }
            (Phase::Decide { .. }, GridAction::Luck { slot, card }) => {
                take_one(&mut self.hands[seat.index()], &card);
                let s = usize::from(slot);
                self.clear_slot(s);
                self.grid[s].card = Some(GridCard {
                    card,
                    face_up: false,
                    known_by: bit(seat),
                });
                events.push(GridEvent::Lucky {
                    seat,
                    slot,
                    card: Some(card),
                });
                self.run_tasks(&mut events);
            }
            (Phase::Decide { .. }, GridAction::Reflect(card)) => {
                take_one(&mut self.hands[seat.index()], &card);
                self.laid.push(card);
                let slot = self.ctx.as_ref().expect("sequence").slot;
                self.commit_play(seat, slot, Claim::Reflect, &mut events);
            }
            (Phase::Decide { .. }, GridAction::Accept) => {
                match self.ctx.as_ref().and_then(|c| c.pending) {
                    Some(assignment) => self.settle_assignment(assignment, false, &mut events),
                    // The last Reflect offer, declined.
                    None => self.run_tasks(&mut events),
                }
            }
            (Phase::Guess { slot, after, .. }, GridAction::Guess(guess)) => {
                let s = usize::from(slot);
                let g = self.grid[s].card.take().expect("the Gamble");
                self.discard_card(g.card, EVERYONE);
                let replacement = self.draw.pop().map(|t| t.card);
                let correct = replacement.is_none_or(|c| guess.fits(c));
                events.push(GridEvent::GambleGuessed {
                    seat,
                    guess,
                    card: replacement,
                    correct,
                });
                if let Some(card) = replacement {
                    self.grid[s].card = Some(GridCard {
                        card,
                        face_up: true,
                        known_by: EVERYONE,
                    });
                }
                if !correct {
                    self.draw_cards(seat, 1, DrawReason::Penalty, &mut events);
                }
                if matches!(after, After::Tasks) && self.check_out(&mut events) {
                    return events;
                }
                self.turned_up(seat, s, after, &mut events);
            }
            (Phase::Bonus { .. }, GridAction::Decline) => {
                self.finish_turn(&mut events);
            }
            (Phase::Final { .. }, GridAction::FinalPlay { slot, count }) => {
                let s = usize::from(slot);
                let g = self.grid[s].card.take().expect("a face-up card");
                self.discard_card(g.card, EVERYONE);
                let mut cards = Vec::new();
                for _ in 0..count {
                    take_one(&mut self.hands[seat.index()], &g.card);
                    self.forget_public(seat, g.card);
                    self.discard_card(g.card, EVERYONE);
                    cards.push(g.card);
                }
                events.push(GridEvent::FinalPlayed { seat, slot, cards });
                if self.check_out(&mut events) {
                    return events;
                }
                if self.face_down_slots().is_empty() {
                    self.finish_by_totals(&mut events);
                } else {
                    self.phase = Phase::FinalFlip { seat };
                }
            }
            (Phase::FinalFlip { .. }, GridAction::FinalFlip(slot)) => {
                self.flip(seat, usize::from(slot), &mut events);
                if self.face_down_slots().is_empty() {
                    // The last face-down card is up: the final challenge is over.
                    self.finish_by_totals(&mut events);
                } else {
                    self.final_or_pass(seat.clockwise(1, seats), 0, &mut events);
                }
            }
            (Phase::Final { passes, .. }, GridAction::FinalPass) => {
                events.push(GridEvent::FinalPassed { seat });
                if usize::from(passes) + 1 >= seats {
                    self.finish_by_totals(&mut events);
                } else {
                    self.final_or_pass(seat.clockwise(1, seats), passes + 1, &mut events);
                }
            }
            (phase, action) => unreachable!("{action:?} was listed as legal in {phase:?}"),
        }
        events
    }
}
