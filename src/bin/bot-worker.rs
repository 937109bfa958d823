//! The bot worker: a Web Worker that answers the page's [`Request`]s (a match code, the seat to
//! move, decide or hint) with [`Reply`]s, so no search ever runs on the page's thread. Messages
//! are JSON text. It holds the engine, the games and the bots, and no Leptos.

#[cfg(target_arch = "wasm32")]
fn main() {
    use duskdeck::advice::{BUILD, Reply, Request, WorkerMessage, answer};
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
                let result = answer(&request);
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

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The bot worker runs in a browser; natively, try `cargo run --bin arena -- list`.");
}
