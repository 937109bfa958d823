//! What a `#/play?` link carries and how it is written. A link is how a deal travels (the lobby
//! writes one, a friend opens it, a save keeps one), so reading it back must never deal another
//! game: a checksum refuses a link cut short or altered on the way, while the language rides
//! outside the checksum, since switching it by hand is not damage.

use crate::bots::Difficulty;
use crate::engine::{Seat, Settings};
use crate::games::GameId;
use crate::lang::app::Controller;
use crate::lang::words::quoted;
use crate::lang::{self, Lang};

/// How long a bot waits before moving, so a human can follow the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Pace {
    Fast,
    #[default]
    Normal,
    Slow,
}

impl Pace {
    pub const ALL: [Pace; 3] = [Pace::Fast, Pace::Normal, Pace::Slow];

    pub fn id(self) -> &'static str {
        match self {
            Pace::Fast => "fast",
            Pace::Normal => "normal",
            Pace::Slow => "slow",
        }
    }

    pub fn parse(id: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|p| p.id() == id)
    }

    pub fn delay_ms(self) -> u32 {
        match self {
            Pace::Fast => 150,
            Pace::Normal => 700,
            Pace::Slow => 1500,
        }
    }
}

/// A deal (game, settings, seed) and a table (who sits where, how bots play).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    pub game: GameId,
    pub settings: Settings,
    pub seed: u64,
    pub you: Seat,
    /// Every seat a person plays, `you` included, ascending.
    pub humans: Vec<Seat>,
    pub difficulty: Difficulty,
    pub pace: Pace,
}

/// A link's `rounds` for the rulebook's own end of a match.
const FULL_MATCH: &str = "full";

/// The game's default table in the lobby: its suggested number of rounds, if any.
fn lobby_settings(game: GameId) -> Settings {
    let info = game.info();
    Settings {
        rounds: info.rounds.and_then(|r| r.suggested),
        ..info.default_settings()
    }
}

/// What a link without `rounds` means for `game`: today's full match, or the length such links
/// had before the full match changed meaning (GRID#LOCK's 30 rounds).
fn former_unset(game: GameId) -> Option<u8> {
    game.info().rounds.and_then(|r| r.former_unset)
}

impl Setup {
    /// The lobby's starting point for `game`: default seats, you at seat 1, bots elsewhere.
    pub fn new(game: GameId, seed: u64) -> Setup {
        Setup {
            game,
            settings: lobby_settings(game),
            seed,
            you: Seat(0),
            humans: vec![Seat(0)],
            difficulty: Difficulty::default(),
            pace: Pace::default(),
        }
    }

    pub fn seats(&self) -> usize {
        usize::from(self.settings.seats)
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        self.humans.contains(&seat)
    }

    /// Same game, settings and seed: the same cards fall the same way.
    pub fn same_deal(&self, other: &Setup) -> bool {
        self.game == other.game && self.settings == other.settings && self.seed == other.seed
    }

    /// Who plays a seat, as its panel says it.
    pub fn controller(&self, seat: Seat) -> String {
        self.controller_with(seat, Some(self.difficulty))
    }

    /// Who plays a seat, with the bots' difficulty as far as it is known.
    pub fn controller_with(&self, seat: Seat, bots: Option<Difficulty>) -> String {
        lang::app().controller(if seat == self.you {
            Controller::You
        } else if self.is_human(seat) {
            Controller::Person
        } else {
            Controller::Bot(bots)
        })
    }

    /// Switches game, keeping what still makes sense (difficulty, pace, your seat if it exists).
    pub fn with_game(&self, game: GameId) -> Setup {
        let mut next = Setup {
            game,
            settings: lobby_settings(game),
            ..self.clone()
        };
        next.fit_seats();
        next
    }

    /// Changes the seat count, dropping seats that no longer exist.
    pub fn with_seats(&self, seats: u8) -> Setup {
        let info = self.game.info();
        let mut next = self.clone();
        next.settings.seats = seats.clamp(info.min_seats, info.max_seats);
        next.fit_seats();
        next
    }

    /// Changes the match length (`None`: the rulebook's own end); ignored for single-round games
    /// and variants.
    pub fn with_rounds(&self, rounds: Option<u8>) -> Setup {
        let mut next = self.clone();
        if let Some(info) = self.game.info().rounds
            && self.takes_rounds()
        {
            next.settings.rounds = rounds.map(|n| n.clamp(1, info.max));
        }
        next
    }

    /// Changes the rules variant (`""`: the standard rules). A single-round variant drops the
    /// match length, so the lobby never offers a table the game would refuse.
    pub fn with_variant(&self, variant: &str) -> Setup {
        let mut next = self.clone();
        next.settings.variant = variant.to_string();
        if !next.takes_rounds() {
            next.settings.rounds = None;
        }
        next
    }

    /// Whether the match length is the table's to choose.
    pub fn takes_rounds(&self) -> bool {
        self.game.info().takes_rounds(&self.settings.variant)
    }

    pub fn with_you(&self, you: Seat) -> Setup {
        let mut next = self.clone();
        if you.index() < next.seats() {
            // Your old seat was a person only because it was yours.
            let old = next.you;
            next.humans.retain(|&s| s != old);
            next.you = you;
            next.fit_seats();
        }
        next
    }

    pub fn with_human(&self, seat: Seat, human: bool) -> Setup {
        let mut next = self.clone();
        if seat != next.you && seat.index() < next.seats() {
            next.humans.retain(|&s| s != seat);
            if human {
                next.humans.push(seat);
            }
            next.fit_seats();
        }
        next
    }

    fn fit_seats(&mut self) {
        let seats = self.seats();
        if self.you.index() >= seats {
            self.you = Seat(0);
        }
        self.humans.retain(|s| s.index() < seats);
        if !self.humans.contains(&self.you) {
            self.humans.push(self.you);
        }
        self.humans.sort();
        self.humans.dedup();
    }

    /// The link's query (after `#/play?`). Seats in the link count from 0, like `data-seat`.
    /// Right after the game comes a checksum of everything else, so a link cut short or altered
    /// on its way to a friend is refused instead of dealing another game.
    pub fn query(&self) -> String {
        let humans: Vec<String> = self.humans.iter().map(|s| s.0.to_string()).collect();
        let rounds = match self.settings.rounds {
            Some(n) => format!("&rounds={n}"),
            // Where a link without the field means something else (see `RoundsInfo::former_unset`).
            None if former_unset(self.game).is_some() => format!("&rounds={FULL_MATCH}"),
            None => String::new(),
        };
        let game = format!("game={}", self.game.id());
        let rest = format!(
            "seats={}&variant={}{rounds}&seed={}&you={}&humans={}&bot={}&pace={}",
            self.settings.seats,
            encode_component(&self.settings.variant),
            self.seed,
            self.you.0,
            humans.join(","),
            self.difficulty.name(),
            self.pace.id(),
        );
        let check = link_check(&format!("{game}&{rest}"));
        // The language rides outside the checksum: switching it by hand is not damage.
        format!(
            "{game}&{CHECK_FIELD}={check}&{rest}&{LANG_FIELD}={}",
            lang::current().code()
        )
    }

    /// Reads a link's query. Missing table fields take the lobby's defaults (a missing number of
    /// rounds: the full match, or what such links meant when they were made); a missing seed gets
    /// `fresh_seed`. Anything present but wrong is refused with a reason a person can act on.
    pub fn from_query(query: &str, fresh_seed: impl FnOnce() -> u64) -> Result<Setup, String> {
        verify_link_check(query)?;
        let words = lang::app();
        let mut fields: Vec<(String, String)> = Vec::new();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let key = decode_component(key).ok_or(words.link_garbled())?;
            let value = decode_component(value).ok_or(words.link_garbled())?;
            fields.push((key, value));
        }
        let get = |name: &str| {
            fields
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.trim())
        };
        let game_id = get("game").ok_or(words.link_names_no_game())?;
        let game =
            GameId::parse(game_id).ok_or_else(|| words.link_unknown_game(&quoted(game_id)))?;
        let info = game.info();
        let seats = match get("seats") {
            None | Some("") => info.default_seats,
            Some(text) => text
                .parse::<u8>()
                .map_err(|_| words.not_a_seat_count(&quoted(text)))?,
        };
        let rounds = match get("rounds") {
            None | Some("") => former_unset(game),
            Some(FULL_MATCH) => None,
            Some(text) => Some(
                text.parse::<u8>()
                    .map_err(|_| words.not_a_round_count(&quoted(text)))?,
            ),
        };
        let settings = Settings {
            seats,
            variant: get("variant").unwrap_or("").to_string(),
            rounds,
        };
        info.validate(&settings).map_err(|e| e.to_string())?;
        let seed = match get("seed") {
            None | Some("") => fresh_seed(),
            Some(text) => text
                .parse::<u64>()
                .map_err(|_| words.not_a_deal_number(&quoted(text)))?,
        };
        let seat = |text: &str| -> Result<Seat, String> {
            match text.parse::<u8>() {
                Ok(n) if n < seats => Ok(Seat(n)),
                Ok(n) => Err(words.seat_beyond_table(Seat(n), seats)),
                Err(_) => Err(words.not_a_seat(&quoted(text))),
            }
        };
        let you = match get("you") {
            None | Some("") => Seat(0),
            Some(text) => seat(text)?,
        };
        let mut humans = vec![you];
        if let Some(list) = get("humans") {
            for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                humans.push(seat(item)?);
            }
        }
        // A replay link says `bots=`: a link edited by hand from one may too.
        let difficulty = match get("bot").or_else(|| get("bots")) {
            None | Some("") => Difficulty::default(),
            Some(text) => {
                Difficulty::parse(text).ok_or_else(|| words.not_a_bot_level(&quoted(text)))?
            }
        };
        let pace = match get("pace") {
            None | Some("") => Pace::default(),
            Some(text) => Pace::parse(text).ok_or_else(|| words.not_a_pace(&quoted(text)))?,
        };
        let mut setup = Setup {
            game,
            settings,
            seed,
            you,
            humans,
            difficulty,
            pace,
        };
        setup.fit_seats();
        Ok(setup)
    }
}

/// The field a link's checksum travels in. Links without one (typed by hand, or shared before
/// checksums) still open.
const CHECK_FIELD: &str = "check";

/// Six hex digits of a 64-bit FNV-1a hash of the rest of the link: short enough not to clutter
/// it, and a damaged link passes with odds of one in sixteen million.
pub(super) fn link_check(checked: &str) -> String {
    let hash = checked.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{:06x}", hash & 0xff_ffff)
}

/// Refuses a link whose checksum does not match the rest of it, exactly as written.
fn verify_link_check(query: &str) -> Result<(), String> {
    let prefix = format!("{CHECK_FIELD}=");
    let pairs: Vec<&str> = query.split('&').collect();
    // A link cut inside the checksum's own name.
    if pairs
        .last()
        .is_some_and(|p| !p.is_empty() && prefix.starts_with(p))
    {
        return Err(lang::app().link_cut_in_check().into());
    }
    let Some(at) = pairs.iter().position(|p| p.starts_with(&prefix)) else {
        return Ok(());
    };
    let written = &pairs[at][prefix.len()..];
    let lang_prefix = format!("{LANG_FIELD}=");
    let rest: Vec<&str> = pairs
        .iter()
        .enumerate()
        .filter(|&(i, p)| i != at && !p.starts_with(&lang_prefix))
        .map(|(_, p)| *p)
        .collect();
    if written == link_check(&rest.join("&")) {
        Ok(())
    } else {
        Err(lang::app().link_check_fails().into())
    }
}

/// The optional field a link names its language in (`lang=de`). It is not part of the checksum.
pub const LANG_FIELD: &str = "lang";

/// The language an address's link asks for, if it names one Duskdeck speaks.
pub fn link_language(hash: &str) -> Option<Lang> {
    let (_, query) = hash.split_once('?')?;
    query
        .split('&')
        .find_map(|pair| pair.strip_prefix(LANG_FIELD)?.strip_prefix('='))
        .and_then(Lang::parse)
}

/// The same address without its language field, so the language chosen next applies to it.
pub fn without_language(hash: &str) -> String {
    let Some((path, query)) = hash.split_once('?') else {
        return hash.to_string();
    };
    let lang_prefix = format!("{LANG_FIELD}=");
    let kept: Vec<&str> = query
        .split('&')
        .filter(|p| !p.starts_with(&lang_prefix) && *p != LANG_FIELD)
        .collect();
    format!("{path}?{}", kept.join("&"))
}

pub(crate) fn encode_component(text: &str) -> String {
    let mut out = String::new();
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Percent-decoding as browsers write query strings (`+` is a space). `None` for broken escapes.
pub(crate) fn decode_component(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = text.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}
