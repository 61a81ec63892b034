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
    if (!element || counted.has(ad.id) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || counted.has(ad.id)) return;
      counted.add(ad.id);
      observer.disconnect();
      sendAdEvent(api, ad.id, 'impression').catch(() => undefined);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ad.id, api]);

  const body = (
    <>
      <img src={ad.picture} alt="" width={ad.width || 640} height={ad.height || 360} loading="lazy" decoding="async" />
      <span className={styles.caption}>
        <span className={styles.label}>{t('label')}</span>
        <span className={styles.title}>{ad.title}</span>
      </span>
    </>
  );
  return (
    <aside ref={node} className={styles.ad} aria-label={t('label')} data-testid="ad" data-adv-id={ad.id}>
      {/^https?:\/\//i.test(ad.link) ? (
        <a
          href={ad.link}
          rel="sponsored noopener"
          target="_blank"
          onClick={() => void sendAdEvent(api, ad.id, 'click').catch(() => undefined)}
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
        <AdCard key={ad.id} ad={ad} />
      ))}
    </div>
  ) : null;
}
