// Headless Chromium against the release build: a panic shows the error screen with a bug report,
// keeps the saved game, and the lobby then resumes it from the move before the failure.
// `#/panic-test` is the address that panics on purpose.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, untilHumanOrEnd, playLink } from './harness.mjs';

const browser = useBrowser();

test('a panic shows an error screen, keeps the save and resumes before the failed move', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(playLink(browser.server.base, { game: 'grimwood', seats: 2, bot: 'easy', pace: 'fast', seed: 5 }));
  await page.locator('[data-testid=table]').waitFor();
  for (let i = 0; i < 3; i++) {
    assert.equal(await untilHumanOrEnd(page), 'act');
    await page.locator('[data-testid=actions] [data-action-index]').first().click();
  }
  assert.equal(await untilHumanOrEnd(page), 'act');
  const before = await page.evaluate(() => localStorage.getItem('duskdeck.save'));
  assert.ok(before, 'the game is saved');

  await page.evaluate(() => { location.hash = '#/panic-test'; });
  const screen = page.locator('[data-testid=error-screen]');
  await screen.waitFor();
  const report = await page.locator('[data-testid=bug-report]').inputValue();
  assert.match(report, /Error: a deliberate panic, to test the error screen/);
  assert.match(report, /Game link: #\/play\?game=grimwood/);
  assert.ok(report.includes(before), 'the report holds the saved game');
  assert.equal(await page.evaluate(() => localStorage.getItem('duskdeck.save')), before, 'the save is kept');
  const crashedAt = Number(await page.evaluate(() => localStorage.getItem('duskdeck.crashed-at')));
  assert.ok(crashedAt > 0, `the crash is noted at move ${crashedAt}`);
  assert.ok(errors.some((e) => e.includes('deliberate panic')), 'the console has the message');

  await page.locator('[data-testid=reload]').click();
  const message = page.locator('[data-testid=continue-message]');
  await message.waitFor();
  assert.match(await message.innerText(), new RegExp(`after move ${crashedAt}\\b.*from move ${crashedAt - 1},`));
  await page.locator('#continue-button').click();
  await page.locator('[data-testid=table]').waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('duskdeck.crashed-at')), null, 'the crash is forgotten');
  await page.close();
});
