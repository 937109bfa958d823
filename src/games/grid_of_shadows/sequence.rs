//! A sequence from the first play to the end of its turn: the "Lights!" windows, the calls, the
//! abilities and the effects Reflect can answer, then the grid's resolve step.

use super::{
    After, Assignment, Card, Claim, Decision, DrawReason, EVERYONE, Effect, GridCard, GridEvent,
    GridOfShadowsGame, Phase, PlayRecord, Slot, StackCard, Task, Timing, Tracked, TurnCtx,
    WindowAbout, bit, insert_sorted, timing,
};
use crate::engine::{Faces, ReactionWindow, Seat, take_one};
use std::collections::VecDeque;

impl GridOfShadowsGame {
    pub(super) fn open_window(&mut self, after: Seat, about: WindowAbout) {
        self.phase = Phase::Window {
            window: ReactionWindow::clockwise_after(after, self.seats()),
            about,
        };
    }

    pub(super) fn commit_play(
        &mut self,
        seat: Seat,
        slot: u8,
        claim: Claim,
        events: &mut Vec<GridEvent>,
    ) {
        let cards = std::mem::take(&mut self.laid);
        let vouched = self.forget_claimed(seat, claim, cards.len());
        let declined = self.declines.of(seat.index(), claim.card());
        let stack = &mut self.grid[usize::from(slot)].stack;
        let start = stack.len();
        for (i, &card) in cards.iter().enumerate() {
            let vouched_by = Seat::all(vouched.len())
                .zip(&vouched)
                .filter(|&(_, &copies)| i < copies)
                .fold(0, |bits, (viewer, _)| bits | bit(viewer));
            stack.push(StackCard {
                card,
                by: seat,
                claim,
                shown: false,
                vouched_by,
                declined,
            });
        }
        let positions: Vec<usize> = (start..start + cards.len()).collect();
        let ctx = self.ctx.as_mut().expect("a play belongs to a sequence");
        // A run is every card the last player laid since someone else played.
        // A Reflect answers an effect, not the sequence: it is always a run of its own.
        if ctx.last_player() == Some(seat) && claim != Claim::Reflect {
            ctx.challengeable.extend(&positions);
        } else {
            ctx.challengeable = positions.clone();
        }
        ctx.plays.push(PlayRecord {
            seat,
            claim,
            cards: positions,
        });
        match claim {
            Claim::Wrath => ctx.wrath_used = true,
            Claim::Gamble => ctx.gamble_used = true,
            Claim::Reflect => ctx.reflect_used = true,
            Claim::Indecisive => ctx.colour = ctx.colour.other(),
            Claim::Number { .. } => {}
        }
        events.push(GridEvent::Played {
            seat,
            slot,
            claim,
            cards: Faces::Seen(cards),
        });
        self.open_window(
            seat,
            if claim == Claim::Reflect {
                WindowAbout::Reflect
            } else {
                WindowAbout::Play
            },
        );
    }

    /// The window after a play closed with nobody calling.
    pub(super) fn window_passed(&mut self, about: WindowAbout, events: &mut Vec<GridEvent>) {
        if self.check_out(events) {
            return;
        }
        let ctx = self.ctx.as_ref().expect("a window belongs to a sequence");
        match about {
            WindowAbout::Reflect => {
                let reflector = ctx.last_player().expect("a Reflect was played");
                self.reflect_stands(reflector, events);
            }
            WindowAbout::Play => {
                let last = ctx.plays.last().expect("a window follows a play");
                let seat = last.seat;
                match last.claim {
                    Claim::Wrath => {
                        events.push(GridEvent::SequenceEnds);
                        let ctx = self.ctx_mut();
                        ctx.discard_stack = true;
                        ctx.tasks = VecDeque::from([Task::Wrath { seat }]);
                        self.run_tasks(events);
                    }
                    Claim::Gamble => {
                        events.push(GridEvent::SequenceEnds);
                        let ctx = self.ctx_mut();
                        ctx.discard_stack = true;
                        ctx.tasks = VecDeque::from([Task::Gamble { seat }]);
                        self.run_tasks(events);
                    }
                    _ => {
                        self.phase = Phase::Sequence {
                            seat: seat.clockwise(1, self.seats()),
                        };
                    }
                }
            }
        }
    }

    pub(super) fn number_tasks(&self) -> VecDeque<Task> {
        let ctx = self.ctx.as_ref().expect("a sequence");
        let plays: Vec<(Seat, usize)> = ctx
            .plays
            .iter()
            .filter(|p| matches!(p.claim, Claim::Number { .. }))
            .map(|p| (p.seat, p.cards.len()))
            .collect();
        let number = ctx.number;
        let mut tasks = VecDeque::new();
        match timing(number) {
            Timing::First => {
                if let Some(&(seat, _)) = plays.first() {
                    tasks.push_back(Task::Number { number, seat });
                }
            }
            Timing::Last => {
                if let Some(&(seat, _)) = plays.last() {
                    tasks.push_back(Task::Number { number, seat });
                }
            }
            Timing::Each => {
                for &(seat, count) in &plays {
                    for _ in 0..count {
                        tasks.push_back(Task::Number { number, seat });
                    }
                }
            }
        }
        tasks
    }

    pub(super) fn end_sequence(&mut self, events: &mut Vec<GridEvent>) {
        events.push(GridEvent::SequenceEnds);
        let tasks = self.number_tasks();
        self.ctx_mut().tasks = tasks;
        self.run_tasks(events);
    }

    /// Cards of the play before the last one (a Gamble's target), with its record.
    pub(super) fn previous_play(&self) -> Option<(Vec<Card>, bool)> {
        let ctx = self.ctx.as_ref()?;
        let n = ctx.plays.len();
        if n < 2 {
            return None;
        }
        let prev = &ctx.plays[n - 2];
        let stack = &self.grid[usize::from(ctx.slot)].stack;
        let cards: Vec<Card> = prev.cards.iter().map(|&i| stack[i].card).collect();
        let met = cards.iter().all(|&c| prev.claim.matches(c));
        Some((cards, met))
    }

    pub(super) fn call_lights(
        &mut self,
        caller: Seat,
        about: WindowAbout,
        events: &mut Vec<GridEvent>,
    ) {
        let ctx = self.ctx.as_ref().expect("a window belongs to a sequence");
        let slot = usize::from(ctx.slot);
        let stack = &self.grid[slot].stack;
        let run = ctx.challengeable.clone();
        let accused = stack[run[0]].by;
        let cards: Vec<Card> = run.iter().map(|&i| stack[i].card).collect();
        let truthful = run.iter().all(|&i| stack[i].claim.matches(stack[i].card));
        let last_claim = ctx.plays.last().map(|p| p.claim);
        // A true Gamble still reveals the play beneath it, before the stack changes hands.
        let gamble = if truthful && last_claim == Some(Claim::Gamble) {
            // Turned face up for everyone, so everyone sees the caller pick those cards up.
            let prev = ctx.plays[ctx.plays.len() - 2].cards.clone();
            let found = self.previous_play();
            for i in prev {
                self.grid[slot].stack[i].shown = true;
            }
            found
        } else {
            None
        };
        events.push(GridEvent::Lights { caller, accused });
        events.push(GridEvent::Revealed {
            caller,
            accused,
            cards: cards.clone(),
            truthful,
        });
        let wraths = cards.iter().filter(|&&c| c == Card::Wrath).count();
        if wraths > 0 {
            self.draw_cards(caller, 2 * wraths, DrawReason::WrathRevealed, events);
        }
        let loser = if truthful { caller } else { accused };
        // The claimed copies were forgotten when they were declared; a bluff shows which
        // other cards really left the accused's hand.
        for &i in &run {
            let laid = self.grid[slot].stack[i];
            if !laid.claim.matches(laid.card) {
                self.forget_public(accused, laid.card);
            }
        }
        let taken = std::mem::take(&mut self.grid[slot]);
        let mut count = 0;
        if let Some(g) = taken.card {
            insert_sorted(&mut self.hands[loser.index()], g.card);
            self.remember_public(loser, g.card);
            count += 1;
        }
        for (i, s) in taken.stack.iter().enumerate() {
            insert_sorted(&mut self.hands[loser.index()], s.card);
            if s.shown || run.contains(&i) {
                self.remember_public(loser, s.card);
            } else {
                self.remember(s.by, loser, s.card);
            }
            count += 1;
        }
        self.declines.took(loser.index(), count);
        events.push(GridEvent::TookStack { seat: loser, count });
        self.draw_cards(loser, 1, DrawReason::Penalty, events);
        let ctx = self.ctx_mut();
        ctx.lights = true;
        ctx.challengeable.clear();
        match about {
            WindowAbout::Reflect => {
                if self.check_out(events) {
                    return;
                }
                if truthful {
                    self.reflect_stands(accused, events);
                } else {
                    // The bluffer takes the effect it tried to send back.
                    match self.ctx_mut().pending {
                        Some(assignment) => self.settle_assignment(assignment, false, events),
                        None => self.run_tasks(events),
                    }
                }
            }
            WindowAbout::Play => {
                ctx.tasks.clear();
                if self.check_out(events) {
                    return;
                }
                events.push(GridEvent::SequenceEnds);
                if truthful {
                    match last_claim {
                        Some(Claim::Gamble) => {
                            let seat = accused;
                            if let Some((cards, met)) = gamble {
                                self.gamble_outcome(seat, cards, met, events);
                                if !matches!(self.phase, Phase::Decide { .. }) {
                                    self.run_tasks(events);
                                }
                                return;
                            }
                        }
                        // A true Wrath resolves as normal: only Wrath, aimed by its player.
                        Some(Claim::Wrath) => {
                            self.ctx_mut().tasks = VecDeque::from([Task::Wrath { seat: accused }]);
                        }
                        _ => {
                            let tasks = self.number_tasks();
                            self.ctx_mut().tasks = tasks;
                        }
                    }
                }
                self.run_tasks(events);
            }
        }
    }

    pub(super) fn gamble_outcome(
        &mut self,
        seat: Seat,
        cards: Vec<Card>,
        met: bool,
        events: &mut Vec<GridEvent>,
    ) {
        events.push(GridEvent::GambleRevealed {
            seat,
            cards: cards.clone(),
            met,
        });
        let wraths = cards.iter().filter(|&&c| c == Card::Wrath).count();
        if wraths > 0 {
            self.draw_cards(seat, 2 * wraths, DrawReason::WrathRevealed, events);
        }
        if met && !self.hands[seat.index()].is_empty() {
            self.phase = Phase::Decide {
                seat,
                decision: Decision::GambleDiscard,
            };
        } else if !met {
            self.draw_cards(seat, 3, DrawReason::Gamble, events);
        }
    }

    /// Aims an effect at `to`; Reflect may answer it.
    pub(super) fn assign(&mut self, assignment: Assignment, events: &mut Vec<GridEvent>) {
        events.push(GridEvent::Assigned {
            from: assignment.from,
            to: assignment.to,
            effect: assignment.effect,
        });
        let extended = self.rules.extended;
        let ctx = self.ctx_mut();
        ctx.pending = Some(assignment);
        if ctx.reflected_by == Some(assignment.to) {
            self.settle_assignment(assignment, true, events);
        } else if extended && !ctx.reflect_used && !self.hands[assignment.to.index()].is_empty() {
            self.phase = Phase::Decide {
                seat: assignment.to,
                decision: Decision::Reflect,
            };
        } else {
            self.settle_assignment(assignment, false, events);
        }
    }

    /// A card passes from one hand to another (a gift, or a gift sent back).
    pub(super) fn give(&mut self, from: Seat, to: Seat, card: Card, events: &mut Vec<GridEvent>) {
        insert_sorted(&mut self.hands[to.index()], card);
        self.declines.took(to.index(), 1);
        self.remember(from, to, card);
        self.forget(to, from, card);
        events.push(GridEvent::Gave {
            from,
            to,
            card: Some(card),
        });
    }

    /// A Reflect by `reflector` stands: the effect aimed at it now goes back, with every effect
    /// it took earlier this turn and any aimed at it later.
    pub(super) fn reflect_stands(&mut self, reflector: Seat, events: &mut Vec<GridEvent>) {
        let ctx = self.ctx_mut();
        ctx.reflected_by = Some(reflector);
        let (earlier, kept): (Vec<Assignment>, Vec<Assignment>) =
            ctx.taken.drain(..).partition(|a| a.to == reflector);
        ctx.taken = kept;
        let pending = ctx.pending;
        for assignment in earlier {
            events.push(GridEvent::Reflected {
                seat: reflector,
                back_to: assignment.from,
            });
            match assignment.effect {
                Effect::Gift => {
                    // The given card goes back, unless it was itself laid as the Reflect.
                    if let Some(card) = self.gift_taken.take()
                        && take_one(&mut self.hands[reflector.index()], &card)
                    {
                        self.give(reflector, assignment.from, card, events);
                    }
                }
                Effect::Draw(n) => {
                    let reason = if n == 2 {
                        DrawReason::Wrath
                    } else {
                        DrawReason::Smite
                    };
                    self.draw_cards(assignment.from, usize::from(n), reason, events);
                }
            }
        }
        match pending {
            Some(assignment) => self.settle_assignment(assignment, true, events),
            None => self.run_tasks(events),
        }
    }

    pub(super) fn settle_assignment(
        &mut self,
        assignment: Assignment,
        reflected: bool,
        events: &mut Vec<GridEvent>,
    ) {
        let ctx = self.ctx_mut();
        ctx.pending = None;
        if !reflected {
            ctx.taken.push(assignment);
        }
        let target = if reflected {
            events.push(GridEvent::Reflected {
                seat: assignment.to,
                back_to: assignment.from,
            });
            assignment.from
        } else {
            assignment.to
        };
        match assignment.effect {
            Effect::Gift => {
                let card = self.transit.take().expect("a gift is in transit");
                self.give(assignment.from, target, card, events);
                if !reflected {
                    self.gift_taken = Some(card);
                }
            }
            Effect::Draw(n) => {
                let reason = if n == 2 {
                    DrawReason::Wrath
                } else {
                    DrawReason::Smite
                };
                self.draw_cards(target, usize::from(n), reason, events);
            }
        }
        if self.check_out(events) {
            return;
        }
        self.run_tasks(events);
    }

    /// Once the abilities are done, each player who took a 2, 3 or Wrath effect this turn may
    /// still Reflect (while no Reflect has been played): true when one is asked.
    pub(super) fn offer_last_reflect(&mut self) -> bool {
        if !self.rules.extended {
            return false;
        }
        let seats = self.seats();
        let owner = self.turn_owner;
        let ctx = self.ctx.as_mut().expect("a sequence");
        if ctx.reflect_used {
            return false;
        }
        let taken = &ctx.taken;
        let offers = ctx.last_offers.get_or_insert_with(|| {
            (0..seats)
                .map(|k| owner.clockwise(k, seats))
                .filter(|s| taken.iter().any(|a| a.to == *s))
                .collect()
        });
        while let Some(seat) = offers.pop_front() {
            if !self.hands[seat.index()].is_empty() {
                self.phase = Phase::Decide {
                    seat,
                    decision: Decision::Reflect,
                };
                return true;
            }
        }
        false
    }

    /// Fires queued abilities until one needs a decision or none are left.
    pub(super) fn run_tasks(&mut self, events: &mut Vec<GridEvent>) {
        loop {
            if self.check_out(events) {
                return;
            }
            let Some(task) = self.ctx_mut().tasks.pop_front() else {
                if !self.offer_last_reflect() {
                    self.resolve(events);
                }
                return;
            };
            match task {
                Task::Wrath { seat } => {
                    self.phase = Phase::Decide {
                        seat,
                        decision: Decision::WrathTarget,
                    };
                    return;
                }
                Task::Gamble { seat } => {
                    let (cards, met) = self.previous_play().expect("Gamble lies on a play");
                    // The revealed cards stay on the stack face up until it is discarded.
                    let ctx = self.ctx.as_ref().expect("sequence");
                    let prev = ctx.plays[ctx.plays.len() - 2].cards.clone();
                    let slot = usize::from(ctx.slot);
                    for i in prev {
                        self.grid[slot].stack[i].shown = true;
                    }
                    self.gamble_outcome(seat, cards, met, events);
                    if matches!(self.phase, Phase::Decide { .. }) {
                        return;
                    }
                }
                Task::Number { number, seat } => {
                    events.push(GridEvent::Ability { seat, number });
                    if self.fire(number, seat, events) {
                        return;
                    }
                }
            }
        }
    }

    /// Fires one number ability; true when it waits on a decision.
    pub(super) fn fire(&mut self, number: u8, seat: Seat, events: &mut Vec<GridEvent>) -> bool {
        let decide = |decision| Phase::Decide { seat, decision };
        match number {
            1 => {
                self.draw_cards(seat, 1, DrawReason::Whisper, events);
                if !self.hands[seat.index()].is_empty() {
                    self.phase = decide(Decision::WhisperDiscard);
                    return true;
                }
            }
            2 => {
                if !self.hands[seat.index()].is_empty() {
                    self.phase = decide(Decision::Deceive);
                    return true;
                }
            }
            3 => {
                self.phase = decide(Decision::Smite);
                return true;
            }
            4 => {
                if !self.face_down_slots().is_empty() {
                    self.phase = decide(Decision::Bless);
                    return true;
                }
            }
            5 => {
                self.silence = true;
                events.push(GridEvent::Silenced {
                    seat: self.turn_owner.clockwise(1, self.seats()),
                });
            }
            6 => {
                for _ in 0..2 {
                    if let Some(t) = self.draw.pop() {
                        self.shift_drawn.push(t.card);
                    }
                }
                if !self.shift_drawn.is_empty() && self.grid.iter().any(|s| s.card.is_some()) {
                    self.phase = decide(Decision::Shift);
                    return true;
                }
                // Nothing to replace: the draws go back under the pile.
                for card in std::mem::take(&mut self.shift_drawn) {
                    self.draw.insert(
                        0,
                        Tracked {
                            card,
                            known_by: bit(seat),
                        },
                    );
                }
            }
            7 => {
                let any = self.grid.iter().any(|s| s.card.is_some());
                if any && !self.hands[seat.index()].is_empty() {
                    self.phase = decide(Decision::Luck);
                    return true;
                }
            }
            8 => {
                if let Some(t) = self.draw.pop() {
                    let slot = self.grid.len();
                    self.grid.push(Slot {
                        card: Some(GridCard {
                            card: t.card,
                            face_up: true,
                            known_by: EVERYONE,
                        }),
                        stack: Vec::new(),
                    });
                    events.push(GridEvent::Summoned {
                        seat,
                        slot: slot as u8,
                        card: t.card,
                    });
                    self.ctx_mut().bonus = Some((seat, slot as u8));
                    self.turned_up(seat, slot, After::Tasks, events);
                    return true;
                }
            }
            9 => self.draw_cards(seat, 2, DrawReason::Hunger, events),
            10 => {
                let seats = self.seats();
                for k in 0..seats {
                    self.draw_cards(seat.clockwise(k, seats), 1, DrawReason::Balance, events);
                }
            }
            _ => unreachable!("numbers run 1 to 10"),
        }
        false
    }

    /// The end of a sequence's abilities. A Blessing or Summon play on the new card comes first,
    /// as part of the ability (a sequence of its own, this one's grid rules waiting on it); then
    /// the grid rules of every sequence of the turn, innermost first, and the next turn.
    pub(super) fn resolve(&mut self, events: &mut Vec<GridEvent>) {
        let ctx = self.ctx.take().expect("a sequence to resolve");
        self.gift_taken = None;
        if let Some((seat, bonus_slot)) = ctx.bonus {
            let slot = usize::from(bonus_slot);
            if slot < self.grid.len() && self.playable(slot) && !self.hands[seat.index()].is_empty()
            {
                self.deferred.push(ctx);
                self.phase = Phase::Bonus {
                    seat,
                    slot: bonus_slot,
                };
                return;
            }
        }
        self.settle_grid(&ctx, events);
        self.finish_turn(events);
    }

    /// Settles the sequences waiting on a bonus play, then passes the turn on.
    pub(super) fn finish_turn(&mut self, events: &mut Vec<GridEvent>) {
        while let Some(outer) = self.deferred.pop() {
            self.settle_grid(&outer, events);
        }
        self.end_turn(events);
    }

    /// The resolve step of one sequence: the refresh after a "Lights!", else the collapse (or the
    /// discard of a Wrath, Gamble or Indecisive stack).
    pub(super) fn settle_grid(&mut self, ctx: &TurnCtx, events: &mut Vec<GridEvent>) {
        let slot = usize::from(ctx.slot);
        if ctx.lights {
            // A bonus play's sequence and the one it interrupted can both have had a "Lights!":
            // the second refresh finds nothing left face up, so it is told once.
            if events.last() != Some(&GridEvent::Refreshed) {
                events.push(GridEvent::Refreshed);
            }
            for i in 0..self.grid.len() {
                let face_up = matches!(self.grid[i].card, Some(GridCard { face_up: true, .. }));
                if face_up || self.grid[i].card.is_none() {
                    self.clear_slot(i);
                    self.refill(i);
                }
            }
            self.free_flips_next = true;
        } else if slot < self.grid.len() {
            let indecisive = matches!(
                self.grid[slot].card,
                Some(GridCard {
                    card: Card::Indecisive,
                    face_up: true,
                    ..
                })
            );
            if ctx.discard_stack || indecisive {
                events.push(GridEvent::StackCleared { slot: ctx.slot });
                self.clear_slot(slot);
                self.refill(slot);
            } else if self.grid[slot].stack.len() >= 3 {
                events.push(GridEvent::Collapsed { slot: ctx.slot });
                self.clear_slot(slot);
                self.refill(slot);
            }
        }
    }
}
