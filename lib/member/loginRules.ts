/**
 * Login rules shared by the form and its tests: the phone and password bounds (the same as the platform's,
 * platform/src/routes/login.ts) and what a refusal means for the reader — the platform's own texts map to
 * the locale's messages; anything unknown is shown as the platform said it.
 */
import { ApiError } from '../api/errors';
import { SsoError } from '../api/members';

export const PHONE_PATTERN = /^1\d{10}$/;
export const PASSWORD_LENGTH = { min: 6, max: 32 } as const;

export type LoginProblemKey =
  | 'phone'
  | 'badPhone'
  | 'imageCode'
  | 'badImageCode'
  | 'code'
  | 'badCode'
  | 'tooSoon'
  | 'password'
  | 'passwordLength'
  | 'confirm'
  | 'mismatch'
  | 'badLogin'
  | 'network';

export interface LoginProblem {
  key?: LoginProblemKey;
  text?: string;
}

/** The platform's refusal texts (platform/src/routes/login.ts LOGIN_TEXTS) → message keys. */
const PLATFORM_TEXTS: [RegExp, LoginProblemKey][] = [
  [/^请输入手机号/, 'phone'],
  [/^手机号格式不正确/, 'badPhone'],
  [/^请输入图形验证码/, 'imageCode'],
  [/^图形验证码错误/, 'badImageCode'],
  [/^请输入验证码/, 'code'],
  [/^验证码错误/, 'badCode'],
  [/^验证码已发送/, 'tooSoon'],
  [/^请输入密码/, 'password'],
  [/^密码长度/, 'passwordLength'],
  [/^请确认密码/, 'confirm'],
  [/^两次输入的密码不一致/, 'mismatch'],
  [/^手机号或密码错误/, 'badLogin'],
];

export function loginProblem(error: unknown): LoginProblem {
  if (error instanceof SsoError) {
    const known = PLATFORM_TEXTS.find(([pattern]) => pattern.test(error.message));
    return known ? { key: known[1] } : { text: error.message };
  }
  if (error instanceof ApiError && error.kind === 'status') return { text: error.reason };
  // time-outs, network failures, a platform answering HTML
  return { key: 'network' };
}
