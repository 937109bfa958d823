//! A game's rules in the project's own words, written once in the game's `rules.md` and read in
//! two places: the game module's documentation (`#![doc = include_str!("rules.md")]`) and the
//! app's rules page, which draws [`blocks`] of the same text.
//!
//! The text is a small subset of Markdown: `#` and `##` headings, paragraphs (lines joined until a
//! blank line), `- ` bullets (indented lines continue a bullet), `` `code` `` spans, which the
//! page shows as they are, and card links, `[Blue 5](card:blue-5)`: the words a reader reads and
//! the token of a card the page draws beside them (each game says which card a token names; in
//! rustdoc and in plain text it stays a link with its words). A line of card links alone is a
//! picture of its own, a row of cards, never joined to the lines around it.

/// One piece of a rules text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Block {
    /// A `##` heading; `#` titles are dropped, since the page shows the game's name itself.
    Heading(String),
    Paragraph(String),
    Bullets(Vec<String>),
}

/// The blocks of a rules text, in order.
///
/// ```
/// use duskdeck::engine::rules_text::{blocks, Block};
/// let text = "# Title\n\nOne line\nand its tail.\n\n## Setting up\n- a bullet\n  that continues\n- another\n";
/// assert_eq!(blocks(text), vec![
///     Block::Paragraph("One line and its tail.".into()),
///     Block::Heading("Setting up".into()),
///     Block::Bullets(vec!["a bullet that continues".into(), "another".into()]),
/// ]);
/// ```
pub fn blocks(markdown: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut paragraph: Vec<&str> = Vec::new();
    let mut bullets: Vec<String> = Vec::new();
    let flush = |out: &mut Vec<Block>, paragraph: &mut Vec<&str>, bullets: &mut Vec<String>| {
        if !paragraph.is_empty() {
            out.push(Block::Paragraph(paragraph.join(" ")));
            paragraph.clear();
        }
        if !bullets.is_empty() {
            out.push(Block::Bullets(std::mem::take(bullets)));
        }
    };
    for raw in markdown.lines() {
        let line = raw.trim_end();
        let trimmed = line.trim_start();
        if trimmed.is_empty() {
            flush(&mut out, &mut paragraph, &mut bullets);
        } else if let Some(heading) = trimmed.strip_prefix("## ") {
            flush(&mut out, &mut paragraph, &mut bullets);
            out.push(Block::Heading(heading.trim().to_string()));
        } else if trimmed.starts_with("# ") {
            flush(&mut out, &mut paragraph, &mut bullets);
        } else if let Some(item) = trimmed.strip_prefix("- ") {
            if !paragraph.is_empty() {
                flush(&mut out, &mut paragraph, &mut bullets);
            }
            bullets.push(item.trim().to_string());
        } else if line.starts_with(' ') && !bullets.is_empty() {
            let last = bullets.last_mut().expect("a bullet to continue");
            last.push(' ');
            last.push_str(trimmed);
        } else if is_card_row(trimmed) {
            flush(&mut out, &mut paragraph, &mut bullets);
            out.push(Block::Paragraph(trimmed.to_string()));
        } else {
            if !bullets.is_empty() {
                flush(&mut out, &mut paragraph, &mut bullets);
            }
            paragraph.push(trimmed);
        }
    }
    flush(&mut out, &mut paragraph, &mut bullets);
    out
}

/// The bullets under the `##` heading called `heading`, as a reader reads them ([`plain_text`]),
/// for tests that check a list of choices against the code and for cards whose text is a bullet.
pub fn bullets_under(markdown: &str, heading: &str) -> Vec<String> {
    let all = blocks(markdown);
    let Some(at) = all
        .iter()
        .position(|b| matches!(b, Block::Heading(h) if h == heading))
    else {
        return Vec::new();
    };
    all[at + 1..]
        .iter()
        .take_while(|b| !matches!(b, Block::Heading(_)))
        .flat_map(|b| match b {
            Block::Bullets(items) => items.iter().map(|item| plain_text(item)).collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// One piece of a line of rules text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Span<'a> {
    Text(&'a str),
    /// A `` `code` `` span: an id, shown as it is in every language.
    Code(&'a str),
    /// A card link, `[words](card:token)`: the words the reader reads and the card the game
    /// draws for `token`.
    Card {
        words: &'a str,
        token: &'a str,
    },
}

/// The scheme of a card link's target.
const CARD_SCHEME: &str = "card:";

/// Splits a line into plain text, `` `code` `` spans and card links, in order. A card link inside
/// a code span is code; a bracket that opens no card link is text.
///
/// ```
/// use duskdeck::engine::rules_text::{marked_spans, Span};
/// assert_eq!(marked_spans("a [Blue 5](card:blue-5), `dawn`"), vec![
///     Span::Text("a "),
///     Span::Card { words: "Blue 5", token: "blue-5" },
///     Span::Text(", "),
///     Span::Code("dawn"),
/// ]);
/// ```
pub fn marked_spans(line: &str) -> Vec<Span<'_>> {
    let mut out = Vec::new();
    for (i, part) in line.split('`').enumerate() {
        if part.is_empty() {
            continue;
        }
        if i % 2 == 1 {
            out.push(Span::Code(part));
            continue;
        }
        let mut rest = part;
        while let Some((before, words, token, after)) = next_card_link(rest) {
            if !before.is_empty() {
                out.push(Span::Text(before));
            }
            out.push(Span::Card { words, token });
            rest = after;
        }
        if !rest.is_empty() {
            out.push(Span::Text(rest));
        }
    }
    out
}

/// The first card link in `text`: the text before it, its words, its token and the text after.
fn next_card_link(text: &str) -> Option<(&str, &str, &str, &str)> {
    let link_at = |open: usize| {
        let close = open + text[open..].find(']')?;
        let target = close + 1;
        if !text[target..].starts_with('(') || !text[target + 1..].starts_with(CARD_SCHEME) {
            return None;
        }
        let token_at = target + 1 + CARD_SCHEME.len();
        let end = token_at + text[token_at..].find(')')?;
        let (words, token) = (&text[open + 1..close], &text[token_at..end]);
        let well_formed =
            !words.contains('[') && !token.is_empty() && !token.contains(char::is_whitespace);
        well_formed.then(|| (&text[..open], words, token, &text[end + 1..]))
    };
    text.match_indices('[').find_map(|(open, _)| link_at(open))
}

/// Whether `line` is card links and nothing else but spaces: a row of cards.
///
/// ```
/// use duskdeck::engine::rules_text::is_card_row;
/// assert!(is_card_row("[Owl](card:owl) [Crow](card:crow)"));
/// assert!(!is_card_row("Three [Owls](card:owl)."));
/// assert!(!is_card_row(""));
/// ```
pub fn is_card_row(line: &str) -> bool {
    let spans = marked_spans(line);
    spans.iter().any(|span| matches!(span, Span::Card { .. }))
        && spans.iter().all(|span| match span {
            Span::Card { .. } => true,
            Span::Text(text) => text.trim().is_empty(),
            Span::Code(_) => false,
        })
}

/// `text` as a reader reads it: each card link reduced to its words (the token is an id nobody
/// reads), code spans and everything else as written.
///
/// ```
/// use duskdeck::engine::rules_text::plain_text;
/// assert_eq!(plain_text("Show the [Lantern](card:lantern)."), "Show the Lantern.");
/// ```
pub fn plain_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some((before, words, _, after)) = next_card_link(rest) {
        out.push_str(before);
        out.push_str(words);
        rest = after;
    }
    out.push_str(rest);
    out
}

/// Every card token a rules text names, in order, for tests that check each names a card.
pub fn card_tokens(markdown: &str) -> Vec<&str> {
    markdown
        .lines()
        .flat_map(marked_spans)
        .filter_map(|span| match span {
            Span::Card { token, .. } => Some(token),
            _ => None,
        })
        .collect()
}

/// Splits a line into plain text and `` `code` `` spans, alternating: `(text, is_code)`. A card
/// link is read as its words.
///
/// ```
/// use duskdeck::engine::rules_text::spans;
/// assert_eq!(spans("the `dawn` variant"), vec![("the ", false), ("dawn", true), (" variant", false)]);
/// assert_eq!(spans("a [Grue](card:grue)"), vec![("a ", false), ("Grue", false)]);
/// ```
pub fn spans(line: &str) -> Vec<(&str, bool)> {
    marked_spans(line)
        .into_iter()
        .map(|span| match span {
            Span::Text(text) => (text, false),
            Span::Code(code) => (code, true),
            Span::Card { words, .. } => (words, false),
        })
        .collect()
}

/// The heading every game's rules text gives its list of choices.
pub const CHOICES_HEADING: &str = "Choices where the rulebook is silent";
/// The heading every game's rules text gives the rules it adds to the rulebook's.
pub const HOUSE_RULES_HEADING: &str = "House rules";
/// The heading every game's rules text gives what each seat can see.
pub const SEES_HEADING: &str = "What each player sees";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paragraph_after_bullets_starts_a_new_block() {
        let text = "- one\n- two\nThen words.\n\n## Next\nMore.";
        assert_eq!(
            blocks(text),
            vec![
                Block::Bullets(vec!["one".into(), "two".into()]),
                Block::Paragraph("Then words.".into()),
                Block::Heading("Next".into()),
                Block::Paragraph("More.".into()),
            ]
        );
    }

    #[test]
    fn bullets_under_a_heading_stop_at_the_next_heading() {
        let text = "## A\n- x\n\n- y\n## B\n- z\n";
        assert_eq!(bullets_under(text, "A"), ["x", "y"]);
        assert_eq!(bullets_under(text, "B"), ["z"]);
        assert!(bullets_under(text, "C").is_empty());
    }

    #[test]
    fn a_line_of_card_links_alone_is_a_row_of_its_own_between_the_lines_around_it() {
        let text = "The hand:\n[Blue 5](card:blue-5) [Wrath](card:wrath)\nand more words.\n";
        assert_eq!(
            blocks(text),
            vec![
                Block::Paragraph("The hand:".into()),
                Block::Paragraph("[Blue 5](card:blue-5) [Wrath](card:wrath)".into()),
                Block::Paragraph("and more words.".into()),
            ]
        );
    }

    #[test]
    fn a_bullet_of_card_links_stays_a_bullet_and_links_in_prose_stay_in_their_paragraph() {
        let text = "- [Owl](card:owl) [Crow](card:crow)\n- Seat 2: [Owl](card:owl)\n\nSee the\n[Crow](card:crow) here.\n";
        assert_eq!(
            blocks(text),
            vec![
                Block::Bullets(vec![
                    "[Owl](card:owl) [Crow](card:crow)".into(),
                    "Seat 2: [Owl](card:owl)".into(),
                ]),
                Block::Paragraph("See the [Crow](card:crow) here.".into()),
            ]
        );
    }

    #[test]
    fn card_links_parse_between_text_and_code_and_a_link_split_by_a_line_break_joins() {
        assert_eq!(
            marked_spans("[A](card:a)[B](card:b-2) and `[C](card:c)`"),
            vec![
                Span::Card {
                    words: "A",
                    token: "a"
                },
                Span::Card {
                    words: "B",
                    token: "b-2"
                },
                Span::Text(" and "),
                Span::Code("[C](card:c)"),
            ]
        );
        let joined = blocks("the [Blue\n5](card:blue-5)");
        let Block::Paragraph(line) = &joined[0] else {
            panic!("{joined:?}")
        };
        assert_eq!(
            marked_spans(line)[1],
            Span::Card {
                words: "Blue 5",
                token: "blue-5"
            }
        );
    }

    #[test]
    fn what_is_not_a_card_link_is_text_as_written() {
        for text in [
            "[x](https://example.org)",
            "[x](card:)",
            "[x](card:a b)",
            "[x](card:open",
            "[x] (card:a)",
            "a ] b [ c",
            "[",
            "]((card:",
        ] {
            assert_eq!(marked_spans(text), vec![Span::Text(text)], "{text}");
            assert!(!is_card_row(text), "{text}");
            assert_eq!(plain_text(text), text);
        }
        // A stray bracket before a link is text; the link after it still draws.
        assert_eq!(
            marked_spans("[[x](card:a)"),
            vec![
                Span::Text("["),
                Span::Card {
                    words: "x",
                    token: "a"
                }
            ]
        );
    }

    #[test]
    fn a_line_of_cards_right_after_a_bullet_list_is_a_row_not_part_of_the_next_paragraph() {
        let text = "- item\n[A](card:a)\nwords\n";
        assert_eq!(
            blocks(text),
            vec![
                Block::Bullets(vec!["item".into()]),
                Block::Paragraph("[A](card:a)".into()),
                Block::Paragraph("words".into()),
            ]
        );
    }

    #[test]
    fn plain_text_and_bullets_under_read_card_links_as_their_words() {
        let text = "## Powers\n- [Owl](card:owl): draws\n- the [Crow](card:crow)\n";
        assert_eq!(bullets_under(text, "Powers"), ["Owl: draws", "the Crow"]);
        assert_eq!(card_tokens(text), ["owl", "crow"]);
        assert_eq!(plain_text("no links [here]"), "no links [here]");
    }
}
