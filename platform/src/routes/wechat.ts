/**
 * WeChat, simulated (platform/API.md "WeChat"): the web OAuth page that gives a shared page a code and
 * sends the reader back, and the {base} call that turns a code into the reader's user info. WeChat's own
 * rules hold: a code is single-use and lives 5 minutes; the redirect goes only to a registered domain;
 * `state` is at most 128 letters and digits. The same browser is the same WeChat user (a cookie on
 * WeChat's side, which holds the user's openid and unionid: neither is derived from the other). A user
 * info answer is also the platform's grant of that identity for a third-party login of that site
 * (routes/members.ts). With PLATFORM_FAULTS=1, /__wechat makes the next user-info answers lack an openid.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { fail, ok } from '../envelope';
import { siteIdOf } from '../http';
import { grantThirdPartyIdentity, WECHAT_PROVIDER } from '../repo/thirdPartyGrants';

export const CODE_LIFETIME_MS = 5 * 60_000;
export const TICKET_LIFETIME_MS = 7_200_000;

/** WeChat's JS-SDK signature: the four fields sorted by name, joined k=v&… with raw values, SHA-1. */
export function jsapiSignature(input: { ticket: string; noncestr: string; timestamp: string; url: string }): string {
  const text = `jsapi_ticket=${input.ticket}&noncestr=${input.noncestr}&timestamp=${input.timestamp}&url=${input.url}`;
  return createHash('sha1').update(text).digest('hex');
}
const USER_COOKIE = 'wx_sim_user';
/** The simulated WeChat user: 32 random bytes, the first 16 characters its openid's, the rest its unionid's. */
const USER_VALUE = /(?:^|;\s*)wx_sim_user=([A-Za-z0-9_-]{43})(?:;|$)/;

function identityOf(user: string): { openid: string; unionid: string } {
  return { openid: `o${user.slice(0, 16)}`, unionid: `u${user.slice(16)}` };
}

interface Grant {
  openid: string;
  unionid: string;
  appid: string;
  expires: number;
  used: boolean;
}

export function registerWeChatRoutes(
  app: FastifyInstance,
  db: Db,
  prefix: string,
  options: { webOrigins: string[]; publicUrl: string; testHooks: boolean },
): void {
  const grants = new Map<string, Grant>();
  let failUserInfo = 0;
  let authorizations = 0;
  // WeChat sends a login back to the registered domain only: here, the front ends' exact origins
  const registered = new Set(options.webOrigins);

  const appids = async () =>
    new Set(
      (await db.query<{ appid: string }>(`SELECT config->'_rd_WeChat'->>'wxAppid' AS appid FROM site_config`))
        .map((row) => row.appid)
        .filter(Boolean),
    );

  app.get('/wx/connect/oauth2/authorize', async (request, reply) => {
    const query = request.query as Record<string, string>;
    const page = (message: string) =>
      reply.code(400).header('content-type', 'text/html; charset=utf-8').send(`<!doctype html><p>${message}</p>`);
    if (!(await appids()).has(query.appid ?? '')) return page('appid 参数错误');
    if (query.response_type !== 'code') return page('response_type 参数错误');
    if (query.scope !== 'snsapi_userinfo' && query.scope !== 'snsapi_base') return page('scope 参数错误');
    const state = query.state ?? '';
    if (!/^[A-Za-z0-9]{0,128}$/.test(state)) return page('state 参数错误');
    let target: URL;
    try {
      target = new URL(query.redirect_uri ?? '');
    } catch {
      return page('redirect_uri 参数错误');
    }
    if (!registered.has(target.origin)) return page('redirect_uri 域名与后台配置不一致');
    authorizations++;
    const cookies = String(request.headers.cookie ?? '');
    const known = USER_VALUE.exec(cookies)?.[1];
    const user = known ?? randomBytes(32).toString('base64url');
    const code = randomBytes(16).toString('hex');
    grants.set(code, { ...identityOf(user), appid: query.appid!, expires: Date.now() + CODE_LIFETIME_MS, used: false });
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    if (!known)
      reply.header('set-cookie', `${USER_COOKIE}=${user}; Path=/wx; HttpOnly; SameSite=Lax; Max-Age=31536000`);
    return reply.redirect(target.toString(), 302);
  });

  const appidOf = async (siteId: number) =>
    (
      await db.query<{ appid: string }>(
        `SELECT config->'_rd_WeChat'->>'wxAppid' AS appid FROM site_config WHERE site_id = $1`,
        [siteId],
      )
    )[0]?.appid;

  // {base}: the reader's WeChat user info for a code (spec §7: data with openid, unionid, nickname, headimgurl)
  app.get(`${prefix}/getWxUserInfo`, async (request) => {
    const query = request.query as Record<string, string>;
    const siteId = siteIdOf(query);
    if (!siteId || !query.code) return fail(400, 'siteId and code are required');
    const grant = grants.get(String(query.code));
    // WeChat's own refusal: no openid, an errcode (40029 invalid code, 40163 code been used)
    const refused = (errcode: number, errmsg: string) => ok({ errcode, errmsg });
    if (failUserInfo > 0) {
      failUserInfo--;
      return refused(-1, 'system error');
    }
    // a code of another site's WeChat app is not this site's to exchange
    if (!grant || grant.expires < Date.now() || grant.appid !== (await appidOf(siteId)))
      return refused(40029, 'invalid code');
    if (grant.used) return refused(40163, 'code been used');
    grant.used = true;
    const short = createHash('sha1').update(grant.unionid).digest('hex');
    const info = {
      openid: grant.openid,
      unionid: grant.unionid,
      nickname: `微信读者${short.slice(0, 4)}`,
      headimgurl: `${options.publicUrl}/media/pic/avatar0${Number.parseInt(short.slice(0, 2), 16) % 8}.jpg`,
    };
    await grantThirdPartyIdentity(db, siteId, WECHAT_PROVIDER, info);
    return ok(info);
  });

  // the jsapi ticket of an app, cached for its lifetime (WeChat: 7,200 s), as the real platform caches it
  const tickets = new Map<string, { ticket: string; expires: number }>();
  const ticketOf = (appid: string) => {
    const cached = tickets.get(appid);
    if (cached && cached.expires > Date.now()) return cached.ticket;
    const ticket = `sim_${randomBytes(24).toString('base64url')}`;
    tickets.set(appid, { ticket, expires: Date.now() + TICKET_LIFETIME_MS });
    return ticket;
  };

  // {base} wx/signature?url=: the JS-SDK signature of a page (SHA-1 over jsapi_ticket, noncestr, timestamp, url)
  app.get(`${prefix}/wx/signature`, async (request) => {
    const query = request.query as Record<string, string>;
    const siteId = siteIdOf(query);
    if (!siteId || !query.url) return fail(400, 'siteId and url are required');
    let page: URL;
    try {
      page = new URL(query.url);
    } catch {
      return fail(400, 'url is not an address');
    }
    if (!registered.has(page.origin) || page.hash)
      return fail(400, 'url must be a page of a registered domain, without #');
    const appid = await appidOf(siteId);
    if (!appid) return fail(400, 'this site has no WeChat app');
    const noncestr = randomBytes(8).toString('hex');
    const timestamp = String(Math.floor(Date.now() / 1000));
    return ok({
      appid,
      noncestr,
      timestamp,
      signature: jsapiSignature({ ticket: ticketOf(appid), noncestr, timestamp, url: query.url }),
    });
  });

  if (options.testHooks) {
    app.get('/__wechat/ticket', async (request) => ({
      ticket: ticketOf(String((request.query as { appid?: string }).appid)),
    }));
    app.post('/__wechat', async (request) => {
      const body = (request.body ?? {}) as { failUserInfo?: number };
      failUserInfo = Math.max(0, Math.min(10, Number(body.failUserInfo ?? 0)));
      authorizations = 0;
      return { failUserInfo, authorizations };
    });
    app.get('/__wechat', async () => ({ failUserInfo, authorizations }));
  }
}
