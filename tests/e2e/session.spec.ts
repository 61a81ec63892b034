/**
 * The server's copy of a login (/api/session) answers this site's own pages only, in JSON only: a
 * cross-site form cannot log a reader in as someone else. Not about paths: the root project runs it.
 */
import { expect, test } from './fixtures';

test("a cross-site form cannot log a reader in: /api/session answers this site's pages, in JSON, only", async ({
  page,
  request,
  baseURL,
}) => {
  const session = `${baseURL}/api/session`;
  // an attacker's page posts a text/plain form (no preflight) with their own token
  await page.setContent(
    `<form method="post" enctype="text/plain" action="${session}"><input name='{"accessToken":"x' value='"}'></form>`,
  );
  const [answer] = await Promise.all([
    page.waitForResponse(session),
    page.locator('form').evaluate((f: HTMLFormElement) => f.submit()),
  ]);
  expect(answer.status()).toBe(403);
  expect((await page.context().cookies()).filter((cookie) => cookie.name === 'member_session')).toEqual([]);
  // the same from outside a browser: another origin, or not JSON
  const post = (headers: Record<string, string>) => request.post(session, { headers, data: '{"accessToken":"x"}' });
  expect((await post({ origin: 'https://evil.example', 'content-type': 'application/json' })).status()).toBe(403);
  expect((await post({ 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' })).status()).toBe(403);
  expect((await post({ 'content-type': 'text/plain' })).status()).toBe(415);
  expect((await request.delete(session, { headers: { origin: 'https://evil.example' } })).status()).toBe(403);
});
