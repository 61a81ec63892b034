// `npm run shots`: screenshots of the reading screens on a phone (375×812, Debian's Chromium) in the light, dark
// and grey themes and in English, for people to look at before they call a screen done. Not a test: it asserts
// nothing. Builds the front end if needed, starts the reference platform on a freshly seeded database in a
// temporary folder and the front end, both on free ports, and writes screenshots/<screen>-<variant>.png.
//
// By default home, newsDetail, imageDetail, videoDetail, moreLive and liveDetail; SHOTS=home,tagList   these;
// SHOTS=all   every built screen and the not-found state;  SHOTS_FULL=1   whole pages.
import { chromium, devices } from '@playwright/test';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import machine from './lib/machine.cjs';
import processes from './lib/processes.cjs';
import { screenAddresses } from './lib/screenAddresses.mjs';

const { ROOT, startDemoSite, stop } = processes;
const { CHROMIUM, cjkFace, NO_CJK_FACE } = machine;
const OUT = path.join(ROOT, 'screenshots');
const VARIANTS = { light: '?theme=normal', dark: '?theme=dark', grey: '?theme=grey', en: '?theme=normal&lang=en' };

/** One platform call of {base} (app_if) or {nis} (the answer's data). */
async function call(platformUrl, query, base = 'app_if') {
  const response = await fetch(`${platformUrl}/${base}/${query}`);
  const body = await response.json();
  if (body.status !== 0) throw new Error(`${query}: status ${body.status}`);
  return body.data;
}

/** One {sso} call of the platform (the answer's value). */
async function memberCall(platformUrl, query) {
  const response = await fetch(`${platformUrl}/sso-app/api/${query}`);
  const body = await response.json();
  if (body.code !== 1) throw new Error(`${query}: ${body.msg}`);
  return body.value;
}

/** Every built screen (scripts/lib/screenAddresses.mjs, as the browser tests use it) and the not-found state. */
async function screens(platformUrl) {
  return {
    ...(await screenAddresses(
      (query) => call(platformUrl, query),
      (query) => memberCall(platformUrl, query),
      (query) => call(platformUrl, query, 'nis'),
    )),
    notFound: '/newsDetail/1/999999.html',
  };
}

const DEFAULT_SHOTS = ['home', 'newsDetail', 'imageDetail', 'videoDetail', 'moreLive', 'liveDetail'];

// pictures of boxes would pass for screenshots: say so before taking them
if (!cjkFace()) console.warn(`[shots] warning: ${NO_CJK_FACE}`);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shots-platform-'));
let site;
let browser;
try {
  site = await startDemoSite({ dataDir });
  const { platformUrl, webUrl } = site;
  const wanted = process.env.SHOTS === 'all' ? null : (process.env.SHOTS?.split(',') ?? DEFAULT_SHOTS);
  const all = Object.entries(await screens(platformUrl)).filter(([name]) => !wanted || wanted.includes(name));
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  await mkdir(OUT, { recursive: true });
  for (const [name, route] of all) {
    for (const [variant, query] of Object.entries(VARIANTS)) {
      // a fresh context each time: the theme and language choices are kept in cookies
      // a phone, as most readers are (the browser tests use the same one)
      const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      const address = route.includes('?') ? `${route}&${query.slice(1)}` : `${route}${query}`;
      await page.goto(`${webUrl}${address}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(OUT, `${name}-${variant}.png`);
      await page.screenshot({ path: file, fullPage: process.env.SHOTS_FULL === '1' });
      console.log(`[shots] ${path.relative(ROOT, file)}  ${address}`);
      await context.close();
    }
  }
} finally {
  await browser?.close();
  if (site) await Promise.all([stop(site.web), stop(site.platform)]);
  await rm(dataDir, { recursive: true, force: true });
}
