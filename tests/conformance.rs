//! Conformance: every game, driven only through the [`Game`](duskdeck::Game) trait, over many
//! seeded random games. What is checked, and how a new game plugs in, is described at the top of
//! `src/arena/conformance.rs`: one `conformance!` line per game and table size below.
//!
//! Run with `cargo test --release --no-default-features --test conformance`.

use duskdeck::arena::conformance as harness;

use duskdeck::{
    GridOfShadowsGame, GridlockGame, GrimwoodGame, GrueGame, Settings, ShadowHouseGame,
};

/// `conformance!(test_name, GameType, settings, games)`: one test running `games` seeded games.
macro_rules! conformance {
    ($name:ident, $game:ty, $settings:expr, $games:expr) => {
        #[test]
        fn $name() {
            let settings = $settings;
            let redacting = harness::checks_redaction::<$game>(&settings);
            let stats = harness::check_game::<$game>(settings, $games);
            // The expensive checks must really have run, not been sampled away.
            assert!(stats.deep_steps > 0 && stats.samples > 0 && stats.playouts > 0);
            assert_eq!(
                stats.redactions_checked > 0,
                redacting,
                "events checked for redaction"
            );
            assert!(
                stats.illegal_tried > 0,
                "no illegal action was ever tried: {stats:?}"
            );
        }
    };
}

// You May Be Eaten By a Grue: 4, 5 and 6 seats, 10,000 games each; the dawn variant at 5 seats,
// 2,000 games.
conformance!(grue_4_seats, GrueGame, Settings::new(4, ""), 10_000);
conformance!(grue_5_seats, GrueGame, Settings::new(5, ""), 10_000);
conformance!(grue_6_seats, GrueGame, Settings::new(6, ""), 10_000);
conformance!(grue_5_seats_dawn, GrueGame, Settings::new(5, "dawn"), 2_000);

// GRID#LOCK: 10,000 single rounds per variant, spread over the seat counts; then whole matches
// (a few rounds each, and to 111 points).
conformance!(
    gridlock_4_seats,
    GridlockGame,
    Settings::new(4, "").with_rounds(1),
    10_000
);
conformance!(
    gridlock_no_wilds_2_seats,
    GridlockGame,
    Settings::new(2, "no-wilds").with_rounds(1),
    10_000
);
conformance!(
    gridlock_no_gridlock_3_seats,
    GridlockGame,
    Settings::new(3, "no-gridlock").with_rounds(1),
    10_000
);
conformance!(
    gridlock_no_wilds_no_gridlock_6_seats,
    GridlockGame,
    Settings::new(6, "no-wilds+no-gridlock").with_rounds(1),
    10_000
);
conformance!(
    gridlock_5_seat_matches,
    GridlockGame,
    Settings::new(5, "").with_rounds(3),
    300
);
conformance!(
    gridlock_full_matches,
    GridlockGame,
    Settings::new(2, ""),
    100
);

// Shadow House: Masquerade: one round at every table size from 3 to 8, the lightning variant,
// and whole matches to 5 points.
macro_rules! shadow_house_round {
    ($name:ident, $seats:expr) => {
        conformance!(
            $name,
            ShadowHouseGame,
            Settings::new($seats, "").with_rounds(1),
            10_000
        );
    };
}
shadow_house_round!(shadow_house_3_seats_round, 3);
shadow_house_round!(shadow_house_4_seats_round, 4);
shadow_house_round!(shadow_house_5_seats_round, 5);
shadow_house_round!(shadow_house_6_seats_round, 6);
shadow_house_round!(shadow_house_7_seats_round, 7);
shadow_house_round!(shadow_house_8_seats_round, 8);
conformance!(
    shadow_house_lightning_5_seats,
    ShadowHouseGame,
    Settings::new(5, "lightning"),
    10_000
);
conformance!(
    shadow_house_match_4_seats,
    ShadowHouseGame,
    Settings::new(4, ""),
    2_000
);
// At three players a round can score nothing, so a match may take many rounds.
conformance!(
    shadow_house_match_3_seats,
    ShadowHouseGame,
    Settings::new(3, ""),
    1_000
);

// Grimwood: 2 to 6 seats and the draw-first variant.
conformance!(grimwood_2_seats, GrimwoodGame, Settings::new(2, ""), 10_000);

conformance!(grimwood_3_seats, GrimwoodGame, Settings::new(3, ""), 10_000);

conformance!(grimwood_4_seats, GrimwoodGame, Settings::new(4, ""), 10_000);

conformance!(grimwood_5_seats, GrimwoodGame, Settings::new(5, ""), 10_000);

conformance!(grimwood_6_seats, GrimwoodGame, Settings::new(6, ""), 10_000);

conformance!(
    grimwood_draw_first_3_seats,
    GrimwoodGame,
    Settings::new(3, "draw-first"),
    10_000
);

// Grid of Shadows: base and extended rules at the default 4 seats, 10,000 games each, plus the
// table-size extremes.
conformance!(
    grid_of_shadows_base_4_seats,
    GridOfShadowsGame,
    Settings::new(4, ""),
    10_000
);
conformance!(
    grid_of_shadows_extended_4_seats,
    GridOfShadowsGame,
    Settings::new(4, "extended"),
    10_000
);
conformance!(
    grid_of_shadows_extended_2_seats,
    GridOfShadowsGame,
    Settings::new(2, "extended"),
    2_000
);
conformance!(
    grid_of_shadows_extended_6_seats,
    GridOfShadowsGame,
    Settings::new(6, "extended"),
    2_000
);
