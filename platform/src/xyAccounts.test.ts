/**
 * Media accounts through the front end's own client: an account with its place, articles (paged),
 * dynamics (10 a page), bulletins (an opening counted), questions and answers, recommended accounts in its
 * language; cancelled and forbidden accounts answered with their flags and never subscribable; a
 * subscription counted once under concurrency and cancelled; bad ids refused.
 */
import { isEmpty } from '@/lib/api/answer';
import {
  fetchRecommendedXys,
  fetchXyArticles,
  fetchXyBulletins,
  fetchXyDynamics,
  fetchXyInfo,
  fetchXyQuestions,
  hitXyBulletin,
  xyCalls,
} from '@/lib/api/xyAccounts';
import { DYNAMIC_PAGE_SIZE } from './repo/dynamics';
import { XY_TEXTS } from './routes/xyAccounts';
import { DEMO_XY_ACCOUNTS } from './seed/xyAccounts';
import { memberWithToken, readerClient, refusal, present, setUpTestPlatform } from './testing';

const { platform, runtime } = setUpTestPlatform();

const reader = (token?: string) => readerClient(runtime(), `xy-${Math.random().toString(36).slice(2, 10)}`, token).api;

it('answers an account with its place and every list of its page', async () => {
  const api = reader();
  const account = present(await fetchXyInfo(api, DEMO_XY_ACCOUNTS.news));
  expect(account).toMatchObject({ id: DEMO_XY_ACCOUNTS.news, name: '澜海发布', status: 0, forbidden: 0 });
  expect(account.rank).toBeGreaterThan(0);
  expect(account.subscriberCount).toBeGreaterThan(0);

  const first = present(await fetchXyArticles(api, account.id, 0));
  expect(first.list).toHaveLength(20);
  expect(first.hasMore).toBe(true);
  const second = present(await fetchXyArticles(api, account.id, 1));
  expect(first.list.length + second.list.length).toBe(account.articleCount);
  const [owned] = await platform().db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM articles WHERE xy_account_id = $1 AND site_id = 1 AND a_status = 1',
    [account.id],
  );
  expect(account.articleCount).toBe(owned!.n);

  const dynamics = present(await fetchXyDynamics(api, account.id, 0)).list;
  expect(dynamics).toHaveLength(DYNAMIC_PAGE_SIZE);
  expect(dynamics.some((item) => item.videos.length === 1)).toBe(true);
  expect(dynamics.some((item) => item.pictures.length === 3)).toBe(true);
  expect(present(await fetchXyDynamics(api, account.id, 1)).list).toHaveLength(2);

  const bulletins = present(await fetchXyBulletins(api, account.id)).list;
  expect(bulletins).toHaveLength(3);
  const hit = present(await hitXyBulletin(api, bulletins[0]!.id));
  expect(hit.hits).toBe(bulletins[0]!.readCount + 1);
  expect(await refusal(hitXyBulletin(api, 999999))).toMatchObject({ status: 404, message: XY_TEXTS.bulletinNotFound });

  const questions = present(await fetchXyQuestions(api, 'questions', account.id, 0)).list;
  const answers = present(await fetchXyQuestions(api, 'answers', account.id, 0)).list;
  expect(questions).toHaveLength(8);
  expect(answers).toHaveLength(5);
  expect(answers.every((item) => item.answer && item.answerTime)).toBe(true);
  expect(questions.filter((item) => !item.answer)).toHaveLength(3);

  const recommended = present(await fetchRecommendedXys(api, account.id)).list;
  expect(recommended.length).toBeGreaterThan(0);
  expect(recommended.map((item) => item.id)).not.toContain(account.id);
  expect(recommended.every((item) => item.lang === 'zh' && item.status !== 4 && item.forbidden !== 1)).toBe(true);
  const english = present(await fetchRecommendedXys(api, DEMO_XY_ACCOUNTS.english)).list;
  expect(english.map((item) => item.id)).toEqual([DEMO_XY_ACCOUNTS.business]);
});

it('answers cancelled and forbidden accounts with their flags, and nothing for another site or an unknown id', async () => {
  const api = reader();
  expect(present(await fetchXyInfo(api, DEMO_XY_ACCOUNTS.cancelled))).toMatchObject({ status: 4, rank: 0 });
  expect(present(await fetchXyInfo(api, DEMO_XY_ACCOUNTS.forbidden))).toMatchObject({ forbidden: 1, rank: 0 });
  expect(await fetchXyInfo(api, 99999)).toBe('empty');
  expect(await fetchXyArticles(api, 99999, 0)).toBe('empty');
  const other = await fetch(`${runtime().bases.base}/getXyInfo?siteId=99&id=${DEMO_XY_ACCOUNTS.news}`);
  expect(await other.json()).toMatchObject({ status: 0, data: null });
  for (const bad of ['abc', '0', '-1', '1.5'])
    expect(await fetch(`${runtime().bases.base}/getXyInfo?siteId=1&id=${bad}`).then((r) => r.json())).toMatchObject({
      status: 400,
    });
});

it('counts a subscription once under concurrency, cancels it, and refuses closed accounts and readers not logged in', async () => {
  const member = await memberWithToken(platform().db);
  const api = reader(member.token);
  const before = present(await api.call(xyCalls.getXyUserState, { xyId: DEMO_XY_ACCOUNTS.district }));
  expect(before.subscribed).toBe(false);
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => api.call(xyCalls.subscribeXy, { xyId: DEMO_XY_ACCOUNTS.district })),
  );
  expect(answers.filter((answer) => !isEmpty(answer) && answer.changed)).toHaveLength(1);
  const during = present(await api.call(xyCalls.getXyUserState, { xyId: DEMO_XY_ACCOUNTS.district }));
  expect(during).toEqual({ subscribed: true, subscriberCount: before.subscriberCount + 1 });
  expect(present(await fetchXyInfo(api, DEMO_XY_ACCOUNTS.district)).subscriberCount).toBe(before.subscriberCount + 1);
  await api.call(xyCalls.cancelSubscribeXy, { xyId: DEMO_XY_ACCOUNTS.district });
  const after = present(await api.call(xyCalls.getXyUserState, { xyId: DEMO_XY_ACCOUNTS.district }));
  expect(after).toEqual({ subscribed: false, subscriberCount: before.subscriberCount });

  expect(await refusal(api.call(xyCalls.subscribeXy, { xyId: DEMO_XY_ACCOUNTS.forbidden }))).toMatchObject({
    status: 403,
    message: XY_TEXTS.closed,
  });
  expect(await refusal(api.call(xyCalls.subscribeXy, { xyId: 99999 }))).toMatchObject({
    status: 404,
    message: XY_TEXTS.notFound,
  });
  expect(await refusal(reader().call(xyCalls.subscribeXy, { xyId: DEMO_XY_ACCOUNTS.district }))).toMatchObject({
    status: 401,
  });
  const [row] = await platform().db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM xy_subscriptions WHERE member_id = $1',
    [member.id],
  );
  expect(row!.n).toBe(0);
});
