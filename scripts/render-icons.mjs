#!/usr/bin/env node
// Draws the app icon's PNGs (public/icon-192.png, public/icon-512.png) from public/icon.svg with
// headless Chromium, the one SVG renderer the browser tests already install. The PNGs are
// committed: run this only after changing the SVG (`node scripts/render-icons.mjs`, with
// tests/browser's node_modules installed).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(`${root}tests/browser/package.json`);
const { chromium } = require('playwright-core');

const svg = await readFile(`${root}public/icon.svg`, 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<body style="margin:0">${sized}</body>`);
    await page.screenshot({ path: `${root}public/icon-${size}.png`, omitBackground: true });
    await page.close();
    console.log(`public/icon-${size}.png`);
  }
} finally {
  await browser.close();
}
