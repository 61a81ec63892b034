/** /manifest.webmanifest (lib/seo/manifest.ts), from the site config. */
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { readRuntimeConfig } from '@/lib/env';
import { chooseLocale } from '@/lib/i18n/locales';
import { webManifest } from '@/lib/seo/manifest';

export const dynamic = 'force-dynamic';

export async function GET() {
  const config = await loadSiteConfig();
  return new Response(
    JSON.stringify(webManifest(config, readRuntimeConfig(), chooseLocale({ configured: config.locale }))),
    { headers: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=3600' } },
  );
}
