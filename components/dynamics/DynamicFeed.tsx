'use client';
/**
 * The dynamics (动态) of a media account or a reporter after the server-rendered first page: text, pictures
 * or a video, the time; "more" while a page came back with 10 or more (spec §9). A reporter's dynamic
 * opens on its own page (dynamicDetail).
 */
import Link from 'next/link';
import { isEmpty } from '@/lib/api/answer';
import { fetchReporterDynamics } from '@/lib/api/reporters';
import { fetchXyDynamics } from '@/lib/api/xyAccounts';
import { dynamicsHaveMore } from '@/lib/model/limits';
import { appPath } from '@/lib/routing/routes';
import type { Dynamic } from '@/lib/schemas/dynamic';
import { EmptyState } from '../common/EmptyState';
import { LoadMore } from '../common/LoadMore';
import { RelativeTime } from '../common/RelativeTime';
import { usePagedItems } from '../common/usePagedItems';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import { DynamicMedia } from './DynamicMedia';
import styles from './dynamics.module.css';

export interface DynamicFeedTexts {
  empty: string;
  video: string;
  /** The link to a reporter's dynamic on its own page. */
  open: string;
}

export type DynamicOwner = { kind: 'xy' | 'reporter'; id: number };

export const DynamicFeed = withQueries(function DynamicFeed({
  owner,
  initial,
  texts,
}: {
  owner: DynamicOwner;
  initial: Dynamic[];
  texts: DynamicFeedTexts;
}) {
  const api = useApi();
  const { items, footer } = usePagedItems({
    key: ['dynamics', owner.kind, owner.id],
    initial,
    fetchPage: async (page, signal) => {
      const answer =
        owner.kind === 'xy'
          ? await fetchXyDynamics(api, owner.id, page, { signal })
          : await fetchReporterDynamics(api, owner.id, page, { signal });
      return isEmpty(answer) ? [] : answer.list;
    },
    hasMore: (last) => dynamicsHaveMore(last.length),
  });
  if (!items.length) return <EmptyState title={texts.empty} />;
  return (
    <>
      <ul className={styles.feed} data-testid="dynamics">
        {items.map((item) => (
          <li key={item.id} className={styles.feedItem} data-testid="dynamic">
            <p>{item.content}</p>
            <DynamicMedia dynamic={item} videoLabel={texts.video} />
            <div className={styles.feedTime}>
              <RelativeTime value={item.published} />
              {owner.kind === 'reporter' ? (
                <>
                  {' · '}
                  <Link href={appPath('dynamicDetail', { id: item.id })} data-testid="dynamic-link">
                    {texts.open}
                  </Link>
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <LoadMore {...footer} />
    </>
  );
});
