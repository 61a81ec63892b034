/**
 * App auth and tokens (platform/API.md "Auth"):
 * - {base} authinfo / auth: the 3DES exchange that gives a client its auth token and secret;
 * - a guard on every other {base} call: signed headers when the site config asks for them (xyAuth 2,
 *   or xyAuth 1 on calls that need auth), a valid token when tokenEnable is on, sign4 from version 3;
 * - {sso} getAnonymousToken / refreshToken.
 * Refusals answer the real codes: 1004 (bad, expired or replayed signature or auth token), 10111 (token
 * invalid), 10102/10103 (member token expired / member gone) with HTTP 200, as the real platform does.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { expectedAuthSign, expectedCallSign, expectedSign4, infoKeyOf, tokenKeyOf, tripleDesEncrypt } from '../crypto';
import type { Db } from '../db';
import { fail, ok } from '../envelope';
import { headerOf, siteIdOf } from '../http';
import { getSiteConfig } from '../repo/content';

export const CODES = {
  authFailed: 1004,
  tokenInvalid: 10111,
  memberExpired: 10102,
  memberGone: 10103,
  badSign4: -2,
} as const;
/** Signed requests must be this fresh (either way), and their signature is kept this long against replay. */
export const TIME_WINDOW_MS = 5 * 60_000;
export const TOKEN_LIFETIME_MS = 2 * 3_600_000;
export const REFRESH_LIFETIME_MS = 30 * 24 * 3_600_000;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomText(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Calls that are never guarded: the exchange itself, and the public site config (it says how to call). */
const OPEN_CALLS = new Set(['authinfo', 'auth', 'getConfig']);
/** The calls of the {vote} base, named `vote/{path}` here: they need auth under xyAuth 1 (spec §6). */
export const VOTE_CALL_PREFIX = 'vote/';

interface SiteFlags {
  xyAuth: number;
  tokenEnable: boolean;
  curVersions: number;
  encryptKey4: string;
}

export function siteFlags(config: Record<string, unknown> | undefined): SiteFlags {
  const xyApi = (config?.xyApi ?? {}) as Record<string, unknown>;
  return {
    xyAuth: Number(xyApi.xyAuth ?? 0),
    tokenEnable: config?.tokenEnable === true || config?.tokenEnable === 1 || config?.tokenEnable === '1',
    curVersions: Number(xyApi.curVersions ?? 0),
    encryptKey4: String(config?.encryptKey4 ?? ''),
  };
}

/**
 * The token header in token mode: 0 when valid; 10111 when missing, unknown or an expired anonymous
 * token; 10102 when a member's access token expired (the member must log in again); 10103 when the
 * member behind it is gone.
 */
export async function checkTokenHeader(db: Db, siteId: number, token: string): Promise<number> {
  if (!token) return CODES.tokenInvalid;
  const [row] = await db.query<{ kind: string; expired: boolean; member_id: number | null; member_exists: boolean }>(
    `SELECT t.kind, t.expires_at <= now() AS expired, t.member_id, m.id IS NOT NULL AS member_exists
     FROM security_tokens t LEFT JOIN members m ON m.id = t.member_id
     WHERE t.token = $1 AND t.site_id = $2 AND t.kind IN ('anonymous', 'access')`,
    [token, siteId],
  );
  if (!row) return CODES.tokenInvalid;
  if (row.kind === 'access' && row.member_id !== null && !row.member_exists) return CODES.memberGone;
  if (row.expired) return row.kind === 'access' ? CODES.memberExpired : CODES.tokenInvalid;
  return 0;
}

/** A member's access token (2 hours) and refresh token (30 days), for a device. */
export async function issueMemberTokens(db: Db, siteId: number, device: string, memberId: number | null) {
  const access = randomText(40);
  const refresh = randomText(40);
  const now = Date.now();
  await db.query(
    `INSERT INTO security_tokens (token, kind, site_id, device, member_id, expires_at) VALUES
     ($1, 'access', $3, $4, $5, $6), ($2, 'refresh', $3, $4, $5, $7)`,
    [access, refresh, siteId, device, memberId, new Date(now + TOKEN_LIFETIME_MS), new Date(now + REFRESH_LIFETIME_MS)],
  );
  return { access, refresh };
}

/** Calls sent as multipart/form-data: their handlers call guardCall with the fields they read. */
export const MULTIPART_CALLS = new Set<string>(['uploadImage']);

/**
 * The checks of a {base} call (see the file's comment) over its parameters: undefined when it may go on,
 * else the refusal to answer (with HTTP 200, as the real platform).
 */
export async function guardCall(
  db: Db,
  request: FastifyRequest,
  call: string,
  params: Record<string, string>,
): Promise<ReturnType<typeof fail> | undefined> {
  if (OPEN_CALLS.has(call)) return undefined;
  // decided once (server.ts); a multipart call's handler decides it from its fields before calling here
  const siteId = request.siteId;
  if (!siteId) return undefined;
  const flags = siteFlags((await getSiteConfig(db, siteId))?.config);

  if (flags.xyAuth === 2 || (flags.xyAuth === 1 && call.startsWith(VOTE_CALL_PREFIX))) {
    const token = headerOf(request, 'authtoken');
    const time = headerOf(request, 'time');
    const sign = headerOf(request, 'sign');
    if (!token || !time || !sign) return fail(CODES.authFailed, 'signature required');
    const [row] = await db.query<{ app_secret: string }>(
      `SELECT c.app_secret FROM auth_tokens t JOIN app_clients c ON c.app_key = t.app_key
       WHERE t.token = $1 AND t.site_id = $2 AND t.expires_at > now()`,
      [token, siteId],
    );
    if (!row) return fail(CODES.authFailed, 'auth token unknown or expired');
    if (!/^\d{10,16}$/.test(time) || Math.abs(Date.now() - Number(time)) > TIME_WINDOW_MS)
      return fail(CODES.authFailed, 'request expired');
    if (expectedCallSign(token, row.app_secret, time) !== sign) return fail(CODES.authFailed, 'signature invalid');
    const [fresh] = await db.query<{ sign: string }>(
      'INSERT INTO used_signatures (sign) VALUES ($1) ON CONFLICT DO NOTHING RETURNING sign',
      [sign],
    );
    if (!fresh) return fail(CODES.authFailed, 'request replayed');
  }
  if (flags.tokenEnable) {
    const code = await checkTokenHeader(db, siteId, headerOf(request, 'token'));
    if (code) return fail(code, code === CODES.tokenInvalid ? 'token invalid' : 'member login expired');
  }
  if (flags.curVersions >= 3 && flags.encryptKey4 && params.encrypted !== '1') {
    const given = params.sign4;
    if (!given || expectedSign4(params, flags.encryptKey4) !== given) return fail(CODES.badSign4, 'sign4 invalid');
  }
  return undefined;
}

export function registerAuthRoutes(
  app: FastifyInstance,
  db: Db,
  prefixes: { base: string; sso: string; vote: string },
): void {
  app.get(`${prefixes.base}/authinfo`, async (request, reply) => {
    const query = request.query as Record<string, string>;
    const siteId = siteIdOf(query);
    if (!siteId) return fail(400, 'siteId is required');
    const [client] = await db.query<{ app_key: string; app_secret: string }>(
      'SELECT app_key, app_secret FROM app_clients WHERE site_id = $1',
      [siteId],
    );
    if (!client) return fail(400, 'no app client for this site');
    const apiData = randomText(64);
    const key = infoKeyOf(apiData);
    reply.header('api-data', apiData);
    return ok({ appKey: tripleDesEncrypt(client.app_key, key), appSecret: tripleDesEncrypt(client.app_secret, key) });
  });

  app.post(`${prefixes.base}/auth`, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const siteId = request.siteId;
    const t = String(form.t ?? form.time ?? '');
    if (!siteId || !form.appKey || !/^\d{10,16}$/.test(t) || !form.sign)
      return fail(400, 'appKey, t, siteId and sign are required');
    const [client] = await db.query<{ app_key: string; app_secret: string }>(
      'SELECT app_key, app_secret FROM app_clients WHERE app_key = $1 AND site_id = $2',
      [form.appKey, siteId],
    );
    if (!client || expectedAuthSign(client.app_secret, t) !== form.sign)
      return fail(CODES.authFailed, 'auth sign invalid');
    if (Math.abs(Date.now() - Number(t)) > TIME_WINDOW_MS) return fail(CODES.authFailed, 'auth request expired');
    // a sign is good once: the same exchange sent again (copied off the wire) gets no second token
    const [fresh] = await db.query<{ sign: string }>(
      'INSERT INTO used_signatures (sign) VALUES ($1) ON CONFLICT DO NOTHING RETURNING sign',
      [`auth:${form.sign}`],
    );
    if (!fresh) return fail(CODES.authFailed, 'auth request replayed');
    const token = randomText(32);
    const expires = new Date(Date.now() + TOKEN_LIFETIME_MS);
    await db.query('INSERT INTO auth_tokens (token, app_key, site_id, expires_at) VALUES ($1, $2, $3, $4)', [
      token,
      client.app_key,
      siteId,
      expires,
    ]);
    const apiData = randomText(64);
    reply.header('api-data', apiData);
    return ok({ authToken: tripleDesEncrypt(token, tokenKeyOf(apiData)), authTime: expires.getTime() });
  });

  // The guard of every other {base} call, decided on the route the router matched, never on the request's
  // text: /app%5Fif/getArticleContent reaches the same handler as /app_if/getArticleContent and meets the
  // same guard. A multipart upload carries its fields in the body, which only its handler reads: that
  // handler runs guardCall itself once it has them.
  app.addHook('preHandler', async (request, reply) => {
    const route = request.routeOptions.url;
    const call = route?.startsWith(`${prefixes.base}/`)
      ? route.slice(prefixes.base.length + 1)
      : route?.startsWith(`${prefixes.vote}/`)
        ? `${VOTE_CALL_PREFIX}${route.slice(prefixes.vote.length + 1)}`
        : undefined;
    if (!call) return;
    if (MULTIPART_CALLS.has(call) && request.isMultipart()) return;
    const params = {
      ...(request.query as Record<string, string>),
      ...((request.body as Record<string, string>) ?? {}),
    };
    const refusal = await guardCall(db, request, call, params);
    if (refusal) return reply.code(200).send(refusal);
  });

  // {sso}: tokens of the token mode. Answers use the sso envelope {code, msg, value}.
  app.get(`${prefixes.sso}/getAnonymousToken`, async (request) => {
    const query = request.query as Record<string, string>;
    const siteId = siteIdOf(query);
    if (!siteId) return { code: 0, msg: 'siteId is required' };
    const token = randomText(40);
    const expires = new Date(Date.now() + TOKEN_LIFETIME_MS);
    await db.query(
      'INSERT INTO security_tokens (token, kind, site_id, device, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [token, 'anonymous', siteId, String(query.device ?? '').slice(0, 80), expires],
    );
    return { code: 1, msg: 'success', value: { token, expiresIn: TOKEN_LIFETIME_MS / 1000 } };
  });

  app.get(`${prefixes.sso}/refreshToken`, async (request) => {
    const query = request.query as Record<string, string>;
    const siteId = siteIdOf(query);
    if (!siteId || !query.refreshToken) return { code: 0, msg: 'siteId and refreshToken are required' };
    const [old] = await db.query<{ member_id: number | null; device: string }>(
      `DELETE FROM security_tokens WHERE token = $1 AND kind = 'refresh' AND site_id = $2 AND expires_at > now() RETURNING member_id, device`,
      [query.refreshToken, siteId],
    );
    if (!old) return { code: 0, msg: 'refresh token invalid', status: CODES.memberExpired };
    if (old.device && query.virtualDeviceId && old.device !== query.virtualDeviceId)
      return { code: 0, msg: 'device mismatch' };
    const { access, refresh } = await issueMemberTokens(db, siteId, old.device, old.member_id);
    return { code: 1, msg: 'success', value: { token: access, accessToken: access, refreshToken: refresh } };
  });
}
