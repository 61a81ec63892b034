/**
 * {sso} member centre (platform/API.md "Points and invites"): the member's day score total and score
 * list, the server time, add points (POST), member info (POST), and invite codes: the member's code, a
 * code's public card, the invite config, the code-use record and using a code (POST). Member calls need
 * the access token (`token` header); posts carry the sso signature. Answers {code, msg, value}; a refusal
 * is {code: 0, msg, status} with the text a reader is shown, and nothing is stored then.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { formatPlatformTime, ssoRefusal, ssoSuccess, type SsoEnvelope } from '../envelope';
import { nonNegativeInt, positiveInt, siteIdOf } from '../http';
import {
  inviteCodeOf,
  inviteConfig,
  inviteOwner,
  inviteRecord,
  ownerAnswer,
  useInviteCode,
  INVITE_REFUSALS,
} from '../repo/invites';
import { memberByToken, type Member } from '../repo/participation';
import { articleExists } from '../repo/comments';
import { RATES, withinAddressRate } from '../repo/rateLimits';
import { awardScore, isScoreRule, SCORE_REFUSALS, SCORE_RULES, scoreRecords, scoreTotals } from '../repo/points';
import { CODES } from './auth';
import { LOGIN_TEXTS, maskPhone } from './login';
import { signedPost } from './members';
import { params, tokenOf } from './participation';

/** The member of a call, or the refusal to answer (no site, not logged in, login expired). */
async function memberOf(
  db: Db,
  request: FastifyRequest,
): Promise<{ member: Member; siteId: number } | { refusal: SsoEnvelope }> {
  const siteId = siteIdOf(params(request));
  if (!siteId) return { refusal: ssoRefusal('siteId is required', 400) };
  const member = await memberByToken(db, siteId, tokenOf(request));
  if (member === 'expired') return { refusal: ssoRefusal(LOGIN_TEXTS.expired, CODES.memberExpired) };
  if (member === 'none') return { refusal: ssoRefusal('请先登录', 401) };
  return { member, siteId };
}

const TOO_MANY_GUESSES = '尝试次数过多，请稍后再试';

export function registerPointsRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  app.get(`${prefix}/getServerTime`, async () =>
    ssoSuccess({ time: Date.now(), date: formatPlatformTime(new Date()) }),
  );

  app.get(`${prefix}/getMyDayScore`, async (request) => {
    const who = await memberOf(db, request);
    if ('refusal' in who) return who.refusal;
    return ssoSuccess(await scoreTotals(db, who.member.id, new Date()));
  });

  app.get(`${prefix}/getScoreList`, async (request) => {
    const who = await memberOf(db, request);
    if ('refusal' in who) return who.refusal;
    return ssoSuccess(await scoreRecords(db, who.member.id, nonNegativeInt(params(request).page, 0)));
  });

  app.post(`${prefix}/addScore`, async (request, reply) => {
    if (!signedPost(['rule'])(request, reply)) return reply;
    const who = await memberOf(db, request);
    if ('refusal' in who) return who.refusal;
    const input = params(request);
    const rule = String(input.rule ?? '');
    if (!isScoreRule(rule) || SCORE_RULES[rule].internal)
      return ssoRefusal(SCORE_REFUSALS.unknownRule.text, SCORE_REFUSALS.unknownRule.status);
    // an article read or shared is one of the site's published articles, not any id a client writes
    const objectId = String(input.objectId ?? '').slice(0, 40);
    if (objectId && SCORE_RULES[rule].perObject) {
      const articleId = positiveInt(objectId);
      if (!articleId || !(await articleExists(db, who.siteId, articleId)))
        return ssoRefusal(SCORE_REFUSALS.unknownObject.text, SCORE_REFUSALS.unknownObject.status);
    }
    const now = new Date();
    const award = await awardScore(db, who.member.id, rule, objectId, now);
    if ('refused' in award) {
      const refusal = SCORE_REFUSALS[award.refused];
      return ssoRefusal(refusal.text, refusal.status);
    }
    return ssoSuccess({
      score: award.score,
      text: SCORE_RULES[rule].text,
      ...(await scoreTotals(db, who.member.id, now)),
    });
  });

  app.post(`${prefix}/memberInfo`, async (request, reply) => {
    if (!signedPost([])(request, reply)) return reply;
    const who = await memberOf(db, request);
    if ('refusal' in who) return who.refusal;
    const { member } = who;
    const [since] = await db.query<{ created_at: Date }>('SELECT created_at FROM members WHERE id = $1', [member.id]);
    const totals = await scoreTotals(db, member.id, new Date());
    return ssoSuccess({
      userid: member.id,
      nickname: member.nickname,
      head: member.avatar,
      phone: maskPhone(member.phone),
      registerTime: since ? formatPlatformTime(since.created_at) : '',
      score: totals.total,
      dayScore: totals.dayTotal,
      inviteCode: await inviteCodeOf(db, member.id),
    });
  });

  app.get(`${prefix}/getInviteConfig`, async () => ssoSuccess(inviteConfig()));

  app.get(`${prefix}/getInviteCode`, async (request) => {
    const who = await memberOf(db, request);
    if ('refusal' in who) return who.refusal;
    const owner = await inviteOwner(db, who.siteId, await inviteCodeOf(db, who.member.id));
    return ssoSuccess(ownerAnswer(owner!));
  });

  // A code's public card: the shared invite page and the download page of the invited show it. A code
  // alone is only said to be valid; the inviter is named to whoever names them too (userid, as the link
  // the inviter shares does), so guessing codes names nobody. Guesses are limited per address.
  app.get(`${prefix}/getInviteCodeInfo`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    if (!siteId) return ssoRefusal('siteId is required', 400);
    if (!(await withinAddressRate(db, request, 'invite', RATES.inviteGuesses)))
      return ssoRefusal(TOO_MANY_GUESSES, 429);
    const code = String(input.code ?? '')
      .trim()
      .toUpperCase();
    const owner = await inviteOwner(db, siteId, code);
    if (!owner) return ssoRefusal(INVITE_REFUSALS.unknown.text, INVITE_REFUSALS.unknown.status);
    const answer = ownerAnswer(owner);
    return String(owner.member_id) === String(input.userid ?? '')
      ? ssoSuccess(answer)
      : ssoSuccess({ code: answer.code, msg: answer.msg, valid: 1 });
  });

  app.get(`${prefix}/getInviteRecord`, async (request) => {
    const who = await memberOf(db, request);
    if ('refusal' in who) return who.refusal;
    return ssoSuccess(await inviteRecord(db, who.member.id));
  });

  app.post(`${prefix}/useInviteCode`, async (request, reply) => {
    if (!signedPost(['code'])(request, reply)) return reply;
    const who = await memberOf(db, request);
    if ('refusal' in who) return who.refusal;
    if (!(await withinAddressRate(db, request, 'invite', RATES.inviteGuesses)))
      return ssoRefusal(TOO_MANY_GUESSES, 429);
    const code = String(params(request).code ?? '')
      .trim()
      .toUpperCase();
    const used = await useInviteCode(db, who.siteId, who.member.id, code, new Date());
    if ('refused' in used) {
      const refusal = INVITE_REFUSALS[used.refused];
      return ssoRefusal(refusal.text, refusal.status);
    }
    return ssoSuccess({
      code,
      score: used.score,
      inviter: { nickname: used.inviter.nickname, head: used.inviter.avatar },
    });
  });
}
