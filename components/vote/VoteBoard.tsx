'use client';
/**
 * The options of a vote (activityVote): sorted by number, votes or views, found by name or number, each
 * with its picture, count and vote button. A vote goes out once per tap; the platform's answer (the new
 * count, or why the ballot was refused) is shown; a reader the rule wants logged in is sent to log in.
 */
import { useTranslations } from 'next-intl';
import { useOnline, whenOnline } from '../offline/useOnline';
import Link from 'next/link';
import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchVoteInfo, findOptions } from '@/lib/api/vote';
import { fillSlots } from '@/lib/i18n/browserFill';
import { placesByVotes, sortOptions, VOTE_SORTINGS, type VoteSorting } from '@/lib/model/vote';
import type { VoteOption, VoteTheme } from '@/lib/schemas/vote';
import { showToast } from '@/lib/ui/toast';
import { withQueries } from '../providers/queries';
import { useApi } from '../providers/RuntimeContext';
import styles from './vote.module.css';
import { useBallots, type BallotTexts } from './useBallots';

export interface VoteBoardTexts extends BallotTexts {
  sortings: Record<VoteSorting, string>;
  sortBy: string;
  search: string;
  searchButton: string;
  noMatch: string;
  /** "{count}" is the number */
  votes: string;
  views: string;
  number: string;
  vote: string;
  voted: string;
  closed: string;
  /** An ended vote: its result's heading, and an option's place ("{count}" is the place). */
  results: string;
  rank: string;
}

export interface VoteBoardProps {
  voteId: number;
  /** 0 not begun, 1 running, 2 ended */
  stage: number;
  loginRule: boolean;
  encryptKey: string;
  themes: VoteTheme[];
  /** Each option's detail address, by option id. */
  hrefs: Record<number, string>;
  texts: VoteBoardTexts;
}

export const VoteBoard = withQueries(function VoteBoard({
  voteId,
  stage,
  loginRule,
  encryptKey,
  themes,
  hrefs,
  texts,
}: VoteBoardProps) {
  const api = useApi();
  // an ended vote opens on its result: the options by votes, each with its place
  const [sorting, setSorting] = useState<VoteSorting>(stage === 2 ? 'votes' : 'number');
  const [found, setFound] = useState<VoteOption[]>();
  const searchBox = useRef<HTMLInputElement>(null);
  const { voted, counts: cast, vote, pending } = useBallots(voteId, loginRule, encryptKey);
  // offline a ballot would fail: the button says why instead
  const online = useOnline();
  const tOffline = useTranslations('offline');
  // the page may be cached for a minute: the counts are read again as it opens
  const fresh = useQuery({
    queryKey: ['vote-info', voteId],
    queryFn: ({ signal }) => fetchVoteInfo(api, voteId, signal),
  });
  const counts: Record<number, number> = {
    ...Object.fromEntries(
      (fresh.data?.themes ?? []).flatMap((theme) => theme.options.map((option) => [option.id, option.votes])),
    ),
    ...cast,
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const name = searchBox.current?.value.trim() ?? '';
    if (!name) return setFound(undefined);
    try {
      setFound((await findOptions(api, voteId, name)) ?? []);
    } catch {
      showToast(texts.failed);
    }
  };

  const card = (option: VoteOption, place?: number) => {
    const count = counts[option.id] ?? option.votes;
    const mine = voted.has(option.id);
    return (
      <li key={option.id} className={styles.option} data-testid="vote-option" data-option={option.id}>
        {place ? (
          <span className={place <= 3 ? `${styles.place} ${styles.podium}` : styles.place} data-testid="vote-place">
            {fillSlots(texts.rank, { count: place })}
          </span>
        ) : null}
        <Link href={hrefs[option.id] ?? '#'} className={styles.optionLink}>
          {option.picture ? <img src={option.picture} alt="" width={320} height={180} loading="lazy" /> : null}
          <span className={styles.optionNumber}>{fillSlots(texts.number, { count: option.number })}</span>
          <strong>{option.name}</strong>
        </Link>
        <p className={styles.optionCounts}>
          <span data-testid="vote-count">{fillSlots(texts.votes, { count })}</span>
          <span>{fillSlots(texts.views, { count: option.views })}</span>
        </p>
        {stage === 1 ? (
          <button
            type="button"
            className={mine ? styles.votedButton : styles.voteButton}
            onClick={() => whenOnline(online, tOffline('unavailable'), () => vote(option.id, texts))}
            disabled={pending}
            aria-label={`${mine ? texts.voted : texts.vote} ${option.name}`}
            data-testid="vote-button"
            data-voted={mine ? '1' : '0'}
          >
            {mine ? texts.voted : texts.vote}
          </button>
        ) : null}
      </li>
    );
  };

  return (
    <div className={styles.board}>
      <form className={styles.search} role="search" onSubmit={search}>
        <label className="visually-hidden" htmlFor="vote-search">
          {texts.search}
        </label>
        <input id="vote-search" ref={searchBox} type="search" placeholder={texts.search} data-testid="vote-search" />
        <button type="submit">{texts.searchButton}</button>
      </form>
      {found ? (
        found.length ? (
          <ul className={styles.options} data-testid="vote-found">
            {found.map((option) => card(option))}
          </ul>
        ) : (
          <p data-testid="vote-no-match">{texts.noMatch}</p>
        )
      ) : null}
      <div className={styles.sortings} role="group" aria-label={texts.sortBy}>
        {VOTE_SORTINGS.map((by) => (
          <button
            key={by}
            type="button"
            aria-pressed={sorting === by}
            onClick={() => setSorting(by)}
            data-testid={`vote-sort-${by}`}
          >
            {texts.sortings[by]}
          </button>
        ))}
      </div>
      {stage === 2 ? <h2 className={styles.results}>{texts.results}</h2> : null}
      {themes.map((theme) => {
        const options = theme.options.map((option) => ({ ...option, votes: counts[option.id] ?? option.votes }));
        const places = stage === 2 ? placesByVotes(options) : undefined;
        return (
          <section key={theme.id} aria-labelledby={`theme-${theme.id}`}>
            <h2 id={`theme-${theme.id}`} className={styles.theme}>
              {theme.title}
            </h2>
            <ul className={styles.options} data-testid="vote-options">
              {sortOptions(options, sorting).map((option) => card(option, places?.get(option.id)))}
            </ul>
          </section>
        );
      })}
      {stage !== 1 ? <p className={styles.closed}>{texts.closed}</p> : null}
    </div>
  );
});
