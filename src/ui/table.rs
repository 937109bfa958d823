//! The table, compiled once for every game: seats, middle, docked hand with the prompt and moves
//! beside it, a side panel with the log, card explanations, the round summary, the end screen and
//! the pass-and-play curtain.
//!
//! It knows no game: it draws the [`Frame`] of a [`Play`] and sends back legal-action indices.
//! Layout: the page never scrolls. The board (other seats, then your seat beside the middle piles)
//! fills what the header and the dock leave; on a phone the log folds into a drawer.

use super::adapter::{
    CLICK, CardModel, Gesture, PICK_UP, PileLayout, PileModel, ScoreSheet, SeatModel,
};
use super::dnd::Dnd;
use super::driver::Table;
use super::play::{Choice, Ending, Faces, Frame, Play, RoundSummary};
use super::replay::ReplayLink;
use super::session::{Route, SavedGame, Setup};
use super::storage::record as record_store;
use super::{AppCtx, storage};
use crate::engine::{Seat, SeatResult, fresh_seed};
use crate::lang;
use crate::lang::pages::ReplaySpeed;
use leptos::ev;
use leptos::prelude::*;
use std::collections::BTreeSet;
use std::ops::Not;
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

#[derive(Clone, PartialEq, Debug)]
struct Explained {
    name: String,
    x: f64,
    top: f64,
    bottom: f64,
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

/// The address of this page with `hash`, for sharing.
fn absolute_link(hash: &str) -> String {
    let href = window().location().href().unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}{hash}")
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
    match super::play::open(setup.clone(), actions, hints, take_backs) {
        Ok(game) => Some(game),
        Err(reason) => {
            storage::clear();
            let fresh = super::play::open(setup, &[], &[], &[]);
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
    storage::save(&game.saved());
    table_view(app, game)
}

/// A game you started and left unfinished for another counts as abandoned in your record.
fn count_abandoned_save(next: &dyn Play) {
    let Some(saved) = storage::load().and_then(|text| SavedGame::decode(&text).ok()) else {
        return;
    };
    if saved.actions.is_empty() || saved.setup.same_deal(next.setup()) {
        return;
    }
    let Ok(left) = super::play::open(saved.setup, &saved.actions, &saved.hints, &saved.take_backs)
    else {
        return;
    };
    let standing = left.standing();
    if standing.result.is_none() {
        record_store::update(|book| {
            book.abandon(
                left.info().id,
                standing.role,
                standing.hints,
                standing.take_backs,
            )
        });
    }
}

/// A replay: the table as one seat saw it, stepped by the replay bar.
#[component]
pub fn ReplayPage(app: AppCtx, link: ReplayLink) -> impl IntoView {
    match super::replay::open(&link) {
        Ok(game) => table_view(app, game),
        Err(reason) => {
            app.notify(lang::pages().replay_unshowable(&reason));
            view! {
                <p class="empty">
                    <a href=Route::Lobby.hash()>{lang::pages().back_to_lobby()}</a>
                </p>
            }
            .into_any()
        }
    }
}

/// Everything on the table page, for a game in progress or a replay.
fn table_view(app: AppCtx, game: Box<dyn Play>) -> AnyView {
    let info = game.info();
    let game_id = game.setup().game;
    let seed = game.setup().seed;
    let seats = game.setup().seats();
    let replaying = game.replay().is_some();
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
    // A move changes the table: a question about the old one would mislead.
    Effect::new(move |_| {
        frame.track();
        chooser.set(None);
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
                app.notify(lang::app().cannot_do_that(&reason));
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
    if !replaying {
        // A game that ends goes into your record (once: the record knows each game's code).
        let over = Memo::new(move |_| frame.with(|f| f.ending.is_some()));
        Effect::new(move |_| {
            if over.get() {
                let standing = table.game.with_untracked(|g| g.standing());
                record_store::record_finished(info.id, standing);
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
            on:pointerdown=move |e| {
                note_play_gesture(&e, pointed_at);
                dnd.on_pointerdown(&e);
                start_long_press(&e, long_press, explained);
            }
            on:pointerup=move |e| {
                note_play_gesture(&e, pointed_at);
                cancel_long_press(long_press);
            }
            on:pointermove=move |e| {
                if e.movement_x().abs() + e.movement_y().abs() > 4 {
                    cancel_long_press(long_press);
                }
            }
            on:click=move |e| {
                explain_on_tap(&e, explained);
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
            on:mouseover=move |e| explain_unless_playing(card_element(&e), pointed_at, explained)
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

/// While a card is held, the arrow keys move the focus from one place it may go to the next, in
/// reading order, so a keyboard reaches the legal targets directly instead of through every
/// focusable thing on the table.
fn step_between_targets(event: &web_sys::KeyboardEvent) {
    let forward = match event.key().as_str() {
        "ArrowRight" | "ArrowDown" => true,
        "ArrowLeft" | "ArrowUp" => false,
        _ => return,
    };
    let Ok(found) = document().query_selector_all("[data-testid=table] .drop-ok") else {
        return;
    };
    let targets: Vec<web_sys::HtmlElement> = (0..found.length())
        .filter_map(|i| found.item(i)?.dyn_into().ok())
        .collect();
    let count = targets.len();
    if count == 0 {
        return;
    }
    event.prevent_default();
    let active = document().active_element();
    let at = targets
        .iter()
        .position(|t| active.as_ref() == Some(t.unchecked_ref::<web_sys::Element>()));
    let next = match (at, forward) {
        (Some(i), true) => (i + 1) % count,
        (Some(i), false) => (i + count - 1) % count,
        (None, true) => 0,
        (None, false) => count - 1,
    };
    let _ = targets[next].focus();
}

/// While a card is dragged near the edge of something that scrolls, scroll it that way, so a
/// target out of sight can still be reached.
fn auto_scroll(x: i32, y: i32) {
    const EDGE: f64 = 40.0;
    const SPEED: f64 = 14.0;
    let Some(under) = document().element_from_point(x as f32, y as f32) else {
        return;
    };
    let Ok(Some(area)) = under.closest(".board, .side, .hand-panel, .actions") else {
        return;
    };
    let rect = area.get_bounding_client_rect();
    let (x, y) = (f64::from(x), f64::from(y));
    let dy = if y < rect.top() + EDGE {
        -SPEED
    } else if y > rect.bottom() - EDGE {
        SPEED
    } else {
        0.0
    };
    let dx = if x < rect.left() + EDGE {
        -SPEED
    } else if x > rect.right() - EDGE {
        SPEED
    } else {
        0.0
    };
    if dx != 0.0 || dy != 0.0 {
        area.scroll_by_with_x_and_y(dx, dy);
    }
}

/// The card element (`data-card`) an event happened in.
/// The card an event is about: the card itself, or for a pile that takes drops (whose cards are
/// not focusable of their own) its first card, so focusing the pile still shows a card's text.
fn card_element(event: &web_sys::Event) -> Option<web_sys::Element> {
    let element = event.target()?.dyn_into::<web_sys::Element>().ok()?;
    if let Some(card) = element.closest("[data-card]").ok().flatten() {
        return Some(card);
    }
    let pile = element.closest(".pile[data-drop]").ok().flatten()?;
    pile.query_selector("[data-card]").ok().flatten()
}

type Explaining = RwSignal<Option<Explained>>;

fn explain(element: &web_sys::Element, explained: Explaining) {
    let Some(name) = element.get_attribute("data-card") else {
        return;
    };
    let rect = element.get_bounding_client_rect();
    let _ = explained.try_set(Some(Explained {
        name,
        x: rect.left() + rect.width() / 2.0,
        top: rect.top(),
        bottom: rect.bottom(),
    }));
}

fn explain_or_hide(card: Option<web_sys::Element>, explained: Explaining) {
    match card {
        Some(card) => explain(&card, explained),
        None => explained.set(None),
    }
}

/// Notes the time of a pointer going down or up on a card or on a place a card can be played.
fn note_play_gesture(event: &web_sys::PointerEvent, pointed_at: StoredValue<f64>) {
    let on_table_piece = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .and_then(|element| {
            element
                .closest("[data-card], [data-drag], [data-drop]")
                .ok()
                .flatten()
        })
        .is_some();
    if on_table_piece {
        pointed_at.set_value(js_sys::Date::now());
    }
}

/// Hover and focus show a card's text, except just after a pointer went down or up: then the
/// card was tapped to be picked up, or lies under the pointer where a move just put it, and its
/// text would only cover the places to play it. Hover it again, or long-press it, to read it.
fn explain_unless_playing(
    card: Option<web_sys::Element>,
    pointed_at: StoredValue<f64>,
    explained: Explaining,
) {
    const PLAYING_MS: f64 = 700.0;
    if card.is_some() && js_sys::Date::now() - pointed_at.get_value() < PLAYING_MS {
        return;
    }
    explain_or_hide(card, explained);
}

/// A tap on a card that does nothing else shows its text; a tap elsewhere hides it.
fn explain_on_tap(event: &web_sys::MouseEvent, explained: Explaining) {
    match card_element(event) {
        Some(card) if !card.has_attribute("data-drag") && !card.has_attribute("data-drop") => {
            explain(&card, explained)
        }
        Some(_) => {}
        None => explained.set(None),
    }
}

/// A touch held still on a card for half a second shows its text (cards that move or take drops
/// need the long press, since a tap is their move).
fn start_long_press(
    event: &web_sys::PointerEvent,
    timer: StoredValue<Option<i32>>,
    explained: Explaining,
) {
    cancel_long_press(timer);
    if event.pointer_type() != "touch" {
        return;
    }
    let Some(card) = card_element(event) else {
        return;
    };
    // The signal is captured here: a timer runs outside any reactive owner.
    let callback = wasm_bindgen::closure::Closure::once_into_js(move || explain(&card, explained));
    if let Ok(id) = window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 500)
    {
        timer.set_value(Some(id));
    }
}

fn cancel_long_press(timer: StoredValue<Option<i32>>) {
    if let Some(id) = timer.get_value() {
        window().clear_timeout_with_handle(id);
        timer.set_value(None);
    }
}

/// The full text of the card in focus, under the pointer or long-pressed, next to the card.
#[component]
fn CardExplanation() -> impl IntoView {
    let TableCtx {
        table,
        dnd,
        explained,
        faces,
        ..
    } = ctx();
    move || {
        let shown = explained.get()?;
        // Never over the place a card is being dragged to.
        if table.frame.with(|f| f.curtain.is_some()) || dnd.dragging.with(Option::is_some) {
            return None;
        }
        let faces = faces.get_value();
        let art = (faces.art)(&shown.name);
        let text = (faces.text)(&shown.name);
        let height = window().inner_height().ok()?.as_f64()?;
        let width = window().inner_width().ok()?.as_f64()?;
        // Kept inside the window sideways; above the card or below it, wherever there is more
        // room, and never taller than that room (the text scrolls inside).
        let box_width = (width - 16.0).min(320.0);
        let x = shown
            .x
            .clamp(8.0 + box_width / 2.0, width - 8.0 - box_width / 2.0);
        let above = shown.top;
        let below = height - shown.bottom;
        let style = if above >= below {
            format!(
                "left: {x:.0}px; bottom: {:.0}px; max-height: {:.0}px",
                height - shown.top + 6.0,
                above - 14.0
            )
        } else {
            format!(
                "left: {x:.0}px; top: {:.0}px; max-height: {:.0}px",
                shown.bottom + 6.0,
                below - 14.0
            )
        };
        Some(view! {
            <div class=format!("card-explanation tone-{}", art.tone) role="tooltip" style=style
                data-testid="card-text">
                <strong>{(faces.name)(&shown.name)}</strong>
                <p>{text}</p>
            </div>
        })
    }
}

/// The seats and the middle of the table, each in a region of its own.
#[component]
fn Board() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let frame = table.frame;
    let hidden = Memo::new(move |_| frame.with(|f| f.curtain.is_some()));
    let opponents = Memo::new(move |_| {
        frame.with(|f| {
            let n = f.model.seats.len();
            let viewer = f.viewer.index();
            let mut others: Vec<SeatModel> = f
                .model
                .seats
                .iter()
                .filter(|s| s.seat != f.viewer)
                .cloned()
                .collect();
            // Clockwise from the viewer's left.
            others.sort_by_key(|s| (s.seat.index() + n - viewer) % n);
            others
        })
    });
    let own = Memo::new(move |_| {
        frame.with(|f| f.model.seats.iter().find(|s| s.seat == f.viewer).cloned())
    });
    let facts = Memo::new(move |_| frame.with(|f| f.model.facts.clone()));
    let center = Memo::new(move |_| frame.with(|f| f.model.center.clone()));
    let columns = move || {
        let n = opponents.with(Vec::len).max(1);
        let narrow = if n <= 3 { n } else { n.div_ceil(2).min(4) };
        // On a wide screen every other seat sits in one row, however many: a row of narrow panels
        // keeps each readable, where two rows would each be drawn at half the size.
        format!("--columns: {n}; --columns-narrow: {narrow}")
    };
    view! {
        <section class="board" aria-label=lang::app().the_table()>
            <div class="board-regions">
                <FitRegion class="region-opponents">
                    <div class="opponents" style=columns>
                        <For
                            each=move || opponents.get()
                            key=|seat| seat.clone()
                            children=move |seat| view! { <SeatPanel seat /> }
                        />
                    </div>
                </FitRegion>
                <FitRegion class="region-center">
                    <div class="center">
                        <ul class="facts">
                            <For each=move || facts.get() key=|f| f.clone() children=|f| view! { <li>{f}</li> } />
                        </ul>
                        <For each=move || center.get() key=|p| p.clone() children=|pile| view! { <Pile pile /> } />
                    </div>
                </FitRegion>
                <FitRegion class="region-own">
                    {move || {
                        (!hidden.get()).then(|| own.get().map(|seat| view! { <SeatPanel seat /> }))
                    }}
                    // On a phone the side panel is a drawer: what only you know stays on the table.
                    <div class="notes-inline">
                        <Notes inline=true />
                    </div>
                </FitRegion>
            </div>
            <ShownCards />
            // Over the top of the board, not in the dock: a hint pushes no move out of sight.
            <HintText />
        </section>
    }
}

/// The cards the last move showed, face up over the seat that showed them (or the middle), large
/// enough to read however small that seat is drawn; gone with the next move. The log says the same
/// in words, so screen readers skip them.
#[component]
fn ShownCards() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let shown = Memo::new(move |_| table.frame.with(|f| f.shown.clone()));
    move || {
        let list = shown.get();
        if list.is_empty() {
            return None;
        }
        let document = document();
        let board = document
            .query_selector("[data-testid=table] .board")
            .ok()
            .flatten()?;
        let frame = board.get_bounding_client_rect();
        let boxes = list
            .into_iter()
            .map(|shown| {
                // The regions never move, so where the seat is now is where it will be drawn.
                let anchor = shown
                    .seat
                    .and_then(|seat| {
                        let selector = format!(
                            "[data-testid=table] .board [data-seat=\"{}\"]",
                            seat.index()
                        );
                        document.query_selector(&selector).ok().flatten()
                    })
                    .unwrap_or_else(|| board.clone());
                let at = anchor.get_bounding_client_rect();
                let x = (at.left() + at.width() / 2.0 - frame.left()).clamp(0.0, frame.width());
                let y = (at.top() + at.height() / 2.0 - frame.top()).clamp(0.0, frame.height());
                let style = format!("left: {x:.0}px; top: {y:.0}px");
                view! {
                    <div class="shown-cards" style=style aria-hidden="true" data-testid="shown">
                        {shown
                            .cards
                            .into_iter()
                            .map(|name| view! { <Card card=CardModel::face(&name) /> })
                            .collect_view()}
                    </div>
                }
            })
            .collect_view();
        Some(view! { <div class="shown-layer">{boxes}</div> })
    }
}

/// One fixed part of the board (the other seats, the middle, your seat). Its box never changes
/// with what it holds, so nothing around it moves; content that outgrows it is drawn smaller.
#[component]
fn FitRegion(class: &'static str, children: Children) -> impl IntoView {
    let box_ref = NodeRef::<leptos::html::Div>::new();
    let fit_ref = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        if let (Some(region), Some(fit)) = (box_ref.get(), fit_ref.get())
            && let Some(fitting) = fit_to_box(region.into(), fit.into())
        {
            disconnect_on_cleanup(fitting);
        }
    });
    view! {
        <div class=format!("region {class}") node_ref=box_ref>
            <div class="region-fit" node_ref=fit_ref>
                {children()}
            </div>
        </div>
    }
}

/// A size observer and its callback, kept together while what it watches is on the page.
type Fitting = (
    web_sys::ResizeObserver,
    wasm_bindgen::closure::Closure<dyn FnMut()>,
);

/// Keeps `fitting` alive until the component that made it goes, then stops it.
fn disconnect_on_cleanup(fitting: Fitting) {
    let fitting = StoredValue::new_local(fitting);
    on_cleanup(move || fitting.with_value(|(observer, _)| observer.disconnect()));
}

/// Shrinks a region's content (CSS `zoom`, which lays it out again) just enough that it fits the
/// region without scrolling, and lets it grow back when there is room. Only a change of size calls
/// it, never a move that changes nothing in size, and it reads sizes the browser has just laid out.
fn fit_to_box(region: web_sys::HtmlElement, fit: web_sys::HtmlElement) -> Option<Fitting> {
    const SMALLEST: f64 = 0.33;
    const SMALL_FACES: f64 = 0.8;
    let observed = fit.clone();
    // The zoom before the current one: content that wraps differently at each of two zooms could
    // otherwise flip between them for ever; it settles on the smaller, which fits.
    let mut before = 1.0_f64;
    // The room the zoom was last fitted to. While it stays the same the zoom only ever shrinks:
    // content that grows and shrinks back between two turns would otherwise make everything in
    // the region change size with it.
    let mut fitted_room = 0.0_f64;
    let on_resize = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
        let style = fit.style();
        let zoom = style
            .get_property_value("zoom")
            .ok()
            .and_then(|z| z.parse::<f64>().ok())
            .unwrap_or(1.0);
        let natural = fit.get_bounding_client_rect().height() / zoom;
        let room = f64::from(region.client_height());
        if natural <= 0.0 || room <= 0.0 {
            return;
        }
        let mut wanted = (room / natural).clamp(SMALLEST, 1.0);
        let drawn_at = |zoom: f64| {
            // Still too tall when drawn smallest: the region scrolls, and shows that it does.
            if natural * zoom > room + 1.0 {
                let _ = region.set_attribute("data-scrolls", "");
            } else {
                let _ = region.remove_attribute("data-scrolls");
            }
        };
        if (wanted - before).abs() <= 0.02 || (room - fitted_room).abs() < 1.0 {
            wanted = wanted.min(zoom);
        }
        fitted_room = room;
        // Any shrink that content needs to fit is made (else a panel's bottom edge is cut off),
        // but a small step up is not worth a new layout.
        let shrink = wanted < zoom - 0.003;
        if shrink || wanted - zoom > 0.05 {
            // A shrink goes 1% further than asked: content whose labels keep their size as the
            // rest is drawn smaller grows a little with each step, and settles in one or two.
            let wanted = if shrink {
                (wanted * 0.99).max(SMALLEST)
            } else {
                wanted
            };
            before = zoom;
            let _ = style.set_property("zoom", &format!("{wanted:.3}"));
            // Card indices undo the zoom (see main.css): they stay readable however small the
            // board is drawn.
            let _ = style.set_property("--fit-zoom", &format!("{wanted:.3}"));
            // Drawn this small, a card's name is too small to read and its index covers it: the
            // card shows its index alone (see main.css).
            if wanted < SMALL_FACES {
                let _ = fit.set_attribute("data-small", "");
            } else {
                let _ = fit.remove_attribute("data-small");
            }
            drawn_at(wanted);
        } else {
            drawn_at(zoom);
        }
    });
    let observer = web_sys::ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok()?;
    observer.observe(&observed);
    if let Some(parent) = observed.parent_element() {
        observer.observe(&parent);
    }
    Some((observer, on_resize))
}

/// One seat's panel: who, their public state, a count of their hidden cards, their piles.
#[component]
fn SeatPanel(seat: SeatModel) -> impl IntoView {
    let TableCtx { table, marks, .. } = ctx();
    let frame = table.frame;
    let who = seat.seat;
    let token = super::adapter::seat_token(who);
    let (controller, you) = table
        .game
        .with_untracked(|g| (g.setup().controller(who), g.setup().you == who));
    let out = seat.out;
    let token_for_class = token.clone();
    let class = move || {
        let mut class = String::from("seat");
        if frame.with(|f| f.acting) == Some(who) {
            class.push_str(" acting");
        }
        if out {
            class.push_str(" out");
        }
        if marks.drop_ok.with(|t| t.contains(&token_for_class)) {
            class.push_str(" drop-ok");
        }
        class
    };
    let thinking = move || {
        (table.thinking.get() == Some(who))
            .then(|| view! { <span class="thinking-dot" role="img" aria-label=lang::app().thinking_dot()></span> })
    };
    // Plain backs are only a count; anything public, marked or playable is drawn.
    let (counted, drawn): (Vec<CardModel>, Vec<CardModel>) =
        seat.cards.into_iter().partition(|c| {
            !c.face_up && c.drag.is_none() && c.drop.is_none() && c.note.is_none() && !c.marked
        });
    let hidden_count = counted.len();
    let shows_some = !drawn.is_empty();
    let label = lang::app().seat_label(who, &controller, hidden_count);
    let mut badges = seat.badges;
    if you {
        badges.insert(
            0,
            super::adapter::Badge::new("you", lang::app().you_badge()),
        );
    }
    view! {
        <article
            class=class
            data-seat=who.0.to_string()
            data-legal-target=marks.legal_target(Some(token.clone()))
            data-hinted=marks.hinted(None, Some(token.clone()))
            data-drop=token
            tabindex="0"
            aria-label=label
        >
            <header class="seat-head">
                <span class="seat-name">{who.to_string()}</span>
                <span class="controller">{controller}</span>
                {thinking}
            </header>
            <ul class="badges">
                {badges
                    .into_iter()
                    .map(|b| view! { <li class=format!("badge badge-{}", b.key) data-badge=b.key>{b.label}</li> })
                    .collect_view()}
                {(hidden_count > 0).then(|| view! {
                    <li class="badge badge-count" aria-hidden="true">
                        <span class="count-back"></span>
                        // Beside face-up cards of the same hand, a bare "1 card" reads as the
                        // whole hand.
                        {if shows_some {
                            lang::app().more_hidden_cards(hidden_count)
                        } else {
                            lang::app().cards(hidden_count)
                        }}
                    </li>
                })}
            </ul>
            {(!drawn.is_empty()).then(|| view! {
                <div class="mini-cards">
                    {drawn.into_iter().map(|card| view! { <Card card /> }).collect_view()}
                </div>
            })}
            {seat.piles.into_iter().map(|pile| view! { <Pile pile /> }).collect_view()}
            {seat.note.map(|n| view! { <p class="seat-note">{n}</p> })}
        </article>
    }
}

#[component]
fn Pile(pile: PileModel) -> impl IntoView {
    let TableCtx { marks, .. } = ctx();
    let token = pile.drop.clone();
    let class = move || {
        let mut class = String::from("pile");
        if let Some(t) = token.as_ref() {
            if marks.drop_ok.with(|set| set.contains(t)) {
                class.push_str(" drop-ok");
            }
            if marks.is_clickable(t) {
                class.push_str(" clickable");
            }
        }
        class
    };
    let count = pile.cards.len();
    // A pile that takes drops is one control, named by everything drawn on it; a card in it that
    // only repeats the pile's own target is not a second control.
    let is_target = pile.drop.is_some();
    let mut pile = pile;
    for card in &mut pile.cards {
        if card.drop.is_some() && card.drop == pile.drop {
            card.drop = None;
        }
    }
    let hidden_from_reader = (!is_target).then_some("true");
    let has_note = pile.note.is_some();
    let (layout, style) = match pile.layout {
        PileLayout::Stack => ("stack", None),
        PileLayout::Row => ("row", None),
        PileLayout::Grid(columns) => ("grid", Some(format!("--grid-columns: {columns}"))),
    };
    let cards = match pile.layout {
        // A stack shows one back and how many lie under it, unless its top card is in play.
        PileLayout::Stack => {
            let top = pile
                .cards
                .last()
                .filter(|c| c.face_up || c.drag.is_some() || c.drop.is_some())
                .cloned();
            view! {
                <div class="stack">
                    {match top {
                        Some(card) => view! { <Card card in_target=is_target /> }.into_any(),
                        None => view! { <span class="card back stack-back" aria-hidden="true"></span> }.into_any(),
                    }}
                    // A game that draws only some of a big pile's backs says its size in the note.
                    {has_note.not().then(|| view! {
                        <span class="stack-count" aria-hidden=hidden_from_reader>{count}</span>
                        {is_target.then(|| view! { <span class="visually-hidden">" "{lang::app().card_noun(count)}</span> })}
                    })}
                </div>
            }
            .into_any()
        }
        PileLayout::Row | PileLayout::Grid(_) => pile
            .cards
            .into_iter()
            .map(|card| view! { <Card card in_target=is_target /> })
            .collect_view()
            .into_any(),
    };
    let label = (!is_target).then(|| {
        if matches!(pile.layout, PileLayout::Stack) && !pile.label.contains(&count.to_string()) {
            lang::app().pile_label(&pile.label, count)
        } else {
            pile.label.clone()
        }
    });
    view! {
        <div
            class=class
            data-drop=pile.drop.clone()
            data-legal-target=marks.legal_target(pile.drop.clone())
            data-hinted=marks.hinted(None, pile.drop.clone())
            data-layout=layout
            tabindex=pile.drop.is_some().then_some("0")
            // A pile is a group of cards unless something can be dropped on it.
            role=if pile.drop.is_some() { "button" } else { "group" }
            aria-label=label
        >
            <span class="pile-label" aria-hidden=hidden_from_reader>{pile.label}</span>
            <div class=format!("pile-cards pile-{layout}") style=style>{cards}</div>
            {pile.note.map(|n| view! { <span class="pile-note" aria-hidden=hidden_from_reader>{n}</span> })}
        </div>
    }
}

/// One card. Face up: the game's symbol, the name in words and a short hint (the full text shows
/// on hover, focus, long press or tap); face down: a back. Either may be dragged (`data-drag`) or
/// be a target (`data-drop`) when the game says so.
///
/// What a screen reader hears is what is drawn, once: a card that can be used is a button named
/// by its drawn words (plus, unseen, how to use it), so its name always holds the words on
/// screen; a card inside a pile that takes drops lends its words to the pile's name and is not a
/// control of its own (`in_target`); any other card is an image named by its label, its drawn
/// words hidden from the reader.
#[component]
fn Card(card: CardModel, #[prop(optional)] in_target: bool) -> impl IntoView {
    let TableCtx {
        dnd, marks, faces, ..
    } = ctx();
    let draggable = card.drag.is_some();
    let target = card.drop.clone();
    let token = card.drag.clone();
    let pressed = move || {
        let token = token.clone()?;
        Some((dnd.held.get().as_deref() == Some(token.as_str())).to_string())
    };
    let token = card.drag.clone();
    let lifted = move || {
        token.as_ref().is_some_and(|t| {
            dnd.held.get().as_deref() == Some(t.as_str())
                || dnd.dragging.get().as_deref() == Some(t.as_str())
        })
    };
    let interactive = draggable || target.is_some();
    let words = lang::app();
    // How the card is announced: an image with a label, or words read from what is drawn.
    let (role, focusable, read_drawn) = match (interactive, in_target) {
        (true, _) => (Some("button"), true, true),
        (false, true) => (None, false, true),
        (false, false) => (Some("img"), card.face_up, false),
    };
    let hidden_from_reader = (!read_drawn).then_some("true");
    let shown_name = (faces.get_value().name)(&card.name);
    if !card.face_up {
        let label = (!read_drawn).then(|| match (&card.note, card.name.is_empty()) {
            (Some(note), false) => words.face_down_known(&shown_name, note),
            (Some(note), true) => words.face_down_with_note(note),
            _ => words.face_down().to_string(),
        });
        let unseen = read_drawn.then(|| {
            if card.name.is_empty() {
                words.face_down().to_string()
            } else {
                words.face_down_named(&shown_name)
            }
        });
        let base = if card.marked {
            "card back marked"
        } else {
            "card back"
        };
        let class = move || format!("{base}{}", marks.target_class(target.as_ref()));
        return view! {
            <div
                class=class
                class:draggable=draggable
                class:lifted=lifted
                data-drag=card.drag.clone()
                data-drop=card.drop.clone()
                data-legal-target=marks.legal_target(card.drop.clone())
                data-hinted=marks.hinted(card.drag.clone(), card.drop.clone())
                tabindex=focusable.then_some("0")
                role=role
                aria-pressed=pressed
                aria-label=label
            >
                <span class="card-back-mark" aria-hidden="true"></span>
                {unseen.map(|u| view! { <span class="visually-hidden">{u}" "</span> })}
                {card.note.map(|n| view! { <span class="card-note" aria-hidden=hidden_from_reader>{n}</span> })}
            </div>
        }
        .into_any();
    }
    let art = (faces.get_value().art)(&card.name);
    let index = (faces.get_value().index)(&card.name);
    let label = (!read_drawn).then(|| words.card_label(&shown_name, art.hint));
    let how_to_use = (read_drawn && draggable).then(|| words.pick_up_to_play());
    let base = format!(
        "card face tone-{}{}",
        art.tone,
        if card.marked { " marked" } else { "" }
    );
    let class = move || format!("{base}{}", marks.target_class(target.as_ref()));
    view! {
        <div
            class=class
            class:draggable=draggable
            class:lifted=lifted
            data-card=card.name.clone()
            data-drag=card.drag.clone()
            data-drop=card.drop.clone()
            data-legal-target=marks.legal_target(card.drop.clone())
            data-hinted=marks.hinted(card.drag.clone(), card.drop.clone())
            tabindex=focusable.then_some("0")
            role=role
            aria-pressed=pressed
            aria-label=label
        >
            // The corner index repeats what the name says, for when the name is covered.
            <span class="card-index" aria-hidden="true">
                <b>{index}</b>
                <svg viewBox="0 0 24 24"><path d=art.path fill-rule="evenodd"></path></svg>
            </span>
            <svg class="card-symbol" viewBox="0 0 24 24" aria-hidden="true">
                <path d=art.path fill-rule="evenodd"></path>
            </svg>
            <span class="card-name" aria-hidden=hidden_from_reader>{shown_name}</span>
            <span class="card-hint" aria-hidden=hidden_from_reader>{art.hint}</span>
            {card.note.map(|n| view! { <span class="card-note" aria-hidden=hidden_from_reader>{n}</span> })}
            {how_to_use.map(|h| view! { <span class="visually-hidden">{h}</span> })}
        </div>
    }
    .into_any()
}

/// The bottom of the screen: what to do now, the moves as buttons, and your hand.
#[component]
fn Dock() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let frame = table.frame;
    let hand = Memo::new(move |_| frame.with(|f| f.model.hand.clone()));
    let panel_ref = NodeRef::<leptos::html::Section>::new();
    let panel_size = RwSignal::new((0.0, 0.0));
    Effect::new(move |_| {
        if let Some(panel) = panel_ref.get()
            && let Some(watching) = watch_size(panel, panel_size)
        {
            disconnect_on_cleanup(watching);
        }
    });
    let rows = Memo::new(move |_| {
        let (width, height) = panel_size.get();
        hand_rows(width, height, hand.with(Vec::len))
    });
    let waiting = move || frame.with(|f| f.decider.is_none());
    let has_hand = move || hand.with(|h| !h.is_empty());
    view! {
        <section class="dock" class:no-hand=move || !has_hand()>
            <div class="controls">
                <div class="prompt-row">
                    <p class="prompt" data-testid="prompt" aria-live="polite" class:waiting=waiting>
                        {move || frame.with(|f| f.prompt.clone())}
                    </p>
                    <HintButton />
                </div>
                <ReplayBar />
                <Chooser />
                <Actions />
            </div>
            <section class="hand-panel" aria-label=lang::app().your_hand() node_ref=panel_ref>
                <div
                    class="hand"
                    data-testid="hand"
                    data-rows=move || rows.get().to_string()
                    style=move || {
                        let cards = hand.with(Vec::len).max(1);
                        format!("--cards: {cards}; --half: {}", cards.div_ceil(2))
                    }
                >
                    <For
                        each=move || hand.get().into_iter().enumerate()
                        key=|item| item.clone()
                        children=move |(_, card)| view! { <Card card /> }
                    />
                </div>
            </section>
        </section>
    }
}

/// How many rows a hand of `cards` is laid out in, in a panel of `width` x `height` CSS px: two
/// where the panel is tall enough for two rows of cards larger than one row would draw (a long
/// Grid of Shadows hand on a laptop), else one, fanned when the cards do not fit side by side.
/// The sizes match the hand's rules in main.css.
fn hand_rows(width: f64, height: f64, cards: usize) -> u8 {
    // Cards side by side this narrow still show their whole index, unlike a fan of wider ones.
    const SMALLEST: f64 = 40.0;
    const LARGEST: f64 = 100.0;
    const HEIGHT_PER_WIDTH: f64 = 1.38;
    const GAP: f64 = 6.4;
    if cards < 2 || width <= 0.0 || height <= 0.0 {
        return 1;
    }
    let in_one_row = (width / cards as f64 - 4.0)
        .min(height / HEIGHT_PER_WIDTH)
        .min(LARGEST);
    let in_two_rows = (width / cards.div_ceil(2) as f64 - GAP)
        .min((height / 2.0 - GAP) / HEIGHT_PER_WIDTH)
        .min(LARGEST);
    // Clearly larger, or the change of layout is not worth it.
    if in_two_rows >= SMALLEST && in_two_rows > in_one_row * 1.15 {
        2
    } else {
        1
    }
}

/// Keeps `size` at `element`'s inner width and height while it is on the page.
fn watch_size(element: web_sys::HtmlElement, size: RwSignal<(f64, f64)>) -> Option<Fitting> {
    let watched = element.clone();
    let on_resize = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
        let now = (
            f64::from(element.client_width()),
            f64::from(element.client_height()),
        );
        if size.try_get_untracked() != Some(now) {
            let _ = size.try_set(now);
        }
    });
    let observer = web_sys::ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok()?;
    observer.observe(&watched);
    Some((observer, on_resize))
}

/// One legal move as a button; `before` runs first (closing the chooser, say).
fn choice_button(table: Table, choice: Choice, before: impl Fn() + 'static) -> impl IntoView {
    let index = choice.index;
    let hinted = move || {
        table
            .shown_hint
            .with(|h| h.as_ref().is_some_and(|h| h.index == index))
    };
    view! {
        <button
            type="button"
            data-action-index=index.to_string()
            class:hinted=hinted
            data-hinted=move || hinted().then_some("true")
            on:click=move |_| {
                before();
                table.human_plays(index);
            }
        >
            {choice.label}
        </button>
    }
}

/// The hint button, on the person's turn when there is a choice to make.
#[component]
fn HintButton() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let deciding = move || {
        table
            .frame
            .with(|f| f.decider.is_some() && f.choices.len() > 1)
    };
    let hinting = table.hinting;
    move || {
        deciding().then(|| {
            view! {
                <button
                    type="button"
                    id="hint"
                    class="hint-button"
                    disabled=move || hinting.get()
                    aria-describedby="hint-text"
                    title=lang::app().hint_title()
                    on:click=move |_| table.ask_hint()
                >
                    {move || if hinting.get() { lang::app().hint_thinking() } else { lang::app().hint() }}
                </button>
            }
        })
    }
}

/// The hint once given: the move, then briefly why.
#[component]
fn HintText() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let hint_ref = NodeRef::<leptos::html::P>::new();
    // Floating over the top of the board, the hint could hide the very seat it names: then it
    // floats over the bottom edge instead. Measured once the hinted places are drawn.
    let lowered = RwSignal::new(false);
    Effect::new(move |_| {
        let shown = table.shown_hint.with(Option::is_some);
        lowered.set(false);
        if !shown {
            return;
        }
        request_animation_frame(move || {
            let Some(hint) = hint_ref.get_untracked() else {
                return;
            };
            let banner = hint.get_bounding_client_rect();
            let covers = |element: &web_sys::Element| {
                let r = element.get_bounding_client_rect();
                r.width() > 0.0
                    && r.left() < banner.right()
                    && banner.left() < r.right()
                    && r.top() < banner.bottom()
                    && banner.top() < r.bottom()
            };
            let Ok(hinted) = document().query_selector_all(".board [data-hinted]") else {
                return;
            };
            let hidden = (0..hinted.length())
                .filter_map(|i| hinted.item(i)?.dyn_into::<web_sys::Element>().ok())
                .any(|element| covers(&element));
            let _ = lowered.try_set(hidden);
        });
    });
    view! {
        <p
            id="hint-text"
            class="hint-text"
            class:lowered=move || lowered.get()
            data-testid="hint-text"
            role="status"
            node_ref=hint_ref
        >
            {move || {
                table
                    .shown_hint
                    .get()
                    .map(|h| {
                        view! {
                            <strong>{h.words.headline}</strong>
                            " "
                            <span class="hint-why">{h.words.reason}</span>
                        }
                    })
            }}
        </p>
    }
}

#[component]
fn Actions() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let choices = Memo::new(move |_| table.frame.with(|f| f.choices.clone()));
    move || {
        choices.with(|cs| {
            if cs.is_empty() {
                return None;
            }
            // The main moves first, then each named group in the order the legal list has them.
            let mut groups: Vec<(&'static str, Vec<Choice>)> = vec![("", Vec::new())];
            for c in cs {
                match groups.iter_mut().find(|(g, _)| *g == c.group) {
                    Some((_, list)) => list.push(c.clone()),
                    None => groups.push((c.group, vec![c.clone()])),
                }
            }
            groups.retain(|(_, list)| !list.is_empty());
            Some(view! {
                <section class="actions" data-testid="actions" aria-label=lang::app().your_moves()>
                    {groups
                        .into_iter()
                        .map(|(group, list)| {
                            view! {
                                <div class=if group.is_empty() { "action-group" } else { "action-group minor" }>
                                    {(!group.is_empty()).then(|| view! { <h3>{group}</h3> })}
                                    <div class="action-buttons">
                                        {list
                                            .into_iter()
                                            .map(|c| choice_button(table, c, || ()))
                                            .collect_view()}
                                    </div>
                                </div>
                            }
                        })
                        .collect_view()}
                </section>
            })
        })
    }
}

#[component]
fn Chooser() -> impl IntoView {
    let TableCtx { table, chooser, .. } = ctx();
    move || {
        let indices = chooser.get()?;
        let buttons = table.frame.with(|f| {
            f.choices
                .iter()
                .filter(|c| indices.contains(&c.index))
                .cloned()
                .collect::<Vec<_>>()
        });
        Some(view! {
            <div class="chooser" data-testid="chooser" role="dialog" aria-label=lang::app().which_move()>
                <p>{lang::app().drop_means_several()}</p>
                <div class="chooser-buttons">
                    {buttons
                        .into_iter()
                        .map(|c| choice_button(table, c, move || chooser.set(None)))
                        .collect_view()}
                    <button type="button" class="quiet" on:click=move |_| chooser.set(None)>
                        {lang::app().cancel()}
                    </button>
                </div>
            </div>
        })
    }
}

/// For a screen reader, once a card is picked up: what is held and how to place it. Sighted
/// players see the ringed targets instead, so the line is not drawn.
#[component]
fn HeldStatus() -> impl IntoView {
    let TableCtx {
        table,
        dnd,
        marks,
        faces,
        ..
    } = ctx();
    let said = move || {
        let token = dnd.held.get()?;
        let name = table.frame.with(|f| {
            f.model
                .dragged_card(&token)
                .filter(|c| !c.name.is_empty())
                .map(|c| (faces.get_value().name)(&c.name))
        })?;
        let places = marks.drop_ok.with(BTreeSet::len);
        Some(lang::app().holding(&name, places))
    };
    view! { <p class="visually-hidden" role="status" data-testid="held">{said}</p> }
}

/// What only the viewer saw or knows; behind the curtain there is none to show.
#[component]
fn Notes(
    /// The copy shown on the board of a phone (the side panel's copy carries the test id).
    inline: bool,
) -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let notes = Memo::new(move |_| table.frame.with(|f| f.model.notes.clone()));
    move || {
        let notes = notes.get();
        (!notes.is_empty()).then(|| {
            view! {
                <section
                    class="notes-panel"
                    data-testid=(!inline).then_some("notes")
                    aria-label=lang::app().only_you_know()
                >
                    <h2>{lang::app().only_you_know()}</h2>
                    <ul>{notes.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
                </section>
            }
        })
    }
}

/// The log, newest at the bottom. The list is laid out bottom-up, so it stays scrolled to the
/// newest line without the page measuring anything.
#[component]
fn LogPanel() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let log = Memo::new(move |_| table.frame.with(|f| f.log.clone()));
    view! {
        <section class="log-panel" aria-label=lang::app().what_happened()>
            <h2>{lang::app().log()}</h2>
            // Focusable, so that a keyboard can scroll a long log.
            <div class="log-scroll" tabindex="0" role="region" aria-label=lang::app().log()>
                <ol class="log" data-testid="log" aria-live="polite">
                    <For
                        each=move || log.get().into_iter().enumerate()
                        key=|line| line.clone()
                        children=|(_, line)| view! { <li>{line}</li> }
                    />
                </ol>
            </div>
        </section>
    }
}

#[component]
fn Share(hash: String) -> impl IntoView {
    let link = absolute_link(&hash);
    let copied = RwSignal::new(false);
    let for_copy = link.clone();
    let copy = move |_| {
        let _ = window().navigator().clipboard().write_text(&for_copy);
        copied.set(true);
    };
    view! {
        <section class="share" aria-label=lang::app().share_this_deal()>
            <a data-testid="share-link" href=link.clone()>{lang::app().link_to_this_deal()}</a>
            <button type="button" class="quiet" on:click=copy>
                {move || if copied.get() { lang::app().copied() } else { lang::app().copy_link() }}
            </button>
        </section>
    }
}

#[component]
fn Curtain(seat: Seat) -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    request_animation_frame(|| focus_first("#curtain-ready"));
    view! {
        <div class="curtain" data-testid="curtain" role="dialog" aria-modal="true"
            aria-labelledby="curtain-title">
            <div class="curtain-card">
                <h2 id="curtain-title">{lang::app().pass_the_device(seat)}</h2>
                <p>{lang::app().only_they_look(seat)}</p>
                <button
                    type="button"
                    id="curtain-ready"
                    class="primary"
                    on:click=move |_| table.lift_curtain()
                >
                    {lang::app().show_my_cards(seat)}
                </button>
            </div>
        </div>
    }
}

/// A score table: a row per seat, the game's columns.
fn score_table(sheet: ScoreSheet, results: &[(Seat, SeatResult)]) -> impl IntoView + use<> {
    let result_of = |seat: Seat| {
        results
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, r)| result_word(*r))
    };
    let with_results = !results.is_empty();
    // On a phone each row is a block with the heading beside each value (see main.css).
    let labels = sheet.columns.clone();
    let result_label = lang::app().result();
    let rows: Vec<_> = sheet
        .rows
        .into_iter()
        .map(|row| (row.seat, result_of(row.seat), row.cells))
        .collect();
    view! {
        // Focusable so that a keyboard can scroll a score table wider than the window.
        <div class="score-scroll" tabindex="0" role="region" aria-label=lang::app().scores()>
            <table class="scores">
                <thead>
                    <tr>
                        <th scope="col">{lang::app().player()}</th>
                        {with_results.then(|| view! { <th scope="col">{lang::app().result()}</th> })}
                        {sheet.columns.into_iter().map(|c| view! { <th scope="col">{c}</th> }).collect_view()}
                    </tr>
                </thead>
                <tbody>
                    {rows
                        .into_iter()
                        .map(|(seat, result, cells)| {
                            view! {
                                <tr
                                    data-score-seat=seat.0.to_string()
                                    data-result-seat=with_results.then(|| seat.0.to_string())
                                >
                                    <th scope="row">{seat.to_string()}</th>
                                    {with_results.then(|| view! { <td class="result-cell" data-label=result_label>{result.unwrap_or("")}</td> })}
                                    {cells
                                        .into_iter()
                                        .zip(labels.clone())
                                        .map(|(c, label)| view! { <td data-label=label>{c}</td> })
                                        .collect_view()}
                                </tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
            {sheet.notes.into_iter().map(|n| view! { <p class="subtle">{n}</p> }).collect_view()}
        </div>
    }
}

fn result_word(result: SeatResult) -> &'static str {
    lang::app().result_word(result)
}

/// The result's class, the same in every language.
fn result_class(result: SeatResult) -> &'static str {
    match result {
        SeatResult::Win => "result-win",
        SeatResult::Loss => "result-loss",
        SeatResult::Draw => "result-draw",
    }
}

/// Between two rounds: the scores so far, waiting for the player.
#[component]
fn Summary() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let summary = Memo::new(move |_| table.frame.with(|f| f.summary.clone()));
    move || {
        let RoundSummary { title, scores } = summary.get()?;
        request_animation_frame(|| focus_first("#next-round"));
        Some(view! {
            <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="summary-title">
                <section class="summary" data-testid="round-summary">
                    <h2 id="summary-title">{title}</h2>
                    {scores.map(|sheet| score_table(sheet, &[]))}
                    <div class="end-buttons">
                        <button
                            type="button"
                            id="next-round"
                            class="primary"
                            on:click=move |_| table.close_summary()
                        >
                            {lang::app().deal_next_round()}
                        </button>
                    </div>
                </section>
            </div>
        })
    }
}

#[component]
fn EndScreen() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let app = table.app;
    let ending = Memo::new(move |_| table.frame.with(|f| f.ending.clone()));
    let closed = RwSignal::new(false);
    move || {
        let Ending {
            title,
            line,
            results,
            scores,
        } = ending.get()?;
        let again = table.game.with_untracked(|g| g.setup().clone());
        let game_id = again.game;
        let replay_hash = table.game.with_untracked(|g| {
            Route::Replay(
                ReplayLink {
                    record: g.record(),
                    seat: g.setup().you,
                    step: Some(0),
                }
                .query(),
            )
            .hash()
        });
        let outcomes: Vec<(Seat, SeatResult)> =
            results.iter().map(|r| (r.seat, r.result)).collect();
        let list = results
            .into_iter()
            .map(|r| {
                let result = result_word(r.result);
                let role = r
                    .role
                    .map(|id| {
                        let name = lang::game(game_id).role_name(id);
                        format!(" · {}", if name.is_empty() { id } else { name })
                    })
                    .unwrap_or_default();
                view! {
                    <li
                        data-result-seat=r.seat.0.to_string()
                        class=format!("result {}", result_class(r.result))
                    >
                        <span>{format!("{} ({}){role}", r.seat, r.controller)}</span>
                        <strong>{result}</strong>
                    </li>
                }
            })
            .collect_view();
        let body = match scores {
            Some(mut sheet) => {
                // The sentence about how the game ended is already the heading's subtitle.
                sheet.notes.retain(|n| Some(n) != line.as_ref());
                score_table(sheet, &outcomes).into_any()
            }
            None => view! { <ul class="results">{list}</ul> }.into_any(),
        };
        Some(view! {
            <div class="overlay" class:closed=move || closed.get()>
                <section class="end-screen" data-testid="end-screen" aria-labelledby="end-title">
                    <h2 id="end-title">{title}</h2>
                    {line.map(|e| view! { <p>{e}</p> })}
                    {body}
                    <div class="end-buttons">
                        <button
                            type="button"
                            id="play-again"
                            class="primary"
                            on:click=move |_| {
                                let next = Setup { seed: fresh_seed(), ..again.clone() };
                                app.go(Route::Play(next.query()));
                            }
                        >
                            {lang::app().play_again()}
                        </button>
                        <a
                            id="watch-replay"
                            class="button"
                            data-testid="watch-replay"
                            href=replay_hash.clone()
                        >
                            {lang::app().watch_the_replay()}
                        </a>
                        <button type="button" id="see-table" on:click=move |_| closed.update(|c| *c = !*c)>
                            {move || if closed.get() { lang::app().show_the_scores() } else { lang::app().see_the_table() }}
                        </button>
                        <button type="button" id="back-to-lobby" on:click=move |_| app.go(Route::Lobby)>
                            {lang::app().back_to_lobby()}
                        </button>
                    </div>
                </section>
            </div>
        })
    }
}

/// The card under a pointer drag, following it.
#[component]
fn Ghost() -> impl IntoView {
    let TableCtx { table, dnd, .. } = ctx();
    move || {
        let token = dnd.dragging.get()?;
        let card = table
            .frame
            .with_untracked(|f: &Frame| f.model.dragged_card(&token).cloned())?;
        let position = move || {
            let (x, y) = dnd.pointer.get();
            format!("transform: translate({}px, {}px)", x - 34.0, y - 48.0)
        };
        Some(view! {
            <div class="ghost" aria-hidden="true" style=position>
                <Card card />
            </div>
        })
    }
}

/// The take-back button: takes back your last move and the bots' moves after it, or says why it
/// cannot. At a shared device it asks for everyone's agreement first.
#[component]
fn TakeBack() -> impl IntoView {
    let TableCtx {
        table,
        confirm_take_back,
        ..
    } = ctx();
    let refusal = Memo::new(move |_| table.game.with(|g| g.take_back_refusal()));
    let shared = table.game.with_untracked(|g| g.setup().humans.len() > 1);
    let app = table.app;
    let title = move || {
        refusal
            .get()
            .unwrap_or_else(|| lang::app().take_back_title().into())
    };
    view! {
        <button
            type="button"
            class="quiet take-back"
            data-testid="take-back"
            aria-disabled=move || refusal.with(Option::is_some).to_string()
            data-reason=move || refusal.get()
            title=title
            on:click=move |_| match refusal.get_untracked() {
                Some(reason) => app.notify(lang::app().cannot_take_back(&reason)),
                None if shared => confirm_take_back.set(true),
                None => table.take_back(),
            }
        >
            {lang::app().take_back()}
        </button>
    }
}

/// At a shared device a take-back needs everyone's word: asked on a curtain of its own.
#[component]
fn TakeBackConfirm() -> impl IntoView {
    let TableCtx {
        table,
        confirm_take_back,
        ..
    } = ctx();
    move || {
        confirm_take_back.get().then(|| {
            request_animation_frame(|| focus_first("#take-back-agree"));
            view! {
                <div class="curtain" data-testid="take-back-confirm" role="dialog" aria-modal="true"
                    aria-labelledby="take-back-title">
                    <div class="curtain-card">
                        <h2 id="take-back-title">{lang::app().take_back_question()}</h2>
                        <p>{lang::app().take_back_everyone_agrees()}</p>
                        <button
                            type="button"
                            id="take-back-agree"
                            class="primary"
                            on:click=move |_| {
                                confirm_take_back.set(false);
                                table.take_back();
                            }
                        >
                            {lang::app().we_all_agree()}
                        </button>
                        <button type="button" class="quiet" on:click=move |_| confirm_take_back.set(false)>
                            {lang::app().cancel()}
                        </button>
                    </div>
                </div>
            }
        })
    }
}

/// Replay speeds: the pause between two moves while playing, in milliseconds.
const REPLAY_SPEEDS: [(ReplaySpeed, u32); 3] = [
    (ReplaySpeed::Slow, 1500),
    (ReplaySpeed::Normal, 700),
    (ReplaySpeed::Fast, 200),
];

/// The replay's controls: start, back, forward, end, a slider to any move, play at a speed, and
/// (once the game is over) every hand shown. The address follows the step, so a copied link
/// opens at the same move.
#[component]
fn ReplayBar() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let status = Memo::new(move |_| table.game.with(|g| g.replay()));
    let playing = RwSignal::new(false);
    let speed = RwSignal::new(REPLAY_SPEEDS[1].1);
    // Each press of play starts a run; an older run that sees a newer one stops.
    let run = StoredValue::new(0_u32);
    let seek = move |step: usize| {
        table.game.update(|g| g.seek(step));
        if let Some(status) = table.game.with_untracked(|g| g.replay()) {
            super::replace_hash(&Route::Replay(status.link.query()).hash());
        }
    };
    let stop_and_seek = move |step: usize| {
        playing.set(false);
        seek(step);
    };
    let play = move || {
        let Some(status) = status.get_untracked() else {
            return;
        };
        if status.step >= status.steps {
            seek(0);
        }
        playing.set(true);
        run.update_value(|r| *r += 1);
        let mine = run.get_value();
        leptos::task::spawn_local(async move {
            loop {
                gloo_timers::future::TimeoutFuture::new(speed.get_untracked()).await;
                let still =
                    playing.try_get_untracked() == Some(true) && run.try_get_value() == Some(mine);
                let Some(status) = still.then(|| status_now(table)).flatten() else {
                    return;
                };
                if status.step >= status.steps {
                    let _ = playing.try_set(false);
                    return;
                }
                seek(status.step + 1);
            }
        });
    };
    move || {
        let st = status.get()?;
        let (step, steps) = (st.step, st.steps);
        let (at_start, at_end) = (step == 0, step >= steps);
        Some(view! {
            <section class="replay-bar" data-testid="replay" aria-label=lang::pages().replay_bar_label()
                data-step=step.to_string() data-steps=steps.to_string()>
                <div class="replay-buttons">
                    <button type="button" data-testid="replay-start" aria-label=lang::pages().to_the_deal()
                        disabled=at_start on:click=move |_| stop_and_seek(0)>"\u{ab}"</button>
                    <button type="button" data-testid="replay-back" aria-label=lang::pages().one_move_back()
                        disabled=at_start on:click=move |_| stop_and_seek(step.saturating_sub(1))>"\u{2039}"</button>
                    {move || if playing.get() {
                        view! {
                            <button type="button" data-testid="replay-play" aria-label=lang::pages().pause()
                                on:click=move |_| playing.set(false)>{lang::pages().pause()}</button>
                        }.into_any()
                    } else {
                        view! {
                            <button type="button" data-testid="replay-play" aria-label=lang::pages().play()
                                on:click=move |_| play()>{lang::pages().play()}</button>
                        }.into_any()
                    }}
                    <button type="button" data-testid="replay-forward" aria-label=lang::pages().one_move_forward()
                        disabled=at_end on:click=move |_| stop_and_seek(step + 1)>"\u{203a}"</button>
                    <button type="button" data-testid="replay-end" aria-label=lang::pages().to_the_end()
                        disabled=at_end on:click=move |_| stop_and_seek(steps)>"\u{bb}"</button>
                    <select data-testid="replay-speed" aria-label=lang::pages().speed()
                        on:change=move |ev| {
                            if let Ok(ms) = event_target_value(&ev).parse() {
                                speed.set(ms);
                            }
                        }>
                        {REPLAY_SPEEDS
                            .into_iter()
                            .map(|(name, ms)| view! {
                                <option value=ms.to_string() selected=move || speed.get() == ms>{lang::pages().replay_speed(name)}</option>
                            })
                            .collect_view()}
                    </select>
                </div>
                <label class="replay-slider">
                    <span data-testid="replay-position">{lang::pages().replay_position(step, steps)}</span>
                    <input type="range" data-testid="replay-step" min="0" max=steps.to_string()
                        prop:value=step.to_string()
                        on:input=move |ev| {
                            if let Ok(k) = event_target_value(&ev).parse::<usize>() {
                                stop_and_seek(k);
                            }
                        } />
                </label>
                {st.finished.then(|| view! {
                    <label class="show-all">
                        <input type="checkbox" data-testid="show-all" prop:checked=st.reveal
                            on:change=move |ev| {
                                let on = event_target_checked(&ev);
                                table.game.update(|g| g.reveal_all(on));
                            } />
                        {lang::pages().show_all_cards()}
                    </label>
                })}
            </section>
        })
    }
}

fn status_now(table: Table) -> Option<super::play::ReplayStatus> {
    table.game.try_with_untracked(|g| g.replay()).flatten()
}

/// A replay's link, at the move shown.
#[component]
fn ReplayShare() -> impl IntoView {
    let TableCtx { table, .. } = ctx();
    let link = Memo::new(move |_| {
        table.game.with(|g| {
            g.replay()
                .map(|st| absolute_link(&Route::Replay(st.link.query()).hash()))
                .unwrap_or_default()
        })
    });
    view! {
        <section class="share" aria-label=lang::pages().share_replay_label()>
            <a data-testid="replay-link" href=move || link.get()>{lang::pages().replay_link()}</a>
            <a href=Route::Record.hash()>{lang::pages().record_title()}</a>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::hand_rows;

    #[test]
    fn a_long_hand_in_a_tall_panel_takes_two_rows_of_larger_cards() {
        // A laptop's dock beside the moves: 400 x 290 px.
        assert_eq!(hand_rows(400.0, 290.0, 12), 2);
        assert_eq!(hand_rows(400.0, 290.0, 15), 2);
        // Four cards already reach their largest size in one row.
        assert_eq!(hand_rows(400.0, 290.0, 4), 1);
        assert_eq!(hand_rows(400.0, 290.0, 1), 1);
    }

    #[test]
    fn a_low_panel_keeps_one_fanned_row_however_long_the_hand() {
        // A phone's hand strip: two rows would draw cards too small to read.
        assert_eq!(hand_rows(370.0, 100.0, 15), 1);
        assert_eq!(hand_rows(370.0, 100.0, 6), 1);
        // Not laid out yet.
        assert_eq!(hand_rows(0.0, 0.0, 12), 1);
    }
}
