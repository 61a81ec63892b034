/**
 * The logged-in member for server rendering. After logging in, the browser posts its platform token to
 * app/api/session, which checks it with the platform once and answers with a signed, expiring JWT (jose,
 * HS256) in an httpOnly cookie. Server renders verify that cookie locally: no platform call, and the
 * platform token never sits in a cookie. A logout ends the session on the server too (its id is
 * remembered as ended: ./endedSessions.ts), so a copy of the cookie is worth nothing after it.
 *
 * The key is SESSION_SECRET (at least 32 characters; the same on every instance behind one address). Without
 * it each server process makes its own, so logins last until it restarts and are not shared between
 * instances.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { cookies } from 'next/headers';
import type { MemberInfo } from '../schemas/member';
import { sessionEnded } from './endedSessions';

export const MEMBER_COOKIE = 'member_session';
/** As long as the access token itself (spec §9: 2 hours). */
export const MEMBER_SESSION_SECONDS = 7200;

const ISSUER = 'news-mobile-web';
const ALGORITHM = 'HS256';

/**
 * Where the key made for this process is kept: on globalThis, because Next bundles route handlers and
 * pages apart, each with its own copy of this module, and the route's cookie must verify in the page.
 */
const PROCESS_KEY = Symbol.for('news-mobile-web.sessionKey');

/** The signing key: SESSION_SECRET, else one made for this process (said once). */
export function sessionKey(env: Record<string, string | undefined> = process.env): Uint8Array {
  const configured = env.SESSION_SECRET;
  if (configured) {
    if (configured.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
    return new TextEncoder().encode(configured);
  }
  const registry = globalThis as Record<symbol, Uint8Array | undefined>;
  if (!registry[PROCESS_KEY]) {
    registry[PROCESS_KEY] = randomBytes(32);
    console.warn('[session] SESSION_SECRET is not set: logins last until this server restarts');
  }
  return registry[PROCESS_KEY];
}

/** The member's session cookie value: their public details, signed, expiring with the login. */
export function signMemberSession(member: MemberInfo, key: Uint8Array, now = Date.now()): Promise<string> {
  const { id, nickname, head, phone } = member;
  return new SignJWT({ nickname, head, phone })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setSubject(String(id))
    .setJti(randomUUID())
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + MEMBER_SESSION_SECONDS)
    .sign(key);
}

/** A session cookie's member and its id and end (seconds), or undefined: not ours, tampered with or expired. */
export async function readMemberSession(
  token: string,
  key: Uint8Array,
  now = Date.now(),
): Promise<{ member: MemberInfo; id: string; expiresAt: number } | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      algorithms: [ALGORITHM],
      currentDate: new Date(now),
    });
    const memberId = Number(payload.sub);
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    if (!Number.isSafeInteger(memberId) || memberId <= 0 || !payload.jti || !payload.exp) return undefined;
    return {
      member: { id: memberId, nickname: text(payload.nickname), head: text(payload.head), phone: text(payload.phone) },
      id: payload.jti,
      expiresAt: payload.exp,
    };
  } catch {
    return undefined;
  }
}

/** The member a session cookie names, or undefined: not ours, tampered with, expired or ended by a logout. */
export async function verifyMemberSession(
  token: string,
  key: Uint8Array,
  now = Date.now(),
): Promise<MemberInfo | undefined> {
  const session = await readMemberSession(token, key, now);
  return session && !(await sessionEnded(session.id, now)) ? session.member : undefined;
}

/** The member behind this request's cookie, or undefined. */
export async function readServerMember(): Promise<MemberInfo | undefined> {
  const token = (await cookies()).get(MEMBER_COOKIE)?.value;
  return token ? verifyMemberSession(token, sessionKey()) : undefined;
}
