#!/usr/bin/env node
// Writes the build's lists of games from the one registry, the `games!` block of
// src/games/mod.rs: each page's and bot worker's binary (src/bin/pages/, src/bin/workers/ and their
// [[bin]] entries in Cargo.toml) and what trunk builds (index.html's rust links, and the games'
// stylesheets it copies for boot.js to link).
// The lobby and the record are pages of every language; each game adds a table page per language
// and a worker. Languages are the directories of src/lang with a catalogue (src/lang/<code>/).
//
//   node scripts/registry.mjs          rewrite whatever is out of date
//   node scripts/registry.mjs --check  change nothing; fail, naming the files, if any is out of date
//
// Run from the repository root. scripts/test runs the check, so a game added to the registry
// without running this fails the tests, not a browser.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const check = process.argv.includes('--check');

const registry = /games! \{\n([\s\S]*?)\n\}/.exec(readFileSync('src/games/mod.rs', 'utf8'));
if (!registry) throw new Error('src/games/mod.rs has no `games! { … }` block');
const games = registry[1]
  .split('\n')
  .map((line) => /^\s*(\w+) => (\w+)::(\w+),\s*$/.exec(line))
  .filter(Boolean)
  .map(([, variant, module, type]) => ({ variant, module, type, id: module.replaceAll('_', '-') }));
if (games.length === 0) throw new Error('the registry lists no game');

const languages = readdirSync('src/lang', { withFileTypes: true })
  .filter((e) => e.isDirectory() && /^[a-z]{2}$/.test(e.name) && existsSync(`src/lang/${e.name}/mod.rs`))
  .map((e) => e.name)
  .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
const LANGUAGE_NAMES = { en: 'English', de: 'German' };
const languageName = (code) => LANGUAGE_NAMES[code] ?? code;

// Every file this writes: path -> text.
const files = new Map();

// Page binaries: the lobby's and the record's, then each game's table, in every language.
const pages = [
  { page: 'lobby', words: 'LOBBY', what: 'The lobby and the rules pages' },
  { page: 'record', words: 'RECORD', what: 'The record page' },
  ...games.map((g) => ({ page: g.id, words: g.module.toUpperCase(), type: g.type, what: `The table and replays of ${g.id}` })),
];
for (const { page, words, type, what } of pages) {
  for (const lang of languages) {
    const args = [lang, words, type].filter(Boolean).join(', ');
    files.set(
      `src/bin/pages/${page}-${lang}.rs`,
      `//! ${what}, in ${languageName(lang)} (see \`duskdeck::ui::module\`). Written by scripts/registry.mjs.\nduskdeck::page!(${args});\n`,
    );
  }
}
for (const g of games) {
  files.set(
    `src/bin/workers/${g.id}.rs`,
    `//! The bot worker of ${g.id} (see \`duskdeck::worker\`). Written by scripts/registry.mjs.\nduskdeck::bot_worker!(${g.type});\n`,
  );
}

/// `text` with the lines between the marker lines `begin` and `end` replaced by `body`.
function between(path, text, begin, end, body) {
  const from = text.indexOf(begin);
  const to = text.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`${path}: the markers "${begin.trim()}" … "${end.trim()}" are missing`);
  return text.slice(0, from + begin.length) + '\n' + body + text.slice(text.lastIndexOf('\n', to));
}

const pageBins = pages.flatMap(({ page }) => languages.map((lang) => `duskdeck-${page}-${lang}`));
const cargoBins = [
  ...pageBins.map((name) => `[[bin]]\nname = "${name}"\npath = "src/bin/pages/${name.slice('duskdeck-'.length)}.rs"\nrequired-features = ["ui"]\n`),
  ...games.map((g) => `[[bin]]\nname = "bot-worker-${g.id}"\npath = "src/bin/workers/${g.id}.rs"\nrequired-features = ["worker"]\n`),
].join('\n');
const cargo = readFileSync('Cargo.toml', 'utf8');
files.set(
  'Cargo.toml',
  between('Cargo.toml', cargo, '# BEGIN the pages and workers, written by scripts/registry.mjs', '# END the pages and workers', cargoBins),
);

const indent = '    ';
const pageLink = (name, main) =>
  `${indent}<link data-trunk rel="rust" data-bin="${name}" data-type="${main ? 'main' : 'worker'}"${main ? '' : ' data-bindgen-target="web"'} data-cargo-profile-release="wasm-release" data-wasm-opt="z" data-wasm-opt-params="-Oz" data-integrity="none" />`;
const workerLink = (g) =>
  `${indent}<link data-trunk rel="rust" data-bin="bot-worker-${g.id}" data-type="worker" data-cargo-profile-release="wasm-worker" data-wasm-opt="3" data-cargo-no-default-features data-cargo-features="worker" data-integrity="none" />`;
// Trunk wants exactly one "main": the first page in the first language, the English lobby's.
const rustLinks = [...pageBins.map((name, i) => pageLink(name, i === 0)), ...games.map(workerLink)].join('\n');
// Copied, not linked: boot.js links the one sheet the page's module needs.
const styleLinks = games.map((g) => `${indent}<link data-trunk rel="copy-file" href="style/${g.id}.css" />`).join('\n');
let html = readFileSync('index.html', 'utf8');
html = between('index.html', html, '<!-- BEGIN the modules, written by scripts/registry.mjs -->', '<!-- END the modules -->', rustLinks);
html = between('index.html', html, '<!-- BEGIN the games\' styles, written by scripts/registry.mjs -->', '<!-- END the games\' styles -->', styleLinks);
files.set('index.html', html);

const stale = [];
for (const [path, text] of files) {
  const now = existsSync(path) ? readFileSync(path, 'utf8') : null;
  if (now === text) continue;
  stale.push(path);
  if (!check) {
    mkdirSync(path.slice(0, path.lastIndexOf('/')), { recursive: true });
    writeFileSync(path, text);
  }
}
// A page or worker file of a game no longer registered.
for (const dir of ['src/bin/pages', 'src/bin/workers']) {
  for (const name of readdirSync(dir)) {
    if (!files.has(`${dir}/${name}`)) stale.push(`${dir}/${name} (not in the registry: remove it)`);
  }
}
if (check && stale.length) {
  console.error(`Out of date with the registry in src/games/mod.rs (run node scripts/registry.mjs):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(`${games.length} games, ${languages.length} languages: ${stale.length ? `wrote ${stale.join(', ')}` : 'everything up to date'}`);
