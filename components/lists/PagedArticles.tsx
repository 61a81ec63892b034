'use client';
/**
 * A paged article list after its server-rendered first page (moreLive, moreImage, specMore, tagList):
 * "load more" appends, with infinite scroll, a loading indicator and a retry. The spec's two rules for
 * "more": while the last page was not empty, or only while the loaded count is a multiple of 20 (§4).
 */
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { fetchListPage, type ListSource } from '@/lib/api/reading';
import { moreByMultiple } from '@/lib/model/limits';
import type { ArticleSummary } from '@/lib/schemas/article';
import { ArticleCard } from '../article/ArticleCard';
import { EmptyState } from '../common/EmptyState';
import { LoadMore } from '../common/LoadMore';
import { Tile } from '../home/ModuleBlock';
import { useCardTexts } from '../home/useCardTexts';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import styles from './lists.module.css';

export type MoreRule = 'nonEmpty' | 'multipleOf20';

export interface PagedArticlesProps {
  source: ListSource;
  initial: ArticleSummary[];
  more: MoreRule;
  layout?: 'cards' | 'tiles';
  showCounts: boolean;
  emptyText: string;
}

export const PagedArticles = withQueries(function PagedArticles({
  source,
  initial,
  more,
  layout = 'cards',
  showCounts,
  emptyText,
}: PagedArticlesProps) {
  const api = useApi();
  const locale = useLocale();
  const texts = useCardTexts();
  const list = useInfiniteQuery<
    ArticleSummary[],
    Error,
    InfiniteData<ArticleSummary[], number>,
    readonly unknown[],
    number
  >({
    queryKey: ['list', source],
    queryFn: ({ pageParam, signal }) => fetchListPage(api, source, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, all) => {
      if (more === 'nonEmpty') return last.length > 0 ? all.length : undefined;
      return moreByMultiple(all.reduce((sum, page) => sum + page.length, 0)) && last.length > 0
        ? all.length
        : undefined;
    },
    initialData: { pages: [initial], pageParams: [0] },
    staleTime: 60_000,
  });
  const articles = list.data?.pages.flat() ?? initial;
  if (!articles.length) return <EmptyState title={emptyText} />;
  return (
    <div className={layout === 'tiles' ? styles.tiles : styles.cards} data-testid="paged-list">
      {articles.map((article, index) =>
        layout === 'tiles' ? (
          <Tile key={article.id} article={article} priority={index < 2} />
        ) : (
          <ArticleCard
            key={article.id}
            article={article}
            texts={texts}
            locale={locale}
            showCounts={showCounts}
            priority={index === 0}
            heading="h2"
          />
        ),
      )}
      <div className={styles.foot}>
        <LoadMore
          hasMore={Boolean(list.hasNextPage)}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onLoad={() => void list.fetchNextPage({ cancelRefetch: false })}
        />
      </div>
    </div>
  );
});
