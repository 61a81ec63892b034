/** Browser test helpers: open a public path under the project's base path, ask the platform directly. */
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { APP_ALIVE_EVENT } from '@/lib/html/earlyTaps';

export const PLATFORM_URL = process.env.E2E_PLATFORM_URL!;
export const CONTROL_URL = process.env.E2E_CONTROL_URL!;

/**
 * What no page may ever log, whatever the test: an exception nobody caught, a message missing from what the
 * page sent (next-intl's MISSING_MESSAGE, or "[messages] … is missing" from the parts that read the page's
 * messages without it: the key shows instead of words), or a server/browser HTML mismatch (hydration).
 */
const BROKEN_PAGE = /MISSING_MESSAGE|\[messages\]|Hydration failed|hydrat\w* (?:error|mismatch)|did not match/i;

/** Each test page's requests not yet answered (or failed), for scrollToFoot. */
const pendingRequests = new WeakMap<Page, Set<Request>>();

export const test = base.extend<{
  basePath: string;
  /** Keep the "open the client" bar (off by default: it covers the foot of the viewport, as for readers who closed it). */
  openAppBar: boolean;
  open: (path: string) => Promise<void>;
  brokenPageGuard: void;
  requestsInFlight: void;
}>({
  brokenPageGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (BROKEN_PAGE.test(message.text())) problems.push(`${message.type()}: ${message.text().slice(0, 300)}`);
      });
      await use();
      expect(problems, `on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
  requestsInFlight: [
    async ({ page }, use) => {
      const pending = new Set<Request>();
      page.on('request', (request) => {
        // an inline picture (data:, blob:) asks no server and may never report an end
        if (/^https?:/.test(request.url())) pending.add(request);
      });
      page.on('requestfinished', (request) => pending.delete(request));
      page.on('requestfailed', (request) => pending.delete(request));
      pendingRequests.set(page, pending);
      await use();
    },
    { auto: true },
  ],
  basePath: async ({}, use, testInfo) => {
    await use(String(testInfo.project.metadata.basePath ?? ''));
  },
  openAppBar: [false, { option: true }],
  open: async ({ page, basePath, openAppBar }, use) => {
    // untilAlive() waits for this: the app's signal that the page has hydrated
    await page.addInitScript((alive) => {
      document.addEventListener(alive, () => ((window as { appAlive?: boolean }).appAlive = true));
    }, APP_ALIVE_EVENT);
    if (!openAppBar)
      await page.addInitScript(() => {
        try {
          window.sessionStorage.setItem('openAppClosed', '1');
        } catch {
          // no storage: the bar shows
        }
      });
    await use(async (path: string) => {
      await page.goto(`${basePath}${path}`);
    });
  },
});

export { expect };

/** A list card: the one link that carries its article's id (cards have no test id: docs/page-bytes.md). */
export const CARD = 'a[data-article-id]';

/**
 * Waits until the page opened by `open` has hydrated (AppProviders' APP_ALIVE_EVENT). Before that a link
 * is a plain link: a tap loads a new document, as it does for a reader whose scripts have not come.
 */
export async function untilAlive(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { appAlive?: boolean }).appAlive === true);
}

/** An answer of the platform's {base} (or {nis}), read directly (to know real ids). */
export async function platform<T = unknown>(call: string, base: 'app_if' | 'nis' = 'app_if'): Promise<T> {
  const response = await fetch(`${PLATFORM_URL}/${base}/${call}`);
  const body = (await response.json()) as { status: number; data: T };
  if (body.status !== 0) throw new Error(`${call}: status ${body.status}`);
  return body.data;
}

/** A newsroom call of the platform (its editor token): a correction, a live's report or status, a publication. */
export async function newsroom(path: string, form: Record<string, string>) {
  const response = await fetch(`${PLATFORM_URL}/editor/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-editor-token': 'demo-editor-token' },
    body: new URLSearchParams({ siteId: '1', ...form }),
  });
  expect(response.status).toBe(200);
}

/** An {sso} answer of the platform, read directly (the answer's value). */
export async function memberPlatform<T = unknown>(call: string): Promise<T> {
  const response = await fetch(`${PLATFORM_URL}/sso-app/api/${call}`);
  const body = (await response.json()) as { code: number; msg: string; value: T };
  if (body.code !== 1) throw new Error(`${call}: ${body.msg}`);
  return body.value;
}

/** A preview link's token for an article, as the newsroom asks the platform for one (the demo editor token). */
export async function previewLinkToken(articleId: number, siteId = 1): Promise<string> {
  const response = await fetch(`${PLATFORM_URL}/editor/previewLink`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-editor-token': 'demo-editor-token' },
    body: JSON.stringify({ siteId, articleId }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The newsroom's correction of an article (POST /editor/article: title, abstract, content, status). */
export async function editArticle(id: number, changes: Record<string, string | number>, siteId = 1): Promise<void> {
  const response = await fetch(`${PLATFORM_URL}/editor/article`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-editor-token': 'demo-editor-token' },
    body: JSON.stringify({ siteId, id, ...changes }),
  });
  if (!response.ok) throw new Error(`editor/article ${id}: ${response.status}`);
}

/** A new, unpublished article the newsroom starts in a column (POST /editor/draft), by its id. */
export async function startDraft(columnId: number, title: string, content: string, siteId = 1): Promise<number> {
  const response = await fetch(`${PLATFORM_URL}/editor/draft`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-editor-token': 'demo-editor-token' },
    body: JSON.stringify({ siteId, columnId, title, content }),
  });
  if (!response.ok) throw new Error(`editor/draft: ${response.status}`);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/**
 * Whether a request is a counted event (POST /app_if/event) whose form has these fields. A page posts several
 * (its device record and view count on load, likes and shares on a tap), so a test names the one it waits for.
 */
export function isEvent(request: Request, fields: Record<string, string | number> = {}): boolean {
  if (!request.url().includes('/app_if/event') || request.method() !== 'POST') return false;
  const form = new URLSearchParams(request.postData() ?? '');
  return Object.entries(fields).every(([name, value]) => form.get(name) === String(value));
}

/** A browser without HLS of its own (Chromium has it now), so the page brings hls.js. */
export async function withoutNativeHls(page: Page) {
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });
}

export async function headOf(page: Page): Promise<string> {
  return page.evaluate(() => document.head.innerHTML);
}

/**
 * A test about addresses (redirects, links, cookies' paths, absolute addresses in tags and feeds): the
 * base-path project runs it too (its grep in playwright.config.ts). Every other test runs once, without a
 * base path; basePath.spec.ts checks every screen's own addresses under the base path.
 */
export const PATHS = { tag: '@paths' } as const;

/**
 * What opening one screen, scrolling it to its foot and judging it may take on two busy cores (about 3 s on
 * a slow day: docs/test-time.md). A test that goes through several screens on one page gets this much for
 * each, so that adding screens to it never makes it run out of time.
 */
export const SCREEN_BUDGET_MS = 10_000;

/**
 * Scrolls to the foot of the page and waits until what comes near the viewport is there: no request of the
 * page unanswered and no part near the viewport marked busy (aria-busy: a part waiting for its code or its
 * data), found twice in a row. Instead of Playwright's `networkidle`, which waits for 500 ms without any
 * request on every page (docs/test-time.md).
 */
export async function scrollToFoot(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const pending = pendingRequests.get(page);
  if (!pending) throw new Error('scrollToFoot: a page of the test fixture is needed (its requests are followed)');
  let settledChecks = 0;
  let busy: string[] = [];
  try {
    await expect
      .poll(
        async () => {
          busy = await page.evaluate(busyNearViewport);
          settledChecks = pending.size === 0 && busy.length === 0 ? settledChecks + 1 : 0;
          return settledChecks;
        },
        { intervals: [100], timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(2);
  } catch {
    const requests = [...pending].map((request) => request.url());
    throw new Error(
      `${page.url()}: still loading near the foot (busy: ${busy.join(' ')}; requests: ${requests.join(' ')})`,
    );
  }
}

/**
 * In the page, after the frame the scroll brings (where near-viewport observers report): the parts marked
 * busy within 300 px of the viewport, one line each. Every part that loads near the viewport starts within
 * that distance (the related lists' 300 px; comments, ads and the next page of a list from further away).
 */
async function busyNearViewport(): Promise<string[]> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const margin = 300;
  return [...document.querySelectorAll('[aria-busy="true"]')]
    .filter((element) => {
      if (element.getClientRects().length === 0) return false;
      const box = element.getBoundingClientRect();
      return box.bottom >= -margin && box.top <= window.innerHeight + margin;
    })
    .map((element) => element.outerHTML.slice(0, 100));
}

/** A phone number no other test or run uses. */
export function newPhone(): string {
  return `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

async function platformHook<T>(path: string): Promise<T> {
  const response = await fetch(`${PLATFORM_URL}${path}`);
  return (await response.json()) as T;
}

/** On the login form (any language): types the phone and the picture's code, and asks for the SMS code. */
export async function sendCode(page: Page, phone: string) {
  await expect(page.getByTestId('login-form')).toBeVisible();
  // the picture appears once the form is interactive: type only then (typing into server HTML is lost)
  const key = await page.getByTestId('image-code').getAttribute('data-key');
  await page.locator('input[name=phone]').fill(phone);
  await expect
    .poll(async () => (await platformHook<{ answer?: string }>(`/__imageCode?key=${key}`)).answer)
    .toBeTruthy();
  const { answer } = await platformHook<{ answer: string }>(`/__imageCode?key=${key}`);
  await page.locator('#image-code').fill(answer);
  await page.getByTestId('send-code').click();
}

/** Logs in on login.html as a new member (password set on the way), then back where it started. */
export async function logIn(page: Page, phone: string) {
  await sendCode(page, phone);
  await expect(page.getByTestId('login-notice')).toHaveText('验证码已发送');
  await expect(page.getByTestId('send-code')).toBeDisabled();
  const { code } = await platformHook<{ code: string }>(`/__outbox?phone=${phone}`);
  await page.locator('#sms-code').fill(code);
  // a new phone sets its password, with the confirmation
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('请输入密码');
  await page.getByLabel('设置密码').fill('secret-123');
  await page.getByLabel('确认密码').fill('secret-456');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('两次输入的密码不一致');
  await page.getByLabel('确认密码').fill('secret-123');
  await page.getByTestId('login-submit').click();
}

/** Scrolls a column's feed until the article with this title is on it, then opens it. */
export async function openFromColumn(page: Page, title: string) {
  const card = page.locator(CARD).filter({ hasText: title });
  await expect
    .poll(async () => {
      await page.getByTestId('load-more').last().scrollIntoViewIfNeeded();
      return card.count();
    })
    .toBeGreaterThan(0);
  await card.first().click();
}
