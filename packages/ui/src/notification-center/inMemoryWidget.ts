import { API_PREFIX, WIDGET_PATHS, type NotificationMessage } from '@herald/protocol';

export interface InMemoryWidget {
  /** A fetch that answers the widget protocol from memory. */
  fetch: typeof globalThis.fetch;
  messages: NotificationMessage[];
  /** Every call made, as `METHOD /path` with its body. */
  calls: Array<{ call: string; body: unknown }>;
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The widget side of the backend kept in memory: a session, the feed, counts, read and seen changes, actions and
 * the usage log. For stories and tests, which then exercise the real notification machine.
 */
export function createInMemoryWidget(initial: NotificationMessage[]): InMemoryWidget {
  const messages = initial.map((message) => ({ ...message }));
  const calls: InMemoryWidget['calls'] = [];
  const widget: InMemoryWidget = {
    messages,
    calls,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const path = url.pathname.slice(url.pathname.indexOf(API_PREFIX) + API_PREFIX.length);
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ call: `${method} ${path}`, body });
      const unseen = messages.filter((message) => !message.seen).length;
      switch (`${method} ${path}`) {
        case `POST ${WIDGET_PATHS.sessionInitialize}`:
          return answer(201, {
            data: { token: 'in-memory-token', profile: { _id: 'subscriber', subscriberId: 'student-42' } },
          });
        case `GET ${WIDGET_PATHS.unseenCount}`:
        case `GET ${WIDGET_PATHS.tabCount}`:
          return answer(200, { data: { count: unseen } });
        case `GET ${WIDGET_PATHS.unreadCount}`:
          return answer(200, { data: { count: messages.filter((message) => !message.read).length } });
        case `GET ${WIDGET_PATHS.feed}`: {
          const page = Number(url.searchParams.get('page') ?? 0);
          const limit = Number(url.searchParams.get('limit') ?? 10);
          return answer(200, {
            data: messages.slice(page * limit, (page + 1) * limit),
            totalCount: messages.length,
            hasMore: (page + 1) * limit < messages.length,
            pageSize: limit,
            page,
          });
        }
        case `POST ${WIDGET_PATHS.markAs}`: {
          const { messageId, mark } = body as {
            messageId: string | string[];
            mark: { seen?: boolean; read?: boolean };
          };
          const ids = Array.isArray(messageId) ? messageId : [messageId];
          const changed = messages
            .filter((message) => ids.includes(message._id))
            .map((message) => {
              if (mark.read !== undefined) message.read = mark.read;
              message.seen = message.read || (mark.seen ?? message.seen);
              return message;
            });
          return answer(201, { data: changed });
        }
        case `POST ${WIDGET_PATHS.markAllRead}`:
          messages.forEach((message) => Object.assign(message, { read: true, seen: true }));
          return answer(201, { data: messages.length });
        case `POST ${WIDGET_PATHS.markAllSeen}`:
          messages.forEach((message) => Object.assign(message, { seen: true }));
          return answer(201, { data: messages.length });
        case `POST ${WIDGET_PATHS.usageLog}`:
          return answer(201, { data: { acknowledged: true } });
        case `GET ${WIDGET_PATHS.preferences}`:
          return answer(200, { data: [] });
        case `GET ${WIDGET_PATHS.globalPreferences}`:
          return answer(200, { data: [{ preference: { enabled: true, channels: {} } }] });
        case `GET ${WIDGET_PATHS.organization}`:
          return answer(200, { data: { _id: 'org', name: 'Northbridge University', branding: {} } });
        default:
          return answer(404, { statusCode: 404, message: `No answer for ${method} ${path}` });
      }
    },
  };
  return widget;
}
