/**
 * Device identity kept in local storage (spec §3): a random UUID as the device id, and virtualDeviceId
 * ("xy" + random digits + a time stamp). On the server (no storage) the device is "server".
 */
export const DEVICE_ID_KEY = 'deviceId';
export const VIRTUAL_DEVICE_ID_KEY = 'virtualDeviceId';

export function makeVirtualDeviceId(random: () => number = Math.random, now = Date.now()): string {
  const digits = Array.from({ length: 8 }, () => Math.floor(random() * 10)).join('');
  return `xy${digits}${now}`;
}

function randomUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = (Math.random() * 16) | 0;
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

function stored(key: string, make: () => string): string {
  if (typeof window === 'undefined') return 'server';
  try {
    const existing = window.localStorage.getItem(key);
    if (existing) return existing;
    const value = make();
    window.localStorage.setItem(key, value);
    return value;
  } catch {
    return make();
  }
}

export function deviceId(): string {
  return stored(DEVICE_ID_KEY, randomUuid);
}

export function virtualDeviceId(): string {
  return stored(VIRTUAL_DEVICE_ID_KEY, () => makeVirtualDeviceId());
}

/**
 * What this device liked, newest last (at most LIKES_KEPT of each kind): the platform counts a like of an
 * article or a circle post per device, and has no read of "did I like it" for posts.
 */
export type LikedKind = 'article' | 'post';
export const LIKED_KEYS: Record<LikedKind, string> = { article: 'likedArticles', post: 'likedPosts' };
export const LIKES_KEPT = 500;

function likedIds(kind: LikedKind): number[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(LIKED_KEYS[kind]) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** Whether this device liked the article (or post), as far as this browser remembers. */
export function likedHere(id: number, kind: LikedKind = 'article'): boolean {
  return typeof window !== 'undefined' && likedIds(kind).includes(id);
}

/** Remembers this device's like of an article (or post), or forgets it. */
export function rememberLike(id: number, liked: boolean, kind: LikedKind = 'article'): void {
  if (typeof window === 'undefined') return;
  const known = likedIds(kind);
  if (known.includes(id) === liked) return;
  const kept = known.filter((other) => other !== id);
  if (liked) kept.push(id);
  try {
    window.localStorage.setItem(LIKED_KEYS[kind], JSON.stringify(kept.slice(-LIKES_KEPT)));
  } catch {
    // storage full or refused: the button then shows the page's state until the reader takes part
  }
}
