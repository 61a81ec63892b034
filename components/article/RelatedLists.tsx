'use client';
/**
 * Related articles and the recommend list at the end of an article, asked of the platform by the browser
 * when the reader comes near (LazyRelatedLists): an extra, so a failed call leaves them out. Not part of
 * the cached page: their cards would be a third of its bytes, sent twice (docs/onward-lists.md).
 */
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { fetchRelated } from '@/lib/api/content';
import { isEmpty } from '@/lib/api/answer';
import { onwardLists } from '@/lib/model/onward';
import { preloadRelativeTime } from '../common/LazyRelativeTime';
import { useCardTexts } from '../home/useCardTexts';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import { ArticleCard } from './ArticleCard';
import styles from './article.module.css';

// the cards' times come in a chunk of their own: fetched with the lists' data, not after it
preloadRelativeTime();

export interface RelatedListsProps {
  articleId: number;
  /** The two lists' headings, in the page's language (from the server). */
  titles: { related: string; recommended: string };
  showCounts: boolean;
}

export const RelatedLists = withQueries(function RelatedLists({ articleId, titles, showCounts }: RelatedListsProps) {
  const api = useApi();
  const locale = useLocale();
  const texts = useCardTexts();
  const lists = useQuery({
    queryKey: ['onward', articleId],
    queryFn: async ({ signal }) => {
      const pick = (which: 'related' | 'recommend') =>
        fetchRelated(api, articleId, which, { signal }).then(
          (answer) => (isEmpty(answer) ? [] : answer.list),
          (error: unknown) => {
            // cancelled (the reader left mid-call): not "no lists" for the rest of the visit
            if (signal.aborted) throw error;
            console.warn(`[article] ${which} left out: ${error instanceof Error ? error.message : String(error)}`);
            return [];
          },
        );
      const [related, recommended] = await Promise.all([pick('related'), pick('recommend')]);
      return onwardLists(related, recommended);
    },
    staleTime: 5 * 60_000,
  });
  if (!lists.data)
    return <div aria-busy={lists.isPending} className={lists.isPending ? styles.onwardSlot : undefined} />;
  return (
    <>
      {lists.data.map(({ key, articles }) => (
        <section key={key} className={styles.related} data-testid={key}>
          <h2 className={styles.relatedTitle}>{titles[key]}</h2>
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} texts={texts} locale={locale} showCounts={showCounts} />
          ))}
        </section>
      ))}
    </>
  );
});
