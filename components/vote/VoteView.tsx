/**
 * A voting activity (activityVote, activityVoteWeb; title 投票活动详情): head picture, title, its stage and
 * period, the rule in words, the description, and the options (VoteBoard).
 */
import { getTranslations } from 'next-intl/server';
import { slots } from '@/lib/i18n/browserFill';
import { BALLOT_REASONS, VOTE_SORTINGS } from '@/lib/model/vote';
import { showPlatformTime } from '@/lib/model/time';
import { appPath } from '@/lib/routing/routes';
import type { VoteInfo } from '@/lib/schemas/vote';
import { VoteBoard } from '@/components/vote/VoteBoard';
import type { VoteBoardTexts } from './VoteBoard';
import pageStyles from '../pages/pages.module.css';
import styles from './vote.module.css';

export async function voteBoardTexts(locale: string): Promise<VoteBoardTexts> {
  const t = await getTranslations({ locale, namespace: 'vote' });
  return {
    sortings: Object.fromEntries(VOTE_SORTINGS.map((by) => [by, t(`sort.${by}`)])) as VoteBoardTexts['sortings'],
    sortBy: t('sortBy'),
    search: t('search'),
    searchButton: t('searchButton'),
    noMatch: t('noMatch'),
    votes: t('votes', slots('count')),
    views: t('views', slots('count')),
    number: t('number', slots('count')),
    vote: t('vote'),
    voted: t('voted'),
    done: t('done'),
    loginToVote: t('loginToVote'),
    failed: t('failed'),
    closed: t('closed'),
    results: t('results'),
    rank: t('rank', slots('count')),
    reasons: Object.fromEntries(
      BALLOT_REASONS.map((reason) => [reason, t(`reasons.${reason}`)]),
    ) as VoteBoardTexts['reasons'],
  };
}

export async function VoteView({ vote, locale, encryptKey }: { vote: VoteInfo; locale: string; encryptKey: string }) {
  const t = await getTranslations({ locale, namespace: 'vote' });
  const { rule } = vote;
  const show = (text: string) => showPlatformTime(text, locale);
  const rules = [
    rule.login ? t('rules.login') : undefined,
    rule.total ? t('rules.total', { count: rule.total }) : undefined,
    rule.perDay ? t('rules.perDay', { count: rule.perDay }) : undefined,
    rule.perOptionPerDay ? t('rules.perOptionPerDay', { count: rule.perOptionPerDay }) : undefined,
  ].filter(Boolean);
  const hrefs = Object.fromEntries(
    vote.themes.flatMap((theme) =>
      theme.options.map((option) => [
        option.id,
        appPath('voteItemDetail', { id: vote.id, voteId: vote.id, optionId: option.id }),
      ]),
    ),
  );
  return (
    <main className={styles.page} data-testid="vote">
      {vote.headPicture ? (
        <img className={pageStyles.cover} src={vote.headPicture} alt="" width={640} height={360} />
      ) : null}
      <h1>{vote.title}</h1>
      <p className={vote.stage === 1 ? styles.stage : `${styles.stage} ${styles.stageOver}`} data-testid="vote-stage">
        {t(`stage${vote.stage}` as 'stage1')}
      </p>
      <p className={styles.detailFacts}>{t('period', { start: show(vote.begins), end: show(vote.ends) })}</p>
      {vote.description ? <p>{vote.description}</p> : null}
      {rules.length ? (
        <ul className={styles.rules} aria-label={t('rulesLabel')} data-testid="vote-rules">
          {rules.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      <VoteBoard
        voteId={vote.id}
        stage={vote.stage}
        loginRule={rule.login}
        encryptKey={encryptKey}
        themes={vote.themes}
        hrefs={hrefs}
        texts={await voteBoardTexts(locale)}
      />
    </main>
  );
}
