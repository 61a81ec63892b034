'use client';
/**
 * Whether the browser says it is online (navigator.onLine, kept up to date by its online and offline
 * events). The server's render and the hydrating one say online: a page read offline learns it after.
 */
import { useSyncExternalStore } from 'react';
import { showToast } from '@/lib/ui/toast';

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * What a tap on an interactive part (like, comment, vote) does offline: it says so (`unavailable`, the
 * offline namespace's text) instead of sending a request that fails.
 */
export function whenOnline(online: boolean, unavailable: string, action: () => void): void {
  if (online) action();
  else showToast(unavailable);
}
