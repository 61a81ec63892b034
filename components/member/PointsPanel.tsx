'use client';
/**
 * integralShop (积分明细): the member's points, today's, the day's check-in (签到, once a day) and the
 * score records, newest first, 20 a page. Rule names come from the messages; an unknown rule shows the
 * platform's own words.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { SsoError } from '@/lib/api/members';
import { addScore, fetchDayScore, fetchScoreList } from '@/lib/api/points';
import { deviceId } from '@/lib/device';
import { fillSlots } from '@/lib/i18n/browserFill';
import { showPlatformTime } from '@/lib/model/time';
import { appPath } from '@/lib/routing/routes';
import type { DayScore } from '@/lib/schemas/member';
import { showToast } from '@/lib/ui/toast';
import formStyles from '../activity/activity.module.css';
import pageStyles from '../pages/pages.module.css';
import { withQueries } from '../providers/queries';
import { LoginFirst } from './LoginFirst';
import styles from './member.module.css';
import { memberQueryKey, useMemberQuery } from './useMemberQuery';

/** Made on the server with their placeholders kept (lib/i18n/browserFill.ts). */
export interface PointsTexts {
  total: string;
  today: string;
  signIn: string;
  signingIn: string;
  signedIn: string;
  signInDone: string;
  list: string;
  none: string;
  failed: string;
  more: string;
  loginFirst: string;
  login: string;
  rules: Record<string, string>;
  errors: { signedIn: string; dayLimit: string; failed: string };
}

/** The platform's refusals of an award (platform/API.md "Points and invites"). */
const REFUSED: Record<number, 'signedIn' | 'dayLimit'> = { 4311: 'signedIn', 4312: 'dayLimit' };

export const PointsPanel = withQueries(function PointsPanel({ locale, texts }: { locale: string; texts: PointsTexts }) {
  const queries = useQueryClient();
  const day = useMemberQuery('dayScore', fetchDayScore);
  const { member, runtime } = day;
  const records = useInfiniteQuery({
    queryKey: memberQueryKey('scoreList', member?.id),
    queryFn: ({ pageParam, signal }) => fetchScoreList(runtime, member!.accessToken, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: Boolean(member),
    retry: false,
  });
  // one request per tap: a second tap can come before the button is drawn disabled
  const sending = useRef(false);
  const signIn = useMutation({
    mutationFn: () => addScore(runtime, member!.accessToken, { rule: 'signIn' }, deviceId()),
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: (award) => {
      queries.setQueryData<DayScore>(memberQueryKey('dayScore', member?.id), award);
      void queries.invalidateQueries({ queryKey: memberQueryKey('scoreList', member?.id) });
      showToast(fillSlots(texts.signInDone, { score: award.score }));
    },
    onError: (error) => {
      const refusal = error instanceof SsoError ? REFUSED[error.status ?? 0] : undefined;
      if (refusal) void queries.invalidateQueries({ queryKey: memberQueryKey('dayScore', member?.id) });
      showToast(refusal ? texts.errors[refusal] : texts.errors.failed);
    },
  });
  const time = (text: string) => showPlatformTime(text, locale);

  if (!member) return <LoginFirst text={texts.loginFirst} login={texts.login} back={appPath('integralShop')} />;
  if (day.isError || records.isError) return <p data-testid="points-failed">{texts.failed}</p>;
  if (day.isPending) return <p aria-busy="true" />;
  const score = day.data;
  const list = records.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <>
      <div className={styles.figures}>
        <p className={styles.figure}>
          <strong data-testid="points-total">{score.total}</strong>
          <span>{texts.total}</span>
        </p>
        <p className={styles.figure}>
          <strong data-testid="points-today">{score.dayTotal}</strong>
          <span>{texts.today}</span>
        </p>
      </div>
      {score.signedIn ? (
        <p className={formStyles.state} data-testid="signed-in">
          {texts.signedIn}
        </p>
      ) : (
        <button
          type="button"
          className={`${pageStyles.button} ${formStyles.submit}`}
          disabled={signIn.isPending}
          onClick={() => {
            if (sending.current) return;
            sending.current = true;
            signIn.mutate();
          }}
          data-testid="sign-in"
        >
          {signIn.isPending ? texts.signingIn : fillSlots(texts.signIn, { score: score.signInScore })}
        </button>
      )}
      <h2 className={styles.section}>{texts.list}</h2>
      {records.isPending ? (
        <p aria-busy="true" />
      ) : list.length ? (
        <ul className={styles.list} data-testid="score-records">
          {list.map((record) => (
            <li key={record.id} data-testid="score-record" data-rule={record.rule}>
              <span>
                {texts.rules[record.rule] ?? record.text}
                <time dateTime={record.createTime}>{time(record.createTime)}</time>
              </span>
              <span className={styles.plus}>+{record.score}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="score-none">{texts.none}</p>
      )}
      {records.hasNextPage ? (
        <div className={pageStyles.buttons}>
          <button
            type="button"
            className={`${pageStyles.button} ${pageStyles.buttonSecondary}`}
            disabled={records.isFetchingNextPage}
            onClick={() => void records.fetchNextPage()}
            data-testid="score-more"
          >
            {texts.more}
          </button>
        </div>
      ) : null}
    </>
  );
});
