import { readRuntimeConfig } from '../env';
import {
  contentSecurityPolicy,
  listFromEnv,
  mayFrame,
  originOf,
  NOT_PAGE_HEADERS,
  securityOptionsFromEnv,
} from './headers';

const runtime = readRuntimeConfig({
  PLATFORM_URL: 'https://api.example.com',
  API_SSO: 'https://sso.example.com/sso-app/api',
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy(runtime, {
    frameAncestors: ['https://cms.example.com/preview', 'javascript:alert(1)'],
    iframeHosts: ['video.example.com'],
    imageOrigins: ['https://cdn.example.com/x'],
  });
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows scripts from this site only', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });
  it('allows the configured platform origins (each once) for data, pictures, media and sockets', () => {
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://sso.example.com wss://api.example.com wss://sso.example.com",
    );
    expect(directive('img-src')).toBe(
      "img-src 'self' data: blob: https://api.example.com https://sso.example.com https://cdn.example.com",
    );
    expect(directive('media-src')).toContain('https://api.example.com');
  });
  it('frames only configured hosts, and may be framed by this site and the CMS only', () => {
    expect(directive('frame-src')).toContain('https://video.example.com');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self' https://cms.example.com");
  });
});

describe('NOT_PAGE_HEADERS', () => {
  it('adds nosniff, a referrer policy and the assets’ policy, named as proxy.ts names a page’s', () => {
    expect(NOT_PAGE_HEADERS).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'content-security-policy': expect.stringMatching(/^default-src 'none'/),
    });
  });
});

describe('helpers', () => {
  it('originOf', () => {
    expect(originOf('https://a.example.com/x?y')).toBe('https://a.example.com');
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('nope')).toBeUndefined();
  });
  it('lists from the environment', () => {
    expect(listFromEnv(' a.example.com, ,b.example.com ')).toEqual(['a.example.com', 'b.example.com']);
    expect(securityOptionsFromEnv({ FRAME_ANCESTORS: 'https://cms.example.com' }).frameAncestors).toEqual([
      'https://cms.example.com',
    ]);
  });
});

describe('mayFrame', () => {
  it.each([
    ['https://api.example.com/media/h5/expo.html', true],
    ['https://video.example.com/e/1', true],
    ['https://elsewhere.example.com/page', false],
    ['javascript:alert(1)', false],
  ])('%s → %s', (url, framed) => {
    expect(mayFrame(url, runtime, { iframeHosts: ['video.example.com'] })).toBe(framed);
  });
});
