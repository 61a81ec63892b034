/**
 * specDetail/:linkID?/:id?.html — a special topic: its banner, summary and grouped articles.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ArticleCard, cardTexts } from '@/components/article/ArticleCard';
import { TopicSubscribe } from '@/components/article/TopicSubscribe';
import styles from '@/components/pages/pages.module.css';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import type { Locale } from '@/lib/i18n/locales';
import { loadArticle, type ArticleData } from '@/lib/loaders/article';
import { stripTitleMarkers } from '@/lib/model/title';
import { parseId } from '@/lib/routing/routes';
import { JsonLd } from '@/components/common/JsonLd';
import { articleMetadata, articleStructuredData } from '@/lib/screens/articleScreen';
import { readScreen, type ScreenParams } from '@/lib/screens/readScreen';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { linkID: string; id: string }> };

async function load(params: Props['params']) {
  const screen = await readScreen(params);
  const id = parseId((await params).id);
  if (!id) notFound();
  const data = await loadArticle(id, undefined, false);
  if (!data) notFound();
  return { ...screen, data };
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return articleMetadata('specDetail', Promise.resolve({ ...(await params), columnId: '_', id }));
}

function Topic({ data, locale, showCounts }: { data: ArticleData; locale: Locale; showCounts: boolean }) {
  const tCard = useTranslations('card');
  const t = useTranslations('topic');
  const { article } = data;
  const texts = cardTexts(tCard);
  return (
    <main>
      <header className={styles.banner}>
        {article.picBig ? <img src={article.picBig} alt="" width={1200} height={630} fetchPriority="high" /> : null}
        <div className={styles.bannerText}>
          <span className={styles.kicker}>{t('kicker')}</span>
          <h1>{stripTitleMarkers(article.title)}</h1>
        </div>
      </header>
      {article.aStatus === 1 ? <TopicSubscribe topicId={article.fileId} /> : null}
      {article.attAbstract ? <p className={styles.summary}>{article.attAbstract}</p> : null}
      {article.topicGroups.map((group) => (
        <section key={group.name} className={styles.group} data-testid="topic-group">
          <h2 className={styles.groupTitle}>{group.name}</h2>
          {group.list.map((item) => (
            <ArticleCard key={item.fileId} article={item} texts={texts} locale={locale} showCounts={showCounts} />
          ))}
        </section>
      ))}
    </main>
  );
}

async function SpecDetailPage({ params }: Props) {
  const { locale, data } = await load(params);
  const [config, structured] = await Promise.all([
    loadSiteConfig(),
    articleStructuredData('specDetail', data.article, locale),
  ]);
  return (
    <>
      <JsonLd data={structured} />
      <Topic data={data} locale={locale} showCounts={config.siteConfig.globalCount} />
    </>
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(SpecDetailPage);
