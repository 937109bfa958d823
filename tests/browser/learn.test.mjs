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
  // Where the coach says to drop is where the finger lands: no other region lies over it.
  const reachable = await page.locator(to).first().evaluate((e) => {
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && e.contains(hit);
  });
  assert.ok(reachable, `the marked place to drop is covered: ${await page.evaluate(() => `${innerWidth}x${innerHeight} ${location.hash}`)}`);
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
}

/// Whether the coach's words show whole: neither the lesson nor the coach's box is cut (a
/// lesson that must be scrolled to be finished reads as cut short on a phone, where the coach
/// keeps one height), and the box is inside the window.
async function lessonWhole(page) {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector);
    const text = box?.querySelector('.coach-text');
    if (!box || !text) return { whole: true };
    const cut = (e) => e.scrollHeight > e.clientHeight + 1;
    const r = box.getBoundingClientRect();
    return {
      whole: !cut(text) && !cut(box) && r.top >= 0 && r.bottom <= innerHeight,
      text: text.innerText.slice(-60),
      scroll: [text.scrollHeight, text.clientHeight, box.scrollHeight, box.clientHeight],
    };
  }, coach);
}

/// Plays the guided game open on `page` to its end; returns the lessons read, in order, each
/// checked to show whole (a lesson cut short is added to `cut`, if given, else fails at once).
/// `onContinue` looks at each lesson that waits for its Continue button, before it is pressed.
async function playThrough(page, onContinue = async () => {}, cuts = null) {
  const read = [];
  const cut = cuts ?? [];
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const panel = page.locator(coach);
    const text = await page.locator(`${coach} .coach-text`).innerText().catch(() => '');
    if (text && read.at(-1) !== text) {
      read.push(text);
      await settled(page);
      const seen = await lessonWhole(page);
      if (!seen.whole) cut.push(`${await page.evaluate(() => location.hash)}: \u201c\u2026${seen.text}\u201d ${JSON.stringify(seen.scroll)}`);
    }
    if ((await panel.getAttribute('data-tutorial-done').catch(() => null)) !== null) {
      if (!cuts) assert.deepEqual(cut, [], 'every lesson shows whole, unscrolled');
      return read;
    }
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

/// A finished guided game whose game goes on says it is done and offers no move until the
/// learner chooses: played on, the coach says only that the lessons are over, and stays so.
async function playOn(page, game, lang) {
  const playOn = page.locator('[data-testid=play-on]');
  if (!(await visible(page, '[data-testid=play-on]'))) {
    // The script ended the game: the end screen and the way to a real game.
    await page.locator('[data-testid=play-for-real]').waitFor();
    return false;
  }
  await settled(page);
  assert.equal(await page.locator('[data-testid=actions] button').count(), 0, `${game} ${lang}: no move beside the closing words`);
  assert.match(await page.locator('[data-testid=prompt]').innerText(), lang === 'en' ? /guided game is over/ : /geführte Partie ist vorbei/);
  const closing = await page.locator(`${coach} .coach-text`).innerText();
  await playOn.click();
  const over = lang === 'en' ? /^The lessons are over/ : /^Die Lektionen sind vorbei/;
  await page.locator(`${coach} .coach-text`).filter({ hasText: over }).waitFor();
  assert.equal(await page.locator(`${coach} .coach-step`).innerText(), lang === 'en' ? 'Guided game finished' : 'Geführte Partie beendet');
  assert.equal(await page.locator('[data-testid=play-for-real]').count(), 1);
  // A move of the learner's own, then the bots': the coach's words stay the same.
  const log = await page.locator('[data-testid=log] li').count();
  await page.waitForFunction(() => document.querySelector('[data-testid=actions] button, [data-testid=end-screen]'), null, { timeout: 30_000 });
  const move = page.locator('[data-testid=actions] button').first();
  if (await move.count()) await move.click();
  await page.waitForFunction((before) => document.querySelectorAll("[data-testid=log] li").length > before, log, { timeout: 30_000 });
  const after = await page.locator(`${coach} .coach-text`).innerText();
  assert.match(after, over, `${game} ${lang}: the coach after the lessons`);
  assert.notEqual(after, closing);
  // The box may then be closed, from the keyboard too, and stays closed as the game goes on.
  const close = page.locator(coach).getByRole('button', { name: lang === 'en' ? 'Close the coach' : 'Trainer schließen' });
  await close.focus();
  await page.keyboard.press('Enter');
  await page.locator(coach).waitFor({ state: 'detached', timeout: 5_000 });
  const closedAt = await page.locator('[data-testid=log] li').count();
  await page.waitForFunction(() => document.querySelector('[data-testid=actions] button, [data-testid=end-screen]'), null, { timeout: 30_000 });
  const next = page.locator('[data-testid=actions] button').first();
  if (await next.count()) {
    await next.click();
    await page.waitForFunction((before) => document.querySelectorAll('[data-testid=log] li').length > before, closedAt, { timeout: 30_000 });
  }
  assert.equal(await page.locator(coach).count(), 0, `${game} ${lang}: closed, the coach stays closed`);
  return true;
}

test('every guided first game plays to its end with the coach’s drags, in English and German', async () => {
  const games = await taughtGames();
  assert.ok(games.includes('grue'), `guided games built: ${games}`);
  let playedOn = 0;
  for (const lang of ['en', 'de']) {
    for (const game of games) {
      const { page, errors } = await openPage(browser.context);
      await page.setViewportSize({ width: 1280, height: 800 });
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
      if (await playOn(page, game, lang)) playedOn += 1;
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
  assert.ok(playedOn >= 2, `guided games whose game goes on after the script: ${playedOn / 2} per language`);
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

// A tall phone, and a short one: there the two-row head and the coach leave the board least room.
for (const [width, height] of [[390, 844], [360, 740]]) test(`on a ${width}x${height} phone the coach, its marks, every lesson whole and its Continue button are in sight, in English and German`, async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize({ width, height });
  const cut = [];
  let playedOn = 0;
  for (const [game, lang] of (await taughtGames()).flatMap((g) => [[g, 'en'], [g, 'de']])) {
    await page.goto(learnLink(game, lang));
    await page.locator(coach).waitFor();
    await page.evaluate((key) => localStorage.removeItem(key), `duskdeck.learn.${game}`);
    await page.reload();
    await page.locator(coach).waitFor();
    const box = await page.locator(coach).boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= height, `${game}: the coach is on screen: ${JSON.stringify(box)}`);
    if (game === 'grue' && lang === 'en') await page.screenshot({ path: join(process.env.SHOTS ?? '/tmp', `learn-grue-phone-${width}.png`) });
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
    }, cut);
    assert.ok(lessons >= 2, `${game}: ${lessons} lessons waited for Continue`);
    // Played on, the coach's box gives its room back to the board once closed.
    if (await visible(page, '[data-testid=play-on]')) {
      await page.click('[data-testid=play-on]');
      await page.locator('[data-testid=close-coach]').waitFor();
      const board = async () => (await page.locator('.board').boundingBox()).height;
      const before = await board();
      await page.click('[data-testid=close-coach]');
      await page.locator(coach).waitFor({ state: 'detached' });
      await settled(page);
      const after = await board();
      assert.ok(after >= before + 100, `${game} ${lang}: the board grows as the coach closes: ${before} -> ${after}`);
      playedOn += 1;
    }
  }
  assert.ok(playedOn >= 2, `guided games played on and their coach closed: ${playedOn}`);
  // The coach keeps one height on a phone (the board under it never moves): each lesson fits it.
  assert.deepEqual(cut, [], 'every lesson shows whole in the phone\u2019s coach, unscrolled');
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone every tile\u2019s How to play and Learn to play come out from under the Start bar when reached', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['en', 'de']) {
    await page.goto(`${browser.server.base}#/?lang=${lang}`);
    await page.locator('[data-testid=lobby]').waitFor();
    // A first visit: the bar's offer of a guided game makes it tallest.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.locator('[data-testid=learn-offer]').waitFor();
    const links = page.locator('.game-tile a');
    const count = await links.count();
    assert.ok(count >= 10, `tile links: ${count}`);
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      await link.focus();
      await page.waitForTimeout(50);
      const seen = await link.evaluate((a) => {
        const r = a.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { text: a.innerText, top: Math.round(r.top), reachable: !!hit && a.contains(hit) };
      });
      assert.ok(seen.reachable, `${lang}: focused, \u201c${seen.text}\u201d lies under the Start bar: ${JSON.stringify(seen)}`);
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});
