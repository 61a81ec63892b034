'use client';
/**
 * Route-level behaviour (spec §2 "Page behaviour"): the page scrolls to the top on every route change
 * (kept-alive screens restore their own position on back/forward), and a ?title= query parameter
 * overrides the page title.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect } from 'react';
import { markPopNavigation, markPushNavigation, reachedByPop } from './navigation';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function titleFromQuery(search: string): string | undefined {
  const title = new URLSearchParams(search).get('title');
  return title && title.trim() ? title.trim().slice(0, 120) : undefined;
}

export function RouteEffects() {
  const pathname = usePathname();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPop = () => markPopNavigation();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useIsomorphicLayoutEffect(() => {
    if (!reachedByPop()) window.scrollTo(0, 0);
    markPushNavigation();
  }, [pathname]);

  useEffect(() => {
    const title = titleFromQuery(window.location.search);
    if (title) document.title = title;
  }, [pathname]);

  return null;
}
