/**
 * /sitemap-{columns,news,articles-N,images-N,videos-N,topics-N}.xml (rewritten here by next.config.ts):
 * one sitemap (lib/seo/sitemaps.ts).
 */
import { serveXml } from '@/lib/seo/serve';
import { parseSitemapFile, SITEMAP_SECONDS, sitemapFile } from '@/lib/seo/sitemaps';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file: name } = await params;
  const file = parseSitemapFile(name);
  if (!file) return new Response('Not found', { status: 404 });
  return serveXml(`sitemap:${name}`, () => sitemapFile(file), {
    contentType: 'application/xml',
    seconds: SITEMAP_SECONDS,
  });
}
