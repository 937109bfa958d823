//! The coach of a guided first game: what the lesson says, beside the table, and the move to
//! make marked on the table itself (`data-tutorial-from` on what to move, `data-tutorial-to` on
//! where it goes, or on the button or place to tap).

use super::{TableCtx, ctx, focus_first};
use crate::games::GameId;
use crate::lang;
use crate::learn::lessons;
use crate::ui::adapter::{CLICK, PICK_UP};
use crate::ui::learn::{DONE, PLAYING_ON};
use crate::ui::session::{Route, Setup};
use leptos::prelude::*;

const FROM: &str = "data-tutorial-from";
const TO: &str = "data-tutorial-to";

/// Where a lesson's words are, relative to the site: `learn/grue.en.md`.
fn lesson_file(game: GameId) -> String {
    format!("learn/{}.{}.md", game.id(), lang::current().code())
}

/// A real game of the game just learned, at the lobby's first table for it: the learner goes
/// straight on to what they learned, not back to a lobby showing another game.
fn real_game(game: GameId) -> String {
    Route::Play(Setup::new(game, crate::engine::fresh_seed()).query()).hash()
}

/// The coach's panel; nothing outside a guided game.
#[component]
pub(super) fn CoachPanel(game: GameId) -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let coach = Memo::new(move |_| {
        table.frame.track();
        table.game.with(|g| g.coach())
    });
    let page = LocalResource::new(move || crate::ui::rules::fetch_text(lesson_file(game)));
    let text = move || {
        let (lesson, watching) = coach.with(|c| {
            c.as_ref()
                .map(|c| (c.lesson, !c.reading && !c.done && c.expected.is_none()))
        })?;
        // While the others move, the last lesson would ask for a move already made.
        if watching {
            return Some(lang::app().coach_watch().to_string());
        }
        if lesson == PLAYING_ON {
            return Some(lang::app().coach_playing_on().to_string());
        }
        Some(match page.get() {
            None => String::new(),
            Some(None) => lang::app().coach_words_missing().to_string(),
            Some(Some(page)) => lessons(&page)
                .into_iter()
                .find(|(id, _)| *id == lesson)
                .map(|(_, words)| words.to_string())
                .unwrap_or_else(|| lang::app().coach_words_missing().to_string()),
        })
    };
    mark_the_move(coach);
    // Once the lessons are over the box only says so: the learner may close it, and it stays
    // closed for the rest of this game (on a phone it holds a sixth of the screen).
    let closed = RwSignal::new(false);
    let close = move |_| {
        closed.set(true);
        // The button goes with the box: the keyboard goes on from the moves, not the page's top.
        request_animation_frame(|| focus_first("[data-testid=actions] button, #hint"));
    };
    move || {
        if closed.get() {
            return None;
        }
        let shown = coach.get()?;
        let reading = shown.reading;
        let done = shown.done;
        let playing_on = shown.lesson == PLAYING_ON;
        // The closing words wait for a choice: a real game, or this one played on.
        let closing = shown.lesson == DONE && reading;
        let way_on = if closing {
            lang::app().coach_play_on()
        } else {
            lang::app().coach_continue()
        };
        Some(view! {
            <aside
                class="coach"
                data-testid="tutorial"
                data-tutorial-done=done.then_some("true")
                aria-live="polite"
            >
                <p class="coach-step subtle">
                    {if playing_on {
                        lang::app().coach_finished().to_string()
                    } else if shown.step == 0 && reading {
                        lang::app().coach_before_first().to_string()
                    } else {
                        // Watching the others before the first move: that move is the first.
                        lang::app().coach_step(shown.step.max(1).min(shown.steps), shown.steps)
                    }}
                </p>
                <p class="coach-text">{text}</p>
                <div class="coach-way">
                    {reading.then(|| view! {
                        <button
                            type="button"
                            class="coach-continue"
                            data-tutorial-to="continue"
                            data-testid=closing.then_some("play-on")
                            on:click=move |_| table.read_lesson()
                        >
                            {way_on}
                        </button>
                    })}
                    {done.then(|| view! {
                        <a class="button" data-testid="play-for-real" href=real_game(game)>
                            {lang::app().coach_play_for_real()}
                        </a>
                    })}
                    {playing_on.then(|| view! {
                        <button
                            type="button"
                            class="quiet coach-close"
                            data-testid="close-coach"
                            on:click=close
                        >
                            {lang::app().coach_close()}
                        </button>
                    })}
                </div>
            </aside>
        })
    }
}

/// Keeps the marks on the move the coach asks for, on whatever the table has drawn since.
fn mark_the_move(coach: Memo<Option<crate::ui::play::Coach>>) {
    let TableCtx { table, chooser, .. } = ctx();
    Effect::new(move |_| {
        // A drop that could mean several moves asks which: the coach marks its answer there too.
        let asking = chooser.with(Option::is_some);
        let expected = coach.with(|c| c.as_ref().and_then(|c| c.expected));
        let gesture = table.frame.with(|f| {
            let choice = f.choices.iter().find(|c| Some(c.index) == expected)?;
            Some((choice.index, choice.gestures.first().cloned()))
        });
        request_animation_frame(move || place_marks(gesture, asking));
    });
    on_cleanup(|| place_marks(None, false));
}

fn quoted(token: &str) -> String {
    format!("\"{}\"", token.replace('\\', "\\\\").replace('"', "\\\""))
}

fn mark(selector: &str, attribute: &str, value: &str) {
    if let Ok(Some(element)) = document().query_selector(selector) {
        let _ = element.set_attribute(attribute, value);
    }
}

/// Moves the marks to `expected` (its index and first gesture), or clears them. While a drop's
/// "which move?" question is open (`asking`), only its answer is marked.
fn place_marks(expected: Option<(usize, Option<crate::ui::adapter::Gesture>)>, asking: bool) {
    for attribute in [FROM, TO] {
        let selector = format!("[{attribute}]:not(.coach-continue)");
        if let Ok(marked) = document().query_selector_all(&selector) {
            for i in 0..marked.length() {
                if let Some(element) = marked
                    .item(i)
                    .and_then(|n| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(n).ok())
                {
                    let _ = element.remove_attribute(attribute);
                }
            }
        }
    }
    let Some((index, gesture)) = expected else {
        return;
    };
    if asking {
        mark(
            &format!("[data-testid=chooser] [data-action-index=\"{index}\"]"),
            TO,
            "action",
        );
        return;
    }
    match gesture {
        Some(g) if g.drag == CLICK => {
            mark(&format!("[data-drop={}]", quoted(&g.drop)), TO, &g.drop);
        }
        Some(g) if g.drop == PICK_UP => {
            mark(&format!("[data-drag={}]", quoted(&g.drag)), FROM, &g.drag);
        }
        Some(g) => {
            mark(&format!("[data-drag={}]", quoted(&g.drag)), FROM, &g.drag);
            mark(&format!("[data-drop={}]", quoted(&g.drop)), TO, &g.drop);
        }
        None => mark(
            &format!("[data-testid=actions] [data-action-index=\"{index}\"]"),
            TO,
            "action",
        ),
    }
}
