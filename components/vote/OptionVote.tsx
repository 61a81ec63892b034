'use client';
/**
 * An option's live figures and vote button (voteItemDetail): opening the page counts a view, and the
 * platform's answer gives the current count and rank.
 */
import { useTranslations } from 'next-intl';
import { useOnline, whenOnline } from '../offline/useOnline';
import { useQuery } from '@tanstack/react-query';
import { fetchOptionInfo } from '@/lib/api/vote';
import { fillSlots } from '@/lib/i18n/browserFill';
import type { VoteOption } from '@/lib/schemas/vote';
import { withQueries } from '../providers/queries';
import { useApi } from '../providers/RuntimeContext';
import { useBallots, type BallotTexts } from './useBallots';
import styles from './vote.module.css';

export interface OptionVoteTexts extends BallotTexts {
  votes: string;
  views: string;
  rank: string;
  vote: string;
  voted: string;
}

export const OptionVote = withQueries(function OptionVote({
  voteId,
  option,
  running,
  loginRule,
  encryptKey,
  texts,
}: {
  voteId: number;
  option: VoteOption;
  running: boolean;
  loginRule: boolean;
  encryptKey: string;
  texts: OptionVoteTexts;
}) {
  const api = useApi();
  const live = useQuery({
    queryKey: ['vote-option', voteId, option.id],
    queryFn: () => fetchOptionInfo(api, voteId, option.id),
    staleTime: Infinity,
  });
  const { voted, counts, vote, pending } = useBallots(voteId, loginRule, encryptKey);
  // offline a ballot would fail: the button says why instead
  const online = useOnline();
  const tOffline = useTranslations('offline');
  const count = counts[option.id] ?? live.data?.votes ?? option.votes;
  const views = live.data?.views ?? option.views;
  const mine = voted.has(option.id);
  return (
    <>
      <p className={styles.detailFacts}>
        <span data-testid="vote-count">{fillSlots(texts.votes, { count })}</span>
        <span data-testid="vote-views">{fillSlots(texts.views, { count: views })}</span>
        {live.data ? <span data-testid="vote-rank">{fillSlots(texts.rank, { count: live.data.rank })}</span> : null}
      </p>
      {running ? (
        <button
          type="button"
          className={`${mine ? styles.votedButton : styles.voteButton} ${styles.wide}`}
          onClick={() => whenOnline(online, tOffline('unavailable'), () => vote(option.id, texts))}
          disabled={pending}
          data-testid="vote-button"
          data-voted={mine ? '1' : '0'}
        >
          {mine ? texts.voted : texts.vote}
        </button>
      ) : null}
    </>
  );
});
