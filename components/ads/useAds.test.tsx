/** @jest-environment jsdom */
import { renderHook, waitFor } from '@testing-library/react';
import { AppProviders } from '@/components/providers/AppProviders';
import { makeQueryClient, QueryScope } from '@/components/providers/queries';
import { TEST_RUNTIME } from '@/tests/utils/renderWithProviders';
import { useAds } from './useAds';

const placement = { kind: 'column', columnId: 1 } as const;
const adsAnswer = {
  status: 0,
  message: 'success',
  data: {
    list: [
      {
        advID: 2,
        title: '报名通道开启',
        imgUrl: 'http://platform.test/media/pic/a.jpg',
        width: 640,
        height: 360,
        linkUrl: 'http://platform.test/h5.html',
        index: 5,
      },
    ],
  },
};

/** jsdom has no Response: what the client reads of one. */
const answer = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

function setup() {
  const queryClient = makeQueryClient();
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <AppProviders runtime={TEST_RUNTIME} queryClient={queryClient}>
      <QueryScope>{children}</QueryScope>
    </AppProviders>
  );
  return { queryClient, wrapper };
}

describe('useAds', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('gives the ads of the placement', async () => {
    global.fetch = jest.fn(async () => answer(adsAnswer)) as typeof fetch;
    const { wrapper } = setup();
    const { result } = renderHook(() => useAds(placement, true), { wrapper });
    await waitFor(() => expect(result.current.map((ad) => ad.id)).toEqual([2]));
  });

  it('a failed load logs a warning and gives no ads', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = jest.fn(async () => answer('bad gateway', 502)) as typeof fetch;
    const { wrapper, queryClient } = setup();
    renderHook(() => useAds(placement, true), { wrapper });
    await waitFor(() => expect(queryClient.getQueryData(['ads', placement])).toEqual([]));
    expect(warn.mock.calls[0]![0]).toMatch(/^\[ads\] column ads not loaded: /);
  });

  it('a call cancelled by leaving the screen is not remembered as "no ads"', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let started = false;
    global.fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          started = true;
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as typeof fetch;
    const { wrapper, queryClient } = setup();
    const { unmount } = renderHook(() => useAds(placement, true), { wrapper });
    await waitFor(() => expect(started).toBe(true));
    unmount();
    await waitFor(() => expect(queryClient.getQueryState(['ads', placement])?.fetchStatus).toBe('idle'));
    expect(queryClient.getQueryData(['ads', placement])).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    // back on the screen: asked again, and shown
    global.fetch = jest.fn(async () => answer(adsAnswer)) as typeof fetch;
    const { result } = renderHook(() => useAds(placement, true), { wrapper });
    await waitFor(() => expect(result.current.map((ad) => ad.id)).toEqual([2]));
  });
});
