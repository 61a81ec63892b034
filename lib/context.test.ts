import {
  bypassesCache,
  decodeContext,
  DEFAULT_CONTEXT,
  detectContext,
  detectInApp,
  encodeContext,
  isShareMode,
  pageStyle,
  type ReadingContext,
} from './context';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const APP = `${IPHONE} xyApp/5.2.0 xyUid/12345`;
const WECHAT = `${IPHONE} MicroMessenger/8.0.50(0x18003237) NetType/WIFI Language/zh_CN`;

describe('detectContext', () => {
  it.each([
    ['', IPHONE, {}],
    ['yl=1', IPHONE, { preview: true }],
    ['isPreview=true', IPHONE, { preview: true }],
    ['ck=1', IPHONE, { view: true }],
    ['isView=true', IPHONE, { view: true }],
    ['cms=1', DESKTOP, { cms: true, desktop: true }],
    ['inCmsPage=true', IPHONE, { cms: true }],
    ['isShare=true', APP, { shareFlag: true, inApp: true }],
    ['isShare=true&yl=1', IPHONE, { shareFlag: true, preview: true }],
    // a phone browser is in share mode anyway: the shared link reads the plain page
    ['isShare=true&shareTime=1795433494040', IPHONE, {}],
    ['isShare=true', DESKTOP, { desktop: true }],
    ['yl=0&isPreview=false', IPHONE, {}],
    ['', WECHAT, { wechat: true }],
  ])('%s', (query, ua, expected) => {
    expect(detectContext(new URLSearchParams(query), ua)).toEqual({ ...DEFAULT_CONTEXT, ...expected });
  });
});

describe('detectInApp', () => {
  it('reads the app token and the user id', () => {
    expect(detectInApp(APP)).toEqual({ inApp: true, userId: '12345' });
    expect(detectInApp(`${IPHONE} xyApp/5.2.0`)).toEqual({ inApp: true });
    expect(detectInApp(IPHONE)).toEqual({ inApp: false });
  });
});

describe('encodeContext / decodeContext', () => {
  const all: ReadingContext[] = [];
  for (let mask = 0; mask < 128; mask++) {
    const keys = ['inApp', 'preview', 'view', 'cms', 'shareFlag', 'desktop', 'wechat'] as const;
    const context = { ...DEFAULT_CONTEXT };
    keys.forEach((key, bit) => (context[key] = Boolean(mask & (1 << bit))));
    all.push(context);
  }
  it('round-trips all 128 combinations', () => {
    for (const context of all) expect(decodeContext(encodeContext(context))).toEqual(context);
  });
  it('writes words: plain for the plain context, the flags in a fixed order', () => {
    expect(encodeContext(DEFAULT_CONTEXT)).toBe('plain');
    expect(encodeContext({ ...DEFAULT_CONTEXT, desktop: true, cms: true })).toBe('cms-desktop');
    expect(encodeContext({ ...DEFAULT_CONTEXT, inApp: true, shareFlag: true, preview: true })).toBe(
      'app-preview-share',
    );
  });
  it.each(['', 'x', 'w', 'desktop-cms', 'app-app', 'plain-app', 'Preview', 'preview-', '-preview', 'preview/'])(
    'refuses %j',
    (segment) => {
      expect(decodeContext(segment)).toBeUndefined();
    },
  );
});

describe('modes', () => {
  it('share mode: isShare, or outside the app and neither preview nor view', () => {
    expect(isShareMode(DEFAULT_CONTEXT)).toBe(true);
    expect(isShareMode({ ...DEFAULT_CONTEXT, inApp: true })).toBe(false);
    expect(isShareMode({ ...DEFAULT_CONTEXT, inApp: true, shareFlag: true })).toBe(true);
    expect(isShareMode({ ...DEFAULT_CONTEXT, preview: true })).toBe(false);
    expect(isShareMode({ ...DEFAULT_CONTEXT, view: true })).toBe(false);
  });
  it('leaving a redundant isShare out never changes share mode (spec §6: isShare=true, or outside the app and neither preview nor view)', () => {
    for (const ua of [IPHONE, DESKTOP, APP, WECHAT])
      for (const share of ['', 'isShare=true', 'isShare=false'])
        for (const extra of ['', 'yl=1', 'ck=1', 'cms=1', 'isPreview=true&isView=true']) {
          const search = new URLSearchParams([share, extra].filter(Boolean).join('&'));
          const context = detectContext(search, ua);
          const spec = search.get('isShare') === 'true' || (!context.inApp && !context.preview && !context.view);
          expect({ ua, query: String(search), share: isShareMode(context) }).toEqual({
            ua,
            query: String(search),
            share: spec,
          });
        }
  });
  it('preview, view and CMS bypass the cache', () => {
    expect(bypassesCache(DEFAULT_CONTEXT)).toBe(false);
    expect(bypassesCache({ ...DEFAULT_CONTEXT, preview: true })).toBe(true);
    expect(bypassesCache({ ...DEFAULT_CONTEXT, view: true })).toBe(true);
    expect(bypassesCache({ ...DEFAULT_CONTEXT, cms: true })).toBe(true);
  });
  it('page class style: 1 desktop, 2 mobile, 3 desktop in CMS', () => {
    expect(pageStyle({ ...DEFAULT_CONTEXT, desktop: true })).toBe(1);
    expect(pageStyle(DEFAULT_CONTEXT)).toBe(2);
    expect(pageStyle({ ...DEFAULT_CONTEXT, desktop: true, cms: true })).toBe(3);
    expect(pageStyle({ ...DEFAULT_CONTEXT, cms: true })).toBe(2);
  });
});
