// Headless Chromium against the release build: a finished game reviewed from what its player
// could see. The game is Grue's guided deal, in which you later defend with the Shield alone
// while you hold the Sword too (Shield and Sword together slay the Grue): the review must mark
// that decision; "Try it again" opens that position as practice, where the better move can be
// played; the record and the saved game are never touched. In the same game's replay, "Why did
// Seat N play that?" works a bot's move out again and lists the moves it weighed.
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
  assert.match(words, /Your decision \d+ \(move 16\): you chose “.*Shield.*” was better/s);

  // "Show" steps the replay to that decision.
  await poor.getByRole('button', { name: 'Show' }).click();
  await page.waitForFunction(() => /[?&]step=15(&|$)/.test(location.hash));

  // Practice from there: the other defence slays the Grue.
  await poor.locator('[data-testid=try-again]').click();
  await page.locator('[data-testid=table] [data-testid=actions] [data-action-index]').first().waitFor();
  const practice = page.locator('[data-testid=notice]').filter({ hasText: 'Practice from move 16' });
  await practice.waitFor();
  // It only informs, so it goes by itself (on a phone it would cover the Log button), while the
  // move waits.
  const shown = Date.now();
  await practice.waitFor({ state: 'detached', timeout: 20_000 });
  assert.ok(Date.now() - shown >= 5_000, 'up long enough to read');
  const better = page.locator('[data-testid=actions]').getByRole('button', { name: /Sword/ });
  await better.first().click();
  await page.locator('[data-testid=end-screen]').waitFor({ timeout: 30_000 });
  assert.match(await page.locator("[data-testid=end-screen]").innerText(), /You win/);
  // The end screen counts the calls that mattered in the player's game.
  const calls = await page.locator('[data-testid=your-calls]').innerText();
  console.log(`[figures] your calls: ${calls.replace(/\n/g, ' | ')}`);
  assert.match(calls, /Grue slain: 1/);
  assert.match(calls, /Attacked by the Grue: 1, 1 survived/);
  assert.deepEqual(await stored(), before, 'the record and the saved game are as they were');
  assert.deepEqual(errors, []);
  await page.close();
});

test('in a finished game’s replay, Why? works a bot’s move out again from its seat and lists what it weighed', async () => {
  const { page, errors } = await openPage(browser.context);
  // The same game; its bots are named hard, so each bot move is worked out by hard's search.
  await page.goto(`${browser.server.base}#/replay?code=${CODE}&seat=0&step=0&bots=hard&lang=en`);
  const panel = page.locator('[data-testid=review]');
  await panel.waitFor();
  assert.equal(await page.locator('[data-testid=why]').count(), 0, 'nothing to ask before a move');
  // Step on until the move just shown was another seat's choice.
  const forward = page.getByRole('button', { name: 'One move forward' });
  let asked = null;
  for (let step = 0; step < 40 && !asked; step++) {
    await forward.click();
    const why = page.locator('[data-testid=why]');
    if (await why.count()) asked = why;
  }
  assert.ok(asked, 'a bot made a choice');
  const question = await asked.innerText();
  assert.match(question, /^Why did Seat [2-5] play that\?$/);
  await asked.click();
  const answer = page.locator('[data-why-answer]');
  await answer.waitFor({ timeout: 30_000 });
  const text = await answer.innerText();
  console.log(`[figures] why: ${text.replace(/\n/g, ' | ')}`);
  assert.match(text, /^Seat [2-5] chose “.*”\. Played out over the deals that fit what it could see .*the hard bot found: .* wins \d+%/s);
  // Its link shows the table as that seat saw it, just before the move.
  const seatLink = answer.getByRole('link', { name: /See the table as Seat/ });
  const href = await seatLink.getAttribute('href');
  assert.match(href, /[?&]seat=[1-4](&|$)/);
  assert.deepEqual(errors, []);
  await page.close();
});

