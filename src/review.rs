//! The review of a finished (or unfinished) game, judged by what the player knew.
//!
//! Each decision one seat made with a real choice (more than one legal move) is looked at again:
//! a search with a larger budget than a hint's
//! ([`HINT_DIFFICULTY`](crate::advice::HINT_DIFFICULTY), `hard`) rates every legal move from that
//! seat's view at that moment, and the decision is *marked* when another move rated clearly better
//! than the one played, beyond sampling noise (see [`judge`]). A marked decision carries the
//! estimated cost in chance of winning: the best move's mean playout reward minus the played
//! move's.
//!
//! The search is given `state.view(seat)` and the legal moves, never the state itself: it samples
//! the worlds it plays out from the view with [`Game::determinize`], exactly as a bot deciding
//! there would. A review that read the true deal would judge a move by cards the player could not
//! see ("you should have attacked seat 3, who held nothing") and would tell the reader what the
//! other seats held. The tests below show it: two positions that differ only in what the reviewed
//! seat could not see get the same review.
//!
//! Like [`advice`](crate::advice), everything here is a pure function of a match record: each
//! decision's search has a bounded budget and is seeded from the deal's seed and the ply, on a
//! stream of its own (neither the bots' decisions' nor the hints'), so the bot worker, the page and
//! native code give the same review, and reviewing tells nothing about the bots' draws.
//!
//! ```
//! use duskdeck::review::{REVIEW_PLAYOUTS, review};
//! use duskdeck::{Game, GrueGame, MatchRecord, Settings, Seat, Turn};
//!
//! // A short Grue game: everyone takes their first legal move for a dozen plies.
//! let settings = Settings::new(4, "");
//! let mut game = GrueGame::new(&settings, 3).unwrap();
//! let mut record = MatchRecord::new("grue", settings, 3);
//! while record.actions.len() < 12 && game.turn() != Turn::Over {
//!     game.apply_unchecked(&game.legal_actions()[0]);
//!     record.actions.push(0);
//! }
//! let seat = Seat(1);
//! let reviewed = review(&record.encode(), seat, 60).unwrap();
//! assert!(reviewed.decisions.iter().all(|d| d.seat == seat));
//! assert!(REVIEW_PLAYOUTS > duskdeck::Difficulty::Hard.spec().kind.playouts());
//! ```

use crate::bots::{Playbook, RankedMove, Search};
use crate::engine::{Game, GameRng, MatchRecord, Seat, Turn, derive_seed, replay};
use crate::games::GameId;
use crate::lang::words::quoted;
use serde::{Deserialize, Serialize};

/// The playouts a review spends on each decision: the budget of
/// [`Difficulty::Expert`](crate::bots::Difficulty::Expert) (whose reading of the table it shares),
/// four times a hint's
/// ([`HINT_DIFFICULTY`](crate::advice::HINT_DIFFICULTY)), so each move's estimate is about twice
/// as precise as a hint's. Natively a decision takes 50 to 300 ms at this budget (GRID#LOCK the
/// slowest); the bot worker can review one decision at a time with [`decisions_of`] and
/// [`review_decision`].
pub const REVIEW_PLAYOUTS: u32 = 1600;

/// How many standard errors of the difference in mean reward the best move must beat the played
/// one by before the decision is marked. At 2, a decision where both moves are really equal is
/// marked by chance about once in forty.
pub const REVIEW_Z: f64 = 2.0;

/// The smallest difference in chance of winning worth marking, however sure the search is of it:
/// a move that is better by a hair is not a mistake a player should be told about.
pub const REVIEW_MIN_COST: f64 = 0.05;

/// A review searches with its own seed, so reviewing a game tells nothing about the bots' draws
/// or the hints' (advice's hint stream is `0x4849_4e54`, "HINT").
const REVIEW_STREAM: u64 = 0x5245_5649; // "REVI"

/// One decision of the reviewed seat, rated again from that seat's view at that moment.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct ReviewedDecision {
    /// How many moves (everyone's, chance's too) came before it: its index in the record.
    pub ply: usize,
    pub seat: Seat,
    /// The move played, as its index among the legal actions then (as the record stores it).
    pub played: u16,
    /// The move the review's search rates best: the one it explored most (ties: the higher mean).
    pub best: u16,
    /// The best move's estimated chance of winning (its mean playout reward, 0 to 1; a draw
    /// counts a half, and the scoring games blend in the margin, as their bots' searches do).
    pub best_chance: f64,
    /// The played move's estimated chance of winning; `None` when the search never tried it (a
    /// budget smaller than the number of legal moves): such a decision is never marked.
    pub played_chance: Option<f64>,
    /// `best_chance` minus `played_chance`, never below 0; 0 when the played move was not tried.
    pub cost: f64,
    /// The cost in standard errors of the difference of the two estimates (0 when untried).
    pub z: f64,
    /// Another move rated clearly better: `cost` at least [`REVIEW_MIN_COST`] and `z` at least
    /// [`REVIEW_Z`].
    pub marked: bool,
    /// Every legal move the search tried, most explored first, as a hint reports them.
    pub ranked: Vec<RankedMove>,
    /// The playouts the search spent on this decision.
    pub playouts: u32,
}

/// A seat's decisions with a real choice, in the order they were made.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Review {
    pub seat: Seat,
    pub decisions: Vec<ReviewedDecision>,
}

impl Review {
    /// The decisions where another move rated clearly better.
    pub fn marked(&self) -> impl Iterator<Item = &ReviewedDecision> {
        self.decisions.iter().filter(|d| d.marked)
    }

    /// The summed cost of the marked decisions, in chance of winning.
    pub fn total_cost(&self) -> f64 {
        self.marked().map(|d| d.cost).sum()
    }
}

/// The seed of the review of the decision at `ply` of a game dealt from `seed`: the decision's
/// own seed ([`crate::advice::decision_seed`]) on the review's stream.
pub fn review_seed(seed: u64, ply: usize) -> u64 {
    // A decision's own seed is `derive_seed(seed, ply)` (`advice::decision_seed`).
    derive_seed(derive_seed(seed, ply as u64), REVIEW_STREAM)
}

/// How the played move compares with the best one, given each one's visits and mean reward:
/// `(cost, z, marked)`.
///
/// Each mean's variance is bounded as a proportion's, `p(1 - p) / n`, rewards lying in `[0, 1]`;
/// `p` is smoothed to `(n·mean + 1) / (n + 2)` so a move seen a handful of times, all lost (or all
/// won), is not taken as certain. The cost is `best - played`; `z` is it over
/// `sqrt(var(best) + var(played))`; the decision is marked when `cost >= REVIEW_MIN_COST` and
/// `z >= REVIEW_Z`.
pub fn judge(best: &RankedMove, played: &RankedMove) -> (f64, f64, bool) {
    if best.index == played.index {
        return (0.0, 0.0, false);
    }
    let variance = |m: &RankedMove| {
        let n = f64::from(m.visits.max(1));
        let p = (n * m.mean_reward + 1.0) / (n + 2.0);
        p * (1.0 - p) / n
    };
    let gap = best.mean_reward - played.mean_reward;
    let z = gap / (variance(best) + variance(played)).sqrt();
    let cost = gap.max(0.0);
    (cost, z.max(0.0), gap >= REVIEW_MIN_COST && z >= REVIEW_Z)
}

/// Rates `seat`'s decision at `ply` of a game dealt from `seed`: `state_before` is the position
/// it was made in and `played` the index of the move made among its legal actions. The search
/// sees `state_before.view(seat)` and the legal moves only, and runs `playouts` playouts seeded by
/// [`review_seed`]. A decision with one legal move has nothing to review and is refused, as are a
/// seat not to move and a move out of range.
pub fn review_decision<G: Playbook>(
    state_before: &G,
    seed: u64,
    ply: usize,
    seat: Seat,
    played: u16,
    playouts: u32,
) -> Result<ReviewedDecision, String> {
    match state_before.turn() {
        Turn::Seat(to_move) if to_move == seat => {}
        Turn::Seat(to_move) => return Err(format!("it was {to_move}'s turn, not {seat}'s")),
        Turn::Chance | Turn::Over => return Err(format!("{seat} was not to move")),
    }
    let legal = state_before.legal_actions();
    if usize::from(played) >= legal.len() {
        return Err(format!(
            "move {played} is out of range: {} were legal",
            legal.len()
        ));
    }
    if legal.len() < 2 {
        return Err(format!("{seat} had a single legal move: nothing to review"));
    }
    // Judged as `expert` reads the table (Grid of Shadows' claims by how searching players
    // bluff): a call that card counting would make can still be a mistake against real bluffers.
    let mut search = Search::<G>::new(state_before.view(seat), legal.clone(), playouts).reading();
    search.run(u32::MAX, &mut GameRng::seeded(review_seed(seed, ply)));
    // Most visited first, ties by the higher mean: the first is the search's choice.
    let ranked = RankedMove::from_ranking(&search.ranking(), &legal);
    let best = ranked
        .first()
        .cloned()
        .expect("a search with a budget of at least one playout tries a move");
    let tried = ranked.iter().find(|r| r.index == played);
    let (cost, z, marked) = tried.map_or((0.0, 0.0, false), |p| judge(&best, p));
    Ok(ReviewedDecision {
        ply,
        seat,
        played,
        best: best.index,
        best_chance: best.mean_reward,
        played_chance: tried.map(|p| p.mean_reward),
        cost,
        z,
        marked,
        ranked,
        playouts: playouts.max(1),
    })
}

/// Every decision `seat` made with a real choice in the game of `record`, each with the position
/// it was made in and the move played: `(ply, state before, played index)`. Chance's moves and
/// other seats' are skipped, as are decisions with a single legal move.
pub fn decisions_of<G: Game>(
    record: &MatchRecord,
    seat: Seat,
) -> Result<Vec<(usize, G, u16)>, String> {
    // Replaying first checks the whole record (game, settings, every index) with its own words.
    replay::<G>(record).map_err(|e| e.to_string())?;
    let mut state = G::new(&record.settings, record.seed).map_err(|e| format!("{e:?}"))?;
    if seat.index() >= state.seat_count() {
        return Err(format!("{seat} has no place at this table"));
    }
    let mut decisions = Vec::new();
    for (ply, &index) in record.actions.iter().enumerate() {
        let legal = state.legal_actions();
        if state.turn() == Turn::Seat(seat) && legal.len() > 1 {
            decisions.push((ply, state.clone(), index));
        }
        state.apply_unchecked(&legal[usize::from(index)]);
    }
    Ok(decisions)
}

/// Reviews every decision `seat` made with a real choice in the game of `record` (a game of `G`),
/// each with `playouts` playouts ([`REVIEW_PLAYOUTS`] for the full review).
pub fn review_game<G: Playbook>(
    record: &MatchRecord,
    seat: Seat,
    playouts: u32,
) -> Result<Review, String> {
    let decisions = decisions_of::<G>(record, seat)?
        .into_iter()
        .map(|(ply, state, played)| {
            review_decision(&state, record.seed, ply, seat, played, playouts)
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Review { seat, decisions })
}

/// Reviews `seat`'s decisions in the game of the match code `code`, whatever its game.
pub fn review(code: &str, seat: Seat, playouts: u32) -> Result<Review, String> {
    let record = MatchRecord::decode(code).map_err(|e| e.to_string())?;
    let game = GameId::parse(&record.game)
        .ok_or_else(|| format!("Duskdeck has no game called {}", quoted(&record.game)))?;
    crate::with_game!(game, G => review_game::<G>(&record, seat, playouts))
}

/// [`review`] by a worker that holds only `G`: a code of another game is refused.
pub fn review_as<G: Playbook>(code: &str, seat: Seat, playouts: u32) -> Result<Review, String> {
    let record = MatchRecord::decode(code).map_err(|e| e.to_string())?;
    if record.game != G::INFO.id {
        return Err(format!(
            "this bot worker plays {}, not {}",
            quoted(G::INFO.id),
            quoted(&record.game)
        ));
    }
    review_game::<G>(&record, seat, playouts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advice::{HINT_DIFFICULTY, chance_move, decision_seed};
    use crate::bots::Difficulty;
    use crate::engine::Settings;
    use crate::games::grue::{Card, Defense, GrueAction};
    use crate::games::{GridOfShadowsGame, GridlockGame, GrimwoodGame, GrueGame, ShadowHouseGame};

    /// Plays a game of `G` from `seed` (each seat by its rollout policy, chance as the page draws
    /// it) until at least `plies` moves are made and a seat has a real choice; returns the record
    /// and that position.
    fn position_with_choice<G: Playbook>(seed: u64, plies: usize) -> (MatchRecord, G) {
        let settings = G::INFO.default_settings();
        let mut state = G::new(&settings, seed).unwrap();
        let mut record = MatchRecord::new(G::INFO.id, settings, seed);
        let mut rng = GameRng::seeded(seed ^ 0xAB);
        loop {
            let legal = state.legal_actions();
            let index = match state.turn() {
                Turn::Over => panic!("{} game {seed} ended before a choice", G::INFO.id),
                Turn::Chance => chance_move(&state, seed, record.actions.len()),
                Turn::Seat(seat) => {
                    if record.actions.len() >= plies && legal.len() > 1 {
                        return (record, state);
                    }
                    let action = G::rollout(&state, seat, &legal, &mut rng);
                    legal.iter().position(|a| *a == action).unwrap()
                }
            };
            state.apply_unchecked(&legal[index]);
            record.actions.push(index as u16);
        }
    }

    /// A state that `seat` cannot tell from `state` (its view is the same) but that differs in
    /// cards hidden from it: another seat sees something different, or a card lies elsewhere.
    fn twin_of<G: Game>(state: &G, seat: Seat) -> G {
        let view = state.view(seat);
        for attempt in 0..200 {
            let twin = G::determinize(&view, &mut GameRng::seeded(attempt));
            assert_eq!(twin.view(seat), view, "a sample keeps what {seat} knows");
            assert_eq!(twin.turn(), state.turn());
            assert_eq!(twin.legal_actions(), state.legal_actions());
            let others_differ =
                Seat::all(state.seat_count()).any(|other| twin.view(other) != state.view(other));
            // A face-down pile nobody sees shows only in where the cards lie.
            if others_differ || twin.cards() != state.cards() {
                assert_ne!(&twin, state);
                return twin;
            }
        }
        panic!("{}: no twin hides other cards from {seat}", G::INFO.id);
    }

    fn seat_to_move<G: Game>(state: &G) -> Seat {
        let Turn::Seat(seat) = state.turn() else {
            panic!("a seat is to move")
        };
        seat
    }

    /// The core requirement: the review of a decision is the same whatever the cards the seat could
    /// not see were. Each game's position comes from a real game; its twin is the true state with
    /// everything hidden from the seat dealt again.
    fn same_review_for_twins<G: Playbook>(seed: u64, plies: usize) {
        let (record, state) = position_with_choice::<G>(seed, plies);
        let seat = seat_to_move(&state);
        let twin = twin_of(&state, seat);
        let ply = record.actions.len();
        let played = (state.legal_actions().len() - 1) as u16;
        let review = |s: &G| review_decision(s, record.seed, ply, seat, played, 400).unwrap();
        let (original, of_twin) = (review(&state), review(&twin));
        assert!(!original.ranked.is_empty());
        assert_eq!(
            original,
            of_twin,
            "{}: the review read hidden cards",
            G::INFO.id
        );
        // The test has teeth: the same playouts run on the true states, as a review that read the
        // deal would, tell the twins apart.
        let peeking = |s: &G| peeking_playouts(s, seat, played, record.seed);
        assert_ne!(
            peeking(&state),
            peeking(&twin),
            "{}: twins too alike",
            G::INFO.id
        );
    }

    /// What a cheating review would compute: `played`, then playouts by the rollout policy from
    /// the true state `state`, all seeded alike; `seat`'s summed reward.
    fn peeking_playouts<G: Playbook>(state: &G, seat: Seat, played: u16, seed: u64) -> f64 {
        let mut rng = GameRng::seeded(seed);
        (0..40)
            .map(|_| {
                let mut s = state.clone();
                s.apply_unchecked(&s.legal_actions()[usize::from(played)]);
                for moves in 1.. {
                    let legal = s.legal_actions();
                    let action = match s.turn() {
                        Turn::Over => return G::playout_reward(&s.outcome().unwrap(), seat),
                        Turn::Chance => legal[rng.below(legal.len())].clone(),
                        Turn::Seat(to_move) => G::rollout(&s, to_move, &legal, &mut rng),
                    };
                    s.apply_unchecked(&action);
                    if let Some(reward) = G::cut_playout(&s, seat, moves) {
                        return reward;
                    }
                }
                unreachable!()
            })
            .sum()
    }

    #[test]
    fn review_twin_deals_get_the_same_review_in_grid_of_shadows() {
        same_review_for_twins::<GridOfShadowsGame>(11, 12);
    }

    #[test]
    fn review_twin_deals_get_the_same_review_in_grue() {
        same_review_for_twins::<GrueGame>(5, 10);
    }

    #[test]
    fn review_twin_deals_get_the_same_review_in_gridlock() {
        same_review_for_twins::<GridlockGame>(7, 12);
    }

    #[test]
    fn review_twin_deals_get_the_same_review_in_shadow_house() {
        same_review_for_twins::<ShadowHouseGame>(3, 12);
    }

    #[test]
    fn review_twin_deals_get_the_same_review_in_grimwood() {
        same_review_for_twins::<GrimwoodGame>(9, 12);
    }

    /// The whole review at once: replacing every reviewed position of a real game by a twin (each
    /// with other seats' hidden cards dealt again) changes nothing in the review of the game.
    fn same_game_review_for_twins<G: Playbook>(seed: u64, plies: usize, playouts: u32) {
        let (record, state) = position_with_choice::<G>(seed, plies);
        let seat = seat_to_move(&state);
        let review = review_game::<G>(&record, seat, playouts).unwrap();
        let decisions = decisions_of::<G>(&record, seat).unwrap();
        assert!(decisions.len() >= 2, "{}: too few decisions", G::INFO.id);
        let twins = decisions
            .iter()
            .map(|(ply, state, played)| {
                let twin = twin_of(state, seat);
                review_decision(&twin, record.seed, *ply, seat, *played, playouts).unwrap()
            })
            .collect();
        assert_eq!(
            review,
            Review {
                seat,
                decisions: twins
            }
        );
    }

    #[test]
    fn review_of_a_game_is_the_same_when_every_position_is_a_twin() {
        same_game_review_for_twins::<GrueGame>(21, 40, 100);
        same_game_review_for_twins::<GridOfShadowsGame>(4, 30, 100);
    }

    /// Grue, five seats: seat 1 holds both the Shield and the Sword, and the ready Grue attacks it.
    /// Showing both slays the Grue and wins at once; showing the Shield alone only fends off this
    /// attack.
    fn shield_and_sword_under_attack() -> GrueGame {
        let d = Card::Darkness;
        let mut game = GrueGame::from_deal(vec![
            vec![Card::Grue],
            vec![Card::Shield, Card::Sword],
            vec![d, d],
            vec![d, Card::Lantern],
            vec![d, Card::Traitor],
        ])
        .unwrap();
        for _ in 0..100 {
            let legal = game.legal_actions();
            if legal.contains(&GrueAction::Defend(Defense::ShieldAndSword)) {
                return game;
            }
            let filler = [
                GrueAction::Attack(Seat(1)),
                GrueAction::Ready,
                GrueAction::Pass,
                GrueAction::KeepDark,
                GrueAction::Wait,
            ]
            .into_iter()
            .find(|a| legal.contains(a))
            .unwrap_or_else(|| panic!("nothing to fill with: {legal:?}"));
            game.apply_unchecked(&filler);
        }
        panic!("the Grue never attacked seat 1");
    }

    #[test]
    fn review_marks_showing_the_shield_alone_when_shield_and_sword_wins() {
        let game = shield_and_sword_under_attack();
        let seat = Seat(1);
        let legal = game.legal_actions();
        let index = |defense| {
            legal
                .iter()
                .position(|a| *a == GrueAction::Defend(defense))
                .unwrap() as u16
        };
        let (win, shield) = (index(Defense::ShieldAndSword), index(Defense::Shield));
        let poor = review_decision(&game, 77, 30, seat, shield, 400).unwrap();
        println!("showing the Shield alone: {poor:?}");
        assert!(poor.marked, "{poor:?}");
        assert_eq!(poor.best, win);
        assert_eq!(poor.best_chance, 1.0, "slaying the Grue wins every playout");
        assert!(
            poor.cost >= REVIEW_MIN_COST && poor.z >= REVIEW_Z,
            "{poor:?}"
        );
        assert_eq!(Some(poor.best_chance - poor.cost), poor.played_chance);

        let sound = review_decision(&game, 77, 30, seat, win, 400).unwrap();
        assert!(!sound.marked, "{sound:?}");
        assert_eq!((sound.played, sound.best, sound.cost), (win, win, 0.0));
        assert_eq!(sound.played_chance, Some(1.0));
    }

    #[test]
    fn review_judges_only_gaps_beyond_noise() {
        let ranked = |index, visits, mean_reward| RankedMove {
            index,
            visits,
            mean_reward,
        };
        // Clearly better and by enough: marked.
        let (cost, z, marked) = judge(&ranked(0, 1000, 0.6), &ranked(1, 200, 0.4));
        assert!(marked && (cost - 0.2).abs() < 1e-12 && z > 4.0);
        // The same gap over a handful of playouts is noise.
        assert!(!judge(&ranked(0, 10, 0.6), &ranked(1, 4, 0.4)).2);
        // Sure but tiny: not worth marking.
        assert!(!judge(&ranked(0, 100_000, 0.53), &ranked(1, 100_000, 0.5)).2);
        // A move that was played and is best costs nothing.
        assert_eq!(
            judge(&ranked(2, 50, 0.5), &ranked(2, 50, 0.5)),
            (0.0, 0.0, false)
        );
        // A played move rated higher than the most explored one is no mistake.
        assert_eq!(judge(&ranked(0, 900, 0.5), &ranked(1, 90, 0.7)).0, 0.0);
    }

    #[test]
    fn review_is_deterministic_and_the_same_by_code_or_by_type() {
        let (record, state) = position_with_choice::<GrueGame>(13, 30);
        let seat = seat_to_move(&state);
        let first = review_game::<GrueGame>(&record, seat, 80).unwrap();
        assert!(!first.decisions.is_empty());
        assert_eq!(review_game::<GrueGame>(&record, seat, 80).unwrap(), first);
        assert_eq!(review(&record.encode(), seat, 80), Ok(first.clone()));
        assert_eq!(
            review_as::<GrueGame>(&record.encode(), seat, 80),
            Ok(first.clone())
        );
        assert!(review_as::<GridlockGame>(&record.encode(), seat, 80).is_err());
        for decision in &first.decisions {
            assert_eq!(decision.seat, seat);
            assert_eq!(
                decision.ranked.iter().map(|r| r.visits).sum::<u32>(),
                decision.playouts
            );
            assert!(
                !decision.marked || (decision.cost >= REVIEW_MIN_COST && decision.z >= REVIEW_Z)
            );
        }
        // The review crosses the worker boundary as JSON.
        // JSON keeps every field; a float may come back a last bit off (serde_json's default
        // parsing), which no reader of a chance of winning can see.
        let json = serde_json::to_string(&first).unwrap();
        let back = serde_json::from_str::<Review>(&json).unwrap();
        let close = |a: f64, b: f64| (a - b).abs() < 1e-12;
        assert_eq!(back.decisions.len(), first.decisions.len());
        for (b, f) in back.decisions.iter().zip(&first.decisions) {
            assert_eq!(
                (b.ply, b.seat, b.played, b.best, b.marked, b.playouts),
                (f.ply, f.seat, f.played, f.best, f.marked, f.playouts)
            );
            assert!(
                close(b.cost, f.cost) && close(b.z, f.z) && close(b.best_chance, f.best_chance)
            );
            assert_eq!(b.played_chance.is_some(), f.played_chance.is_some());
            assert!(
                b.ranked
                    .iter()
                    .zip(&f.ranked)
                    .all(|(x, y)| x.index == y.index
                        && x.visits == y.visits
                        && close(x.mean_reward, y.mean_reward))
            );
        }
    }

    #[test]
    fn review_searches_on_its_own_stream_with_more_than_hards_budget() {
        let hard = HINT_DIFFICULTY.spec().kind.playouts();
        assert_eq!(REVIEW_PLAYOUTS, Difficulty::Expert.spec().kind.playouts());
        assert!(REVIEW_PLAYOUTS > hard && hard == Difficulty::Hard.spec().kind.playouts());
        for (seed, ply) in [(0, 0), (5, 17), (u64::MAX, 300)] {
            let own = review_seed(seed, ply);
            assert_ne!(own, decision_seed(seed, ply));
            assert_ne!(own, derive_seed(decision_seed(seed, ply), 0x4849_4e54));
        }
    }

    #[test]
    fn review_says_when_the_played_move_was_never_tried_and_refuses_non_decisions() {
        let (record, state) = position_with_choice::<GrueGame>(5, 10);
        let seat = seat_to_move(&state);
        let ply = record.actions.len();
        let legal = state.legal_actions().len() as u16;
        // One playout tries one move: every other is unknown, so it is not judged.
        let untried = (0..legal)
            .map(|played| review_decision(&state, record.seed, ply, seat, played, 1).unwrap())
            .find(|d| d.played_chance.is_none())
            .expect("one playout leaves some move untried");
        assert!(!untried.marked && untried.cost == 0.0 && untried.ranked.len() == 1);

        let other = Seat((seat.0 + 1) % state.seat_count() as u8);
        assert!(review_decision(&state, 1, ply, other, 0, 10).is_err());
        assert!(review_decision(&state, 1, ply, seat, legal, 10).is_err());
        // Asked between turns without the Lantern, a seat can only keep it dark.
        let mut lone = GrueGame::new(&Settings::new(5, ""), 2).unwrap();
        while !matches!(lone.turn(), Turn::Seat(_)) || lone.legal_actions().len() > 1 {
            let first = lone.legal_actions()[0];
            lone.apply_unchecked(&first);
        }
        let alone = seat_to_move(&lone);
        assert!(review_decision(&lone, 1, 0, alone, 0, 10).is_err());
        let outsider = Seat(state.seat_count() as u8);
        assert!(review_game::<GrueGame>(&record, outsider, 10).is_err());
    }

    /// How long a review at the full budget takes, game by game (run by hand with `--ignored
    /// --nocapture`): what the bot worker must plan for.
    #[test]
    #[ignore]
    fn review_timing_at_full_budget() {
        fn time<G: Playbook>(seed: u64, plies: usize) {
            let (record, state) = position_with_choice::<G>(seed, plies);
            let seat = seat_to_move(&state);
            let started = std::time::Instant::now();
            let review = review_game::<G>(&record, seat, REVIEW_PLAYOUTS).unwrap();
            let took = started.elapsed();
            let marks: Vec<_> = review.marked().map(|d| (d.ply, d.cost, d.z)).collect();
            println!(
                "{}: {} decisions of {seat} in {} plies, {took:?} in all, {:?} each, marked \
                 (ply, cost, z) {marks:?}",
                G::INFO.id,
                review.decisions.len(),
                record.actions.len(),
                took / review.decisions.len().max(1) as u32,
            );
        }
        time::<GrueGame>(21, 60);
        time::<GridOfShadowsGame>(4, 60);
        time::<GridlockGame>(7, 60);
        time::<ShadowHouseGame>(3, 60);
        time::<GrimwoodGame>(9, 60);
    }
}
