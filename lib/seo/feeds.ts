/**
 * RSS 2.0 feeds of the home page and of each column: the newest 20 articles with their summary, picture
 * (Media RSS) and publication date; the channel names itself (atom:link rel="self"). Home and column pages
 * point to theirs (<link rel="alternate" type="application/rss+xml">).
 */
import { isEmpty } from '../api/answer';
import { serverApi } from '../api/server';
import { fetchFeedArticles } from '../api/sitemaps';
import { loadSiteConfig } from '../api/siteConfig';
import { readRuntimeConfig } from '../env';
import { LOCALE_INFO, normalizeLocale } from '../i18n/locales';
import { loadVisibleColumn } from '../loaders/column';
import { articleHref } from '../model/links';
import { shareDescription } from '../model/share';
import { appPath } from '../routing/routes';
import { absoluteUrl } from '../share/buildShareMetadata';
import { element, escapeXml, rfc822Time } from './xml';

/** The home page's column (its feed is the home feed). */
export const HOME_COLUMN = 1;
/** How long a feed is served before it is made again, in seconds. */
export const FEED_SECONDS = 300;

/** A feed's address: /rss.xml for home, /rss/{columnId}.xml for a column. */
export function feedPath(columnId?: number): string {
  return columnId === undefined || columnId === HOME_COLUMN ? '/rss.xml' : `/rss/${columnId}.xml`;
}

/** "12.xml" → 12; undefined for any other name. */
export function parseFeedFile(name: string): number | undefined {
  const match = /^([1-9]\d{0,8})\.xml$/.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** The feed of a column (home without one), or undefined when no reader can open that column (→ 404). */
export async function feed(columnId?: number): Promise<string | undefined> {
  const runtime = readRuntimeConfig();
  const absolute = (path: string) => absoluteUrl(runtime, path);
  const home = columnId === undefined;
  const [config, column] = await Promise.all([loadSiteConfig(), loadVisibleColumn(columnId ?? HOME_COLUMN)]);
  if (!column) return undefined;
  const answer = await fetchFeedArticles(serverApi(), column.id);
  const articles = isEmpty(answer) ? [] : [...answer.carousel, ...answer.list];
  const site = config.siteConfig.mainTitle || config.siteConfig.siteName;
  const title = home ? site : `${column.name} · ${site}`;
  const pagePath = home ? appPath('home') : appPath('columnDetail', { id: column.id });
  const language = LOCALE_INFO[normalizeLocale(column.lang === 'en' ? 'en' : config.locale) ?? 'cn'].tag;
  const seen = new Set<number>();
  const items = articles
    .filter((article) => !seen.has(article.id) && seen.add(article.id))
    .slice(0, 20)
    .map((article) => {
      const link = absolute(articleHref(article));
      const picture = [article.bigPicture, article.middlePicture].find((pic) => /^https?:\/\//.test(pic));
      return (
        '<item>' +
        element('title', article.title) +
        element('link', link) +
        `<guid isPermaLink="true">${escapeXml(link)}</guid>` +
        element('description', shareDescription(article.abstract || article.title, 300)) +
        element('pubDate', rfc822Time(article.published)) +
        (picture ? `<media:content url="${escapeXml(picture)}" medium="image"/>` : '') +
        '</item>'
      );
    });
  const newest = articles.map((article) => rfc822Time(article.published)).find(Boolean);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/"><channel>' +
    element('title', title) +
    element('link', absolute(pagePath)) +
    element('description', column.description || config.siteConfig.description || title) +
    element('language', language.toLowerCase()) +
    element('lastBuildDate', newest) +
    `<atom:link href="${absolute(feedPath(columnId))}" rel="self" type="application/rss+xml"/>` +
    items.join('\n') +
    '</channel></rss>\n'
  );
}
