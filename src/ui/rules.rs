//! A game's rules page. Its text is data beside the app (`rules/<game>.<lang>.md`, see
//! [`lang::rules_file`]), fetched when the page opens and kept offline by the service worker.
//!
//! The page is drawn by the game's own module, so the cards its text links to
//! (`[Blue 5](card:blue-5)`, see [`crate::engine::rules_text`]) are drawn by the table's own
//! drawing with the game's faces: a line of card links alone is a row of cards, and the cards a
//! paragraph or bullet names stand beside its words. A token the game does not know shows the
//! link's words alone. The drawing is handed in (`ui::TABLE_PAGES`), since the table reads this
//! module's [`fetch_text`] and the two must not name each other.

use super::adapter::CardModel;
use super::module::{self, GameTable};
use super::play::Faces;
use super::session::{Route, SavedGame};
use super::storage;
use crate::engine::rules_text::{Block, Span, blocks, is_card_row, marked_spans, plain_text};
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

/// How the table draws a card away from a table (`table::still_card`).
pub type CardDrawing = fn(CardModel, &Faces) -> AnyView;

/// What draws a page's cards: the game (its faces and what its tokens name) and the table's
/// drawing. The game is `None` where this module does not hold it: the page then reads as text.
#[derive(Clone, Copy)]
struct Drawer {
    game: Option<&'static dyn GameTable>,
    draw: CardDrawing,
}

/// The card `token` names, drawn as the table draws it; `None` for a token the game does not know.
fn drawn_card(drawer: Drawer, token: &str) -> Option<AnyView> {
    let game = drawer.game?;
    let card = game.rules_card(token)?;
    Some((drawer.draw)(card, &game.faces()))
}

/// A line of rules text, its `code` spans set apart and its card links read as their words.
fn rich_text(line: &str) -> impl IntoView + use<> {
    marked_spans(line)
        .into_iter()
        .map(|span| match span {
            Span::Code(code) => view! { <code>{code.to_string()}</code> }.into_any(),
            Span::Text(text) | Span::Card { words: text, .. } => text.to_string().into_any(),
        })
        .collect_view()
}

/// A line of card links alone, drawn as a row of cards, exactly as written (a hand holding two
/// alike shows both); an unknown token is its words.
fn card_row(drawer: Drawer, line: &str) -> impl IntoView + use<> {
    let cards = marked_spans(line)
        .into_iter()
        .filter_map(|span| match span {
            Span::Card { words, token } => Some(
                drawn_card(drawer, token)
                    .unwrap_or_else(|| view! { <span>{words.to_string()}</span> }.into_any()),
            ),
            _ => None,
        })
        .collect_view();
    view! { <div class="rules-cards rules-card-row">{cards}</div> }
}

/// The cards a line of prose links to, one for each link, in the order the words name them (so a
/// grid's row of three backs shows three); `None` if it names no card the game knows.
fn cards_beside(drawer: Drawer, line: &str) -> Option<impl IntoView + use<>> {
    let cards: Vec<AnyView> = marked_spans(line)
        .into_iter()
        .filter_map(|span| match span {
            Span::Card { token, .. } => drawn_card(drawer, token),
            _ => None,
        })
        .collect();
    (!cards.is_empty()).then(|| view! { <div class="rules-cards">{cards}</div> })
}

/// The game's own rules text ([`lang::rules`]), block by block.
fn rules_blocks(markdown: &str, drawer: Drawer) -> impl IntoView + use<> {
    blocks(markdown)
        .into_iter()
        .map(|block| match block {
            Block::Heading(h) => view! { <h2>{plain_text(&h)}</h2> }.into_any(),
            Block::Paragraph(p) if is_card_row(&p) => card_row(drawer, &p).into_any(),
            Block::Paragraph(p) => match cards_beside(drawer, &p) {
                Some(cards) => view! {
                    <div class="rules-pictured">
                        <p>{rich_text(&p)}</p>
                        {cards}
                    </div>
                }
                .into_any(),
                None => view! { <p>{rich_text(&p)}</p> }.into_any(),
            },
            Block::Bullets(items) => view! {
                <ul>
                    {items
                        .iter()
                        .map(|item| {
                            if is_card_row(item) {
                                view! { <li>{card_row(drawer, item)}</li> }.into_any()
                            } else {
                                view! { <li>{rich_text(item)}{cards_beside(drawer, item)}</li> }
                                    .into_any()
                            }
                        })
                        .collect_view()}
                </ul>
            }
            .into_any(),
        })
        .collect_view()
}

/// The rules of `game`, its cards drawn by `draw`.
pub fn rules_page(game: GameId, draw: CardDrawing) -> impl IntoView {
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
    let drawer = Drawer {
        game: module::table(game),
        draw,
    };
    let body = move || {
        text.get().map(|markdown| match markdown {
            Some(markdown) => rules_blocks(&markdown, drawer).into_any(),
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

#[cfg(test)]
mod tests {
    use crate::engine::rules_text::{Block, blocks, card_tokens, is_card_row};
    use crate::games::GameId;
    use crate::lang::{self, Lang};
    use crate::ui::module;

    /// Every card a rules page links to is one its game draws, in both languages, so no page
    /// shows a link's words where a card was meant.
    #[test]
    fn every_card_token_in_every_rules_page_names_a_card_of_its_game() {
        for game in GameId::ALL {
            let table = module::table(game).expect("natively every game's table is here");
            for language in Lang::ALL {
                let page = lang::rules(language, game);
                let tokens = card_tokens(page);
                assert!(!tokens.is_empty(), "{game:?} {language:?} draws no card");
                for token in tokens {
                    assert!(
                        table.rules_card(token).is_some(),
                        "{game:?} {language:?}: no card {token:?}"
                    );
                }
            }
        }
    }

    /// The German page pictures what the English one does: the same cards, as often, and a row
    /// of cards for each row (the setup's picture among them).
    #[test]
    fn both_languages_draw_the_same_cards_and_rows() {
        let rows = |page: &str| {
            blocks(page)
                .into_iter()
                .filter(|block| match block {
                    Block::Paragraph(p) => is_card_row(p),
                    Block::Bullets(items) => items.iter().any(|item| is_card_row(item)),
                    Block::Heading(_) => false,
                })
                .count()
        };
        for game in GameId::ALL {
            let mut english = card_tokens(lang::rules(Lang::En, game));
            let mut german = card_tokens(lang::rules(Lang::De, game));
            english.sort_unstable();
            german.sort_unstable();
            assert_eq!(english, german, "{game:?}");
            let (en, de) = (lang::rules(Lang::En, game), lang::rules(Lang::De, game));
            assert!(rows(en) >= 1, "{game:?} has no row of cards");
            assert_eq!(rows(en), rows(de), "{game:?}");
        }
    }

    #[test]
    fn an_unknown_token_names_no_card_and_a_known_one_a_still_face_up_card() {
        let table = module::table(GameId::Grue).expect("the Grue's table");
        for unknown in ["", "Lantern", "no-such-card", "lantern ", "card:lantern"] {
            assert_eq!(table.rules_card(unknown), None, "{unknown:?}");
        }
        let lantern = table.rules_card("lantern").expect("the Lantern");
        assert!(lantern.face_up && lantern.drag.is_none() && lantern.drop.is_none());
        assert_eq!(lantern.name, "Lantern");
        assert!(!table.rules_card("back").expect("a back").face_up);
    }
}
