/**
 * The newsroom's article call: corrects, publishes and unpublishes an article with the editor token, and
 * tells the front ends through a signed webhook (the front end's own check of the signature verifies it);
 * the live editor calls tell them too.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER, webhookSignatureProblem } from '../../lib/security/webhookSignature';
import { webhookNotifier } from './changeNotifier';
import { DEMO_EDITOR_TOKEN } from './server';
import { DEMO_ACTIVITIES } from './seed/activities';
import { DEMO_CIRCLES } from './seed/circles';
import { memberWithToken, startTestPlatform, type TestPlatform } from './testing';

const SECRET = 'a-shared-secret';
let platform: TestPlatform;
let receiver: Server;
let received: { body: string; signature: string | undefined }[] = [];
let articleId: number;
let columnId: number;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ body, signature: request.headers[SIGNATURE_HEADER] as string | undefined });
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate`;
  // the second announcement comes after the tests (changeNotifier.ts); its own test below
  platform = await startTestPlatform({
    notifier: webhookNotifier([url], SECRET, { log: () => undefined, settleMs: 3_600_000 }),
  });
  const [row] = await platform.db.query<{ id: number; column_id: number }>(
    'SELECT id, column_id FROM articles WHERE site_id = 1 AND article_type = 0 AND a_status = 1 ORDER BY id LIMIT 1',
  );
  articleId = row!.id;
  columnId = row!.column_id;
});

afterAll(async () => {
  await platform?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

beforeEach(() => {
  received = [];
});

function edit(payload: Record<string, unknown>, token = DEMO_EDITOR_TOKEN) {
  return platform.app.inject({
    method: 'POST',
    url: '/editor/article',
    headers: { 'x-editor-token': token },
    payload,
  });
}

const publishedTitle = async (id: number) =>
  (
    await platform.db.query<{ title: string; a_status: number; updated_at: Date | null }>(
      'SELECT title, a_status, updated_at FROM articles WHERE id = $1',
      [id],
    )
  )[0]!;

test('a correction changes the article, marks it updated and tells the front end, signed', async () => {
  const response = await edit({ siteId: 1, id: articleId, title: '更正后的标题' });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({ id: articleId, columnId, status: 1 });
  const row = await publishedTitle(articleId);
  expect(row.title).toBe('更正后的标题');
  expect(row.updated_at).toBeInstanceOf(Date);

  expect(received).toHaveLength(1);
  const [call] = received;
  expect(JSON.parse(call!.body)).toEqual({
    id: expect.stringMatching(/^[\w-]{16,64}$/),
    changes: [{ type: 'article', id: articleId, columnIds: [columnId] }],
  });
  expect(webhookSignatureProblem(call!.body, call!.signature ?? null, SECRET)).toBeUndefined();
  expect(webhookSignatureProblem(call!.body, call!.signature ?? null, 'another secret')).toBe(
    'signature does not match',
  );
});

test('unpublishing and publishing again are changes the front end hears of', async () => {
  expect((await edit({ siteId: 1, id: articleId, status: 0 })).json().data.status).toBe(0);
  expect((await publishedTitle(articleId)).a_status).toBe(0);
  expect((await edit({ siteId: 1, id: articleId, status: 1 })).json().data.status).toBe(1);
  expect(received).toHaveLength(2);
});

test('the call is refused without the editor token, and bad changes are refused with a reason', async () => {
  expect((await edit({ siteId: 1, id: articleId, title: 'x' }, 'wrong')).statusCode).toBe(403);
  expect((await edit({ siteId: 1, id: articleId })).json().message).toBe('nothing to change');
  expect((await edit({ siteId: 1, id: articleId, title: '  ' })).statusCode).toBe(400);
  expect((await edit({ siteId: 1, id: articleId, status: 7 })).statusCode).toBe(400);
  expect((await edit({ siteId: 1, id: 999_999_999, title: 'x' })).statusCode).toBe(404);
  expect((await edit({ siteId: 1, id: 'abc', title: 'x' })).statusCode).toBe(400);
  expect(received).toHaveLength(0);
});

test("a live's status change is announced too", async () => {
  const [live] = await platform.db.query<{ id: number }>(
    'SELECT id FROM articles WHERE site_id = 1 AND article_type = 6 AND a_status = 1 LIMIT 1',
  );
  const response = await platform.app.inject({
    method: 'POST',
    url: '/editor/live/status',
    headers: { 'x-editor-token': DEMO_EDITOR_TOKEN },
    payload: { siteId: 1, id: live!.id, status: 2 },
  });
  expect(response.statusCode).toBe(200);
  expect(JSON.parse(received[0]!.body)).toMatchObject({ changes: [{ type: 'live', id: live!.id }] });
});

test('a draft the newsroom starts is an unpublished article of its column, seen by no reader', async () => {
  const draft = (payload: Record<string, unknown>, token = DEMO_EDITOR_TOKEN) =>
    platform.app.inject({ method: 'POST', url: '/editor/draft', headers: { 'x-editor-token': token }, payload });
  const response = await draft({ siteId: 1, columnId: 22, title: '新稿', content: '<p>正文</p>' });
  expect(response.statusCode).toBe(200);
  const { id } = response.json().data as { id: number };
  expect(await publishedTitle(id)).toMatchObject({ title: '新稿', a_status: 0 });
  const again = (await draft({ siteId: 1, columnId: 22, title: '又一篇', content: '<p>正文</p>' })).json().data;
  expect(again.id).toBeGreaterThan(id);
  const reader = await platform.app.inject({ url: `/app_if/getArticleContent?siteId=1&articleId=${id}` });
  expect(reader.json().data).toBeNull();

  expect((await draft({ siteId: 1, columnId: 22, title: '新稿', content: '<p>x</p>' }, 'wrong')).statusCode).toBe(403);
  expect((await draft({ siteId: 1, columnId: 99999, title: '新稿', content: '<p>x</p>' })).statusCode).toBe(404);
  expect((await draft({ siteId: 1, columnId: 22, title: ' ', content: '<p>x</p>' })).statusCode).toBe(400);
  expect((await draft({ siteId: 1, columnId: 22, title: '新稿', content: '' })).statusCode).toBe(400);
});

test("a reader's sign-up tells the front ends too: the activity's page counts the places taken", async () => {
  const { token } = await memberWithToken(platform.db);
  const response = await platform.app.inject({
    method: 'POST',
    url: '/app_if/saveActivity',
    headers: { 'content-type': 'application/x-www-form-urlencoded', token },
    payload: new URLSearchParams({
      siteId: '1',
      fileId: String(DEMO_ACTIVITIES.open),
      answers: JSON.stringify({ name: '林澜', phone: '13912345678', people: '2' }),
    }).toString(),
  });
  expect(response.json()).toMatchObject({ status: 0 });
  expect(JSON.parse(received[0]!.body)).toMatchObject({ changes: [{ type: 'activity', id: DEMO_ACTIVITIES.open }] });
});

test("a reader's circle post tells the front ends: the circle's page shows it on the next look", async () => {
  const { token } = await memberWithToken(platform.db);
  const response = await platform.app.inject({
    method: 'POST',
    url: '/nis/createPost',
    headers: { 'content-type': 'application/x-www-form-urlencoded', token },
    payload: new URLSearchParams({
      siteId: '1',
      circleId: String(DEMO_CIRCLES.english),
      content: 'Morning run by the river',
      requestId: 'post-notice-test-1',
    }).toString(),
  });
  expect(response.json()).toMatchObject({ status: 0 });
  expect(JSON.parse(received[0]!.body)).toMatchObject({ changes: [{ type: 'circle', id: DEMO_CIRCLES.english }] });
});

test('a front end that does not answer does not hold the editor up for long', async () => {
  const quiet = webhookNotifier(['http://127.0.0.1:9/api/revalidate'], SECRET, { log: () => undefined });
  const started = Date.now();
  await quiet.notify([{ type: 'column', id: columnId }]);
  expect(Date.now() - started).toBeLessThan(3500);
});

test('every change is announced once more, for pages a render stored while the first was applied', async () => {
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate`;
  const twice = webhookNotifier([url], SECRET, { log: () => undefined, settleMs: 50 });
  await twice.notify([{ type: 'column', id: columnId }]);
  expect(received).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 300));
  // the same changes, announced anew: an id of its own (a front end applies each id once)
  const [first, second] = received.map((call) => JSON.parse(call.body) as { id: string; changes: unknown });
  expect(second!.changes).toEqual(first!.changes);
  expect(second!.id).not.toBe(first!.id);
});
