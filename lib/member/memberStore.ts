/**
 * The logged-in member in the browser: the access and refresh tokens live in the client's session store
 * (the same local-storage entries every platform call reads, 2-hour expiry of spec §9), the member's name
 * and picture beside them. Screens subscribe with useMember(); a login, a logout or an expired login
 * (the platform answered 10102) notifies them. The server sees the same login through a cookie
 * (app/api/session), set after login and cleared on logout.
 */
import { useSyncExternalStore } from 'react';
import type { MemberInfo, PhoneLogin } from '../schemas/member';
import { browserSession, MEMBER_CHANGE_EVENT, TOKEN_EXPIRY_MS } from '../api/session';
import { MEMBER_KEY } from './storedLogin';

export type Member = MemberInfo & { accessToken: string };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The member kept beside the tokens, as this version writes it (id) or as older ones did (the platform's
 * userid), so no reader is logged out by the rename. Read by hand, not by a schema: this runs in the
 * page-view count of every page, whose chunk would otherwise bring zod (31 KB gzipped).
 */
function storedMember(raw: string): MemberInfo | undefined {
  let value: Partial<Record<'id' | 'userid' | 'nickname' | 'head' | 'phone', unknown>> | null;
  try {
    value = JSON.parse(raw) as typeof value;
  } catch {
    return undefined;
  }
  const id = Number(value?.id ?? value?.userid);
  if (!value || !Number.isSafeInteger(id) || id <= 0) return undefined;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return { id, nickname: text(value.nickname), head: text(value.head), phone: text(value.phone) };
}

let cached: { raw: string | null; token: string | undefined; member: Member | undefined } | undefined;

/** The member while their access token is valid; undefined otherwise (or on the server). */
export function readMember(): Member | undefined {
  const store = storage();
  if (!store) return undefined;
  const token = browserSession(store).get('accessToken');
  const raw = store.getItem(MEMBER_KEY);
  // the same object while nothing changed (useSyncExternalStore compares snapshots)
  if (cached && cached.raw === raw && cached.token === token) return cached.member;
  const info = raw ? storedMember(raw) : undefined;
  const member = token && info ? { ...info, accessToken: token } : undefined;
  cached = { raw, token, member };
  return member;
}

function notifyMemberChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(MEMBER_CHANGE_EVENT));
}

export function saveLogin(login: PhoneLogin, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  const session = browserSession(store);
  session.set('accessToken', login.accessToken, now + TOKEN_EXPIRY_MS);
  session.set('refreshToken', login.refreshToken);
  const info: MemberInfo = { id: login.id, nickname: login.nickname, head: login.head, phone: login.phone };
  store.setItem(MEMBER_KEY, JSON.stringify(info));
  notifyMemberChange();
}

export function clearLogin(): void {
  const store = storage();
  if (!store) return;
  browserSession(store).remove('accessToken', 'refreshToken');
  store.removeItem(MEMBER_KEY);
  notifyMemberChange();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(MEMBER_CHANGE_EVENT, onChange);
  // another tab logged in or out
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(MEMBER_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The logged-in member (undefined when logged out, and during server rendering and hydration). */
export function useMember(): Member | undefined {
  return useSyncExternalStore(subscribe, readMember, () => undefined);
}
