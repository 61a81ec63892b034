/**
 * What a client holds between calls (spec §3 "Local storage"): the app auth token and secret from the
 * authinfo → auth exchange, the anonymous security token and a member's access and refresh tokens, with
 * the 2-hour expiry of spec §9. The browser keeps them in local storage; the server in memory.
 */
export const TOKEN_EXPIRY_MS = 7_200_000;

/** Dispatched on window whenever the member's login changes (login, logout, expired): screens re-read it. */
export const MEMBER_CHANGE_EVENT = 'member-change';

export type SessionKey = 'authToken' | 'appSecret' | 'securityToken' | 'accessToken' | 'refreshToken';

export interface SessionStore {
  get(key: SessionKey): string | undefined;
  set(key: SessionKey, value: string, expiresAt?: number): void;
  remove(...keys: SessionKey[]): void;
}

interface Stored {
  value: string;
  expires?: number;
}

export function memorySession(now: () => number = Date.now): SessionStore {
  const values = new Map<SessionKey, Stored>();
  return {
    get(key) {
      const entry = values.get(key);
      if (!entry) return undefined;
      if (entry.expires !== undefined && entry.expires <= now()) {
        values.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, expiresAt) {
      values.set(key, { value, expires: expiresAt });
    },
    remove(...keys) {
      for (const key of keys) values.delete(key);
    },
  };
}

/** Local storage, one JSON entry per key ({value, expires}); falls back to memory when storage is blocked. */
export function browserSession(storage: Storage, now: () => number = Date.now): SessionStore {
  const fallback = memorySession(now);
  return {
    get(key) {
      try {
        const raw = storage.getItem(key);
        if (!raw) return fallback.get(key);
        const entry = JSON.parse(raw) as Stored;
        if (entry.expires !== undefined && entry.expires <= now()) {
          storage.removeItem(key);
          return undefined;
        }
        return typeof entry.value === 'string' ? entry.value : undefined;
      } catch {
        return fallback.get(key);
      }
    },
    set(key, value, expiresAt) {
      try {
        storage.setItem(key, JSON.stringify({ value, expires: expiresAt }));
      } catch {
        fallback.set(key, value, expiresAt);
      }
    },
    remove(...keys) {
      for (const key of keys) {
        try {
          storage.removeItem(key);
        } catch {
          // blocked storage
        }
        fallback.remove(key);
      }
    },
  };
}
