#!/usr/bin/env node
// Makes a release build installable and offline-capable, and locks it down with a
// Content-Security-Policy. Trunk runs it after every build (a post_build hook in Trunk.toml) on the
// staging folder. In every build it copies each game's rules pages beside the app, as
// rules/<game id>.<lang>.md, where the app's rules page fetches them (src/lang/mod.rs, `rules_file`);
// the rest it does only to release builds, so `trunk serve` and its live reload are left
// alone. It also runs on any built folder: `node scripts/postbuild.mjs DIR` (the browser tests
// use that to deploy a changed copy of dist/). Running it twice gives the same folder.
//
// In DIR/index.html it writes, first thing in <head>, a CSP <meta http-equiv> that allows only the
// site's own files, plus any inline script (by its sha256; the page has none now: public/boot.js
// loads the app) and the compiling of WebAssembly; and it adds the script that registers the
// service worker. It stamps the build: a hash of the site's files goes into DIR/boot.js, which puts
// it on the URLs it loads the app's modules by, and on the page's stylesheets' URLs, so that no
// cache pairs one deployment's page with another's files. Then it writes DIR/sw.js from public/sw.js with the list of files to
// precache and a version that is a hash of every file's content.
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SW_TEMPLATE = join(ROOT, 'public/sw.js');
const SW_PLACEHOLDER = 'const PRECACHE = null; // filled in by scripts/postbuild.mjs';
const REGISTER = '<script src="./sw-register.js" defer></script>';

/// The policy, given the sha256 sources of the page's inline scripts. Why each part:
/// - script-src: the site's files, inline scripts by hash, and 'wasm-unsafe-eval', which
///   WebAssembly.instantiate needs (it allows compiling wasm, not JavaScript's eval).
/// - style-src-attr 'unsafe-inline': the table sets a few `style` attributes (column counts,
///   a dragged card's position, a tooltip's place); style elements and sheets stay 'self'.
/// - no data: or remote images, fonts or connections; workers and the manifest from 'self'.
/// - object-src, base-uri and form-action shut what the app never uses.
export function policy(scriptHashes) {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/// The 'sha256-…' source of every inline <script> (one without src) in the page, as the browser
/// hashes it: the exact text between the tags.
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/// The page with its CSP meta (replaced if present) and the service worker's registration.
export function securePage(html) {
  const csp = `<meta http-equiv="Content-Security-Policy" content="${policy(inlineScriptHashes(html))}" />`;
  const existing = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;
  if (existing.test(html)) {
    html = html.replace(existing, csp);
  } else {
    // Right after <meta charset>: a policy only covers what comes after it.
    const charset = /<meta charset[^>]*>/i;
    if (!charset.test(html)) throw new Error('index.html has no <meta charset> to put the CSP after');
    html = html.replace(charset, (tag) => `${tag}\n    ${csp}`);
  }
  if (!html.includes(REGISTER)) html = html.replace('</head>', `  ${REGISTER}\n  </head>`);
  return html;
}

/// Every file under `dir`, as URL paths relative to it, sorted.
async function filesUnder(dir, top = dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path, top)));
    else if (entry.isFile()) found.push(relative(top, path).split(sep).join('/'));
  }
  return found.sort();
}

const PAGE_MODULE = /^duskdeck-([a-z-]+)-([a-z]{2})\.js$/;

/// The games and languages of the page modules built into DIR (`duskdeck-<page>-<lang>.js`, where
/// a page that is not the lobby or the record is a game's table): scripts/registry.mjs wrote the
/// list trunk built from the registry in src/games/mod.rs.
async function builtGames(dir) {
  const games = new Set();
  const languages = new Set();
  for (const file of await readdir(dir)) {
    const [, page, lang] = PAGE_MODULE.exec(file) ?? [];
    if (!page) continue;
    languages.add(lang);
    if (page !== 'lobby' && page !== 'record') games.add(page);
  }
  if (games.size === 0) throw new Error(`${dir} holds no game's module`);
  return { games: [...games].sort(), languages: [...languages].sort() };
}

const BOOT_GAMES = /^const GAMES = \[[^\]]*\];$/m;

/// Writes the built games into DIR/boot.js, which loads a game's module only for a game built.
async function listGames(dir, games) {
  const bootPath = join(dir, 'boot.js');
  const boot = await readFile(bootPath, 'utf8');
  if (!BOOT_GAMES.test(boot)) throw new Error(`boot.js lost its line "const GAMES = [];"`);
  await writeFile(bootPath, boot.replace(BOOT_GAMES, `const GAMES = ${JSON.stringify(games)};`));
}

/// Copies every game's rules pages to DIR/rules/<game id>.<lang>.md and the words of its guided
/// first game to DIR/learn/<game id>.<lang>.md, and lists the games for boot.js.
/// `src/games/<module>/rules.md` and `learn.md` are English, `rules.<lang>.md` and
/// `learn.<lang>.md` any other; a game's module folder is its id with underscores.
export async function copyRules(dir) {
  const { games, languages } = await builtGames(dir);
  await listGames(dir, games);
  for (const page of ['rules', 'learn']) {
    await mkdir(join(dir, page), { recursive: true });
    for (const game of games) {
      for (const lang of languages) {
        const source = join(ROOT, 'src/games', game.replaceAll('-', '_'), lang === 'en' ? `${page}.md` : `${page}.${lang}.md`);
        // A game without a guided first game has no words for one.
        if (page === 'learn' && !existsSync(source)) continue;
        await copyFile(source, join(dir, page, `${game}.${lang}.md`));
      }
    }
  }
}

const BOOT_BUILD = /^const BUILD = '[0-9a-f]*';$/m;
const STYLESHEET = /(<link rel="stylesheet" href="[^"?]+\.css)(\?v=[0-9a-f]*)?"/g;

/// A hash of every file but the page and the scripts that carry it: the build's stamp.
async function buildStamp(dir) {
  const stamp = createHash('sha256');
  for (const file of (await filesUnder(dir)).filter((f) => !['boot.js', 'index.html', 'sw.js'].includes(f))) {
    stamp.update(`${file}\0${createHash('sha256').update(await readFile(join(dir, file))).digest('hex')}\n`);
  }
  return stamp.digest('hex').slice(0, 16);
}

/// Writes DIR/index.html's CSP, registration and stylesheets' stamps, the rules pages, boot.js's
/// stamp, then DIR/sw.js. Returns the version and files.
export async function prepare(dir) {
  await copyRules(dir);
  const stamp = await buildStamp(dir);
  const bootPath = join(dir, 'boot.js');
  const boot = await readFile(bootPath, 'utf8');
  if (!BOOT_BUILD.test(boot)) throw new Error(`boot.js lost its line "const BUILD = '';"`);
  await writeFile(bootPath, boot.replace(BOOT_BUILD, `const BUILD = '${stamp}';`));
  const indexPath = join(dir, 'index.html');
  const page = (await readFile(indexPath, 'utf8'))
    .replace(STYLESHEET, `$1?v=${stamp}"`)
    // The module trunk calls "main", whose link trunk leaves in the page when it injects no script.
    .replace(/\n\s*<link data-trunk rel="rust"[^>]*>/g, '')
    .replace(/\n(\s*\n)+/g, '\n');
  await writeFile(indexPath, securePage(page));

  const files = (await filesUnder(dir)).filter((file) => file !== 'sw.js');
  const version = createHash('sha256');
  let bytes = 0;
  for (const file of files) {
    const content = await readFile(join(dir, file));
    bytes += content.length;
    version.update(`${file}\0${createHash('sha256').update(content).digest('hex')}\n`);
  }
  const precache = { version: version.digest('hex').slice(0, 16), files };

  const template = await readFile(SW_TEMPLATE, 'utf8');
  if (!template.includes(SW_PLACEHOLDER)) throw new Error(`${SW_TEMPLATE} lost its line "${SW_PLACEHOLDER}"`);
  const sw = template.replace(SW_PLACEHOLDER, `const PRECACHE = ${JSON.stringify(precache)};`);
  await writeFile(join(dir, 'sw.js'), sw);
  return { ...precache, bytes };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error('usage: node scripts/postbuild.mjs DIR (or as a trunk hook, with TRUNK_STAGING_DIR)');
    process.exit(2);
  }
  if (!process.argv[2] && process.env.TRUNK_PROFILE !== 'release') {
    await copyRules(dir);
    process.exit(0);
  }
  const { version, files, bytes } = await prepare(dir);
  console.log(`postbuild: CSP and sw.js (version ${version}, ${files.length} files, ${bytes} bytes, listed for the service worker)`);
}
