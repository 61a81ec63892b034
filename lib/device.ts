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

/** The articles this device liked, newest last (at most LIKES_KEPT): the platform counts a like per device. */
export const LIKED_ARTICLES_KEY = 'likedArticles';
export const LIKES_KEPT = 500;

function likedArticles(): number[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(LIKED_ARTICLES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** Whether this device liked the article (as far as this browser remembers). */
export function likedHere(articleId: number): boolean {
  return typeof window !== 'undefined' && likedArticles().includes(articleId);
}

/** Remembers this device's like of an article, or forgets it. */
export function rememberLike(articleId: number, liked: boolean): void {
  if (typeof window === 'undefined') return;
  const known = likedArticles();
  if (known.includes(articleId) === liked) return;
  const kept = known.filter((id) => id !== articleId);
  if (liked) kept.push(articleId);
  try {
    window.localStorage.setItem(LIKED_ARTICLES_KEY, JSON.stringify(kept.slice(-LIKES_KEPT)));
  } catch {
    // storage full or refused: the bar then shows the page's state until the reader takes part
  }
}
