// Headless Chromium against the release build: nothing is lost where a game meets the browser
// around it. Two tabs of one game (one localStorage), Back and Forward in the middle of a game, and
// a localStorage with no room left. The tests run in order and share the browser's storage: the
// record the later ones check holds what the earlier ones finished.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useBrowser, openPage, untilHumanOrEnd, logLines, playLink, startFromLobby } from './harness.mjs';

const browser = useBrowser();
const SAVE_KEY = 'duskdeck.save';
const RECORD_KEY = 'duskdeck.record';
const GAME = { game: 'grimwood', seats: 2, bot: 'easy', pace: 'fast' };
const actions = '[data-testid=actions] [data-action-index]';

/// The save as stored, checked whole: the header, the game's link, its match code and nothing but
/// optional hint and take-back lines.
async function savedGame(page) {
  const text = await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY);
  assert.ok(text, 'a game is saved');
  assert.match(
    text,
    /^duskdeck-save 1\ngame=[a-z-]+&check=[0-9a-f]{6}&[^\n]+\nd\d+\.[A-Za-z0-9_-]+(\n(hints|takebacks) [0-9,]+)*$/,
    `the save is whole: ${text}`,
  );
  const [, link, code] = text.split('\n');
  return { text, link, code };
}

/// The stored record, parsed (null when there is none).
async function storedRecord(page) {
  const text = await page.evaluate((key) => localStorage.getItem(key), RECORD_KEY);
  return text === null ? null : JSON.parse(text);
}

function tally(record, game) {
  return record?.lines.find((line) => line.game === game && line.role === null)?.tally;
}

/// Waits for the person's turn and plays the first or the last move offered; returns false at the
/// end of the game. Waits again until the bots are done, so the tab has saved and gone quiet. The
/// tab comes to the front first, as a person's would: Chromium slows the timers of the others.
async function move(page, which = 'first') {
  await page.bringToFront();
  if ((await untilHumanOrEnd(page)) === 'over') return false;
  await page.locator(actions)[which]().click();
  await untilHumanOrEnd(page);
  return true;
}

async function playToEnd(page, which = 'first') {
  await page.bringToFront();
  for (let moves = 0; ; moves++) {
    assert.ok(moves < 1000, 'the game ends');
    if ((await untilHumanOrEnd(page)) === 'over') return;
    // The moves can change under the pointer (a reaction window closes): then look again.
    await page.locator(actions)[which]().click({ timeout: 3000 }).catch(() => {});
  }
}

async function noErrorScreen(page) {
  assert.equal(await page.locator('[data-testid=error-screen]').count(), 0, 'no error screen');
}

async function notices(page) {
  return page.locator('[data-testid=notice] p').allInnerTexts();
}

/// Fills this origin's localStorage under other keys until not one more character fits; returns
/// the keys written. Not a Duskdeck key is touched.
async function fillStorage(page) {
  return page.evaluate(() => {
    const keys = [];
    for (let size = 1 << 20; size >= 1; ) {
      const key = `someone-else.${keys.length}`;
      try {
        localStorage.setItem(key, 'x'.repeat(size));
        keys.push(key);
      } catch {
        size = Math.floor(size / 2);
      }
    }
    return keys;
  });
}

async function emptyFiller(page, keys) {
  await page.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), keys);
}

async function setItemThrows(page) {
  return page.evaluate(() => {
    try {
      localStorage.setItem('someone-else.probe', 'y'.repeat(64));
      localStorage.removeItem('someone-else.probe');
      return false;
    } catch (e) {
      return e.name;
    }
  });
}

test('two tabs on one game: each move saves a whole game, the last one wins, a reload opens it and the record keeps both ends', async () => {
  const link = playLink(browser.server.base, { ...GAME, seed: 21 });
  const a = await openPage(browser.context);
  const b = await openPage(browser.context);
  for (const { page } of [a, b]) {
    await page.goto(link);
    await page.locator('[data-testid=table]').waitFor();
  }
  // Interleaved, and on different lines: tab A plays the first move offered, tab B the last.
  const saves = [];
  for (const [tab, which] of [[a, 'first'], [b, 'last'], [a, 'first'], [b, 'last']]) {
    assert.ok(await move(tab.page, which), 'the game goes on in both tabs');
    const saved = await savedGame(tab.page);
    assert.equal(saved.link, saves[0]?.link ?? saved.link, 'the same game is saved');
    saves.push(saved);
  }
  assert.notEqual(saves[2].code, saves[3].code, 'the tabs played different lines');
  for (const { page } of [a, b]) {
    await noErrorScreen(page);
    assert.deepEqual(await notices(page), []);
  }

  // Tab A's line was overwritten by tab B's last move: a reload opens B's game, whole.
  const bLog = await logLines(b.page);
  await a.page.reload();
  await a.page.locator('[data-testid=table]').waitFor();
  assert.equal(await untilHumanOrEnd(a.page), 'act', 'the reloaded tab plays on');
  assert.deepEqual(await logLines(a.page), bLog, 'the reload opened the last game saved');
  assert.equal((await savedGame(a.page)).text, saves[3].text, 'opening it changed nothing');
  assert.deepEqual(await notices(a.page), [], 'no notice of a damaged save');

  // A third tab shows the record while both tabs play to the end on their own lines.
  const c = await openPage(browser.context);
  await c.page.goto(`${browser.server.base}#/record`);
  await c.page.locator('[data-testid=record-empty]').waitFor();
  const codes = [];
  for (const [tab, which] of [[a, 'first'], [b, 'last']]) {
    await playToEnd(tab.page, which);
    await tab.page.locator('[data-testid=end-screen]').waitFor();
    codes.push((await savedGame(tab.page)).code);
  }
  const distinct = new Set(codes).size;
  const record = await storedRecord(a.page);
  assert.equal(record.recent.length, distinct, `each finished line is counted once (${distinct})`);
  assert.equal(tally(record, 'grimwood').played, distinct);
  assert.equal(tally(record, 'grimwood').abandoned, 0, 'one game in two tabs abandons nothing');

  // The open record page follows what the other tabs stored, and exports all of it.
  const finished = c.page.locator('[data-testid=finished-games] li');
  await c.page.waitForFunction((n) => document.querySelectorAll('[data-testid=finished-games] li').length === n, distinct, {
    timeout: 5000,
  }).catch(() => {});
  assert.equal(await finished.count(), distinct, 'the record page shows the games finished in other tabs');
  const [download] = await Promise.all([c.page.waitForEvent('download'), c.page.click('[data-testid=record-export]')]);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.deepEqual(exported.recent.map((f) => f.code).sort(), record.recent.map((f) => f.code).sort());

  // Tab B saved last: a reload of tab A opens B's finished game and counts nothing twice.
  await a.page.reload();
  await a.page.locator('[data-testid=end-screen]').waitFor();
  assert.equal((await savedGame(a.page)).code, codes[1]);
  assert.deepEqual(await storedRecord(a.page), record, 'the record is unchanged');
  assert.deepEqual(await notices(a.page), []);
  for (const { page, errors } of [a, b, c]) {
    await noErrorScreen(page);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('Back to the lobby and Forward again: the game comes back as it was; another game replaces the save', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(browser.server.base);
  await page.locator('[data-testid=lobby]').waitFor();
  const choose = async (game, pace) => {
    await page.selectOption('#game-select', game);
    await page.selectOption('#seats-select', '2');
    await page.selectOption('#seat-select', '0');
    await page.selectOption('#difficulty-select', 'easy');
    await page.selectOption('#pace-select', pace);
  };
  const start = async (game, pace, giveUp) => {
    await choose(game, pace);
    await startFromLobby(page, { giveUp });
  };
  const recordBefore = await storedRecord(page);

  // Slow bots, so that Back can come while a bot is about to move.
  await start('grimwood', 'slow');
  const firstGame = page.url();
  assert.equal(await untilHumanOrEnd(page), 'act');
  const dealt = await logLines(page);
  for (let i = 0; i < 3; i++) assert.ok(await move(page));
  const saved = await savedGame(page);
  const log = await logLines(page);

  await page.goBack();
  await page.locator('[data-testid=lobby]').waitFor();
  assert.equal((await savedGame(page)).text, saved.text, 'the save is kept');
  assert.match(await page.locator('[data-testid=continue-message]').innerText(), /Grimwood/);
  await page.goForward();
  await page.locator('[data-testid=table]').waitFor();
  assert.equal(page.url(), firstGame);
  assert.equal(await untilHumanOrEnd(page), 'act');
  assert.deepEqual(await logLines(page), log, 'the same moves');
  assert.equal((await savedGame(page)).text, saved.text, 'the save is unchanged');

  // Back right after a move, while a bot waits to answer: no move lands once the table is gone.
  await page.locator(actions).first().click();
  const afterMove = (await savedGame(page)).text;
  assert.notEqual(afterMove, saved.text, 'the move was saved at once');
  await page.goBack();
  await page.locator('[data-testid=lobby]').waitFor();
  await page.waitForTimeout(2500);
  assert.equal((await savedGame(page)).text, afterMove, 'nothing moved behind the lobby');
  await page.goForward();
  await page.locator('[data-testid=table]').waitFor();
  assert.equal(await untilHumanOrEnd(page), 'act', 'the game goes on once it is back');
  assert.equal((await savedGame(page)).link, saved.link);
  // The bot may have answered the move by now (when that move ended the turn), so what must be
  // kept is the save as it stands when the table is left.
  const leftAt = (await savedGame(page)).text;

  // A different game from the lobby (reached through the header, a new history entry): Start
  // first asks, and "Keep" keeps the waiting game as it was.
  await page.click('a.brand');
  await page.locator('[data-testid=lobby]').waitFor();
  await choose('grid-of-shadows', 'fast');
  await page.click('#start-button');
  const confirm = page.locator('[data-testid=start-confirm]');
  assert.match(await confirm.innerText(), /Grimwood.*abandoned/s);
  await confirm.getByRole('button', { name: /Keep/ }).click();
  await page.locator('#start-button').waitFor();
  assert.equal((await savedGame(page)).text, leftAt, 'kept, untouched');
  assert.deepEqual(await storedRecord(page), recordBefore, 'nothing counted');
  // Asked again and answered yes: the one save now holds the new game, and the first game is
  // counted as abandoned.
  await startFromLobby(page, { giveUp: true });
  assert.ok(await move(page));
  const second = await savedGame(page);
  assert.match(second.link, /^game=grid-of-shadows&/);
  let record = await storedRecord(page);
  assert.equal(tally(record, 'grimwood').abandoned, (tally(recordBefore, 'grimwood')?.abandoned ?? 0) + 1);
  assert.equal(tally(record, 'grimwood').played, tally(recordBefore, 'grimwood')?.played ?? 0);
  assert.deepEqual(record.recent, recordBefore?.recent ?? [], 'no finished game changed');

  // Back through the lobby to the first game's address: that game is dealt afresh (its moves
  // went when the second game replaced the save) and the second, left with a move, is abandoned.
  await page.goBack();
  await page.locator('[data-testid=lobby]').waitFor();
  assert.match(await page.locator('[data-testid=continue-message]').innerText(), /Grid of Shadows/);
  await page.goBack();
  await page.locator('[data-testid=table]').waitFor();
  assert.equal(page.url(), firstGame);
  assert.equal(await untilHumanOrEnd(page), 'act');
  assert.deepEqual(await logLines(page), dealt, 'the first game from its deal');
  assert.equal((await savedGame(page)).link, saved.link);
  record = await storedRecord(page);
  assert.equal(tally(record, 'grid-of-shadows').abandoned, (tally(recordBefore, 'grid-of-shadows')?.abandoned ?? 0) + 1);
  console.log(`[seams] Back to an earlier game's address deals it afresh; notices shown: ${JSON.stringify(await notices(page))}`);
  await noErrorScreen(page);
  assert.deepEqual(errors, []);
  await page.close();
});

// What the full-storage test saw, for the test after it.
const full = {};

test('a full localStorage: the game plays to its end and the record page opens, nothing kept is damaged', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(playLink(browser.server.base, { ...GAME, seed: 33 }));
  await page.locator('[data-testid=table]').waitFor();
  assert.ok(await move(page));
  assert.ok(await move(page));
  const saved = await savedGame(page);
  const record = await storedRecord(page);
  assert.ok(record.recent.length > 0, 'the record holds finished games');

  const filler = await fillStorage(page);
  try {
    assert.ok(filler.length > 0);
    assert.equal(await setItemThrows(page), 'QuotaExceededError', 'localStorage is full');
    const seen = [];
    for (let moves = 0; ; moves++) {
      assert.ok(moves < 1000, 'the game ends');
      if ((await untilHumanOrEnd(page)) === 'over') break;
      await page.locator(actions).first().click({ timeout: 3000 }).catch(() => {});
      seen.push(...(await notices(page)));
    }
    await page.locator('[data-testid=end-screen]').waitFor();
    seen.push(...(await notices(page)));
    await noErrorScreen(page);
    assert.equal((await savedGame(page)).link, saved.link, 'the save is still this game, whole');

    await page.evaluate(() => {
      location.hash = '#/record';
    });
    await page.locator('[data-testid=record]').waitFor();
    seen.push(...(await notices(page)));
    await noErrorScreen(page);
    const after = await storedRecord(page);
    for (const game of record.recent) {
      assert.deepEqual(after.recent.find((f) => f.code === game.code), game, 'a finished game kept is unchanged');
    }
    for (const line of record.lines) {
      const now = after.lines.find((l) => l.game === line.game && l.role === line.role);
      assert.ok(now && now.tally.played >= line.tally.played && now.tally.abandoned >= line.tally.abandoned, 'no count went back');
    }
    const listed = await page.locator('[data-testid=finished-games] li').count();
    assert.equal(listed, after.recent.length, 'the page shows what is stored');
    full.recorded = after.recent.length > record.recent.length;
    full.told = seen.filter((text) => /sav|stor|record/i.test(text));

    // An import either keeps aside the record it replaces, as promised, or is refused and
    // changes nothing.
    await page.setInputFiles('[data-testid=record-import]', {
      name: 'record.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(record)),
    });
    const notice = page.locator('[data-testid=notice]', { hasText: /import/ });
    await notice.waitFor();
    full.importNotice = await notice.locator('p').innerText();
    if (/cannot be imported/.test(full.importNotice)) {
      assert.deepEqual(await storedRecord(page), after, 'a refused import changes nothing');
    } else {
      const aside = await page.evaluate(() => localStorage.getItem('duskdeck.record.before-import'));
      assert.deepEqual(JSON.parse(aside), after, 'the replaced record is kept aside');
    }
  } finally {
    await emptyFiller(page, filler);
  }
  assert.equal(await setItemThrows(page), false, 'room again');
  // With room again, the game's address opens the save as it was left: a valid game, no notice.
  await page.goto(playLink(browser.server.base, { ...GAME, seed: 33 }));
  await page.locator('[data-testid=table]').waitFor();
  assert.equal((await savedGame(page)).link, saved.link);
  await untilHumanOrEnd(page);
  full.savedToEnd = (await page.locator('[data-testid=end-screen]').count()) > 0;
  console.log(
    `[seams] full storage: the save reopens at ${full.savedToEnd ? 'its end' : 'a move before its end'}; ` +
      `game recorded: ${full.recorded}; ` +
      `notices: ${JSON.stringify(full.told)}; import: ${JSON.stringify(full.importNotice)}`,
  );
  await noErrorScreen(page);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a full localStorage: a game that could not be saved or recorded says so', async () => {
  assert.ok('savedToEnd' in full, 'the full-storage test ran');
  assert.ok(
    (full.savedToEnd && full.recorded) || full.told.length > 0,
    'the game was saved to its end and recorded, or a notice said what could not be kept',
  );
});

test('an unreadable record meets a full localStorage: its text is never deleted nor overwritten', async () => {
  const { page, errors } = await openPage(browser.context);
  // A game left with a move, to be abandoned for another once the storage is full.
  await page.goto(playLink(browser.server.base, { ...GAME, seed: 44 }));
  await page.locator('[data-testid=table]').waitFor();
  assert.ok(await move(page));
  assert.match((await savedGame(page)).link, /&seed=44&/);
  const damaged = `{"version": 1, "lines": [oops ${'#'.repeat(4000)}`;
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [RECORD_KEY, damaged]);
  const filler = await fillStorage(page);
  const stored = () => page.evaluate(() => Object.fromEntries(['duskdeck.record', 'duskdeck.record.damaged'].map((k) => [k, localStorage.getItem(k)])));
  try {
    assert.equal(await setItemThrows(page), 'QuotaExceededError');
    await page.goto(`${browser.server.base}#/record`);
    const notice = page.locator('[data-testid=notice]');
    await notice.waitFor();
    const said = await notice.innerText();
    const where = said.match(/under \u201c([^\u201d]+)\u201d/)?.[1];
    assert.ok(where, `the notice says where the text is: ${said}`);
    assert.ok((await stored())[where] === damaged, `the text is under ${where}, as the notice says`);

    // The game left for another counts as abandoned: that count must not write over the text.
    await page.goto(playLink(browser.server.base, { ...GAME, seed: 45 }));
    await page.locator('[data-testid=table]').waitFor();
    assert.ok(Object.values(await stored()).includes(damaged), 'the unreadable text is still kept');
  } finally {
    await emptyFiller(page, filler);
  }
  // With room again it is kept aside as usual, and the record starts anew.
  await page.goto(`${browser.server.base}#/record`);
  await page.locator('[data-testid=notice]').waitFor();
  assert.ok((await stored())['duskdeck.record.damaged'] === damaged, 'the text is kept aside');
  await noErrorScreen(page);
  assert.deepEqual(errors, []);
  await page.close();
});
