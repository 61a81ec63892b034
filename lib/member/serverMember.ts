/** The logged-in member for server rendering: the cookie set by app/api/session, checked with the platform. */
import { cookies } from 'next/headers';
import { getUserInfo, type MemberInfo } from '../api/members';
import { readRuntimeConfig } from '../env';

export const MEMBER_COOKIE = 'member_token';
/** As long as the access token itself (spec §9: 2 hours). */
export const MEMBER_COOKIE_MAX_AGE = 7200;

/** The member behind the cookie, or undefined (no cookie, expired login, platform unreachable). */
export async function readServerMember(): Promise<MemberInfo | undefined> {
  const token = (await cookies()).get(MEMBER_COOKIE)?.value;
  if (!token) return undefined;
  try {
    return await getUserInfo(readRuntimeConfig(), token);
  } catch {
    return undefined;
  }
}
