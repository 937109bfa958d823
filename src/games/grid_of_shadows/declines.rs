//! What each player has shown it does not hold. A player who flips (or ends its turn) while a
//! face-up number on the grid would take a truthful play, or who lets a sequence go by without
//! adding to it, most likely held no card it could have played there. Everyone sees the choice,
//! so the record is public. It fades as the player takes in cards: one drawn since may be the very
//! card.
//!
//! A run laid later under a claim its player had just declined is marked with how fresh the
//! decline was ([`super::StackCard::declined`]), which `expert`'s reading of claims weighs.

use super::{Card, Colour};

/// Number cards by number and colour: the kinds a claim can name and a decline can be about.
const KINDS: usize = 20;

/// Per seat and kind: 0 if the seat never declined that card, else 1 + the cards it took into
/// its hand since it last declined it (saturating).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Declines(Vec<[u8; KINDS]>);

fn kind(card: Card) -> Option<usize> {
    match card {
        Card::Number { number, colour } if (1..=10).contains(&number) => {
            let colour = match colour {
                Colour::Blue => 0,
                Colour::Yellow => 1,
            };
            Some(usize::from(number - 1) * 2 + colour)
        }
        _ => None,
    }
}

impl Declines {
    pub fn new(seats: usize) -> Declines {
        Declines(vec![[0; KINDS]; seats])
    }

    /// `seat` chose not to play `card` truthfully when it could have.
    pub(super) fn declined(&mut self, seat: usize, card: Card) {
        if let Some(k) = kind(card) {
            self.0[seat][k] = 1;
        }
    }

    /// `seat` chose not to play any card of `number` truthfully when it could have.
    pub(super) fn declined_number(&mut self, seat: usize, number: u8) {
        for colour in Colour::ALL {
            self.declined(seat, Card::num(number, colour));
        }
    }

    /// `seat` took `count` cards into its hand.
    pub(super) fn took(&mut self, seat: usize, count: usize) {
        let count = u8::try_from(count).unwrap_or(u8::MAX);
        for mark in self.0[seat].iter_mut().filter(|m| **m > 0) {
            *mark = mark.saturating_add(count);
        }
    }

    /// How fresh `seat`'s decline of `card` is: 0 if it never declined it, else 1 + the cards it
    /// took in since.
    pub fn of(&self, seat: usize, card: Card) -> u8 {
        kind(card).map_or(0, |k| self.0[seat][k])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_decline_fades_with_every_card_taken_in_and_is_renewed_by_the_next() {
        let mut declines = Declines::new(3);
        let blue_7 = Card::num(7, Colour::Blue);
        let yellow_7 = Card::num(7, Colour::Yellow);
        assert_eq!(declines.of(1, blue_7), 0);
        declines.declined_number(1, 7);
        assert_eq!((declines.of(1, blue_7), declines.of(1, yellow_7)), (1, 1));
        assert_eq!(declines.of(0, blue_7), 0, "only the seat that declined");
        declines.took(1, 2);
        assert_eq!(declines.of(1, blue_7), 3);
        assert_eq!(declines.of(1, Card::num(8, Colour::Blue)), 0, "cards taken in mark nothing new");
        declines.declined(1, blue_7);
        assert_eq!((declines.of(1, blue_7), declines.of(1, yellow_7)), (1, 3));
        declines.took(1, 1000);
        assert_eq!(declines.of(1, blue_7), u8::MAX);
        assert_eq!(declines.of(1, Card::Wrath), 0, "power cards are not counted");
    }
}
