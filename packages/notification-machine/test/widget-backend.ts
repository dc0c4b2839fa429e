// The widget side of the Herald backend for tests: the protocol's in-memory widget backend served on a real
// loopback HTTP server, with a real socket.io server on the same port that checks the widget token and keeps each
// subscriber in its own room. The test-only controls (a pinned unseen count, token generations) sit on top.
import { once } from 'node:events';
import {
  SOCKET_EVENT,
  WIDGET_PATHS,
  type NotificationMessage,
  type Organization,
} from '@herald/notification-protocol';
import {
  createFakeWidgetBackend,
  queryRecord,
  type FakeWidgetBackend,
} from '@herald/notification-protocol/testing';
import { Server } from 'socket.io';
import type { Socket as ServerSocket } from 'socket.io';
import { sendJson, startLocalBackend } from './local-backend.js';
import type { ReceivedRequest } from './local-backend.js';

/** The subscriber hash the backend accepts; any other hash is refused like a wrong HMAC. */
export const VALID_SUBSCRIBER_HASH = 'valid-hash';

/** The widget token the backend hands out to `subscriberId`, in the backend's `generation` of tokens. */
export function widgetTokenFor(subscriberId: string, generation = 0): string {
  return `widget-token-for-${subscriberId}${generation === 0 ? '' : `~${generation}`}`;
}

export interface WidgetBackend {
  /** `http://127.0.0.1:<port>`, both the API and the socket origin. */
  url: string;
  io: Server;
  /** The protocol's backend that answers every call. */
  widget: FakeWidgetBackend;
  received: ReceivedRequest[];
  /** Pins the count `GET /widgets/notifications/unseen` answers for this subscriber, whatever the inbox holds. */
  setUnseenCount(subscriberId: string, count: number): void;
  /** The subscriber's inbox, newest first; the counts follow it again unless setUnseenCount pins them. */
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
export const testOrganization: Organization = {
  _id: 'org_1',
  name: 'Northbridge University',
  branding: { color: '#1A73E8', direction: 'ltr' },
};

export async function startWidgetBackend(): Promise<WidgetBackend> {
  const widget = createFakeWidgetBackend({
    subscriberHash: () => VALID_SUBSCRIBER_HASH,
    organization: testOrganization,
    preferences: [
      {
        template: { _id: 'comments', name: 'Comments', critical: false },
        preference: { enabled: true, channels: { email: true, in_app: true } },
      },
    ],
    tokenFor: widgetTokenFor,
  });
  const pinnedUnseenCounts = new Map<string, number>();

  const backend = await startLocalBackend({}, (request, response) => {
    const query = queryRecord(request.url.searchParams);
    const answer = widget.handle({
      method: request.method,
      path: request.url.pathname,
      query,
      headers: request.headers,
      body: request.body,
    });
    const subscriberId = widget.subscriberOf(request.headers.authorization?.replace(/^Bearer /, ''));
    const pinned = subscriberId === undefined ? undefined : pinnedUnseenCounts.get(subscriberId);
    if (
      answer.status === 200 &&
      pinned !== undefined &&
      request.url.pathname.endsWith(WIDGET_PATHS.unseenCount)
    ) {
      sendJson(response, 200, { data: { count: pinned } });
      return;
    }
    sendJson(response, answer.status, answer.body);
  });

  // A test page (happy-dom) lives on another origin, so the socket server allows cross-origin handshakes too.
  const io = new Server(backend.server, { cors: { origin: '*' } });
  io.use((socket, next) => {
    const admission = widget.admitSocket(socket.handshake.auth.token);
    if ('error' in admission) {
      next(new Error(admission.error));
      return;
    }
    void socket.join(admission.subscriberId);
    next();
  });
  widget.listen(({ subscriberId, event, payload }) => io.to(subscriberId).emit(event, payload));

  return {
    url: backend.url,
    io,
    widget,
    received: backend.received,
    setUnseenCount: (subscriberId, count) => void pinnedUnseenCounts.set(subscriberId, count),
    setMessages: (subscriberId, messages) => {
      pinnedUnseenCounts.delete(subscriberId);
      widget.setMessages(subscriberId, messages);
    },
    messagesOf: (subscriberId) => widget.messagesOf(subscriberId),
    emitUnseenCount: (subscriberId, unseenCount, hasMore = false) =>
      widget.emit(subscriberId, SOCKET_EVENT.unseenCountChanged, { unseenCount, hasMore }),
    nextConnection: async () => {
      const [socket] = (await once(io, 'connection')) as [ServerSocket];
      return socket;
    },
    expireTokens: () => widget.expireTokens(),
    close: async () => {
      backend.server.closeAllConnections();
      // Closing socket.io closes the HTTP server underneath it as well.
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}
