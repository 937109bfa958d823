// Headless Chromium against the release build served under a sub-path: Grid of Shadows end to end.
// Opened from a fixed-seed link (4 seats, extended rules, seat 1 human against easy bots), so the
// deal and the bots' moves are the same on every run. The human flips by clicking face-down grid
// cards (and once by dragging the draw pile onto one), plays by dragging hand cards onto face-up
// grid cards, declares, calls "Lights!", and makes ability choices by clicking or dragging onto
// the ringed targets, until the end screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, drag, untilHumanOrEnd, logLines, playLink, moveNames } from './harness.mjs';

const browser = useBrowser();

const table = '[data-testid=table]';
const actionButtons = '[data-testid=actions] [data-action-index]';
const SEED = Number(process.env.GOS_SEED ?? 4);

async function labels(page) {
  return moveNames(page);
}

async function clickLabel(page, index) {
  await page.locator(actionButtons).nth(index).click();
}

/// The number on a face-up grid card, read from its face (`data-card="Blue 5"`).
async function spaceNumber(page, slot) {
  const name = await page.locator(`[data-drop="slot:${slot}"]`).first().getAttribute('data-card');
  const m = /^(Blue|Yellow) (\d+)$/.exec(name ?? '');
  return m ? Number(m[2]) : null;
}

/// Resolves once the actions on offer are no longer `before` (the move was taken).
async function movedOn(page, before) {
  await page.waitForFunction(
    ([sel, old]) => {
      const now = [...document.querySelectorAll(sel)].map((b) => b.innerText).join('|');
      return now !== old;
    },
    [actionButtons, before.join('|')],
    { timeout: 10_000 },
  );
}

const RINGED_SLOT = '[data-drop^="slot:"].marked';
const HAND_CARD = '[data-testid=hand] [data-drag^="card:"]';

/// Makes an ability choice by its gesture on the ringed targets; returns false when it has none.
async function abilityByGesture(page, label) {
  if (/^(Smite|Wrath on) /.test(label)) {
    const target = page.locator('[data-seat]:has([data-badge=target])').first();
    await target.locator('.seat-head').click();
    return true;
  }
  if (/^Give /.test(label)) {
    await drag(page, HAND_CARD, '[data-seat]:has([data-badge=target])');
    return true;
  }
  if (/^Discard /.test(label)) {
    await drag(page, HAND_CARD, '[data-drop=discard]');
    return true;
  }
  if (/^Bless /.test(label)) {
    await page.locator(`${RINGED_SLOT}.back`).first().click();
    return true;
  }
  if (/^Luck: /.test(label)) {
    await drag(page, HAND_CARD, RINGED_SLOT);
    return true;
  }
  if (/^Shift /.test(label)) {
    await drag(page, '[data-drag^="shift:"]', RINGED_SLOT);
    return true;
  }
  if (/^Guess /.test(label)) {
    await page.locator('[data-drop^="guess:"]').first().click();
    return true;
  }
  return false;
}

test('plays Grid of Shadows from a fixed deal to the end screen with drags, declarations, Lights and abilities', async () => {
  const { page, errors } = await openPage(browser.context);
  // The hand and the whole grid on one screen, so a drag needs no scrolling.
  await page.setViewportSize({ width: 1400, height: 1800 });
  await page.goto(
    playLink(browser.server.base, { game: 'grid-of-shadows', seats: 4, variant: 'extended', seed: SEED, you: 0 }),
  );
  await page.locator(table).waitFor();
  assert.equal(await page.locator(table).getAttribute('data-game'), 'grid-of-shadows');
  assert.equal(
    await page.locator('[data-layout=grid] [data-drop^="slot:"]').count(),
    9,
    'the 3x3 grid is drawn as a grid of cards',
  );

  const seen = { drag: 0, declare: 0, lights: 0, ability: 0, flipClick: 0, flipDrag: 0, ringed: 0 };
  let decisions = 0;
  let lastAbility = '';
  while ((await untilHumanOrEnd(page, 120_000)) === 'act') {
    decisions += 1;
    assert.ok(decisions < 800, 'the game did not end');
    const options = await labels(page);
    const find = (re) => options.findIndex((l) => re.test(l));

    // An ability choice: by its gesture on the ringed choices (the button if that fails twice).
    const ability = find(/^(Smite|Wrath on|Give|Bless|Shift|Luck|Guess|Discard) /);
    if (ability >= 0) {
      const label = options[ability];
      if (label !== lastAbility) {
        lastAbility = label;
        const ringed = (await page.locator(RINGED_SLOT).count()) + (await page.locator('[data-badge=target]').count());
        if (await abilityByGesture(page, label)) {
          if (/^(Smite|Wrath|Give|Bless|Luck|Shift)/.test(label)) {
            assert.ok(ringed > 0, `the choices for "${label}" are highlighted`);
            seen.ringed += 1;
          }
          const took = await movedOn(page, options).then(() => true, () => false);
          if (took) {
            seen.ability += 1;
            continue;
          }
        }
      }
      lastAbility = '';
      await clickLabel(page, ability);
      continue;
    }
    lastAbility = '';
    const reflect = find(/^(Take it|Don't reflect)$/);
    if (reflect >= 0) {
      await clickLabel(page, reflect);
      continue;
    }

    // "Lights!": call it the first time and now and then after, otherwise let it pass.
    // "Lights!" comes with "Let it pass" in the window right after a play; on one's own turn in the
    // sequence it comes with playing and passing instead (the rulebook's third option), and this
    // player lets the turn go on by playing or passing there.
    const lights = find(/^Lights!$/);
    const window = find(/^Let it pass$/) >= 0;
    if (lights >= 0 && !window) {
      assert.ok(find(/^Pass$/) >= 0, 'on its own turn a seat may call, play or pass');
      seen.lightsOnTurn = (seen.lightsOnTurn ?? 0) + 1;
    }
    if (lights >= 0 && window) {
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

    // Lay by dragging: prefer a card whose number matches its grid card (a true play).
    const lays = options
      // A lay no declaration can make true says so after the space: "(a bluff: …)".
      .map((l, i) => ({ l, i, m: /^Lay (.+?) on grid space (\d+)( \(a bluff: .*\))?$/.exec(l) }))
      .filter((x) => x.m);
    if (lays.length > 0) {
      // In a sequence (a Pass is offered) only a true-looking card is laid; else pass.
      let pick = find(/^Pass$/) >= 0 ? null : lays[0];
      for (const x of lays) {
        const n = await spaceNumber(page, Number(x.m[2]) - 1);
        if (n !== null && x.m[1].endsWith(` ${n}`)) {
          pick = x;
          break;
        }
      }
      // A turn with nothing true to lay flips instead, when it can.
      const flip = find(/^Flip /);
      if (pick !== null && find(/^Pass$/) < 0 && flip >= 0) {
        const n = await spaceNumber(page, Number(pick.m[2]) - 1);
        if (!(n !== null && pick.m[1].endsWith(` ${n}`))) pick = null;
      }
      if (pick !== null) {
        const card = pick.m[1];
        const slot = Number(pick.m[2]) - 1;
        const before = (await logLines(page)).length;
        const declaration = page.locator('[data-testid=actions]').getByRole('button', { name: /^Declare / }).first();
        await drag(page, `[data-testid=hand] [data-drag="card:${card}"]`, `[data-drop="slot:${slot}"]`);
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
      if (find(/^Pass$/) >= 0) {
        await clickLabel(page, find(/^Pass$/));
        continue;
      }
    }

    // Flips: click the face-down grid card (every third one by dragging the draw pile onto it).
    const flip = find(/^(Turn up|Flip) (grid space \d+)/);
    if (flip >= 0) {
      const slot = Number(/grid space (\d+)/.exec(options[flip])[1]) - 1;
      const target = `[data-drop="slot:${slot}"]`;
      const byDrag = (seen.flipClick + seen.flipDrag) % 3 === 2 && (await page.locator('[data-drag=draw]').count()) > 0;
      if (byDrag) {
        await drag(page, '[data-drag=draw]', target);
      } else {
        await page.locator(target).first().click();
      }
      const took = await movedOn(page, options).then(() => true, () => false);
      if (took) {
        if (byDrag) seen.flipDrag += 1;
        else seen.flipClick += 1;
      } else {
        await clickLabel(page, flip);
      }
      continue;
    }

    const prefer = [/^Match /, /^Pass$/, /^End the turn$/, /^Don't play$/];
    const index = prefer.map(find).find((i) => i >= 0) ?? 0;
    await clickLabel(page, index);
  }
  const results = await page.locator('[data-result-seat]').allInnerTexts();
  assert.equal(results.length, 4);
  assert.ok(results.some((r) => /Win/.test(r)));
  const log = (await logLines(page)).join('\n');
  console.log(`seed ${SEED}: ${decisions} human decisions; ${JSON.stringify(seen)}`);
  assert.ok(seen.drag > 0, 'a play was made by dragging');
  assert.ok(seen.declare > 0, 'a declaration was made');
  assert.ok(seen.lights > 0, '"Lights!" was called');
  assert.ok(seen.ability > 0, 'an ability choice was made by its gesture');
  assert.ok(seen.flipClick > 0, 'a grid card was flipped by clicking it');
  assert.match(log, /Revealed:/);
  await page.close();
  assert.deepEqual(errors, []);
});
