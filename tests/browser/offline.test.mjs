// The release build as an installed app: its service worker keeps the site so that it loads and
// plays with the network off; a new deployment replaces the cache at the next start, never under an
// open page; the Content-Security-Policy is in force and a whole game breaks none of it; and once
// the site is loaded no request leaves the page. Also scripts/postbuild.mjs itself: debug builds
// are left alone, and running it again changes nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { DIST, serveDist, launch, openPage, untilHumanOrEnd, startFromLobby } from './harness.mjs';
import { prepare } from '../../scripts/postbuild.mjs';

const POSTBUILD = new URL('../../scripts/postbuild.mjs', import.meta.url).pathname;
const actionButtons = '[data-testid=actions] [data-action-index]';

let server;
let context;
let scratch;
before(async () => {
  server = await serveDist();
  context = await launch();
  scratch = await mkdtemp(join(tmpdir(), 'duskdeck-offline-'));
});
after(async () => {
  await context?.close();
  await server?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/// The version a built folder's sw.js precaches.
async function versionOf(dir) {
  const sw = await readFile(join(dir, 'sw.js'), 'utf8');
  const found = sw.match(/const PRECACHE = (\{.*\});/);
  assert.ok(found, `${dir}/sw.js names its version`);
  return JSON.parse(found[1]).version;
}

/// A page that records every Content-Security-Policy violation in `window.cspViolations`.
async function watchedPage() {
  const opened = await openPage(context);
  await opened.page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  return opened;
}

/// Waits until `predicate`, run in the page, resolves to true. Playwright's waitForFunction does
/// not await a predicate's promise (a pending promise counts as a truthy answer), so an async check
/// is polled from here instead.
async function untilInPage(page, predicate, arg, timeoutMs) {
  assert.ok(await eventuallyInPage(page, predicate, arg, timeoutMs), `still false after ${timeoutMs} ms: ${predicate}`);
}

/// Whether `predicate`, run in the page, resolves to true within `timeoutMs`.
async function eventuallyInPage(page, predicate, arg, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate(predicate, arg)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function untilControlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/// Waits until the registration holds an installed version waiting to take over (the browser looks
/// for a new sw.js whenever a page of the site is opened).
async function untilNewVersionWaits(page) {
  const waited = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const deadline = Date.now() + 30_000;
    while (!registration.waiting && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    return registration.waiting !== null;
  });
  assert.ok(waited, 'the new version installed and waits');
}

/// The names of this origin's Duskdeck caches.
async function cacheNames(page) {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('duskdeck-')));
}

/// Starts a short game from the lobby (Grimwood, two seats, easy bots) and plays it to its end
/// screen with the first move offered each time. Returns the milliseconds until the table showed.
async function playShortGame(page) {
  const started = Date.now();
  await page.selectOption('#game-select', 'grimwood');
  await page.selectOption('#seats-select', '2');
  await page.selectOption('#seat-select', '0');
  await page.selectOption('#difficulty-select', 'easy');
  await page.selectOption('#pace-select', 'fast');
  await startFromLobby(page);
  const toTable = Date.now() - started;
  for (let moves = 0; ; moves++) {
    assert.ok(moves < 1000, 'the game ends');
    if ((await untilHumanOrEnd(page, 60_000)) === 'over') break;
    // The moves can change under the pointer (a reaction window closes): then look again.
    await page.locator(actionButtons).first().click({ timeout: 3000 }).catch(() => {});
  }
  await page.locator('[data-testid=end-screen]').waitFor();
  return toTable;
}

async function decidedWhere(page) {
  return page.evaluate(() => ({
    worker: performance.getEntriesByName('duskdeck:decided-in-worker').length,
    page: performance.getEntriesByName('duskdeck:decided-on-page').length,
  }));
}

test('after one visit the app loads and plays a whole game with the network off', async () => {
  const { page, errors } = await watchedPage();
  const visited = Date.now();
  await page.goto(server.base);
  await page.locator('[data-testid=lobby]').waitFor();
  await untilControlled(page);
  const installMs = Date.now() - visited;
  const names = await cacheNames(page);
  assert.equal(names.length, 1, `one cache: ${names}`);
  assert.ok(names[0].startsWith(`duskdeck-${await versionOf(DIST)} `), `the cache is this build's: ${names[0]}`);

  await context.setOffline(true);
  try {
    const heard = server.requests.length;
    const reloaded = Date.now();
    await page.reload();
    await page.locator('[data-testid=lobby]').waitFor();
    const lobbyMs = Date.now() - reloaded;
    const tableMs = await playShortGame(page);
    // Chromium's offline switch does not cover the browser's own check for a new sw.js, which
    // asks the server and, finding nothing new, changes nothing: everything else came from the cache.
    const reached = server.requests.slice(heard).filter((path) => !path.endsWith('/sw.js'));
    assert.deepEqual(reached, [], 'nothing but the update check reached the server');
    const where = await decidedWhere(page);
    assert.ok(where.worker > 0, `the bot worker loaded from the cache and decided (${JSON.stringify(where)})`);
    assert.equal(where.page, 0, 'no bot decision fell back to the page');
    console.log(
      `[figures] offline: installed and in control ${installMs} ms after the first visit; ` +
        `offline reload to lobby ${lobbyMs} ms, lobby to table ${tableMs} ms`,
    );
  } finally {
    await context.setOffline(false);
  }
  assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Chromium finds the site installable: its manifest, icons and service worker', async () => {
  const { page, errors } = await watchedPage();
  await page.goto(server.base);
  await page.locator('[data-testid=lobby]').waitFor();
  await untilControlled(page);
  const cdp = await context.newCDPSession(page);
  const { errors: manifestErrors, manifest } = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifestErrors, []);
  assert.equal(manifest.display, 'kStandalone');
  assert.equal(manifest.name, 'Duskdeck');
  assert.equal(manifest.themeColor, 'rgba(11,13,18,1)');
  // Under the sub-path, not the host's root: another site on the host is another app.
  assert.equal(manifest.startUrl, server.base);
  assert.equal(manifest.scope, server.base);
  const icons = manifest.icons.map((icon) => `${icon.url.slice(server.base.length)} ${icon.type} ${icon.sizes}`);
  assert.deepEqual(icons, [
    'icon.svg image/svg+xml 0x0',
    'icon-192.png image/png 192x192',
    'icon-512.png image/png 512x512',
    'icon-512.png image/png 512x512',
  ]);
  assert.deepEqual((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, []);
  await cdp.detach();
  assert.deepEqual(errors, []);
  await page.close();
});

test('the CSP is in force, a whole game breaks none of it, and no request leaves after load', async () => {
  const { page, errors } = await watchedPage();
  const elsewhere = [];
  const origin = new URL(server.base).origin;
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) elsewhere.push(request.url());
  });
  await page.goto(server.base);
  await page.locator('[data-testid=lobby]').waitFor();
  await untilControlled(page);

  const policy = await page.locator('meta[http-equiv=Content-Security-Policy]').getAttribute('content');
  assert.match(policy, /default-src 'self'/);
  // The page has no inline script (public/boot.js loads the app), so none is allowed.
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval';/);
  assert.doesNotMatch(policy, /'unsafe-eval'|https?:|data:|\*/, 'no eval, no other origin, no data: URL');
  const inlineAllowed = policy.split(';').filter((directive) => directive.includes("'unsafe-inline'"));
  assert.deepEqual(inlineAllowed, [" style-src-attr 'unsafe-inline'"], 'only style attributes may be inline');
  assert.match(policy, /connect-src 'self'/);
  assert.match(policy, /object-src 'none'/);
  // The policy is the first thing in <head> after the charset: it covers every script.
  assert.equal(
    await page.evaluate(() => document.head.children[1].getAttribute('http-equiv')),
    'Content-Security-Policy',
  );

  const loaded = server.requests.length;
  await playShortGame(page);
  // The browser's own check for a new sw.js is the one request a loaded site may make.
  const after = server.requests.slice(loaded).filter((path) => !path.endsWith('/sw.js'));
  assert.deepEqual(after, [], 'no request reached the server during the game');
  assert.deepEqual(elsewhere, [], 'no request went to another origin');
  assert.deepEqual(await page.evaluate(() => window.cspViolations), [], 'no CSP violation during the game');
  assert.deepEqual(errors, []);

  // The policy is enforced, not only present: an injected inline script does not run, and a
  // request to another origin is stopped by the policy (not merely failing to connect).
  const blocked = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true';
    document.body.append(script);
    await fetch('http://example.invalid/').catch(() => {});
    await new Promise((r) => setTimeout(r, 100));
    return { ran: window.injectedRan === true, violations: window.cspViolations.map((v) => v.split(' ')[0]) };
  });
  assert.deepEqual(blocked, { ran: false, violations: ['script-src-elem', 'connect-src'] });
  await page.close();
});

test('a new deployment installs in the background and takes over at the next start', async () => {
  const oldVersion = await versionOf(DIST);
  const { page: first } = await watchedPage();
  await first.goto(server.base);
  await first.locator('[data-testid=lobby]').waitFor();
  await untilControlled(first);
  const iconBefore = await first.evaluate(() => fetch('icon.svg').then((r) => r.text()));

  // The second build: the same site with one asset changed, its sw.js written by the same script
  // as trunk's hook, deployed at the same address.
  const second = join(scratch, 'second');
  await cp(DIST, second, { recursive: true });
  const changedIcon = iconBefore.replace('</svg>', '<!-- the second build --></svg>');
  await writeFile(join(second, 'icon.svg'), changedIcon);
  const { version: newVersion } = await prepare(second);
  assert.notEqual(newVersion, oldVersion, 'a changed file changes the version');
  server.setRoot(second);
  try {
    // Another start while the first tab is open: the browser finds the new sw.js and installs it,
    // but both tabs go on with the version they started with.
    const { page: another } = await watchedPage();
    await another.goto(server.base);
    await another.locator('[data-testid=lobby]').waitFor();
    await untilNewVersionWaits(another);
    for (const open of [first, another]) {
      assert.equal(await open.evaluate(() => fetch('icon.svg').then((r) => r.text())), iconBefore);
    }
    assert.equal((await cacheNames(first)).length, 2, 'the new version waits with its own cache');

    // Every tab closed, then the next start: the new version and its files, the old cache gone.
    // A closed tab is not gone at once: a start that comes while the old version still counts it
    // as open is served by the old version, and the new one waits on, as it must with a tab open.
    // So the test starts again, a few times at most, as a player reopening the app would.
    for (const open of context.pages()) await open.close();
    const onlyTheNewCache = async (version) => {
      const names = (await caches.keys()).filter((name) => name.startsWith('duskdeck-'));
      return names.length === 1 && names[0].startsWith(`duskdeck-${version} `);
    };
    let next;
    let errors;
    let starts = 0;
    for (;;) {
      starts += 1;
      ({ page: next, errors } = await watchedPage());
      await next.goto(server.base);
      await next.locator('[data-testid=lobby]').waitFor();
      if (await eventuallyInPage(next, onlyTheNewCache, newVersion, 10_000)) break;
      assert.ok(starts < 4, `the new version had not taken over after ${starts} starts with every other tab closed`);
      await next.close();
    }
    console.log(`[update] the new version served start ${starts} after every tab was closed`);
    await untilControlled(next);
    // The page's controller is the registration's active worker, with nothing waiting behind it:
    // under load the claim can reach the page after the caches have already changed.
    await untilInPage(
      next,
      async () => {
        const registration = await navigator.serviceWorker.ready;
        return navigator.serviceWorker.controller !== null
          && registration.waiting === null
          && registration.active?.state === 'activated'
          && navigator.serviceWorker.controller.scriptURL === registration.active.scriptURL;
      },
      null,
      10_000,
    );
    // The new worker claims the page as it activates; until that message reaches the page
    // (rarely, a few milliseconds after the caches changed) its requests may still go out through
    // the old one, so the new file is awaited rather than read once.
    await untilInPage(next, async (icon) => (await fetch('icon.svg').then((r) => r.text())) === icon, changedIcon, 10_000);
    assert.equal(await next.evaluate(() => fetch('icon.svg').then((r) => r.text())), changedIcon);
    assert.deepEqual(await next.evaluate(() => window.cspViolations), []);
    assert.deepEqual(errors, []);
    await next.close();
  } finally {
    server.setRoot(DIST);
  }
});

test('postbuild leaves debug builds alone and gives the same folder when run again', async () => {
  const debug = join(scratch, 'debug');
  await cp(DIST, debug, { recursive: true });
  await rm(join(debug, 'sw.js'));
  const page = '<!doctype html><html><head><meta charset="utf-8" /><title>t</title></head></html>';
  await writeFile(join(debug, 'index.html'), page);
  execFileSync('node', [POSTBUILD], { env: { ...process.env, TRUNK_STAGING_DIR: debug, TRUNK_PROFILE: 'debug' } });
  assert.equal(await readFile(join(debug, 'index.html'), 'utf8'), page);
  assert.ok(!(await readdir(debug)).includes('sw.js'), 'no service worker for a debug build');

  const again = join(scratch, 'again');
  await cp(DIST, again, { recursive: true });
  await prepare(again);
  for (const file of ['index.html', 'sw.js']) {
    assert.equal(await readFile(join(again, file), 'utf8'), await readFile(join(DIST, file), 'utf8'), file);
  }
});
