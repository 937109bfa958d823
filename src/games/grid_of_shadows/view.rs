//! What one seat knows ([`GridView`]) and how it is built from the full state.

use super::{
    Card, Claim, Decision, Declines, Effect, GridOfShadowsGame, Phase, TurnCtx, bit, deck_for,
};
use crate::engine::{Seat, Settings};

/// A secret held by one seat: its cards if the viewer is that seat, else only how many.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Secret {
    Mine(Vec<Card>),
    Hidden(usize),
}

impl Secret {
    pub fn len(&self) -> usize {
        match self {
            Secret::Mine(cards) => cards.len(),
            Secret::Hidden(n) => *n,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn mine(&self) -> &[Card] {
        match self {
            Secret::Mine(cards) => cards,
            Secret::Hidden(_) => &[],
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GridCardView {
    FaceUp(Card),
    FaceDown,
    /// Face down, placed by the viewer.
    FaceDownKnown(Card),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StackCardView {
    Mine { card: Card, claim: Claim },
    /// `vouched`: this seat remembered the claimed card in `by`'s hand when it was laid;
    /// `declined`: how freshly `by` had shown it held none ([`super::StackCard::declined`]).
    Theirs {
        by: Seat,
        claim: Claim,
        vouched: bool,
        declined: u8,
    },
    Shown { by: Seat, card: Card, claim: Claim },
}

impl StackCardView {
    pub fn by(&self, me: Seat) -> Seat {
        match self {
            StackCardView::Mine { .. } => me,
            StackCardView::Theirs { by, .. } | StackCardView::Shown { by, .. } => *by,
        }
    }

    pub fn claim(&self) -> Claim {
        match self {
            StackCardView::Mine { claim, .. }
            | StackCardView::Theirs { claim, .. }
            | StackCardView::Shown { claim, .. } => *claim,
        }
    }
}

/// The runs of another player's face-down cards under one claim in a stack, in order: each one's
/// positions, who laid it and what it claims. A stack keeps no record of its sequences, so two
/// plays of the same claim by the same player, one on the other, read as one run.
pub(super) fn others_runs(
    stack: &[StackCardView],
) -> impl Iterator<Item = (std::ops::Range<usize>, Seat, Claim)> + '_ {
    let mut start = 0;
    std::iter::from_fn(move || {
        while start < stack.len() {
            let StackCardView::Theirs { by, claim, .. } = stack[start] else {
                start += 1;
                continue;
            };
            let end = (start..stack.len())
                .find(|&i| !matches!(stack[i], StackCardView::Theirs { by: b, claim: c, .. } if b == by && c == claim))
                .unwrap_or(stack.len());
            let run = start..end;
            start = end;
            return Some((run, by, claim));
        }
        None
    })
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SlotView {
    pub card: Option<GridCardView>,
    pub stack: Vec<StackCardView>,
}

/// Everything one seat knows.
#[derive(Clone, PartialEq, Debug)]
pub struct GridView {
    pub settings: Settings,
    pub extended: bool,
    pub me: Seat,
    pub hand: Vec<Card>,
    pub hand_sizes: Vec<usize>,
    pub grid: Vec<SlotView>,
    pub draw_size: usize,
    /// Draw-pile cards this seat placed, by position from the bottom.
    pub draw_known: Vec<(usize, Card)>,
    /// The seat's memory of the discard pile: every card it saw go there, sorted.
    pub discard_known: Vec<Card>,
    pub discard_size: usize,
    pub set_aside: usize,
    pub turn_owner: Seat,
    pub ctx: Option<TurnCtx>,
    pub phase: Phase,
    pub free_flips_next: bool,
    pub silence: bool,
    pub final_started: bool,
    pub laid: Secret,
    pub shift_drawn: Secret,
    pub transit: Option<Secret>,
    /// The card a Deceive gave this turn while it may still be sent back: known to the giver
    /// and the receiver.
    pub gift_taken: Option<Secret>,
    /// Sequences of this turn whose grid rules wait on a Blessing or Summon play.
    pub deferred: Vec<TurnCtx>,
    /// For each other seat, cards this seat saw go into that hand (picked up after a "Lights!",
    /// a Deceive gift it gave) and has not seen leave it, nor seen elsewhere since. A face-down
    /// play claiming such a card is taken to have used it. Empty for the seat itself.
    pub hand_memory: Vec<Vec<Card>>,
    /// Every hand, by seat, once the game is over (`None` until then): the winner is found by
    /// adding up the hands left, so the end shows them all, face up, with their totals.
    pub final_hands: Option<Vec<Vec<Card>>>,
    /// What each player has shown it does not hold (public).
    pub declines: Declines,
}

impl GridView {
    /// Every card face this seat sees or remembers: its hand, face-up and its own face-down grid
    /// cards, plays shown or its own, the piles it knows of, cards held aside for it and what it
    /// saw go into other hands (and every hand once the game is over).
    pub fn sightings(&self) -> Vec<Card> {
        let mut seen = self.hand.clone();
        for slot in &self.grid {
            if let Some(GridCardView::FaceUp(card) | GridCardView::FaceDownKnown(card)) = slot.card
            {
                seen.push(card);
            }
            for played in &slot.stack {
                if let StackCardView::Mine { card, .. } | StackCardView::Shown { card, .. } = played
                {
                    seen.push(*card);
                }
            }
        }
        seen.extend(self.draw_known.iter().map(|&(_, card)| card));
        seen.extend(&self.discard_known);
        for secret in [&self.laid, &self.shift_drawn]
            .into_iter()
            .chain(&self.transit)
            .chain(&self.gift_taken)
        {
            seen.extend(secret.mine());
        }
        seen.extend(self.hand_memory.iter().flatten());
        seen.extend(self.final_hands.iter().flatten().flatten());
        seen
    }

    pub fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    pub fn to_act(&self) -> Option<Seat> {
        self.phase.seat()
    }

    /// Copies of `card` this seat can place for certain outside other hands and hidden places:
    /// its hand, face-up cards, its own stack cards, shown cards, the discard it remembers, its
    /// known face-down and draw-pile cards, its cards in flight.
    pub fn accounted(&self, card: Card) -> usize {
        let mut n = self.hand.iter().filter(|&&c| c == card).count();
        n += self.discard_known.iter().filter(|&&c| c == card).count();
        n += self.draw_known.iter().filter(|(_, c)| *c == card).count();
        for slot in &self.grid {
            match slot.card {
                Some(GridCardView::FaceUp(c)) | Some(GridCardView::FaceDownKnown(c))
                    if c == card =>
                {
                    n += 1
                }
                _ => {}
            }
            for s in &slot.stack {
                match s {
                    StackCardView::Mine { card: c, .. } | StackCardView::Shown { card: c, .. }
                        if *c == card =>
                    {
                        n += 1
                    }
                    _ => {}
                }
            }
        }
        let in_flight = self
            .laid
            .mine()
            .iter()
            .chain(self.shift_drawn.mine())
            .chain(self.transit.iter().flat_map(Secret::mine))
            .chain(self.hand_memory.iter().flatten());
        n + in_flight.filter(|&&c| c == card).count()
    }

    /// How many cards this seat cannot see anywhere (others' hands and every hidden place).
    pub fn unseen_count(&self) -> usize {
        let total = deck_for(self.extended).len();
        let mut seen = self.hand.len() + self.discard_known.len() + self.draw_known.len();
        for slot in &self.grid {
            if matches!(
                slot.card,
                Some(GridCardView::FaceUp(_)) | Some(GridCardView::FaceDownKnown(_))
            ) {
                seen += 1;
            }
            seen += slot
                .stack
                .iter()
                .filter(|s| !matches!(s, StackCardView::Theirs { .. }))
                .count();
        }
        seen += self.laid.mine().len() + self.shift_drawn.mine().len();
        seen += self.hand_memory.iter().map(Vec::len).sum::<usize>();
        if let Some(t) = &self.transit {
            seen += t.mine().len();
        }
        total - seen
    }
}

impl GridOfShadowsGame {
    /// What `seat` knows: see [`GridView`].
    pub(super) fn view_of(&self, seat: Seat) -> GridView {
        let me = bit(seat);
        let grid = self
            .grid
            .iter()
            .map(|slot| SlotView {
                card: slot.card.map(|g| {
                    if g.face_up {
                        GridCardView::FaceUp(g.card)
                    } else if g.known_by & me != 0 {
                        GridCardView::FaceDownKnown(g.card)
                    } else {
                        GridCardView::FaceDown
                    }
                }),
                stack: slot
                    .stack
                    .iter()
                    .map(|s| {
                        if s.shown {
                            StackCardView::Shown {
                                by: s.by,
                                card: s.card,
                                claim: s.claim,
                            }
                        } else if s.by == seat {
                            StackCardView::Mine {
                                card: s.card,
                                claim: s.claim,
                            }
                        } else {
                            StackCardView::Theirs {
                                by: s.by,
                                claim: s.claim,
                                vouched: s.vouched_by & me != 0,
                                declined: s.declined,
                            }
                        }
                    })
                    .collect(),
            })
            .collect();
        let mut discard_known: Vec<Card> = self
            .discard
            .iter()
            .filter(|t| t.known_by & me != 0)
            .map(|t| t.card)
            .collect();
        discard_known.sort();
        let secret = |owner: Option<Seat>, cards: &[Card]| {
            if owner == Some(seat) {
                Secret::Mine(cards.to_vec())
            } else {
                Secret::Hidden(cards.len())
            }
        };
        let laid_owner = match self.phase {
            Phase::Building { seat, .. } => Some(seat),
            _ => None,
        };
        let shift_owner = match self.phase {
            Phase::Decide {
                seat,
                decision: Decision::Shift,
            } => Some(seat),
            _ => None,
        };
        let transit = self.transit.map(|card| {
            let giver = self.ctx.as_ref().and_then(|c| c.pending).map(|p| p.from);
            secret(giver, &[card])
        });
        let gift_taken = self.gift_taken.map(|card| {
            let gift = self
                .ctx
                .as_ref()
                .and_then(|c| c.taken.iter().find(|a| a.effect == Effect::Gift).copied());
            match gift {
                Some(a) if a.from == seat || a.to == seat => Secret::Mine(vec![card]),
                _ => Secret::Hidden(1),
            }
        });
        let mut view = GridView {
            settings: self.settings.clone(),
            extended: self.rules.extended,
            me: seat,
            hand: self.hands[seat.index()].clone(),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            grid,
            draw_size: self.draw.len(),
            draw_known: self
                .draw
                .iter()
                .enumerate()
                .filter(|(_, t)| t.known_by & me != 0)
                .map(|(i, t)| (i, t.card))
                .collect(),
            discard_known,
            discard_size: self.discard.len(),
            set_aside: self.set_aside.len(),
            turn_owner: self.turn_owner,
            ctx: self.ctx.clone(),
            phase: self.phase.clone(),
            free_flips_next: self.free_flips_next,
            silence: self.silence,
            final_started: self.final_started,
            laid: secret(laid_owner, &self.laid),
            shift_drawn: secret(shift_owner, &self.shift_drawn),
            transit,
            gift_taken,
            deferred: self.deferred.clone(),
            hand_memory: vec![Vec::new(); self.seats()],
            final_hands: matches!(self.phase, Phase::Over { .. }).then(|| self.hands.clone()),
            declines: self.declines.clone(),
        };
        // A remembered card stays remembered only while the seat cannot place every copy
        // elsewhere (a card it lost track of may have surfaced on the discard or the grid).
        let seats = self.seats();
        for owner in 0..seats {
            for &card in &self.memory[seat.index() * seats + owner] {
                if view.accounted(card) < 4 {
                    view.hand_memory[owner].push(card);
                }
            }
        }
        view
    }
}

#[cfg(test)]
mod take_back_tests {
    use super::*;
    use crate::engine::{gained, take_back};

    #[test]
    fn a_take_back_is_refused_once_a_hidden_card_reached_the_hand() {
        // A card drawn from the pile or picked up after "Lights!".
        take_back::check::<GridOfShadowsGame>(&Settings::new(2, ""), Seat(0), |before, after| {
            gained(&before.sightings(), &after.hand)
        });
    }
}
