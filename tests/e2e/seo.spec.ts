/**
 * What crawlers and feed readers get: a crawler's walk from robots.txt through the sitemap index reaches
 * every published article, image set, video, special topic and column of the demo and nothing else; the
 * news sitemap holds the last two days' articles; the feeds parse with a feed parser and the pages point
 * to them; a page of one content says its content's language and has one address, a list names its other
 * languages; Chromium accepts the web app manifest.
 */
import Parser from 'rss-parser';
import type { APIRequestContext } from '@playwright/test';
import { expect, headOf, PATHS, platform, test } from './fixtures';
import { BUILT_SCREENS, screenPaths } from './screens';

interface Summary {
  fileId: number;
  columnID: number;
  articleType: number;
  routerUrl: string;
  publishtime: string;
}
interface ColumnNode {
  columnID: number;
  columnStyle: number;
  children: ColumnNode[];
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
const idOf = (url: string) => Number(/\/(\d+)\.html$/.exec(url)?.[1]);

/** Every published article of the demo, read column by column from the platform's ordinary listing. */
/** The articles their newsroom closed to sharing: not indexed (noindex), so in no sitemap. */
async function closedToSharing(): Promise<Set<number>> {
  const { list } = await platform<{ list: { fileId: number; shareClosed: number }[] }>(
    'getSitemapArticles?siteId=1&kind=article&pageSize=50000',
  );
  return new Set(list.filter((item) => item.shareClosed).map((item) => item.fileId));
}

async function publishedArticles(): Promise<Map<number, Summary>> {
  const { columns } = await platform<{ columns: ColumnNode[] }>('getColumns?siteId=1&parentColumnId=0');
  const found = new Map<number, Summary>();
  for (const column of columns.flatMap((item) => [item, ...item.children])) {
    for (let page = 0; ; page++) {
      const { list } = await platform<{ list: Summary[] }>(
        `getArticles?siteId=1&columnId=${column.columnID}&page=${page}&pageSize=50`,
      );
      for (const item of list) found.set(item.fileId, item);
      if (list.length < 50) break;
    }
  }
  return found;
}

test(
  'a crawler’s walk from robots.txt reaches every published page of the demo, and nothing else',
  PATHS,
  async ({ request, basePath }) => {
    const robots = await (await request.get(`${basePath}/robots.txt`)).text();
    expect(robots).toContain(`Disallow: ${basePath}/login.html`);
    expect(robots).toContain(`Disallow: ${basePath}/*?*yl=1`);
    expect(robots).toContain(`Disallow: ${basePath}/api/`);
    const index = /^Sitemap: (\S+)$/m.exec(robots)![1]!;
    const indexAnswer = await request.get(index);
    expect(indexAnswer.headers()['content-type']).toContain('application/xml');
    const files = locs(await indexAnswer.text());
    const reached = new Map<string, string[]>();
    for (const file of files) {
      const answer = await request.get(file);
      expect(answer.status(), file).toBe(200);
      reached.set(new URL(file).pathname.split('/').pop()!, locs(await answer.text()));
    }
    const pages = (prefix: string) =>
      [...reached].filter(([name]) => name.startsWith(`sitemap-${prefix}`)).flatMap(([, urls]) => urls);

    const closed = await closedToSharing();
    expect(closed.size).toBeGreaterThan(0);
    const articles = [...(await publishedArticles()).values()].filter(
      (item) => !item.routerUrl && item.articleType !== 4 && !closed.has(item.fileId),
    );
    const ofTypes = (types: number[]) =>
      articles
        .filter((item) => types.includes(item.articleType))
        .map((item) => item.fileId)
        .sort((a, b) => a - b);
    const sortedIds = (urls: string[]) => urls.map(idOf).sort((a, b) => a - b);
    expect(sortedIds(pages('articles-'))).toEqual(ofTypes([0, 6, 12]));
    expect(sortedIds(pages('images-'))).toEqual(ofTypes([1]));
    expect(sortedIds(pages('videos-'))).toEqual(ofTypes([2]));
    expect(sortedIds(pages('topics-'))).toEqual(ofTypes([3]));
    expect(pages('images-').every((url) => url.includes('/imageDetail/'))).toBe(true);

    const columns = pages('columns');
    expect(columns).toContain(new URL(`${basePath}/home.html`, index).href);
    expect(columns.some((url) => url.endsWith('/columnDetail/21.html'))).toBe(true);
    expect(columns.some((url) => url.endsWith('/columnDetail/14.html'))).toBe(false);
    // every address answers: one of each kind
    for (const url of [
      columns[1]!,
      pages('articles-')[0]!,
      pages('images-')[0]!,
      pages('videos-')[0]!,
      pages('topics-')[0]!,
    ])
      expect((await request.get(url)).status(), url).toBe(200);

    // the video sitemap carries the video extension, the image one the pictures
    const videos = await (await request.get(files.find((file) => file.includes('videos-'))!)).text();
    expect(videos).toMatch(/<video:content_loc>[^<]+\.m3u8<\/video:content_loc>/);
    expect(videos).toContain('<video:thumbnail_loc>');
    expect(await (await request.get(files.find((file) => file.includes('images-'))!)).text()).toContain('<image:loc>');
    expect((await request.get(`${basePath}/sitemap-articles-99.xml`)).status()).toBe(404);
    // each file lives at the root, beside the pages it lists (a sitemap lists only URLs under its directory)
    const root = new URL(`${basePath}/`, index).href;
    for (const file of files) expect(new URL('.', file).href, file).toBe(root);
    for (const urls of reached.values()) for (const url of urls) expect(url.startsWith(root), url).toBe(true);
    // the former addresses move there for good
    const moved = await request.get(`${basePath}/sitemaps/articles-1.xml`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toMatch(new RegExp(`${basePath}/sitemap-articles-1\\.xml$`));
  },
);

test('the news sitemap holds exactly the articles of the last two days, at most 1,000', async ({
  request,
  basePath,
}) => {
  const xml = await (await request.get(`${basePath}/sitemap-news.xml`)).text();
  const listed = new Set(locs(xml).map(idOf));
  expect(listed.size).toBeGreaterThan(0);
  expect(listed.size).toBeLessThanOrEqual(1000);
  expect(xml).toContain('<news:name>澜海日报</news:name>');
  expect(xml).toContain('<news:language>zh-cn</news:language>');
  const now = Date.now();
  const twoDays = 2 * 86_400_000;
  const closed = await closedToSharing();
  for (const item of (await publishedArticles()).values()) {
    if (item.routerUrl || ![0, 6, 12].includes(item.articleType)) continue;
    // one rule: a page that says noindex is listed nowhere
    if (closed.has(item.fileId)) {
      expect(listed.has(item.fileId), `${item.fileId} is noindex`).toBe(false);
      continue;
    }
    const published = new Date(`${item.publishtime.replace(' ', 'T')}+08:00`).getTime();
    // a quarter of an hour around the edge is left out: the sitemap was made a few minutes ago
    if (Math.abs(now - twoDays - published) < 15 * 60_000) continue;
    expect(listed.has(item.fileId), `${item.fileId} ${item.publishtime}`).toBe(published >= now - twoDays);
  }
});

test(
  'RSS feeds of home and a column parse and are named by their pages',
  PATHS,
  async ({ page, open, request, basePath }) => {
    const parser = new Parser();
    for (const path of ['/rss.xml', '/rss/21.xml']) {
      const answer = await request.get(`${basePath}${path}`);
      expect(answer.headers()['content-type']).toContain('application/rss+xml');
      const feed = await parser.parseString(await answer.text());
      expect(feed.title).toBeTruthy();
      expect(feed.items.length).toBeGreaterThan(5);
      for (const item of feed.items) {
        expect(item.title).toBeTruthy();
        expect(item.link).toMatch(/^https?:\/\/.+\.html$/);
        expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);
      }
    }
    expect((await request.get(`${basePath}/rss/14.xml`)).status()).toBe(404);
    await open('/columnDetail/21.html');
    expect(await headOf(page)).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" [^>]*href="[^"]+\/rss\/21\.xml"/,
    );
  },
);

/** What a page says its language is: <html lang>, <body lang> (the chrome's), og:locale, JSON-LD inLanguage. */
async function languagesOf(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  const attribute = (tag: string) => new RegExp(`<${tag}[^>]*?\\slang="([^"]+)"`).exec(html)?.[1];
  return {
    html,
    page: attribute('html'),
    chrome: attribute('body') ?? attribute('html'),
    ogLocale: /<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1],
    inLanguage: structuredData(html).find((item) => item.inLanguage)?.inLanguage,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/gi)].map((match) => match[1]),
  };
}

test(
  'a page of one content says its content’s language and has one address; its chrome keeps the reader’s',
  PATHS,
  async ({ request, basePath }) => {
    // English content on the default (Chinese) pages: English, in Chinese chrome (first: ?lang= is kept)
    for (const [path, type] of [
      ['/newsDetail/102/10109.html', 'NewsArticle'],
      ['/dynamicDetail/34.html', 'SocialMediaPosting'],
      ['/mvodShare/7101.html', 'VideoObject'],
    ]) {
      const english = await languagesOf(request, `${basePath}${path}`);
      expect({ path, ...english, html: undefined }).toMatchObject({
        path,
        page: 'en',
        chrome: 'zh-CN',
        ogLocale: 'en_US',
        inLanguage: 'en',
        alternates: [],
      });
      expect(structuredData(english.html).map((item) => item['@type'])).toContain(type);
    }
    // a Chinese article read in English: Chinese, its buttons English, no language alternates
    const chinese = await languagesOf(request, `${basePath}/newsDetail/21/10021.html?lang=en`);
    expect(chinese).toMatchObject({ page: 'zh-CN', chrome: 'en', ogLocale: 'zh_CN', inLanguage: 'zh-CN' });
    expect(chinese.canonical).toMatch(/\/newsDetail\/21\/10021\.html$/);
    expect(chinese.alternates).toEqual([]);
    expect(chinese.html).toMatch(/<article[^>]*data-testid="article"[^>]*lang="zh-CN"/);
    // content in the reader's language: nothing to tell apart, and still one address
    for (const path of [
      '/newsDetail/102/10109.html?lang=en',
      '/mvodShare/7101.html?lang=en',
      '/figureDetail/1.html?lang=cn',
    ]) {
      const same = await languagesOf(request, `${basePath}${path}`);
      expect({ path, ...same, html: undefined }).toMatchObject({ path, page: same.chrome, alternates: [] });
      expect(same.html).not.toMatch(/<body[^>]*\slang=/);
    }
  },
);

test(
  'pages whose content is the interface name their other languages; the canonical is the page’s own',
  PATHS,
  async ({ request, basePath }) => {
    const home = await languagesOf(request, `${basePath}/home.html?lang=de`);
    expect(home).toMatchObject({ page: 'de', chrome: 'de', ogLocale: 'de_DE' });
    expect(home.canonical).toMatch(/\/home\.html\?lang=de$/);
    expect(home.alternates).toEqual(['zh-CN', 'en', 'de', 'fr', 'bo', 'x-default']);
  },
);

test(
  'Chromium accepts the web app manifest, with the paper’s name and icons',
  PATHS,
  async ({ page, open, request }) => {
    await open('/home.html');
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data!) as { name: string; display: string; icons: { src: string }[] };
    expect(data).toMatchObject({ name: '澜海日报', display: 'standalone' });
    for (const icon of data.icons) {
      const answer = await request.get(new URL(icon.src, manifest.url).href);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
  },
);

/** The JSON-LD objects of a page's HTML. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test('every screen but home and login has a BreadcrumbList; articles, videos, lives and posts carry what validators ask', async ({
  request,
  basePath,
}) => {
  const paths = await screenPaths();
  const missing: string[] = [];
  const byType = new Map<string, Record<string, unknown>>();
  for (const screen of BUILT_SCREENS) {
    const answer = await request.get(`${basePath}${paths[screen]!}`);
    const data = structuredData(await answer.text());
    for (const item of data) byType.set(String(item['@type']), item);
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as
      { itemListElement: { position: number; name: string; item: string }[] } | undefined;
    // home's trail would be home alone, and the login is no page for crawlers (no canonical address): none
    if (screen === 'home' || screen === 'login') {
      if (crumbs) missing.push(`${screen} has a one-item BreadcrumbList`);
    } else if (!crumbs?.itemListElement.length) missing.push(screen);
    else
      crumbs.itemListElement.forEach((element, index) => {
        if (element.position !== index + 1 || !element.name || !/^https?:\/\//.test(element.item))
          missing.push(`${screen}: item ${index + 1}`);
      });
  }
  expect(missing).toEqual([]);
  // Google's rich results: what each type requires, and what it recommends that the platform gives
  const has = (type: string, ...properties: string[]) => {
    const item = byType.get(type);
    expect(item, type).toBeDefined();
    for (const property of properties) expect(item![property], `${type}.${property}`).toBeTruthy();
  };
  has('NewsArticle', 'headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher');
  has('VideoObject', 'name', 'thumbnailUrl', 'uploadDate', 'description', 'contentUrl', 'duration');
  has('LiveBlogPosting', 'headline', 'coverageStartTime', 'datePublished', 'dateModified', 'author', 'liveBlogUpdate');
  // a posting has its words as text (one of text, image, video is required)
  has('SocialMediaPosting', 'headline', 'text', 'datePublished', 'author');
  const updates = byType.get('LiveBlogPosting')!.liveBlogUpdate as { headline: string; datePublished: string }[];
  expect(updates.length).toBeGreaterThan(0);
  for (const update of updates) expect(update.headline && update.datePublished).toBeTruthy();
  const article = byType.get('NewsArticle') as {
    author: { '@type': string; name: string; url?: string };
    image: string[];
  };
  expect(article.author.name).toBeTruthy();
  // a reporter's byline leads to their page
  if (article.author['@type'] === 'Person') expect(article.author.url).toMatch(/\/reporter\/\d+\.html$/);
  expect(article.image.every((url) => /^https?:\/\//.test(url))).toBe(true);
});
