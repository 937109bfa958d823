//! What one seat knows, and how it is built from the state.

use super::types::*;
use crate::engine::{Seat, Settings};
use serde::{Deserialize, Serialize};

/// What one seat knows of the others' hands (its own entry stays empty).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Memory {
    /// Per seat: cards this seat knows are in that hand (sorted).
    pub known: Vec<Vec<Card>>,
    /// Per seat: cards this seat knows are not in that hand.
    pub lacks: Vec<Vec<Card>>,
    /// Every steal from this seat: who took what.
    pub stolen_from_me: Vec<(Seat, Card)>,
}

/// What one seat knows.
#[derive(Clone, PartialEq, Debug)]
pub struct GrimwoodView {
    pub settings: Settings,
    /// The variant's turn order.
    pub order: TurnOrder,
    pub me: Seat,
    pub hand: Vec<Card>,
    pub hand_sizes: Vec<u8>,
    pub tables: Vec<Vec<Combo>>,
    pub discard: Vec<Card>,
    pub deck_size: u8,
    pub current: Seat,
    pub phase: Phase,
    pub actions_left: u8,
    pub powers_left: u8,
    /// The powers being played out now (see the chain rule).
    pub chain: Vec<Supernatural>,
    /// Per seat: how many coming turns it loses.
    pub turns_to_lose: Vec<u8>,
    pub final_turns_left: Option<u8>,
    pub turns_taken: u32,
    pub memory: Memory,
    /// The game ended drawn because the same position came up for the third time.
    pub drawn_by_repetition: bool,
}

impl GrimwoodView {
    /// Every card face this seat sees or knows the place of: its hand, the combos on the table,
    /// the discard pile and what it knows is in other hands.
    pub fn sightings(&self) -> Vec<Card> {
        let mut seen = self.hand.clone();
        seen.extend(self.tables.iter().flatten().flat_map(Combo::cards));
        seen.extend(&self.discard);
        seen.extend(self.memory.known.iter().flatten());
        seen
    }

    pub fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    pub fn score(&self, seat: Seat) -> u32 {
        self.tables[seat.index()].iter().map(Combo::points).sum()
    }

    /// The seat deciding now.
    pub fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Over => None,
            Phase::Amulet { victim, .. } => Some(*victim),
            _ => Some(self.current),
        }
    }
}

impl GrimwoodGame {
    /// What `seat` knows: see the rules' section on what each player sees.
    pub(super) fn view_of(&self, seat: Seat) -> GrimwoodView {
        let mut memory = self.memory[seat.index()].clone();
        memory.known[seat.index()].clear();
        memory.lacks[seat.index()].clear();
        let phase = match &self.phase {
            Phase::Power(Pending::Dwarf {
                from_discard,
                from_deck,
            }) => Phase::Power(Pending::Dwarf {
                from_discard: *from_discard,
                from_deck: if seat == self.current {
                    *from_deck
                } else {
                    None
                },
            }),
            other => other.clone(),
        };
        GrimwoodView {
            settings: self.settings.clone(),
            order: self.order,
            me: seat,
            hand: self.hands[seat.index()].clone(),
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            tables: self.tables.clone(),
            discard: self.discard.clone(),
            deck_size: self.deck.len() as u8,
            current: self.current,
            phase,
            actions_left: self.actions_left,
            powers_left: self.powers_left,
            chain: self.chain.clone(),
            turns_to_lose: self.turns_to_lose.clone(),
            final_turns_left: self.final_turns_left,
            turns_taken: self.turns_taken,
            memory,
            drawn_by_repetition: self.repetition,
        }
    }
}

#[cfg(test)]
mod take_back_tests {
    use super::*;
    use crate::engine::{gained, take_back};

    #[test]
    fn a_take_back_is_refused_once_a_hidden_card_reached_the_hand() {
        // A card drawn or stolen that the seat had never seen.
        take_back::check::<GrimwoodGame>(&Settings::new(2, ""), Seat(0), |before, after| {
            gained(&before.sightings(), &after.hand)
        });
    }
}
