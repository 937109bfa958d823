// Headless Chromium against the release build: the rules pages, which each game's own module
// draws. The lobby's link to a game's rules loads that game's module (a reload through boot.js) and
// the page's "Back to the lobby" loads the lobby's again; the table's Rules link stays within its
// module. The cards the text links to are the table's own cards (corner index, symbol, name), and
// on a phone they wrap rather than scroll the page sideways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, playLink } from './harness.mjs';

const browser = useBrowser();

/// The page's app module, as boot.js loaded it (`duskdeck-<page>-<lang>`).
async function loadedModule(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => /duskdeck-([a-z-]+)-(en|de)_bg\.wasm/.exec(entry.name)?.[1])
      .filter(Boolean)
      .at(-1),
  );
}

async function rulesDrawn(page) {
  await page.locator('[data-testid=rules] .rules-text[aria-busy=false]').waitFor();
}

test('the lobby hands a rules page to its game, whose cards it draws as the table does', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${browser.server.base}#/`);
  await page.locator('[data-testid=lobby]').waitFor();
  assert.equal(await loadedModule(page), 'lobby');
  await Promise.all([page.waitForEvent('load'), page.locator('[data-rules-link=grue]').click()]);
  await rulesDrawn(page);
  assert.equal(await loadedModule(page), 'grue', 'the Grue rules are the Grue module');
  assert.match(page.url(), /#\/rules\/grue$/);
  // The setup's picture and the deck: the table's card faces, named as the table names them.
  const faces = await page.evaluate(() =>
    [...document.querySelectorAll('.rules-text .card.face')].map((card) => ({
      id: card.dataset.card,
      index: card.querySelector('.card-index b')?.textContent,
      symbol: Boolean(card.querySelector('.card-symbol path')?.getAttribute('d')),
      name: card.querySelector('.card-name')?.textContent,
      label: card.getAttribute('aria-label'),
      interactive: card.hasAttribute('tabindex') || card.hasAttribute('data-drag') || card.hasAttribute('data-drop'),
    })),
  );
  assert.ok(faces.length >= 12, `${faces.length} cards drawn`);
  const lantern = faces.find((card) => card.id === 'Lantern');
  assert.deepEqual(
    { index: lantern.index, symbol: lantern.symbol, name: lantern.name },
    { index: 'Lan', symbol: true, name: 'Lantern' },
  );
  assert.ok(lantern.label.startsWith('Lantern'), lantern.label);
  assert.ok(faces.every((card) => !card.interactive), 'a card on a rules page is a picture');
  // The words stay as written: the link's words, no link, no token.
  const text = await page.locator('.rules-text').innerText();
  assert.ok(text.includes('Seat 2: ▯ ▯ Darkness and the Sword.'), 'the setup reads as before');
  assert.ok(!text.includes('card:'), 'no token shows');
  assert.equal(await page.locator('.rules-text a[href^="card:"]').count(), 0);

  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('link', { name: 'Back to the lobby' }).first().click(),
  ]);
  await page.locator('[data-testid=lobby]').waitFor();
  assert.equal(await loadedModule(page), 'lobby');
  assert.deepEqual(errors, []);
  await page.close();
});

test("the table's Rules link opens the rules within the game's module, without a reload", async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(playLink(browser.server.base, { game: 'gridlock', seats: 2, seed: 5 }));
  await page.locator('[data-testid=table]').waitFor();
  await page.evaluate(() => {
    window.stillHere = true;
  });
  await page.locator(`a[href="#/rules/gridlock"]`).first().click();
  await rulesDrawn(page);
  assert.equal(await page.evaluate(() => window.stillHere), true, 'no reload');
  assert.ok((await page.locator('.rules-text .card.face[data-card="7 Wave"]').count()) >= 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone every rules page draws its cards within the width, never sideways', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const game of ['grue', 'grid-of-shadows', 'gridlock', 'shadow-house', 'grimwood']) {
    await page.goto(`${browser.server.base}#/rules/${game}`);
    await rulesDrawn(page);
    const fit = await page.evaluate(() => ({
      page: document.scrollingElement.scrollWidth,
      window: innerWidth,
      rightmost: Math.max(
        ...[...document.querySelectorAll('.rules-text .card')].map((card) => card.getBoundingClientRect().right),
      ),
      cards: document.querySelectorAll('.rules-text .card').length,
    }));
    assert.ok(fit.cards > 0, `${game} draws cards`);
    assert.ok(fit.page <= fit.window, `${game} scrolls sideways: ${JSON.stringify(fit)}`);
    assert.ok(fit.rightmost <= fit.window, `${game}: a card past the edge: ${JSON.stringify(fit)}`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});
