'use client';
/**
 * The platform failed (down, timed out, answered an error): an error state with a retry, never a crash.
 * Error pages are not cached, so the screen works again as soon as the platform does.
 */
import { useEffect } from 'react';
import { ErrorState } from '@/components/common/ErrorState';
import { usePlainTexts } from '@/components/providers/MessagesContext';

export default function ScreenError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = usePlainTexts('errors');
  useEffect(() => {
    console.error('[screen]', error);
  }, [error]);
  return (
    <main>
      <ErrorState title={t('network')} detail={t('loadFailed')} retryLabel={t('retry')} onRetry={() => retry()} />
    </main>
  );
}
