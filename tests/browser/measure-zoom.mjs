// Measurement, not a test: how often the board's regions change size while a game is played. It
// plays a seeded game against bots (your moves picked by a fixed rule, so two builds play the same
// game), records every zoom each region is drawn at, and prints the changes per region.
//
//   node tests/browser/measure-zoom.mjs DIST GAME SEATS [--moves 12] [--seed 7] [--size 390x844]
import { serveDist, launch, openPage, playLink, untilHumanOrEnd, settled } from './harness.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const [dist, game, seats] = args;
const MOVES = Number(option('moves', 12));
const [width, height] = option('size', '390x844').split('x').map(Number);
const phone = width < 761;
const server = await serveDist(dist);
const context = await launch(
  phone ? { viewport: { width, height }, isMobile: true, hasTouch: true } : { viewport: { width, height } },
);
const { page, errors } = await openPage(context);
await page.goto(playLink(server.base, { game, seats, seed: option('seed', '7') }));
await page.locator('[data-testid=table]').waitFor();
await page.evaluate(() => {
  window.zooms = [];
  const drawnAt = new WeakMap();
  const record = () => {
    for (const fit of document.querySelectorAll('.region-fit')) {
      const zoom = fit.style.zoom || '1';
      if (drawnAt.get(fit) !== zoom) {
        drawnAt.set(fit, zoom);
        window.zooms.push([fit.parentElement.className.replace('region ', ''), zoom]);
      }
    }
  };
  record();
  new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
});
let moves = 0;
for (; moves < MOVES; moves++) {
  if ((await untilHumanOrEnd(page, 120_000)) === 'over') break;
  await settled(page);
  const buttons = page.locator('[data-testid=actions] [data-action-index]');
  await buttons.nth((moves * 7) % (await buttons.count())).click();
}
await page.waitForTimeout(500);
const byRegion = {};
for (const [region, zoom] of await page.evaluate(() => window.zooms)) (byRegion[region] ??= []).push(zoom);
console.log(`${game}, ${seats} seats, ${width}x${height}, ${moves} of your moves`);
for (const [region, zooms] of Object.entries(byRegion)) {
  console.log(`  ${region}: ${zooms.length - 1} changes (${zooms.join(' ')})`);
}
if (errors.length) console.log('page errors:', errors);
await context.close();
await server.close();
