'use client';
/**
 * Route-level behaviour (spec §2 "Page behaviour"): the page scrolls to the top on every route change
 * (or to the element a #hash names)
 * (kept-alive screens restore their own position on back/forward), and a ?title= query parameter
 * overrides the page title.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { restoreThemeClasses } from '@/lib/theme';
import { forgetPop, reachedByPop } from './navigation';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function titleFromQuery(search: string): string | undefined {
  const title = new URLSearchParams(search).get('title');
  return title && title.trim() ? title.trim().slice(0, 120) : undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

export function RouteEffects() {
  const pathname = usePathname();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // a 404 or error page is rendered in the browser, which drops the theme the <head> script set
    restoreThemeClasses(document, window.location.search);
  }, []);

  const shown = useRef<string | null>(null);
  useIsomorphicLayoutEffect(() => {
    // the first render of a loaded page leaves the scroll alone: the browser put it at the top or at the
    // #hash, and the reader may already have scrolled before the page became interactive
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname) return;
    if (reachedByPop()) return;
    forgetPop();
    // a link to a place in the page (#comments, after login too) lands there; any other route change at the top
    const id = safeDecode(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    const title = titleFromQuery(window.location.search);
    if (!title) return;
    // the router writes the route's own title after navigation: keep putting ours back
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname]);

  return null;
}
