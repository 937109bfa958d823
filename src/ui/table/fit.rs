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

/// Shrinks a region's content (CSS `zoom`, which lays it out again) just enough that it fits the
/// region without scrolling, and lets it grow back when there is room. Only a change of size calls
/// it, never a move that changes nothing in size, and it reads sizes the browser has just laid out.
pub(super) fn fit_to_box(
    region: web_sys::HtmlElement,
    fit: web_sys::HtmlElement,
) -> Option<Fitting> {
    const SMALLEST: f64 = 0.33;
    const SMALL_FACES: f64 = 0.8;
    // How much smaller content must have become before the region grows back with the room
    // unchanged.
    const MUCH_SMALLER: f64 = 1.25;
    let observed = fit.clone();
    // The zoom before the current one: content that wraps differently at each of two zooms could
    // otherwise flip between them for ever; it settles on the smaller, which fits.
    let mut before = 1.0_f64;
    // The room the zoom was last fitted to. While it stays the same the zoom shrinks, and grows
    // back only when the content has become much smaller (a new round cleared the table):
    // content that grows and shrinks back a little between two turns would otherwise make
    // everything in the region change size with it.
    let mut fitted_room = 0.0_f64;
    // This call follows a zoom this function set: the content reflowed at the new zoom, it did
    // not change. Such a call may shrink (cards that keep their size as the rest is drawn
    // smaller can make the content taller), never grow, so a grow is followed by shrinks alone
    // and the two never chase each other.
    let mut after_own_zoom = false;
    let on_resize = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
        let style = fit.style();
        let zoom = style
            .get_property_value("zoom")
            .ok()
            .and_then(|z| z.parse::<f64>().ok())
            .unwrap_or(1.0);
        let natural = fit.get_bounding_client_rect().height() / zoom;
        let room = f64::from(region.client_height());
        if natural <= 0.0 || room <= 0.0 {
            return;
        }
        let mut wanted = (room / natural).clamp(SMALLEST, 1.0);
        let drawn_at = |zoom: f64| {
            // Still too tall when drawn smallest: the region scrolls, and shows that it does.
            if natural * zoom > room + 1.0 {
                let _ = region.set_attribute("data-scrolls", "");
            } else {
                let _ = region.remove_attribute("data-scrolls");
            }
        };
        let same_room = (room - fitted_room).abs() < 1.0;
        let may_grow = !same_room || (wanted >= zoom * MUCH_SMALLER && !after_own_zoom);
        if (wanted - before).abs() <= 0.02 || !may_grow {
            wanted = wanted.min(zoom);
        }
        fitted_room = room;
        after_own_zoom = false;
        // Any shrink that content needs to fit is made (else a panel's bottom edge is cut off),
        // but a small step up is not worth a new layout.
        let shrink = wanted < zoom - 0.003;
        if shrink || wanted - zoom > 0.05 {
            // A shrink goes 1% further than asked: content whose labels keep their size as the
            // rest is drawn smaller grows a little with each step, and settles in one or two.
            let wanted = if shrink {
                (wanted * 0.99).max(SMALLEST)
            } else {
                wanted
            };
            before = zoom;
            after_own_zoom = true;
            let _ = style.set_property("zoom", &format!("{wanted:.3}"));
            // Card indices undo the zoom (see main.css): they stay readable however small the
            // board is drawn.
            let _ = style.set_property("--fit-zoom", &format!("{wanted:.3}"));
            // Drawn this small, a card's name is too small to read and its index covers it: the
            // card shows its index alone (see main.css).
            if wanted < SMALL_FACES {
                let _ = fit.set_attribute("data-small", "");
            } else {
                let _ = fit.remove_attribute("data-small");
            }
            drawn_at(wanted);
        } else {
            drawn_at(zoom);
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
