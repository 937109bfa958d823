//! The engine core every game implements.
//!
//! The vocabulary follows OpenSpiel's: [`Game::turn`] says whose decision it is (a seat, chance, or
//! nobody once the game is over), [`Game::legal_actions`] lists what that decision may be,
//! [`Game::apply`] plays one, [`Game::outcome`] scores a finished game and [`Game::view`] is what
//! one seat knows. Bots see only views; [`Game::determinize`] samples a full state consistent with
//! a view, which is what information-set search plays on.
//!
//! A game is fully described by its [`Settings`], its seed and its action list: [`replay`] rebuilds
//! any position from a [`MatchRecord`].
//!
//! # Decisions out of turn and decisions made at once
//!
//! [`Turn::Seat`] names whoever must decide *now*, which need not be the player whose turn it is in
//! the game's own sense. Two shapes recur, and the core has one tool for each:
//!
//! * A **reaction window** ("Lights!" after a play, an Amulet against a theft): after an event,
//!   the seats that may react are asked one at a time in a fixed order, each choosing to react or
//!   let it pass; the first to react closes the window. [`ReactionWindow`] keeps that queue. Every
//!   seat gets its chance and no one waits on a clock.
//! * **Sealed simultaneous choices** (everyone passes a card at once): seats commit one at a time,
//!   and a commitment is absent from every other seat's view until all are in, then revealed
//!   together. This is the standard sequential form of a simultaneous move: no seat can act on
//!   another's choice, so it plays exactly like a simultaneous one. [`SealedChoices`] holds the
//!   commitments; a game's view shows other seats only *whether* they have chosen.
//!
//! Bots, the arena, the table and pass-and-play need nothing special for either: they ask
//! [`Game::turn`] who decides, and a seat's view holds only what that seat may know.

mod cards;
mod record;
mod rng;
pub mod rules_text;
mod simultaneous;
#[cfg(test)]
pub(crate) mod take_back;
pub mod tutorial;

pub use cards::{Faces, take_one};
pub use record::{Damage, MatchRecord, RECORD_VERSION, RecordError, UNSET_ROUNDS_UNTIL};
pub use rng::{GameRng, derive_seed, fresh_seed};
pub use simultaneous::{CommitRefusal, ReactionWindow, SealedChoices};

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::hash::Hash;

/// A place at the table, numbered from 0 clockwise.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's position, for indexing per-seat vectors.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seat `steps` places clockwise of this one at a table of `seats`.
    pub fn clockwise(self, steps: usize, seats: usize) -> Seat {
        Seat(((self.index() + steps) % seats) as u8)
    }

    /// All seats of a table of `seats`, in clockwise order from seat 0.
    pub fn all(seats: usize) -> impl Iterator<Item = Seat> + Clone {
        (0..seats).map(|i| Seat(i as u8))
    }
}

/// Whose decision it is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Turn {
    /// This seat must choose one of [`Game::legal_actions`].
    Seat(Seat),
    /// Nature chooses uniformly among [`Game::legal_actions`], drawing on the match's seeded generator.
    Chance,
    /// The game is over; [`Game::outcome`] is `Some`.
    Over,
}

impl From<Option<Seat>> for Turn {
    /// The seat that must decide, or the end when nobody must (games without chance turns).
    fn from(deciding: Option<Seat>) -> Turn {
        deciding.map_or(Turn::Over, Turn::Seat)
    }
}

/// How one seat fared.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum SeatResult {
    Win,
    Draw,
    Loss,
}

/// The result of a finished game, one entry per seat.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Outcome {
    pub results: Vec<SeatResult>,
    /// The game's own points (win counts for team games, card points for scoring games).
    pub scores: Vec<f64>,
}

impl Outcome {
    /// The reward search maximises, in `[0, 1]`: 1 for a win, 0.5 for a draw, 0 for a loss.
    pub fn reward(&self, seat: Seat) -> f64 {
        match self.results[seat.index()] {
            SeatResult::Win => 1.0,
            SeatResult::Draw => 0.5,
            SeatResult::Loss => 0.0,
        }
    }
}

/// Settings a table is dealt with. Every game reads the seat count and its variant id.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Settings {
    pub seats: u8,
    /// `""` for the base rules, otherwise one of [`GameInfo::variants`].
    pub variant: String,
    /// For games played over several rounds ([`GameInfo::rounds`] is `Some`): `None` plays to the
    /// rulebook's own end (a points target); `Some(n)` plays `n` rounds at most, the rulebook's
    /// end still ending the match sooner. Always `None` for single-round games.
    #[serde(default)]
    pub rounds: Option<u8>,
}

impl Settings {
    /// Base rules (`variant` empty) or a named variant, at the rulebook's match length.
    pub fn new(seats: u8, variant: &str) -> Settings {
        Settings {
            seats,
            variant: variant.to_string(),
            rounds: None,
        }
    }

    /// The same table played for `rounds` rounds at most.
    pub fn with_rounds(mut self, rounds: u8) -> Settings {
        self.rounds = Some(rounds);
        self
    }
}

/// Bad settings, found before any card is dealt. Games and variants are named by their ids;
/// each language words it (`lang::common`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SettingsError {
    Seats {
        game: &'static str,
        min: u8,
        max: u8,
        asked: u8,
    },
    Variant {
        game: &'static str,
        asked: String,
    },
    NoRounds {
        game: &'static str,
    },
    SingleRoundVariant {
        game: &'static str,
        variant: &'static str,
    },
    Rounds {
        game: &'static str,
        max: u8,
        asked: u8,
    },
}

/// How a game played over several rounds may be measured.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RoundsInfo {
    /// The longest match a table may choose, in rounds.
    pub max: u8,
    /// The rulebook's own end of a match, in words ("first to 111 points").
    pub standard: &'static str,
    /// The number of rounds the lobby offers first; `None` for the rulebook's own end.
    pub suggested: Option<u8>,
    /// How many minutes a round takes at the app's table, a person and bots at the normal pace,
    /// where that was measured (for the lobby to say how long a match lasts).
    pub minutes_a_round: Option<(u8, u8)>,
    /// How many rounds a match to the rulebook's own end usually lasts, where measured.
    pub full_match_rounds: Option<(u8, u8)>,
    /// What a link with no number of rounds meant before the rulebook's own end became the
    /// meaning of an unset number (GRID#LOCK's 30 rounds at most); such links still open that
    /// match. `None` where an unset number always meant the rulebook's own end.
    pub former_unset: Option<u8>,
}

/// A named rules variant.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Variant {
    pub id: &'static str,
    pub name: &'static str,
    pub summary: &'static str,
    /// The variant is one round by definition, so a match length does not apply to it
    /// (Shadow House's lightning investigation in a game otherwise played in rounds).
    pub single_round: bool,
}

/// What the lobby, the arena and the rules page need to know about a game before it starts.
#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub min_seats: u8,
    pub max_seats: u8,
    pub default_seats: u8,
    pub variants: &'static [Variant],
    /// `Some` for games played as a match of rounds; `None` for a single game.
    pub rounds: Option<RoundsInfo>,
}

impl GameInfo {
    /// Checks seat count and variant, so games need not repeat it.
    pub fn validate(&self, settings: &Settings) -> Result<(), SettingsError> {
        if !(self.min_seats..=self.max_seats).contains(&settings.seats) {
            return Err(SettingsError::Seats {
                game: self.id,
                min: self.min_seats,
                max: self.max_seats,
                asked: settings.seats,
            });
        }
        let variant = match settings.variant.as_str() {
            "" => None,
            id => Some(self.variant(id).ok_or_else(|| SettingsError::Variant {
                game: self.id,
                asked: settings.variant.clone(),
            })?),
        };
        if let (Some(variant), Some(_)) = (variant, settings.rounds)
            && variant.single_round
        {
            return Err(SettingsError::SingleRoundVariant {
                game: self.id,
                variant: variant.id,
            });
        }
        match (self.rounds, settings.rounds) {
            (_, None) => {}
            (None, Some(_)) => return Err(SettingsError::NoRounds { game: self.name }),
            (Some(info), Some(asked)) if asked == 0 || asked > info.max => {
                return Err(SettingsError::Rounds {
                    game: self.id,
                    max: info.max,
                    asked,
                });
            }
            (Some(_), Some(_)) => {}
        }
        Ok(())
    }

    /// The variant called `id`, if this game has one.
    pub fn variant(&self, id: &str) -> Option<&'static Variant> {
        self.variants.iter().find(|v| v.id == id)
    }

    /// Whether a table playing `variant` may choose how many rounds its match lasts.
    pub fn takes_rounds(&self, variant: &str) -> bool {
        self.rounds.is_some() && !self.variant(variant).is_some_and(|v| v.single_round)
    }

    pub fn default_settings(&self) -> Settings {
        Settings {
            seats: self.default_seats,
            variant: String::new(),
            rounds: None,
        }
    }
}

/// One card game's complete rules.
///
/// Implementations keep plain data only (no signals, no I/O), so a state can be cloned freely by
/// search and compared in tests.
///
/// ```
/// use duskdeck::{Game, GrueAction, GrueGame, Settings, Turn};
///
/// let mut game = GrueGame::new(&Settings::new(5, ""), 42).unwrap();
/// let Turn::Seat(seat) = game.turn() else { unreachable!("a new deal waits on a seat") };
///
/// // What a seat knows is its own typed view; bots are given nothing else.
/// let _what_they_know = game.view(seat);
///
/// // An action that is not legal now is refused with a typed reason and changes nothing.
/// let before = game.clone();
/// assert!(game.apply(&GrueAction::Decline).is_err());
/// assert_eq!(game, before);
///
/// // A legal one is played and reported as events.
/// let first = game.legal_actions()[0].clone();
/// assert!(!game.apply(&first).unwrap().is_empty());
/// ```
pub trait Game: Clone + PartialEq + fmt::Debug + Sized + 'static {
    /// One decision. Typed per game; no sentinel values.
    type Action: Clone + PartialEq + Eq + Hash + fmt::Debug;
    /// Everything one seat knows: the public table, its own cards and what it alone has seen.
    /// Other seats' hidden cards have no field to live in.
    type View: Clone + PartialEq + fmt::Debug;
    /// Something that happened. Each language tells it to each viewer (`lang::Narrate`).
    type Event: Clone + fmt::Debug;
    /// Why an action was refused: a value, never a sentence (each language words it).
    type Refusal: Clone + PartialEq + Eq + fmt::Debug;
    /// A physical card, for the accounting check that every card is somewhere exactly once.
    type Card: Clone + Ord + fmt::Debug;

    const INFO: GameInfo;

    /// Deals a new game. All randomness comes from `seed`.
    fn new(settings: &Settings, seed: u64) -> Result<Self, SettingsError>;

    fn settings(&self) -> &Settings;

    fn seat_count(&self) -> usize {
        usize::from(self.settings().seats)
    }

    fn turn(&self) -> Turn;

    /// The choices open at [`Game::turn`], in a stable order (a record stores indices into it).
    /// Empty exactly when the game is over.
    fn legal_actions(&self) -> Vec<Self::Action>;

    /// Plays an action that is one of [`Game::legal_actions`], reporting what happened. This is the
    /// path search and playouts take: legality was settled when the action was listed. Anything
    /// else may panic or corrupt the state; players' input goes through [`Game::apply`].
    fn apply_unchecked(&mut self, action: &Self::Action) -> Vec<Self::Event>;

    /// Why `action` is not legal now, as a value each language words. Asked only about actions
    /// missing from [`Game::legal_actions`], so it explains and never decides.
    fn explain_refusal(&self, action: &Self::Action) -> Self::Refusal;

    /// `Some(why)` when `action` is not legal now. [`Game::legal_actions`] is the one
    /// definition of legality; the reason comes from [`Game::explain_refusal`].
    fn refusal(&self, action: &Self::Action) -> Option<Self::Refusal> {
        if self.legal_actions().contains(action) {
            None
        } else {
            Some(self.explain_refusal(action))
        }
    }

    /// Plays one action. An illegal action is refused with the reason and changes nothing.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Refusal> {
        match self.refusal(action) {
            Some(refused) => Err(refused),
            None => Ok(self.apply_unchecked(action)),
        }
    }

    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// What `seat` knows. Two states that differ only in cards hidden from `seat` give equal views.
    fn view(&self, seat: Seat) -> Self::View;

    /// A full state consistent with `view` (the viewer's memory is part of its view), with every
    /// card the viewer cannot see placed at random among the places it could be.
    fn determinize(view: &Self::View, rng: &mut GameRng) -> Self;

    /// Every card in the game in every location (hands, piles, table, out of play).
    fn cards(&self) -> Vec<Self::Card>;

    /// The cards a game with these settings is played with.
    fn deck(settings: &Settings) -> Vec<Self::Card>;

    /// No game with these settings lasts more decisions than this: a proven bound, not a rule
    /// of play (every game ends by its own rules long before).
    fn max_plies(settings: &Settings) -> usize;

    /// The role a seat played, for tournament statistics ("Grue", "Traitor", ...), if the game has roles.
    fn role(&self, _seat: Seat) -> Option<&'static str> {
        None
    }

    /// Events that describe the deal itself, for the top of the log.
    fn opening(&self) -> Vec<Self::Event> {
        Vec::new()
    }

    /// Whether `after` (a later view of the same seat) shows that seat a card it could not see in
    /// `before`: a card face it had not seen, in its hand, on the table or in its memory, or
    /// private knowledge of where a hidden card lies. A take-back is refused when this holds, or
    /// a player could take back a move after peeking at what it led to. Every game answers for
    /// its own view; [`gained`] compares the cards two views show.
    fn shows_new_cards(before: &Self::View, after: &Self::View) -> bool;

    /// What `viewer` may know of `event` (`None`: an onlooker, who sees only what is public): the
    /// event itself, the same event with every card face `viewer` was not shown left out, or
    /// `None` when `viewer` may not even learn that it happened. Every player-facing use of an
    /// event (the log, the table's motion) goes through this one pure function; the conformance
    /// harness checks that what it hands a seat never carries a card that seat's view lacks.
    fn redact(event: &Self::Event, viewer: Option<Seat>) -> Option<Self::Event>;

    /// The card faces `event` carries (after [`Game::redact`], the faces its viewer was shown).
    fn event_cards(event: &Self::Event) -> Vec<Self::Card>;

    /// Every card face `view` shows or remembers: its hand, the table, what it was shown. The
    /// yardstick [`Game::redact`] is checked against.
    fn sightings(view: &Self::View) -> Vec<Self::Card>;

    /// Named per-seat counters `event` adds one to ("bluff", "challenge won"), which the arena
    /// sums per bot to show *how* a bot plays, not only whether it wins.
    fn tallies(_event: &Self::Event) -> Vec<(Seat, &'static str)> {
        Vec::new()
    }
}

/// [`Game::tallies`] of `events` that count for `seat`, summed: what one player's own play did
/// over a game, as the end screen and the record count it.
pub fn seat_tallies<G: Game>(events: &[G::Event], seat: Seat) -> BTreeMap<&'static str, u32> {
    let mut counts = BTreeMap::new();
    for event in events {
        for (counted, key) in G::tallies(event) {
            if counted == seat {
                *counts.entry(key).or_default() += 1;
            }
        }
    }
    counts
}

/// Whether `viewer` (`None`: an onlooker) is one of `seats`: the test every [`Game::redact`]
/// makes before it leaves a card face in an event.
pub fn one_of(viewer: Option<Seat>, seats: &[Seat]) -> bool {
    viewer.is_some_and(|v| seats.contains(&v))
}

/// Whether `after` holds some card more times than `before` does (both are lists of the card
/// faces one seat sees or remembers, in any order): a card shown that was not shown before.
pub fn gained<C: Ord>(before: &[C], after: &[C]) -> bool {
    let mut before: Vec<&C> = before.iter().collect();
    let mut after: Vec<&C> = after.iter().collect();
    before.sort();
    after.sort();
    let mut old = before.into_iter().peekable();
    for card in after {
        while old.next_if(|c| *c < card).is_some() {}
        if old.next_if(|c| *c == card).is_none() {
            return true;
        }
    }
    false
}

/// Picks a chance outcome: uniform over the legal actions, drawn from `rng`.
pub fn chance_pick<G: Game>(state: &G, rng: &mut GameRng) -> usize {
    let n = state.legal_actions().len();
    rng.below(n)
}

/// Rebuilds a game from its record: deal from the seed, then play every recorded action.
/// Returns the state and every event in order. A record for another game, with invalid settings,
/// or with a move that is out of range or refused, is an error naming the problem.
///
/// ```
/// use duskdeck::{Game, GrueGame, MatchRecord, RecordError, Settings, replay};
///
/// let mut record = MatchRecord::new("grue", Settings::new(4, ""), 3);
/// let (fresh, _) = replay::<GrueGame>(&record).unwrap();
/// assert_eq!(fresh, GrueGame::new(&Settings::new(4, ""), 3).unwrap());
///
/// record.actions = vec![999];
/// assert!(matches!(
///     replay::<GrueGame>(&record),
///     Err(RecordError::ActionOutOfRange { ply: 0, index: 999, .. })
/// ));
/// ```
pub fn replay<G: Game>(record: &MatchRecord) -> Result<(G, Vec<G::Event>), RecordError> {
    if record.game != G::INFO.id {
        return Err(RecordError::WrongGame {
            expected: G::INFO.id,
            found: record.game.clone(),
        });
    }
    let mut state = G::new(&record.settings, record.seed).map_err(RecordError::Settings)?;
    let mut events = Vec::new();
    for (ply, &index) in record.actions.iter().enumerate() {
        let legal = state.legal_actions();
        let action = legal
            .get(usize::from(index))
            .ok_or(RecordError::ActionOutOfRange {
                ply,
                index,
                legal: legal.len(),
            })?;
        // Taken from the legal list itself, so it needs no second check.
        let happened = state.apply_unchecked(action);
        events.extend(happened);
    }
    Ok((state, events))
}

/// The index of `action` among the legal actions, as a record stores it.
pub fn action_index<G: Game>(state: &G, action: &G::Action) -> Option<u16> {
    state
        .legal_actions()
        .iter()
        .position(|a| a == action)
        .map(|i| i as u16)
}
