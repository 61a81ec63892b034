/**
 * The login as the server sees it (issue: "login state shared by server rendering (cookie) and the
 * client"). After logging in, the browser posts its access token here; the server checks it with the
 * platform (getUserInfo) and keeps it in an httpOnly cookie that server-rendered personal screens read
 * (lib/member/serverMember). DELETE forgets it (logout). Pages stay shared: only uncached screens read it.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { getUserInfo } from '@/lib/api/members';
import { readRuntimeConfig } from '@/lib/env';
import { MEMBER_COOKIE, MEMBER_COOKIE_MAX_AGE } from '@/lib/member/serverMember';

export const dynamic = 'force-dynamic';

function cookiePath(): string {
  return readRuntimeConfig().basePath || '/';
}

export async function POST(request: NextRequest) {
  const body = (await request.json().catch(() => ({}))) as { accessToken?: unknown };
  const token = typeof body.accessToken === 'string' ? body.accessToken : '';
  if (!/^[A-Za-z0-9]{20,80}$/.test(token))
    return NextResponse.json({ ok: false, message: 'bad token' }, { status: 400 });
  try {
    const member = await getUserInfo(readRuntimeConfig(), token);
    const response = NextResponse.json({ ok: true, nickname: member.nickname });
    response.cookies.set(MEMBER_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: cookiePath(),
      maxAge: MEMBER_COOKIE_MAX_AGE,
      secure: request.nextUrl.protocol === 'https:',
    });
    return response;
  } catch (error) {
    return NextResponse.json(
      { ok: false, message: error instanceof Error ? error.message : 'refused' },
      { status: 401 },
    );
  }
}

export async function DELETE() {
  const response = NextResponse.json({ ok: true });
  response.cookies.set(MEMBER_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: cookiePath(), maxAge: 0 });
  return response;
}
