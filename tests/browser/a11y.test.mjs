// Headless Chromium against the release build: accessibility. axe-core (npm) checks the lobby, a
// rules page, the record page, every game's table (at the person's first decision, and again with
// a card held) and an end screen against the WCAG 2.0 and 2.1 A and AA rules; the keyboard reaches
// the places a held card may go directly, with the arrow keys; and a screen reader hears each thing
// once (every card's words are its accessible name, its drawn text hidden from the reader).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useBrowser, openPage, untilHumanOrEnd, playLink } from './harness.mjs';

const browser = useBrowser();
const axeSource = readFile(new URL('./node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const GAMES = [
  ['grue', 5],
  ['grid-of-shadows', 4],
  ['gridlock', 4],
  ['shadow-house', 5],
  ['grimwood', 4],
];

/// axe's violations of the WCAG A and AA rules on the page as it is now, one line each.
async function violations(page) {
  // Evaluated through the debugging protocol: the page's own policy refuses inline scripts.
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) {
    await page.evaluate(await axeSource);
  }
  const found = await page.evaluate(
    async (tags) => (await window.axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations,
    WCAG_A_AA,
  );
  return found.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim()})`));
}

async function assertAccessible(page, where) {
  assert.deepEqual(await violations(page), [], `axe at ${where}`);
}

test('the lobby, a rules page and the record page pass axe', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(`${browser.server.base}#/`);
  await page.locator('[data-testid=lobby]').waitFor();
  await assertAccessible(page, 'the lobby');
  await page.goto(`${browser.server.base}#/rules/grimwood`);
  await page.locator('[data-testid=rules]').waitFor();
  await assertAccessible(page, 'the Grimwood rules');
  await page.goto(`${browser.server.base}#/record`);
  await page.locator('main').first().waitFor();
  await assertAccessible(page, 'the record');
  assert.deepEqual(errors, []);
  await page.close();
});

test('every table passes axe, also with a card held', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [game, seats] of GAMES) {
    await page.goto(playLink(browser.server.base, { game, seats, bot: 'easy', seed: 5 }));
    await page.locator('[data-testid=table]').waitFor();
    assert.equal(await untilHumanOrEnd(page, 60_000), 'act', game);
    await assertAccessible(page, `the ${game} table`);
    // Hold a card, when one can move now, and look again: targets are ringed and named.
    const card = page.locator('[data-testid=table] [data-drag]:not([data-drag=""])').first();
    if (await card.count()) {
      await card.focus();
      await page.keyboard.press('Enter');
      await assertAccessible(page, `the ${game} table, a card held`);
      await page.keyboard.press('Escape');
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('the arrow keys take a held card straight to the places it may go, and Enter puts it there', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(playLink(browser.server.base, { game: 'grid-of-shadows', seats: 2, bot: 'easy', seed: 21 }));
  await page.locator('[data-testid=table]').waitFor();
  const handCard = page.locator('[data-testid=hand] [data-drag]');
  for (let turns = 0; ; turns++) {
    assert.ok(turns < 60, 'a card in hand became playable');
    assert.equal(await untilHumanOrEnd(page, 60_000), 'act');
    if (await handCard.count()) break;
    await page.locator('[data-testid=actions] [data-action-index]').first().click();
  }
  await handCard.first().focus();
  await page.keyboard.press('Enter');
  assert.equal(await handCard.first().getAttribute('aria-pressed'), 'true', 'picked up');
  const held = await page.locator('[data-testid=held]').innerText();
  assert.match(held, /arrow keys/, 'a screen reader is told how to place it');
  const targets = await page.locator('[data-testid=table] .drop-ok').count();
  assert.ok(targets > 0);
  const reached = new Set();
  for (let i = 0; i < targets + 1; i++) {
    await page.keyboard.press('ArrowRight');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return { ok: el?.classList.contains('drop-ok') ?? false, token: el?.getAttribute('data-drop') ?? '' };
    });
    assert.ok(focused.ok, `arrow ${i + 1} lands on a place the card may go, not ${focused.token}`);
    reached.add(focused.token);
  }
  assert.equal(reached.size, targets, 'every place is reached, and only those, before the cycle repeats');
  const prompt = page.locator('[data-testid=prompt]');
  const before = await prompt.innerText();
  await page.keyboard.press('Enter');
  // A drop that could mean several moves asks which; the first will do.
  const chooser = page.locator('[data-testid=chooser] button').first();
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid=prompt]')?.innerText !== text || document.querySelector('[data-testid=chooser]'),
    before,
  );
  if (await chooser.isVisible()) await chooser.click();
  await page.waitForFunction((text) => document.querySelector('[data-testid=prompt]')?.innerText !== text, before);
  assert.equal(await page.locator('[data-testid=held]').innerText(), '', 'nothing is held once it is placed');
  console.log(`# keyboard: a held card reached its ${targets} places with the arrow keys alone`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a screen reader hears each card once: by its label, or by its drawn words, never both', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(playLink(browser.server.base, { game: 'grimwood', seats: 3, bot: 'easy', seed: 4 }));
  await page.locator('[data-testid=table]').waitFor();
  await untilHumanOrEnd(page, 60_000);
  const twice = await page.evaluate(() =>
    [...document.querySelectorAll('.card')]
      .filter((card) => {
        const drawn = [...card.querySelectorAll('.card-name, .card-hint, .card-note')];
        const labelled = card.hasAttribute('aria-label');
        return drawn.some((t) => (t.getAttribute('aria-hidden') === 'true') !== labelled);
      })
      .map((card) => card.getAttribute('data-card') ?? card.className),
  );
  assert.deepEqual(twice, [], 'cards whose drawn words a reader hears beside a label, or not at all');
  const nameless = await page.evaluate(() =>
    [...document.querySelectorAll('.card[role=img]')].filter((c) => !c.getAttribute('aria-label')).length,
  );
  assert.equal(nameless, 0, 'every card drawn as an image has a name');
  // Only the prompt, the log, the notice and the statuses speak up by themselves, each once.
  const live = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-live], [role=status], [role=alert]')].map((e) => e.getAttribute('data-testid') ?? e.className),
  );
  assert.equal(new Set(live).size, live.length, `live regions: ${live}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an end screen passes axe', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(playLink(browser.server.base, { game: 'grue', seats: 4, bot: 'easy', seed: 2 }));
  await page.locator('[data-testid=table]').waitFor();
  for (let moves = 0; ; moves++) {
    assert.ok(moves < 2000, 'the game ends');
    if ((await untilHumanOrEnd(page, 120_000)) === 'over') break;
    await page.locator('[data-testid=actions] [data-action-index]').first().click({ timeout: 3000 }).catch(() => {});
  }
  await assertAccessible(page, 'the Grue end screen');
  assert.deepEqual(errors, []);
  await page.close();
});
