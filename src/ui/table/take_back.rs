//! Taking a move back: the header's button, which says why when it cannot, and at a shared device
//! the question everyone there must agree to first.

use super::{TableCtx, ctx, focus_first};
use crate::lang;
use leptos::prelude::*;

/// The take-back button: takes back your last move and the bots' moves after it, or says why it
/// cannot. At a shared device it asks for everyone's agreement first.
#[component]
pub(super) fn TakeBack() -> impl IntoView {
    let TableCtx {
        table,
        confirm_take_back,
        ..
    } = ctx();
    let refusal = Memo::new(move |_| table.game.with(|g| g.take_back_refusal()));
    let shared = table.game.with_untracked(|g| g.setup().humans.len() > 1);
    let app = table.app;
    let title = move || {
        refusal
            .get()
            .unwrap_or_else(|| lang::app().take_back_title().into())
    };
    view! {
        <button
            type="button"
            class="quiet take-back"
            data-testid="take-back"
            aria-disabled=move || refusal.with(Option::is_some).to_string()
            data-reason=move || refusal.get()
            title=title
            on:click=move |_| match refusal.get_untracked() {
                Some(reason) => app.notify(lang::app().cannot_take_back(&reason)),
                None if shared => confirm_take_back.set(true),
                None => table.take_back(),
            }
        >
            {lang::app().take_back()}
        </button>
    }
}

/// At a shared device a take-back needs everyone's word: asked on a curtain of its own.
#[component]
pub(super) fn TakeBackConfirm() -> impl IntoView {
    let TableCtx {
        table,
        confirm_take_back,
        ..
    } = ctx();
    move || {
        confirm_take_back.get().then(|| {
            request_animation_frame(|| focus_first("#take-back-agree"));
            view! {
                <div class="curtain" data-testid="take-back-confirm" role="dialog" aria-modal="true"
                    aria-labelledby="take-back-title">
                    <div class="curtain-card">
                        <h2 id="take-back-title">{lang::app().take_back_question()}</h2>
                        <p>{lang::app().take_back_everyone_agrees()}</p>
                        <button
                            type="button"
                            id="take-back-agree"
                            class="primary"
                            on:click=move |_| {
                                confirm_take_back.set(false);
                                table.take_back();
                            }
                        >
                            {lang::app().we_all_agree()}
                        </button>
                        <button type="button" class="quiet" on:click=move |_| confirm_take_back.set(false)>
                            {lang::app().cancel()}
                        </button>
                    </div>
                </div>
            }
        })
    }
}
