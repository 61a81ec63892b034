// `npm run bench:offline`: what reading offline costs a phone's storage (docs/offline-reading.md). Starts the
// reference platform (fresh demo) and the front end, reads the first 50 articles of the sitemap in Chromium
// with the service worker on, one page load each (the pictures a reader scrolls to are kept as they load), then prints each cache's entries and bytes and what the
// browser counts against the site's quota (navigator.storage.estimate()), and the same after saving 10 of them.
// Figures, not assertions; written to bench-results/offline.json.
import { chromium, devices } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import machine from './lib/machine.cjs';
import processes from './lib/processes.cjs';

const { ROOT, startDemoSite, stop } = processes;
const ARTICLES = Number(process.env.BENCH_OFFLINE_ARTICLES || 50);
const SAVED = 10;

/** Every cache of the site in this browser: entries and the bytes of their bodies. */
function cacheSizes(page) {
  return page.evaluate(async () => {
    const sizes = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      const requests = await cache.keys();
      for (const request of requests) bytes += (await (await cache.match(request)).arrayBuffer()).byteLength;
      sizes[name] = { entries: requests.length, kb: Math.round(bytes / 1024) };
    }
    const { usage } = await navigator.storage.estimate();
    return { caches: sizes, quotaUsageKb: Math.round(usage / 1024) };
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-offline-'));
let site;
let browser;
try {
  site = await startDemoSite({ dataDir });
  const { webUrl } = site;
  const sitemap = await (await fetch(`${webUrl}/sitemap-articles-1.xml`)).text();
  const articles = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc).pathname)
    .slice(0, ARTICLES);
  if (articles.length < ARTICLES) console.warn(`[bench:offline] the sitemap lists ${articles.length} articles`);

  browser = await chromium.launch({ executablePath: machine.CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`${webUrl}${articles[0]}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  for (const article of articles) {
    await page.goto(`${webUrl}${article}`, { waitUntil: 'load' });
    // kept when its answer came through the worker (a page of one content that may be kept)
    await page.waitForFunction(
      async (key) => Boolean(await caches.match(key, { cacheName: 'offline-pages-v1' })),
      `${webUrl}${article}`,
    );
  }
  const read = await cacheSizes(page);
  for (const article of articles.slice(0, SAVED)) {
    await page.goto(`${webUrl}${article}`, { waitUntil: 'load' });
    const save = page.getByTestId('article-save-offline');
    if (!(await save.count())) continue;
    await save.click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="article-save-offline"]')?.getAttribute('aria-pressed') === 'true',
    );
  }
  const saved = await cacheSizes(page);
  const result = { articles: articles.length, afterReading: read, afterSaving: { saved: SAVED, ...saved } };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench-results', 'offline.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await browser?.close();
  if (site) await Promise.all([stop(site.web), stop(site.platform)]);
  rmSync(dataDir, { recursive: true, force: true });
}
