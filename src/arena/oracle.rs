//! The all-seeing yardstick, `oracle:<budget>`: hard's search, every playout begun from the true
//! deal rather than a sample of what the deciding seat could see. No honest bot can beat it on
//! average, so it measures what hidden cards are worth in each game: how far `hard` is from it,
//! and how much of that distance a better bot closes (`arena gap`).
//!
//! It reads the state itself, so it lives here, in the arena, and only in a build with the
//! `oracle` feature: the app and the bot workers are built without it, and `scripts/test` checks
//! that neither build can turn it on.

use crate::bots::{Playbook, Search, Sight};
use crate::engine::{GameRng, Seat};

/// The oracle's move for `seat` in `state`, with `iterations` playouts seeded by `seed`. Like
/// `hard`, it keeps the game's rules-of-thumb move unless a move beats it clearly. With a lesser
/// [`Sight`] (`seer:N`, `secret:N`), each playout keeps only that much of the true deal.
pub fn decide<G: Playbook>(
    state: &G,
    seat: Seat,
    legal: Vec<G::Action>,
    iterations: u32,
    sight: Sight,
    seed: u64,
) -> G::Action {
    if legal.len() == 1 {
        return legal[0].clone();
    }
    let mut rng = GameRng::seeded(seed);
    let view = state.view(seat);
    let default = G::heuristic(&view, &legal, &mut rng);
    let mut search = Search::<G>::new(view, legal, iterations)
        .with_default(default)
        .with_world(state.clone(), sight);
    search.run(iterations, &mut rng);
    search.best_action()
}

/// One line of a gap run: a bot's results in its seat against the baseline in the others.
#[derive(Clone, Debug)]
pub struct GapLine {
    pub bot: String,
    pub tally: crate::arena::stats::Tally,
    /// The same by the role the bot was dealt, in games that deal roles.
    pub roles: Vec<(&'static str, crate::arena::stats::Tally)>,
}

/// What `arena gap` measures, all on the same deals: the baseline (`hard`) at a table of its own
/// kind (its fair share), the bot asked about and the oracle, each in one seat against the
/// baseline in the others.
#[derive(Clone, Debug)]
pub struct Gap {
    pub hard: GapLine,
    pub bot: GapLine,
    pub oracle: GapLine,
}

impl Gap {
    /// (bot − hard) / (oracle − hard): the share of what seeing every card is worth against
    /// the baseline that the bot wins without seeing them. `None` when the oracle is no better
    /// than the baseline (nothing to close).
    pub fn closure(&self) -> Option<f64> {
        let hard = self.hard.tally.win_rate();
        let room = self.oracle.tally.win_rate() - hard;
        (room > 0.0).then(|| (self.bot.tally.win_rate() - hard) / room)
    }
}

/// Plays the three lineups of a gap run for `game` at `settings.seats` seats against `hard`
/// (the measure is against `hard`; tests use a cheaper one): `games` games each, seats
/// rotating, the same seed (so the same deals) for all three.
#[allow(clippy::too_many_arguments)]
pub fn gap(
    game: crate::games::GameId,
    settings: &crate::engine::Settings,
    hard: crate::bots::BotSpec,
    bot: crate::bots::BotSpec,
    oracle: crate::bots::BotSpec,
    games: usize,
    seed: u64,
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Gap, crate::arena::ArenaError> {
    use crate::arena::{PlayConfig, play, summarize};
    let seats = usize::from(settings.seats);
    let line = |first: crate::bots::BotSpec| -> Result<GapLine, crate::arena::ArenaError> {
        let mut lineup = vec![hard; seats];
        lineup[0] = first;
        let config = PlayConfig {
            settings: settings.clone(),
            lineup,
            games,
            seed,
            threads,
            keep_records: false,
        };
        let tournament = play(game, &config, progress)?;
        let summary = summarize(&tournament)
            .into_iter()
            .find(|s| s.name == first.name)
            .expect("the bot asked about sat at every game");
        Ok(GapLine {
            bot: first.name.to_string(),
            tally: summary.total,
            roles: summary.roles,
        })
    };
    Ok(Gap {
        hard: line(hard)?,
        bot: line(bot)?,
        oracle: line(oracle)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::BotSpec;
    use crate::bots::Playbook;
    use crate::engine::{Game, GameRng, Seat, Settings, Turn};
    use crate::games::GridOfShadowsGame;

    #[test]
    fn the_oracle_is_named_in_the_arena_and_decides_legally_from_the_true_deal() {
        let spec = BotSpec::parse("oracle:60").unwrap();
        assert_eq!(spec.kind.playouts(), 60);
        let claims = |name: &str| BotSpec::parse(name).map(|spec| spec.kind);
        assert_eq!(
            claims("claims:60:25"),
            Some(crate::bots::BotKind::Oracle {
                iterations: 60,
                sight: Sight::Secret { percent: 25 }
            })
        );
        assert_eq!(claims("secret:60:25"), claims("claims:60:25"));
        assert_eq!(claims("claims:60:101"), None);
        assert_eq!(claims("seer:60:5"), None);
        let mut game = GridOfShadowsGame::new(&Settings::new(3, ""), 4).unwrap();
        for ply in 0..40u64 {
            let Turn::Seat(seat) = game.turn() else {
                break;
            };
            let legal = game.legal_actions();
            let action = decide(&game, seat, legal.clone(), 60, Sight::Everything, ply);
            assert!(legal.contains(&action));
            assert_eq!(
                action,
                decide(&game, seat, legal, 60, Sight::Everything, ply),
                "seeded"
            );
            game.apply(&action).unwrap();
        }
    }

    #[test]
    fn the_seer_deals_again_only_cards_no_seat_has_seen() {
        let mut game = GridOfShadowsGame::new(&Settings::new(4, ""), 9).unwrap();
        let mut rng = GameRng::seeded(1);
        let mut changed = 0;
        for ply in 0..120u64 {
            let Turn::Seat(_) = game.turn() else {
                break;
            };
            let mut dealt_again = game.clone();
            dealt_again.shuffle_unseen_by_all(&mut rng);
            let sorted = |g: &GridOfShadowsGame| {
                let mut cards = g.cards();
                cards.sort();
                cards
            };
            assert_eq!(sorted(&dealt_again), sorted(&game), "ply {ply}");
            for seat in Seat::all(4) {
                assert_eq!(
                    dealt_again.view(seat),
                    game.view(seat),
                    "ply {ply}, {seat:?}"
                );
            }
            changed += usize::from(dealt_again != game);
            let legal = game.legal_actions();
            let action = decide(&game, game_seat(&game), legal, 20, Sight::Hands, ply);
            game.apply(&action).unwrap();
        }
        assert!(changed > 50, "only {changed} positions dealt differently");
    }

    #[test]
    fn the_claims_yardstick_knows_every_claim_on_the_table_and_nothing_else() {
        let mut game = GridOfShadowsGame::new(&Settings::new(4, ""), 9).unwrap();
        let mut rng = GameRng::seeded(2);
        let mut stacked = 0;
        let mut hands_differ = 0;
        for ply in 0..120u64 {
            let seat = game_seat(&game);
            let view = game.view(seat);
            let sample = GridOfShadowsGame::sample_knowing_secret(&game, &view, 100, &mut rng);
            assert_eq!(sample.view(seat), view, "ply {ply}");
            for (slot, truth) in sample.grid().iter().zip(game.grid()) {
                let cards = |s: &crate::games::grid_of_shadows::Slot| {
                    s.stack.iter().map(|c| c.card).collect::<Vec<_>>()
                };
                assert_eq!(cards(slot), cards(truth), "ply {ply}");
                stacked += truth.stack.len();
            }
            hands_differ += Seat::all(4)
                .filter(|&other| other != seat && sample.hand(other) != game.hand(other))
                .count();
            let legal = game.legal_actions();
            let action = decide(&game, seat, legal, 20, Sight::Secret { percent: 100 }, ply);
            game.apply(&action).unwrap();
            if !matches!(game.turn(), Turn::Seat(_)) {
                break;
            }
        }
        assert!(stacked > 100, "only {stacked} stack cards seen");
        assert!(
            hands_differ > 50,
            "the hands were not dealt again: {hands_differ}"
        );
    }

    #[test]
    fn the_secret_yardstick_in_shadow_house_knows_who_holds_the_culprit_and_nothing_else() {
        use crate::games::shadow_house::{Card, ShadowAction, ShadowHouseGame};
        let settings = Settings::new(5, "").with_rounds(1);
        let mut game = ShadowHouseGame::new(&settings, 4).unwrap();
        let holder =
            |g: &ShadowHouseGame| Seat::all(5).find(|&s| g.hand(s).contains(&Card::Culprit));
        let mut rng = GameRng::seeded(3);
        let (mut sampled, mut elsewhere_when_read) = (0, 0);
        for ply in 0..30u64 {
            let Turn::Seat(seat) = game.turn() else {
                break;
            };
            let view = game.view(seat);
            for _ in 0..20 {
                let known = ShadowHouseGame::sample_knowing_secret(&game, &view, 100, &mut rng);
                assert_eq!(holder(&known), holder(&game), "ply {ply}");
                assert_eq!(known.view(seat), view, "ply {ply}");
                let read = ShadowHouseGame::sample_knowing_secret(&game, &view, 0, &mut rng);
                elsewhere_when_read += usize::from(holder(&read) != holder(&game));
                sampled += 1;
            }
            let legal: Vec<ShadowAction> = game.legal_actions();
            let action = decide(&game, seat, legal, 20, Sight::Secret { percent: 50 }, ply);
            game.apply(&action).unwrap();
        }
        assert!(sampled >= 200, "only {sampled} samples");
        // At 0% it is expert's reading, which cannot tell the Culprit's place from the opening.
        assert!(
            elsewhere_when_read > sampled / 10,
            "{elsewhere_when_read} of {sampled}"
        );
    }

    fn game_seat(game: &GridOfShadowsGame) -> Seat {
        match game.turn() {
            Turn::Seat(seat) => seat,
            turn => panic!("no seat to move: {turn:?}"),
        }
    }

    #[test]
    fn a_gap_run_plays_the_same_deals_three_ways_and_the_oracle_sees_its_way_ahead() {
        let settings = Settings::new(3, "");
        let baseline = BotSpec::parse("heuristic").unwrap();
        let bot = BotSpec::parse("random").unwrap();
        let oracle = BotSpec::parse("oracle:100").unwrap();
        let run = gap(
            crate::games::GameId::GridOfShadows,
            &settings,
            baseline,
            bot,
            oracle,
            40,
            3,
            1,
            &|_| {},
        )
        .unwrap();
        // The baseline fills every seat of its own line: each of its games counts once per seat.
        assert_eq!(run.hard.tally.games, 40 * 3);
        assert_eq!((run.bot.tally.games, run.oracle.tally.games), (40, 40));
        // Seeing every hand in a bluffing game is worth a great deal: the oracle wins far more
        // than its fair share against the rules of thumb, and random play far less.
        let fair = run.hard.tally.win_rate();
        assert!(
            run.oracle.tally.win_rate() > fair + 0.2,
            "oracle {} baseline {fair}",
            run.oracle.tally.win_rate()
        );
        assert!(run.bot.tally.win_rate() < fair);
        assert!(run.closure().unwrap() < 0.0, "{:?}", run.closure());
    }
}
