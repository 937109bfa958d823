//! What one seat believes about the cards it cannot see.
//!
//! Two layers. *Hard* knowledge ([`super::Knowledge::hands`]) is certain: cards shown, traded with
//! this seat, or revealed. *Odds* ([`super::Knowledge::odds`]) are soft: each seat's expected hand
//! make-up as of the last time this observer lost track of it. An unseen trade between two seats
//! does not erase what the observer knew; it blends the two hands, since each gave the other about
//! half of what it held.
//!
//! [`Belief::of`] combines both: the unseen cards are spread over the unseen places in proportion to
//! the odds, then balanced (Sinkhorn scaling) so every place holds as many cards as it has and every
//! unseen card is somewhere exactly once. The Grue heuristic reads it; determinization samples from it.

use super::{Card, GrueGame, GrueView, take_one};
use crate::engine::{Game, GameRng, Seat};

pub const CARD_KINDS: [Card; 6] = [Card::Darkness, Card::Grue, Card::Traitor, Card::Shield, Card::Sword, Card::Lantern];

pub fn kind(card: Card) -> usize {
    CARD_KINDS.iter().position(|&c| c == card).expect("every card has a kind")
}

/// Card counts by kind.
pub type Mix = [f64; 6];

pub fn counts(cards: &[Card]) -> Mix {
    let mut mix = [0.0; 6];
    for &card in cards {
        mix[kind(card)] += 1.0;
    }
    mix
}

/// A seat's expected hand: the known cards plus the unknown places filled by the odds.
pub fn expected_hand(known: &[Card], odds: &Mix, hand_size: usize) -> Mix {
    let mut mix = counts(known);
    let open = hand_size.saturating_sub(known.len()) as f64;
    let total: f64 = odds.iter().sum();
    if open > 0.0 && total > 0.0 {
        for (m, o) in mix.iter_mut().zip(odds) {
            *m += open * o / total;
        }
    }
    mix
}

/// After an unseen one-for-one trade: each hand gives away one card in `size` of its make-up and
/// receives one in the partner's. The Traitor card never moves.
pub fn blend(own: &Mix, own_size: usize, partner: &Mix, partner_size: usize) -> Mix {
    let mut out = *own;
    for k in 0..6 {
        if CARD_KINDS[k] == Card::Traitor {
            continue;
        }
        out[k] = own[k] - own[k] / own_size.max(1) as f64 + partner[k] / partner_size.max(1) as f64;
    }
    out
}

/// Expected count of each card kind in every hand and corpse, from one seat's view.
#[derive(Clone, Debug, PartialEq)]
pub struct Belief {
    pub hands: Vec<Mix>,
    pub corpses: Vec<Mix>,
    /// The unseen part only: what determinization distributes.
    unseen_hands: Vec<Mix>,
    unseen_corpses: Vec<Mix>,
    /// Cards the viewer cannot place, with multiplicity.
    pub pool: Vec<Card>,
    /// Cards the viewer can place, per hand and corpse.
    pub known_hands: Vec<Vec<Card>>,
    pub known_corpses: Vec<Vec<Card>>,
    /// Places the viewer cannot see into, per hand and corpse.
    open: Vec<usize>,
    disturbed: Vec<bool>,
}

impl Belief {
    pub fn of(view: &GrueView) -> Belief {
        let seats = view.seats();
        let mut pool = GrueGame::deck(&view.settings);
        for &card in &view.out_of_play {
            take_one(&mut pool, card);
        }
        let mut known_hands = vec![Vec::new(); seats];
        let mut known_corpses = vec![Vec::new(); seats];
        // The viewer's own hand first: it is certain, and stale notes elsewhere must not claim its cards.
        let me_first = std::iter::once(view.me).chain(Seat::all(seats).filter(|&s| s != view.me));
        for seat in me_first {
            let i = seat.index();
            let mut known = if seat == view.me { view.hand.clone() } else { view.knowledge.hands[i].clone() };
            for (is, card) in [
                (seat == view.grue, Card::Grue),
                (view.lantern_holder == Some(seat), Card::Lantern),
                (view.traitor == Some(seat), Card::Traitor),
            ] {
                if is && !known.contains(&card) {
                    known.push(card);
                }
            }
            known.truncate(usize::from(view.hand_sizes[i]));
            for card in known {
                if take_one(&mut pool, card) {
                    known_hands[i].push(card);
                }
            }
            for &card in view.knowledge.corpses[i].iter().take(usize::from(view.corpse_sizes[i])) {
                if take_one(&mut pool, card) {
                    known_corpses[i].push(card);
                }
            }
        }
        let need = counts(&pool);
        let traitor_unseen = need[kind(Card::Traitor)] > 0.0;
        // Rows 0..seats are hands, seats..2*seats corpses.
        let mut prior = vec![[0.0; 6]; 2 * seats];
        let mut open = vec![0.0; 2 * seats];
        for seat in Seat::all(seats) {
            let i = seat.index();
            open[i] = (usize::from(view.hand_sizes[i]) - known_hands[i].len()) as f64;
            open[seats + i] = (usize::from(view.corpse_sizes[i]) - known_corpses[i].len()) as f64;
            let odds = view.knowledge.odds[i];
            let total: f64 = odds.iter().sum();
            for k in 0..6 {
                let card = CARD_KINDS[k];
                let possible = match card {
                    Card::Grue => false,
                    // The Traitor never moves and never dies; the Wizard was dealt no item.
                    Card::Traitor => {
                        traitor_unseen && view.alive[i] && seat != view.grue && Some(seat) != view.wizard
                    }
                    _ => true,
                };
                if possible && total > 0.0 {
                    prior[i][k] = (odds[k] / total).max(1e-3);
                }
                // An undisturbed corpse's owner could not defend: no Shield, Lantern or Traitor.
                let corpse_possible = if view.disturbed[i] {
                    !matches!(card, Card::Lantern | Card::Traitor | Card::Grue)
                } else {
                    matches!(card, Card::Darkness | Card::Sword)
                };
                prior[seats + i][k] = if corpse_possible { 1.0 } else { 0.0 };
            }
        }
        let unseen = sinkhorn(prior, &open, &need);
        let mut hands = Vec::with_capacity(seats);
        let mut corpses = Vec::with_capacity(seats);
        for i in 0..seats {
            let mut h = counts(&known_hands[i]);
            let mut c = counts(&known_corpses[i]);
            for k in 0..6 {
                h[k] += unseen[i][k];
                c[k] += unseen[seats + i][k];
            }
            hands.push(h);
            corpses.push(c);
        }
        Belief {
            hands,
            corpses,
            unseen_hands: unseen[..seats].to_vec(),
            unseen_corpses: unseen[seats..].to_vec(),
            pool,
            known_hands,
            known_corpses,
            open: open.iter().map(|&x| x as usize).collect(),
            disturbed: view.disturbed.clone(),
        }
    }

    /// Expected copies of `card` in `seat`'s hand (a probability for single cards).
    pub fn holds(&self, seat: Seat, card: Card) -> f64 {
        self.hands[seat.index()][kind(card)].min(2.0)
    }

    /// Chance that an attack on `seat` kills it, and chance that it slays the Grue.
    pub fn attack_odds(&self, view: &GrueView, seat: Seat) -> (f64, f64) {
        if Some(seat) == view.wizard {
            return (1.0 - self.holds(seat, Card::Darkness).min(1.0), 0.0);
        }
        let p = |c| self.holds(seat, c).min(1.0);
        let defended = 1.0 - (1.0 - p(Card::Lantern)) * (1.0 - p(Card::Shield)) * (1.0 - p(Card::Traitor));
        (1.0 - defended, p(Card::Shield) * p(Card::Sword))
    }

    /// Deals the unseen cards into the unseen places, each place drawing in proportion to the
    /// belief. The Traitor goes first (it is the most constrained), then corpses, then hands.
    pub fn sample(&self, rng: &mut GameRng) -> (Vec<Vec<Card>>, Vec<Vec<Card>>) {
        let seats = self.hands.len();
        let mut hands = self.known_hands.clone();
        let mut corpses = self.known_corpses.clone();
        let mut pool = self.pool.clone();
        if take_one(&mut pool, Card::Traitor) {
            let t = kind(Card::Traitor);
            let weights: Vec<f64> = (0..seats).map(|i| self.unseen_hands[i][t]).collect();
            let seat = weighted(rng, &weights).expect("some seat can hold the unseen Traitor");
            hands[seat].push(Card::Traitor);
        }
        // Undisturbed corpses first: they can take only Darkness or the Sword, and a disturbed
        // corpse filled earlier could leave them nothing they may hold.
        let mut corpse_order: Vec<usize> = (0..seats).collect();
        corpse_order.sort_by_key(|&i| self.disturbed[i]);
        for i in corpse_order {
            for _ in 0..self.open[seats + i] {
                draw_into(rng, &mut pool, &self.unseen_corpses[i], &mut corpses[i]);
            }
        }
        let mut order: Vec<usize> = (0..seats).collect();
        rng.shuffle(&mut order);
        for i in order {
            let placed = hands[i].len() - self.known_hands[i].len();
            for _ in placed..self.open[i] {
                draw_into(rng, &mut pool, &self.unseen_hands[i], &mut hands[i]);
            }
        }
        debug_assert!(pool.is_empty(), "every unseen card found a place: {pool:?}");
        for cards in hands.iter_mut().chain(corpses.iter_mut()) {
            cards.sort();
        }
        (hands, corpses)
    }
}

/// Draws one card from `pool` with weight `belief[kind] x copies left`, falling back to uniform
/// when the belief rules out everything that is left.
fn draw_into(rng: &mut GameRng, pool: &mut Vec<Card>, belief: &Mix, to: &mut Vec<Card>) {
    if pool.is_empty() {
        return;
    }
    let weights: Vec<f64> = pool.iter().map(|&c| if c == Card::Traitor { 0.0 } else { belief[kind(c)] }).collect();
    let index = weighted(rng, &weights).unwrap_or_else(|| rng.below(pool.len()));
    to.push(pool.remove(index));
}

fn weighted(rng: &mut GameRng, weights: &[f64]) -> Option<usize> {
    let total: f64 = weights.iter().sum();
    if total <= 0.0 {
        return None;
    }
    let mut x = rng.unit() * total;
    for (i, &w) in weights.iter().enumerate() {
        if x < w {
            return Some(i);
        }
        x -= w;
    }
    weights.iter().rposition(|&w| w > 0.0)
}

/// Scales `prior` so row `r` sums to `rows[r]` and column `k` to `columns[k]` (iterative
/// proportional fitting; converges quickly on these tiny matrices).
fn sinkhorn(mut m: Vec<Mix>, rows: &[f64], columns: &Mix) -> Vec<Mix> {
    for _ in 0..40 {
        for (row, &target) in m.iter_mut().zip(rows) {
            let sum: f64 = row.iter().sum();
            let scale = if sum > 0.0 { target / sum } else { 0.0 };
            row.iter_mut().for_each(|x| *x *= scale);
        }
        for k in 0..6 {
            let sum: f64 = m.iter().map(|row| row[k]).sum();
            let scale = if sum > 0.0 { columns[k] / sum } else { 0.0 };
            m.iter_mut().for_each(|row| row[k] *= scale);
        }
    }
    m
}
