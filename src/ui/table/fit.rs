//! Size observers for the table's layout. The page never scrolls, so the board's regions and the
//! hand are fitted to the room they have, and fitted again only when a size actually changes.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A size observer and its callback, kept together while what it watches is on the page.
pub(super) type Fitting = (
    web_sys::ResizeObserver,
    wasm_bindgen::closure::Closure<dyn FnMut()>,
);

/// Keeps `fitting` alive until the component that made it goes, then stops it.
pub(super) fn disconnect_on_cleanup(fitting: Fitting) {
    let fitting = StoredValue::new_local(fitting);
    on_cleanup(move || fitting.with_value(|(observer, _)| observer.disconnect()));
}

/// The zooms a region is drawn at, each about 12% below the one before. A region that must
/// shrink goes down a whole step, which leaves room for the next card or two: it changes size
/// seldom, by a step that reads as deliberate, and the same content is always drawn the same size.
/// (Fitted to the pixel, a Shadow House phone table changed zoom 40 times in 9 moves.)
const RUNGS: [f64; 10] = [
    1.0, 0.88, 0.774, 0.681, 0.6, 0.528, 0.464, 0.409, 0.36, 0.33,
];

/// How long content must have had room for a larger step before the region grows back to it,
/// the room itself unchanged: a line that comes and goes with every move (whose turn it is, a
/// card just played) would otherwise make everything in the region jump with it.
const ROOMY_FOR_MS: f64 = 12_000.0;

/// Drawn this small, a card's name is too small to read and its index covers it: the card shows
/// its index alone (see main.css).
/// (0.774, the third step, still shows names.)
const SMALL_FACES: f64 = 0.75;

/// The largest step at which content `natural` px tall (drawn at zoom 1) fits `room` px; the
/// smallest step when none does.
fn step_for(natural: f64, room: f64) -> f64 {
    let most = (room + 1.0) / natural;
    RUNGS
        .into_iter()
        .find(|&rung| rung <= most)
        .unwrap_or(RUNGS[RUNGS.len() - 1])
}

/// What a region remembers between two of its content's or room's changes of size.
#[derive(Debug)]
struct Fit {
    zoom: f64,
    /// The room the zoom was last fitted to; a new room is fitted afresh, up or down.
    room: f64,
    /// Since when the content has had room for a larger step, in ms.
    roomy_since: Option<f64>,
    /// This call follows a zoom this region set: the content reflowed at the new zoom, it did
    /// not change. It may shrink (cards that keep their size as the rest is drawn smaller can
    /// make the content taller), never grow, so a grow is followed by shrinks alone and the two
    /// never chase each other.
    after_own_zoom: bool,
}

impl Fit {
    fn new() -> Self {
        Fit {
            zoom: 1.0,
            room: 0.0,
            roomy_since: None,
            after_own_zoom: false,
        }
    }

    /// The zoom to draw content `natural` px tall (at zoom 1) at in `room` px, at `now` ms;
    /// `None` keeps the one it has.
    fn refit(&mut self, natural: f64, room: f64, now: f64) -> Option<f64> {
        let fits = step_for(natural, room);
        let new_room = (room - self.room).abs() >= 1.0;
        self.room = room;
        let after_own_zoom = std::mem::take(&mut self.after_own_zoom);
        if fits <= self.zoom {
            self.roomy_since = None;
        }
        let wanted = if fits < self.zoom || new_room {
            fits
        } else if fits > self.zoom && !after_own_zoom {
            let since = *self.roomy_since.get_or_insert(now);
            if now - since >= ROOMY_FOR_MS {
                fits
            } else {
                self.zoom
            }
        } else {
            self.zoom
        };
        if (wanted - self.zoom).abs() < 1e-9 {
            return None;
        }
        self.zoom = wanted;
        self.roomy_since = None;
        self.after_own_zoom = true;
        Some(wanted)
    }
}

/// Draws a region's content (CSS `zoom`, which lays it out again) at the largest of a few fixed
/// sizes at which it fits the region without scrolling ([`RUNGS`]). Only a change of size calls
/// it, never a move that changes nothing in size, and it reads sizes the browser has just laid
/// out.
pub(super) fn fit_to_box(
    region: web_sys::HtmlElement,
    fit: web_sys::HtmlElement,
) -> Option<Fitting> {
    let observed = fit.clone();
    let mut fitted = Fit::new();
    let on_resize = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
        let style = fit.style();
        let natural = fit.get_bounding_client_rect().height() / fitted.zoom;
        let room = f64::from(region.client_height());
        if natural <= 0.0 || room <= 0.0 {
            return;
        }
        if let Some(zoom) = fitted.refit(natural, room, js_sys::Date::now()) {
            let _ = style.set_property("zoom", &format!("{zoom:.3}"));
            // Card indices undo the zoom (see main.css): they stay readable however small the
            // board is drawn.
            let _ = style.set_property("--fit-zoom", &format!("{zoom:.3}"));
            if zoom < SMALL_FACES {
                let _ = fit.set_attribute("data-small", "");
            } else {
                let _ = fit.remove_attribute("data-small");
            }
        }
        // Still too tall when drawn smallest: the region scrolls, and shows that it does.
        if natural * fitted.zoom > room + 1.0 {
            let _ = region.set_attribute("data-scrolls", "");
        } else {
            let _ = region.remove_attribute("data-scrolls");
        }
    });
    let observer = web_sys::ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok()?;
    observer.observe(&observed);
    if let Some(parent) = observed.parent_element() {
        observer.observe(&parent);
    }
    Some((observer, on_resize))
}

/// Keeps `size` at `element`'s inner width and height while it is on the page.
pub(super) fn watch_size(
    element: web_sys::HtmlElement,
    size: RwSignal<(f64, f64)>,
) -> Option<Fitting> {
    let watched = element.clone();
    let on_resize = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
        let now = (
            f64::from(element.client_width()),
            f64::from(element.client_height()),
        );
        if size.try_get_untracked() != Some(now) {
            let _ = size.try_set(now);
        }
    });
    let observer = web_sys::ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok()?;
    observer.observe(&watched);
    Some((observer, on_resize))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Replays a region's changes of size: (content height at zoom 1, room, ms), each followed by
    /// the call its own zoom change causes. Returns the zooms it was drawn at.
    fn drawn(changes: &[(f64, f64, f64)]) -> Vec<f64> {
        let mut fit = Fit::new();
        let mut zooms = vec![fit.zoom];
        for &(natural, room, at) in changes {
            if let Some(zoom) = fit.refit(natural, room, at) {
                zooms.push(zoom);
                assert_eq!(fit.refit(natural, room, at + 1.0), None, "it settles");
            }
        }
        zooms
    }

    #[test]
    fn content_that_grows_card_by_card_shrinks_by_whole_steps() {
        // A seat's cards pile up, 4% taller each move, in a room of 100.
        let changes: Vec<_> = (0..12)
            .map(|i| (100.0 * 1.04_f64.powi(i + 1), 100.0, f64::from(i) * 1000.0))
            .collect();
        let zooms = drawn(&changes);
        assert_eq!(
            zooms,
            vec![1.0, 0.88, 0.774, 0.681, 0.6],
            "four steps for twelve moves"
        );
        let tallest = changes.last().unwrap().0;
        assert!(
            tallest * zooms.last().unwrap() <= 100.0 + 1.0,
            "and it fits"
        );
    }

    #[test]
    fn a_line_that_comes_and_goes_each_move_leaves_the_zoom_alone() {
        // Every other move the middle holds a line more (a card just played, a status).
        let changes: Vec<_> = (0..20)
            .map(|i| {
                let natural = if i % 2 == 0 { 130.0 } else { 95.0 };
                (natural, 100.0, f64::from(i) * 2000.0)
            })
            .collect();
        assert_eq!(drawn(&changes), vec![1.0, 0.774]);
    }

    #[test]
    fn a_cleared_table_grows_back_once_it_has_stayed_clear() {
        let mut changes = vec![(140.0, 100.0, 0.0), (60.0, 100.0, 1000.0)];
        assert_eq!(drawn(&changes), vec![1.0, 0.681], "not at once");
        changes.push((62.0, 100.0, 1000.0 + ROOMY_FOR_MS));
        assert_eq!(drawn(&changes), vec![1.0, 0.681, 1.0], "after a while");
    }

    #[test]
    fn a_new_room_is_fitted_afresh_and_nothing_fits_below_the_smallest_step() {
        assert_eq!(
            drawn(&[(150.0, 100.0, 0.0), (150.0, 160.0, 10.0)]),
            vec![1.0, 0.6, 1.0]
        );
        assert_eq!(drawn(&[(1000.0, 100.0, 0.0)]), vec![1.0, 0.33]);
        assert_eq!(
            step_for(100.0, 88.0),
            0.88,
            "a step that fits exactly is taken"
        );
    }
}
