/**
 * newsDetail/:columnId?/:id?.html — an article, rendered on the server with its share tags in <head>,
 * cached (ISR). Preview, view and CMS contexts get the same page from ../preview/, rendered fresh.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ArticleAds } from '@/components/ads/ArticleAds';
import { ArticleEnd, ArticleView } from '@/components/article/ArticleView';
import { RelatedLists } from '@/components/article/RelatedLists';
import { LazyComments } from '@/components/comments/LazyComments';
import { ToBottom } from '@/components/shell/ToBottom';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { loadAround } from '@/lib/loaders/article';
import { JsonLd } from '@/components/common/JsonLd';
import {
  articleMetadata,
  articleStructuredData,
  loadArticleScreen,
  type ArticleScreenParams,
} from '@/lib/screens/articleScreen';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: ArticleScreenParams };

function pageMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata('newsDetail', params);
}

async function NewsDetailPage({ params }: Props) {
  const { locale, data } = await loadArticleScreen(params);
  const [config, t, around, structured] = await Promise.all([
    loadSiteConfig(),
    getTranslations('shell'),
    loadAround(data.article.fileId),
    articleStructuredData('newsDetail', data.article, locale),
  ]);
  return (
    <>
      <JsonLd data={structured} />
      <main>
        <ArticleView data={data} locale={locale} config={config} />
        <RelatedLists
          related={around.related}
          recommended={around.recommended}
          locale={locale}
          showCounts={config.siteConfig.globalCount}
        />
        <ArticleEnd />
        {config.siteConfig.advertising ? <ArticleAds articleId={data.article.fileId} /> : null}
        <LazyComments articleId={data.article.fileId} auditType={config.siteConfig.discuss.auditType} />
      </main>
      <ToBottom label={t('toBottom')} targetId="comments" />
    </>
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(NewsDetailPage);
