'use client';
/**
 * Route-level behaviour (spec §2 "Page behaviour"): a link's new page starts at the top (or at the element
 * a #hash names); back and forward leave the place to the browser, which gives each history entry its own
 * scroll position back (the router renders the entry from its cache as the pop happens:
 * docs/scroll-restoration.md); a ?title= query parameter overrides the page title.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { restoreThemeClasses } from '@/lib/theme';

/**
 * Whether the entry now shown was reached by back or forward: registered when this module loads (before
 * the router's listener) in the capture phase, so the pop is known before the router renders the entry.
 */
let popped = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => (popped = true), true);
  // a pop that changed only the query (home's sections) renders no new path: a tap is never a pop
  window.addEventListener('click', () => (popped = false), true);
}

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
    // a 404 or error page is rendered in the browser, which drops the theme the <head> script set
    restoreThemeClasses(document, window.location.search);
  }, []);

  const shown = useRef<string | null>(null);
  useIsomorphicLayoutEffect(() => {
    // a page loaded afresh is left where the browser put it (the top, the #hash, or its place when back or
    // forward loaded it; the reader may already have scrolled before it became interactive)
    const previous = shown.current;
    shown.current = pathname;
    const pop = popped;
    popped = false;
    if (previous === null || previous === pathname || pop) return;
    // a link to a place in the page (#comments, after login too) lands there; any other at the top
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
