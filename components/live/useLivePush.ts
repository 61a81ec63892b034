'use client';
/**
 * Live pushes for the open broadcast (spec §4): status changes and new reports whose id matches this
 * live, and new comments (the comment lists refetch). Connects only as lib/live/socket allows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { canConnect, openPushSocket, type PushMessage } from '@/lib/live/socket';
import type { LiveReport } from '@/lib/schemas/live';

export interface LivePushConfig {
  url: string;
  token: string;
}

export interface LiveState {
  status: number;
  reports: LiveReport[];
  connected: boolean;
}

function idOf(data: unknown): number | undefined {
  const id = Number((data as { id?: unknown } | null)?.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Applies one pushed message to the live's state (pure: table-tested). */
export function applyPush(state: LiveState, liveId: number, message: PushMessage): LiveState {
  if (idOf(message.data) !== liveId) return state;
  const data = message.data as { status?: unknown; report?: Partial<LiveReport> };
  if (message.type === 'live_status') {
    const status = Number(data.status);
    return [0, 1, 2].includes(status) ? { ...state, status } : state;
  }
  if (message.type === 'live_reporting') {
    const report = data.report;
    const reportId = Number(report?.id);
    if (!report || !Number.isInteger(reportId) || state.reports.some((r) => r.id === reportId)) return state;
    const clean: LiveReport = {
      id: reportId,
      content: String(report.content ?? ''),
      pics: Array.isArray(report.pics) ? report.pics.filter((p): p is string => typeof p === 'string') : [],
      time: String(report.time ?? ''),
      reporter: {
        name: String(report.reporter?.name ?? ''),
        avatar: String(report.reporter?.avatar ?? ''),
      },
    };
    return { ...state, reports: [clean, ...state.reports] };
  }
  return state;
}

export function useLivePush(liveId: number, initial: { status: number; reports: LiveReport[] }, push?: LivePushConfig) {
  const [state, setState] = useState<LiveState>({ ...initial, connected: false });
  const queryClient = useQueryClient();
  const onMessage = useEffectEvent((message: PushMessage) => {
    if (message.type === 'live_discuss' && idOf(message.data) === liveId) {
      void queryClient.invalidateQueries({ queryKey: ['comments', liveId] });
      void queryClient.invalidateQueries({ queryKey: ['comments-hot', liveId] });
      return;
    }
    setState((current) => applyPush(current, liveId, message));
  });
  const onOpen = useEffectEvent((connected: boolean) => setState((current) => ({ ...current, connected })));

  useEffect(() => {
    if (!push || !canConnect(push.url, push.token, window.location.protocol)) return;
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
