// The bot worker: bots decide in a Web Worker, the same moves as the page's own fallback search and
// as native code; a worker of another build is never used; a hint names a move from the person's
// view; and at 4x CPU throttling no main-thread task runs long while bots think (figures printed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPage, playLink, untilHumanOrEnd, logLines } from './harness.mjs';

// No service worker: it would answer the bot worker's files from its cache, out of page.route's
// sight, and the test of a worker from another build could not swap that file.
const browser = useBrowser({ serviceWorkers: 'block' });

const table = '[data-testid=table]';
const actionButtons = '[data-testid=actions] [data-action-index]';
const REPO = new URL('../../', import.meta.url).pathname;

/// Where the page's bot decisions were worked out, from the marks the driver leaves.
async function decidedWhere(page) {
  return page.evaluate(() => ({
    worker: performance.getEntriesByName('duskdeck:decided-in-worker').length,
    page: performance.getEntriesByName('duskdeck:decided-on-page').length,
  }));
}

/// The match code in the saved game (its third line).
async function savedCode(page) {
  return page.evaluate(() => {
    // The saved game (the record of finished games has a key of its own).
    const save = localStorage.getItem('duskdeck.save');
    return save ? save.split('\n')[2] : null;
  });
}

/// Opens `link` on a clean slate (no save), then makes `moves` person moves, each the first one
/// offered. Returns the saved match code.
async function playFirstMoves(page, link, moves) {
  await page.goto(browser.server.base);
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.locator(table).waitFor();
  for (let i = 0; i < moves; i++) {
    if ((await untilHumanOrEnd(page, 120_000)) === 'over') break;
    await page.locator(actionButtons).first().click();
  }
  await untilHumanOrEnd(page, 120_000);
  return savedCode(page);
}

const REPRO = { game: 'grue', seats: 4, seed: 31, you: 0, humans: 0, bot: 'normal', pace: 'fast' };

test('the worker, the page without workers and native code play the same bot moves', async () => {
  const link = playLink(browser.server.base, REPRO);

  const { page, errors } = await openPage(browser.context);
  const inWorker = await playFirstMoves(page, link, 4);
  const where = await decidedWhere(page);
  assert.ok(where.worker > 0, `bots decided in the worker (${JSON.stringify(where)})`);
  assert.equal(where.page, 0, 'no decision fell back to the page');
  await page.close();

  const fallback = await openPage(browser.context);
  await fallback.page.addInitScript(() => {
    delete window.Worker;
  });
  const onPage = await playFirstMoves(fallback.page, link, 4);
  const fellBack = await decidedWhere(fallback.page);
  assert.equal(fellBack.worker, 0);
  assert.ok(fellBack.page > 0, 'without workers the page decided');
  await fallback.page.close();

  assert.ok(inWorker && inWorker.length > 10, `a game was saved (${inWorker})`);
  assert.equal(onPage, inWorker, 'the same link and the same person moves give the same game');

  // Native code re-decides every bot move of the record and must agree with each.
  const verdict = execFileSync(
    'cargo',
    ['run', '--quiet', '--release', '--no-default-features', '--bin', 'arena', '--',
      'verify-bots', '--code', inWorker, '--bot', REPRO.bot, '--humans', String(REPRO.humans)],
    { cwd: REPO, encoding: 'utf8' },
  );
  console.log(`[figures] native verification: ${verdict.trim()}`);
  assert.match(verdict, /match/);
  assert.deepEqual(errors, []);
  assert.deepEqual(fallback.errors, []);
});

test('a worker from another build is never used: the page decides instead', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.route('**/bot-worker-loader.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'postMessage(JSON.stringify({ Ready: { build: "an-older-build" } }));',
    }),
  );
  const code = await playFirstMoves(page, playLink(browser.server.base, REPRO), 2);
  const where = await decidedWhere(page);
  assert.equal(where.worker, 0, 'the stale worker was not asked');
  assert.ok(where.page > 0, 'the page decided instead');
  assert.ok(code, 'the game went on and was saved');
  await page.close();
  // The page says in the console which worker it ignored, and nothing else goes wrong.
  assert.ok(errors.every((e) => /an-older-build/.test(e)), errors.join('\n'));
});

test('a hint names a move, highlights it and is noted in the log', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(browser.server.base);
  await page.evaluate(() => localStorage.clear());
  await page.goto(playLink(browser.server.base, { game: 'grimwood', seats: 3, seed: 12, bot: 'easy' }));
  await page.locator(table).waitFor();
  assert.equal(await untilHumanOrEnd(page), 'act');
  await page.locator('#hint').click();
  const text = page.locator('[data-testid=hint-text]');
  // "Hint: …", or "Hint, a close call: …" when other moves did about as well.
  await text.filter({ hasText: /^Hint(, a close call)?:/ }).waitFor({ timeout: 30_000 });
  const sentence = await text.innerText();
  console.log(`[figures] hint: ${sentence}`);
  // Its own chance, or (kept against moves a little better) the range they share.
  // Said as the chance of winning the game, never as a bare "of the time" a claim's chance uses too.
  assert.match(sentence, /wins? the game in (about )?\d+(–\d+)?% of them/, 'a chance of winning the game, in plain words');
  assert.doesNotMatch(sentence, /% of the time/);
  assert.doesNotMatch(sentence, /playout/);
  const hinted = page.locator(`${actionButtons}[data-hinted]`);
  assert.equal(await hinted.count(), 1, 'one move button is highlighted');
  assert.ok(sentence.includes(await hinted.innerText()), 'the sentence names the highlighted move');
  assert.ok((await logLines(page)).includes('You asked for a hint.'));
  // The hint survives a reload in the log, and the highlight goes once the move is made.
  await page.reload();
  await page.locator(table).waitFor();
  assert.ok((await logLines(page)).includes('You asked for a hint.'));
  await untilHumanOrEnd(page);
  await page.locator(actionButtons).first().click();
  assert.equal(await page.locator('[data-hinted]').count(), 0);
  await page.close();
  assert.deepEqual(errors, []);
});

// The largest table of each game, hard bots, the person making the first move offered.
const TABLES = [
  { game: 'grue', seats: 6 },
  { game: 'grid-of-shadows', seats: 6 },
  { game: 'gridlock', seats: 6 },
  { game: 'shadow-house', seats: 8 },
  { game: 'grimwood', seats: 6 },
];

test('at 4x CPU throttling bots think without a long main-thread task (figures printed)', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.addInitScript(() => {
    window.__longTasks = [];
    window.__scripts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    // Long animation frames say how much of a long frame was script and what ran it; the rest is
    // style, layout and paint.
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) {
        for (const s of frame.scripts) window.__scripts.push({ start: s.startTime, ms: s.duration, by: s.invoker });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  for (const { game, seats } of TABLES) {
    await page.goto(browser.server.base);
    await page.evaluate(() => {
      localStorage.clear();
      // Figures per game: the link below opens in this same document.
      performance.clearMarks();
      performance.clearMeasures();
      window.__longTasks = [];
      window.__scripts = [];
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(playLink(browser.server.base, { game, seats, seed: 77, bot: 'hard', pace: 'fast' }));
    await page.locator(table).waitFor();
    // Loading the page is not thinking: throttle once the table is up.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let i = 0; i < 3; i++) {
      if ((await untilHumanOrEnd(page, 180_000)) === 'over') break;
      await page.locator(actionButtons).first().click();
    }
    await untilHumanOrEnd(page, 180_000);
    const { longTasks, scripts, thinking } = await page.evaluate(() => ({
      longTasks: window.__longTasks,
      scripts: window.__scripts,
      thinking: performance.getEntriesByName('duskdeck:bot-decision').map((e) => ({ start: e.startTime, ms: e.duration })),
    }));
    const during = longTasks.filter((t) => thinking.some((w) => t.start >= w.start - 1 && t.start <= w.start + w.ms));
    const ms = thinking.map((w) => w.ms).sort((a, b) => a - b);
    const worst = during.reduce((m, t) => Math.max(m, t.ms), 0);
    const inWindow = (t) => thinking.some((w) => t.start >= w.start - 1 && t.start <= w.start + w.ms);
    const script = scripts.filter(inWindow).reduce((m, s) => (s.ms > m.ms ? s : m), { ms: 0, by: 'none' });
    const where = await decidedWhere(page);
    console.log(
      `[figures] ${game} ${seats} seats, hard, 4x throttling: ${ms.length} bot decisions ` +
        `(${where.worker} in the worker), wall time median ${ms[Math.floor(ms.length / 2)]?.toFixed(0)} ms, ` +
        `p90 ${ms[Math.floor(ms.length * 0.9)]?.toFixed(0)} ms, max ${ms.at(-1)?.toFixed(0)} ms; ` +
        `main-thread tasks over 50 ms while bots think: ${during.length}, longest ${worst.toFixed(0)} ms, ` +
        `longest script in them ${script.ms.toFixed(0)} ms (${script.by})`,
    );
    assert.ok(ms.length > 0, `${game}: bots were seen thinking`);
    assert.equal(where.page, 0, `${game}: every decision was made in the worker`);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  assert.deepEqual(errors, []);
});
