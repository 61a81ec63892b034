/** /robots.txt (lib/seo/robots.ts), with this deployment's addresses. */
import { readRuntimeConfig } from '@/lib/env';
import { robotsTxt } from '@/lib/seo/robots';

export const dynamic = 'force-dynamic';

export function GET() {
  return new Response(robotsTxt(readRuntimeConfig()), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
