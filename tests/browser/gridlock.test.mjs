// Headless Chromium against the release build: a whole GRID#LOCK round against bots, started from
// the lobby, with the human's moves made by dragging from both piles, to the score sheet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, drag, untilHumanOrEnd, logLines } from './harness.mjs';

const browser = useBrowser();

const table = '[data-testid=table]';
const actionButtons = '[data-testid=actions] [data-action-index]';

const SLOT_NAMES = ['top left', 'top middle', 'top right', 'middle left', 'centre', 'middle right', 'bottom left', 'bottom middle', 'bottom right'];

/// The grid slot a "Put the ... at <slot> (replacing ...)" button names.
function slotOf(label) {
  const name = label.match(/ at (.+) \(replacing/)?.[1];
  return SLOT_NAMES.indexOf(name);
}

async function labels(page) {
  return page.locator(actionButtons).allInnerTexts();
}

async function clickLabel(page, pattern) {
  const all = await labels(page);
  const index = all.findIndex((l) => pattern.test(l));
  if (index < 0) return false;
  await page.locator(actionButtons).nth(index).click();
  return true;
}

/// A card of my grid that is not locked (so it may be replaced), as a selector.
async function freeSlot(page) {
  const drops = await page
    .locator('[data-seat="0"] [data-drop^="grid:"]')
    .evaluateAll((cards) =>
      cards.filter((c) => !/locked/.test(c.textContent + (c.getAttribute('aria-label') ?? ''))).map((c) => c.getAttribute('data-drop')),
    );
  assert.ok(drops.length > 0, 'some grid card may be replaced');
  return `[data-seat="0"] [data-drop="${drops[drops.length - 1]}"]`;
}

test('plays a whole round against bots from the lobby, dragging from both piles', async () => {
  const { page, errors } = await openPage(browser.context);
  // Grids grow as combinations are eliminated: a tall window keeps the hand and every grid in
  // view, since a pointer drag cannot reach outside the viewport.
  await page.setViewportSize({ width: 1200, height: 1700 });
  await page.goto(browser.server.base);
  await page.locator('[data-testid=lobby]').waitFor();
  await page.selectOption('#game-select', 'gridlock');
  await page.selectOption('#seats-select', '3');
  await page.selectOption('#seat-select', '0');
  await page.selectOption('#difficulty-select', 'easy');
  await page.selectOption('#rounds-select', '1');
  await page.selectOption('#pace-select', 'fast');
  await page.click('#start-button');
  await page.locator(table).waitFor();
  assert.equal(await page.locator(table).getAttribute('data-game'), 'gridlock');
  assert.equal(await page.locator('[data-seat]').count(), 3);

  let fromDiscard = 0;
  let fromDraw = 0;
  let refused = 0;
  for (let decisions = 0; ; decisions++) {
    assert.ok(decisions < 400, 'the round did not end');
    if ((await untilHumanOrEnd(page)) === 'over') break;
    const all = await labels(page);
    const prompt = await page.locator('[data-testid=prompt]').innerText();
    if (all.some((l) => /^Turn up/.test(l))) {
      // Turning up is a click on a face-down card of my grid.
      const slot = await page
        .locator('[data-seat="0"] .card.back[data-drop^="grid:"].clickable')
        .first()
        .getAttribute('data-drop');
      await page.locator(`[data-seat="0"] [data-drop="${slot}"]`).click();
    } else if (all.some((l) => /^Draw from/.test(l))) {
      // Alternate: take from the discard pile when it is allowed, otherwise draw.
      const takeOk = all.some((l) => /^Take the/.test(l));
      if (takeOk && fromDiscard <= fromDraw) {
        await drag(page, '[data-drag="pile:discard"]', await freeSlot(page));
        fromDiscard++;
      } else {
        await drag(page, '[data-drag="pile:draw"]', '[data-drop="discard"]');
        fromDraw++;
      }
    } else if (all.some((l) => /^Put the/.test(l))) {
      // A drawn card: refuse every other one onto the discard pile, else place it.
      if (all.some((l) => /^Discard the/.test(l)) && refused < fromDraw / 2) {
        await drag(page, '[data-drag="in-hand"]', '[data-drop="discard"]');
        refused++;
      } else {
        const puts = all.filter((l) => /^Put the/.test(l));
        const slot = slotOf(puts[puts.length - 1]);
        assert.ok(slot >= 0, `a slot in ${puts[puts.length - 1]}`);
        await drag(page, '[data-drag="in-hand"]', `[data-seat="0"] [data-drop="grid:${slot}"]`);
      }
    } else {
      // Choosing an elimination (or anything else): the buttons.
      assert.ok(await clickLabel(page, /./), `no button for: ${prompt}`);
    }
  }
  assert.ok(fromDiscard > 0, 'took from the discard pile by dragging');
  assert.ok(fromDraw > 0, 'drew from the draw pile by dragging');
  const log = (await logLines(page)).join('\n');
  assert.match(log, /Round 1 scored/);
  assert.match(await page.locator('body').innerText(), /Round 1 scored|Score sheet, round 1/);
  assert.equal(await page.locator('[data-result-seat]').count(), 3);
  await page.close();
  assert.deepEqual(errors, []);
});
