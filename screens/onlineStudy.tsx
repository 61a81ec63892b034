/** onlineStudy/:id.html — an article as a lesson: a reading-progress bar over the article's own page. */
import { getTranslations } from 'next-intl/server';
import { ArticleEnd, ArticleView } from '@/components/article/ArticleView';
import { StudyProgress } from '@/components/article/StudyProgress';
import { articleMetadata, loadArticleOf } from '@/lib/render/articleScreen';
import { defineScreen } from '@/lib/render/defineScreen';

export default defineScreen({
  load: loadArticleOf,
  metadata: (view) => articleMetadata('onlineStudy', view),
  async View({ locale, config, data }) {
    const t = await getTranslations({ locale, namespace: 'study' });
    return (
      <>
        <StudyProgress label={t('progress')} />
        <main data-testid="study">
          <ArticleView data={data} locale={locale} config={config} />
          <ArticleEnd />
        </main>
      </>
    );
  },
});
