//! Drag and drop for every game, with pointer events (mouse, pen and touch alike), plus the same
//! gestures by click and keyboard.
//!
//! Elements carry tokens: `data-drag="<token>"` on things that move, `data-drop="<token>"` on
//! places they may go. This module only turns pointer, click and key events into a finished
//! (drag, drop) pair; the table asks the game adapter what that pair means.
//!
//! * Pointer: press on a draggable, move a few pixels and a ghost follows; release over a target
//!   (found with `elementFromPoint` + `closest('[data-drop]')`, so the ghost must not catch the
//!   pointer). Moves and release are heard on the window, so a fast pointer cannot escape.
//! * Click or Enter/Space on a draggable picks it up (held; `aria-pressed`), click or Enter/Space
//!   on a target drops it there, Escape puts it back.
//! * Click or Enter/Space on a target with nothing held is the pair ([`CLICK`], target): a card
//!   that acts when touched (flip this one). The table ignores such a click when it means nothing.

use super::adapter::CLICK;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, KeyboardEvent, MouseEvent, PointerEvent};

/// Pixels a pointer must travel before a press becomes a drag (a shorter press is a click).
const DRAG_THRESHOLD: f64 = 6.0;
/// The same for a finger, which drifts a few pixels while it holds still to read a card: a
/// playtester's half-second press with 2 to 7 px of drift picked the card up instead.
const TOUCH_DRAG_THRESHOLD: f64 = 12.0;

#[derive(Clone, Debug)]
struct Press {
    token: String,
    pointer: i32,
    x: f64,
    y: f64,
    /// How far it must travel to become a drag.
    threshold: f64,
}

#[derive(Clone, Copy)]
pub struct Dnd {
    /// Picked up by click or keyboard, waiting for a target.
    pub held: RwSignal<Option<String>>,
    /// Being dragged by a pointer right now.
    pub dragging: RwSignal<Option<String>>,
    /// Where the pointer is, for the ghost.
    pub pointer: RwSignal<(f64, f64)>,
    press: StoredValue<Option<Press>>,
    /// A finished drag ends with a click event on some ancestor; that click is not a pick-up.
    swallow_click: StoredValue<bool>,
}

/// The element an event happened on, if it is an element.
fn target_element(event: &Event) -> Option<Element> {
    event.target()?.dyn_into::<Element>().ok()
}

fn token_near(element: &Element, attribute: &str) -> Option<String> {
    element
        .closest(&format!("[{attribute}]"))
        .ok()
        .flatten()?
        .get_attribute(attribute)
}

fn token_on(element: &Element, attribute: &str) -> Option<String> {
    element.get_attribute(attribute)
}

impl Dnd {
    pub fn new() -> Self {
        Dnd {
            held: RwSignal::new(None),
            dragging: RwSignal::new(None),
            pointer: RwSignal::new((0.0, 0.0)),
            press: StoredValue::new(None),
            swallow_click: StoredValue::new(false),
        }
    }

    /// The token being moved by any means (tracked).
    pub fn moving(&self) -> Option<String> {
        self.dragging.get().or_else(|| self.held.get())
    }

    pub fn cancel(&self) {
        self.press.set_value(None);
        self.dragging.set(None);
        self.held.set(None);
    }

    pub fn on_pointerdown(&self, event: &PointerEvent) {
        self.swallow_click.set_value(false);
        if event.button() != 0 || !event.is_primary() {
            return;
        }
        let Some(token) = target_element(event).and_then(|e| token_near(&e, "data-drag")) else {
            return;
        };
        self.press.set_value(Some(Press {
            token,
            pointer: event.pointer_id(),
            x: f64::from(event.client_x()),
            y: f64::from(event.client_y()),
            threshold: if event.pointer_type() == "touch" {
                TOUCH_DRAG_THRESHOLD
            } else {
                DRAG_THRESHOLD
            },
        }));
    }

    pub fn on_pointermove(&self, event: &PointerEvent) {
        let Some(press) = self.press.get_value() else {
            return;
        };
        if press.pointer != event.pointer_id() {
            return;
        }
        let (x, y) = (f64::from(event.client_x()), f64::from(event.client_y()));
        if self.dragging.get_untracked().is_none() {
            if (x - press.x).hypot(y - press.y) < press.threshold {
                return;
            }
            self.held.set(None);
            self.dragging.set(Some(press.token.clone()));
        }
        event.prevent_default();
        self.pointer.set((x, y));
    }

    /// A finished pointer drag: (drag token, drop token), or `None` when dropped on no target.
    pub fn on_pointerup(&self, event: &PointerEvent) -> Option<(String, String)> {
        let press = self.press.get_value()?;
        if press.pointer != event.pointer_id() {
            return None;
        }
        self.press.set_value(None);
        let dragged = self.dragging.get_untracked()?;
        self.dragging.set(None);
        self.swallow_click.set_value(true);
        let (x, y) = (event.client_x() as f32, event.client_y() as f32);
        let under = document().element_from_point(x, y)?;
        let drop = token_near(&under, "data-drop")?;
        Some((dragged, drop))
    }

    pub fn on_pointercancel(&self) {
        self.press.set_value(None);
        self.dragging.set(None);
    }

    /// Click to pick up, click to drop. A click whose default was prevented was taken for
    /// something else (the end of a long press that read a card).
    pub fn on_click(&self, event: &MouseEvent) -> Option<(String, String)> {
        if self.swallow_click.get_value() {
            self.swallow_click.set_value(false);
            return None;
        }
        if event.default_prevented() {
            return None;
        }
        let element = target_element(event)?;
        let place = element.closest("[data-drop]").ok().flatten();
        if let Some(drop) = place.and_then(|p| self.ringed_drop(&p)) {
            return Some((self.take_held(), drop));
        }
        if let Some(token) = token_near(&element, "data-drag") {
            self.toggle(token);
            return None;
        }
        let drop = token_near(&element, "data-drop")?;
        Some((self.take_held(), drop))
    }

    /// Enter or Space on a focused draggable picks it up, on a focused target drops it. (Escape is
    /// heard by the table on the window, so it works wherever the focus is.)
    pub fn on_keydown(&self, event: &KeyboardEvent) -> Option<(String, String)> {
        let key = event.key();
        if key != "Enter" && key != " " {
            return None;
        }
        // Only the focused element itself: Enter on a button inside a seat stays a button press.
        let element = target_element(event)?;
        if let Some(drop) = self.ringed_drop(&element) {
            event.prevent_default();
            return Some((self.take_held(), drop));
        }
        if let Some(token) = token_on(&element, "data-drag") {
            event.prevent_default();
            self.toggle(token);
            return None;
        }
        let drop = token_on(&element, "data-drop")?;
        event.prevent_default();
        Some((self.take_held(), drop))
    }

    /// While something is held, a place ringed for it (`drop-ok`) takes it, even a place that could
    /// itself be picked up: the ring is the promise.
    fn ringed_drop(&self, place: &Element) -> Option<String> {
        self.held.with_untracked(Option::is_some).then_some(())?;
        if !place.class_list().contains("drop-ok") {
            return None;
        }
        token_on(place, "data-drop")
    }

    /// What is held, now dropped; a bare click when nothing is.
    fn take_held(&self) -> String {
        let held = self.held.get_untracked();
        self.held.set(None);
        held.unwrap_or_else(|| CLICK.to_string())
    }

    fn toggle(&self, token: String) {
        let same = self.held.get_untracked().as_deref() == Some(token.as_str());
        self.held.set(if same { None } else { Some(token) });
    }
}
