// A small socket.io client for the widget's realtime counts: the Socket.IO protocol (v5) over Engine.IO v4 on a
// WebSocket only, main namespace, no long-polling, no binary packets, no acknowledgements. It connects with the
// auth payload, answers the server's pings, hands each event to its listeners, and after a lost connection
// reconnects with a doubling, jittered delay as socket.io-client does. A refused connect (the server's
// middleware said no) or a disconnect by the server is final, also as socket.io-client does.
import type { RealtimeSocket, RealtimeSocketOptions } from './unseen-count.types.js';

type Listener = (payload: unknown) => void;

/** Engine.IO packet types (the first character of a frame). */
const ENGINE = { open: '0', close: '1', ping: '2', pong: '3', message: '4' } as const;
/** Socket.IO packet types (the character after an Engine.IO message). */
const SOCKET = { connect: '0', disconnect: '1', event: '2', connectError: '4' } as const;

/** The WebSocket address of the socket.io endpoint at `url`'s origin. */
export function socketIoEndpoint(url: string, path = '/socket.io/'): string {
  const endpoint = new URL(path, url);
  endpoint.protocol = endpoint.protocol === 'https:' ? 'wss:' : 'ws:';
  endpoint.searchParams.set('EIO', '4');
  endpoint.searchParams.set('transport', 'websocket');
  return endpoint.href;
}

/** The wait before reconnection number `attempt` (0-based): doubling from `min` up to `max`, give or take half. */
export function reconnectDelay(attempt: number, min: number, max: number, random = Math.random()): number {
  const base = Math.min(min * 2 ** attempt, max);
  const deviation = Math.floor(random * 0.5 * base);
  return Math.min(Math.floor(random * 10) % 2 === 0 ? base - deviation : base + deviation, max);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Connects at once; the socket reports 'connect', 'connect_error' (an Error), 'disconnect' (a reason) and events. */
export function connectSocketIo(url: string, options: RealtimeSocketOptions = {}): RealtimeSocket {
  const { auth, reconnectionDelay = 1000, reconnectionDelayMax = 5000, timeout = 20_000 } = options;
  const Transport = options.WebSocket ?? globalThis.WebSocket;
  const listeners = new Map<string, Listener[]>();
  const emit = (event: string, payload?: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  let ws: WebSocket | undefined;
  let opened = false;
  let connected = false;
  let stopped = false;
  let attempts = 0;
  let pingWindow = timeout;
  // One timer at a time: the connection timeout, the wait for the next ping, or the wait before reconnecting.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const after = (ms: number, then: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(then, ms);
  };

  const close = () => {
    clearTimeout(timer);
    const current = ws;
    ws = undefined;
    if (!current) return;
    current.onopen = current.onmessage = current.onclose = null;
    current.onerror = () => undefined;
    current.close();
  };
  const send = (frame: string) => {
    if (ws?.readyState === 1) ws.send(frame);
  };
  /** The connection ended without being asked to: report it, then try again later. */
  const lost = (reason: string) => {
    close();
    if (connected) {
      connected = false;
      emit('disconnect', reason);
    } else emit('connect_error', new Error(reason));
    if (!stopped) after(reconnectDelay(attempts++, reconnectionDelay, reconnectionDelayMax), open);
  };
  /** The server ended it: no reconnection. */
  const ended = (event: string, payload: unknown) => {
    close();
    connected = false;
    emit(event, payload);
  };

  const receiveSocketPacket = (packet: string) => {
    // An acknowledgement id may sit between the type and the payload; the widget asks for none.
    const body = packet.slice(1).replace(/^\d+/, '');
    switch (packet[0]) {
      case SOCKET.connect:
        // A repeated connect packet is not a reconnection.
        if (connected) return;
        connected = true;
        attempts = 0;
        return emit('connect');
      case SOCKET.connectError: {
        const refusal = parse(body) as { message?: unknown; data?: unknown } | undefined;
        const error = Object.assign(new Error(String(refusal?.message ?? 'connection refused')), {
          data: refusal?.data,
        });
        return ended('connect_error', error);
      }
      case SOCKET.disconnect:
        return ended('disconnect', 'io server disconnect');
      case SOCKET.event: {
        const args = parse(body);
        if (Array.isArray(args) && typeof args[0] === 'string') emit(args[0], args[1]);
        return;
      }
    }
  };
  const receive = (frame: string) => {
    switch (frame[0]) {
      case ENGINE.open: {
        // One handshake per transport: a repeated open packet asks for no second connect.
        if (opened) return;
        opened = true;
        const handshake = parse(frame.slice(1)) as
          { pingInterval?: number; pingTimeout?: number } | undefined;
        pingWindow = (handshake?.pingInterval ?? 25_000) + (handshake?.pingTimeout ?? 20_000);
        after(pingWindow, () => lost('ping timeout'));
        return send(`${ENGINE.message}${SOCKET.connect}${auth ? JSON.stringify(auth) : ''}`);
      }
      case ENGINE.ping:
        after(pingWindow, () => lost('ping timeout'));
        return send(ENGINE.pong);
      case ENGINE.close:
        return lost('transport close');
      case ENGINE.message:
        return receiveSocketPacket(frame.slice(1));
    }
  };
  const open = () => {
    const current = new Transport(socketIoEndpoint(url));
    ws = current;
    opened = false;
    after(timeout, () => lost('timeout'));
    current.onmessage = (event: MessageEvent) => receive(String(event.data));
    current.onerror = () => lost('websocket error');
    current.onclose = () => lost('transport close');
  };

  open();
  return {
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    disconnect() {
      stopped = true;
      send(`${ENGINE.message}${SOCKET.disconnect}`);
      close();
      if (!connected) return;
      connected = false;
      emit('disconnect', 'io client disconnect');
    },
  };
}
