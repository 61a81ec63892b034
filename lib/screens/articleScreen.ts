/**
 * What the article screens share (newsDetail, imageDetail, videoDetail): read the path, load the article
 * (or its preview variant in preview, view and CMS contexts), and build its share tags.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadSiteConfig } from '../api/siteConfig';
import { bypassesCache } from '../context';
import { readRuntimeConfig } from '../env';
import { loadArticle, type ArticleData } from '../loaders/article';
import { parsePlatformTime } from '../model/time';
import { stripTitleMarkers } from '../model/title';
import { appPath, parseId, type RouteName } from '../routing/routes';
import { ARTICLE_TYPES } from '../model/articleTypes';
import { currentContext, readScreen, type Screen, type ScreenParams } from './readScreen';
import { shareTitleMax } from './screenMetadata';
import { buildShareMetadata } from '../share/buildShareMetadata';
import { articleJsonLd } from '../share/jsonLd';
import { LOCALE_INFO, type Locale } from '../i18n/locales';
import type { ArticleContent } from '../schemas/article';

export type ArticleScreenParams = Promise<ScreenParams & { columnId: string; id: string }>;

export async function loadArticleScreen(params: ArticleScreenParams): Promise<Screen & { data: ArticleData }> {
  const screen = await readScreen(params);
  const { columnId, id } = await params;
  const articleId = parseId(id);
  if (!articleId) notFound();
  const data = await loadArticle(articleId, parseId(columnId), bypassesCache(screen.context));
  if (!data) notFound();
  return { ...screen, data };
}

export async function articleMetadata(route: RouteName, params: ArticleScreenParams): Promise<Metadata> {
  const { locale, context, data } = await loadArticleScreen(params);
  const config = await loadSiteConfig();
  const runtime = readRuntimeConfig();
  const { article } = data;
  const firstPicture = article.pic_list[0];
  const metadata = buildShareMetadata(
    {
      title: stripTitleMarkers(article.title),
      description: article.shareContent || article.attAbstract || article.desc || article.content,
      images: [
        article.sharePicUrl,
        article.picBig ? { url: article.picBig, width: 1200, height: 630 } : undefined,
        firstPicture?.url
          ? { url: firstPicture.url, width: firstPicture.width, height: firstPicture.height }
          : undefined,
        article.picMiddle,
      ],
      path: appPath(route, { columnId: article.columnID || undefined, id: article.fileId }),
      type: article.articleType === ARTICLE_TYPES.video ? 'video.other' : 'article',
      locale,
      publishedTime: parsePlatformTime(article.publishtime),
      titleMax: shareTitleMax(config.siteConfig.shareTitleMax, currentContext()),
      shareClosed: article.shareClosed,
    },
    {
      siteName: config.siteConfig.mainTitle || config.siteConfig.siteName,
      publicUrl: runtime.publicUrl,
      basePath: runtime.basePath,
      defaultImage: config.siteConfig.defaultSharePic,
    },
  );
  // previews are for editors only
  return data.isPreview || context.preview ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

/** The article's structured data (JSON-LD) for its screen's route. */
export async function articleStructuredData(route: RouteName, article: ArticleContent, locale: Locale) {
  const [config, runtime] = [await loadSiteConfig(), readRuntimeConfig()];
  return articleJsonLd(
    article,
    appPath(route, { columnId: article.columnID || undefined, id: article.fileId }),
    {
      siteName: config.siteConfig.mainTitle || config.siteConfig.siteName,
      publicUrl: runtime.publicUrl,
      basePath: runtime.basePath,
      logo: config.padLogo,
    },
    LOCALE_INFO[locale].tag,
  );
}
