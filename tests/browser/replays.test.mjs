// Headless Chromium against the release build: replays, take-backs and your record. Two short
// games of Grid of Shadows at two seats against easy bots; the tests run in order and share the
// browser's storage, so the record they check holds exactly those two games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { useBrowser, openPage, untilHumanOrEnd, logLines, playLink } from './harness.mjs';

const browser = useBrowser();
const SHOTS = new URL('../../target/screenshots/', import.meta.url).pathname;
const GAME = { game: 'grid-of-shadows', seats: 2, bot: 'easy', pace: 'fast' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/// Plays on by clicking the first move offered; `onTurn` may act first and return true to look
/// again.
async function playToEnd(page, onTurn = async () => false) {
  for (let moves = 0; ; moves++) {
    assert.ok(moves < 2000, 'the game ends');
    if ((await untilHumanOrEnd(page, 120_000)) === 'over') return;
    if (await onTurn()) continue;
    await page
      .locator('[data-testid=actions] [data-action-index]')
      .first()
      .click({ timeout: 3000 })
      .catch(() => {});
  }
}

/// Every card face on the table (board and hand) with the seat it lies at, and the middle's text.
async function tableSignature(page) {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll('.board [data-card], [data-testid=hand] [data-card]')].map(
      (c) => `${c.closest('[data-seat]')?.getAttribute('data-seat') ?? 'middle'}:${c.getAttribute('data-card')}`,
    );
    const center = document.querySelector('.center')?.innerText ?? '';
    return { cards, center };
  });
}

async function replayStep(page) {
  const bar = page.locator('[data-testid=replay]');
  return [Number(await bar.getAttribute('data-step')), Number(await bar.getAttribute('data-steps'))];
}

async function noPageScroll(page) {
  return page.evaluate(
    () => document.documentElement.scrollHeight <= window.innerHeight + 1 && document.documentElement.scrollWidth <= window.innerWidth + 1,
  );
}

test('a finished game replays step by step to the same final table, as its player saw it', async () => {
  await mkdir(SHOTS, { recursive: true });
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize(DESKTOP);
  await page.goto(playLink(browser.server.base, { ...GAME, seed: 11 }));
  await page.locator('[data-testid=table]').waitFor();
  await playToEnd(page);
  const final = await tableSignature(page);
  const finalLog = await logLines(page);

  await page.click('[data-testid=watch-replay]');
  await page.locator('[data-testid=replay]').waitFor();
  let [step, steps] = await replayStep(page);
  assert.equal(step, 0, 'the replay opens at the deal');
  assert.ok(steps > 4);
  assert.ok((await logLines(page)).length < finalLog.length, 'the log shows only the deal');

  await page.click('[data-testid=replay-end]');
  assert.deepEqual(await replayStep(page), [steps, steps]);
  assert.deepEqual(await tableSignature(page), final, 'the end of the replay is the final table');
  for (let k = steps; k > 0; k--) await page.click('[data-testid=replay-back]');
  assert.deepEqual(await replayStep(page), [0, steps]);
  for (let k = 0; k < steps; k++) await page.click('[data-testid=replay-forward]');
  assert.deepEqual(await replayStep(page), [steps, steps]);
  assert.deepEqual(await tableSignature(page), final, 'back to the start and forward again: the same table');
  assert.ok((await logLines(page)).length > 0);

  // Mid-game: only what Seat 1 knew; every hand once "show all cards" is on.
  const mid = Math.floor(steps / 2);
  await page.locator('[data-testid=replay-step]').fill(String(mid));
  assert.deepEqual(await replayStep(page), [mid, steps]);
  assert.match(page.url(), new RegExp(`step=${mid}`), 'the address follows the step');
  const otherHand = page.locator('[data-seat="1"] .card-note', { hasText: 'in hand' });
  assert.equal(await otherHand.count(), 0, 'the other hand is hidden');
  assert.ok((await page.locator('[data-seat="1"] .badge-count').count()) > 0, 'it is counted, face down');
  assert.ok((await page.locator('[data-testid=hand] [data-card]').count()) > 0, 'your own hand shows');
  await page.check('[data-testid=show-all]');
  assert.ok((await otherHand.count()) > 0, 'show all cards reveals the other hand');
  assert.ok(await noPageScroll(page), 'the replay fits 1280x800');
  await page.screenshot({ path: `${SHOTS}replay-desktop.png` });
  await page.uncheck('[data-testid=show-all]');
  assert.equal(await otherHand.count(), 0);

  // Playing on its own, at the fast speed, it moves forward.
  await page.selectOption('[data-testid=replay-speed]', { label: 'Fast' });
  await page.click('[data-testid=replay-play]');
  await page.waitForFunction(
    (m) => Number(document.querySelector('[data-testid=replay]').getAttribute('data-step')) > m + 1,
    mid,
  );
  await page.click('[data-testid=replay-play]');

  // A replay link opens on its own, at its step; a mangled one leads to a notice.
  const link = await page.locator('[data-testid=replay-link]').getAttribute('href');
  await page.setViewportSize(PHONE);
  await page.goto(link.replace(/step=\d+/, `step=${mid}`));
  await page.reload();
  await page.locator('[data-testid=replay]').waitFor();
  assert.deepEqual(await replayStep(page), [mid, steps]);
  assert.ok(await noPageScroll(page), 'the replay fits a phone');
  await page.screenshot({ path: `${SHOTS}replay-phone.png` });
  await page.goto(link.replace('code=d', 'code=dX'));
  await page.locator('[data-testid=notice]').waitFor();
  assert.match(await page.locator('[data-testid=notice]').innerText(), /replay link cannot be opened/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a move taken back leaves the record and the log says so', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize(DESKTOP);
  await page.goto(playLink(browser.server.base, { ...GAME, seed: 12 }));
  await page.locator('[data-testid=table]').waitFor();
  const takeBack = page.locator('[data-testid=take-back]');
  assert.equal(await takeBack.getAttribute('aria-disabled'), 'true', 'nothing to take back yet');
  assert.match(await takeBack.getAttribute('title'), /no move/);
  let taken = false;
  let refusedWithReason = false;
  await playToEnd(page, async () => {
    if (taken) return false;
    if ((await takeBack.getAttribute('aria-disabled')) === 'true') {
      const reason = (await takeBack.getAttribute('title')) ?? '';
      if (/seen a card/.test(reason)) refusedWithReason = true;
      return false;
    }
    const saveBefore = await page.evaluate(() => localStorage.getItem('duskdeck.save'));
    await page.screenshot({ path: `${SHOTS}take-back-desktop.png` });
    await takeBack.click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=log] li')].some((li) => li.innerText === 'You took back a move.'),
    );
    const saveAfter = await page.evaluate(() => localStorage.getItem('duskdeck.save'));
    assert.notEqual(saveAfter, saveBefore);
    assert.match(saveAfter, /\ntakebacks \d+/, 'the save notes the take-back');
    taken = true;
    return true;
  });
  assert.ok(taken, 'a move could be taken back');
  assert.ok(refusedWithReason, 'some take-back was refused, saying why');
  assert.ok((await logLines(page)).includes('You took back a move.'));
  await page.setViewportSize(PHONE);
  await page.locator('#see-table').click();
  await page.screenshot({ path: `${SHOTS}take-back-phone.png` });

  await page.goto(`${browser.server.base}#/record`);
  const row = page.locator('[data-testid=record-table] tr[data-record-game="grid-of-shadows"]:not(.role-row)');
  await row.waitFor();
  const cells = await row.locator('td').allInnerTexts();
  assert.equal(cells[9], '1', 'one take-back counted');
  assert.deepEqual(errors, []);
  await page.close();
});

test('both games are in the record and the list, survive export, clear and import', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize(DESKTOP);
  await page.goto(browser.server.base);
  await page.click('[data-testid=record-link]');
  await page.locator('[data-testid=record]').waitFor();
  const finished = page.locator('[data-testid=finished-games] li');
  assert.equal(await finished.count(), 2, 'two finished games');
  const row = page.locator('tr[data-record-game="grid-of-shadows"]:not(.role-row)');
  assert.equal(await row.getAttribute('data-played'), '2');
  assert.equal(await page.locator('[data-testid=record-chart] circle').count(), 2);
  await page.screenshot({ path: `${SHOTS}record-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}record-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);

  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=record-export]')]);
  const exported = await readFile(await download.path(), 'utf8');
  assert.equal(JSON.parse(exported).recent.length, 2);

  page.once('dialog', (dialog) => dialog.accept());
  await page.click('[data-testid=record-clear]');
  await page.locator('[data-testid=record-empty]').waitFor();

  // A bad file is refused and changes nothing.
  await page.setInputFiles('[data-testid=record-import]', {
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"not": "a record"}'),
  });
  await page.locator('[data-testid=notice]', { hasText: 'cannot be imported' }).waitFor();
  await page.locator('[data-testid=record-empty]').waitFor();

  await page.setInputFiles('[data-testid=record-import]', {
    name: 'record.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exported),
  });
  await finished.first().waitFor();
  assert.equal(await finished.count(), 2, 'both games are back');
  await page.reload();
  await page.locator('[data-testid=record]').waitFor();
  assert.equal(await finished.count(), 2, 'and stored');
  // A finished game's replay opens from the list.
  await finished.first().getByRole('link', { name: 'Replay' }).click();
  await page.locator('[data-testid=replay]').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a damaged record store is kept aside with a message, not deleted', async () => {
  const { page } = await openPage(browser.context);
  await page.goto(browser.server.base);
  await page.locator('[data-testid=lobby]').waitFor();
  const damaged = '{"version": 2, "lines": [oops';
  await page.evaluate((text) => localStorage.setItem('duskdeck.record', text), damaged);
  await page.goto(`${browser.server.base}#/record`);
  const notice = page.locator('[data-testid=notice]');
  await notice.waitFor();
  assert.match(await notice.innerText(), /could not be read.*kept aside/s);
  const kept = await page.evaluate(() => localStorage.getItem('duskdeck.record.damaged'));
  assert.equal(kept, damaged);
  await page.close();
});
