'use client';
/**
 * The login form (spec §5 prompts): by SMS code — phone, the platform's image verify code (tap it for a
 * new one), "get code" with a 60 s countdown, the code; a phone the platform does not know yet also sets
 * a password with its confirmation — or by password. Every failure says what to fix, next to the form;
 * nothing typed is lost; a second tap while a request runs does nothing.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { imageCodeUrl, loginByPassword, loginByPhone, sendVerifyCode } from '@/lib/api/members';
import type { PhoneLogin } from '@/lib/schemas/member';
import { deviceId } from '@/lib/device';
import { saveLogin } from '@/lib/member/memberStore';
import { loginProblem, PHONE_PATTERN, PASSWORD_LENGTH, type LoginProblem } from '@/lib/member/loginRules';
import { onTabArrows } from '../common/tabArrows';
import { useRuntime } from '../providers/RuntimeContext';
import styles from './login.module.css';

const MODES = ['code', 'password'] as const;
type Mode = (typeof MODES)[number];

function newKey(): string {
  return `img-${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;
}

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const t = useTranslations('login');
  const runtime = useRuntime();
  const [mode, setMode] = useState<Mode>('code');
  const panel = useId();
  const [phone, setPhone] = useState('');
  const [imageCode, setImageCode] = useState('');
  const [imageKey, setImageKey] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [registered, setRegistered] = useState<boolean | undefined>(undefined);
  const [countdown, setCountdown] = useState(0);
  const [problem, setProblem] = useState<LoginProblem | undefined>(undefined);
  const [notice, setNotice] = useState('');
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  // the image key is made in the browser after hydration (the server's HTML has no picture: it is per visit)
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setImageKey(newKey()), []);
  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    setProblem(undefined);
    try {
      return await work();
    } catch (error) {
      setProblem(loginProblem(error));
      return undefined;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  function check(fields: Partial<Record<'phone' | 'imageCode' | 'code' | 'password' | 'confirm', boolean>>) {
    const trimmed = phone.trim();
    if (fields.phone && !trimmed) return 'phone';
    if (fields.phone && !PHONE_PATTERN.test(trimmed)) return 'badPhone';
    if (fields.imageCode && !imageCode.trim()) return 'imageCode';
    if (fields.code && !code.trim()) return 'code';
    if (fields.password && !password) return 'password';
    if (fields.password && (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max))
      return 'passwordLength';
    if (fields.confirm && !confirm) return 'confirm';
    if (fields.confirm && confirm !== password) return 'mismatch';
    return undefined;
  }

  async function onSendCode() {
    const local = check({ phone: true, imageCode: true });
    if (local) return setProblem({ key: local });
    const sent = await run(() =>
      sendVerifyCode(runtime, { phone: phone.trim(), imageCode: imageCode.trim(), imageKey, devid: deviceId() }),
    );
    // an image code is good for one try: a fresh picture either way
    setImageKey(newKey());
    setImageCode('');
    if (!sent) return;
    setRegistered(sent.registered);
    setCountdown(sent.resendAfter || 60);
    setNotice(t('codeSent'));
  }

  function choose(next: Mode) {
    setMode(next);
    setProblem(undefined);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    const needsPassword = mode === 'code' && registered === false;
    const local =
      mode === 'code'
        ? check({ phone: true, code: true, password: needsPassword, confirm: needsPassword })
        : check({ phone: true, password: true });
    if (local) return setProblem({ key: local });
    const login = await run<PhoneLogin>(() =>
      mode === 'code'
        ? loginByPhone(runtime, {
            phone: phone.trim(),
            code: code.trim(),
            ...(needsPassword ? { password, confirm } : {}),
            devid: deviceId(),
          })
        : loginByPassword(runtime, { phone: phone.trim(), password, devid: deviceId() }),
    );
    if (!login) return;
    saveLogin(login);
    // the server's copy of the login (cookie) for server-rendered screens; the page works without it
    await fetch(`${runtime.basePath}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: login.accessToken }),
    }).catch(() => undefined);
    onLoggedIn();
  }

  const message = problem ? (problem.key ? t(`errors.${problem.key}`) : problem.text) : '';
  const needsPassword = mode === 'code' && registered === false;
  // a new number brings two more fields: the button they push down stays in view (above the open-app bar:
  // the page's scroll padding)
  const submit = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (needsPassword) submit.current?.scrollIntoView({ block: 'nearest' });
  }, [needsPassword]);

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate data-testid="login-form">
      <div
        className={styles.tabs}
        role="tablist"
        aria-label={t('mode')}
        onKeyDown={(event) => onTabArrows(event, MODES, mode, choose)}
      >
        {MODES.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            id={`${panel}-tab-${item}`}
            aria-controls={panel}
            aria-selected={mode === item}
            tabIndex={mode === item ? 0 : -1}
            data-tab={item}
            className={mode === item ? styles.tabActive : styles.tab}
            onClick={() => choose(item)}
          >
            {t(item === 'code' ? 'byCode' : 'byPassword')}
          </button>
        ))}
      </div>
      {/* one panel, its fields the chosen way's */}
      <div className={styles.panel} role="tabpanel" id={panel} aria-labelledby={`${panel}-tab-${mode}`}>
        <label className={styles.field}>
          <span>{t('phone')}</span>
          <input
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder={t('hints.phone')}
            value={phone}
            onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))}
          />
        </label>
        {mode === 'code' ? (
          <>
            <div className={styles.field}>
              <label htmlFor="image-code">{t('imageCode')}</label>
              <div className={styles.row}>
                <input
                  id="image-code"
                  name="imageCode"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={6}
                  placeholder={t('hints.imageCode')}
                  value={imageCode}
                  onChange={(event) => setImageCode(event.target.value)}
                />
                {imageKey ? (
                  <button
                    type="button"
                    className={styles.captcha}
                    onClick={() => setImageKey(newKey())}
                    aria-label={t('refreshImage')}
                    title={t('refreshImage')}
                  >
                    <img
                      src={imageCodeUrl(runtime, imageKey)}
                      alt={t('imageCode')}
                      width={120}
                      height={44}
                      data-key={imageKey}
                      data-testid="image-code"
                    />
                  </button>
                ) : null}
              </div>
            </div>
            <div className={styles.field}>
              <label htmlFor="sms-code">{t('code')}</label>
              <div className={styles.row}>
                <input
                  id="sms-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder={t('hints.code')}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                />
                <button
                  type="button"
                  className={styles.codeButton}
                  disabled={countdown > 0 || pending}
                  onClick={() => void onSendCode()}
                  data-testid="send-code"
                >
                  {countdown > 0 ? t('resendIn', { seconds: countdown }) : t('getCode')}
                </button>
              </div>
            </div>
          </>
        ) : null}
        {mode === 'password' || needsPassword ? (
          <label className={styles.field}>
            <span>{needsPassword ? t('setPassword') : t('password')}</span>
            <input
              name="password"
              type="password"
              autoComplete={needsPassword ? 'new-password' : 'current-password'}
              maxLength={PASSWORD_LENGTH.max}
              placeholder={t('hints.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
        ) : null}
        {needsPassword ? (
          <label className={styles.field}>
            <span>{t('confirm')}</span>
            <input
              name="confirm"
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_LENGTH.max}
              placeholder={t('hints.confirm')}
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
          </label>
        ) : null}
        {needsPassword ? <p className={styles.hint}>{t('newMember', { min: PASSWORD_LENGTH.min })}</p> : null}
      </div>
      <p className={styles.error} role="alert" data-testid="login-error">
        {message}
      </p>
      {notice && !message ? (
        <p className={styles.hint} role="status" data-testid="login-notice">
          {notice}
        </p>
      ) : null}
      <button ref={submit} type="submit" className={styles.submit} disabled={pending} data-testid="login-submit">
        {pending ? t('working') : t('submit')}
      </button>
    </form>
  );
}
