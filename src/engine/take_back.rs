//! Test support for the take-back rule ([`Game::shows_new_cards`]): random games cut into the
//! windows a take-back would undo (one seat's decision and every move after it until that seat
//! decides again), so each game's test can show a refusal and an allowed case on real play.

use super::{Game, GameRng, Seat, Settings, Turn};

/// One seat's view just before its decision, and again when it next decides (or at the end).
pub struct Window<G: Game> {
    pub before: G::View,
    pub after: G::View,
}

/// The take-back windows of `seat` in `games` random games of these settings (every seat and
/// chance picking uniformly), in order.
pub fn windows<G: Game>(settings: &Settings, seat: Seat, games: u64) -> Vec<Window<G>> {
    let mut found = Vec::new();
    for seed in 1..=games {
        let mut state = G::new(settings, seed).expect("valid test settings");
        let mut rng = GameRng::seeded(seed ^ 0x7a6b);
        let mut before: Option<G::View> = None;
        for _ in 0..G::max_plies(settings) {
            let turn = state.turn();
            if matches!(turn, Turn::Seat(s) if s == seat) || turn == Turn::Over {
                if let Some(view) = before.take() {
                    found.push(Window {
                        before: view,
                        after: state.view(seat),
                    });
                }
                if turn == Turn::Over {
                    break;
                }
                before = Some(state.view(seat));
            }
            let legal = state.legal_actions();
            let pick = rng.below(legal.len());
            state.apply_unchecked(&legal[pick]);
        }
    }
    found
}

/// Checks the rule on `seat`'s windows: some window where `shown` (the test's own, narrower
/// account of a hidden card reaching the seat) holds is refused, every such window is refused,
/// and some window that changed the view is allowed.
pub fn check<G: Game>(settings: &Settings, seat: Seat, shown: impl Fn(&G::View, &G::View) -> bool) {
    let windows = windows::<G>(settings, seat, 6);
    let mut refused = 0;
    let mut allowed = 0;
    for window in &windows {
        let new_cards = G::shows_new_cards(&window.before, &window.after);
        if shown(&window.before, &window.after) {
            assert!(
                new_cards,
                "a hidden card was shown, yet a take-back is allowed"
            );
            refused += 1;
        } else if !new_cards && window.before != window.after {
            allowed += 1;
        }
    }
    assert!(refused > 0, "no window showed the seat a hidden card");
    assert!(allowed > 0, "no window could be taken back");
}

#[cfg(test)]
mod tests {
    use crate::engine::gained;

    #[test]
    fn gained_counts_copies_and_ignores_order() {
        assert!(!gained(&[3, 1, 2], &[2, 1]));
        assert!(!gained(&[3, 1, 1], &[1, 3, 1]));
        assert!(gained(&[1, 2], &[1, 1]), "a second copy is a new card");
        assert!(gained::<u8>(&[], &[4]));
        assert!(!gained::<u8>(&[4], &[]));
    }
}
