import { applyPush, type LiveState } from './useLivePush';

const state: LiveState = {
  status: 0,
  connected: true,
  reports: [{ id: 1, content: 'old', pics: [], time: '', reporter: { name: '', avatar: '' } }],
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
      data: { id: 9, report: { id: 2, content: 'new', time: '2026-11-22 10:00:00', reporter: { name: 'A' } } },
    };
    const next = applyPush(state, 9, message);
    expect(next.reports.map((r) => r.id)).toEqual([2, 1]);
    expect(next.reports[0]).toEqual({
      id: 2,
      content: 'new',
      pics: [],
      time: '2026-11-22 10:00:00',
      reporter: { name: 'A', avatar: '' },
    });
    expect(applyPush(next, 9, message)).toBe(next);
    expect(applyPush(state, 9, { ...message, data: { id: 9, report: { content: 'no id' } } })).toBe(state);
  });
});
