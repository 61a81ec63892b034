'use client';
/**
 * Live pushes for the open broadcast (spec §4): status changes and new reports whose id matches this
 * live, and new comments (the comment lists refetch). Connects only as lib/live/socket allows.
 *
 * The page itself may be up to 30 s old (it is cached), and a push sent before the socket opened (or
 * while it was lost) is never seen again: so each time the socket connects (or once, where there are no
 * pushes) the page reads the live afresh and its comment lists refetch.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isEmpty } from '@/lib/api/answer';
import { fetchLiveView } from '@/lib/api/content';
import { canConnect, openPushSocket, type PushMessage } from '@/lib/live/socket';
import { liveReportSchema, type LiveReport, type LiveView } from '@/lib/schemas/live';
import { useApi } from '../providers/RuntimeContext';

export interface LivePushConfig {
  url: string;
  token: string;
}

export interface LiveState {
  status: number;
  reports: LiveReport[];
  /** The newsroom's key events (newest first) and pinned report, kept up to date by the pushes. */
  keyEvents: LiveReport[];
  pinned: LiveReport | null;
  connected: boolean;
  /** The live's record as last read in the browser (addresses, times), over the one the page was served with. */
  main?: LiveView['main'];
}

function idOf(data: unknown): number | undefined {
  const id = Number((data as { id?: unknown } | null)?.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Applies one pushed message to the live's state (pure: table-tested). */
export function applyPush(state: LiveState, liveId: number, message: PushMessage): LiveState {
  if (idOf(message.data) !== liveId) return state;
  const data = message.data as { status?: unknown; report?: unknown };
  if (message.type === 'live_status') {
    const status = Number(data.status);
    return [0, 1, 2].includes(status) ? { ...state, status } : state;
  }
  if (message.type === 'live_reporting') {
    // a pushed report is a platform answer too: read through the schema of the live's own reports; one
    // pushed again is the newsroom marking it (a key event, pinned): it takes its place
    const parsed = liveReportSchema.safeParse(data.report);
    if (!parsed.success) return state;
    const report = parsed.data;
    const known = state.reports.find((r) => r.id === report.id);
    // the same report again (a push repeated, or met by a read): nothing changes
    if (known && JSON.stringify(known) === JSON.stringify(report)) return state;
    return withMarks(
      {
        ...state,
        reports: known ? state.reports.map((r) => (r.id === report.id ? report : r)) : [report, ...state.reports],
      },
      report,
    );
  }
  return state;
}

/** The key events and the pinned report after a report's marks (pure). */
function withMarks(state: LiveState, report: LiveReport): LiveState {
  const others = state.keyEvents.filter((r) => r.id !== report.id);
  return {
    ...state,
    keyEvents: report.keyEvent ? [report, ...others].sort((a, b) => b.id - a.id) : others,
    pinned: report.pinned ? report : state.pinned?.id === report.id ? null : state.pinned,
  };
}

/**
 * Applies a fresh read of the live (pure: table-tested): its record and its reports, keeping the pushed
 * reports the read does not have yet on top. Its status only with `withStatus` (false when a status push
 * arrived while the read was under way: the push is newer).
 */
export function catchUp(state: LiveState, view: LiveView, withStatus: boolean): LiveState {
  const read = new Set(view.list.map((report) => report.id));
  const newest = Math.max(0, ...read);
  const unread = state.reports.filter((report) => !read.has(report.id));
  return {
    ...state,
    status: withStatus ? view.main.status : state.status,
    main: view.main,
    keyEvents: view.keyEvents,
    pinned: view.pinned,
    reports: [
      ...unread.filter((report) => report.id > newest),
      ...view.list,
      ...unread.filter((report) => report.id <= newest),
    ],
  };
}

export function useLivePush(
  liveId: number,
  initial: Pick<LiveState, 'status' | 'reports' | 'keyEvents' | 'pinned'>,
  push?: LivePushConfig,
) {
  const [state, setState] = useState<LiveState>({ ...initial, connected: false });
  const queryClient = useQueryClient();
  const api = useApi();
  // status pushes seen so far: a read that started before one of them must not undo it
  const statusPushes = useRef(0);
  const refetchComments = () => {
    void queryClient.invalidateQueries({ queryKey: ['comments', liveId] });
    void queryClient.invalidateQueries({ queryKey: ['comments-hot', liveId] });
  };
  const onMessage = useEffectEvent((message: PushMessage) => {
    if (message.type === 'live_discuss' && idOf(message.data) === liveId) {
      refetchComments();
      return;
    }
    if (message.type === 'live_status' && idOf(message.data) === liveId) statusPushes.current++;
    setState((current) => applyPush(current, liveId, message));
  });
  const readAfresh = useEffectEvent(async () => {
    const seen = statusPushes.current;
    try {
      const view = await fetchLiveView(api, liveId);
      if (!isEmpty(view)) setState((current) => catchUp(current, view, statusPushes.current === seen));
    } catch (error) {
      // the page keeps what it was served with; the next push or a reload brings it up to date
      console.warn('[live] could not read the live afresh', error);
    }
  });
  const onOpen = useEffectEvent((connected: boolean) => {
    setState((current) => ({ ...current, connected }));
    if (!connected) return;
    void readAfresh();
    refetchComments();
  });

  useEffect(() => {
    if (!push || !canConnect(push.url, push.token, window.location.protocol)) {
      void readAfresh();
      return;
    }
    const socket = openPushSocket({
      url: push.url,
      token: push.token,
      onMessage,
      onConnected: onOpen,
    });
    return () => socket.close();
  }, [push]);

  return state;
}
