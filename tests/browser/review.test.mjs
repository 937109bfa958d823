// Headless Chromium against the release build: a finished game reviewed from what its player
// could see. The game is Grue's guided deal, in which you later defend with the Shield alone
// while you hold the Sword too (Shield and Sword together slay the Grue): the review must mark
// that decision; "Try it again" opens that position as practice, where the better move can be
// played; the record and the saved game are never touched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './harness.mjs';

const browser = useBrowser();
// Seed 19, five seats: the guided game's moves up to the Grue's attack (move 16), the Shield
// alone shown, then easy bots to the end (a draw).
const CODE = 'd5.BGdydWUFAAATMAAAAAMABgMBCQADBgMXAAEDBgACFwMABAACBAQBAAEABAACBAQBAAMEAAIEBAEAAw';
const POOR_PLY = '15';

test('a review marks the poor defence, and Try it again plays that position on without touching the record', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(`${browser.server.base}#/?lang=en`);
  await page.locator('[data-testid=lobby]').waitFor();
  const stored = () =>
    page.evaluate(() => [localStorage.getItem('duskdeck.record'), localStorage.getItem('duskdeck.save')]);
  const before = await stored();

  await page.goto(`${browser.server.base}#/replay?code=${CODE}&seat=0&step=0&bots=easy&review=1`);
  const review = page.locator('[data-testid=review]');
  await review.waitFor();
  const started = Date.now();
  await review.locator('[data-review-done]').waitFor({ timeout: 180_000 });
  const summary = await review.locator('[data-review-done]').innerText();
  console.log(`[figures] review: ${summary} (${Date.now() - started} ms in the worker)`);
  const marks = review.locator('[data-review-mark]');
  assert.ok((await marks.count()) >= 1, summary);
  const poor = review.locator(`[data-review-mark="${POOR_PLY}"]`);
  const words = await poor.innerText();
  console.log(`[figures] review mark: ${words}`);
  assert.match(words, /Move 16: you played .*Shield.*was better/s);

  // "Show" steps the replay to that decision.
  await poor.getByRole('button', { name: 'Show' }).click();
  await page.waitForFunction(() => /[?&]step=15(&|$)/.test(location.hash));

  // Practice from there: the other defence slays the Grue.
  await poor.locator('[data-testid=try-again]').click();
  await page.locator('[data-testid=table] [data-testid=actions] [data-action-index]').first().waitFor();
  await page.locator('[data-testid=notice]').filter({ hasText: 'Practice from move 16' }).waitFor();
  const better = page.locator('[data-testid=actions] [data-action-index]').filter({ hasText: /Sword/ });
  await better.first().click();
  await page.locator('[data-testid=end-screen]').waitFor({ timeout: 30_000 });
  assert.match(await page.locator("[data-testid=end-screen]").innerText(), /You win/);
  assert.deepEqual(await stored(), before, 'the record and the saved game are as they were');
  assert.deepEqual(errors, []);
  await page.close();
});
