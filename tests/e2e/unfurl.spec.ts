/**
 * Link unfurls (issue 6): every content route, fetched with the user agents of WeChat, Telegram, Slack,
 * Twitterbot, facebookexternalhit and Weibo, read by a real unfurl parser (open-graph-scraper) from the first
 * 32 KB of HTML only (what Slack reads), with every share tag inside <head>; each image is fetched and
 * must be an image of the stated size (at least 1200×630 where the content has a picture).
 */
import { imageSize } from 'image-size';
import ogs from 'open-graph-scraper';
import { expect, PATHS, platform, test } from './fixtures';

const AGENTS = {
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003237) NetType/WIFI Language/zh_CN',
  telegram: 'TelegramBot (like TwitterBot)',
  slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  twitter: 'Twitterbot/1.0',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  weibo: 'Mozilla/5.0 (compatible; Weibo-Spider/2.0; +http://weibo.com)',
} as const;

const LIMIT = 32 * 1024;

interface Summary {
  fileId: number;
  columnID: number;
  articleType: number;
  title: string;
}

/** Every content route of the spec with real ids from the platform, and whether its content has a picture. */
async function contentRoutes(): Promise<{ path: string; picture: boolean }[]> {
  const articles = async (columnId: number) =>
    (await platform<{ list: Summary[] }>(`getArticles?siteId=1&columnId=${columnId}&page=0&pageSize=50`)).list;
  const home = await articles(1);
  const byType = (type: number, list: Summary[]) => list.find((item) => item.articleType === type)!;
  const images = await articles(7);
  const videos = await articles(6);
  const topics = await articles(8);
  const lives = (await platform<{ list: Summary[] }>('getLiveList?siteId=1&page=0')).list;
  const topic = byType(3, topics);
  const thread = (
    await platform<{ list: { id: number; topDiscuss: { list: unknown[] } }[] }>('discussView?siteId=1&id=10001&page=0')
  ).list.find((item) => item.topDiscuss.list.length)!;
  return [
    { path: '/home.html', picture: true },
    { path: '/columnDetail/2.html', picture: false },
    { path: '/newsDetail/1/10001.html', picture: true },
    { path: `/imageDetail/${images[0]!.columnID}/${images[0]!.fileId}.html`, picture: true },
    { path: `/videoDetail/${videos[0]!.columnID}/${videos[0]!.fileId}.html`, picture: true },
    { path: `/linkDetail/${byType(12, home).fileId}.html`, picture: false },
    { path: `/liveDetail/${lives[0]!.fileId}.html`, picture: true },
    { path: `/specDetail/${topic.fileId}.html`, picture: true },
    { path: '/moreLive.html', picture: true },
    { path: '/moreImage/7.html', picture: true },
    { path: '/moreModules.html', picture: false },
    { path: '/specMore/8.html', picture: true },
    { path: '/tagList/3.html', picture: false },
    { path: '/subscriptionList.html', picture: false },
    { path: `/timeline/${topic.fileId}.html`, picture: false },
    { path: '/columnShare/2/21.html', picture: false },
    { path: '/onlineStudy/10002.html', picture: true },
    { path: '/previewPDF.html?id=10002', picture: false },
    { path: '/paperSharePage.html', picture: false },
    { path: '/productDetail.html?id=2', picture: false },
    { path: '/noticeDetail.html?id=1', picture: false },
    { path: '/aboutUs.html', picture: false },
    { path: '/downloadClient.html', picture: false },
    { path: '/commentAll/10001/0.html', picture: true },
    { path: `/replyAll/${thread.id}.html`, picture: true },
  ];
}

test.describe.configure({ mode: 'serial' });

test(
  'every content route unfurls for every unfurler: tags in <head> within 32 KB, real images of the stated size',
  PATHS,
  async ({ request, basePath }) => {
    test.setTimeout(180_000);
    const routes = await contentRoutes();
    const images = new Map<string, { width?: number; height?: number }>();
    const problems: string[] = [];
    for (const route of routes) {
      for (const [agent, userAgent] of Object.entries(AGENTS)) {
        const response = await request.get(`${basePath}${route.path}`, { headers: { 'user-agent': userAgent } });
        const where = `${route.path} (${agent})`;
        if (response.status() !== 200) {
          problems.push(`${where}: HTTP ${response.status()}`);
          continue;
        }
        const first = (await response.text()).slice(0, LIMIT);
        const headEnd = first.indexOf('</head>');
        if (headEnd < 0) {
          problems.push(`${where}: </head> is not within the first 32 KB`);
          continue;
        }
        const head = first.slice(0, headEnd);
        const { result, error } = await ogs({ html: first });
        if (error) {
          problems.push(`${where}: the parser failed`);
          continue;
        }
        const found = result;
        if (!/<meta (?:name|property)="weibo:type" content="(?:webpage|article|video)"/.test(head))
          problems.push(`${where}: no weibo:type in <head>`);
        for (const [name, value] of Object.entries({
          'og:title': found.ogTitle,
          'og:url': found.ogUrl,
          'og:type': found.ogType,
          'og:site_name': found.ogSiteName,
          'og:locale': found.ogLocale,
          'twitter:card': found.twitterCard,
        }))
          if (!value) problems.push(`${where}: no ${name}`);
        if (!/<link rel="canonical" href="https?:\/\//.test(head))
          problems.push(`${where}: no absolute canonical in <head>`);
        for (const tag of ['og:title', 'og:url', 'twitter:card'])
          if (!head.includes(`property="${tag}"`) && !head.includes(`name="${tag}"`))
            problems.push(`${where}: ${tag} is not inside <head>`);
        const image = found.ogImage?.[0];
        if (!image?.url) {
          problems.push(`${where}: no og:image`);
          continue;
        }
        if (!/^https?:\/\//.test(image.url)) problems.push(`${where}: og:image is not absolute`);
        if (route.picture && found.twitterCard !== 'summary_large_image')
          problems.push(`${where}: twitter:card ${found.twitterCard} for content with a picture`);
        images.set(image.url, { width: Number(image.width) || undefined, height: Number(image.height) || undefined });
      }
    }
    for (const [url, stated] of images) {
      const response = await request.get(url);
      if (response.status() !== 200) {
        problems.push(`${url}: HTTP ${response.status()}`);
        continue;
      }
      if (!/^image\//.test(response.headers()['content-type'] ?? '')) {
        problems.push(`${url}: ${response.headers()['content-type']} is not an image`);
        continue;
      }
      const size = imageSize(new Uint8Array(await response.body()));
      if (stated.width && (size.width !== stated.width || size.height !== stated.height))
        problems.push(`${url}: stated ${stated.width}×${stated.height}, is ${size.width}×${size.height}`);
      if (size.width < 1200 || size.height < 630)
        problems.push(`${url}: ${size.width}×${size.height} is under 1200×630`);
    }
    expect(problems).toEqual([]);
    expect(images.size).toBeGreaterThan(5);
  },
);

test(
  'articles carry structured data: NewsArticle, VideoObject, LiveBlogPosting, CollectionPage',
  PATHS,
  async ({ request, basePath }) => {
    const routes = await contentRoutes();
    const expected: [RegExp, string][] = [
      [/^\/newsDetail\//, 'NewsArticle'],
      [/^\/imageDetail\//, 'NewsArticle'],
      [/^\/videoDetail\//, 'VideoObject'],
      [/^\/liveDetail\//, 'LiveBlogPosting'],
      [/^\/specDetail\//, 'CollectionPage'],
    ];
    for (const [pattern, type] of expected) {
      const route = routes.find((item) => pattern.test(item.path))!;
      const html = await (await request.get(`${basePath}${route.path}`)).text();
      const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
      expect(script, route.path).not.toBeNull();
      const data = JSON.parse(script![1]!) as Record<string, unknown>;
      expect(data['@type'], route.path).toBe(type);
      expect(String(data.url)).toMatch(/^https?:\/\/.+\.html$/);
    }
  },
);
