//! A game's rules page. Its text is data beside the app (`rules/<game>.<lang>.md`, see
//! [`lang::rules_file`]), fetched when the page opens and kept offline by the service worker.

use super::session::{Route, SavedGame};
use super::storage;
use crate::engine::rules_text::{Block, blocks, spans};
use crate::games::GameId;
use crate::lang;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The text at `path`, relative to the site; `None` if it cannot be had.
pub(super) async fn fetch_text(path: String) -> Option<String> {
    let response = JsFuture::from(window().fetch_with_str(&path)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// A line of rules text, its `code` spans set apart.
fn rich_text(line: &str) -> impl IntoView + use<> {
    spans(line)
        .into_iter()
        .map(|(text, code)| {
            let text = text.to_string();
            if code {
                view! { <code>{text}</code> }.into_any()
            } else {
                text.into_any()
            }
        })
        .collect_view()
}

/// The game's own rules text ([`lang::rules`]), block by block.
fn rules_blocks(markdown: &str) -> impl IntoView + use<> {
    blocks(markdown)
        .into_iter()
        .map(|block| match block {
            Block::Heading(h) => view! { <h2>{h}</h2> }.into_any(),
            Block::Paragraph(p) => view! { <p>{rich_text(&p)}</p> }.into_any(),
            Block::Bullets(items) => view! {
                <ul>{items.iter().map(|b| view! { <li>{rich_text(b)}</li> }).collect_view()}</ul>
            }
            .into_any(),
        })
        .collect_view()
}

pub fn rules_page(game: GameId) -> impl IntoView {
    let info = game.info();
    let words = lang::app();
    let seats = words.rules_players(info.min_seats, info.max_seats, info.default_seats);
    // Someone who came here from a table wants to get back to it.
    // A game that has ended is not one to get back to.
    let back = storage::load()
        .and_then(|text| SavedGame::decode(&text).ok())
        .filter(|saved| !storage::standing_note().is_some_and(|note| note.ended(saved)))
        .map(|saved| {
            view! {
                <p>
                    <a href=Route::Play(saved.setup.query()).hash()>{words.back_to_your_game()}</a>
                </p>
            }
        });
    let text = LocalResource::new(move || fetch_text(lang::rules_file(lang::current(), game)));
    let body = move || {
        text.get().map(|markdown| match markdown {
            Some(markdown) => rules_blocks(&markdown).into_any(),
            None => view! { <p role="alert">{words.rules_unavailable()}</p> }.into_any(),
        })
    };
    view! {
        <main class="rules" data-testid="rules">
            <p><a href=Route::Lobby.hash()>{words.back_to_the_lobby()}</a></p>
            {back}
            <h1>{lang::game(game).name()}</h1>
            <p class="subtle">{seats}</p>
            <div
                class="rules-text"
                aria-busy=move || if text.get().is_none() { "true" } else { "false" }
            >
                {body}
            </div>
            <p><a href=Route::Lobby.hash()>{words.back_to_the_lobby()}</a></p>
        </main>
    }
}
