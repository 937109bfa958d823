//! Small pieces of English every game's narration needs: who did something, as the viewer reads
//! it, and counts with the right plural.

use super::Seat;

/// The subject form: "You" for the viewer, "Seat N" for anyone else.
///
/// ```
/// use duskdeck::engine::{words, Seat};
/// assert_eq!(words::name(Seat(0), Some(Seat(0))), "You");
/// assert_eq!(words::name(Seat(0), None), "Seat 1");
/// ```
pub fn name(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "You".into()
    } else {
        seat.to_string()
    }
}

/// The object form, inside a sentence: "you" for the viewer, "Seat N" for anyone else.
pub fn object(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "you".into()
    } else {
        seat.to_string()
    }
}

/// The possessive: "your" for the viewer, "Seat N's" for anyone else.
pub fn possessive(seat: Seat, viewer: Option<Seat>) -> String {
    if Some(seat) == viewer {
        "your".into()
    } else {
        format!("{seat}'s")
    }
}

/// The verb form that agrees with [`name`]: `you_form` ("draw") for the viewer, `their_form`
/// ("draws") for anyone else.
///
/// ```
/// use duskdeck::engine::{words, Seat};
/// let line = |viewer| format!("{} {} a card.", words::name(Seat(2), viewer),
///     words::verb(Seat(2), viewer, "draw", "draws"));
/// assert_eq!(line(Some(Seat(2))), "You draw a card.");
/// assert_eq!(line(Some(Seat(0))), "Seat 3 draws a card.");
/// ```
pub fn verb<'a>(
    seat: Seat,
    viewer: Option<Seat>,
    you_form: &'a str,
    their_form: &'a str,
) -> &'a str {
    if Some(seat) == viewer {
        you_form
    } else {
        their_form
    }
}

/// A count with its noun: "1 card", "2 cards", "0 cards".
///
/// ```
/// use duskdeck::engine::words;
/// assert_eq!(words::count(1, "card", "cards"), "1 card");
/// assert_eq!(words::count(3, "point", "points"), "3 points");
/// ```
pub fn count(n: impl Into<i64>, singular: &str, plural: &str) -> String {
    let n = n.into();
    if n == 1 || n == -1 {
        format!("{n} {singular}")
    } else {
        format!("{n} {plural}")
    }
}

/// "a", "a and b", "a, b and c".
pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => format!(
            "{} and {}",
            rest.iter()
                .map(|s| s.as_ref())
                .collect::<Vec<_>>()
                .join(", "),
            last.as_ref()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_follow_the_viewer() {
        assert_eq!(object(Seat(1), Some(Seat(1))), "you");
        assert_eq!(object(Seat(1), Some(Seat(0))), "Seat 2");
        assert_eq!(possessive(Seat(1), Some(Seat(1))), "your");
        assert_eq!(possessive(Seat(1), None), "Seat 2's");
        assert_eq!(verb(Seat(1), None, "steal", "steals"), "steals");
    }

    #[test]
    fn counts_and_lists_read_as_english() {
        assert_eq!(count(0, "card", "cards"), "0 cards");
        assert_eq!(count(-1, "point", "points"), "-1 point");
        assert_eq!(and_list::<&str>(&[]), "");
        assert_eq!(and_list(&["Seat 1"]), "Seat 1");
        assert_eq!(and_list(&["a", "b", "c"]), "a, b and c");
    }
}
