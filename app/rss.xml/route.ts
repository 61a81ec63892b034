/** /rss.xml: the home page's RSS feed (lib/seo/feeds.ts). */
import { feed, FEED_SECONDS } from '@/lib/seo/feeds';
import { serveXml } from '@/lib/seo/serve';

export const dynamic = 'force-dynamic';

export function GET() {
  return serveXml('feed:home', () => feed(), { contentType: 'application/rss+xml', seconds: FEED_SECONDS });
}
