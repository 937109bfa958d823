//! The lobby: each game as a tile that sells it (picture, pitch, players, length), the table to
//! set for the chosen one, then start; or continue the saved game.

use super::session::{Pace, Route, SavedGame, Setup};
use super::{AppCtx, storage};
use crate::bots::Difficulty;
use crate::engine::{GameInfo, Seat, fresh_seed};
use crate::games::GameId;
use crate::lang;
use leptos::prelude::*;

/// The card that stands for a game on its tile, as its table draws it (`UiGame::card_art`):
/// the card's id, its symbol and its tone. Kept here as data, so the lobby's module holds no
/// game's table; a test checks each against its game's own drawing.
/// (Why play it and how long it takes are words: `AppWords::pitch` and `AppWords::length`, whose
/// lengths are estimated from the rulebooks, except GRID#LOCK's: its lobby match of three rounds
/// at a few minutes a round with bots, see `RoundsInfo::minutes_a_round`. The rulebook's 10 to 30
/// minutes a round are for people dealing real cards.)
struct SignatureCard {
    #[cfg_attr(not(test), allow(dead_code))]
    card: &'static str,
    tone: &'static str,
    path: &'static str,
}

fn signature_card(game: GameId) -> SignatureCard {
    let (card, tone, path) = match game {
        GameId::Grue => (
            "Grue",
            "grue-monster",
            "M2 8.5C4 5 9 5 11 8.5 9 12 4 12 2 8.5zm11 0C15 5 20 5 22 8.5 20 12 15 12 13 8.5zM3 14h18l\
             -2.2 6-2-3.4-2.4 3.4-2.4-3.4-2.4 3.4-2-3.4-2.4 3.4z",
        ),
        GameId::GridOfShadows => (
            "Yellow 3",
            "gos-yellow",
            "M13 2L4 14h6l-1 8 9-12h-6zM2 0L4 3.8H0zM22 20.2L24 24h-4z",
        ),
        GameId::Gridlock => (
            "GRID#LOCK (row and column)",
            "lock",
            "M8 11h1V9a3 3 0 0 1 6 0v2h1v6H8zM10.5 11h3V9a1.5 1.5 0 0 0-3 0zM1 14l5-4v8zM23 14l-5-4v8z\
             M12 .5l3.5 4.5h-7zM12 23.5l-3.5-4.5h7z",
        ),
        GameId::ShadowHouse => (
            "Culprit",
            "sh-culprit",
            "M12 1.5l2.2 10.5H9.8zM7 12.5h10v2.2H7zM10.9 14.7h2.2v5.5h-2.2zM9.5 20.2h5v2.3h-5z",
        ),
        GameId::Grimwood => (
            "Dragon",
            "super",
            "M3 18c2-6 6-10 12-11l-2-4 6 3 3 6-4-1c-1 4-5 7-10 7h-5z",
        ),
    };
    SignatureCard { card, tone, path }
}

/// "4\u{2013}6 players", or "4 players" for a game played at one count only.
fn players_label(info: &GameInfo) -> String {
    lang::app().players_range(info.min_seats, info.max_seats)
}

/// A game's signature card face over a card back: the picture on its tile. The tone classes come
/// from the game's own stylesheet, so the emblem wears the same colours as the card at the table.
fn emblem(game: GameId) -> impl IntoView {
    let art = signature_card(game);
    view! {
        <span class="lobby-emblem" aria-hidden="true">
            <span class="lobby-emblem-back"></span>
            <span class=format!("lobby-emblem-face tone-{}", art.tone)>
                <svg viewBox="0 0 24 24">
                    <path d=art.path fill-rule="evenodd"></path>
                </svg>
            </span>
        </span>
    }
}

/// One game's tile: a radio of the `game` group, so arrow keys move between games, and picking
/// one sets up the table for it. Two labels pick it (the picture with the pitch, and the facts
/// line); the rules link sits outside both, so following it does not pick the game.
fn game_tile(game: GameId, form: RwSignal<Setup>) -> impl IntoView {
    let info = game.info();
    let words = lang::app();
    let chosen = move || form.with(|f| f.game == game);
    let input_id = format!("game-tile-{}", info.id);
    view! {
        <div class="game-tile" class:chosen=chosen data-game-tile=info.id>
            <input
                type="radio"
                class="game-tile-radio"
                name="game"
                id=input_id.clone()
                value=info.id
                prop:checked=chosen
                on:change=move |_| {
                    form.update(|f| {
                        if f.game != game {
                            *f = f.with_game(game);
                        }
                    })
                }
            />
            <label class="game-tile-pick" for=input_id.clone()>
                {emblem(game)}
                <span class="game-tile-text">
                    <span class="game-tile-name">{lang::game(game).name()}</span>
                    <span class="game-tile-pitch">{words.pitch(game)}</span>
                </span>
                <span class="game-tile-check" aria-hidden="true">
                    "\u{2713}"
                </span>
            </label>
            <div class="game-tile-foot">
                <label class="game-tile-facts" for=input_id.clone()>
                    <span>{players_label(&info)}</span>
                    <span>{words.length(game)}</span>
                </label>
                <a
                    class="game-tile-rules"
                    data-rules-link=info.id
                    href=Route::Rules(info.id.into()).hash()
                >
                    {words.how_to_play()}
                </a>
                <a
                    class="game-tile-learn"
                    data-testid=format!("learn-{}", info.id)
                    href=learn_hash(game)
                >
                    {words.learn_to_play()}
                    {storage::learned(game).then(|| view! {
                        <span class="game-tile-learned" title=words.learned()>
                            " \u{2713}"
                        </span>
                    })}
                </a>
            </div>
        </div>
    }
}

/// The guided first game of `game`.
fn learn_hash(game: GameId) -> String {
    Route::Learn(format!("game={}", game.id())).hash()
}

pub fn lobby(app: AppCtx) -> impl IntoView {
    // The saved game, if it can be resumed; its table is also the best guess at what to play next.
    let saved = storage::load().and_then(|text| SavedGame::decode(&text).ok());
    // What the record knows of that game: whether it has ended, and so whether Start gives it up.
    let note = saved.as_ref().and_then(|_| storage::standing_note());
    let initial = saved
        .as_ref()
        .map(|s| s.setup.clone())
        .unwrap_or_else(|| Setup::new(GameId::ALL[0], 0));
    let form = RwSignal::new(initial);
    let info = Signal::derive(move || form.with(|f| f.game.info()));
    let words = lang::app();

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
        words.field_game(),
        Signal::derive(|| {
            GameId::ALL
                .iter()
                .map(|&g| (g.id().to_string(), lang::game(g).name().to_string()))
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
        words.field_players(),
        Signal::derive(move || {
            let i = info.get();
            (i.min_seats..=i.max_seats)
                .map(|n| (n.to_string(), lang::app().players(n)))
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
        words.field_your_seat(),
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
        words.field_difficulty(),
        Signal::derive(|| {
            Difficulty::ALL
                .iter()
                .map(|&d| (d.name().to_string(), lang::app().difficulty(d).to_string()))
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
        words.field_rules(),
        Signal::derive(move || {
            let game = lang::game(form.with(|f| f.game));
            std::iter::once((String::new(), lang::app().standard_rules().to_string()))
                .chain(
                    info.get()
                        .variants
                        .iter()
                        .map(|v| (v.id.to_string(), game.variant_name(v.id).to_string())),
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
                words.field_match_length(),
                Signal::derive(move || {
                    // The full match's own end is told under the row: a long option would be cut
                    // short in the narrow select.
                    // The usual counts, the game's suggestion and whatever a link set.
                    let mut counts = vec![1u8, 3, 5];
                    counts.extend(rounds.suggested);
                    counts.extend(form.with(|f| f.settings.rounds));
                    counts.sort();
                    counts.dedup();
                    std::iter::once((String::new(), lang::app().full_match().to_string()))
                        .chain(
                            counts
                                .into_iter()
                                .filter(|&n| n <= rounds.max)
                                .map(|n| (n.to_string(), lang::app().rounds(n))),
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
        words.field_pace(),
        Signal::derive(|| {
            Pace::ALL
                .iter()
                .map(|p| (p.id().to_string(), lang::app().pace(p.id()).to_string()))
                .collect()
        }),
        Signal::derive(move || form.with(|f| f.pace.id().to_string())),
        Box::new(move |v| {
            if let Some(p) = Pace::parse(&v) {
                form.update(|f| f.pace = p);
            }
        }),
    );

    // What the chosen rules change, and where a full match ends.
    let rules_note = move || {
        form.with(|f| {
            let info = f.game.info();
            let game = lang::game(f.game);
            let variant = info
                .variants
                .iter()
                .find(|v| v.id == f.settings.variant)
                .map(|v| game.variant_summary(v.id).to_string());
            let length = info.rounds.filter(|_| f.takes_rounds()).map(|rounds| {
                let words = lang::app();
                let per_round = rounds.minutes_a_round;
                // The fewest rounds at the quickest pace, the most at the slowest.
                let minutes = |(few, many): (u8, u8), (fast, slow): (u8, u8)| {
                    (
                        u16::from(few) * u16::from(fast),
                        u16::from(many) * u16::from(slow),
                    )
                };
                match f.settings.rounds {
                    None => {
                        let text = words.full_match_note(game.standard_end());
                        match (rounds.full_match_rounds, per_round) {
                            (Some(count), Some(pace)) => format!(
                                "{text} {}",
                                words.full_match_time(count, minutes(count, pace))
                            ),
                            _ => text,
                        }
                    }
                    Some(n) => {
                        let text = words.rounds_note(n, game.standard_end());
                        match per_round {
                            Some(pace) => {
                                format!("{text} {}", words.match_time(minutes((n, n), pace)))
                            }
                            None => text,
                        }
                    }
                }
            });
            let text = [variant, length]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" ");
            (!text.is_empty()).then(|| view! { <p class="subtle lobby-rules-note">{text}</p> })
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
            <legend>{words.played_by_a_person()}</legend>
            <p class="subtle">{words.tick_a_friend()}</p>
            <div class="humans-seats">
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
                                {seat.to_string()}
                            </label>
                        }
                    }
                />
            </div>
        </fieldset>
    };

    // What Start will deal, so the choice made among the tiles is confirmed beside the button
    // (on a phone the bar stays in sight while the tiles scroll by).
    let start_summary = move || {
        form.with(|f| {
            let name = lang::game(f.game).name();
            let table = lang::app().start_summary(f.settings.seats, f.you);
            view! {
                <span class="lobby-start-game">{name}</span>
                <span class="lobby-start-table">{table}</span>
            }
        })
    };

    let deal = move || {
        let setup = Setup {
            seed: fresh_seed(),
            ..form.get_untracked()
        };
        super::crash::forget();
        app.clear_notice();
        storage::note_started(setup.game);
        app.go(Route::Play(setup.query()));
    };
    // A new game replaces the one save: if that holds an unfinished game, Start asks first.
    let gives_up = saved
        .as_ref()
        .zip(note.as_ref())
        .and_then(|(s, note)| note.abandons(s).then(|| lang::game(s.setup.game).name()));
    let confirming = RwSignal::new(false);
    let start = move |_| {
        if gives_up.is_some() {
            confirming.set(true);
        } else {
            deal();
        }
    };
    // The first time a game is about to be started, its guided first game is offered.
    let learn_offer = move || {
        let game = form.with(|f| f.game);
        (!storage::learned(game) && !storage::started(game)).then(|| {
            view! {
                <p class="lobby-learn-offer" data-testid="learn-offer">
                    {lang::app().new_to_game(lang::game(game).name())}
                    " "
                    <a href=learn_hash(game)>{lang::app().learn_to_play()}</a>
                </p>
            }
        })
    };
    let start_controls = move || {
        if let (true, Some(game)) = (confirming.get(), gives_up) {
            view! {
                <div class="lobby-confirm" role="alert" data-testid="start-confirm">
                    <p>{lang::app().start_gives_up(game)}</p>
                    <div class="lobby-confirm-buttons">
                        <button
                            type="button"
                            id="start-anyway"
                            class="primary"
                            on:click=move |_| deal()
                        >
                            {lang::app().start_anyway()}
                        </button>
                        <button type="button" on:click=move |_| confirming.set(false)>
                            {lang::app().keep_waiting_game()}
                        </button>
                    </div>
                </div>
            }
            .into_any()
        } else {
            view! {
                <button type="button" id="start-button" class="primary big" on:click=start>
                    {lang::app().start()}
                </button>
            }
            .into_any()
        }
    };
    // After a crash, the saved game resumes from the move before the one that failed.
    let crash = super::crash::crashed_at().and_then(|at| {
        let resumed = storage::load().and_then(|text| super::crash::resume_before(&text, at));
        if resumed.is_none() {
            super::crash::forget();
        }
        resumed.map(|resumed| (at, resumed))
    });
    let continue_button = saved.map(|s| {
        let (s, message, label) = match crash {
            Some((at, resumed)) => {
                let message =
                    words.crashed_game(lang::game(s.setup.game).name(), at, resumed.actions.len());
                (resumed, message, words.resume_before_the_error())
            }
            None => {
                let name = lang::game(s.setup.game).name();
                let ended = note.as_ref().is_some_and(|note| note.ended(&s));
                if ended {
                    let message = words.game_ended(name, s.actions.len());
                    (s, message, words.see_how_it_ended())
                } else {
                    let message = words.game_waiting(name, s.actions.len());
                    (s, message, words.continue_game())
                }
            }
        };
        let query = s.setup.query();
        let game = s.setup.game;
        let text = s.encode();
        view! {
            <section class="continue lobby-continue">
                {emblem(game)}
                <p data-testid="continue-message">{message}</p>
                <button
                    type="button"
                    id="continue-button"
                    class="primary"
                    on:click=move |_| {
                        // Resuming after a crash writes the shortened game first.
                        storage::save(&text);
                        super::crash::forget();
                        app.clear_notice();
                        app.go(Route::Play(query.clone()));
                    }
                >
                    {label}
                </button>
            </section>
        }
    });

    view! {
        <main class="lobby" data-testid="lobby">
            <section class="intro">
                <h1>"Duskdeck"</h1>
                <p class="tagline">{words.tagline()}</p>
                <p class="record-link">
                    <a href=Route::Record.hash() data-testid="record-link">
                        {words.record_link()}
                    </a>
                </p>
            </section>
            {continue_button}
            <form class="lobby-form" on:submit=move |ev| ev.prevent_default()>
                <fieldset class="lobby-tiles">
                    <legend class="lobby-heading">{words.choose_a_game()}</legend>
                    <div class="lobby-tile-grid">
                        {GameId::ALL.iter().map(|&game| game_tile(game, form)).collect_view()}
                        <p class="lobby-tile-soon subtle">{words.more_games_coming()}</p>
                    </div>
                </fieldset>
                <section class="lobby-settings" aria-labelledby="lobby-settings-heading">
                    <h2 class="lobby-heading" id="lobby-settings-heading">
                        {words.set_the_table()}
                    </h2>
                    {game_field}
                    <div class="field-row">{variant_field} {rounds_field}</div>
                    {rules_note}
                    <div class="field-row">{seats_field} {seat_field}</div>
                    {humans_field}
                    <div class="field-row">{difficulty_field} {pace_field}</div>
                </section>
                <div class="lobby-start">
                    <p class="lobby-start-summary">{start_summary}</p>
                    {learn_offer}
                    {start_controls}
                </div>
            </form>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::adapter::UiGame;

    /// The emblem is the signature card as its game draws it: a name the game does not know
    /// falls back to a generic face, which would leave a tile without its picture.
    #[test]
    fn every_emblem_is_its_signature_card_as_the_game_draws_it() {
        for game in GameId::ALL {
            let emblem = signature_card(game);
            let (art, unknown) = crate::with_game!(game, G => {
                (G::card_art(emblem.card), G::card_art("no such card"))
            });
            assert_ne!(
                art,
                unknown,
                "{}: {} is not one of its cards",
                game.id(),
                emblem.card
            );
            assert_eq!(
                (emblem.tone, emblem.path),
                (art.tone, art.path),
                "{}",
                game.id()
            );
            assert!(
                !art.hint.is_empty(),
                "{}: {} has no hint",
                game.id(),
                emblem.card
            );
        }
    }

    #[test]
    fn the_player_count_reads_as_a_range_or_a_single_count() {
        let grue = GameId::Grue.info();
        assert_eq!(players_label(&grue), "4\u{2013}6 players");
        let fixed = GameInfo {
            min_seats: 5,
            max_seats: 5,
            ..grue
        };
        assert_eq!(players_label(&fixed), "5 players");
    }

    #[test]
    fn every_pitch_is_one_short_line() {
        for language in lang::Lang::ALL {
            for game in GameId::ALL {
                let pitch = lang::with(language, || lang::app().pitch(game));
                assert!(
                    pitch.chars().count() <= 125 && !pitch.contains('\n') && !pitch.contains("  "),
                    "{}: {pitch:?}",
                    game.id()
                );
            }
        }
    }
}
