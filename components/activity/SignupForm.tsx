'use client';
/**
 * The sign-up form (activityApply): the fields the activity asks for, each checked before sending with its
 * message under it; one request at a time. A reader who is not logged in is sent to the login and back.
 * After the platform registered the reader, their record (signupdetail); a refusal says why (名额已满…).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { signUp } from '@/lib/api/activity';
import { ApiError } from '@/lib/api/errors';
import { leaveForLogin } from '@/lib/member/loginPaths';
import { answerProblem, signupState, type AnswerProblem, type SignupState } from '@/lib/model/activity';
import type { Activity } from '@/lib/schemas/activity';
import { showToast } from '@/lib/ui/toast';
import pageStyles from '../pages/pages.module.css';
import { withQueries } from '../providers/queries';
import { useApi, useRuntime } from '../providers/RuntimeContext';
import styles from './activity.module.css';
import { useSignups } from './useSignups';

/** The platform's refusals of a sign-up (platform/API.md "Activities") and the state each one means. */
const REFUSED_STATES: Record<number, SignupState> = {
  4301: 'notStarted',
  4302: 'signupClosed',
  4303: 'full',
  4304: 'registered',
  4305: 'activityEnded',
};

export interface SignupFormTexts {
  submit: string;
  submitting: string;
  done: string;
  optional: string;
  loginToSignup: string;
  login: string;
  failed: string;
  states: Record<SignupState, string>;
}

export interface SignupFormProps {
  activity: Pick<
    Activity,
    'id' | 'fields' | 'signupStart' | 'signupEnd' | 'startTime' | 'endTime' | 'places' | 'taken' | 'closed'
  >;
  rendered: SignupState;
  texts: SignupFormTexts;
  /** Each field's messages by problem, with its label in them. */
  problems: Record<string, Record<AnswerProblem, string>>;
  recordHref: string;
}

export const SignupForm = withQueries(function SignupForm({
  activity,
  rendered,
  texts,
  problems,
  recordHref,
}: SignupFormProps) {
  const api = useApi();
  const { basePath } = useRuntime();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { member, data: records } = useSignups(activity.id);
  const [now, setNow] = useState<Date>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [wrong, setWrong] = useState<Record<string, AnswerProblem>>({});
  const [refused, setRefused] = useState<SignupState>();
  const form = useRef<HTMLFormElement>(null);
  // one request per submit: a second tap can come before the button is drawn disabled
  const sending = useRef(false);
  useEffect(() => setNow(new Date()), []);

  const submit = useMutation({
    mutationFn: (answers: Record<string, string>) => signUp(api, activity.id, answers),
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: async () => {
      showToast(texts.done);
      await queryClient.invalidateQueries({ queryKey: ['signups'] });
      router.push(recordHref);
    },
    onError: (error) => {
      const status = error instanceof ApiError && error.kind === 'status' ? error.status : undefined;
      if (status === 401 || status === 10102 || status === 10103) {
        showToast(texts.loginToSignup);
        return leaveForLogin(basePath);
      }
      const state = status === undefined ? undefined : REFUSED_STATES[status];
      if (state) setRefused(state);
      showToast(state ? texts.states[state] : texts.failed);
    },
  });

  const state = refused ?? (now ? signupState(activity, now, Boolean(records?.length)) : rendered);
  if (state !== 'signUp')
    return (
      <div className={styles.form}>
        <p className={styles.state} data-testid="signup-state" data-state={state}>
          {texts.states[state]}
        </p>
        {state === 'registered' ? (
          <Link className={`${pageStyles.button} ${pageStyles.buttonSecondary}`} href={recordHref}>
            {texts.states.registered}
          </Link>
        ) : null}
      </div>
    );

  // asked before the form, so nothing the reader typed is lost on the way to the login
  if (!member)
    return (
      <div className={styles.form} data-testid="signup-login">
        <p>{texts.loginToSignup}</p>
        <button
          type="button"
          className={`${pageStyles.button} ${styles.submit}`}
          onClick={() => leaveForLogin(basePath)}
        >
          {texts.login}
        </button>
      </div>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found: Record<string, AnswerProblem> = {};
    for (const field of activity.fields) {
      const problem = answerProblem(field, values[field.name] ?? '');
      if (problem) found[field.name] = problem;
    }
    setWrong(found);
    const first = activity.fields.find((field) => found[field.name]);
    if (first) return form.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
    const answers = Object.fromEntries(
      activity.fields
        .map((field) => [field.name, (values[field.name] ?? '').trim()] as const)
        .filter(([, value]) => value),
    );
    sending.current = true;
    submit.mutate(answers);
  };

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate data-testid="signup-form">
      {activity.fields.map((field) => {
        const problem = wrong[field.name];
        const id = `field-${field.name}`;
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={id}>
              {field.label}
              {field.required ? null : <span className={styles.optional}> ({texts.optional})</span>}
            </label>
            <input
              id={id}
              name={field.name}
              type={field.kind === 'phone' ? 'tel' : 'text'}
              inputMode={field.kind === 'text' ? undefined : 'numeric'}
              autoComplete={field.kind === 'phone' ? 'tel' : field.name === 'name' ? 'name' : 'off'}
              required={field.required}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
            {problem ? (
              <p id={`${id}-problem`} className={styles.problem} data-testid="field-problem">
                {problems[field.name]?.[problem]}
              </p>
            ) : null}
          </div>
        );
      })}
      <button
        type="submit"
        className={`${pageStyles.button} ${styles.submit}`}
        disabled={submit.isPending}
        data-testid="signup-submit"
      >
        {submit.isPending ? texts.submitting : texts.submit}
      </button>
    </form>
  );
});
