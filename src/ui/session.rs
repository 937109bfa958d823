//! The table's plain-data controller: setup, match record, game state and log, with no browser or
//! reactive types, so every rule of the app's flow is unit-tested natively.
//!
//! * [`Setup`] is everything a link carries (deal and table) and round-trips through a query string.
//! * [`Session`] plays one game: it records every action as its legal-action index, keeps the events
//!   for the log, knows whose device it is in pass-and-play, and says what must happen next.
//! * [`SavedGame`] is the localStorage text; [`open_play`] decides between a link and a save.

use crate::bots::Difficulty;
use crate::engine::{MatchRecord, Outcome, Seat, SeatResult, Settings, Turn};
use crate::games::GameId;
use crate::lang::app::{Controller, SaveList};
use crate::lang::narrate::Narrate;
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
        lang::app().controller(if seat == self.you {
            Controller::You
        } else if self.is_human(seat) {
            Controller::Person
        } else {
            Controller::Bot(self.difficulty)
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
        let difficulty = match get("bot") {
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
fn link_check(checked: &str) -> String {
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

/// How one seat ended, for the end screen.
#[derive(Clone, PartialEq, Debug)]
pub struct SeatOutcome {
    pub seat: Seat,
    pub role: Option<&'static str>,
    pub result: SeatResult,
    pub controller: String,
}

/// One game in progress.
#[derive(Clone, Debug)]
pub struct Session<G: Narrate> {
    setup: Setup,
    state: G,
    record: MatchRecord,
    /// The deal's opening events, then every event in order.
    events: Vec<G::Event>,
    last_human: Option<Seat>,
    /// Pass-and-play: the person the private cards were last shown to.
    shown_to: Option<Seat>,
}

impl<G: Narrate> Session<G> {
    /// Deals `setup` afresh.
    pub fn start(setup: Setup) -> Result<Self, String> {
        if setup.game.id() != G::INFO.id {
            return Err(lang::app().table_plays_other_game(G::INFO.name, setup.game.id()));
        }
        let state = G::new(&setup.settings, setup.seed).map_err(|e| e.to_string())?;
        let record = MatchRecord::new(G::INFO.id, setup.settings.clone(), setup.seed);
        Ok(Session {
            events: state.opening(),
            setup,
            state,
            record,
            last_human: None,
            shown_to: None,
        })
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn state(&self) -> &G {
        &self.state
    }

    pub fn record(&self) -> &MatchRecord {
        &self.record
    }

    /// Decisions played so far.
    pub fn ply(&self) -> usize {
        self.record.actions.len()
    }

    pub fn is_over(&self) -> bool {
        self.state.turn() == Turn::Over
    }

    /// The person who must decide now, if any.
    pub fn human_to_act(&self) -> Option<Seat> {
        match self.state.turn() {
            Turn::Seat(seat) if self.setup.is_human(seat) => Some(seat),
            _ => None,
        }
    }

    /// Whose eyes the table is drawn for: the person deciding, else the last person who acted,
    /// else you.
    pub fn viewer(&self) -> Seat {
        self.human_to_act()
            .or(self.last_human)
            .unwrap_or(self.setup.you)
    }

    /// Pass-and-play: the seat the device must be handed to before its cards are shown.
    pub fn curtain(&self) -> Option<Seat> {
        let viewer = self.viewer();
        (self.setup.humans.len() > 1 && !self.is_over() && self.shown_to != Some(viewer))
            .then_some(viewer)
    }

    pub fn lift_curtain(&mut self) {
        self.shown_to = Some(self.viewer());
    }

    /// Nature's pick among the legal actions when chance is to move, fixed by the deal and ply.
    pub fn chance_index(&self) -> usize {
        crate::advice::chance_move(&self.state, self.setup.seed, self.ply())
    }

    /// The events so far: the deal's opening events, then every move's.
    pub fn events(&self) -> &[G::Event] {
        &self.events
    }

    /// The seed of the decision at this ply: it depends only on the deal and the ply, so a
    /// reload replays a bot's choice exactly.
    pub fn decision_seed(&self) -> u64 {
        crate::advice::decision_seed(self.setup.seed, self.ply())
    }

    /// Plays the action at `index` among the legal actions.
    pub fn play_index(&mut self, index: usize) -> Result<(), String> {
        let legal = self.state.legal_actions();
        let Some(action) = legal.get(index) else {
            return Err(if legal.is_empty() {
                lang::common().game_over().into()
            } else {
                lang::app().no_choice_number(index + 1)
            });
        };
        self.play(action)
    }

    /// Plays `action`, or refuses it with the reason and changes nothing.
    pub fn play(&mut self, action: &G::Action) -> Result<(), String> {
        let Some(index) = self.state.legal_actions().iter().position(|a| a == action) else {
            return Err(self.refusal(action));
        };
        let actor = match self.state.turn() {
            Turn::Seat(seat) => Some(seat),
            _ => None,
        };
        // Found among the legal actions just above: no second legality check.
        let events = self.state.apply_unchecked(action);
        self.record.actions.push(index as u16);
        self.events.extend(events);
        if let Some(seat) = actor.filter(|&s| self.setup.is_human(s)) {
            self.last_human = Some(seat);
        }
        Ok(())
    }

    /// Why `action` cannot be played now, in the engine's words.
    pub fn refusal(&self, action: &G::Action) -> String {
        match self.state.refusal(action) {
            Some(refusal) => G::refusal_words(&refusal),
            None => lang::common().move_not_possible().into(),
        }
    }

    /// The log as `viewer` may read it, oldest first.
    pub fn log(&self, viewer: Seat) -> Vec<String> {
        self.events
            .iter()
            .filter_map(|e| G::narrate(e, Some(viewer)))
            .collect()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    pub fn results(&self) -> Vec<SeatOutcome> {
        let Some(outcome) = self.state.outcome() else {
            return Vec::new();
        };
        Seat::all(self.setup.seats())
            .map(|seat| SeatOutcome {
                seat,
                role: self.state.role(seat),
                result: outcome.results[seat.index()],
                controller: self.setup.controller(seat),
            })
            .collect()
    }

    pub fn saved(&self) -> SavedGame {
        SavedGame {
            setup: self.setup.clone(),
            actions: self.record.actions.clone(),
            hints: Vec::new(),
            take_backs: Vec::new(),
        }
    }
}

/// What localStorage keeps between visits: the table setup and the match record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SavedGame {
    pub setup: Setup,
    pub actions: Vec<u16>,
    /// Plies at which the person to move asked for a hint.
    pub hints: Vec<usize>,
    /// Plies a person took the game back to (their move there and everything after it left the
    /// record), in the order they did it.
    pub take_backs: Vec<usize>,
}

/// The optional line of a save listing the plies where hints were asked for.
const HINTS_PREFIX: &str = "hints ";

/// The optional line of a save listing the plies moves were taken back to.
const TAKE_BACKS_PREFIX: &str = "takebacks ";

/// A save's list of plies, none past `last`.
fn read_plies(list: &str, last: usize, what: SaveList) -> Result<Vec<usize>, String> {
    list.split(',')
        .map(|ply| {
            ply.parse::<usize>()
                .ok()
                .filter(|&ply| ply <= last)
                .ok_or_else(|| lang::app().save_list_damaged(what))
        })
        .collect()
}

fn write_plies(prefix: &str, plies: &[usize]) -> String {
    let plies: Vec<String> = plies.iter().map(usize::to_string).collect();
    format!("\n{prefix}{}", plies.join(","))
}

const SAVE_HEADER: &str = "duskdeck-save 1";

impl SavedGame {
    pub fn encode(&self) -> String {
        let mut record = MatchRecord::new(
            self.setup.game.id(),
            self.setup.settings.clone(),
            self.setup.seed,
        );
        record.actions = self.actions.clone();
        let mut text = format!("{SAVE_HEADER}\n{}\n{}", self.setup.query(), record.encode());
        if !self.hints.is_empty() {
            text.push_str(&write_plies(HINTS_PREFIX, &self.hints));
        }
        if !self.take_backs.is_empty() {
            text.push_str(&write_plies(TAKE_BACKS_PREFIX, &self.take_backs));
        }
        text
    }

    /// Reads a save; any damage, or a record that disagrees with its setup, is an error. Whether
    /// the moves replay is found when the table replays them, once.
    pub fn decode(text: &str) -> Result<SavedGame, String> {
        let mut lines = text.lines();
        if lines.next() != Some(SAVE_HEADER) {
            return Err(lang::app().not_a_save().into());
        }
        let query = lines.next().ok_or(lang::app().save_cut_short())?;
        let code = lines.next().ok_or(lang::app().save_cut_short())?;
        let setup = Setup::from_query(query, || 0).map_err(|e| lang::app().save_table_bad(&e))?;
        let record = MatchRecord::decode(code).map_err(|e| e.to_string())?;
        // Saves from before hints or take-backs existed have no such lines.
        let mut hints = None;
        let mut take_backs = None;
        for line in lines {
            let last = record.actions.len();
            if let Some(list) = line.strip_prefix(HINTS_PREFIX)
                && hints.is_none()
            {
                hints = Some(read_plies(list, last, SaveList::Hints)?);
            } else if let Some(list) = line.strip_prefix(TAKE_BACKS_PREFIX)
                && take_backs.is_none()
            {
                // A take-back went back to a ply, which later moves may have passed again.
                take_backs = Some(read_plies(list, usize::MAX, SaveList::TakeBacks)?);
            } else {
                return Err(lang::app().save_extra_line().into());
            }
        }
        if record.game != setup.game.id()
            || record.settings != setup.settings
            || record.seed != setup.seed
        {
            return Err(lang::app().save_other_deal().into());
        }
        Ok(SavedGame {
            setup,
            actions: record.actions,
            hints: hints.unwrap_or_default(),
            take_backs: take_backs.unwrap_or_default(),
        })
    }
}

/// What opening a `#/play?` link leads to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Opening {
    pub setup: Setup,
    /// Moves to replay: the save's when it holds this very deal, else none.
    pub actions: Vec<u16>,
    /// The save's hints (plies), with its moves.
    pub hints: Vec<usize>,
    /// The save's take-backs (plies), with its moves.
    pub take_backs: Vec<usize>,
    /// Things to tell the player (a save that could not be used).
    pub notices: Vec<String>,
    /// The save is damaged and must go.
    pub discard_save: bool,
}

/// Decides how a link opens given whatever is saved. `Err` is the notice to show instead of a table.
pub fn open_play(
    query: &str,
    save: Option<&str>,
    fresh_seed: impl FnOnce() -> u64,
) -> Result<Opening, String> {
    let setup = Setup::from_query(query, fresh_seed).map_err(|e| lang::app().link_refused(&e))?;
    let mut opening = Opening {
        setup,
        actions: Vec::new(),
        hints: Vec::new(),
        take_backs: Vec::new(),
        notices: Vec::new(),
        discard_save: false,
    };
    if let Some(text) = save {
        match SavedGame::decode(text) {
            Ok(saved) if saved.setup.same_deal(&opening.setup) => {
                opening.actions = saved.actions;
                opening.hints = saved.hints;
                opening.take_backs = saved.take_backs;
            }
            Ok(_) => {}
            Err(e) => {
                opening.notices.push(lang::app().save_discarded(&e));
                opening.discard_save = true;
            }
        }
    }
    Ok(opening)
}

/// Where the hash part of the address leads.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Route {
    Lobby,
    Rules(String),
    /// The query after `#/play?`.
    Play(String),
    /// The query after `#/replay?`.
    Replay(String),
    /// Your record and finished games.
    Record,
    /// `#/panic-test`, which panics on purpose to test the error screen (see `ui::crash`).
    PanicTest,
    /// An address far longer than any link Duskdeck makes: refused before it is read.
    TooLong(usize),
    /// Anything else: shown as the lobby with a word about it.
    Unknown(String),
}

/// The longest address opened. The longest real links are replays of long matches, a few
/// thousand characters; reading a pasted megabyte took seconds.
pub const LONGEST_ADDRESS: usize = 32 * 1024;

impl Route {
    pub fn parse(hash: &str) -> Route {
        if hash.len() > LONGEST_ADDRESS {
            return Route::TooLong(hash.len());
        }
        let path = hash.strip_prefix('#').unwrap_or(hash);
        let path = path.strip_prefix('/').unwrap_or(path);
        if path.is_empty() {
            return Route::Lobby;
        }
        if let Some(query) = path.strip_prefix("play?") {
            return Route::Play(query.to_string());
        }
        if path == "play" {
            return Route::Play(String::new());
        }
        if let Some(query) = path.strip_prefix("replay?") {
            return Route::Replay(query.to_string());
        }
        if path == "replay" {
            return Route::Replay(String::new());
        }
        if path == "panic-test" {
            return Route::PanicTest;
        }
        if path.trim_end_matches('/') == "record" {
            return Route::Record;
        }
        if let Some(id) = path.strip_prefix("rules/") {
            return Route::Rules(id.trim_end_matches('/').to_string());
        }
        Route::Unknown(path.to_string())
    }

    pub fn hash(&self) -> String {
        match self {
            Route::Lobby | Route::Unknown(_) | Route::TooLong(_) => "#/".into(),
            Route::PanicTest => "#/panic-test".into(),
            Route::Rules(id) => format!("#/rules/{id}"),
            Route::Play(query) => format!("#/play?{query}"),
            Route::Replay(query) => format!("#/replay?{query}"),
            Route::Record => "#/record".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::GrueGame;

    fn setup(seed: u64) -> Setup {
        Setup::new(GameId::Grue, seed)
    }

    #[test]
    fn a_single_round_variant_drops_and_refuses_a_match_length() {
        let lightning = crate::games::shadow_house::LIGHTNING;
        let match_of_three = Setup::new(GameId::ShadowHouse, 1).with_rounds(Some(3));
        assert_eq!(match_of_three.settings.rounds, Some(3));
        assert!(match_of_three.takes_rounds());
        let single = match_of_three.with_variant(lightning);
        assert_eq!(single.settings.rounds, None);
        assert!(!single.takes_rounds());
        assert_eq!(single.with_rounds(Some(5)).settings.rounds, None);
        assert!(
            GameId::ShadowHouse
                .info()
                .validate(&single.settings)
                .is_ok(),
            "the lobby never builds a table the game refuses"
        );
        let back = single.with_variant("").with_rounds(Some(5));
        assert_eq!(back.settings.rounds, Some(5));
    }

    #[test]
    fn query_round_trips() {
        let s = setup(123456)
            .with_seats(6)
            .with_you(Seat(2))
            .with_human(Seat(4), true);
        let q = s.query();
        let rest = "seats=6&variant=&seed=123456&you=2&humans=2,4&bot=normal&pace=normal";
        let check = link_check(&format!("game=grue&{rest}"));
        assert_eq!(q, format!("game=grue&check={check}&{rest}&lang=en"));
        assert_eq!(Setup::from_query(&q, || 9), Ok(s));
    }

    /// GRID#LOCK's lobby suggests a few rounds; its full match, to 111 points, is written into
    /// links as `rounds=full`, because a link without `rounds` made before that match became
    /// open-ended meant 30 rounds at most, and still opens that match (its save too).
    #[test]
    fn gridlock_links_without_a_match_length_keep_the_30_rounds_they_meant() {
        let suggested = Setup::new(GameId::Gridlock, 5);
        assert_eq!(suggested.settings.rounds, Some(3));
        assert_eq!(
            Setup::new(GameId::Grue, 5)
                .with_game(GameId::Gridlock)
                .settings
                .rounds,
            Some(3)
        );
        assert_eq!(Setup::new(GameId::ShadowHouse, 5).settings.rounds, None);
        let full = suggested.with_rounds(None);
        let q = full.query();
        assert!(q.contains("&rounds=full&"), "{q}");
        assert_eq!(Setup::from_query(&q, || 1), Ok(full.clone()));
        let many = suggested.with_rounds(Some(200));
        assert_eq!(Setup::from_query(&many.query(), || 1), Ok(many));

        // A link and a save as the last version wrote them for a full match.
        let rest = "seats=4&variant=&seed=5&you=0&humans=0&bot=normal&pace=normal";
        let old_link = format!(
            "game=gridlock&check={}&{rest}",
            link_check(&format!("game=gridlock&{rest}"))
        );
        let opened = Setup::from_query(&old_link, || 1).unwrap();
        assert_eq!(opened.settings.rounds, Some(30));
        assert_eq!(
            Setup::from_query("game=gridlock", || 1)
                .unwrap()
                .settings
                .rounds,
            Some(30)
        );
        assert_eq!(
            Setup::from_query("game=shadow-house", || 1)
                .unwrap()
                .settings
                .rounds,
            None
        );
        let record = MatchRecord::new("gridlock", Settings::new(4, ""), 5);
        let old_code = {
            use base64::Engine as _;
            let bytes = postcard::to_allocvec(&record).unwrap();
            format!(
                "d4.{}",
                base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
            )
        };
        let old_save = format!("{SAVE_HEADER}\n{old_link}\n{old_code}");
        let saved = SavedGame::decode(&old_save).unwrap();
        assert_eq!(saved.setup.settings.rounds, Some(30));
        assert_eq!(
            crate::engine::UNSET_ROUNDS_UNTIL,
            &[(5, "gridlock", crate::games::gridlock::FORMER_UNSET_ROUNDS)]
        );
    }

    #[test]
    fn a_link_names_its_language_outside_the_checksum() {
        let q = lang::with(Lang::De, || setup(77).query());
        assert!(q.ends_with("&lang=de"), "{q}");
        let hash = Route::Play(q.clone()).hash();
        assert_eq!(link_language(&hash), Some(Lang::De));
        // Switching the language by hand is not damage.
        let english = q.replace("lang=de", "lang=en");
        assert_eq!(Setup::from_query(&english, || 1), Ok(setup(77)));
        assert_eq!(link_language(&Route::Play(english).hash()), Some(Lang::En));
        let plain = without_language(&hash);
        assert_eq!(link_language(&plain), None);
        assert_eq!(
            Setup::from_query(plain.split_once('?').unwrap().1, || 1),
            Ok(setup(77))
        );
        assert_eq!(link_language("#/play?game=grue&lang=fr"), None);
        assert_eq!(without_language("#/record"), "#/record");
    }

    #[test]
    fn a_link_cut_short_or_altered_is_refused_and_one_without_a_check_still_opens() {
        let q = setup(424242).with_seats(5).query();
        let mut dealt_silently = Vec::new();
        // Every cut is refused or deals the same game, except the one that leaves just the
        // game's name: that is a link to a fresh deal of it, as a person might type.
        for end in 0..q.len() {
            let cut = &q[..end];
            if let Ok(opened) = Setup::from_query(cut, || 1)
                && opened != setup(424242).with_seats(5)
                && !["game=grue", "game=grue&"].contains(&cut)
            {
                dealt_silently.push(cut.to_string());
            }
        }
        assert!(dealt_silently.is_empty(), "{dealt_silently:?}");
        let altered = q.replace("seed=424242", "seed=424243");
        let refused = Setup::from_query(&altered, || 1).unwrap_err();
        assert!(refused.contains("cut short or changed"), "{refused}");
        let unchecked = "game=grue&seats=5&seed=424242";
        assert_eq!(Setup::from_query(unchecked, || 1).unwrap().seed, 424242);
    }

    #[test]
    fn a_refusal_quotes_only_a_short_excerpt_of_what_was_pasted() {
        let huge = format!("game={}", "g".repeat(1_000_000));
        let refused = Setup::from_query(&huge, || 1).unwrap_err();
        assert!(refused.len() < 200, "{} characters", refused.len());
        assert!(refused.contains('\u{2026}'));
    }

    #[test]
    fn query_accepts_browser_encoding_and_defaults() {
        let s = Setup::from_query("game=grue&humans=0%2C3&seed=5&you=3&pace=slow", || 1).unwrap();
        assert_eq!(s.humans, vec![Seat(0), Seat(3)]);
        assert_eq!(s.you, Seat(3));
        assert_eq!(s.settings.seats, 5);
        assert_eq!(s.pace, Pace::Slow);
        assert_eq!(Setup::from_query("game=grue", || 77).unwrap().seed, 77);
    }

    #[test]
    fn bad_queries_are_refused_with_reasons() {
        for bad in [
            "",
            "game=nope&seed=1",
            "game=grue&seats=99&seed=1",
            "game=grue&seats=x",
            "game=grue&seed=zz",
            "game=grue&you=7",
            "game=grue&humans=0,9",
            "game=grue&bot=genius",
            "game=grue&pace=warp",
            "game=grue&variant=moon",
            "game=grue&rounds=3",
            "game=grue&rounds=many",
            "game=grue&seed=%ZZ",
        ] {
            let err = Setup::from_query(bad, || 1).unwrap_err();
            assert!(!err.is_empty(), "{bad}");
        }
    }

    #[test]
    fn lobby_edits_keep_the_table_consistent() {
        let s = setup(1)
            .with_seats(6)
            .with_you(Seat(5))
            .with_human(Seat(3), true);
        let smaller = s.with_seats(4);
        assert_eq!(smaller.you, Seat(0));
        assert_eq!(smaller.humans, vec![Seat(0), Seat(3)]);
        assert_eq!(s.with_human(Seat(5), false).humans, vec![Seat(3), Seat(5)]);
        assert_eq!(s.with_seats(42).settings.seats, 6);
        assert_eq!(s.controller(Seat(5)), "you");
        assert_eq!(s.controller(Seat(3)), "human");
        assert_eq!(s.controller(Seat(0)), "bot · Normal");
    }

    fn play_out(session: &mut Session<GrueGame>) {
        loop {
            let index = match session.state().turn() {
                Turn::Over => break,
                Turn::Chance => session.chance_index(),
                Turn::Seat(_) => session.state().legal_actions().len() - 1,
            };
            session.play_index(index).unwrap();
        }
    }

    #[test]
    fn a_save_keeps_its_hints_reads_saves_without_them_and_refuses_damaged_ones() {
        let mut session = Session::<GrueGame>::start(setup(8)).unwrap();
        for _ in 0..3 {
            let i = match session.state().turn() {
                Turn::Chance => session.chance_index(),
                _ => 0,
            };
            session.play_index(i).unwrap();
        }
        let mut saved = session.saved();
        let without = saved.encode();
        assert_eq!(
            SavedGame::decode(&without).unwrap().hints,
            Vec::<usize>::new()
        );
        saved.hints = vec![0, 3];
        let with = saved.encode();
        assert!(with.ends_with("\nhints 0,3"), "{with}");
        assert_eq!(SavedGame::decode(&with).unwrap(), saved);
        saved.take_backs = vec![2, 1];
        let with_take_backs = saved.encode();
        assert!(
            with_take_backs.ends_with("\ntakebacks 2,1"),
            "{with_take_backs}"
        );
        assert_eq!(SavedGame::decode(&with_take_backs).unwrap(), saved);
        for damaged in [
            "hints 0,x",
            "hints 4",
            "extra",
            "takebacks x",
            "hints 0\nhints 1",
        ] {
            let text = format!("{without}\n{damaged}");
            assert!(SavedGame::decode(&text).is_err(), "{damaged:?} is refused");
        }
    }

    #[test]
    fn sessions_replay_exactly_and_save_round_trips() {
        let mut a = Session::<GrueGame>::start(setup(42)).unwrap();
        for _ in 0..7 {
            let i = match a.state().turn() {
                Turn::Chance => a.chance_index(),
                Turn::Over => break,
                Turn::Seat(_) => 0,
            };
            a.play_index(i).unwrap();
        }
        let text = a.saved().encode();
        let saved = SavedGame::decode(&text).unwrap();
        let mut b = Session::<GrueGame>::start(saved.setup).unwrap();
        for &index in &saved.actions {
            b.play_index(usize::from(index)).unwrap();
        }
        assert_eq!(a.state(), b.state());
        assert_eq!(a.log(Seat(0)), b.log(Seat(0)));
        assert_eq!(a.log(Seat(3)), b.log(Seat(3)));
        play_out(&mut a);
        assert!(a.is_over());
        assert_eq!(a.results().len(), 5);
    }

    #[test]
    fn an_illegal_action_changes_nothing() {
        let mut s = Session::<GrueGame>::start(setup(3)).unwrap();
        let before = s.state().clone();
        let err = s
            .play(&crate::games::grue::GrueAction::Offer {
                card: crate::games::grue::Card::Traitor,
                to: Seat(1),
            })
            .unwrap_err();
        assert!(!err.is_empty());
        assert_eq!(s.state(), &before);
        assert_eq!(s.ply(), 0);
        assert!(s.play_index(999).is_err());
        assert_eq!(s.ply(), 0);
    }

    #[test]
    fn decision_seeds_depend_on_deal_and_ply_only() {
        let mut a = Session::<GrueGame>::start(setup(9)).unwrap();
        let b = Session::<GrueGame>::start(setup(9)).unwrap();
        assert_eq!(a.decision_seed(), b.decision_seed());
        let first = a.decision_seed();
        a.play_index(0).unwrap();
        assert_ne!(
            a.decision_seed(),
            first,
            "each ply decides with its own seed"
        );
        let other_deal = Session::<GrueGame>::start(setup(10)).unwrap();
        assert_ne!(other_deal.decision_seed(), first);
    }

    #[test]
    fn pass_and_play_curtain_follows_the_decider() {
        let mut s = setup(11);
        for seat in 0..5 {
            s = s.with_human(Seat(seat), true);
        }
        let mut session = Session::<GrueGame>::start(s).unwrap();
        let first = session.viewer();
        assert_eq!(session.curtain(), Some(first));
        session.lift_curtain();
        assert_eq!(session.curtain(), None);
        let i = session.state().legal_actions().len() - 1;
        session.play_index(i).unwrap();
        if session.viewer() != first {
            assert_eq!(session.curtain(), Some(session.viewer()));
        }
        let solo = Session::<GrueGame>::start(setup(11)).unwrap();
        assert_eq!(solo.curtain(), None);
    }

    #[test]
    fn opening_a_link_uses_the_matching_save_only() {
        let mut played = Session::<GrueGame>::start(setup(5)).unwrap();
        played.play_index(0).unwrap();
        let text = played.saved().encode();
        let q = setup(5).query();
        let o = open_play(&q, Some(&text), || 0).unwrap();
        assert_eq!(o.actions, played.record().actions);
        let other = open_play(&setup(6).query(), Some(&text), || 0).unwrap();
        assert!(other.actions.is_empty() && !other.discard_save);
        let broken = open_play(&q, Some("{\"not\": a save"), || 0).unwrap();
        assert!(broken.discard_save && broken.actions.is_empty());
        assert_eq!(broken.notices.len(), 1);
        let mut tampered = played.saved();
        tampered.actions = vec![250, 250];
        assert!(crate::ui::play::resumable(&tampered.encode()).is_err());
        assert!(open_play("game=grue&seats=99", None, || 0).is_err());
    }

    #[test]
    fn routes_parse() {
        assert_eq!(Route::parse(""), Route::Lobby);
        assert_eq!(Route::parse("#/"), Route::Lobby);
        assert_eq!(Route::parse("#/rules/grue"), Route::Rules("grue".into()));
        assert_eq!(
            Route::parse("#/play?game=grue"),
            Route::Play("game=grue".into())
        );
        assert_eq!(Route::parse("#/nowhere"), Route::Unknown("nowhere".into()));
        assert_eq!(Route::Play("a=b".into()).hash(), "#/play?a=b");
        let pasted = format!("#/play?game={}", "x".repeat(2_000_000));
        assert_eq!(Route::parse(&pasted), Route::TooLong(pasted.len()));
        assert_eq!(
            Route::parse("#/replay?code=x&seat=1"),
            Route::Replay("code=x&seat=1".into())
        );
        assert_eq!(Route::parse("#/record"), Route::Record);
        assert_eq!(Route::Record.hash(), "#/record");
    }
}
