//! Small pieces of English every game's narration needs: who did something, as the viewer reads
//! it, and counts with the right plural.

use crate::engine::Seat;

/// The subject form: "You" for the viewer, "Seat N" for anyone else.
///
/// ```
/// use duskdeck::{lang::words, engine::Seat};
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
/// use duskdeck::{lang::words, engine::Seat};
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
/// use duskdeck::lang::words;
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

/// `items` joined by commas, with `last_word` before the last: "a", "a and b", "a, b and c".
/// Every language's lists come from it (German passes "und").
pub fn joined<S: AsRef<str>>(items: &[S], last_word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => format!(
            "{} {last_word} {}",
            rest.iter()
                .map(|s| s.as_ref())
                .collect::<Vec<_>>()
                .join(", "),
            last.as_ref()
        ),
    }
}

/// "a", "a and b", "a, b and c".
pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    joined(items, "and")
}

/// Choices joined for a prompt: "a", "a or b", "a, b, or c" (the serial comma keeps choices
/// that hold commas of their own apart).
pub fn or_list<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [init @ .., last] if init.len() > 1 => format!(
            "{}, or {}",
            init.iter()
                .map(|s| s.as_ref())
                .collect::<Vec<_>>()
                .join(", "),
            last.as_ref()
        ),
        _ => joined(items, "or"),
    }
}

/// Someone's input in curly quotes for a message, cut to a short excerpt: a message about a bad
/// link or file must stay readable however much was pasted.
///
/// ```
/// use duskdeck::lang::words::quoted;
///
/// assert_eq!(quoted("grue"), "\u{201c}grue\u{201d}");
/// assert_eq!(quoted(&"x".repeat(1_000_000)).chars().count(), QUOTE_LIMIT + 3);
/// # use duskdeck::lang::words::QUOTE_LIMIT;
/// ```
pub fn quoted(text: &str) -> String {
    let mut chars = text.chars();
    let excerpt: String = chars.by_ref().take(QUOTE_LIMIT).collect();
    let more = if chars.next().is_some() {
        "\u{2026}"
    } else {
        ""
    };
    format!("\u{201c}{excerpt}{more}\u{201d}")
}

/// The most characters of someone's input that [`quoted`] repeats.
pub const QUOTE_LIMIT: usize = 40;

/// `text` ending a sentence: a full stop added unless it already ends in one, a "!" or a "?"
/// ("Pass" becomes "Pass.", "Lights!" stays).
///
/// ```
/// use duskdeck::lang::words::sentence_end;
///
/// assert_eq!(sentence_end("Pass"), "Pass.");
/// assert_eq!(sentence_end("Lights!"), "Lights!");
/// ```
pub fn sentence_end(text: &str) -> String {
    if text.ends_with(['.', '!', '?']) {
        text.to_string()
    } else {
        format!("{text}.")
    }
}

/// The sentence's first letter in capitals: "you draw" becomes "You draw".
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Plural nouns every table counts.
const COUNTED: [&str; 3] = ["points", "cards", "pts"];

/// Each count of one given a plural noun from `nouns` in `line` ("1 cards", but not "11 cards",
/// nor "1 turns" in "Seat 1 turns up", which a game counting turns must judge for itself).
pub fn one_with_plural(line: &str, nouns: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for noun in nouns {
        let one = format!("1 {noun}");
        for (at, _) in line.match_indices(&one) {
            let in_a_number = line[..at].ends_with(|c: char| c.is_ascii_digit());
            let in_a_word = line[at + one.len()..].starts_with(|c: char| c.is_alphanumeric());
            if !in_a_number && !in_a_word {
                found.push(one.clone());
            }
        }
    }
    found
}

/// The slips of careless English in a line a player reads, each as it stands in the line: a count
/// of one with a plural noun ("1 cards"), a seat counted from 0, an article said twice ("the
/// The"), "you's", or "you" followed by one of `their_forms` (the verbs that agree with someone
/// else: "You draws"). Every game's wording tests run their narration through this, adding the
/// slips only their own words can make.
///
/// ```
/// use duskdeck::lang::words;
/// assert_eq!(words::faults("You draws 1 cards.", &["draws"]), ["1 cards", "You draws"]);
/// assert!(words::faults("Seat 2 draws 11 cards; you draw 1 card.", &["draws"]).is_empty());
/// ```
pub fn faults(line: &str, their_forms: &[&str]) -> Vec<String> {
    let mut found = one_with_plural(line, &COUNTED);
    if line.contains("Seat 0") {
        found.push("Seat 0".into());
    }
    if line.to_lowercase().contains("you's") {
        found.push("you's".into());
    }
    let words: Vec<&str> = line
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    let is_article = |w: &str| matches!(w.to_lowercase().as_str(), "a" | "an" | "the");
    for pair in words.windows(2) {
        let [first, second] = [pair[0], pair[1]];
        if is_article(first) && is_article(second) {
            found.push(format!("{first} {second}"));
        }
        if first.eq_ignore_ascii_case("you") && their_forms.contains(&second) {
            found.push(format!("{first} {second}"));
        }
    }
    found
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
    fn the_fault_finder_finds_each_slip_and_passes_good_english() {
        let their = ["draws", "tries", "has"];
        for (bad, fault) in [
            ("Seat 2 has 1 cards.", "1 cards"),
            ("You have 1 points.", "1 points"),
            ("Round: 1 pts", "1 pts"),
            ("Seat 0 plays.", "Seat 0"),
            ("You play the The Laraki.", "the The"),
            ("You play the the Blue 4", "the the"),
            ("You draws a card.", "You draws"),
            ("Then you tries to steal", "you tries"),
            ("That is You's Detective.", "you's"),
        ] {
            assert_eq!(faults(bad, &their), [fault], "{bad}");
        }
        for good in [
            "Seat 2 has 11 cards.",
            "You have 1 point and 21 points.",
            "Seat 10 plays.",
            "You draw a card; Seat 2 draws two.",
            "1 cardsharp",
            "Seat 1 turns up a card.",
        ] {
            assert!(faults(good, &their).is_empty(), "{good}");
        }
    }

    #[test]
    fn capitalise_raises_the_first_letter_only() {
        assert_eq!(capitalise("you draw"), "You draw");
        assert_eq!(capitalise(""), "");
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
