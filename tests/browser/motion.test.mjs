// The table as a game: a bot's move slides the card it moved from its old place to its new one
// and leaves it marked (with reduced motion: marked, not slid); the sound switch is remembered;
// and game after game in one tab does not grow the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, playLink, untilHumanOrEnd, moveNames } from './harness.mjs';

const browser = useBrowser();

/// Records, in the page, every card animation that starts: where the card was drawn from (the
/// first keyframe's transform) and which card it was.
async function watchAnimations(page) {
  await page.evaluate(() => {
    window.__slides = [];
    const original = Element.prototype.animate;
    Element.prototype.animate = function (frames, options) {
      if (this.classList?.contains('card')) {
        window.__slides.push({
          card: this.getAttribute('data-card') ?? '(back)',
          from: frames?.[0]?.transform ?? '',
        });
      }
      return original.call(this, frames, options);
    };
  });
}

/// Plays the person's first move and waits for a bot to move after it.
async function moveAndWaitForBots(page) {
  assert.equal(await untilHumanOrEnd(page), 'act');
  const before = await page.locator('[data-testid=log] li').count();
  await page.locator('[data-testid=actions] [data-action-index]').first().click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid=log] li').length > n + 1,
    before,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(500);
}

test('a move slides its card from where it was and leaves it marked', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(playLink(browser.server.base, { game: 'gridlock', seats: 2, seed: 4, rounds: 1, pace: 'normal' }));
  await page.locator('[data-testid=table]').waitFor();
  await watchAnimations(page);
  await moveAndWaitForBots(page);
  const slides = await page.evaluate(() => window.__slides);
  assert.ok(slides.length > 0, 'some card animated');
  assert.ok(
    slides.some((s) => /translate\((?!0(\.0)?px, 0(\.0)?px)/.test(s.from) || /rotateY/.test(s.from)),
    `a card slid or turned from another place: ${JSON.stringify(slides.slice(0, 5))}`,
  );
  assert.ok((await page.locator('.card.just-moved').count()) > 0, 'the moved cards are marked');
  assert.deepEqual(errors, []);
  await page.close();
});

test('with reduced motion nothing slides but the last move stays marked', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(playLink(browser.server.base, { game: 'gridlock', seats: 2, seed: 6, rounds: 1, pace: 'normal' }));
  await page.locator('[data-testid=table]').waitFor();
  await watchAnimations(page);
  await moveAndWaitForBots(page);
  assert.deepEqual(await page.evaluate(() => window.__slides), [], 'no card slid');
  assert.ok((await page.locator('.card.just-moved').count()) > 0, 'the moved cards are marked');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the sound switch turns sound off and is remembered', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(`${browser.server.base}#/`);
  const toggle = page.locator('[data-testid=sound]');
  await toggle.waitFor();
  const wasOn = (await toggle.getAttribute('aria-pressed')) === 'true';
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), String(!wasOn));
  await page.reload();
  await page.locator('[data-testid=sound]').waitFor();
  assert.equal(await page.locator('[data-testid=sound]').getAttribute('aria-pressed'), String(!wasOn));
  assert.equal(await page.evaluate(() => localStorage.getItem('duskdeck.sound')), wasOn ? 'off' : 'on');
  // Leave it as it was for the other tests.
  await page.locator('[data-testid=sound]').click();
  assert.deepEqual(errors, []);
  await page.close();
});

/// The page's DOM node count after a forced garbage collection.
async function nodesAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  return nodes;
}

test('ten games in a row in one tab leave the page no bigger than one', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize({ width: 1280, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  const counts = [];
  for (let game = 1; game <= 10; game++) {
    await page.goto(playLink(browser.server.base, { game: 'gridlock', seats: 2, seed: 100 + game, rounds: 1, bot: 'easy', pace: 'fast' }));
    await page.locator(`[data-testid=table][data-seed="${100 + game}"]`).waitFor();
    // Most of a round of each game, so the log grows and every piece of the table is redrawn.
    for (let move = 0; move < 30; move++) {
      if ((await untilHumanOrEnd(page)) === 'over') break;
      await page.locator('[data-testid=actions] [data-action-index]').first().click().catch(() => {});
    }
    // Counted on the lobby, the same page each time: whatever the old tables left alive shows.
    await page.goto(`${browser.server.base}#/`);
    await page.locator('[data-testid=lobby]').waitFor();
    await page.waitForTimeout(300);
    counts.push(await nodesAfterGc(cdp));
  }
  console.log(`DOM nodes on the lobby after each game: ${counts.join(', ')}`);
  const first = counts[0];
  const last = counts[counts.length - 1];
  assert.ok(last <= first * 1.05 + 30, `the page grew from ${first} to ${last} nodes over ten games`);
  assert.deepEqual(errors, []);
  await page.close();
});

// A defence shown to the table stays face up over the seat that showed it, long enough to read:
// here the person's own Shield in a seeded Grue game, while the bots play on.
test('cards a move shows appear face up over the seat that showed them', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(playLink(browser.server.base, { game: 'grue', seed: 99, seats: 5, you: 0, humans: 0 }));
  await page.locator('[data-testid=table]').waitFor();
  const keepMoving = [/Shield and the Sword/, /^Show/, /^Get ready/, /^Attack/, /^Decline/, /^Return/, /^Pass/];
  let seen = null;
  for (let moves = 0; moves < 40 && !seen; moves++) {
    const shown = page.locator('[data-testid=shown]');
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if ((await shown.count()) > 0) {
        seen = await shown.first().evaluate((box) => {
          const seat = document.querySelector('.board [data-seat="0"]').getBoundingClientRect();
          const r = box.getBoundingClientRect();
          return {
            cards: [...box.querySelectorAll('.card.face')].map((c) => c.dataset.card),
            overSeat: Math.abs(r.left + r.width / 2 - (seat.left + seat.width / 2)) < 2,
          };
        });
        break;
      }
      if (await page.locator('[data-testid=actions] [data-action-index]').first().isVisible().catch(() => false)) break;
      if (await page.locator('[data-testid=end-screen]').isVisible().catch(() => false)) break;
      await page.waitForTimeout(50);
    }
    if (seen || (await untilHumanOrEnd(page)) === 'over') break;
    const labels = await moveNames(page);
    const index = Math.max(0, keepMoving.map((p) => labels.findIndex((l) => p.test(l))).find((i) => i >= 0) ?? 0);
    await page.locator('[data-testid=actions] [data-action-index]').nth(index).click();
  }
  assert.ok(seen, 'the Shield was shown on the table');
  assert.deepEqual(seen.cards, ['Shield']);
  assert.ok(seen.overSeat, 'over the seat that showed it');
  await page.close();
  assert.deepEqual(errors, []);
});
