'use client';
/**
 * The platform failed (down, timed out, answered an error): an error state with a retry, never a crash.
 * Error pages are not cached, so the screen works again as soon as the platform does.
 */
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorState } from '@/components/common/ErrorState';

export default function ScreenError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errors');
  useEffect(() => {
    console.error('[screen]', error);
  }, [error]);
  return (
    <main>
      <ErrorState title={t('network')} detail={t('loadFailed')} retryLabel={t('retry')} onRetry={() => retry()} />
    </main>
  );
}
