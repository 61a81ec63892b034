/**
 * imageDetail/:columnId?/:id?.html — an image set as a swipe gallery with captions and zoom, then its
 * text and comments. An article without pictures shows as newsDetail does.
 */
import type { Metadata } from 'next';
import { ArticleView } from '@/components/article/ArticleView';
import { LazyComments } from '@/components/comments/LazyComments';
import { ImageGallery } from '@/components/media/ImageGallery';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { stripTitleMarkers } from '@/lib/model/title';
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
  return articleMetadata('imageDetail', params);
}

async function ImageDetailPage({ params }: Props) {
  const { locale, data } = await loadArticleScreen(params);
  const [config, structured] = await Promise.all([
    loadSiteConfig(),
    articleStructuredData('imageDetail', data.article, locale),
  ]);
  const { article } = data;
  if (!article.pic_list.length)
    return (
      <main>
        <JsonLd data={structured} />
        <ArticleView data={data} locale={locale} config={config} />
        <LazyComments articleId={article.fileId} auditType={config.siteConfig.discuss.auditType} />
      </main>
    );
  return (
    <main>
      <JsonLd data={structured} />
      <ImageGallery pictures={article.pic_list} title={stripTitleMarkers(article.title)} />
      <LazyComments articleId={article.fileId} auditType={config.siteConfig.discuss.auditType} />
    </main>
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(ImageDetailPage);
