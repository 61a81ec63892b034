/**
 * Draws the web app manifest's icons (public/icons/icon-{192,512}.png) from app/icon.svg in the local
 * Chromium: `node scripts/draw-icons.mjs` after the logo changes. The PNGs are committed.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const svg = await readFile(path.join(root, 'app/icon.svg'), 'utf8');
await mkdir(path.join(root, 'public/icons'), { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(root, `public/icons/icon-${size}.png`), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log('[icons] public/icons/icon-192.png, icon-512.png');
