import { serveDist, launch } from './harness.mjs';
const server = await serveDist();
const ctx = await launch();
const page = await ctx.newPage();
const out = new URL('../../target/screenshots/', import.meta.url).pathname;
for (const [w, h, name] of [[1280, 800, 'desktop'], [390, 844, 'phone']]) {
  await page.setViewportSize({ width: w, height: h });
  await page.goto(server.base + '#/');
  await page.locator('[data-testid=lobby]').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}lobby-${name}.png` });
  await page.goto(server.base + '#/rules/grimwood');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}rules-grimwood-${name}.png` });
}
await ctx.close(); await server.close();
