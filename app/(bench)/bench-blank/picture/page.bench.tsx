/**
 * A bare page whose largest paint is one picture: the bench runs Lighthouse on it with the article's lead
 * picture (?src=, an address on one of the platform's bases), so the article's figures can be read against
 * what any Next page with that picture gets.
 */
import { readRuntimeConfig } from '@/lib/env';
import { originOf } from '@/lib/security/headers';

export const dynamic = 'force-dynamic';

function platformPicture(src: string | string[] | undefined): string | null {
  if (typeof src !== 'string') return null;
  const origin = originOf(src);
  return origin && Object.values(readRuntimeConfig().bases).map(originOf).includes(origin) ? src : null;
}

export default async function BarePicturePage({
  searchParams,
}: {
  searchParams: Promise<{ src?: string | string[] }>;
}) {
  const src = platformPicture((await searchParams).src);
  if (!src) return <p>no picture</p>;
  return (
    <img src={src} alt="" width={640} height={360} fetchPriority="high" style={{ width: '100%', height: 'auto' }} />
  );
}
