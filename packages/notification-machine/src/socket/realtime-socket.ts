// The realtime socket (docs/product.md §7) on socket.io-client: the widget token in the handshake's auth, the
// websocket transport only, reconnection with the docs/product.md §9 backoff. The library loads on first use,
// after the session starts.
import { DATA_CHANGED_EVENT, SOCKET_EVENT, TIMINGS } from '@herald/notification-protocol';
import type {
  DataChanged,
  NotificationMessage,
  UnreadCountChanged,
  UnseenCountChanged,
} from '@herald/notification-protocol';
import { messageOf } from '../data/data-policy.js';
import {
  INVALID_SOCKET_PAYLOAD_LOG,
  SOCKET_CLOSED_BY_SERVER_MESSAGE,
  SOCKET_CONNECT_ERROR_LOG,
} from '../messages.js';
import type { RealtimeInput, RealtimeSocket, RealtimeSocketOptions, SocketEvent } from './socket.types.js';

/** The count events and the field of their payload that carries the count. */
const COUNT_EVENTS = [
  [SOCKET_EVENT.unseenCountChanged, 'unseenCount'],
  [SOCKET_EVENT.unreadCountChanged, 'unreadCount'],
] as const;
/** socket.io-client's reason for a disconnect the server asked for. */
const SERVER_DISCONNECT = 'io server disconnect';

/**
 * The default socket: socket.io-client, loaded on first use. Where the page has a WebSocket (browsers, and DOM
 * test environments that route it) the client uses that one; elsewhere (Node) socket.io-client's own.
 */
export async function createRealtimeSocket(
  url: string,
  options: RealtimeSocketOptions,
): Promise<RealtimeSocket> {
  const [{ io }, { WebSocket: PageWebSocket }] = await Promise.all([
    import('socket.io-client'),
    import('engine.io-client'),
  ]);
  const transports = typeof globalThis.WebSocket === 'function' ? [PageWebSocket] : ['websocket' as const];
  // Each actor owns its connection: a renewed token opens a new one beside the old one's close.
  return io(url, { ...options, transports, forceNew: true });
}

/** Automated browsers (WebDriver, Playwright, Puppeteer) set navigator.webdriver; tests then wait longer. */
export function isUnderTestRunner(): boolean {
  return typeof navigator !== 'undefined' && navigator.webdriver === true;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/**
 * Opens the realtime socket with the token as auth and reports what it hears to `sendBack`: connects and
 * disconnects, connection errors (logged too, never silent), a refused token, count changes, new messages and
 * changes of the host's data.
 * Returns the function that closes it.
 */
export function listenToRealtime(input: RealtimeInput, sendBack: (event: SocketEvent) => void): () => void {
  let socket: RealtimeSocket | undefined;
  let stopped = false;
  const refused = (error: unknown) => {
    console.error(SOCKET_CONNECT_ERROR_LOG, error);
    if (!stopped) sendBack({ type: 'socket.connectError', message: messageOf(error) });
  };
  const listen = (opened: RealtimeSocket) => {
    if (stopped) return void opened.disconnect();
    socket = opened;
    // A connect packet answered twice reports one connection: only a connect after a disconnect is a reconnect.
    let live = false;
    opened.on('connect', () => {
      if (!live) sendBack({ type: 'socket.connected' });
      live = true;
    });
    opened.on('disconnect', (reason: string) => {
      live = false;
      sendBack({ type: 'socket.disconnected', reason });
      // The server ended the session's sockets (its key or credential changed): socket.io-client does not
      // reconnect on its own, and only a renewed token may connect again.
      if (reason === SERVER_DISCONNECT && !stopped) {
        sendBack({ type: 'socket.refused', message: SOCKET_CLOSED_BY_SERVER_MESSAGE });
      }
    });
    // A handshake the server refused ends socket.io-client's reconnection: the session renews the token and
    // a new socket opens with it, so this is no error to log.
    opened.on('connect_error', (error: unknown) => {
      if (opened.active !== false) return refused(error);
      if (!stopped) sendBack({ type: 'socket.refused', message: messageOf(error) });
    });
    for (const [event, field] of COUNT_EVENTS) {
      opened.on(event, (payload: Partial<UnseenCountChanged & UnreadCountChanged> | undefined) => {
        if (!isCount(payload?.[field])) return console.error(INVALID_SOCKET_PAYLOAD_LOG, event, payload);
        sendBack({ type: 'socket.countChanged', [field]: payload[field], hasMore: payload.hasMore === true });
      });
    }
    opened.on(
      SOCKET_EVENT.notificationReceived,
      (payload: { message?: Partial<NotificationMessage> } | undefined) => {
        const message = payload?.message;
        if (typeof message?._id !== 'string' || typeof message.createdAt !== 'string') {
          return console.error(INVALID_SOCKET_PAYLOAD_LOG, SOCKET_EVENT.notificationReceived, payload);
        }
        sendBack({ type: 'socket.notificationReceived', message: message as NotificationMessage });
      },
    );
    opened.on(DATA_CHANGED_EVENT, (payload: Partial<DataChanged> | undefined) => {
      const resource = payload?.resource;
      if (typeof resource !== 'string' || resource === '') {
        return console.error(INVALID_SOCKET_PAYLOAD_LOG, DATA_CHANGED_EVENT, payload);
      }
      sendBack({ type: 'socket.dataChanged', resource });
    });
  };
  const createSocket = input.createSocket ?? createRealtimeSocket;
  try {
    const opening = createSocket(input.socketUrl, {
      auth: { token: input.token },
      reconnectionDelay: TIMINGS.backoffMinMs,
      reconnectionDelayMax: TIMINGS.socketReconnectionDelayMaxMs,
      timeout: TIMINGS.backoffTimeoutMs,
    });
    if ('then' in opening) opening.then(listen, refused);
    else listen(opening);
  } catch (error) {
    refused(error);
  }
  return () => {
    stopped = true;
    socket?.disconnect();
  };
}
