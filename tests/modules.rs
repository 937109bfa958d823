//! The app is built as one WebAssembly module per page and language, plus one bot worker per game
//! (`src/ui/module.rs`). `scripts/registry.mjs` writes their lists in `Cargo.toml` (the binaries)
//! and `index.html` (what trunk builds) from the registry in `src/games/mod.rs`, and
//! `scripts/postbuild.mjs` gives `public/boot.js` the games trunk built. These tests check that the
//! written lists hold exactly the games of [`GameId::ALL`] in the languages of [`Lang::ALL`]: a
//! game missing from one would build, and then fail to load in a browser.

use duskdeck::GameId;
use duskdeck::lang::Lang;
use std::collections::BTreeSet;

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every page module's name: `duskdeck-<lobby, record or game id>-<language>`.
fn page_modules() -> BTreeSet<String> {
    let pages = ["lobby", "record"]
        .into_iter()
        .chain(GameId::ALL.iter().map(|g| g.id()));
    pages
        .flat_map(|page| {
            Lang::ALL
                .iter()
                .map(move |lang| format!("duskdeck-{page}-{}", lang.code()))
        })
        .collect()
}

fn worker_modules() -> BTreeSet<String> {
    GameId::ALL
        .iter()
        .map(|g| format!("bot-worker-{}", g.id()))
        .collect()
}

/// The values of `key = "…"` or `key="…"` in `text`.
fn quoted_values(text: &str, key: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for part in text.split(key).skip(1) {
        let part = part.trim_start().trim_start_matches('=').trim_start();
        if let Some(rest) = part.strip_prefix('"') {
            found.insert(rest.split('"').next().unwrap_or_default().to_string());
        }
    }
    found
}

/// The quoted strings of the JavaScript array assigned to `name`.
fn js_array(source: &str, name: &str) -> Vec<String> {
    let start = source
        .find(&format!("const {name} = ["))
        .unwrap_or_else(|| panic!("no array {name}"));
    let body = &source[start..];
    let body = &body[body.find('[').unwrap() + 1..body.find(']').unwrap()];
    body.split(',')
        .map(|item| item.trim().trim_matches('\'').to_string())
        .filter(|item| !item.is_empty())
        .collect()
}

#[test]
fn cargo_builds_every_page_in_every_language_and_every_game_s_worker() {
    let names = quoted_values(&read("Cargo.toml"), "name");
    let modules: BTreeSet<String> = names
        .into_iter()
        .filter(|n| n.starts_with("duskdeck-") || n.starts_with("bot-worker"))
        .collect();
    let expected: BTreeSet<String> = page_modules().into_iter().chain(worker_modules()).collect();
    assert_eq!(modules, expected);
}

#[test]
fn index_html_has_trunk_build_every_module() {
    let built = quoted_values(&read("index.html"), "data-bin");
    let expected: BTreeSet<String> = page_modules().into_iter().chain(worker_modules()).collect();
    assert_eq!(built, expected);
}

#[test]
fn boot_js_knows_every_language_and_leaves_the_games_to_the_build() {
    let languages: Vec<String> = Lang::ALL.iter().map(|l| l.code().to_string()).collect();
    let boot = read("public/boot.js");
    assert_eq!(js_array(&boot, "LANGUAGES"), languages);
    // scripts/postbuild.mjs writes the games trunk built, so boot.js cannot disagree with them.
    assert_eq!(js_array(&boot, "GAMES"), Vec::<String>::new());
}

#[test]
fn the_helpers_read_what_they_are_given() {
    assert_eq!(
        quoted_values(r#"name = "a" x name="b" name"#, "name"),
        BTreeSet::from(["a".to_string(), "b".to_string()])
    );
    assert_eq!(
        js_array("const GAMES = ['a', 'b-c'];", "GAMES"),
        vec!["a".to_string(), "b-c".to_string()]
    );
}
