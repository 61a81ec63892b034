/**
 * The service worker (lib/offline/serviceWorker.ts), bundled by Serwist's Turbopack route when the build
 * prerenders this route (/serwist/sw.js and its map). The server serves what that wrote as /sw.js
 * (scripts/lib/standalone.cjs): this project's page cache is memory or Redis, never the prerendered files,
 * so after the build the route itself would bundle again, from sources a server does not have: it says 404.
 * Its precache is one entry, the saved articles' screen (the offline page), at a revision that is a digest
 * of every file of the build: a new build gives a new worker, which installs itself (docs/offline-reading.md).
 */
import { createHash } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';
import { OFFLINE_PAGE } from '@/lib/offline/offlinePage';

const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');

const serwist = createSerwistRoute({
  swSrc: 'lib/offline/serviceWorker.ts',
  // the esbuild the project already has (tsx's), not the WebAssembly one
  useNativeEsbuild: true,
  // the build's own files are kept as pages use them (cache first), not fetched all at install
  manifestTransforms: [
    async (entries) => {
      const digest = createHash('sha256');
      for (const entry of entries) digest.update(`${entry.url} ${entry.revision ?? ''}\n`);
      return {
        manifest: [{ url: `${basePath}${OFFLINE_PAGE}`, revision: digest.digest('hex').slice(0, 16), size: 0 }],
        warnings: [],
      };
    },
  ],
});

export const { dynamic, dynamicParams, revalidate, generateStaticParams } = serwist;

export function GET(...args: Parameters<typeof serwist.GET>) {
  if (process.env.NEXT_PHASE !== 'phase-production-build') return new Response(null, { status: 404 });
  return serwist.GET(...args);
}
