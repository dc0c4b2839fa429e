// The widget side of the Herald backend for tests: session initialize, the unseen count over REST and a real
// socket.io server that checks the widget token and keeps each subscriber in its own room.
import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { API_PREFIX, FEED_PAGE_SIZE, SOCKET_EVENT, WIDGET_PATHS } from '@herald/protocol';
import type { NotificationMessage, PreferenceItem } from '@herald/protocol';
import { Server } from 'socket.io';
import type { Socket as ServerSocket } from 'socket.io';
import { aliceProfile } from './fakes.js';
import { sendJson, startLocalBackend } from './local-backend.js';
import type { ReceivedRequest } from './local-backend.js';

/** The subscriber hash the backend accepts; any other hash is refused like a wrong HMAC. */
export const VALID_SUBSCRIBER_HASH = 'valid-hash';

const TOKEN_PREFIX = 'widget-token-for-';

/** The widget token the backend hands out to `subscriberId`, in the backend's `generation` of tokens. */
export function widgetTokenFor(subscriberId: string, generation = 0): string {
  return TOKEN_PREFIX + subscriberId + (generation === 0 ? '' : `~${generation}`);
}

/** The subscriber a token names and the generation it was issued in. */
function readToken(token: unknown): { subscriberId: string; generation: number } | undefined {
  if (typeof token !== 'string' || !token.startsWith(TOKEN_PREFIX)) return undefined;
  const [subscriberId = '', generation = '0'] = token.slice(TOKEN_PREFIX.length).split('~');
  return { subscriberId, generation: Number(generation) };
}

export interface WidgetBackend {
  /** `http://127.0.0.1:<port>`, both the API and the socket origin. */
  url: string;
  io: Server;
  received: ReceivedRequest[];
  /** The count `GET /widgets/notifications/unseen` answers for this subscriber (0 until set). */
  setUnseenCount(subscriberId: string, count: number): void;
  /** The subscriber's inbox, newest first; the counts follow it unless setUnseenCount overrides them. */
  setMessages(subscriberId: string, messages: NotificationMessage[]): void;
  messagesOf(subscriberId: string): NotificationMessage[];
  /** Pushes `unseen_count_changed` to the subscriber's room. */
  emitUnseenCount(subscriberId: string, unseenCount: number, hasMore?: boolean): void;
  /** Resolves with the next socket the server accepts. */
  nextConnection(): Promise<ServerSocket>;
  /** Lets every token issued so far lapse: the API answers 401 and the socket refuses them as expired. */
  expireTokens(): void;
  close(): Promise<void>;
}

/** The organisation every subscriber of the test backend belongs to. */
export const testOrganization = {
  _id: 'org_1',
  name: 'Northbridge University',
  branding: { color: '#1A73E8', direction: 'ltr' },
};

type Handler = (subscriberId: string, request: ReceivedRequest, response: ServerResponse) => void;

export async function startWidgetBackend(): Promise<WidgetBackend> {
  let generation = 0;
  /** The subscriber of a token this backend issued and has not let lapse. */
  const subscriberOfToken = (token: unknown) => {
    const read = readToken(token);
    return read?.generation === generation ? read.subscriberId : undefined;
  };
  /** Answers 401 unless the request carries a current widget token of this backend. */
  const signedIn = (handler: Handler) => (request: ReceivedRequest, response: ServerResponse) => {
    const subscriberId = subscriberOfToken(request.headers.authorization?.replace(/^Bearer /, ''));
    if (subscriberId === undefined) sendJson(response, 401, { statusCode: 401, message: 'Unauthorized' });
    else handler(subscriberId, request, response);
  };
  const unseenCounts = new Map<string, number>();
  const inboxes = new Map<string, NotificationMessage[]>();
  const messagesOf = (subscriberId: string) => inboxes.get(subscriberId) ?? [];
  const organization = testOrganization;
  const preferences: PreferenceItem[] = [
    {
      template: { _id: 'comments', name: 'Comments', critical: false },
      preference: { enabled: true, channels: { email: true, in_app: true } },
    },
  ];
  const backend = await startLocalBackend({
    [`POST ${API_PREFIX}${WIDGET_PATHS.sessionInitialize}`]: (request, response) => {
      const body = request.body as { subscriberId: string; hmacHash?: string };
      if (body.hmacHash !== VALID_SUBSCRIBER_HASH) {
        sendJson(response, 400, { statusCode: 400, message: 'Please provide a valid HMAC hash' });
        return;
      }
      const profile = { ...aliceProfile, subscriberId: body.subscriberId };
      sendJson(response, 201, { data: { token: widgetTokenFor(body.subscriberId, generation), profile } });
    },
    [`GET ${API_PREFIX}${WIDGET_PATHS.unseenCount}`]: signedIn((subscriberId, _request, response) => {
      const unseen = messagesOf(subscriberId).filter((message) => !message.seen).length;
      sendJson(response, 200, { data: { count: unseenCounts.get(subscriberId) ?? unseen } });
    }),
    [`GET ${API_PREFIX}${WIDGET_PATHS.unreadCount}`]: signedIn((subscriberId, _request, response) => {
      sendJson(response, 200, { data: { count: messagesOf(subscriberId).filter((m) => !m.read).length } });
    }),
    [`GET ${API_PREFIX}${WIDGET_PATHS.tabCount}`]: signedIn((subscriberId, request, response) => {
      const feedIdentifier = request.url.searchParams.get('feedIdentifier');
      const count = messagesOf(subscriberId).filter(
        (m) => !m.seen && (feedIdentifier === null || m.feedIdentifier === feedIdentifier),
      ).length;
      sendJson(response, 200, { data: { count } });
    }),
    [`GET ${API_PREFIX}${WIDGET_PATHS.feed}`]: signedIn((subscriberId, request, response) => {
      const page = Number(request.url.searchParams.get('page') ?? 0);
      const limit = Number(request.url.searchParams.get('limit') ?? FEED_PAGE_SIZE);
      const all = messagesOf(subscriberId);
      sendJson(response, 200, {
        data: all.slice(page * limit, (page + 1) * limit),
        totalCount: all.length,
        hasMore: (page + 1) * limit < all.length,
        pageSize: limit,
        page,
      });
    }),
    [`POST ${API_PREFIX}${WIDGET_PATHS.markAs}`]: signedIn((subscriberId, request, response) => {
      const body = request.body as { messageId: string | string[]; mark: { seen?: boolean; read?: boolean } };
      const ids = Array.isArray(body.messageId) ? body.messageId : [body.messageId];
      const changed = messagesOf(subscriberId)
        .filter((message) => ids.includes(message._id))
        .map((message) => {
          if (body.mark.read !== undefined) message.read = body.mark.read;
          message.seen = message.read || (body.mark.seen ?? message.seen);
          return message;
        });
      sendJson(response, 201, { data: changed });
    }),
    [`POST ${API_PREFIX}${WIDGET_PATHS.markAllRead}`]: signedIn((subscriberId, _request, response) => {
      const marked = messagesOf(subscriberId).filter((message) => !message.read);
      for (const message of marked) Object.assign(message, { seen: true, read: true });
      sendJson(response, 201, { data: marked.length });
    }),
    [`GET ${API_PREFIX}${WIDGET_PATHS.organization}`]: signedIn((_subscriberId, _request, response) => {
      sendJson(response, 200, { data: organization });
    }),
    [`GET ${API_PREFIX}${WIDGET_PATHS.preferences}`]: signedIn((_subscriberId, _request, response) => {
      sendJson(response, 200, { data: preferences });
    }),
    [`GET ${API_PREFIX}${WIDGET_PATHS.globalPreferences}`]: signedIn((_subscriberId, _request, response) => {
      sendJson(response, 200, {
        data: [{ preference: { enabled: true, channels: { email: true, in_app: true } } }],
      });
    }),
    [`PATCH ${API_PREFIX}/widgets/preferences/comments`]: signedIn((_subscriberId, request, response) => {
      const { channel } = request.body as { channel: { type: 'email'; enabled: boolean } };
      const [row] = preferences;
      if (row) row.preference.channels[channel.type] = channel.enabled;
      sendJson(response, 200, { data: row });
    }),
    [`POST ${API_PREFIX}${WIDGET_PATHS.usageLog}`]: signedIn((_subscriberId, _request, response) => {
      sendJson(response, 201, { data: { acknowledged: true } });
    }),
  });

  // A test page (happy-dom) lives on another origin, so the socket server allows cross-origin handshakes too.
  const io = new Server(backend.server, { cors: { origin: '*' } });
  io.use((socket, next) => {
    const subscriberId = subscriberOfToken(socket.handshake.auth.token);
    if (subscriberId === undefined) {
      const lapsed = readToken(socket.handshake.auth.token) !== undefined;
      next(new Error(lapsed ? 'Authentication token has expired' : 'Invalid widget token'));
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
    setMessages: (subscriberId, messages) => {
      unseenCounts.delete(subscriberId);
      inboxes.set(
        subscriberId,
        messages.map((message) => ({ ...message })),
      );
    },
    messagesOf,
    emitUnseenCount: (subscriberId, unseenCount, hasMore = false) => {
      io.to(subscriberId).emit(SOCKET_EVENT.unseenCountChanged, { unseenCount, hasMore });
    },
    nextConnection: async () => {
      const [socket] = (await once(io, 'connection')) as [ServerSocket];
      return socket;
    },
    expireTokens: () => {
      generation += 1;
    },
    close: async () => {
      backend.server.closeAllConnections();
      // Closing socket.io closes the HTTP server underneath it as well.
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}
