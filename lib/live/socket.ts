/**
 * The platform's push channel (spec §4 "Websocket"): connects only to a secure address (wss://, or ws://
 * from a page that is itself served over plain http, the local demo) when a websocket token exists;
 * reconnects 4 s after a close or an error, one attempt at a time; sends a ping after 60 s of silence and
 * closes the socket if it is still not open 60 s later. Only messages with code 200 are passed on; ping and
 * live_status_subscribe are ignored.
 */
export const RECONNECT_DELAY_MS = 4_000;
export const PING_AFTER_MS = 60_000;

export type PushType = 'ping' | 'live_status' | 'live_status_subscribe' | 'live_reporting' | 'live_discuss';

export interface PushMessage {
  type: PushType;
  code: number;
  data: unknown;
}

const HANDLED: PushType[] = ['live_status', 'live_reporting', 'live_discuss'];

/** Whether the spec lets the page connect to this address with this token. */
export function canConnect(url: string, token: string, pageProtocol: string): boolean {
  if (!token) return false;
  if (url.startsWith('wss://')) return true;
  return url.startsWith('ws://') && pageProtocol === 'http:';
}

/** Reads one frame: a handled message with code 200, or undefined for anything else. */
export function readPush(raw: unknown): PushMessage | undefined {
  if (typeof raw !== 'string') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { type, code, data } = value as Record<string, unknown>;
  if (Number(code) !== 200 || typeof type !== 'string' || !HANDLED.includes(type as PushType)) return undefined;
  return { type: type as PushType, code: 200, data };
}

export interface PushSocketOptions {
  url: string;
  token: string;
  onMessage: (message: PushMessage) => void;
  /** Told when the socket opens (true) and when it is lost (false). */
  onConnected?: (connected: boolean) => void;
  /** For tests: the WebSocket constructor and the clock. */
  createSocket?: (url: string) => WebSocket;
  setTimer?: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
}

export interface PushSocket {
  close(): void;
}

export function openPushSocket(options: PushSocketOptions): PushSocket {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer));
  const address = `${options.url}${options.url.includes('?') ? '&' : '?'}token=${encodeURIComponent(options.token)}`;
  let socket: WebSocket | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const watchSilence = () => {
    if (silence) clearTimer(silence);
    silence = setTimer(() => {
      if (socket?.readyState === 1) socket.send(JSON.stringify({ type: 'ping' }));
      silence = setTimer(() => {
        if (socket && socket.readyState !== 1) socket.close();
        else watchSilence();
      }, PING_AFTER_MS);
    }, PING_AFTER_MS);
  };

  const scheduleReconnect = () => {
    if (stopped || reconnect) return;
    reconnect = setTimer(() => {
      reconnect = undefined;
      connect();
    }, RECONNECT_DELAY_MS);
  };

  const connect = () => {
    if (stopped) return;
    const current = create(address);
    socket = current;
    current.onopen = () => {
      options.onConnected?.(true);
      watchSilence();
    };
    current.onmessage = (event: MessageEvent) => {
      watchSilence();
      const message = readPush(event.data);
      if (message) options.onMessage(message);
    };
    current.onerror = () => scheduleReconnect();
    current.onclose = () => {
      if (socket !== current) return;
      options.onConnected?.(false);
      scheduleReconnect();
    };
    watchSilence();
  };

  connect();
  return {
    close() {
      stopped = true;
      if (reconnect) clearTimer(reconnect);
      if (silence) clearTimer(silence);
      socket?.close();
    },
  };
}
