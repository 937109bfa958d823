//! A game's rules page, drawn from the text its adapter supplies.

use super::session::{Route, SavedGame};
use super::storage;
use crate::engine::rules_text::{Block, blocks, spans};
use crate::games::GameId;
use crate::lang;
use leptos::prelude::*;

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

/// The game's own rules text ([`lang::GameWords::rules`]), block by block.
fn rules_blocks(markdown: &'static str) -> impl IntoView {
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
    let back = storage::load()
        .and_then(|text| SavedGame::decode(&text).ok())
        .map(|saved| {
            view! {
                <p>
                    <a href=Route::Play(saved.setup.query()).hash()>{words.back_to_your_game()}</a>
                </p>
            }
        });
    view! {
        <main class="rules" data-testid="rules">
            <p><a href=Route::Lobby.hash()>{words.back_to_the_lobby()}</a></p>
            {back}
            <h1>{lang::game(game).name()}</h1>
            <p class="subtle">{seats}</p>
            {rules_blocks(lang::game(game).rules())}
            <p><a href=Route::Lobby.hash()>{words.back_to_the_lobby()}</a></p>
        </main>
    }
}
