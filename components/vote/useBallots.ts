'use client';
/**
 * The reader's ballots in a vote and casting one (the SM4 text variant, lib/api/vote.ts): the voter is the
 * logged-in member (the platform reads them from the token, whatever the ballot's userid says), else, where
 * the vote's rule allows it, this device. Counts the platform answers replace the page's.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchMyVotes, recordVoteCount, type VoteCount } from '@/lib/api/vote';
import { deviceId } from '@/lib/device';
import { leaveForLogin } from '@/lib/member/loginPaths';
import { useMember } from '@/lib/member/memberStore';
import { ballotReason, type BallotReason } from '@/lib/model/vote';
import { showToast } from '@/lib/ui/toast';
import { useApi } from '../providers/RuntimeContext';

/** What a voter is told about a ballot. */
export interface BallotTexts {
  done: string;
  loginToVote: string;
  failed: string;
  reasons: Record<BallotReason, string>;
}

export function useBallots(voteId: number, loginRule: boolean, encryptKey: string) {
  const api = useApi();
  const member = useMember();
  const queryClient = useQueryClient();
  const voter = member ? String(member.id) : loginRule ? undefined : deviceId();
  const key = ['ballots', voteId, voter ?? ''] as const;
  const ballots = useQuery({
    queryKey: key,
    queryFn: () => fetchMyVotes(api, voteId, voter!, Boolean(member)),
    enabled: Boolean(voter),
  });
  const [counts, setCounts] = useState<Record<number, number>>({});
  const cast = useMutation({
    mutationFn: async (optionId: number): Promise<VoteCount> => {
      if (!voter) throw new Error('no voter');
      return recordVoteCount(api, { voteId, optionId, userId: voter }, encryptKey, { member: Boolean(member) });
    },
    onSuccess: (answer, optionId) => {
      if (Number.isFinite(answer.count)) setCounts((current) => ({ ...current, [optionId]: answer.count }));
      if (answer.state === 'success') void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const voted = new Set((ballots.data?.list ?? []).map((item) => item.optionid));
  const needsLogin = loginRule && !member;

  /** One ballot per tap, told as the platform answered; a reader the rule wants logged in goes to log in. */
  const vote = (optionId: number, texts: BallotTexts) => {
    if (cast.isPending) return;
    if (needsLogin) {
      showToast(texts.loginToVote);
      return leaveForLogin(api.runtime.basePath);
    }
    cast.mutate(optionId, {
      onSuccess: (answer) => {
        if (answer.state === 'success') return showToast(texts.done);
        const reason = ballotReason(answer.reason);
        showToast(reason ? texts.reasons[reason] : texts.failed);
        if (reason === 'login') leaveForLogin(api.runtime.basePath);
      },
      onError: () => showToast(texts.failed),
    });
  };
  return { voted, counts, vote, pending: cast.isPending };
}
