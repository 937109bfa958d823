//! What one seat believes about who holds the Culprit, from its view alone.
//!
//! The belief replays the seat's memory of the round in order, carrying two things:
//! * **facts**: cards certainly in each hand now (its own hand, cards it passed that have not
//!   been mixed away since, a Witness look, a card Toby made a player reveal to the table, the
//!   Baby's answer);
//! * **odds** that each seat holds the Culprit, a distribution over seats moved by every public
//!   transfer (a card passed or taken at random moves the Culprit with probability one over the
//!   hand size), weighed by every answer ("no" from a Detective's target is only likely for the
//!   culprit if it holds an Alibi; a card Toby revealed that is not the Culprit is likely for the
//!   culprit only with many cards; a
//!   Witness who swaps saw the Culprit or an Accomplice card), and pinned by facts.
//!
//! Besides the odds it keeps the *hard* facts the record implies, which a sampled world must
//! respect ([`super::determinize`]):
//! * a seat that answered "no" to a Detective and has since neither received a card that could be
//!   the Culprit nor parted with a card that could be an Alibi holds an Alibi if it holds the
//!   Culprit ([`Belief::alibi_if_culprit`]);
//! * a seat shown to hold no Culprit (Toby revealing a one-card hand, a "no" from a one-card hand,
//!   a Witness look) holds none until it receives a card ([`Belief::cleared`]);
//! * a Witness who swapped saw the Culprit or an Accomplice card: until either hand trades with
//!   someone else, one of the two holds one ([`Belief::culprit_or_accomplice`]).
//!
//! Accomplices need no belief: playing the Accomplice card is public.
//!
//! A reading belief ([`Belief::reading`] with [`Reads::Play`], `expert`'s) also weighs how
//! opponents play: a card a culprit plays more or less often than an innocent on its turn, and a
//! card aimed at a seat, scale that seat's odds by how much likelier the play is with the
//! Culprit in its hand, and the round's record as a whole (who ever played or was aimed at with
//! what) scales them once more at the end ([`CULPRIT_READ`], measured by `arena signals`).

use super::{Card, Happening, Note, PhaseView, Reply, ShadowView};
use crate::engine::Seat;

#[derive(Clone, PartialEq, Debug)]
pub struct Belief {
    /// Probability that each seat holds the Culprit now.
    pub culprit: Vec<f64>,
    /// Cards certainly in each hand now (the viewer's own hand exactly).
    pub known: Vec<Vec<Card>>,
    /// Seats that must hold an Alibi if they hold the Culprit (an unexplained "no").
    pub alibi_if_culprit: Vec<bool>,
    /// Seats that certainly hold no Culprit.
    pub cleared: Vec<bool>,
    /// `(witness, target)` pairs of Witness swaps: one of the two hands holds the Culprit or an
    /// Accomplice card.
    pub culprit_or_accomplice: Vec<(Seat, Seat)>,
}

/// How much of the table a belief reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reads {
    /// What the record proves, or makes likely by chance alone: passes, answers, looks (`hard`).
    Facts,
    /// Also what the opponents' choice of plays says (`expert`).
    Play,
}

impl Reads {
    /// How this reading reads the seats' play, if it does.
    fn read(self) -> Option<PlayRead> {
        match self {
            Reads::Facts => None,
            Reads::Play => Some(CULPRIT_READ),
        }
    }
}

/// How a reading belief ([`Reads::Play`]) weighs the seats' play, in two ways. As each card is
/// played it scales its player's odds of holding the Culprit (and its target's, if aimed) by how
/// many times as likely the play is with the Culprit in the hand, and later passes carry the
/// scaled odds along as they do the rest; what the play says of where the Culprit went is left to
/// the second way: once the round's record is read, each seat's odds are scaled by a conditional
/// logit of whether it ever played each card, or had it aimed at it, this round.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PlayRead {
    /// Per [`Card::index`]: the ratio for the player of the card, as it plays it.
    pub played: [f64; Card::ALL.len()],
    /// Per [`Card::index`]: the ratio for the seat the card is aimed at, as it is aimed.
    pub aimed: [f64; Card::ALL.len()],
    /// Per [`Card::index`]: the log odds for a seat that played the card this round.
    pub ever_played: [f64; Card::ALL.len()],
    /// Per [`Card::index`]: the log odds for a seat the card was aimed at this round.
    pub ever_aimed: [f64; Card::ALL.len()],
}

impl PlayRead {
    /// A read that reads nothing: every ratio 1.
    pub const NONE: PlayRead = PlayRead {
        played: [1.0; Card::ALL.len()],
        aimed: [1.0; Card::ALL.len()],
        ever_played: [0.0; Card::ALL.len()],
        ever_aimed: [0.0; Card::ALL.len()],
    };

    /// How many times as likely `seat`'s record in `memory` (this round's) makes it to hold the
    /// Culprit, by [`PlayRead::ever_played`] and [`PlayRead::ever_aimed`].
    fn record_odds(&self, memory: &[Note], seat: Seat) -> f64 {
        let mut played = [false; Card::ALL.len()];
        let mut aimed = [false; Card::ALL.len()];
        for note in memory {
            if let Happening::Played {
                seat: by,
                card,
                target,
            } = &note.what
            {
                played[card.index()] |= *by == seat;
                aimed[card.index()] |= *target == Some(seat);
            }
        }
        let weight = |ever: &[bool], weights: &[f64]| -> f64 {
            ever.iter()
                .zip(weights)
                .filter(|(ever, _)| **ever)
                .map(|(_, w)| w)
                .sum()
        };
        (weight(&played, &self.ever_played) + weight(&aimed, &self.ever_aimed)).exp()
    }

    /// A read from rows of (card, ratio as played, ratio as aimed, log odds ever played, log
    /// odds ever aimed at); cards without a row read nothing.
    const fn table(rows: &[(Card, f64, f64, f64, f64)]) -> PlayRead {
        let mut read = PlayRead::NONE;
        let mut i = 0;
        while i < rows.len() {
            let (card, played, aimed, ever_played, ever_aimed) = rows[i];
            read.played[card as usize] = played;
            read.aimed[card as usize] = aimed;
            read.ever_played[card as usize] = ever_played;
            read.ever_aimed[card as usize] = ever_aimed;
            i += 1;
        }
        read
    }
}

/// `expert`'s read, measured by `arena signals --game shadow-house --seats
/// hard,hard,hard,hard,hard --games 5000 --seed 13 --rounds 1` (1,000 deals) over every game: as
/// played, each act's odds ratio of the actor (or target) holding the Culprit against what a third
/// seat's facts belief said (a Detective's player held it 12.9% of the time where the onlookers
/// said 26.4%); ever, a conditional logit of who holds the Culprit fitted on those chances. Fitted
/// on the even deals alone and scored on the odd ones, the mean log-likelihood of the true holder
/// was -1.3159 on the facts alone, -1.2182 by the read this replaces (fitted on 200 deals of seed
/// 11), -1.2051 by the ratios as played and -1.2033 with the logit too. A culprit keeps its
/// Detectives (aimed, they would hear its allies' "no") and mixes hands (Share, Rumors, Frenzy)
/// or calls the Servant to send the Culprit away.
pub const CULPRIT_READ: PlayRead = PlayRead::table(&[
    // card, as played, as aimed, ever played, ever aimed at
    (Card::Detective, 0.42, 1.47, -0.220, 0.360),
    (Card::Accomplice, 0.71, 1.11, -0.124, -0.052),
    (Card::Sheriff, 0.87, 1.02, -0.091, -0.123),
    (Card::Alibi, 1.07, 1.0, -0.105, 0.0),
    (Card::Toby, 0.74, 1.25, 0.069, 0.184),
    (Card::Baby, 0.63, 1.0, 0.058, 0.0),
    (Card::Share, 1.84, 1.0, 0.179, 0.0),
    (Card::Rumors, 1.56, 1.0, 0.062, 0.0),
    (Card::Frenzy, 2.35, 1.0, 0.309, 0.0),
    (Card::Soothsayer, 1.58, 1.0, -0.190, 0.0),
    (Card::Witness, 0.70, 1.14, -0.178, -0.353),
    (Card::Servant, 1.95, 1.0, 0.087, 0.0),
    (Card::Housekeeper, 1.51, 1.0, -0.108, 0.0),
    (Card::Swap, 1.20, 1.00, -0.074, 0.037),
]);

fn full_deck_len() -> usize {
    Card::ALL.iter().map(|c| c.copies()).sum()
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
    alibi_if_culprit: Vec<bool>,
    cleared: Vec<bool>,
    culprit_or_accomplice: Vec<(Seat, Seat)>,
    /// The odds before the last Frenzy deal and who took part, for the Frenzy player's look at
    /// the pool.
    before_frenzy: Option<(Vec<f64>, Vec<Seat>)>,
    /// How the seat's play scales its odds ([`Reads::Play`] only).
    read: Option<PlayRead>,
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
            if self.sizes[s] == 0 || self.cleared[s] {
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
            // The viewer learns which card it took from `from` (its `Got` note follows), so
            // what it knew of that hand stays known but for that card.
            if from != self.me && to != self.me {
                self.known[from.index()].clear();
            }
            // The viewer's own cards are named by its `Gave` note, which undoes this if needed.
            if from != self.me {
                self.received_unknown(to);
            }
            // An Alibi may have left: unless the viewer took the card and saw it (`Got`).
            if to != self.me {
                self.alibi_if_culprit[from.index()] = false;
            }
            self.culprit_or_accomplice
                .retain(|&(w, t)| ![w, t].contains(&from) && ![w, t].contains(&to));
        }
        self.p = next;
    }

    /// `seat` took a card that may be the Culprit: what was ruled out about it no longer holds.
    fn received_unknown(&mut self, seat: Seat) {
        self.alibi_if_culprit[seat.index()] = false;
        self.cleared[seat.index()] = false;
    }

    fn observe(&mut self, what: &Happening) {
        let me = self.me;
        if matches!(
            what,
            Happening::RoundDealt { .. }
                | Happening::TurnBegan { .. }
                | Happening::SkippedEmptyHand { .. }
                | Happening::HandcuffsGiven { .. }
                | Happening::WitnessKept { .. }
                | Happening::Said { .. }
                | Happening::FrenzyFizzled
        ) {
            // Nothing to learn about hands.
            return;
        }
        // The odds are kept unnormalised between notes (every other update is a scaling, which
        // normalising later undoes exactly); moving odds between hands needs them pinned and
        // normalised first. Normalising after every note was most of the belief's cost.
        if matches!(
            what,
            Happening::Shared { .. }
                | Happening::Rumored { .. }
                | Happening::FrenzyDealt { .. }
                | Happening::WitnessSwapped { .. }
                | Happening::Swapped { .. }
        ) {
            self.normalize();
        }
        match what {
            Happening::Dealt { cards } => {
                self.known[me.index()] = cards.clone();
                self.sizes[me.index()] = cards.len();
            }
            Happening::Played { seat, card, target } => {
                if let Some(read) = &self.read {
                    if *seat != me {
                        self.p[seat.index()] *= read.played[card.index()];
                    }
                    if let Some(target) = target.filter(|&t| t != me) {
                        self.p[target.index()] *= read.aimed[card.index()];
                    }
                }
                self.lose(*seat, *card);
            }
            Happening::Discarded { seat, card } => self.lose(*seat, *card),
            Happening::DrewFromPile { seat } => self.sizes[seat.index()] += 1,
            Happening::Drew { card } => self.known[me.index()].push(*card),
            Happening::Answered {
                seat,
                reply: Reply::No,
            } if *seat != me => {
                self.alibi_if_culprit[seat.index()] = true;
                if self.sizes[seat.index()] <= 1 {
                    // One card cannot be both the Culprit and an Alibi.
                    self.cleared[seat.index()] = true;
                }
                let others = (self.size(*seat) - 1.0).max(0.0);
                let with_alibi = if self.known[seat.index()].contains(&Card::Alibi) {
                    // A known Alibi explains the "no" whoever holds the Culprit.
                    1.0
                } else {
                    1.0 - (1.0 - self.alibi_rate).powf(others)
                };
                self.p[seat.index()] *= with_alibi;
            }
            Happening::TobyRevealed { target, card } => {
                // The whole table saw the card; it stays in the hand.
                merge(&mut self.known[target.index()], &[*card]);
                if *card != Card::Culprit {
                    if self.sizes[target.index()] <= 1 {
                        self.cleared[target.index()] = true;
                    }
                    let h = self.size(*target);
                    self.p[target.index()] *= (h - 1.0) / h;
                }
            }
            Happening::BabyShowed { culprit } => {
                merge(&mut self.known[culprit.index()], &[Card::Culprit])
            }
            Happening::SawHand { seat, cards } => {
                self.known[seat.index()] = cards.clone();
                if !cards.contains(&Card::Culprit) {
                    self.cleared[seat.index()] = true;
                }
            }
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
                self.before_frenzy = Some((self.p.clone(), seats.clone()));
                for &s in seats {
                    self.received_unknown(s);
                    self.alibi_if_culprit[s.index()] = false;
                }
                self.culprit_or_accomplice
                    .retain(|&(w, t)| !seats.contains(&w) && !seats.contains(&t));
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
            Happening::FrenzyPool { cards } => {
                if let Some((before, seats)) = self.before_frenzy.take() {
                    if cards.contains(&Card::Culprit) {
                        // It went to one of the others dealt a card (the viewer's own `Got` says
                        // if it came back here).
                        self.p = vec![0.0; self.seats];
                        for s in seats {
                            self.p[s.index()] = 1.0;
                        }
                    } else {
                        // The Culprit stayed where it was: the deal moved none of the odds.
                        self.p = before;
                    }
                }
            }
            Happening::Gave { to, card } => {
                remove(&mut self.known[me.index()], *card);
                self.known[to.index()].push(*card);
                self.known[to.index()].sort();
                if *card == Card::Culprit {
                    self.received_unknown(*to);
                }
            }
            Happening::Got { from, card } => {
                self.known[me.index()].push(*card);
                self.known[me.index()].sort();
                if let Some(from) = from {
                    remove(&mut self.known[from.index()], *card);
                    if *card == Card::Alibi {
                        self.alibi_if_culprit[from.index()] = false;
                    }
                }
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
                self.exchange(w, t);
                self.culprit_or_accomplice.push((w, t));
            }
            Happening::Swapped { player, target } => self.exchange(*player, *target),
            _ => {}
        }
    }
}

impl Tracker {
    /// `seat` put `card` down, played or discarded.
    fn lose(&mut self, seat: Seat, card: Card) {
        remove(&mut self.known[seat.index()], card);
        self.sizes[seat.index()] = self.sizes[seat.index()].saturating_sub(1);
        match card {
            // The Alibi that explained a "no" may be the one just shown.
            Card::Alibi => self.alibi_if_culprit[seat.index()] = false,
            Card::Accomplice => self
                .culprit_or_accomplice
                .retain(|&(w, t)| w != seat && t != seat),
            _ => {}
        }
    }

    /// `a` gave `b` a card and took one back. The viewer, if it is one of them, already knows the
    /// card it gave (its `Gave` note came first) and learns the one it got (its `Got` note
    /// follows), so what it knew of the other hand stays known.
    fn exchange(&mut self, a: Seat, b: Seat) {
        let me = self.me;
        let known = self.known.clone();
        self.transfer(&[(a, b), (b, a)]);
        if a == me || b == me {
            self.known[a.index()] = known[a.index()].clone();
            self.known[b.index()] = known[b.index()].clone();
        }
    }
}

/// What the belief is built from: one seat's side of the table, borrowed from a view or, in
/// playouts, straight from a sampled state (no view is built there, which makes rollouts cheap).
pub(super) struct Seen<'a> {
    pub me: Seat,
    pub hand: &'a [Card],
    pub hand_sizes: &'a [u8],
    pub in_front: &'a [Vec<Card>],
    pub discards: &'a [Card],
    /// The seat whose card is set aside in a pending Witness or Swap exchange.
    pub pending_giver: Option<Seat>,
    pub memory: &'a [Note],
}

impl Belief {
    /// The facts' belief ([`Reads::Facts`]).
    pub fn of(view: &ShadowView) -> Belief {
        Belief::reading(view, Reads::Facts)
    }

    /// The belief reading `reads` of `view`'s table.
    pub fn reading(view: &ShadowView, reads: Reads) -> Belief {
        Belief::read_by(view, reads.read())
    }

    /// The belief of `view`'s table that reads the seats' play by `read`, or only the facts.
    pub fn read_by(view: &ShadowView, read: Option<PlayRead>) -> Belief {
        let pending_giver = match view.phase {
            PhaseView::WitnessReturn { .. } | PhaseView::SwapReturn { .. } => Some(view.current),
            _ => None,
        };
        Belief::from_seen_by(
            &Seen {
                me: view.me,
                hand: &view.hand,
                hand_sizes: &view.hand_sizes,
                in_front: &view.in_front,
                discards: &view.discards,
                pending_giver,
                memory: &view.memory,
            },
            read,
        )
    }

    pub(super) fn from_seen(view: &Seen<'_>, reads: Reads) -> Belief {
        Belief::from_seen_by(view, reads.read())
    }

    fn from_seen_by(view: &Seen<'_>, read: Option<PlayRead>) -> Belief {
        let seats = view.hand_sizes.len();
        let me = view.me;
        // How common a kind is among the cards this seat has not seen.
        let mut seen_count = [0usize; Card::ALL.len()];
        let mut seen_total = 0;
        for c in view
            .hand
            .iter()
            .chain(view.in_front.iter().flatten())
            .chain(view.discards)
        {
            seen_count[c.index()] += 1;
            seen_total += 1;
        }
        let unseen_total = (full_deck_len() - seen_total).max(1) as f64;
        let rate = |card: Card| {
            card.copies().saturating_sub(seen_count[card.index()]) as f64 / unseen_total
        };
        let mut p = vec![1.0; seats];
        p[me.index()] = 0.0;
        // The replay starts from the dealt hand sizes (four each in a real deal; scenario deals
        // differ), found by undoing the record's public moves from the sizes now.
        let mut dealt: Vec<i64> = view.hand_sizes.iter().map(|&n| i64::from(n)).collect();
        if let Some(giver) = view.pending_giver {
            // The giver's card is set aside, not yet in the record.
            dealt[giver.index()] += 1;
        }
        for note in view.memory.iter().filter(|n| !n.private) {
            let mut moved = |s: Seat, by: i64| dealt[s.index()] -= by;
            match &note.what {
                Happening::Played { seat, .. } | Happening::Discarded { seat, .. } => {
                    moved(*seat, -1)
                }
                Happening::DrewFromPile { seat } => moved(*seat, 1),
                Happening::Shared { seats: passing } => {
                    for &s in passing {
                        moved(s, -1);
                        moved(s.clockwise(1, seats), 1);
                    }
                }
                Happening::Rumored { pairs } => {
                    for &(taker, from) in pairs {
                        moved(taker, 1);
                        moved(from, -1);
                    }
                }
                _ => {}
            }
        }
        let mut tracker = Tracker {
            seats,
            me,
            p,
            known: vec![Vec::new(); seats],
            sizes: dealt.iter().map(|&n| n.max(0) as usize).collect(),
            alibi_rate: rate(Card::Alibi),
            accomplice_rate: rate(Card::Accomplice),
            alibi_if_culprit: vec![false; seats],
            cleared: vec![false; seats],
            culprit_or_accomplice: Vec::new(),
            before_frenzy: None,
            read,
        };
        for note in view.memory {
            tracker.observe(&note.what);
        }
        // The view's own numbers are the truth: re-anchor sizes and the viewer's hand.
        tracker.sizes = view.hand_sizes.iter().map(|&n| usize::from(n)).collect();
        tracker.known[me.index()] = view.hand.to_vec();
        for s in Seat::all(seats) {
            let size = tracker.sizes[s.index()];
            let known = &mut tracker.known[s.index()];
            if known.len() > size {
                known.clear();
            }
            if known.len() == size && !known.contains(&Card::Culprit) {
                tracker.cleared[s.index()] = true;
            }
        }
        if let Some(read) = &read {
            for s in Seat::all(seats).filter(|&s| s != me) {
                tracker.p[s.index()] *= read.record_odds(view.memory, s);
            }
        }
        tracker.normalize();
        Belief {
            culprit: tracker.p,
            known: tracker.known,
            alibi_if_culprit: tracker.alibi_if_culprit,
            cleared: tracker.cleared,
            culprit_or_accomplice: tracker.culprit_or_accomplice,
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
