import { buildRecord, DATA_TYPES, headerValue, osOf, platformOf, sendRecord } from './record';

const SETTINGS = { host: 'http://collect.test/collect/', tenantCode: '澜海', appKey: 'key-1', debug: true };

describe('analytics client (spec §7)', () => {
  it('GET to the record path: the query, and headers as base64 of URI-encoded values; empty ones dropped', () => {
    const record = buildRecord(SETTINGS, {
      dataType: DATA_TYPES.openArticle,
      articleId: 10001,
      deviceId: 'dev-1',
      userId: '',
      refer: 'https://weibo.com/x',
      platform: 3,
      os: 'android',
      now: 1700000000000,
    });
    if ('error' in record) throw new Error(record.error);
    const url = new URL(record.url);
    expect(url.origin + url.pathname).toBe('http://collect.test/collect/record');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      dataType: '1000005',
      articleID: '10001',
      actionTime: '1700000000000',
      deviceid: 'dev-1',
      refer: 'https://weibo.com/x',
      platform: '3',
    });
    expect(record.headers).toEqual({
      'tenant-code': headerValue('澜海'),
      'app-key': headerValue('key-1'),
      os: headerValue('android'),
      'device-id': headerValue('dev-1'),
    });
    expect(decodeURIComponent(atob(record.headers['tenant-code']!))).toBe('澜海');
  });

  it.each([
    [
      { ...SETTINGS, tenantCode: '' },
      { articleId: 1, platform: 3 },
    ],
    [
      { ...SETTINGS, appKey: '' },
      { articleId: 1, platform: 3 },
    ],
    [SETTINGS, { platform: 3 }],
    [SETTINGS, { articleId: 1 }],
  ])('refuses to send without tenant code, key, article id or platform (%#)', async (settings, event) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchSpy = jest.fn();
    expect(await sendRecord(settings, { dataType: 1, ...event }, fetchSpy)).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[analytics: /));
    error.mockRestore();
  });

  it('logs nothing outside debug mode, and never throws when the host fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await sendRecord({ ...SETTINGS, debug: false, tenantCode: '' }, { dataType: 1 })).toBe(false);
    expect(error).not.toHaveBeenCalled();
    const failing = jest.fn(() => Promise.reject(new TypeError('fetch failed')));
    expect(await sendRecord(SETTINGS, { dataType: 1, articleId: 2, platform: 3 }, failing)).toBe(false);
    error.mockRestore();
  });

  it('platform and os codes of spec §9', () => {
    expect(platformOf('Mozilla/5.0 (Linux; Android 14) Mobile', false)).toBe(3);
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)', false)).toBe(5);
    expect(platformOf('Mozilla/5.0 (iPhone) xyApp/5.2.0', true)).toBe(2);
    expect(platformOf('Mozilla/5.0 (Linux; Android 14) xyApp/5.2.0', true)).toBe(1);
    expect([osOf('Android 14'), osOf('iPhone OS 17'), osOf('X11')]).toEqual(['android', 'ios', 'web']);
  });
});
