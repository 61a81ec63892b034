/**
 * /share-card/{signature}[-square].jpg?c={card}: a page's share card (lib/share/shareCard.ts), drawn from
 * what its signed address names (lib/share/drawShareCard.ts). The address changes with the content, so
 * every cache keeps a card for good; one whose picture did not come is kept a minute, then drawn again.
 */
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { drawShareCard, fetchPicture } from '@/lib/share/drawShareCard';
import { readShareCard, shareCardSecret } from '@/lib/share/shareCard';

export const dynamic = 'force-dynamic';

const FOREVER = 'public, max-age=31536000, immutable';
const A_MINUTE = 'public, max-age=60';

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const secret = shareCardSecret();
  const asked = secret
    ? readShareCard((await params).file, new URL(request.url).searchParams.get('c'), secret)
    : undefined;
  if (!asked) return new Response('not found', { status: 404, headers: { 'cache-control': A_MINUTE } });
  const { card, square } = asked;
  const config = await loadSiteConfig();
  const wanted = card.kind === 'picture' ? card.picture : card.kind === 'person' ? card.avatar : undefined;
  const [picture, logo] = await Promise.all([
    wanted ? fetchPicture(wanted) : undefined,
    config.padLogo ? fetchPicture(config.padLogo) : undefined,
  ]);
  const color = /^#[0-9a-fA-F]{6}$/.test(config.padColor) ? config.padColor : '#c8102e';
  const name = config.siteConfig.mainTitle || config.siteConfig.siteName;
  // a picture that did not come: the title card, for a minute
  const drawn = card.kind === 'picture' && !picture ? { kind: 'title' as const, title: card.title } : card;
  const bytes = await drawShareCard(drawn, { square, brand: { color, logo, name }, picture });
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'image/jpeg',
      'cache-control': (wanted && !picture) || (config.padLogo && !logo) ? A_MINUTE : FOREVER,
      'x-content-type-options': 'nosniff',
    },
  });
}
