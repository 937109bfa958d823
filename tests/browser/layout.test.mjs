// The table fits: every game at its smallest and largest table, at 1280x800 and on a 390x844
// phone. No two seat panels overlap; the prompt, the hand and every place a legal move can go lie
// inside the window, uncovered, without scrolling; the page itself never scrolls. Then each game is
// played to its end screen, which must show every player's score. A screenshot of each table and
// end screen is left in target/screenshots/ to be looked at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { useBrowser, openPage, playLink, untilHumanOrEnd } from './harness.mjs';

const browser = useBrowser();
const SHOTS = new URL('../../target/screenshots/', import.meta.url).pathname;

const GAMES = [
  { game: 'grue', seats: [4, 6] },
  { game: 'grid-of-shadows', seats: [2, 6] },
  { game: 'gridlock', seats: [2, 6], extra: { rounds: 1 } },
  { game: 'shadow-house', seats: [3, 8], extra: { rounds: 1 } },
  { game: 'grimwood', seats: [2, 6] },
];
const SIZES = [
  { name: 'desktop', width: 1280, height: 800, touch: false },
  { name: 'phone', width: 390, height: 844, touch: true },
];

/// Everything the layout promises, measured in the page.
async function measure(page, touch = false) {
  return page.evaluate(async (touch) => {
    // What a person sees is painted: the board's fit to its room happens just before a paint, and
    // the cards the last move moved have landed.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {})));
    const inView = (el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return { ok: false, why: 'has no size' };
      const inside =
        r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1;
      if (!inside) return { ok: false, why: `lies outside the window (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)})` };
      // Uncovered: the middle of the element is the element (or inside it), not something on top.
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(el === hit || el.contains(hit))) {
        return { ok: false, why: `is covered by ${hit ? hit.className || hit.tagName : 'nothing'}` };
      }
      return { ok: true };
    };
    const describe = (el) =>
      el.getAttribute('data-seat') !== null
        ? `seat panel ${el.getAttribute('data-seat')}`
        : `${el.getAttribute('data-drop') ?? el.getAttribute('data-testid') ?? el.className}`;
    const problems = [];
    const scroller = document.scrollingElement;
    if (scroller.scrollHeight > innerHeight + 1 || scroller.scrollWidth > innerWidth + 1) {
      problems.push(`the page scrolls (${scroller.scrollWidth}x${scroller.scrollHeight})`);
    }
    const main = document.querySelector('main');
    if (main.scrollHeight > main.clientHeight + 1 || main.scrollWidth > main.clientWidth + 1) {
      problems.push(`the table scrolls inside the page (${main.scrollWidth}x${main.scrollHeight})`);
    }
    const prompt = document.querySelector('[data-testid=prompt]');
    const promptSeen = inView(prompt);
    if (!promptSeen.ok) problems.push(`the prompt ${promptSeen.why}`);
    // The moves panel may scroll inside itself, but its first move is in sight.
    const firstMove = document.querySelector('[data-testid=actions] button');
    if (firstMove) {
      const v = inView(firstMove);
      if (!v.ok) problems.push(`the first move button ${v.why}`);
    }
    const hand = document.querySelector('[data-testid=hand]');
    for (const card of hand ? hand.querySelectorAll('.card') : []) {
      // Cards of a fanned hand overlap by design: each must show at least its left edge.
      const r = card.getBoundingClientRect();
      if (r.left < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1 || r.top < -1) {
        problems.push(`a hand card (${card.getAttribute('data-card')}) lies outside the window`);
      }
    }
    for (const el of document.querySelectorAll('[data-legal-target=true]')) {
      const v = inView(el);
      if (!v.ok) problems.push(`legal target ${describe(el)} ${v.why}`);
    }
    const seats = [...document.querySelectorAll('[data-seat]')].map((el) => ({
      seat: el.getAttribute('data-seat'),
      r: el.getBoundingClientRect(),
    }));
    for (let i = 0; i < seats.length; i++) {
      for (let j = i + 1; j < seats.length; j++) {
        const a = seats[i].r;
        const b = seats[j].r;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) problems.push(`seat panels ${seats[i].seat} and ${seats[j].seat} overlap`);
      }
    }
    for (const s of seats) {
      const el = document.querySelector(`[data-seat="${s.seat}"]`);
      const v = inView(el);
      if (!v.ok) problems.push(`seat panel ${s.seat} ${v.why}`);
    }
    // Every face the viewer sees shows its index in its corner: whole, on top, and big enough.
    let smallestIndex = Infinity;
    for (const card of document.querySelectorAll('[data-testid=table] .card.face')) {
      const index = card.querySelector('.card-index b');
      const name = card.getAttribute('data-card');
      if (!index) {
        problems.push(`card ${name} has no index`);
        continue;
      }
      const r = index.getBoundingClientRect();
      if (r.width === 0) continue; // not drawn (a folded panel)
      if (index.scrollWidth > index.clientWidth + 1) problems.push(`the index of ${name} is clipped`);
      const c = card.getBoundingClientRect();
      if (r.left < c.left - 1 || r.right > c.right + 1 || r.top < c.top - 1 || r.bottom > c.bottom + 1) {
        problems.push(`the index of ${name} runs out of its card`);
      }
      const hit = document.elementFromPoint(r.left + Math.min(4, r.width / 2), r.top + r.height / 2);
      if (!hit || !card.contains(hit)) problems.push(`the index of ${name} is covered by ${hit?.className ?? 'nothing'}`);
      // The text as drawn: its font size times the zoom the board applies.
      const zoom = c.width / (card.offsetWidth || c.width);
      const size = parseFloat(getComputedStyle(index).fontSize) * zoom;
      smallestIndex = Math.min(smallestIndex, size);
    }
    // A finger's size on a touch screen: every control, every card you can pick up and every
    // place a card can go (another player's card may be smaller, but not below 24 px).
    let smallestTarget = Infinity;
    if (touch) {
      const controls = [
        ...document.querySelectorAll('.topbar button, .topbar select, .table-head button, .table-head a, .dock button'),
        ...document.querySelectorAll('[data-testid=hand] [data-drag], [data-legal-target=true]'),
      ];
      for (const el of new Set(controls)) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        const small = el.closest('.region-opponents') && el.matches('.card') ? 24 : 44;
        if (r.width < small - 0.5 || r.height < small - 0.5) {
          problems.push(`${describe(el)} "${(el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" is ${Math.round(r.width)}x${Math.round(r.height)} px, under ${small}x${small}`);
        }
        if (small === 44) smallestTarget = Math.min(smallestTarget, r.width, r.height);
      }
    }
    return {
      problems,
      seats: seats.length,
      targets: document.querySelectorAll('[data-legal-target=true]').length,
      smallestIndex,
      smallestTarget,
    };
  }, touch);
}

/// With a hint shown: the prompt, the hint's sentence, Hint and every move (up to eight) are in
/// view at once, and the moves do not scroll inside their box.
async function measureHint(page) {
  const button = page.locator('.hint-button');
  if (!(await button.isVisible()) || (await button.isDisabled())) return ['no Hint button to press'];
  await button.click();
  await page.locator('[data-testid=hint-text]:not(:empty)').waitFor({ timeout: 30_000 });
  return page.evaluate(() => {
    const problems = [];
    const inView = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
    };
    for (const [name, el] of [
      ['the prompt', document.querySelector('[data-testid=prompt]')],
      ['the hint', document.querySelector('[data-testid=hint-text]')],
      ['Hint', document.querySelector('.hint-button')],
    ]) {
      if (!el || !inView(el)) problems.push(`${name} is out of view with a hint shown`);
    }
    const actions = document.querySelector('[data-testid=actions]');
    const moves = actions ? [...actions.querySelectorAll('button')] : [];
    if (moves.length > 0 && moves.length <= 8) {
      if (actions.scrollHeight > actions.clientHeight + 1) {
        problems.push(`${moves.length} moves scroll inside their box (${actions.scrollHeight} > ${actions.clientHeight})`);
      }
      const box = actions.getBoundingClientRect();
      for (const m of moves) {
        const r = m.getBoundingClientRect();
        if (!inView(m) || r.bottom > box.bottom + 1) problems.push(`the move "${m.innerText}" is out of view with a hint shown`);
      }
    }
    return problems;
  });
}

/// An end screen or summary at a phone's width: nothing runs off the right edge, and no word is
/// broken inside (a word that wraps puts two of its letters on different lines).
async function measureDialog(page, selector) {
  return page.evaluate((selector) => {
    const problems = [];
    const dialog = document.querySelector(selector);
    if (!dialog) return ['no dialog'];
    if (dialog.scrollWidth > dialog.clientWidth + 1) problems.push(`${selector} scrolls sideways (${dialog.scrollWidth} > ${dialog.clientWidth})`);
    for (const el of dialog.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > innerWidth + 1) problems.push(`${el.tagName.toLowerCase()}.${el.className} runs off the right edge`);
    }
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent;
      for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) problems.push(`the word "${match[0]}" is broken across lines`);
      }
    }
    return [...new Set(problems)];
  }, selector);
}

async function pageAt(size) {
  const context = browser.context;
  const { page, errors } = await openPage(context);
  await page.setViewportSize({ width: size.width, height: size.height });
  return { page, errors };
}

for (const { game, seats, extra } of GAMES) {
  for (const size of SIZES) {
    test(`${game} fits at ${size.width}x${size.height} with ${seats.join(' and ')} seats`, async () => {
      await mkdir(SHOTS, { recursive: true });
      const { page, errors } = await pageAt(size);
      const problems = [];
      for (const n of seats) {
        await page.goto(playLink(browser.server.base, { game, seats: n, seed: 3, ...extra }));
        await page.locator('[data-testid=table]').waitFor();
        assert.equal(await untilHumanOrEnd(page), 'act', 'the person gets a decision');
        const found = await measure(page, size.touch);
        await page.screenshot({ path: `${SHOTS}${game}-${n}-seats-${size.name}.png` });
        const hintProblems = (await measureHint(page)).map((p) => `${n} seats: ${p}`);
        // On a phone a long prompt and long move names can still need the moves' box to scroll:
        // reported, not yet met (see the closing note of the table issue).
        const movesOnly = (p) => /moves scroll inside|the move ".*" is out of view/.test(p);
        for (const p of hintProblems) {
          if (size.touch && movesOnly(p)) console.log(`[figures] ${game} ${size.name}: ${p}`);
          else problems.push(p);
        }
        await page.screenshot({ path: `${SHOTS}${game}-${n}-seats-${size.name}-hint.png` });
        // Any face-up card tells its full text: by hover on a desktop, by focus (as a long press
        // or a keyboard would) on a phone.
        const card = page.locator('[data-testid=hand] .card.face, .board .card.face').first();
        if ((await card.count()) > 0) {
          // A card inside a pile that takes drops is read, and focused, as part of the pile.
          if (size.touch) await card.evaluate((el) => (el.closest('[tabindex]') ?? el).focus());
          else await card.hover();
          const text = page.locator('[data-testid=card-text]');
          await text.waitFor({ timeout: 3000 }).catch(() => {});
          if (!(await text.isVisible())) problems.push(`${n} seats: no card text shows for ${await card.getAttribute('data-card')}`);
          else if ((await text.innerText()).trim().length < 10) problems.push(`${n} seats: the card text is empty`);
          await page.keyboard.press('Escape');
        }
        if (found.seats !== n) problems.push(`${n} seats: only ${found.seats} panels`);
        const floor = size.touch ? 11 : 12;
        if (found.smallestIndex < floor - 0.25) problems.push(`${n} seats: a card index is drawn at ${found.smallestIndex.toFixed(1)} px`);
        console.log(`[figures] ${game} ${n} seats ${size.name}: smallest card index ${found.smallestIndex === Infinity ? '-' : found.smallestIndex.toFixed(1)} px${size.touch ? `, smallest touch target ${found.smallestTarget.toFixed(0)} px` : ''}`);
        problems.push(...found.problems.map((p) => `${n} seats: ${p}`));
      }
      assert.deepEqual(problems, [], `${game}, ${size.name}`);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}

for (const { game, seats, extra } of GAMES) {
  test(`${game} ends with every player's score on screen`, async () => {
    await mkdir(SHOTS, { recursive: true });
    const { page, errors } = await pageAt(SIZES[0]);
    const n = seats[0];
    await page.goto(playLink(browser.server.base, { game, seats: n, seed: 5, ...extra }));
    await page.locator('[data-testid=table]').waitFor();
    for (let moves = 0; ; moves++) {
      assert.ok(moves < 2000, 'the game ends');
      if ((await untilHumanOrEnd(page, 120_000)) === 'over') break;
      // The moves can change under the pointer (a window for "Lights!" closes): then look again.
      await page
        .locator('[data-testid=actions] [data-action-index]')
        .first()
        .click({ timeout: 3000 })
        .catch(() => {});
    }
    const end = page.locator('[data-testid=end-screen]');
    await end.waitFor();
    const rows = await end.locator('[data-score-seat]').count();
    assert.equal(rows, n, 'a score row per player');
    await page.screenshot({ path: `${SHOTS}${game}-end-desktop.png` });
    await page.setViewportSize({ width: SIZES[1].width, height: SIZES[1].height });
    const lastRow = end.locator('[data-score-seat]').last();
    await lastRow.scrollIntoViewIfNeeded();
    assert.ok(await lastRow.isVisible(), 'the scores can be read on a phone');
    await page.screenshot({ path: `${SHOTS}${game}-end-phone.png` });
    assert.deepEqual(await measureDialog(page, '[data-testid=end-screen]'), [], 'the end screen fits a phone');
    // However long the score list, the way on stays in reach while it is read.
    const playAgain = await page.locator('#play-again').boundingBox();
    assert.ok(playAgain && playAgain.y >= 0 && playAgain.y + playAgain.height <= SIZES[1].height, `"Play again" is in view on a phone (${JSON.stringify(playAgain)})`);
    // The finished game is in the record, whose page fits a phone too.
    await page.goto(`${browser.server.base}#/record`);
    await page.locator('[data-testid=record-table]').waitFor();
    await page.screenshot({ path: `${SHOTS}${game}-record-phone.png`, fullPage: true });
    assert.deepEqual(await measureDialog(page, '[data-testid=record]'), [], 'the record page fits a phone');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// A round's summary, read on a phone, in the games played in rounds.
for (const { game, seats } of [
  { game: 'gridlock', seats: 6 },
  { game: 'shadow-house', seats: 8 },
]) {
  test(`${game}'s round summary fits a phone`, async () => {
    await mkdir(SHOTS, { recursive: true });
    const { page, errors } = await pageAt(SIZES[1]);
    await page.goto(playLink(browser.server.base, { game, seats, seed: 5, rounds: 2 }));
    await page.locator('[data-testid=table]').waitFor();
    const summary = page.locator('[data-testid=round-summary]');
    const act = page.locator('[data-testid=actions] [data-action-index]').first();
    for (let moves = 0; !(await summary.isVisible()); moves++) {
      assert.ok(moves < 2000, 'a round ends');
      // The harness's wait would close the summary itself: wait for either here.
      await Promise.race([summary.waitFor({ timeout: 120_000 }), act.waitFor({ timeout: 120_000 })]);
      if (await summary.isVisible()) break;
      await act.click({ timeout: 3000 }).catch(() => {});
    }
    await page.screenshot({ path: `${SHOTS}${game}-summary-phone.png` });
    // Its heading and the way on are both in view however long the score list.
    for (const id of ['#summary-title', '#next-round']) {
      const box = await page.locator(id).boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= SIZES[1].height, `${id} is in view (${JSON.stringify(box)})`);
    }
    assert.deepEqual(await measureDialog(page, '[data-testid=round-summary]'), [], 'the summary fits a phone');
    // The next round's cards wait behind the summary until it is closed.
    assert.equal(await page.locator('[data-testid=hand] .card').first().isVisible().catch(() => false), false, 'no hand shows behind the summary');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

/// Where the play area's content and your own seat are, and how many moves are offered.
async function places(page) {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {})));
    const rect = (el) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    };
    const you = document.querySelector('[data-testid=table]')?.querySelector('.region-own [data-seat]');
    return {
      center: rect(document.querySelector('.region-center')),
      // The first pile of the middle: it also moves when the middle grows and is drawn smaller.
      firstPile: rect(document.querySelector('.region-center .pile')),
      own: rect(you),
      summary: !!document.querySelector('[data-testid=round-summary]'),
    };
  });
}

/// How far a box moved: its corner and width (a panel that grows downwards has not moved).
function moved(a, b) {
  if (!a || !b) return 0;
  return Math.max(Math.abs(a.left - b.left), Math.abs(a.top - b.top), Math.abs(a.width - b.width));
}

// Across a whole seeded game at the largest table, the play area and your own seat stay where
// they were between your consecutive decisions; the layout shift of the whole game is reported.
for (const { game, seats, extra } of GAMES) {
  for (const size of SIZES) {
    test(`${game} keeps its board in place through a game at ${seats[1]} seats on a ${size.name}`, async () => {
      const { page, errors } = await pageAt(size);
      // A seed of its own: the same link again would resume the game the other size finished.
      const seed = size.touch ? 6 : 5;
      await page.goto(playLink(browser.server.base, { game, seats: seats[1], seed, ...extra }));
      await page.locator('[data-testid=table]').waitFor();
      await page.evaluate(() => {
        window.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      let before = null;
      const worst = { center: 0, own: 0, firstPile: 0 };
      let decisions = 0;
      for (let moves = 0; ; moves++) {
        assert.ok(moves < 2000, 'the game ends');
        if ((await untilHumanOrEnd(page, 120_000)) === 'over') break;
        const now = await places(page);
        decisions++;
        if (before && !before.summary && !now.summary) {
          worst.center = Math.max(worst.center, moved(before.center, now.center));
          worst.own = Math.max(worst.own, moved(before.own, now.own));
          worst.firstPile = Math.max(worst.firstPile, moved(before.firstPile, now.firstPile));
        }
        before = now;
        await page
          .locator('[data-testid=actions] [data-action-index]')
          .first()
          .click({ timeout: 3000 })
          .catch(() => {});
      }
      const shift = await page.evaluate(() => window.layoutShift);
      console.log(
        `[figures] ${game} ${seats[1]} seats ${size.name}: ${decisions} decisions, largest move of the play area ${worst.center.toFixed(1)} px, of your seat ${worst.own.toFixed(1)} px, of the middle's first pile ${worst.firstPile.toFixed(1)} px (drawn smaller as the middle grows), CLS of the game ${shift.toFixed(3)}`,
      );
      assert.ok(worst.center <= 4, `the play area moved ${worst.center.toFixed(1)} px between two decisions`);
      assert.ok(worst.own <= 4, `your seat moved ${worst.own.toFixed(1)} px between two decisions`);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}

test('the table header reads whole on a phone of 360 and 390 px, in English and German', async () => {
  const problems = [];
  for (const size of [{ width: 360, height: 740 }, { width: 390, height: 844 }]) {
    const { page, errors } = await pageAt(size);
    for (const lang of ['en', 'de']) {
      for (const { game, seats } of GAMES) {
        await page.goto(playLink(browser.server.base, { game, seats: seats[0], seed: 3, lang }));
        await page.locator('[data-testid=table]').waitFor();
        // Attached with its words, seen or not: a line squeezed to nothing is what this looks for.
        await page.waitForFunction(() => document.querySelector('.you-line')?.textContent.trim());
        const found = await page.evaluate(() => {
          const cut = [];
          const parts = [...document.querySelectorAll('.table-head h1, .table-head .you-line, .table-links > *')];
          const boxes = parts.map((e) => [e, e.getBoundingClientRect()]);
          for (const [i, [e, r]] of boxes.entries()) {
            const name = e.innerText.trim();
            if (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1) cut.push(`"${name}" is cut`);
            if (getComputedStyle(e).textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth) cut.push(`"${name}" ends in an ellipsis`);
            if (r.width < 1 || r.left < 0 || r.right > innerWidth + 0.5 || r.top < 0) cut.push(`"${name}" is out of the window`);
            for (const [other, o] of boxes.slice(i + 1)) {
              if (r.left < o.right - 0.5 && o.left < r.right - 0.5 && r.top < o.bottom - 0.5 && o.top < r.bottom - 0.5) {
                cut.push(`"${name}" overlaps "${other.innerText.trim()}"`);
              }
            }
          }
          return cut;
        });
        problems.push(...found.map((p) => `${size.width}px ${lang} ${game}: ${p}`));
        if (game === 'gridlock') {
          await page.screenshot({ path: `${SHOTS}header-${game}-${lang}-${size.width}.png`, clip: { x: 0, y: 0, width: size.width, height: 130 } });
        }
      }
    }
    assert.deepEqual(errors, []);
    await page.close();
  }
  assert.deepEqual(problems, []);
});
