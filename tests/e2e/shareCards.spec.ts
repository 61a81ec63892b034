/**
 * Share cards (lib/share/shareCard.ts): an article, a reporter, a media account, a post and a page without a
 * picture each share a 1200×630 JPEG card drawn by this site, kept by every cache for good, and its 600×600
 * square for WeChat; a card whose address was tampered with is not drawn. The cards are kept beside the
 * test's results to be looked at.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, PATHS, test } from './fixtures';

const PAGES = {
  article: '/newsDetail/1/10001.html',
  reporter: '/reporter/3.html',
  account: '/xyDetail/1.html',
  post: '/postDetail/8024.html',
  aboutUs: '/aboutUs.html',
};

test('every kind of page shares a card of its own, wide and square', PATHS, async ({ request, basePath }) => {
  test.setTimeout(60_000);
  const kinds: Record<string, string> = {};
  for (const [name, path] of Object.entries(PAGES)) {
    const html = await (await request.get(`${basePath}${path}`)).text();
    const meta = (pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');
    const wide = meta(/<meta property="og:image" content="([^"]+)"/)!;
    const square = meta(/<meta name="wechat:image" content="([^"]+)"/)!;
    expect({ name, wide }).toEqual({ name, wide: expect.stringMatching(/\/share-card\/[\w-]{32}\.jpg\?c=/) });
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    for (const [address, size] of [
      [wide, { width: 1200, height: 630 }],
      [square, { width: 600, height: 600 }],
    ] as const) {
      const answer = await request.get(address);
      expect({ name, status: answer.status(), type: answer.headers()['content-type'] }).toEqual({
        name,
        status: 200,
        type: 'image/jpeg',
      });
      expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const bytes = await answer.body();
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', ...size });
      await writeFile(test.info().outputPath(`${name}-${size.width}.jpg`), bytes);
    }
    kinds[name] = (
      JSON.parse(Buffer.from(new URL(wide).searchParams.get('c')!, 'base64url').toString()) as {
        kind: string;
      }
    ).kind;
  }
  // what each card shows: the content's picture, the person, or the title
  expect(kinds).toEqual({
    article: 'picture',
    reporter: 'person',
    account: 'person',
    post: 'person',
    aboutUs: 'title',
  });
});

test('a card address another hand wrote is not drawn', PATHS, async ({ request, basePath }) => {
  const html = await (await request.get(`${basePath}${PAGES.reporter}`)).text();
  const wide = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'));
  const forged = Buffer.from(JSON.stringify({ kind: 'title', title: '假新闻' })).toString('base64url');
  wide.searchParams.set('c', forged);
  expect((await request.get(wide.href)).status()).toBe(404);
  expect((await request.get(`${basePath}/share-card/card.jpg?c=${forged}`)).status()).toBe(404);
});
