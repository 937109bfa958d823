//! A card on its way to a move: the ghost that follows a pointer drag, the line a screen reader
//! hears while a card is held, and the arrow keys and edge scrolling that bring its targets within
//! reach. Pointer, keyboard and screen-reader players each need their own way to find where a
//! held card may go.

use super::card::Card;
use super::{TableCtx, ctx};
use crate::lang;
use crate::ui::play::Frame;
use leptos::prelude::*;
use std::collections::BTreeSet;
use wasm_bindgen::JsCast;

/// While a card is held, the arrow keys move the focus from one place it may go to the next, in
/// reading order, so a keyboard reaches the legal targets directly instead of through every
/// focusable thing on the table.
pub(super) fn step_between_targets(event: &web_sys::KeyboardEvent) {
    let forward = match event.key().as_str() {
        "ArrowRight" | "ArrowDown" => true,
        "ArrowLeft" | "ArrowUp" => false,
        _ => return,
    };
    let Ok(found) = document().query_selector_all("[data-testid=table] .drop-ok") else {
        return;
    };
    let targets: Vec<web_sys::HtmlElement> = (0..found.length())
        .filter_map(|i| found.item(i)?.dyn_into().ok())
        .collect();
    let count = targets.len();
    if count == 0 {
        return;
    }
    event.prevent_default();
    let active = document().active_element();
    let at = targets
        .iter()
        .position(|t| active.as_ref() == Some(t.unchecked_ref::<web_sys::Element>()));
    let next = match (at, forward) {
        (Some(i), true) => (i + 1) % count,
        (Some(i), false) => (i + count - 1) % count,
        (None, true) => 0,
        (None, false) => count - 1,
    };
    let _ = targets[next].focus();
}

/// While a card is dragged near the edge of something that scrolls, scroll it that way, so a
/// target out of sight can still be reached.
pub(super) fn auto_scroll(x: i32, y: i32) {
    const EDGE: f64 = 40.0;
    const SPEED: f64 = 14.0;
    let Some(under) = document().element_from_point(x as f32, y as f32) else {
        return;
    };
    let Ok(Some(area)) = under.closest(".board, .side, .hand-panel, .actions") else {
        return;
    };
    let rect = area.get_bounding_client_rect();
    let (x, y) = (f64::from(x), f64::from(y));
    let dy = if y < rect.top() + EDGE {
        -SPEED
    } else if y > rect.bottom() - EDGE {
        SPEED
    } else {
        0.0
    };
    let dx = if x < rect.left() + EDGE {
        -SPEED
    } else if x > rect.right() - EDGE {
        SPEED
    } else {
        0.0
    };
    if dx != 0.0 || dy != 0.0 {
        area.scroll_by_with_x_and_y(dx, dy);
    }
}

/// For a screen reader, once a card is picked up: what is held and how to place it. Sighted
/// players see the ringed targets instead, so the line is not drawn.
#[component]
pub(super) fn HeldStatus() -> impl IntoView {
    let TableCtx {
        table,
        dnd,
        marks,
        faces,
        ..
    } = ctx();
    let said = move || {
        let token = dnd.held.get()?;
        let name = table.frame.with(|f| {
            f.model
                .dragged_card(&token)
                .filter(|c| !c.name.is_empty())
                .map(|c| (faces.get_value().name)(&c.name))
        })?;
        let places = marks.drop_ok.with(BTreeSet::len);
        Some(lang::app().holding(&name, places))
    };
    view! { <p class="visually-hidden" role="status" data-testid="held">{said}</p> }
}

/// The card under a pointer drag, following it.
#[component]
pub(super) fn Ghost() -> impl IntoView {
    let TableCtx { table, dnd, .. } = ctx();
    move || {
        let token = dnd.dragging.get()?;
        let card = table
            .frame
            .with_untracked(|f: &Frame| f.model.dragged_card(&token).cloned())?;
        let position = move || {
            let (x, y) = dnd.pointer.get();
            format!("transform: translate({}px, {}px)", x - 34.0, y - 48.0)
        };
        Some(view! {
            <div class="ghost" aria-hidden="true" style=position>
                <Card card />
            </div>
        })
    }
}
