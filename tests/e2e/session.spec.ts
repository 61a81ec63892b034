/**
 * The server's copy of a login (/api/session) answers this site's own pages only, in JSON only: a
 * cross-site form cannot log a reader in as someone else. Not about paths: the root project runs it.
 */
import { expect, logIn, newPhone, test } from './fixtures';

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

test('a logout ends the login on the server too: a copy of its cookie names nobody', async ({
  page,
  open,
  browser,
  baseURL,
}) => {
  await open('/login.html');
  await logIn(page, newPhone());
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'member_session')?.value)
    .toBeTruthy();
  const copy = (await page.context().cookies()).find((cookie) => cookie.name === 'member_session')!;
  // the copy works while the login lasts: the server renders the member (no script runs)
  const elsewhere = await browser.newContext({ javaScriptEnabled: false });
  await elsewhere.addCookies([{ ...copy }]);
  const other = await elsewhere.newPage();
  await other.goto(`${baseURL}/login.html`);
  await expect(other.getByTestId('logged-in')).toBeVisible();
  await open('/login.html');
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'member_session'))
    .toBe(false);
  await other.reload();
  await expect(other.getByTestId('login-form')).toBeVisible();
  await expect(other.getByTestId('logged-in')).toHaveCount(0);
  await elsewhere.close();
});
