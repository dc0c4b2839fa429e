// socket.io on the HTTP server's port: one room per subscriber, token in the handshake `auth` payload. A
// subscriber's first socket sets them online and their last disconnect sets them offline (step filters read it).
// Scaled out (REDIS_URL), the Redis adapter spans rooms and emits across every process, and presence counts the
// sockets of all of them. One token, and one subscriber, hold a bounded number of sockets at once. A process that
// holds no sockets (the api and worker roles) emits through the Redis adapter to the processes that hold them.
import type { Server as HttpServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import {
  DATA_CHANGED_EVENT,
  SOCKET_EVENT,
  type DataChanged,
  type UnreadCountChanged,
  type UnseenCountChanged,
} from '@herald/protocol';
import { InvalidTokenError, type TokenService } from '../security/tokens.js';

export interface Realtime {
  emitUnseenCount(subscriberRowId: string, payload: UnseenCountChanged): void;
  emitUnreadCount(subscriberRowId: string, payload: UnreadCountChanged): void;
  emitNotificationReceived(subscriberRowId: string, message: unknown): void;
  /** Tells the subscribers' open pages, on every process, that data they show has changed. */
  emitDataChanged(subscriberRowIds: readonly string[], payload: DataChanged): void;
  /** Closes every socket of a subscriber, on every process: their sessions ended. */
  disconnectSubscriber(subscriberRowId: string): void;
  /** Closes every socket of an environment's subscribers, on every process: the key of their sessions changed. */
  disconnectEnvironment(environmentId: string): void;
  close(): Promise<void>;
}

/** Where socket.io answers on the HTTP port. */
const SOCKET_PATH = '/socket.io';

/** The room of an environment's sockets; subscriber rooms are row ids, which never take this form. */
const environmentRoom = (environmentId: string) => `environment:${environmentId}`;

export interface RealtimeOptions {
  tokens: TokenService;
  now?: () => number;
  /** Records a subscriber's online state; called with true before the first socket is accepted. */
  presence?: (subscriberRowId: string, online: boolean) => Promise<void>;
  /** Redis shared by the processes behind one address: rooms, emits and presence span all of them. */
  redisUrl?: string;
  /** Told when the Redis connection fails (it reconnects by itself). */
  onRedisError?: (error: unknown) => void;
  /** Sockets open at once per token and per subscriber ({@link SOCKET_LIMITS} unless given). */
  socketLimits?: { perToken: number; perSubscriber: number };
}

/**
 * Sockets one widget token, and one subscriber (all its tokens), may hold open at once on one process: a widget
 * opens one per page, so a reader with many tabs stays well within them, and a script opening hundreds does not.
 * Counted per process: behind one address with Redis, a subscriber may hold these many on each process.
 */
export const SOCKET_LIMITS = { perToken: 10, perSubscriber: 50 } as const;

/** The sockets each token and each subscriber holds on this process, counted in at the handshake. */
function socketCounts(limits: { perToken: number; perSubscriber: number }) {
  const byToken = new Map<string, Set<string>>();
  const bySubscriber = new Map<string, Set<string>>();
  const count = (map: Map<string, Set<string>>, key: string) => map.get(key)?.size ?? 0;
  const remove = (map: Map<string, Set<string>>, key: string, socketId: string) => {
    const held = map.get(key);
    held?.delete(socketId);
    if (held?.size === 0) map.delete(key);
  };
  return {
    /** Counts the socket in and answers how to give its place back, or answers why it may not open. */
    admit(
      token: string,
      subscriberId: string,
      socketId: string,
    ): { release: () => void } | { refusal: string } {
      if (count(byToken, token) >= limits.perToken)
        return { refusal: `Too many connections with this token: at most ${limits.perToken} at once` };
      if (count(bySubscriber, subscriberId) >= limits.perSubscriber)
        return {
          refusal: `Too many connections for this subscriber: at most ${limits.perSubscriber} at once`,
        };
      byToken.set(token, (byToken.get(token) ?? new Set()).add(socketId));
      bySubscriber.set(subscriberId, (bySubscriber.get(subscriberId) ?? new Set()).add(socketId));
      let held = true;
      return {
        release: () => {
          if (!held) return;
          held = false;
          remove(byToken, token, socketId);
          remove(bySubscriber, subscriberId, socketId);
        },
      };
    },
  };
}

/** Attempts at writing a state that the sockets changed while it was being written. */
const PRESENCE_ROUNDS = 3;

/**
 * Writes a subscriber's online state from their sockets: online while one is being accepted here or their room
 * holds one on any process (the adapter's room membership; with Redis, every process's). Writes go one at a time
 * per subscriber in a process, each reading the sockets when it runs, and each is checked against the sockets
 * afterwards and made again if one came or went on another process meanwhile; a socket's process writes once
 * more when it has joined its room, where the others see it. So the last write matches the sockets.
 */
function presenceTracker(io: Server, write: RealtimeOptions['presence']) {
  const queues = new Map<string, Promise<void>>();
  /** Sockets between the handshake and their room, which the room does not count yet, per subscriber. */
  const joining = new Map<string, Set<string>>();
  const online = async (id: string) =>
    (joining.get(id)?.size ?? 0) > 0 || (await io.in(id).fetchSockets()).length > 0;
  const settle = async (id: string) => {
    let state = await online(id);
    for (let round = 0; round < PRESENCE_ROUNDS; round += 1) {
      await write?.(id, state);
      const now = await online(id);
      if (now === state) return;
      state = now;
    }
  };
  const sync = (id: string) => {
    const next = (queues.get(id) ?? Promise.resolve()).then(() => settle(id)).catch(() => undefined);
    queues.set(id, next);
    void next.then(() => {
      if (queues.get(id) === next) queues.delete(id);
    });
    return next;
  };
  return {
    sync,
    /** Resolves when every write asked for so far is done. */
    idle: () => Promise.all([...queues.values()]).then(() => undefined),
    joining(id: string, socketId: string) {
      joining.set(id, (joining.get(id) ?? new Set()).add(socketId));
    },
    /** The socket is in its room now, or gone. */
    joined(id: string, socketId: string) {
      const pending = joining.get(id);
      pending?.delete(socketId);
      if (pending?.size === 0) joining.delete(id);
    },
  };
}

/** The Redis adapter's two connections (publish, subscribe), or none without Redis. */
function redisAdapter(io: Server, options: RealtimeOptions): Redis[] {
  if (!options.redisUrl) return [];
  const publish = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
  const subscribe = publish.duplicate();
  for (const client of [publish, subscribe]) {
    client.on('error', (error: unknown) => options.onRedisError?.(error));
  }
  io.adapter(createAdapter(publish, subscribe, { key: 'herald:socket.io' }));
  return [publish, subscribe];
}

/**
 * Sockets on `server`; without one, a process that holds no sockets, only the emits and disconnects, which reach
 * the sockets of the other processes through Redis.
 */
export function attachRealtime(server: HttpServer | undefined, options: RealtimeOptions): Realtime {
  const now = options.now ?? Date.now;
  const io = new Server(server, {
    path: SOCKET_PATH,
    // socket.io's default: long-polling first, upgraded to a websocket; websocket-only clients connect directly.
    // Several processes behind one address need sticky sessions for long-polling (docs/packages/server.md).
    transports: ['polling', 'websocket'],
    serveClient: false,
    // The socket authenticates with a token in the handshake, never a cookie, so any page may open one, like the
    // widget API (docs/decisions/0018); long-polling requests get CORS answers without credentials.
    cors: { origin: '*', methods: ['GET', 'POST'], credentials: false },
  });

  const redis = redisAdapter(io, options);
  const presence = presenceTracker(io, options.presence);
  const counts = socketCounts(options.socketLimits ?? SOCKET_LIMITS);

  io.use((socket, next) => {
    // The widget sends its token in `auth`; the current Inbox in self-hosted mode can only send it in the query
    // (docs/decisions/0039).
    const token: unknown = socket.handshake.auth?.token ?? socket.handshake.query?.token;
    if (typeof token !== 'string' || token === '') {
      next(new Error('Authentication token is missing'));
      return;
    }
    options.tokens.verifyWidget(token).then(
      async (subscriber) => {
        // Counted before anything is awaited, so handshakes arriving together cannot all pass.
        const admitted = counts.admit(token, subscriber._id, socket.id);
        if ('refusal' in admitted) {
          next(new Error(admitted.refusal));
          return;
        }
        // A socket that never reaches `connection` closes only its connection.
        socket.once('disconnect', admitted.release);
        socket.conn.once('close', admitted.release);
        socket.data.subscriber = subscriber;
        // Online before the client hears it is connected.
        presence.joining(subscriber._id, socket.id);
        await presence.sync(subscriber._id);
        if (socket.conn.readyState !== 'open') {
          // The client left while its state was written: it never reaches `connection`, so count it out here.
          presence.joined(subscriber._id, socket.id);
          void presence.sync(subscriber._id);
          admitted.release();
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
    const subscriber = socket.data.subscriber as { _id: string; environmentId: string; exp: number };
    void socket.join([subscriber._id, environmentRoom(subscriber.environmentId)]);
    presence.joined(subscriber._id, socket.id);
    // Seen in its room by every process now: written once more, in case another wrote offline meanwhile.
    void presence.sync(subscriber._id);
    // Middleware runs only at connect: end the socket when its token expires (docs/security.md, Sign-in and sessions).
    const timer = setTimeout(() => socket.disconnect(true), Math.max(0, subscriber.exp * 1000 - now()));
    timer.unref();
    // A closed socket has left its rooms by now.
    socket.on('disconnect', () => {
      clearTimeout(timer);
      void presence.sync(subscriber._id);
    });
  });

  return {
    emitUnseenCount: (room, payload) => io.to(room).emit(SOCKET_EVENT.unseenCountChanged, payload),
    // `counts` is what the current Inbox reads of the same event; the widget reads `unreadCount`.
    emitUnreadCount: (room, payload) =>
      io.to(room).emit(SOCKET_EVENT.unreadCountChanged, {
        ...payload,
        counts: { total: payload.unreadCount, severity: {} },
      }),
    emitNotificationReceived: (room, message) =>
      io.to(room).emit(SOCKET_EVENT.notificationReceived, { message }),
    emitDataChanged: (rooms, payload) => {
      if (rooms.length > 0) io.to([...rooms]).emit(DATA_CHANGED_EVENT, payload);
    },
    disconnectSubscriber: (room) => io.in(room).disconnectSockets(true),
    disconnectEnvironment: (environmentId) => io.in(environmentRoom(environmentId)).disconnectSockets(true),
    async close() {
      // Ends this process's sockets, not the other processes' (through Redis), and leaves the HTTP server to
      // Fastify, which closes it itself.
      io.local.disconnectSockets(true);
      if (server) io.engine.close();
      // The last disconnects' writes read the rooms through Redis: let them finish before it goes.
      await presence.idle();
      if (redis.length > 0) await io.of('/').adapter.close();
      await Promise.all(redis.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

/**
 * On a process that holds no sockets, the socket path answers 404 with where to connect instead, for long-polling
 * and websocket upgrades alike, rather than the app's page or a dropped connection.
 */
export function refuseSockets(app: FastifyInstance, role: string): void {
  const message = `This Herald process (role ${role}) holds no sockets: connect to a process of role ws or all`;
  const onSocketPath = (url: string | undefined) =>
    url !== undefined &&
    (url === SOCKET_PATH || url.startsWith(`${SOCKET_PATH}/`) || url.startsWith(`${SOCKET_PATH}?`));
  app.addHook('onRequest', async (request, reply) => {
    if (onSocketPath(request.url)) return reply.status(404).send({ statusCode: 404, message });
  });
  app.server.on('upgrade', (request, socket) => {
    const body = JSON.stringify({
      statusCode: 404,
      message: onSocketPath(request.url) ? message : 'Not Found',
    });
    socket.end(
      `HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });
}
