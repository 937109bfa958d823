//! The conformance harness: rule-agnostic checks that every [`Game`] must pass.
//!
//! [`check_game`] deals `games` seeded games with the given settings and plays each to the end,
//! choosing uniformly among the legal actions (chance turns too, from a seeded [`GameRng`]). It
//! speaks only the [`Game`] trait, so it knows nothing of any game's rules. Per game it checks:
//!
//! * Settings: the deal is a pure function of the seed; seat counts outside the game's range and
//!   unknown variants are refused.
//! * At every step:
//!   - `turn() == Over` exactly when `legal_actions()` is empty, and exactly when `outcome()` is
//!     `Some`; the legal actions have no duplicates; the seat to act is at the table;
//!   - card accounting: sorted `cards()` equals sorted `deck(settings)`;
//!   - the game has not outlasted `max_plies(settings)`;
//!   - `action_index` finds the chosen action at its place in the legal list;
//!   - every legal action applies to a clone without error.
//! * At a sample of steps (every step of the first `ALWAYS_DEEP_GAMES` games, then one step in
//!   `DEEP_EVERY`, chosen at random):
//!   - every legal action has a non-empty description;
//!   - illegal actions, drawn from a pool of actions seen legal anywhere in the run (earlier in
//!     this game or in earlier games, so other hands, other seats and other phases) and not legal
//!     now, are refused with a non-empty reason and leave the state equal to before;
//!   - view secrecy: for the seat to act and two other seats, `determinize(&view(seat))` deals a
//!     state that accounts for every card, shows `seat` the same view, and, when `seat` is to act,
//!     offers exactly the same legal actions (a bot learns nothing from its move list);
//!   - a determinized state is a playable game: now and then one is played out to the end under
//!     the same per-step checks (search plays on these);
//!   - redaction (in games of one round, see [`checks_redaction`]): every event the step's
//!     action reports, as `redact` gives it to each seat, carries only card faces that seat's
//!     view shows (before or after the action), and as it gives it to an onlooker, only faces
//!     every seat's view shows.
//! * Over the whole run, determinization must sometimes place cards differently from the truth
//!   (`cards()` in location order differs), so a determinizer that leaks the true deal fails.
//! * At the end of each game: the outcome has one result and one score per seat; the match record
//!   (seed + indices of the actions chosen, chance draws included) replays to an equal state (and,
//!   in sampled games, the same events by `Debug`) and round-trips through `encode`/`decode`;
//!   `narrate` never panics, nor says an empty line, for any event (opening included) and any
//!   viewer, every seat and a spectator.
//!
//! A failure names the game, settings, seed and ply, so it can be replayed by hand.
//!
//! It runs in two places: `tests/conformance.rs` (a fixed set of runs in CI) and `arena soak`
//! (any number of games, every variant and table size). A new game plugs in with one line in
//! `tests/conformance.rs`:
//! `conformance!(mygame_4_seats, MyGame, Settings::new(4, ""), 10_000);`
//! The game's `cards()` should list cards location by location in a fixed order (the leak check
//! compares that order between the true state and its samples).

use crate::engine::{
    GameRng, MatchRecord, Seat, Settings, Turn, action_index, derive_seed, replay,
};
use crate::lang::narrate::Narrate;
use std::collections::HashSet;
use std::fmt;

/// The expensive checks run at every step of the first games...
const ALWAYS_DEEP_GAMES: usize = 200;
/// ...and then at one step in this many (debug builds run the same games, sampled more thinly).
const DEEP_EVERY: usize = if cfg!(debug_assertions) { 24 } else { 6 };
/// Illegal candidates tried per deep step.
const ILLEGAL_PER_STEP: usize = 4;
/// Most actions kept in the run-wide pool of illegal candidates.
const ILLEGAL_POOL: usize = 4096;
/// Seats whose views are determinized per deep step: the seat to act and others.
const VIEWERS_PER_STEP: usize = 3;
/// One game in this many plays a determinized sample out to the end and compares replayed events.
const SAMPLED_GAME_EVERY: usize = 8;

/// Run statistics, for the aggregate assertions and the test log.
#[derive(Clone, Default, Debug)]
pub struct Stats {
    pub games: usize,
    pub plies: usize,
    pub chance_plies: usize,
    pub deep_steps: usize,
    pub actions_tried: usize,
    pub illegal_tried: usize,
    pub samples: usize,
    pub samples_differing: usize,
    pub playouts: usize,
    pub redactions_checked: usize,
}

/// Actions once legal somewhere in the run: the pool illegal candidates are drawn from.
struct Pool<G: Narrate> {
    actions: Vec<G::Action>,
    known: HashSet<G::Action>,
}

impl<G: Narrate> Pool<G> {
    fn new() -> Self {
        Pool {
            actions: Vec::new(),
            known: HashSet::new(),
        }
    }

    fn add(&mut self, legal: &[G::Action]) {
        for action in legal {
            if self.actions.len() >= ILLEGAL_POOL {
                return;
            }
            if self.known.insert(action.clone()) {
                self.actions.push(action.clone());
            }
        }
    }
}

/// Where a check failed: enough to reproduce it. Formatted only when an assertion fails.
#[derive(Clone, Copy)]
struct Ctx {
    game: &'static str,
    seats: u8,
    seed: u64,
    ply: Option<usize>,
    viewer: Option<Seat>,
    playout_ply: Option<usize>,
}

impl fmt::Display for Ctx {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at {} seats, seed {}",
            self.game, self.seats, self.seed
        )?;
        if let Some(ply) = self.ply {
            write!(f, ", ply {ply}")?;
        }
        if let Some(seat) = self.viewer {
            write!(f, ", determinized for {seat:?}")?;
        }
        if let Some(ply) = self.playout_ply {
            write!(f, ", playout ply {ply}")?;
        }
        Ok(())
    }
}

/// Runs `games` seeded random games of `G` with `settings` under every check above.
pub fn check_game<G: Narrate>(settings: Settings, games: usize) -> Stats {
    let base = derive_seed(u64::from(settings.seats), fnv(G::INFO.id));
    let stats = check_games::<G>(&settings, base, 0..games);
    assert!(
        stats.samples > 0,
        "{}: no view was ever determinized",
        G::INFO.id
    );
    assert!(
        stats.samples_differing * 100 >= stats.samples,
        "{}: only {} of {} determinized samples placed any card differently from the truth: \
         the determinizer (or the view) leaks hidden cards",
        G::INFO.id,
        stats.samples_differing,
        stats.samples
    );
    eprintln!("{} {settings:?}: {stats:?}", G::INFO.id);
    stats
}

/// Plays games number `games` of a run whose seeds derive from `base`, under every per-game and
/// per-step check; a failure panics with the game, settings, seed and ply. A run split into
/// ranges (across threads) checks exactly what one call over the whole range would, except that
/// each range draws its illegal candidates from its own pool.
pub fn check_games<G: Narrate>(
    settings: &Settings,
    base: u64,
    games: std::ops::Range<usize>,
) -> Stats {
    check_settings::<G>(settings);
    let mut stats = Stats::default();
    let mut pool = Pool::<G>::new();
    for game in games {
        let seed = derive_seed(base, game as u64) & 0xFFFF_FFFF_FFFF;
        play_one::<G>(settings, seed, game, &mut pool, &mut stats);
    }
    stats
}

impl Stats {
    /// Adds another run's counts to these.
    pub fn absorb(&mut self, other: &Stats) {
        self.games += other.games;
        self.plies += other.plies;
        self.chance_plies += other.chance_plies;
        self.deep_steps += other.deep_steps;
        self.actions_tried += other.actions_tried;
        self.illegal_tried += other.illegal_tried;
        self.samples += other.samples;
        self.samples_differing += other.samples_differing;
        self.playouts += other.playouts;
        self.redactions_checked += other.redactions_checked;
    }
}

pub(crate) fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn check_settings<G: Narrate>(settings: &Settings) {
    let info = G::INFO;
    assert!(
        (info.min_seats..=info.max_seats).contains(&settings.seats),
        "{}: the harness was given {} seats",
        info.id,
        settings.seats
    );
    assert!(G::new(settings, 1).is_ok());
    assert!(
        G::new(settings, 99).unwrap() == G::new(settings, 99).unwrap(),
        "{}: the deal must depend only on the seed",
        info.id
    );
    for seats in [0, info.min_seats.saturating_sub(1), info.max_seats + 1] {
        if !(info.min_seats..=info.max_seats).contains(&seats) {
            let bad = Settings {
                seats,
                variant: settings.variant.clone(),
                rounds: settings.rounds,
            };
            assert!(
                G::new(&bad, 1).is_err(),
                "{}: {seats} seats must be refused",
                info.id
            );
        }
    }
    let bad = Settings {
        seats: settings.seats,
        variant: "no-such-variant".into(),
        rounds: settings.rounds,
    };
    assert!(
        G::new(&bad, 1).is_err(),
        "{}: an unknown variant must be refused",
        info.id
    );
}

fn sorted<T: Ord>(mut items: Vec<T>) -> Vec<T> {
    items.sort();
    items
}

/// The checks every reachable state passes, cheap enough for every step.
fn check_step<G: Narrate>(
    state: &G,
    deck: &[G::Card],
    plies: usize,
    context: Ctx,
) -> Vec<G::Action> {
    let settings = state.settings();
    assert!(
        plies <= G::max_plies(settings),
        "{context}: the game has run {plies} plies, more than max_plies {}",
        G::max_plies(settings)
    );
    assert_eq!(
        sorted(state.cards()),
        deck,
        "{context}: cards() must hold every card of the deck exactly once"
    );
    let legal = state.legal_actions();
    let turn = state.turn();
    let outcome = state.outcome();
    assert_eq!(
        turn == Turn::Over,
        legal.is_empty(),
        "{context}: turn() is {turn:?} with {} legal actions",
        legal.len()
    );
    assert_eq!(
        turn == Turn::Over,
        outcome.is_some(),
        "{context}: turn() is {turn:?} but outcome() is {outcome:?}"
    );
    if let Turn::Seat(seat) = turn {
        assert!(
            seat.index() < state.seat_count(),
            "{context}: {seat:?} is not at the table"
        );
    }
    for (i, action) in legal.iter().enumerate() {
        assert!(
            !legal[..i].contains(action),
            "{context}: {action:?} is listed twice among the legal actions"
        );
        if let Err(refusal) = state.clone().apply(action) {
            panic!("{context}: legal action {action:?} was refused: {refusal:?}");
        }
    }
    legal
}

fn check_outcome<G: Narrate>(state: &G, context: Ctx) {
    let outcome = state.outcome().expect("checked by check_step");
    assert_eq!(
        outcome.results.len(),
        state.seat_count(),
        "{context}: results per seat"
    );
    assert_eq!(
        outcome.scores.len(),
        state.seat_count(),
        "{context}: scores per seat"
    );
}

/// Every legal action is described; illegal ones are refused and change nothing.
fn check_actions<G: Narrate>(
    state: &G,
    legal: &[G::Action],
    pool: &Pool<G>,
    rng: &mut GameRng,
    stats: &mut Stats,
    context: Ctx,
) {
    for action in legal {
        assert!(
            !state.describe_action(action).trim().is_empty(),
            "{context}: {action:?} has an empty description"
        );
    }
    let candidates: Vec<&G::Action> = pool.actions.iter().filter(|a| !legal.contains(a)).collect();
    for _ in 0..ILLEGAL_PER_STEP.min(candidates.len()) {
        let action = candidates[rng.below(candidates.len())];
        let mut copy = state.clone();
        match copy.apply(action) {
            Ok(events) => {
                panic!("{context}: {action:?} is not legal yet was applied, giving {events:?}")
            }
            Err(refusal) => assert!(
                !G::refusal_words(&refusal).trim().is_empty(),
                "{context}: {action:?} was refused without a reason"
            ),
        }
        assert!(
            copy == *state,
            "{context}: refusing {action:?} changed the state"
        );
        stats.illegal_tried += 1;
    }
}

/// Determinizes the views of the seat to act and other seats; returns one sample.
fn check_views<G: Narrate>(
    state: &G,
    legal: &[G::Action],
    deck: &[G::Card],
    rng: &mut GameRng,
    stats: &mut Stats,
    context: Ctx,
) -> Option<G> {
    let seats = state.seat_count();
    let to_act = match state.turn() {
        Turn::Seat(seat) => Some(seat),
        _ => None,
    };
    let mut viewers: Vec<Seat> = to_act.into_iter().collect();
    let first = rng.below(seats);
    for step in 0..seats {
        if viewers.len() >= VIEWERS_PER_STEP {
            break;
        }
        let seat = Seat(((first + step) % seats) as u8);
        if !viewers.contains(&seat) {
            viewers.push(seat);
        }
    }
    let truth = state.cards();
    let mut kept = None;
    for seat in viewers {
        let context = Ctx {
            viewer: Some(seat),
            ..context
        };
        let view = state.view(seat);
        let sample = G::determinize(&view, rng);
        assert!(
            sample.settings() == state.settings(),
            "{context}: a sample keeps the settings"
        );
        assert_eq!(
            sorted(sample.cards()),
            deck,
            "{context}: a sample must hold every card exactly once"
        );
        assert!(
            sample.view(seat) == view,
            "{context}: the sample's view differs from the view it was drawn from\n\
             view:   {view:?}\nsample: {:?}",
            sample.view(seat)
        );
        assert_eq!(sample.turn(), state.turn(), "{context}: the sample's turn");
        if Some(seat) == to_act {
            assert!(
                sample.legal_actions() == legal,
                "{context}: the seat to act must see the same legal actions in every sample\n\
                 true:   {legal:?}\nsample: {:?}",
                sample.legal_actions()
            );
        }
        stats.samples += 1;
        if sample.cards() != truth {
            stats.samples_differing += 1;
        }
        if kept.is_none() {
            kept = Some(sample);
        }
    }
    kept
}

/// Whether the run checks redaction against the views: in a game of one round. A move that ends
/// a round of a longer match can show a card (the last card a GRID#LOCK grid takes is laid face
/// up) and deal the next round in one action, and the next round's views rightly forget the last
/// one's table, so no view holds that card to compare with.
pub fn checks_redaction<G: Narrate>(settings: &Settings) -> bool {
    G::INFO.rounds.is_none() || settings.rounds == Some(1)
}

/// The card faces each seat's view shows, seat by seat.
fn every_seats_sightings<G: Narrate>(state: &G) -> Vec<Vec<G::Card>> {
    Seat::all(state.seat_count())
        .map(|seat| G::sightings(&state.view(seat)))
        .collect()
}

/// What `redact` ([`Game::redact`](crate::engine::Game::redact) in the harness) hands each seat
/// of `happened` carries no card face that seat's view lacked both before and after the action (a
/// card may be seen and then leave the view within one action: a drawn card discarded); what it
/// hands an onlooker carries only faces every seat saw.
fn check_redaction<G: Narrate>(
    after: &G,
    happened: &[G::Event],
    before: &[Vec<G::Card>],
    redact: fn(&G::Event, Option<Seat>) -> Option<G::Event>,
    context: Ctx,
) {
    let after = every_seats_sightings(after);
    let saw =
        |seat: usize, card: &G::Card| before[seat].contains(card) || after[seat].contains(card);
    let seats = before.len();
    for event in happened {
        for seat in 0..seats {
            let viewer = Seat(seat as u8);
            let Some(seen) = redact(event, Some(viewer)) else {
                continue;
            };
            for card in G::event_cards(&seen) {
                assert!(
                    saw(seat, &card),
                    "{context}: {event:?} redacted for {viewer:?} shows {card:?}, \
                     which that seat's view lacks"
                );
            }
        }
        if let Some(seen) = redact(event, None) {
            for card in G::event_cards(&seen) {
                assert!(
                    (0..seats).all(|seat| saw(seat, &card)),
                    "{context}: {event:?} redacted for an onlooker shows {card:?}, \
                     which some seat's view lacks"
                );
            }
        }
    }
}

/// Plays a determinized sample out to the end under the per-step checks.
fn play_out<G: Narrate>(mut state: G, deck: &[G::Card], rng: &mut GameRng, context: Ctx) {
    let limit = G::max_plies(state.settings());
    for ply in 0.. {
        let context = Ctx {
            playout_ply: Some(ply),
            ..context
        };
        assert!(ply <= limit, "{context}: a determinized sample never ended");
        let legal = check_step(&state, deck, 0, context);
        if legal.is_empty() {
            check_outcome(&state, context);
            return;
        }
        let action = legal[rng.below(legal.len())].clone();
        if let Err(refusal) = state.apply(&action) {
            panic!("{context}: legal {action:?} refused: {refusal:?}");
        }
    }
}

fn play_one<G: Narrate>(
    settings: &Settings,
    seed: u64,
    game: usize,
    pool: &mut Pool<G>,
    stats: &mut Stats,
) {
    let id = G::INFO.id;
    let game_context = Ctx {
        game: id,
        seats: settings.seats,
        seed,
        ply: None,
        viewer: None,
        playout_ply: None,
    };
    let deck = sorted(G::deck(settings));
    let mut state = G::new(settings, seed).unwrap_or_else(|e| panic!("{game_context}: {e}"));
    let mut rng = GameRng::seeded(derive_seed(seed, 0xC0FFEE));
    let mut record = MatchRecord::new(id, settings.clone(), seed);
    let mut events = Vec::new();
    let opening = state.opening();
    let always_deep = game < ALWAYS_DEEP_GAMES;
    let sampled_game = always_deep || game.is_multiple_of(SAMPLED_GAME_EVERY);
    let mut playout_pending = sampled_game;
    let playout_from = rng.below(32);
    let mut ply = 0;
    loop {
        let context = Ctx {
            ply: Some(ply),
            ..game_context
        };
        let legal = check_step(&state, &deck, ply, context);
        if legal.is_empty() {
            check_outcome(&state, context);
            break;
        }
        stats.actions_tried += legal.len();
        pool.add(&legal);
        let deep = always_deep || rng.below(DEEP_EVERY) == 0;
        if deep {
            stats.deep_steps += 1;
            check_actions(&state, &legal, pool, &mut rng, stats, context);
            let sample = check_views(&state, &legal, &deck, &mut rng, stats, context);
            if playout_pending
                && ply >= playout_from
                && let Some(sample) = sample
            {
                play_out(sample, &deck, &mut rng, context);
                stats.playouts += 1;
                playout_pending = false;
            }
        }
        let index = rng.below(legal.len());
        let action = legal[index].clone();
        let sightings_before =
            (deep && checks_redaction::<G>(settings)).then(|| every_seats_sightings(&state));
        if state.turn() == Turn::Chance {
            stats.chance_plies += 1;
        }
        assert_eq!(
            action_index(&state, &action),
            Some(index as u16),
            "{context}: action_index must find the action at its place in the legal list"
        );
        record.actions.push(index as u16);
        match state.apply(&action) {
            Ok(happened) => {
                if let Some(before) = sightings_before {
                    check_redaction(&state, &happened, &before, G::redact, context);
                    stats.redactions_checked += happened.len();
                }
                events.extend(happened);
            }
            Err(refusal) => panic!("{context}: legal {action:?} refused: {refusal:?}"),
        }
        ply += 1;
    }
    stats.games += 1;
    stats.plies += ply;
    let context = game_context;

    let (replayed, replayed_events) = replay::<G>(&record)
        .unwrap_or_else(|e| panic!("{context}: its record does not replay: {e}"));
    assert!(
        replayed == state,
        "{context}: the replay ends in a different state"
    );
    assert_eq!(
        replayed_events.len(),
        events.len(),
        "{context}: the replay tells a different number of events"
    );
    if sampled_game {
        assert_eq!(
            format!("{replayed_events:?}"),
            format!("{events:?}"),
            "{context}: the replay tells different events"
        );
    }
    let code = record.encode();
    assert_eq!(
        MatchRecord::decode(&code),
        Ok(record),
        "{context}: the record does not round-trip through {code}"
    );

    let viewers: Vec<Option<Seat>> = Seat::all(settings.seats.into())
        .map(Some)
        .chain([None])
        .collect();
    for event in opening.iter().chain(&events) {
        for &viewer in &viewers {
            if let Some(line) = G::narrate(event, viewer) {
                assert!(
                    !line.trim().is_empty(),
                    "{context}: {event:?} narrated as an empty line to {viewer:?}"
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::grue::{GrueEvent, GrueGame};

    /// Plays seeded random Grue games until an offer is made; returns the state just after it,
    /// the offer and each seat's sightings just before it.
    fn an_offer() -> (GrueGame, GrueEvent, Vec<Vec<crate::games::grue::Card>>) {
        for seed in 0..200 {
            let mut game = GrueGame::new(&Settings::new(4, ""), seed).unwrap();
            let mut rng = GameRng::seeded(seed);
            while game.outcome().is_none() {
                let legal = game.legal_actions();
                let before = every_seats_sightings(&game);
                let happened = game.apply(&legal[rng.below(legal.len())]).unwrap();
                if let Some(offer) = happened
                    .into_iter()
                    .find(|e| matches!(e, GrueEvent::Offered { .. }))
                {
                    return (game, offer, before);
                }
            }
        }
        panic!("no offer in 200 random games");
    }

    #[test]
    fn the_redaction_check_passes_a_hidden_offer_and_catches_one_shown_to_everyone() {
        let (after, offer, before) = an_offer();
        let GrueEvent::Offered { from, to, .. } = offer else {
            unreachable!()
        };
        let bystander = Seat::all(4).find(|&s| s != from && s != to).unwrap();
        assert_eq!(
            GrueGame::redact(&offer, Some(bystander)),
            Some(GrueEvent::Offered {
                from,
                to,
                card: None
            })
        );
        assert_eq!(GrueGame::redact(&offer, Some(from)), Some(offer.clone()));
        let context = Ctx {
            game: "grue",
            seats: 4,
            seed: 0,
            ply: None,
            viewer: None,
            playout_ply: None,
        };
        let happened = std::slice::from_ref(&offer);
        check_redaction(&after, happened, &before, GrueGame::redact, context);
        // A redaction that hands every viewer the whole event shows the offered card to seats
        // that never saw it: the check must refuse it.
        let leak: fn(&GrueEvent, Option<Seat>) -> Option<GrueEvent> = |e, _| Some(e.clone());
        let caught = std::panic::catch_unwind(|| {
            check_redaction(&after, happened, &before, leak, context);
        });
        assert!(caught.is_err(), "a card shown to everyone went unnoticed");
    }
}
