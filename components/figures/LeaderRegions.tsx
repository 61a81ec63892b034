'use client';
/**
 * The leader view's regions: the first region's leaders come with the page; choosing another asks the
 * platform for that region's leaders (the region leader view), kept once loaded.
 */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { isEmpty } from '@/lib/api/answer';
import { fetchRegionLeaders } from '@/lib/api/figures';
import { appPath } from '@/lib/routing/routes';
import type { Figure, LeaderView } from '@/lib/schemas/figures';
import { EmptyState } from '../common/EmptyState';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import styles from './figures.module.css';

export const LeaderRegions = withQueries(function LeaderRegions({
  view,
  texts,
}: {
  view: LeaderView;
  texts: { regions: string; empty: string; loading: string; failed: string };
}) {
  const api = useApi();
  const [regionId, setRegionId] = useState(view.regionId);
  const leaders = useQuery({
    queryKey: ['region-leaders', regionId],
    queryFn: async ({ signal }) => {
      const answer = await fetchRegionLeaders(api, regionId, { signal });
      return isEmpty(answer) ? [] : answer.list;
    },
    ...(regionId === view.regionId ? { initialData: view.list } : {}),
    staleTime: 300_000,
  });
  return (
    <>
      <nav className={styles.regions} aria-label={texts.regions}>
        {view.regions.map((region) => (
          <button
            key={region.id}
            type="button"
            aria-pressed={region.id === regionId}
            onClick={() => setRegionId(region.id)}
            data-testid="leader-region"
          >
            {region.name}
          </button>
        ))}
      </nav>
      <div aria-live="polite" aria-busy={leaders.isPending}>
        {leaders.isPending ? (
          <p className={styles.note}>{texts.loading}</p>
        ) : leaders.isError ? (
          <p className={styles.note} role="alert">
            {texts.failed}
          </p>
        ) : leaders.data.length ? (
          <ul className={styles.leaders} data-testid="leaders" data-region={regionId}>
            {leaders.data.map((leader: Figure) => (
              <li key={leader.id}>
                <Link href={appPath('figureDetail', { id: leader.id })} data-testid="leader">
                  <img src={leader.avatar} alt="" width={72} height={72} loading="lazy" />
                  <strong>{leader.name}</strong>
                  <span>{leader.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={texts.empty} />
        )}
      </div>
    </>
  );
});
