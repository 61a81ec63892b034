/** /rss/{columnId}.xml: a column's RSS feed (lib/seo/feeds.ts). */
import { feed, FEED_SECONDS, parseFeedFile } from '@/lib/seo/feeds';
import { serveXml } from '@/lib/seo/serve';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const columnId = parseFeedFile((await params).file);
  if (columnId === undefined) return new Response('Not found', { status: 404 });
  return serveXml(`feed:${columnId}`, () => feed(columnId), {
    contentType: 'application/rss+xml',
    seconds: FEED_SECONDS,
  });
}
