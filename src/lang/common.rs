//! Words every part of the app shares.

use crate::engine::Seat;

pub trait CommonWords: Sync {
    /// A seat as everyone names it ("Seat 3"); seats count from one for people.
    fn seat(&self, seat: Seat) -> String;
    /// "a", "a and b", "a, b and c".
    fn and_list(&self, items: &[String]) -> String;
    /// "a", "a or b", "a, b or c".
    fn or_list(&self, items: &[String]) -> String;
}
