//! A search's playouts must not leak the searching seat's cards into its opponents' decisions.
//!
//! In a playout every other seat moves by [`Playbook::rollout`] on a sampled state that holds the
//! searcher's true hand. If that policy read more than its own seat's view, the search would meet
//! opponents who play as if they saw the searcher's cards: it would fear calls nobody can make and
//! miss bluffs that would work. So: at positions from seeded games, a seat's rollout move is the
//! same in the real state and in another deal of every card that seat cannot see (a sample of its
//! own view), given the same random draws.
//!
//! Run with `cargo test --release --no-default-features --test rollouts`.

use duskdeck::engine::{GameRng, derive_seed};
use duskdeck::{
    GridOfShadowsGame, GridlockGame, GrimwoodGame, GrueGame, Playbook, Settings, ShadowHouseGame,
    Turn,
};

/// Plays `games` seeded games by the rollout policy; at every decision compares the deciding
/// seat's rollout move with its move in two other deals of what it cannot see. Returns how many
/// decisions were compared.
fn rollout_reads_only_its_view<G: Playbook>(settings: &Settings, games: u64) -> usize {
    let mut compared = 0;
    for game in 0..games {
        let mut state = G::new(settings, derive_seed(27, game)).expect("valid settings");
        let mut rng = GameRng::seeded(game);
        for ply in 0..G::max_plies(settings) as u64 {
            let legal = state.legal_actions();
            let seat = match state.turn() {
                Turn::Over => break,
                Turn::Chance => {
                    let pick = legal[rng.below(legal.len())].clone();
                    state.apply_unchecked(&pick);
                    continue;
                }
                Turn::Seat(seat) => seat,
            };
            let draws = derive_seed(game, ply);
            let real = G::rollout(&state, seat, &legal, &mut GameRng::seeded(draws));
            if legal.len() > 1 {
                for other in 0..2 {
                    let mut sampling = GameRng::seeded(derive_seed(draws, other));
                    let resampled = G::determinize(&state.view(seat), &mut sampling);
                    assert_eq!(
                        resampled.legal_actions(),
                        legal,
                        "{}: a deal of what seat {seat:?} cannot see changed its choices (game {game}, ply {ply})",
                        G::INFO.id
                    );
                    let moved = G::rollout(&resampled, seat, &legal, &mut GameRng::seeded(draws));
                    assert_eq!(
                        moved,
                        real,
                        "{}: seat {seat:?}'s playout move depends on cards it cannot see (game {game}, ply {ply})",
                        G::INFO.id
                    );
                }
                compared += 1;
            }
            state.apply_unchecked(&real);
        }
    }
    compared
}

macro_rules! sees_only_its_view {
    ($name:ident, $game:ty, $settings:expr, $games:expr) => {
        #[test]
        fn $name() {
            let compared = rollout_reads_only_its_view::<$game>(&$settings, $games);
            assert!(compared > 100, "only {compared} decisions compared");
        }
    };
}

sees_only_its_view!(
    grid_of_shadows,
    GridOfShadowsGame,
    Settings::new(4, "extended"),
    20
);
sees_only_its_view!(
    gridlock,
    GridlockGame,
    Settings::new(4, "").with_rounds(1),
    20
);
sees_only_its_view!(shadow_house, ShadowHouseGame, Settings::new(5, ""), 20);
sees_only_its_view!(grue, GrueGame, Settings::new(5, ""), 20);
sees_only_its_view!(grimwood, GrimwoodGame, Settings::new(4, ""), 20);
