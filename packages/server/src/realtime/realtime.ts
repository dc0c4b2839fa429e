// socket.io on the HTTP server's port: one room per subscriber, token in the handshake `auth` payload.
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { SOCKET_EVENT, type UnreadCountChanged, type UnseenCountChanged } from '@herald/protocol';
import { InvalidTokenError, type TokenService } from '../security/tokens.js';

export interface Realtime {
  emitUnseenCount(subscriberRowId: string, payload: UnseenCountChanged): void;
  emitUnreadCount(subscriberRowId: string, payload: UnreadCountChanged): void;
  emitNotificationReceived(subscriberRowId: string, message: unknown): void;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  tokens: TokenService;
  /** Origins, besides the request's own host, that may open a socket. */
  allowedOrigins: string[];
  now?: () => number;
}

/** Browsers always send Origin on a WebSocket upgrade, and CORS does not cover it: check it here. */
function originAllowed(request: IncomingMessage, allowed: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function attachRealtime(server: HttpServer, options: RealtimeOptions): Realtime {
  const now = options.now ?? Date.now;
  const io = new Server(server, {
    transports: ['websocket'],
    serveClient: false,
    allowRequest: (request, callback) => {
      const ok = originAllowed(request, options.allowedOrigins);
      callback(ok ? null : 'Origin not allowed', ok);
    },
  });

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token === '') {
      next(new Error('Authentication token is missing'));
      return;
    }
    options.tokens.verifyWidget(token).then(
      (subscriber) => {
        socket.data.subscriber = subscriber;
        next();
      },
      (error: unknown) => {
        const expired = error instanceof InvalidTokenError && error.reason === 'expired';
        next(new Error(expired ? 'Authentication token has expired' : 'Authentication token is invalid'));
      },
    );
  });

  io.on('connection', (socket) => {
    const subscriber = socket.data.subscriber as { _id: string; exp: number };
    void socket.join(subscriber._id);
    // Middleware runs only at connect: end the socket when its token expires (SECURITY.md §4.3).
    const timer = setTimeout(() => socket.disconnect(true), Math.max(0, subscriber.exp * 1000 - now()));
    timer.unref();
    socket.on('disconnect', () => clearTimeout(timer));
  });

  return {
    emitUnseenCount: (room, payload) => io.to(room).emit(SOCKET_EVENT.unseenCountChanged, payload),
    emitUnreadCount: (room, payload) => io.to(room).emit(SOCKET_EVENT.unreadCountChanged, payload),
    emitNotificationReceived: (room, message) =>
      io.to(room).emit(SOCKET_EVENT.notificationReceived, { message }),
    async close() {
      // Ends every socket without closing the HTTP server, which Fastify closes itself.
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
}
