/**
 * scripts/lib/patchNext.cjs: the installed Next.js is patched (npm's postinstall ran), the patch is applied
 * exactly and only once, and the patched sendRenderResult sends exactly the bytes and Content-Length Next
 * sent before, encoding a long page once, and sets the registered page headers an answer lacks.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const patchNext = require('../../scripts/lib/patchNext.cjs') as {
  HELPER: string;
  MARKER: string;
  MIN_LENGTH: number;
  REPLACEMENTS: [string, string][];
  SEND_PAYLOAD_FILES: string[];
  patchSendPayload: (source: string, file?: string) => { text: string; changed: boolean };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sendRenderResult } = require('next/dist/server/send-payload') as {
  sendRenderResult: (options: {
    req: http.IncomingMessage;
    res: http.ServerResponse;
    result: unknown;
    generateEtags: boolean;
    poweredByHeader: boolean;
    cacheControl: undefined;
  }) => Promise<void>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RenderResult = require('next/dist/server/render-result').default as {
  fromStatic: (value: string, contentType: string) => unknown;
};

const installed = (file: string) => readFileSync(require.resolve(file), 'utf8');
const [COMMONJS_FILE] = patchNext.SEND_PAYLOAD_FILES as [string, ...string[]];

/** The text Next shipped, recovered from the patched file by undoing the patch. */
function unpatched(text: string) {
  let source = text.replace(patchNext.HELPER, '');
  for (const [theirs, ours] of patchNext.REPLACEMENTS) source = source.replace(ours, theirs);
  return source;
}

describe('the installed Next.js', () => {
  it.each(patchNext.SEND_PAYLOAD_FILES)('%s is patched once', (file) => {
    const text = installed(file);
    expect(text.split(patchNext.MARKER)).toHaveLength(2);
    expect(text).toContain('res.end(body)');
    expect(text).not.toContain('Buffer.byteLength(payload)');
  });
});

describe('patchSendPayload', () => {
  it.each(patchNext.SEND_PAYLOAD_FILES)('turns the text Next shipped into the installed text (%s)', (file) => {
    const text = installed(file);
    const pristine = unpatched(text);
    expect(pristine).not.toContain(patchNext.MARKER);
    expect(pristine).toContain("res.setHeader('Content-Length', Buffer.byteLength(payload));");
    expect(patchNext.patchSendPayload(pristine, file)).toEqual({ text, changed: true });
  });

  it('leaves a patched file as it is', () => {
    const text = installed(COMMONJS_FILE);
    expect(patchNext.patchSendPayload(text)).toEqual({ text, changed: false });
  });

  it('refuses a file carrying an older version of the patch, asking for a fresh install', () => {
    const pristine = unpatched(installed(COMMONJS_FILE));
    const older = pristine.replace(
      'async function sendRenderResult(',
      '/* news-mobile-web: cached payloads encoded once (scripts/lib/patchNext.cjs) */\nasync function sendRenderResult(',
    );
    expect(() => patchNext.patchSendPayload(older, 'x.js')).toThrow(/x\.js carries an older version.*npm ci/);
  });

  it('refuses a send-payload.js it does not know, naming what is missing', () => {
    const pristine = unpatched(installed(COMMONJS_FILE));
    expect(() => patchNext.patchSendPayload('module.exports = {}', 'x.js')).toThrow(/x\.js no longer has exactly one/);
    expect(() => patchNext.patchSendPayload(pristine.replace('res.end(payload);', 'res.end(payload, cb);'))).toThrow(
      /Next\.js changed/,
    );
    expect(() =>
      patchNext.patchSendPayload(pristine.replace(/async function sendRenderResult\(/g, 'async function send(')),
    ).toThrow(/no longer has sendRenderResult/);
  });
});

describe('the patched sendRenderResult', () => {
  let server: http.Server;
  let base: string;
  /** What the next request is answered with, and as what. */
  let page = '';
  let contentType = 'text/html; charset=utf-8';
  /** Headers the answer already carries when sendRenderResult is called (as proxy.ts or Next set them). */
  let preset: Record<string, string> = {};
  const sentBodies: unknown[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const end = res.end.bind(res);
      res.end = ((chunk: unknown, ...rest: never[]) => {
        sentBodies.push(chunk);
        return end(chunk as never, ...rest);
      }) as typeof res.end;
      for (const [name, value] of Object.entries(preset)) res.setHeader(name, value);
      void sendRenderResult({
        req,
        res,
        result: RenderResult.fromStatic(page, contentType),
        generateEtags: false,
        poweredByHeader: false,
        cacheControl: undefined,
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    sentBodies.length = 0;
    contentType = 'text/html; charset=utf-8';
    preset = {};
  });

  async function fetchPage(html: string, method = 'GET') {
    page = html;
    const response = await fetch(base, { method });
    return {
      headers: response.headers,
      length: response.headers.get('content-length'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  const longChinesePage = `<!DOCTYPE html><html lang="zh-CN"><body>${'澜海日报 · Lanhai Daily — 城市发展规划纲要 😀 '.repeat(800)}</body></html>`;

  it('sends a long two-byte page as the same bytes, with their Content-Length, encoded once', async () => {
    expect(longChinesePage.length).toBeGreaterThan(patchNext.MIN_LENGTH);
    const expected = Buffer.from(longChinesePage, 'utf8');
    for (let n = 0; n < 3; n++) {
      const { length, bytes } = await fetchPage(longChinesePage);
      expect(length).toBe(String(expected.length));
      expect(bytes.equals(expected)).toBe(true);
    }
    expect(sentBodies).toHaveLength(3);
    expect(Buffer.isBuffer(sentBodies[0])).toBe(true);
    // the second and third requests reuse the bytes of the first
    expect(sentBodies[1]).toBe(sentBodies[0]);
    expect(sentBodies[2]).toBe(sentBodies[0]);
  });

  it('sends a short page as the string it was', async () => {
    const shortPage = '<!DOCTYPE html><html lang="zh-CN"><body>澜海日报</body></html>';
    const { length, bytes } = await fetchPage(shortPage);
    expect(length).toBe(String(Buffer.byteLength(shortPage)));
    expect(bytes.toString('utf8')).toBe(shortPage);
    expect(sentBodies).toEqual([shortPage]);
  });

  it('answers HEAD with the length and no body', async () => {
    const { length, bytes } = await fetchPage(longChinesePage, 'HEAD');
    expect(length).toBe(String(Buffer.byteLength(longChinesePage)));
    expect(bytes).toHaveLength(0);
  });
  describe('with an HTML transform registered (instrumentation.ts)', () => {
    const TRANSFORM = Symbol.for('news-mobile-web.transformHtml');
    const registry = globalThis as Record<symbol, unknown>;
    let calls: string[] = [];
    afterEach(() => {
      delete registry[TRANSFORM];
      calls = [];
    });
    const register = (transform: (html: string) => string) => {
      registry[TRANSFORM] = (html: string) => {
        calls.push(html);
        return transform(html);
      };
    };

    it('sends an HTML page transformed, with the length of what it sends, transforming it once', async () => {
      register((html) => html.replace('</body>', '<script>loaded()</script></body>'));
      const page = `<!DOCTYPE html><html><body>${'澜海 '.repeat(5000)}</body></html>`;
      const expected = Buffer.from(page.replace('</body>', '<script>loaded()</script></body>'), 'utf8');
      for (let n = 0; n < 3; n++) {
        const { length, bytes } = await fetchPage(page);
        expect(length).toBe(String(expected.length));
        expect(bytes.equals(expected)).toBe(true);
      }
      expect(calls).toHaveLength(1);
      expect(sentBodies[2]).toBe(sentBodies[0]);
    });

    it('transforms a short HTML page too (once)', async () => {
      register((html) => html.replace('澜海', 'Lanhai'));
      for (let n = 0; n < 2; n++)
        expect((await fetchPage('<html><body>澜海 短页</body></html>')).bytes.toString('utf8')).toBe(
          '<html><body>Lanhai 短页</body></html>',
        );
      expect(calls).toHaveLength(1);
    });

    it('sends other answers (an RSC payload) as Next made them', async () => {
      register(() => 'transformed');
      contentType = 'text/x-component';
      const payload = `0:{"b":"x"}\n1:"${'澜海'.repeat(5000)}"`;
      const { bytes } = await fetchPage(payload);
      expect(bytes.toString('utf8')).toBe(payload);
      expect(calls).toEqual([]);
    });

    it('sends the page as rendered when the transform throws, and says so once', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      register(() => {
        throw new Error('broken');
      });
      for (const page of ['<html><body>一</body></html>', '<html><body>二</body></html>'])
        expect((await fetchPage(page)).bytes.toString('utf8')).toBe(page);
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toMatch(/HTML transform failed/);
      error.mockRestore();
    });
  });

  describe('with page headers registered (instrumentation.ts)', () => {
    const PAGE_HEADERS = Symbol.for('news-mobile-web.pageHeaders');
    const registry = globalThis as Record<symbol, unknown>;
    beforeEach(() => {
      registry[PAGE_HEADERS] = {
        'Content-Security-Policy': "default-src 'self'; frame-ancestors 'self'",
        'X-Content-Type-Options': 'nosniff',
      };
    });
    afterEach(() => {
      delete registry[PAGE_HEADERS];
    });

    it('sets each on a page, a long cached one and a short one alike', async () => {
      for (const html of [longChinesePage, '<html><body>短页</body></html>']) {
        const { headers, bytes } = await fetchPage(html);
        expect(headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'self'");
        expect(headers.get('x-content-type-options')).toBe('nosniff');
        expect(bytes.toString('utf8')).toBe(html);
      }
    });

    it('sets them on other answers too (an RSC payload)', async () => {
      contentType = 'text/x-component';
      const { headers } = await fetchPage('0:{"b":"x"}');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('leaves a header the answer already carries as it is', async () => {
      preset = { 'Content-Security-Policy': "frame-ancestors 'none'" };
      const { headers } = await fetchPage('<html><body>一</body></html>');
      expect(headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('sets none when none are registered', async () => {
      delete registry[PAGE_HEADERS];
      const { headers } = await fetchPage('<html><body>一</body></html>');
      expect(headers.get('content-security-policy')).toBeNull();
      expect(headers.get('x-content-type-options')).toBeNull();
    });
  });
});
