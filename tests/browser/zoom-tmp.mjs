import { serveDist, launch, playLink, untilHumanOrEnd } from './harness.mjs';
const server = await serveDist();
const ctx = await launch();
const page = await ctx.newPage();
await page.setViewportSize({ width: 1280, height: 800 });
await page.goto(playLink(server.base, { game: 'gridlock', seats: 3, seed: 20261123, you: 0, bot: 'easy', rounds: 1, pace: 'fast' }));
await page.locator('[data-testid=table]').waitFor();
console.log(await untilHumanOrEnd(page));
try { await page.locator('[data-seat="0"]').scrollIntoViewIfNeeded({ timeout: 3000 }); console.log('ok'); } catch (e) { console.log(e.message.split('\n').slice(0, 12).join('\n')); }
await ctx.close(); await server.close();
