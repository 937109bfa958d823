//! The one saved game in localStorage. Every call tolerates a browser that refuses storage
//! (private windows, quotas): the game goes on, it just will not survive a reload.

use leptos::prelude::window;

/// Contains "duskdeck" so tools and people can tell whose key it is.
const SAVE_KEY: &str = "duskdeck.save";

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

pub fn load() -> Option<String> {
    storage()?.get_item(SAVE_KEY).ok().flatten()
}

pub fn save(text: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(SAVE_KEY, text);
    }
}

pub fn clear() {
    if let Some(s) = storage() {
        let _ = s.remove_item(SAVE_KEY);
    }
}

/// The language the player chose (or a link named), as its code.
const LANG_KEY: &str = "duskdeck.lang";

pub fn language() -> Option<crate::lang::Lang> {
    crate::lang::Lang::parse(&storage()?.get_item(LANG_KEY).ok().flatten()?)
}

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

    /// The stored record; `Err` says why it could not be read, after its text was kept aside.
    pub fn load() -> Result<Book, String> {
        let Some(store) = storage() else {
            return Ok(Book::default());
        };
        let Some(text) = store.get_item(KEY).ok().flatten() else {
            return Ok(Book::default());
        };
        Book::read(&text).map_err(|reason| {
            let _ = store.set_item(DAMAGED_KEY, &text);
            let _ = store.remove_item(KEY);
            crate::lang::pages().record_unreadable(&reason, DAMAGED_KEY)
        })
    }

    pub fn store(book: &Book) {
        if let Some(s) = storage() {
            let _ = s.set_item(KEY, &book.write());
        }
    }

    /// Changes the stored record; one that cannot be read is kept aside first, never lost.
    pub fn update(change: impl FnOnce(&mut Book)) {
        let mut book = load().unwrap_or_default();
        change(&mut book);
        store(&book);
    }

    /// Counts a finished game of `game` once.
    pub fn record_finished(game: &str, standing: Standing) {
        let Some(result) = standing.result else {
            return;
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
            });
        });
    }

    /// Replaces the record with an imported one, keeping the one it replaces aside. A file that
    /// cannot be read changes nothing.
    pub fn import(text: &str) -> Result<Book, String> {
        let book = Book::read(text)?;
        keep_aside();
        store(&book);
        Ok(book)
    }

    /// Copies the stored record under [`BEFORE_IMPORT_KEY`] before it is replaced.
    fn keep_aside() {
        if let Some(s) = storage()
            && let Some(old) = s.get_item(KEY).ok().flatten()
        {
            let _ = s.set_item(BEFORE_IMPORT_KEY, &old);
        }
    }

    /// Empties the record (what it held is kept aside, like an import's).
    pub fn clear() {
        keep_aside();
        if let Some(s) = storage() {
            let _ = s.remove_item(KEY);
        }
    }
}
