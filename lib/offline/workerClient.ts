/**
 * The pages' side of the service worker (browser only): registering it, telling whether this browser can
 * keep pages, and asking it to keep, save or remove one. Small, and free of the route table: the root
 * layout's registration and the article's bar load it with every page (lib/offline/keptPages.ts reads
 * what the worker keeps).
 */
import type { OfflineAnswer, OfflineMessage } from './offlinePolicy';

/** The worker's address: the site's root, so its scope is the whole site (scripts/lib/standalone.cjs). */
export function workerUrl(basePath: string): string {
  return `${basePath}/sw.js`;
}

/** Whether this browser can keep pages: a service worker and Cache Storage (a secure context). */
export function canKeepPages(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window && window.isSecureContext;
}

/** A saving takes fetching a page and its assets: a worker that answers nothing by then has failed. */
const ANSWER_WAIT_MS = 30_000;

/** Sends a message to the active worker and waits for its answer. */
export async function askWorker(message: OfflineMessage): Promise<OfflineAnswer> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return { ok: false, problem: 'storage' };
  return new Promise<OfflineAnswer>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve({ ok: false, problem: 'network' }), ANSWER_WAIT_MS);
    channel.port1.onmessage = (event: MessageEvent<OfflineAnswer>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** The build's files this page has loaded (its parts fetched on a tap included): saved with it. */
export function loadedBuildFiles(basePath: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter(
      (name) =>
        new URL(name).origin === location.origin && new URL(name).pathname.startsWith(`${basePath}/_next/static/`),
    );
}
