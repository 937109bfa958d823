// Headless Chromium against the release build, in German: the header's picker, a link's `lang`
// field, every rules page and every game's table, and a whole game of Grimwood, each checked for
// English words from the catalogue on the screen (visible text, accessible names and tooltips).
//
// "English words from the catalogue": every word of three letters or more in the string literals
// of `src/lang/en/*.rs` and in the English rules pages, less every word the German catalogue
// (`src/lang/de/*.rs` and the `rules.de.md` pages) uses too, so names both languages share (Grue,
// Lobby) do not count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useBrowser, openPage, untilHumanOrEnd, playLink } from './harness.mjs';

const browser = useBrowser();
const ROOT = new URL('../../', import.meta.url).pathname;
const SHOTS = join(ROOT, 'target/screenshots/');
const GAMES = ['grue', 'grid-of-shadows', 'gridlock', 'shadow-house', 'grimwood'];
const GAME_DIRS = ['grue', 'grid_of_shadows', 'gridlock', 'shadow_house', 'grimwood'];

function words(text) {
  return text
    .split(/[^\p{L}]+/u)
    .filter((w) => [...w].length >= 3)
    .map((w) => w.toLowerCase());
}

/// Words in string literals, less `{placeholders}` and the ids a match arm is chosen by.
function literalWords(source) {
  const parts = source.replaceAll('\\"', "'").split('"');
  return parts
    .filter((_, i) => i % 2 === 1 && !/^\s*=>/.test(parts[i + 1] ?? ''))
    .flatMap((part) => words(part.replace(/\{[^{}]*\}/g, ' ')));
}

async function catalogue(lang) {
  const dir = join(ROOT, 'src/lang', lang);
  const found = new Set();
  for (const file of await readdir(dir)) {
    literalWords(await readFile(join(dir, file), 'utf8')).forEach((w) => found.add(w));
  }
  const page = lang === 'en' ? 'rules.md' : 'rules.de.md';
  for (const game of GAME_DIRS) {
    // A card link's target (`[Blau 5](card:blue-5)`) is an id the page never shows.
    const text = (await readFile(join(ROOT, 'src/games', game, page), 'utf8')).replace(/\]\(card:[^)\s]*\)/g, ']');
    words(text).forEach((w) => found.add(w));
  }
  return found;
}

const english = (async () => {
  const [en, de] = await Promise.all([catalogue('en'), catalogue('de')]);
  return new Set([...en].filter((w) => !de.has(w)));
})();

/// Everything a player reads or hears on the page now, but the picker, which names each language
/// in itself ("English", "Deutsch") on purpose.
async function screenText(page) {
  return page.evaluate(() => {
    const picker = document.querySelector('[data-testid=language]')?.innerText ?? '';
    const named = [...document.querySelectorAll('[aria-label], [title]')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`);
    return [document.body.innerText.replace(picker, ''), ...named].join('\n');
  });
}

/// Each English word on the screen, with the line it stands in.
async function englishFound(page) {
  const englishWords = await english;
  const text = await screenText(page);
  const found = text
    .split('\n')
    .flatMap((line) => words(line).filter((w) => englishWords.has(w)).map((w) => `${w}: ${line.trim()}`));
  return [...new Set(found)];
}

async function assertGerman(page, where) {
  assert.deepEqual(await englishFound(page), [], `English on the screen at ${where}`);
}

async function isGerman(page) {
  return (await page.getAttribute('html', 'lang')) === 'de';
}

test('the catalogues differ: the English word list is long and holds everyday words', async () => {
  const englishWords = await english;
  assert.ok(englishWords.size > 500, `${englishWords.size} words`);
  for (const word of ['the', 'your', 'card', 'seat', 'draw', 'players']) {
    assert.ok(englishWords.has(word), word);
  }
});

test('the picker switches the lobby to German, and the choice survives a reload', async () => {
  await mkdir(SHOTS, { recursive: true });
  const { page, errors } = await openPage(browser.context);
  await page.goto(`${browser.server.base}#/`);
  await page.locator('[data-testid=lobby]').waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'en', 'a browser set to English starts in English');
  await page.getByText('Choose a game').waitFor();
  const inEnglish = await englishFound(page);
  assert.ok(inEnglish.length > 20, `the check finds the English lobby English: ${inEnglish.length} words`);
  await Promise.all([page.waitForEvent('load'), page.selectOption('[data-testid=language]', 'de')]);
  await page.locator('[data-testid=lobby]').waitFor();
  assert.ok(await isGerman(page));
  await page.getByText('Wähle ein Spiel').waitFor();
  await assertGerman(page, 'the lobby');
  await page.reload();
  await page.locator('[data-testid=lobby]').waitFor();
  assert.ok(await isGerman(page), 'remembered');
  await page.screenshot({ path: join(SHOTS, 'german-lobby.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('every rules page and every table reads in German', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const game of GAMES) {
    await page.goto(`${browser.server.base}#/rules/${game}`);
    await page.locator('[data-testid=rules]').waitFor();
    await assertGerman(page, `the rules of ${game}`);
    const seats = ['grue', 'shadow-house'].includes(game) ? 5 : 4;
    await page.goto(playLink(browser.server.base, { game, seats, bot: 'easy', seed: 3 }));
    await page.locator('[data-testid=table]').waitFor();
    assert.equal(await untilHumanOrEnd(page, 60_000), 'act');
    await assertGerman(page, `the table of ${game}`);
    await page.screenshot({ path: join(SHOTS, `german-${game}.png`) });
    // Longer German words must still fit a phone: no sideways scrolling, the prompt in sight.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(200);
    const fits = await page.evaluate(() => {
      const prompt = document.querySelector('[data-testid=prompt]').getBoundingClientRect();
      return document.documentElement.scrollWidth <= window.innerWidth + 1 && prompt.bottom <= window.innerHeight && prompt.top >= 0;
    });
    assert.ok(fits, `${game} in German fits a phone`);
    await page.screenshot({ path: join(SHOTS, `german-${game}-phone.png`) });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a whole game of Grimwood in German, English nowhere on the screen', async () => {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(playLink(browser.server.base, { game: 'grimwood', seats: 3, bot: 'easy', seed: 8 }));
  await page.locator('[data-testid=table]').waitFor();
  let turns = 0;
  for (;;) {
    assert.ok(turns < 2000, 'the game ends');
    if ((await untilHumanOrEnd(page, 120_000)) === 'over') break;
    await assertGerman(page, `turn ${turns}`);
    await page
      .locator('[data-testid=actions] [data-action-index]')
      .first()
      .click({ timeout: 3000 })
      .catch(() => {});
    turns++;
  }
  await page.locator('[data-testid=end-screen]').waitFor();
  await assertGerman(page, 'the end screen');
  await page.screenshot({ path: join(SHOTS, 'german-grimwood-end.png') });
  console.log(`# a whole Grimwood game in German: ${turns} turns of the person, each screen checked`);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a link's lang field wins and is remembered; the picker brings English back", async () => {
  const { page, errors } = await openPage(browser.context);
  await page.goto(playLink(browser.server.base, { game: 'grue', seats: 5, lang: 'en' }));
  await page.locator('[data-testid=table]').waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  // Only the address's fragment changes: the page reloads itself in the link's language.
  await page.goto(playLink(browser.server.base, { game: 'grue', seats: 5, lang: 'de' }));
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  await page.locator('[data-testid=table]').waitFor();
  assert.match(page.url(), /lang=de/, 'the canonical link names its language');
  await Promise.all([page.waitForEvent('load'), page.selectOption('[data-testid=language]', 'en')]);
  await page.locator('[data-testid=table]').waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.match(page.url(), /lang=en/);
  assert.deepEqual(errors, []);
  await page.close();
});
