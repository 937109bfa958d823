//! Conformance: every game, driven only through the [`Game`](duskdeck::Game) trait, over many
//! seeded random games. What is checked, and how a new game plugs in, is described at the top of
//! `tests/conformance/harness.rs`: one `conformance!` line per game and table size below.
//!
//! Run with `cargo test --release --no-default-features --test conformance`.

#[path = "conformance/harness.rs"]
mod harness;

use duskdeck::{GrimwoodGame, GrueGame, Settings};

/// `conformance!(test_name, GameType, settings, games)`: one test running `games` seeded games.
macro_rules! conformance {
    ($name:ident, $game:ty, $settings:expr, $games:expr) => {
        #[test]
        fn $name() {
            let stats = harness::check_game::<$game>($settings, $games);
            assert_eq!(stats.games, $games);
        }
    };
}

// You May Be Eaten By a Grue: 4, 5 and 6 seats, 10,000 games each.
conformance!(
    grue_4_seats,
    GrueGame,
    Settings {
        seats: 4,
        variant: String::new(),
        rounds: None,
    },
    10_000
);
conformance!(
    grue_5_seats,
    GrueGame,
    Settings {
        seats: 5,
        variant: String::new(),
        rounds: None,
    },
    10_000
);
conformance!(
    grue_6_seats,
    GrueGame,
    Settings {
        seats: 6,
        variant: String::new(),
        rounds: None,
    },
    10_000
);

conformance!(
    grimwood_2_seats,
    GrimwoodGame,
    Settings {
        seats: 2,
        variant: String::new(),
        rounds: None,
    },
    10_000
);

conformance!(
    grimwood_3_seats,
    GrimwoodGame,
    Settings {
        seats: 3,
        variant: String::new(),
        rounds: None,
    },
    10_000
);

conformance!(
    grimwood_4_seats,
    GrimwoodGame,
    Settings {
        seats: 4,
        variant: String::new(),
        rounds: None,
    },
    10_000
);

conformance!(
    grimwood_5_seats,
    GrimwoodGame,
    Settings {
        seats: 5,
        variant: String::new(),
        rounds: None,
    },
    10_000
);

conformance!(
    grimwood_6_seats,
    GrimwoodGame,
    Settings {
        seats: 6,
        variant: String::new(),
        rounds: None,
    },
    10_000
);

conformance!(
    grimwood_draw_first_3_seats,
    GrimwoodGame,
    Settings {
        seats: 3,
        variant: "draw-first".to_string(),
        rounds: None,
    },
    10_000
);
