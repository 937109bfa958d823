//! Motion: a card that changes place slides from where it was to where it lands, for everyone's
//! moves, and stays marked until the next move.
//!
//! One mechanism for every game, knowing none of them (the FLIP technique): just before a move is
//! applied the table notes where every card is drawn ([`remember`]); once the new table is laid
//! out, [`animate`] pairs each card with where it was (by its `data-card` id, nearest first) and
//! slides it from there. A card that was nowhere on screen (drawn from a hidden hand or the deck)
//! comes from the panel of the seat that moved; a face that replaces a back in the same place
//! turns over. With `prefers-reduced-motion` nothing slides, but the marks remain.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// How long a card takes to slide, in milliseconds.
const SLIDE_MS: f64 = 320.0;
/// Closer than this (CSS px) counts as the same place.
const SAME_PLACE: f64 = 3.0;
/// The class that marks the cards the last move moved.
pub const MOVED: &str = "just-moved";
/// The class that lifts a card above its neighbours while it slides.
const SLIDING: &str = "sliding";

#[derive(Clone, Copy, Debug, PartialEq)]
struct Rect {
    x: f64,
    y: f64,
    w: f64,
    h: f64,
}

impl Rect {
    fn of(element: &web_sys::Element) -> Rect {
        let r = element.get_bounding_client_rect();
        Rect {
            x: r.left(),
            y: r.top(),
            w: r.width(),
            h: r.height(),
        }
    }

    fn distance(&self, other: &Rect) -> f64 {
        ((self.x - other.x).powi(2) + (self.y - other.y).powi(2)).sqrt()
    }
}

/// A card as it was drawn before the move: its id ("" for a back) and its place.
#[derive(Clone, Debug)]
struct Placed {
    id: String,
    rect: Rect,
}

#[derive(Default)]
struct Before {
    cards: Vec<Placed>,
    seats: Vec<(String, Rect)>,
}

thread_local! {
    static BEFORE: std::cell::RefCell<Option<Before>> = const { std::cell::RefCell::new(None) };
}

fn cards_on_table() -> Vec<web_sys::Element> {
    all("[data-testid=table] .board .card, [data-testid=table] .hand .card")
}

fn all(selector: &str) -> Vec<web_sys::Element> {
    let Ok(found) = leptos::prelude::document().query_selector_all(selector) else {
        return Vec::new();
    };
    (0..found.length())
        .filter_map(|i| found.item(i)?.dyn_into().ok())
        .collect()
}

fn card_id(element: &web_sys::Element) -> String {
    element.get_attribute("data-card").unwrap_or_default()
}

/// Notes where every card and seat is, just before a move changes the table.
pub fn remember() {
    let cards = cards_on_table()
        .iter()
        .map(|e| Placed {
            id: card_id(e),
            rect: Rect::of(e),
        })
        .filter(|p| p.rect.w > 0.0)
        .collect();
    let seats = all("[data-testid=table] [data-seat]")
        .iter()
        .filter_map(|e| Some((e.get_attribute("data-seat")?, Rect::of(e))))
        .collect();
    BEFORE.with(|b| *b.borrow_mut() = Some(Before { cards, seats }));
}

/// Forgets what [`remember`] noted (the table went, or a change that is not a move).
pub fn forget() {
    BEFORE.with(|b| b.borrow_mut().take());
}

fn reduced_motion() -> bool {
    leptos::prelude::window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// Where each card now on screen came from: `None` for a card that did not move.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Came {
    /// Slid from this place.
    From(Rect),
    /// A back turned over where it lay.
    Turned,
}

/// Pairs the cards now drawn (`now`: id and place) with where cards were before: first every card
/// that stayed put, then each moved card with the nearest free place of the same id, then a face
/// with a back that vanished in the same place (turned over), then a face nobody saw before with
/// the seat that moved.
fn pair(before: &Before, now: &[(String, Rect)], mover: Option<&str>) -> Vec<Option<Came>> {
    let mut came = vec![None; now.len()];
    let mut settled = vec![false; now.len()];
    let mut used = vec![false; before.cards.len()];
    for (i, (id, rect)) in now.iter().enumerate() {
        if let Some(j) = (0..before.cards.len()).find(|&j| {
            !used[j]
                && before.cards[j].id == *id
                && before.cards[j].rect.distance(rect) <= SAME_PLACE
        }) {
            used[j] = true;
            settled[i] = true;
        }
    }
    for (i, (id, rect)) in now.iter().enumerate() {
        if settled[i] {
            continue;
        }
        let nearest = (0..before.cards.len())
            .filter(|&j| !used[j] && before.cards[j].id == *id)
            .min_by(|&a, &b| {
                before.cards[a]
                    .rect
                    .distance(rect)
                    .total_cmp(&before.cards[b].rect.distance(rect))
            });
        if let Some(j) = nearest {
            used[j] = true;
            settled[i] = true;
            came[i] = Some(Came::From(before.cards[j].rect));
        }
    }
    for (i, (id, rect)) in now.iter().enumerate() {
        if settled[i] || id.is_empty() {
            continue;
        }
        if let Some(j) = (0..before.cards.len()).find(|&j| {
            !used[j]
                && before.cards[j].id.is_empty()
                && before.cards[j].rect.distance(rect) <= SAME_PLACE * 4.0
        }) {
            used[j] = true;
            settled[i] = true;
            came[i] = Some(Came::Turned);
        }
    }
    let origin = mover.and_then(|seat| before.seats.iter().find(|(s, _)| s == seat));
    for (i, (id, rect)) in now.iter().enumerate() {
        if settled[i] || id.is_empty() {
            continue;
        }
        // A face that was nowhere in sight before: it came out of the hidden hand of the seat
        // that moved (a back that appears is only a pile drawn again, and stays still).
        if let Some((_, seat)) = origin
            && seat.distance(rect) > SAME_PLACE
        {
            came[i] = Some(Came::From(*seat));
        }
    }
    came
}

/// Once the new table is laid out (the next animation frame), slides every moved card from its
/// old place and marks it. `mover`: the seat whose move it was.
pub fn animate(mover: Option<u8>) {
    let Some(before) = BEFORE.with(|b| b.borrow_mut().take()) else {
        return;
    };
    let callback = Closure::once_into_js(move || {
        // Every size is read before anything is written: a write between two reads would make
        // the browser lay the whole table out again for each moved card.
        let elements = cards_on_table();
        let now: Vec<(String, Rect)> = elements.iter().map(|e| (card_id(e), Rect::of(e))).collect();
        let mover = mover.map(|m| m.to_string());
        let came = pair(&before, &now, mover.as_deref());
        let still = reduced_motion();
        let slides: Vec<(&web_sys::Element, Option<String>)> = elements
            .iter()
            .zip(&now)
            .zip(came)
            .filter_map(|((element, (_, rect)), came)| {
                let came = came?;
                if still || rect.w <= 0.0 {
                    return Some((element, None));
                }
                let from = match came {
                    Came::From(from) => {
                        // Inside a zoomed board a translation is zoomed too.
                        let zoom = zoom_of(element, rect);
                        let dx = (from.x + from.w / 2.0 - rect.x - rect.w / 2.0) / zoom;
                        let dy = (from.y + from.h / 2.0 - rect.y - rect.h / 2.0) / zoom;
                        let scale = (from.w / rect.w).clamp(0.3, 3.0);
                        format!("translate({dx:.1}px, {dy:.1}px) scale({scale:.3})")
                    }
                    Came::Turned => "perspective(400px) rotateY(90deg)".to_string(),
                };
                Some((element, Some(from)))
            })
            .collect();
        for element in all(&format!(".{MOVED}")) {
            let _ = element.class_list().remove_1(MOVED);
        }
        for (element, from) in slides {
            let _ = element.class_list().add_1(MOVED);
            if let Some(from) = from {
                slide(element, &from);
            }
        }
    });
    let _ = leptos::prelude::window().request_animation_frame(callback.unchecked_ref());
}

/// The zoom the board's fitting applies to `element` (1 outside it), from its laid-out width
/// and the `drawn` rectangle already read.
fn zoom_of(element: &web_sys::Element, drawn: &Rect) -> f64 {
    let Ok(html) = element.clone().dyn_into::<web_sys::HtmlElement>() else {
        return 1.0;
    };
    let laid_out = f64::from(html.offset_width());
    if laid_out > 0.0 && drawn.w > 0.0 {
        (drawn.w / laid_out).clamp(0.25, 4.0)
    } else {
        1.0
    }
}

/// Runs the Web Animations API's `element.animate([{transform: from}, {transform: none}], …)`,
/// reached by name so no extra web-sys bindings are compiled for it.
fn slide(element: &web_sys::Element, from: &str) {
    let Ok(animate) = js_sys::Reflect::get(element, &JsValue::from_str("animate")) else {
        return;
    };
    let Ok(animate) = animate.dyn_into::<js_sys::Function>() else {
        return;
    };
    let first = js_sys::Object::new();
    let last = js_sys::Object::new();
    // Only the transform is animated: the compositor runs that alone, while any other property
    // (a z-index, say) would make the page draw every frame of every slide. The sliding card is
    // lifted above its neighbours by a class instead (see main.css).
    let _ = js_sys::Reflect::set(&first, &"transform".into(), &from.into());
    let _ = js_sys::Reflect::set(&last, &"transform".into(), &"none".into());
    let frames = js_sys::Array::of2(&first, &last);
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"duration".into(), &SLIDE_MS.into());
    let _ = js_sys::Reflect::set(
        &options,
        &"easing".into(),
        &"cubic-bezier(.2,.7,.3,1)".into(),
    );
    let _ = element.class_list().add_1(SLIDING);
    let Ok(animation) = animate.call2(element, &frames, &options) else {
        let _ = element.class_list().remove_1(SLIDING);
        return;
    };
    // A slide cut short by the next move ends as "cancel", not "finish".
    LANDED.with(|landed| {
        let _ = js_sys::Reflect::set(&animation, &"onfinish".into(), landed);
        let _ = js_sys::Reflect::set(&animation, &"oncancel".into(), landed);
    });
}

thread_local! {
    /// One handler for every slide's end, which finds its card through the event (the animation's
    /// effect's target): a handler per slide holding its card would keep a card the table has
    /// dropped alive until the browser finalises the handler.
    static LANDED: JsValue = Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
        let card = event
            .target()
            .and_then(|animation| js_sys::Reflect::get(&animation, &"effect".into()).ok())
            .and_then(|effect| js_sys::Reflect::get(&effect, &"target".into()).ok())
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok());
        if let Some(card) = card {
            let _ = card.class_list().remove_1(SLIDING);
        }
    })
    .into_js_value();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(x: f64, y: f64) -> Rect {
        Rect {
            x,
            y,
            w: 50.0,
            h: 70.0,
        }
    }

    fn placed(id: &str, rect: Rect) -> Placed {
        Placed {
            id: id.into(),
            rect,
        }
    }

    #[test]
    fn a_card_that_stays_does_not_move_and_a_moved_one_slides_from_its_old_place() {
        let before = Before {
            cards: vec![placed("A", at(0.0, 0.0)), placed("B", at(100.0, 0.0))],
            seats: Vec::new(),
        };
        let now = vec![
            ("A".to_string(), at(0.0, 0.0)),
            ("B".to_string(), at(300.0, 200.0)),
        ];
        assert_eq!(
            pair(&before, &now, None),
            vec![None, Some(Came::From(at(100.0, 0.0)))]
        );
    }

    #[test]
    fn copies_of_one_card_pair_with_the_nearest_and_a_back_turned_in_place_flips() {
        let before = Before {
            cards: vec![
                placed("5", at(0.0, 0.0)),
                placed("5", at(400.0, 0.0)),
                placed("", at(200.0, 300.0)),
            ],
            seats: Vec::new(),
        };
        let now = vec![
            ("5".to_string(), at(390.0, 100.0)),
            ("5".to_string(), at(0.0, 0.0)),
            ("7".to_string(), at(200.0, 300.0)),
        ];
        assert_eq!(
            pair(&before, &now, None),
            vec![Some(Came::From(at(400.0, 0.0))), None, Some(Came::Turned)]
        );
    }

    #[test]
    fn a_card_from_a_hidden_hand_comes_from_the_seat_that_moved() {
        let seat = at(500.0, 20.0);
        let before = Before {
            cards: Vec::new(),
            seats: vec![("2".to_string(), seat), ("3".to_string(), at(0.0, 500.0))],
        };
        let now = vec![
            ("9".to_string(), at(200.0, 200.0)),
            (String::new(), at(600.0, 600.0)),
        ];
        assert_eq!(
            pair(&before, &now, Some("2")),
            vec![Some(Came::From(seat)), None]
        );
        assert_eq!(pair(&before, &now, None), vec![None, None]);
    }
}
