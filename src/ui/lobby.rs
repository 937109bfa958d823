//! The lobby: pick a game and a table, then start; or continue the saved game.

use super::session::{Pace, Route, SavedGame, Setup};
use super::{AppCtx, storage};
use crate::bots::Difficulty;
use crate::engine::{Seat, fresh_seed};
use crate::games::GameId;
use leptos::prelude::*;

pub fn lobby(app: AppCtx) -> impl IntoView {
    // The saved game, if it can be resumed; its table is also the best guess at what to play next.
    let saved = storage::load().and_then(|text| SavedGame::decode(&text).ok());
    let initial = saved
        .as_ref()
        .map(|s| s.setup.clone())
        .unwrap_or_else(|| Setup::new(GameId::ALL[0], 0));
    let form = RwSignal::new(initial);
    let info = Signal::derive(move || form.with(|f| f.game.info()));

    let select = |id: &'static str,
                  label: &'static str,
                  options: Signal<Vec<(String, String)>>,
                  current: Signal<String>,
                  change: Box<dyn Fn(String) + Send + Sync>| {
        view! {
            <div class="field">
                <label for=id>{label}</label>
                <select id=id on:change=move |ev| change(event_target_value(&ev))>
                    <For
                        each=move || options.get()
                        key=|o| o.clone()
                        children=move |(value, text)| {
                            let v = value.clone();
                            view! {
                                <option value=value prop:selected=move || current.get() == v>
                                    {text}
                                </option>
                            }
                        }
                    />
                </select>
            </div>
        }
    };

    let game_field = select(
        "game-select",
        "Game",
        Signal::derive(|| {
            GameId::ALL
                .iter()
                .map(|g| (g.id().to_string(), g.info().name.to_string()))
                .collect()
        }),
        Signal::derive(move || form.with(|f| f.game.id().to_string())),
        Box::new(move |v| {
            if let Some(game) = GameId::parse(&v) {
                form.update(|f| *f = f.with_game(game));
            }
        }),
    );
    let seats_field = select(
        "seats-select",
        "Players",
        Signal::derive(move || {
            let i = info.get();
            (i.min_seats..=i.max_seats)
                .map(|n| (n.to_string(), format!("{n} players")))
                .collect()
        }),
        Signal::derive(move || form.with(|f| f.settings.seats.to_string())),
        Box::new(move |v| {
            if let Ok(n) = v.parse::<u8>() {
                form.update(|f| *f = f.with_seats(n));
            }
        }),
    );
    let seat_field = select(
        "seat-select",
        "Your seat",
        Signal::derive(move || {
            (0..form.with(|f| f.seats()))
                .map(|i| (i.to_string(), Seat(i as u8).to_string()))
                .collect()
        }),
        Signal::derive(move || form.with(|f| f.you.0.to_string())),
        Box::new(move |v| {
            if let Ok(n) = v.parse::<u8>() {
                form.update(|f| *f = f.with_you(Seat(n)));
            }
        }),
    );
    let difficulty_field = select(
        "difficulty-select",
        "Bot difficulty",
        Signal::derive(|| {
            Difficulty::ALL
                .iter()
                .map(|d| (d.name().to_string(), d.to_string()))
                .collect()
        }),
        Signal::derive(move || form.with(|f| f.difficulty.name().to_string())),
        Box::new(move |v| {
            if let Some(d) = Difficulty::parse(&v) {
                form.update(|f| f.difficulty = d);
            }
        }),
    );
    let variant_field = select(
        "variant-select",
        "Rules",
        Signal::derive(move || {
            std::iter::once((String::new(), "Standard".to_string()))
                .chain(
                    info.get()
                        .variants
                        .iter()
                        .map(|v| (v.id.to_string(), v.name.to_string())),
                )
                .collect()
        }),
        Signal::derive(move || form.with(|f| f.settings.variant.clone())),
        Box::new(move |v| form.update(|f| *f = f.with_variant(&v))),
    );
    let rounds_field = move || {
        let rounds = info.get().rounds.filter(|_| form.with(Setup::takes_rounds));
        rounds.map(|rounds| {
            select(
                "rounds-select",
                "Match length",
                Signal::derive(move || {
                    std::iter::once((String::new(), format!("Full match ({})", rounds.standard)))
                        .chain(
                            [1u8, 3, 5]
                                .into_iter()
                                .filter(|&n| n <= rounds.max)
                                .map(|n| {
                                    let label = if n == 1 {
                                        "1 round".to_string()
                                    } else {
                                        format!("{n} rounds")
                                    };
                                    (n.to_string(), label)
                                }),
                        )
                        .collect()
                }),
                Signal::derive(move || {
                    form.with(|f| f.settings.rounds.map(|n| n.to_string()).unwrap_or_default())
                }),
                Box::new(move |v| form.update(|f| *f = f.with_rounds(v.parse::<u8>().ok()))),
            )
        })
    };
    let pace_field = select(
        "pace-select",
        "Bot pace",
        Signal::derive(|| {
            Pace::ALL
                .iter()
                .map(|p| (p.id().to_string(), p.label().to_string()))
                .collect()
        }),
        Signal::derive(move || form.with(|f| f.pace.id().to_string())),
        Box::new(move |v| {
            if let Some(p) = Pace::parse(&v) {
                form.update(|f| f.pace = p);
            }
        }),
    );

    let variant_summary = move || {
        form.with(|f| {
            let info = f.game.info();
            info.variants
                .iter()
                .find(|v| v.id == f.settings.variant)
                .map(|v| view! { <p class="subtle">{v.summary}</p> })
        })
    };

    let others = move || {
        form.with(|f| {
            Seat::all(f.seats())
                .filter(|&s| s != f.you)
                .map(|s| (s, f.is_human(s)))
                .collect::<Vec<_>>()
        })
    };
    let humans_field = view! {
        <fieldset class="field humans">
            <legend>"Other seats"</legend>
            <p class="subtle">"Bots play unless you tick a seat for a friend sharing this device."</p>
            <For
                each=others
                key=|item| *item
                children=move |(seat, human)| {
                    let id = format!("human-seat-{}", seat.0);
                    let label_for = id.clone();
                    view! {
                        <label class="check" for=label_for>
                            <input
                                type="checkbox"
                                id=id
                                data-human-seat=seat.0.to_string()
                                prop:checked=human
                                on:change=move |ev| {
                                    let on = event_target_checked(&ev);
                                    form.update(|f| *f = f.with_human(seat, on));
                                }
                            />
                            {format!("{seat}: a person")}
                        </label>
                    }
                }
            />
        </fieldset>
    };

    let start = move |_| {
        let setup = Setup {
            seed: fresh_seed(),
            ..form.get_untracked()
        };
        app.clear_notice();
        app.go(Route::Play(setup.query()));
    };
    let continue_button = saved.map(|s| {
        let query = s.setup.query();
        let name = s.setup.game.info().name;
        let moves = s.actions.len();
        view! {
            <section class="continue">
                <p>{format!("A game of {name} is waiting ({moves} moves played).")}</p>
                <button
                    type="button"
                    id="continue-button"
                    class="primary"
                    on:click=move |_| {
                        app.clear_notice();
                        app.go(Route::Play(query.clone()));
                    }
                >
                    "Continue"
                </button>
            </section>
        }
    });

    view! {
        <main class="lobby" data-testid="lobby">
            <section class="intro">
                <h1>"Duskdeck"</h1>
                <p class="tagline">
                    "Shadowy card games for one player against bots, or for friends passing one device."
                </p>
            </section>
            {continue_button}
            <form class="setup" on:submit=move |ev| ev.prevent_default()>
                <h2>"New game"</h2>
                {game_field}
                <div class="field-row">{seats_field} {seat_field}</div>
                {humans_field}
                <div class="field-row">{difficulty_field} {pace_field}</div>
                {variant_field}
                {variant_summary}
                {rounds_field}
                <button type="button" id="start-button" class="primary big" on:click=start>
                    "Start"
                </button>
            </form>
            <section class="games">
                <h2>"The games"</h2>
                <ul>
                    {GameId::ALL
                        .iter()
                        .map(|g| {
                            let info = g.info();
                            view! {
                                <li>
                                    <span class="game-name">{info.name}</span>
                                    <span class="subtle">
                                        {format!(" · {} to {} players ", info.min_seats, info.max_seats)}
                                    </span>
                                    <a data-rules-link=info.id href=Route::Rules(info.id.into()).hash()>
                                        "How to play"
                                    </a>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
                <p class="subtle">"More games are on their way."</p>
            </section>
        </main>
    }
}
