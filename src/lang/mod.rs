//! Every word a player reads, in English and German.
//!
//! Each area of the app declares its messages once, as a trait here (`app`, `pages`, `common`,
//! and one per game); each language is a catalogue, [`en`] and [`de`], that implements every one
//! of those traits. A message a catalogue lacks is a trait method left unimplemented, so a
//! missing translation does not build. A message is a method, not a format string: it takes
//! typed arguments and builds the whole sentence, so each language chooses its own word order,
//! plurals and cases.
//!
//! The language is ambient, like a locale: [`current`] is what every catalogue accessor reads.
//! The app sets it once at start (from a link's `lang` field, the remembered choice or the
//! browser's language) and reloads the page to change it, so nothing drawn in one language
//! survives into the other. Native code (the arena, tests, the bot worker) stays in English
//! unless it asks otherwise with [`with`].
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

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language words are given in now.
pub fn current() -> Lang {
    CURRENT.with(Cell::get)
}

/// Makes `lang` the language of everything said from now on, on this thread.
pub fn set(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// Runs `f` with `lang` current, then restores the language before.
pub fn with<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Lang);
    impl Drop for Restore {
        fn drop(&mut self) {
            set(self.0);
        }
    }
    let _restore = Restore(current());
    set(lang);
    f()
}

/// What the lobby, the rules page and the record say about any game, in one language.
pub trait GameWords: Sync {
    /// The game's name ("Grimwood").
    fn name(&self) -> &'static str;
    /// The rules page, in the Markdown subset of [`crate::engine::rules_text`].
    fn rules(&self) -> &'static str;
    /// A variant's name, by its id in links.
    fn variant_name(&self, id: &str) -> &'static str;
    /// A variant's one-sentence summary, by its id.
    fn variant_summary(&self, id: &str) -> &'static str;
    /// How a match ends without a set number of rounds ("first to 111 points"); `""` for a game
    /// of one round.
    fn standard_end(&self) -> &'static str;
    /// A role's name, by the id [`crate::engine::Game::role`] gives ("Culprit").
    fn role_name(&self, role: &str) -> &'static str;
}

/// The catalogue of the current language.
macro_rules! in_current {
    ($area:ident: $words:ty) => {
        match current() {
            Lang::En => &en::$area as &'static $words,
            Lang::De => &de::$area as &'static $words,
        }
    };
}

/// What any game is called and how it is played, in the current language.
pub fn game(id: GameId) -> &'static dyn GameWords {
    match id {
        GameId::Grue => in_current!(Grue: dyn GameWords),
        GameId::GridOfShadows => in_current!(GridOfShadows: dyn GameWords),
        GameId::Gridlock => in_current!(Gridlock: dyn GameWords),
        GameId::ShadowHouse => in_current!(ShadowHouse: dyn GameWords),
        GameId::Grimwood => in_current!(Grimwood: dyn GameWords),
    }
}

/// Words every part of the app shares (a seat's name, lists).
pub fn common() -> &'static dyn common::CommonWords {
    in_current!(Common: dyn common::CommonWords)
}

/// The app's own words: header, lobby, table, notices, links and saves.
pub fn app() -> &'static dyn app::AppWords {
    in_current!(App: dyn app::AppWords)
}

/// The record, replay and error pages.
pub fn pages() -> &'static dyn pages::PagesWords {
    in_current!(Pages: dyn pages::PagesWords)
}

pub fn grue() -> &'static dyn grue::GrueWords {
    in_current!(Grue: dyn grue::GrueWords)
}

pub fn grid_of_shadows() -> &'static dyn grid_of_shadows::GridOfShadowsWords {
    in_current!(GridOfShadows: dyn grid_of_shadows::GridOfShadowsWords)
}

pub fn gridlock() -> &'static dyn gridlock::GridlockWords {
    in_current!(Gridlock: dyn gridlock::GridlockWords)
}

pub fn shadow_house() -> &'static dyn shadow_house::ShadowHouseWords {
    in_current!(ShadowHouse: dyn shadow_house::ShadowHouseWords)
}

pub fn grimwood() -> &'static dyn grimwood::GrimwoodWords {
    in_current!(Grimwood: dyn grimwood::GrimwoodWords)
}

#[cfg(test)]
mod tests {
    use super::*;

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
                    assert!(game(id).rules().contains("## "), "{id:?} in {lang:?}");
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
