//! A card's full text, shown beside the card on hover, focus, a tap or a long press, and what a
//! seat's badge means, on a tap. A card shows only its name and a short hint, so its full text
//! must be a gesture away; but a card tapped or dropped is being played, not read, and its text
//! must not cover the places to play it.

use super::{TableCtx, ctx};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

#[derive(Clone, PartialEq, Debug)]
pub(super) struct Explained {
    subject: Subject,
    x: f64,
    top: f64,
    bottom: f64,
}

/// What is being explained: a card (its id), or a seat's badge that names a state, with what the
/// state means (a mouse reads that from the badge's `title`; a finger cannot hover).
#[derive(Clone, PartialEq, Debug)]
enum Subject {
    Card(String),
    Badge { label: String, meaning: String },
}

fn at(element: &web_sys::Element, subject: Subject) -> Explained {
    let rect = element.get_bounding_client_rect();
    Explained {
        subject,
        x: rect.left() + rect.width() / 2.0,
        top: rect.top(),
        bottom: rect.bottom(),
    }
}

/// The card element (`data-card`) an event happened in.
/// The card an event is about: the card itself, or for a pile that takes drops (whose cards are
/// not focusable of their own) its first card, so focusing the pile still shows a card's text.
pub(super) fn card_element(event: &web_sys::Event) -> Option<web_sys::Element> {
    let element = event.target()?.dyn_into::<web_sys::Element>().ok()?;
    if let Some(card) = element.closest("[data-card]").ok().flatten() {
        return Some(card);
    }
    let pile = element.closest(".pile[data-drop]").ok().flatten()?;
    pile.query_selector("[data-card]").ok().flatten()
}

type Explaining = RwSignal<Option<Explained>>;

fn explain(element: &web_sys::Element, explained: Explaining) {
    let Some(name) = element.get_attribute("data-card") else {
        return;
    };
    let _ = explained.try_set(Some(at(element, Subject::Card(name))));
}

/// The badge that says what it means (`title`) an event happened on.
fn explained_badge(event: &web_sys::Event) -> Option<Explained> {
    let element = event.target()?.dyn_into::<web_sys::Element>().ok()?;
    let badge = element.closest(".badge[title]").ok().flatten()?;
    let meaning = badge.get_attribute("title")?;
    let label = badge.text_content().unwrap_or_default().trim().to_string();
    Some(at(&badge, Subject::Badge { label, meaning }))
}

fn explain_or_hide(card: Option<web_sys::Element>, explained: Explaining) {
    match card {
        Some(card) => explain(&card, explained),
        None => explained.set(None),
    }
}

/// Notes the time of a pointer going down or up on a card or on a place a card can be played.
pub(super) fn note_play_gesture(event: &web_sys::PointerEvent, pointed_at: StoredValue<f64>) {
    let on_table_piece = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .and_then(|element| {
            element
                .closest("[data-card], [data-drag], [data-drop]")
                .ok()
                .flatten()
        })
        .is_some();
    if on_table_piece {
        pointed_at.set_value(js_sys::Date::now());
    }
}

/// Hover and focus show a card's text, except just after a pointer went down or up: then the
/// card was tapped to be picked up, or lies under the pointer where a move just put it, and its
/// text would only cover the places to play it. Hover it again, or long-press it, to read it.
pub(super) fn explain_unless_playing(
    card: Option<web_sys::Element>,
    pointed_at: StoredValue<f64>,
    explained: Explaining,
) {
    const PLAYING_MS: f64 = 700.0;
    if card.is_some() && js_sys::Date::now() - pointed_at.get_value() < PLAYING_MS {
        return;
    }
    explain_or_hide(card, explained);
}

/// A tap on a card that does nothing else, or on a badge that names a state, shows what it
/// means; a tap elsewhere hides it. The click that ends a long press is the finger leaving the
/// card just read: it keeps the text up and picks nothing up (its default is prevented, which
/// [`Dnd::on_click`](crate::ui::dnd::Dnd::on_click) respects).
pub(super) fn explain_on_tap(
    event: &web_sys::MouseEvent,
    explained: Explaining,
    long_press: StoredValue<Option<i32>>,
) {
    if long_press.get_value() == Some(LONG_PRESSED) {
        long_press.set_value(None);
        if card_element(event).is_some() {
            event.prevent_default();
            return;
        }
    }
    if let Some(badge) = explained_badge(event) {
        explained.set(Some(badge));
        return;
    }
    // A tap on a place ringed for the card held is that card's drop, not a question about a
    // card lying there (a chip in the seat aimed at).
    let dropped = card_element(event)
        .and_then(|card| card.closest(".drop-ok").ok().flatten())
        .is_some();
    match card_element(event) {
        Some(_) if dropped => {}
        Some(card) if !card.has_attribute("data-drag") && !card.has_attribute("data-drop") => {
            explain(&card, explained)
        }
        Some(_) => {}
        None => explained.set(None),
    }
}

/// The long-press timer's state once it has fired and shown a card's text, until the next press:
/// no timer id is negative.
const LONG_PRESSED: i32 = -1;

/// A touch held still on a card for half a second shows its text (cards that move or take drops
/// need the long press, since a tap is their move). `timer` holds the pending timer's id, or
/// [`LONG_PRESSED`] once it has fired.
pub(super) fn start_long_press(
    event: &web_sys::PointerEvent,
    timer: StoredValue<Option<i32>>,
    explained: Explaining,
) {
    cancel_long_press(timer);
    timer.set_value(None);
    if event.pointer_type() != "touch" {
        return;
    }
    let Some(card) = card_element(event) else {
        return;
    };
    // The signals are captured here: a timer runs outside any reactive owner.
    let callback = wasm_bindgen::closure::Closure::once_into_js(move || {
        explain(&card, explained);
        let _ = timer.try_set_value(Some(LONG_PRESSED));
    });
    if let Ok(id) = window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 500)
    {
        timer.set_value(Some(id));
    }
}

/// Stops a long press still waiting; one that has fired stays noted for the click that ends it.
pub(super) fn cancel_long_press(timer: StoredValue<Option<i32>>) {
    if let Some(id) = timer.get_value().filter(|&id| id != LONG_PRESSED) {
        window().clear_timeout_with_handle(id);
        timer.set_value(None);
    }
}

/// Where the pointer is, and where it rested when the table last changed. A mouse over a card
/// is a hover only if the pointer moved there: the table moving under a pointer at rest (a card
/// that a bot's move slides or deals under it, after a tap or a drop) asked for nothing.
#[derive(Clone, Copy)]
pub(super) struct StillPointer {
    at: StoredValue<Option<(i32, i32)>>,
    rest: StoredValue<Option<(i32, i32)>>,
}

impl StillPointer {
    pub(super) fn new() -> Self {
        StillPointer {
            at: StoredValue::new(None),
            rest: StoredValue::new(None),
        }
    }

    pub(super) fn moved(&self, event: &web_sys::MouseEvent) {
        self.at
            .set_value(Some((event.client_x(), event.client_y())));
    }

    /// The table changed: the pointer rests where it is until it moves.
    pub(super) fn table_changed(&self) {
        self.rest.set_value(self.at.get_value());
    }

    /// Whether a mouse over a card is a hover: not where the pointer rested when the table changed.
    pub(super) fn hovers(&self, event: &web_sys::MouseEvent) -> bool {
        let here = Some((event.client_x(), event.client_y()));
        self.at.set_value(here);
        self.rest.get_value() != here
    }
}

/// The full text of the card in focus, under the pointer or long-pressed, next to the card.
#[component]
pub(super) fn CardExplanation() -> impl IntoView {
    let TableCtx {
        table,
        dnd,
        explained,
        faces,
        ..
    } = ctx();
    move || {
        let shown = explained.get()?;
        // Never over the place a card is being dragged to.
        if table.frame.with(|f| f.curtain.is_some()) || dnd.dragging.with(Option::is_some) {
            return None;
        }
        let faces = faces.get_value();
        let (tone, heading, text) = match &shown.subject {
            Subject::Card(name) => (
                format!("tone-{}", (faces.art)(name).tone),
                (faces.name)(name),
                (faces.text)(name),
            ),
            Subject::Badge { label, meaning } => {
                ("badge-meaning".to_string(), label.clone(), meaning.clone())
            }
        };
        let height = window().inner_height().ok()?.as_f64()?;
        let width = window().inner_width().ok()?.as_f64()?;
        // Kept inside the window sideways; above the card or below it, wherever there is more
        // room, and never taller than that room (the text scrolls inside).
        let box_width = (width - 16.0).min(320.0);
        let x = shown
            .x
            .clamp(8.0 + box_width / 2.0, width - 8.0 - box_width / 2.0);
        let above = shown.top;
        let below = height - shown.bottom;
        let style = if above >= below {
            format!(
                "left: {x:.0}px; bottom: {:.0}px; max-height: {:.0}px",
                height - shown.top + 6.0,
                above - 14.0
            )
        } else {
            format!(
                "left: {x:.0}px; top: {:.0}px; max-height: {:.0}px",
                shown.bottom + 6.0,
                below - 14.0
            )
        };
        Some(view! {
            <div class=format!("card-explanation {tone}") role="tooltip" style=style
                data-testid="card-text">
                <strong>{heading}</strong>
                <p>{text}</p>
            </div>
        })
    }
}
