//! Decisions out of turn ([`ReactionWindow`]) and decisions made at once ([`SealedChoices`]);
//! see the engine's module docs for how both fit the one-seat-decides-now vocabulary.

use super::Seat;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// Seats that may react to something, asked one at a time in order until one reacts.
///
/// ```
/// use duskdeck::engine::{ReactionWindow, Seat};
/// // Seat 1 played; the others may call it, clockwise from seat 2.
/// let mut window = ReactionWindow::clockwise_after(Seat(1), 4);
/// assert_eq!(window.asked(), Some(Seat(2)));
/// window.pass();
/// assert_eq!(window.asked(), Some(Seat(3)));
/// window.close(); // seat 3 reacted: nobody else is asked
/// assert_eq!(window.asked(), None);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct ReactionWindow {
    waiting: VecDeque<Seat>,
}

impl ReactionWindow {
    /// A window asking `seats` in the order given.
    pub fn new(seats: impl IntoIterator<Item = Seat>) -> Self {
        ReactionWindow {
            waiting: seats.into_iter().collect(),
        }
    }

    /// Every seat but `actor`, clockwise from the one after it, at a table of `seats`.
    pub fn clockwise_after(actor: Seat, seats: usize) -> Self {
        ReactionWindow::new((1..seats).map(|step| actor.clockwise(step, seats)))
    }

    /// The seat being asked now, or `None` once everyone has passed or someone reacted.
    pub fn asked(&self) -> Option<Seat> {
        self.waiting.front().copied()
    }

    /// Whether the window is still open.
    pub fn is_open(&self) -> bool {
        !self.waiting.is_empty()
    }

    /// The seat asked lets it pass; the next one is asked.
    pub fn pass(&mut self) {
        self.waiting.pop_front();
    }

    /// Someone reacted (or the moment is gone): nobody else is asked.
    pub fn close(&mut self) {
        self.waiting.clear();
    }

    /// Seats still to be asked, in order, the one asked now first.
    pub fn waiting(&self) -> impl Iterator<Item = Seat> + '_ {
        self.waiting.iter().copied()
    }
}

/// Why [`SealedChoices::commit`] refused a choice.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CommitRefusal {
    /// The seat is not one of those choosing.
    NotInThisChoice(Seat),
    /// The seat has chosen already; a choice is never changed.
    AlreadyChosen(Seat),
}

/// Choices that several seats make at once, committed one at a time and kept sealed until all
/// are in.
///
/// A game stores one of these while the choice is open, returns [`SealedChoices::next_to_choose`]
/// from `turn`, shows each seat its own commitment ([`SealedChoices::own`]) and only
/// [`SealedChoices::has_chosen`] for the others, and acts on [`SealedChoices::into_revealed`]
/// once [`SealedChoices::is_complete`].
///
/// ```
/// use duskdeck::engine::{CommitRefusal, SealedChoices, Seat};
/// let mut passing = SealedChoices::new([Seat(0), Seat(1), Seat(2)]);
/// assert_eq!(passing.next_to_choose(), Some(Seat(0)));
/// passing.commit(Seat(0), "Swap").unwrap();
/// assert_eq!(passing.commit(Seat(0), "Toby"), Err(CommitRefusal::AlreadyChosen(Seat(0))));
/// assert_eq!(passing.commit(Seat(5), "Toby"), Err(CommitRefusal::NotInThisChoice(Seat(5))));
/// assert_eq!(passing.own(Seat(0)), Some(&"Swap"));
/// assert!(passing.has_chosen(Seat(0)) && !passing.has_chosen(Seat(1)));
/// passing.commit(Seat(1), "Rumors").unwrap();
/// passing.commit(Seat(2), "Witness").unwrap();
/// assert!(passing.is_complete());
/// assert_eq!(passing.into_revealed()[2], (Seat(2), "Witness"));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct SealedChoices<T> {
    choices: Vec<(Seat, Option<T>)>,
}

impl<T> SealedChoices<T> {
    /// Seats that must choose, in the order they are asked.
    pub fn new(seats: impl IntoIterator<Item = Seat>) -> Self {
        SealedChoices {
            choices: seats.into_iter().map(|seat| (seat, None)).collect(),
        }
    }

    /// The first seat that has not chosen yet.
    pub fn next_to_choose(&self) -> Option<Seat> {
        self.choices
            .iter()
            .find(|(_, choice)| choice.is_none())
            .map(|(seat, _)| *seat)
    }

    /// Records `seat`'s choice. Refused if the seat is not part of this choice or already chose.
    pub fn commit(&mut self, seat: Seat, choice: T) -> Result<(), CommitRefusal> {
        let slot = self
            .choices
            .iter_mut()
            .find(|(s, _)| *s == seat)
            .ok_or(CommitRefusal::NotInThisChoice(seat))?;
        if slot.1.is_some() {
            return Err(CommitRefusal::AlreadyChosen(seat));
        }
        slot.1 = Some(choice);
        Ok(())
    }

    /// Whether `seat` has committed (public: everyone sees who is still thinking).
    pub fn has_chosen(&self, seat: Seat) -> bool {
        self.choices
            .iter()
            .any(|(s, choice)| *s == seat && choice.is_some())
    }

    /// `seat`'s own sealed choice, for that seat's view only.
    pub fn own(&self, seat: Seat) -> Option<&T> {
        self.choices
            .iter()
            .find(|(s, _)| *s == seat)
            .and_then(|(_, choice)| choice.as_ref())
    }

    /// The seats taking part, in order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        self.choices.iter().map(|(seat, _)| *seat)
    }

    pub fn is_complete(&self) -> bool {
        self.choices.iter().all(|(_, choice)| choice.is_some())
    }

    /// Every choice, in seat order, once all are in; `None` while any seat is still choosing.
    pub fn revealed(&self) -> Option<Vec<(Seat, &T)>> {
        self.choices
            .iter()
            .map(|(seat, choice)| choice.as_ref().map(|c| (*seat, c)))
            .collect()
    }

    /// Consumes the choices once all are in.
    ///
    /// # Panics
    /// If a seat has not chosen; check [`SealedChoices::is_complete`] first.
    pub fn into_revealed(self) -> Vec<(Seat, T)> {
        self.choices
            .into_iter()
            .map(|(seat, choice)| (seat, choice.expect("every seat has chosen")))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reaction_window_asks_every_other_seat_once_in_clockwise_order() {
        let mut window = ReactionWindow::clockwise_after(Seat(2), 4);
        let mut asked = Vec::new();
        while let Some(seat) = window.asked() {
            asked.push(seat);
            window.pass();
        }
        assert_eq!(asked, vec![Seat(3), Seat(0), Seat(1)]);
        assert!(!window.is_open());
    }

    #[test]
    fn sealed_choices_refuse_strangers_and_reveal_nothing_until_complete() {
        let mut choices = SealedChoices::new([Seat(1), Seat(3)]);
        assert!(choices.commit(Seat(0), 5).is_err());
        choices.commit(Seat(3), 7).unwrap();
        assert_eq!(choices.next_to_choose(), Some(Seat(1)));
        assert_eq!(choices.revealed(), None);
        choices.commit(Seat(1), 4).unwrap();
        assert_eq!(choices.revealed(), Some(vec![(Seat(1), &4), (Seat(3), &7)]));
    }
}
