//! What one seat knows ([`GrueView`]) and how it is built from the full state.

use super::belief;
use super::types::{Card, Conduct, Draw, GrueGame, GrueRules, Phase, PhaseView, Side, Statement};
use crate::engine::{Seat, Settings};

/// What one observer knows about where cards are (always true, possibly incomplete).
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Knowledge {
    /// Cards known to be in each seat's hand now.
    pub hands: Vec<Vec<Card>>,
    /// Cards known to lie in each seat's corpse.
    pub corpses: Vec<Vec<Card>>,
    /// Soft expectations of each hand's make-up where hard knowledge ran out (see `belief.rs`).
    pub odds: Vec<belief::Mix>,
}

impl Knowledge {
    pub(super) fn new(seats: usize) -> Self {
        Knowledge {
            hands: vec![Vec::new(); seats],
            corpses: vec![Vec::new(); seats],
            // Before any trade each hand is one Darkness and one item (at four seats, one item
            // and one of Traitor or Darkness): the expected make-up of a hand as dealt.
            odds: vec![
                if seats == 4 {
                    [2.0 / 3.0, 0.0, 1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0]
                } else {
                    [1.0, 0.0, 0.25, 0.25, 0.25, 0.25]
                };
                seats
            ],
        }
    }

    /// This observer lost sight of `seat`'s hand: keep what it knew as odds, forget it as fact.
    pub(super) fn fold(&mut self, seat: Seat, hand_size: usize) {
        let i = seat.index();
        self.odds[i] = belief::expected_hand(&self.hands[i], &self.odds[i], hand_size);
    }
}

/// The union of two true facts about one hand: each card as many times as either list has it.
pub(super) fn merge_known(known: &mut Vec<Card>, seen: &[Card]) {
    for &card in seen {
        let have = known.iter().filter(|&&c| c == card).count();
        let need = seen.iter().filter(|&&c| c == card).count();
        if have < need {
            known.push(card);
        }
    }
    known.sort();
}

/// Everything one seat knows.
#[derive(Clone, PartialEq, Debug)]
pub struct GrueView {
    pub settings: Settings,
    /// The variant's rules.
    pub rules: GrueRules,
    pub me: Seat,
    pub hand: Vec<Card>,
    pub grue: Seat,
    pub wizard: Option<Seat>,
    pub grue_ready: bool,
    pub alive: Vec<bool>,
    pub hand_sizes: Vec<u8>,
    pub corpse_sizes: Vec<u8>,
    pub out_of_play: Vec<Card>,
    pub lantern_holder: Option<Seat>,
    /// Unmasked publicly, or the viewer itself when it holds the Traitor, or anyone once the game
    /// is over (the result names the Grue's side).
    pub traitor: Option<Seat>,
    pub traitor_unmasked: bool,
    pub current: Seat,
    pub phase: PhaseView,
    pub spoke_this_turn: bool,
    /// How many turns the Grue has begun.
    pub grue_turns: u16,
    pub statements: Vec<(Seat, Statement)>,
    /// What this seat knows of where cards are (its own hand included).
    pub knowledge: Knowledge,
    /// What every seat knows: the part of [`GrueView::knowledge`] that came from public events.
    /// Determinization hands it to the other seats of a sample.
    pub public: Knowledge,
    pub lantern_revealed: bool,
    /// Corpses a Lantern holder has returned a card to: they may now hold anything.
    pub disturbed: Vec<bool>,
    /// Seats whose hand has changed since the deal (a trade, a forced trade, a corpse searched).
    /// An untouched hand still holds one card of each half of the deal.
    pub touched: Vec<bool>,
    /// How many earlier turn starts looked the same from outside as this turn's start, since the
    /// last irreversible change (a death, a reveal, a first trade, ...). Hidden hands may differ,
    /// but a position that comes round a third time is a draw: this says one may be near.
    pub stale: u8,
    /// Why the game ended in a draw, once it has.
    pub draw: Option<Draw>,
    /// Per seat: what the table saw it do (offers, answers, passes), for a belief that reads play.
    pub conduct: Vec<Conduct>,
}

impl GrueView {
    pub fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    /// Who must decide now (`None` for chance or when the game is over).
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            PhaseView::Turn => Some(self.current),
            PhaseView::BetweenTurns { asked, .. } => Some(asked),
            PhaseView::Defend { target } => Some(target),
            PhaseView::Offer { to, .. }
            | PhaseView::OwnOffer { to, .. }
            | PhaseView::ForcedReturn { to } => Some(to),
            PhaseView::InvestigateReturn { .. } | PhaseView::OwnInvestigateReturn { .. } => {
                Some(self.current)
            }
            PhaseView::InvestigateDraw { .. } | PhaseView::Over { .. } => None,
        }
    }

    /// Living seats (the Grue among them).
    pub fn living(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.seats()).filter(|s| self.alive[s.index()])
    }

    /// Who slew the Grue, once the adventurers have won: the one seat everyone saw show both the
    /// Shield and the Sword (there is one of each, and that showing ended the game).
    pub fn slayer(&self) -> Option<Seat> {
        if self.phase
            != (PhaseView::Over {
                winner: Some(Side::Adventurers),
            })
        {
            return None;
        }
        Seat::all(self.seats()).find(|s| {
            let known = &self.public.hands[s.index()];
            known.contains(&Card::Shield) && known.contains(&Card::Sword)
        })
    }
}

impl GrueGame {
    pub(super) fn view_of(&self, seat: Seat) -> GrueView {
        let i = seat.index();
        let phase = match self.phase {
            Phase::Turn => PhaseView::Turn,
            Phase::BetweenTurns { ref window, next } => PhaseView::BetweenTurns {
                asked: window.asked().expect("an open window asks someone"),
                next,
            },
            Phase::Defend { target } => PhaseView::Defend { target },
            Phase::Offer { from, to, card } if from == seat => PhaseView::OwnOffer { to, card },
            Phase::Offer { from, to, .. } => PhaseView::Offer { from, to },
            Phase::InvestigateDraw { corpse } => PhaseView::InvestigateDraw { corpse },
            Phase::InvestigateReturn { corpse, drawn } if self.current == seat => {
                PhaseView::OwnInvestigateReturn { corpse, drawn }
            }
            Phase::InvestigateReturn { corpse, .. } => PhaseView::InvestigateReturn { corpse },
            Phase::ForcedReturn { to } => PhaseView::ForcedReturn { to },
            Phase::Over { winner } => PhaseView::Over { winner },
        };
        GrueView {
            settings: self.settings.clone(),
            rules: self.rules,
            me: seat,
            hand: self.hands[i].clone(),
            grue: self.grue,
            wizard: self.wizard,
            grue_ready: self.grue_ready,
            alive: self.alive.clone(),
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            corpse_sizes: self.corpses.iter().map(|c| c.len() as u8).collect(),
            out_of_play: self.out_of_play.clone(),
            lantern_holder: if self.lantern_revealed {
                self.lantern_holder()
            } else {
                None
            },
            // The end reveals the Traitor to all: the result names the winners side by side,
            // and the Traitor wins and loses with the Grue.
            traitor: (self.traitor_unmasked
                || self.traitor == seat
                || matches!(self.phase, Phase::Over { .. }))
            .then_some(self.traitor),
            traitor_unmasked: self.traitor_unmasked,
            current: self.current,
            phase,
            spoke_this_turn: self.spoke_this_turn,
            grue_turns: self.grue_turns,
            statements: self.statements.clone(),
            knowledge: {
                let mut k = self.knowledge[i].clone();
                k.hands[i] = self.hands[i].clone();
                k
            },
            public: self.public_knowledge().clone(),
            lantern_revealed: self.lantern_revealed,
            disturbed: self.disturbed.clone(),
            touched: self.touched.clone(),
            stale: self.stale,
            draw: self.draw,
            conduct: self.conduct.clone(),
        }
    }

    /// The observer who sees only public events (the last entry of `knowledge`).
    pub(super) fn public_knowledge(&self) -> &Knowledge {
        &self.knowledge[self.seats()]
    }
}

impl GrueView {
    /// Every card this seat sees or knows the place of: its hand, the cards out of play, and
    /// what it knows of other hands and corpses (a card shown to it, a trade it made).
    pub fn sightings(&self) -> Vec<Card> {
        let known = self.knowledge.hands.iter().chain(&self.knowledge.corpses);
        self.hand
            .iter()
            .chain(&self.out_of_play)
            .chain(known.flatten())
            .copied()
            .collect()
    }
}

#[cfg(test)]
mod take_back_tests {
    use super::*;
    use crate::engine::{gained, take_back};

    #[test]
    fn a_take_back_is_refused_once_a_hidden_card_reached_the_hand() {
        // A trade or a searched corpse puts a card in the hand the seat had never seen.
        take_back::check::<super::super::GrueGame>(
            &Settings::new(4, ""),
            Seat(0),
            |before, after| gained(&before.sightings(), &after.hand),
        );
    }
}
