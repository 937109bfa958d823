//! The table: reusable pieces every game is drawn with (seat panel, hand, pile, card, log, prompt,
//! actions, drop chooser, end screen, pass-and-play curtain, share link), wired to a [`Session`].
//!
//! All game knowledge comes through [`UiGame`]: the table draws the adapter's [`TableModel`] for the
//! viewing seat and asks it which drags mean which moves. The session signal is the single source
//! of truth; everything on screen is a memo of it.

use super::adapter::{
    CLICK, CardModel, Gesture, PICK_UP, PileLayout, PileModel, SeatModel, TableModel, UiGame,
};
use super::dnd::Dnd;
use super::driver::drive;
use super::session::{Route, Session, Setup};
use super::{AppCtx, storage};
use crate::engine::{Seat, SeatResult, Turn, fresh_seed};
use leptos::ev;
use leptos::prelude::*;
use std::collections::BTreeSet;
use std::marker::PhantomData;
use wasm_bindgen::JsCast;

/// A legal action of the person deciding, as the actions panel and drag and drop use it.
#[derive(Clone, PartialEq, Debug)]
struct Choice {
    index: usize,
    label: String,
    group: &'static str,
    gestures: Vec<Gesture>,
}

/// The table's reactive handles. Plain copies of signals: cheap to pass into every closure.
pub struct TableState<G: UiGame> {
    pub session: RwSignal<Session<G>>,
    /// The bot deciding now, for the indicator.
    pub thinking: RwSignal<Option<Seat>>,
    /// A bot-moving task is running (there is never more than one).
    pub driving: StoredValue<bool>,
    app: AppCtx,
    _game: PhantomData<fn() -> G>,
}

impl<G: UiGame> Clone for TableState<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: UiGame> Copy for TableState<G> {}

impl<G: UiGame> TableState<G> {
    /// Plays a legal-action index and saves. `false` if refused or the table is gone.
    pub fn play_index(&self, index: usize) -> bool {
        self.commit(|s| s.play_index(index))
    }

    pub fn play_action(&self, action: &G::Action) -> bool {
        self.commit(|s| s.play(action))
    }

    /// A move [`UiGame::automatic`] made for the person, with its note left on screen.
    pub fn play_automatic(&self, action: &G::Action, note: String) -> bool {
        let played = self.play_action(action);
        if played {
            self.app.notify(note);
        }
        played
    }

    fn commit(&self, play: impl FnOnce(&mut Session<G>) -> Result<(), String>) -> bool {
        let outcome = self
            .session
            .try_update(|s| play(s).map(|()| s.saved().encode()));
        match outcome {
            Some(Ok(save)) => {
                storage::save(&save);
                true
            }
            Some(Err(reason)) => {
                self.app.notify(format!("Can't do that: {reason}"));
                false
            }
            None => false,
        }
    }

    /// A person's move: applied at once, then the bots take over.
    fn human_plays(&self, index: usize) {
        if self.play_index(index) {
            self.app.clear_notice();
            drive(*self);
        }
    }
}

/// The address of this page with `hash`, for sharing.
fn absolute_link(hash: &str) -> String {
    let location = window().location();
    let href = location.href().unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}{hash}")
}

/// Renders a table for a deal; `actions` are replayed first (a restored save).
pub fn table<G: UiGame>(app: AppCtx, setup: Setup, actions: Vec<u16>) -> AnyView {
    let session = match Session::<G>::restore(setup.clone(), &actions) {
        Ok(session) => session,
        // The router replays before it routes here, so only a fresh deal can be left to try.
        Err(_) => match Session::<G>::start(setup) {
            Ok(session) => session,
            Err(e) => {
                app.notify(format!("That game cannot be dealt: {e}."));
                return view! { <p class="empty">"Nothing to show."</p> }.into_any();
            }
        },
    };
    storage::save(&session.saved().encode());
    let seed = session.setup().seed;
    let share_hash = Route::Play(session.setup().query()).hash();
    let state = TableState::<G> {
        session: RwSignal::new(session),
        thinking: RwSignal::new(None),
        driving: StoredValue::new(false),
        app,
        _game: PhantomData,
    };
    let session = state.session;
    let dnd = Dnd::new();
    let chooser: RwSignal<Option<Vec<usize>>> = RwSignal::new(None);

    let curtain = Memo::new(move |_| session.with(|s| s.curtain()));
    let view = Memo::new(move |_| session.with(|s| s.state().view(s.viewer())));
    let acting = Memo::new(move |_| {
        session.with(|s| match s.state().turn() {
            Turn::Seat(seat) => Some(seat),
            _ => None,
        })
    });
    let over = Memo::new(move |_| session.with(|s| s.is_over()));
    // The person deciding, once the device is in their hands.
    let decider =
        Memo::new(move |_| session.with(|s| s.human_to_act().filter(|_| s.curtain().is_none())));
    let choices = Memo::new(move |_| {
        let Some(seat) = decider.get() else {
            return Vec::new();
        };
        session.with(|s| {
            let view = s.state().view(seat);
            s.labelled_actions()
                .into_iter()
                .map(|(index, action, label)| Choice {
                    index,
                    label,
                    group: G::group(&action),
                    gestures: G::gestures(&view, &action),
                })
                .collect::<Vec<_>>()
        })
    });
    let active_drags = Memo::new(move |_| {
        choices.with(|cs| {
            cs.iter()
                .flat_map(|c| c.gestures.iter().map(|g| g.drag.clone()))
                .collect::<BTreeSet<_>>()
        })
    });
    // Where the thing being moved may go.
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
    // Targets that act when clicked with nothing held.
    let clickable = Memo::new(move |_| {
        choices.with(|cs| {
            cs.iter()
                .flat_map(|c| c.gestures.iter())
                .filter(|g| g.drag == CLICK)
                .map(|g| g.drop.clone())
                .collect::<BTreeSet<_>>()
        })
    });
    let marks = Marks {
        dnd,
        drop_ok,
        clickable,
    };
    let model = Memo::new(move |_| {
        let mut model = view.with(|v| G::table(v));
        model.keep_drags(&active_drags.get());
        if curtain.get().is_some() {
            model.hand.clear();
        }
        model
    });
    let log = Memo::new(move |_| {
        session.with(|s| {
            if s.curtain().is_some() {
                Vec::new()
            } else {
                s.log(s.viewer())
            }
        })
    });
    let prompt = Memo::new(move |_| {
        session.with(|s| {
            if s.is_over() {
                return "The game is over.".to_string();
            }
            if let Some(seat) = s.curtain() {
                return format!("Pass the device to {seat}.");
            }
            match s.state().turn() {
                Turn::Seat(seat) if s.setup().is_human(seat) => {
                    let legal = s.state().legal_actions();
                    let text = G::prompt(&s.state().view(seat), &legal);
                    if s.setup().humans.len() > 1 {
                        format!("{seat}: {text}")
                    } else {
                        text
                    }
                }
                Turn::Seat(seat) => format!("{seat} is thinking\u{2026}"),
                Turn::Chance => "The cards are shuffled by fate\u{2026}".into(),
                Turn::Over => "The game is over.".into(),
            }
        })
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
                let reason = session.with_untracked(|s| {
                    let seat = s.viewer();
                    match G::intended(&s.state().view(seat), &gesture.drag, &gesture.drop) {
                        Some(Ok(action)) => s.refusal(&action),
                        Some(Err(reason)) => reason,
                        None => "that card cannot go there now".into(),
                    }
                });
                app.notify(format!("Can't do that: {reason}"));
            }
            [one] => {
                chooser.set(None);
                state.human_plays(*one);
            }
            several => {
                chooser.set(Some(several.to_vec()));
                // Keyboard users land on the question they must answer.
                request_animation_frame(|| {
                    let first = document()
                        .query_selector("[data-testid=chooser] button")
                        .ok()
                        .flatten()
                        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                    if let Some(button) = first {
                        let _ = button.focus();
                    }
                });
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
            state.human_plays(index);
            let still_moves = active_drags.with_untracked(|drags| drags.contains(&token));
            if !still_moves {
                dnd.cancel();
            }
        }
    });

    let moves = window_event_listener(ev::pointermove, move |e| dnd.on_pointermove(&e));
    let ups = window_event_listener(ev::pointerup, move |e| {
        if let Some((drag, drop)) = dnd.on_pointerup(&e) {
            resolve(drag, drop);
        }
    });
    let cancels = window_event_listener(ev::pointercancel, move |_| dnd.on_pointercancel());
    // Escape puts back whatever is held, wherever the focus is.
    let escapes = window_event_listener(ev::keydown, move |e| {
        if e.key() == "Escape" {
            dnd.cancel();
            chooser.set(None);
        }
    });
    on_cleanup(move || {
        moves.remove();
        ups.remove();
        cancels.remove();
        escapes.remove();
    });

    drive(state);

    let hand = hand_view::<G>(model, marks);
    let center = move || {
        model.with(|m| {
            let facts = m.facts.clone();
            let piles = m.center.clone();
            view! {
                <div class="center">
                    <ul class="facts">
                        {facts.into_iter().map(|f| view! { <li>{f}</li> }).collect_view()}
                    </ul>
                    {piles.into_iter().map(|p| pile_view::<G>(p, marks)).collect_view()}
                </div>
            }
        })
    };
    // Only the viewer's own knowledge; behind the curtain there is none to show.
    let notes = move || {
        let notes = model.with(|m| m.notes.clone());
        (!notes.is_empty() && curtain.get().is_none()).then(|| {
            view! {
                <section class="notes-panel" data-testid="notes" aria-label="Only you know">
                    <h2>"Only you know"</h2>
                    <ul>{notes.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
                </section>
            }
        })
    };
    // Behind the curtain nothing private may linger, not even for a screen reader.
    let board = move || {
        view! {
            <div class="board">
                <div class="ring" data-layout=G::SEAT_LAYOUT.id()>{setup_seats::<G>(state, model, acting, marks)} {center}</div>
            </div>
        }
    };
    let actions = actions_view(state, choices);
    let chooser_view = move || {
        let indices = chooser.get()?;
        let buttons = choices.with(|cs| {
            cs.iter()
                .filter(|c| indices.contains(&c.index))
                .cloned()
                .collect::<Vec<_>>()
        });
        Some(view! {
            <div class="chooser" data-testid="chooser" role="dialog" aria-label="Which move?">
                <p>"That drop could mean more than one move:"</p>
                <div class="chooser-buttons">
                    {buttons
                        .into_iter()
                        .map(|c| choice_button(state, c, move || chooser.set(None)))
                        .collect_view()}
                    <button type="button" class="quiet" on:click=move |_| chooser.set(None)>
                        "Cancel"
                    </button>
                </div>
            </div>
        })
    };
    let log_ref = NodeRef::<leptos::html::Ol>::new();
    // Keeping the newest line in sight is a DOM side effect, so an effect is the right tool.
    Effect::new(move |_| {
        log.track();
        if let Some(list) = log_ref.get() {
            list.set_scroll_top(list.scroll_height());
        }
    });
    let ghost = move || {
        let token = dnd.dragging.get()?;
        let card = model.with(|m| m.dragged_card(&token).cloned())?;
        let (x, y) = dnd.pointer.get();
        Some(view! {
            <div
                class="ghost"
                aria-hidden="true"
                style=format!("transform: translate({}px, {}px)", x - 34.0, y - 48.0)
            >
                {card_view::<G>(card, marks)}
            </div>
        })
    };
    let curtain_view = move || {
        let seat = curtain.get()?;
        Some(view! {
            <div class="curtain" data-testid="curtain" role="dialog" aria-modal="true"
                aria-labelledby="curtain-title">
                <div class="curtain-card">
                    <h2 id="curtain-title">{format!("Pass the device to {seat}")}</h2>
                    <p>{format!("Only {seat} should look at the screen now.")}</p>
                    <button
                        type="button"
                        id="curtain-ready"
                        class="primary"
                        on:click=move |_| {
                            session.update(|s| s.lift_curtain());
                            // A move the table makes for this person waited for the curtain.
                            drive(state);
                        }
                    >
                        {format!("I am {seat}: show my cards")}
                    </button>
                </div>
            </div>
        })
    };
    let end = end_screen::<G>(state, over, view);
    let share = share_view(share_hash);
    let name = G::INFO.name;
    let rules_hash = Route::Rules(G::INFO.id.to_string()).hash();
    let you_line = move || {
        session.with(|s| {
            let seat = s.viewer();
            if s.setup().humans.len() > 1 {
                format!("Showing {seat}'s cards")
            } else {
                format!("You are {seat}")
            }
        })
    };

    view! {
        <main
            class="table-page"
            data-testid="table"
            data-game=G::INFO.id
            data-seed=seed.to_string()
            data-thinking=move || state.thinking.get().is_some().to_string()
            class:dragging=move || dnd.dragging.get().is_some()
            on:pointerdown=move |e| dnd.on_pointerdown(&e)
            on:click=move |e| {
                if let Some((drag, drop)) = dnd.on_click(&e) {
                    resolve(drag, drop);
                }
            }
            on:keydown=move |e| {
                if let Some((drag, drop)) = dnd.on_keydown(&e) {
                    resolve(drag, drop);
                }
            }
        >
            <header class="table-head">
                <div>
                    <h1>{name}</h1>
                    <p class="subtle">{you_line}</p>
                </div>
                <nav class="table-links">
                    <a href=rules_hash>"Rules"</a>
                    <button type="button" class="quiet" on:click=move |_| app.go(Route::Lobby)>
                        "Lobby"
                    </button>
                </nav>
            </header>
            <p class="prompt" data-testid="prompt" aria-live="polite"
                class:waiting=move || decider.get().is_none()>
                {move || prompt.get()}
            </p>
            {end}
            {move || curtain.get().is_none().then(board)}
            {hand}
            {notes}
            <div class="lower">
                <div class="controls">{chooser_view} {actions}</div>
                <section class="log-panel" aria-label="What happened">
                    <h2>"Log"</h2>
                    <ol class="log" data-testid="log" aria-live="polite" node_ref=log_ref>
                        <For
                            each=move || log.get().into_iter().enumerate()
                            key=|line| line.clone()
                            children=|(_, line)| { view! { <li>{line}</li> } }
                        />
                    </ol>
                </section>
            </div>
            {share}
            {curtain_view}
            {ghost}
        </main>
    }
    .into_any()
}

/// The seats, placed round an ellipse with the viewer at the bottom (a simple grid on phones).
fn setup_seats<G: UiGame>(
    state: TableState<G>,
    model: Memo<TableModel>,
    acting: Memo<Option<Seat>>,
    marks: Marks,
) -> impl IntoView {
    let session = state.session;
    let seats = move || {
        let viewer = session.with(|s| s.viewer());
        let setup = session.with(|s| s.setup().clone());
        let n = setup.seats();
        model.with(|m| {
            m.seats
                .iter()
                .cloned()
                .map(|seat| {
                    let controller = setup.controller(seat.seat);
                    // Clockwise from the viewer, who sits at the bottom.
                    let step = (seat.seat.index() + n - viewer.index()) % n;
                    let you = setup.you == seat.seat;
                    (seat, controller, you, step, n)
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <For
            each=seats
            key=|item| item.clone()
            children=move |(seat, controller, you, step, n)| {
                seat_panel::<G>(state, seat, controller, you, step, n, acting, marks)
            }
        />
    }
}

#[allow(clippy::too_many_arguments)]
fn seat_panel<G: UiGame>(
    state: TableState<G>,
    seat: SeatModel,
    controller: String,
    you: bool,
    step: usize,
    seats: usize,
    acting: Memo<Option<Seat>>,
    marks: Marks,
) -> impl IntoView {
    let drop_ok = marks.drop_ok;
    let who = seat.seat;
    let token = super::adapter::seat_token(who);
    let angle = std::f64::consts::TAU * step as f64 / seats as f64;
    let (x, y) = (-angle.sin(), angle.cos());
    let style = format!("--x: {x:.3}; --y: {y:.3}; order: {step}");
    let out = seat.out;
    let token_for_class = token.clone();
    let class = move || {
        let mut class = String::from("seat");
        if acting.get() == Some(who) {
            class.push_str(" acting");
        }
        if out {
            class.push_str(" out");
        }
        if drop_ok.with(|t| t.contains(&token_for_class)) {
            class.push_str(" drop-ok");
        }
        class
    };
    let thinking = move || {
        (state.thinking.get() == Some(who)).then(|| {
            view! { <span class="thinking-dot" aria-hidden="true"></span> }
        })
    };
    let label = format!(
        "{who}, {controller}, {} card{}",
        seat.cards.len(),
        if seat.cards.len() == 1 { "" } else { "s" }
    );
    let mut badges = seat.badges.clone();
    if you {
        badges.insert(0, super::adapter::Badge::new("you", "You"));
    }
    view! {
        <article
            class=class
            style=style
            data-seat=who.0.to_string()
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
            </ul>
            <div class="mini-cards">
                {seat.cards.into_iter().map(|c| card_view::<G>(c, marks)).collect_view()}
            </div>
            {seat.piles.into_iter().map(|p| pile_view::<G>(p, marks)).collect_view()}
            {seat.note.map(|n| view! { <p class="seat-note">{n}</p> })}
        </article>
    }
}

fn pile_view<G: UiGame>(pile: PileModel, marks: Marks) -> impl IntoView {
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
    let label = pile.label.clone();
    let cards = match pile.layout {
        PileLayout::Stack => pile
            .cards
            .into_iter()
            .map(|_| view! { <span class="card-back mini" aria-hidden="true"></span> })
            .collect_view()
            .into_any(),
        PileLayout::Row | PileLayout::Grid(_) => pile
            .cards
            .into_iter()
            .map(|card| card_view::<G>(card, marks))
            .collect_view()
            .into_any(),
    };
    let (layout, style) = match pile.layout {
        PileLayout::Stack => ("stack", None),
        PileLayout::Row => ("row", None),
        PileLayout::Grid(columns) => ("grid", Some(format!("--columns: {columns}"))),
    };
    view! {
        <div
            class=class
            data-drop=pile.drop.clone()
            data-layout=layout
            tabindex=pile.drop.is_some().then_some("0")
            aria-label=label
        >
            <span class="pile-label">{pile.label}</span>
            <div class=format!("pile-cards pile-{layout}") style=style>{cards}</div>
            {pile.note.map(|n| view! { <span class="pile-note">{n}</span> })}
        </div>
    }
}

/// What every card and target needs to know about the gesture in progress.
#[derive(Clone, Copy)]
pub struct Marks {
    pub dnd: Dnd,
    /// Drop tokens the thing being moved may go to.
    pub drop_ok: Memo<BTreeSet<String>>,
    /// Drop tokens that act when clicked with nothing held.
    pub clickable: Memo<BTreeSet<String>>,
}

impl Marks {
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

/// One card. Face up: the game's symbol, the name in words and a hint; face down: a back. Either
/// may be dragged (`data-drag`) or be a target (`data-drop`) when the game says so.
pub fn card_view<G: UiGame>(card: CardModel, marks: Marks) -> impl IntoView {
    let dnd = marks.dnd;
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
    if !card.face_up {
        let label = match (&card.note, card.name.is_empty()) {
            (Some(note), false) => format!("{}, face down ({note})", card.name),
            (Some(note), true) => format!("A face-down card ({note})"),
            _ => "A face-down card".to_string(),
        };
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
                tabindex=interactive.then_some("0")
                role=if interactive { "button" } else { "img" }
                aria-pressed=pressed
                aria-label=label
            >
                <span class="card-back-mark" aria-hidden="true"></span>
                {card.note.map(|n| view! { <span class="card-note">{n}</span> })}
            </div>
        }
        .into_any();
    }
    let art = G::card_art(&card.name);
    let aria = if draggable {
        format!("{}: {}. Pick up to play it", card.name, art.hint)
    } else {
        format!("{}: {}", card.name, art.hint)
    };
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
            tabindex=interactive.then_some("0")
            role=if interactive { "button" } else { "img" }
            aria-pressed=pressed
            aria-label=aria
        >
            <svg class="card-symbol" viewBox="0 0 24 24" aria-hidden="true">
                <path d=art.path fill-rule="evenodd"></path>
            </svg>
            <span class="card-name">{card.name.clone()}</span>
            <span class="card-hint">{art.hint}</span>
            {card.note.map(|n| view! { <span class="card-note">{n}</span> })}
        </div>
    }
    .into_any()
}

fn hand_view<G: UiGame>(model: Memo<TableModel>, marks: Marks) -> impl IntoView {
    let cards = move || model.with(|m| m.hand.iter().cloned().enumerate().collect::<Vec<_>>());
    let empty = move || model.with(|m| m.hand.is_empty());
    view! {
        <section class="hand-panel" aria-label="Your hand">
            <h2>"Your hand"</h2>
            <div class="hand" data-testid="hand">
                <For each=cards key=|item| item.clone() children=move |(_, c)| { card_view::<G>(c, marks) } />
            </div>
            {move || empty().then(|| view! { <p class="subtle">"No cards in hand."</p> })}
        </section>
    }
}

/// One legal move as a button; `before` runs first (closing the chooser, say).
fn choice_button<G: UiGame>(
    state: TableState<G>,
    choice: Choice,
    before: impl Fn() + 'static,
) -> impl IntoView {
    let index = choice.index;
    view! {
        <button
            type="button"
            data-action-index=index.to_string()
            on:click=move |_| {
                before();
                state.human_plays(index);
            }
        >
            {choice.label}
        </button>
    }
}

fn actions_view<G: UiGame>(state: TableState<G>, choices: Memo<Vec<Choice>>) -> impl IntoView {
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
                <section class="actions" data-testid="actions" aria-label="Your moves">
                    {groups
                        .into_iter()
                        .map(|(group, list)| {
                            view! {
                                <div class=if group.is_empty() { "action-group" } else { "action-group minor" }>
                                    {(!group.is_empty()).then(|| view! { <h3>{group}</h3> })}
                                    <div class="action-buttons">
                                        {list
                                            .into_iter()
                                            .map(|c| choice_button(state, c, || ()))
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

fn end_screen<G: UiGame>(
    state: TableState<G>,
    over: Memo<bool>,
    view: Memo<G::View>,
) -> impl IntoView {
    let session = state.session;
    let app = state.app;
    move || {
        if !over.get() {
            return None;
        }
        let (results, setup) = session.with(|s| (s.results(), s.setup().clone()));
        let ending = view.with(|v| G::ending(v));
        let mine = results
            .iter()
            .find(|r| r.seat == setup.you)
            .map(|r| r.result);
        // With several people at one device "you" is nobody in particular.
        let anyone_won = results.iter().any(|r| r.result == SeatResult::Win);
        let title = match mine.filter(|_| setup.humans.len() == 1) {
            Some(SeatResult::Draw) => "A draw.",
            _ if !anyone_won => "Nobody wins.",
            Some(SeatResult::Win) => "You win!",
            Some(SeatResult::Loss) => "You lose.",
            None => "Game over",
        };
        let again = setup.clone();
        Some(view! {
            <section class="end-screen" data-testid="end-screen" aria-labelledby="end-title">
                <h2 id="end-title">{title}</h2>
                {ending.map(|e| view! { <p>{e}</p> })}
                <ul class="results">
                    {results
                        .into_iter()
                        .map(|r| {
                            let result = match r.result {
                                SeatResult::Win => "Win",
                                SeatResult::Loss => "Loss",
                                SeatResult::Draw => "Draw",
                            };
                            let role = r.role.map(|x| format!(" · {x}")).unwrap_or_default();
                            view! {
                                <li
                                    data-result-seat=r.seat.0.to_string()
                                    class=format!("result result-{}", result.to_lowercase())
                                >
                                    <span>{format!("{} ({}){role}", r.seat, r.controller)}</span>
                                    <strong>{result}</strong>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
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
                        "Play again"
                    </button>
                    <button type="button" id="back-to-lobby" on:click=move |_| app.go(Route::Lobby)>
                        "Back to lobby"
                    </button>
                </div>
            </section>
        })
    }
}

fn share_view(hash: String) -> impl IntoView {
    let link = absolute_link(&hash);
    let copied = RwSignal::new(false);
    let for_copy = link.clone();
    let copy = move |_| {
        let clipboard = window().navigator().clipboard();
        let _ = clipboard.write_text(&for_copy);
        copied.set(true);
    };
    view! {
        <section class="share" aria-label="Share this deal">
            <span>"Share this deal: "</span>
            <a data-testid="share-link" href=link.clone()>{link.clone()}</a>
            <button type="button" class="quiet" on:click=copy>
                {move || if copied.get() { "Copied" } else { "Copy link" }}
            </button>
        </section>
    }
}
