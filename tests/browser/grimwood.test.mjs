// Headless Chromium against the release build: a whole Grimwood game against bots, started from
// the lobby, with a supernatural placed by dragging it onto "New line" and a power aimed by
// dragging the power marker onto a player (or a combo).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, drag, untilHumanOrEnd, logLines, playLink, startFromLobby, moveNames } from './harness.mjs';

const browser = useBrowser();

const table = '[data-testid=table]';
const actionButtons = '[data-testid=actions] [data-action-index]';
const SUPERNATURALS = [
  'Amazon', 'Boogeyman', 'Bride', 'Centaur', 'Dark Unicorn', 'Demon', 'Dracula', 'Dragon', 'Dwarf',
  'Elf', 'Faeries', 'Ghouls', 'Giant', 'Goblins', 'Highwayman', 'Hydra', 'Mage', 'Nymph',
  'Shadow Queen', 'Sorceress', 'The Eternals', 'The Laraki', 'Troll', 'Werewolf',
];
// Powers that are aimed at a player or a combo with the power marker.
const AIMED = ['Boogeyman', 'Dracula', 'Hydra', 'Troll', 'Werewolf', 'Demon'];
// A supernatural as the buttons name it: 'the Mage', but 'The Eternals' and 'Dracula' as they are.
const theName = (s) => (s.startsWith('The ') || s === 'Dracula' ? s : `the ${s}`);

async function buttonLabels(page) {
  return moveNames(page);
}

async function clickPreferred(page, patterns) {
  const labels = await buttonLabels(page);
  for (const pattern of patterns) {
    const index = labels.findIndex((l) => pattern.test(l));
    if (index >= 0) {
      await page.locator(actionButtons).nth(index).click();
      return labels[index];
    }
  }
  await page.locator(actionButtons).first().click();
  return labels[0];
}

const KEEP_MOVING = [
  /^Place /, /^Use /, /^Block the steal/, /^Draw a card/, /^Discard/, /^End the turn/,
  /^Keep/, /^Give/, /^Take/, /^Reactivate/, /^Let it happen/, /^No more actions/,
];

/// Scrolls so the drag's source and target are both on screen, then drags with real pointer events.
async function dragInView(page, from, to) {
  await page.evaluate(
    ([a, b]) => {
      const ra = document.querySelector(a).getBoundingClientRect();
      const rb = document.querySelector(b).getBoundingClientRect();
      const middle = (ra.top + ra.bottom + rb.top + rb.bottom) / 4;
      window.scrollBy(0, middle - window.innerHeight / 2);
    },
    [from, to],
  );
  await drag(page, from, to);
}

async function handSupernaturals(page) {
  const drags = await page
    .locator('[data-testid=hand] [data-drag^="card:"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-drag').slice('card:'.length)));
  return drags.filter((name) => SUPERNATURALS.includes(name));
}

test('plays a whole Grimwood game from the lobby to the result screen with drags', async () => {
  const { page, errors } = await openPage(browser.context);
  // Tall seats (lines of combos): a tall window keeps hand and lines on one screen for the drags.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.goto(browser.server.base);
  await page.locator('[data-testid=lobby]').waitFor();
  await page.selectOption('#game-select', 'grimwood');
  await page.selectOption('#seats-select', '3');
  await page.selectOption('#seat-select', '0');
  await page.selectOption('#difficulty-select', 'easy');
  await page.selectOption('#pace-select', 'fast');
  await startFromLobby(page);
  assert.equal(await page.locator('[data-seat]').count(), 3);
  const me = await page.locator('[data-seat]:has([data-badge=you])').getAttribute('data-seat');

  let placedByDrag = 0;
  let aimedByDrag = 0;
  let stolenByDrag = 0;
  let decisions = 0;
  // The lobby deals a fresh seed; the game played is a fixed deal, so every run plays the same
  // way (bots and chance follow the seed, this script's choices follow the table). Should a deal
  // ever offer no target for a drag, the next fixed deal is played.
  const fixedSeeds = [3, 5, 8, 13, 21, 34];
  for (let game = 0; game < fixedSeeds.length && (game === 0 || aimedByDrag + stolenByDrag === 0); game++) {
    const seed = fixedSeeds[game];
    await page.goto(playLink(browser.server.base, { game: 'grimwood', seats: 3, seed, you: 0 }));
    await page.locator(`${table}[data-seed="${seed}"]`).waitFor();
    decisions = 0;
    while ((await untilHumanOrEnd(page, 120_000)) === 'act') {
      decisions += 1;
      assert.ok(decisions < 600, 'the game did not end');
      const labels = await buttonLabels(page);
      const power = page.locator('[data-drag=power]');
      // Aim a power: the marker onto an opponent, or onto an opponent's combo for the Demon.
      const aim = labels.find((l) =>
        /^((Swap hands with|Steal two cards from|Look at the hand of) Seat \d|Make Seat \d (discard|lose) .*)$/.test(l),
      );
      if ((await power.count()) > 0 && aim && aimedByDrag < 2) {
        const target = Number(aim.match(/Seat (\d)/)[1]) - 1;
        const before = (await logLines(page)).length;
        // Onto the player's panel, or its lowest combo when it has any (nearest the marker).
        const lowest = `[data-drop="seat:${target}"] > .pile:last-of-type`;
        const drop = (await page.locator(lowest).count()) > 0 ? lowest : `[data-drop="seat:${target}"] .seat-head`;
        await dragInView(page, '[data-drag=power]', drop);
        await page.waitForFunction(
          (n) => document.querySelectorAll('[data-testid=log] li').length > n,
          before,
        ).catch(async (e) => {
          await page.screenshot({ path: '/tmp/gw_aim.png' });
          console.log('AIM', aim, target, await page.locator('[data-testid=log]').innerText());
          throw e;
        });
        aimedByDrag += 1;
        continue;
      }
      // Steal by dropping the steal marker onto an opponent's panel.
      const steal = labels.find((l) => /^Steal from Seat \d$/.test(l));
      if (steal && stolenByDrag < 1 && (await page.locator('[data-drag=thief]').count()) > 0) {
        const target = Number(steal.match(/Seat (\d)$/)[1]) - 1;
        const before = (await logLines(page)).length;
        await dragInView(page, '[data-drag=thief]', `[data-drop="seat:${target}"] .seat-head`);
        await page.waitForFunction(
          (n) => document.querySelectorAll('[data-testid=log] li').length > n,
          before,
        );
        stolenByDrag += 1;
        continue;
      }
      // Place a supernatural by dragging it onto "New line", preferring one whose power is aimed.
      const supers = (await handSupernaturals(page)).filter((s) =>
        labels.includes(`Play ${theName(s)} on a new line`),
      );
      if (supers.length > 0 && placedByDrag < 3) {
        const pick = supers.find((s) => AIMED.includes(s)) ?? supers[0];
        const card = page.locator(`[data-testid=hand] [data-card="${pick}"]`);
        await dragInView(page, `[data-testid=hand] [data-drag="card:${pick}"]`, '[data-drop=newline]');
        // The card leaves the hand for the new line. On a busy machine the board may still have
        // been settling under the pointer: a person who missed would simply drag again.
        if (!(await card.waitFor({ state: 'detached', timeout: 8000 }).then(() => true, () => false))) {
          console.log(`# the drag of ${pick} onto New line missed once; dragging again`);
          await dragInView(page, `[data-testid=hand] [data-drag="card:${pick}"]`, '[data-drop=newline]');
          await card.waitFor({ state: 'detached' });
        }
        assert.ok((await page.locator(`[data-seat="${me}"] [data-card="${pick}"]`).count()) > 0);
        placedByDrag += 1;
        continue;
      }
      await clickPreferred(page, KEEP_MOVING);
    }
    const results = await page.locator('[data-result-seat]').allInnerTexts();
    assert.equal(results.length, 3);
    assert.ok(results.some((r) => /Win|Draw/.test(r)));
  }
  assert.ok(placedByDrag > 0, 'a supernatural was placed by a drag');
  assert.ok(aimedByDrag + stolenByDrag > 0, 'a player was targeted by a drag (a steal or a power)');
  const log = (await logLines(page)).join('\n');
  assert.match(log, /Final score:/);
  console.log(`grimwood: ${decisions} decisions, ${placedByDrag} placed, ${aimedByDrag} powers aimed and ${stolenByDrag} steals by drag`);
  await page.close();
  assert.deepEqual(errors, []);
});
