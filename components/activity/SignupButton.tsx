'use client';
/**
 * The activity's sign-up button (spec §3, eight states): the page's HTML carries the state at render time,
 * the browser works it out again for this moment and this reader (registered, from their records).
 */
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { signupState, type SignupState } from '@/lib/model/activity';
import type { Activity } from '@/lib/schemas/activity';
import pageStyles from '../pages/pages.module.css';
import { withQueries } from '../providers/queries';
import styles from './activity.module.css';
import { useSignups } from './useSignups';

export interface SignupButtonProps {
  activity: Pick<
    Activity,
    'id' | 'signupStart' | 'signupEnd' | 'startTime' | 'endTime' | 'places' | 'taken' | 'closed'
  >;
  /** The state when the page was rendered (nobody registered). */
  rendered: SignupState;
  labels: Record<SignupState, string>;
  applyHref: string;
  recordHref: string;
}

export const SignupButton = withQueries(function SignupButton({
  activity,
  rendered,
  labels,
  applyHref,
  recordHref,
}: SignupButtonProps) {
  const { data: records } = useSignups(activity.id);
  const [now, setNow] = useState<Date>();
  useEffect(() => setNow(new Date()), []);
  const state = now ? signupState(activity, now, Boolean(records?.length)) : rendered;
  if (state === 'signUp' || state === 'registered')
    return (
      <Link
        className={`${pageStyles.button}${state === 'registered' ? ` ${pageStyles.buttonSecondary}` : ''}`}
        href={state === 'signUp' ? applyHref : recordHref}
        data-testid="signup-button"
        data-state={state}
      >
        {labels[state]}
      </Link>
    );
  return (
    <p className={styles.state} data-testid="signup-button" data-state={state}>
      {labels[state]}
    </p>
  );
});
