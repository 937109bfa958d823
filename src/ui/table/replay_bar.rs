//! The replay's controls. They move a replay only through the [`Play`] seam (seek, reveal all)
//! and keep the address at the move shown, so a copied link opens where the viewer was.
//!
//! [`Play`]: crate::ui::play::Play

use super::{TableCtx, ctx};
use crate::lang;
use crate::lang::pages::ReplaySpeed;
use crate::ui::driver::Table;
use crate::ui::session::Route;
use leptos::prelude::*;

/// Replay speeds: the pause between two moves while playing, in milliseconds.
const REPLAY_SPEEDS: [(ReplaySpeed, u32); 3] = [
    (ReplaySpeed::Slow, 1500),
    (ReplaySpeed::Normal, 700),
    (ReplaySpeed::Fast, 200),
];

/// The replay's controls: start, back, forward, end, a slider to any move, play at a speed, and
/// (once the game is over) every hand shown. The address follows the step, so a copied link
/// opens at the same move.
#[component]
pub(super) fn ReplayBar() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let status = Memo::new(move |_| table.game.with(|g| g.replay()));
    let playing = RwSignal::new(false);
    let speed = RwSignal::new(REPLAY_SPEEDS[1].1);
    // Each press of play starts a run; an older run that sees a newer one stops.
    let run = StoredValue::new(0_u32);
    let seek = move |step: usize| {
        table.game.update(|g| g.seek(step));
        if let Some(status) = table.game.with_untracked(|g| g.replay()) {
            crate::ui::replace_hash(&Route::Replay(status.link.query()).hash());
        }
    };
    let stop_and_seek = move |step: usize| {
        playing.set(false);
        seek(step);
    };
    let play = move || {
        let Some(status) = status.get_untracked() else {
            return;
        };
        if status.step >= status.steps {
            seek(0);
        }
        playing.set(true);
        run.update_value(|r| *r += 1);
        let mine = run.get_value();
        leptos::task::spawn_local(async move {
            loop {
                gloo_timers::future::TimeoutFuture::new(speed.get_untracked()).await;
                let still =
                    playing.try_get_untracked() == Some(true) && run.try_get_value() == Some(mine);
                let Some(status) = still.then(|| status_now(table)).flatten() else {
                    return;
                };
                if status.step >= status.steps {
                    let _ = playing.try_set(false);
                    return;
                }
                seek(status.step + 1);
            }
        });
    };
    move || {
        let st = status.get()?;
        let (step, steps) = (st.step, st.steps);
        let (at_start, at_end) = (step == 0, step >= steps);
        Some(view! {
            <section class="replay-bar" data-testid="replay" aria-label=lang::pages().replay_bar_label()
                data-step=step.to_string() data-steps=steps.to_string()>
                <div class="replay-buttons">
                    <button type="button" data-testid="replay-start" aria-label=lang::pages().to_the_deal()
                        disabled=at_start on:click=move |_| stop_and_seek(0)>"\u{ab}"</button>
                    <button type="button" data-testid="replay-back" aria-label=lang::pages().one_move_back()
                        disabled=at_start on:click=move |_| stop_and_seek(step.saturating_sub(1))>"\u{2039}"</button>
                    {move || if playing.get() {
                        view! {
                            <button type="button" data-testid="replay-play" aria-label=lang::pages().pause()
                                on:click=move |_| playing.set(false)>{lang::pages().pause()}</button>
                        }.into_any()
                    } else {
                        view! {
                            <button type="button" data-testid="replay-play" aria-label=lang::pages().play()
                                on:click=move |_| play()>{lang::pages().play()}</button>
                        }.into_any()
                    }}
                    <button type="button" data-testid="replay-forward" aria-label=lang::pages().one_move_forward()
                        disabled=at_end on:click=move |_| stop_and_seek(step + 1)>"\u{203a}"</button>
                    <button type="button" data-testid="replay-end" aria-label=lang::pages().to_the_end()
                        disabled=at_end on:click=move |_| stop_and_seek(steps)>"\u{bb}"</button>
                    <select data-testid="replay-speed" aria-label=lang::pages().speed()
                        on:change=move |ev| {
                            if let Ok(ms) = event_target_value(&ev).parse() {
                                speed.set(ms);
                            }
                        }>
                        {REPLAY_SPEEDS
                            .into_iter()
                            .map(|(name, ms)| view! {
                                <option value=ms.to_string() selected=move || speed.get() == ms>{lang::pages().replay_speed(name)}</option>
                            })
                            .collect_view()}
                    </select>
                </div>
                <label class="replay-slider">
                    <span data-testid="replay-position">{lang::pages().replay_position(step, steps)}</span>
                    <input type="range" data-testid="replay-step" min="0" max=steps.to_string()
                        prop:value=step.to_string()
                        on:input=move |ev| {
                            if let Ok(k) = event_target_value(&ev).parse::<usize>() {
                                stop_and_seek(k);
                            }
                        } />
                </label>
                {st.finished.then(|| view! {
                    <label class="show-all">
                        <input type="checkbox" data-testid="show-all" prop:checked=st.reveal
                            on:change=move |ev| {
                                let on = event_target_checked(&ev);
                                table.game.update(|g| g.reveal_all(on));
                            } />
                        {lang::pages().show_all_cards()}
                    </label>
                })}
            </section>
        })
    }
}

fn status_now(table: Table) -> Option<crate::ui::play::ReplayStatus> {
    table.game.try_with_untracked(|g| g.replay()).flatten()
}
