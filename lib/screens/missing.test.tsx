import { notFound } from 'next/navigation';
import { isValidElement } from 'react';
import { isNotFound, MissingPage, orMissingPage } from './missing';

/** The reading context of the request being rendered: a plain reader, an editor's preview, or none. */
let context: { fresh: boolean } | undefined = { fresh: false };
jest.mock('@/lib/screen', () => ({ currentContext: () => context }));
jest.mock('@/lib/context', () => ({ bypassesCache: (c: { fresh: boolean }) => c.fresh }));

function thrown(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('nothing thrown');
}

describe('404 pages rendered on the server', () => {
  it("recognises Next's notFound() and nothing else", () => {
    expect(isNotFound(thrown(() => notFound()))).toBe(true);
    expect(isNotFound(new Error('platform down'))).toBe(false);
    expect(isNotFound({ digest: 'NEXT_REDIRECT;replace;/home.html;307;' })).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });

  it('a page whose loader ends in notFound() renders the missing page; other errors go on', async () => {
    const missing = await orMissingPage(async () => notFound())({});
    expect(isValidElement(missing) && missing.type).toBe(MissingPage);
    await expect(orMissingPage(async () => Promise.reject(new Error('platform down')))({})).rejects.toThrow(
      'platform down',
    );
    expect(await orMissingPage(async ({ title }: { title: string }) => title)({ title: 'ok' })).toBe('ok');
  });

  it("leaves previews (rendered on demand, where the status would stay 200) and unread screens to Next's 404", async () => {
    for (const value of [{ fresh: true }, undefined]) {
      context = value;
      const error = await orMissingPage(async () => notFound())({}).catch((caught: unknown) => caught);
      expect(isNotFound(error)).toBe(true);
    }
    context = { fresh: false };
  });
});
