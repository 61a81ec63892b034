'use client';
/**
 * Registers the service worker (lib/offline/serviceWorker.ts) once the page has loaded and the browser is
 * idle, so that its script is never part of the page's own load; and tells it of the page being read when
 * it did not see that page's HTML: the page that registered it, and each client navigation (the router
 * fetches a payload, not the document). The root layout leaves it out inside WeChat and the native app,
 * whose webviews limit service workers, and in an editor's preview.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { askWorker, canKeepPages, loadedBuildFiles, workerUrl } from '@/lib/offline/workerClient';

function keepThisPage(basePath: string): void {
  void askWorker({ type: 'KEEP_PAGE', url: location.href, assets: loadedBuildFiles(basePath) }).catch(() => undefined);
}

function whenIdle(work: () => void): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  const start = () => idle(work);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

export function ServiceWorkerRegistration({ basePath }: { basePath: string }) {
  useEffect(() => {
    if (!canKeepPages()) return;
    const controlled = Boolean(navigator.serviceWorker.controller);
    whenIdle(() => {
      navigator.serviceWorker
        .register(workerUrl(basePath), { scope: `${basePath}/`, updateViaCache: 'none' })
        .catch(() => undefined);
    });
    // the first worker takes this page over (clientsClaim): the page it never saw is kept now
    if (!controlled)
      navigator.serviceWorker.addEventListener('controllerchange', () => keepThisPage(basePath), { once: true });
  }, [basePath]);

  // (by path: a section of home reached by its tab is kept when next loaded as a page)
  const pathname = usePathname();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname || !canKeepPages() || !navigator.serviceWorker.controller) return;
    keepThisPage(basePath);
  }, [pathname, basePath]);
  return null;
}
