/**
 * The platform goes away and comes back: pages show an error state (never a stack trace) and work again
 * without restarting the front end. Runs last and alone (it stops the shared platform).
 */
import cn from '@/messages/cn.json';
import {
  CARD,
  CONTROL_URL,
  expect,
  logIn,
  newPhone,
  newsroom,
  platform,
  PLATFORM_URL,
  previewLinkToken,
  test,
} from './fixtures';

async function control(action: 'stop' | 'start') {
  const response = await fetch(`${CONTROL_URL}/platform/${action}`);
  expect(response.status, await response.text()).toBe(200);
}

test('platform stopped → error state with a retry; started again → pages work', async ({ page, open, request }) => {
  // an article no other test opens, so it is not in the page cache
  const path = '/newsDetail/16/10100.html';
  await control('stop');
  try {
    const response = await request.get(path);
    expect(response.status()).toBe(500);
    // never kept by a cache: the page works again as soon as the platform does
    expect(response.headers()['cache-control']).toContain('no-store');
    // with the security headers every answer has (next.config.ts)
    expect(response.headers()['content-security-policy']).toMatch(/^default-src 'self'.*frame-ancestors 'self'/);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    const html = await response.text();
    expect(html).not.toMatch(/at .*\.js:\d+|Error: /);
    // the error state is in the HTML (a crawler, an unfurl, a reader whose scripts failed), not drawn later
    expect(html).toContain('data-testid="error-state"');
    expect(html).toContain('内容暂时无法加载，请稍后重试');
    expect(html).toMatch(/<html[^>]* lang="zh-CN"/);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    await open(path);
    await expect(page.getByTestId('error-state')).toContainText('网络错误');
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    // the server's view stays once the page runs: the paper's name and a way on, above the error
    await expect(page.getByRole('banner').getByRole('link', { name: /澜海日报/ })).toBeVisible();
  } finally {
    await control('start');
  }
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('article')).toBeVisible();
  await open('/newsDetail/16/10101.html');
  await expect(page.getByTestId('article')).toBeVisible();
});

test('cached pages keep being served while the platform is down', async ({ page, open }) => {
  await open('/newsDetail/1/10001.html');
  await control('stop');
  try {
    await open('/newsDetail/1/10001.html');
    await expect(page.getByTestId('article')).toBeVisible();
  } finally {
    await control('start');
  }
});

test('every page rendered before keeps its last good copy through an outage, even one a change had just expired', async ({
  page,
  open,
  request,
}) => {
  const { list } = await platform<{ list: { fileId: number; title: string }[] }>(
    'getArticles?siteId=1&columnId=51&page=0',
  );
  const article = list[0]!;
  const paths = [
    '/home.html',
    '/home.html?column=21',
    '/columnDetail/5/51.html',
    `/newsDetail/51/${article.fileId}.html`,
    '/reporter/7.html',
    '/paperSharePage.html',
  ];
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  await open('/home.html');
  const logo = page.getByRole('banner').getByRole('img', { name: '澜海日报' });
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // an editor's correction (the same title again) expires home, the column and the article at once
  await newsroom('article', { id: String(article.fileId), title: article.title });
  await control('stop');
  try {
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain('data-testid="error-state"');
    }
    // the logo comes from this site, kept like a page
    expect(await logo.getAttribute('src')).toBe('/brand/logo.svg');
    const kept = await request.get('/brand/logo.svg');
    expect(kept.status()).toBe(200);
    expect(kept.headers()['content-type']).toBe('image/svg+xml');
    await page.reload();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await open(`/newsDetail/51/${article.fileId}.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  } finally {
    await control('start');
  }
});

async function fault(body: { call: string; status?: number; delayMs?: number } | 'clear') {
  const response = await fetch(`${PLATFORM_URL}/__faults`, {
    method: body === 'clear' ? 'DELETE' : 'POST',
    headers: body === 'clear' ? {} : { 'content-type': 'application/json' },
    body: body === 'clear' ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

test('the platform answers 500: an error state with a retry that works once it recovers', async ({
  page,
  open,
  request,
}) => {
  const path = '/newsDetail/16/10102.html';
  await fault({ call: 'getArticleContent', status: 500 });
  try {
    const response = await request.get(path);
    expect(response.status()).toBe(500);
    expect(await response.text()).toContain('data-testid="error-state"');
    await open(path);
    await expect(page.getByTestId('error-state')).toContainText('网络错误');
  } finally {
    await fault('clear');
  }
  // a render that began while the fault was on may still answer the first tap: a reader taps again
  await expect(async () => {
    await page.getByRole('button', { name: '重试' }).click({ timeout: 2000 });
    await expect(page.getByTestId('article')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
});

test('the platform does not answer: the call times out (5 s) into the error state, never a hung page', async ({
  page,
  open,
}) => {
  // a screen no page links to (links are prefetched, and a prefetched page would come from the cache)
  await fault({ call: 'getNoticeDetail', delayMs: 8000 });
  const started = Date.now();
  try {
    await open('/noticeDetail.html?id=3');
    await expect(page.getByTestId('error-state')).toBeVisible();
    expect(Date.now() - started).toBeLessThan(8000);
  } finally {
    await fault('clear');
  }
  // a read that just timed out fails fast for a moment (the error render must not wait again): a reader who
  // taps retry at once may need a second tap
  await expect(async () => {
    await page.getByRole('button', { name: '重试' }).click({ timeout: 2000 });
    await expect(page.getByTestId('notice')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
});

test("an editor's preview on a platform that does not answer: the error state after one time-out", async ({
  page,
  open,
}) => {
  const unpublished = 10151;
  const address = `/newsDetail/${unpublished}.html?yl=1&previewToken=${await previewLinkToken(unpublished)}`;
  await fault({ call: 'getArticleContentPreview', delayMs: 8000 });
  try {
    const started = Date.now();
    await open(address);
    await expect(page.getByTestId('error-state')).toBeVisible();
    // the proxy asked for the draft and waited 5 s; the page it sends the editor to does not wait again
    expect(Date.now() - started).toBeLessThan(8000);
  } finally {
    await fault('clear');
  }
});

test('a later page fails: the list keeps what it has and offers a retry', async ({ page, open }) => {
  await open('/columnShare/1.html');
  const first = await page.locator(CARD).count();
  await fault({ call: 'getArticles', status: 500 });
  try {
    await page.getByTestId('load-more').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('load-more-retry')).toBeVisible();
    await expect(page.locator(CARD)).toHaveCount(first);
  } finally {
    await fault('clear');
  }
  await page.getByTestId('load-more-retry').click();
  await expect.poll(() => page.locator(CARD).count()).toBeGreaterThan(first);
});

test("the comments' code fails to load: their place offers a retry, the article stays", async ({ page, open }) => {
  await open('/newsDetail/1/10001.html');
  await page.waitForLoadState('networkidle');
  // the comments' code (the chunk that draws their latest list) fails; every other script loads
  let asked = 0;
  let failing = true;
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!failing) return route.continue();
    const answer = await route.fetch();
    if (!(await answer.text()).includes('latest-comments')) return route.fulfill({ response: answer });
    asked += 1;
    return route.fulfill({ status: 503, body: '' });
  });
  const comments = page.getByTestId('comments');
  await comments.scrollIntoViewIfNeeded();
  await expect(comments.getByTestId('error-state')).toBeVisible();
  // the section keeps its heading (its name) above the error state
  await expect(comments.getByRole('heading', { level: 2 })).toHaveText(cn.comments.title);
  await expect(page.getByRole('region', { name: cn.comments.title })).toBeVisible();
  await expect(page.getByTestId('article')).toBeVisible();
  // asked twice: Turbopack's chunk loader tries a failed script once more; React renders a failed part
  // again before it shows the error, which must not ask a third time
  expect(asked).toBe(2);
  failing = false;
  await comments.getByTestId('error-state').getByRole('button').click();
  await expect(comments.getByTestId('latest-comments')).toBeVisible();
});

test('a comment, a like and a favourite survive a restart of the platform', async ({ page, open }) => {
  test.setTimeout(90_000);
  const phone = newPhone();
  await open('/login.html?from=%2FnewsDetail%2F16%2F10101.html');
  await logIn(page, phone);
  await expect(page.getByTestId('article')).toBeVisible();
  await page.getByTestId('comments').scrollIntoViewIfNeeded();
  const text = `重启之后还在 ${phone.slice(-4)}`;
  await page.getByTestId('comment-input').fill(text);
  await page.getByTestId('comment-send').click();
  await expect(page.getByTestId('toast')).toContainText('评论');
  await page.getByTestId('article-actions').scrollIntoViewIfNeeded();
  // the buttons turn at once (optimistic): the toast says the platform has stored it
  await page.getByTestId('article-like').click();
  await expect(page.getByTestId('article-like')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('toast')).toContainText('点赞成功');
  await page.getByTestId('article-fav').click();
  await expect(page.getByTestId('article-fav')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('toast')).toContainText('收藏成功');

  await control('stop');
  await control('start');
  await page.reload();
  await page.getByTestId('article-actions').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('article-like')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('article-fav')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('comments').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('latest-comments')).toContainText(text);
});
