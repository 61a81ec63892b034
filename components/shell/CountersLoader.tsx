'use client';
/** Counters' code (calls, analytics) loads a moment after the page showed: it is never in the first JavaScript. */
import { lazy, Suspense, useEffect, useState } from 'react';

const Counters = lazy(() => import('./Counters').then((module) => ({ default: module.Counters })));

export function CountersLoader() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 1000);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Counters />
    </Suspense>
  ) : null;
}
