//! Match codes under attack: random text, real codes cut short, altered or spliced, and real codes
//! relabelled with every other format version. Each is refused with a message or opens a game that
//! replays, and nothing panics.
//!
//! 10,000 cases per property by default (CI). For a long run:
//! `PROPTEST_CASES=1000000 cargo test --release --no-default-features --test codes`.

use duskdeck::{GameId, GameRng, MatchRecord, RecordError, Settings, Turn, derive_seed, replay};
use proptest::prelude::*;
use std::sync::OnceLock;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000)
}

/// Opens `code` as the app does: decode, then replay in its game. Either a refusal with words
/// or a game.
fn open(code: &str) -> Result<usize, String> {
    let record = MatchRecord::decode(code).map_err(|e| e.to_string())?;
    let game =
        GameId::parse(&record.game).ok_or_else(|| format!("no game called {}", record.game))?;
    duskdeck::with_game!(game, G => replay::<G>(&record).map(|_| record.actions.len()))
        .map_err(|e: RecordError| e.to_string())
}

/// Real codes: a random game of every game at a few tables, stopped at a random ply.
fn real_codes() -> &'static [String] {
    static CODES: OnceLock<Vec<String>> = OnceLock::new();
    CODES.get_or_init(|| {
        let mut codes = Vec::new();
        for game in GameId::ALL {
            let info = game.info();
            for (n, seats) in [info.min_seats, info.max_seats].into_iter().enumerate() {
                let seed = derive_seed(n as u64, u64::from(seats));
                let settings = Settings::new(seats, "");
                codes.push(duskdeck::with_game!(game, G => random_code::<G>(&settings, seed)));
            }
        }
        codes
    })
}

fn random_code<G: duskdeck::Game>(settings: &Settings, seed: u64) -> String {
    let mut state = G::new(settings, seed).expect("a valid table");
    let mut record = MatchRecord::new(G::INFO.id, settings.clone(), seed);
    let mut rng = GameRng::seeded(seed);
    let stop = 20 + rng.below(200);
    while state.turn() != Turn::Over && record.actions.len() < stop {
        let legal = state.legal_actions();
        let index = rng.below(legal.len());
        state.apply_unchecked(&legal[index]);
        record.actions.push(index as u16);
    }
    record.encode()
}

const CODE_CHARS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.d";

fn assert_refused_or_opened(code: &str) {
    if let Err(message) = open(code) {
        assert!(
            !message.trim().is_empty(),
            "{code:?} was refused without a word"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn any_text_is_refused_or_opened(text in "\\PC{0,120}") {
        assert_refused_or_opened(&text);
    }

    #[test]
    fn any_code_shaped_text_is_refused_or_opened(version in 0u8..12, body in proptest::collection::vec(proptest::sample::select(CODE_CHARS), 0..160)) {
        let code = format!("d{version}.{}", String::from_utf8(body).expect("ascii"));
        assert_refused_or_opened(&code);
    }

    #[test]
    fn a_real_code_cut_short_is_refused_or_opened(which in any::<prop::sample::Index>(), keep in any::<prop::sample::Index>()) {
        let code = which.get(real_codes());
        let cut = &code[..keep.index(code.len())];
        assert_refused_or_opened(cut);
    }

    #[test]
    fn a_real_code_with_characters_altered_is_refused_or_opened(
        which in any::<prop::sample::Index>(),
        edits in proptest::collection::vec((any::<prop::sample::Index>(), proptest::sample::select(CODE_CHARS), 0u8..3), 1..4),
    ) {
        let mut code = which.get(real_codes()).clone().into_bytes();
        for (at, byte, kind) in edits {
            let at = at.index(code.len().max(1)).min(code.len());
            match kind {
                0 if at < code.len() => code[at] = byte,
                1 => code.insert(at, byte),
                _ if at < code.len() => { code.remove(at); }
                _ => code.push(byte),
            }
        }
        assert_refused_or_opened(&String::from_utf8(code).expect("ascii"));
    }

    #[test]
    fn two_real_codes_spliced_are_refused_or_opened(a in any::<prop::sample::Index>(), b in any::<prop::sample::Index>(), at_a in any::<prop::sample::Index>(), at_b in any::<prop::sample::Index>()) {
        let (a, b) = (a.get(real_codes()), b.get(real_codes()));
        let spliced = format!("{}{}", &a[..at_a.index(a.len())], &b[at_b.index(b.len())..]);
        assert_refused_or_opened(&spliced);
    }

    #[test]
    fn a_real_code_under_another_version_is_refused_or_opened(which in any::<prop::sample::Index>(), version in 0u16..300) {
        let code = which.get(real_codes());
        let (_, body) = code.split_once('.').expect("codes have a dot");
        assert_refused_or_opened(&format!("d{version}.{body}"));
    }
}

#[test]
fn every_real_code_opens_to_its_whole_record() {
    for code in real_codes() {
        let record = MatchRecord::decode(code).expect("a code this build wrote");
        assert_eq!(open(code), Ok(record.actions.len()), "{code}");
    }
}
