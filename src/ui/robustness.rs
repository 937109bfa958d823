//! Property tests of everything that reaches the app from outside: addresses (game and replay
//! links) and saves. Random text, and real links and saves cut short, altered or spliced, are
//! refused with a message or open a game that replays; nothing panics. Match codes alone are
//! covered natively by `tests/codes.rs`.
//!
//! 10,000 cases per property by default; for a long run:
//! `PROPTEST_CASES=1000000 cargo test --release --lib ui::robustness`.

use super::replay::ReplayLink;
use super::session::{Route, SavedGame, Setup, open_play};
use crate::bots::Difficulty;
use crate::engine::{Game, GameRng, MatchRecord, Seat, Turn};
use crate::games::GameId;
use proptest::prelude::*;
use std::sync::OnceLock;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000)
}

/// Opens an address with an optional save as the app does, as far as a table: the notice it
/// would show, or the number of moves the table replayed.
fn open_address(hash: &str, save: Option<&str>) -> Result<usize, String> {
    match Route::parse(hash) {
        Route::Play(query) => {
            let opening = open_play(&query, save, || 7)?;
            super::module::open(
                opening.setup,
                &opening.actions,
                &opening.hints,
                &opening.take_backs,
            )
            .map(|_| opening.actions.len())
        }
        Route::Replay(query) => {
            ReplayLink::from_query(&query).map(|link| link.record.actions.len())
        }
        Route::TooLong(length) => Err(format!("{length} characters")),
        // The one address that panics, on purpose; the app shows its error screen.
        Route::PanicTest => Err("the panic test".into()),
        Route::Unknown(path) => Err(format!("no page at {path}")),
        Route::Practice(query) => ReplayLink::from_query(&query).map(|link| link.step.unwrap_or(0)),
        Route::Learn(query) => super::session::learn_game(&query)
            .ok_or_else(|| format!("no guided game at {query}"))
            .and_then(|game| {
                super::module::table(game)
                    .ok_or_else(|| "no table".to_string())?
                    .learn(0, super::session::learn_pace(&query))
            })
            .map(|_| 0),
        Route::Lobby | Route::Rules(_) | Route::Record => Ok(0),
    }
}

fn assert_refused_or_opened(hash: &str, save: Option<&str>) {
    if let Err(message) = open_address(hash, save) {
        assert!(
            !message.trim().is_empty(),
            "{hash:?} was refused without a word"
        );
        assert!(
            message.chars().count() < 400,
            "a notice echoes too much: {message}"
        );
    }
}

/// Real game links, replay links and saves: a random game of every game played a while.
struct Real {
    links: Vec<String>,
    saves: Vec<String>,
}

fn real() -> &'static Real {
    static REAL: OnceLock<Real> = OnceLock::new();
    REAL.get_or_init(|| {
        let mut real = Real {
            links: Vec::new(),
            saves: Vec::new(),
        };
        for (n, game) in GameId::ALL.into_iter().enumerate() {
            let mut setup = Setup::new(game, 1000 + n as u64);
            setup.difficulty = Difficulty::Easy;
            let actions = crate::with_game!(game, G => random_actions::<G>(&setup, n as u64));
            real.links.push(Route::Play(setup.query()).hash());
            let mut record = MatchRecord::new(game.id(), setup.settings.clone(), setup.seed);
            record.actions = actions.clone();
            let replay = ReplayLink {
                record,
                seat: Seat(0),
                step: Some(actions.len() / 2),
                bots: None,
            };
            real.links.push(Route::Replay(replay.query()).hash());
            let saved = SavedGame {
                setup,
                actions,
                hints: Vec::new(),
                take_backs: Vec::new(),
            };
            real.saves.push(saved.encode());
        }
        real
    })
}

/// A random stretch of play: the action indices of a game still in progress.
fn random_actions<G: Game>(setup: &Setup, seed: u64) -> Vec<u16> {
    let mut state = G::new(&setup.settings, setup.seed).expect("a valid table");
    let mut rng = GameRng::seeded(seed);
    let mut actions = Vec::new();
    for _ in 0..(30 + rng.below(60)) {
        if state.turn() == Turn::Over {
            break;
        }
        let legal = state.legal_actions();
        let index = rng.below(legal.len());
        state.apply_unchecked(&legal[index]);
        actions.push(index as u16);
    }
    actions
}

const LINK_CHARS: &[u8] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=&%,#/?\n ";

fn mutate(text: &str, edits: &[(prop::sample::Index, u8, u8)]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for (at, byte, kind) in edits {
        let at = at.index(bytes.len().max(1)).min(bytes.len());
        match kind {
            0 if at < bytes.len() => bytes[at] = *byte,
            1 => bytes.insert(at, *byte),
            _ if at < bytes.len() => {
                bytes.remove(at);
            }
            _ => bytes.push(*byte),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

fn edits() -> impl Strategy<Value = Vec<(prop::sample::Index, u8, u8)>> {
    proptest::collection::vec(
        (
            any::<prop::sample::Index>(),
            proptest::sample::select(LINK_CHARS),
            0u8..3,
        ),
        1..4,
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn any_address_is_refused_or_opened(text in "\\PC{0,160}") {
        assert_refused_or_opened(&text, None);
        assert_refused_or_opened(&format!("#/play?{text}"), None);
        assert_refused_or_opened(&format!("#/replay?{text}"), None);
    }

    #[test]
    fn a_real_link_cut_altered_or_spliced_is_refused_or_opened(
        which in any::<prop::sample::Index>(),
        other in any::<prop::sample::Index>(),
        cut in any::<prop::sample::Index>(),
        edits in edits(),
    ) {
        let link = which.get(&real().links);
        assert_refused_or_opened(&link[..cut.index(link.len())], None);
        assert_refused_or_opened(&mutate(link, &edits), None);
        let other = other.get(&real().links);
        let spliced = format!("{}{}", &link[..cut.index(link.len())], &other[cut.index(other.len())..]);
        assert_refused_or_opened(&spliced, None);
    }

    #[test]
    fn a_real_save_cut_or_altered_is_refused_or_resumed(
        which in any::<prop::sample::Index>(),
        cut in any::<prop::sample::Index>(),
        edits in edits(),
    ) {
        let saves = &real().saves;
        let save = which.get(saves);
        let link = Route::Play(
            SavedGame::decode(save).expect("a real save").setup.query(),
        )
        .hash();
        let cut_save = &save[..cut.index(save.len())];
        assert_refused_or_opened(&link, Some(cut_save));
        assert_refused_or_opened(&link, Some(&mutate(save, &edits)));
    }
}

#[test]
fn every_real_link_and_save_opens_whole() {
    for link in &real().links {
        assert!(open_address(link, None).is_ok(), "{link}");
    }
    for save in &real().saves {
        let saved = SavedGame::decode(save).expect("a real save");
        let link = Route::Play(saved.setup.query()).hash();
        assert_eq!(open_address(&link, Some(save)), Ok(saved.actions.len()));
    }
}
