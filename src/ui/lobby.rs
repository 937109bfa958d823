//! The lobby: each game as a tile that sells it (picture, pitch, players, length), the table to
//! set for the chosen one, then start; or continue the saved game.

use super::adapter::UiGame;
use super::session::{Pace, Route, SavedGame, Setup};
use super::{AppCtx, storage};
use crate::bots::Difficulty;
use crate::engine::{GameInfo, Seat, fresh_seed, words};
use crate::games::GameId;
use leptos::prelude::*;

/// What a tile says about a game beyond its `GameInfo`: why play it, how long it takes, and the
/// card that stands for it.
struct Showcase {
    /// One line in our own words, for someone who has never played it.
    pitch: &'static str,
    /// A typical game with bots, estimated from the rulebook (GRID#LOCK's own says a round takes
    /// 10 to 30 minutes; its match is as many rounds as the table chooses).
    length: &'static str,
    /// A card name the game's `UiGame::card_art` knows: the tile's picture.
    signature_card: &'static str,
}

fn showcase(game: GameId) -> Showcase {
    match game {
        GameId::Grue => Showcase {
            pitch: "Trade in silent darkness for the Sword and Shield before the Grue eats you; \
                    one of you secretly serves it.",
            length: "5\u{2013}15 min",
            signature_card: "Grue",
        },
        GameId::GridOfShadows => Showcase {
            pitch: "Play cards face down, claim anything, and cry \u{201c}Lights!\u{201d} on a liar: \
                    the first to empty their hand escapes.",
            length: "20\u{2013}40 min",
            signature_card: "Yellow 3",
        },
        GameId::Gridlock => Showcase {
            pitch: "Swap cards into your face-down 3\u{d7}3 grid until its rows and columns make \
                    runs and sets worth points.",
            length: "10\u{2013}30 min a round",
            signature_card: "GRID#LOCK (row and column)",
        },
        GameId::ShadowHouse => Showcase {
            pitch: "A lord lies dead at dinner. Unmask whoever holds the Culprit card, or hold it \
                    yourself and slip away.",
            length: "15\u{2013}30 min",
            signature_card: "Culprit",
        },
        GameId::Grimwood => Showcase {
            pitch: "Draw, steal and set loose 24 supernaturals to lay down the richest combos \
                    before the forest runs out.",
            length: "20\u{2013}40 min",
            signature_card: "Dragon",
        },
    }
}

/// "4\u{2013}6 players", or "4 players" for a game played at one count only.
fn players_label(info: &GameInfo) -> String {
    if info.min_seats == info.max_seats {
        words::count(info.min_seats, "player", "players")
    } else {
        format!("{}\u{2013}{} players", info.min_seats, info.max_seats)
    }
}

/// A game's signature card face over a card back: the picture on its tile. The tone classes come
/// from the game's own stylesheet, so the emblem wears the same colours as the card at the table.
fn emblem(game: GameId) -> impl IntoView {
    let art = crate::with_game!(game, G => G::card_art(showcase(game).signature_card));
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
    let show = showcase(game);
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
                    <span class="game-tile-name">{info.name}</span>
                    <span class="game-tile-pitch">{show.pitch}</span>
                </span>
                <span class="game-tile-check" aria-hidden="true">
                    "\u{2713}"
                </span>
            </label>
            <div class="game-tile-foot">
                <label class="game-tile-facts" for=input_id.clone()>
                    <span>{players_label(&info)}</span>
                    <span>{show.length}</span>
                </label>
                <a
                    class="game-tile-rules"
                    data-rules-link=info.id
                    href=Route::Rules(info.id.into()).hash()
                >
                    "How to play"
                </a>
            </div>
        </div>
    }
}

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
                    // The full match's own end is told under the row: a long option would be cut
                    // short in the narrow select.
                    std::iter::once((String::new(), "Full match".to_string()))
                        .chain(
                            [1u8, 3, 5]
                                .into_iter()
                                .filter(|&n| n <= rounds.max)
                                .map(|n| (n.to_string(), words::count(n, "round", "rounds"))),
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

    // What the chosen rules change, and where a full match ends.
    let rules_note = move || {
        form.with(|f| {
            let info = f.game.info();
            let variant = info
                .variants
                .iter()
                .find(|v| v.id == f.settings.variant)
                .map(|v| v.summary.to_string());
            let full_match = info
                .rounds
                .filter(|_| f.takes_rounds() && f.settings.rounds.is_none())
                .map(|r| format!("A full match: {}.", r.standard));
            let text = [variant, full_match]
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
            <legend>"Played by a person"</legend>
            <p class="subtle">"Tick a friend\u{2019}s seat; bots play the others."</p>
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
            let name = f.game.info().name;
            let table = format!(
                "{} \u{b7} you are {}",
                words::count(f.settings.seats, "player", "players"),
                f.you
            );
            view! {
                <span class="lobby-start-game">{name}</span>
                <span class="lobby-start-table">{table}</span>
            }
        })
    };

    let start = move |_| {
        let setup = Setup {
            seed: fresh_seed(),
            ..form.get_untracked()
        };
        super::crash::forget();
        app.clear_notice();
        app.go(Route::Play(setup.query()));
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
                let from = match resumed.actions.len() {
                    0 => "the deal".to_string(),
                    kept => format!("move {kept}"),
                };
                let message = format!(
                    "Duskdeck stopped with an error in your game of {} after move {at}. It can \
                     go on from {from}, before the move that failed.",
                    s.setup.game.info().name,
                );
                (resumed, message, "Resume before the error")
            }
            None => {
                let moves = words::count(s.actions.len() as i64, "move", "moves");
                let message = format!(
                    "A game of {} is waiting ({moves} played).",
                    s.setup.game.info().name
                );
                (s, message, "Continue")
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
                <p class="tagline">
                    "Shadowy card games for one player against bots, or for friends passing one device."
                </p>
                <p class="record-link">
                    <a href=Route::Record.hash() data-testid="record-link">
                        "Your record and finished games"
                    </a>
                </p>
            </section>
            {continue_button}
            <form class="lobby-form" on:submit=move |ev| ev.prevent_default()>
                <fieldset class="lobby-tiles">
                    <legend class="lobby-heading">"Choose a game"</legend>
                    <div class="lobby-tile-grid">
                        {GameId::ALL.iter().map(|&game| game_tile(game, form)).collect_view()}
                        <p class="lobby-tile-soon subtle">"More games are on their way."</p>
                    </div>
                </fieldset>
                <section class="lobby-settings" aria-labelledby="lobby-settings-heading">
                    <h2 class="lobby-heading" id="lobby-settings-heading">
                        "Set the table"
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
                    <button type="button" id="start-button" class="primary big" on:click=start>
                        "Start"
                    </button>
                </div>
            </form>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The emblem is drawn from a real card: a name the game does not know falls back to a
    /// generic face, which would leave a tile without its picture.
    #[test]
    fn every_signature_card_is_one_the_game_draws() {
        for game in GameId::ALL {
            let card = showcase(game).signature_card;
            let (art, unknown) = crate::with_game!(game, G => {
                (G::card_art(card), G::card_art("no such card"))
            });
            assert_ne!(
                art,
                unknown,
                "{}: {card} is not one of its cards",
                game.id()
            );
            assert!(!art.path.is_empty(), "{}: {card} has no symbol", game.id());
            assert!(!art.hint.is_empty(), "{}: {card} has no hint", game.id());
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
        for game in GameId::ALL {
            let pitch = showcase(game).pitch;
            assert!(
                pitch.chars().count() <= 120 && !pitch.contains('\n') && !pitch.contains("  "),
                "{}: {pitch:?}",
                game.id()
            );
        }
    }
}
