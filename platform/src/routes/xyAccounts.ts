/**
 * {base} calls of media accounts (platform/API.md "Media accounts"): the account (getXyInfo), its
 * articles, dynamics, bulletins (and hitXyBulletin, counting an opening), questions and answers, the
 * accounts recommended beside it, the influence ranking (xyRank), and a member's subscription
 * (subscribeXy / cancelSubscribeXy, getXyUserState).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { empty, fail, formatPlatformTime, ok } from '../envelope';
import { nonNegativeInt, positiveInt, siteIdOf } from '../http';
import {
  getXyAccount,
  hitBulletin,
  listBulletins,
  listXyArticles,
  listXyQuestions,
  rankXyAccounts,
  recommendXyAccounts,
  subscribeXy,
  xyAccountOpen,
  xyUserState,
} from '../repo/xyAccounts';
import { listDynamics } from '../repo/dynamics';
import { BAD_PARAMS } from './content';
import { params, REFUSALS, who } from './participation';

type Query = Record<string, string | undefined>;

export const XY_TEXTS = {
  notFound: '账号不存在',
  closed: '该账号已停用',
  bulletinNotFound: '公告不存在',
} as const;

export function registerXyAccountRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  /** The site and the account a call names (xyId, xyID or id), when the account is one of that site's. */
  const accountOf = async (query: Query) => {
    const siteId = siteIdOf(query);
    const xyId = positiveInt(query.xyId ?? query.xyID ?? query.id);
    if (!siteId || !xyId) return { refusal: fail(BAD_PARAMS, 'siteId and xyId are required') };
    const [row] = await db.query('SELECT 1 FROM xy_accounts WHERE site_id = $1 AND id = $2', [siteId, xyId]);
    return row ? { siteId, xyId } : { missing: true as const };
  };
  /** A GET list of an account: 400 without its ids, empty when the account is not the site's. */
  const accountList =
    (answer: (found: { siteId: number; xyId: number }, query: Query) => Promise<unknown>) =>
    async (request: FastifyRequest) => {
      const query = request.query as Query;
      const found = await accountOf(query);
      if ('refusal' in found) return found.refusal;
      if ('missing' in found) return empty();
      return ok(await answer(found, query));
    };
  const pageOf = (query: Query) => nonNegativeInt(query.page, 0);

  app.get(`${prefix}/getXyInfo`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    const xyId = positiveInt(query.id ?? query.xyId ?? query.xyID);
    if (!siteId || !xyId) return fail(BAD_PARAMS, 'siteId and id are required');
    const account = await getXyAccount(db, siteId, xyId);
    return account ? ok(account) : empty();
  });

  app.get(
    `${prefix}/getXyArticles`,
    accountList(({ siteId, xyId }, query) => listXyArticles(db, siteId, xyId, pageOf(query))),
  );
  app.get(
    `${prefix}/getXyDynamic`,
    accountList(async ({ xyId }, query) => ({ list: await listDynamics(db, 'xy', xyId, pageOf(query)) })),
  );
  app.get(
    `${prefix}/getXyBulletin`,
    accountList(async ({ xyId }) => ({ list: await listBulletins(db, xyId) })),
  );
  app.get(
    `${prefix}/getXyQuestions`,
    accountList(async ({ xyId }, query) => ({ list: await listXyQuestions(db, xyId, pageOf(query), false) })),
  );
  app.get(
    `${prefix}/getXyAnswers`,
    accountList(async ({ xyId }, query) => ({ list: await listXyQuestions(db, xyId, pageOf(query), true) })),
  );
  app.get(
    `${prefix}/recommendXys`,
    accountList(async ({ siteId, xyId }) => ({ list: await recommendXyAccounts(db, siteId, xyId) })),
  );

  app.post(`${prefix}/hitXyBulletin`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    const id = positiveInt(input.id ?? input.bulletinId);
    if (!siteId || !id) return fail(BAD_PARAMS, 'siteId and id are required');
    const hit = await hitBulletin(db, siteId, id);
    return hit ? ok(hit) : fail(REFUSALS.notFound, XY_TEXTS.bulletinNotFound);
  });

  const toggle = (add: boolean) => async (request: FastifyRequest) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    const xyId = positiveInt(input.xyId ?? input.xyID ?? input.id);
    if (!siteId || !xyId) return fail(REFUSALS.badInput, 'siteId and xyId are required');
    const { member, refusal } = await who(db, request, siteId, true);
    if (refusal || !member) return refusal ?? fail(REFUSALS.loginRequired, '请先登录');
    if (!(await xyAccountOpen(db, siteId, xyId))) {
      const exists = await getXyAccount(db, siteId, xyId);
      return fail(exists ? REFUSALS.closed : REFUSALS.notFound, exists ? XY_TEXTS.closed : XY_TEXTS.notFound);
    }
    const result = await subscribeXy(db, member.id, xyId, add);
    return ok({ id: xyId, count: result.count, active: add ? 1 : 0, changed: result.changed ? 1 : 0 });
  };
  app.post(`${prefix}/subscribeXy`, toggle(true));
  app.post(`${prefix}/cancelSubscribeXy`, toggle(false));

  app.get(`${prefix}/getXyUserState`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    const xyId = positiveInt(input.xyId ?? input.xyID);
    if (!siteId || !xyId) return fail(REFUSALS.badInput, 'siteId and xyId are required');
    const { member, refusal } = await who(db, request, siteId, false);
    if (refusal) return refusal;
    const state = await xyUserState(db, siteId, xyId, member?.id);
    return state ? ok(state) : empty();
  });

  app.get(`${prefix}/xyRank`, async (request) => {
    const siteId = siteIdOf(request.query as Query);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    const list = await rankXyAccounts(db, siteId);
    // the ranking is made every Monday at 00:00, the newspaper's time (UTC+8)
    const now = new Date(Date.now() + 8 * 3_600_000);
    const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
    return ok({ list, updateTime: formatPlatformTime(new Date(monday - 8 * 3_600_000)) });
  });
}
