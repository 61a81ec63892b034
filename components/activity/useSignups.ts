'use client';
/** The logged-in reader's sign-up records (one activity's, or all), fetched in the browser: pages stay shared. */
import { useQuery } from '@tanstack/react-query';
import { isEmpty } from '@/lib/api/answer';
import { fetchSignups } from '@/lib/api/activity';
import { useMember } from '@/lib/member/memberStore';
import type { SignupRecord } from '@/lib/schemas/activity';
import { useApi } from '../providers/RuntimeContext';

export const signupsKey = (member: number | undefined, activityId?: number) =>
  ['signups', member ?? 0, activityId ?? 0] as const;

export function useSignups(activityId?: number) {
  const api = useApi();
  const member = useMember();
  const query = useQuery({
    queryKey: signupsKey(member?.id, activityId),
    queryFn: async ({ signal }): Promise<SignupRecord[]> => {
      const answer = await fetchSignups(api, activityId, { signal });
      return isEmpty(answer) ? [] : answer.list;
    },
    enabled: Boolean(member),
  });
  return { member, ...query };
}
