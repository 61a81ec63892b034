'use client';
/**
 * RelativeTime in a chunk of its own, for the components a screen renders from the server (list cards,
 * posts, questions, tip-offs). One page renders every screen, and every client component a server
 * component imports goes into that page's first scripts: the article, which shows no relative time, carried
 * this one's code and the time rules (1.8 KB gzipped). Next preloads the chunk where the server drew a time.
 * Not in screenParts.ts: list cards live inside parts it loads and would import it back. The `import()`
 * stays written inside `dynamic()`: that is where Next finds the chunk to preload.
 */
import dynamic from 'next/dynamic';

export const LazyRelativeTime = dynamic(() => import('./RelativeTime').then((module) => module.RelativeTime));

/** Fetches the chunk ahead of a first time drawn in the browser (cards that come with their data). */
export function preloadRelativeTime(): void {
  void import('./RelativeTime');
}
