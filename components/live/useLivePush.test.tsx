/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/AppProviders';
import { makeQueryClient, QueryScope } from '@/components/providers/queries';
import type { PushSocketOptions } from '@/lib/live/socket';
import type { LiveView } from '@/lib/schemas/live';
import { TEST_RUNTIME } from '@/tests/utils/renderWithProviders';
import { applyPush, catchUp, useLivePush, type LiveState } from './useLivePush';

/** The push socket the hook opens: its options are kept, so a test can say it connected. */
const opened: PushSocketOptions[] = [];
jest.mock('@/lib/live/socket', () => ({
  ...jest.requireActual('@/lib/live/socket'),
  openPushSocket: (options: PushSocketOptions) => {
    opened.push(options);
    return { close() {} };
  },
}));

const state: LiveState = {
  status: 0,
  connected: true,
  reports: [
    {
      id: 1,
      content: 'old',
      pictures: [],
      time: '',
      reporter: { name: '', avatar: '' },
      keyEvent: false,
      pinned: false,
    },
  ],
  keyEvents: [],
  pinned: null,
};

describe('applyPush', () => {
  it('changes the status of this live only, and only to a known status', () => {
    expect(applyPush(state, 9, { type: 'live_status', code: 200, data: { id: 9, status: 1 } }).status).toBe(1);
    expect(applyPush(state, 9, { type: 'live_status', code: 200, data: { id: 8, status: 1 } })).toBe(state);
    expect(applyPush(state, 9, { type: 'live_status', code: 200, data: { id: 9, status: 7 } })).toBe(state);
  });

  it('puts a new report on top, once', () => {
    const message = {
      type: 'live_reporting' as const,
      code: 200,
      data: {
        id: 9,
        report: {
          id: 2,
          content: 'new',
          pics: ['https://media.example/2.jpg'],
          time: '2026-11-22 10:00:00',
          reporter: { name: 'A' },
        },
      },
    };
    const next = applyPush(state, 9, message);
    expect(next.reports.map((r) => r.id)).toEqual([2, 1]);
    expect(next.reports[0]).toEqual({
      id: 2,
      content: 'new',
      pictures: ['https://media.example/2.jpg'],
      time: '2026-11-22 10:00:00',
      reporter: { name: 'A', avatar: '' },
      keyEvent: false,
      pinned: false,
    });
    expect(applyPush(next, 9, message)).toBe(next);
    expect(applyPush(state, 9, { ...message, data: { id: 9, report: { content: 'no id' } } })).toBe(state);
  });
});

describe('applyPush: the newsroom’s marks', () => {
  const report = (id: number, marks: { keyEvent?: boolean; pinned?: boolean } = {}) => ({
    id,
    content: `r${id}`,
    pics: [],
    time: '',
    reporter: { name: '', avatar: '' },
    keyEvent: Boolean(marks.keyEvent),
    pinned: Boolean(marks.pinned),
  });
  const push = (current: LiveState, id: number, marks: { keyEvent?: boolean; pinned?: boolean } = {}) =>
    applyPush(current, 9, { type: 'live_reporting', code: 200, data: { id: 9, report: report(id, marks) } });

  it('a new key event goes on top of both lists; a report pushed again takes its place, marks and all', () => {
    const first = push(state, 2, { keyEvent: true });
    expect(first.reports.map((r) => r.id)).toEqual([2, 1]);
    expect(first.keyEvents.map((r) => r.id)).toEqual([2]);
    const marked = push(first, 1, { keyEvent: true, pinned: true });
    expect(marked.reports.map((r) => [r.id, r.keyEvent])).toEqual([
      [2, true],
      [1, true],
    ]);
    expect(marked.keyEvents.map((r) => r.id)).toEqual([2, 1]);
    expect(marked.pinned?.id).toBe(1);
    // a push carries all of a report's marks: unmarked, it leaves the key events; the pin moves, or goes
    const moved = push(push(marked, 2, { keyEvent: true, pinned: true }), 1);
    expect(moved.keyEvents.map((r) => r.id)).toEqual([2]);
    expect(moved.pinned?.id).toBe(2);
    expect(push(moved, 2).pinned).toBeNull();
  });
});

describe('catchUp', () => {
  const report = (id: number) => ({
    id,
    content: `r${id}`,
    pictures: [],
    time: '',
    reporter: { name: '', avatar: '' },
    keyEvent: false,
    pinned: false,
  });
  const main: LiveView['main'] = {
    id: 9,
    title: 'live',
    status: 1,
    startTime: '',
    bigPicture: '',
    abstract: '',
    liveUrl: 'https://media.example/live.m3u8',
    playbackUrl: '',
  };
  const read = (ids: number[], status = 1): LiveView => ({
    main: { ...main, status },
    readCount: 0,
    list: ids.map(report),
    keyEvents: [],
    pinned: null,
  });
  const served = (ids: number[]): LiveState => ({
    status: 0,
    connected: true,
    reports: ids.map(report),
    keyEvents: [],
    pinned: null,
  });

  it.each([
    [
      'a page served before the live began takes the status, record and reports it missed',
      [2, 1],
      [4, 3, 2, 1],
      [4, 3, 2, 1],
    ],
    ['a report pushed while the read was under way stays on top', [5, 2, 1], [4, 3, 2, 1], [5, 4, 3, 2, 1]],
    ['older reports the read no longer reaches (first page only) stay below', [3, 2, 1], [4, 3], [4, 3, 2, 1]],
    ['nothing read yet: the served reports stay', [2, 1], [], [2, 1]],
  ])('%s', (_name, shown, fetched, expected) => {
    const next = catchUp(served(shown), read(fetched), true);
    expect(next.reports.map((r) => r.id)).toEqual(expected);
    expect(next.status).toBe(1);
    expect(next.main?.liveUrl).toBe('https://media.example/live.m3u8');
    expect(next.connected).toBe(true);
  });

  it('leaves a status pushed during the read alone (the push is newer)', () => {
    const pushed = { ...served([1]), status: 2 };
    expect(catchUp(pushed, read([1], 1), false).status).toBe(2);
    expect(catchUp(pushed, read([1], 1), true).status).toBe(1);
  });
});

describe('useLivePush', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    opened.length = 0;
  });

  it('refetches the comment lists each time the socket connects: a comment pushed while it was down is caught up', async () => {
    // the live read afresh on connecting: an empty answer leaves the state as served
    global.fetch = jest.fn(
      async () => ({ ok: true, status: 200, json: async () => ({ status: 0, data: {} }) }) as unknown as Response,
    ) as typeof fetch;
    const queryClient = makeQueryClient();
    const invalidated: unknown[] = [];
    jest
      .spyOn(queryClient, 'invalidateQueries')
      .mockImplementation(async (filters) => void invalidated.push(filters?.queryKey));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders runtime={TEST_RUNTIME} queryClient={queryClient}>
        <QueryScope>{children}</QueryScope>
      </AppProviders>
    );
    const { result } = renderHook(
      () =>
        useLivePush(
          7,
          { status: 1, reports: [], keyEvents: [], pinned: null },
          { url: 'ws://platform.test/ws', token: 't' },
        ),
      { wrapper },
    );
    expect(opened).toHaveLength(1);
    await act(async () => opened[0]!.onConnected?.(true));
    expect(result.current.connected).toBe(true);
    expect(invalidated).toEqual([
      ['comments', 7],
      ['comments-hot', 7],
    ]);
    // lost: nothing to read until it is back
    await act(async () => opened[0]!.onConnected?.(false));
    expect(invalidated).toHaveLength(2);
    await act(async () => opened[0]!.onConnected?.(true));
    expect(invalidated).toHaveLength(4);
    // a comment pushed for another live refetches nothing
    await act(async () => opened[0]!.onMessage({ type: 'live_discuss', code: 200, data: { id: 8 } }));
    expect(invalidated).toHaveLength(4);
  });
});
