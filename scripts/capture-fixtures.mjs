// Captures real answers of the reference platform into tests/fixtures/ for component tests.
// Starts a freshly seeded platform on a free port (its own data folder), asks each call, saves the
// envelopes as they came. Run: node scripts/capture-fixtures.mjs
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT, startPlatform, stop } from './lib/processes.cjs';

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fixtures-'));
const base = `http://localhost:${port}/app_if`;
const platform = await startPlatform({ port, env: { PLATFORM_DATA_DIR: dataDir, PLATFORM_LOG: '0' }, quiet: true });

const calls = {
  config: 'getConfig?siteId=1&appID=lanhai-wap',
  columns: 'getColumns?siteId=1&parentColumnId=0',
  'articles-home-page0': 'getArticles?siteId=1&columnId=1&page=0',
  'articles-home-page1': 'getArticles?siteId=1&columnId=1&page=1',
  'modules-home': 'getModuleView?siteId=1&columnId=1',
  'article-news': 'getArticleContent?siteId=1&articleId=10001',
  'article-empty': 'getArticleContent?siteId=1&articleId=99999',
  'comments-10001-page0': 'discussView?siteId=1&id=10001&source=0&page=0',
  'comments-10001-hot': 'discussHot?siteId=1&id=10001&count=3',
  'related-10001': 'getRelatedArticles?siteId=1&articleId=10001&count=5',
  'recommend-10001': 'getRecommendList?siteId=1&articleId=10001&count=5',
};

try {
  const articles = await (await fetch(`${base}/getArticles?siteId=1&columnId=7&page=0`)).json();
  calls['article-image-set'] = `getArticleContent?siteId=1&articleId=${articles.data.list[0].fileId}`;
  const videos = await (await fetch(`${base}/getArticles?siteId=1&columnId=6&page=0`)).json();
  calls['article-video'] = `getArticleContent?siteId=1&articleId=${videos.data.list[0].fileId}`;
  for (const [name, query] of Object.entries(calls)) {
    const body = await (await fetch(`${base}/${query}`)).json();
    // addresses are rewritten to a stable host so fixtures do not depend on the port of this run
    const text = JSON.stringify(body, null, 2).replaceAll(`http://localhost:${port}`, 'http://platform.test');
    writeFileSync(path.join(ROOT, 'tests/fixtures', `${name}.json`), `${text}\n`);
    console.log(`[fixtures] ${name}.json ← ${query}`);
  }
} finally {
  await stop(platform);
  rmSync(dataDir, { recursive: true, force: true });
}
