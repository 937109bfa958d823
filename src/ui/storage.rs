//! The one saved game in localStorage. Every call tolerates a browser that refuses storage
//! (private windows, quotas): the game goes on, it just will not survive a reload. A write the
//! browser refuses leaves what was stored before as it was.

use super::session::StandingNote;
use crate::games::GameId;
use leptos::prelude::window;

/// Contains "duskdeck" so tools and people can tell whose key it is.
const SAVE_KEY: &str = "duskdeck.save";

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

pub fn load() -> Option<String> {
    storage()?.get_item(SAVE_KEY).ok().flatten()
}

/// Saves the game; false when the browser refused (no storage, or no room left), and the save
/// before stays as it was.
pub fn save(text: &str) -> bool {
    storage().is_some_and(|s| s.set_item(SAVE_KEY, text).is_ok())
}

/// The browser's own words for a write it refused (a full storage), without the closing stop.
fn refusal(error: &wasm_bindgen::JsValue) -> String {
    let message = js_sys::Reflect::get(error, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .unwrap_or_else(|| "localStorage refused the write".into());
    message.trim_end_matches('.').to_string()
}

pub fn clear() {
    if let Some(s) = storage() {
        let _ = s.remove_item(SAVE_KEY);
    }
}

/// How far a game's guided first game went, kept apart from the game in progress: its moves
/// played, then ` learned` once it was ever finished (the lobby marks the game learned).
fn lesson_key(game: GameId) -> String {
    format!("duskdeck.learn.{}", game.id())
}

fn lesson_entry(game: GameId) -> Option<(usize, bool)> {
    let text = storage()?.get_item(&lesson_key(game)).ok().flatten()?;
    let (ply, learned) = match text.strip_suffix(" learned") {
        Some(ply) => (ply, true),
        None => (text.as_str(), false),
    };
    Some((ply.parse().ok()?, learned))
}

/// Notes that the guided game of `game` stands after `ply` moves (`finished`: its script is
/// done); false when the browser refused.
pub fn save_lesson(game: GameId, ply: usize, finished: bool) -> bool {
    let learned_before = lesson_entry(game).is_some_and(|(_, learned)| learned);
    if finished && !learned_before {
        // The record is what an export carries to another device: it keeps the game learned.
        record::update(|book| {
            book.learn(game);
        });
    }
    let learned = finished || learned_before;
    let text = format!("{ply}{}", if learned { " learned" } else { "" });
    storage().is_some_and(|s| s.set_item(&lesson_key(game), &text).is_ok())
}

/// The moves of `game`'s guided game played so far (0 when never begun or damaged).
pub fn lesson_progress(game: GameId) -> usize {
    lesson_entry(game).map_or(0, |(ply, _)| ply)
}

/// Whether `game`'s guided game was ever finished.
pub fn learned(game: GameId) -> bool {
    lesson_entry(game).is_some_and(|(_, learned)| learned)
}

/// Games ever started from the lobby: the lobby offers a game's guided first game until then.
fn started_key(game: GameId) -> String {
    format!("duskdeck.started.{}", game.id())
}

pub fn note_started(game: GameId) {
    if let Some(s) = storage() {
        let _ = s.set_item(&started_key(game), "1");
    }
}

pub fn started(game: GameId) -> bool {
    storage().is_some_and(|s| s.get_item(&started_key(game)).ok().flatten().is_some())
}

/// The language the player chose (or a link named), as its code. public/boot.js reads it to
/// choose which module to load, before any module runs.
const LANG_KEY: &str = "duskdeck.lang";

pub fn set_language(lang: crate::lang::Lang) {
    if let Some(s) = storage() {
        let _ = s.set_item(LANG_KEY, lang.code());
    }
}

/// A notice that must survive a reload until the player has seen it (a discarded save), kept for
/// this tab only.
const NOTICE_KEY: &str = "duskdeck.notice";

fn session_storage() -> Option<web_sys::Storage> {
    window().session_storage().ok().flatten()
}

/// Where the note kept beside the save lives (see [`StandingNote`]).
const SAVE_STANDING_KEY: &str = "duskdeck.save-standing";

pub fn note_standing(note: &StandingNote) {
    if let Some(s) = storage() {
        // Without it a game left for another is not counted as abandoned: nothing else is lost.
        let _ = s.set_item(SAVE_STANDING_KEY, &note.encode());
    }
}

pub fn standing_note() -> Option<StandingNote> {
    StandingNote::decode(&storage()?.get_item(SAVE_STANDING_KEY).ok().flatten()?)
}

/// The address a module last handed over to another (see `ui::module`), for this tab only.
const HANDED_OVER_KEY: &str = "duskdeck.handed-over";

pub fn handed_over() -> Option<String> {
    session_storage()?.get_item(HANDED_OVER_KEY).ok().flatten()
}

pub fn set_handed_over(hash: &str) {
    if let Some(s) = session_storage() {
        let _ = s.set_item(HANDED_OVER_KEY, hash);
    }
}

pub fn clear_handed_over() {
    if let Some(s) = session_storage() {
        let _ = s.remove_item(HANDED_OVER_KEY);
    }
}

pub fn pending_notice() -> Option<String> {
    session_storage()?.get_item(NOTICE_KEY).ok().flatten()
}

pub fn set_pending_notice(text: &str) {
    if let Some(s) = session_storage() {
        let _ = s.set_item(NOTICE_KEY, text);
    }
}

pub fn clear_pending_notice() {
    if let Some(s) = session_storage() {
        let _ = s.remove_item(NOTICE_KEY);
    }
}

/// Your record ([`super::stats::Book`]) as JSON text. Text that cannot be read is never deleted:
/// it is kept under [`record::DAMAGED_KEY`] and a notice says so.
pub mod record {
    use super::storage;
    use crate::ui::play::Standing;
    use crate::ui::stats::{Book, Finished};

    pub const KEY: &str = "duskdeck.record";
    /// Where unreadable record text is kept aside.
    pub const DAMAGED_KEY: &str = "duskdeck.record.damaged";
    /// What an import replaced, kept until the next import.
    pub const BEFORE_IMPORT_KEY: &str = "duskdeck.record.before-import";

    /// Why the stored record could not be read, said once its text is safe.
    struct Unreadable {
        message: String,
        /// The text is still under [`KEY`]: there was no room to keep it aside, so nothing may
        /// be written over it.
        in_place: bool,
    }

    /// The stored record. Text that cannot be read is moved under [`DAMAGED_KEY`]; where there
    /// is no room for it there (a full storage), it stays where it is, and the message says
    /// where it is.
    fn read() -> Result<Book, Unreadable> {
        let Some(store) = storage() else {
            return Ok(Book::default());
        };
        let Some(text) = store.get_item(KEY).ok().flatten() else {
            return Ok(Book::default());
        };
        Book::read(&text).map_err(|reason| {
            let kept_aside = store.set_item(DAMAGED_KEY, &text).is_ok();
            if kept_aside {
                let _ = store.remove_item(KEY);
            }
            let kept_under = if kept_aside { DAMAGED_KEY } else { KEY };
            Unreadable {
                message: crate::lang::pages().record_unreadable(&reason, kept_under),
                in_place: !kept_aside,
            }
        })
    }

    /// The stored record; `Err` says why it could not be read, and where its text was kept.
    pub fn load() -> Result<Book, String> {
        read().map_err(|unreadable| unreadable.message)
    }

    /// Stores the record; `Err` is the browser's reason when it refused (no room left), and the
    /// record stored before stays as it was.
    fn store(book: &Book) -> Result<(), String> {
        match storage() {
            Some(s) => s
                .set_item(KEY, &book.write())
                .map_err(|e| super::refusal(&e)),
            None => Ok(()),
        }
    }

    /// Changes the stored record; returns whether the change was stored. One that cannot be read
    /// is kept aside first, never lost: where it cannot be moved aside, nothing is written over it.
    pub fn update(change: impl FnOnce(&mut Book)) -> bool {
        let mut book = match read() {
            Ok(book) => book,
            Err(Unreadable { in_place: true, .. }) => return false,
            Err(Unreadable {
                in_place: false, ..
            }) => Book::default(),
        };
        change(&mut book);
        store(&book).is_ok()
    }

    /// Counts a finished game of `game` once; returns whether the record holding it is stored
    /// (false when the browser refused it: no room left).
    pub fn record_finished(game: &str, standing: Standing) -> bool {
        let Some(result) = standing.result else {
            return true;
        };
        let at = js_sys::Date::now();
        update(|book| {
            book.finish(Finished {
                at,
                game: game.to_string(),
                role: standing.role.map(str::to_string),
                seat: standing.you.0,
                result,
                score: standing.score,
                hints: standing.hints,
                take_backs: standing.take_backs,
                code: standing.code,
                calls: standing
                    .calls
                    .into_iter()
                    .map(|(key, count)| (key.to_string(), count))
                    .collect(),
                bots: standing.bots,
            });
        })
    }

    /// Replaces the record with an imported one, keeping the one it replaces aside. A file that
    /// cannot be read leaves the record as it is, and so does an import when the browser has no
    /// room to keep the record it would replace, or to store the new one: `Err` says why.
    pub fn import(text: &str) -> Result<Book, String> {
        let book = Book::read(text)?;
        keep_aside()?;
        store(&book)?;
        Ok(book)
    }

    /// Copies the stored record under [`BEFORE_IMPORT_KEY`] before it is replaced; `Err` is the
    /// browser's reason when there is no room for the copy.
    fn keep_aside() -> Result<(), String> {
        if let Some(s) = storage()
            && let Some(old) = s.get_item(KEY).ok().flatten()
        {
            s.set_item(BEFORE_IMPORT_KEY, &old)
                .map_err(|e| super::refusal(&e))?;
        }
        Ok(())
    }

    /// Empties the record. What it held is kept aside, like an import's, where there is room for
    /// it; the person asked to clear it, told to export it first, so a full storage does not stop
    /// the clearing.
    pub fn clear() {
        let _ = keep_aside();
        if let Some(s) = storage() {
            let _ = s.remove_item(KEY);
        }
    }
}
