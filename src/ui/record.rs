//! The record page: your counts per game and role, a chart of results over time, the last
//! finished games with links to their replays, and export, import and clear. The counting lives
//! in [`super::stats`]; this page only draws it and moves text in and out.

use super::AppCtx;
use super::replay::ReplayLink;
use super::session::Route;
use super::stats::{self, Book, Finished, Tally};
use super::storage::record as store;
use crate::engine::{MatchRecord, Seat, SeatResult};
use crate::games::GameId;
use crate::lang::{self, pages::RecordColumn};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

const CHART_WIDTH: f64 = 320.0;
const CHART_HEIGHT: f64 = 80.0;

pub fn record_page(app: AppCtx) -> impl IntoView {
    let words = lang::pages();
    let book = RwSignal::new(match store::load() {
        Ok(book) => book,
        Err(message) => {
            // Said once the page is up, so the notice is not lost in the page's first render.
            Effect::new(move |_| app.notify_until_seen(message.clone()));
            Book::default()
        }
    });
    // Another tab that finishes a game, imports or clears changes the stored record: the page
    // follows, so it never shows, nor exports, less than is kept.
    let others = window_event_listener(leptos::ev::storage, move |ev| {
        if ev.key().is_some_and(|key| key != store::KEY) {
            return;
        }
        match store::load() {
            Ok(stored) => {
                if book.with_untracked(|shown| shown != &stored) {
                    book.set(stored);
                }
            }
            Err(message) => app.notify_until_seen(message),
        }
    });
    on_cleanup(move || others.remove());
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
                    app.notify(words.record_imported());
                }
                Err(reason) => app.notify(words.import_refused(&reason)),
            }
        });
    };
    // An empty record has nothing to export or clear; importing one from another device stays open.
    let nothing_kept =
        move || book.with(|b| b.lines.is_empty() && b.recent.is_empty() && b.learned.is_empty());
    let clear = move |_| {
        let sure = window()
            .confirm_with_message(words.clear_confirm())
            .unwrap_or(false);
        if sure {
            store::clear();
            book.set(Book::default());
        }
    };
    view! {
        <main class="record-page" data-testid="record">
            <header class="record-head">
                <h1>{words.record_title()}</h1>
                <p><a href=Route::Lobby.hash()>{format!("\u{2190} {}", words.back_to_lobby())}</a></p>
            </header>
            <section class="record-tools" aria-label=words.record_tools_label()>
                <button type="button" data-testid="record-export" on:click=export
                    disabled=nothing_kept>{words.export()}</button>
                <label class="button">
                    {words.import()}
                    <input type="file" accept="application/json,.json" data-testid="record-import"
                        class="visually-hidden" on:change=import />
                </label>
                <button type="button" class="quiet" data-testid="record-clear" on:click=clear
                    disabled=nothing_kept>{words.clear()}</button>
            </section>
            {move || book.with(|b| {
                if b.lines.is_empty() && b.recent.is_empty() {
                    // Guided games finished before any real one are still worth saying.
                    return view! {
                        <p class="empty" data-testid="record-empty">
                            {words.no_games_yet()} " "
                            <a href=Route::Lobby.hash()>{lang::app().choose_a_game()}</a>
                        </p>
                        {calls(b)}
                    }
                    .into_any();
                }
                view! {
                    {chart(b)}
                    {tallies(b)}
                    {calls(b)}
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

/// A result's id in the page's classes and data attributes (not shown).
fn result_id(result: SeatResult) -> &'static str {
    match result {
        SeatResult::Win => "Win",
        SeatResult::Draw => "Draw",
        SeatResult::Loss => "Loss",
    }
}

/// Results over time: a dot per game (high a win, low a loss) and the running share of wins.
fn chart(book: &Book) -> impl IntoView + use<> {
    // Abandoned games alone leave no result to draw: no empty chart saying "your last 0 games".
    if book.history.is_empty() {
        return None;
    }
    let points = stats::chart(&book.history, CHART_WIDTH, CHART_HEIGHT);
    let line: Vec<String> = points
        .iter()
        .map(|(x, _, rate)| format!("{x:.1},{rate:.1}"))
        .collect();
    let dots = points
        .iter()
        .zip(&book.history)
        .map(|(&(x, y, _), point)| {
            let class = format!("dot dot-{}", result_id(point.result).to_lowercase());
            view! { <circle class=class cx=format!("{x:.1}") cy=format!("{y:.1}") r="3"></circle> }
        })
        .collect_view();
    let words = lang::pages();
    let games = book.history.len();
    Some(view! {
        <figure class="record-chart" data-testid="record-chart">
            <svg viewBox=format!("-4 -4 {} {}", CHART_WIDTH + 8.0, CHART_HEIGHT + 8.0)
                role="img" aria-label=words.chart_label(games)>
                <line class="axis" x1="0" x2=CHART_WIDTH.to_string() y1=(CHART_HEIGHT / 2.0).to_string() y2=(CHART_HEIGHT / 2.0).to_string()></line>
                <polyline class="rate" points=line.join(" ")></polyline>
                {dots}
            </svg>
            <figcaption>{words.chart_caption(games)}</figcaption>
        </figure>
    })
}

fn tally_cells(tally: &Tally) -> impl IntoView + use<> {
    let score = tally
        .best_score
        .map(|s| lang::pages().score(s))
        .unwrap_or_else(|| "\u{2013}".into());
    // Each value names its column, for the phone's layout where a row is a list (see main.css).
    let label = |column| lang::pages().column(column);
    use RecordColumn as C;
    view! {
        <td data-label=label(C::Played)>{tally.played}</td>
        <td data-label=label(C::Won)>{tally.won}</td>
        <td data-label=label(C::Drawn)>{tally.drawn}</td>
        <td data-label=label(C::Lost)>{tally.lost}</td>
        <td data-label=label(C::Streak)>{tally.streak}</td>
        <td data-label=label(C::BestStreak)>{tally.best_streak}</td>
        <td data-label=label(C::BestScore)>{score}</td>
        <td data-label=label(C::Abandoned)>{tally.abandoned}</td>
        <td data-label=label(C::Hints)>{tally.hints}</td>
        <td data-label=label(C::TakeBacks)>{tally.take_backs}</td>
    }
}

fn tallies(book: &Book) -> impl IntoView + use<> {
    let words = lang::pages();
    let rows = book
        .by_game()
        .into_iter()
        .map(|(game, whole, roles)| {
            let game_words = lang::game(game);
            let roles = roles
                .into_iter()
                .map(|(role, tally)| {
                    let shown = words.as_role(role_shown(game, role));
                    view! {
                        <tr class="role-row" data-record-game=game.id() data-record-role=role.to_string()>
                            <th scope="row">{format!("\u{2003}{shown}")}</th>
                            {tally_cells(tally)}
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <tr data-record-game=game.id() data-played=whole.played.to_string()>
                    <th scope="row">{game_words.name()}</th>
                    {tally_cells(whole)}
                </tr>
                {roles}
            }
        })
        .collect_view();
    let headings = RecordColumn::ALL
        .into_iter()
        .map(|column| view! { <th scope="col">{words.column(column)}</th> })
        .collect_view();
    view! {
        <div class="score-scroll" tabindex="0" role="region" aria-label=words.tallies_label()>
            <table class="scores record-table" data-testid="record-table">
                <thead>
                    <tr>{headings}</tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

/// Each game's calls that matter summed over your finished games, and the guided games you
/// finished; nothing when neither has anything to say.
fn calls(book: &Book) -> impl IntoView + use<> {
    let words = lang::pages();
    let games = book
        .by_game()
        .into_iter()
        .filter_map(|(game, whole, _)| {
            let lines = lang::call_lines(game, |key| whole.calls.get(key).copied().unwrap_or(0));
            (!lines.is_empty()).then(|| {
                view! {
                    <h3>{words.calls_over(lang::game(game).name(), whole.played)}</h3>
                    <ul data-record-calls=game.id()>
                        {lines.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
                    </ul>
                }
            })
        })
        .collect::<Vec<_>>();
    let learned: Vec<String> = book
        .learned_games()
        .into_iter()
        .map(|game| lang::game(game).name().to_string())
        .collect();
    if games.is_empty() && learned.is_empty() {
        return None;
    }
    let learned = (!learned.is_empty()).then(|| {
        view! {
            <p data-testid="record-learned">{words.learned_games(&lang::common().and_list(&learned))}</p>
        }
    });
    Some(view! {
        <section class="record-calls" data-testid="record-calls" aria-labelledby="calls-title">
            <h2 id="calls-title">{words.calls_title()}</h2>
            {learned}
            {games}
        </section>
    })
}

fn finished_list(book: &Book) -> impl IntoView + use<> {
    let words = lang::pages();
    let items = book
        .recent
        .iter()
        .map(|game| {
            let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(game.at));
            let when = String::from(
                date.to_locale_string(words.date_locale(), &wasm_bindgen::JsValue::UNDEFINED),
            );
            let shown = finished_name(game);
            let replay = MatchRecord::decode(&game.code).ok().map(|record| {
                Route::Replay(
                    ReplayLink {
                        record,
                        seat: Seat(game.seat),
                        step: Some(0),
                        bots: game.bots,
                    }
                    .query(),
                )
                .hash()
            });
            view! {
                <li data-finished-game=game.game.clone() data-result=result_id(game.result)>
                    <span class="when">{when}</span>
                    <span>{shown}</span>
                    <strong>{words.result(game.result)}</strong>
                    {replay.map(|href| {
                        let review = format!("{href}&review=1");
                        view! {
                            <a href=href>{words.replay()}</a>
                            " "
                            <a href=review data-testid="review-game">{lang::app().review()}</a>
                        }
                    })}
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="finished" aria-labelledby="finished-title">
            <h2 id="finished-title">{words.finished_games()}</h2>
            <ol class="finished-list" data-testid="finished-games">{items}</ol>
        </section>
    }
}

/// A role's name in the current language; a role the game does not know (an imported record
/// may hold anything) by its id.
fn role_shown(game: GameId, role: &str) -> &str {
    match lang::game(game).role_name(role) {
        "" => role,
        name => name,
    }
}

/// A finished game as its list names it: the game and the role played, in the current language.
fn finished_name(game: &Finished) -> String {
    match GameId::parse(&game.game) {
        Some(id) => {
            let shown = lang::game(id);
            let role = game.role.as_deref().map(|r| role_shown(id, r));
            lang::pages().game_as_role(shown.name(), role)
        }
        None => "?".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameRng, Settings, Turn};
    use crate::lang::leak::{english_only, first_found};
    use crate::lang::pages::{PagesWords, ReplaySpeed};
    use crate::lang::{Lang, pages};
    use crate::ui::crash::bug_report;
    use crate::ui::replay::ReplayLink;
    use crate::ui::session::{SavedGame, Setup};
    use std::collections::BTreeSet;

    const RESULTS: [SeatResult; 3] = [SeatResult::Win, SeatResult::Draw, SeatResult::Loss];

    fn english() -> BTreeSet<String> {
        english_only(
            include_str!("../lang/en/pages.rs"),
            include_str!("../lang/de/pages.rs"),
        )
    }

    fn assert_german(text: &str, english: &BTreeSet<String>) {
        assert!(!text.trim().is_empty(), "an empty message");
        if let Some(word) = first_found(text, english) {
            panic!("English {word:?} in German text: {text}");
        }
    }

    /// Every message of `words`, with sample arguments.
    fn every_message(words: &dyn PagesWords) -> Vec<String> {
        let reason = words.record_not_json();
        let mut texts: Vec<String> = [
            words.record_title(),
            words.back_to_lobby(),
            words.record_tools_label(),
            words.export(),
            words.import(),
            words.clear(),
            words.clear_confirm(),
            words.record_imported(),
            words.no_games_yet(),
            words.tallies_label(),
            words.date_locale(),
            words.replay(),
            words.finished_games(),
            words.calls_title(),
            words.in_hand(),
            words.replay_game_over(),
            words.replay_deal(),
            words.replay_chance(),
            words.replay_bar_label(),
            words.to_the_deal(),
            words.one_move_back(),
            words.pause(),
            words.play(),
            words.one_move_forward(),
            words.to_the_end(),
            words.speed(),
            words.show_all_cards(),
            words.share_replay_label(),
            words.replay_link(),
            words.crash_title(),
            words.crash_explanation(),
            words.bug_report_label(),
            words.reload(),
            words.copy_bug_report(),
            words.unknown_error(),
            words.bug_report_no_save(),
        ]
        .map(String::from)
        .into();
        texts.extend(RESULTS.map(|r| words.result(r).to_string()));
        texts.extend(RecordColumn::ALL.map(|c| words.column(c).to_string()));
        texts.extend(ReplaySpeed::ALL.map(|s| words.replay_speed(s).to_string()));
        texts.extend([
            words.import_refused(&reason),
            words.record_unreadable(&words.record_damaged(1, 27), "duskdeck.x"),
            words.chart_label(1),
            words.chart_label(12),
            words.chart_caption(1),
            words.chart_caption(12),
            words.as_role("Täter"),
            words.game_as_role("Grimwood", Some("Täter")),
            words.game_as_role("Grimwood", None),
            words.score(12.5),
            reason.clone(),
            words.record_without_version(),
            words.record_damaged(1, 27),
            words.record_version_zero(),
            words.record_too_new(3, 1),
            words.record_unknown_game("schach"),
            words.record_counts_off("Grimwood"),
            words.record_unshowable_game("schach"),
            words.calls_over("Grimwood", 3),
            words.learned_games("Grue"),
            words.replay_link_refused(&words.replay_link_garbled()),
            words.replay_unshowable(&words.replay_bad_move(7)),
            words.replay_link_without_code(),
            words.replay_link_unknown_game("schach"),
            words.replay_link_bad_seat("9"),
            words.replay_link_bad_step("x"),
            words.replay_wrong_game("Grimwood"),
            words.replay_no_moves(),
            words.replay_no_bots(),
            words.replay_position(3, 40),
            words.bug_report(
                "1.0",
                "Absicht",
                &words.bug_report_game("#/x", 2, "d2.AAAA"),
            ),
            words.bug_report_unreadable_save("kaputt"),
        ]);
        for viewer in [Seat(0), Seat(2)] {
            texts.push(words.replay_view(viewer, false));
            texts.push(words.replay_view(viewer, true));
            for seat in [Seat(0), Seat(1)] {
                texts.push(words.replay_to_move(3, 40, seat, viewer));
            }
            for result in RESULTS {
                texts.push(words.replay_result(viewer, result, None));
                texts.push(words.replay_result(viewer, result, Some("Täter")));
            }
        }
        texts
    }

    #[test]
    fn every_page_message_is_german_in_german() {
        let english = english();
        assert!(english.contains("replay") && english.contains("record"));
        let german = lang::with(Lang::De, || every_message(pages()));
        for text in &german {
            assert_german(text, &english);
        }
        let english_texts = every_message(lang::pages());
        assert_eq!(german.len(), english_texts.len());
        lang::with(Lang::De, || {
            let words = pages();
            assert_eq!(
                words.replay_to_move(3, 40, Seat(1), Seat(0)),
                "Zug 3 von 40: Platz 2 ist am Zug."
            );
            assert_eq!(
                words.replay_to_move(3, 40, Seat(0), Seat(0)),
                "Zug 3 von 40: Du bist am Zug."
            );
            assert_eq!(
                words.replay_result(Seat(0), SeatResult::Win, Some("Täter")),
                "Spielende: Du hast als Täter gewonnen."
            );
            assert_eq!(
                words.import_refused(&words.record_not_json()),
                "Diese Datei lässt sich nicht importieren, denn sie ist keine Duskdeck-Bilanz \
                 (kein JSON). Deine Bilanz bleibt unverändert."
            );
            assert_eq!(words.score(12.5), "12,5");
            assert_eq!(
                words.chart_caption(2),
                "Ergebnisse deiner letzten 2 Partien: Siege oben, Niederlagen unten; die Linie \
                 zeigt deinen Anteil an Siegen."
            );
        });
    }

    /// A game played at random to its end (or 3000 moves), as a record.
    fn random_record<G: Game>(id: GameId, seats: u8, seed: u64) -> MatchRecord {
        let settings = Settings::new(seats, "");
        let mut state = G::new(&settings, seed).unwrap();
        let mut record = MatchRecord::new(id.id(), settings, seed);
        let mut rng = GameRng::seeded(seed);
        while state.turn() != Turn::Over && record.actions.len() < 3000 {
            let legal = state.legal_actions();
            let i = rng.below(legal.len());
            state.apply_unchecked(&legal[i]);
            record.actions.push(i as u16);
        }
        record
    }

    /// The words the replay, the record's reading and the bug report build outside any view, in
    /// German. Games with roles are left to the games' own tests: a role's name is theirs.
    #[test]
    fn replays_refusals_and_bug_reports_are_german_in_german() {
        let english = english();
        lang::with(Lang::De, || {
            let mut hands_shown = false;
            for (game, seats, seed) in [
                (GameId::GridOfShadows, 2, 1),
                (GameId::GridOfShadows, 4, 7),
                (GameId::Grimwood, 4, 2),
                (GameId::Grimwood, 3, 5),
                (GameId::Gridlock, 3, 3),
            ] {
                let record = crate::with_game!(game, G => random_record::<G>(game, seats, seed));
                let link = ReplayLink {
                    record: record.clone(),
                    seat: Seat(1),
                    step: None,
                    bots: None,
                };
                let mut shown = crate::ui::module::open_replay(&link).unwrap();
                let steps = shown.replay().unwrap().steps;
                for k in 0..=steps {
                    shown.seek(k);
                    let frame = shown.frame();
                    assert_german(&frame.prompt, &english);
                    assert_german(&frame.you_line, &english);
                }
                shown.reveal_all(true);
                let end = shown.frame();
                assert_german(&end.you_line, &english);
                let notes: Vec<&String> = end
                    .model
                    .seats
                    .iter()
                    .flat_map(|s| &s.cards)
                    .filter_map(|c| c.note.as_ref())
                    .collect();
                for note in &notes {
                    assert_german(note, &english);
                }
                hands_shown |= notes.iter().any(|n| *n == "auf der Hand");
                assert!(
                    end.prompt.starts_with("Spielende: Du hast"),
                    "{}",
                    end.prompt
                );
                assert_german(&shown.refuse_drop("a", "b"), &english);
                assert_german(&shown.play_index(0).unwrap_err(), &english);

                let code = record.encode();
                for bad in [
                    "seat=0".to_string(),
                    "code=%ZZ".into(),
                    format!("code={code}&seat=9"),
                    format!("code={code}&step=-1"),
                    format!(
                        "code={}",
                        MatchRecord::new("schach", record.settings.clone(), 1).encode()
                    ),
                ] {
                    let reason = ReplayLink::from_query(&bad).unwrap_err();
                    assert_german(&pages().replay_link_refused(&reason), &english);
                }
                let mut wrong = link.clone();
                wrong.record.actions.push(250);
                let reason = crate::ui::module::open_replay(&wrong)
                    .err()
                    .expect("a move out of range");
                assert_german(&pages().replay_unshowable(&reason), &english);
            }

            assert!(hands_shown, "some game ends with cards in another hand");

            // Every refusal but the one naming a game's counts, whose name is the game's word.
            for bad in [
                "",
                "{\"lines\": []}",
                "{\"version\": 9}",
                "{\"version\": 0}",
                "{\"version\": 1, \"lines\": [{\"game\": \"schach\", \"role\": null, \"tally\": {\"played\": 0, \"won\": 0, \"drawn\": 0, \"lost\": 0, \"streak\": 0, \"best_streak\": 0, \"best_score\": null, \"abandoned\": 0, \"hints\": 0, \"take_backs\": 0}}], \"recent\": [], \"history\": []}",
                "{\"version\": 1, \"lines\": [], \"recent\": [{\"at\": 1.0, \"game\": \"schach\", \"role\": null, \"seat\": 0, \"result\": \"Win\", \"score\": null, \"hints\": 0, \"take_backs\": 0, \"code\": \"x\"}], \"history\": []}",
            ] {
                let reason = Book::read(bad).unwrap_err();
                assert_german(&pages().import_refused(&reason), &english);
            }

            let save = SavedGame {
                setup: Setup::new(GameId::Grimwood, 5),
                actions: vec![0, 0],
                hints: vec![],
                take_backs: vec![],
            }
            .encode();
            // The game's link and the save are data, not words.
            let link = format!("#/play?{}", SavedGame::decode(&save).unwrap().setup.query());
            let report = bug_report("Absicht", Some(&save));
            assert!(report.contains(&link), "{report}");
            assert_german(&report.replace(&link, "").replace(&save, ""), &english);
            // Why a save does not read is the save's own word (the session's).
            let unread = SavedGame::decode("kaputt").unwrap_err();
            let report = bug_report("Absicht", Some("kaputt"));
            assert_german(&report.replace(&unread, ""), &english);
            assert_german(&bug_report("Absicht", None), &english);
            assert!(bug_report("x", None).contains("Es war keine Partie gespeichert."));
        });
    }
}
