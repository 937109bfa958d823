//! What one seat believes about the cards it cannot see.
//!
//! Two layers. *Hard* knowledge ([`super::Knowledge::hands`]) is certain: cards shown, traded with
//! this seat, or revealed. *Odds* ([`super::Knowledge::odds`]) are soft: each seat's expected hand
//! make-up as of the last time this observer lost track of it. An unseen trade between two seats
//! does not erase what the observer knew; it blends the two hands, each giving the other one card,
//! most likely a Darkness or the Sword (players keep what saves them).
//!
//! [`Belief::of`] combines both: the unseen cards are spread over the unseen places in proportion to
//! the odds, then balanced (Sinkhorn scaling) so every place holds as many cards as it has and every
//! unseen card is somewhere exactly once. The Grue heuristic reads it; determinization samples from it.
//!
//! A reading belief ([`Belief::reading`] with [`Reads::Play`], `expert`'s) also weighs how each
//! seat has played: the Traitor card never moves, so every offer, answer and pass its holder made
//! still says something about it. Each seat's chance of holding it is scaled by how much likelier
//! its record is with the Traitor ([`traitor_read`]), through the prior's Traitor odds and the
//! balancing, so the result is still one consistent spread of the cards.

use super::{Card, Conduct, GrueGame, GrueView};
use crate::engine::{Game, GameRng, Seat, take_one};

pub const CARD_KINDS: [Card; 6] = Card::ALL;

pub fn kind(card: Card) -> usize {
    CARD_KINDS
        .iter()
        .position(|&c| c == card)
        .expect("every card has a kind")
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

/// How readily a hand parts with each kind of card in an unseen trade: players keep the cards
/// that save them (Shield, Lantern), never give the Traitor, and mostly move Darkness and the Sword.
const GIVE_WEIGHT: Mix = [1.0, 0.0, 0.0, 0.25, 1.0, 0.25];

/// After an unseen one-for-one trade: each hand gives away one card, drawn from its make-up
/// weighted by [`GIVE_WEIGHT`], and receives the one the partner gave.
pub fn blend(own: &Mix, partner: &Mix) -> Mix {
    let given = |hand: &Mix| {
        let mut out = [0.0; 6];
        let total: f64 = (0..6).map(|k| hand[k] * GIVE_WEIGHT[k]).sum();
        if total > 0.0 {
            for k in 0..6 {
                out[k] = hand[k] * GIVE_WEIGHT[k] / total;
            }
        }
        out
    };
    let (lost, gained) = (given(own), given(partner));
    let mut out = *own;
    for k in 0..6 {
        out[k] = (own[k] - lost[k] + gained[k]).max(0.0);
    }
    out
}

/// How much of the table a belief reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reads {
    /// What the cards prove or make likely: shows, trades, deaths (`hard`, the rules of thumb and
    /// every playout).
    Facts,
    /// Also what each seat's play says of whether it holds the Traitor (`expert`).
    Play,
}

/// The acts a reading belief weighs, as [`Conduct`] counts them from `viewer`'s seat, in the
/// order of [`TRAITOR_READ`]: offers made, offers received from others, offers taken, offers
/// slid back, turns passed.
pub fn acts(conduct: &Conduct, viewer: Seat) -> [f64; 5] {
    [
        conduct.offered,
        conduct.offered_to_by_others(viewer),
        conduct.accepted,
        conduct.declined,
        conduct.passed,
    ]
    .map(|n| f64::from(n).ln_1p())
}

/// Per act of [`acts`]: the logarithm of how many times as likely the Traitor is in the hand of a
/// seat with that record, per unit of `ln(1 + times)`. Fitted by `arena signals` (a conditional
/// logit of who holds the Traitor, on the facts belief's chances) over 300 games of five `hard`
/// bots, seed 11: on the half of the games it was not fitted on, the (geometric) mean chance given
/// the true holder rose from 34% to 67% (log-likelihood -1.085 to -0.399). The Traitor offers its
/// Darkness for any weapon and takes every Darkness offered, while adventurers wait for the right
/// partner and turn away suspects: one offer made multiplies a seat's odds by 6.4, one offer
/// received and slid back divides them by 63, one pass by 5.6.
pub const TRAITOR_READ: [f64; 5] = [2.667, -1.758, 3.522, -4.230, -2.476];

/// How many times as likely `seat`'s record of play makes it to hold the Traitor, as `viewer`
/// reads it.
pub fn traitor_read(conduct: &Conduct, viewer: Seat) -> f64 {
    acts(conduct, viewer)
        .iter()
        .zip(TRAITOR_READ)
        .map(|(x, w)| x * w)
        .sum::<f64>()
        .exp()
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
    /// Rows (hands, then corpses) still holding exactly what the deal gave them: one card from
    /// each of the two [`dealt_halves`].
    as_dealt: Vec<bool>,
    four_seats: bool,
}

/// The two halves of a hand as dealt. Four seats: one of Sword, Shield, Lantern and one of
/// Traitor, Darkness. Five and six: a Darkness and one item.
fn dealt_halves(four_seats: bool) -> [&'static [Card]; 2] {
    if four_seats {
        [
            &[Card::Sword, Card::Shield, Card::Lantern],
            &[Card::Traitor, Card::Darkness],
        ]
    } else {
        [
            &[Card::Darkness],
            &[Card::Traitor, Card::Shield, Card::Sword, Card::Lantern],
        ]
    }
}

impl Belief {
    /// The facts' belief ([`Reads::Facts`]).
    pub fn of(view: &GrueView) -> Belief {
        Belief::reading(view, Reads::Facts)
    }

    pub fn reading(view: &GrueView, reads: Reads) -> Belief {
        let seats = view.seats();
        let mut pool = GrueGame::deck(&view.settings);
        for card in &view.out_of_play {
            take_one(&mut pool, card);
        }
        let mut known_hands = vec![Vec::new(); seats];
        let mut known_corpses = vec![Vec::new(); seats];
        // The viewer's own hand first: it is certain, and stale notes elsewhere must not claim its cards.
        let me_first = std::iter::once(view.me).chain(Seat::all(seats).filter(|&s| s != view.me));
        for seat in me_first {
            let i = seat.index();
            let mut known = if seat == view.me {
                view.hand.clone()
            } else {
                view.knowledge.hands[i].clone()
            };
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
                if take_one(&mut pool, &card) {
                    known_hands[i].push(card);
                }
            }
            for &card in view.knowledge.corpses[i]
                .iter()
                .take(usize::from(view.corpse_sizes[i]))
            {
                if take_one(&mut pool, &card) {
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
                        traitor_unseen
                            && view.alive[i]
                            && seat != view.grue
                            && Some(seat) != view.wizard
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
        let mut unseen = sinkhorn(prior.clone(), &open, &need);
        if reads == Reads::Play && traitor_unseen {
            // The play tells only where the Traitor is, so it scales each seat's chance of it by
            // its record's odds: q = p x read, renormalised. Scaling the prior once would fall
            // short of that (the balancing spreads part of the change over the hand's other
            // places), so the prior's Traitor odds are corrected until the balanced belief says q.
            let t = kind(Card::Traitor);
            let read: Vec<f64> = (0..seats)
                .map(|i| unseen[i][t] * traitor_read(&view.conduct[i], view.me))
                .collect();
            let total: f64 = read.iter().sum();
            if total > 0.0 {
                let wanted: Vec<f64> = read.iter().map(|q| q * need[t] / total).collect();
                for _ in 0..4 {
                    for (i, &q) in wanted.iter().enumerate() {
                        let now = unseen[i][t];
                        if now > 1e-12 {
                            prior[i][t] *= q / now;
                        }
                    }
                    unseen = sinkhorn(prior.clone(), &open, &need);
                }
            }
        }
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
            as_dealt: {
                let hand =
                    |s: Seat| s != view.grue && Some(s) != view.wizard && !view.touched[s.index()];
                let corpse = |s: Seat| !view.touched[s.index()] && !view.disturbed[s.index()];
                Seat::all(seats)
                    .map(hand)
                    .chain(Seat::all(seats).map(corpse))
                    .collect()
            },
            four_seats: seats == 4,
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
        let known = &self.known_hands[seat.index()];
        if [Card::Lantern, Card::Shield, Card::Traitor]
            .iter()
            .any(|c| known.contains(c))
        {
            // A defence known to be there: no kill, and the Sword may be beside a Shield.
            let slain = if known.contains(&Card::Shield) {
                p(Card::Sword)
            } else {
                0.0
            };
            return (0.0, slain);
        }
        // Two readings of the expected defences: as exclusive (a hand as dealt at five seats holds
        // one item) their chances add; spread evenly over the hand (at four seats an item and a
        // Traitor can share a hand) each card escapes alone. Neither holds everywhere: average.
        let defences = p(Card::Lantern) + p(Card::Shield) + p(Card::Traitor);
        let size = f64::from(view.hand_sizes[seat.index()].max(1));
        let exclusive = (1.0 - defences).max(0.0);
        let spread = (1.0 - defences / size).max(0.0).powf(size);
        // A hand still as dealt holds one of Sword and Shield at most: it cannot slay.
        let slain = if self.as_dealt[seat.index()] {
            0.0
        } else {
            p(Card::Shield) * p(Card::Sword)
        };
        (0.5 * (exclusive + spread), slain)
    }

    /// Deals the unseen cards into the unseen places, each place drawing in proportion to the
    /// belief. The most constrained go first (the Traitor, corpses of those who died showing
    /// nothing, hands still as dealt); a deal that breaks a constraint anyway is redrawn, a bounded
    /// number of times, so the sample is always a state the viewer could be in.
    pub fn sample(&self, rng: &mut GameRng) -> (Vec<Vec<Card>>, Vec<Vec<Card>>) {
        let mut attempt = self.sample_once(rng);
        for _ in 0..64 {
            if self.consistent(&attempt.0, &attempt.1) {
                break;
            }
            attempt = self.sample_once(rng);
        }
        attempt
    }

    fn consistent(&self, hands: &[Vec<Card>], corpses: &[Vec<Card>]) -> bool {
        let seats = hands.len();
        let halves = dealt_halves(self.four_seats);
        let shaped = |row: usize, cards: &[Card]| {
            !self.as_dealt[row]
                || halves
                    .iter()
                    .all(|half| cards.iter().filter(|c| half.contains(c)).count() <= 1)
        };
        (0..seats).all(|i| {
            let corpse_ok = self.disturbed[i]
                || corpses[i]
                    .iter()
                    .all(|c| matches!(c, Card::Darkness | Card::Sword));
            corpse_ok && shaped(i, &hands[i]) && shaped(seats + i, &corpses[i])
        })
    }

    fn sample_once(&self, rng: &mut GameRng) -> (Vec<Vec<Card>>, Vec<Vec<Card>>) {
        let seats = self.hands.len();
        let mut hands = self.known_hands.clone();
        let mut corpses = self.known_corpses.clone();
        let mut pool = self.pool.clone();
        let halves = dealt_halves(self.four_seats);
        let traitor_half = halves
            .iter()
            .position(|h| h.contains(&Card::Traitor))
            .expect("a half holds the Traitor");
        if take_one(&mut pool, &Card::Traitor) {
            let t = kind(Card::Traitor);
            let weights: Vec<f64> = (0..seats)
                .map(|i| {
                    // A hand as dealt has one card of each half: no room if that half is known.
                    let half_taken = self.as_dealt[i]
                        && hands[i].iter().any(|c| halves[traitor_half].contains(c));
                    if half_taken {
                        0.0
                    } else {
                        self.unseen_hands[i][t]
                    }
                })
                .collect();
            let seat = weighted(rng, &weights)
                .or_else(|| {
                    weighted(
                        rng,
                        &(0..seats)
                            .map(|i| self.unseen_hands[i][t])
                            .collect::<Vec<_>>(),
                    )
                })
                .expect("some seat can hold the unseen Traitor");
            hands[seat].push(Card::Traitor);
        }
        // Undisturbed corpses first: their owners died showing nothing, so they hold only
        // Darkness or the Sword, and one of each half if their hand was still as dealt.
        for i in (0..seats).filter(|&i| !self.disturbed[i]) {
            let row = seats + i;
            for half in halves {
                let room = corpses[i].len() < self.known_corpses[i].len() + self.open[row];
                let needed = !self.as_dealt[row] || !corpses[i].iter().any(|c| half.contains(c));
                if room && needed {
                    let allowed =
                        |c: Card| half.contains(&c) && matches!(c, Card::Darkness | Card::Sword);
                    draw_where(
                        rng,
                        &mut pool,
                        &self.unseen_corpses[i],
                        &allowed,
                        &mut corpses[i],
                    );
                }
            }
            while corpses[i].len() < self.known_corpses[i].len() + self.open[row]
                && draw_where(
                    rng,
                    &mut pool,
                    &self.unseen_corpses[i],
                    &|c| matches!(c, Card::Darkness | Card::Sword),
                    &mut corpses[i],
                )
            {}
        }
        // Hands still as dealt get one card of each half.
        let mut rows: Vec<usize> = (0..seats)
            .filter(|&r| self.as_dealt[r] && self.open[r] > 0)
            .collect();
        rng.shuffle(&mut rows);
        for row in rows {
            for half in halves {
                let full = hands[row].len() >= self.known_hands[row].len() + self.open[row];
                if full || hands[row].iter().any(|c| half.contains(c)) {
                    continue;
                }
                draw_where(
                    rng,
                    &mut pool,
                    &self.unseen_hands[row],
                    &|c| half.contains(&c),
                    &mut hands[row],
                );
            }
        }
        for i in (0..seats).filter(|&i| self.disturbed[i]) {
            while corpses[i].len() < self.known_corpses[i].len() + self.open[seats + i]
                && !pool.is_empty()
            {
                draw_into(rng, &mut pool, &self.unseen_corpses[i], &mut corpses[i]);
            }
        }
        let mut order: Vec<usize> = (0..seats).collect();
        rng.shuffle(&mut order);
        for i in order {
            while hands[i].len() < self.known_hands[i].len() + self.open[i] && !pool.is_empty() {
                draw_into(rng, &mut pool, &self.unseen_hands[i], &mut hands[i]);
            }
        }
        // Whatever the constraints left over still has to be somewhere: the consistency check
        // rejects such a deal, but a state must always hold every card.
        for (i, corpse) in corpses.iter_mut().enumerate().take(seats) {
            while corpse.len() < self.known_corpses[i].len() + self.open[seats + i]
                && !pool.is_empty()
            {
                corpse.push(pool.remove(0));
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
    if !draw_where(rng, pool, belief, &|c| c != Card::Traitor, to) {
        let index = rng.below(pool.len());
        to.push(pool.remove(index));
    }
}

/// Draws one card that `allowed` accepts, weighted by the belief (uniform among the allowed if
/// the belief gives them no weight). False when no card in the pool is allowed.
fn draw_where(
    rng: &mut GameRng,
    pool: &mut Vec<Card>,
    belief: &Mix,
    allowed: &dyn Fn(Card) -> bool,
    to: &mut Vec<Card>,
) -> bool {
    let weights: Vec<f64> = pool
        .iter()
        .map(|&c| if allowed(c) { belief[kind(c)] } else { 0.0 })
        .collect();
    let uniform: Vec<f64> = pool
        .iter()
        .map(|&c| if allowed(c) { 1.0 } else { 0.0 })
        .collect();
    match weighted(rng, &weights).or_else(|| weighted(rng, &uniform)) {
        Some(index) => {
            to.push(pool.remove(index));
            true
        }
        None => false,
    }
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
    for _ in 0..5 {
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
