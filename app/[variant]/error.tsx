'use client';
/**
 * The platform failed (down, timed out, answered an error): an error state with a retry, never a crash.
 * Error pages are not cached, so the screen works again as soon as the platform does.
 */
import { useEffect } from 'react';
import { NetworkErrorState } from '@/components/common/ErrorState';

export default function ScreenError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error('[screen]', error);
  }, [error]);
  return (
    <main>
      <NetworkErrorState onRetry={() => retry()} />
    </main>
  );
}
