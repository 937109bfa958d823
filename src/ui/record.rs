//! The record page: your counts per game and role, a chart of results over time, the last
//! finished games with links to their replays, and export, import and clear. The counting lives
//! in [`super::stats`]; this page only draws it and moves text in and out.

use super::AppCtx;
use super::replay::ReplayLink;
use super::session::Route;
use super::stats::{self, Book, Tally};
use super::storage::record as store;
use crate::engine::words;
use crate::engine::{MatchRecord, Seat, SeatResult};
use crate::games::GameId;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

const CHART_WIDTH: f64 = 320.0;
const CHART_HEIGHT: f64 = 80.0;

pub fn record_page(app: AppCtx) -> impl IntoView {
    let book = RwSignal::new(match store::load() {
        Ok(book) => book,
        Err(message) => {
            // Said once the page is up, so the notice is not lost in the page's first render.
            Effect::new(move |_| app.notify_until_seen(message.clone()));
            Book::default()
        }
    });
    let export = move |_| {
        let text = book.with_untracked(Book::write);
        download("duskdeck-record.json", &text);
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        input.set_value("");
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
            let text = text.ok().and_then(|t| t.as_string()).unwrap_or_default();
            match store::import(&text) {
                Ok(read) => {
                    book.set(read);
                    app.notify("Your record was imported.");
                }
                Err(reason) => app.notify(format!(
                    "That file cannot be imported: {reason}. Your record is unchanged."
                )),
            }
        });
    };
    let clear = move |_| {
        let sure = window()
            .confirm_with_message("Clear your whole record? Export it first to keep a copy.")
            .unwrap_or(false);
        if sure {
            store::clear();
            book.set(Book::default());
        }
    };
    view! {
        <main class="record-page" data-testid="record">
            <header class="record-head">
                <h1>"Your record"</h1>
                <p><a href=Route::Lobby.hash()>"\u{2190} Back to the lobby"</a></p>
            </header>
            <section class="record-tools" aria-label="Keep your record">
                <button type="button" data-testid="record-export" on:click=export>"Export"</button>
                <label class="button">
                    "Import"
                    <input type="file" accept="application/json,.json" data-testid="record-import"
                        class="visually-hidden" on:change=import />
                </label>
                <button type="button" class="quiet" data-testid="record-clear" on:click=clear>"Clear"</button>
            </section>
            {move || book.with(|b| {
                if b.lines.is_empty() && b.recent.is_empty() {
                    return view! {
                        <p class="empty" data-testid="record-empty">
                            "No games yet: finish a game and it shows here."
                        </p>
                    }
                    .into_any();
                }
                view! {
                    {chart(b)}
                    {tallies(b)}
                    {finished_list(b)}
                }
                .into_any()
            })}
        </main>
    }
}

/// Saves `text` as a file through a link the page clicks itself.
fn download(name: &str, text: &str) {
    let href = format!(
        "data:application/json;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(text))
    );
    let Ok(link) = document().create_element("a") else {
        return;
    };
    let _ = link.set_attribute("href", &href);
    let _ = link.set_attribute("download", name);
    if let Ok(link) = link.dyn_into::<web_sys::HtmlElement>() {
        link.click();
    }
}

fn result_word(result: SeatResult) -> &'static str {
    match result {
        SeatResult::Win => "Win",
        SeatResult::Draw => "Draw",
        SeatResult::Loss => "Loss",
    }
}

/// Results over time: a dot per game (high a win, low a loss) and the running share of wins.
fn chart(book: &Book) -> impl IntoView + use<> {
    let points = stats::chart(&book.history, CHART_WIDTH, CHART_HEIGHT);
    let line: Vec<String> = points
        .iter()
        .map(|(x, _, rate)| format!("{x:.1},{rate:.1}"))
        .collect();
    let dots = points
        .iter()
        .zip(&book.history)
        .map(|(&(x, y, _), point)| {
            let class = format!("dot dot-{}", result_word(point.result).to_lowercase());
            view! { <circle class=class cx=format!("{x:.1}") cy=format!("{y:.1}") r="3"></circle> }
        })
        .collect_view();
    let games = words::count(book.history.len() as i64, "game", "games");
    view! {
        <figure class="record-chart" data-testid="record-chart">
            <svg viewBox=format!("-4 -4 {} {}", CHART_WIDTH + 8.0, CHART_HEIGHT + 8.0)
                role="img" aria-label=format!("Results of your last {games}: wins high, losses low, the line your share of wins")>
                <line class="axis" x1="0" x2=CHART_WIDTH.to_string() y1=(CHART_HEIGHT / 2.0).to_string() y2=(CHART_HEIGHT / 2.0).to_string()></line>
                <polyline class="rate" points=line.join(" ")></polyline>
                {dots}
            </svg>
            <figcaption>{format!("Your last {games}: wins high, losses low; the line is your share of wins.")}</figcaption>
        </figure>
    }
}

fn tally_cells(tally: &Tally) -> impl IntoView + use<> {
    let score = tally
        .best_score
        .map(|s| format!("{s}"))
        .unwrap_or_else(|| "\u{2013}".into());
    view! {
        <td>{tally.played}</td>
        <td>{tally.won}</td>
        <td>{tally.drawn}</td>
        <td>{tally.lost}</td>
        <td>{tally.streak}</td>
        <td>{tally.best_streak}</td>
        <td>{score}</td>
        <td>{tally.abandoned}</td>
        <td>{tally.hints}</td>
        <td>{tally.take_backs}</td>
    }
}

fn tallies(book: &Book) -> impl IntoView + use<> {
    let rows = book
        .by_game()
        .into_iter()
        .map(|(game, whole, roles)| {
            let roles = roles
                .into_iter()
                .map(|(role, tally)| {
                    view! {
                        <tr class="role-row" data-record-game=game.id() data-record-role=role.to_string()>
                            <th scope="row">{format!("\u{2003}as {role}")}</th>
                            {tally_cells(tally)}
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <tr data-record-game=game.id() data-played=whole.played.to_string()>
                    <th scope="row">{game.info().name}</th>
                    {tally_cells(whole)}
                </tr>
                {roles}
            }
        })
        .collect_view();
    view! {
        <div class="score-scroll" tabindex="0" role="region" aria-label="Counts per game and role">
            <table class="scores record-table" data-testid="record-table">
                <thead>
                    <tr>
                        <th scope="col">"Game"</th>
                        <th scope="col">"Played"</th>
                        <th scope="col">"Won"</th>
                        <th scope="col">"Drawn"</th>
                        <th scope="col">"Lost"</th>
                        <th scope="col">"Streak"</th>
                        <th scope="col">"Best streak"</th>
                        <th scope="col">"Best score"</th>
                        <th scope="col">"Abandoned"</th>
                        <th scope="col">"Hints"</th>
                        <th scope="col">"Take-backs"</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

fn finished_list(book: &Book) -> impl IntoView + use<> {
    let items = book
        .recent
        .iter()
        .map(|game| {
            let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(game.at));
            let when =
                String::from(date.to_locale_string("en-GB", &wasm_bindgen::JsValue::UNDEFINED));
            let name = GameId::parse(&game.game).map_or("?", |g| g.info().name);
            let role = game
                .role
                .as_ref()
                .map(|r| format!(" as {r}"))
                .unwrap_or_default();
            let replay = MatchRecord::decode(&game.code).ok().map(|record| {
                Route::Replay(
                    ReplayLink {
                        record,
                        seat: Seat(game.seat),
                        step: Some(0),
                    }
                    .query(),
                )
                .hash()
            });
            view! {
                <li data-finished-game=game.game.clone() data-result=result_word(game.result)>
                    <span class="when">{when}</span>
                    <span>{format!("{name}{role}")}</span>
                    <strong>{result_word(game.result)}</strong>
                    {replay.map(|href| view! { <a href=href>"Replay"</a> })}
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="finished" aria-labelledby="finished-title">
            <h2 id="finished-title">"Finished games"</h2>
            <ol class="finished-list" data-testid="finished-games">{items}</ol>
        </section>
    }
}
