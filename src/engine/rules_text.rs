//! A game's rules in the project's own words, written once in the game's `rules.md` and read in
//! two places: the game module's documentation (`#![doc = include_str!("rules.md")]`) and the
//! app's rules page, which draws [`blocks`] of the same text.
//!
//! The text is a small subset of Markdown: `#` and `##` headings, paragraphs (lines joined until a
//! blank line), `- ` bullets (indented lines continue a bullet) and `` `code` `` spans, which the
//! page shows as they are.

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

/// The bullets under the `##` heading called `heading`, for tests that check a list of choices
/// against the code.
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
            Block::Bullets(items) => items.clone(),
            _ => Vec::new(),
        })
        .collect()
}

/// Splits a line into plain text and `` `code` `` spans, alternating: `(text, is_code)`.
///
/// ```
/// use duskdeck::engine::rules_text::spans;
/// assert_eq!(spans("the `dawn` variant"), vec![("the ", false), ("dawn", true), (" variant", false)]);
/// ```
pub fn spans(line: &str) -> Vec<(&str, bool)> {
    line.split('`')
        .enumerate()
        .filter(|(_, part)| !part.is_empty())
        .map(|(i, part)| (part, i % 2 == 1))
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
}
