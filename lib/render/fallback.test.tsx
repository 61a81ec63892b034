import { notFound, redirect } from 'next/navigation';
import { isValidElement } from 'react';
import { FailedPage, isNotFound, MissingPage, withFallbackMetadata, withFallbackPage } from './fallback';

/** The reading context of the request being rendered: a plain reader, an editor's preview, or none. */
let context: { fresh: boolean } | undefined = { fresh: false };
jest.mock('@/lib/render/readScreen', () => ({ currentContext: () => context }));
jest.mock('@/lib/context', () => ({ bypassesCache: (c: { fresh: boolean }) => c.fresh }));
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => (key: string) => `${namespace}.${key}`,
}));

function thrown(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('nothing thrown');
}

describe('404 and error pages rendered on the server', () => {
  it("recognises Next's notFound() and nothing else", () => {
    expect(isNotFound(thrown(() => notFound()))).toBe(true);
    expect(isNotFound(new Error('platform down'))).toBe(false);
    expect(isNotFound({ digest: 'NEXT_REDIRECT;replace;/home.html;307;' })).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });

  it('a page whose loader ends in notFound() renders the missing page, a failure the failed page', async () => {
    const missing = await withFallbackPage(async () => notFound())({});
    expect(isValidElement(missing) && missing.type).toBe(MissingPage);
    const down = new Error('platform down');
    const failed = await withFallbackPage(async () => Promise.reject(down))({});
    expect(isValidElement(failed) && failed.type).toBe(FailedPage);
    // the failure is thrown again below the view, for the 500 status
    expect(isValidElement<{ error: unknown }>(failed) && failed.props.error).toBe(down);
    expect(await withFallbackPage(async ({ title }: { title: string }) => title)({ title: 'ok' })).toBe('ok');
  });

  it("lets a redirect and Next's own signals go on", async () => {
    const error = await withFallbackPage(async () => redirect('/home.html'))({}).catch((caught: unknown) => caught);
    expect((error as { digest?: string }).digest).toMatch(/^NEXT_REDIRECT;/);
  });

  it("leaves previews (rendered on demand, where the status would stay 200) and unread screens to Next's pages", async () => {
    for (const value of [{ fresh: true }, undefined]) {
      context = value;
      const error = await withFallbackPage(async () => notFound())({}).catch((caught: unknown) => caught);
      expect(isNotFound(error)).toBe(true);
      await expect(withFallbackPage(async () => Promise.reject(new Error('down')))({})).rejects.toThrow('down');
      await expect(withFallbackMetadata(async () => Promise.reject(new Error('down')))({})).rejects.toThrow('down');
    }
    context = { fresh: false };
  });

  it('metadata: the empty state’s title for something missing, the error’s title (not indexed) for a failure', async () => {
    expect(await withFallbackMetadata(async () => notFound())({})).toEqual({ title: 'empty.noContent' });
    expect(await withFallbackMetadata(async () => Promise.reject(new Error('down')))({})).toEqual({
      title: 'errors.network',
      robots: { index: false, follow: false },
    });
    expect(await withFallbackMetadata(async () => ({ title: 'ok' }))({})).toEqual({ title: 'ok' });
  });
});
