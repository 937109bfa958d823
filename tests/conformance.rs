//! Conformance: every game, driven only through the [`Game`](duskdeck::Game) trait, over many
//! seeded random games. What is checked, and how a new game plugs in, is described at the top of
//! `tests/conformance/harness.rs`: one `conformance!` line per game and table size below.
//!
//! Run with `cargo test --release --no-default-features --test conformance`.

#[path = "conformance/harness.rs"]
mod harness;

use duskdeck::{GrueGame, Settings};

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

// Grid of Shadows: base and extended rules at the default 4 seats, 10,000 games each, plus the
// table-size extremes.
conformance!(
    grid_of_shadows_base_4_seats,
    duskdeck::GridGame,
    Settings::new(4, ""),
    10_000
);
conformance!(
    grid_of_shadows_extended_4_seats,
    duskdeck::GridGame,
    Settings::new(4, "extended"),
    10_000
);
conformance!(
    grid_of_shadows_extended_2_seats,
    duskdeck::GridGame,
    Settings::new(2, "extended"),
    2_000
);
conformance!(
    grid_of_shadows_extended_6_seats,
    duskdeck::GridGame,
    Settings::new(6, "extended"),
    2_000
);
