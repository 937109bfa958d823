use crate::engine::Seat;
use crate::lang::common::CommonWords;

pub struct Common;

/// "a", "a and b", "a, b and c", with `word` before the last.
pub(crate) fn list(items: &[String], word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {word} {last}", rest.join(", ")),
    }
}

impl CommonWords for Common {
    fn seat(&self, seat: Seat) -> String {
        format!("Seat {}", seat.0 + 1)
    }
    fn and_list(&self, items: &[String]) -> String {
        list(items, "and")
    }
    fn or_list(&self, items: &[String]) -> String {
        list(items, "or")
    }
}
