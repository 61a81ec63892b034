'use client';
/**
 * The current time for relative time texts: null while hydrating (server HTML and first client render
 * show the absolute date, so they match), then the time, refreshed every minute.
 */
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  // the first subscriber after a quiet spell starts from the current time (React re-reads the snapshot
  // after subscribing and renders again if it moved)
  if (!listeners.size) now = Date.now();
  listeners.add(listener);
  if (!timer)
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 60_000);
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useNow(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  );
}
