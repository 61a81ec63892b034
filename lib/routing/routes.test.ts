import fs from 'node:fs';
import path from 'node:path';
import { screenFolders, VARIANT_FOLDER } from '@/tests/utils/screenFolders';
import {
  appPath,
  AUTH_SCREENS,
  assignParams,
  internalPath,
  isRouteName,
  paramValue,
  parseAppPath,
  parseId,
  readRouteParams,
  readVariant,
  ROUTES,
  type RouteName,
  type RouteSpec,
  withHtmlExtension,
} from './routes';
import { screenNameOf } from './screenName';
import { positiveInt } from '../../platform/src/http';

describe('parseAppPath', () => {
  it.each([
    ['/home.html', 'home', {}],
    ['/index.html', 'home', {}],
    ['/', 'home', {}],
    ['/newsDetail/123.html', 'newsDetail', { columnId: undefined, id: '123' }],
    ['/newsDetail/5/123.html', 'newsDetail', { columnId: '5', id: '123' }],
    ['/newsDetail.html', 'newsDetail', { columnId: undefined, id: undefined }],
    ['/liveDetail/77.html', 'liveDetail', { linkID: undefined, id: '77' }],
    ['/liveDetail/3/77.html', 'liveDetail', { linkID: '3', id: '77' }],
    ['/voteItemDetail/1.html', 'voteItemDetail', { id: '1', voteId: undefined, optionId: undefined }],
    ['/voteItemDetail/1/2/3.html', 'voteItemDetail', { id: '1', voteId: '2', optionId: '3' }],
    [
      '/paperSharePage/2026-11-21.html',
      'paperSharePage',
      { time: '2026-11-21', paperId: undefined, layout: undefined },
    ],
    ['/commentAll/9/1.html', 'commentAll', { id: '9', source: '1' }],
    ['/replyAll/42.html', 'replyAll', { id: '42' }],
    ['/columnShare/2/21.html', 'columnShare', { parentId: '2', id: '21' }],
    ['/LeaderViewList.html', 'LeaderViewList', {}],
  ])('%s → %s', (path, route, params) => {
    expect(parseAppPath(path)).toEqual({ route, params });
  });

  it.each([
    '/nope.html',
    '/home',
    '/newsDetail/1/2/3.html',
    '/liveDetail.html',
    '/replyAll.html',
    '/mvodShare.html',
    '/newsDetail/%3Cscript%3E.html',
    '/newsDetail/..%2F..%2Fetc.html',
    '/newsDetail/%E0%A4%A.html',
    '/toString.html',
    '/__proto__.html',
    '/newsDetail//1.html',
    `/newsDetail/${'1'.repeat(600)}.html`,
  ])('refuses %s', (path) => {
    expect(parseAppPath(path)).toBeUndefined();
  });

  it('knows every route of the spec, and the saved articles (reading offline)', () => {
    expect(Object.keys(ROUTES)).toHaveLength(60);
    expect(parseAppPath('/savedArticles.html')).toEqual({ route: 'savedArticles', params: {} });
  });
});

describe('withHtmlExtension', () => {
  it.each([
    ['/newsDetail/1/2.HTML', '/newsDetail/1/2.html'],
    ['/HOME.Html', '/HOME.html'],
    ['/tagList/3.hTmL', '/tagList/3.html'],
    ['/newsDetail/1/2.html', undefined],
    ['/newsDetail/1/2.htm', '/newsDetail/1/2.html'],
    ['/index.HTM', '/index.html'],
    ['/newsDetail/1/2.htmx', undefined],
    ['/logo.PNG', undefined],
    ['/', undefined],
    ['.HTML', '.html'],
  ])('%s → %s', (path, expected) => {
    expect(withHtmlExtension(path)).toBe(expected);
  });
});

describe('assignParams', () => {
  it('drops leading parameters before id first, then trailing ones', () => {
    expect(assignParams({ params: ['a', 'b', 'id', 'c'] }, ['1', '2'])).toEqual({
      a: undefined,
      b: undefined,
      id: '1',
      c: '2',
    });
    expect(assignParams({ params: ['x', 'y'] }, ['1'])).toEqual({ x: '1', y: undefined });
  });
  it('refuses too many segments and missing required ones', () => {
    expect(assignParams({ params: ['id'] }, ['1', '2'])).toBeUndefined();
    expect(assignParams({ params: ['id'], required: ['id'] }, [])).toBeUndefined();
  });
});

describe('appPath', () => {
  it.each([
    [appPath('home'), '/home.html'],
    [appPath('home', { column: 21 }), '/home.html?column=21'],
    [appPath('newsDetail', { columnId: 5, id: 123 }), '/newsDetail/5/123.html'],
    [appPath('newsDetail', { id: 123 }), '/newsDetail/123.html'],
    [appPath('paperSharePage', { time: '2026-11-21' }), '/paperSharePage/2026-11-21.html'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('round-trips through parseAppPath', () => {
    expect(parseAppPath(appPath('newsDetail', { columnId: 5, id: 123 }))).toEqual({
      route: 'newsDetail',
      params: { columnId: '5', id: '123' },
    });
  });

  it('addresses query-addressed screens by their query, dropping malformed values', () => {
    expect(appPath('noticeDetail', { id: 2 })).toBe('/noticeDetail.html?id=2');
    expect(appPath('noticeDetail')).toBe('/noticeDetail.html');
    expect(parseAppPath('/noticeDetail.html', new URLSearchParams('id=2&x=1'))).toEqual({
      route: 'noticeDetail',
      params: { id: '2' },
    });
    expect(parseAppPath('/productDetail.html', new URLSearchParams('id=<script>'))).toEqual({
      route: 'productDetail',
      params: { id: undefined },
    });
    expect(internalPath('cn', 'plain', { route: 'previewPDF', params: { id: '10001' } })).toBe(
      '/~cn~plain/previewPDF/10001',
    );
    expect(internalPath('cn', 'plain', { route: 'previewPDF', params: {} })).toBe('/~cn~plain/previewPDF/_');
  });

  it('refuses a gap before a later parameter', () => {
    expect(() => appPath('voteItemDetail', { id: 1, optionId: 3 })).toThrow(/voteId/);
  });
});

describe('internalPath, readVariant and readRouteParams', () => {
  it('puts every parameter at a fixed position', () => {
    expect(internalPath('cn', 'plain', { route: 'newsDetail', params: { id: '9' } })).toBe('/~cn~plain/newsDetail/_/9');
    expect(internalPath('en', 'cms', { route: 'newsDetail', params: { columnId: '1', id: '9' } })).toBe(
      '/~en~cms/newsDetail/1/9',
    );
    expect(internalPath('cn', 'plain', { route: 'home', params: {} })).toBe('/~cn~plain/home/_');
    expect(internalPath('cn', 'plain', { route: 'home', params: { column: '21' } })).toBe('/~cn~plain/home/21');
  });

  it('reads back what proxy.ts writes, as the screen’s folder gives it', () => {
    for (const match of [
      { route: 'newsDetail', params: { columnId: undefined, id: '9' } },
      { route: 'previewPDF', params: { id: '10001' } },
      { route: 'paperSharePage', params: { time: '2026-11-21', paperId: '1', layout: 'A01' } },
      { route: 'home', params: {} },
    ] as const) {
      const [variant, route, ...values] = internalPath('en', 'app-wechat', match).slice(1).split('/');
      expect(readVariant(variant!)).toEqual({ locale: 'en', ctx: 'app-wechat' });
      expect(route).toBe(match.route);
      const spec = ROUTES[match.route] as RouteSpec;
      const names = [...spec.params, ...(spec.query ?? [])];
      expect(
        readRouteParams(match.route, Object.fromEntries(names.map((name, index) => [name, values[index]]))),
      ).toEqual(match.params);
    }
    // a page of one content carries that content's language as a third part
    expect(internalPath('en', 'plain', { route: 'newsDetail', params: { id: '9' } }, 'cn')).toBe(
      '/~en~plain~cn/newsDetail/_/9',
    );
    expect(readVariant('~en~plain~cn')).toEqual({ locale: 'en', ctx: 'plain', contentLocale: 'cn' });
    for (const segment of ['newsDetail', 'home.html', '~en', '~EN~plain', '~en~plain~', '~en~plain~c~n', 'api'])
      expect({ segment, read: readVariant(segment) }).toEqual({ segment, read: undefined });
    expect(readRouteParams('newsDetail', { columnId: '_', id: '%3Cscript%3E' })).toEqual({
      columnId: undefined,
      id: undefined,
    });
  });

  it('every route has its folder under app/[variant]/ (or a route group there), its parameters in the route table’s order', () => {
    const folders = screenFolders();
    for (const route of Object.keys(ROUTES) as RouteName[]) {
      const spec = ROUTES[route] as RouteSpec;
      const folder = path.join(
        folders.get(route) ?? route,
        ...[...spec.params, ...(spec.query ?? [])].map((n) => `[${n}]`),
      );
      const page = fs.readFileSync(path.join(VARIANT_FOLDER, folder, 'page.tsx'), 'utf8');
      // cached for its own revalidate, or rendered for every request (the login)
      expect({ folder, lifetime: /export const (revalidate = \d+|dynamic = 'force-dynamic')/.test(page) }).toEqual({
        folder,
        lifetime: true,
      });
      expect(page).toContain(`screenPage('${route}',`);
      // an alias is drawn by the screen its entry names, every other route by its own
      expect(page).toContain(`from '@/screens/${spec.drawnBy ?? route}';`);
      if (spec.drawnBy) expect(isRouteName(spec.drawnBy)).toBe(true);
    }
    expect([...folders.keys()].sort()).toEqual(Object.keys(ROUTES).sort());
  });
});

describe('ids', () => {
  it('the front end takes exactly the ids the platform takes: a longer one is malformed (the 404), never a refused call', () => {
    for (let digits = 1; digits <= 13; digits++)
      for (const text of ['1'.repeat(digits), '9'.repeat(digits), `1${'0'.repeat(digits - 1)}`]) {
        const platform = positiveInt(text);
        expect({ text, front: parseId(text) }).toEqual({ text, front: platform });
      }
  });
});

describe('paramValue and parseId', () => {
  it.each([
    ['_', undefined, undefined],
    ['12', '12', 12],
    ['0', '0', undefined],
    ['abc', 'abc', undefined],
    ['1e3', '1e3', undefined],
    ['-4', '-4', undefined],
    ['999999999', '999999999', 999999999],
    ['1234567890', '1234567890', undefined],
    ['9999999999999', '9999999999999', undefined],
    [undefined, undefined, undefined],
  ])('%s', (raw, value, id) => {
    expect(paramValue(raw)).toBe(value);
    expect(parseId(raw)).toBe(id);
  });
});

describe('screenNameOf and AUTH_SCREENS (what the browser guard reads)', () => {
  it('names the screen of a public path before its parameters are read', () => {
    expect(screenNameOf('/')).toBe('home');
    expect(screenNameOf('/index.html')).toBe('home');
    expect(screenNameOf('/activityVote/3/7.html')).toBe('activityVote');
    expect(screenNameOf('/activityVote')).toBeUndefined();
    expect(screenNameOf('//x.html')).toBeUndefined();
  });

  it('lists exactly the route table screens that need auth', () => {
    expect([...AUTH_SCREENS].sort()).toEqual(['activityVote', 'activityVoteWeb', 'voteItemDetail']);
  });
});
