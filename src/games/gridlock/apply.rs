//! Playing a legal action: the turn's steps, eliminations, the end of a round and of the match.

use super::*;
use crate::engine::{GameRng, Seat, derive_seed};

const FNV_START: u64 = 0xCBF2_9CE4_8422_2325;

/// FNV-1a over `bytes`, continuing from `hash`: stable across platforms and Rust versions, since
/// reshuffles (and so match links) depend on it.
fn fnv(mut hash: u64, bytes: impl IntoIterator<Item = u8>) -> u64 {
    for b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01B3);
    }
    hash
}

/// Folds bytes into a 64-bit hash eight at a time: positions are hashed at every turn's start,
/// playouts included, and only compared within one game.
#[derive(Default)]
struct Fold {
    hash: u64,
    word: u64,
    len: u64,
}

impl Fold {
    fn push(&mut self, byte: u8) {
        self.word = self.word << 8 | u64::from(byte);
        self.len += 1;
        if self.len.is_multiple_of(8) {
            self.mix();
        }
    }

    /// Eight cards a word: the piles are most of a position.
    fn push_cards(&mut self, cards: &[Card]) {
        self.mix();
        let mut chunks = cards.chunks_exact(8);
        for chunk in &mut chunks {
            self.word = chunk.iter().fold(0, |w, c| w << 8 | u64::from(c.0));
            self.mix();
        }
        for card in chunks.remainder() {
            self.word = self.word << 8 | u64::from(card.0);
        }
        self.mix();
        self.len += cards.len() as u64;
    }

    fn mix(&mut self) {
        self.hash = (self.hash.rotate_left(23) ^ self.word).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.word = 0;
    }

    fn finish(mut self) -> u64 {
        self.mix();
        derive_seed(self.hash, self.len)
    }
}

impl GridlockGame {
    pub(super) fn play(&mut self, action: &GridlockAction) -> Vec<GridlockEvent> {
        let mut events = Vec::new();
        let seat = self.current;
        match (self.phase, *action) {
            (Phase::OpeningFlip { seat }, GridlockAction::OpeningFlip(slot)) => {
                let grid = &mut self.grids[seat.index()];
                let Slot::Down(card) = grid.slots[usize::from(slot)] else {
                    unreachable!("a legal flip names a face-down card");
                };
                grid.show(usize::from(slot), card);
                events.push(GridlockEvent::OpeningFlip { seat, slot, card });
                let next = seat.clockwise(1, self.seats());
                if next == self.dealer.clockwise(1, self.seats()) {
                    self.current = next;
                    self.begin_turn(&mut events);
                } else {
                    self.phase = Phase::OpeningFlip { seat: next };
                }
            }
            (Phase::Start, GridlockAction::TakeDiscard(slot)) => {
                let card = self.discard.pop().expect("checked: a card to take");
                events.push(GridlockEvent::TookDiscard { seat, card });
                self.replace(slot, card, &mut events);
                self.after_move(&mut events);
            }
            (Phase::Start, GridlockAction::Draw) => {
                let card = self.draw_card(&mut events);
                if card.is_gridlock() {
                    self.discard.push(card);
                    events.push(GridlockEvent::DrewGridLock { seat, card });
                    if self.flippable(seat).is_empty() {
                        self.end_turn(&mut events);
                    } else {
                        self.phase = Phase::Flip;
                    }
                } else {
                    events.push(GridlockEvent::Drew {
                        seat,
                        card: Some(card),
                    });
                    self.phase = Phase::Drawn { card };
                }
            }
            (Phase::Drawn { card }, GridlockAction::Replace(slot)) => {
                self.replace(slot, card, &mut events);
                self.after_move(&mut events);
            }
            (Phase::Drawn { card }, GridlockAction::Refuse) => {
                self.discard.push(card);
                events.push(GridlockEvent::Refused { seat, card });
                if self.flippable(seat).is_empty() {
                    self.end_turn(&mut events);
                } else {
                    self.phase = Phase::Flip;
                }
            }
            (Phase::Flip, GridlockAction::Flip(slot)) => {
                let grid = &mut self.grids[seat.index()];
                let Slot::Down(card) = grid.slots[usize::from(slot)] else {
                    unreachable!("a legal flip names a face-down card");
                };
                grid.show(usize::from(slot), card);
                events.push(GridlockEvent::Flipped { seat, slot, card });
                self.after_move(&mut events);
            }
            (Phase::Eliminate { seat, moment }, GridlockAction::Eliminate(line)) => {
                self.eliminate(seat, line, &mut events);
                if !self.settle(seat, moment, &mut events) {
                    match moment {
                        Moment::Reveal => {
                            self.finish_reveal_of(seat);
                            self.continue_reveal(&mut events);
                        }
                        Moment::AfterMove => self.end_turn(&mut events),
                        Moment::TurnStart => self.turn_ready(&mut events),
                    }
                }
            }
            (phase, action) => {
                unreachable!("legal action {action:?} has no rule in phase {phase:?}")
            }
        }
        events
    }

    pub(super) fn deal_round(&mut self) -> Vec<GridlockEvent> {
        let seats = self.seats();
        let mut deck = GridlockGame::deck(&self.settings);
        GameRng::seeded(derive_seed(self.seed, u64::from(self.round))).shuffle(&mut deck);
        self.grids = (0..seats)
            .map(|s| Grid::dealt(&deck[s * 9..s * 9 + 9]))
            .collect();
        let mut rest = deck.split_off(seats * 9);
        let top = rest.pop().expect("the deck outlasts the deal");
        self.draw = rest;
        self.discard = vec![top];
        self.reshuffled = false;
        self.seen.clear();
        self.turns_taken = 0;
        self.went_out = None;
        self.last_turns_left = vec![0; seats];
        self.to_reveal.clear();
        let first = self.dealer.clockwise(1, seats);
        self.current = first;
        self.phase = Phase::OpeningFlip { seat: first };
        vec![GridlockEvent::RoundDealt {
            round: self.round,
            dealer: self.dealer,
        }]
    }

    /// Starts the current seat's turn: pending locks become active.
    pub(super) fn begin_turn(&mut self, events: &mut Vec<GridlockEvent>) {
        let seat = self.current;
        let grid = &mut self.grids[seat.index()];
        let mut any = false;
        for stage in grid.locks.iter_mut() {
            if *stage == LockStage::Pending {
                *stage = LockStage::Active;
                any = true;
            }
        }
        if any {
            events.push(GridlockEvent::Locked {
                seat,
                lines: grid.locked_lines(),
            });
        }
        self.phase = Phase::Start;
        // Lines that waited on a lock go now, if no lock blocks them any more.
        if !self.settle(seat, Moment::TurnStart, events) {
            self.turn_ready(events);
        }
    }

    /// The start of the current seat's turn is settled: the turn is played, unless the lines that
    /// went at its start cleared the grid.
    pub(super) fn turn_ready(&mut self, events: &mut Vec<GridlockEvent>) {
        if self.grids[self.current.index()].is_cleared() {
            self.end_turn(events);
            return;
        }
        self.phase = Phase::Start;
        if self.record_position() >= REPETITIONS {
            events.push(GridlockEvent::Repetition {
                turns: self.turns_taken,
            });
            self.end_round(events);
        }
    }

    /// Notes the position at the start of a turn; returns how often it has now come up.
    pub(super) fn record_position(&mut self) -> usize {
        let progress = self
            .grids
            .iter()
            .map(|g| {
                g.slots
                    .iter()
                    .filter(|s| !matches!(s, Slot::Down(_)))
                    .count()
                    + g.eliminated.len()
            })
            .sum::<usize>() as u16;
        if progress != self.progress {
            self.progress = progress;
            self.seen.clear();
        }
        let hash = self.position_hash();
        self.seen.push(hash);
        self.seen.iter().filter(|&&h| h == hash).count()
    }

    /// A hash of the whole position: every grid (face-down cards and locks included), both piles
    /// in order, whose turn it is and how far the round's end has come. Counters are left out.
    pub(super) fn position_hash(&self) -> u64 {
        const GAP: u8 = 0xFF;
        let mut h = Fold::default();
        for grid in &self.grids {
            for slot in grid.slots {
                h.push(match slot {
                    Slot::Empty => GAP,
                    Slot::Down(c) => c.0,
                    Slot::Up(c) => 0x80 | c.0,
                });
            }
            for lock in grid.locks {
                h.push(lock as u8);
            }
            h.push(grid.direction.map_or(GAP, |d| d as u8));
        }
        for pile in [&self.draw, &self.discard] {
            h.push(GAP);
            h.push_cards(pile);
        }
        h.push(self.current.0);
        h.push(self.went_out.map_or(GAP, |s| s.0));
        for &left in &self.last_turns_left {
            h.push(left);
        }
        h.finish()
    }

    /// Eliminates what must be eliminated in `seat`'s grid, stopping to ask when there is a choice.
    /// Returns true when it stopped to ask.
    pub(super) fn settle(
        &mut self,
        seat: Seat,
        moment: Moment,
        events: &mut Vec<GridlockEvent>,
    ) -> bool {
        loop {
            let complete = self.grids[seat.index()].complete_lines();
            match complete.len() {
                0 => return false,
                1 => self.eliminate(seat, complete[0], events),
                _ => {
                    self.phase = Phase::Eliminate { seat, moment };
                    return true;
                }
            }
        }
    }

    pub(super) fn eliminate(&mut self, seat: Seat, line: Line, events: &mut Vec<GridlockEvent>) {
        let grid = &mut self.grids[seat.index()];
        let (combo, cards) = grid.line_combo(line).expect("only complete lines go");
        for slot in line.slots() {
            grid.slots[slot] = Slot::Empty;
            grid.locks[slot] = LockStage::Free;
        }
        grid.direction = Some(line.direction());
        let elimination = Elimination { line, cards, combo };
        grid.eliminated.push(elimination);
        events.push(GridlockEvent::Eliminated { seat, elimination });
        if grid.is_cleared() && self.went_out.is_none() {
            self.went_out = Some(seat);
            events.push(GridlockEvent::WentOut { seat });
        }
    }

    /// After a turn's move and its eliminations.
    pub(super) fn end_turn(&mut self, events: &mut Vec<GridlockEvent>) {
        let seat = self.current;
        let waiting = self.grids[seat.index()].waiting_lines();
        if !waiting.is_empty() {
            events.push(GridlockEvent::Waiting {
                seat,
                lines: waiting,
            });
        }
        for stage in self.grids[seat.index()].locks.iter_mut() {
            if *stage == LockStage::Active {
                *stage = LockStage::Free;
            }
        }
        self.turns_taken += 1;
        if self.went_out == Some(seat) {
            // The first player out (who never plays again, so this is the turn they went out):
            // everyone else reveals, then plays two last turns.
            let seats = self.seats();
            self.to_reveal = (1..seats).map(|k| seat.clockwise(k, seats)).collect();
            for k in 1..seats {
                self.last_turns_left[seat.clockwise(k, seats).index()] = 2;
            }
            self.continue_reveal(events);
            return;
        }
        if self.went_out.is_some() {
            let i = seat.index();
            self.last_turns_left[i] = self.last_turns_left[i].saturating_sub(1);
            if self.grids[i].is_cleared() {
                self.last_turns_left[i] = 0;
            }
            self.next_last_turn(events);
            return;
        }
        self.current = seat.clockwise(1, self.seats());
        self.begin_turn(events);
    }

    /// Reveals the next grids after someone went out, settling their eliminations.
    pub(super) fn continue_reveal(&mut self, events: &mut Vec<GridlockEvent>) {
        while let Some(&seat) = self.to_reveal.first() {
            let grid = &mut self.grids[seat.index()];
            let mut cards = Vec::new();
            for slot in 0..9 {
                if let Slot::Down(card) = grid.slots[slot] {
                    grid.show(slot, card);
                    cards.push((slot as u8, card));
                }
            }
            if !cards.is_empty() {
                events.push(GridlockEvent::RevealedGrid { seat, cards });
            }
            if self.settle(seat, Moment::Reveal, events) {
                return;
            }
            self.finish_reveal_of(seat);
        }
        let goer = self.went_out.expect("revealing follows going out");
        events.push(GridlockEvent::LastTurns {
            from: goer.clockwise(1, self.seats()),
        });
        self.current = goer;
        self.next_last_turn(events);
    }

    pub(super) fn finish_reveal_of(&mut self, seat: Seat) {
        self.to_reveal.retain(|&s| s != seat);
        if self.grids[seat.index()].is_cleared() {
            self.last_turns_left[seat.index()] = 0;
        }
    }

    /// Moves to the next seat that still has a last turn, or ends the round.
    pub(super) fn next_last_turn(&mut self, events: &mut Vec<GridlockEvent>) {
        let seats = self.seats();
        for k in 1..=seats {
            let seat = self.current.clockwise(k, seats);
            if self.last_turns_left[seat.index()] > 0 {
                self.current = seat;
                self.begin_turn(events);
                return;
            }
        }
        self.end_round(events);
    }

    pub(super) fn end_round(&mut self, events: &mut Vec<GridlockEvent>) {
        let seats = self.seats();
        let mut scores = Vec::with_capacity(seats);
        for seat in Seat::all(seats) {
            let grid = &mut self.grids[seat.index()];
            let mut cards = Vec::new();
            for slot in 0..9 {
                if let Slot::Down(card) = grid.slots[slot] {
                    grid.slots[slot] = Slot::Up(card);
                    cards.push((slot as u8, card));
                }
            }
            if !cards.is_empty() {
                events.push(GridlockEvent::RevealedGrid { seat, cards });
            }
            let left = |test: fn(Card) -> bool| {
                grid.slots
                    .iter()
                    .filter(|s| matches!(s, Slot::Up(c) if test(*c)))
                    .count() as i32
            };
            scores.push(RoundScore {
                combinations: grid.points(),
                bonus: if self.went_out == Some(seat) {
                    GOING_OUT_BONUS
                } else {
                    0
                },
                open_lines: grid.open_lines(),
                wilds_left: left(Card::is_wild),
                locks_left: left(Card::is_gridlock),
            });
        }
        for (total, score) in self.totals.iter_mut().zip(&scores) {
            *total += score.total();
        }
        let record = RoundRecord {
            round: self.round,
            dealer: self.dealer,
            went_out: self.went_out,
            scores,
        };
        self.sheet.push(record.clone());
        events.push(GridlockEvent::RoundScored {
            record,
            totals: self.totals.clone(),
        });
        // A match ends after its set number of rounds, or sooner once someone reaches the target.
        let target_reached = self.totals.iter().any(|&t| t >= MATCH_TARGET);
        if self.round >= self.last_round || target_reached {
            self.phase = Phase::Over;
            events.push(GridlockEvent::MatchOver {
                totals: self.totals.clone(),
            });
            return;
        }
        self.round += 1;
        self.dealer = self.dealer.clockwise(1, seats);
        let dealt = self.deal_round();
        events.extend(dealt);
    }

    /// The draw pile's top card. An empty draw pile is rebuilt as at the deal: the whole discard
    /// pile is shuffled into a new draw pile, whose top card is turned up to start the discard pile.
    pub(super) fn draw_card(&mut self, events: &mut Vec<GridlockEvent>) -> Card {
        if self.draw.is_empty() {
            let mut pile = std::mem::take(&mut self.discard);
            self.reshuffled = true;
            // The order depends on the match seed, the round and which cards are shuffled, never
            // on how often the pile ran out: the same position always has the same future, so a
            // table that goes round in circles really does repeat its positions.
            pile.sort();
            let stream = fnv(
                FNV_START,
                std::iter::once(self.round).chain(pile.iter().map(|c| c.0)),
            );
            GameRng::seeded(derive_seed(self.seed, stream)).shuffle(&mut pile);
            let top = pile.pop().expect("two or more discards to rebuild from");
            self.discard.push(top);
            events.push(GridlockEvent::Reshuffled {
                cards: pile.len() + 1,
                top,
            });
            self.draw = pile;
        }
        self.draw.pop().expect("a rebuilt draw pile has cards")
    }

    /// Puts `card` face up at `slot` of the current player's grid; the old card goes face up
    /// onto the discard pile. (Legal moves only name occupied slots.)
    pub(super) fn replace(&mut self, slot: u8, card: Card, events: &mut Vec<GridlockEvent>) {
        let seat = self.current;
        let i = usize::from(slot);
        let grid = &mut self.grids[seat.index()];
        let (Slot::Down(old) | Slot::Up(old)) = grid.slots[i] else {
            unreachable!("a legal replacement names an occupied slot");
        };
        grid.slots[i] = Slot::Up(card);
        grid.locks[i] = LockStage::Free;
        self.discard.push(old);
        events.push(GridlockEvent::Replaced {
            seat,
            slot,
            card,
            old,
        });
    }

    pub(super) fn after_move(&mut self, events: &mut Vec<GridlockEvent>) {
        let seat = self.current;
        if !self.settle(seat, Moment::AfterMove, events) {
            self.end_turn(events);
        }
    }
}
