import { CARD, expect, PATHS, platform, test, untilAlive } from './fixtures';

interface Page {
  list: { fileId: number }[];
  carousel: { fileId: number }[];
}

interface Module {
  type: number;
  list: { fileId: number }[];
}

/** How many cards the first n pages of the home feed give: what the carousel and modules show is not repeated. */
async function expectedCards(pages: number): Promise<number> {
  const loaded: Page[] = [];
  for (let page = 0; page < pages; page++)
    loaded.push(await platform<Page>(`getArticles?siteId=1&columnId=1&page=${page}`));
  const { topModule, modules } = await platform<{ topModule: Module | null; modules: Module[] }>(
    'getModuleView?siteId=1&columnId=1',
  );
  const kept = modules.filter((module) => module.type !== 3);
  const shown = new Set(
    [...loaded[0]!.carousel, ...(topModule?.list ?? []), ...kept.flatMap((module) => module.list)].map((a) => a.fileId),
  );
  return loaded.flatMap((p) => p.list).filter((a) => !shown.has(a.fileId)).length;
}

test.describe('home.html', () => {
  test("a tap on a section tab before the page's code has come is not lost: the tab is a link", async ({
    page,
    basePath,
  }) => {
    // the page's scripts are held back until the tab has been tapped: the link works without them
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${basePath}/home.html`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('column-tab').filter({ hasText: '专题' }).click();
    await expect(page).toHaveURL(/\/home\.html\?column=8$/);
    release();
    await expect(page.getByTestId('column-tab').filter({ hasText: '专题' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator(CARD).first()).toHaveAttribute('href', /\/specDetail\//);
  });

  test('each section is an address of its own: rendered on the server, titled, and a history entry', async ({
    page,
    open,
    request,
    basePath,
  }) => {
    const html = await (await request.get(`${basePath}/home.html?column=12`)).text();
    expect(html).toMatch(/aria-current="page"[^>]*>体育</);
    expect(html).toContain('<title>体育 · 澜海日报</title>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/home\.html\?column=12"/);
    // an unknown section is no page of the paper
    expect((await request.get(`${basePath}/home.html?column=99999`)).status()).toBe(404);

    await open('/home.html');
    await page.getByTestId('column-tab').filter({ hasText: 'English' }).click();
    await expect(page).toHaveURL(/\/home\.html\?column=10$/);
    await expect(page.getByTestId('column-feed')).toHaveAttribute('data-column-id', '10');
    await expect(page.locator(CARD).first()).toContainText(/[A-Za-z]{3,}/);
    // its sub-columns switch in place
    await page.getByRole('button', { name: 'Business' }).click();
    await expect(page.getByTestId('column-feed')).toHaveAttribute('data-column-id', '102');
    await page.goBack();
    await expect(page).toHaveURL(/\/home\.html$/);
    await expect(page.getByTestId('column-tab').first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('column-feed')).toHaveAttribute('data-column-id', '1');
  });

  test('renders the demo paper on the server: top bar, tabs, carousel, modules and articles', async ({
    page,
    open,
    request,
    basePath,
  }) => {
    const response = await request.get(`${basePath}/home.html`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('触屏版');
    expect(html).toMatch(/<a [^>]*data-article-id=/);

    await open('/home.html');
    await expect(page).toHaveTitle('澜海日报');
    await expect(page.getByText('触屏版')).toBeVisible();
    await expect(page.getByTestId('column-tab').first()).toHaveText('要闻');
    await expect(page.getByTestId('column-tab')).not.toContainText(['便民服务']);
    await expect(page.getByTestId('carousel')).toBeVisible();
    await expect(page.getByText('今日头条')).toBeVisible();
    await expect(page.locator(CARD)).toHaveCount(await expectedCards(1));
    await expect(page.locator('[data-module-type="3"]')).toHaveCount(0);
    // a card's publish time is drawn by the server, and said relative once the page is alive (its code
    // comes in a chunk of its own: components/common/LazyRelativeTime.tsx)
    expect(html).toMatch(/data-article-id=[^]*?<time dateTime=/);
    await untilAlive(page);
    await expect(page.locator(`${CARD} time`).first()).toHaveText(/^(刚刚|\d+分钟前|\d+小时前)$/);
  });

  test('home tells each story once: the carousel, the modules and the list never repeat an article', async ({
    page,
    open,
  }) => {
    await open('/home.html');
    const more = page.getByTestId('load-more');
    await more.scrollIntoViewIfNeeded();
    await expect(page.locator(CARD)).toHaveCount(await expectedCards(2));
    // the carousel's own loop copies (Swiper's) are one slide each
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('main a[href$=".html"]')]
        .filter((link) => !link.closest('.swiper-slide-duplicate'))
        .map((link) => /\/(\d+)\.html$/.exec(new URL(link.href).pathname)?.[1])
        .filter((id): id is string => Boolean(id) && Number(id) > 10000),
    );
    const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(ids.length).toBeGreaterThan(30);
    expect(twice).toEqual([]);
  });

  test('home downloads only the pictures it shows, none of the articles it links to', async ({ page, open }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(request.url());
    });
    await open('/home.html');
    await expect(page.locator(`${CARD}[href*="/newsDetail/"]`).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // the client router knows the articles' route from the page itself (one page for every screen), so
    // nothing of theirs is fetched ahead, and no lead picture of theirs either (components/article/PreloadImage.tsx)
    const shown = await page.evaluate(() => [...document.images].map((img) => img.currentSrc || img.src));
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((url) => !shown.includes(url))).toEqual([]);
  });

  test('/index.html is home', PATHS, async ({ page, open }) => {
    await open('/index.html');
    await expect(page.getByTestId('column-tab').first()).toHaveText('要闻');
  });

  test('loads more articles when the reader reaches the end of the list', async ({ page, open }) => {
    await open('/home.html');
    await expect(page.locator(CARD)).toHaveCount(await expectedCards(1));
    const two = await expectedCards(2);
    await page.getByTestId('load-more').scrollIntoViewIfNeeded();
    await expect(page.locator(CARD)).toHaveCount(two);
    const ids = await page.locator(CARD).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-article-id')));
    expect(new Set(ids).size).toBe(two);
  });

  test('the feed grows by itself for three pages, then waits for a tap: the footer under it can be reached', async ({
    page,
    open,
  }) => {
    await open('/home.html');
    const more = page.getByTestId('load-more');
    for (const pages of [2, 3]) {
      await more.scrollIntoViewIfNeeded();
      await expect(page.locator(CARD)).toHaveCount(await expectedCards(pages));
    }
    // the front page has six pages: reaching the footer no longer loads the fourth, so the footer stays put
    const footer = page.getByTestId('language-menu');
    await footer.scrollIntoViewIfNeeded();
    const top = () => footer.evaluate((node) => Math.round(node.getBoundingClientRect().top + window.scrollY));
    const where = await top();
    await page.waitForTimeout(1_000);
    expect(await top()).toBe(where);
    await expect(page.locator(CARD)).toHaveCount(await expectedCards(3));
    await more.getByRole('button', { name: '加载更多' }).click();
    await expect(page.locator(CARD)).toHaveCount(await expectedCards(4));
  });

  test('tapping the current tab again reloads the list: the first page replaces what was loaded', async ({
    page,
    open,
  }) => {
    await open('/home.html');
    const one = await expectedCards(1);
    await page.getByTestId('load-more').scrollIntoViewIfNeeded();
    await expect(page.locator(CARD)).toHaveCount(await expectedCards(2));
    await page.getByTestId('column-tab').first().click();
    await expect(page.locator(CARD)).toHaveCount(one);
  });

  test(
    'an article and back: same scroll position, same articles loaded (keep-alive)',
    PATHS,
    async ({ page, open }) => {
      await open('/home.html');
      const two = await expectedCards(2);
      await page.getByTestId('load-more').scrollIntoViewIfNeeded();
      await expect(page.locator(CARD)).toHaveCount(two);
      const card = page.locator(CARD).nth(two - 8);
      await card.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -120));
      const before = await page.evaluate(() => Math.round(window.scrollY));
      expect(before).toBeGreaterThan(2000);
      const title = (await card.getByRole('heading').textContent())!;
      await card.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
      await page.goBack();
      await expect(page.locator(CARD)).toHaveCount(two);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(before - 5);
      expect(Math.abs((await page.evaluate(() => Math.round(window.scrollY))) - before)).toBeLessThanOrEqual(5);
    },
  );
});
