//! The review of a finished game, above its replay: the bot worker judges each of the viewer's
//! decisions from what that seat could see then (see [`crate::review`]), one at a time, and the
//! decisions where another move rated clearly better are listed, each a step of the replay away
//! and playable again as practice (`#/practice?…`, never saved or recorded).

use super::{TableCtx, ctx};
use crate::advice::{Answer, Request};
use crate::lang;
use crate::review::ReviewedDecision;
use crate::ui::driver::Table;
use crate::ui::session::Route;
use crate::ui::worker;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// Where a review stands.
#[derive(Clone, PartialEq, Debug, Default)]
enum Progress {
    #[default]
    NotStarted,
    Running {
        done: usize,
        total: usize,
    },
    Done(Vec<ReviewedDecision>),
}

/// Asks the worker to review one decision, or works it out on the page when there is no worker.
async fn review_one(table: Table, request: Request) -> Option<ReviewedDecision> {
    let answered = match worker::ask(request.clone()).await {
        Some(Ok(answered)) => Ok(answered),
        _ => table.game.try_with_untracked(|g| g.answer_here(&request))?,
    };
    match answered {
        Ok(Answer::Reviewed(decision)) => Some(*decision),
        _ => None,
    }
}

fn percent(chance: f64) -> u32 {
    (chance * 100.0).round() as u32
}

/// The review's panel: its start, its progress, then the marked decisions.
#[component]
pub(super) fn ReviewPanel() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let progress = RwSignal::new(Progress::NotStarted);
    let start = move || {
        if progress.get_untracked() != Progress::NotStarted {
            return;
        }
        let questions = table.game.with_untracked(|g| g.review_questions());
        let total = questions.len();
        progress.set(Progress::Running { done: 0, total });
        spawn_local(async move {
            let mut reviewed = Vec::new();
            for (done, (_, request)) in questions.into_iter().enumerate() {
                // `try_set` hands the value back when the panel is gone.
                if progress
                    .try_set(Progress::Running { done, total })
                    .is_some()
                {
                    return;
                }
                reviewed.extend(review_one(table, request).await);
            }
            let _ = progress.try_set(Progress::Done(reviewed));
        });
    };
    // The end screen's and the record's "Review" open the replay with `review=1`: it starts at once.
    if window()
        .location()
        .hash()
        .is_ok_and(|hash| hash.split(['?', '&']).any(|field| field == "review=1"))
    {
        request_animation_frame(start);
    }
    // As the replay bar steps: the address follows, so a reload or a copied link shows the same.
    let show = move |ply: usize| {
        table.game.update(|g| g.seek(ply));
        if let Some(status) = table.game.with_untracked(|g| g.replay()) {
            crate::ui::replace_hash(&Route::Replay(status.link.query()).hash());
        }
    };
    let practice_hash = move |ply: usize| {
        table.game.with_untracked(|g| {
            let mut link = g.replay()?.link;
            link.step = Some(ply);
            Some(Route::Practice(link.query()).hash())
        })
    };
    let mark = move |(number, decision): (usize, ReviewedDecision)| {
        let ply = decision.ply;
        let (played, better) = table.game.with_untracked(|g| {
            (
                g.describe_at(ply, usize::from(decision.played)),
                g.describe_at(ply, usize::from(decision.best)),
            )
        });
        let words = lang::app().review_mark(
            number,
            ply + 1,
            &played,
            percent(decision.played_chance.unwrap_or_default()),
            &better,
            percent(decision.best_chance),
        );
        view! {
            <li data-review-mark=ply.to_string()>
                <span>{words}</span>
                <span class="review-buttons">
                    <button type="button" class="quiet" on:click=move |_| show(ply)>
                        {lang::app().review_show()}
                    </button>
                    <a class="button" data-testid="try-again" href=practice_hash(ply)>
                        {lang::app().try_again()}
                    </a>
                </span>
            </li>
        }
    };
    let body = move || match progress.get() {
        Progress::NotStarted => view! {
            <p class="coach-text review-intro" id="review-intro">{lang::app().review_intro()}</p>
            <button
                type="button"
                data-testid="review-start"
                aria-describedby="review-intro"
                on:click=move |_| start()
            >
                {lang::app().review_start()}
            </button>
        }
        .into_any(),
        Progress::Running { done, total } => view! {
            <p class="coach-text" role="status">{lang::app().reviewing(done + 1, total)}</p>
        }
        .into_any(),
        Progress::Done(reviewed) => {
            // Numbered among the player's own decisions: the game's move number counts everyone's.
            let marked: Vec<(usize, ReviewedDecision)> = reviewed
                .iter()
                .enumerate()
                .filter(|(_, d)| d.marked)
                .map(|(i, d)| (i + 1, d.clone()))
                .collect();
            view! {
                <p class="coach-text" role="status" data-review-done="true">
                    {lang::app().review_summary(reviewed.len(), marked.len())}
                </p>
                <ol class="review-marks">{marked.into_iter().map(mark).collect_view()}</ol>
            }
            .into_any()
        }
    };
    view! {
        <section class="coach review" data-testid="review">
            {body}
            <super::why::WhyPanel />
        </section>
    }
}
