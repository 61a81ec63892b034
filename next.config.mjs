// @ts-check
import createNextIntlPlugin from 'next-intl/plugin';
import { fastRewrites } from './lib/routing/fastPath.mjs';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // ICU messages are compiled at build time: pages ship a tiny formatter instead of the ICU parser
  experimental: { messages: { format: 'json', path: './messages', locales: 'infer', precompile: true } },
});

/** A fixed base path chosen at build time ("" or "/something"). */
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
if (basePath && !/^\/[A-Za-z0-9_\-/]+$/.test(basePath))
  throw new Error(`BASE_PATH must look like /news, got ${basePath}`);

/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath,
  // a second build (the e2e run with a base path) goes to its own folder
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // A cached page's ETag is a hash of its whole HTML, computed again on every request (a quarter of the
  // work of serving a cached article, measured); the CDN in front makes its own validators.
  generateEtags: false,
  reactStrictMode: true,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  // Share tags must be inside <head> for every unfurler (chat apps, microblogs, Slack reads 32 KB, no JS):
  // never stream metadata into <body>. Pages await their data before rendering anyway, so nothing is lost.
  htmlLimitedBots: /.*/,
  // Cached pages: browsers and CDNs may serve a stale copy for a day while one request revalidates.
  expireTime: 86400,
  turbopack: { root: import.meta.dirname },
  // the plain phone reader's hottest pages skip proxy.ts (lib/routing/fastPath.mjs): "/" is /home.html
  async rewrites() {
    return { beforeFiles: fastRewrites(), afterFiles: [], fallback: [] };
  },
  experimental: {
    // Rendered pages are cached in memory only: a restart (or another platform address) starts clean
    // instead of serving pages rendered against a platform that is gone.
    isrFlushToDisk: false,
  },
};

export default withNextIntl(nextConfig);
