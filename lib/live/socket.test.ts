import { canConnect, openPushSocket, PING_AFTER_MS, readPush, RECONNECT_DELAY_MS, type PushMessage } from './socket';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(frame: string) {
    this.sent.push(frame);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}

function start(onMessage: (message: PushMessage) => void = () => {}) {
  FakeSocket.all = [];
  const connected: boolean[] = [];
  const socket = openPushSocket({
    url: 'wss://push.example/ws?siteId=1',
    token: 't k',
    onMessage,
    onConnected: (value) => connected.push(value),
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });
  return { socket, connected };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('canConnect (spec §4)', () => {
  it.each([
    ['wss://a/ws', 'tok', 'https:', true],
    ['wss://a/ws', '', 'https:', false],
    ['ws://a/ws', 'tok', 'https:', false],
    ['ws://localhost:4000/ws', 'tok', 'http:', true],
    ['https://a/ws', 'tok', 'https:', false],
    ['', 'tok', 'http:', false],
  ])('%s with token %j on %s → %s', (url, token, protocol, expected) => {
    expect(canConnect(url, token, protocol)).toBe(expected);
  });
});

describe('readPush', () => {
  it.each([
    [{ type: 'live_status', code: 200, data: { id: 1, status: 2 } }, true],
    [{ type: 'live_reporting', code: '200', data: {} }, true],
    [{ type: 'live_discuss', code: 200, data: {} }, true],
    [{ type: 'live_status', code: 500, data: {} }, false],
    [{ type: 'ping', code: 200, data: null }, false],
    [{ type: 'live_status_subscribe', code: 200, data: {} }, false],
    [{ type: 'other', code: 200 }, false],
  ])('%j handled: %s', (message, handled) => {
    expect(readPush(JSON.stringify(message)) !== undefined).toBe(handled);
  });

  it('ignores frames that are not JSON objects', () => {
    expect(readPush('not json')).toBeUndefined();
    expect(readPush('null')).toBeUndefined();
    expect(readPush(new ArrayBuffer(2))).toBeUndefined();
  });
});

describe('openPushSocket', () => {
  it('connects with the token, passes handled messages on, and reports the connection', () => {
    const received: PushMessage[] = [];
    const { connected } = start((message) => received.push(message));
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe('wss://push.example/ws?siteId=1&token=t%20k');
    socket.open();
    socket.onmessage?.({ data: JSON.stringify({ type: 'live_status', code: 200, data: { id: 3, status: 1 } }) });
    socket.onmessage?.({ data: JSON.stringify({ type: 'ping', code: 200 }) });
    expect(received).toEqual([{ type: 'live_status', code: 200, data: { id: 3, status: 1 } }]);
    expect(connected).toEqual([true]);
  });

  it('reconnects 4 s after a close, one attempt at a time', () => {
    const { connected } = start();
    const first = FakeSocket.all[0]!;
    first.open();
    first.onerror?.();
    first.close();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(connected).toEqual([true, false]);
  });

  it('pings after 60 s of silence and closes a socket that is not open 60 s later', () => {
    start();
    const socket = FakeSocket.all[0]!;
    socket.open();
    jest.advanceTimersByTime(PING_AFTER_MS);
    expect(socket.sent).toEqual([JSON.stringify({ type: 'ping' })]);
    socket.readyState = 0;
    jest.advanceTimersByTime(PING_AFTER_MS);
    expect(socket.closed).toBe(true);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('a message resets the silence clock', () => {
    start();
    const socket = FakeSocket.all[0]!;
    socket.open();
    jest.advanceTimersByTime(PING_AFTER_MS - 1000);
    socket.onmessage?.({ data: '{}' });
    jest.advanceTimersByTime(PING_AFTER_MS - 1000);
    expect(socket.sent).toEqual([]);
  });

  it('close() stops everything: no reconnect', () => {
    const { socket } = start();
    FakeSocket.all[0]!.open();
    socket.close();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 3 + PING_AFTER_MS * 3);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
