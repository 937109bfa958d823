//! The bot worker: a Web Worker that answers the page's [`Request`]s (a match code, the seat to
//! move, decide or hint) with [`Reply`]s, so no search ever runs on the page's thread. Messages
//! are JSON text. Each game has its own worker (`src/bin/workers/`), which holds that game's
//! engine and bots, and no Leptos.
//!
//! [`Request`]: crate::advice::Request
//! [`Reply`]: crate::advice::Reply

use crate::bots::Playbook;

/// Serves the page's requests about games of `G` for as long as the worker lives.
pub fn serve<G: Playbook>() {
    use crate::advice::{BUILD, Reply, Request, WorkerMessage, answer_as};
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::Closure;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    fn post(scope: &DedicatedWorkerGlobalScope, message: &WorkerMessage) {
        let text = serde_json::to_string(message).expect("worker messages always serialise");
        // Posting a string cannot fail in a live worker; if the page is gone nobody is listening.
        let _ = scope.post_message(&text.into());
    }

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let now = || replies.performance().map(|p| p.now()).unwrap_or(0.0);
        let reply = match event
            .data()
            .as_string()
            .map(|t| serde_json::from_str::<Request>(&t))
        {
            Some(Ok(request)) => {
                let start = now();
                let result = answer_as::<G>(&request);
                Reply {
                    id: request.id,
                    result,
                    think_ms: now() - start,
                }
            }
            _ => Reply {
                id: 0,
                result: Err("the bot worker received a message it does not understand".into()),
                think_ms: 0.0,
            },
        };
        post(&replies, &WorkerMessage::Reply(reply));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(
        &scope,
        &WorkerMessage::Ready {
            build: BUILD.into(),
        },
    );
}

/// Declares the `main` of a game's bot worker: `duskdeck::bot_worker!(GrueGame)`.
#[macro_export]
macro_rules! bot_worker {
    ($game:ident) => {
        #[cfg(target_arch = "wasm32")]
        fn main() {
            $crate::worker::serve::<$crate::games::$game>();
        }

        #[cfg(not(target_arch = "wasm32"))]
        fn main() {
            eprintln!(
                "A bot worker runs in a browser; natively, try `cargo run --bin arena -- list`."
            );
        }
    };
}
