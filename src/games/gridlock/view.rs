//! What one seat sees ([`GridlockView`]), how it is built from the state, and how a state is
//! sampled back from it for search.

use super::*;
use crate::engine::{GameRng, Seat, Settings};

/// What one seat sees of a grid slot.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SlotView {
    Empty,
    FaceDown,
    FaceUp(Card),
}

impl Slot {
    pub(crate) fn seen(self) -> SlotView {
        match self {
            Slot::Empty => SlotView::Empty,
            Slot::Down(_) => SlotView::FaceDown,
            Slot::Up(card) => SlotView::FaceUp(card),
        }
    }
}

/// What one seat sees of a grid.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GridView {
    pub slots: [SlotView; 9],
    pub locks: [LockStage; 9],
    pub direction: Option<Direction>,
    pub eliminated: Vec<Elimination>,
}

/// The public part of the phase, with the drawn card for its drawer only.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PhaseView {
    OpeningFlip {
        seat: Seat,
    },
    Start,
    /// `card` is known only to the player who drew it.
    Drawn {
        card: Option<Card>,
    },
    Flip,
    Eliminate {
        seat: Seat,
        moment: Moment,
    },
    Over,
}

/// Everything one seat knows.
#[derive(Clone, PartialEq, Debug)]
pub struct GridlockView {
    pub settings: Settings,
    /// The variant, as the table plays it.
    pub rules: Rules,
    pub me: Seat,
    pub round: u8,
    pub dealer: Seat,
    pub current: Seat,
    pub phase: PhaseView,
    pub grids: Vec<GridView>,
    /// The whole discard pile as the seat remembers it, top card last.
    pub discard: Vec<Card>,
    pub draw_count: usize,
    /// After a reshuffle: the cards known to be in the draw pile (plus a card another seat has just
    /// drawn from it), sorted. Empty before any reshuffle.
    pub draw_known: Vec<Card>,
    pub reshuffled: bool,
    pub turns_taken: u32,
    pub went_out: Option<Seat>,
    pub last_turns_left: Vec<u8>,
    pub totals: Vec<i32>,
    pub sheet: Vec<RoundRecord>,
}

impl GridlockView {
    /// Every card face this seat sees or remembers this round: face-up grid cards, eliminated
    /// lines, the discard pile, the cards known to be in the draw pile and a card it has just
    /// drawn.
    pub fn sightings(&self) -> Vec<Card> {
        let mut seen: Vec<Card> = self
            .grids
            .iter()
            .flat_map(|grid| grid.slots.iter())
            .filter_map(|slot| match slot {
                SlotView::FaceUp(card) => Some(*card),
                _ => None,
            })
            .collect();
        let eliminated = self.grids.iter().flat_map(|grid| &grid.eliminated);
        seen.extend(eliminated.flat_map(|line| line.cards));
        seen.extend(&self.discard);
        seen.extend(&self.draw_known);
        if let PhaseView::Drawn { card: Some(card) } = self.phase {
            seen.push(card);
        }
        seen
    }

    pub fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    pub fn my_grid(&self) -> &GridView {
        &self.grids[self.me.index()]
    }

    /// Who decides now.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            PhaseView::OpeningFlip { seat } | PhaseView::Eliminate { seat, .. } => Some(seat),
            PhaseView::Over => None,
            _ => Some(self.current),
        }
    }

    /// Copies of each card kind this seat has not seen anywhere: face-down cards, the draw pile
    /// and another seat's drawn card are made of these.
    pub fn unseen_kinds(&self) -> [u8; KINDS] {
        let mut counts = [0u8; KINDS];
        for card in self.rules.deck() {
            counts[card.kind()] += 1;
        }
        let mut seen = |card: Card| counts[card.kind()] = counts[card.kind()].saturating_sub(1);
        for grid in &self.grids {
            for slot in grid.slots {
                if let SlotView::FaceUp(card) = slot {
                    seen(card);
                }
            }
            for e in &grid.eliminated {
                e.cards.into_iter().for_each(&mut seen);
            }
        }
        self.discard.iter().copied().for_each(&mut seen);
        self.draw_known.iter().copied().for_each(&mut seen);
        if let PhaseView::Drawn { card: Some(card) } = self.phase {
            seen(card);
        }
        counts
    }
}

impl Grid {
    pub fn view(&self) -> GridView {
        GridView {
            slots: self.slots.map(Slot::seen),
            locks: self.locks,
            direction: self.direction,
            eliminated: self.eliminated.clone(),
        }
    }
}

impl GridlockGame {
    pub(super) fn view_of(&self, seat: Seat) -> GridlockView {
        let phase = match self.phase {
            Phase::OpeningFlip { seat } => PhaseView::OpeningFlip { seat },
            Phase::Start => PhaseView::Start,
            Phase::Drawn { card } => PhaseView::Drawn {
                card: (self.current == seat).then_some(card),
            },
            Phase::Flip => PhaseView::Flip,
            Phase::Eliminate { seat, moment } => PhaseView::Eliminate { seat, moment },
            Phase::Over => PhaseView::Over,
        };
        let mut draw_known = Vec::new();
        if self.reshuffled {
            draw_known = self.draw.clone();
            if let Phase::Drawn { card } = self.phase
                && self.current != seat
            {
                draw_known.push(card);
            }
            draw_known.sort();
        }
        GridlockView {
            settings: self.settings.clone(),
            rules: self.rules,
            me: seat,
            round: self.round,
            dealer: self.dealer,
            current: self.current,
            phase,
            grids: self.grids.iter().map(Grid::view).collect(),
            discard: self.discard.clone(),
            draw_count: self.draw.len(),
            draw_known,
            reshuffled: self.reshuffled,
            turns_taken: self.turns_taken,
            went_out: self.went_out,
            last_turns_left: self.last_turns_left.clone(),
            totals: self.totals.clone(),
            sheet: self.sheet.clone(),
        }
    }

    /// Unseen cards are dealt at random over the face-down slots, the draw pile and another seat's
    /// drawn card; after a reshuffle the draw pile (and a card just drawn from it) come from the
    /// known cards. The match seed is drawn afresh, so later reshuffles and deals are unknown too.
    ///
    /// Search horizon: a sample ends the match after the current round, so playouts stay within
    /// one round; a seat's cumulative score still counts in who wins.
    pub(super) fn sample(view: &GridlockView, rng: &mut GameRng) -> Self {
        let seats = view.seats();
        let mut unseen: Vec<Card> = Vec::new();
        for (kind, &n) in view.unseen_kinds().iter().enumerate() {
            let card = match kind {
                WILD_KIND => Card::WILD,
                k if k < 36 => Card::number(Suit::ALL[k / 9], (k % 9) as u8 + 1),
                _ => Card::gridlock(LockAim::Row),
            };
            if kind != LOCK_KIND {
                unseen.extend(std::iter::repeat_n(card, usize::from(n)));
            }
        }
        // GRID#LOCK cards are told apart by aim: put back exactly the unseen ones.
        if view.rules.gridlocks {
            for aim in [LockAim::Row, LockAim::Column, LockAim::Both] {
                let card = Card::gridlock(aim);
                let seen = view
                    .grids
                    .iter()
                    .flat_map(|g| g.slots.iter())
                    .filter(|s| **s == SlotView::FaceUp(card))
                    .count()
                    // Two wilds take a GRID#LOCK card with them when they go.
                    + view
                        .grids
                        .iter()
                        .flat_map(|g| g.eliminated.iter().flat_map(|e| e.cards))
                        .filter(|&c| c == card)
                        .count()
                    + view.discard.iter().filter(|&&c| c == card).count()
                    + view.draw_known.iter().filter(|&&c| c == card).count();
                if seen == 0 {
                    unseen.push(card);
                }
            }
        }
        rng.shuffle(&mut unseen);
        let mut known_pile = view.draw_known.clone();
        rng.shuffle(&mut known_pile);
        let drawn_hidden = matches!(view.phase, PhaseView::Drawn { card: None });
        let mut drawn = None;
        if drawn_hidden {
            drawn = Some(if view.reshuffled {
                known_pile.pop().expect("a card drawn from a known pile")
            } else {
                unseen.pop().expect("an unseen drawn card")
            });
        }
        let grids = view
            .grids
            .iter()
            .map(|g| {
                let mut slots = [Slot::Empty; 9];
                for (slot, seen) in slots.iter_mut().zip(g.slots) {
                    *slot = match seen {
                        SlotView::Empty => Slot::Empty,
                        SlotView::FaceUp(card) => Slot::Up(card),
                        SlotView::FaceDown => {
                            Slot::Down(unseen.pop().expect("an unseen card per face-down slot"))
                        }
                    };
                }
                Grid {
                    slots,
                    locks: g.locks,
                    direction: g.direction,
                    eliminated: g.eliminated.clone(),
                }
            })
            .collect();
        let draw = if view.reshuffled { known_pile } else { unseen };
        debug_assert_eq!(draw.len(), view.draw_count);
        let phase = match view.phase {
            PhaseView::OpeningFlip { seat } => Phase::OpeningFlip { seat },
            PhaseView::Start => Phase::Start,
            PhaseView::Drawn { card } => Phase::Drawn {
                card: card.or(drawn).expect("a drawn card"),
            },
            PhaseView::Flip => Phase::Flip,
            PhaseView::Eliminate { seat, moment } => Phase::Eliminate { seat, moment },
            PhaseView::Over => Phase::Over,
        };
        let to_reveal = match (view.went_out, view.phase) {
            (
                Some(goer),
                PhaseView::Eliminate {
                    seat,
                    moment: Moment::Reveal,
                },
            ) => {
                // Those after the deciding seat, up to the goer, have not revealed yet.
                let mut order = Vec::new();
                let mut s = seat;
                while s != goer {
                    order.push(s);
                    s = s.clockwise(1, seats);
                }
                order
            }
            _ => Vec::new(),
        };
        GridlockGame {
            settings: view.settings.clone(),
            rules: view.rules,
            seed: rng.next_u64(),
            last_round: view.round,
            round: view.round,
            dealer: view.dealer,
            current: view.current,
            phase,
            grids,
            draw,
            discard: view.discard.clone(),
            reshuffled: view.reshuffled,
            progress: 0,
            seen: Vec::new(),
            turns_taken: view.turns_taken,
            went_out: view.went_out,
            last_turns_left: view.last_turns_left.clone(),
            to_reveal,
            totals: view.totals.clone(),
            sheet: view.sheet.clone(),
        }
    }
}

#[cfg(test)]
mod take_back_tests {
    use super::*;
    use crate::engine::{gained, take_back};

    fn face_up(view: &GridlockView) -> Vec<Card> {
        view.grids
            .iter()
            .flat_map(|grid| grid.slots.iter())
            .filter_map(|slot| match slot {
                SlotView::FaceUp(card) => Some(*card),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_take_back_is_refused_once_a_hidden_card_was_turned_up() {
        // A face-down grid card flipped, or a card drawn, that the seat had not seen.
        take_back::check::<GridlockGame>(
            &Settings::new(2, "").with_rounds(1),
            Seat(0),
            |before, after| {
                before.round == after.round && gained(&before.sightings(), &face_up(after))
            },
        );
    }
}
