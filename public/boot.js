// Starts Duskdeck: loads the one WebAssembly module of the app that this address needs, in the
// player's language (see src/ui/module.rs). The lobby is one module, the record another, and each
// game's table, replays and rules page another (the rules draw the game's cards); each comes in each
// language. A module asked for a page it does not hold reloads the page, and this script then loads
// the right one.
//
// The choice must agree with the app's own reading of an address (src/ui/session/links.rs and
// src/engine/record.rs); the browser tests open every kind of link through it.

// The build's version, written by scripts/postbuild.mjs, so no cache pairs one deployment's
// script with another's module. Empty in debug builds.
const BUILD = '';
// The games built, written by scripts/postbuild.mjs from the modules trunk built.
const GAMES = [];
const LANGUAGES = ['en', 'de'];

/// A language code or browser tag (`de-AT`, `EN_gb`) Duskdeck speaks, or null.
function parseLanguage(tag) {
  const primary = String(tag ?? '').trim().split(/[-_]/)[0].toLowerCase();
  return LANGUAGES.includes(primary) ? primary : null;
}

/// The fields of the hash's query (after `?`), decoded; a garbled one is left out.
function fields(hash) {
  const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  const found = new Map();
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = at < 0 ? pair : pair.slice(0, at);
    try {
      if (!found.has(key)) found.set(key, decodeURIComponent(at < 0 ? '' : pair.slice(at + 1)));
    } catch {
      // Left to the app, which says what is wrong with the link.
    }
  }
  return found;
}

/// The link's language, else the one chosen before, else the browser's, else English.
function language(hash) {
  const linked = parseLanguage(fields(hash).get('lang'));
  if (linked) return linked;
  try {
    const chosen = parseLanguage(localStorage.getItem('duskdeck.lang'));
    if (chosen) return chosen;
  } catch {
    // Storage refused (a privacy setting): the browser's language decides.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const spoken = parseLanguage(tag);
    if (spoken) return spoken;
  }
  return 'en';
}

/// The game a match code (`d2.<base64url of the record>`) is a record of: the record's first
/// field is the game's id, a string, which postcard writes as its length and its bytes.
function gameOfCode(code) {
  const match = /^d\d\.([A-Za-z0-9_-]{4,})/.exec(code.trim());
  if (!match) return null;
  const head = match[1].slice(0, 64);
  try {
    const bytes = atob(head.slice(0, head.length - (head.length % 4)).replace(/-/g, '+').replace(/_/g, '/'));
    const length = bytes.charCodeAt(0);
    return bytes.length > length ? bytes.slice(1, 1 + length) : null;
  } catch {
    return null;
  }
}

/// The game whose table or rules page the address opens, or null for the lobby's and the record's.
function game(hash) {
  const path = hash.replace(/^#\/?/, '');
  let id = null;
  if (path.startsWith('rules/')) id = path.slice('rules/'.length).replace(/\/+$/, '');
  else if (path.startsWith('play?') || path.startsWith('learn?')) id = fields(hash).get('game');
  else if (path.startsWith('replay?') || path.startsWith('practice?')) id = gameOfCode(fields(hash).get('code') ?? '');
  return GAMES.includes(id) ? id : null;
}

/// The module that draws the address's page: a game's, the record's or the lobby's.
function page(hash) {
  const path = hash.replace(/^#\/?/, '').replace(/\/+$/, '');
  return game(hash) ?? (path === 'record' ? 'record' : 'lobby');
}

/// Links the stylesheet `file` beside main.css (which index.html links for every page); resolves
/// once it has loaded or failed, so the page is never drawn before its own styles.
function stylesheet(file) {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `./${file}${version}`;
    link.onload = link.onerror = resolve;
    document.head.append(link);
  });
}

const hash = location.hash;
const shown = page(hash);
const name = `duskdeck-${shown}-${language(hash)}`;
const version = BUILD ? `?v=${BUILD}` : '';
document.documentElement.lang = language(hash);
// The page's own sheet: the lobby's, or its game's (the record needs only main.css). It downloads
// beside the module.
const sheet = shown === 'lobby' ? 'lobby.css' : shown === 'record' ? null : `${shown}.css`;
Promise.all([import(`./${name}.js${version}`), sheet && stylesheet(sheet)])
  .then(([module]) => module.default({ module_or_path: `./${name}_bg.wasm${version}` }))
  // The module drew its page as it started: the stand-in header goes.
  .then(() => document.querySelector('.boot-splash')?.remove())
  .catch((error) => {
    console.error(error);
    const failed = document.getElementById('load-failed');
    if (failed) failed.hidden = false;
  });
