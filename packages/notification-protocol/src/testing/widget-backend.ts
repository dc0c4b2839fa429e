// The widget side of a Herald backend kept in memory (docs/product.md §7), free of any transport: a request
// goes in as `{ method, path, query, headers, body }` and an answer comes out as `{ status, body }`. Stories,
// unit tests and loopback servers wrap it in the transport they need; the contract suite holds it to the real
// server's answers.
import {
  API_PREFIX,
  CHANNEL_LABELS,
  COUNT_LIMIT,
  FEED_PAGE_SIZE,
  SOCKET_EVENT,
  WIDGET_PATHS,
  decodeFeedPayload,
  messageMatchesFeed,
  type FeedFilter,
  type NotificationMessage,
  type Organization,
  type Preference,
  type PreferenceItem,
} from '../index.js';
import {
  countQuerySchema,
  feedQuerySchema,
  markAllMessagesBodySchema,
  markMessagesAsBodySchema,
  messageActionBodySchema,
  messageActionParamsSchema,
  messageParamsSchema,
  preferenceParamsSchema,
  readableError,
  removeAllMessagesQuerySchema,
  removeMessagesBodySchema,
  sessionInitializeBodySchema,
  tabCountQuerySchema,
  updateGlobalPreferenceBodySchema,
  updatePreferenceBodySchema,
  usageLogBodySchema,
  archiveMessagesBodySchema,
} from '../schemas.js';

/** The widget calls, grouped as a test holds or fails them. */
export const WIDGET_CALLS = [
  'session',
  'feed',
  'counts',
  'markAs',
  'markAll',
  'archive',
  'action',
  'remove',
  'preferences',
  'updatePreference',
  'organization',
  'usageLog',
] as const;
export type WidgetCall = (typeof WIDGET_CALLS)[number];

/** A URL's query as the schemas read it (and `WidgetRequest.query` takes it): a repeated parameter is a list. */
export function queryRecord(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

export interface WidgetRequest {
  method: string;
  /** The path with or without the API prefix, e.g. `/v1/widgets/notifications/feed`; no query string. */
  path: string;
  /** The query as the schemas read it: a repeated parameter is a list. */
  query?: Record<string, string | string[] | undefined>;
  /** Header names in lower case, as Node gives them; only `authorization` is read. */
  headers?: Record<string, string | string[] | undefined>;
  /** The parsed JSON body. */
  body?: unknown;
}

export interface WidgetResponse {
  status: number;
  /** `{ data … }` on success, `{ statusCode, message }` on a refusal. */
  body: unknown;
}

/** A socket.io event the backend sends to one subscriber's room. */
export interface WidgetSocketEvent {
  subscriberId: string;
  event: string;
  payload: unknown;
}

/** What a socket handshake's `auth.token` opens: the subscriber's room, or a refusal with the server's words. */
export type SocketAdmission = { subscriberId: string } | { error: string };

export interface FakeWidgetBackendOptions {
  applicationIdentifier?: string;
  /**
   * The HMAC the session requires for a subscriber (hex HMAC-SHA256 of the id keyed with the secret key on the real
   * server); without it any hash, or none, is accepted, as an environment without HMAC does.
   */
  subscriberHash?: (subscriberId: string) => string;
  organization?: Organization;
  /** The workflows every new subscriber sees in the settings view. */
  preferences?: readonly PreferenceItem[];
  /** Messages per feed page when the client names no limit. */
  pageSize?: number;
  /**
   * The identifiers of the environment's feeds. A feed a message was delivered to is known too; removing all of a
   * feed the backend does not know is refused with 404, as on the server.
   */
  feeds?: readonly string[];
  /** The clock for read and seen dates and delivered messages. */
  now?: () => Date;
  /**
   * The token a session hands out, for tests that name it; `generation` counts `expireTokens` calls. Tokens must
   * differ per subscriber and generation. Opaque ones of the backend's own by default.
   */
  tokenFor?: (subscriberId: string, generation: number) => string;
}

export interface FakeWidgetBackend {
  readonly applicationIdentifier: string;
  readonly organization: Organization;
  /** Answers one widget call. */
  handle(request: WidgetRequest): WidgetResponse;
  /** Which call a request is, or undefined when the widget API has no such route. */
  callOf(request: Pick<WidgetRequest, 'method' | 'path'>): WidgetCall | undefined;
  /** Checks a socket handshake token as the real server does. */
  admitSocket(token: unknown): SocketAdmission;
  /** The subscriber's messages, newest first; the array the backend itself reads and changes. */
  messagesOf(subscriberId: string): NotificationMessage[];
  /** Replaces the subscriber's inbox (copied), newest first. */
  setMessages(subscriberId: string, messages: readonly NotificationMessage[]): void;
  preferencesOf(subscriberId: string): PreferenceItem[];
  globalPreferenceOf(subscriberId: string): Preference;
  /** A new in-app message: stored first, then announced with `notification_received` and the changed counts. */
  deliver(subscriberId: string, message?: Partial<NotificationMessage>): NotificationMessage;
  /** Sends any event to the subscriber's room. */
  emit(subscriberId: string, event: string, payload: unknown): void;
  /** Announces the counts to the subscriber's room if they changed since the last announcement. */
  announceCounts(subscriberId: string): void;
  /** Listens to every event the backend sends; answers the function that stops listening. */
  listen(listener: (event: WidgetSocketEvent) => void): () => void;
  /** Lets every token issued so far lapse: calls answer 401 and sockets are refused as expired. */
  expireTokens(): void;
  /** The subscriber a live token belongs to. */
  subscriberOf(token: unknown): string | undefined;
}

/** The messages the real server answers with. */
export const WIDGET_ERRORS = {
  unknownApplication: 'Please provide a valid app identifier',
  invalidHmac: 'Please provide a valid HMAC hash',
  unauthorized: 'Unauthorized',
  socketTokenMissing: 'Authentication token is missing',
  socketTokenExpired: 'Authentication token has expired',
  socketTokenInvalid: 'Authentication token is invalid',
} as const;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const refusal = (status: number, message: string): WidgetResponse => ({
  status,
  body: { statusCode: status, message },
});

interface Schema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: Parameters<typeof readableError>[0] };
}

/** The parsed input, or a 400 with the shared schema's words. */
function parse<T>(schema: Schema<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Refusal(400, readableError(result.error));
  return result.data;
}

interface Subscriber {
  id: string;
  rowId: string;
  messages: NotificationMessage[];
  preferences: PreferenceItem[];
  globalPreference: Preference;
  lastCounts: string;
}

interface RouteInput {
  subscriber: Subscriber;
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  body: unknown;
}

interface Route {
  method: string;
  pattern: RegExp;
  name: WidgetCall;
  run(input: RouteInput): WidgetResponse;
}

function route(method: string, path: string, name: WidgetCall, run: Route['run']): Route {
  return { method, pattern: new RegExp(`^${path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`), name, run };
}

const TOKEN_PREFIX = 'fake-widget-token';
let backendCount = 0;

export function createFakeWidgetBackend(options: FakeWidgetBackendOptions = {}): FakeWidgetBackend {
  backendCount += 1;
  const backendId = backendCount;
  const applicationIdentifier = options.applicationIdentifier ?? 'herald-app';
  const pageSize = options.pageSize ?? FEED_PAGE_SIZE;
  const now = options.now ?? (() => new Date());
  const organization: Organization = options.organization ?? {
    _id: 'organization',
    name: 'Northbridge',
    branding: {},
  };
  const subscribers = new Map<string, Subscriber>();
  const tokens = new Map<string, { subscriberId: string; generation: number }>();
  const listeners = new Set<(event: WidgetSocketEvent) => void>();
  let generation = 0;
  let messageCount = 0;
  const feeds = new Set(options.feeds ?? []);
  /** Messages name feeds that exist. */
  const learnFeeds = (messages: readonly NotificationMessage[]) => {
    for (const message of messages) if (message.feedIdentifier) feeds.add(message.feedIdentifier);
  };

  const countsOf = (messages: readonly NotificationMessage[]) =>
    `${messages.filter((message) => !message.seen).length} ${messages.filter((message) => !message.read).length}`;

  function subscriberNamed(id: string): Subscriber {
    let subscriber = subscribers.get(id);
    if (!subscriber) {
      subscriber = {
        id,
        rowId: `subscriber-${backendId}-${subscribers.size + 1}`,
        messages: [],
        preferences: structuredClone([...(options.preferences ?? [])]),
        globalPreference: { enabled: true, channels: {} },
        lastCounts: '0 0',
      };
      subscribers.set(id, subscriber);
    }
    return subscriber;
  }

  function emit(subscriberId: string, event: string, payload: unknown) {
    for (const listener of [...listeners]) listener({ subscriberId, event, payload });
  }

  /** A real server tells the subscriber's room whenever a count changes. */
  function announceCounts(subscriberId: string) {
    const subscriber = subscriberNamed(subscriberId);
    const counts = countsOf(subscriber.messages);
    if (counts === subscriber.lastCounts) return;
    subscriber.lastCounts = counts;
    const unseen = subscriber.messages.filter((message) => !message.seen).length;
    const unread = subscriber.messages.filter((message) => !message.read).length;
    emit(subscriberId, SOCKET_EVENT.unseenCountChanged, {
      unseenCount: Math.min(unseen, COUNT_LIMIT),
      hasMore: unseen > COUNT_LIMIT,
    });
    emit(subscriberId, SOCKET_EVENT.unreadCountChanged, {
      unreadCount: Math.min(unread, COUNT_LIMIT),
      hasMore: unread > COUNT_LIMIT,
    });
  }

  /** A count stops at the limit the client asks for (the server counts no further). */
  const countOf = (subscriber: Subscriber, filter: FeedFilter, limit: number) =>
    Math.min(subscriber.messages.filter((message) => messageMatchesFeed(message, filter)).length, limit);
  /** The subscriber's messages with these ids; another subscriber's message answers exactly like an unknown one. */
  function ownMessages(subscriber: Subscriber, ids: readonly string[]) {
    const missing = ids.find((id) => !subscriber.messages.some((message) => message._id === id));
    if (missing !== undefined) throw new Refusal(404, `Message ${missing} was not found`);
    return subscriber.messages.filter((message) => ids.includes(message._id));
  }
  const inFeeds = (subscriber: Subscriber, feedId: string | string[] | undefined) =>
    subscriber.messages.filter((message) => messageMatchesFeed(message, { feedIdentifier: feedId }));
  function removeWhere(subscriber: Subscriber, keep: (message: NotificationMessage) => boolean) {
    const kept = subscriber.messages.filter(keep);
    subscriber.messages.splice(0, subscriber.messages.length, ...kept);
  }
  const removed = (): WidgetResponse => ({
    status: 200,
    body: { data: { acknowledged: true, status: 'deleted' } },
  });
  function preferenceOf(subscriber: Subscriber, templateId: string) {
    const item = subscriber.preferences.find((candidate) => candidate.template._id === templateId);
    if (!item) throw new Refusal(404, `Workflow ${templateId} was not found`);
    if (item.template.critical)
      throw new Refusal(400, `${item.template.name} is critical: its notifications are always delivered`);
    return item;
  }
  const ok = (status: number, data: unknown): WidgetResponse => ({ status, body: { data } });

  const routes: Route[] = [
    route('GET', WIDGET_PATHS.feed, 'feed', ({ subscriber, query }) => {
      const { page, limit: askedLimit, payload, ...filter } = parse(feedQuerySchema, query);
      const limit = query.limit === undefined ? pageSize : askedLimit;
      const found = subscriber.messages.filter((message) =>
        messageMatchesFeed(message, { ...filter, payload: payload ? decodeFeedPayload(payload) : undefined }),
      );
      return {
        status: 200,
        body: {
          data: found.slice(page * limit, (page + 1) * limit),
          totalCount: found.length,
          hasMore: (page + 1) * limit < found.length,
          pageSize: limit,
          page,
        },
      };
    }),
    route('GET', WIDGET_PATHS.unseenCount, 'counts', ({ subscriber, query }) => {
      const { feedIdentifier, limit } = parse(countQuerySchema, query);
      return ok(200, { count: countOf(subscriber, { feedIdentifier, seen: false }, limit) });
    }),
    route('GET', WIDGET_PATHS.unreadCount, 'counts', ({ subscriber, query }) => {
      const { feedIdentifier, limit } = parse(countQuerySchema, query);
      return ok(200, { count: countOf(subscriber, { feedIdentifier, read: false }, limit) });
    }),
    route('GET', WIDGET_PATHS.tabCount, 'counts', ({ subscriber, query }) => {
      const { limit, ...filter } = parse(tabCountQuerySchema, query);
      return ok(200, { count: countOf(subscriber, filter, limit) });
    }),
    route('POST', WIDGET_PATHS.markAs, 'markAs', ({ subscriber, body }) => {
      const { messageId, mark } = parse(markMessagesAsBodySchema, body);
      if (mark.read === true && mark.seen === false)
        throw new Refusal(400, 'mark: a message cannot be read and unseen');
      const changed = ownMessages(subscriber, [
        ...new Set(Array.isArray(messageId) ? messageId : [messageId]),
      ]);
      const at = now().toISOString();
      for (const message of changed) {
        // Read implies seen and unseen implies unread; marking unread leaves the message seen
        // (docs/product.md §4).
        if (mark.read === true)
          Object.assign(message, { seen: true, read: true, lastSeenDate: at, lastReadDate: at });
        else if (mark.seen === false) Object.assign(message, { seen: false, read: false });
        else
          Object.assign(
            message,
            { seen: true, lastSeenDate: at },
            mark.read === false ? { read: false } : {},
          );
      }
      return ok(200, changed);
    }),
    route('POST', WIDGET_PATHS.archiveMessages, 'archive', ({ subscriber, body }) => {
      const { messageId, archived } = parse(archiveMessagesBodySchema, body);
      const changed = ownMessages(subscriber, [
        ...new Set(Array.isArray(messageId) ? messageId : [messageId]),
      ]);
      const at = now().toISOString();
      for (const message of changed) {
        // Archiving marks the message read as well; unarchiving leaves it read.
        if (archived)
          Object.assign(message, {
            archived: true,
            archivedAt: message.archivedAt ?? at,
            seen: true,
            read: true,
            lastSeenDate: message.lastSeenDate ?? at,
            lastReadDate: message.lastReadDate ?? at,
          });
        else Object.assign(message, { archived: false, archivedAt: null });
      }
      return ok(200, changed);
    }),
    route('POST', WIDGET_PATHS.markAllRead, 'markAll', ({ subscriber, body }) => {
      const { feedId } = parse(markAllMessagesBodySchema, body ?? {});
      const changed = inFeeds(subscriber, feedId).filter((message) => !message.read);
      const at = now().toISOString();
      for (const message of changed) {
        if (!message.seen) message.lastSeenDate = at;
        Object.assign(message, { read: true, seen: true, lastReadDate: at });
      }
      return ok(200, changed.length);
    }),
    route('POST', WIDGET_PATHS.markAllSeen, 'markAll', ({ subscriber, body }) => {
      const { feedId } = parse(markAllMessagesBodySchema, body ?? {});
      const changed = inFeeds(subscriber, feedId).filter((message) => !message.seen);
      const at = now().toISOString();
      for (const message of changed) Object.assign(message, { seen: true, lastSeenDate: at });
      return ok(200, changed.length);
    }),
    route('POST', WIDGET_PATHS.removeMessages, 'remove', ({ subscriber, body }) => {
      const { messageIds } = parse(removeMessagesBodySchema, body);
      ownMessages(subscriber, messageIds);
      removeWhere(subscriber, (message) => !messageIds.includes(message._id));
      return removed();
    }),
    route('POST', WIDGET_PATHS.messageAction, 'action', ({ subscriber, params, body }) => {
      const { messageId, type } = parse(messageActionParamsSchema, {
        messageId: params.id,
        type: params.type,
      });
      const { executedType, status, payload } = parse(messageActionBodySchema, body);
      if (executedType !== undefined && executedType !== type)
        throw new Refusal(400, 'executedType: executedType must match the button type in the path');
      const [message] = ownMessages(subscriber, [messageId]);
      if (!message) throw new Refusal(404, `Message ${messageId} was not found`);
      message.cta.action = {
        status,
        buttons: message.cta.action?.buttons ?? [],
        result: { type, payload: payload ?? null },
      };
      return ok(200, message);
    }),
    route('DELETE', WIDGET_PATHS.removeMessage, 'remove', ({ subscriber, params }) => {
      const { messageId } = parse(messageParamsSchema, { messageId: params.id });
      ownMessages(subscriber, [messageId]);
      removeWhere(subscriber, (message) => message._id !== messageId);
      return removed();
    }),
    route('DELETE', WIDGET_PATHS.removeAllMessages, 'remove', ({ subscriber, query }) => {
      const { feedId } = parse(removeAllMessagesQuerySchema, query);
      // Removing "all of a feed" that does not exist must never fall back to removing everything.
      if (feedId !== undefined && !feeds.has(feedId)) throw new Refusal(404, `Feed ${feedId} was not found`);
      removeWhere(subscriber, (message) => feedId !== undefined && message.feedIdentifier !== feedId);
      return removed();
    }),
    route('GET', WIDGET_PATHS.organization, 'organization', () => ok(200, organization)),
    route('GET', WIDGET_PATHS.preferences, 'preferences', ({ subscriber }) =>
      ok(200, subscriber.preferences),
    ),
    route('GET', WIDGET_PATHS.globalPreferences, 'preferences', ({ subscriber }) =>
      ok(200, [{ preference: subscriber.globalPreference }]),
    ),
    route('PATCH', WIDGET_PATHS.templatePreference, 'updatePreference', ({ subscriber, params, body }) => {
      const { templateId } = parse(preferenceParamsSchema, { templateId: params.templateId });
      const { channel, enabled } = parse(updatePreferenceBodySchema, body);
      const item = preferenceOf(subscriber, templateId);
      if (channel) {
        if (item.preference.channels[channel.type] === undefined)
          throw new Refusal(
            400,
            `channel.type: ${item.template.name} sends nothing by ${CHANNEL_LABELS[channel.type]}`,
          );
        item.preference.channels[channel.type] = channel.enabled;
      }
      if (enabled !== undefined) item.preference.enabled = enabled;
      return ok(200, item);
    }),
    route('PATCH', WIDGET_PATHS.preferences, 'updatePreference', ({ subscriber, body }) => {
      const { preferences: channels, enabled } = parse(updateGlobalPreferenceBodySchema, body);
      for (const channel of channels) subscriber.globalPreference.channels[channel.type] = channel.enabled;
      if (enabled !== undefined) subscriber.globalPreference.enabled = enabled;
      return ok(200, { preference: subscriber.globalPreference });
    }),
    route('POST', WIDGET_PATHS.usageLog, 'usageLog', ({ body }) => {
      parse(usageLogBodySchema, body);
      return ok(200, { acknowledged: true });
    }),
  ];

  function startSession(body: unknown): WidgetResponse {
    const input = parse(sessionInitializeBodySchema, body);
    if (input.applicationIdentifier !== applicationIdentifier)
      throw new Refusal(400, WIDGET_ERRORS.unknownApplication);
    if (options.subscriberHash) {
      const expected = options.subscriberHash(input.subscriberId);
      if (!input.hmacHash || input.hmacHash.toLowerCase() !== expected.toLowerCase())
        throw new Refusal(400, WIDGET_ERRORS.invalidHmac);
    }
    const subscriber = subscriberNamed(input.subscriberId);
    const token =
      options.tokenFor?.(subscriber.id, generation) ??
      `${TOKEN_PREFIX}.${backendId}.${tokens.size + 1}.${encodeURIComponent(subscriber.id)}`;
    tokens.set(token, { subscriberId: subscriber.id, generation });
    return ok(201, {
      token,
      profile: {
        _id: subscriber.rowId,
        subscriberId: subscriber.id,
        firstName: null,
        lastName: null,
        email: null,
        phone: null,
        avatar: null,
      },
    });
  }

  const pathOf = (path: string) => {
    const at = path.indexOf(API_PREFIX + '/widgets/');
    return at < 0 ? path : path.slice(at + API_PREFIX.length);
  };

  function match(method: string, path: string) {
    for (const candidate of routes) {
      const found = candidate.method === method ? candidate.pattern.exec(path) : null;
      if (found) {
        const params = Object.fromEntries(
          Object.entries(found.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
        );
        return { route: candidate, params };
      }
    }
    return undefined;
  }

  function subscriberOf(token: unknown): string | undefined {
    if (typeof token !== 'string') return undefined;
    const issued = tokens.get(token);
    return issued?.generation === generation ? issued.subscriberId : undefined;
  }

  function bearerOf(headers: WidgetRequest['headers']) {
    const header = headers?.authorization ?? headers?.Authorization;
    const value = Array.isArray(header) ? header[0] : header;
    return /^Bearer (.+)$/.exec(value ?? '')?.[1];
  }

  const backend: FakeWidgetBackend = {
    applicationIdentifier,
    organization,
    callOf({ method, path }) {
      const widgetPath = pathOf(path);
      if (method === 'POST' && widgetPath === WIDGET_PATHS.sessionInitialize) return 'session';
      return match(method, widgetPath)?.route.name;
    },
    handle({ method, path, query = {}, headers, body }) {
      const widgetPath = pathOf(path);
      try {
        if (method === 'POST' && widgetPath === WIDGET_PATHS.sessionInitialize) return startSession(body);
        const matched = match(method, widgetPath);
        if (!matched) return refusal(404, `Route ${method}:${API_PREFIX}${widgetPath} not found`);
        const subscriberId = subscriberOf(bearerOf(headers));
        if (subscriberId === undefined) return refusal(401, WIDGET_ERRORS.unauthorized);
        const response = matched.route.run({
          subscriber: subscriberNamed(subscriberId),
          params: matched.params,
          query,
          body,
        });
        announceCounts(subscriberId);
        return response;
      } catch (error) {
        if (error instanceof Refusal) return refusal(error.status, error.message);
        throw error;
      }
    },
    admitSocket(token) {
      if (typeof token !== 'string' || token === '') return { error: WIDGET_ERRORS.socketTokenMissing };
      const subscriberId = subscriberOf(token);
      if (subscriberId !== undefined) return { subscriberId };
      return {
        error: tokens.has(token) ? WIDGET_ERRORS.socketTokenExpired : WIDGET_ERRORS.socketTokenInvalid,
      };
    },
    messagesOf: (subscriberId) => subscriberNamed(subscriberId).messages,
    setMessages(subscriberId, messages) {
      const subscriber = subscriberNamed(subscriberId);
      subscriber.messages.splice(0, subscriber.messages.length, ...structuredClone([...messages]));
      learnFeeds(messages);
      // Counts before the first change are what a fresh connection fetches; changes are announced from here on.
      subscriber.lastCounts = countsOf(subscriber.messages);
    },
    preferencesOf: (subscriberId) => subscriberNamed(subscriberId).preferences,
    globalPreferenceOf: (subscriberId) => subscriberNamed(subscriberId).globalPreference,
    deliver(subscriberId, partial = {}) {
      messageCount += 1;
      const message: NotificationMessage = {
        _id: `fake-message-${backendId}-${messageCount}`,
        content: 'A message',
        templateIdentifier: 'fake-workflow',
        createdAt: now().toISOString(),
        seen: false,
        read: false,
        feedIdentifier: null,
        payload: {},
        actor: { type: 'none', data: null },
        cta: { type: 'redirect', data: {} },
        ...structuredClone(partial),
      };
      subscriberNamed(subscriberId).messages.unshift(message);
      learnFeeds([message]);
      emit(subscriberId, SOCKET_EVENT.notificationReceived, { message });
      announceCounts(subscriberId);
      return message;
    },
    emit,
    announceCounts,
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    expireTokens() {
      generation += 1;
    },
    subscriberOf,
  };
  return backend;
}
