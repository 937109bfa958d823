//! The table, compiled once for every game: seats, middle, docked hand with the prompt and moves
//! beside it, a side panel with the log, card explanations, the round summary, the end screen and
//! the pass-and-play curtain.
//!
//! It knows no game: it draws the [`Frame`] of a [`Play`] and sends back legal-action indices.
//! Layout: the page never scrolls. The board (other seats, then your seat beside the middle piles)
//! fills what the header and the dock leave; on a phone the log folds into a drawer.
//!
//! [`Frame`]: super::play::Frame

mod board;
mod card;
mod coach;
mod dialogs;
mod dock;
mod explanation;
mod fit;
mod held_card;
mod hint;
mod replay_bar;
mod review;
mod side_panel;
mod take_back;
mod why;

/// A card drawn as the table draws it, for pages without a table (a game's rules).
pub(super) use card::still_card;

use super::adapter::{CLICK, Gesture, PICK_UP};
use super::dnd::Dnd;
use super::driver::Table;
use super::play::{Faces, Play};
use super::replay::ReplayLink;
use super::session::{Route, SavedGame, Setup};
use super::storage::record as record_store;
use super::{AppCtx, storage};
use crate::lang;
use board::Board;
use dialogs::{Curtain, EndScreen, Summary};
use dock::Dock;
use explanation::{
    CardExplanation, Explained, StillPointer, cancel_long_press, card_element, explain_on_tap,
    explain_unless_playing, note_play_gesture, start_long_press,
};
use held_card::{Ghost, HeldStatus, auto_scroll, step_between_targets};
use leptos::ev;
use leptos::prelude::*;
use side_panel::{LogPanel, Notes, ReplayShare, Share};
use std::collections::BTreeSet;
use take_back::{TakeBack, TakeBackConfirm};
use wasm_bindgen::JsCast;

/// What every piece of the table reaches through context.
#[derive(Clone, Copy)]
struct TableCtx {
    table: Table,
    dnd: Dnd,
    marks: Marks,
    faces: StoredValue<Faces>,
    /// Indices of the moves a drop could mean, while the chooser asks which.
    chooser: RwSignal<Option<Vec<usize>>>,
    /// The card whose full text is shown, and where.
    explained: RwSignal<Option<Explained>>,
    /// A shared device is asked whether everyone agrees to a take-back.
    confirm_take_back: RwSignal<bool>,
}

fn ctx() -> TableCtx {
    expect_context::<TableCtx>()
}

/// What every card and target needs to know about the gesture in progress.
#[derive(Clone, Copy)]
struct Marks {
    dnd: Dnd,
    /// Drop tokens the thing being moved may go to.
    drop_ok: Memo<BTreeSet<String>>,
    /// Drop tokens that act when clicked with nothing held.
    clickable: Memo<BTreeSet<String>>,
    /// Every drop token some legal move uses, whatever is held: the places in play now.
    in_play: Memo<BTreeSet<String>>,
    /// The drag and drop tokens of the move a hint recommends.
    hinted: Memo<BTreeSet<String>>,
}

impl Marks {
    /// `data-legal-target` for an element under `token`: present while some legal move uses it.
    fn legal_target(&self, token: Option<String>) -> impl Fn() -> Option<&'static str> + use<> {
        let in_play = self.in_play;
        move || {
            let token = token.as_ref()?;
            in_play.with(|set| set.contains(token)).then_some("true")
        }
    }

    /// `data-hinted` for an element with these tokens: present while a hint recommends its move.
    fn hinted(
        &self,
        drag: Option<String>,
        drop: Option<String>,
    ) -> impl Fn() -> Option<&'static str> + use<> {
        let hinted = self.hinted;
        move || {
            hinted
                .with(|set| {
                    [&drag, &drop]
                        .into_iter()
                        .flatten()
                        .any(|t| set.contains(t))
                })
                .then_some("true")
        }
    }

    fn is_clickable(&self, token: &str) -> bool {
        self.dnd.moving().is_none() && self.clickable.with(|set| set.contains(token))
    }

    /// Classes for an element that may be a target under `token`.
    fn target_class(&self, token: Option<&String>) -> &'static str {
        match token {
            Some(t) if self.drop_ok.with(|set| set.contains(t)) => " drop-ok",
            Some(t) if self.is_clickable(t) => " clickable",
            _ => "",
        }
    }
}

/// Opens the game for a deal and replays `actions` (a restored save) exactly once. A save whose
/// moves no longer replay is set aside with a word, and the deal starts afresh.
fn open_game(
    app: AppCtx,
    setup: Setup,
    actions: &[u16],
    hints: &[usize],
    take_backs: &[usize],
) -> Option<Box<dyn Play>> {
    match super::module::open(setup.clone(), actions, hints, take_backs) {
        Ok(game) => Some(game),
        Err(reason) => {
            storage::clear();
            let fresh = super::module::open(setup, &[], &[], &[]);
            match fresh {
                Ok(game) => {
                    app.notify_until_seen(lang::app().save_not_resumed(&reason));
                    Some(game)
                }
                Err(e) => {
                    app.notify(lang::app().cannot_deal(&e.to_string()));
                    None
                }
            }
        }
    }
}

/// The table for a deal; `actions` are replayed first (a restored save).
#[component]
pub fn TablePage(
    app: AppCtx,
    setup: Setup,
    actions: Vec<u16>,
    hints: Vec<usize>,
    take_backs: Vec<usize>,
) -> impl IntoView {
    let Some(game) = open_game(app, setup, &actions, &hints, &take_backs) else {
        return view! { <p class="empty">"Nothing to show."</p> }.into_any();
    };
    count_abandoned_save(game.as_ref());
    if !super::driver::save(game.as_ref()) {
        app.notify(lang::app().not_saved());
    }
    table_view(app, game)
}

/// A game's guided first game, resumed where it was left.
#[component]
pub fn LearnPage(app: AppCtx, game: crate::games::GameId) -> impl IntoView {
    let opened = super::module::table(game)
        .ok_or_else(|| lang::app().no_tutorial(lang::game(game).name()))
        .and_then(|table| {
            // A guided game whose script changed since it was left starts again.
            let pace = match Route::parse(&super::current_hash()) {
                Route::Learn(query) => super::session::learn_pace(&query),
                _ => Default::default(),
            };
            table
                .learn(storage::lesson_progress(game), pace)
                .or_else(|_| table.learn(0, pace))
        });
    match opened {
        Ok(lesson) => table_view(app, lesson),
        Err(reason) => unshowable(app, reason),
    }
}

/// A finished game played on from a replay's step, for practice: never saved or recorded.
#[component]
pub fn PracticePage(app: AppCtx, link: ReplayLink) -> impl IntoView {
    let opened = crate::games::GameId::parse(&link.record.game)
        .and_then(super::module::table)
        .ok_or_else(|| lang::pages().replay_link_unknown_game(&link.record.game))
        .and_then(|table| table.practice(&link));
    match opened {
        Ok(game) => {
            app.inform(lang::app().practice_notice(game.ply()));
            table_view(app, game)
        }
        Err(reason) => unshowable(app, lang::pages().replay_unshowable(&reason)),
    }
}

/// A page that cannot be shown: the reason as a notice, and the way back to the lobby.
fn unshowable(app: AppCtx, reason: String) -> AnyView {
    app.notify(reason);
    view! {
        <p class="empty">
            <a href=Route::Lobby.hash()>{lang::pages().back_to_lobby()}</a>
        </p>
    }
    .into_any()
}

/// A game you started and left unfinished for another counts as abandoned in your record.
fn count_abandoned_save(next: &dyn Play) {
    let Some(saved) = storage::load().and_then(|text| SavedGame::decode(&text).ok()) else {
        return;
    };
    if saved.setup.same_deal(next.setup()) {
        return;
    }
    let Some(note) = storage::standing_note() else {
        return;
    };
    if !note.abandons(&saved) {
        return;
    }
    let role = note.role.as_deref();
    record_store::update(|book| {
        book.abandon(saved.setup.game.id(), role, note.hints, note.take_backs)
    });
}

/// A replay: the table as one seat saw it, stepped by the replay bar.
#[component]
pub fn ReplayPage(app: AppCtx, link: ReplayLink) -> impl IntoView {
    match super::module::open_replay(&link) {
        Ok(game) => table_view(app, game),
        Err(reason) => unshowable(app, lang::pages().replay_unshowable(&reason)),
    }
}

/// Everything on the table page, for a game in progress or a replay.
fn table_view(app: AppCtx, game: Box<dyn Play>) -> AnyView {
    let info = game.info();
    let game_id = game.setup().game;
    let seed = game.setup().seed;
    let seats = game.setup().seats();
    let replaying = game.replay().is_some();
    let learning = game.coach().is_some();
    let practicing = game.practice();
    let reviewable = game.replay().is_some_and(|r| r.finished);
    let share_hash = Route::Play(game.setup().query()).hash();
    let faces = game.faces();
    let table = Table::new(app, game);
    let frame = table.frame;
    let dnd = Dnd::new();
    let choices = Memo::new(move |_| frame.with(|f| f.choices.clone()));
    let active_drags = Memo::new(move |_| {
        choices.with(|cs| {
            cs.iter()
                .flat_map(|c| c.gestures.iter().map(|g| g.drag.clone()))
                .collect::<BTreeSet<_>>()
        })
    });
    let drop_ok = Memo::new(move |_| {
        let Some(token) = dnd.moving() else {
            return BTreeSet::new();
        };
        choices.with(|cs| {
            cs.iter()
                .flat_map(|c| c.gestures.iter())
                .filter(|g| g.drag == token)
                .map(|g| g.drop.clone())
                .collect::<BTreeSet<_>>()
        })
    });
    let clickable = Memo::new(move |_| {
        choices.with(|cs| {
            cs.iter()
                .flat_map(|c| c.gestures.iter())
                .filter(|g| g.drag == CLICK)
                .map(|g| g.drop.clone())
                .collect::<BTreeSet<_>>()
        })
    });
    let in_play = Memo::new(move |_| {
        choices.with(|cs| {
            cs.iter()
                .flat_map(|c| c.gestures.iter())
                .filter(|g| g.drop != PICK_UP)
                .map(|g| g.drop.clone())
                .collect::<BTreeSet<_>>()
        })
    });
    let hinted = Memo::new(move |_| {
        let Some(index) = table.shown_hint.with(|h| h.as_ref().map(|h| h.index)) else {
            return BTreeSet::new();
        };
        choices.with(|cs| {
            cs.iter()
                .filter(|c| c.index == index)
                .flat_map(|c| c.gestures.iter())
                .flat_map(|g| [g.drag.clone(), g.drop.clone()])
                .filter(|t| t != CLICK && t != PICK_UP)
                .collect::<BTreeSet<_>>()
        })
    });
    let marks = Marks {
        dnd,
        drop_ok,
        clickable,
        in_play,
        hinted,
    };
    let chooser: RwSignal<Option<Vec<usize>>> = RwSignal::new(None);
    let explained = RwSignal::new(None);
    let long_press = StoredValue::new(None::<i32>);
    // When a pointer last went down or up on a card or a place to play one: a card focused by
    // that tap, or found under the mouse right after that drop or click, is being played, not
    // read.
    let pointed_at = StoredValue::new(f64::NEG_INFINITY);
    // A finger has no hover: the "mouse" a touch screen reports stays where the last tap was,
    // and a card the next move slides under it would show its text over the moves. A finger
    // reads a card by a tap or a long press instead.
    let touching = StoredValue::new(false);
    let still_pointer = StillPointer::new();
    // A move changes the table: a question about the old one would mislead.
    Effect::new(move |_| {
        frame.track();
        chooser.set(None);
        still_pointer.table_changed();
    });
    // A card's text stays while bots move, but goes when the person's turn ends or the device
    // changes hands (it must never show over the curtain).
    let turn = Memo::new(move |_| frame.with(|f| (f.curtain, f.decider)));
    Effect::new(move |_| {
        turn.track();
        explained.set(None);
    });
    // A card picked up is about to be played: its text would only cover where it can go.
    Effect::new(move |_| {
        if dnd.held.with(Option::is_some) {
            explained.set(None);
        }
    });
    provide_context(TableCtx {
        table,
        dnd,
        marks,
        faces: StoredValue::new(faces),
        chooser,
        explained,
        confirm_take_back: RwSignal::new(false),
    });

    // Drops: one matching move is played, several ask which, none explains why not.
    let resolve = move |drag: String, drop: String| {
        dnd.cancel();
        let gesture = Gesture { drag, drop };
        let matches: Vec<usize> = choices.with_untracked(|cs| {
            cs.iter()
                .filter(|c| c.gestures.contains(&gesture))
                .map(|c| c.index)
                .collect()
        });
        match matches.as_slice() {
            // A click on something that does nothing on its own (a seat panel) is not a mistake.
            [] if gesture.drag == CLICK => {}
            [] => {
                let reason = table
                    .game
                    .with_untracked(|g| g.refuse_drop(&gesture.drag, &gesture.drop));
                app.notify(table.refusal_words(&reason));
            }
            [one] => {
                chooser.set(None);
                table.human_plays(*one);
            }
            several => {
                chooser.set(Some(several.to_vec()));
                // Keyboard users land on the question they must answer.
                request_animation_frame(|| focus_first("[data-testid=chooser] button"));
            }
        }
    };

    // Lifting a card may itself be a move (drawing it): played as the lift starts, so the card's
    // face is known before the drop. A lift that no move uses any more is put down.
    Effect::new(move |_| {
        let Some(token) = dnd.moving() else {
            return;
        };
        let lift = Gesture::new(token.clone(), PICK_UP);
        let found = choices.with_untracked(|cs| {
            cs.iter()
                .find(|c| c.gestures.contains(&lift))
                .map(|c| c.index)
        });
        if let Some(index) = found {
            table.human_plays(index);
            if !active_drags.with_untracked(|drags| drags.contains(&token)) {
                dnd.cancel();
            }
        }
    });

    let moves = window_event_listener(ev::pointermove, move |e| {
        dnd.on_pointermove(&e);
        if dnd.dragging.get_untracked().is_some() {
            auto_scroll(e.client_x(), e.client_y());
        }
    });
    let ups = window_event_listener(ev::pointerup, move |e| {
        let was_dragging = dnd.dragging.get_untracked().is_some();
        if was_dragging {
            // A text shown before the drag began would stay over the board until the next move.
            explained.set(None);
            pointed_at.set_value(js_sys::Date::now());
        }
        match dnd.on_pointerup(&e) {
            Some((drag, drop)) => resolve(drag, drop),
            None if was_dragging => app.notify(lang::app().dropped_on_nothing()),
            None => {}
        }
    });
    let cancels = window_event_listener(ev::pointercancel, move |_| {
        dnd.on_pointercancel();
        // A touch that turned into a scroll is not a long press.
        cancel_long_press(long_press);
    });
    // Escape puts back whatever is held and closes the chooser and any card's text.
    let escapes = window_event_listener(ev::keydown, move |e| {
        if e.key() == "Escape" {
            dnd.cancel();
            chooser.set(None);
            explained.set(None);
        }
    });
    on_cleanup(move || {
        moves.remove();
        ups.remove();
        cancels.remove();
        escapes.remove();
    });

    table.drive();
    if !replaying && !learning && !practicing {
        // A game that ends goes into your record (once: the record knows each game's code).
        let over = Memo::new(move |_| frame.with(|f| f.ending.is_some()));
        Effect::new(move |_| {
            if over.get() {
                let standing = table.game.with_untracked(|g| g.standing());
                if !record_store::record_finished(info.id, standing) {
                    app.notify(lang::app().not_recorded());
                }
            }
        });
    }

    let curtain = Memo::new(move |_| frame.with(|f| f.curtain));
    // Under a dialog the table is out of reach of keyboard and screen reader alike.
    let covered = Memo::new(move |_| frame.with(|f| f.curtain.is_some() || f.summary.is_some()));
    let log_open = RwSignal::new(false);
    let rules_hash = Route::Rules(info.id.to_string()).hash();

    view! {
        <main
            class="table-page"
            data-testid="table"
            data-game=info.id
            data-seed=seed.to_string()
            data-seats=seats.to_string()
            data-thinking=move || table.thinking.get().is_some().to_string()
            data-log-open=move || log_open.get().to_string()
            class:dragging=move || dnd.dragging.get().is_some()
            class:learning=learning || reviewable
            class:reviewing=reviewable
            class:replaying=replaying
            on:pointerdown=move |e| {
                touching.set_value(e.pointer_type() == "touch");
                note_play_gesture(&e, pointed_at);
                dnd.on_pointerdown(&e);
                start_long_press(&e, long_press, explained);
            }
            on:pointerup=move |e| {
                note_play_gesture(&e, pointed_at);
                cancel_long_press(long_press);
            }
            on:pointermove=move |e| {
                still_pointer.moved(&e);
                // A finger reading a card drifts; only a real move ends the long press.
                if e.movement_x().abs() + e.movement_y().abs() > 8 {
                    cancel_long_press(long_press);
                }
            }
            on:click=move |e| {
                explain_on_tap(&e, explained, long_press);
                if let Some((drag, drop)) = dnd.on_click(&e) {
                    resolve(drag, drop);
                }
            }
            on:keydown=move |e| {
                if let Some((drag, drop)) = dnd.on_keydown(&e) {
                    resolve(drag, drop);
                } else if dnd.held.with_untracked(Option::is_some) {
                    step_between_targets(&e);
                }
            }
            on:mouseover=move |e| {
                if !touching.get_value() && still_pointer.hovers(&e) {
                    explain_unless_playing(card_element(&e), pointed_at, explained);
                }
            }
            on:focusin=move |e| explain_unless_playing(card_element(&e), pointed_at, explained)
        >
            <HeldStatus />
            <header class="table-head">
                <h1>{lang::game(game_id).name()}</h1>
                <p class="subtle you-line">{move || frame.with(|f| f.you_line.clone())}</p>
                <nav class="table-links">
                    <button
                        type="button"
                        class="quiet log-toggle"
                        aria-expanded=move || log_open.get().to_string()
                        aria-controls="side-panel"
                        on:click=move |_| log_open.update(|open| *open = !*open)
                    >
                        {move || if log_open.get() { lang::app().hide_log() } else { lang::app().log() }}
                    </button>
                    {(!replaying).then(|| view! { <TakeBack /> })}
                    <a href=rules_hash>{lang::app().rules_link()}</a>
                    <button type="button" class="quiet" on:click=move |_| app.go(Route::Lobby)>
                        {lang::app().lobby()}
                    </button>
                </nav>
            </header>
            {learning.then(|| view! { <coach::CoachPanel game=game_id /> })}
            {reviewable.then(|| view! { <review::ReviewPanel /> })}
            <div
                class="table-body"
                class:summary-up=move || frame.with(|f| f.summary.is_some())
                prop:inert=move || covered.get()
            >
            <Board />
            <Dock />
            <aside class="side" id="side-panel">
                <Notes inline=false />
                <LogPanel />
                {if replaying {
                    view! { <ReplayShare /> }.into_any()
                } else {
                    view! { <Share hash=share_hash /> }.into_any()
                }}
            </aside>
            </div>
            {move || curtain.get().map(|seat| view! { <Curtain seat /> })}
            <TakeBackConfirm />
            <Summary />
            <EndScreen />
            <Ghost />
            <CardExplanation />
        </main>
    }
    .into_any()
}

fn focus_first(selector: &str) {
    let element = document()
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}
