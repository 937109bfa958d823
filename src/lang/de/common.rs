use crate::engine::Seat;
use crate::lang::common::CommonWords;
use crate::lang::en::list;

pub struct Common;

impl CommonWords for Common {
    fn seat(&self, seat: Seat) -> String {
        format!("Platz {}", seat.0 + 1)
    }
    fn and_list(&self, items: &[String]) -> String {
        list(items, "und")
    }
    fn or_list(&self, items: &[String]) -> String {
        list(items, "oder")
    }
}

/// Who does something, as the sentence's subject: "Du" for the viewer, "Platz N" for anyone else.
pub(crate) fn name(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "Du".into()
    } else {
        Common.seat(seat)
    }
}

/// The accusative inside a sentence: "dich" for the viewer, "Platz N" for anyone else.
pub(crate) fn accusative(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "dich".into()
    } else {
        Common.seat(seat)
    }
}

/// The dative inside a sentence: "dir" for the viewer, "Platz N" for anyone else.
pub(crate) fn dative(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "dir".into()
    } else {
        Common.seat(seat)
    }
}

/// The verb agreeing with [`name`]: `du_form` ("ziehst") for the viewer, `third_form` ("zieht")
/// for anyone else.
pub(crate) fn verb<'a>(
    seat: Seat,
    viewer: Option<Seat>,
    du_form: &'a str,
    third_form: &'a str,
) -> &'a str {
    if Some(seat) == viewer {
        du_form
    } else {
        third_form
    }
}

/// A count with its noun: "1 Karte", "2 Karten", "0 Karten".
pub(crate) fn count(n: impl Into<i64>, singular: &str, plural: &str) -> String {
    let n = n.into();
    if n == 1 || n == -1 {
        format!("{n} {singular}")
    } else {
        format!("{n} {plural}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_viewer_is_du_and_others_are_seats() {
        assert_eq!(name(Seat(1), Some(Seat(1))), "Du");
        assert_eq!(name(Seat(1), None), "Platz 2");
        assert_eq!(accusative(Seat(0), Some(Seat(0))), "dich");
        assert_eq!(dative(Seat(0), Some(Seat(0))), "dir");
        assert_eq!(verb(Seat(2), Some(Seat(0)), "ziehst", "zieht"), "zieht");
        assert_eq!(count(1, "Karte", "Karten"), "1 Karte");
        assert_eq!(count(3, "Punkt", "Punkte"), "3 Punkte");
        assert_eq!(
            Common.or_list(&["a".into(), "b".into(), "c".into()]),
            "a, b oder c"
        );
    }
}
