// `npm run shots`: screenshots of the reading screens on a phone (375×812, Debian's Chromium) in the light, dark
// and grey themes and in English, for people to look at before they call a screen done. Not a test: it asserts
// nothing. Builds the front end if needed, starts the reference platform on a freshly seeded database in a
// temporary folder and `next start`, both on free ports, and writes screenshots/<screen>-<variant>.png.
//
// By default home, an article, an image set, a video, moreLive and a live; SHOTS=home,tagList   these screens;
// SHOTS=all   every reading screen of the spec and the not-found state;  SHOTS_FULL=1   whole pages.
import { chromium, devices } from '@playwright/test';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import machine from './lib/machine.cjs';
import processes from './lib/processes.cjs';

const { ROOT, ensureBuild, freePort, startNext, startPlatform, stop } = processes;
const { CHROMIUM, cjkFace, NO_CJK_FACE } = machine;
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
  const topic = await first('getArticles?siteId=1&columnId=8&page=0&articleType=3');
  const h5 = (await call(platformUrl, 'getArticles?siteId=1&columnId=1&page=0&pageSize=50')).list.find(
    (item) => item.articleType === 12,
  );
  const paper = await call(platformUrl, 'getLatestPaper?siteId=1');
  return {
    // the six looked at most (the default)
    home: '/home.html',
    article: `/newsDetail/${article.columnID}/${article.fileId}.html`,
    imageDetail: `/imageDetail/${images.columnID}/${images.fileId}.html`,
    videoDetail: `/videoDetail/${video.columnID}/${video.fileId}.html`,
    moreLive: '/moreLive.html',
    liveDetail: `/liveDetail/${live.fileId}.html`,
    // every other reading screen (SHOTS=all)
    columnDetail: '/columnDetail/4.html',
    columnShare: '/columnShare/2/21.html',
    moreModules: '/moreModules.html',
    moreImage: '/moreImage/7.html',
    specDetail: `/specDetail/${topic.fileId}.html`,
    specMore: '/specMore/8.html',
    tagList: '/tagList/3.html',
    subscriptionList: '/subscriptionList.html',
    timeline: `/timeline/${topic.fileId}.html`,
    linkDetail: `/linkDetail/${h5.fileId}.html`,
    onlineStudy: '/onlineStudy/10002.html',
    aboutUs: '/aboutUs.html',
    downloadClient: '/downloadClient.html',
    previewPDF: '/previewPDF.html?id=10002',
    paperSharePage: `/paperSharePage/${paper.date}/${paper.paperId}/A01.html`,
    productDetail: '/productDetail.html?id=2',
    noticeDetail: '/noticeDetail.html?id=1',
    notFound: '/newsDetail/1/999999.html',
  };
}

const DEFAULT_SHOTS = ['home', 'article', 'imageDetail', 'videoDetail', 'moreLive', 'liveDetail'];

// pictures of boxes would pass for screenshots: say so before taking them
if (!cjkFace()) console.warn(`[shots] warning: ${NO_CJK_FACE}`);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shots-platform-'));
let platform;
let web;
let browser;
try {
  const [platformPort, webPort] = [await freePort(), await freePort()];
  const platformUrl = `http://localhost:${platformPort}`;
  ensureBuild({ env: { PLATFORM_URL: platformUrl } });
  const webUrl = `http://localhost:${webPort}`;
  platform = await startPlatform({
    port: platformPort,
    fresh: true,
    quiet: true,
    env: { PLATFORM_DATA_DIR: dataDir, PLATFORM_PUBLIC_URL: platformUrl, WEB_PUBLIC_URL: webUrl, PLATFORM_LOG: '0' },
  });
  web = await startNext({ port: webPort, quiet: true, env: { PLATFORM_URL: platformUrl, PUBLIC_URL: webUrl } });
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
  await Promise.all([stop(web), stop(platform)]);
  await rm(dataDir, { recursive: true, force: true });
}
