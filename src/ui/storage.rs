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
