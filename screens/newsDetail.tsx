/**
 * newsDetail/:columnId?/:id?.html — an article, rendered on the server with its share tags in <head>,
 * then its related lists, ads and comments, which load as the reader comes near them. An editor's draft
 * (preview, view, CMS) is drawn for them in draft mode (docs/preview-render.md).
 */
import { getTranslations } from 'next-intl/server';
import { ArticleAds } from '@/components/ads/ArticleAds';
import { ArticleEnd, ArticleView } from '@/components/article/ArticleView';
import { LazyRelatedLists } from '@/components/article/LazyRelatedLists';
import { ArticleComments } from '@/components/comments/ArticleComments';
import { JsonLd } from '@/components/common/JsonLd';
import { SiteHeader } from '@/components/shell/SiteHeader';
import { ToBottom } from '@/components/shell/ToBottom';
import { articleMetadata, articleStructuredData, loadArticleOf } from '@/lib/render/articleScreen';
import { defineScreen } from '@/lib/render/defineScreen';

export default defineScreen({
  load: loadArticleOf,
  metadata: (view) => articleMetadata('newsDetail', view),
  async View(view) {
    const { locale, context, config, data } = view;
    const t = await getTranslations('shell');
    const tArticle = await getTranslations('article');
    return (
      <>
        <JsonLd data={articleStructuredData('newsDetail', data.article, view)} />
        <SiteHeader config={config} context={context} />
        <main>
          <ArticleView data={data} locale={locale} config={config} />
          <LazyRelatedLists
            articleId={data.article.id}
            titles={{ related: tArticle('related'), recommended: tArticle('recommended') }}
            showCounts={config.siteConfig.globalCount}
          />
          <ArticleEnd />
          {config.siteConfig.advertising ? <ArticleAds articleId={data.article.id} /> : null}
          <ArticleComments articleId={data.article.id} auditType={config.siteConfig.discuss.auditType} />
        </main>
        <ToBottom label={t('toBottom')} targetId="comments" />
      </>
    );
  },
});
