// socket.io on the HTTP server's port: one room per subscriber, token in the handshake `auth` payload. A
// subscriber's first socket sets them online and their last disconnect sets them offline (step filters read it).
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
  /** Records a subscriber's online state; called with true before the first socket is accepted. */
  presence?: (subscriberRowId: string, online: boolean) => Promise<void>;
}

/**
 * Counts each subscriber's open sockets in this process and writes their online state one write at a time per
 * subscriber, each write reading the count when it runs, so that the last write always matches the sockets.
 */
function presenceTracker(write: RealtimeOptions['presence']) {
  const open = new Map<string, number>();
  const queues = new Map<string, Promise<void>>();
  const sync = (id: string) => {
    const next = (queues.get(id) ?? Promise.resolve())
      .then(() => write?.(id, (open.get(id) ?? 0) > 0))
      .catch(() => undefined);
    queues.set(id, next);
    void next.then(() => {
      if (queues.get(id) === next) queues.delete(id);
    });
    return next;
  };
  return {
    connected(id: string) {
      open.set(id, (open.get(id) ?? 0) + 1);
      return sync(id);
    },
    disconnected(id: string) {
      const left = (open.get(id) ?? 1) - 1;
      if (left > 0) open.set(id, left);
      else open.delete(id);
      return sync(id);
    },
  };
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
  const presence = presenceTracker(options.presence);
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
      async (subscriber) => {
        socket.data.subscriber = subscriber;
        // Online before the client hears it is connected.
        await presence.connected(subscriber._id);
        if (socket.conn.readyState !== 'open') {
          // The client left while its state was written: it never reaches `connection`, so count it out here.
          void presence.disconnected(subscriber._id);
          next(new Error('Connection closed'));
          return;
        }
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
    socket.on('disconnect', () => {
      clearTimeout(timer);
      void presence.disconnected(subscriber._id);
    });
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
