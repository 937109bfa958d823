// Headless Chromium against the release build: each game's guided first game played to its end
// as a learner would, following the coach's marks with real drags and clicks, in English and in
// German; a wrong move gets a kind word and changes nothing; a guided game never touches the game
// in progress, resumes where it was left, and marks the game learned in the lobby.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { useBrowser, openPage, settled, DIST } from './harness.mjs';

const browser = useBrowser();
const coach = '[data-testid=tutorial]';
const from = '[data-tutorial-from]';
const to = '[data-tutorial-to]:not(.coach-continue)';

/// The games the build has guided games for: the lesson pages it carries.
async function taughtGames() {
  const files = await readdir(join(DIST, 'learn'));
  return [...new Set(files.filter((f) => f.endsWith('.en.md')).map((f) => f.slice(0, -'.en.md'.length)))].sort();
}

/// Bots at the fast pace: the learner's side is the same, and the test takes minutes, not ten.
function learnLink(game, lang) {
  return `${browser.server.base}#/learn?game=${game}&lang=${lang}&pace=fast`;
}

async function visible(page, selector) {
  return page.locator(selector).first().isVisible().catch(() => false);
}

/// Carries what the coach marks to where it marks, with real pointer events. A lift that is itself
/// a move (drawing a card) is followed by the next mark, which appears while the card is held.
/// A mark seen just before the last move's answer was drawn may be gone once the table settles:
/// then nothing is done, and the caller looks at the coach again.
async function follow(page) {
  await settled(page);
  const source = await page.locator(from).first().boundingBox({ timeout: 2_000 }).catch(() => null);
  if (!source) return;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 8, source.y + source.height / 2 + 8, { steps: 3 });
  await page.locator(to).first().waitFor({ timeout: 10_000 });
  const target = await page.locator(to).first().boundingBox();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
}

/// Plays the guided game open on `page` to its end; returns the lessons read, in order.
/// `onContinue` looks at each lesson that waits for its Continue button, before it is pressed.
async function playThrough(page, onContinue = async () => {}) {
  const read = [];
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const panel = page.locator(coach);
    if ((await panel.getAttribute('data-tutorial-done').catch(() => null)) !== null) return read;
    const text = await page.locator(`${coach} .coach-text`).innerText().catch(() => '');
    if (text && read.at(-1) !== text) read.push(text);
    if (await visible(page, '.coach-continue')) {
      await onContinue(text);
      await page.click('.coach-continue');
    } else if (await visible(page, from)) {
      await follow(page);
    } else if (await visible(page, to)) {
      await settled(page);
      await page.locator(to).first().click();
    } else {
      await page.waitForTimeout(100);
    }
  }
  throw new Error(`the guided game did not end; last lesson: ${read.at(-1)}`);
}

test('every guided first game plays to its end with the coach’s drags, in English and German', async () => {
  const games = await taughtGames();
  assert.ok(games.includes('grue'), `guided games built: ${games}`);
  for (const lang of ['en', 'de']) {
    for (const game of games) {
      const { page, errors } = await openPage(browser.context);
      await page.goto(learnLink(game, lang));
      await page.locator(coach).waitFor();
      const read = await playThrough(page);
      assert.ok(read.length >= 5, `${game} ${lang}: lessons read: ${read.length}`);
      assert.ok(read.every((t) => !/could not be loaded|konnten nicht geladen/.test(t)), `${game} ${lang}: ${read}`);
      assert.equal(await page.locator('html').getAttribute('lang'), lang);
      console.log(`[learn] ${game} ${lang}: ${read.length} lessons, the last: ${read.at(-1)}`);
      const stored = await page.evaluate((g) => localStorage.getItem(`duskdeck.learn.${g}`), game);
      assert.match(stored, / learned$/, 'finishing is kept');
      assert.equal(await page.evaluate(() => localStorage.getItem('duskdeck.save')), null, 'no game in progress was touched');
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
  // The lobby marks each learned game.
  const { page } = await openPage(browser.context);
  await page.goto(`${browser.server.base}#/?lang=en`);
  await page.locator('[data-testid=lobby]').waitFor();
  for (const game of games) {
    assert.equal(await page.locator(`[data-testid=learn-${game}] .game-tile-learned`).count(), 1, game);
  }
  // The record keeps them too (what an export carries to another device), and its page says so.
  const record = JSON.parse(await page.evaluate(() => localStorage.getItem('duskdeck.record')));
  assert.deepEqual([...record.learned].sort(), [...games].sort());
  await page.goto(`${browser.server.base}#/record`);
  const learned = await page.locator('[data-testid=record-learned]').innerText();
  assert.match(learned, /^Guided games finished: .*Grue/);
  await page.close();
});

test('a wrong move gets a kind word and changes nothing; a guided game resumes where it was left', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(`${browser.server.base}#/?lang=en`);
  await page.evaluate(() => localStorage.removeItem('duskdeck.learn.grue'));
  // From the lobby's tile.
  await page.locator('[data-testid=lobby]').waitFor();
  await page.click('[data-testid=learn-grue]');
  await page.locator(coach).waitFor();
  // The introduction is read before any move, and the table waits for the reader, not a bot.
  await page.locator('.coach-continue').waitFor();
  assert.equal(await page.locator(`${coach} .coach-step`).innerText(), 'Before you start');
  assert.match(await page.locator('[data-testid=prompt]').innerText(), /Read the coach.s note/);
  // Read the introduction and the remarks until the first move of the learner's own.
  while (!(await visible(page, from))) {
    if (await visible(page, '.coach-continue')) await page.click('.coach-continue');
    else await page.waitForTimeout(100);
  }
  const lesson = await page.locator(`${coach} .coach-text`).innerText();
  // Grue's first move of yours answers an offer: Decline is on the list, and not what is asked.
  const decline = page.locator('[data-testid=actions]').getByRole('button', { name: /Decline/ });
  const log = await page.locator('[data-testid=log] li').count();
  await decline.click();
  await page.locator('[data-testid=notice]').filter({ hasText: 'Not that one this time' }).waitFor();
  assert.equal(await page.locator('[data-testid=log] li').count(), log, 'nothing happened');
  assert.equal(await page.locator(`${coach} .coach-text`).innerText(), lesson, 'the same lesson');
  await follow(page);
  await page.waitForFunction((before) => document.querySelectorAll('[data-testid=log] li').length > before, log);
  const step = await page.locator(`${coach} .coach-step`).innerText();
  // Left, and opened again: the game stands where it was.
  await page.goto(`${browser.server.base}#/`);
  await page.locator('[data-testid=lobby]').waitFor();
  await page.goto(learnLink('grue', 'en'));
  await page.locator(coach).waitFor();
  assert.equal(await page.locator(`${coach} .coach-step`).innerText(), step, 'resumed at the same move');
  assert.deepEqual(errors.filter((e) => !/Not that one/.test(e)), []);
  await page.close();
});

test('on a phone the coach, its marks and every lesson\u2019s Continue button are in sight', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const game of await taughtGames()) {
    await page.goto(learnLink(game, 'en'));
    await page.locator(coach).waitFor();
    await page.evaluate((key) => localStorage.removeItem(key), `duskdeck.learn.${game}`);
    await page.reload();
    await page.locator(coach).waitFor();
    const box = await page.locator(coach).boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= 844, `${game}: the coach is on screen: ${JSON.stringify(box)}`);
    if (game === 'grue') await page.screenshot({ path: join(process.env.SHOTS ?? '/tmp', 'learn-grue-phone.png') });
    // A lesson the learner must scroll to finish reads as a dead end: its button is what the eye
    // finds at the point in the middle of it, unclipped by the coach's box and the screen.
    let lessons = 0;
    await playThrough(page, async (lesson) => {
      lessons += 1;
      await settled(page);
      const seen = await page.evaluate(() => {
        const button = document.querySelector('.coach-continue');
        const r = button.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { inView: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth, found: !!hit && button.contains(hit) };
      });
      assert.ok(seen.inView && seen.found, `${game}: the Continue button is hidden under the lesson \u201c${lesson.slice(0, 80)}\u201d: ${JSON.stringify(seen)}`);
    });
    assert.ok(lessons >= 2, `${game}: ${lessons} lessons waited for Continue`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});
