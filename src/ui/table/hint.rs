//! The hint: asked for beside the prompt, and given over the top of the board (a desktop: of the
//! side column), where it pushes no move out of sight, or over the board's bottom edge when it
//! would hide the very place it names.

use super::{TableCtx, ctx};
use crate::lang;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The hint button, on the person's turn when there is a choice to make.
#[component]
pub(super) fn HintButton() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let deciding = move || {
        // A guided game's coach says what to play; a search's hint could only disagree.
        table
            .frame
            .with(|f| f.decider.is_some() && f.choices.len() > 1)
            && table.game.with_untracked(|g| g.coach().is_none())
    };
    let hinting = table.hinting;
    move || {
        deciding().then(|| {
            view! {
                <button
                    type="button"
                    id="hint"
                    class="hint-button"
                    disabled=move || hinting.get()
                    aria-describedby="hint-text"
                    title=lang::app().hint_title()
                    on:click=move |_| table.ask_hint()
                >
                    {move || if hinting.get() { lang::app().hint_thinking() } else { lang::app().hint() }}
                </button>
            }
        })
    }
}

/// The hint once given: the move, then briefly why.
#[component]
pub(super) fn HintText() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let hint_ref = NodeRef::<leptos::html::P>::new();
    // Floating over the top of the board, the hint could hide the very seat it names: then it
    // floats over the bottom edge instead. Measured once the hinted places are drawn.
    let lowered = RwSignal::new(false);
    Effect::new(move |_| {
        let shown = table.shown_hint.with(Option::is_some);
        lowered.set(false);
        if !shown {
            return;
        }
        request_animation_frame(move || {
            let Some(hint) = hint_ref.get_untracked() else {
                return;
            };
            let banner = hint.get_bounding_client_rect();
            let covers = |element: &web_sys::Element| {
                let r = element.get_bounding_client_rect();
                r.width() > 0.0
                    && r.left() < banner.right()
                    && banner.left() < r.right()
                    && r.top() < banner.bottom()
                    && banner.top() < r.bottom()
            };
            let Ok(hinted) = document().query_selector_all(".board [data-hinted]") else {
                return;
            };
            let hidden = (0..hinted.length())
                .filter_map(|i| hinted.item(i)?.dyn_into::<web_sys::Element>().ok())
                .any(|element| covers(&element));
            let _ = lowered.try_set(hidden);
        });
    });
    view! {
        <p
            id="hint-text"
            class="hint-text"
            class:lowered=move || lowered.get()
            data-testid="hint-text"
            role="status"
            node_ref=hint_ref
        >
            {move || {
                table
                    .shown_hint
                    .get()
                    .map(|h| {
                        view! {
                            <strong>{h.words.headline}</strong>
                            " "
                            <span class="hint-why">{h.words.reason}</span>
                        }
                    })
            }}
        </p>
    }
}
