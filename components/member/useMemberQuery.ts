'use client';
/**
 * A {sso} member call as a query of the logged-in member (nothing is asked while logged out). A login
 * the platform says has expired (10102) is cleared, so the screen offers the login again.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SsoError, type SsoOptions } from '@/lib/api/members';
import type { RuntimeConfig } from '@/lib/env';
import { clearLogin, useMember } from '@/lib/member/memberStore';
import { useRuntime } from '../providers/RuntimeContext';

/** The status of an expired login (spec §8). */
const LOGIN_EXPIRED = 10102;

export const memberQueryKey = (name: string, member: number | undefined) => [name, member ?? 0] as const;

export function useMemberQuery<T>(
  name: string,
  fetcher: (runtime: RuntimeConfig, token: string, options: SsoOptions) => Promise<T>,
) {
  const runtime = useRuntime();
  const member = useMember();
  const query = useQuery({
    queryKey: memberQueryKey(name, member?.id),
    queryFn: ({ signal }) => fetcher(runtime, member!.accessToken, { signal }),
    enabled: Boolean(member),
    // a refusal (a status) is an answer, not a failure worth asking again
    retry: (count, error) => !(error instanceof SsoError && error.status) && count < 1,
  });
  useEffect(() => {
    if (query.error instanceof SsoError && query.error.status === LOGIN_EXPIRED) clearLogin();
  }, [query.error]);
  return { member, runtime, ...query };
}
