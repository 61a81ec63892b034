/**
 * The member centre: the demo member's account, points and invite code reached from the login screen; a
 * new member's day check-in (once, a double tap sends one request); an invite code shared, unfurled,
 * opened by the invited and used by another member (both earn), with its refusals; the pages of a reader
 * who is not logged in, and codes that name nobody.
 */
import type { Page } from '@playwright/test';
import { DEMO_MEMBER } from '@/platform/src/seed/points';
import { expect, headOf, logIn, newPhone, PATHS, test } from './fixtures';

async function logInWithPassword(page: Page, phone: string, password: string) {
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.locator('input[name=phone]').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

test('the demo member reaches their account, points and invite code from the login screen', async ({ page, open }) => {
  await open('/home.html');
  await page.getByTestId('menu-login').click();
  await logInWithPassword(page, DEMO_MEMBER.phone, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/home\.html$/);
  await page.getByTestId('menu-login').click();
  await page.getByTestId('member-links').getByRole('link', { name: '会员中心' }).click();
  await expect(page.getByTestId('member-nickname')).toHaveText(DEMO_MEMBER.nickname);
  await expect(page.getByTestId('member-invite')).toContainText(DEMO_MEMBER.inviteCode);

  await page.getByTestId('member-points').click();
  await expect(page).toHaveURL(/\/integralShop\.html$/);
  const total = Number(await page.getByTestId('points-total').textContent());
  expect(total).toBeGreaterThan(50);
  await expect(page.getByTestId('score-record')).toHaveCount(20);
  await expect(page.getByTestId('score-record').first()).toContainText(/\+\d+/);
  await page.getByTestId('score-more').click();
  await expect(page.getByTestId('score-record')).not.toHaveCount(20);
  await expect(page.locator('[data-rule=invite]').first()).toContainText('邀请好友');

  await page.goBack();
  await page.getByTestId('member-invite').click();
  await expect(page.getByTestId('my-invite-code')).toHaveText(DEMO_MEMBER.inviteCode);
  await expect(page.getByTestId('invited-count')).toHaveText('已邀请 2 位好友');
});

test('a new member checks in once a day (a double tap sends one request) and earns a point by reading', async ({
  page,
  open,
}) => {
  await open('/integralShop.html');
  await page.getByTestId('member-login').getByRole('link').click();
  await logIn(page, newPhone());
  await expect(page).toHaveURL(/\/integralShop\.html$/);
  await expect(page.getByTestId('points-total')).toHaveText('0');
  await expect(page.getByTestId('score-none')).toBeVisible();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/addScore')) sent.push(request.url());
  });
  await page.getByTestId('sign-in').dblclick();
  await expect(page.getByTestId('toast')).toHaveText('签到成功，积分 +5');
  await expect(page.getByTestId('signed-in')).toHaveText('今日已签到');
  await expect(page.getByTestId('points-total')).toHaveText('5');
  await expect(page.getByTestId('score-record')).toHaveCount(1);
  await expect(page.getByTestId('score-record')).toContainText('每日签到');
  expect(sent).toHaveLength(1);
  await page.reload();
  await expect(page.getByTestId('signed-in')).toBeVisible();
  await expect(page.getByTestId('sign-in')).toHaveCount(0);

  // reading an article earns a point, once a day per article
  const awarded = page.waitForRequest((request) => request.url().includes('/addScore'));
  await open('/newsDetail/1/10001.html');
  expect(new URLSearchParams((await awarded).postData() ?? '').get('rule')).toBe('read');
  await open('/integralShop.html');
  await expect(page.getByTestId('points-total')).toHaveText('6');
  await expect(page.locator('[data-rule=read]')).toContainText('阅读文章');
});

test(
  'an invite code is shared, unfurls, leads to the download page and is used once by another member',
  PATHS,
  async ({ page, open, browser, basePath }) => {
    await open('/invite.html');
    await page.getByTestId('member-login').getByRole('link').click();
    await logIn(page, newPhone());
    await expect(page).toHaveURL(/\/invite\.html$/);
    const code = (await page.getByTestId('my-invite-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    await expect(page.getByTestId('invited-count')).toHaveText('已邀请 0 位好友');
    // one's own code is refused
    await page.getByLabel('邀请码').fill(code.toLowerCase());
    await page.getByTestId('invite-submit').click();
    await expect(page.getByTestId('invite-problem')).toHaveText('不能填写自己的邀请码');

    await page.getByTestId('share-invite').click();
    // the page they share names them: the code with their id
    await expect(page).toHaveURL(new RegExp(`/shareinvite\\.html\\?code=${code}&userid=\\d+$`));
    await expect(page.getByTestId('invite-code')).toHaveText(code);
    await expect(page.getByTestId('inviter')).toContainText('读者');
    // after a client navigation the new page's tags reach <head> just after its body: wait for them
    await expect.poll(() => headOf(page)).toMatch(/<meta property="og:title" content="读者\d{4} 邀请你加入[^"]+"/);
    const shared = page.url();
    // the code alone (a guess) is only a valid code: nobody is named
    await open(`/shareinvite.html?code=${code}`);
    await expect(page.getByTestId('invite-code')).toHaveText(code);
    await expect(page.getByTestId('inviter')).toHaveCount(0);
    expect(await headOf(page)).not.toContain('邀请你加入');
    await page.goto(shared);
    await page.getByTestId('invite-download').click();
    await expect(page).toHaveURL(new RegExp(`/invitedToDownload/\\d+/${code}\\.html$`));
    await expect(page.getByTestId('invite-code')).toHaveText(code);
    await expect(page.getByTestId('download-ios')).toBeVisible();

    // the invited friend, in a browser of their own
    const friendContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const friend = await friendContext.newPage();
    try {
      await friend.goto(`${basePath}/invite.html`);
      await friend.getByTestId('member-login').getByRole('link').click();
      await logIn(friend, newPhone());
      await expect(friend).toHaveURL(/\/invite\.html$/);
      const form = friend.getByTestId('invite-form');
      await form.getByLabel('邀请码').fill('12');
      await form.getByTestId('invite-submit').click();
      await expect(friend.getByTestId('invite-problem')).toHaveText('邀请码为4到12位字母或数字');
      await form.getByLabel('邀请码').fill('NOSUCH');
      await form.getByTestId('invite-submit').click();
      await expect(friend.getByTestId('invite-problem')).toHaveText('邀请码不存在');
      const sent: string[] = [];
      friend.on('request', (request) => {
        if (request.url().includes('/useInviteCode')) sent.push(request.url());
      });
      await form.getByLabel('邀请码').fill(code);
      await form.getByTestId('invite-submit').dblclick();
      await expect(friend.getByTestId('toast')).toHaveText('填写成功，积分 +10');
      await expect(friend.getByTestId('used-code')).toContainText(code);
      expect(sent).toHaveLength(1);
    } finally {
      await friendContext.close();
    }
    await open('/invite.html');
    await expect(page.getByTestId('invited-count')).toHaveText('已邀请 1 位好友');
    await expect(page.getByTestId('invited-list').getByRole('listitem')).toHaveCount(1);
    await open('/integralShop.html');
    await expect(page.getByTestId('points-total')).toHaveText('20');
  },
);

test('without a login the member screens ask for one; codes that name nobody are the empty state', async ({
  page,
  open,
}) => {
  for (const path of ['/integralShop.html', '/invite.html', '/getUserInfo.html', '/shareinvite.html']) {
    await open(path);
    await expect(page.getByTestId('member-login')).toBeVisible();
    await expect(page.getByTestId('member-login').getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`/login\\.html\\?from=${encodeURIComponent(path).replace(/\./g, '\\.')}$`),
    );
  }
  await open('/invite.html');
  await expect(page.getByTestId('invite-earn')).toHaveText('好友填写你的邀请码后，你得 20 积分，好友得 10 积分');
  await expect(page.getByTestId('invite-rules').getByRole('listitem')).toHaveCount(3);

  await open(`/shareinvite.html?code=${DEMO_MEMBER.inviteCode}&userid=${DEMO_MEMBER.id}`);
  await expect(page.getByTestId('inviter')).toHaveText(`${DEMO_MEMBER.nickname} 的专属邀请码`);
  for (const path of [
    '/shareinvite.html?code=NOSUCH',
    '/shareinvite.html?code=NO-CODE',
    '/invitedToDownload/1/NOSUCH.html',
  ]) {
    await open(path);
    await expect(page.getByTestId('empty-state')).toBeVisible();
  }
  const response = await page.goto(page.url().replace(/\/invitedToDownload\/.*$/, '/invitedToDownload/1/NOSUCH.html'));
  expect(response?.status()).toBe(404);
  // without the code (it is optional), the plain download page: no dead end
  for (const path of ['/invitedToDownload.html', '/invitedToDownload/11.html']) {
    await open(path);
    await expect(page.getByTestId('invited-download')).toContainText('下载');
    await expect(page.getByTestId('download-ios')).toBeVisible();
  }
});
