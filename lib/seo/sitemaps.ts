/**
 * The sitemaps (sitemaps.org protocol, with Google's image, video and news extensions): an index naming
 * every file; the columns (with home); articles, image sets, videos and special topics, each paged so that
 * a file stays under 50,000 addresses and 50 MB; and the news sitemap of the last two days' articles (at
 * most 1,000). Every address is the page's canonical one; lastmod is the content's last change.
 */
import { isEmpty } from '../api/answer';
import { serverApi } from '../api/server';
import { fetchSitemapArticles, fetchSitemapColumns, type SitemapKind } from '../api/sitemaps';
import { loadSiteConfig } from '../api/siteConfig';
import { readRuntimeConfig } from '../env';
import { articleHref } from '../model/links';
import { appPath } from '../routing/routes';
import type { SitemapArticle } from '../schemas/sitemap';
import { absoluteUrl } from '../share/buildShareMetadata';
import { isIndexable } from './indexable';
import { element, isoTime } from './xml';

/** Addresses a file of each kind holds: 50,000 at most; pages with many pictures or a video fewer (50 MB). */
export const SITEMAP_PAGE_SIZE: Record<SitemapKind, number> = {
  article: 50_000,
  topic: 50_000,
  image: 10_000,
  video: 10_000,
};
/** Google News: articles published in the last two days, at most 1,000. */
export const NEWS_SITEMAP = { days: 2, max: 1000 } as const;
/** How long a sitemap is served before it is made again, in seconds. */
export const SITEMAP_SECONDS = 600;
/** Pictures listed for one address (Google reads at most 1,000). */
const MAX_IMAGES = 100;

const FILE_PREFIX: Record<SitemapKind, string> = {
  article: 'articles',
  image: 'images',
  video: 'videos',
  topic: 'topics',
};

export type SitemapFile = { kind: SitemapKind; page: number } | { kind: 'columns' } | { kind: 'news' };

/** "articles-2.xml" → the second page of articles; undefined for any other name. */
export function parseSitemapFile(name: string): SitemapFile | undefined {
  if (name === 'columns.xml') return { kind: 'columns' };
  if (name === 'news.xml') return { kind: 'news' };
  const match = /^(articles|images|videos|topics)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return undefined;
  const kind = (Object.keys(FILE_PREFIX) as SitemapKind[]).find((key) => FILE_PREFIX[key] === match[1])!;
  return { kind, page: Number(match[2]) - 1 };
}

export function sitemapPath(file: SitemapFile): string {
  // at the root, beside the pages listed (next.config.ts rewrites it to app/sitemaps/[file])
  if (file.kind === 'columns' || file.kind === 'news') return `/sitemap-${file.kind}.xml`;
  return `/sitemap-${FILE_PREFIX[file.kind]}-${file.page + 1}.xml`;
}

const absolute = (path: string) => absoluteUrl(readRuntimeConfig(), path);

const URLSET =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"' +
  ' xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"' +
  ' xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"' +
  ' xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">';

/** The index: every sitemap file there is now, each with the last change of what it lists. */
export async function sitemapIndex(): Promise<string> {
  const client = serverApi();
  const kinds = Object.keys(SITEMAP_PAGE_SIZE) as SitemapKind[];
  const firsts = await Promise.all(kinds.map((kind) => fetchSitemapArticles(client, { kind, page: 0, pageSize: 1 })));
  const entries: { path: string; lastmod?: string }[] = [{ path: sitemapPath({ kind: 'columns' }) }];
  kinds.forEach((kind, index) => {
    const first = firsts[index]!;
    if (isEmpty(first) || !first.total) return;
    const pages = Math.ceil(first.total / SITEMAP_PAGE_SIZE[kind]);
    for (let page = 0; page < pages; page++)
      entries.push({
        path: sitemapPath({ kind, page }),
        // the newest page changes with every new article; older pages keep the newest of theirs
        ...(page === 0 ? { lastmod: isoTime(first.list[0]?.lastmod ?? '') } : {}),
      });
  });
  entries.push({ path: sitemapPath({ kind: 'news' }) });
  const items = entries.map(
    (entry) => `<sitemap>${element('loc', absolute(entry.path))}${element('lastmod', entry.lastmod)}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('\n')}</sitemapindex>\n`;
}

function images(pics: string[]): string {
  return pics
    .filter((pic) => /^https?:\/\//.test(pic))
    .slice(0, MAX_IMAGES)
    .map((pic) => `<image:image>${element('image:loc', pic)}</image:image>`)
    .join('');
}

function video(article: SitemapArticle): string {
  const clip = article.video;
  if (!clip) return '';
  const thumbnail = clip.poster || article.pictures[0] || '';
  if (!/^https?:\/\//.test(thumbnail)) return '';
  return (
    '<video:video>' +
    element('video:thumbnail_loc', thumbnail) +
    element('video:title', article.title) +
    element('video:description', article.abstract || article.title) +
    element('video:content_loc', clip.url) +
    (clip.duration ? element('video:duration', clip.duration) : '') +
    element('video:publication_date', isoTime(article.published)) +
    '</video:video>'
  );
}

function articleEntry(article: SitemapArticle, kind: SitemapKind): string {
  return (
    '<url>' +
    element('loc', absolute(articleHref(article))) +
    element('lastmod', isoTime(article.lastmod)) +
    images(kind === 'image' ? article.pictures : article.pictures.slice(0, 1)) +
    (kind === 'video' ? video(article) : '') +
    '</url>'
  );
}

/** Google News wants ISO 639 codes, Chinese with its script's region. */
function newsLanguage(lang: string): string {
  return lang === 'zh' ? 'zh-cn' : lang;
}

/** One sitemap file, or undefined when there is no such page (→ 404). */
export async function sitemapFile(file: SitemapFile): Promise<string | undefined> {
  const client = serverApi();
  if (file.kind === 'columns') {
    const columns = await fetchSitemapColumns(client);
    const list = isEmpty(columns) ? [] : columns.list;
    const urls = [
      `<url>${element('loc', absolute(appPath('home')))}</url>`,
      ...list.map(
        (column) =>
          `<url>${element('loc', absolute(appPath('columnDetail', { id: column.columnId })))}${element('lastmod', isoTime(column.lastmod))}</url>`,
      ),
    ];
    return `${URLSET}${urls.join('\n')}</urlset>\n`;
  }
  if (file.kind === 'news') {
    const [answer, config] = await Promise.all([
      fetchSitemapArticles(client, {
        kind: 'article',
        page: 0,
        pageSize: NEWS_SITEMAP.max,
        since: Date.now() - NEWS_SITEMAP.days * 86_400_000,
      }),
      loadSiteConfig(),
    ]);
    const name = config.siteConfig.mainTitle || config.siteConfig.siteName;
    const urls = (isEmpty(answer) ? [] : answer.list.filter(isIndexable)).map(
      (article) =>
        '<url>' +
        element('loc', absolute(articleHref(article))) +
        '<news:news><news:publication>' +
        element('news:name', name) +
        element('news:language', newsLanguage(article.lang)) +
        '</news:publication>' +
        element('news:publication_date', isoTime(article.published)) +
        element('news:title', article.title) +
        '</news:news></url>',
    );
    return `${URLSET}${urls.join('\n')}</urlset>\n`;
  }
  const answer = await fetchSitemapArticles(client, {
    kind: file.kind,
    page: file.page,
    pageSize: SITEMAP_PAGE_SIZE[file.kind],
  });
  if (isEmpty(answer) || !answer.list.length) return file.page === 0 ? `${URLSET}</urlset>\n` : undefined;
  const listed = answer.list.filter(isIndexable);
  return `${URLSET}${listed.map((article) => articleEntry(article, file.kind)).join('\n')}</urlset>\n`;
}
