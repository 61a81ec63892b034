'use client';
/**
 * A paged list after its server-rendered first page: react-query's infinite query seeded with that page,
 * the next page asked for while `hasMore` says so (the spec's rules differ by list, §4 and §9).
 */
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';

export function usePagedItems<T>({
  key,
  initial,
  fetchPage,
  hasMore,
}: {
  key: readonly unknown[];
  initial: T[];
  fetchPage: (page: number, signal: AbortSignal) => Promise<T[]>;
  hasMore: (last: T[], loaded: number) => boolean;
}) {
  const list = useInfiniteQuery<T[], Error, InfiniteData<T[], number>, readonly unknown[], number>({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, all) =>
      hasMore(
        last,
        all.reduce((sum, page) => sum + page.length, 0),
      )
        ? all.length
        : undefined,
    initialData: { pages: [initial], pageParams: [0] },
    staleTime: 60_000,
  });
  const items = list.data?.pages.flat() ?? initial;
  const footer = {
    hasMore: Boolean(list.hasNextPage),
    loading: list.isFetchingNextPage,
    failed: list.isFetchNextPageError,
    onLoad: () => void list.fetchNextPage({ cancelRefetch: false }),
  };
  return { items, footer };
}
