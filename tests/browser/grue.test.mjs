// Headless Chromium against the release build served under a sub-path: the Grue game end to end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, launch, openPage, playLink, drag, untilHumanOrEnd, logLines, startFromLobby, moveNames } from './harness.mjs';

const browser = useBrowser();

const table = '[data-testid=table]';
const actionButtons = '[data-testid=actions] [data-action-index]';

async function buttonLabels(page) {
  return moveNames(page);
}

/// Clicks the action whose label matches the first pattern that matches any label.
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

/// A human policy that always moves the game on: defend if attacked, attack as the Grue, else pass.
const KEEP_MOVING = [/Shield and the Sword/, /^Show/, /^Get ready/, /^Attack/, /^Decline/, /^Return/, /^Pass/];

/// Opens a deal where the human is not the Grue (tries seat 0, then seat 1).
async function openAsAdventurer(page, params) {
  for (const you of [0, 1]) {
    await page.goto(playLink(browser.server.base, { ...params, you, humans: you }));
    await page.locator(table).waitFor();
    const grueHere = await page.locator(`[data-seat="${you}"] [data-badge=grue]`).count();
    if (grueHere === 0) return you;
  }
  throw new Error('the Grue cannot be at both seat 0 and seat 1');
}

/// Plays on (defending, passing) until the human may offer a trade.
async function untilOfferIsOpen(page) {
  for (let turns = 0; turns < 30; turns++) {
    assert.equal(await untilHumanOrEnd(page), 'act');
    if ((await buttonLabels(page)).some((l) => l.startsWith('Offer'))) return;
    await clickPreferred(page, KEEP_MOVING);
  }
  assert.fail('the human never got a turn to trade');
}

async function freshContextPage() {
  const other = await launch();
  const { page, errors } = await openPage(other);
  return { other, page, errors };
}

test('starts a Grue game from the lobby by clicking', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(browser.server.base);
  await page.locator('[data-testid=lobby]').waitFor();
  await page.selectOption('#game-select', 'grue');
  await page.selectOption('#seats-select', '5');
  await page.selectOption('#seat-select', '2');
  await page.selectOption('#difficulty-select', 'easy');
  await page.selectOption('#pace-select', 'fast');
  await startFromLobby(page);
  assert.equal(await page.locator(table).getAttribute('data-game'), 'grue');
  assert.equal(await page.locator('[data-seat]').count(), 5);
  assert.match(page.url(), /#\/play\?.*seed=\d+/);
  assert.equal(await page.locator('[data-seat="2"] [data-badge=you]').count(), 1);
  assert.ok((await page.locator('[data-testid=prompt]').innerText()).length > 0);
  await page.close();
  assert.deepEqual(errors, []);
});

test('offers a trade by dragging a card onto another player', async () => {
  const { page, errors } = await openPage(browser.context);
  const you = await openAsAdventurer(page, { seed: 11, seats: 5 });
  await untilOfferIsOpen(page);
  const card = await page
    .locator('[data-testid=hand] [data-drag^="card:"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-drag')).find((d) => d !== 'card:Traitor'));
  assert.ok(card, 'a tradeable card is draggable');
  const grue = await page.locator('[data-seat]:has([data-badge=grue])').getAttribute('data-seat');
  const target = [0, 1, 2, 3, 4].find((s) => s !== you && String(s) !== grue);
  const before = (await logLines(page)).length;
  await drag(page, `[data-testid=hand] [data-drag="${card}"]`, `[data-drop="seat:${target}"]`);
  if (await page.locator('[data-testid=chooser]').isVisible().catch(() => false)) {
    await page.locator('[data-testid=chooser] [data-action-index]', { hasText: 'Offer' }).click();
  }
  const cardName = card.slice('card:'.length);
  await page.waitForFunction(
    ([n, text]) => [...document.querySelectorAll('[data-testid=log] li')].slice(n).some((li) => li.innerText.includes(text)),
    [before, `You offer the ${cardName} face down to Seat ${target + 1}`],
  );
  const handBefore = await page.locator('[data-testid=hand] [data-card]').evaluateAll((cs) => cs.map((c) => c.dataset.card));
  // The bot answers: it gives a card first and takes the offered one, or slides it back.
  const answer = await page.waitForFunction(
    ([n, who]) =>
      [...document.querySelectorAll('[data-testid=log] li')]
        .slice(n)
        .map((li) => li.innerText)
        .find((t) => t.startsWith(`${who} gives you the`) || t.startsWith(`${who} slides the card back`)),
    [before, `Seat ${target + 1}`],
  );
  const line = await answer.jsonValue();
  const traded = /gives you the (\w+) and takes your (\w+)\./.exec(line);
  assert.ok(traded, `the trade completes: ${line}`);
  assert.equal(traded[2], cardName, 'the offered card is the one taken');
  await page.waitForFunction(
    (got) => [...document.querySelectorAll('[data-testid=hand] [data-card]')].some((c) => c.dataset.card === got),
    traded[1],
  );
  const handAfter = await page.locator('[data-testid=hand] [data-card]').evaluateAll((cs) => cs.map((c) => c.dataset.card));
  assert.equal(handAfter.length, 2, 'hands stay at two cards');
  const expected = [...handBefore];
  expected.splice(expected.indexOf(cardName), 1, traded[1]);
  assert.deepEqual([...handAfter].sort(), expected.sort(), `hand ${handBefore} became ${handAfter}`);
  await page.close();
  assert.deepEqual(errors, []);
});

test('offers a trade with the keyboard alone', async () => {
  const { page, errors } = await openPage(browser.context);
  const you = await openAsAdventurer(page, { seed: 11, seats: 5 });
  await untilOfferIsOpen(page);
  const grue = await page.locator('[data-seat]:has([data-badge=grue])').getAttribute('data-seat');
  const target = [0, 1, 2, 3, 4].find((s) => s !== you && String(s) !== grue);
  const card = page.locator('[data-testid=hand] [data-drag^="card:"]:not([data-drag="card:Traitor"])').first();
  const cardName = (await card.getAttribute('data-drag')).slice('card:'.length);
  await card.focus();
  await page.keyboard.press('Enter');
  await page.locator(`[data-drop="seat:${target}"]`).first().focus();
  await page.keyboard.press('Enter');
  if (await page.locator('[data-testid=chooser]').isVisible().catch(() => false)) {
    await page.locator('[data-testid=chooser] [data-action-index]', { hasText: 'Offer' }).click();
  }
  await page.waitForFunction(
    (text) => [...document.querySelectorAll('[data-testid=log] li')].some((li) => li.innerText.includes(text)),
    `You offer the ${cardName} face down to Seat ${target + 1}`,
  );
  await page.close();
  assert.deepEqual(errors, []);
});

test('plays a whole game to its end screen, then plays again', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(playLink(browser.server.base, { seed: 7, seats: 5, you: 0, humans: 0, bot: 'easy' }));
  await page.locator(table).waitFor();
  let decisions = 0;
  while ((await untilHumanOrEnd(page, 120_000)) === 'act') {
    await clickPreferred(page, KEEP_MOVING);
    decisions += 1;
    assert.ok(decisions < 200, 'the game did not end');
  }
  const results = await page.locator('[data-result-seat]').allInnerTexts();
  assert.equal(results.length, 5);
  assert.ok(results.every((r) => /Win|Loss|Draw/.test(r)), `${results}`);
  const log = (await logLines(page)).join('\n');
  // Either a side won, or a position came round a third time (the house rule on the rules page)
  // and it is a draw for all.
  const draw = /a third time|Dawn breaks/.test(log);
  assert.ok(
    draw ? results.every((r) => /Draw/.test(r)) : results.some((r) => /Win/.test(r)),
    `the end screen matches the log: ${results}`,
  );
  const oldSeed = await page.locator(table).getAttribute('data-seed');
  await page.click('#play-again');
  await page.locator(`${table}:not([data-seed="${oldSeed}"])`).waitFor();
  await page.close();
  assert.deepEqual(errors, []);
});

test('a shared link deals the same game on another browser', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(playLink(browser.server.base, { seed: 424242, seats: 6, you: 3, humans: 3 }));
  await page.locator(table).waitFor();
  const hand = await page.locator('[data-testid=hand] [data-card]').evaluateAll((c) => c.map((e) => e.dataset.card));
  const grue = await page.locator('[data-seat]:has([data-badge=grue])').getAttribute('data-seat');
  const wizard = await page.locator('[data-seat]:has([data-badge=wizard])').getAttribute('data-seat');
  const link = await page.locator('[data-testid=share-link]').evaluate((e) => e.href || e.value || e.textContent);
  assert.match(link, /seed=424242/);
  await page.close();

  const { other, page: second, errors: secondErrors } = await freshContextPage();
  await second.goto(link.startsWith('http') ? link : new URL(link, browser.server.base).href);
  await second.locator(table).waitFor();
  assert.deepEqual(
    await second.locator('[data-testid=hand] [data-card]').evaluateAll((c) => c.map((e) => e.dataset.card)),
    hand,
  );
  assert.equal(await second.locator('[data-seat]:has([data-badge=grue])').getAttribute('data-seat'), grue);
  assert.equal(await second.locator('[data-seat]:has([data-badge=wizard])').getAttribute('data-seat'), wizard);
  await other.close();
  assert.deepEqual(errors, []);
  assert.deepEqual(secondErrors, []);
});

test('a reload mid-game finds the game where it was', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(playLink(browser.server.base, { seed: 99, seats: 5, you: 0, humans: 0 }));
  await page.locator(table).waitFor();
  for (let i = 0; i < 3; i++) {
    if ((await untilHumanOrEnd(page)) === 'over') break;
    await clickPreferred(page, KEEP_MOVING);
  }
  assert.equal(await untilHumanOrEnd(page), 'act', 'still mid-game');
  const log = await logLines(page);
  const hand = await page.locator('[data-testid=hand] [data-card]').evaluateAll((c) => c.map((e) => e.dataset.card));
  const prompt = await page.locator('[data-testid=prompt]').innerText();
  assert.ok(log.length > 3);
  await page.reload();
  await page.locator(table).waitFor();
  assert.equal(await untilHumanOrEnd(page), 'act');
  assert.deepEqual(await logLines(page), log);
  assert.deepEqual(await page.locator('[data-testid=hand] [data-card]').evaluateAll((c) => c.map((e) => e.dataset.card)), hand);
  assert.equal(await page.locator('[data-testid=prompt]').innerText(), prompt);
  await page.close();
  assert.deepEqual(errors, []);
});

test('a mangled link and a corrupt save show a notice and a fresh lobby', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(`${browser.server.base}#/play?game=grue&seats=99&seed=zz&you=7`);
  await page.locator('[data-testid=notice]').waitFor();
  await page.locator('[data-testid=lobby]').waitFor();
  await page.goto(`${browser.server.base}#/play?game=no-such-game&seed=1`);
  await page.locator('[data-testid=notice]').waitFor();
  await page.locator('[data-testid=lobby]').waitFor();

  await page.goto(playLink(browser.server.base, { seed: 5 }));
  await page.locator(table).waitFor();
  const corrupted = await page.evaluate(() => {
    const keys = Object.keys(localStorage).filter((k) => k.toLowerCase().includes('duskdeck'));
    for (const k of keys) localStorage.setItem(k, '{"not": a save');
    return keys.length;
  });
  assert.ok(corrupted > 0, 'the game was saved in localStorage');
  await page.goto(browser.server.base);
  await page.reload();
  await page.locator('[data-testid=notice]').waitFor();
  await page.locator('[data-testid=lobby]').waitFor();
  await page.close();
  assert.deepEqual(errors, []);
});

test('on a phone, a tap on a badge that names a state says what the state means', async () => {
  const context = await launch({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const { page, errors } = await openPage(context);
  await page.goto(playLink(browser.server.base, { game: 'grue', seed: 7, you: 0, humans: 0 }));
  await page.locator(table).waitFor();
  // The Grue starts face down: its seat says "Frightened", and a finger cannot hover.
  const badge = page.locator('.badge[title]').first();
  await badge.waitFor();
  const meaning = await badge.getAttribute('title');
  assert.ok(meaning.length > 20, `the badge explains itself: ${meaning}`);
  await badge.tap();
  const shown = page.locator('[data-testid=card-text]');
  await shown.waitFor();
  const text = await shown.innerText();
  assert.ok(text.includes(meaning), `the tap shows the badge's meaning, not a card's: ${text}`);
  assert.ok(text.startsWith((await badge.innerText()).trim()), 'headed by the badge itself');
  const box = await shown.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, 'inside the phone\'s width');
  // A tap elsewhere puts it away.
  await page.locator('[data-testid=prompt]').tap();
  await shown.waitFor({ state: 'detached' });
  await context.close();
  assert.deepEqual(errors, []);
});

test('on a phone, the log\'s latest line stays in sight over the prompt while the others move', async () => {
  const context = await launch({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const { page, errors } = await openPage(context);
  await page.goto(playLink(browser.server.base, { game: 'grue', seed: 7, you: 0, humans: 0 }));
  await page.locator(table).waitFor();
  // The log is a drawer on a phone, so it is read from the page, not from the screen.
  const follows = () =>
    page.evaluate(() => {
      const lines = [...document.querySelectorAll('[data-testid=log] li')].map((li) => li.textContent);
      const latest = document.querySelector('.latest-move').textContent;
      return { count: lines.length, agrees: lines.length > 0 && latest === lines[lines.length - 1], latest };
    });
  assert.equal(await untilHumanOrEnd(page), 'act');
  const before = await follows();
  assert.ok(before.agrees, `the line is the log's last: ${before.latest}`);
  const line = await page.locator('.latest-move').boundingBox();
  const prompt = await page.locator('[data-testid=prompt]').boundingBox();
  assert.ok(line && line.height > 0 && line.y >= 0 && line.y + line.height <= prompt.y + 1, 'drawn, over the prompt');
  await clickPreferred(page, KEEP_MOVING);
  await page.waitForFunction((count) => {
    const lines = [...document.querySelectorAll('[data-testid=log] li')].map((li) => li.textContent);
    return lines.length > count && document.querySelector('.latest-move').textContent === lines[lines.length - 1];
  }, before.count);
  await context.close();
  assert.deepEqual(errors, []);
});

test('on a laptop the log is beside the table, so its latest line is not drawn twice', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(playLink(browser.server.base, { game: 'grue', seed: 7, you: 0, humans: 0 }));
  assert.equal(await untilHumanOrEnd(page), 'act');
  assert.ok(await page.locator('[data-testid=log] li').first().isVisible());
  assert.equal(await page.locator('.latest-move').isVisible(), false);
  await page.close();
  assert.deepEqual(errors, []);
});
