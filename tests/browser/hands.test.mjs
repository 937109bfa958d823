// Every card in a long hand reads whole: at 1280x800 and on a 390x844 phone, in Grid of Shadows
// hands of 11, 15, 21, 26 and 35 cards (replays of seeded games where a seat kept picking up), each
// card's name is drawn whole (never "Yello…", never a word broken across lines, never under the
// corner index) and each card's corner index is whole and uncovered, however the hand is fanned;
// a hand too long even for that scrolls sideways and its last card can be brought into view. A
// screenshot of each is left in target/screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { serveDist, launch, openPage, settled } from './harness.mjs';

let server;
before(async () => {
  server = await serveDist();
});
after(async () => {
  await server?.close();
});
const SHOTS = new URL('../../target/screenshots/', import.meta.url).pathname;

// `arena play --game grid-of-shadows --seats random,heuristic,heuristic,heuristic --games 4 --seed 8 --codes`:
// games 3 and 0, in which the random seat calls "Lights!" at random and picks up most of the deck.
const PICKUPS = 'd5.D2dyaWQtb2Ytc2hhZG93cwQAAOjTrue598e11QGQAQIEBgcBAAgHBgYABgIXDAkBAQEICgQGAC8GAwYHAQEBCgQEAQAICQEBAQkJAQACAw4LAQEBAwMBAAYCBQYABQkFCAkBAQEICwcGBgYHBgIABQAIBAMDBwEBAAUGBgEBAAcIAQoBAQEBBgEBAQ4QAAMAAAQBAQAEAAEABQEDAAEFAAAEAAIAAAABAQAAAAAAAA';
const HOARD = 'd5.D2dyaWQtb2Ytc2hhZG93cwQAAOjTrue598e11QGlAQIEBgcBAQECBgEABgENBgEBAQovCAAbDAYIBAQBAgEEAAEDAAQHAgUBAQEGBQICBQoBBwUEAAIDAwMBAgACAwEFAQEBAgQBAQELCQgLCQQACgAHBAMDAAgFAQoOAQAHAgIEAQEAAwMDAQEAAgMBAQABAQYEAQAKAgAHBAEABgMEAAYGHggGAwUGBwgSAAAAAAQCAAAAAgIAAAAABQAAAAEEAAAAAA';
const HANDS = [
  { code: PICKUPS, seat: 0, step: 120, cards: 11 },
  { code: PICKUPS, seat: 1, step: 120, cards: 15 },
  { code: PICKUPS, seat: 3, step: 100, cards: 21 },
  { code: HOARD, seat: 0, step: 100, cards: 26 },
  { code: HOARD, seat: 0, step: 120, cards: 35 },
];
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
];

/// What is wrong with the hand as drawn, and how it is laid out.
async function readHand(page) {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const hand = document.querySelector('[data-testid=hand]');
    const box = hand.getBoundingClientRect();
    const problems = [];
    const cards = [...hand.querySelectorAll('.card.face')];
    const wholeWords = (el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) return match[0];
        }
      }
      return null;
    };
    for (const card of cards) {
      const id = card.getAttribute('data-card');
      const name = card.querySelector('.card-name');
      if (name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1) {
        problems.push(`the name of ${id} is cut ("${name.textContent}" in ${name.clientWidth}x${name.clientHeight} px)`);
      }
      const broken = wholeWords(name);
      if (broken) problems.push(`the word "${broken}" of ${id} is broken across lines`);
      const c = card.getBoundingClientRect();
      const index = card.querySelector('.card-index').getBoundingClientRect();
      // The corner index is drawn over the face: it must not hide the start of the name.
      const words = document.createRange();
      words.selectNodeContents(name);
      for (const line of words.getClientRects()) {
        const across = Math.min(line.right, index.right) - Math.max(line.left, index.left);
        const down = Math.min(line.bottom, index.bottom) - Math.max(line.top, index.top);
        if (across > 1 && down > 1) {
          problems.push(`the index of ${id} covers its name`);
          break;
        }
      }
      // Only what the hand shows now: a hand that scrolls shows the rest when scrolled.
      if (index.left < box.left - 1 || index.right > box.right + 1) continue;
      for (const x of [index.left + 1.5, index.right - 1.5]) {
        const hit = document.elementFromPoint(x, index.top + index.height / 2);
        if (!hit || !card.contains(hit)) {
          problems.push(`the index of ${id} is covered by ${hit?.getAttribute('data-card') ?? hit?.className ?? 'nothing'}`);
          break;
        }
      }
      if (c.bottom > innerHeight + 1) problems.push(`${id} runs off the bottom of the window`);
    }
    return {
      problems: [...new Set(problems)],
      count: cards.length,
      width: cards.length ? Math.round(cards[0].getBoundingClientRect().width) : 0,
      rows: hand.getAttribute('data-rows'),
      scrolls: hand.scrollWidth > hand.clientWidth + 1,
      scrollable: hand.hasAttribute('data-scrolls'),
    };
  });
}

for (const size of SIZES) {
  test(`long Grid of Shadows hands read whole on a ${size.name}`, async () => {
    await mkdir(SHOTS, { recursive: true });
    const { name: _shown, ...options } = size;
    const context = await launch(options);
    try {
      const { page, errors } = await openPage(context);
      const problems = [];
      for (const { code, seat, step, cards } of HANDS) {
        await page.goto(`${server.base}#/replay?code=${code}&seat=${seat}&step=${step}&lang=en`);
        await page.locator('[data-testid=table]').waitFor();
        await settled(page);
        const drawn = await readHand(page);
        await page.screenshot({ path: `${SHOTS}hand-${cards}-${size.name}.png` });
        console.log(`[figures] ${cards} cards on a ${size.name}: ${drawn.rows} row(s) of ${drawn.width} px cards${drawn.scrolls ? ', scrolling sideways' : ''}`);
        assert.equal(drawn.count, cards, `the replay shows seat ${seat} holding ${cards} cards`);
        problems.push(...drawn.problems.map((p) => `${cards} cards: ${p}`));
        if (drawn.scrolls) {
          assert.ok(drawn.scrollable, `${cards} cards: a hand that scrolls says so (data-scrolls), so a finger can slide it`);
          await page.locator('[data-testid=hand]').evaluate((hand) => { hand.scrollLeft = hand.scrollWidth; });
          const end = await readHand(page);
          problems.push(...end.problems.map((p) => `${cards} cards, scrolled to the end: ${p}`));
          const last = await page.locator('[data-testid=hand] .card').last().boundingBox();
          assert.ok(last.x + last.width <= size.viewport.width + 1, `${cards} cards: the last card scrolls into view`);
        }
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
