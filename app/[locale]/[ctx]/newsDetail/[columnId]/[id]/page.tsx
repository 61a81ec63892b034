/**
 * newsDetail/:columnId?/:id?.html — an article, rendered on the server with its share tags in <head>,
 * cached (ISR). Preview, view and CMS contexts get the same page from ../preview/, rendered fresh.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArticleEnd, ArticleView } from '@/components/article/ArticleView';
import { CommentSection } from '@/components/comments/CommentSection';
import { ToBottom } from '@/components/shell/ToBottom';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { bypassesCache } from '@/lib/context';
import { readRuntimeConfig } from '@/lib/env';
import { loadArticle } from '@/lib/loaders/article';
import { parsePlatformTime } from '@/lib/model/time';
import { stripTitleMarkers } from '@/lib/model/title';
import { appPath, parseId } from '@/lib/routes';
import { ARTICLE_TYPES } from '@/lib/schemas/article';
import { readScreen, type ScreenParams } from '@/lib/screen';
import { buildShareMetadata } from '@/lib/share/buildShareMetadata';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { columnId: string; id: string }> };

async function load(params: Props['params']) {
  const screen = await readScreen(params);
  const { columnId, id } = await params;
  const articleId = parseId(id);
  if (!articleId) notFound();
  const data = await loadArticle(articleId, parseId(columnId), bypassesCache(screen.context));
  if (!data) notFound();
  return { ...screen, data };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, context, data } = await load(params);
  const config = await loadSiteConfig();
  const runtime = readRuntimeConfig();
  const { article } = data;
  const metadata = buildShareMetadata(
    {
      title: stripTitleMarkers(article.title),
      description: article.shareContent || article.attAbstract || article.desc || article.content,
      images: [
        article.sharePicUrl,
        article.picBig ? { url: article.picBig, width: 1200, height: 630 } : undefined,
        article.pic_list[0]?.url
          ? { url: article.pic_list[0].url, width: article.pic_list[0].width, height: article.pic_list[0].height }
          : undefined,
        article.picMiddle,
      ],
      path: appPath('newsDetail', { columnId: article.columnID || undefined, id: article.fileId }),
      type: article.articleType === ARTICLE_TYPES.video ? 'video.other' : 'article',
      locale,
      publishedTime: parsePlatformTime(article.publishtime),
      titleMax: config.siteConfig.shareTitleMax.global,
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

export default async function NewsDetailPage({ params }: Props) {
  const { locale, data } = await load(params);
  const [config, t] = await Promise.all([loadSiteConfig(), getTranslations('shell')]);
  return (
    <>
      <main>
        <ArticleView data={data} locale={locale} config={config} />
        <ArticleEnd />
        <CommentSection articleId={data.article.fileId} />
      </main>
      <ToBottom label={t('toBottom')} targetId="comments" />
    </>
  );
}
