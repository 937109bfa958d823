//! When the app panics: an error screen, a bug report, and the saved game kept for a careful
//! resume.
//!
//! A panic in the browser build aborts the WebAssembly instance, so the screen is drawn by the
//! panic hook itself with plain DOM calls (Leptos cannot be trusted mid-panic). It offers to
//! reload and to copy a bug report: the message, the build and the saved game's match code. The
//! hook also notes, beside the save, how many moves the save held when the app stopped. The
//! save itself is never touched, and the lobby then offers to resume from the move before: the
//! last move played before the failure is the likeliest cause, so resuming with it would fail
//! again.
//!
//! The address `#/panic-test` panics on purpose, so the error screen and the resume can be tested
//! in the release build; it loses nothing, as a panic keeps the save.

use super::session::SavedGame;
use crate::lang;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

/// Where the hook leaves the number of moves the save held when the app stopped.
const CRASH_KEY: &str = "duskdeck.crashed-at";

/// The bug report's text: what went wrong, in which build, and the game it went wrong in.
pub fn bug_report(message: &str, save: Option<&str>) -> String {
    let words = lang::pages();
    let game = match save.map(SavedGame::decode) {
        Some(Ok(saved)) => words.bug_report_game(
            &format!("#/play?{}", saved.setup.query()),
            saved.actions.len(),
            save.unwrap_or_default(),
        ),
        Some(Err(reason)) => words.bug_report_unreadable_save(&reason),
        None => words.bug_report_no_save().into(),
    };
    words.bug_report(crate::advice::BUILD, message, &game)
}

/// A save to resume from after a crash at `crashed_at` moves: the same game, one move earlier
/// (hints and take-backs past that move go with it). `None` when the save does not belong to the
/// crash (the moves no longer match) or cannot be read.
pub fn resume_before(save: &str, crashed_at: usize) -> Option<SavedGame> {
    let mut saved = SavedGame::decode(save).ok()?;
    if saved.actions.len() != crashed_at {
        return None;
    }
    let keep = crashed_at.saturating_sub(1);
    saved.actions.truncate(keep);
    saved.hints.retain(|&ply| ply <= keep);
    saved.take_backs.retain(|&ply| ply <= keep);
    Some(saved)
}

/// The moves the save held when the app last stopped with an error, if it did.
pub fn crashed_at() -> Option<usize> {
    local_storage()?
        .get_item(CRASH_KEY)
        .ok()
        .flatten()?
        .trim()
        .parse()
        .ok()
}

/// Forgets the crash (the game was resumed, replaced or finished).
pub fn forget() {
    if let Some(storage) = local_storage() {
        let _ = storage.remove_item(CRASH_KEY);
    }
}

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Installs the hook: the console message as before, then the note and the error screen.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        let message = match info.payload().downcast_ref::<&str>() {
            Some(text) => (*text).to_string(),
            None => info
                .payload()
                .downcast_ref::<String>()
                .cloned()
                .unwrap_or_else(|| lang::pages().unknown_error().into()),
        };
        let message = match info.location() {
            Some(at) => format!("{message} ({}:{})", at.file(), at.line()),
            None => message,
        };
        let save = local_storage().and_then(|s| s.get_item("duskdeck.save").ok().flatten());
        if let (Some(storage), Some(saved)) =
            (local_storage(), save.as_deref().map(SavedGame::decode))
            && let Ok(saved) = saved
        {
            let _ = storage.set_item(CRASH_KEY, &saved.actions.len().to_string());
        }
        show_error_screen(&bug_report(&message, save.as_deref()));
    }));
}

fn show_error_screen(report: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = document.body() else {
        return;
    };
    body.set_inner_html("");
    let element = |tag: &str, text: &str| {
        let e = document.create_element(tag).ok()?;
        e.set_text_content(Some(text));
        Some(e)
    };
    let Some(screen) = document.create_element("main").ok() else {
        return;
    };
    screen.set_class_name("error-screen");
    let _ = screen.set_attribute("data-testid", "error-screen");
    let _ = screen.set_attribute("role", "alert");
    let words = lang::pages();
    let parts = [
        element("h1", words.crash_title()),
        element("p", words.crash_explanation()),
    ];
    for part in parts.into_iter().flatten() {
        let _ = screen.append_child(&part);
    }
    if let Some(area) = element("textarea", report) {
        let _ = area.set_attribute("readonly", "");
        let _ = area.set_attribute("data-testid", "bug-report");
        let _ = area.set_attribute("aria-label", words.bug_report_label());
        let _ = area.set_attribute("rows", "8");
        let _ = screen.append_child(&area);
    }
    let buttons = document.create_element("div").ok();
    if let Some(buttons) = buttons {
        buttons.set_class_name("error-screen-buttons");
        // A plain link, which works even if nothing else in the page can run any more. It drops
        // the address's fragment: a link differing only in its fragment would not reload.
        if let Some(reload) = element("a", words.reload()) {
            reload.set_class_name("button primary");
            let here = web_sys::window()
                .and_then(|w| w.location().pathname().ok())
                .unwrap_or_else(|| "./".into());
            let _ = reload.set_attribute("href", &here);
            let _ = reload.set_attribute("data-testid", "reload");
            let _ = buttons.append_child(&reload);
        }
        if let Some(copy) = element("button", words.copy_bug_report()) {
            let _ = copy.set_attribute("type", "button");
            let _ = copy.set_attribute("data-testid", "copy-report");
            let text = report.to_string();
            let on_click = Closure::<dyn Fn()>::new(move || {
                if let Some(window) = web_sys::window() {
                    let _ = window.navigator().clipboard().write_text(&text);
                }
            });
            let _ =
                copy.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref());
            // The screen lives until the page is reloaded.
            on_click.forget();
            let _ = buttons.append_child(&copy);
        }
        let _ = screen.append_child(&buttons);
    }
    let _ = body.append_child(&screen);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use crate::ui::session::Setup;

    fn save(actions: Vec<u16>, hints: Vec<usize>) -> String {
        SavedGame {
            setup: Setup::new(GameId::Grimwood, 5),
            actions,
            hints,
            take_backs: vec![1],
        }
        .encode()
    }

    #[test]
    fn a_crashed_game_resumes_one_move_before_the_failure() {
        let text = save(vec![0, 0, 0], vec![0, 3]);
        let resumed = resume_before(&text, 3).expect("the save belongs to the crash");
        assert_eq!(resumed.actions, vec![0, 0]);
        assert_eq!(resumed.hints, vec![0]);
        assert_eq!(resumed.take_backs, vec![1]);
        assert_eq!(
            resume_before(&text, 5),
            None,
            "the save moved on since the crash"
        );
        assert_eq!(resume_before("not a save", 3), None);
        assert_eq!(
            resume_before(&save(vec![], vec![]), 0).unwrap().actions,
            Vec::<u16>::new()
        );
    }

    #[test]
    fn the_bug_report_names_the_error_the_build_and_the_game() {
        let text = save(vec![0, 0], vec![]);
        let report = bug_report("index out of bounds", Some(&text));
        assert!(report.contains("index out of bounds"));
        assert!(report.contains(crate::advice::BUILD));
        assert!(report.contains("#/play?game=grimwood"));
        assert!(report.contains(&text));
        assert!(bug_report("x", None).contains("No game was saved"));
        assert!(bug_report("x", Some("junk")).contains("could not be read"));
    }
}
