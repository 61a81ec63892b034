// `npm run shots`: screenshots of the reading screens on a phone (375×812, Debian's Chromium) in the light, dark
// and grey themes and in English, for people to look at before they call a screen done. Not a test: it asserts
// nothing. Builds the front end if needed, starts the reference platform on a freshly seeded database in a
// temporary folder and `next start`, both on free ports, and writes screenshots/<screen>-<variant>.png.
//
// SHOTS=home,article   only these screens;  SHOTS_FULL=1   whole pages, not just the first screen.
import { chromium, devices } from '@playwright/test';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import processes from './lib/processes.cjs';

const { ROOT, ensureBuild, freePort, startNext, startPlatform, stop } = processes;
const OUT = path.join(ROOT, 'screenshots');
const VARIANTS = { light: '?theme=normal', dark: '?theme=dark', grey: '?theme=grey', en: '?theme=normal&lang=en' };

/** One page of a platform list call (the answer's data). */
async function call(platformUrl, query) {
  const response = await fetch(`${platformUrl}/app_if/${query}`);
  const body = await response.json();
  if (body.status !== 0) throw new Error(`${query}: status ${body.status}`);
  return body.data;
}

/** The screens, with real ids read from the seeded platform. */
async function screens(platformUrl) {
  const first = async (query) => (await call(platformUrl, query)).list[0];
  const article = await first('getArticles?siteId=1&columnId=1&page=0&articleType=0');
  const images = await first('getArticles?siteId=1&columnId=7&page=0&articleType=1');
  const video = await first('getArticles?siteId=1&columnId=6&page=0');
  const live = (await call(platformUrl, 'getLiveList?siteId=1&page=0')).list[0];
  return {
    home: '/home.html',
    article: `/newsDetail/${article.columnID}/${article.fileId}.html`,
    imageDetail: `/imageDetail/${images.columnID}/${images.fileId}.html`,
    videoDetail: `/videoDetail/${video.columnID}/${video.fileId}.html`,
    moreLive: '/moreLive.html',
    liveDetail: `/liveDetail/${live.fileId}.html`,
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shots-platform-'));
let platform;
let web;
let browser;
try {
  ensureBuild();
  const [platformPort, webPort] = [await freePort(), await freePort()];
  const platformUrl = `http://localhost:${platformPort}`;
  const webUrl = `http://localhost:${webPort}`;
  platform = await startPlatform({
    port: platformPort,
    fresh: true,
    quiet: true,
    env: { PLATFORM_DATA_DIR: dataDir, PLATFORM_PUBLIC_URL: platformUrl, WEB_PUBLIC_URL: webUrl, PLATFORM_LOG: '0' },
  });
  web = await startNext({ port: webPort, quiet: true, env: { PLATFORM_URL: platformUrl, PUBLIC_URL: webUrl } });
  const wanted = process.env.SHOTS?.split(',');
  const all = Object.entries(await screens(platformUrl)).filter(([name]) => !wanted || wanted.includes(name));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  await mkdir(OUT, { recursive: true });
  for (const [name, route] of all) {
    for (const [variant, query] of Object.entries(VARIANTS)) {
      // a fresh context each time: the theme and language choices are kept in cookies
      // a phone, as most readers are (the browser tests use the same one)
      const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await page.goto(`${webUrl}${route}${query}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(OUT, `${name}-${variant}.png`);
      await page.screenshot({ path: file, fullPage: process.env.SHOTS_FULL === '1' });
      console.log(`[shots] ${path.relative(ROOT, file)}  ${route}${query}`);
      await context.close();
    }
  }
} finally {
  await browser?.close();
  await Promise.all([stop(web), stop(platform)]);
  await rm(dataDir, { recursive: true, force: true });
}
