//! The page's side of a game's bot worker (`src/bin/workers/`): started in the background once
//! the app is up, trusted only when it names this very build, and asked for moves and hints.
//!
//! Whenever there is no worker to ask (the browser has none, a file failed to load, the worker
//! belongs to another build, it crashed, or it is still loading after [`READY_WAIT_MS`]), [`ask`]
//! answers `None` and the driver searches on the page in slices instead: the same request gives the
//! same answer either way.

use crate::advice::{Answer, BUILD, Request, WorkerMessage};
use std::cell::RefCell;
use std::collections::HashMap;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// Loads the worker's files with this build's stamp on every URL (see public/bot-worker-loader.js).
const LOADER: &str = "bot-worker-loader.js";
/// How long a question waits for a worker that is still loading before the page answers it.
const READY_WAIT_MS: i32 = 4000;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Status {
    Loading,
    Ready,
    /// Never to be asked again on this page.
    Gone,
}

struct Connection {
    worker: Option<web_sys::Worker>,
    status: Status,
    next_id: u32,
    /// Resolvers of the promises awaiting each request's reply.
    waiting: HashMap<u32, js_sys::Function>,
    /// Replies received and not yet collected by their askers.
    answers: HashMap<u32, Result<Answer, String>>,
    /// Resolvers of the promises awaiting readiness.
    ready_waiters: Vec<js_sys::Function>,
    /// A question already waited [`READY_WAIT_MS`] for the worker to load: later ones do not
    /// wait, they use the worker once it is ready and the page until then.
    patience_spent: bool,
}

thread_local! {
    static CONNECTION: RefCell<Option<Connection>> = const { RefCell::new(None) };
}

fn with_connection<R>(f: impl FnOnce(&mut Connection) -> R) -> Option<R> {
    CONNECTION.with(|c| c.borrow_mut().as_mut().map(f))
}

/// Starts loading the worker of this module's game unless it was started already. Cheap;
/// returns at once.
pub fn start() {
    if CONNECTION.with(|c| c.borrow().is_some()) {
        return;
    }
    // The worker's name says which game's worker to load: a query string would not do, since a
    // worker's address is that of the response, and the service worker answers from its cache
    // without the query.
    let worker = super::module::game().and_then(|game| {
        let options = web_sys::WorkerOptions::new();
        options.set_name(game.id());
        web_sys::Worker::new_with_options(&format!("{LOADER}?v={BUILD}"), &options).ok()
    });
    let status = if worker.is_some() {
        Status::Loading
    } else {
        Status::Gone
    };
    CONNECTION.with(|c| {
        *c.borrow_mut() = Some(Connection {
            worker: worker.clone(),
            status,
            next_id: 1,
            waiting: HashMap::new(),
            answers: HashMap::new(),
            ready_waiters: Vec::new(),
            patience_spent: false,
        })
    });
    let Some(worker) = worker else {
        return;
    };
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|event: web_sys::MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            match serde_json::from_str::<WorkerMessage>(&text).ok() {
                Some(WorkerMessage::Ready { build }) if build == BUILD => {
                    let waiters = with_connection(|c| {
                        c.status = Status::Ready;
                        std::mem::take(&mut c.ready_waiters)
                    });
                    for resolve in waiters.unwrap_or_default() {
                        let _ = resolve.call1(&JsValue::NULL, &JsValue::TRUE);
                    }
                }
                Some(WorkerMessage::Ready { build }) => {
                    web_sys::console::warn_1(
                        &format!(
                            "Bot worker of build {build} ignored: this page is build {BUILD}."
                        )
                        .into(),
                    );
                    give_up();
                }
                Some(WorkerMessage::Reply(reply)) => {
                    let resolve = with_connection(|c| {
                        c.answers.insert(reply.id, reply.result);
                        c.waiting.remove(&reply.id)
                    });
                    if let Some(resolve) = resolve.flatten() {
                        let _ = resolve.call0(&JsValue::NULL);
                    }
                }
                None => {
                    let excerpt: String = text.chars().take(200).collect();
                    web_sys::console::warn_1(
                        &format!(
                            "The bot worker could not start ({excerpt}); bots think on the page."
                        )
                        .into(),
                    );
                    give_up();
                }
            }
        });
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
        event.prevent_default();
        web_sys::console::warn_1(&"The bot worker failed; bots now think on the page.".into());
        give_up();
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // Both handlers live as long as the page.
    on_message.forget();
    on_error.forget();
}

/// Stops the worker for good and wakes everyone waiting on it (they then search on the page).
fn give_up() {
    let woken = with_connection(|c| {
        c.status = Status::Gone;
        if let Some(worker) = c.worker.take() {
            worker.terminate();
        }
        let mut woken: Vec<js_sys::Function> = c.waiting.drain().map(|(_, f)| f).collect();
        woken.append(&mut c.ready_waiters);
        woken
    });
    for resolve in woken.unwrap_or_default() {
        let _ = resolve.call1(&JsValue::NULL, &JsValue::FALSE);
    }
}

/// A promise whose resolver `keep` stores where a later event will find it.
async fn wait(keep: impl FnOnce(js_sys::Function)) -> JsValue {
    let mut keep = Some(keep);
    let promise = js_sys::Promise::new(&mut |resolve, _reject| {
        if let Some(keep) = keep.take() {
            keep(resolve);
        }
    });
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .unwrap_or(JsValue::FALSE)
}

/// Whether the worker is ready to be asked, waiting up to [`READY_WAIT_MS`] for it to load.
async fn ready() -> bool {
    start();
    match with_connection(|c| (c.status, c.patience_spent)) {
        Some((Status::Ready, _)) => return true,
        Some((Status::Gone, _) | (Status::Loading, true)) | None => return false,
        Some((Status::Loading, false)) => {}
    }
    let answer = wait(|resolve| {
        if let Some(window) = web_sys::window() {
            // Resolving with nothing means "not yet": this question is answered on the page.
            let _ = window
                .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, READY_WAIT_MS);
        }
        with_connection(|c| c.ready_waiters.push(resolve));
    })
    .await;
    if !answer.is_truthy() {
        with_connection(|c| c.patience_spent = true);
    }
    answer.is_truthy()
}

/// Asks the worker; `None` when there is no worker to answer (search on the page instead).
pub async fn ask(mut request: Request) -> Option<Result<Answer, String>> {
    if !ready().await {
        return None;
    }
    let id = with_connection(|c| {
        let id = c.next_id;
        c.next_id = c.next_id.wrapping_add(1).max(1);
        id
    })?;
    request.id = id;
    let text = serde_json::to_string(&request).ok()?;
    wait(|resolve| {
        let posted = with_connection(|c| {
            let worker = c.worker.as_ref()?;
            worker.post_message(&text.into()).ok()?;
            c.waiting.insert(id, resolve.clone());
            Some(())
        })
        .flatten();
        if posted.is_none() {
            let _ = resolve.call1(&JsValue::NULL, &JsValue::FALSE);
        }
    })
    .await;
    with_connection(|c| c.answers.remove(&id)).flatten()
}
