//! What covers the table: the pass-and-play curtain, the summary between two rounds and the end
//! screen, with the score table the last two share. Under the curtain or a summary the table is
//! out of reach, so those two take the focus themselves.

use super::{TableCtx, ctx, focus_first};
use crate::engine::{Seat, SeatResult, fresh_seed};
use crate::lang;
use crate::ui::adapter::ScoreSheet;
use crate::ui::play::{Ending, RoundSummary};
use crate::ui::replay::ReplayLink;
use crate::ui::session::{Route, Setup};
use leptos::prelude::*;

#[component]
pub(super) fn Curtain(seat: Seat) -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    request_animation_frame(|| focus_first("#curtain-ready"));
    view! {
        <div class="curtain" data-testid="curtain" role="dialog" aria-modal="true"
            aria-labelledby="curtain-title">
            <div class="curtain-card">
                <h2 id="curtain-title">{lang::app().pass_the_device(seat)}</h2>
                <p>{lang::app().only_they_look(seat)}</p>
                <button
                    type="button"
                    id="curtain-ready"
                    class="primary"
                    on:click=move |_| table.lift_curtain()
                >
                    {lang::app().show_my_cards(seat)}
                </button>
            </div>
        </div>
    }
}

/// A score table: a row per seat, the game's columns; the row of `viewer`, whose table it is,
/// says so.
fn score_table(
    sheet: ScoreSheet,
    results: &[(Seat, SeatResult)],
    viewer: Seat,
) -> impl IntoView + use<> {
    let result_of = |seat: Seat| {
        results
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, r)| result_word(*r))
    };
    let with_results = !results.is_empty();
    // On a phone each row is a block with the heading beside each value (see main.css).
    let labels = sheet.columns.clone();
    let result_label = lang::app().result();
    let rows: Vec<_> = sheet
        .rows
        .into_iter()
        .map(|row| (row.seat, result_of(row.seat), row.cells))
        .collect();
    view! {
        // Focusable so that a keyboard can scroll a score table wider than the window.
        <div class="score-scroll" tabindex="0" role="region" aria-label=lang::app().scores()>
            <table class="scores">
                <thead>
                    <tr>
                        <th scope="col">{lang::app().player()}</th>
                        {with_results.then(|| view! { <th scope="col">{lang::app().result()}</th> })}
                        {sheet.columns.into_iter().map(|c| view! { <th scope="col">{c}</th> }).collect_view()}
                    </tr>
                </thead>
                <tbody>
                    {rows
                        .into_iter()
                        .map(|(seat, result, cells)| {
                            view! {
                                <tr
                                    data-score-seat=seat.0.to_string()
                                    data-result-seat=with_results.then(|| seat.0.to_string())
                                    class:yours=seat == viewer
                                >
                                    <th scope="row">
                                        {seat.to_string()}
                                        {(seat == viewer).then(|| view! {
                                            " "<span class="badge badge-you">{lang::app().you_badge()}</span>
                                        })}
                                    </th>
                                    {with_results.then(|| view! { <td class="result-cell" data-label=result_label>{result.unwrap_or("")}</td> })}
                                    {cells
                                        .into_iter()
                                        .zip(labels.clone())
                                        .map(|(c, label)| view! { <td data-label=label>{c}</td> })
                                        .collect_view()}
                                </tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
            {sheet.notes.into_iter().map(|n| view! { <p class="subtle">{n}</p> }).collect_view()}
        </div>
    }
}

fn result_word(result: SeatResult) -> &'static str {
    lang::app().result_word(result)
}

/// The result's class, the same in every language.
fn result_class(result: SeatResult) -> &'static str {
    match result {
        SeatResult::Win => "result-win",
        SeatResult::Loss => "result-loss",
        SeatResult::Draw => "result-draw",
    }
}

/// Between two rounds: the scores so far, waiting for the player.
#[component]
pub(super) fn Summary() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let summary = Memo::new(move |_| table.frame.with(|f| f.summary.clone()));
    move || {
        let RoundSummary { title, scores } = summary.get()?;
        let viewer = table.frame.with_untracked(|f| f.viewer);
        request_animation_frame(|| focus_first("#next-round"));
        Some(view! {
            <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="summary-title">
                <section class="summary" data-testid="round-summary">
                    <h2 id="summary-title">{title}</h2>
                    {scores.map(|sheet| score_table(sheet, &[], viewer))}
                    <div class="end-buttons">
                        <button
                            type="button"
                            id="next-round"
                            class="primary"
                            on:click=move |_| table.close_summary()
                        >
                            {lang::app().deal_next_round()}
                        </button>
                    </div>
                </section>
            </div>
        })
    }
}

#[component]
pub(super) fn EndScreen() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let app = table.app;
    let ending = Memo::new(move |_| table.frame.with(|f| f.ending.clone()));
    // A guided game ends folded to its buttons: the coach's closing words above the board are the
    // learner's last lesson and stay in view; the scores are a button away.
    let closed = RwSignal::new(table.game.with_untracked(|g| g.coach().is_some()));
    move || {
        let Ending {
            title,
            line,
            results,
            scores,
        } = ending.get()?;
        let viewer = table.frame.with_untracked(|f| f.viewer);
        let again = table.game.with_untracked(|g| g.setup().clone());
        // A practice game is a branch of a game already reviewed: nothing new to review.
        let practicing = table
            .game
            .with_untracked(|g| g.practice() || g.coach().is_some());
        let game_id = again.game;
        let replay_hash = table.game.with_untracked(|g| {
            Route::Replay(
                ReplayLink {
                    record: g.record(),
                    seat: g.setup().you,
                    step: Some(0),
                    bots: Some(g.setup().difficulty),
                }
                .query(),
            )
            .hash()
        });
        let outcomes: Vec<(Seat, SeatResult)> =
            results.iter().map(|r| (r.seat, r.result)).collect();
        let list = results
            .into_iter()
            .map(|r| {
                let result = result_word(r.result);
                let role = r
                    .role
                    .map(|id| {
                        let name = lang::game(game_id).role_name(id);
                        format!(" · {}", if name.is_empty() { id } else { name })
                    })
                    .unwrap_or_default();
                view! {
                    <li
                        data-result-seat=r.seat.0.to_string()
                        class=format!("result {}", result_class(r.result))
                    >
                        <span>{format!("{} ({}){role}", r.seat, r.controller)}</span>
                        <strong>{result}</strong>
                    </li>
                }
            })
            .collect_view();
        let calls = table.game.with_untracked(|g| {
            let standing = g.standing();
            lang::call_lines(game_id, |key| standing.calls.get(key).copied().unwrap_or(0))
        });
        let calls = (!calls.is_empty()).then(|| {
            view! {
                <section class="your-calls" data-testid="your-calls" aria-labelledby="your-calls-title">
                    <h3 id="your-calls-title">{lang::app().your_calls()}</h3>
                    <ul>{calls.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}</ul>
                </section>
            }
        });
        let body = match scores {
            Some(mut sheet) => {
                // The sentence about how the game ended is already the heading's subtitle.
                sheet.notes.retain(|n| Some(n) != line.as_ref());
                score_table(sheet, &outcomes, viewer).into_any()
            }
            None => view! { <ul class="results">{list}</ul> }.into_any(),
        };
        Some(view! {
            <div class="overlay" class:closed=move || closed.get()>
                <section class="end-screen" data-testid="end-screen" aria-labelledby="end-title">
                    <h2 id="end-title">{title}</h2>
                    {line.map(|e| view! { <p>{e}</p> })}
                    {body}
                    {calls}
                    <div class="end-buttons">
                        <button
                            type="button"
                            id="play-again"
                            class="primary"
                            on:click=move |_| {
                                let next = Setup { seed: fresh_seed(), ..again.clone() };
                                app.go(Route::Play(next.query()));
                            }
                        >
                            {lang::app().play_again()}
                        </button>
                        <a
                            id="watch-replay"
                            class="button"
                            data-testid="watch-replay"
                            href=replay_hash.clone()
                        >
                            {lang::app().watch_the_replay()}
                        </a>
                        {(!practicing).then(|| view! {
                            <a
                                class="button"
                                data-testid="review-game"
                                href=format!("{replay_hash}&review=1")
                            >
                                {lang::app().review()}
                            </a>
                        })}
                        <button type="button" id="see-table" on:click=move |_| closed.update(|c| *c = !*c)>
                            {move || if closed.get() { lang::app().show_the_scores() } else { lang::app().see_the_table() }}
                        </button>
                        <button type="button" id="back-to-lobby" on:click=move |_| app.go(Route::Lobby)>
                            {lang::app().back_to_lobby()}
                        </button>
                    </div>
                </section>
            </div>
        })
    }
}
