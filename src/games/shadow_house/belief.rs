//! What one seat believes about who holds the Culprit, from its view alone.
//!
//! The belief replays the seat's memory of the round in order, carrying two things:
//! * **facts**: cards certainly in each hand now (its own hand, cards it passed that have not
//!   been mixed away since, a Witness look, a Toby reveal, the Baby's answer);
//! * **odds** that each seat holds the Culprit, a distribution over seats moved by every public
//!   transfer (a card passed or taken at random moves the Culprit with probability one over the
//!   hand size), weighed by every answer ("no" from a Detective's target is only likely for the
//!   culprit if it holds an Alibi; a Toby miss is likely for the culprit only with many cards; a
//!   Witness who swaps saw the Culprit or an Accomplice card), and pinned by facts.
//!
//! Accomplices need no belief: playing the Accomplice card is public.

use super::{Card, HAND_SIZE, Happening, Reply, ShadowView, full_deck};
use crate::engine::Seat;

#[derive(Clone, PartialEq, Debug)]
pub struct Belief {
    /// Probability that each seat holds the Culprit now.
    pub culprit: Vec<f64>,
    /// Cards certainly in each hand now (the viewer's own hand exactly).
    pub known: Vec<Vec<Card>>,
}

/// Adds `seen` to `known` as a union by count (the same copy may already be known).
fn merge(known: &mut Vec<Card>, seen: &[Card]) {
    for &card in seen {
        let have = known.iter().filter(|&&c| c == card).count();
        let need = seen.iter().filter(|&&c| c == card).count();
        if have < need {
            known.push(card);
        }
    }
    known.sort();
}

fn remove(known: &mut Vec<Card>, card: Card) {
    if let Some(i) = known.iter().position(|&c| c == card) {
        known.remove(i);
    }
}

struct Tracker {
    seats: usize,
    me: Seat,
    p: Vec<f64>,
    known: Vec<Vec<Card>>,
    sizes: Vec<usize>,
    /// Chance that a hand of `h` cards other than the Culprit holds an Alibi, per card.
    alibi_rate: f64,
    accomplice_rate: f64,
}

impl Tracker {
    fn normalize(&mut self) {
        let me = self.me;
        if self.known[me.index()].contains(&Card::Culprit) {
            self.pin(me);
            return;
        }
        self.p[me.index()] = 0.0;
        if let Some(holder) =
            Seat::all(self.seats).find(|s| self.known[s.index()].contains(&Card::Culprit))
        {
            self.pin(holder);
            return;
        }
        for s in 0..self.seats {
            if self.sizes[s] == 0 {
                self.p[s] = 0.0;
            }
        }
        let total: f64 = self.p.iter().sum();
        if total > 1e-12 {
            for p in &mut self.p {
                *p /= total;
            }
        } else {
            let candidates: Vec<usize> = (0..self.seats)
                .filter(|&s| s != me.index() && self.sizes[s] > 0)
                .collect();
            let n = candidates.len().max(1) as f64;
            self.p = vec![0.0; self.seats];
            for s in candidates {
                self.p[s] = 1.0 / n;
            }
        }
    }

    fn pin(&mut self, seat: Seat) {
        self.p = vec![0.0; self.seats];
        self.p[seat.index()] = 1.0;
    }

    fn size(&self, seat: Seat) -> f64 {
        self.sizes[seat.index()].max(1) as f64
    }

    /// Each `(from, to)` passes one unknown card (the viewer's own passes are fixed up by its
    /// private notes that follow).
    fn transfer(&mut self, moves: &[(Seat, Seat)]) {
        let mut next = self.p.clone();
        for &(from, to) in moves {
            let moved = self.p[from.index()] / self.size(from);
            next[from.index()] -= moved;
            next[to.index()] += moved;
        }
        for &(from, to) in moves {
            self.sizes[from.index()] -= 1.min(self.sizes[from.index()]);
            self.sizes[to.index()] += 1;
            if from != self.me {
                self.known[from.index()].clear();
            }
        }
        self.p = next;
    }

    fn observe(&mut self, what: &Happening) {
        let me = self.me;
        match what {
            Happening::Dealt { cards } => {
                self.known[me.index()] = cards.clone();
                self.sizes[me.index()] = cards.len();
            }
            Happening::Played { seat, card, .. } => {
                remove(&mut self.known[seat.index()], *card);
                self.sizes[seat.index()] = self.sizes[seat.index()].saturating_sub(1);
            }
            Happening::Discarded { seat, card } => {
                remove(&mut self.known[seat.index()], *card);
                self.sizes[seat.index()] = self.sizes[seat.index()].saturating_sub(1);
            }
            Happening::DrewFromPile { seat } => self.sizes[seat.index()] += 1,
            Happening::Drew { card } => self.known[me.index()].push(*card),
            Happening::Answered {
                seat,
                reply: Reply::No,
            } if *seat != me => {
                let others = (self.size(*seat) - 1.0).max(0.0);
                let with_alibi = 1.0 - (1.0 - self.alibi_rate).powf(others);
                self.p[seat.index()] *= with_alibi;
            }
            Happening::TobyMissed { target } => {
                let h = self.size(*target);
                self.p[target.index()] *= (h - 1.0) / h;
            }
            Happening::TobySaw { target, card } => merge(&mut self.known[target.index()], &[*card]),
            Happening::BabyShowed { culprit } => {
                merge(&mut self.known[culprit.index()], &[Card::Culprit])
            }
            Happening::SawHand { seat, cards } => self.known[seat.index()] = cards.clone(),
            Happening::Shared { seats } => {
                let moves: Vec<(Seat, Seat)> = seats
                    .iter()
                    .map(|&s| (s, s.clockwise(1, self.seats)))
                    .collect();
                self.transfer(&moves);
            }
            Happening::Rumored { pairs } => {
                let moves: Vec<(Seat, Seat)> =
                    pairs.iter().map(|&(taker, from)| (from, taker)).collect();
                self.transfer(&moves);
            }
            Happening::FrenzyDealt { seats } => {
                let k = seats.len().max(1) as f64;
                let mut pool = 0.0;
                for &s in seats {
                    let moved = self.p[s.index()] / self.size(s);
                    pool += moved;
                    self.p[s.index()] -= moved;
                }
                for &s in seats {
                    self.p[s.index()] += pool / k;
                    if s != me {
                        self.known[s.index()].clear();
                    }
                }
            }
            Happening::FrenzyPool { cards } if !cards.contains(&Card::Culprit) => {
                // The Culprit stayed where it was: undo the pool's share of the odds.
                // (Approximate: the odds are renormalised below.)
            }
            Happening::Gave { to, card } => {
                remove(&mut self.known[me.index()], *card);
                self.known[to.index()].push(*card);
                self.known[to.index()].sort();
            }
            Happening::Got { card, .. } => {
                self.known[me.index()].push(*card);
                self.known[me.index()].sort();
            }
            Happening::PutInPool { card } => remove(&mut self.known[me.index()], *card),
            Happening::WitnessSwapped { witness, target } => {
                if *target != me {
                    // The witness saw the Culprit or an Accomplice card there.
                    let h = self.size(*target) - 1.0;
                    let accomplice = 1.0 - (1.0 - self.accomplice_rate).powf(h.max(0.0));
                    let p = self.p[target.index()];
                    let boosted = p / (p + (1.0 - p) * accomplice.max(0.02));
                    let scale = if p < 1.0 {
                        (1.0 - boosted) / (1.0 - p)
                    } else {
                        0.0
                    };
                    for s in 0..self.seats {
                        self.p[s] = if s == target.index() {
                            boosted
                        } else {
                            self.p[s] * scale
                        };
                    }
                }
                let (w, t) = (*witness, *target);
                let witness_cards = self.known[w.index()].clone();
                let target_cards = self.known[t.index()].clone();
                self.transfer(&[(w, t), (t, w)]);
                if w == me {
                    self.known[w.index()] = witness_cards;
                }
                if t == me {
                    self.known[t.index()] = target_cards;
                }
            }
            Happening::Swapped { player, target } => {
                let (a, b) = (*player, *target);
                let mine = self.known[me.index()].clone();
                self.transfer(&[(a, b), (b, a)]);
                self.known[me.index()] = mine;
            }
            _ => {}
        }
        self.normalize();
    }
}

impl Belief {
    pub fn of(view: &ShadowView) -> Belief {
        let seats = view.seats();
        let me = view.me;
        let mut unseen = full_deck();
        for c in view
            .hand
            .iter()
            .chain(view.in_front.iter().flatten())
            .chain(&view.discards)
        {
            remove(&mut unseen, *c);
        }
        let rate = |card: Card| {
            let n = unseen.iter().filter(|&&c| c == card).count() as f64;
            n / unseen.len().max(1) as f64
        };
        let mut p = vec![1.0; seats];
        p[me.index()] = 0.0;
        let mut tracker = Tracker {
            seats,
            me,
            p,
            known: vec![Vec::new(); seats],
            sizes: vec![HAND_SIZE; seats],
            alibi_rate: rate(Card::Alibi),
            accomplice_rate: rate(Card::Accomplice),
        };
        for note in &view.memory {
            tracker.observe(&note.what);
        }
        // The view's own numbers are the truth: re-anchor sizes and the viewer's hand.
        tracker.sizes = view.hand_sizes.iter().map(|&n| usize::from(n)).collect();
        tracker.known[me.index()] = view.hand.clone();
        for s in Seat::all(seats) {
            let size = tracker.sizes[s.index()];
            if tracker.known[s.index()].len() > size {
                tracker.known[s.index()].clear();
            }
        }
        tracker.normalize();
        Belief {
            culprit: tracker.p,
            known: tracker.known,
        }
    }

    /// The seat most likely to hold the Culprit among `among` (ties: the first).
    pub fn likeliest(&self, among: impl Iterator<Item = Seat>) -> Option<Seat> {
        among.max_by(|a, b| {
            self.culprit[a.index()]
                .total_cmp(&self.culprit[b.index()])
                .then(b.0.cmp(&a.0))
        })
    }

    /// The seat least likely to hold the Culprit among `among`.
    pub fn unlikeliest(&self, among: impl Iterator<Item = Seat>) -> Option<Seat> {
        among.min_by(|a, b| {
            self.culprit[a.index()]
                .total_cmp(&self.culprit[b.index()])
                .then(a.0.cmp(&b.0))
        })
    }

    /// The seat known to hold the Culprit, if the odds are certain.
    pub fn certain(&self) -> Option<Seat> {
        self.culprit
            .iter()
            .position(|&p| p > 0.999)
            .map(|i| Seat(i as u8))
    }
}
