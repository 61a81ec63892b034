/**
 * The pages of app/(fast)/: one for every screen of the fast path, each rendering the screen of
 * app/[locale]/[ctx]/ with the parameters proxy.ts would have written, and caching it as long.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isNotFound } from '@/lib/screens/fallback';
import { PLAIN_CONTEXT } from '../context';
import { FAST_SCREENS, SITE_LOCALE } from './fastPath.mjs';
import { fastScreen, fastScreenParams, type ScreenModule } from './fastScreen';

const APP = path.join(__dirname, '../../app');
const FAST = path.join(APP, '(fast)');

/** The file of a screen's page in app/[locale]/[ctx]/ (its folders hold its parameters). */
function screenPage(route: string): string {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(path.join(dir, entry.name))
        : entry.name === 'page.tsx'
          ? [path.join(dir, entry.name)]
          : [],
    );
  const [page, ...more] = walk(path.join(APP, '[locale]/[ctx]', route));
  expect({ route, more }).toEqual({ route, more: [] });
  return page!;
}

/** Whether a page's render ends in Next's notFound(). */
const is404 = (render: Promise<unknown>) => render.then(() => false, isNotFound);

const revalidateOf = (file: string) => Number(/export const revalidate = (\d+);/.exec(readFileSync(file, 'utf8'))?.[1]);

describe('fastScreenParams', () => {
  it.each([
    ['/home.html', 'home', {}],
    ['/index.html', 'home', {}],
    ['/newsDetail/1/10001.html', 'newsDetail', { columnId: '1', id: '10001' }],
    ['/newsDetail/10001.html', 'newsDetail', { columnId: '_', id: '10001' }],
    ['/liveDetail/10146.html', 'liveDetail', { linkID: '_', id: '10146' }],
    ['/columnShare/2/21.html', 'columnShare', { parentId: '2', id: '21' }],
    ['/tagList/3.html', 'tagList', { tagId: '3' }],
    ['/moreLive.html', 'moreLive', {}],
  ])('%s → %s', (pathname, route, params) => {
    expect(fastScreenParams(pathname)).toEqual({
      route,
      params: { locale: SITE_LOCALE, ctx: PLAIN_CONTEXT, ...params },
    });
  });

  it.each([
    '/',
    '/newsDetail/abc.html',
    '/newsDetail/1/2/3.html',
    '/login.html',
    '/subscriptionList.html',
    '/tagList/x3.html',
  ])('leaves %s to proxy.ts', (pathname) => expect(fastScreenParams(pathname)).toBeUndefined());
});

describe('fastScreen', () => {
  const seen: unknown[] = [];
  const screen: ScreenModule = {
    default: async ({ params }) => {
      seen.push(await params);
      return null;
    },
    generateMetadata: async ({ params }) => ({ title: JSON.stringify(await params) }),
  };

  it('renders the screen with the parameters of its public path', async () => {
    const { FastPage, generateMetadata } = fastScreen('newsDetail', { newsDetail: screen });
    const params = Promise.resolve({ path: ['1', '10001.html'] });
    const element = (await FastPage({ params })) as React.ReactElement<{ params: Promise<unknown> }>;
    expect(await element.props.params).toEqual({ locale: SITE_LOCALE, ctx: PLAIN_CONTEXT, columnId: '1', id: '10001' });
    expect((await generateMetadata({ params })).title).toBe(
      JSON.stringify({ locale: SITE_LOCALE, ctx: PLAIN_CONTEXT, columnId: '1', id: '10001' }),
    );
  });

  it('picks the screen of one segment by its name, and 404s a name it does not serve', async () => {
    const { FastPage } = fastScreen('', { moreLive: screen });
    const element = (await FastPage({ params: Promise.resolve({ locale: 'moreLive.html' }) })) as React.ReactElement<{
      params: Promise<unknown>;
    }>;
    expect(await element.props.params).toEqual({ locale: SITE_LOCALE, ctx: PLAIN_CONTEXT });
    for (const name of ['aboutUs.html', 'login.html', 'moreLive'])
      expect(await is404(FastPage({ params: Promise.resolve({ locale: name }) }))).toBe(true);
  });

  it('404s a path of another screen or shape', async () => {
    const { FastPage } = fastScreen('newsDetail', { newsDetail: screen });
    for (const path of [['1', '2', '3.html'], ['abc.html'], ['10001']])
      expect(await is404(FastPage({ params: Promise.resolve({ path }) }))).toBe(true);
    const wrong = fastScreen('imageDetail', { newsDetail: screen });
    expect(await is404(wrong.FastPage({ params: Promise.resolve({ path: ['10001.html'] }) }))).toBe(true);
  });
});

describe('app/(fast)', () => {
  const page = (...parts: string[]) => path.join(FAST, ...parts, 'page.tsx');

  it('has a page for every screen of the fast path, rendering its screen and cached as long', () => {
    for (const [kind, segment] of [
      ['detail', '[...path]'],
      ['single', '[id]'],
    ] as const)
      for (const route of FAST_SCREENS[kind]) {
        const file = page(route, segment);
        expect({ file, exists: existsSync(file) }).toEqual({ file, exists: true });
        const text = readFileSync(file, 'utf8');
        const screen = path.relative(path.dirname(file), screenPage(route)).replace(/\.tsx$/, '');
        expect(text).toContain(`import * as ${route} from '${screen}';`);
        expect(text).toContain(`fastScreen('${route}', { ${route} })`);
        expect({ file, revalidate: revalidateOf(file) }).toEqual({ file, revalidate: revalidateOf(screenPage(route)) });
      }
    // the screens of one segment share a page, revalidated as often as the most often revalidated of them
    const file = page('[locale]');
    const text = readFileSync(file, 'utf8');
    for (const route of FAST_SCREENS.plain) {
      const screen = path.relative(path.dirname(file), screenPage(route)).replace(/\.tsx$/, '');
      expect(text).toContain(`import * as ${route} from '${screen}';`);
    }
    expect(text).toContain(`fastScreen('', { ${FAST_SCREENS.plain.join(', ')} })`);
    expect(revalidateOf(file)).toBe(Math.min(...FAST_SCREENS.plain.map((route) => revalidateOf(screenPage(route)))));
  });

  it('has no other page', () => {
    const folders = readdirSync(FAST, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(['[locale]', ...FAST_SCREENS.detail, ...FAST_SCREENS.single].sort());
  });
});
