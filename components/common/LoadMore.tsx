'use client';
/**
 * The foot of a paged list: loads the next page when it scrolls into view (infinite scroll) or on tap,
 * shows a loading indicator, a retry after a failure, and "no more" at the end. With auto off it waits for
 * the tap: a list with a footer under it stops growing by itself, so the footer can be reached.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef } from 'react';
import styles from './states.module.css';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
  /** Load when the foot scrolls into view (default); false: only on tap. */
  auto?: boolean;
}

export function LoadMore({ hasMore, loading, failed, onLoad, auto = true }: LoadMoreProps) {
  const t = useTranslations('list');
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useEffectEvent(() => onLoad());

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !auto || !hasMore || loading || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, hasMore, loading, failed]);

  return (
    <div ref={sentinel} className={styles.footerState} data-testid="load-more" aria-live="polite" aria-busy={loading}>
      {loading ? (
        <>
          <span className={styles.spinner} aria-hidden />
          <span>{t('loading')}</span>
        </>
      ) : failed ? (
        <button type="button" className={styles.footerButton} onClick={onLoad} data-testid="load-more-retry">
          {t('retry')}
        </button>
      ) : hasMore ? (
        <button type="button" className={styles.footerButton} onClick={onLoad}>
          {t('loadMore')}
        </button>
      ) : (
        <span>{t('noMore')}</span>
      )}
    </div>
  );
}
