/** /sitemap.xml: the sitemap index (lib/seo/sitemaps.ts). */
import { serveXml } from '@/lib/seo/serve';
import { SITEMAP_SECONDS, sitemapIndex } from '@/lib/seo/sitemaps';

export const dynamic = 'force-dynamic';

export function GET() {
  return serveXml('index', sitemapIndex, { contentType: 'application/xml', seconds: SITEMAP_SECONDS });
}
