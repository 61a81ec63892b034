/**
 * Every call's body has a limit fitting it: past it, HTTP 413 before the body is read, for forms, JSON
 * and multipart alike; within it, the call answers as usual.
 */
import { UPLOAD_BODY_LIMIT_BYTES } from './repo/uploads';
import { BODY_LIMIT_BYTES } from './server';
import { setUpTestPlatform } from './testing';

const { platform } = setUpTestPlatform();

/** The routes that take more than the platform's limit, and how much. */
const LARGER: Record<string, number> = {
  '/editor/article': 1024 * 1024,
  '/editor/draft': 1024 * 1024,
  '/app_if/uploadImage': UPLOAD_BODY_LIMIT_BYTES,
  '/mam/minioUpload': UPLOAD_BODY_LIMIT_BYTES,
};

it('refuses a body past its route’s limit on every POST route, form, JSON or multipart', async () => {
  const posts = platform()
    .app.registeredRoutes.filter((route) => route.method === 'POST')
    .map((route) => route.url.replace(/:\w+/g, '1'));
  expect(posts.length).toBeGreaterThan(30);
  const kinds = ['application/x-www-form-urlencoded', 'application/json', 'multipart/form-data; boundary=x'];
  const refused: string[] = [];
  for (const url of posts) {
    const limit = LARGER[url] ?? BODY_LIMIT_BYTES;
    for (const [index, type] of kinds.entries()) {
      const response = await platform().app.inject({
        method: 'POST',
        url: `${url}?siteId=1`,
        headers: { 'content-type': type },
        payload: Buffer.alloc(limit + 1 + index, 'a'),
      });
      if (response.statusCode === 413) refused.push(`${url} ${type}`);
    }
  }
  expect(refused).toHaveLength(posts.length * kinds.length);
});

it('takes a body within the limit: a form of a few kilobytes answers as usual', async () => {
  const response = await platform().app.inject({
    method: 'POST',
    url: '/app_if/event',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `siteId=1&id=10001&type=0&eventType=3&channel=1&pad=${'x'.repeat(BODY_LIMIT_BYTES - 200)}`,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ status: 0 });
});
