/**
 * {base} calls of activities (platform/API.md "Activities"): activityList, activityDetail?fileId,
 * entryList?fileId, the member's sign-up saveActivity (POST) and their records mySignups; the vouchers
 * of registrations, activityVoucher, and their redemption, activityVerify (POST), by the voucher's
 * holder (their login) or by one of its shops (a token the newsroom issues: POST /editor/shopToken). A
 * voucher looked up by its code names its holder to them and to its shops only. A refusal answers a
 * status with the text a reader is shown; nothing is stored then.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeNotifier } from '../changeNotifier';
import type { Db } from '../db';
import { empty, fail, formatPlatformTime, ok } from '../envelope';
import { hasEditorToken, headerOf, positiveInt, siteIdOf } from '../http';
import {
  activityAnswer,
  checkAnswers,
  getActivity,
  listActivities,
  listEntries,
  memberRegistrations,
  placesTaken,
  register,
  signupClosedReason,
  SIGNUP_REFUSALS,
} from '../repo/activities';
import {
  getVoucher,
  holderOf,
  issueShopToken,
  redeem,
  REDEMPTION_REFUSALS,
  shopOfToken,
  SHOP_TOKEN_DAYS,
  voucherAnswer,
  vouchersOf,
} from '../repo/vouchers';
import { params, REFUSALS, who } from './participation';

/** The header a shop's device sends its token in. */
export const SHOP_TOKEN_HEADER = 'x-shop-token';

const shopTokenOf = (request: FastifyRequest) => headerOf(request, SHOP_TOKEN_HEADER);

const PROBLEM_TEXTS = { required: '请填写', invalid: '请正确填写', tooLong: '内容过长：' } as const;

export function registerActivityRoutes(
  app: FastifyInstance,
  db: Db,
  prefix: string,
  options: { editorToken: string; notifier: ChangeNotifier },
): void {
  app.get(`${prefix}/activityList`, async (request) => {
    const siteId = siteIdOf(request.query as Record<string, string>);
    if (!siteId) return fail(REFUSALS.badInput, 'siteId is required');
    return ok({ list: await listActivities(db, siteId) });
  });

  app.get(`${prefix}/activityDetail`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    const id = positiveInt(input.fileId);
    if (!siteId || !id) return fail(REFUSALS.badInput, 'siteId and fileId are required');
    const row = await getActivity(db, siteId, id);
    return row ? ok(activityAnswer(row)) : empty();
  });

  app.get(`${prefix}/entryList`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    const id = positiveInt(input.fileId);
    if (!siteId || !id) return fail(REFUSALS.badInput, 'siteId and fileId are required');
    if (!(await getActivity(db, siteId, id))) return empty();
    const list = await listEntries(db, id);
    return ok({ fileId: id, total: list.length, list });
  });

  app.post(`${prefix}/saveActivity`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    const id = positiveInt(input.fileId);
    if (!siteId || !id) return fail(REFUSALS.badInput, 'siteId and fileId are required');
    const { member, refusal } = await who(db, request, siteId, true);
    if (refusal || !member) return refusal ?? fail(REFUSALS.loginRequired, '请先登录');
    const activity = await getActivity(db, siteId, id);
    if (!activity) return fail(REFUSALS.notFound, '活动不存在');
    const closed = signupClosedReason(activity, new Date());
    if (closed) return fail(SIGNUP_REFUSALS[closed].status, SIGNUP_REFUSALS[closed].text);
    let answers: Record<string, unknown>;
    try {
      answers = JSON.parse(String(input.answers ?? '{}')) as Record<string, unknown>;
      if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) throw new Error('not an object');
    } catch {
      return fail(REFUSALS.badInput, 'answers must be a JSON object');
    }
    const checked = checkAnswers(activity.fields, answers);
    if ('wrong' in checked) return fail(REFUSALS.badInput, `${PROBLEM_TEXTS[checked.problem]}${checked.wrong.label}`);
    const result = await register(db, id, member.id, checked.answers, placesTaken(activity.fields, checked.answers));
    if ('refused' in result) return fail(SIGNUP_REFUSALS[result.refused].status, SIGNUP_REFUSALS[result.refused].text);
    // the places left are on the activity's page, cached for everyone
    await options.notifier.notify([{ type: 'activity', id }]);
    return ok({ fileId: id, registCode: result.registCode }, '报名成功');
  });

  app.get(`${prefix}/mySignups`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    if (!siteId) return fail(REFUSALS.badInput, 'siteId is required');
    const { member, refusal } = await who(db, request, siteId, true);
    if (refusal || !member) return refusal ?? fail(REFUSALS.loginRequired, '请先登录');
    const activityId = input.fileId === undefined ? undefined : positiveInt(input.fileId);
    if (input.fileId !== undefined && !activityId) return fail(REFUSALS.badInput, 'fileId must be a positive id');
    return ok({ list: await memberRegistrations(db, siteId, member.id, activityId) });
  });

  /** A voucher by its code (the code is what the holder shows), or the logged-in member's for the activity. */
  app.get(`${prefix}/activityVoucher`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    const id = positiveInt(input.fileId);
    if (!siteId || !id) return fail(REFUSALS.badInput, 'siteId and fileId are required');
    const [activity, voucher] = await Promise.all([getActivity(db, siteId, id), getVoucher(db, siteId, id)]);
    if (!activity || !voucher) return empty();
    if (voucher.verify_url) return ok({ fileId: id, title: activity.title, verifyUrl: voucher.verify_url });
    const code = String(input.registCode ?? '').trim();
    if (code && !/^[0-9A-Z]{4,16}$/.test(code)) return fail(REFUSALS.badInput, 'registCode is malformed');
    const { member, refusal } = await who(db, request, siteId, false);
    if (refusal) return refusal;
    if (!code && !member) return fail(REFUSALS.loginRequired, '请先登录');
    const list = await vouchersOf(db, id, code ? { registCode: code } : { memberId: member!.id });
    if (code && !list.length) return empty();
    // the holder's name is theirs and the shops': anyone else who has the code learns only its state
    const shop = code ? await shopOfToken(db, siteId, shopTokenOf(request)) : undefined;
    const atItsShop = Boolean(shop && voucher.shops.some((item) => item.site === shop));
    return ok({
      fileId: id,
      title: activity.title,
      voucher: voucherAnswer(voucher),
      list: list.map(({ memberId, holder, ...entry }) => ({
        ...entry,
        holder: atItsShop || memberId === member?.id ? holder : '',
      })),
    });
  });

  app.post(`${prefix}/activityVerify`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    const id = positiveInt(input.fileId);
    const code = String(input.registCode ?? '').trim();
    const shopSite = String(input.shopSite ?? '').trim();
    if (!siteId || !id || !code || !shopSite)
      return fail(REFUSALS.badInput, 'siteId, fileId, registCode and shopSite are required');
    const voucher = await getVoucher(db, siteId, id);
    if (!voucher || voucher.verify_url)
      return fail(REDEMPTION_REFUSALS.noVoucher.status, REDEMPTION_REFUSALS.noVoucher.text);
    // a charge-off is the holder's own (logged in) or their shop's (its token), never anyone's with the code
    const { member, refusal } = await who(db, request, siteId, false);
    if (refusal) return refusal;
    const shop = await shopOfToken(db, siteId, shopTokenOf(request));
    const refuse = (reason: 'loginRequired' | 'notYours' | 'noVoucher') =>
      fail(REDEMPTION_REFUSALS[reason].status, REDEMPTION_REFUSALS[reason].text);
    if (!member && !shop) return refuse('loginRequired');
    const holder = await holderOf(db, id, code);
    if (holder === undefined) return refuse('noVoucher');
    if (shop ? shop !== shopSite : holder !== member!.id) return refuse('notYours');
    const result = await redeem(db, voucher, code, shopSite, new Date());
    if ('refused' in result) {
      const refusal = REDEMPTION_REFUSALS[result.refused];
      return fail(refusal.status, refusal.text);
    }
    return ok(
      { fileId: id, registCode: code, shopSite, redeemedAt: formatPlatformTime(result.redeemedAt) },
      '核销成功',
    );
  });

  // the newsroom gives a shop's device its token (one shop of one site; SHOP_TOKEN_DAYS)
  app.post('/editor/shopToken', async (request, reply) => {
    if (!hasEditorToken(request, options.editorToken)) return reply.code(403).send(fail(403, 'editor token required'));
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    const siteId = request.siteId;
    const shopSite = String(body.shopSite ?? '').trim();
    if (!siteId || !/^[\w-]{1,40}$/.test(shopSite))
      return reply.code(400).send(fail(400, 'siteId and shopSite required'));
    return ok({ token: await issueShopToken(db, siteId, shopSite), shopSite, days: SHOP_TOKEN_DAYS });
  });
}
