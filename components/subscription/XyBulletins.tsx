'use client';
/**
 * A media account's bulletins (公告): each title opens its text in place; the first opening on this page
 * is counted on the platform (hitXyBulletin) and the count of readings shown then is the platform's.
 */
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { isEmpty } from '@/lib/api/answer';
import { hitXyBulletin } from '@/lib/api/xyAccounts';
import { fillSlots } from '@/lib/i18n/browserFill';
import { formatCount } from '@/lib/model/count';
import type { Bulletin } from '@/lib/schemas/xyAccount';
import { RelativeTime } from '../common/RelativeTime';
import { useApi } from '../providers/RuntimeContext';
import feed from '../dynamics/dynamics.module.css';
import styles from './subscription.module.css';

export interface XyBulletinsTexts {
  title: string;
  /** With the {count} of readings. */
  hits: string;
}

export function XyBulletins({ bulletins, texts }: { bulletins: Bulletin[]; texts: XyBulletinsTexts }) {
  const api = useApi();
  const locale = useLocale();
  const [hits, setHits] = useState<Record<number, number>>({});
  const open = (bulletin: Bulletin) => {
    if (bulletin.id in hits) return;
    setHits((known) => ({ ...known, [bulletin.id]: bulletin.readCount }));
    hitXyBulletin(api, bulletin.id).then(
      (answer) => {
        if (!isEmpty(answer)) setHits((known) => ({ ...known, [bulletin.id]: answer.hits }));
      },
      () => undefined,
    );
  };
  return (
    <section className={styles.bulletins} aria-label={texts.title} data-testid="xy-bulletins">
      <h2 className={styles.bulletinsTitle}>{texts.title}</h2>
      {bulletins.map((bulletin) => (
        <details
          key={bulletin.id}
          className={styles.bulletin}
          onToggle={(event) => {
            if (event.currentTarget.open) open(bulletin);
          }}
          data-testid="xy-bulletin"
        >
          <summary>{bulletin.title}</summary>
          <p>{bulletin.content}</p>
          <p className={feed.feedTime}>
            <RelativeTime value={bulletin.published} /> ·{' '}
            <span data-testid="xy-bulletin-hits">
              {fillSlots(texts.hits, { count: formatCount(hits[bulletin.id] ?? bulletin.readCount, locale) })}
            </span>
          </p>
        </details>
      ))}
    </section>
  );
}
