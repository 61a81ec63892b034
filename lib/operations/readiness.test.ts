/** readiness: ready when every probe passes in time; a failing or hanging probe is named with its problem. */
import { readiness } from './readiness';

jest.mock('../api/server', () => ({ serverApi: () => undefined }));

describe('readiness', () => {
  it('is ready when every probe answers', async () => {
    const result = await readiness({ platform: async () => undefined, config: async () => undefined });
    expect(result).toMatchObject({ ready: true, checks: { platform: { ok: true }, config: { ok: true } } });
  });

  it('names a probe that fails and one that does not answer in time', async () => {
    const result = await readiness(
      {
        platform: () => new Promise(() => undefined),
        config: async () => undefined,
        redis: async () => {
          throw new Error('not connected');
        },
      },
      50,
    );
    expect(result).toEqual({
      ready: false,
      checks: {
        platform: { ok: false, ms: expect.any(Number), problem: 'no answer within 50 ms' },
        config: { ok: true, ms: expect.any(Number) },
        redis: { ok: false, ms: expect.any(Number), problem: 'not connected' },
      },
    });
  });
});
