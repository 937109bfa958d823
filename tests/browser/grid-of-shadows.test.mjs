// Headless Chromium against the release build served under a sub-path: Grid of Shadows end to end.
// Started from the lobby by clicking; the human (seat 1) plays by dragging cards onto grid spaces,
// declares, calls "Lights!", makes ability choices, and plays on to the end screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, drag, untilHumanOrEnd, logLines } from './harness.mjs';

const browser = useBrowser();

const table = '[data-testid=table]';
const actionButtons = '[data-testid=actions] [data-action-index]';

async function labels(page) {
  return page.locator(actionButtons).allInnerTexts();
}

async function clickLabel(page, index) {
  await page.locator(actionButtons).nth(index).click();
}

const ABILITY = /^(Smite|Wrath on|Give|Bless|Shift|Luck|Guess|Discard|Reflect|Take it)/;

/// The number on a face-up grid space, read from its label ("Space 3: Blue 5 (face up)").
async function spaceNumber(page, slot) {
  const label = await page.locator(`[data-drop="slot:${slot}"]`).first().getAttribute('aria-label');
  const m = /: (Blue|Yellow) (\d+) \(face up\)/.exec(label ?? '');
  return m ? Number(m[2]) : null;
}

test('plays Grid of Shadows from the lobby to the end screen with drags, declarations, Lights and abilities', async () => {
  const { page, errors } = await openPage(browser.context);
  // The hand and the whole grid on one screen, so a drag needs no scrolling.
  await page.setViewportSize({ width: 1400, height: 1600 });
  await page.goto(browser.server.base);
  await page.locator('[data-testid=lobby]').waitFor();
  await page.selectOption('#game-select', 'grid-of-shadows');
  await page.selectOption('#seats-select', '4');
  await page.selectOption('#seat-select', '0');
  await page.selectOption('#difficulty-select', 'easy');
  await page.selectOption('#variant-select', 'extended');
  await page.selectOption('#pace-select', 'fast');
  await page.click('#start-button');
  await page.locator(table).waitFor();
  assert.equal(await page.locator(table).getAttribute('data-game'), 'grid-of-shadows');
  assert.equal(await page.locator('[data-drop^="slot:"]').count(), 9, 'the 3x3 grid');

  const seen = { drag: 0, declare: 0, lights: 0, ability: 0 };
  let games = 0;
  while (games < 6) {
    let decisions = 0;
    while ((await untilHumanOrEnd(page, 120_000)) === 'act') {
      decisions += 1;
      assert.ok(decisions < 600, 'the game did not end');
      const options = await labels(page);
      const find = (re) => options.findIndex((l) => re.test(l));
      // An ability choice: take the first offered.
      const ability = find(ABILITY);
      if (ability >= 0) {
        seen.ability += 1;
        await clickLabel(page, ability);
        continue;
      }
      // "Lights!": call it now and then (always the first time), otherwise let it pass.
      const lights = find(/^Lights!$/);
      if (lights >= 0) {
        if (seen.lights === 0 || decisions % 5 === 0) {
          const before = (await logLines(page)).length;
          seen.lights += 1;
          await clickLabel(page, lights);
          await page.waitForFunction(
            (n) => [...document.querySelectorAll('[data-testid=log] li')].slice(n).some((li) => /Revealed:/.test(li.innerText)),
            before,
          );
        } else {
          await clickLabel(page, find(/^Let it pass$/));
        }
        continue;
      }
      // A declaration ends a play being laid: the first button is the truth when possible.
      const declare = find(/^Declare /);
      if (declare >= 0) {
        seen.declare += 1;
        await clickLabel(page, declare);
        continue;
      }
      // Lay by dragging: prefer a card whose number matches its grid space (a true play).
      const lays = options
        .map((l, i) => ({ l, i, m: /^Lay (.+) on grid space (\d+)$/.exec(l) }))
        .filter((x) => x.m);
      if (lays.length > 0 && declare < 0) {
        // In a sequence (a Pass is offered) only a true-looking card is laid; else pass.
        let pick = find(/^Pass$/) >= 0 ? null : lays[0];
        for (const x of lays) {
          const n = await spaceNumber(page, Number(x.m[2]) - 1);
          if (n !== null && x.m[1].endsWith(` ${n}`)) {
            pick = x;
            break;
          }
        }
        if (pick === null) {
          await clickLabel(page, find(/^Pass$/));
          continue;
        }
        const card = pick.m[1];
        const slot = Number(pick.m[2]) - 1;
        const before = (await logLines(page)).length;
        const declaration = page.locator(actionButtons, { hasText: /^Declare / }).first();
        await drag(page, `[data-testid=hand] [data-drag="card:${card}"]`, `[data-drop="slot:${slot}"]`);
        // The play is now being laid: a declaration is offered. A space pushed off screen by a
        // long hand or a Summon cannot be reached by the pointer: then the button does it.
        const dropped = await declaration.waitFor({ timeout: 5_000 }).then(() => true, () => false);
        if (dropped) {
          seen.drag += 1;
          assert.equal((await logLines(page)).length, before, 'nothing is public until the declaration');
        } else {
          await clickLabel(page, pick.i);
          await declaration.waitFor();
        }
        continue;
      }
      const prefer = [/^Declare /, /^Turn up/, /^Match /, /^Pass$/, /^End the turn$/, /^Don't play$/, /^Flip /];
      const index = prefer.map(find).find((i) => i >= 0) ?? 0;
      await clickLabel(page, index);
    }
    games += 1;
    const results = await page.locator('[data-result-seat]').allInnerTexts();
    assert.equal(results.length, 4);
    assert.ok(results.some((r) => /Win/.test(r)));
    if (seen.drag > 0 && seen.declare > 0 && seen.lights > 0 && seen.ability > 0) break;
    const oldSeed = await page.locator(table).getAttribute('data-seed');
    await page.click('#play-again');
    await page.locator(`${table}:not([data-seed="${oldSeed}"])`).waitFor();
  }
  const log = (await logLines(page)).join('\n');
  assert.ok(seen.drag > 0, 'a play was made by dragging');
  assert.ok(seen.declare > 0, 'a declaration was made');
  assert.ok(seen.lights > 0, '"Lights!" was called');
  assert.ok(seen.ability > 0, 'an ability choice was made');
  assert.match(log, /Revealed:/);
  console.log(`games played: ${games}; human moves: ${JSON.stringify(seen)}`);
  await page.close();
  assert.deepEqual(errors, []);
});
