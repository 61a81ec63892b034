import { bodyUpTo } from './requestBody';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://web.test/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

it('reads a body within its limit', async () => {
  expect(await bodyUpTo(post('{"a":1}'), 16)).toBe('{"a":1}');
  expect(await bodyUpTo(new Request('http://web.test/api/x'), 16)).toBe('');
});

it('refuses a body that says it is too long before reading it, and one that turns out too long at the limit', async () => {
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      controller.enqueue(new Uint8Array(1024));
    },
  });
  expect(await bodyUpTo(post(endless), 4096)).toBeUndefined();
  expect(pulled).toBeLessThanOrEqual(6);
  const announced = post('x', { 'content-length': String(200 * 1024 * 1024) });
  expect(await bodyUpTo(announced, 4096)).toBeUndefined();
});
