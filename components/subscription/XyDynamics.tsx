'use client';
/**
 * A media account's dynamics (动态) after the server-rendered first page: text, pictures (one wide, more in
 * a grid) or a video in the site's player, the time; "more" while a page came back with 10 or more (§9).
 */
import { isEmpty } from '@/lib/api/answer';
import { fetchXyDynamics } from '@/lib/api/xyAccounts';
import { dynamicsHaveMore } from '@/lib/model/limits';
import type { Dynamic } from '@/lib/schemas/xyAccount';
import { EmptyState } from '../common/EmptyState';
import { LoadMore } from '../common/LoadMore';
import { RelativeTime } from '../common/RelativeTime';
import { usePagedItems } from '../common/usePagedItems';
import { VideoPlayer } from '../media/VideoPlayer';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import styles from './subscription.module.css';

export interface XyDynamicsTexts {
  empty: string;
  video: string;
}

export const XyDynamics = withQueries(function XyDynamics({
  xyId,
  initial,
  texts,
}: {
  xyId: number;
  initial: Dynamic[];
  texts: XyDynamicsTexts;
}) {
  const api = useApi();
  const { items, footer } = usePagedItems({
    key: ['xy-dynamics', xyId],
    initial,
    fetchPage: async (page, signal) => {
      const answer = await fetchXyDynamics(api, xyId, page, { signal });
      return isEmpty(answer) ? [] : answer.list;
    },
    hasMore: (last) => dynamicsHaveMore(last.length),
  });
  if (!items.length) return <EmptyState title={texts.empty} />;
  return (
    <>
      <ul className={styles.feed} data-testid="xy-dynamics">
        {items.map((item) => (
          <li key={item.id} className={styles.feedItem} data-testid="xy-dynamic">
            <p>{item.content}</p>
            {item.videos[0] ? (
              <VideoPlayer
                src={item.videos[0].url}
                poster={item.videos[0].poster}
                width={640}
                height={360}
                duration={item.videos[0].duration}
                label={texts.video}
              />
            ) : item.pics.length ? (
              <div className={item.pics.length === 1 ? styles.onePicture : styles.pictures}>
                {item.pics.map((pic) => (
                  <img
                    key={pic.url}
                    src={pic.url}
                    alt=""
                    width={pic.width || 640}
                    height={pic.height || 360}
                    loading="lazy"
                    decoding="async"
                  />
                ))}
              </div>
            ) : null}
            <RelativeTime value={item.publishtime} className={styles.feedTime} />
          </li>
        ))}
      </ul>
      <LoadMore {...footer} />
    </>
  );
});
