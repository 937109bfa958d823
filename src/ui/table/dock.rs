//! The bottom of the screen: the prompt, the moves as buttons (and the question when a drop could
//! mean several), the replay bar in a replay, and your hand. It stays in one place, so what to do
//! and what you hold are always within reach.

use super::card::Card;
use super::fit::{disconnect_on_cleanup, watch_size};
use super::hint::HintButton;
use super::replay_bar::ReplayBar;
use super::side_panel::Notes;
use super::{TableCtx, ctx};
use crate::lang;
use crate::ui::driver::Table;
use crate::ui::play::Choice;
use leptos::prelude::*;

/// The bottom of the screen: what to do now, the moves as buttons, and your hand.
#[component]
pub(super) fn Dock() -> impl IntoView {
    let TableCtx { table, dnd, .. } = ctx();
    let frame = table.frame;
    let hand = Memo::new(move |_| frame.with(|f| f.model.hand.clone()));
    let panel_ref = NodeRef::<leptos::html::Section>::new();
    let panel_size = RwSignal::new((0.0, 0.0));
    Effect::new(move |_| {
        if let Some(panel) = panel_ref.get()
            && let Some(watching) = watch_size(panel, panel_size)
        {
            disconnect_on_cleanup(watching);
        }
    });
    let rows = Memo::new(move |_| {
        let (width, height) = panel_size.get();
        hand_rows(width, height, hand.with(Vec::len))
    });
    let scrolls = Memo::new(move |_| {
        let (width, _) = panel_size.get();
        rows.get() == 1 && hand_scrolls(width, hand.with(Vec::len))
    });
    let fans = Memo::new(move |_| {
        let (width, _) = panel_size.get();
        rows.get() == 1 && hand_fans(width, hand.with(Vec::len))
    });
    let waiting = move || frame.with(|f| f.decider.is_none());
    // How long the log was before the move that brought a round's summary up. The move that ends
    // a round also deals the next, whose hand waits hidden behind the summary: its lines wait
    // too, and the latest line is the move that ended the round. (Behind a pass-and-play
    // curtain the log is empty, so it is not counted there.)
    let before_summary = Memo::new(move |before: Option<&usize>| {
        frame.with(
            |f| match (before, f.summary.is_some() || f.curtain.is_some()) {
                (Some(&before), true) => before,
                _ => f.log.len(),
            },
        )
    });
    // Keyed by its place in the log, so that a new line is a new element and eases in.
    let latest = move || {
        frame.with(|f| {
            let at = latest_line_at(f.log.len(), f.summary.is_some(), before_summary.get());
            at.and_then(|at| Some((at + 1, f.log.get(at)?.clone())))
                .into_iter()
                .collect::<Vec<_>>()
        })
    };
    let has_hand = move || hand.with(|h| !h.is_empty());
    view! {
        <section class="dock" class:no-hand=move || !has_hand()>
            <div class="controls">
                // On a phone the log is a drawer: the latest line of it stays in sight, so what the
                // others did between your turns is not only behind a button.
                <p class="latest-move" aria-live="polite">
                    <For each=latest key=|item| item.clone() children=|(_, line)| view! { <span>{line}</span> } />
                </p>
                // A tap on a card picks it up: a finger that meant to read it learns how, where it
                // looks (a screen reader hears how to place it instead; see HeldStatus).
                {move || {
                    dnd.held.with(Option::is_some).then(|| view! {
                        <p class="held-tip" aria-hidden="true">{lang::app().hold_to_read()}</p>
                    })
                }}
                <div class="prompt-row">
                    <p class="prompt" data-testid="prompt" aria-live="polite" class:waiting=waiting>
                        {move || frame.with(|f| f.prompt.clone())}
                    </p>
                    <HintButton />
                </div>
                <ReplayBar />
                <Chooser />
                <Actions />
                // On a phone the side panel is a drawer: what only you know stays in view, under
                // the moves, where a short list of moves leaves room.
                <div class="notes-inline">
                    <Notes inline=true />
                </div>
            </div>
            <section class="hand-panel" aria-label=lang::app().your_hand() node_ref=panel_ref>
                <div
                    class="hand"
                    data-testid="hand"
                    data-rows=move || rows.get().to_string()
                    data-scrolls=move || scrolls.get().then_some("")
                    data-fanned=move || fans.get().then_some("")
                    style=move || {
                        let cards = hand.with(Vec::len).max(1);
                        format!(
                            "--cards: {cards}; --rows: {}; --per-row: {}",
                            rows.get(),
                            cards.div_ceil(usize::from(rows.get())),
                        )
                    }
                >
                    <For
                        each=move || hand.get().into_iter().enumerate()
                        key=|item| item.clone()
                        children=move |(_, card)| view! { <Card card /> }
                    />
                </div>
            </section>
        </section>
    }
}

/// How many rows a hand of `cards` is laid out in, in a panel of `width` x `height` CSS px: as
/// many (up to four) as draw the cards largest side by side, where that is clearly larger than one
/// row would draw them (a long Grid of Shadows hand on a laptop takes three rows of whole cards,
/// not one fan of slivers); else one, fanned when the cards do not fit side by side. The sizes
/// match the hand's rules in main.css.
fn hand_rows(width: f64, height: f64, cards: usize) -> u8 {
    // Cards side by side this narrow still show their whole index, unlike a fan of wider ones.
    const SMALLEST: f64 = 40.0;
    const LARGEST: f64 = 100.0;
    const HEIGHT_PER_WIDTH: f64 = 1.38;
    const GAP: f64 = 6.4;
    const MOST_ROWS: u8 = 4;
    if cards < 2 || width <= 0.0 || height <= 0.0 {
        return 1;
    }
    let in_one_row = (width / cards as f64 - 4.0)
        .min(height / HEIGHT_PER_WIDTH)
        .min(LARGEST);
    let in_rows = |rows: u8| {
        let per_row = cards.div_ceil(usize::from(rows)) as f64;
        (width / per_row - GAP)
            .min((height / f64::from(rows) - GAP) / HEIGHT_PER_WIDTH)
            .min(LARGEST)
    };
    // The fewest rows that draw the cards largest: a row more is taken only for a card clearly
    // larger.
    let (rows, size) = (2..=MOST_ROWS)
        .filter(|&rows| usize::from(rows) <= cards)
        .map(|rows| (rows, in_rows(rows)))
        .fold((1, in_one_row), |best, next| {
            if next.1 > best.1 * 1.1 { next } else { best }
        });
    // Clearly larger, or the change of layout is not worth it.
    if rows > 1 && size >= SMALLEST && size > in_one_row * 1.15 {
        rows
    } else {
        1
    }
}

/// Which line of a log of `lines` is the latest to show: the last, or while a round's summary is
/// up, the first line of the move that brought it up (the log held `before_summary` lines before
/// it), since the lines after it are the next round's deal. A log that has not grown since (a
/// take-back to a summary) shows its last line.
fn latest_line_at(lines: usize, summary_up: bool, before_summary: usize) -> Option<usize> {
    let last = lines.checked_sub(1)?;
    Some(if summary_up && before_summary < lines {
        before_summary
    } else {
        last
    })
}

/// Whether one row of `cards` in a panel `width` CSS px wide overlaps like a fan: the cards shrink
/// to fit side by side down to their smallest, then overlap. The sizes match the hand's rules in
/// main.css.
fn hand_fans(width: f64, cards: usize) -> bool {
    const SMALLEST_CARD: f64 = 48.0;
    cards > 1 && width > 0.0 && SMALLEST_CARD * cards as f64 > width + 0.5
}

/// Whether one row of `cards`, fanned in a panel `width` CSS px wide, is longer than the panel:
/// the fan never hides more of a card than its corner index (main.css's `--fan-step`), so a hand
/// longer than that scrolls sideways. The sizes match the hand's rules in main.css.
fn hand_scrolls(width: f64, cards: usize) -> bool {
    const FANNED_CARD: f64 = 48.0;
    const FAN_STEP: f64 = 27.0;
    cards > 1 && width > 0.0 && FANNED_CARD + (cards - 1) as f64 * FAN_STEP > width + 0.5
}

/// The words every label of a group of moves begins with ("Ask everyone for" of "Ask everyone
/// for an Owl", "… for a Crow", …), said once above the group so that each button needs only the
/// rest: a long list fits its box. At least two words, shared by three labels or more, each of
/// which has something left.
fn shared_lead(labels: &[&str]) -> Option<usize> {
    const FEWEST_LABELS: usize = 3;
    const FEWEST_WORDS: usize = 2;
    if labels.len() < FEWEST_LABELS {
        return None;
    }
    let words: Vec<Vec<&str>> = labels.iter().map(|l| l.split(' ').collect()).collect();
    let shortest = words.iter().map(Vec::len).min()?;
    // Never the whole of a label: the button would be empty.
    let mut shared = (0..shortest.saturating_sub(1))
        .take_while(|&i| words.iter().all(|w| w[i] == words[0][i]))
        .count();
    // A lead that ends in a short linking word ("to", "for") leaves each button a whole name
    // ("bottom left"), where one that runs on splits it ("… to bottom" over "left").
    if let Some(link) = (FEWEST_WORDS..=shared)
        .rev()
        .find(|&n| words[0][n - 1].chars().count() <= 3)
    {
        shared = link;
    }
    (shared >= FEWEST_WORDS).then(|| words[0][..shared].iter().map(|w| w.len() + 1).sum())
}

/// One legal move as a button; `before` runs first (closing the chooser, say). `shown` is the
/// part of its label on the button when the group says the rest above it; the button's name is
/// still the whole label.
fn choice_button(
    table: Table,
    choice: Choice,
    shown: Option<String>,
    before: impl Fn() + 'static,
) -> impl IntoView {
    let index = choice.index;
    let whole_name = shown.is_some().then(|| choice.label.clone());
    let hinted = move || {
        table
            .shown_hint
            .with(|h| h.as_ref().is_some_and(|h| h.index == index))
    };
    view! {
        <button
            type="button"
            data-action-index=index.to_string()
            class:hinted=hinted
            data-hinted=move || hinted().then_some("true")
            aria-label=whole_name
            on:click=move |_| {
                before();
                table.human_plays(index);
            }
        >
            {shown.unwrap_or(choice.label)}
        </button>
    }
}

#[component]
fn Actions() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let choices = Memo::new(move |_| table.frame.with(|f| f.choices.clone()));
    move || {
        choices.with(|cs| {
            if cs.is_empty() {
                return None;
            }
            // The main moves first, then each named group in the order the legal list has them.
            let mut groups: Vec<(&'static str, Vec<Choice>)> = vec![("", Vec::new())];
            for c in cs {
                match groups.iter_mut().find(|(g, _)| *g == c.group) {
                    Some((_, list)) => list.push(c.clone()),
                    None => groups.push((c.group, vec![c.clone()])),
                }
            }
            groups.retain(|(_, list)| !list.is_empty());
            Some(view! {
                <section class="actions" data-testid="actions" aria-label=lang::app().your_moves()>
                    {groups
                        .into_iter()
                        .map(|(group, list)| {
                            // The main list's moves differ in kind; a named group's often share
                            // their opening words.
                            let lead = if group.is_empty() {
                                None
                            } else {
                                let labels: Vec<&str> =
                                    list.iter().map(|c| c.label.as_str()).collect();
                                shared_lead(&labels)
                            };
                            let lead_words = lead.map(|at| {
                                format!("{}\u{2026}", list[0].label[..at].trim_end())
                            });
                            view! {
                                <div class=if group.is_empty() { "action-group" } else { "action-group minor" }>
                                    {(!group.is_empty()).then(|| view! { <h3>{group}</h3> })}
                                    {lead_words.map(|words| view! {
                                        <p class="action-lead" aria-hidden="true">{words}</p>
                                    })}
                                    <div class="action-buttons">
                                        {list
                                            .into_iter()
                                            .map(|c| {
                                                let shown = lead.map(|at| c.label[at..].to_string());
                                                choice_button(table, c, shown, || ())
                                            })
                                            .collect_view()}
                                    </div>
                                </div>
                            }
                        })
                        .collect_view()}
                </section>
            })
        })
    }
}

#[component]
fn Chooser() -> impl IntoView {
    let TableCtx { table, chooser, .. } = ctx();
    move || {
        let indices = chooser.get()?;
        let buttons = table.frame.with(|f| {
            f.choices
                .iter()
                .filter(|c| indices.contains(&c.index))
                .cloned()
                .collect::<Vec<_>>()
        });
        Some(view! {
            <div class="chooser" data-testid="chooser" role="dialog" aria-label=lang::app().which_move()>
                <p>{lang::app().drop_means_several()}</p>
                <div class="chooser-buttons">
                    {buttons
                        .into_iter()
                        .map(|c| choice_button(table, c, None, move || chooser.set(None)))
                        .collect_view()}
                    <button type="button" class="quiet" on:click=move |_| chooser.set(None)>
                        {lang::app().cancel()}
                    </button>
                </div>
            </div>
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{hand_fans, hand_rows, hand_scrolls, latest_line_at, shared_lead};

    #[test]
    fn while_a_summary_is_up_the_latest_line_is_the_move_that_ended_the_round() {
        // 40 lines before the last move; it added a play, the round's end and the next deal.
        assert_eq!(latest_line_at(44, false, 44), Some(43));
        assert_eq!(
            latest_line_at(44, true, 40),
            Some(40),
            "the play, not the deal"
        );
        assert_eq!(
            latest_line_at(44, true, 44),
            Some(43),
            "nothing new: the last line"
        );
        assert_eq!(latest_line_at(0, true, 0), None);
    }

    #[test]
    fn a_group_says_its_shared_opening_words_once_and_never_a_whole_label() {
        let asks = [
            "Ask everyone for an Owl",
            "Ask everyone for a Crow",
            "Ask everyone for a Rune",
        ];
        let at = shared_lead(&asks).expect("three labels share three words");
        assert_eq!(&asks[0][..at], "Ask everyone for ");
        assert_eq!(&asks[1][at..], "a Crow");
        let places = [
            "Take the 9 Leaf from the discard pile to top left (replacing the 3 Leaf)",
            "Take the 9 Leaf from the discard pile to top middle (replacing the 9 Leaf)",
            "Take the 9 Leaf from the discard pile to centre (replacing a face-down card)",
        ];
        let at = shared_lead(&places).expect("a shared opening");
        assert_eq!(&places[2][at..], "centre (replacing a face-down card)");
        // Three places on one row: the lead stops at "to", not inside the places' names.
        let row = [
            "Take the 3 Flame from the discard pile to bottom left (replacing the wild)",
            "Take the 3 Flame from the discard pile to bottom middle (replacing the 5 Star)",
            "Take the 3 Flame from the discard pile to bottom right (replacing the 8 Leaf)",
        ];
        let at = shared_lead(&row).expect("a shared opening");
        assert_eq!(&row[0][at..], "bottom left (replacing the wild)");
        // Two labels, one shared word, or a label that is all lead: each button keeps its label.
        assert_eq!(shared_lead(&asks[..2]), None);
        assert_eq!(
            shared_lead(&["Play the Owl", "Pass", "Play the Crow"]),
            None
        );
        assert_eq!(
            shared_lead(&["Say yes", "Say yes now", "Say yes later"]),
            None
        );
        assert_eq!(
            shared_lead(&["Go to the left", "Go to the left", "Go to the right"]),
            Some(10)
        );
    }

    #[test]
    fn a_long_hand_in_a_tall_panel_takes_two_rows_of_larger_cards() {
        // A laptop's dock beside the moves: 400 x 290 px.
        assert_eq!(hand_rows(400.0, 290.0, 12), 2);
        // Fifteen: three rows of 65 px cards rather than two of 44 px.
        assert_eq!(hand_rows(400.0, 290.0, 15), 3);
        // Four cards already reach their largest size in one row.
        assert_eq!(hand_rows(400.0, 290.0, 4), 1);
        assert_eq!(hand_rows(400.0, 290.0, 1), 1);
    }

    #[test]
    fn a_very_long_hand_takes_more_rows_rather_than_a_fan_of_slivers() {
        // 21 cards beside the moves: two rows would draw them 29 px wide, three 49 px.
        assert_eq!(hand_rows(390.0, 280.0, 21), 3);
        // Thirty-five: four rows of nine, 37 px, are still below a readable card, so the hand
        // fans in one row (and scrolls sideways, see main.css).
        assert_eq!(hand_rows(390.0, 280.0, 35), 1);
        // A wider panel draws them in three rows of twelve, 52 px.
        assert_eq!(hand_rows(700.0, 280.0, 35), 3);
    }

    #[test]
    fn a_low_panel_keeps_one_fanned_row_however_long_the_hand() {
        // A phone's hand strip: two rows would draw cards too small to read.
        assert_eq!(hand_rows(370.0, 100.0, 15), 1);
        assert_eq!(hand_rows(370.0, 100.0, 6), 1);
        // Not laid out yet.
        assert_eq!(hand_rows(0.0, 0.0, 12), 1);
    }

    #[test]
    fn a_hand_fans_only_when_its_smallest_cards_do_not_fit_side_by_side() {
        // A phone's 370 px holds seven 48 px cards side by side, not eight.
        assert!(!hand_fans(370.0, 7));
        assert!(hand_fans(370.0, 8));
        assert!(!hand_fans(370.0, 1));
        assert!(!hand_fans(0.0, 8));
    }

    #[test]
    fn a_fan_that_would_hide_the_corner_indices_scrolls_instead() {
        // A phone's 370 px: twelve cards fan with each index ("10 Y", 25 px with the card's
        // edge) whole, fourteen cannot.
        assert!(!hand_scrolls(370.0, 12));
        assert!(hand_scrolls(370.0, 14));
        assert!(!hand_scrolls(370.0, 1));
        assert!(!hand_scrolls(0.0, 21));
    }
}
