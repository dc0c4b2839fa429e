// The widget side of the Herald backend for tests: session initialize, the unseen count over REST and a real
// socket.io server that checks the widget token and keeps each subscriber in its own room.
import { once } from 'node:events';
import { API_PREFIX, SOCKET_EVENT, WIDGET_PATHS } from '@herald/protocol';
import { Server } from 'socket.io';
import type { Socket as ServerSocket } from 'socket.io';
import { aliceProfile } from './fakes.js';
import { sendJson, startLocalBackend } from './local-backend.js';
import type { ReceivedRequest } from './local-backend.js';

/** The subscriber hash the backend accepts; any other hash is refused like a wrong HMAC. */
export const VALID_SUBSCRIBER_HASH = 'valid-hash';

const TOKEN_PREFIX = 'widget-token-for-';

/** The widget token the backend hands out to `subscriberId`. */
export function widgetTokenFor(subscriberId: string): string {
  return TOKEN_PREFIX + subscriberId;
}

function subscriberOfToken(token: unknown): string | undefined {
  if (typeof token !== 'string' || !token.startsWith(TOKEN_PREFIX)) return undefined;
  return token.slice(TOKEN_PREFIX.length);
}

export interface WidgetBackend {
  /** `http://127.0.0.1:<port>`, both the API and the socket origin. */
  url: string;
  io: Server;
  received: ReceivedRequest[];
  /** The count `GET /widgets/notifications/unseen` answers for this subscriber (0 until set). */
  setUnseenCount(subscriberId: string, count: number): void;
  /** Pushes `unseen_count_changed` to the subscriber's room. */
  emitUnseenCount(subscriberId: string, unseenCount: number, hasMore?: boolean): void;
  /** Resolves with the next socket the server accepts. */
  nextConnection(): Promise<ServerSocket>;
  close(): Promise<void>;
}

export async function startWidgetBackend(): Promise<WidgetBackend> {
  const unseenCounts = new Map<string, number>();
  const backend = await startLocalBackend({
    [`POST ${API_PREFIX}${WIDGET_PATHS.sessionInitialize}`]: (request, response) => {
      const body = request.body as { subscriberId: string; hmacHash?: string };
      if (body.hmacHash !== VALID_SUBSCRIBER_HASH) {
        sendJson(response, 400, { statusCode: 400, message: 'Please provide a valid HMAC hash' });
        return;
      }
      const profile = { ...aliceProfile, subscriberId: body.subscriberId };
      sendJson(response, 201, { data: { token: widgetTokenFor(body.subscriberId), profile } });
    },
    [`GET ${API_PREFIX}${WIDGET_PATHS.unseenCount}`]: (request, response) => {
      const subscriberId = subscriberOfToken(request.headers.authorization?.replace(/^Bearer /, ''));
      if (subscriberId === undefined) {
        sendJson(response, 401, { statusCode: 401, message: 'Unauthorized' });
        return;
      }
      sendJson(response, 200, { data: { count: unseenCounts.get(subscriberId) ?? 0 } });
    },
  });

  // A test page (happy-dom) lives on another origin, so the socket server allows cross-origin handshakes too.
  const io = new Server(backend.server, { cors: { origin: '*' } });
  io.use((socket, next) => {
    const subscriberId = subscriberOfToken(socket.handshake.auth.token);
    if (subscriberId === undefined) {
      next(new Error('Invalid widget token'));
      return;
    }
    void socket.join(subscriberId);
    next();
  });

  return {
    url: backend.url,
    io,
    received: backend.received,
    setUnseenCount: (subscriberId, count) => void unseenCounts.set(subscriberId, count),
    emitUnseenCount: (subscriberId, unseenCount, hasMore = false) => {
      io.to(subscriberId).emit(SOCKET_EVENT.unseenCountChanged, { unseenCount, hasMore });
    },
    nextConnection: async () => {
      const [socket] = (await once(io, 'connection')) as [ServerSocket];
      return socket;
    },
    close: async () => {
      backend.server.closeAllConnections();
      // Closing socket.io closes the HTTP server underneath it as well.
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}
