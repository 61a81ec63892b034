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
    reasons: Object.fromEntries(
      BALLOT_REASONS.map((reason) => [reason, t(`reasons.${reason}`)]),
    ) as VoteBoardTexts['reasons'],
  };
}

export async function VoteView({ vote, locale, encryptKey }: { vote: VoteInfo; locale: string; encryptKey: string }) {
  const t = await getTranslations({ locale, namespace: 'vote' });
  const { info } = vote;
  const rule = info.vs_user_inforule;
  const show = (text: string) => showPlatformTime(text, locale);
  const rules = [
    rule.login ? t('rules.login') : undefined,
    rule.total ? t('rules.total', { count: rule.total }) : undefined,
    rule.perDay ? t('rules.perDay', { count: rule.perDay }) : undefined,
    rule.perOptionPerDay ? t('rules.perOptionPerDay', { count: rule.perOptionPerDay }) : undefined,
  ].filter(Boolean);
  const hrefs = Object.fromEntries(
    info.vs_votetheme_list.flatMap((theme) =>
      theme.vt_voteoption_list.map((option) => [
        option.vo_id,
        appPath('voteItemDetail', { id: info.vs_id, voteId: info.vs_id, optionId: option.vo_id }),
      ]),
    ),
  );
  return (
    <main className={styles.page} data-testid="vote">
      {info.vs_head_voteimage ? (
        <img className={pageStyles.cover} src={info.vs_head_voteimage} alt="" width={640} height={360} />
      ) : null}
      <h1>{info.vs_title}</h1>
      <p className={vote.isbegin === 1 ? styles.stage : `${styles.stage} ${styles.stageOver}`} data-testid="vote-stage">
        {t(`stage${vote.isbegin}` as 'stage1')}
      </p>
      <p className={styles.detailFacts}>
        {t('period', { start: show(info.vs_begintime), end: show(info.vs_endtime) })}
      </p>
      {info.vs_desc ? <p>{info.vs_desc}</p> : null}
      {rules.length ? (
        <ul className={styles.rules} aria-label={t('rulesLabel')} data-testid="vote-rules">
          {rules.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      <VoteBoard
        voteId={info.vs_id}
        stage={vote.isbegin}
        loginRule={rule.login}
        encryptKey={encryptKey}
        themes={info.vs_votetheme_list.map((theme) => ({
          id: theme.vt_id,
          title: theme.vt_title,
          options: theme.vt_voteoption_list,
        }))}
        hrefs={hrefs}
        texts={await voteBoardTexts(locale)}
      />
    </main>
  );
}
