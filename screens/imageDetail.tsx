/**
 * imageDetail/:columnId?/:id?.html — an image set as a swipe gallery with captions and zoom, then its
 * like, favourite and share bar and its comments. An article without pictures shows as newsDetail does.
 */
import { ArticleActionBar } from '@/components/article/ArticleActionBar';
import { ArticleView } from '@/components/article/ArticleView';
import { ArticleComments } from '@/components/comments/ArticleComments';
import { JsonLd } from '@/components/common/JsonLd';
import { ImageGallery } from '@/components/media/ImageGallery';
import { articleMetadata, articleStructuredData, loadArticleOf } from '@/lib/render/articleScreen';
import { defineScreen } from '@/lib/render/defineScreen';

export default defineScreen({
  load: loadArticleOf,
  metadata: (view) => articleMetadata('imageDetail', view),
  View(view) {
    const { locale, config, data } = view;
    const { article } = data;
    return (
      <main>
        <JsonLd data={articleStructuredData('imageDetail', article, view)} />
        {article.pictures.length ? (
          <>
            <ImageGallery pictures={article.pictures} title={article.title} />
            <ArticleActionBar article={article} config={config} locale={locale} />
          </>
        ) : (
          <ArticleView data={data} locale={locale} config={config} />
        )}
        <ArticleComments articleId={article.id} auditType={config.siteConfig.discuss.auditType} />
      </main>
    );
  },
});
