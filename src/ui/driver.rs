//! The table's controller: the game in progress as one signal, the moves people make, and the
//! bots' and chance's moves, played one at a time without ever freezing the page.
//!
//! A bot's decision, and a person's hint, is asked of the bot worker ([`super::worker`]), so the
//! search never runs on the page's thread. Without a worker the page runs the same
//! [`Deliberation`] itself, stepped in slices with a yield to the browser's event loop between
//! them. The budget that fixes the result is counted in iterations; the clock only decides where
//! slices end (each near [`SLICE_MS`] on any machine), so the answer depends on the record, the
//! seat and the difficulty alone, wherever it is worked out.

use super::play::{Frame, Play, Step};
use super::session::StandingNote;
use super::{AppCtx, storage, worker};
use crate::advice::{Answer, Deliberation, Task};
use crate::engine::Seat;
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// Wall-time target for one slice of search: well under one frame.
const SLICE_MS: f64 = 5.0;
/// Search runs in chunks of about this long, so a slice ends close to its target.
const CHUNK_MS: f64 = 0.5;
/// A chance move (drawing from a corpse) is shown briefly, never slower than this.
const CHANCE_MS: u32 = 300;
/// Cards a move showed stay face up at least this long before the table moves on.
const SHOWN_MS: u32 = 1500;

/// Lets the browser handle input and paint, then resumes at once. A message to oneself is not
/// throttled the way nested `setTimeout(0)` is (4 ms each), so thinking is not slowed down.
async fn yield_to_browser() {
    let Ok(channel) = web_sys::MessageChannel::new() else {
        return;
    };
    let promise = js_sys::Promise::new(&mut |resolve, _reject| {
        channel.port1().set_onmessage(Some(&resolve));
        if channel
            .port2()
            .post_message(&wasm_bindgen::JsValue::NULL)
            .is_err()
        {
            let _ = resolve.call0(&wasm_bindgen::JsValue::NULL);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
    // A port with a listener is kept alive by the page until it is closed.
    channel.port1().set_onmessage(None);
    channel.port1().close();
    channel.port2().close();
}

fn now() -> f64 {
    window().performance().map(|p| p.now()).unwrap_or(0.0)
}

const DECISION_START: &str = "duskdeck:bot-decision-start";

fn mark_decision_start() {
    if let Some(performance) = window().performance() {
        let _ = performance.mark(DECISION_START);
    }
}

/// Leaves each bot decision's wall time (search plus messages or yields, not the pace delay) in
/// the page's User Timing entries as `duskdeck:bot-decision`, and where it was worked out as a
/// mark (`duskdeck:decided-in-worker` or `duskdeck:decided-on-page`), where browser tests and
/// devtools can read them.
fn record_decision(in_worker: bool) {
    if let Some(performance) = window().performance() {
        let _ = performance.measure_with_start_mark("duskdeck:bot-decision", DECISION_START);
        performance.clear_marks_with_mark_name(DECISION_START);
        let _ = performance.mark(if in_worker {
            "duskdeck:decided-in-worker"
        } else {
            "duskdeck:decided-on-page"
        });
    }
}

/// Runs a deliberation on the page, a slice at a time, yielding to the browser between slices.
/// `None` if `alive` says the table went away meanwhile.
async fn deliberate_on_page(
    mut deliberation: Box<dyn Deliberation>,
    alive: impl Fn() -> bool,
) -> Option<Answer> {
    let mut chunk: u32 = 1;
    loop {
        // Small chunks until the slice's time is up: a slow iteration can overrun the slice by
        // one chunk at most.
        let start = now();
        loop {
            let before = now();
            if let Some(answer) = deliberation.step(chunk) {
                return Some(answer);
            }
            let after = now();
            chunk = next_chunk(chunk, after - before);
            if after - start >= SLICE_MS {
                break;
            }
        }
        yield_to_browser().await;
        if !alive() {
            return None;
        }
    }
}

/// A hint on the table: the move recommended at `ply` and why.
#[derive(Clone, PartialEq, Debug)]
pub struct Hint {
    pub ply: usize,
    pub index: usize,
    pub words: super::play::HintWords,
}

/// Sizes the next chunk from how long the last one took. Browsers coarsen the clock (to 0.1 ms
/// or worse), so a chunk too quick to time only doubles, and no chunk more than doubles.
fn next_chunk(chunk: u32, spent_ms: f64) -> u32 {
    let doubled = chunk.saturating_mul(2).min(4096);
    if spent_ms < 0.25 {
        return doubled;
    }
    let fitted = f64::from(chunk) * CHUNK_MS / spent_ms;
    (fitted as u32).clamp(1, doubled)
}

/// The table's reactive handles: plain copies of signals, cheap to pass into every closure.
#[derive(Clone, Copy)]
pub struct Table {
    pub game: RwSignal<Box<dyn Play>>,
    /// Everything on screen, computed once per change of the game.
    pub frame: Memo<Frame>,
    /// The bot deciding now, for the indicator.
    pub thinking: RwSignal<Option<Seat>>,
    /// The last hint given.
    hint: RwSignal<Option<Hint>>,
    /// The hint to show: the last one given, while its position is still on the table and its
    /// person is deciding. Computed once per change, however many buttons and cards read it.
    pub shown_hint: Memo<Option<Hint>>,
    /// A hint is being worked out.
    pub hinting: RwSignal<bool>,
    /// The browser refused the last save (its storage is full).
    unsaved: StoredValue<bool>,
    /// A bot-moving task is running (there is never more than one).
    driving: StoredValue<bool>,
    pub app: AppCtx,
}

impl Table {
    pub fn new(app: AppCtx, game: Box<dyn Play>) -> Table {
        let game = RwSignal::new(game);
        let frame = Memo::new(move |_| game.with(|g| g.frame()));
        let hint: RwSignal<Option<Hint>> = RwSignal::new(None);
        let shown_hint = Memo::new(move |_| {
            let hint = hint.get()?;
            let current = game.with(|g| g.ply()) == hint.ply;
            (current && frame.with(|f| f.decider.is_some())).then_some(hint)
        });
        Table {
            game,
            frame,
            thinking: RwSignal::new(None),
            hint,
            shown_hint,
            hinting: RwSignal::new(false),
            driving: StoredValue::new(false),
            unsaved: StoredValue::new(false),
            app,
        }
    }

    fn commit(&self, play: impl FnOnce(&mut Box<dyn Play>) -> Result<(), String>) -> bool {
        let mover = self.frame.try_with_untracked(|f| f.acting).flatten();
        super::motion::remember();
        match self.game.try_update(|g| play(g).map(|()| save(g.as_ref()))) {
            Some(Ok(kept)) => {
                super::motion::animate(mover.map(|s| s.0));
                self.sound_the_move();
                self.unsaved.set_value(!kept);
                self.tell_if_unsaved();
                true
            }
            Some(Err(reason)) => {
                super::motion::forget();
                self.app.notify(self.refusal_words(&reason));
                false
            }
            None => {
                super::motion::forget();
                false
            }
        }
    }

    /// The sound of the move just made: the game's end for the viewer, else its strongest moment,
    /// else a card played.
    fn sound_the_move(&self) {
        use super::adapter::Moment;
        use super::sound::{Cue, play};
        // The viewer's win, once the game is over: read in place, not copied out of the frame.
        let Some((moment, won)) = self.frame.try_with_untracked(|f| {
            let won = f.ending.as_ref().map(|ending| {
                ending
                    .results
                    .iter()
                    .any(|r| r.seat == f.viewer && r.result == crate::engine::SeatResult::Win)
            });
            (f.moment, won)
        }) else {
            return;
        };
        if let Some(won) = won {
            play(if won { Cue::Win } else { Cue::Lose });
            return;
        }
        play(match moment {
            None => Cue::Play,
            Some(Moment::Draw) => Cue::Draw,
            Some(Moment::Flip) => Cue::Flip,
            Some(Moment::Challenge) => Cue::Challenge,
            Some(Moment::Reveal) => Cue::Reveal,
            Some(Moment::Fall) => Cue::Fall,
        });
    }

    /// While the browser refuses to store the game, the person is told so, whatever else a
    /// move clears.
    fn tell_if_unsaved(&self) {
        if self.unsaved.get_value() {
            self.app.notify(crate::lang::app().not_saved());
        }
    }

    /// A move the table made for the person is said on the table too, not only in the log: the
    /// playtests missed "Your only move, made for you" there. Only for one person against bots:
    /// at a shared device the next person would read it, and a guided game's coach speaks alone.
    /// A move that ends the game is told by the end screen, which the notice would cover.
    fn tell_of_a_move_made_for_you(&self, note: Option<String>) {
        let worth_telling = self.game.with_untracked(|g| {
            g.setup().humans.len() == 1 && g.coach().is_none() && g.next_step() != Step::Over
        });
        if let (Some(note), true) = (note, worth_telling) {
            self.app.inform(note);
        }
    }

    /// A person's move: applied at once, then the bots take over.
    /// A refused move in words: a refusal, except in a guided game, whose coach only points
    /// back to the move it asks for.
    pub fn refusal_words(&self, reason: &str) -> String {
        let coached = self.game.with_untracked(|g| g.coach().is_some());
        if coached {
            reason.to_string()
        } else {
            crate::lang::app().cannot_do_that(reason)
        }
    }

    /// The learner has read the coach's remark: the guided game goes on.
    pub fn read_lesson(&self) {
        self.game.update(|g| g.read_lesson());
        self.drive();
    }

    pub fn human_plays(&self, index: usize) {
        if self.commit(|g| g.play_index(index)) {
            self.app.clear_notice();
            self.tell_if_unsaved();
            self.drive();
        }
    }

    /// Takes back the last person's move and the moves after it (the game says when it may not).
    pub fn take_back(&self) {
        if self.commit(|g| g.take_back()) {
            self.hint.set(None);
            self.app.clear_notice();
            self.tell_if_unsaved();
            self.drive();
        }
    }

    pub fn lift_curtain(&self) {
        self.game.update(|g| g.lift_curtain());
        // A move the table makes for this person waited for the curtain.
        self.drive();
    }

    pub fn close_summary(&self) {
        self.game.update(|g| g.close_summary());
        self.drive();
    }

    /// Starts moving the table on, unless a run is already going; returns at once.
    pub fn drive(&self) {
        if self.driving.try_get_value().unwrap_or(true) {
            return;
        }
        self.driving.set_value(true);
        let table = *self;
        spawn_local(async move {
            table.run().await;
            let _ = table.driving.try_set_value(false);
            let _ = table.thinking.try_set(None);
        });
    }

    /// Works `task` out for `seat` at the current ply: in the worker, else on the page. `None` if
    /// the table went away or moved on meanwhile (the answer would be for another position).
    async fn work_out(&self, seat: Seat, task: Task) -> Option<(Answer, bool)> {
        let ply = self.game.try_with_untracked(|g| g.ply())?;
        let request = self.game.try_with_untracked(|g| g.request(seat, task))?;
        let still_here = move || self.game.try_with_untracked(|g| g.ply()) == Some(ply);
        let answer = match worker::ask(request).await {
            Some(Ok(answer)) => Some((answer, true)),
            Some(Err(reason)) => {
                // The worker refused what the page believes it should answer: say so in the
                // console and let the page answer, so the game goes on.
                web_sys::console::warn_1(&format!("The bot worker refused: {reason}").into());
                None
            }
            None => None,
        };
        if !still_here() {
            return None;
        }
        if answer.is_some() {
            return answer;
        }
        let deliberation = match self.game.with_untracked(|g| g.deliberate(seat, task)) {
            Ok(deliberation) => deliberation,
            Err(reason) => {
                self.app.notify(crate::lang::app().bot_cannot_move(&reason));
                return None;
            }
        };
        let answer = deliberate_on_page(deliberation, still_here).await?;
        Some((answer, false))
    }

    /// Asks what the hint bot would play for the person deciding, from their own view, and shows
    /// it with the search's reasons; noted in the log (and the save) for everyone.
    pub fn ask_hint(&self) {
        let Some(seat) = self.frame.with_untracked(|f| f.decider) else {
            return;
        };
        if self.hinting.get_untracked() {
            return;
        }
        self.hinting.set(true);
        let table = *self;
        spawn_local(async move {
            let worked_out = table.work_out(seat, Task::Hint).await;
            let _ = table.hinting.try_set(false);
            let Some((answer, _)) = worked_out else {
                return;
            };
            let Some(ply) = table.game.try_with_untracked(|g| g.ply()) else {
                return;
            };
            let fact = table.game.with_untracked(|g| g.hint_fact(answer.index()));
            let words = table
                .frame
                .with_untracked(|f| super::play::explain_hint(&answer, &f.choices, fact));
            table.commit(|g| {
                g.note_hint();
                Ok(())
            });
            table.hint.set(Some(Hint {
                ply,
                index: answer.index(),
                words,
            }));
        });
    }

    /// Plays until a person must decide or the game ends. Stops quietly if the table was closed
    /// (its signals are gone) while a bot was thinking.
    async fn run(self) {
        loop {
            // The move just made is drawn and saved in its own task; the next starts afterwards.
            yield_to_browser().await;
            let Some(step) = self.game.try_with_untracked(|g| g.next_step()) else {
                return;
            };
            let pace = self.game.with_untracked(|g| g.setup().pace.delay_ms());
            let shows_cards = self.frame.with_untracked(|f| !f.shown.is_empty());
            if shows_cards
                && matches!(
                    step,
                    Step::Bot { .. } | Step::Scripted { .. } | Step::Chance(_)
                )
            {
                // Long enough to read the cards, at the pace the player chose.
                TimeoutFuture::new(SHOWN_MS.max(pace * 3)).await;
                if self.game.try_with_untracked(|g| g.next_step()) != Some(step) {
                    continue;
                }
            }
            match step {
                Step::Person => {
                    self.thinking.set(None);
                    return;
                }
                // A note of a move made earlier would cover the round's summary or the end
                // screen's heading (a playtest's "You lose." lay under "Pass Rumors").
                Step::Summary | Step::Over => {
                    self.thinking.set(None);
                    self.app.clear_info_notice();
                    return;
                }
                Step::Automatic(index) => {
                    let mut note = None;
                    if !self.commit(|g| g.play_automatic(index).map(|said| note = said)) {
                        return;
                    }
                    self.tell_of_a_move_made_for_you(note);
                }
                Step::Chance(index) => {
                    TimeoutFuture::new(pace.min(CHANCE_MS)).await;
                    if !self.commit(|g| g.play_index(index)) {
                        return;
                    }
                }
                Step::Scripted { seat, index } => {
                    if self.thinking.try_set(Some(seat)).is_some() {
                        return;
                    }
                    TimeoutFuture::new(pace).await;
                    if !self.commit(|g| g.play_index(index)) {
                        return;
                    }
                    self.thinking.set(None);
                }
                Step::Bot { seat, difficulty } => {
                    if self.thinking.try_set(Some(seat)).is_some() {
                        return;
                    }
                    // A pause before every bot move, so people can follow what happens. The
                    // search runs inside it: a move takes as long whether its bot searched or had
                    // a single move, so the wait never hints at what a bot holds.
                    let paused = now();
                    mark_decision_start();
                    let task = Task::Decide { difficulty };
                    let Some((answer, in_worker)) = self.work_out(seat, task).await else {
                        return;
                    };
                    let index = answer.index();
                    record_decision(in_worker);
                    let rest = f64::from(pace) - (now() - paused);
                    if rest >= 1.0 {
                        TimeoutFuture::new(rest as u32).await;
                    }
                    if !self.commit(|g| g.play_index(index)) {
                        return;
                    }
                    self.thinking.set(None);
                }
            }
        }
    }
}

/// Saves `game` with its standing note; `false` if the browser refused to keep the save. A
/// guided game keeps only how far it went, and never touches the game in progress.
pub(super) fn save(game: &dyn Play) -> bool {
    if let Some(coach) = game.coach() {
        return storage::save_lesson(game.setup().game, game.ply(), coach.done);
    }
    if game.practice() {
        return true;
    }
    let kept = storage::save(&game.saved());
    let standing = game.standing();
    storage::note_standing(&StandingNote {
        deal: StandingNote::deal_of(game.setup()),
        over: standing.result.is_some(),
        hints: standing.hints,
        take_backs: standing.take_backs,
        role: standing.role.map(str::to_string),
    });
    kept
}
