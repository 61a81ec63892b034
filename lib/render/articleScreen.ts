/**
 * What the article screens share (newsDetail, imageDetail, videoDetail, linkDetail, liveDetail): load the
 * article (or its preview variant in preview, view and CMS contexts) and build its share tags and
 * structured data.
 */
import type { Metadata } from 'next';
import { bypassesCache } from '../context';
import { readRuntimeConfig } from '../env';
import { chooseLocale } from '../i18n/locales';
import { loadArticle } from '../loaders/article';
import type { ArticleData } from '../model/articleReading';
import { parsePlatformTime } from '../model/time';
import { appPath, type RouteName } from '../routing/routes';
import { ARTICLE_TYPES } from '../model/articleTypes';
import { idParam, type ScreenInput, type ScreenView } from './defineScreen';
import { contentTag } from './readScreen';
import { shareTitleMax } from './screenMetadata';
import { shareCardSecret } from '../share/shareCard';
import { buildShareMetadata } from '../share/buildShareMetadata';
import { articleJsonLd } from '../share/jsonLd';
import { logoPath } from '../routing/logo';
import type { ArticleContent } from '../schemas/article';

/** What a preview link's token may look like (a JWT the platform signed); anything else is not passed on. */
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * The article of the path's id (and column), or nothing for a malformed or absent id. Read for an editor
 * (preview, view, CMS: their page is in draft mode and reads the query), an unpublished article needs the
 * preview link's token (?previewToken=), which the platform checks.
 */
export function loadArticleOf({ params, context, query }: ScreenInput): Promise<ArticleData | undefined> {
  const id = idParam({ params }, 'id');
  const columnId = idParam({ params }, 'columnId');
  if (typeof id !== 'number' || columnId === 'malformed') return Promise.resolve(undefined);
  const token = query.previewToken;
  const previewToken = token && token.length <= 2048 && PREVIEW_TOKEN.test(token) ? token : undefined;
  return loadArticle(id, columnId, bypassesCache(context), previewToken);
}

/** An article screen's share tags. */
export function articleMetadata(
  route: RouteName,
  { locale, contentLocale, context, config, data }: ScreenView<ArticleData>,
): Metadata {
  const runtime = readRuntimeConfig();
  const { article } = data;
  const firstPicture = article.pictures[0];
  const metadata = buildShareMetadata(
    {
      title: article.title,
      description: article.shareText || article.abstract || article.description || article.content,
      images: [
        article.sharePicture,
        article.bigPicture ? { url: article.bigPicture, width: 1200, height: 630 } : undefined,
        firstPicture?.url
          ? { url: firstPicture.url, width: firstPicture.width, height: firstPicture.height }
          : undefined,
        article.middlePicture,
      ],
      path: appPath(route, { columnId: article.columnId || undefined, id: article.id }),
      type: article.type === ARTICLE_TYPES.video ? 'video.other' : 'article',
      locale,
      ...(contentLocale ? { contentLocale } : {}),
      publishedTime: parsePlatformTime(article.published),
      titleMax: shareTitleMax(config.siteConfig.shareTitleMax, context),
      shareClosed: article.shareClosed,
    },
    {
      siteName: config.siteConfig.mainTitle || config.siteConfig.siteName,
      publicUrl: runtime.publicUrl,
      basePath: runtime.basePath,
      defaultImage: config.siteConfig.defaultSharePic,
      cardSecret: shareCardSecret(),
      siteLocale: chooseLocale({ configured: config.locale }),
    },
  );
  // previews are for editors only
  return data.isPreview || context.preview ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

/** The article's structured data (JSON-LD) for its screen's route. */
export function articleStructuredData(
  route: RouteName,
  article: ArticleContent,
  view: Pick<ScreenView<unknown>, 'locale' | 'contentLocale' | 'config'>,
) {
  const runtime = readRuntimeConfig();
  const { config } = view;
  return articleJsonLd(
    article,
    appPath(route, { columnId: article.columnId || undefined, id: article.id }),
    {
      siteName: config.siteConfig.mainTitle || config.siteConfig.siteName,
      publicUrl: runtime.publicUrl,
      basePath: runtime.basePath,
      logo: config.padLogo && `${runtime.publicUrl}${logoPath(config.padLogo, runtime.basePath)}`,
    },
    contentTag(view),
  );
}
