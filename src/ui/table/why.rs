//! "Why did that seat play that?" in the replay of a finished game: the move just shown, when
//! another seat made it with a real choice, is worked out again in the bot worker exactly as that
//! seat's bot made it (its difficulty, seed and view; [`crate::advice::Task::Explain`]), and the
//! moves its search weighed are listed with their chances, beside a link to the replay as that
//! seat saw the table. Only a replay of a finished game asks ([`Play::why_question`]).

use super::{TableCtx, ctx};
use crate::advice::Answer;
use crate::lang;
use crate::ui::driver::Table;
use crate::ui::play::WhyQuestion;
use crate::ui::session::Route;
use crate::ui::worker;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// How far the question about one move has got.
#[derive(Clone, PartialEq, Debug)]
enum Asked {
    Thinking,
    Answered(Vec<String>),
}

/// Works the decision out again in the worker, or on the page when there is no worker.
async fn work_out(table: Table, question: &WhyQuestion) -> Option<Answer> {
    let answered = match worker::ask(question.request.clone()).await {
        Some(Ok(answered)) => Ok(answered),
        _ => table
            .game
            .try_with_untracked(|g| g.answer_here(&question.request))?,
    };
    answered.ok()
}

/// The lines that say what the bot weighed, in words.
fn explanation(table: Table, question: &WhyQuestion, answer: Option<Answer>) -> Vec<String> {
    let words = lang::app();
    let Some(Answer::Explained { index, ranked, .. }) = answer else {
        return vec![words.why_unavailable().to_string()];
    };
    let mut lines = Vec::new();
    if !question.told {
        lines.push(words.why_untold(words.difficulty(question.difficulty)));
    }
    if ranked.is_empty() {
        lines.push(words.why_rules_of_thumb(question.seat));
        return lines;
    }
    // The played move first, then the others the search explored most.
    let mut moves = ranked.clone();
    moves.sort_by_key(|r| (r.index != question.played, std::cmp::Reverse(r.visits)));
    let named: Vec<(String, u32)> = table.game.with_untracked(|g| {
        moves
            .iter()
            .take(4)
            .map(|r| {
                let label = g.describe_at(question.ply, usize::from(r.index));
                (label, (r.mean_reward * 100.0).round() as u32)
            })
            .collect()
    });
    let played = table
        .game
        .with_untracked(|g| g.describe_at(question.ply, usize::from(question.played)));
    lines.push(words.why_weighed(
        question.seat,
        &played,
        words.difficulty(question.difficulty),
        &named,
    ));
    if index != question.played {
        let chosen = table
            .game
            .with_untracked(|g| g.describe_at(question.ply, usize::from(index)));
        lines.push(words.why_other_choice(&chosen));
    }
    lines
}

#[component]
pub(super) fn WhyPanel() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let question = Memo::new(move |_| table.game.with(|g| g.why_question()));
    // Answers by ply, so stepping back to a move already asked about shows its answer at once.
    let asked = RwSignal::new(Vec::<(usize, Asked)>::new());
    let ask = move |question: WhyQuestion| {
        let ply = question.ply;
        if asked.with_untracked(|a| a.iter().any(|(p, _)| *p == ply)) {
            return;
        }
        asked.update(|a| a.push((ply, Asked::Thinking)));
        spawn_local(async move {
            let answer = work_out(table, &question).await;
            let lines = explanation(table, &question, answer);
            // `try_update` hands nothing back when the panel is gone.
            let _ = asked.try_update(|a| {
                if let Some(entry) = a.iter_mut().find(|(p, _)| *p == ply) {
                    entry.1 = Asked::Answered(lines);
                }
            });
        });
    };
    let see_view = move |question: &WhyQuestion| {
        table.game.with_untracked(|g| {
            let mut link = g.replay()?.link;
            link.seat = question.seat;
            link.step = Some(question.ply);
            Some(Route::Replay(link.query()).hash())
        })
    };
    move || {
        let question = question.get()?;
        let words = lang::app();
        let state = asked.with(|a| {
            a.iter()
                .find(|(p, _)| *p == question.ply)
                .map(|(_, s)| s.clone())
        });
        let body = match state {
            None => {
                let asking = question.clone();
                view! {
                    <button type="button" class="quiet" data-testid="why" on:click=move |_| ask(asking.clone())>
                        {words.why_ask(question.seat)}
                    </button>
                }
                .into_any()
            }
            Some(Asked::Thinking) => {
                view! { <p class="coach-text" role="status">{words.why_thinking(question.seat)}</p> }
                    .into_any()
            }
            Some(Asked::Answered(lines)) => view! {
                <div data-why-answer=question.ply.to_string()>
                    {lines.into_iter().map(|line| view! { <p class="coach-text">{line}</p> }).collect_view()}
                    {see_view(&question).map(|href| view! {
                        <a href=href>{words.why_see_view(question.seat)}</a>
                    })}
                </div>
            }
            .into_any(),
        };
        Some(view! { <div class="why" data-testid="why-panel">{body}</div> })
    }
}
