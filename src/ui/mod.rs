//! Duskdeck in the browser: a Leptos single-page app, entirely client-side.
//!
//! * [`session`]: the plain-data controller (setup, record, state, log, links, saves).
//! * [`adapter`]: the small trait each game implements to be drawn ([`grue`] for the Grue).
//! * [`play`]: the one type-erased seam: any game in progress as plain-data frames and indices.
//! * `table`, `dnd`, `driver`: the table (compiled once), drag and drop, and the controller that
//!   plays people's, bots' and chance's moves.
//! * `lobby`, `rules`: the other two pages.
//!
//! Routing lives in the address's hash (`#/`, `#/rules/<game>`, `#/play?<setup>`), so the built
//! site works from any folder of any static host.

pub mod adapter;
mod crash;
mod dnd;
mod driver;
pub mod grid_of_shadows;
pub mod gridlock;
pub mod grimwood;
pub mod grue;
mod lobby;
mod motion;
pub mod play;
mod record;
pub mod replay;
mod replay_link;
#[cfg(test)]
mod robustness;
mod rules;
pub mod session;
pub mod shadow_house;
mod sound;
pub mod stats;
mod storage;
mod table;
mod worker;

use crate::lang::words::quoted;
use leptos::ev;
use leptos::prelude::*;
use session::{Route, SavedGame, Setup, open_play};

use crate::engine::fresh_seed;
use crate::games::GameId;
use crate::lang::Lang;

/// The page on screen, decided from the address by [`AppCtx::open`].
#[derive(Clone, PartialEq, Debug)]
enum Page {
    Lobby,
    Rules(GameId),
    Play {
        setup: Setup,
        actions: Vec<u16>,
        hints: Vec<usize>,
        take_backs: Vec<usize>,
    },
    Replay(replay::ReplayLink),
    Record,
}

/// App-wide handles: the page shown and the notice banner.
#[derive(Clone, Copy)]
pub struct AppCtx {
    page: RwSignal<Page>,
    notice: RwSignal<Option<String>>,
}

fn current_hash() -> String {
    window().location().hash().unwrap_or_default()
}

/// Rewrites the address without adding a history entry or firing `hashchange`.
pub(crate) fn replace_hash(hash: &str) {
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(hash));
    }
}

impl AppCtx {
    pub fn notify(&self, text: impl Into<String>) {
        let _ = self.notice.try_set(Some(text.into()));
    }

    /// A notice that stays, even across a reload, until dismissed or a move is made.
    pub fn notify_until_seen(&self, text: impl Into<String>) {
        let text = text.into();
        storage::set_pending_notice(&text);
        self.notify(text);
    }

    pub fn clear_notice(&self) {
        if self.notice.with_untracked(Option::is_some) {
            self.notice.set(None);
            storage::clear_pending_notice();
        }
    }

    /// Navigates; the page follows from the address, so links and buttons behave alike.
    pub fn go(&self, route: Route) {
        let hash = route.hash();
        if current_hash() == hash {
            self.open(&hash);
        } else {
            let _ = window().location().set_hash(&hash);
        }
    }

    /// Shows the page an address leads to. Bad addresses lead to the lobby with a notice.
    fn open(&self, hash: &str) {
        // A link in another language, opened in a tab already running: the page starts over in it.
        if let Some(lang) = session::link_language(hash)
            && lang != crate::lang::current()
        {
            storage::set_language(lang);
            let _ = window().location().reload();
            return;
        }
        let to_lobby = |app: &AppCtx, message: String| {
            app.notify(message);
            replace_hash(&Route::Lobby.hash());
            Page::Lobby
        };
        let words = crate::lang::app();
        let page = match Route::parse(hash) {
            Route::Lobby => Page::Lobby,
            Route::PanicTest => panic!("a deliberate panic, to test the error screen"),
            Route::TooLong(length) => to_lobby(self, words.address_too_long(length)),
            Route::Unknown(path) => to_lobby(self, words.no_such_page(&quoted(&path))),
            Route::Rules(id) => match GameId::parse(&id) {
                Some(game) => Page::Rules(game),
                None => to_lobby(self, words.no_such_rules(&quoted(&id))),
            },
            Route::Replay(query) => match replay::ReplayLink::from_query(&query) {
                Ok(link) => Page::Replay(link),
                Err(reason) => to_lobby(self, crate::lang::pages().replay_link_refused(&reason)),
            },
            Route::Record => Page::Record,
            Route::Play(query) => {
                let save = storage::load();
                match open_play(&query, save.as_deref(), fresh_seed) {
                    Err(message) => to_lobby(self, message),
                    Ok(opening) => {
                        if opening.discard_save {
                            storage::clear();
                        }
                        if !opening.notices.is_empty() {
                            self.notify_until_seen(opening.notices.join(" "));
                        }
                        // The canonical link, so a reload or a copied address deals the same game.
                        let canonical = Route::Play(opening.setup.query()).hash();
                        if canonical != hash {
                            replace_hash(&canonical);
                        }
                        Page::Play {
                            setup: opening.setup,
                            actions: opening.actions,
                            hints: opening.hints,
                            take_backs: opening.take_backs,
                        }
                    }
                }
            }
        };
        if self.page.with_untracked(|p| p != &page) {
            self.page.set(page);
        }
        window().scroll_to_with_x_and_y(0.0, 0.0);
    }
}

fn page_view(app: AppCtx, page: Page) -> AnyView {
    match page {
        Page::Lobby => lobby::lobby(app).into_any(),
        Page::Rules(game) => rules::rules_page(game).into_any(),
        Page::Play {
            setup,
            actions,
            hints,
            take_backs,
        } => view! { <table::TablePage app setup actions hints take_backs /> }.into_any(),
        Page::Replay(link) => view! { <table::ReplayPage app link /> }.into_any(),
        Page::Record => record::record_page(app).into_any(),
    }
}

/// The language to speak: the one the link names, else the one chosen before, else the first of
/// the browser's languages Duskdeck speaks, else English. A link's language is remembered, as if
/// chosen in the picker.
fn choose_language() -> Lang {
    if let Some(lang) = session::link_language(&current_hash()) {
        storage::set_language(lang);
        return lang;
    }
    if let Some(lang) = storage::language() {
        return lang;
    }
    window()
        .navigator()
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .find_map(|tag| Lang::parse(&tag))
        .unwrap_or_default()
}

/// Speaks `lang` from now on: the page's `lang` attribute, for screen readers and hyphenation,
/// follows.
fn speak(lang: Lang) {
    crate::lang::set(lang);
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("lang", lang.code());
    }
}

/// Switching language reloads the page, so nothing drawn in one language lingers in the other;
/// the game in progress comes back from its save.
fn switch_language(lang: Lang) {
    storage::set_language(lang);
    replace_hash(&session::without_language(&current_hash()));
    let _ = window().location().reload();
}

/// The header's language picker, each language named in itself.
fn language_picker() -> impl IntoView {
    let current = crate::lang::current();
    let options = Lang::ALL
        .into_iter()
        .map(|lang| {
            view! {
                <option value=lang.code() selected=lang == current lang=lang.code()>
                    {lang.native_name()}
                </option>
            }
        })
        .collect_view();
    view! {
        <label class="language">
            <span class="visually-hidden">{crate::lang::app().language()}</span>
            <select
                data-testid="language"
                on:change=move |ev| {
                    if let Some(lang) = Lang::parse(&event_target_value(&ev))
                        && lang != current
                    {
                        switch_language(lang);
                    }
                }
            >
                {options}
            </select>
        </label>
    }
}

fn app_root() -> impl IntoView {
    speak(choose_language());
    let app = AppCtx {
        page: RwSignal::new(Page::Lobby),
        notice: RwSignal::new(None),
    };
    provide_context(app);
    if let Some(text) = storage::pending_notice() {
        app.notify(text);
    }
    // A damaged save is dropped, with a word, before anything offers to continue it. (Whether
    // its moves replay is found by the table, which replays them once.)
    if let Some(text) = storage::load()
        && let Err(e) = SavedGame::decode(&text)
    {
        storage::clear();
        app.notify_until_seen(crate::lang::app().save_discarded(&e.to_string()));
    }
    app.open(&current_hash());
    let listener = window_event_listener(ev::hashchange, move |_| app.open(&current_hash()));
    on_cleanup(move || listener.remove());

    let notice = move || {
        app.notice.get().map(|text| {
            view! {
                <div class="notice" data-testid="notice" role="alert">
                    <p>{text}</p>
                    <button
                        type="button"
                        class="quiet"
                        aria-label=crate::lang::app().dismiss_notice()
                        on:click=move |_| app.clear_notice()
                    >
                        "\u{00d7}"
                    </button>
                </div>
            }
        })
    };
    view! {
        <div class="app">
            <header class="topbar">
                <a class="brand" href=Route::Lobby.hash()>
                    <span class="brand-mark" aria-hidden="true">"\u{263e}"</span>
                    "Duskdeck"
                </a>
                <div class="topbar-tools">
                    {sound::sound_switch()}
                    {language_picker()}
                </div>
            </header>
            {notice}
            {move || page_view(app, app.page.get())}
        </div>
    }
}

/// Mounts the app on the page; called once by the `duskdeck` binary.
pub fn start() {
    crash::install();
    mount_to_body(app_root);
    // The bot worker loads in the background once the first page is drawn and interactive.
    leptos::task::spawn_local(async {
        gloo_timers::future::TimeoutFuture::new(0).await;
        worker::start();
    });
}
