import {
  API_PREFIX,
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
} from '@herald/protocol';
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
} from '@herald/protocol/schemas';
import { InMemorySocketConnection, type InMemoryWebSocket } from './inMemorySocket.js';
import { routeToWidget } from './transport.js';

/** The widget calls of SPEC §7, grouped as a test holds or fails them. */
export const WIDGET_CALLS = [
  'session',
  'feed',
  'counts',
  'markAs',
  'markAll',
  'action',
  'remove',
  'preferences',
  'updatePreference',
  'organization',
  'usageLog',
] as const;
export type WidgetCall = (typeof WIDGET_CALLS)[number];

/** An injected failure: the call answers `{statusCode, message}` with this status. */
export interface WidgetFailure {
  /**
   * 403 by default: a 4xx, which the machine's data policy does not retry, so the failure shows at once. A 5xx is
   * retried three times with a doubling delay first.
   */
  status?: number;
  message?: string;
  /** Fail this many calls, then answer again; every call until `recover` when unset. */
  times?: number;
}

/** Calls of one kind wait here until released: a loading state held as long as a test needs it. */
export interface WidgetGate {
  /** Lets every waiting and later call through. */
  release(): void;
  /** Resolves once a call has arrived at the gate and is waiting. */
  readonly arrived: Promise<void>;
}

export interface InMemoryWidgetOptions {
  /** The subscriber's messages, newest first. */
  messages?: readonly NotificationMessage[];
  /** The workflows in the settings view. */
  preferences?: readonly PreferenceItem[];
  organization?: Organization;
  applicationIdentifier?: string;
  /** A subscriber id of its own by default, so widgets on one page never share a tab-sync channel. */
  subscriberId?: string;
  /** Messages per feed page when the client names no limit. */
  pageSize?: number;
  /** Answers wait this long, for trying loading states by hand; tests hold calls instead. */
  latencyMs?: number;
  /** Calls that fail from the start. */
  fail?: Partial<Record<WidgetCall, WidgetFailure>>;
  /** Calls held from the start; release them with `widget.gate(call).release()`. */
  hold?: readonly WidgetCall[];
}

export interface RecordedCall {
  /** `METHOD /path`, the path after the API prefix, e.g. `POST /widgets/messages/markAs`. */
  call: string;
  name: WidgetCall;
  body: unknown;
  query: Record<string, string | string[]>;
}

export interface InMemoryWidget {
  /** The backend (and socket) origin to hand the NotificationProvider; answered from memory. */
  readonly backendUrl: string;
  readonly applicationIdentifier: string;
  readonly subscriberId: string;
  /** A fetch that answers the widget protocol from memory, whatever the host. */
  fetch: typeof globalThis.fetch;
  /** The subscriber's messages as the server holds them. */
  messages: NotificationMessage[];
  preferences: PreferenceItem[];
  globalPreference: Preference;
  /** Every call made, in order. */
  calls: RecordedCall[];
  /** Holds calls of one kind until the gate is released. */
  hold(call: WidgetCall): WidgetGate;
  /** The gate of a call held at creation or by `hold`. */
  gate(call: WidgetCall): WidgetGate;
  /** Calls of one kind answer with an error from now on (or the next `times` calls). */
  fail(call: WidgetCall, failure?: WidgetFailure): void;
  recover(call: WidgetCall): void;
  /** Resolves once `count` calls of this kind have been answered (counting from the widget's start). */
  answered(call: WidgetCall, count?: number): Promise<void>;
  /** A new notification arrives: stored first and announced on the realtime socket with the new counts. */
  deliver(message: NotificationMessage): void;
  /** Sends any socket.io event to every connected client. */
  emit(event: string, payload: unknown): void;
  /** Realtime connections currently open and authenticated. */
  readonly connectedSockets: number;
  /** Stops answering the backend origin; in-flight held calls stay held. */
  dispose(): void;
}

const DEFAULT_FAILURE_STATUS = 403;

let widgetCount = 0;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refuse = (status: number, message: string) => json(status, { statusCode: status, message });

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A shared zod schema of the protocol, as far as the widget uses it. */
interface Schema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: Parameters<typeof readableError>[0] };
}

/** The parsed input, or a 400 `{statusCode, message}` with the schema's words. */
function parse<T>(schema: Schema<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Refusal(400, readableError(result.error));
  return result.data;
}

/** The query string as the schemas read it: a repeated parameter becomes a list. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

interface Route {
  method: string;
  pattern: RegExp;
  name: WidgetCall;
  run: (input: {
    params: Record<string, string>;
    query: Record<string, string | string[]>;
    body: unknown;
  }) => Response;
}

function route(method: string, path: string, name: WidgetCall, run: Route['run']): Route {
  const pattern = new RegExp(`^${path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
  return { method, pattern, name, run };
}

/**
 * The widget side of the backend kept in memory (SPEC §7): session, feed pages with their filters, counts, marks,
 * actions, removal, preferences, the organisation and the realtime socket. Stories and tests run the real
 * notification machine and the real connected center against it. Calls can be held (loading states without
 * timers) or made to fail (error states), and every call is recorded.
 */
export function createInMemoryWidget(
  options: InMemoryWidgetOptions | readonly NotificationMessage[] = {},
): InMemoryWidget {
  const settings: InMemoryWidgetOptions = Array.isArray(options)
    ? { messages: options as readonly NotificationMessage[] }
    : (options as InMemoryWidgetOptions);
  widgetCount += 1;
  const backendUrl = `http://widget-${widgetCount}.herald.test`;
  const applicationIdentifier = settings.applicationIdentifier ?? 'herald-app';
  const subscriberId = settings.subscriberId ?? `subscriber-${widgetCount}`;
  const pageSize = settings.pageSize ?? FEED_PAGE_SIZE;
  const messages: NotificationMessage[] = structuredClone([...(settings.messages ?? [])]);
  const preferences: PreferenceItem[] = structuredClone([...(settings.preferences ?? [])]);
  const organization: Organization = settings.organization ?? {
    _id: 'organization',
    name: 'Northbridge University',
    branding: { direction: 'ltr' },
  };
  const calls: RecordedCall[] = [];
  const tokens = new Set<string>();
  const sockets = new Set<InMemorySocketConnection>();
  const failures = new Map<WidgetCall, WidgetFailure>(Object.entries(settings.fail ?? {}) as never);
  const gates = new Map<WidgetCall, WidgetGate & { open: Promise<void>; arrive(): void }>();
  const answeredCounts = new Map<WidgetCall, number>();
  const answeredWaiters: Array<{ name: WidgetCall; count: number; resolve: () => void }> = [];
  let lastCounts = '';

  const widget: InMemoryWidget = {
    backendUrl,
    applicationIdentifier,
    subscriberId,
    messages,
    preferences,
    globalPreference: { enabled: true, channels: {} },
    calls,
    fetch: (input, init) => handle(new Request(input, init)),
    hold,
    gate: (call) => gates.get(call) ?? hold(call),
    fail: (call, failure = {}) => failures.set(call, { ...failure }),
    recover: (call) => failures.delete(call),
    answered: (name, count = 1) =>
      new Promise<void>((resolve) => {
        if ((answeredCounts.get(name) ?? 0) >= count) resolve();
        else answeredWaiters.push({ name, count, resolve });
      }),
    deliver(message) {
      messages.unshift(structuredClone(message));
      widget.emit(SOCKET_EVENT.notificationReceived, { message });
      announceCounts();
    },
    emit(event, payload) {
      for (const socket of sockets) socket.emit(event, payload);
    },
    get connectedSockets() {
      return [...sockets].filter((socket) => socket.connected).length;
    },
    dispose: () => unroute(),
  };

  function hold(call: WidgetCall) {
    let release = () => {};
    let arrive = () => {};
    const open = new Promise<void>((resolve) => (release = resolve));
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const gate = {
      open,
      arrived,
      arrive,
      release: () => {
        if (gates.get(call) === gate) gates.delete(call);
        release();
      },
    };
    gates.set(call, gate);
    return gate;
  }
  for (const call of settings.hold ?? []) hold(call);

  function countOf(filter: FeedFilter) {
    return Math.min(messages.filter((message) => messageMatchesFeed(message, filter)).length, COUNT_LIMIT);
  }

  /** A real server tells the subscriber's room whenever a count changes. */
  function announceCounts() {
    const unseen = messages.filter((message) => !message.seen).length;
    const unread = messages.filter((message) => !message.read).length;
    const counts = `${unseen} ${unread}`;
    if (counts === lastCounts) return;
    lastCounts = counts;
    widget.emit(SOCKET_EVENT.unseenCountChanged, {
      unseenCount: Math.min(unseen, COUNT_LIMIT),
      hasMore: unseen > COUNT_LIMIT,
    });
    widget.emit(SOCKET_EVENT.unreadCountChanged, {
      unreadCount: Math.min(unread, COUNT_LIMIT),
      hasMore: unread > COUNT_LIMIT,
    });
  }

  const byIds = (ids: readonly string[]) => messages.filter((message) => ids.includes(message._id));
  const inFeeds = (feedId: string | string[] | undefined) =>
    messages.filter((message) => messageMatchesFeed(message, { feedIdentifier: feedId }));
  function removeWhere(keep: (message: NotificationMessage) => boolean) {
    const kept = messages.filter(keep);
    messages.splice(0, messages.length, ...kept);
  }
  const removed = () => json(200, { data: { acknowledged: true, status: 'deleted' } });
  function preferenceOf(templateId: string) {
    const item = preferences.find((candidate) => candidate.template._id === templateId);
    if (!item) throw new Refusal(404, `No workflow ${templateId}`);
    return item;
  }

  const routes: Route[] = [
    route('GET', WIDGET_PATHS.feed, 'feed', ({ query }) => {
      const { page, limit: askedLimit, payload, ...filter } = parse(feedQuerySchema, query);
      // The server's own page size applies when the client names none.
      const limit = query.limit === undefined ? pageSize : askedLimit;
      const found = messages.filter((message) =>
        messageMatchesFeed(message, { ...filter, payload: payload ? decodeFeedPayload(payload) : undefined }),
      );
      return json(200, {
        data: found.slice(page * limit, (page + 1) * limit),
        totalCount: found.length,
        hasMore: (page + 1) * limit < found.length,
        pageSize: limit,
        page,
      });
    }),
    route('GET', WIDGET_PATHS.unseenCount, 'counts', ({ query }) => {
      const { feedIdentifier } = parse(countQuerySchema, query);
      return json(200, { data: { count: countOf({ feedIdentifier, seen: false }) } });
    }),
    route('GET', WIDGET_PATHS.unreadCount, 'counts', ({ query }) => {
      const { feedIdentifier } = parse(countQuerySchema, query);
      return json(200, { data: { count: countOf({ feedIdentifier, read: false }) } });
    }),
    route('GET', WIDGET_PATHS.tabCount, 'counts', ({ query }) => {
      const { limit: _limit, ...filter } = parse(tabCountQuerySchema, query);
      return json(200, { data: { count: countOf(filter) } });
    }),
    route('POST', WIDGET_PATHS.markAs, 'markAs', ({ body }) => {
      const { messageId, mark } = parse(markMessagesAsBodySchema, body);
      const changed = byIds(Array.isArray(messageId) ? messageId : [messageId]);
      const now = new Date().toISOString();
      for (const message of changed) {
        if (mark.read !== undefined) {
          message.read = mark.read;
          if (mark.read) message.lastReadDate = now;
        }
        // Read implies seen (SPEC §4).
        const seen = mark.read === true ? true : (mark.seen ?? message.seen);
        if (seen && !message.seen) message.lastSeenDate = now;
        message.seen = seen;
      }
      return json(201, { data: changed });
    }),
    route('POST', WIDGET_PATHS.markAllRead, 'markAll', ({ body }) => {
      const { feedId } = parse(markAllMessagesBodySchema, body ?? {});
      const changed = inFeeds(feedId).filter((message) => !message.read);
      changed.forEach((message) => Object.assign(message, { read: true, seen: true }));
      return json(201, { data: changed.length });
    }),
    route('POST', WIDGET_PATHS.markAllSeen, 'markAll', ({ body }) => {
      const { feedId } = parse(markAllMessagesBodySchema, body ?? {});
      const changed = inFeeds(feedId).filter((message) => !message.seen);
      changed.forEach((message) => Object.assign(message, { seen: true }));
      return json(201, { data: changed.length });
    }),
    route('POST', WIDGET_PATHS.removeMessages, 'remove', ({ body }) => {
      const { messageIds } = parse(removeMessagesBodySchema, body);
      removeWhere((message) => !messageIds.includes(message._id));
      return removed();
    }),
    route('POST', WIDGET_PATHS.messageAction, 'action', ({ params, body }) => {
      const { messageId, type } = parse(messageActionParamsSchema, {
        messageId: params.id,
        type: params.type,
      });
      const { status, payload } = parse(messageActionBodySchema, body);
      const [message] = byIds([messageId]);
      if (!message?.cta.action) throw new Refusal(404, `No message ${messageId} with an action`);
      message.cta.action = { ...message.cta.action, status, result: { type, payload: payload ?? null } };
      return json(201, { data: message });
    }),
    route('DELETE', WIDGET_PATHS.removeMessage, 'remove', ({ params }) => {
      const { messageId } = parse(messageParamsSchema, { messageId: params.id });
      if (byIds([messageId]).length === 0) throw new Refusal(404, `No message ${messageId}`);
      removeWhere((message) => message._id !== messageId);
      return removed();
    }),
    route('DELETE', WIDGET_PATHS.removeAllMessages, 'remove', ({ query }) => {
      const { feedId } = parse(removeAllMessagesQuerySchema, query);
      removeWhere((message) => feedId !== undefined && message.feedIdentifier !== feedId);
      return removed();
    }),
    route('GET', WIDGET_PATHS.organization, 'organization', () => json(200, { data: organization })),
    route('GET', WIDGET_PATHS.preferences, 'preferences', () => json(200, { data: preferences })),
    route('GET', WIDGET_PATHS.globalPreferences, 'preferences', () =>
      json(200, { data: [{ preference: widget.globalPreference }] }),
    ),
    route('PATCH', WIDGET_PATHS.templatePreference, 'updatePreference', ({ params, body }) => {
      const { templateId } = parse(preferenceParamsSchema, { templateId: params.templateId });
      const { channel, enabled } = parse(updatePreferenceBodySchema, body);
      const item = preferenceOf(templateId);
      if (channel) {
        if (item.preference.channels[channel.type] === undefined)
          throw new Refusal(400, `The workflow ${templateId} has no ${channel.type} channel`);
        item.preference.channels[channel.type] = channel.enabled;
      }
      if (enabled !== undefined) item.preference.enabled = enabled;
      return json(200, { data: item });
    }),
    route('PATCH', WIDGET_PATHS.preferences, 'updatePreference', ({ body }) => {
      const { preferences: channels, enabled } = parse(updateGlobalPreferenceBodySchema, body);
      for (const channel of channels) widget.globalPreference.channels[channel.type] = channel.enabled;
      if (enabled !== undefined) widget.globalPreference.enabled = enabled;
      return json(200, { data: { preference: widget.globalPreference } });
    }),
    route('POST', WIDGET_PATHS.usageLog, 'usageLog', ({ body }) => {
      parse(usageLogBodySchema, body);
      return json(201, { data: { acknowledged: true } });
    }),
  ];

  function startSession(body: unknown) {
    const { subscriberId: subscriber } = parse(sessionInitializeBodySchema, body);
    const token = `in-memory-token-${widgetCount}-${tokens.size + 1}`;
    tokens.add(token);
    return json(201, {
      data: {
        token,
        profile: {
          _id: `profile-${subscriber}`,
          subscriberId: subscriber,
          firstName: null,
          lastName: null,
          email: null,
          phone: null,
          avatar: null,
        },
      },
    });
  }

  async function waitAtGate(name: WidgetCall, signal: AbortSignal) {
    const gate = gates.get(name);
    if (!gate) return;
    gate.arrive();
    await new Promise<void>((resolve, reject) => {
      void gate.open.then(resolve);
      const abort = () => reject(new DOMException('The call was aborted', 'AbortError'));
      if (signal.aborted) abort();
      signal.addEventListener('abort', abort, { once: true });
    });
  }

  function noteAnswered(name: WidgetCall) {
    const count = (answeredCounts.get(name) ?? 0) + 1;
    answeredCounts.set(name, count);
    for (const waiter of [...answeredWaiters]) {
      if (waiter.name === name && waiter.count <= count) {
        answeredWaiters.splice(answeredWaiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const prefixAt = url.pathname.indexOf(API_PREFIX);
    const path = prefixAt < 0 ? url.pathname : url.pathname.slice(prefixAt + API_PREFIX.length);
    const text = await request.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      return refuse(400, 'The body is not JSON');
    }
    const query = queryOf(url);
    const isSession = request.method === 'POST' && path === WIDGET_PATHS.sessionInitialize;
    let matched: { route: Route; params: Record<string, string> } | undefined;
    for (const candidate of routes) {
      const found = candidate.method === request.method ? candidate.pattern.exec(path) : null;
      if (found) {
        const params = Object.fromEntries(
          Object.entries(found.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
        );
        matched = { route: candidate, params };
        break;
      }
    }
    const name: WidgetCall | undefined = isSession ? 'session' : matched?.route.name;
    if (!name) return refuse(404, `No widget call ${request.method} ${path}`);
    calls.push({ call: `${request.method} ${path}`, name, body, query });

    if (settings.latencyMs) await new Promise((resolve) => setTimeout(resolve, settings.latencyMs));
    await waitAtGate(name, request.signal);
    try {
      const failure = failures.get(name);
      if (failure) {
        if (failure.times !== undefined && (failure.times -= 1) <= 0) failures.delete(name);
        return refuse(
          failure.status ?? DEFAULT_FAILURE_STATUS,
          failure.message ?? `The widget could not answer ${request.method} ${path}`,
        );
      }
      if (isSession) return startSession(body);
      const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
      if (!token || !tokens.has(token)) return refuse(401, 'The widget token is missing or unknown');
      const response = matched?.route.run({ params: matched.params, query, body }) ?? refuse(404, path);
      announceCounts();
      return response;
    } catch (error) {
      if (error instanceof Refusal) return refuse(error.status, error.message);
      throw error;
    } finally {
      noteAnswered(name);
    }
  }

  const unroute = routeToWidget(backendUrl, {
    handle,
    connect: (socket: InMemoryWebSocket) => {
      const connection = new InMemorySocketConnection(socket, {
        accepts: (token) => typeof token === 'string' && tokens.has(token),
      });
      sockets.add(connection);
      socket.addEventListener('close', () => sockets.delete(connection));
      return connection;
    },
  });
  // Counts before the first change are what a fresh connection fetches; changes are announced from here on.
  lastCounts = `${messages.filter((m) => !m.seen).length} ${messages.filter((m) => !m.read).length}`;

  return widget;
}
