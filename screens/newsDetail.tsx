/**
 * newsDetail/:columnId?/:id?.html — an article, rendered on the server with its share tags in <head>,
 * then its related lists, ads and comments. An editor's draft (preview, view, CMS) is drawn once per
 * draft (docs/preview-render.md).
 */
import { getTranslations } from 'next-intl/server';
import { ArticleAds } from '@/components/ads/ArticleAds';
import { ArticleEnd, ArticleView } from '@/components/article/ArticleView';
import { RelatedLists } from '@/components/article/RelatedLists';
import { ArticleComments } from '@/components/comments/ArticleComments';
import { JsonLd } from '@/components/common/JsonLd';
import { ToBottom } from '@/components/shell/ToBottom';
import { loadAround } from '@/lib/loaders/article';
import { articleMetadata, articleStructuredData, loadArticleOf } from '@/lib/render/articleScreen';
import { defineScreen, idParam } from '@/lib/render/defineScreen';

export default defineScreen({
  messages: ['actions', 'ads', 'empty', 'list', 'time'],
  async load(input) {
    const id = idParam(input, 'id');
    // the lists around it are asked for at the same time as the article
    const [data, around] = await Promise.all([
      loadArticleOf(input),
      typeof id === 'number' ? loadAround(id) : undefined,
    ]);
    return data && around && { ...data, around };
  },
  metadata: (view) => articleMetadata('newsDetail', view),
  async View(view) {
    const { locale, config, data } = view;
    const t = await getTranslations('shell');
    return (
      <>
        <JsonLd data={articleStructuredData('newsDetail', data.article, view)} />
        <main>
          <ArticleView data={data} locale={locale} config={config} />
          <RelatedLists
            related={data.around.related}
            recommended={data.around.recommended}
            locale={locale}
            showCounts={config.siteConfig.globalCount}
          />
          <ArticleEnd />
          {config.siteConfig.advertising ? <ArticleAds articleId={data.article.fileId} /> : null}
          <ArticleComments articleId={data.article.fileId} auditType={config.siteConfig.discuss.auditType} />
        </main>
        <ToBottom label={t('toBottom')} targetId="comments" />
      </>
    );
  },
});
