/**
 * The login as the server sees it. After logging in, the browser posts its access token here; the server
 * checks it with the platform (getUserInfo) once and keeps the member's details in a signed, expiring
 * session cookie (lib/member/serverMember.ts) that server-rendered personal screens verify locally. DELETE
 * (logout) ends it on the server too (lib/member/endedSessions.ts) and clears the cookie. Pages stay
 * shared: only uncached screens read it.
 *
 * Both change state, so both answer only this site's own pages (lib/security/sameSite.ts), and POST takes
 * JSON only: a cross-site form cannot log a reader in as someone else. Its body is one token: more than
 * MAX_BODY_BYTES is refused (413) before it is read.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { getUserInfo } from '@/lib/api/members';
import { readRuntimeConfig } from '@/lib/env';
import { endSession } from '@/lib/member/endedSessions';
import {
  MEMBER_COOKIE,
  MEMBER_SESSION_SECONDS,
  readMemberSession,
  sessionKey,
  signMemberSession,
} from '@/lib/member/serverMember';
import { bodyUpTo } from '@/lib/security/requestBody';
import { refusalOfCrossSite } from '@/lib/security/sameSite';

export const dynamic = 'force-dynamic';

/** {"accessToken": "…"}: a token of at most 80 characters, with room to spare. */
const MAX_BODY_BYTES = 1024;

function cookieOptions(request: NextRequest, maxAge: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: readRuntimeConfig().basePath || '/',
    maxAge,
    secure: request.nextUrl.protocol === 'https:',
  };
}

export async function POST(request: NextRequest) {
  const refusal = refusalOfCrossSite(request, { json: true });
  if (refusal) return NextResponse.json({ ok: false, message: refusal.message }, { status: refusal.status });
  const text = await bodyUpTo(request, MAX_BODY_BYTES);
  if (text === undefined) return NextResponse.json({ ok: false, message: 'body too large' }, { status: 413 });
  let body: { accessToken?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // not JSON: no token, refused below
  }
  const token = typeof body.accessToken === 'string' ? body.accessToken : '';
  if (!/^[A-Za-z0-9]{20,80}$/.test(token))
    return NextResponse.json({ ok: false, message: 'bad token' }, { status: 400 });
  try {
    const member = await getUserInfo(readRuntimeConfig(), token);
    const response = NextResponse.json({ ok: true, nickname: member.nickname });
    response.cookies.set(
      MEMBER_COOKIE,
      await signMemberSession(member, sessionKey()),
      cookieOptions(request, MEMBER_SESSION_SECONDS),
    );
    return response;
  } catch (error) {
    return NextResponse.json(
      { ok: false, message: error instanceof Error ? error.message : 'refused' },
      { status: 401 },
    );
  }
}

export async function DELETE(request: NextRequest) {
  const refusal = refusalOfCrossSite(request);
  if (refusal) return NextResponse.json({ ok: false, message: refusal.message }, { status: refusal.status });
  const cookie = request.cookies.get(MEMBER_COOKIE)?.value;
  const session = cookie ? await readMemberSession(cookie, sessionKey()) : undefined;
  if (session) await endSession(session.id, session.expiresAt);
  const response = NextResponse.json({ ok: true });
  response.cookies.set(MEMBER_COOKIE, '', cookieOptions(request, 0));
  return response;
}
