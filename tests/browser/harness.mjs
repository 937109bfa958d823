// Shared browser-test plumbing: serves dist/ under a sub-path on localhost (as a static host
// would), launches Debian's headless Chromium through playwright-core, and collects console errors.
import { before, after } from 'node:test';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, extname, normalize } from 'node:path';
import { chromium } from 'playwright-core';

// DUSKDECK_DIST serves another build (one made with `trunk build --dist DIR`) to the same tests.
export const DIST = process.env.DUSKDECK_DIST ?? new URL('../../dist/', import.meta.url).pathname;
export const SUB_PATH = '/some/sub/path/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/// Serves `root` (dist/ unless told otherwise) under SUB_PATH. `setRoot(dir)` deploys another
/// folder at the same address (a new version of the site); `requests` lists the path of every
/// request the server received, in order.
export async function serveDist(root = DIST) {
  const site = { root };
  const requests = [];
  await stat(join(root, 'index.html')).catch(() => {
    throw new Error('dist/index.html is missing: run `trunk build --release` first');
  });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    requests.push(url.pathname);
    if (!url.pathname.startsWith(SUB_PATH)) {
      res.writeHead(404).end('not found');
      return;
    }
    let rel = decodeURIComponent(url.pathname.slice(SUB_PATH.length)) || 'index.html';
    rel = normalize(rel).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(site.root, rel));
      res.writeHead(200, { 'content-type': TYPES[extname(rel)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}${SUB_PATH}`;
  return {
    base,
    requests,
    setRoot: (dir) => {
      site.root = dir;
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

/// A fresh Chromium profile. `serviceWorkers: 'block'` keeps the site's service worker out, for
/// tests that answer requests themselves (page.route never sees a request a service worker answers).
/// Other options go to Playwright's context as they are (a phone: `viewport`, `isMobile`, `hasTouch`).
/// Every Chromium `launch` started and nobody closed yet: a test that fails before closing its
/// own leaves it to `useBrowser`'s `after`, or the file's process would never end.
const unclosed = new Set();

export async function launch({ serviceWorkers = 'allow', ...options } = {}) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'duskdeck-chromium-'));
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ];
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args,
    viewport: { width: 1200, height: 900 },
    serviceWorkers,
    ...options,
  });
  unclosed.add(context);
  context.on('close', () => unclosed.delete(context));
  return context;
}

/// A page that records every console error and uncaught exception.
export async function openPage(context) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    // A test that blocks service workers (launch's `serviceWorkers: 'block'`) hears the page say
    // it cannot register one: the test's own doing, not the page's.
    if (msg.text().includes('Service Worker registration blocked by Playwright')) return;
    if (msg.type() === 'error' || msg.type() === 'warning') errors.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return { page, errors };
}

export function playLink(base, params) {
  const query = new URLSearchParams({
    game: 'grue',
    seats: '5',
    variant: '',
    seed: '1',
    you: '0',
    humans: String(params.you ?? 0),
    bot: 'easy',
    pace: 'fast',
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  return `${base}#/play?${query}`;
}

/// Waits until every card that a move set sliding has landed, as a person's eye would before
/// reaching for it.
export async function settled(page) {
  // A mark that pulses for ever (the coach's) never finishes: only moves that end are waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
}

/// Drags the element matched by `from` onto the element matched by `to` with real pointer events.
export async function drag(page, from, to) {
  await settled(page);
  const a = await page.locator(from).first().boundingBox();
  const b = await page.locator(to).first().boundingBox();
  if (!a || !b) throw new Error(`cannot drag ${from} -> ${to}: element not visible`);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 8, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

/// Waits until the human must act or the game is over; returns 'act' or 'over'. Hands the device
/// over at a pass-and-play curtain and deals the next round after a round's summary.
/// Presses the lobby's Start and waits for the table. When an unfinished game waits, Start first
/// asks whether to give it up: `giveUp` says whether that question must come (true), must not
/// (false), or may (undefined); it is then answered yes.
export async function startFromLobby(page, { giveUp } = {}) {
  await page.click('#start-button');
  const table = page.locator('[data-testid=table]');
  const confirm = page.locator('[data-testid=start-confirm]');
  await table.or(confirm).first().waitFor();
  const asked = await confirm.isVisible();
  if (giveUp !== undefined && asked !== giveUp) {
    throw new Error(asked ? 'Start asked to give up a game it should not have' : 'Start did not ask before giving up the waiting game');
  }
  if (asked) await page.click('#start-anyway');
  await table.waitFor();
}

export async function untilHumanOrEnd(page, timeout = 60_000) {
  const actions = page.locator('[data-testid=actions] [data-action-index]').first();
  const end = page.locator('[data-testid=end-screen]');
  const curtain = page.locator('#curtain-ready');
  const nextRound = page.locator('#next-round');
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await end.isVisible().catch(() => false)) return 'over';
    if (await curtain.isVisible().catch(() => false)) {
      await curtain.click();
      continue;
    }
    if (await nextRound.isVisible().catch(() => false)) {
      await nextRound.click();
      continue;
    }
    if (await actions.isVisible().catch(() => false)) return 'act';
    await page.waitForTimeout(50);
  }
  throw new Error('neither a human decision nor the end screen appeared in time');
}

/// The names of the moves offered, in order: a button's accessible name is its whole label even
/// where a group says its opening words once above it and the button shows the rest.
export async function moveNames(page) {
  return page
    .locator('[data-testid=actions] [data-action-index]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.innerText));
}

export async function logLines(page) {
  return page.locator('[data-testid=log] li').allInnerTexts();
}

/// One served `dist/` and one Chromium for a test file: set up before its tests, closed after.
/// `browser.server` and `browser.context` are ready once the file's tests run. `options` go to
/// `launch`.
export function useBrowser(options = {}) {
  const browser = {};
  before(async () => {
    browser.server = await serveDist();
    browser.context = await launch(options);
  });
  after(async () => {
    await browser.context?.close();
    await Promise.all([...unclosed].map((context) => context.close()));
    await browser.server?.close();
  });
  return browser;
}
