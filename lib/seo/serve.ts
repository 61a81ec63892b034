/**
 * Serving what crawlers and feed readers fetch (sitemaps, feeds): made once per lifetime through Next's
 * data cache (tag "crawlers"), served with public cache headers; 404 for a file that does not exist, 503
 * (not cached) while the platform cannot answer.
 */
import { unstable_cache } from 'next/cache';
import { xmlResponse } from './xml';

export const CRAWLER_CACHE_TAG = 'crawlers';

export async function serveXml(
  key: string,
  make: () => Promise<string | undefined>,
  { contentType, seconds }: { contentType: string; seconds: number },
): Promise<Response> {
  try {
    const body = await unstable_cache(make, ['crawler-file', key], {
      revalidate: seconds,
      tags: [CRAWLER_CACHE_TAG],
    })();
    if (body === undefined)
      return new Response('Not found', { status: 404, headers: { 'cache-control': 'public, max-age=60' } });
    return xmlResponse(body, contentType, seconds);
  } catch {
    return new Response('The newspaper’s platform is not answering; try again in a minute.', {
      status: 503,
      headers: { 'retry-after': '60', 'cache-control': 'no-store' },
    });
  }
}
