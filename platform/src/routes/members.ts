/**
 * {sso} member calls signed with the sso headers (devid, random, timestamp, token, version,
 * program-params, program-sign): a wrong or stale signature answers HTTP 401, as the real platform does.
 * Here: third-party login (loginByOther), with oid and unionid SM2-encrypted from config version 3. The
 * signature proves nothing of the identity (anyone can read the browser's code): the platform accepts an
 * oid and unionid only as its own user-info exchange granted them, for that site, recently, once
 * (repo/thirdPartyGrants.ts); the member's name and picture come from that grant, and a login never
 * rewrites a member's profile.
 */
import { sm2 } from 'sm-crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { expectedProgramSign } from '../crypto';
import { headerOf } from '../http';
import type { Db } from '../db';
import { getSiteConfig } from '../repo/content';
import { takeThirdPartyGrant } from '../repo/thirdPartyGrants';
import { DEMO_SM2 } from '../seed/siteConfig';
import { issueMemberTokens, siteFlags, TIME_WINDOW_MS } from './auth';

export const PROVIDERS = new Set(['tencent_wechat', 'tencent_qq', 'sina_weibo']);

/** The refusal of an identity the platform did not grant (sso envelope, with this status). */
export const UNGRANTED_IDENTITY = { status: 4401, msg: '授权已失效，请重新授权' } as const;

/** Checks the sso signature; answers 401 and false when it does not hold. */
export function verifySsoSignature(
  request: FastifyRequest,
  reply: FastifyReply,
  params: Record<string, string>,
  required: string[] = ['provider', 'oid'],
): boolean {
  const identity = {
    devid: headerOf(request, 'devid'),
    random: headerOf(request, 'random'),
    timestamp: headerOf(request, 'timestamp'),
    token: headerOf(request, 'token'),
    version: headerOf(request, 'version'),
  };
  const order = headerOf(request, 'program-params').split(',').filter(Boolean);
  const sign = headerOf(request, 'program-sign');
  const fresh =
    /^\d{10,16}$/.test(identity.timestamp) && Math.abs(Date.now() - Number(identity.timestamp)) <= TIME_WINDOW_MS;
  const covers = required.every((name) => order.includes(name));
  if (
    !sign ||
    !identity.devid ||
    !identity.random ||
    !fresh ||
    !covers ||
    expectedProgramSign(identity, params, order) !== sign
  ) {
    void reply.code(401).send({ code: 0, msg: 'signature invalid' });
    return false;
  }
  return true;
}

/** A post's check of the sso signature over its form, covering at least `names`: verifySsoSignature's answer. */
export const signedPost = (names: string[]) => (request: FastifyRequest, reply: FastifyReply) =>
  verifySsoSignature(request, reply, (request.body ?? {}) as Record<string, string>, names);

function decryptSm2(value: string): string {
  const hex = value.startsWith('04') ? value.slice(2) : value;
  try {
    return sm2.doDecrypt(hex, DEMO_SM2.privateKey, 1);
  } catch {
    return '';
  }
}

export function registerMemberRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  app.post(`${prefix}/loginByOther`, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    if (!verifySsoSignature(request, reply, form)) return reply;
    const siteId = request.siteId;
    if (!siteId) return { code: 0, msg: 'siteId is required' };
    if (!PROVIDERS.has(form.provider ?? '')) return { code: 0, msg: 'unknown provider' };
    const flags = siteFlags((await getSiteConfig(db, siteId))?.config);
    const encrypted = flags.curVersions >= 3;
    const oid = encrypted ? decryptSm2(form.oid ?? '') : (form.oid ?? '');
    const unionid = encrypted ? decryptSm2(form.unionid ?? '') : (form.unionid ?? '');
    if (!oid) return { code: 0, msg: encrypted ? 'oid could not be decrypted' : 'oid is required' };
    if (!unionid) return { code: 0, msg: encrypted ? 'unionid could not be decrypted' : 'unionid is required' };
    const grant = await takeThirdPartyGrant(db, siteId, form.provider!, oid, unionid);
    if (!grant) return { code: 0, ...UNGRANTED_IDENTITY };
    // one member per site and identity; an existing member keeps the profile they have
    const [existing] = await db.query<{ id: number }>(
      `INSERT INTO members (site_id, nickname, avatar, external_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (external_id) DO UPDATE SET external_id = EXCLUDED.external_id RETURNING id`,
      [
        siteId,
        grant.nickname.slice(0, 40) || '读者',
        grant.head.slice(0, 500),
        `${siteId}:${form.provider}:${unionid}`,
      ],
    );
    const device = (form.devid ?? headerOf(request, 'devid')).slice(0, 80);
    const { access, refresh } = await issueMemberTokens(db, siteId, device, existing!.id);
    return {
      code: 1,
      msg: 'success',
      value: { token: access, accessToken: access, refreshToken: refresh, userid: existing!.id },
    };
  });
}
