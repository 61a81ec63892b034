/** The session's POST refuses an oversized body with 413 before reading it, and a wrong one with 400. */
import { NextRequest } from 'next/server';
import { POST } from './route';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new NextRequest('http://web.test/api/session', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1]);

it('refuses a body longer than one token: announced, or streamed past the limit', async () => {
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      controller.enqueue(new Uint8Array(512).fill(32));
    },
  });
  expect((await POST(post(endless))).status).toBe(413);
  expect(pulled).toBeLessThanOrEqual(4);
  expect((await POST(post('{}', { 'content-length': String(200 * 1024 * 1024) }))).status).toBe(413);
});

it('refuses what is not a token', async () => {
  const answer = await POST(post(JSON.stringify({ accessToken: 'x' })));
  expect(answer.status).toBe(400);
  expect((await POST(post('not json'))).status).toBe(400);
});
