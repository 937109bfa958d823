//! Duskdeck in the browser: a Leptos single-page app, entirely client-side.
//!
//! * [`session`]: the plain-data controller (setup, record, state, log, links, saves).
//! * [`adapter`]: the small trait each game implements to be drawn ([`grue`] for the Grue).
//! * [`play`]: the one type-erased seam: any game in progress as plain-data frames and indices.
//! * `table`, `dnd`, `driver`: the table (compiled once), drag and drop, and the controller that
//!   plays people's, bots' and chance's moves.
//! * `lobby`, `rules`: the lobby (its module's one page) and a game's rules page (drawn by the
//!   game's module, with the table's cards).
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
mod learn;
mod lobby;
pub mod module;
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
    /// A game's guided first game.
    Learn(GameId),
    /// A finished game played on from a replay's step, for practice.
    Practice(replay::ReplayLink),
    Record,
    /// Drawn by another of the app's modules, which the reload under way loads.
    Elsewhere,
}

/// The lobby's module's pages.
pub(crate) const LOBBY_PAGES: module::LobbyPages = module::LobbyPages {
    lobby: |app| lobby::lobby(app).into_any(),
};

/// The record's module's page.
pub(crate) const RECORD_PAGE: fn(AppCtx) -> AnyView = |app| record::record_page(app).into_any();

/// What the record's module holds.
pub const RECORD: module::Holds = module::Holds::Record(RECORD_PAGE);

/// A game's module's pages.
pub const TABLE_PAGES: module::TablePages = module::TablePages {
    play: |app, setup, actions, hints, take_backs| {
        view! { <table::TablePage app setup actions hints take_backs /> }.into_any()
    },
    replay: |app, link| view! { <table::ReplayPage app link /> }.into_any(),
    learn: |app, game| view! { <table::LearnPage app game /> }.into_any(),
    practice: |app, link| view! { <table::PracticePage app link /> }.into_any(),
    rules: |game| rules::rules_page(game, table::still_card).into_any(),
    start_worker: worker::start,
};

/// What the lobby's module holds (see [`module`]).
pub const LOBBY: module::Holds = module::Holds::Lobby(LOBBY_PAGES);

/// App-wide handles: the page shown and the notice banner.
#[derive(Clone, Copy)]
pub struct AppCtx {
    page: RwSignal<Page>,
    notice: RwSignal<Option<(String, NoticeTone)>>,
}

/// How long a notice that only informs stays: long enough to read two sentences twice. On a
/// phone a notice covers the table's header (its Log button among it), so it must not stay for
/// the rest of a game nobody dismisses it in.
const INFORMING_MS: u32 = 10_000;

/// How the notice banner reads: something went wrong or was refused (the default), or plain
/// information about the page (a practice game), which must not look like an error.
#[derive(Clone, Copy, PartialEq, Eq)]
enum NoticeTone {
    Alert,
    Info,
}

pub(crate) fn current_hash() -> String {
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
        let _ = self.notice.try_set(Some((text.into(), NoticeTone::Alert)));
    }

    /// A notice that only informs (nothing went wrong): drawn calmly, read politely, and gone
    /// by itself after [`INFORMING_MS`] (it is in the log or on the page too).
    pub fn inform(&self, text: impl Into<String>) {
        let _ = self.notice.try_set(Some((text.into(), NoticeTone::Info)));
    }

    /// A notice that stays, even across a reload, until dismissed or a move is made.
    pub fn notify_until_seen(&self, text: impl Into<String>) {
        let text = text.into();
        storage::set_pending_notice(&text);
        self.notify(text);
    }

    /// Clears a notice that only informed; a warning stays until dismissed or a move is made.
    pub fn clear_info_notice(&self) {
        let informing = self.notice.with_untracked(|n| {
            n.as_ref()
                .is_some_and(|(_, tone)| *tone == NoticeTone::Info)
        });
        if informing {
            self.clear_notice();
        }
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
            if module::lobby_pages().is_some() {
                app.notify(message);
            } else {
                // Told in the lobby's module, after the reload that loads it.
                app.notify_until_seen(message);
            }
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
            Route::Practice(query) => match replay::ReplayLink::from_query(&query) {
                Ok(link) => Page::Practice(link),
                Err(reason) => to_lobby(self, crate::lang::pages().replay_link_refused(&reason)),
            },
            Route::Learn(query) => match session::learn_game(&query) {
                Some(game) => Page::Learn(game),
                None => to_lobby(self, words.no_such_page(&quoted(hash))),
            },
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
        let page = if held_here(&page) {
            storage::clear_handed_over();
            page
        } else if hand_over() {
            Page::Elsewhere
        } else {
            // boot.js loaded this module for this very address a moment ago: another reload
            // would do the same again. The lobby's module shows the lobby under the notice.
            self.notify(words.no_such_page(&quoted(&current_hash())));
            if module::lobby_pages().is_some() {
                replace_hash(&Route::Lobby.hash());
                Page::Lobby
            } else {
                Page::Elsewhere
            }
        };
        if self.page.with_untracked(|p| p != &page) {
            self.page.set(page);
        }
        window().scroll_to_with_x_and_y(0.0, 0.0);
    }
}

/// Whether this module draws `page`.
fn held_here(page: &Page) -> bool {
    match page {
        Page::Lobby => module::lobby_pages().is_some(),
        Page::Rules(game) => module::table(*game).is_some(),
        Page::Record => module::record_page().is_some(),
        Page::Play { setup, .. } => module::table(setup.game).is_some(),
        Page::Learn(game) => module::table(*game).is_some(),
        Page::Practice(link) => {
            GameId::parse(&link.record.game).is_some_and(|game| module::table(game).is_some())
        }
        Page::Replay(link) => {
            GameId::parse(&link.record.game).is_some_and(|game| module::table(game).is_some())
        }
        Page::Elsewhere => true,
    }
}

/// Reloads the page so that boot.js loads the module that draws the address; `false` (and no
/// reload) if this module was itself loaded by a hand-over of this very address.
fn hand_over() -> bool {
    let hash = current_hash();
    if storage::handed_over().as_deref() == Some(hash.as_str()) {
        storage::clear_handed_over();
        return false;
    }
    storage::set_handed_over(&hash);
    let _ = window().location().reload();
    true
}

fn page_view(app: AppCtx, page: Page) -> AnyView {
    let lobby = module::lobby_pages();
    let table = module::table_pages();
    match page {
        Page::Lobby if let Some(pages) = lobby => (pages.lobby)(app),
        Page::Rules(game) if let Some(pages) = table => (pages.rules)(game),
        Page::Record if let Some(page) = module::record_page() => page(app),
        Page::Play {
            setup,
            actions,
            hints,
            take_backs,
        } if let Some(pages) = table => (pages.play)(app, setup, actions, hints, take_backs),
        Page::Replay(link) if let Some(pages) = table => (pages.replay)(app, link),
        Page::Learn(game) if let Some(pages) = table => (pages.learn)(app, game),
        Page::Practice(link) if let Some(pages) = table => (pages.practice)(app, link),
        // Drawn by the module the reload under way loads.
        _ => view! { <main class="elsewhere" aria-busy="true"></main> }.into_any(),
    }
}

/// A link's language is remembered, as if chosen in the picker. (Which language to speak is
/// decided before any module loads, by `public/boot.js`, which loaded this one.)
fn remember_link_language() {
    if let Some(lang) = session::link_language(&current_hash()) {
        storage::set_language(lang);
    }
}

/// The page's `lang` attribute, for screen readers and hyphenation, follows the module's words.
fn speak(lang: Lang) {
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
    remember_link_language();
    speak(crate::lang::current());
    let app = AppCtx {
        page: RwSignal::new(Page::Elsewhere),
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

    // Each notice that informs is counted, so that a timer clears only its own: the same words
    // told again (a second "Your only move, made for you") get their full time.
    let informed = StoredValue::new(0u64);
    Effect::new(move |_| {
        if let Some((_, NoticeTone::Info)) = app.notice.get() {
            let this = informed.get_value() + 1;
            informed.set_value(this);
            leptos::task::spawn_local(async move {
                gloo_timers::future::TimeoutFuture::new(INFORMING_MS).await;
                let still_shown = informed.try_get_value() == Some(this)
                    && app.notice.try_with_untracked(|notice| {
                        notice
                            .as_ref()
                            .is_some_and(|(_, tone)| *tone == NoticeTone::Info)
                    }) == Some(true);
                if still_shown {
                    app.clear_notice();
                }
            });
        }
    });
    let notice = move || {
        app.notice.get().map(|(text, tone)| {
            let info = tone == NoticeTone::Info;
            view! {
                <div
                    class="notice"
                    class:notice-info=info
                    data-testid="notice"
                    role=if info { "status" } else { "alert" }
                >
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

/// Mounts the app on the page as `module`; called once by each of the app's modules (see
/// [`module`] and [`crate::page!`]).
pub fn start(module: &'static module::Module) {
    crash::install();
    module::install(module);
    mount_to_body(app_root);
    // A game's bot worker loads in the background once the first page is drawn and interactive.
    if let module::Holds::Game(_, pages) = module.holds {
        leptos::task::spawn_local(async move {
            gloo_timers::future::TimeoutFuture::new(0).await;
            (pages.start_worker)();
        });
    }
}
