/**
 * An activity's sign-up button (spec §3: eight states) and the checks of the answers a reader gives. The
 * platform refuses the same cases (platform/API.md "Activities"); the button only tells the reader first.
 */
import type { Activity, ActivityField } from '../schemas/activity';
import { parsePlatformTime } from './time';

export const SIGNUP_STATES = [
  'registered',
  'notStarted',
  'full',
  'signUp',
  'signupClosed',
  'activityEnded',
  'inProgress',
  'ended',
] as const;
export type SignupState = (typeof SIGNUP_STATES)[number];

/** Activity entries shown on the detail (spec §9). */
export const ENTRIES_SHOWN = 8;

type Timed = Pick<Activity, 'signupStart' | 'signupEnd' | 'startTime' | 'endTime' | 'places' | 'taken' | 'closed'>;

/**
 * The button's state at `now`: taken down by the newsroom → ended; past its end → activity ended; the
 * reader registered → registered; before the sign-up → not started; during it → full or sign up now;
 * after it → sign-up closed until the activity starts, in progress while it runs.
 */
export function signupState(activity: Timed, now: Date, registered: boolean): SignupState {
  const at = (text: string) => parsePlatformTime(text)?.getTime();
  const time = now.getTime();
  const end = at(activity.endTime);
  if (activity.closed) return 'ended';
  if (end !== undefined && time > end) return 'activityEnded';
  if (registered) return 'registered';
  const signupStart = at(activity.signupStart);
  if (signupStart !== undefined && time < signupStart) return 'notStarted';
  const signupEnd = at(activity.signupEnd);
  if (signupEnd === undefined || time <= signupEnd)
    return activity.places > 0 && activity.taken >= activity.places ? 'full' : 'signUp';
  const start = at(activity.startTime);
  return start !== undefined && time < start ? 'signupClosed' : 'inProgress';
}

export type AnswerProblem = 'required' | 'invalid' | 'tooLong';

/** What is wrong with one answer, or undefined when it is acceptable. */
export function answerProblem(field: ActivityField, raw: string): AnswerProblem | undefined {
  const value = raw.trim();
  if (!value) return field.required ? 'required' : undefined;
  if (field.kind === 'phone' && !/^1\d{10}$/.test(value)) return 'invalid';
  if (field.kind === 'number' && !/^\d{1,6}$/.test(value)) return 'invalid';
  if (Array.from(value).length > (field.max ?? 50)) return 'tooLong';
  return undefined;
}
