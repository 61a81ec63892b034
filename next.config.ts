import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { readRuntimeConfig } from './lib/env';
import { contentSecurityPolicy, NOT_PAGE_HEADERS, securityOptionsFromEnv } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // ICU messages are compiled at build time: pages ship a tiny formatter instead of the ICU parser
  experimental: { messages: { format: 'json', path: './messages', locales: 'infer', precompile: true } },
});

/** A fixed base path chosen at build time ("" or "/something"). */
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
if (basePath && !/^\/[A-Za-z0-9_\-/]+$/.test(basePath))
  throw new Error(`BASE_PATH must look like /news, got ${basePath}`);

const nextConfig: NextConfig = {
  basePath,
  // a second build (the e2e run with a base path) goes to its own folder
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm run bench` builds with BENCH_BUILD=1: its yardstick pages (app/(bench)/, *.bench.tsx) exist only then
  pageExtensions: process.env.BENCH_BUILD === '1' ? ['bench.tsx', 'tsx', 'ts'] : ['tsx', 'ts'],
  // A cached page's ETag is a hash of its whole HTML, computed again on every request (a quarter of the
  // work of serving a cached article, measured); the CDN in front makes its own validators.
  generateEtags: false,
  reactStrictMode: true,
  // Pictures are the platform's, shown at its own sizes; nothing uses next/image, so its optimizer is off:
  // /_next/image answers 404 rather than fetching whatever it is asked for.
  images: { unoptimized: true },
  // `npm test` type-checks the whole project once before its two builds and says so with TYPES_CHECKED=1
  // (scripts/test-all.mjs); every other build checks its own types
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
  },
  // Share tags must be inside <head> for every unfurler (chat apps, microblogs, Slack reads 32 KB, no JS):
  // never stream metadata into <body>. Pages await their data before rendering anyway, so nothing is lost.
  htmlLimitedBots: /.*/,
  // Cached pages: browsers and CDNs may serve a stale copy for a day while one request revalidates.
  expireTime: 86400,
  turbopack: { root: import.meta.dirname },
  // one rule for every answer, outside the base path too (basePath: false): the fixed security headers and
  // the assets' policy. A page's own policy (the platform's origins this server was started with) is set
  // by proxy.ts and replaces it (lib/security/headers.ts). The bench build's bare pages, which the proxy
  // does not see, get the pages' policy of the bench's own environment.
  // The sitemap files live at the root, beside the pages they list (the protocol lets a sitemap list only
  // addresses under its own directory): /sitemap-articles-1.xml is made by app/sitemaps/[file]; the
  // former /sitemaps/… addresses move there for good (redirects come before rewrites: no loop).
  async redirects() {
    return [{ source: '/sitemaps/:file.xml', destination: '/sitemap-:file.xml', permanent: true }];
  },
  async rewrites() {
    return [{ source: '/sitemap-:file.xml', destination: '/sitemaps/:file.xml' }];
  },
  async headers() {
    const list = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));
    const benchPages = {
      'content-security-policy': contentSecurityPolicy(readRuntimeConfig(), securityOptionsFromEnv()),
    };
    return [
      { source: '/:path*', basePath: false, headers: list(NOT_PAGE_HEADERS) },
      ...(process.env.BENCH_BUILD === '1' ? [{ source: '/bench-blank/:path*', headers: list(benchPages) }] : []),
    ];
  },
  // Several instances (npm run start:cluster) share one page cache in Redis where REDIS_URL is set when
  // the server starts; without it, each process keeps its own in memory (lib/cache/sharedPageCache.mjs).
  cacheHandler: path.join(import.meta.dirname, 'lib/cache/sharedPageCache.mjs'),
  // One artefact (docs/artefact.md): `next build` leaves a server that starts with `node server.js` and an
  // environment in {distDir}/standalone, its dependencies traced into it; `npm run build` adds the
  // static files and public/ beside it (scripts/lib/standalone.cjs).
  output: 'standalone',
  experimental: {
    // Rendered pages are cached in memory only: a restart (or another platform address) starts clean
    // instead of serving pages rendered against a platform that is gone.
    isrFlushToDisk: false,
    // Most readers load one page (from a shared link) and leave: fewer, larger chunks. Turbopack merges a
    // page's chunks smaller than this (50 KB by default, which left Next's own code in two small chunks,
    // each fetched with 0.6 KB of headers): docs/article-whole-load.md.
    turbopackChunking: { minChunkSize: 150_000 },
  },
};

export default withNextIntl(nextConfig);
