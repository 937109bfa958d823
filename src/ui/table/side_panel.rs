//! What sits beside the board, folded into a drawer on a phone: what only you know, the log, and
//! the link to share. None of it is needed to make a move, so it may fold away; what only you
//! know is also drawn on the board of a phone.

use super::{TableCtx, ctx};
use crate::lang;
use crate::ui::session::Route;
use leptos::prelude::*;

/// The address of this page with `hash`, for sharing.
fn absolute_link(hash: &str) -> String {
    let href = window().location().href().unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}{hash}")
}

/// What only the viewer saw or knows; behind the curtain there is none to show.
#[component]
pub(super) fn Notes(
    /// The copy shown on the board of a phone (the side panel's copy carries the test id).
    inline: bool,
) -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let notes = Memo::new(move |_| table.frame.with(|f| f.model.notes.clone()));
    move || {
        let notes = notes.get();
        (!notes.is_empty()).then(|| {
            view! {
                <section
                    class="notes-panel"
                    data-testid=(!inline).then_some("notes")
                    aria-label=lang::app().only_you_know()
                >
                    <h2>{lang::app().only_you_know()}</h2>
                    <ul>{notes.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
                </section>
            }
        })
    }
}

/// The log, newest at the bottom. The list is laid out bottom-up, so it stays scrolled to the
/// newest line without the page measuring anything.
#[component]
pub(super) fn LogPanel() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let log = Memo::new(move |_| table.frame.with(|f| f.log.clone()));
    view! {
        <section class="log-panel" aria-label=lang::app().what_happened()>
            <h2>{lang::app().log()}</h2>
            // Focusable, so that a keyboard can scroll a long log.
            <div class="log-scroll" tabindex="0" role="region" aria-label=lang::app().log()>
                <ol class="log" data-testid="log" aria-live="polite">
                    <For
                        each=move || log.get().into_iter().enumerate()
                        key=|line| line.clone()
                        children=|(_, line)| view! { <li>{line}</li> }
                    />
                </ol>
            </div>
        </section>
    }
}

#[component]
pub(super) fn Share(hash: String) -> impl IntoView {
    let link = absolute_link(&hash);
    let copied = RwSignal::new(false);
    let for_copy = link.clone();
    let copy = move |_| {
        let _ = window().navigator().clipboard().write_text(&for_copy);
        copied.set(true);
    };
    view! {
        <section class="share" aria-label=lang::app().share_this_deal()>
            <a data-testid="share-link" href=link.clone()>{lang::app().link_to_this_deal()}</a>
            <button type="button" class="quiet" on:click=copy>
                {move || if copied.get() { lang::app().copied() } else { lang::app().copy_link() }}
            </button>
        </section>
    }
}

/// A replay's link, at the move shown.
#[component]
pub(super) fn ReplayShare() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let link = Memo::new(move |_| {
        table.game.with(|g| {
            g.replay()
                .map(|st| absolute_link(&Route::Replay(st.link.query()).hash()))
                .unwrap_or_default()
        })
    });
    view! {
        <section class="share" aria-label=lang::pages().share_replay_label()>
            <a data-testid="replay-link" href=move || link.get()>{lang::pages().replay_link()}</a>
            <a href=Route::Record.hash()>{lang::pages().record_title()}</a>
        </section>
    }
}
