/**
 * Vouchers (writeOff): a member's registration shows its voucher from the records; a shop redeems it once
 * (a double tap sends one request), a second redemption and another shop are refused with their words; an
 * activity verified by a third party shows its address; an unknown code is the 404 state; the activity's
 * address alone lists the member's own vouchers. Only the holder redeems (or the shop's own token, at the
 * platform): another reader is refused, one not logged in is sent to log in, and neither sees the holder.
 */
import { DEMO_ACTIVITIES as DEMO, DEMO_SHOPS, demoRegistCode } from '@/platform/src/seed/activities';
import type { Page } from '@playwright/test';
import { expect, logIn, newPhone, test } from './fixtures';

/** A new member signs up for the open activity: the registration's code (its voucher's). */
async function signUpAsNewMember(page: Page, open: (path: string) => Promise<void>): Promise<string> {
  await open(`/activityApply/${DEMO.open}.html`);
  await page.getByTestId('signup-login').getByRole('button').click();
  await logIn(page, newPhone());
  const form = page.getByTestId('signup-form');
  await form.getByLabel('姓名').fill('林澜');
  await form.getByLabel('手机号').fill('13912345678');
  await form.getByLabel('参加人数').fill('1');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-record')).toHaveCount(1);
  return (await page.getByTestId('regist-code').textContent())!.trim();
}

test('a member shows the voucher of a sign-up; the shop redeems it once', async ({ page, open }) => {
  const code = await signUpAsNewMember(page, open);

  // the member's vouchers of the activity, by its address alone
  await open(`/writeOff/${DEMO.open}.html`);
  await expect(page.getByTestId('my-vouchers').getByRole('link')).toHaveCount(1);
  await expect(page.getByTestId('my-vouchers')).toContainText(code);
  await expect(page.getByTestId('my-vouchers')).toContainText('未核销');
  await page.goBack();
  await page.getByTestId('voucher-link').click();
  await expect(page).toHaveURL(new RegExp(`/writeOff/${DEMO.open}/${code}\\.html$`));
  await expect(page.getByTestId('voucher-code')).toHaveText(code);
  await expect(page.getByTestId('voucher-status')).toHaveText('未核销');
  await expect(page.getByTestId('voucher-holder')).toHaveText('林澜');
  await expect(page.getByTestId('redeem-button')).toHaveCount(0);

  // the shop opens the same voucher with its site
  await open(`/writeOff/${DEMO.open}/${code}/${DEMO_SHOPS[0]!.site}.html`);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/activityVerify')) sent.push(request.url());
  });
  await page.getByTestId('redeem-button').dblclick();
  await expect(page.getByTestId('toast')).toHaveText('核销成功');
  await expect(page.getByTestId('redeem-state')).toHaveText('该券已核销');
  expect(sent).toHaveLength(1);
  await page.reload();
  await expect(page.getByTestId('voucher-status')).toContainText(DEMO_SHOPS[0]!.name);
  await expect(page.getByTestId('redeem-state')).toHaveText('该券已核销');
});

test('another shop, a third party, an unknown and a malformed code', async ({ page, open, basePath }) => {
  await open(`/writeOff/${DEMO.full}/${demoRegistCode(0)}/ELSEWHERE.html`);
  await expect(page.getByTestId('redeem-state')).toHaveText('该门店不能核销此券');
  await open(`/writeOff/${DEMO.inProgress}/${demoRegistCode(0)}.html`);
  await expect(page.getByTestId('verify-elsewhere')).toHaveAttribute('href', 'https://library.example.com/verify');
  // without a login, the member's list asks for one
  await open(`/writeOff/${DEMO.full}.html`);
  await expect(page.getByTestId('member-login')).toBeVisible();
  for (const path of [`/writeOff/${DEMO.full}/NOSUCHCODE.html`, `/writeOff/${DEMO.full}/bad-code.html`]) {
    const response = await page.goto(`${basePath}${path}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('empty-state')).toBeVisible();
  }
});

test('a used voucher reads as used at once, though its page was cached before', async ({ page, open }) => {
  const code = await signUpAsNewMember(page, open);
  // the page is cached with the voucher unused; another shop's page redeems it
  await open(`/writeOff/${DEMO.open}/${code}.html`);
  await expect(page.getByTestId('voucher-status')).toHaveText('未核销');
  await open(`/writeOff/${DEMO.open}/${code}/${DEMO_SHOPS[1]!.site}.html`);
  await page.getByTestId('redeem-button').click();
  await expect(page.getByTestId('redeem-state')).toHaveText('该券已核销');
  await open(`/writeOff/${DEMO.open}/${code}.html`);
  await expect(page.getByTestId('voucher-status')).toContainText(DEMO_SHOPS[1]!.name);
});

test("someone else's voucher: no holder's name, no redemption; without a login, to log in", async ({
  page,
  open,
  basePath,
}) => {
  const shopPage = `/writeOff/${DEMO.full}/${demoRegistCode(0)}/${DEMO_SHOPS[0]!.site}.html`;
  await open(shopPage);
  await expect(page.getByTestId('voucher-status')).toHaveText('未核销');
  await expect(page.getByTestId('voucher-holder')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('读者1');
  await page.getByTestId('redeem-button').click();
  await expect(page).toHaveURL(new RegExp(`${basePath}/login\\.html`));
  await logIn(page, newPhone());
  // back on the shop's page, logged in as someone who does not hold the voucher
  await expect(page).toHaveURL(new RegExp(`${basePath}${shopPage.replaceAll('.', '\\.')}$`));
  await page.getByTestId('redeem-button').click();
  await expect(page.getByTestId('redeem-state')).toHaveText('无权核销此券');
  await page.reload();
  await expect(page.getByTestId('voucher-status')).toHaveText('未核销');
});
