/** specDetail/:linkID?/:id?.html — a special topic: its banner, summary and grouped articles. */
import { useTranslations } from 'next-intl';
import { ArticleCard, cardTexts } from '@/components/article/ArticleCard';
import { SubscribeButton } from '@/components/participation/SubscribeButton';
import { JsonLd } from '@/components/common/JsonLd';
import { SiteHeader } from '@/components/shell/SiteHeader';
import styles from '@/components/pages/pages.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { loadTopic } from '@/lib/loaders/article';
import type { ArticleData } from '@/lib/model/articleReading';
import { articleMetadata, articleStructuredData } from '@/lib/render/articleScreen';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { contentLanguageTag } from '@/lib/i18n/locales';

function Topic({ data, locale, showCounts }: { data: ArticleData; locale: Locale; showCounts: boolean }) {
  const tCard = useTranslations('card');
  const t = useTranslations('topic');
  const { article } = data;
  const texts = cardTexts(tCard);
  return (
    <main>
      <header className={styles.banner}>
        {article.bigPicture ? (
          <img src={article.bigPicture} alt="" width={1200} height={630} fetchPriority="high" />
        ) : null}
        <div className={styles.bannerText}>
          <span className={styles.kicker}>{t('kicker')}</span>
          <h1 lang={contentLanguageTag(article.lang)}>{article.title}</h1>
        </div>
      </header>
      {article.status === 1 ? <SubscribeButton target={{ kind: 'topic', id: article.id }} /> : null}
      {article.abstract ? (
        <p className={styles.summary} lang={contentLanguageTag(article.lang)}>
          {article.abstract}
        </p>
      ) : null}
      {article.topicGroups.map((group) => (
        <section
          key={group.name}
          className={styles.group}
          data-testid="topic-group"
          lang={contentLanguageTag(article.lang)}
        >
          <h2 className={styles.groupTitle}>{group.name}</h2>
          {group.list.map((item) => (
            <ArticleCard key={item.id} article={item} texts={texts} locale={locale} showCounts={showCounts} />
          ))}
        </section>
      ))}
    </main>
  );
}

export default defineScreen({
  load: (input) => loadById(input, 'id', loadTopic),
  metadata: (view) => articleMetadata('specDetail', view),
  View(view) {
    const { locale, context, config, data } = view;
    return (
      <>
        <JsonLd data={articleStructuredData('specDetail', data.article, view)} />
        <SiteHeader config={config} context={context} />
        <Topic data={data} locale={locale} showCounts={config.siteConfig.globalCount} />
      </>
    );
  },
});
