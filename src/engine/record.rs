//! A match record: settings, seed and actions, as a compact URL-safe string.
//!
//! Format: `"d"` + version digit + `"."` + base64url(postcard(record)). Actions are stored as their
//! index among the legal actions at that point, one byte each for every game here.

use super::{Settings, SettingsError};
use base64::{Engine as _, engine::general_purpose::URL_SAFE_NO_PAD};
use serde::{Deserialize, Serialize};

/// Bumped whenever the encoding or any game's action order changes. Version 2 added
/// [`Settings::rounds`]; version 3 changed GRID#LOCK's moves (taking the discard names its slot);
/// version 4 changed the moves of the games listed in [`MOVES_CHANGED_IN`]'s entry for 4 (rules
/// fixed to follow their rulebooks); version 5 changed those of its entry for 5 (the second reading
/// of the rulebooks: Grue's face-down Lantern, Grid of Shadows' plays of any size and "Lights!" on
/// one's turn, Grimwood's sets during a power and its chain rule) and gave an unset match length its
/// rulebook meaning in GRID#LOCK (see [`UNSET_ROUNDS_UNTIL`]). A code opens when no version after
/// its own changed its game's moves; version 1 codes are Grue only and carry no match length.
pub const RECORD_VERSION: u8 = 5;

/// For each format version, the games whose action lists changed in it: codes of those games made
/// by an earlier version would replay a different game, so they are refused with a clear message.
const MOVES_CHANGED_IN: &[(u8, &[&str])] = &[
    (3, &["gridlock"]),
    (4, &["grue", "grid-of-shadows", "gridlock", "grimwood"]),
    (5, &["grue", "grid-of-shadows", "grimwood"]),
];

/// For each game whose unset match length changed meaning, the format version that changed it and
/// what an unset length meant before: GRID#LOCK played 30 rounds at most, now it plays to 111
/// points. Older codes of that game read as the length they meant, so they replay the same match.
/// (The number is `gridlock::FORMER_UNSET_ROUNDS`; the engine does not see the games.)
pub const UNSET_ROUNDS_UNTIL: &[(u8, &str, u8)] = &[(5, "gridlock", 30)];

/// The settings a code of format `version` meant, in today's terms.
fn as_meant(mut settings: Settings, game: &str, version: u8) -> Settings {
    if settings.rounds.is_none()
        && let Some(&(_, _, rounds)) = UNSET_ROUNDS_UNTIL
            .iter()
            .find(|&&(changed, id, _)| id == game && version < changed)
    {
        settings.rounds = Some(rounds);
    }
    settings
}

/// Whether a code of `game` written by format `version` still replays the same game.
fn replays_today(game: &str, version: u8) -> bool {
    MOVES_CHANGED_IN
        .iter()
        .all(|&(changed, games)| changed <= version || !games.contains(&game))
}

/// A version 1 record, from before settings carried a match length.
#[derive(Deserialize)]
struct RecordV1 {
    game: String,
    seats: u8,
    variant: String,
    seed: u64,
    actions: Vec<u16>,
}

/// Everything needed to replay a game exactly: which game, its settings, the seed its deal and
/// chance turns come from, and every action taken (as its index among the legal actions then).
///
/// ```
/// use duskdeck::{GrueGame, MatchRecord, Settings, replay};
///
/// let mut record = MatchRecord::new("grue", Settings::new(5, ""), 7);
/// record.actions = vec![0, 0];
/// let code = record.encode();
/// assert!(code.starts_with("d5."));
/// assert_eq!(MatchRecord::decode(&code), Ok(record.clone()));
///
/// // The same code always rebuilds the same state.
/// let (first, _) = replay::<GrueGame>(&record).unwrap();
/// let (second, _) = replay::<GrueGame>(&record).unwrap();
/// assert_eq!(first, second);
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct MatchRecord {
    /// The game's id, as in [`GameInfo::id`](super::GameInfo).
    pub game: String,
    pub settings: Settings,
    /// Seeds the deal and every chance turn.
    pub seed: u64,
    /// Each action as its index in [`Game::legal_actions`](super::Game::legal_actions) at its ply.
    pub actions: Vec<u16>,
}

/// Why a match code (from a link or a save) could not be read or replayed. The message is in the
/// current language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RecordError {
    NotARecord,
    Version {
        found: String,
    },
    Damaged(Damage),
    /// Game ids.
    WrongGame {
        expected: &'static str,
        found: String,
    },
    Settings(SettingsError),
    ActionOutOfRange {
        ply: usize,
        index: u16,
        legal: usize,
    },
}

/// How a match code's text is damaged.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Damage {
    /// Characters no code has, or a cut inside its encoding.
    Characters,
    CutOrAltered,
    ExtraCharacters,
}

impl MatchRecord {
    /// A record of a game not yet played: no actions.
    pub fn new(game: &str, settings: Settings, seed: u64) -> Self {
        MatchRecord {
            game: game.to_string(),
            settings,
            seed,
            actions: Vec::new(),
        }
    }

    /// The URL-safe match code: `d`, the format version, `.`, then the record in base64url.
    pub fn encode(&self) -> String {
        let bytes = postcard::to_allocvec(self).expect("a record always serialises");
        format!("d{RECORD_VERSION}.{}", URL_SAFE_NO_PAD.encode(bytes))
    }

    /// Reads a match code. Anything that is not exactly a code this version wrote (or a version 1
    /// code) is an error that says what is wrong, never a panic.
    pub fn decode(code: &str) -> Result<Self, RecordError> {
        let code = code.trim();
        let rest = code.strip_prefix('d').ok_or(RecordError::NotARecord)?;
        let (version, body) = rest.split_once('.').ok_or(RecordError::NotARecord)?;
        let number = match version.parse::<u8>() {
            Ok(n) if (1..=RECORD_VERSION).contains(&n) && version.len() == 1 => n,
            _ => {
                return Err(RecordError::Version {
                    found: version.chars().take(8).collect(),
                });
            }
        };
        let legacy = number == 1;
        let bytes = URL_SAFE_NO_PAD
            .decode(body)
            // The decoder's own words ("Invalid symbol 33, offset 14") mean nothing to a player.
            .map_err(|_| RecordError::Damaged(Damage::Characters))?;
        let mut record = if legacy {
            let old: RecordV1 = read_exactly(&bytes)?;
            MatchRecord {
                game: old.game,
                settings: Settings::new(old.seats, &old.variant),
                seed: old.seed,
                actions: old.actions,
            }
        } else {
            read_exactly::<MatchRecord>(&bytes)?
        };
        if !replays_today(&record.game, number) {
            return Err(RecordError::Version {
                found: version.into(),
            });
        }
        record.settings = as_meant(record.settings, &record.game, number);
        Ok(record)
    }
}

/// Deserialises the whole of `bytes`: bytes left over mean the code was spliced or mangled.
fn read_exactly<'a, T: Deserialize<'a>>(bytes: &'a [u8]) -> Result<T, RecordError> {
    let (value, rest) =
        postcard::take_from_bytes(bytes).map_err(|_| RecordError::Damaged(Damage::CutOrAltered))?;
    if rest.is_empty() {
        Ok(value)
    } else {
        Err(RecordError::Damaged(Damage::ExtraCharacters))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_rejects_damage() {
        let mut record = MatchRecord::new(
            "grue",
            Settings {
                seats: 5,
                variant: String::new(),
                rounds: None,
            },
            42,
        );
        record.actions = vec![0, 3, 1, 200, 7];
        let code = record.encode();
        assert!(
            code.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
        );
        assert_eq!(MatchRecord::decode(&code), Ok(record.clone()));
        assert_eq!(MatchRecord::decode("hello"), Err(RecordError::NotARecord));
        assert!(matches!(
            MatchRecord::decode("d9.AAAA"),
            Err(RecordError::Version { .. })
        ));
        assert!(matches!(
            MatchRecord::decode("d3.!!!"),
            Err(RecordError::Damaged(_))
        ));
        assert!(matches!(
            MatchRecord::decode(&code[..code.len() - 3]),
            Err(RecordError::Damaged(_))
        ));
        let mut bytes = postcard::to_allocvec(&record).unwrap();
        bytes.extend_from_slice(&[1, 2, 3]);
        let padded = format!("d{RECORD_VERSION}.{}", URL_SAFE_NO_PAD.encode(bytes));
        assert_eq!(
            MatchRecord::decode(&padded),
            Err(RecordError::Damaged(Damage::ExtraCharacters))
        );
    }

    #[test]
    fn older_codes_open_unless_a_later_version_changed_their_games_moves() {
        let body = |game: &str| {
            let record = MatchRecord::new(game, Settings::new(4, ""), 5);
            URL_SAFE_NO_PAD.encode(postcard::to_allocvec(&record).unwrap())
        };
        for version in ["2", "3", "4", "5"] {
            let code = format!("d{version}.{}", body("shadow-house"));
            assert_eq!(MatchRecord::decode(&code).unwrap().game, "shadow-house");
        }
        let refused = |code: String| {
            assert_eq!(
                MatchRecord::decode(&code),
                Err(RecordError::Version {
                    found: code[1..2].into()
                }),
                "{code}"
            );
        };
        refused(format!("d2.{}", body("gridlock")));
        for game in ["grue", "grid-of-shadows", "gridlock", "grimwood"] {
            refused(format!("d3.{}", body(game)));
            assert!(MatchRecord::decode(&format!("d5.{}", body(game))).is_ok());
        }
        for game in ["grue", "grid-of-shadows", "grimwood"] {
            refused(format!("d4.{}", body(game)));
        }
        assert!(MatchRecord::decode(&format!("d4.{}", body("gridlock"))).is_ok());
        assert!(matches!(
            MatchRecord::decode(&format!("d6.{}", body("grue"))),
            Err(RecordError::Version { .. })
        ));
    }

    /// A GRID#LOCK code made before version 5 without a match length meant 30 rounds at most
    /// (or 111 points): it still opens that match, while today's unset length is the open-ended
    /// match to 111. Other games' unset lengths and set lengths are read as they are.
    #[test]
    fn older_gridlock_codes_without_a_match_length_keep_their_30_rounds() {
        let code = |version: u8, game: &str, rounds: Option<u8>| {
            let record = MatchRecord::new(
                game,
                Settings {
                    rounds,
                    ..Settings::new(4, "")
                },
                5,
            );
            let bytes = postcard::to_allocvec(&record).unwrap();
            format!("d{version}.{}", URL_SAFE_NO_PAD.encode(bytes))
        };
        let rounds = |code: String| MatchRecord::decode(&code).unwrap().settings.rounds;
        assert_eq!(rounds(code(4, "gridlock", None)), Some(30));
        assert_eq!(rounds(code(4, "gridlock", Some(3))), Some(3));
        assert_eq!(rounds(code(5, "gridlock", None)), None);
        assert_eq!(rounds(code(4, "shadow-house", None)), None);
        let today = MatchRecord::new("gridlock", Settings::new(4, ""), 5);
        assert_eq!(MatchRecord::decode(&today.encode()), Ok(today));
    }

    #[test]
    fn version_one_codes_are_grue_codes_and_grues_moves_changed_in_version_four() {
        // Made by the first release: Grue, 5 seats, seed 42, moves 0 3 1.
        let v1 = format!(
            "d1.{}",
            URL_SAFE_NO_PAD.encode([4, b'g', b'r', b'u', b'e', 5, 0, 42, 3, 0, 3, 1])
        );
        assert_eq!(
            MatchRecord::decode(&v1),
            Err(RecordError::Version { found: "1".into() })
        );
        assert!(
            !replays_today("grue", 1) && replays_today("shadow-house", 1),
            "a version 1 code of a game whose moves never changed would still open"
        );
    }
}
