import { readRuntimeConfig } from '@/lib/env';
import { originOf } from '@/lib/security/headers';

/** The ?src= of the bench's picture page, when it is an address on one of the platform's bases; else null. */
export function platformPicture(
  src: string | string[] | undefined,
  env: Record<string, string | undefined> = process.env,
): string | null {
  if (typeof src !== 'string') return null;
  const origin = originOf(src);
  const allowed = Object.values(readRuntimeConfig(env).bases).map(originOf);
  return origin && allowed.includes(origin) ? src : null;
}
