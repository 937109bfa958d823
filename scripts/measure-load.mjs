#!/usr/bin/env node
// Benchmark, not a test (run by scripts/measure-load): what a cold load of a built site costs. It
// serves DIST under a sub-path with the browser tests' server, opens it in headless Chromium with a
// fresh profile each time (nothing cached) and service workers blocked, records every response the
// browser receives, and prints:
//   a. the lobby: the files fetched before it is usable, each raw, gzip -9 and brotli 11, and the
//      total; then the files that came after, until the network went quiet (the bot worker);
//   b. a shared game link of every game, until its table and prompt are there: the same, and the
//      bot worker's files on their own;
//   c. the lobby at 4x CPU throttling on a phone viewport: usable time and the longest main-thread
//      task, five cold runs and their median.
// "Usable" is the moment the page's DOM first holds what a person needs (a MutationObserver in an
// init script sees it; times count from navigation start): the lobby with its start button, or
// the table with a prompt that says something. A file counts as fetched before that moment if its
// response ended before it, by the Resource Timing entries of the page and its workers (the same
// clock as the page's). Playwright's request events say what was fetched and its body. Sizes are
// of the bodies as served (the local server compresses nothing); gzip and brotli are what a host
// that compresses would send, headers not counted. It prints figures and asserts nothing.
//
//   node scripts/measure-load.mjs [DIST]       (DIST defaults to dist/)
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SUB_PATH, launch, openPage, playLink, serveDist } from '../tests/browser/harness.mjs';

const DIST = resolve(process.argv[2] ?? new URL('../dist/', import.meta.url).pathname);
const RUNS = 5;
const THROTTLE = 4;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/// A game's largest table, as the worker test's throttled figures use.
const GAMES = [
  { game: 'grid-of-shadows', seats: 6, short: 'GoS' },
  { game: 'gridlock', seats: 6, short: 'GL' },
  { game: 'shadow-house', seats: 8, short: 'SH' },
  { game: 'grue', seats: 6, short: 'Grue' },
  { game: 'grimwood', seats: 6, short: 'Grim' },
];
/// The network counts as quiet after this long without a request in flight or starting.
const QUIET_MS = 1500;

const READY = {
  lobby: () => {
    const start = document.querySelector('[data-testid=lobby] #start-button');
    return start !== null && !start.disabled;
  },
  table: () => {
    const prompt = document.querySelector('[data-testid=prompt]');
    return document.querySelector('[data-testid=table]') !== null && prompt !== null && prompt.textContent.trim() !== '';
  },
};

/// Runs in the page before its own scripts: notes when `ready` first holds and every long task.
function watch(readySource) {
  const ready = new Function(`return (${readySource})();`);
  window.__measure = { ready: null, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__measure.longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (window.__measure.ready === null && ready()) {
      window.__measure.ready = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

const sizes = new Map();
/// Raw, gzip -9 and brotli 11 sizes of a body (remembered by content).
function compressed(body) {
  const key = createHash('sha256').update(body).digest('hex');
  if (!sizes.has(key)) {
    sizes.set(key, {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }).length,
    });
  }
  return sizes.get(key);
}

/// One cold load of `url` in a fresh profile until `ready` holds, then until the network is quiet.
/// Returns the ready time (ms from navigation start), the long tasks, and every response with its
/// sizes and whether it ended before the page was ready, and the page (the caller closes its context).
async function coldLoad(server, url, ready, { context: contextOptions = {}, throttle = 1, quiet = true } = {}) {
  const context = await launch({ serviceWorkers: 'block', ...contextOptions });
  try {
    await context.addInitScript(watch, ready.toString());
    const finished = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    context.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    const settle = (failed) => (request) => {
      inFlight -= 1;
      lastActivity = Date.now();
      finished.push({ request, failed, seen: Date.now() });
    };
    context.on('requestfinished', settle(false));
    context.on('requestfailed', settle(true));

    const { page, errors } = await openPage(context);
    if (throttle !== 1) {
      // Set on the blank page; Chromium keeps it across the navigation.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    const before = finished.length;
    await page.goto(url);
    await page.waitForFunction(() => window.__measure.ready !== null, null, { timeout: 180_000, polling: 50 });
    if (quiet) {
      const deadline = Date.now() + 60_000;
      while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) {
        await page.waitForTimeout(100);
      }
    } else {
      // Long tasks are reported once they end: give the last one time to arrive.
      await page.waitForTimeout(500);
    }
    const { readyAt, readyWall, longTasks } = await page.evaluate(() => ({
      readyAt: window.__measure.ready,
      readyWall: performance.timeOrigin + window.__measure.ready,
      longTasks: window.__measure.longTasks,
    }));
    // When each response ended, on the renderer's clock (the one `ready` was read on): the page's
    // and its workers' own Resource Timing entries, as absolute times.
    const ends = (entries) => entries.map(({ url, end }) => ({ url: url.split('#')[0], end }));
    const timeline = () => {
      const origin = performance.timeOrigin;
      return [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .filter((e) => e.responseEnd > 0)
        .map((e) => ({ url: e.name, end: origin + e.responseEnd }));
    };
    const timed = ends([
      ...(await page.evaluate(timeline)),
      ...(await Promise.all(page.workers().map((w) => w.evaluate(timeline).catch(() => [])))).flat(),
    ]);

    const files = [];
    const untimed = [];
    for (const { request, failed, seen } of finished.slice(before)) {
      const address = new URL(request.url());
      if (!address.protocol.startsWith('http')) continue;
      const response = failed ? null : await request.response();
      let body = Buffer.alloc(0);
      if (response) {
        body = await response.body().catch(async () => {
          // A body Playwright could not keep: the server sent the file as it is on disk.
          const rel = decodeURIComponent(address.pathname.slice(SUB_PATH.length)) || 'index.html';
          return readFile(join(DIST, rel)).catch(() => Buffer.alloc(0));
        });
      }
      // A response no timeline shows: the browser's own timing of it (its clock can run some tens
      // of ms apart from the renderer's), else when Playwright heard it had finished.
      const at = timed.findIndex((t) => t.url === request.url().split('#')[0]);
      let ended;
      if (at >= 0) {
        ended = timed.splice(at, 1)[0].end;
      } else {
        const timing = request.timing();
        ended = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : seen;
        untimed.push(address.pathname.slice(SUB_PATH.length));
      }
      files.push({
        name: address.pathname.startsWith(SUB_PATH) ? address.pathname.slice(SUB_PATH.length) || 'index.html' : address.pathname,
        status: failed ? 'failed' : response.status(),
        ...compressed(body),
        beforeReady: ended <= readyWall,
      });
    }
    return { readyAt, longTasks, files, untimed, errors, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

// ---- printing ----

const number = (n) => Math.round(n).toLocaleString('en-US');
/// A trunk content hash in a file name, shortened so the columns stay narrow.
const shortName = (name) => name.replace(/-([0-9a-f]{12,16})(?=[._])/, (_, h) => `-${h.slice(0, 6)}…`);

function table(head, rows, right = []) {
  const cells = [head, ...rows].map((r) => r.map(String));
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r) =>
    '  ' + r.map((c, i) => (right.includes(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(cells[0]), '  ' + widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

const sum = (files, key) => files.reduce((n, f) => n + f[key], 0);
const fileName = (f) => shortName(f.name) + (f.status === 200 ? '' : ` (${f.status})`);
const sizeRow = (f) => [fileName(f), number(f.raw), number(f.gzip), number(f.brotli)];
const totalRow = (files, label = `total (${files.length} files)`) => [
  label,
  number(sum(files, 'raw')),
  number(sum(files, 'gzip')),
  number(sum(files, 'brotli')),
];
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/// The loader and a game's worker module (`bot-worker-<game>.js`, `…_bg.wasm`).
const isWorkerFile = (f) => f.name.startsWith('bot-worker');

// ---- the measurements ----

const server = await serveDist(DIST);
const notes = [];
try {
  console.log(`Cold loads of ${DIST}, served at ${server.base}`);
  console.log('(fresh Chromium profile per load, service workers blocked; bytes are response bodies:');
  console.log(' raw as served, gzip -9 and brotli 11 as a compressing host would send them)');
  console.log(`machine load average (1 min) at start: ${loadavg()[0].toFixed(2)} on ${cpus().length} cores\n`);

  // a. The lobby.
  const lobby = await coldLoad(server, server.base, READY.lobby);
  // Usable means a game can be started: start one (nothing here is timed or counted).
  await lobby.page.click('#start-button');
  await lobby.page.locator('[data-testid=table]').waitFor({ timeout: 60_000 });
  if (lobby.errors.length) notes.push(`lobby: the page said ${lobby.errors.join('; ')}`);
  if (lobby.untimed.length) notes.push(`lobby: no Resource Timing entry for ${lobby.untimed.join(', ')} (browser's timing used)`);
  await lobby.page.context().close();
  const lobbyFiles = lobby.files.filter((f) => f.beforeReady);
  const lobbyLater = lobby.files.filter((f) => !f.beforeReady);
  console.log(`a. Lobby, cold load (1200x900, no throttling): usable after ${number(lobby.readyAt)} ms; start works`);
  console.log(table(['fetched before usable', 'raw', 'gzip -9', 'brotli'], [...lobbyFiles.map(sizeRow), totalRow(lobbyFiles)], [1, 2, 3]));
  if (lobbyLater.length) {
    console.log('');
    console.log(table(['fetched after, until quiet', 'raw', 'gzip -9', 'brotli'], [...lobbyLater.map(sizeRow), totalRow(lobbyLater)], [1, 2, 3]));
  }

  // b. A shared link of every game.
  const games = [];
  for (const { game, seats, short } of GAMES) {
    const link = playLink(server.base, { game, seats, seed: 1, bot: 'normal', pace: 'normal' });
    const load = await coldLoad(server, link, READY.table);
    if (load.errors.length) notes.push(`${game}: the page said ${load.errors.join('; ')}`);
    if (load.untimed.length) notes.push(`${game}: no Resource Timing entry for ${load.untimed.join(', ')} (browser's timing used)`);
    await load.page.context().close();
    games.push({ game, seats, short, ...load });
  }
  console.log('\nb. Game links opened cold (#/play?game=…, largest table), until the table and its prompt are there');
  const union = new Map();
  for (const g of games) for (const f of g.files) if (!union.has(f.name)) union.set(f.name, f);
  const marks = (name) =>
    games.map((g) => {
      const f = g.files.find((x) => x.name === name);
      return !f ? '' : f.beforeReady ? 'x' : 'later';
    });
  console.log(
    table(
      ['file', 'raw', 'gzip -9', 'brotli', ...games.map((g) => g.short)],
      [...union.values()].map((f) => [...sizeRow(f), ...marks(f.name)]),
      [1, 2, 3],
    ),
  );
  console.log('  (x: fetched before the table was there; later: fetched after it, before the network went quiet)');
  console.log(
    table(
      ['game', 'seats', 'ready ms', 'files', 'raw', 'gzip -9', 'brotli', 'worker files by then'],
      games.map((g) => {
        const before = g.files.filter((f) => f.beforeReady);
        const worker = before.filter(isWorkerFile).map((f) => f.name);
        return [g.game, g.seats, number(g.readyAt), before.length, ...totalRow(before).slice(1), worker.join(', ') || 'none'];
      }),
      [1, 2, 3, 4, 5, 6],
    ),
  );
  console.log("\n  Each game's bot worker (loaded in the background once its table is up):");
  const workerRows = games.map((g) => totalRow(g.files.filter(isWorkerFile), g.game));
  console.log(table(['game', 'raw', 'gzip -9', 'brotli'], workerRows, [1, 2, 3]));
  for (const g of games) {
    if (!g.files.some((f) => f.name === `bot-worker-${g.game}_bg.wasm`)) notes.push(`${g.game}: its bot worker was never fetched`);
  }

  // c. The lobby on a throttled phone.
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const load = await coldLoad(server, server.base, READY.lobby, { context: PHONE, throttle: THROTTLE, quiet: false });
    if (load.errors.length) notes.push(`phone run ${run}: the page said ${load.errors.join('; ')}`);
    await load.page.context().close();
    const longest = load.longTasks.filter((t) => t.start <= load.readyAt).reduce((m, t) => Math.max(m, t.ms), 0);
    runs.push({ run, ready: load.readyAt, longest });
  }
  console.log(`\nc. Lobby, cold load at ${THROTTLE}x CPU throttling, phone 390x844 (touch, isMobile), ${RUNS} runs`);
  console.log(
    table(
      ['run', 'usable ms', 'longest task ms'],
      [
        ...runs.map((r) => [r.run, number(r.ready), number(r.longest)]),
        ['median', number(median(runs.map((r) => r.ready))), number(median(runs.map((r) => r.longest)))],
      ],
      [1, 2],
    ),
  );
  console.log("  (longest task: PerformanceObserver 'longtask', buffered, from an init script; tasks that began before usable)");
  console.log(`\nmachine load average (1 min) at the end: ${loadavg()[0].toFixed(2)}`);
  for (const note of notes) console.log(`note: ${note}`);
} finally {
  await server.close();
}
