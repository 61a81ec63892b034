import { z } from 'zod';
import { TEST_RUNTIME } from '@/tests/utils/renderWithProviders';
import { browserClient } from './RuntimeContext';

describe('browserClient', () => {
  it('is one client per page', () => {
    const runtime = { ...TEST_RUNTIME };
    expect(browserClient(runtime, undefined)).toBe(browserClient(runtime, undefined));
  });

  it("starts loading a call's schema at once, beside the client's own chunk", () => {
    const loader = jest.fn(async () => z.object({}));
    const client = browserClient({ ...TEST_RUNTIME }, undefined);
    const pending = client.call({ name: 'x', base: 'base', path: 'x', schema: loader });
    // synchronously: nothing has been fetched yet, and the schema is already on its way
    expect(loader).toHaveBeenCalledTimes(1);
    pending.catch(() => undefined);
  });
});
