//! Every word a player reads, in English and German.
//!
//! Each area of the app declares its messages once, as a trait here (`app`, `pages`, `common`,
//! and one per game); each language is a catalogue, [`en`] and [`de`], that implements every one
//! of those traits. A message a catalogue lacks is a trait method left unimplemented, so a
//! missing translation does not build. A message is a method, not a format string: it takes
//! typed arguments and builds the whole sentence, so each language chooses its own word order,
//! plurals and cases.
//!
//! The language is ambient, like a locale: the installed [`Words`] are what every catalogue
//! accessor reads. In the browser each of the app's modules is built for one language and
//! installs that language's `Words` at start (`public/boot.js` chose the module from a link's
//! `lang` field, the remembered choice or the browser's language); changing language reloads the
//! page, so nothing drawn in one language survives into the other, and a module holds no other
//! language's words. Native code (the arena, tests) speaks English unless it asks otherwise with
//! [`with`].
//!
//! ```
//! use duskdeck::lang::{self, Lang};
//! use duskdeck::engine::Seat;
//!
//! assert_eq!(Seat(2).to_string(), "Seat 3");
//! assert_eq!(lang::with(Lang::De, || Seat(2).to_string()), "Platz 3");
//! ```

pub mod app;
pub mod common;
pub mod de;
pub mod en;
pub mod grid_of_shadows;
pub mod gridlock;
pub mod grimwood;
pub mod grue;
pub mod narrate;
pub mod pages;
pub mod shadow_house;
pub mod words;

use crate::games::GameId;
use std::cell::Cell;

/// A language Duskdeck speaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Lang {
    #[default]
    En,
    De,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::De];

    /// The code in links and storage: `en`, `de`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }

    /// The language's name in itself, for the picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
        }
    }

    /// A code or a browser language tag (`de`, `de-AT`, `EN-gb`); `None` for one Duskdeck does
    /// not speak.
    ///
    /// ```
    /// use duskdeck::lang::Lang;
    /// assert_eq!(Lang::parse("de-AT"), Some(Lang::De));
    /// assert_eq!(Lang::parse("fr"), None);
    /// ```
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }
}

/// One language's words, as a page of the app holds them: the areas every page shares, what each
/// game is called, and the full words of the games the page plays (`None` for the others).
///
/// Each WebAssembly module of the app (`src/bin/pages/`) installs the `Words` of its one
/// language and its one game, and this is the only place the app finds a catalogue: so a module
/// names no other language's catalogue and no other game's words, and the linker leaves them out.
/// Native code (the arena, tests) starts with [`everything`] in English.
pub struct Words {
    pub lang: Lang,
    pub common: &'static dyn common::CommonWords,
    pub app: &'static dyn app::AppWords,
    pub pages: &'static dyn pages::PagesWords,
    /// Each game's name, variants and roles, in [`GameId::ALL`]'s order.
    pub games: [&'static dyn GameWords; GameId::ALL.len()],
    pub grue: Option<&'static dyn grue::GrueWords>,
    pub grid_of_shadows: Option<&'static dyn grid_of_shadows::GridOfShadowsWords>,
    pub gridlock: Option<&'static dyn gridlock::GridlockWords>,
    pub shadow_house: Option<&'static dyn shadow_house::ShadowHouseWords>,
    pub grimwood: Option<&'static dyn grimwood::GrimwoodWords>,
}

/// A language's catalogue with no game's full words: the lobby's. Each language module defines
/// its own with this (`en::LOBBY`), and a game's page adds its game's words to it.
macro_rules! lobby_words {
    ($lang:expr) => {
        $crate::lang::Words {
            lang: $lang,
            common: &Common,
            app: &App,
            pages: &Pages,
            games: [&Grue, &GridOfShadows, &Gridlock, &ShadowHouse, &Grimwood],
            grue: None,
            grid_of_shadows: None,
            gridlock: None,
            shadow_house: None,
            grimwood: None,
        }
    };
}
pub(crate) use lobby_words;

/// A language's `Words` for each module: `LOBBY` (the lobby's and the record's), one per game (the
/// lobby's words and that game's own), and `EVERYTHING` for native code. Each language module
/// declares them with this, so the two cannot drift apart.
macro_rules! module_words {
    ($lang:expr) => {
        /// The lobby's words: no game's full catalogue.
        pub static LOBBY: $crate::lang::Words = $crate::lang::lobby_words!($lang);

        /// Every word, for native code (the arena, tests).
        pub static EVERYTHING: $crate::lang::Words = $crate::lang::Words {
            grue: Some(&Grue),
            grid_of_shadows: Some(&GridOfShadows),
            gridlock: Some(&Gridlock),
            shadow_house: Some(&ShadowHouse),
            grimwood: Some(&Grimwood),
            ..$crate::lang::lobby_words!($lang)
        };

        $crate::lang::module_words!($lang, GRUE: grue Grue, GRID_OF_SHADOWS: grid_of_shadows GridOfShadows,
            GRIDLOCK: gridlock Gridlock, SHADOW_HOUSE: shadow_house ShadowHouse, GRIMWOOD: grimwood Grimwood);
    };
    ($lang:expr, $($name:ident: $field:ident $words:ident),*) => {
        $(
            /// A game's module's words: the lobby's and that game's own.
            pub static $name: $crate::lang::Words = $crate::lang::Words {
                $field: Some(&$words),
                ..$crate::lang::lobby_words!($lang)
            };
        )*
    };
}
pub(crate) use module_words;

/// Every word of `lang`: what native code (the arena, tests) speaks.
pub fn everything(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &en::EVERYTHING,
        Lang::De => &de::EVERYTHING,
    }
}

thread_local! {
    static CURRENT: Cell<Option<&'static Words>> = const { Cell::new(None) };
}

/// The words everything is said in now.
pub fn words() -> &'static Words {
    CURRENT.with(Cell::get).unwrap_or_else(unset)
}

/// Native code that never chose speaks English.
#[cfg(not(target_arch = "wasm32"))]
fn unset() -> &'static Words {
    everything(Lang::En)
}

/// In the browser each module installs its words first thing; naming a catalogue here would put
/// every language in every module.
#[cfg(target_arch = "wasm32")]
fn unset() -> &'static Words {
    panic!("a page speaks before it installs its words")
}

/// The language words are given in now.
pub fn current() -> Lang {
    words().lang
}

/// Makes `words` those of everything said from now on, on this thread.
pub fn install(words: &'static Words) {
    CURRENT.with(|c| c.set(Some(words)));
}

/// Makes every word of `lang` current (native code and tests; a page installs its own [`Words`]).
pub fn set(lang: Lang) {
    install(everything(lang));
}

/// Runs `f` with every word of `lang` current, then restores the words before.
pub fn with<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<&'static Words>);
    impl Drop for Restore {
        fn drop(&mut self) {
            CURRENT.with(|c| c.set(self.0));
        }
    }
    let _restore = Restore(CURRENT.with(Cell::get));
    set(lang);
    f()
}

/// What the lobby, the rules page and the record say about any game, in one language.
pub trait GameWords: Sync {
    /// The game's name ("Grimwood").
    fn name(&self) -> &'static str;
    /// A variant's name, by its id in links.
    fn variant_name(&self, id: &str) -> &'static str;
    /// A variant's one-sentence summary, by its id.
    fn variant_summary(&self, id: &str) -> &'static str;
    /// How a match ends without a set number of rounds ("first to 111 points"); `""` for a game
    /// of one round.
    fn standard_end(&self) -> &'static str;
    /// A role's name, by the id [`crate::engine::Game::role`] gives ("Culprit").
    fn role_name(&self, role: &str) -> &'static str;
    /// The calls that matter in this game, in the order the end screen and the record list them.
    fn calls(&self) -> &'static [CallWords];
}

/// One of a game's calls that matter, counted by a key of [`crate::engine::Game::tallies`]: how
/// often a player made it and, where the game can tell, how often it came off.
#[derive(Clone, Copy, Debug)]
pub struct CallWords {
    pub key: &'static str,
    /// "“Lights!” called".
    pub label: &'static str,
    /// The key counting those that came off, and its word ("right").
    pub came_off: Option<(&'static str, &'static str)>,
}

/// The lines a player's counts make in the current language ("“Lights!” called: 5, 3 right"),
/// calls never made left out. `count` gives a key's count.
pub fn call_lines(id: GameId, count: impl Fn(&str) -> u32) -> Vec<String> {
    game(id)
        .calls()
        .iter()
        .filter_map(|call| {
            let made = count(call.key);
            (made > 0).then(|| {
                let came_off = call.came_off.map(|(key, word)| (count(key), word));
                common().call_line(call.label, made, came_off)
            })
        })
        .collect()
}

/// A game's rules page in `lang`, in the Markdown subset of [`crate::engine::rules_text`]. The
/// build also copies each page to `rules/<game id>.<lang>.md`, where the app's rules page reads
/// it (see `scripts/postbuild.mjs`): a page this long is data, fetched when it is read.
pub fn rules(lang: Lang, game: GameId) -> &'static str {
    match lang {
        Lang::En => en::rules(game),
        Lang::De => de::rules(game),
    }
}

/// Where a game's rules page is, relative to the site: `rules/grue.en.md`.
pub fn rules_file(lang: Lang, game: GameId) -> String {
    format!("rules/{}.{}.md", game.id(), lang.code())
}

/// What any game is called, in the current language.
pub fn game(id: GameId) -> &'static dyn GameWords {
    let index = GameId::ALL.iter().position(|&g| g == id);
    words().games[index.expect("GameId::ALL lists every game")]
}

/// Words every part of the app shares (a seat's name, lists).
pub fn common() -> &'static dyn common::CommonWords {
    words().common
}

/// The app's own words: header, lobby, table, notices, links and saves.
pub fn app() -> &'static dyn app::AppWords {
    words().app
}

/// The record, replay and error pages.
pub fn pages() -> &'static dyn pages::PagesWords {
    words().pages
}

/// A game's own words are only asked for by that game's code, which is only in a page that
/// installed them.
const NOT_INSTALLED: &str = "a game's words are installed with its table";

pub fn grue() -> &'static dyn grue::GrueWords {
    words().grue.expect(NOT_INSTALLED)
}

pub fn grid_of_shadows() -> &'static dyn grid_of_shadows::GridOfShadowsWords {
    words().grid_of_shadows.expect(NOT_INSTALLED)
}

pub fn gridlock() -> &'static dyn gridlock::GridlockWords {
    words().gridlock.expect(NOT_INSTALLED)
}

pub fn shadow_house() -> &'static dyn shadow_house::ShadowHouseWords {
    words().shadow_house.expect(NOT_INSTALLED)
}

pub fn grimwood() -> &'static dyn grimwood::GrimwoodWords {
    words().grimwood.expect(NOT_INSTALLED)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key [`Game::tallies`](crate::engine::Game::tallies) gives `G`'s seats over random
    /// games that run to their end.
    fn keys_counted<G: crate::engine::Game>(
        games: u64,
    ) -> std::collections::BTreeSet<&'static str> {
        use crate::engine::{GameRng, Settings};
        let mut keys = std::collections::BTreeSet::new();
        for seed in 0..games {
            let info = G::INFO;
            for seats in [info.min_seats, info.max_seats] {
                let mut state = G::new(&Settings::new(seats, ""), seed).unwrap();
                let mut rng = GameRng::seeded(seed);
                while state.outcome().is_none() {
                    let legal = state.legal_actions();
                    let action = legal[rng.below(legal.len())].clone();
                    for event in state.apply_unchecked(&action) {
                        keys.extend(G::tallies(&event).into_iter().map(|(_, key)| key));
                    }
                }
            }
        }
        keys
    }

    #[test]
    fn every_call_a_game_words_is_one_its_games_count_and_reads_the_same_in_both_languages() {
        for game in GameId::ALL {
            let counted = crate::with_game!(game, G => keys_counted::<G>(40));
            let listed = |lang: Lang| {
                with(lang, || {
                    super::game(game)
                        .calls()
                        .iter()
                        .map(|c| (c.key, c.came_off.map(|(key, _)| key)))
                        .collect::<Vec<_>>()
                })
            };
            assert_eq!(listed(Lang::En), listed(Lang::De), "{game:?}");
            assert!(!listed(Lang::En).is_empty(), "{game:?} counts no call");
            for (key, came_off) in listed(Lang::En) {
                for key in std::iter::once(key).chain(came_off) {
                    assert!(
                        counted.contains(key),
                        "{game:?}: {key:?} is never counted in {counted:?}"
                    );
                }
            }
        }
        set(Lang::En);
        let lines = call_lines(GameId::GridOfShadows, |key| match key {
            "challenges" => 5,
            "challenges won" => 3,
            _ => 0,
        });
        assert_eq!(lines, vec!["“Lights!” called: 5, 3 right".to_string()]);
        let lines = with(Lang::De, || call_lines(GameId::GridOfShadows, |_| 2));
        assert_eq!(
            lines,
            vec![
                "„Licht an!“ gerufen: 2, davon 2 richtig".to_string(),
                "Bluffs gespielt: 2, davon 2 ertappt".to_string()
            ]
        );
    }

    #[test]
    fn a_grue_statement_names_its_speaker_as_me_and_its_reader_as_you_with_the_seat() {
        use crate::engine::Seat;
        use crate::games::grue::Statement;
        let (speaker, reader, other) = (Seat(4), Seat(0), Seat(2));
        let read = |lang, statement| {
            with(lang, || {
                grue().statement(statement, Some(speaker), Some(reader))
            })
        };
        let about_speaker = read(Lang::En, Statement::BringSword(speaker));
        assert!(about_speaker.ends_with("get it to me."), "{about_speaker}");
        let about_reader = read(Lang::En, Statement::BringShield(reader));
        assert!(about_reader.contains("you (Seat 1)"), "{about_reader}");
        let about_other = read(Lang::En, Statement::Trust(other));
        assert_eq!(about_other, "I trust Seat 3.");
        let german = read(Lang::De, Statement::BringShield(speaker));
        assert!(german.contains("soll ihn mir geben"), "{german}");
        let german = read(Lang::De, Statement::BringSword(reader));
        assert!(german.contains("dir (Platz 1)"), "{german}");
    }

    #[test]
    fn browser_tags_pick_a_language_and_unknown_ones_none() {
        assert_eq!(Lang::parse("de"), Some(Lang::De));
        assert_eq!(Lang::parse("de_CH"), Some(Lang::De));
        assert_eq!(Lang::parse("EN-gb"), Some(Lang::En));
        assert_eq!(Lang::parse("fr-FR"), None);
        assert_eq!(Lang::parse(""), None);
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
        }
    }

    #[test]
    fn with_restores_the_language_before() {
        set(Lang::En);
        let inside = with(Lang::De, current);
        assert_eq!(inside, Lang::De);
        assert_eq!(current(), Lang::En);
    }

    #[test]
    fn every_game_has_a_name_and_rules_in_every_language() {
        for lang in Lang::ALL {
            with(lang, || {
                for id in GameId::ALL {
                    assert!(!game(id).name().is_empty());
                    assert!(rules(lang, id).contains("## "), "{id:?} in {lang:?}");
                }
            });
        }
    }
}

/// Finding English left in German text: the words of the English catalogue's string literals
/// that the German catalogue never uses (so names both share, like "Grue", do not count).
#[cfg(test)]
pub(crate) mod leak {
    use std::collections::BTreeSet;

    /// The words (three letters or more, lower-cased) inside the string literals of Rust source.
    /// Left out: a format string's `{placeholders}` (names in the code, not words on screen) and
    /// literals a match arm is chosen by (`"Traitor" => ...`), which are ids.
    fn literal_words(source: &str) -> BTreeSet<String> {
        let mut words = BTreeSet::new();
        let parts: Vec<&str> = source.split('"').collect();
        for (i, part) in parts.iter().enumerate() {
            // Odd parts sit between quotes. Escaped quotes are rare enough here not to matter.
            let is_arm = parts
                .get(i + 1)
                .is_some_and(|after| after.trim_start().starts_with("=>"));
            if i % 2 == 0 || is_arm {
                continue;
            }
            let mut text = String::new();
            let mut depth = 0usize;
            for c in part.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth = depth.saturating_sub(1),
                    _ if depth == 0 => text.push(c),
                    _ => {}
                }
            }
            for word in text.split(|c: char| !c.is_alphabetic()) {
                if word.chars().count() >= 3 {
                    words.insert(word.to_lowercase());
                }
            }
        }
        words
    }

    /// English catalogue words absent from the German catalogue.
    pub fn english_only(english_source: &str, german_source: &str) -> BTreeSet<String> {
        let german = literal_words(german_source);
        literal_words(english_source)
            .into_iter()
            .filter(|w| !german.contains(w))
            .collect()
    }

    /// The first of `words` that `text` contains as a whole word, ignoring case.
    pub fn first_found<'a>(text: &str, words: &'a BTreeSet<String>) -> Option<&'a str> {
        text.split(|c: char| !c.is_alphabetic())
            .map(str::to_lowercase)
            .find_map(|w| words.get(&w).map(String::as_str))
    }

    #[test]
    fn words_only_english_uses_are_found_whole() {
        let english = english_only(
            r#"fn a() { "You draw a card from Grue's deck" }"#,
            r#"fn a() { "Du ziehst eine Karte vom Grue-Stapel" }"#,
        );
        assert!(english.contains("draw") && english.contains("card"));
        assert!(!english.contains("grue"), "shared names are not English");
        assert_eq!(first_found("Platz 2 zieht eine Karte", &english), None);
        assert_eq!(first_found("Platz 2: Cards!", &english), None);
        assert_eq!(first_found("Platz 2 draws a Card", &english), Some("card"));
    }

    #[test]
    fn placeholders_and_match_ids_are_not_words() {
        let english = english_only(
            r#"fn a() { format!("{seat} draws a card") }"#,
            r#"fn a() { match r { "Traitor" => "Verräter" }; format!("{seat} zieht eine Karte") }"#,
        );
        assert!(
            !english.contains("seat"),
            "a placeholder is not on screen in English"
        );
        let german_ids = english_only(
            r#"fn a() { "Traitor" }"#,
            r#"fn a() { match r { "Traitor" => "Verräter" } }"#,
        );
        assert!(
            german_ids.contains("traitor"),
            "an id matched on is not a German word"
        );
    }
}
