'use client';
/**
 * One column's feed on the home screen: carousel, top module, live strip, then the article list with the
 * modules placed among the articles, paged with infinite scroll. A fresh load replaces, "load more"
 * appends; there is more while the last page was not empty (spec §4). Pages live in the query cache, so
 * coming back to home shows everything that was loaded.
 *
 * The site footer (languages, about, download) is under this feed: after FEED_AUTO_PAGES pages the feed
 * waits for a tap on "load more" instead of growing as the reader scrolls, or the footer would move away
 * each time they reach it (the demo's front page has six pages).
 */
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { Fragment, useMemo } from 'react';
import { appPath } from '@/lib/routing/routes';
import { isEmpty } from '@/lib/api/answer';
import { fetchArticles, fetchModuleView } from '@/lib/api/content';
import { interleaveModules, keptModules, withoutDuplicates } from '@/lib/model/home';
import { moreByMultiple } from '@/lib/model/limits';
import type { ArticlesPage, ModuleView } from '@/lib/schemas/article';
import { AdCard } from '../ads/AdCard';
import { useAds } from '../ads/useAds';
import { ArticleCard } from '../article/ArticleCard';
import { EmptyState } from '../common/EmptyState';
import { ErrorState } from '../common/ErrorState';
import { LoadMore } from '../common/LoadMore';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import { Carousel } from './Carousel';
import { ModuleBlock, Tile } from './ModuleBlock';
import styles from './home.module.css';
import { useCardTexts } from './useCardTexts';

export interface ColumnFeedProps {
  columnId: number;
  initialPage?: ArticlesPage;
  initialModules?: ModuleView;
  leftPicture: boolean;
  showCounts: boolean;
  onColumn?: (columnId: number) => boolean;
  /** The site config enables advertising: the column's ads go into the feed at their index. */
  ads?: boolean;
}

/** Pages the feed loads by itself as the reader scrolls (the first included); the next ones take a tap. */
const FEED_AUTO_PAGES = 3;

const emptyPage = (columnId: number, page: number): ArticlesPage => ({
  columnId,
  page,
  list: [],
  carousel: [],
  liveArticles: [],
});

export function feedQueryKey(columnId: number) {
  return ['feed', columnId] as const;
}

function Skeleton() {
  return (
    <div aria-hidden data-testid="feed-skeleton">
      {[0, 1, 2, 3].map((k) => (
        <div key={k} className={styles.skeleton}>
          <div className={styles.skeletonLine} style={{ width: '92%' }} />
          <div className={styles.skeletonLine} style={{ width: '60%' }} />
        </div>
      ))}
    </div>
  );
}

export const ColumnFeed = withQueries(function ColumnFeed({
  columnId,
  initialPage,
  initialModules,
  leftPicture,
  showCounts,
  onColumn,
  ads: adsEnabled = false,
}: ColumnFeedProps) {
  const api = useApi();
  const locale = useLocale();
  const t = useTranslations('home');
  const tEmpty = useTranslations('empty');
  const tErrors = useTranslations('errors');
  const tLists = useTranslations('lists');
  const texts = useCardTexts();

  const feed = useInfiniteQuery<ArticlesPage, Error, InfiniteData<ArticlesPage, number>, readonly unknown[], number>({
    queryKey: feedQueryKey(columnId),
    queryFn: async ({ pageParam, signal }) => {
      const answer = await fetchArticles(api, columnId, pageParam, { signal });
      return isEmpty(answer) ? emptyPage(columnId, pageParam) : answer;
    },
    initialPageParam: 0,
    // the spec's multiple-of-20 rule: a page shorter than the platform's ends the list, so no 加载更多
    // is offered with nothing behind it (a column of 11 articles)
    getNextPageParam: (last, all) =>
      last.list.length > 0 && moreByMultiple(all.reduce((count, page) => count + page.list.length, 0))
        ? all.length
        : undefined,
    initialData: initialPage ? { pages: [initialPage], pageParams: [0] } : undefined,
  });

  const modulesQuery = useQuery({
    queryKey: ['modules', columnId],
    queryFn: async ({ signal }) => {
      const answer = await fetchModuleView(api, columnId, { signal });
      return isEmpty(answer) ? { topModule: null, modules: [] } : answer;
    },
    initialData: initialModules,
    // modules are an extra: a failure leaves them out
    retry: false,
  });

  const first = feed.data?.pages[0];
  const modules = useMemo(() => keptModules(modulesQuery.data?.modules ?? []), [modulesQuery.data]);
  const topModule = modulesQuery.data?.topModule ? keptModules([modulesQuery.data.topModule])[0] : undefined;
  // what the carousel and the modules show is not repeated in the list they stand in
  const articles = useMemo(
    () =>
      withoutDuplicates(feed.data?.pages.flatMap((page) => page.list) ?? [], [
        ...(first?.carousel ?? []),
        ...(topModule?.list ?? []),
        ...modules.flatMap((module) => module.list),
      ]),
    [feed.data, first, topModule, modules],
  );
  const entries = useMemo(() => interleaveModules(articles, modules), [articles, modules]);
  const ads = useAds({ kind: 'column', columnId }, adsEnabled);

  if (feed.isPending) return <Skeleton />;
  if (feed.isError && !feed.data)
    return <ErrorState title={tErrors('network')} retryLabel={tErrors('retry')} onRetry={() => void feed.refetch()} />;

  const carousel = first?.carousel ?? [];
  const live = first?.liveArticles ?? [];
  const nothing = !articles.length && !carousel.length && !live.length && !topModule;
  // the first picture of the page loads at once: the carousel's, or else the first article's
  const priorityId = carousel.length ? undefined : articles.find((article) => article.smallPicture)?.id;

  let shown = 0;
  return (
    <div data-testid="column-feed" data-column-id={columnId}>
      {carousel.length ? <Carousel slides={carousel} label={t('carousel')} /> : null}
      {topModule ? <ModuleBlock module={topModule} onColumn={onColumn} /> : null}
      {live.length ? (
        <section className={styles.section} data-testid="live-strip">
          <div className={styles.sectionHead}>
            <h2 className={styles.sectionTitle}>{t('live')}</h2>
            <Link href={appPath('moreLive')} className={styles.sectionMore} data-testid="live-more">
              {tLists('more')}
            </Link>
          </div>
          <div className={styles.scroller}>
            {live.map((article) => (
              <Tile key={article.id} article={article} wide />
            ))}
          </div>
        </section>
      ) : null}
      {nothing ? (
        <EmptyState title={tEmpty('noContent')} />
      ) : (
        <div className={styles.feed} data-testid="article-list">
          {entries.map((entry) => {
            if (entry.kind === 'module')
              return <ModuleBlock key={`m${entry.module.moduleId}`} module={entry.module} onColumn={onColumn} />;
            shown++;
            const adsHere = ads.filter((ad) => ad.index === shown);
            return (
              <Fragment key={entry.article.id}>
                <ArticleCard
                  article={entry.article}
                  texts={texts}
                  locale={locale}
                  leftPicture={leftPicture}
                  showCounts={showCounts}
                  priority={entry.article.id === priorityId}
                  heading="h2"
                />
                {adsHere.map((ad) => (
                  <AdCard key={`ad${ad.id}`} ad={ad} />
                ))}
              </Fragment>
            );
          })}
          <LoadMore
            auto={(feed.data?.pages.length ?? 1) < FEED_AUTO_PAGES}
            hasMore={Boolean(feed.hasNextPage)}
            loading={feed.isFetchingNextPage}
            failed={feed.isFetchNextPageError}
            onLoad={() => void feed.fetchNextPage({ cancelRefetch: false })}
          />
        </div>
      )}
    </div>
  );
});
