'use client';
/** Error state: the platform could not answer; the reader can try again (by default, reloading the page). */
import { useTranslations } from 'next-intl';
import styles from './states.module.css';

export function ErrorState({
  title,
  detail,
  retryLabel,
  onRetry,
}: {
  title: string;
  detail?: string;
  retryLabel: string;
  onRetry?: () => void;
}) {
  return (
    <section className={styles.state} role="alert" data-testid="error-state">
      <p className={styles.title}>{title}</p>
      {detail ? <p>{detail}</p> : null}
      <button type="button" className={styles.button} onClick={onRetry ?? (() => window.location.reload())}>
        {retryLabel}
      </button>
    </section>
  );
}

/** The platform or a part's code could not be reached, in the page's language ("errors", sent by every page). */
export function NetworkErrorState({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('errors');
  return <ErrorState title={t('network')} detail={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />;
}
