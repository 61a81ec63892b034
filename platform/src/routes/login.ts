/**
 * {sso} phone login (platform/API.md "Login"): an image verify code, an SMS code (the reference platform's
 * "SMS" is its log and, for tests, /__outbox), login by phone + code (a new phone sets its password there,
 * with confirmation), login by phone + password, user info, logout. Passwords are stored as salted scrypt
 * hashes. Posts carry the sso signature (program-params must cover `phone`); answers use {code, msg, value}.
 */
import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { captchaText, drawCaptcha } from '../captcha';
import type { Db } from '../db';
import { ssoRefusal, ssoSuccess, type SsoEnvelope } from '../envelope';
import { siteIdOf } from '../http';
import { memberByToken } from '../repo/participation';
import { CODES, issueMemberTokens } from './auth';
import { signedPost } from './members';
import { tokenOf } from './participation';

const scrypt = promisify(scryptCallback) as (password: string, salt: string, length: number) => Promise<Buffer>;

export const PHONE = /^1\d{10}$/;
export const CODE_LIFETIME_MS = 5 * 60_000;
export const RESEND_AFTER_S = 60;
export const MAX_CODE_ATTEMPTS = 5;
export const PASSWORD = { min: 6, max: 32 } as const;
/**
 * Wrong passwords allowed in a window. The guesser is locked, not the owner: an account refuses a device
 * or an address that failed it too often (the right password included, until the window has passed),
 * while the right password from anywhere else still logs in. A device or an address trying many accounts
 * meets its own limit; an account guessed at from everywhere at once asks every login for the picture's
 * code. Only failures count, so a refused try does not lengthen the lock.
 */
export const PASSWORD_ATTEMPTS = {
  accountFromDevice: 5,
  accountFromAddress: 10,
  perDevice: 20,
  perAddress: 50,
  /** Past this many failures of an account from anywhere, a login needs the image code. */
  accountCaptcha: 50,
  windowMinutes: 15,
} as const;

export const LOGIN_TEXTS = {
  phone: '请输入手机号',
  badPhone: '手机号格式不正确',
  imageCode: '请输入图形验证码',
  badImageCode: '图形验证码错误或已过期',
  code: '请输入验证码',
  badCode: '验证码错误或已过期',
  tooSoon: `验证码已发送，请${RESEND_AFTER_S}秒后再试`,
  password: '请输入密码',
  passwordLength: `密码长度为${PASSWORD.min}-${PASSWORD.max}位`,
  confirm: '请确认密码',
  mismatch: '两次输入的密码不一致',
  badLogin: '手机号或密码错误',
  tooManyAttempts: `密码错误次数过多，请${PASSWORD_ATTEMPTS.windowMinutes}分钟后再试`,
  expired: '登录已过期，请重新登录',
} as const;

export async function hashPassword(password: string, salt = randomBytes(16).toString('hex')) {
  return { salt, hash: (await scrypt(password, salt, 32)).toString('hex') };
}

async function passwordMatches(password: string, salt: string, hash: string): Promise<boolean> {
  const candidate = await scrypt(password, salt, 32);
  const stored = Buffer.from(hash, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}

export function maskPhone(phone: string | null): string {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '';
}

/** A phone as logs may name it: its first three and last two digits (138******01). */
export function maskedPhone(phone: string): string {
  return phone.length > 5 ? `${phone.slice(0, 3)}${'*'.repeat(phone.length - 5)}${phone.slice(-2)}` : '*****';
}

/**
 * The SMS codes "sent" (kept for the tests' /__outbox). The request log says one was sent, to a masked
 * number and without the code; the demo's console (smsLog), standing in for the reader's phone, shows the
 * code too, to the masked number (docs/demo.md).
 */
export class Outbox {
  private readonly last = new Map<string, string>();
  constructor(private readonly toConsole = false) {}
  send(phone: string, code: string, log: (message: string) => void) {
    this.last.set(phone, code);
    const to = maskedPhone(phone);
    log(`[sms] a code to ${to} (valid ${CODE_LIFETIME_MS / 60_000} minutes)`);
    if (this.toConsole)
      console.log(`[sms] to ${to}: your code is ${code} (valid ${CODE_LIFETIME_MS / 60_000} minutes)`);
  }
  read(phone: string): string | undefined {
    return this.last.get(phone);
  }
}

export function registerLoginRoutes(
  app: FastifyInstance,
  db: Db,
  prefix: string,
  options: { outbox: Outbox; testHooks: boolean },
): void {
  const form = (request: FastifyRequest) => ({
    ...(request.query as Record<string, string>),
    ...((request.body as Record<string, string>) ?? {}),
  });
  /** The form, its site and its phone, or what to refuse first (no site, no phone, a malformed one). */
  const readPhoneForm = (request: FastifyRequest) => {
    const input = form(request);
    const siteId = siteIdOf(input) ?? 0;
    const phone = String(input.phone ?? '').trim();
    const refusal = !siteId
      ? ssoRefusal('siteId is required')
      : !phone
        ? ssoRefusal(LOGIN_TEXTS.phone)
        : !PHONE.test(phone)
          ? ssoRefusal(LOGIN_TEXTS.badPhone)
          : undefined;
    return { input, siteId, phone, refusal };
  };

  app.get(`${prefix}/getImageVerifyCode`, async (request, reply) => {
    const query = request.query as Record<string, string>;
    const key = String(query.key ?? '');
    if (!siteIdOf(query) || !/^[\w-]{8,64}$/.test(key))
      return reply.code(400).send(ssoRefusal('siteId and key (8–64 letters, digits, - or _) are required'));
    const answer = captchaText();
    await db.query(
      `INSERT INTO image_codes (key, answer, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET answer = EXCLUDED.answer, expires_at = EXCLUDED.expires_at`,
      [key, answer, new Date(Date.now() + CODE_LIFETIME_MS)],
    );
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'no-store').send(drawCaptcha(answer));
  });

  app.post(`${prefix}/sendVerifyCode`, async (request, reply) => {
    if (!signedPost(['phone'])(request, reply)) return reply;
    const { input, siteId, phone, refusal } = readPhoneForm(request);
    if (refusal) return refusal;
    const imageRefusal = await spendImageCode(input);
    if (imageRefusal) return imageRefusal;
    const [recent] = await db.query<{ id: number }>(
      `SELECT id FROM sms_codes WHERE phone = $1 AND created_at > now() - make_interval(secs => $2) LIMIT 1`,
      [phone, RESEND_AFTER_S],
    );
    if (recent) return ssoRefusal(LOGIN_TEXTS.tooSoon);
    const code = String(randomInt(1_000_000)).padStart(6, '0');
    await db.query('INSERT INTO sms_codes (phone, code, expires_at) VALUES ($1, $2, $3)', [
      phone,
      code,
      new Date(Date.now() + CODE_LIFETIME_MS),
    ]);
    options.outbox.send(phone, code, (message) => request.log.info(message));
    const [member] = await db.query<{ has_password: boolean }>(
      'SELECT password_hash IS NOT NULL AS has_password FROM members WHERE phone = $1 AND site_id = $2',
      [phone, siteId],
    );
    return ssoSuccess({ registered: Boolean(member?.has_password), resendAfter: RESEND_AFTER_S });
  });

  app.post(`${prefix}/loginByPhone`, async (request, reply) => {
    if (!signedPost(['phone', 'code'])(request, reply)) return reply;
    const { input, siteId, phone, refusal } = readPhoneForm(request);
    if (refusal) return refusal;
    const code = String(input.code ?? '').trim();
    if (!code) return ssoRefusal(LOGIN_TEXTS.code);
    const [member] = await db.query<{ id: number; has_password: boolean }>(
      'SELECT id, password_hash IS NOT NULL AS has_password FROM members WHERE phone = $1 AND site_id = $2',
      [phone, siteId],
    );
    const password = String(input.password ?? '');
    // a new phone binds a password here, with its confirmation (checked before the code is spent)
    if (!member?.has_password) {
      if (!password) return ssoRefusal(LOGIN_TEXTS.password);
      if (password.length < PASSWORD.min || password.length > PASSWORD.max)
        return ssoRefusal(LOGIN_TEXTS.passwordLength);
      if (!input.confirm) return ssoRefusal(LOGIN_TEXTS.confirm);
      if (input.confirm !== password) return ssoRefusal(LOGIN_TEXTS.mismatch);
    }
    const [sms] = await db.query<{ id: number; code: string; attempts: number }>(
      `UPDATE sms_codes SET attempts = attempts + 1 WHERE id = (SELECT id FROM sms_codes WHERE phone = $1 AND NOT used
         AND expires_at > now() ORDER BY created_at DESC LIMIT 1) RETURNING id, code, attempts`,
      [phone],
    );
    if (!sms || sms.attempts > MAX_CODE_ATTEMPTS || sms.code !== code) return ssoRefusal(LOGIN_TEXTS.badCode);
    await db.query('UPDATE sms_codes SET used = true WHERE id = $1', [sms.id]);
    let memberId = member?.id;
    if (!member?.has_password) {
      const { salt, hash } = await hashPassword(password);
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO members (site_id, phone, nickname, password_hash, password_salt) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (phone) DO UPDATE SET password_hash = EXCLUDED.password_hash, password_salt = EXCLUDED.password_salt
         RETURNING id`,
        [siteId, phone, `读者${phone.slice(-4)}`, hash, salt],
      );
      memberId = row!.id;
    }
    return loggedIn(siteId, memberId!, String(input.devid ?? request.headers.devid ?? ''));
  });

  app.post(`${prefix}/loginByPassword`, async (request, reply) => {
    if (!signedPost(['phone', 'password'])(request, reply)) return reply;
    const { input, siteId, phone, refusal } = readPhoneForm(request);
    if (refusal) return refusal;
    if (!input.password) return ssoRefusal(LOGIN_TEXTS.password);
    const device = String(input.devid ?? request.headers.devid ?? '').slice(0, 80);
    const attempt = await countAttempt(siteId, phone, device, request.ip);
    if (attempt.locked) {
      await attempt.forget();
      return ssoRefusal(LOGIN_TEXTS.tooManyAttempts);
    }
    const imageRefusal = attempt.needsImageCode ? await spendImageCode(input) : undefined;
    if (imageRefusal) {
      await attempt.forget();
      return imageRefusal;
    }
    const [member] = await db.query<{ id: number; password_hash: string | null; password_salt: string | null }>(
      'SELECT id, password_hash, password_salt FROM members WHERE phone = $1 AND site_id = $2',
      [phone, siteId],
    );
    const good =
      member?.password_hash && member.password_salt
        ? await passwordMatches(String(input.password), member.password_salt, member.password_hash)
        : (await hashPassword(String(input.password)), false); // same work either way
    if (!member || !good) return ssoRefusal(LOGIN_TEXTS.badLogin);
    await attempt.succeeded();
    return loggedIn(siteId, member.id, device);
  });

  /** Spends the picture's code the form names (imageKey, imageCode): the refusal, or undefined when it matches. */
  async function spendImageCode(input: Record<string, string>): Promise<SsoEnvelope | undefined> {
    if (!input.imageCode) return ssoRefusal(LOGIN_TEXTS.imageCode);
    const [image] = await db.query<{ answer: string }>(
      'DELETE FROM image_codes WHERE key = $1 AND expires_at > now() RETURNING answer',
      [String(input.imageKey ?? '')],
    );
    return image && image.answer === String(input.imageCode).trim() ? undefined : ssoRefusal(LOGIN_TEXTS.badImageCode);
  }

  /**
   * Writes this try as a failure of the account, of the account from this device and this address, and
   * of the device and the address, then counts them in the window (concurrent guesses see each other's):
   * whether the guesser is locked and whether the account asks for the image code. `forget` takes this
   * try back (a refused try lengthens nothing); `succeeded` also clears this device's and address's
   * failures of the account.
   */
  async function countAttempt(siteId: number, phone: string, device: string, address: string) {
    const account = `phone:${siteId}:${phone}`;
    const limits: [string, number][] = [
      [`${account}@addr:${address}`, PASSWORD_ATTEMPTS.accountFromAddress],
      [`addr:${siteId}:${address}`, PASSWORD_ATTEMPTS.perAddress],
      ...(device
        ? ([
            [`${account}@device:${device}`, PASSWORD_ATTEMPTS.accountFromDevice],
            [`device:${siteId}:${device}`, PASSWORD_ATTEMPTS.perDevice],
          ] as [string, number][])
        : []),
    ];
    const subjects = [account, ...limits.map(([subject]) => subject)];
    const written = await db.query<{ id: number }>(
      'INSERT INTO login_failures (subject) SELECT unnest($1::text[]) RETURNING id',
      [subjects],
    );
    const ids = written.map((row) => row.id);
    const rows = await db.query<{ subject: string; failures: number }>(
      `SELECT subject, count(*)::int AS failures FROM login_failures
       WHERE subject = ANY($1::text[]) AND failed_at > now() - make_interval(mins => $2)
       GROUP BY subject`,
      [subjects, PASSWORD_ATTEMPTS.windowMinutes],
    );
    const failures = new Map(rows.map((row) => [row.subject, row.failures]));
    return {
      // each count holds this try too: the limit-th failure is allowed, the one after it is not
      locked: limits.some(([subject, limit]) => (failures.get(subject) ?? 0) > limit),
      needsImageCode: (failures.get(account) ?? 0) > PASSWORD_ATTEMPTS.accountCaptcha,
      forget: () => db.query('DELETE FROM login_failures WHERE id = ANY($1::bigint[])', [ids]),
      succeeded: () =>
        db.query('DELETE FROM login_failures WHERE id = ANY($1::bigint[]) OR subject = ANY($2::text[])', [
          ids,
          subjects.filter((subject) => subject.startsWith(`${account}@`)),
        ]),
    };
  }

  async function loggedIn(siteId: number, memberId: number, device: string): Promise<SsoEnvelope> {
    const { access, refresh } = await issueMemberTokens(db, siteId, device.slice(0, 80), memberId);
    const [member] = await db.query<{ nickname: string; avatar: string; phone: string | null }>(
      'SELECT nickname, avatar, phone FROM members WHERE id = $1',
      [memberId],
    );
    return ssoSuccess({
      token: access,
      accessToken: access,
      refreshToken: refresh,
      userid: memberId,
      nickname: member?.nickname ?? '',
      head: member?.avatar ?? '',
      phone: maskPhone(member?.phone ?? null),
    });
  }

  app.get(`${prefix}/getUserInfo`, async (request) => {
    const siteId = siteIdOf(request.query as Record<string, string>);
    if (!siteId) return ssoRefusal('siteId is required');
    const member = await memberByToken(db, siteId, tokenOf(request));
    if (member === 'expired') return ssoRefusal(LOGIN_TEXTS.expired, CODES.memberExpired);
    if (member === 'none') return ssoRefusal('not logged in', CODES.tokenInvalid);
    return ssoSuccess({
      userid: member.id,
      nickname: member.nickname,
      head: member.avatar,
      phone: maskPhone(member.phone),
    });
  });

  app.post(`${prefix}/logout`, async (request) => {
    const siteId = siteIdOf(form(request));
    const token = tokenOf(request);
    if (!siteId || !token) return ssoRefusal('siteId and the token header are required');
    // the access token and the refresh tokens of the same member and device
    await db.query(
      `DELETE FROM security_tokens WHERE (token = $1) OR (kind = 'refresh' AND (member_id, device) IN
         (SELECT member_id, device FROM security_tokens WHERE token = $1 AND kind = 'access'))`,
      [token],
    );
    return ssoSuccess({});
  });

  if (options.testHooks) {
    // tests read the codes a reader would see on their phone and in the picture
    app.get('/__outbox', async (request) => ({
      code: options.outbox.read(String((request.query as { phone?: string }).phone)),
    }));
    // an expired login, on demand (a reader who left the page open for hours)
    app.post('/__expireToken', async (request) => {
      const token = String((request.body as { token?: string } | undefined)?.token ?? '');
      const rows = await db.query(
        `UPDATE security_tokens SET expires_at = now() - interval '1 minute' WHERE token = $1 AND kind = 'access' RETURNING token`,
        [token],
      );
      return { expired: rows.length };
    });
    app.get('/__imageCode', async (request) => {
      const [row] = await db.query<{ answer: string }>('SELECT answer FROM image_codes WHERE key = $1', [
        String((request.query as { key?: string }).key),
      ]);
      return { answer: row?.answer };
    });
  }
}
