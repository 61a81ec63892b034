'use client';
/** One ad, marked as such: its picture (with its size, no layout shift), its title; counts its impression and clicks. */
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { sendAdEvent } from '@/lib/api/ads';
import type { Ad } from '@/lib/schemas/ads';
import { useApi } from '../providers/RuntimeContext';
import styles from './ads.module.css';

const counted = new Set<number>();

export function AdCard({ ad }: { ad: Ad }) {
  const t = useTranslations('ads');
  const api = useApi();
  const node = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = node.current;
    if (!element || counted.has(ad.advID) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || counted.has(ad.advID)) return;
      counted.add(ad.advID);
      observer.disconnect();
      sendAdEvent(api, ad.advID, 'impression').catch(() => undefined);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ad.advID, api]);

  const body = (
    <>
      <img src={ad.imgUrl} alt="" width={ad.width || 640} height={ad.height || 360} loading="lazy" decoding="async" />
      <span className={styles.caption}>
        <span className={styles.label}>{t('label')}</span>
        <span className={styles.title}>{ad.title}</span>
      </span>
    </>
  );
  return (
    <aside ref={node} className={styles.ad} aria-label={t('label')} data-testid="ad" data-adv-id={ad.advID}>
      {/^https?:\/\//i.test(ad.linkUrl) ? (
        <a
          href={ad.linkUrl}
          rel="sponsored noopener"
          target="_blank"
          onClick={() => void sendAdEvent(api, ad.advID, 'click').catch(() => undefined)}
        >
          {body}
        </a>
      ) : (
        <div>{body}</div>
      )}
    </aside>
  );
}

/** The ads under an article (when the site config enables advertising). */
export function AdList({ ads }: { ads: Ad[] }) {
  return ads.length ? (
    <div className={styles.list}>
      {ads.map((ad) => (
        <AdCard key={ad.advID} ad={ad} />
      ))}
    </div>
  ) : null;
}
