'use client';
/**
 * shareinvite without a code: the logged-in member's own share page (their code and id in the address, so
 * the page they share names them); a reader who is not logged in is asked to.
 */
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { fetchMyInvite } from '@/lib/api/invites';
import { appPath } from '@/lib/routing/routes';
import { withQueries } from '../providers/queries';
import { LoginFirst } from './LoginFirst';
import { useMemberQuery } from './useMemberQuery';

export const OwnInvite = withQueries(function OwnInvite({
  texts,
}: {
  texts: { loginFirst: string; login: string; failed: string };
}) {
  const router = useRouter();
  const invite = useMemberQuery('myInvite', fetchMyInvite);
  const code = invite.data?.code;
  const userid = invite.data?.member?.id;
  useEffect(() => {
    if (code) router.replace(appPath('shareinvite', { code, userid }));
  }, [code, userid, router]);
  if (!invite.member) return <LoginFirst text={texts.loginFirst} login={texts.login} back={appPath('shareinvite')} />;
  if (invite.isError) return <p data-testid="invite-failed">{texts.failed}</p>;
  return <p aria-busy="true" />;
});
