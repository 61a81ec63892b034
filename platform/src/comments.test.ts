/** Comment reads: the tree (top-level with first replies, in-review hidden), hot comments, paging. */
import { setUpTestPlatform } from './testing';

const { platform } = setUpTestPlatform();

const get = async (url: string) => (await platform().app.inject({ method: 'GET', url })).json();

it('discussView: pinned first, then newest; replies under their comment; nothing in review', async () => {
  const { data } = await get('/app_if/discussView?siteId=1&id=10001&source=0&page=0');
  expect(data.totalCount).toBeGreaterThan(10);
  expect(data.list[0].isTop).toBe(1);
  const withReplies = data.list.find((c: { topDiscuss: { list: unknown[] } }) => c.topDiscuss.list.length > 0);
  expect(withReplies.topDiscuss.list[0].rootID).toBe(withReplies.id);
  expect(data.list.every((c: { status: number }) => c.status === 1)).toBe(true);
  expect(data.list.some((c: { isOfficial: number }) => c.isOfficial === 1)).toBe(true);
  const [review] = await platform().db.query<{ id: number }>(
    'SELECT id FROM comments WHERE status = 0 AND article_id = 10001',
  );
  expect(data.list.map((c: { id: number }) => c.id)).not.toContain(review!.id);
});

it('discussView pages by 20 and says whether more follow', async () => {
  const first = (await get('/app_if/discussView?siteId=1&id=10001&page=0')).data;
  expect(first.list.length).toBeLessThanOrEqual(20);
  expect(first.hasMore).toBe(first.totalCount > 20);
});

it('discussHot: the most liked comments', async () => {
  const { data } = await get('/app_if/discussHot?siteId=1&id=10001&count=3');
  const likes = data.list.map((c: { countPraise: number }) => c.countPraise);
  expect(likes.length).toBeGreaterThan(0);
  expect([...likes].sort((a, b) => b - a)).toEqual(likes);
});

it('a missing article answers empty; bad parameters 400', async () => {
  expect(await get('/app_if/discussView?siteId=1&id=99999')).toEqual({ status: 0, message: 'empty', data: null });
  expect((await get('/app_if/discussView?siteId=1&id=x')).status).toBe(400);
});
