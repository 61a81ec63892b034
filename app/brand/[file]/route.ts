/**
 * /brand/logo.{ext}: the paper's logo (the site config's padLogo), fetched from the platform by this server
 * and kept like a page: an hour, then fetched again in the background while the kept copy is served. A
 * fetch that fails keeps the last good copy, so the top bar's logo stays through a platform outage with
 * the pages around it (docs/outage.md). Only pictures are passed on; an SVG is served with a policy
 * that runs nothing in it, since it now comes from this origin.
 */
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { isLogoFile } from '@/lib/routing/logo';

export const revalidate = 3600;
// made on the first request, not at build time (the platform need not run then)
export const dynamicParams = true;
export function generateStaticParams(): { file: string }[] {
  return [];
}

const MAX_BYTES = 1024 * 1024;
const TIMEOUT_MS = 5000;
const PICTURE_TYPES = /^image\/(svg\+xml|png|jpeg|gif|webp)$/;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!isLogoFile(file)) return new Response('not found', { status: 404 });
  // a failure throws, never answers: Next then keeps serving the copy it has (or answers 500 when it has
  // none), and nothing made while the platform is away (its config unknown) is kept
  const configured = (await loadSiteConfig()).padLogo;
  if (!configured) throw new Error('no logo configured (or the site config is not known)');
  const answer = await fetch(configured, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  const type = answer.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (!answer.ok || !PICTURE_TYPES.test(type)) throw new Error(`the logo ${configured}: ${answer.status} ${type}`);
  const bytes = await answer.arrayBuffer();
  if (bytes.byteLength > MAX_BYTES) throw new Error(`the logo ${configured}: ${bytes.byteLength} bytes`);
  return new Response(bytes, {
    headers: {
      'content-type': type,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
