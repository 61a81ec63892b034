/**
 * Activities (spec §2, §3): an article of the culture column leads to its activity; the detail with its
 * facts, first 8 entries, share tags and share button; a reader signs up (sent to log in first), sees the record with its
 * code, and the button says 已报名; every sign-up state of the demo; bad ids and double submits.
 */
import { DEMO_ACTIVITIES as DEMO } from '@/platform/src/seed/activities';
import { CARD, expect, isEvent, logIn, newPhone, platform, test } from './fixtures';

interface Activity {
  fileId: number;
  title: string;
}

test('an article leads to its activity: facts, the first 8 entries, the share tags and 立即报名', async ({
  page,
  open,
}) => {
  await open('/columnDetail/5/51.html');
  await page.locator(CARD).filter({ hasText: '博物馆新馆开馆导览报名开启' }).click();
  await expect(page).toHaveURL(new RegExp(`/activityDetail/${DEMO.open}\\.html$`));
  const activity = await platform<Activity>(`activityDetail?siteId=1&fileId=${DEMO.open}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.title);
  await expect(page.getByTestId('activity-places')).toContainText('/60人');
  await expect(page.getByTestId('activity-address')).toContainText('澜海博物馆新馆东门');
  // the platform has 10 entries; the screen shows the first 8
  await expect(page.getByTestId('activity-entry')).toHaveCount(8);
  await expect(page.getByTestId('signup-button')).toHaveAttribute('data-state', 'signUp');
  await expect(page.getByTestId('signup-button')).toHaveText('立即报名');

  const head = await (await page.request.get(page.url())).text();
  expect(head).toContain(`<meta property="og:title" content="${activity.title}"`);
  expect(head).toMatch(/<meta property="og:image" content="http[^"]+\/share-card\/[\w-]+\.jpg\?c=/);

  // shared from its page: the panel, and the share counted as an activity's (share object type 4)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('activity-share').click();
  const counted = page.waitForRequest((request) => isEvent(request, { eventType: 2, type: 4 }));
  await page.getByTestId('share-panel').getByTestId('share-copy').click();
  expect(new URLSearchParams((await counted).postData() ?? '').get('id')).toBe(String(DEMO.open));
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.pathname).toMatch(new RegExp(`/activityDetail/${DEMO.open}\\.html$`));
});

test('signing up: sent to log in, wrong answers told field by field, one registration for a double tap, the record and 已报名', async ({
  page,
  request,
  open,
  basePath,
}) => {
  await open(`/activityDetail/${DEMO.open}.html`);
  await page.getByTestId('signup-button').click();
  await expect(page).toHaveURL(new RegExp(`/activityApply/${DEMO.open}\\.html$`));
  // asked to log in before the form, so nothing typed is lost
  await expect(page.getByTestId('signup-login')).toContainText('请登录后报名');
  await page.getByTestId('signup-login').getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/login\.html\?from=%2FactivityApply/);
  await logIn(page, newPhone());
  await expect(page).toHaveURL(new RegExp(`/activityApply/${DEMO.open}\\.html$`));

  const form = page.getByTestId('signup-form');
  await form.getByLabel('手机号').fill('12345');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('field-problem')).toHaveText(['请填写姓名', '请正确填写手机号', '请填写参加人数']);
  await expect(form.getByLabel('姓名')).toBeFocused();
  await expect(form.getByLabel('手机号')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('姓名').fill('林澜');
  await form.getByLabel('手机号').fill('13912345678');
  await form.getByLabel('参加人数').fill('2');
  const taken = async () => (await platform<{ taken: number }>(`activityDetail?siteId=1&fileId=${DEMO.open}`)).taken;
  const before = await taken();
  // a double tap sends one request: the button is disabled while it is on its way
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/saveActivity')) sent.push(request.url());
  });
  await page.getByTestId('signup-submit').dblclick();
  await expect(page).toHaveURL(/\/signupdetail\.html$/);
  expect(sent).toHaveLength(1);
  // a sign-up for two takes two places (the other project's run may sign up meanwhile: at least two)
  expect((await taken()) - before).toBeGreaterThanOrEqual(2);
  const records = page.getByTestId('signup-record');
  await expect(records).toHaveCount(1);
  await expect(records.getByTestId('regist-code')).toHaveText(/^[0-9A-F]{12}$/);
  await expect(records).toContainText('林澜');
  await expect(records).toContainText('13912345678');

  await records.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/activityDetail/${DEMO.open}\\.html$`));
  await expect(page.getByTestId('signup-button')).toHaveAttribute('data-state', 'registered');
  await expect(page.getByTestId('signup-button')).toHaveText('已报名');
  const places = page.getByTestId('activity-places');
  // the places taken are on a page cached for everyone: the platform's change notice has it rendered again
  const placesTaken = (html: string) => Number(/(\d+)\/60人/.exec(html)?.[1]);
  await expect.poll(async () => placesTaken(await places.innerText())).toBeGreaterThanOrEqual(before + 2);
  await page.reload();
  expect(placesTaken(await places.innerText())).toBeGreaterThanOrEqual(before + 2);
  const guest = await request.get(`${basePath}/activityDetail/${DEMO.open}.html`);
  expect(placesTaken(await guest.text())).toBeGreaterThanOrEqual(before + 2);
});

test('every sign-up state of the demo, on the detail and on the form', async ({ page, open }) => {
  const expected: [number, string, string][] = [
    [DEMO.notStarted, 'notStarted', '报名未开始'],
    [DEMO.full, 'full', '名额已满'],
    [DEMO.over, 'signupClosed', '报名已结束'],
    [DEMO.inProgress, 'inProgress', '活动进行中'],
    [DEMO.ended, 'activityEnded', '活动已结束'],
    [DEMO.closed, 'ended', '已结束'],
  ];
  for (const [id, state, text] of expected) {
    await open(`/activityDetail/${id}.html`);
    await expect(page.getByTestId('signup-button')).toHaveAttribute('data-state', state);
    await expect(page.getByTestId('signup-button')).toHaveText(text);
  }
  await open(`/activityApply/${DEMO.full}.html`);
  await expect(page.getByTestId('signup-state')).toHaveText('名额已满');
  await expect(page.getByTestId('signup-form')).toHaveCount(0);
});

test('unknown and malformed activities give the 404 state; signupdetail asks a logged-out reader to log in', async ({
  page,
  open,
  basePath,
}) => {
  for (const path of ['/activityDetail/999999.html', '/activityDetail/abc.html', '/activityApply/999999.html']) {
    const answer = await page.request.get(`${basePath}${path}`);
    expect(answer.status(), path).toBe(404);
  }
  await open('/activityDetail/999999.html');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await open('/signupdetail.html');
  await expect(page.getByTestId('signups-login')).toBeVisible();
});
