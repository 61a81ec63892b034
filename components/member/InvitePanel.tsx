'use client';
/**
 * invite (邀请码): the member's own code (copy, share page), who used it, and a friend's code entered
 * once (checked here for its shape, then by the platform: unknown, one's own, already used). The invite
 * config (what each side earns, the rules) comes from the server with the page.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { applyInviteCode, fetchInviteRecord, fetchMyInvite } from '@/lib/api/invites';
import { SsoError } from '@/lib/api/members';
import { deviceId } from '@/lib/device';
import { fillSlots } from '@/lib/i18n/browserFill';
import { inviteCodeOf } from '@/lib/model/invite';
import { showPlatformTime } from '@/lib/model/time';
import { appPath } from '@/lib/routing/routes';
import { showToast } from '@/lib/ui/toast';
import formStyles from '../activity/activity.module.css';
import pageStyles from '../pages/pages.module.css';
import { withQueries } from '../providers/queries';
import { CopyCode } from './CopyCode';
import { LoginFirst } from './LoginFirst';
import styles from './member.module.css';
import { memberQueryKey, useMemberQuery } from './useMemberQuery';

export interface InviteTexts {
  mine: string;
  copy: string;
  copied: string;
  share: string;
  /** "已邀请 {count} 位好友" */
  invited: string;
  none: string;
  enter: string;
  code: string;
  submit: string;
  submitting: string;
  /** "填写成功，积分 +{score}" */
  done: string;
  /** "你已填写 {name} 的邀请码（{code}）" */
  usedCode: string;
  loginFirst: string;
  login: string;
  failed: string;
  errors: { noCode: string; badCode: string; unknown: string; own: string; used: string; failed: string };
}

/** The platform's refusals of a code (platform/API.md "Points and invites"). */
const REFUSED: Record<number, keyof InviteTexts['errors']> = {
  400: 'noCode',
  404: 'unknown',
  4321: 'own',
  4322: 'used',
};

export const InvitePanel = withQueries(function InvitePanel({
  locale,
  texts,
}: {
  locale: string;
  /** Made on the server with their placeholders kept (lib/i18n/browserFill.ts). */
  texts: InviteTexts;
}) {
  const queries = useQueryClient();
  const invite = useMemberQuery('myInvite', fetchMyInvite);
  const record = useMemberQuery('inviteRecord', fetchInviteRecord);
  const { member, runtime } = invite;
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const sending = useRef(false);
  const apply = useMutation({
    mutationFn: (value: string) => applyInviteCode(runtime, member!.accessToken, value, deviceId()),
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: (used) => {
      setCode('');
      showToast(fillSlots(texts.done, { score: used.score }));
      void queries.invalidateQueries({ queryKey: memberQueryKey('inviteRecord', member?.id) });
    },
    onError: (error) => {
      const refusal = error instanceof SsoError ? REFUSED[error.status ?? 0] : undefined;
      setProblem(texts.errors[refusal ?? 'failed']);
      if (refusal === 'used') void queries.invalidateQueries({ queryKey: memberQueryKey('inviteRecord', member?.id) });
    },
  });
  const time = (text: string) => showPlatformTime(text, locale);

  if (!member) return <LoginFirst text={texts.loginFirst} login={texts.login} back={appPath('invite')} />;
  if (invite.isError || record.isError) return <p data-testid="invite-failed">{texts.failed}</p>;
  if (invite.isPending || record.isPending) return <p aria-busy="true" />;
  const mine = invite.data;
  const { total, list, usedCode } = record.data;
  const submit = () => {
    if (!code.trim()) return setProblem(texts.errors.noCode);
    const value = inviteCodeOf(code);
    if (!value) return setProblem(texts.errors.badCode);
    if (sending.current) return;
    sending.current = true;
    setProblem('');
    apply.mutate(value);
  };
  return (
    <>
      <h2 className={styles.section}>{texts.mine}</h2>
      <p className={styles.code} data-testid="my-invite-code">
        {mine.code}
      </p>
      <div className={pageStyles.buttons}>
        <Link
          className={pageStyles.button}
          href={appPath('shareinvite', { code: mine.code, userid: mine.member?.id })}
          data-testid="share-invite"
        >
          {texts.share}
        </Link>
        <CopyCode code={mine.code} texts={texts} />
      </div>

      <h2 className={styles.section} data-testid="invited-count">
        {fillSlots(texts.invited, { count: total })}
      </h2>
      {list.length ? (
        <ul className={styles.list} data-testid="invited-list">
          {list.map((friend) => (
            <li key={friend.id}>
              <span>{friend.nickname}</span>
              <time dateTime={friend.usedAt}>{time(friend.usedAt)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p>{texts.none}</p>
      )}

      {usedCode ? (
        <p className={styles.section} data-testid="used-code">
          {fillSlots(texts.usedCode, { name: usedCode.nickname, code: usedCode.code })}
        </p>
      ) : (
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          data-testid="invite-form"
        >
          <h2 className={styles.section}>{texts.enter}</h2>
          <div className={formStyles.field}>
            <label htmlFor="invite-code">{texts.code}</label>
            <input
              id="invite-code"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={12}
              value={code}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'invite-code-problem' : undefined}
              onChange={(event) => {
                setCode(event.target.value);
                setProblem('');
              }}
            />
            {problem ? (
              <p id="invite-code-problem" className={formStyles.problem} role="alert" data-testid="invite-problem">
                {problem}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className={`${pageStyles.button} ${formStyles.submit}`}
            disabled={apply.isPending}
            data-testid="invite-submit"
          >
            {apply.isPending ? texts.submitting : texts.submit}
          </button>
        </form>
      )}
    </>
  );
});
