//! What one seat sees: its [`ShadowView`], and how the state builds it.

use super::belief::{self, Belief};
use super::types::{Card, Happening, Note, Phase, RoundResult, Rules, ShadowHouseGame};
use crate::engine::{SealedChoices, Seat, Settings};

/// The decision under way, as a seat sees it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PhaseView {
    Open,
    Turn,
    Answer {
        detective: Seat,
        target: Seat,
    },
    Discard {
        accomplice: Seat,
        target: Seat,
    },
    /// Everyone with a card passes one left. `waiting`: seats still choosing, in order; `own`:
    /// the viewer's sealed choice once made.
    Share {
        seats: Vec<Seat>,
        waiting: Vec<Seat>,
        own: Option<Card>,
    },
    Frenzy {
        seats: Vec<Seat>,
        waiting: Vec<Seat>,
        own: Option<Card>,
    },
    Speak,
    WitnessChoice {
        target: Seat,
    },
    WitnessGive {
        target: Seat,
    },
    /// The witness has put a card aside (their own memory says which); the target answers.
    WitnessReturn {
        target: Seat,
    },
    SwapGive {
        target: Seat,
    },
    SwapReturn {
        target: Seat,
    },
    Over,
}

/// Everything one seat knows.
#[derive(Clone, PartialEq, Debug)]
pub struct ShadowView {
    pub settings: Settings,
    /// The variant's rules, parsed from the settings.
    pub rules: Rules,
    pub me: Seat,
    pub round: u8,
    pub points: Vec<u8>,
    pub history: Vec<RoundResult>,
    pub hand: Vec<Card>,
    pub hand_sizes: Vec<u8>,
    pub pile_size: u8,
    pub in_front: Vec<Vec<Card>>,
    pub discards: Vec<Card>,
    pub handcuffs: Option<Seat>,
    pub servant: Vec<bool>,
    pub housekeeper: Vec<bool>,
    pub current: Seat,
    pub phase: PhaseView,
    /// This round, as this seat remembers it, oldest first.
    pub memory: Vec<Note>,
    /// Set once the match is over.
    pub winners: Vec<Seat>,
}

impl ShadowView {
    pub fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    pub fn lightning(&self) -> bool {
        self.rules.lightning
    }

    pub fn is_accomplice(&self, seat: Seat) -> bool {
        self.in_front[seat.index()].contains(&Card::Accomplice)
    }

    /// Who gets the card the seat deciding gives now: the player on their left in a Share, the
    /// other player of a Witness or Swap exchange; `None` in a Frenzy (the card goes to the pool)
    /// and outside a giving phase.
    pub fn receiver(&self) -> Option<Seat> {
        match self.phase {
            PhaseView::Share { .. } => Some(self.me.clockwise(1, self.seats())),
            PhaseView::WitnessGive { target } | PhaseView::SwapGive { target } => Some(target),
            PhaseView::WitnessReturn { .. } | PhaseView::SwapReturn { .. } => Some(self.current),
            _ => None,
        }
    }

    /// Who must decide now (`None` once the match is over).
    pub fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            PhaseView::Over => None,
            PhaseView::Answer { target, .. } | PhaseView::Discard { target, .. } => Some(*target),
            PhaseView::Share { waiting, .. } | PhaseView::Frenzy { waiting, .. } => {
                waiting.first().copied()
            }
            PhaseView::WitnessReturn { target } | PhaseView::SwapReturn { target } => Some(*target),
            _ => Some(self.current),
        }
    }

    /// Every card face this seat sees: its hand, the cards in front of players and the discards.
    pub fn sightings(&self) -> Vec<Card> {
        let mut seen = self.hand.clone();
        seen.extend(self.in_front.iter().flatten());
        seen.extend(&self.discards);
        seen
    }

    /// How many times this round a hidden card was shown to this seat: its private notes (a
    /// card drawn or received, a hand seen, the culprit shown) and Toby's reveals.
    pub fn showings(&self) -> usize {
        self.memory
            .iter()
            .filter(|note| note.private || matches!(note.what, Happening::TobyRevealed { .. }))
            .count()
    }

    /// The private notes of this round, for the notes panel.
    pub fn private_notes(&self) -> impl Iterator<Item = &Happening> {
        self.memory.iter().filter(|n| n.private).map(|n| &n.what)
    }
}

impl ShadowHouseGame {
    /// A seat's view; without `record` it leaves out the round's memory and past rounds, which
    /// playouts do not need (they take the seat's belief straight from the state, see
    /// [`Self::belief_of`]) and which cost most of a view's copying.
    pub(super) fn view_with_record(&self, seat: Seat, record: bool) -> ShadowView {
        let sealed_view = |sealed: &SealedChoices<Card>| {
            (
                sealed.seats().collect::<Vec<_>>(),
                sealed
                    .seats()
                    .filter(|&s| !sealed.has_chosen(s))
                    .collect::<Vec<_>>(),
                sealed.own(seat).copied(),
            )
        };
        let phase = match &self.phase {
            Phase::Open => PhaseView::Open,
            Phase::Turn => PhaseView::Turn,
            Phase::Answer { detective, target } => PhaseView::Answer {
                detective: *detective,
                target: *target,
            },
            Phase::Discard { accomplice, target } => PhaseView::Discard {
                accomplice: *accomplice,
                target: *target,
            },
            Phase::Share(sealed) => {
                let (seats, waiting, own) = sealed_view(sealed);
                PhaseView::Share {
                    seats,
                    waiting,
                    own,
                }
            }
            Phase::Frenzy(sealed) => {
                let (seats, waiting, own) = sealed_view(sealed);
                PhaseView::Frenzy {
                    seats,
                    waiting,
                    own,
                }
            }
            Phase::Speak => PhaseView::Speak,
            Phase::WitnessChoice { target } => PhaseView::WitnessChoice { target: *target },
            Phase::WitnessGive { target } => PhaseView::WitnessGive { target: *target },
            Phase::WitnessReturn { target, .. } => PhaseView::WitnessReturn { target: *target },
            Phase::SwapGive { target } => PhaseView::SwapGive { target: *target },
            Phase::SwapReturn { target, .. } => PhaseView::SwapReturn { target: *target },
            Phase::Over => PhaseView::Over,
        };
        ShadowView {
            settings: self.settings.clone(),
            rules: self.rules,
            me: seat,
            round: self.round,
            points: self.points.clone(),
            history: if record {
                self.history.clone()
            } else {
                Vec::new()
            },
            hand: self.hands[seat.index()].clone(),
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            pile_size: self.pile.len() as u8,
            in_front: self.in_front.clone(),
            discards: self.discards.clone(),
            handcuffs: self.handcuffs,
            servant: self.servant.clone(),
            housekeeper: self.housekeeper.clone(),
            current: self.current,
            phase,
            memory: if record {
                self.memory[seat.index()].clone()
            } else {
                Vec::new()
            },
            winners: self.winners.clone(),
        }
    }

    /// What `seat` believes, read from the state without building its view.
    pub(super) fn belief_of(&self, seat: Seat) -> Belief {
        let hand_sizes: Vec<u8> = self.hands.iter().map(|h| h.len() as u8).collect();
        let pending_giver = match self.phase {
            Phase::WitnessReturn { .. } | Phase::SwapReturn { .. } => Some(self.current),
            _ => None,
        };
        Belief::from_seen(&belief::Seen {
            me: seat,
            hand: &self.hands[seat.index()],
            hand_sizes: &hand_sizes,
            in_front: &self.in_front,
            discards: &self.discards,
            pending_giver,
            memory: &self.memory[seat.index()],
        }, belief::Reads::Facts)
    }
}

#[cfg(test)]
mod take_back_tests {
    use super::*;
    use crate::engine::{gained, take_back};

    #[test]
    fn a_take_back_is_refused_once_a_hidden_card_reached_the_hand() {
        // A card drawn, shared, swapped or taken by Rumors that the seat had never seen.
        take_back::check::<ShadowHouseGame>(
            &Settings::new(4, "lightning"),
            Seat(0),
            |before, after| gained(&before.sightings(), &after.hand),
        );
    }
}
