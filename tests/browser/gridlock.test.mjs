// Headless Chromium against the release build: a whole GRID#LOCK round against bots from a
// fixed-seed link, at a laptop's viewport (1280x800), every move of the human made on the table:
// one drag from the discard pile onto a grid card, one drag from the draw pile (the card is drawn
// as it is lifted) onto a grid card or the discard pile, clicks to turn cards up and to choose an
// elimination. Then the round's scores in the log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, playLink, untilHumanOrEnd, logLines, settled, moveNames } from './harness.mjs';

const browser = useBrowser();

const table = '[data-testid=table]';
const actionButtons = '[data-testid=actions] [data-action-index]';
const SEED = 20261123;

const SLOT_NAMES = ['top left', 'top middle', 'top right', 'middle left', 'centre', 'middle right', 'bottom left', 'bottom middle', 'bottom right'];

async function labels(page) {
  return moveNames(page);
}

/// Grid slots named by "... to <slot> (replacing ..." buttons.
function slotsIn(all, prefix) {
  return all
    .filter((l) => l.startsWith(prefix))
    .map((l) => SLOT_NAMES.indexOf(l.match(/ (?:to|at) (.+) \(replacing/)?.[1]))
    .filter((s) => s >= 0);
}

async function centre(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/// Scrolls so the piles and my grid are both in the viewport (a pointer drag cannot leave it).
async function bringIntoView(page) {
  await page.locator('[data-seat="0"]').scrollIntoViewIfNeeded();
  const viewport = page.viewportSize();
  for (const selector of ['[data-drag="pile:draw"], [data-drop="discard"]', '[data-seat="0"] .pile-grid']) {
    const { box } = await centre(page, selector);
    assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `${selector} fits the viewport`);
    assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `${selector} is not clipped`);
  }
}

/// One pointer drag from `from` to whatever `to()` names once the card is lifted (lifting the draw
/// pile draws, and the table may shift as the card turns face up).
async function drag(page, from, to) {
  await settled(page);
  const a = await centre(page, from);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 10, a.y + 10, { steps: 3 });
  await page.waitForTimeout(120);
  const target = await to();
  if (!target) {
    await page.mouse.up();
    return false;
  }
  const b = await centre(page, target);
  await page.mouse.move(b.x, b.y, { steps: 12 });
  await page.mouse.up();
  return true;
}

test('plays a whole round against bots from a fixed-seed link at 1280x800, one drag per take', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(playLink(browser.server.base, { game: 'gridlock', seats: 3, seed: SEED, you: 0, bot: 'easy', rounds: 1, pace: 'fast' }));
  await page.locator(`${table}[data-seed="${SEED}"]`).waitFor();
  assert.equal(await page.locator(table).getAttribute('data-game'), 'gridlock');
  assert.equal(await page.locator('[data-seat]').count(), 3);
  // Nothing is cut off sideways at a laptop's width.
  const overflow = await page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the table is ${overflow}px wider than the window`);

  const tally = { fromDiscard: 0, drawnAndPlaced: 0, drawnAndRefused: 0, flips: 0, chosen: 0 };
  for (let decisions = 0; ; decisions++) {
    assert.ok(decisions < 400, 'the round did not end');
    if ((await untilHumanOrEnd(page)) === 'over') break;
    const all = await labels(page);
    const prompt = await page.locator('[data-testid=prompt]').innerText();
    await bringIntoView(page);
    if (all.some((l) => /^Turn up/.test(l))) {
      // Turning up is a click on a face-down card of my grid.
      await page.locator('[data-seat="0"] .card.back[data-drop^="grid:"].clickable').first().click();
      tally.flips++;
    } else if (all.some((l) => /^Eliminate/.test(l))) {
      // Every card of a complete line says which line and its points: click one.
      assert.match(prompt, /lines are complete: the .+ \(.+, \d+ points\) or the /);
      const marked = page.locator('[data-seat="0"] .card.marked.clickable');
      assert.ok((await marked.count()) > 0, 'the lines to choose from are marked');
      await marked.first().click();
      tally.chosen++;
    } else if (all.some((l) => /^Draw from/.test(l))) {
      const takes = slotsIn(all, 'Take the');
      if (takes.length > 0 && tally.fromDiscard <= tally.drawnAndPlaced + tally.drawnAndRefused) {
        // The discard pile's top card, in one drag onto the grid card it replaces.
        const slot = takes[takes.length - 1];
        const before = await page.locator('[data-drag="pile:discard"]').getAttribute('data-card');
        await drag(page, '[data-drag="pile:discard"]', async () => `[data-seat="0"] [data-drop="grid:${slot}"]`);
        await page.locator('[data-testid=log]').getByText(`You took the ${before} from the discard pile.`).last().waitFor();
        tally.fromDiscard++;
      } else {
        // The draw pile: lifted, the card shows its face; the same drag places or refuses it.
        let refuse = tally.drawnAndRefused < tally.drawnAndPlaced;
        let card = null;
        const done = await drag(page, '[data-drag="pile:draw"]', async () => {
          const lifted = page.locator('.center [data-drag="pile:draw"][data-card]');
          if (!(await lifted.count())) return null; // a GRID#LOCK card: discarded at once
          card = await lifted.getAttribute('data-card');
          const puts = slotsIn(await labels(page), 'Put the');
          if (puts.length === 0) refuse = true;
          if (refuse) return '[data-drop="discard"]';
          return `[data-seat="0"] [data-drop="grid:${puts[puts.length - 1]}"]`;
        });
        if (done) {
          // The log proves the one drag drew the card and then placed or refused it.
          const logged = refuse ? `You discarded the ${card} just drawn.` : `You put the ${card} at `;
          await page.locator('[data-testid=log] li').filter({ hasText: logged }).last().waitFor();
          if (refuse) tally.drawnAndRefused++;
          else tally.drawnAndPlaced++;
        }
      }
    } else if (all.some((l) => /^(Put|Discard) the/.test(l))) {
      // A drawn card waiting on the draw pile: drag it again.
      await drag(page, '[data-drag="pile:draw"]', async () => '[data-drop="discard"]');
    } else {
      assert.fail(`no table gesture for: ${prompt} (${all.join(' | ')})`);
    }
  }
  assert.ok(tally.fromDiscard > 0, `took from the discard pile by dragging (${JSON.stringify(tally)})`);
  assert.ok(tally.drawnAndPlaced > 0, `drew and placed in one drag (${JSON.stringify(tally)})`);
  assert.ok(tally.drawnAndRefused > 0, `drew and refused in one drag (${JSON.stringify(tally)})`);
  const log = (await logLines(page)).join('\n');
  // The score sheet is the end screen's table now; the log keeps the round's scores.
  assert.match(log, /Round 1 scored: .*\u2212?\d+ points? for you \(total \u2212?\d+\)/);
  assert.equal(await page.locator('[data-result-seat]').count(), 3);
  await page.close();
  assert.deepEqual(errors, []);
});

test('the table fits a phone: piles and grid side by side in view, nothing cut off', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(playLink(browser.server.base, { game: 'gridlock', seats: 4, seed: SEED, you: 0, bot: 'easy', rounds: 1, pace: 'fast' }));
  await page.locator(`${table}[data-seed="${SEED}"]`).waitFor();
  assert.equal(await untilHumanOrEnd(page), 'act');
  const overflow = await page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the table is ${overflow}px wider than the phone`);
  await bringIntoView(page);
  await page.close();
  assert.deepEqual(errors, []);
});
