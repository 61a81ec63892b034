/** Related articles and the recommend list at the end of an article (server HTML, part of the cached page). */
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { ArticleSummary } from '@/lib/schemas/article';
import { ArticleCard, cardTexts } from './ArticleCard';
import styles from './article.module.css';

export function RelatedLists({
  related,
  recommended,
  locale,
  showCounts,
}: {
  related: ArticleSummary[];
  recommended: ArticleSummary[];
  locale: Locale;
  showCounts: boolean;
}) {
  const t = useTranslations('article');
  const tCard = useTranslations('card');
  const texts = cardTexts(tCard);
  const seen = new Set(related.map((a) => a.fileId));
  const more = recommended.filter((a) => !seen.has(a.fileId));
  return (
    <>
      {[
        ['related', t('related'), related],
        ['recommended', t('recommended'), more],
      ].map(([key, title, list]) =>
        (list as ArticleSummary[]).length ? (
          <section key={key as string} className={styles.related} data-testid={key as string}>
            <h2 className={styles.relatedTitle}>{title as string}</h2>
            {(list as ArticleSummary[]).map((article) => (
              <ArticleCard
                key={article.fileId}
                article={article}
                texts={texts}
                locale={locale}
                showCounts={showCounts}
              />
            ))}
          </section>
        ) : null,
      )}
    </>
  );
}
