//! What one WebAssembly module of the app holds.
//!
//! The site is built as one small module per page and language (`src/bin/pages/`, listed in
//! `index.html`): the lobby's; the record's; and each game's, which draws that game's table, its
//! replays and its rules page (whose pictures are drawn with the table's own cards and the game's
//! faces, which only the game's module holds). `public/boot.js` loads the module an address
//! needs, in the player's language. A module that is asked for a page it does not hold (the
//! table's "Lobby" link, Back to another game, the lobby's link to a game's rules) hands the
//! address over: it reloads the page, and boot.js loads the right module. A module names only its own language's words and its own
//! game, so the linker leaves every other language and game out of it.

use super::AppCtx;
use super::adapter::{CardModel, UiGame};
use super::play::{Faces, Play};
use super::replay_link::ReplayLink;
use super::session::Setup;
use crate::games::GameId;
use crate::lang;
use crate::lang::Words;
use leptos::prelude::AnyView;
use std::cell::Cell;
use std::marker::PhantomData;

/// One module of the app: its language's words and the pages it draws.
pub struct Module {
    pub words: &'static Words,
    pub holds: Holds,
}

/// The pages a module draws.
#[derive(Clone, Copy)]
pub enum Holds {
    /// The lobby.
    Lobby(LobbyPages),
    /// The record of finished games.
    Record(fn(AppCtx) -> AnyView),
    /// One game's table, replays and rules page.
    Game(&'static dyn GameTable, TablePages),
}

/// The pages of the lobby's module, as functions, so that a game's module, which holds none,
/// does not contain them.
#[derive(Clone, Copy)]
pub struct LobbyPages {
    pub lobby: fn(AppCtx) -> AnyView,
}

/// The table of a deal, its moves replayed (a save's: its actions, hints and take-backs).
pub type PlayPage = fn(AppCtx, Setup, Vec<u16>, Vec<usize>, Vec<usize>) -> AnyView;

/// The pages of a game's module, as functions, so that the lobby's module does not contain them.
#[derive(Clone, Copy)]
pub struct TablePages {
    pub play: PlayPage,
    pub replay: fn(AppCtx, ReplayLink) -> AnyView,
    /// A game's guided first game.
    pub learn: fn(AppCtx, GameId) -> AnyView,
    /// A replayed game played on from its step, for practice.
    pub practice: fn(AppCtx, ReplayLink) -> AnyView,
    /// The game's rules page, its cards drawn with the game's faces ([`GameTable::rules_card`]).
    pub rules: fn(GameId) -> AnyView,
    /// Starts loading the game's bot worker in the background.
    pub start_worker: fn(),
}

/// A game at the table: what a game's module holds.
pub trait GameTable: Sync {
    fn game(&self) -> GameId;
    /// Opens `setup` with `actions` replayed.
    fn open(
        &self,
        setup: Setup,
        actions: &[u16],
        hinted: &[usize],
        taken_back: &[usize],
    ) -> Result<Box<dyn Play>, String>;
    /// Opens a replay link of this game.
    fn replay(&self, link: &ReplayLink) -> Result<Box<dyn Play>, String>;
    /// Opens the guided first game after `played` of its moves, its bots at `pace`.
    fn learn(&self, played: usize, pace: super::session::Pace) -> Result<Box<dyn Play>, String>;
    /// Opens a replay link's game at its step, to be played on for practice.
    fn practice(&self, link: &ReplayLink) -> Result<Box<dyn Play>, String>;
    /// The game's card faces, for drawing a card away from a table.
    fn faces(&self) -> Faces;
    /// The card a rules page's `card:` token names ([`UiGame::rules_card`]).
    fn rules_card(&self, token: &str) -> Option<CardModel>;
}

/// The table of the game `G`.
pub struct TableOf<G>(PhantomData<fn() -> G>);

impl<G> TableOf<G> {
    pub const NEW: TableOf<G> = TableOf(PhantomData);
}

impl<G: UiGame> GameTable for TableOf<G> {
    fn game(&self) -> GameId {
        GameId::parse(G::INFO.id).expect("every game has an id in GameId")
    }

    fn open(
        &self,
        setup: Setup,
        actions: &[u16],
        hinted: &[usize],
        taken_back: &[usize],
    ) -> Result<Box<dyn Play>, String> {
        super::play::Live::<G>::boxed(setup, actions, hinted, taken_back)
    }

    fn replay(&self, link: &ReplayLink) -> Result<Box<dyn Play>, String> {
        super::replay::Replay::<G>::boxed(link)
    }

    fn learn(&self, played: usize, pace: super::session::Pace) -> Result<Box<dyn Play>, String> {
        super::learn::Lesson::<G>::boxed(played, pace)
    }

    fn practice(&self, link: &ReplayLink) -> Result<Box<dyn Play>, String> {
        super::play::Live::<G>::practice_boxed(link)
    }

    fn faces(&self) -> Faces {
        Faces::of::<G>()
    }

    fn rules_card(&self, token: &str) -> Option<CardModel> {
        G::rules_card(token)
    }
}

/// Opens `setup` with `actions` replayed, if this module holds its game's table.
pub fn open(
    setup: Setup,
    actions: &[u16],
    hinted: &[usize],
    taken_back: &[usize],
) -> Result<Box<dyn Play>, String> {
    let id = setup.game.id();
    table(setup.game)
        .ok_or_else(|| lang::pages().replay_link_unknown_game(id))?
        .open(setup, actions, hinted, taken_back)
}

/// Opens a replay link, if this module holds its game's table.
pub fn open_replay(link: &ReplayLink) -> Result<Box<dyn Play>, String> {
    let words = lang::pages();
    let game = GameId::parse(&link.record.game)
        .ok_or_else(|| words.replay_link_unknown_game(&link.record.game))?;
    table(game)
        .ok_or_else(|| words.replay_link_unknown_game(&link.record.game))?
        .replay(link)
}

/// Whether a save would resume: decoded and replayed once (the app itself only replays in the
/// table; tests ask this directly).
#[cfg(test)]
pub(crate) fn resumable(text: &str) -> Result<super::session::SavedGame, String> {
    let saved = super::session::SavedGame::decode(text)?;
    open(
        saved.setup.clone(),
        &saved.actions,
        &saved.hints,
        &saved.take_backs,
    )?;
    Ok(saved)
}

thread_local! {
    static INSTALLED: Cell<Option<&'static Module>> = const { Cell::new(None) };
}

/// Makes `module` the one running: its words are spoken, its pages drawn.
pub fn install(module: &'static Module) {
    crate::lang::install(module.words);
    INSTALLED.with(|m| m.set(Some(module)));
}

/// The lobby's pages, if this module draws them.
pub fn lobby_pages() -> Option<LobbyPages> {
    match INSTALLED.with(Cell::get) {
        Some(Module {
            holds: Holds::Lobby(pages),
            ..
        }) => Some(*pages),
        Some(_) => None,
        None => every_lobby_page(),
    }
}

/// The table of `game`, if this module draws it.
pub fn table(game: GameId) -> Option<&'static dyn GameTable> {
    match INSTALLED.with(Cell::get) {
        Some(Module {
            holds: Holds::Game(table, _),
            ..
        }) if table.game() == game => Some(*table),
        Some(_) => None,
        None => every_table(game),
    }
}

/// The record page, if this module draws it.
pub fn record_page() -> Option<fn(AppCtx) -> AnyView> {
    match INSTALLED.with(Cell::get).map(|m| m.holds) {
        Some(Holds::Record(page)) => Some(page),
        Some(_) => None,
        None => every_record_page(),
    }
}

/// The table's pages, if this module draws them.
pub fn table_pages() -> Option<TablePages> {
    match INSTALLED.with(Cell::get).map(|m| m.holds) {
        Some(Holds::Game(_, pages)) => Some(pages),
        Some(_) => None,
        None => every_table_page(),
    }
}

/// The game whose table this module holds; `None` in the lobby's, and natively.
pub fn game() -> Option<GameId> {
    match INSTALLED.with(Cell::get).map(|m| m.holds) {
        Some(Holds::Game(table, _)) => Some(table.game()),
        _ => None,
    }
}

/// `Some(value)` natively, where tests install no module and may open every page; `None` in the
/// browser, where the branch is compiled out, since naming every page and game there would put
/// them all in every module.
macro_rules! natively {
    ($value:expr) => {
        if cfg!(target_arch = "wasm32") {
            None
        } else {
            Some($value)
        }
    };
}

fn every_table(game: GameId) -> Option<&'static dyn GameTable> {
    natively!(crate::with_game!(game, G => &TableOf::<G>::NEW as &'static dyn GameTable))
}

fn every_lobby_page() -> Option<LobbyPages> {
    natively!(super::LOBBY_PAGES)
}

fn every_record_page() -> Option<fn(AppCtx) -> AnyView> {
    natively!(super::RECORD_PAGE)
}

fn every_table_page() -> Option<TablePages> {
    natively!(super::TABLE_PAGES)
}

/// Declares a `main` that starts the app as one module: `duskdeck::page!(en, LOBBY)` for the
/// lobby's, `duskdeck::page!(en, RECORD)` for the record's, `duskdeck::page!(en, GRUE, GrueGame)`
/// for a game's (the words' static in the language's catalogue, and the game's type).
#[macro_export]
macro_rules! page {
    ($lang:ident, $holds:ident) => {
        fn main() {
            static MODULE: $crate::ui::module::Module = $crate::ui::module::Module {
                words: &$crate::lang::$lang::LOBBY,
                holds: $crate::ui::$holds,
            };
            $crate::ui::start(&MODULE);
        }
    };
    ($lang:ident, $words:ident, $game:ident) => {
        fn main() {
            static MODULE: $crate::ui::module::Module = $crate::ui::module::Module {
                words: &$crate::lang::$lang::$words,
                holds: $crate::ui::module::Holds::Game(
                    &$crate::ui::module::TableOf::<$crate::games::$game>::NEW,
                    $crate::ui::TABLE_PAGES,
                ),
            };
            $crate::ui::start(&MODULE);
        }
    };
}
