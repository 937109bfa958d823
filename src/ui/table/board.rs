//! The board: the other seats, the middle and your seat, each in a region of its own, and the
//! cards the last move showed. A region never changes size with what it holds, so a move never
//! shifts the table under the pointer; content that outgrows its region is drawn smaller instead.

use super::card::Card;
use super::fit::{disconnect_on_cleanup, fit_to_box};
use super::hint::HintText;
use super::{TableCtx, ctx};
use crate::lang;
use crate::ui::adapter::{CardModel, PileLayout, PileModel, SeatModel};
use leptos::prelude::*;
use std::ops::Not;

/// The seats and the middle of the table, each in a region of its own.
#[component]
pub(super) fn Board() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let frame = table.frame;
    let hidden = Memo::new(move |_| frame.with(|f| f.curtain.is_some()));
    let opponents = Memo::new(move |_| {
        frame.with(|f| {
            let n = f.model.seats.len();
            let viewer = f.viewer.index();
            let mut others: Vec<SeatModel> = f
                .model
                .seats
                .iter()
                .filter(|s| s.seat != f.viewer)
                .cloned()
                .collect();
            // Clockwise from the viewer's left.
            others.sort_by_key(|s| (s.seat.index() + n - viewer) % n);
            others
        })
    });
    let own = Memo::new(move |_| {
        frame.with(|f| f.model.seats.iter().find(|s| s.seat == f.viewer).cloned())
    });
    let facts = Memo::new(move |_| frame.with(|f| f.model.facts.clone()));
    let center = Memo::new(move |_| frame.with(|f| f.model.center.clone()));
    let columns = move || {
        let n = opponents.with(Vec::len).max(1);
        let narrow = if n <= 3 { n } else { n.div_ceil(2).min(4) };
        // On a wide screen every other seat sits in one row, however many: a row of narrow panels
        // keeps each readable, where two rows would each be drawn at half the size.
        format!("--columns: {n}; --columns-narrow: {narrow}")
    };
    view! {
        <section class="board" aria-label=lang::app().the_table()>
            <div class="board-regions">
                <FitRegion class="region-opponents">
                    <div class="opponents" style=columns>
                        <For
                            each=move || opponents.get()
                            key=|seat| seat.clone()
                            children=move |seat| view! { <SeatPanel seat /> }
                        />
                    </div>
                </FitRegion>
                <FitRegion class="region-center">
                    <div class="center">
                        <ul class="facts">
                            <For each=move || facts.get() key=|f| f.clone() children=|f| view! { <li>{f}</li> } />
                        </ul>
                        <For each=move || center.get() key=|p| p.clone() children=|pile| view! { <Pile pile /> } />
                    </div>
                </FitRegion>
                <FitRegion class="region-own">
                    {move || {
                        (!hidden.get()).then(|| own.get().map(|seat| view! { <SeatPanel seat /> }))
                    }}
                </FitRegion>
            </div>
            <ShownCards />
            // Over the top of the board (on a desktop, of the side column), not in the dock: a
            // hint pushes no move out of sight.
            <HintText />
        </section>
    }
}

/// The cards the last move showed, face up over the seat that showed them (or the middle), large
/// enough to read however small that seat is drawn; gone with the next move. The log says the same
/// in words, so screen readers skip them.
#[component]
fn ShownCards() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let shown = Memo::new(move |_| table.frame.with(|f| f.shown.clone()));
    move || {
        let list = shown.get();
        if list.is_empty() {
            return None;
        }
        let document = document();
        let board = document
            .query_selector("[data-testid=table] .board")
            .ok()
            .flatten()?;
        let frame = board.get_bounding_client_rect();
        // The box's size, as main.css draws it (`.shown-cards`): cards `clamp(48px, 5vw, 64px)`
        // wide, 0.3rem apart, in 0.35rem of padding.
        let card_w = (window()
            .inner_width()
            .ok()
            .and_then(|w| w.as_f64())
            .unwrap_or(1280.0)
            * 0.05)
            .clamp(48.0, 64.0);
        let boxes = list
            .into_iter()
            .map(|shown| {
                let count = shown.cards.len().max(1) as f64;
                let (box_w, box_h) = (
                    count * card_w + (count - 1.0) * 4.8 + 13.2,
                    card_w * 1.38 + 13.2,
                );
                // The regions never move, so where the seat is now is where it will be drawn.
                let seat = shown.seat.and_then(|seat| {
                    let selector = format!(
                        "[data-testid=table] .board [data-seat=\"{}\"]",
                        seat.index()
                    );
                    document.query_selector(&selector).ok().flatten()
                });
                let at = seat.as_ref().unwrap_or(&board).get_bounding_client_rect();
                let half = (box_w / 2.0).min(frame.width() / 2.0);
                let x =
                    (at.left() + at.width() / 2.0 - frame.left()).clamp(half, frame.width() - half);
                let style = match seat {
                    // Under the seat's name and badges, never over them: hanging below the
                    // labels where the board has room, else standing on the seat's top edge.
                    Some(seat) => {
                        let labels = seat
                            .query_selector_all(".seat-head, .badges")
                            .ok()
                            .map(|found| {
                                (0..found.length())
                                    .filter_map(|i| {
                                        wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(
                                            found.item(i)?,
                                        )
                                        .ok()
                                    })
                                    .map(|e| e.get_bounding_client_rect().bottom())
                                    .fold(at.top(), f64::max)
                            })
                            .unwrap_or(at.top());
                        let below = labels - frame.top() + 4.0;
                        if below + box_h <= frame.height() {
                            format!("left: {x:.0}px; top: {below:.0}px; translate: -50% 0")
                        } else {
                            let above = (at.top() - frame.top() - 4.0 - box_h).max(0.0);
                            format!("left: {x:.0}px; top: {above:.0}px; translate: -50% 0")
                        }
                    }
                    None => {
                        let y =
                            (at.top() + at.height() / 2.0 - frame.top()).clamp(0.0, frame.height());
                        format!("left: {x:.0}px; top: {y:.0}px")
                    }
                };
                let verdict = shown.verdict.map(|verdict| {
                    view! {
                        <span
                            class="shown-verdict"
                            class:against=verdict.against_them
                            data-testid="shown-verdict"
                        >
                            {verdict.words}
                        </span>
                    }
                });
                view! {
                    <div class="shown-cards" style=style aria-hidden="true" data-testid="shown">
                        {verdict}
                        {shown
                            .cards
                            .into_iter()
                            .map(|name| view! { <Card card=CardModel::face(&name) /> })
                            .collect_view()}
                    </div>
                }
            })
            .collect_view();
        Some(view! { <div class="shown-layer">{boxes}</div> })
    }
}

/// One fixed part of the board (the other seats, the middle, your seat). Its box never changes
/// with what it holds, so nothing around it moves; content that outgrows it is drawn smaller.
#[component]
fn FitRegion(class: &'static str, children: Children) -> impl IntoView {
    let box_ref = NodeRef::<leptos::html::Div>::new();
    let fit_ref = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        if let (Some(region), Some(fit)) = (box_ref.get(), fit_ref.get())
            && let Some(fitting) = fit_to_box(region.into(), fit.into())
        {
            disconnect_on_cleanup(fitting);
        }
    });
    view! {
        <div class=format!("region {class}") node_ref=box_ref>
            <div class="region-fit" node_ref=fit_ref>
                {children()}
            </div>
        </div>
    }
}

/// One seat's panel: who, their public state, a count of their hidden cards, their piles.
#[component]
fn SeatPanel(seat: SeatModel) -> impl IntoView {
    let TableCtx { table, marks, .. } = ctx();
    let frame = table.frame;
    let who = seat.seat;
    let token = crate::ui::adapter::seat_token(who);
    let (controller, you) = table
        .game
        .with_untracked(|g| (g.controller(who), g.setup().you == who));
    let out = seat.out;
    let token_for_class = token.clone();
    let class = move || {
        let mut class = String::from("seat");
        if frame.with(|f| f.acting) == Some(who) {
            class.push_str(" acting");
        }
        if out {
            class.push_str(" out");
        }
        if marks.drop_ok.with(|t| t.contains(&token_for_class)) {
            class.push_str(" drop-ok");
        }
        class
    };
    let thinking = move || {
        (table.thinking.get() == Some(who))
            .then(|| view! { <span class="thinking-dot" role="img" aria-label=lang::app().thinking_dot()></span> })
    };
    // Plain backs are only a count; anything public, marked or playable is drawn.
    let (counted, drawn): (Vec<CardModel>, Vec<CardModel>) =
        seat.cards.into_iter().partition(|c| {
            !c.face_up && c.drag.is_none() && c.drop.is_none() && c.note.is_none() && !c.marked
        });
    let hidden_count = counted.len();
    let shows_some = !drawn.is_empty();
    let label = lang::app().seat_label(who, &controller, hidden_count);
    let (piles, beside_grid) = split_beside_grid(seat.piles);
    let mut badges = seat.badges;
    if you {
        badges.insert(
            0,
            crate::ui::adapter::Badge::new("you", lang::app().you_badge()),
        );
    }
    view! {
        <article
            class=class
            data-seat=who.0.to_string()
            data-legal-target=marks.legal_target(Some(token.clone()))
            data-hinted=marks.hinted(None, Some(token.clone()))
            data-drop=token
            tabindex="0"
            aria-label=label
        >
            <header class="seat-head">
                <span class="seat-name">{who.to_string()}</span>
                <span class="controller">{controller}</span>
                {thinking}
            </header>
            <ul class="badges">
                {badges
                    .into_iter()
                    .map(|b| view! {
                        <li class=format!("badge badge-{}", b.key) data-badge=b.key title=b.explains>
                            {b.label}
                        </li>
                    })
                    .collect_view()}
                {(hidden_count > 0).then(|| view! {
                    <li class="badge badge-count" aria-hidden="true">
                        <span class="count-back"></span>
                        // Beside face-up cards of the same hand, a bare "1 card" reads as the
                        // whole hand.
                        {if shows_some {
                            lang::app().more_hidden_cards(hidden_count)
                        } else {
                            lang::app().cards(hidden_count)
                        }}
                    </li>
                })}
            </ul>
            {(!drawn.is_empty()).then(|| view! {
                <div class="mini-cards">
                    {drawn.into_iter().map(|card| view! { <Card card /> }).collect_view()}
                </div>
            })}
            {piles.into_iter().map(|pile| view! { <Pile pile /> }).collect_view()}
            {(!beside_grid.is_empty()).then(|| view! {
                <div class="seat-beside">
                    {beside_grid.into_iter().map(|pile| view! { <Pile pile /> }).collect_view()}
                </div>
            })}
            {seat.note.map(|n| view! { <p class="seat-note">{n}</p> })}
        </article>
    }
}

/// A seat whose cards lie in a grid keeps what goes with that grid (a GRID#LOCK player's
/// eliminated lines) in one box beside it: however many there are, they stack in that box instead
/// of each taking a row of the seat's layout.
fn split_beside_grid(mut piles: Vec<PileModel>) -> (Vec<PileModel>, Vec<PileModel>) {
    match piles.first() {
        Some(first) if matches!(first.layout, PileLayout::Grid(_)) => {
            let beside = piles.split_off(1);
            (piles, beside)
        }
        _ => (piles, Vec::new()),
    }
}

#[component]
fn Pile(pile: PileModel) -> impl IntoView {
    let TableCtx { marks, .. } = ctx();
    let token = pile.drop.clone();
    let class = move || {
        let mut class = String::from("pile");
        if let Some(t) = token.as_ref() {
            if marks.drop_ok.with(|set| set.contains(t)) {
                class.push_str(" drop-ok");
            }
            if marks.is_clickable(t) {
                class.push_str(" clickable");
            }
        }
        class
    };
    let count = pile.cards.len();
    // A pile that takes drops is one control, named by everything drawn on it; a card in it that
    // only repeats the pile's own target is not a second control.
    let is_target = pile.drop.is_some();
    let mut pile = pile;
    for card in &mut pile.cards {
        if card.drop.is_some() && card.drop == pile.drop {
            card.drop = None;
        }
    }
    let hidden_from_reader = (!is_target).then_some("true");
    let has_note = pile.note.is_some();
    let (layout, style) = match pile.layout {
        PileLayout::Stack => ("stack", None),
        PileLayout::Row => ("row", None),
        PileLayout::Grid(columns) => ("grid", Some(format!("--grid-columns: {columns}"))),
    };
    let cards = match pile.layout {
        // A stack shows one back and how many lie under it, unless its top card is in play.
        PileLayout::Stack => {
            let top = pile
                .cards
                .last()
                .filter(|c| c.face_up || c.drag.is_some() || c.drop.is_some())
                .cloned();
            view! {
                <div class="stack">
                    {match top {
                        Some(card) => view! { <Card card in_target=is_target /> }.into_any(),
                        None => view! { <span class="card back stack-back" aria-hidden="true"></span> }.into_any(),
                    }}
                    // A game that draws only some of a big pile's backs says its size in the note.
                    {has_note.not().then(|| view! {
                        <span class="stack-count" aria-hidden=hidden_from_reader>{count}</span>
                        {is_target.then(|| view! { <span class="visually-hidden">" "{lang::app().card_noun(count)}</span> })}
                    })}
                </div>
            }
            .into_any()
        }
        PileLayout::Row | PileLayout::Grid(_) => pile
            .cards
            .into_iter()
            .map(|card| view! { <Card card in_target=is_target /> })
            .collect_view()
            .into_any(),
    };
    let label = (!is_target).then(|| {
        if matches!(pile.layout, PileLayout::Stack) && !pile.label.contains(&count.to_string()) {
            lang::app().pile_label(&pile.label, count)
        } else {
            pile.label.clone()
        }
    });
    view! {
        <div
            class=class
            data-drop=pile.drop.clone()
            data-legal-target=marks.legal_target(pile.drop.clone())
            data-hinted=marks.hinted(None, pile.drop.clone())
            data-layout=layout
            tabindex=pile.drop.is_some().then_some("0")
            // A pile is a group of cards unless something can be dropped on it.
            role=if pile.drop.is_some() { "button" } else { "group" }
            aria-label=label
        >
            <span class="pile-label" aria-hidden=hidden_from_reader>{pile.label}</span>
            <div class=format!("pile-cards pile-{layout}") style=style>{cards}</div>
            {pile.note.map(|n| view! { <span class="pile-note" aria-hidden=hidden_from_reader>{n}</span> })}
        </div>
    }
}
