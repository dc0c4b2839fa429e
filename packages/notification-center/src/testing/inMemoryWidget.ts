import {
  API_PREFIX,
  type NotificationMessage,
  type Organization,
  type Preference,
  type PreferenceItem,
} from '@herald/notification-protocol';
import {
  WIDGET_CALLS,
  createFakeWidgetBackend,
  queryRecord,
  type FakeWidgetBackend,
  type WidgetCall,
} from '@herald/notification-protocol/testing';
import { InMemorySocketConnection, type InMemoryWebSocket } from './inMemorySocket.js';
import { routeToWidget } from './transport.js';

/** The widget calls, grouped as a test holds or fails them. */
export { WIDGET_CALLS };
export type { WidgetCall };

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
  /** The HMAC a session must send for a subscriber; any hash, or none, opens one when unset. */
  subscriberHash?: (subscriberId: string) => string;
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
  /** The protocol's in-memory backend behind it, which answers every subscriber that opens a session. */
  readonly backend: FakeWidgetBackend;
  /** A fetch that answers the widget protocol from memory, whatever the host. */
  fetch: typeof globalThis.fetch;
  /** The subscriber's messages as the server holds them. */
  readonly messages: NotificationMessage[];
  /** The workflows in the settings view as the server holds them. */
  readonly preferences: PreferenceItem[];
  readonly globalPreference: Preference;
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

/**
 * The protocol's in-memory widget backend (`@herald/notification-protocol/testing`) answering one subscriber in the page: the
 * page's fetch and WebSocket reach it through an in-page transport, and its socket events reach the real socket.io
 * client through an in-memory socket. Stories and tests run the real notification machine and the real connected
 * center against it. Calls can be held (loading states without timers) or made to fail (error states), and every
 * call is recorded.
 */
export function createInMemoryWidget(
  options: InMemoryWidgetOptions | readonly NotificationMessage[] = {},
): InMemoryWidget {
  const settings: InMemoryWidgetOptions = Array.isArray(options)
    ? { messages: options as readonly NotificationMessage[] }
    : (options as InMemoryWidgetOptions);
  widgetCount += 1;
  const backendUrl = `http://widget-${widgetCount}.herald.test`;
  const subscriberId = settings.subscriberId ?? `subscriber-${widgetCount}`;
  const backend = createFakeWidgetBackend({
    applicationIdentifier: settings.applicationIdentifier ?? 'herald-app',
    subscriberHash: settings.subscriberHash,
    organization: settings.organization,
    preferences: settings.preferences,
    pageSize: settings.pageSize,
  });
  backend.setMessages(subscriberId, settings.messages ?? []);
  const calls: RecordedCall[] = [];
  const sockets = new Set<InMemorySocketConnection>();
  const failures = new Map<WidgetCall, WidgetFailure>(Object.entries(settings.fail ?? {}) as never);
  const gates = new Map<WidgetCall, WidgetGate & { open: Promise<void>; arrive(): void }>();
  const answeredCounts = new Map<WidgetCall, number>();
  const answeredWaiters: Array<{ name: WidgetCall; count: number; resolve: () => void }> = [];

  const widget: InMemoryWidget = {
    backendUrl,
    applicationIdentifier: backend.applicationIdentifier,
    subscriberId,
    backend,
    messages: backend.messagesOf(subscriberId),
    preferences: backend.preferencesOf(subscriberId),
    globalPreference: backend.globalPreferenceOf(subscriberId),
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
    deliver: (message) => void backend.deliver(subscriberId, message),
    emit: (event, payload) => backend.emit(subscriberId, event, payload),
    get connectedSockets() {
      return [...sockets].filter((socket) => socket.connected).length;
    },
    dispose: () => {
      unlisten();
      unroute();
    },
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
    const query = queryRecord(url.searchParams);
    const name = backend.callOf({ method: request.method, path });
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
      const answer = backend.handle({
        method: request.method,
        path,
        query,
        headers: { authorization: request.headers.get('Authorization') ?? undefined },
        body,
      });
      return json(answer.status, answer.body);
    } finally {
      noteAnswered(name);
    }
  }

  const unlisten = backend.listen((event) => {
    for (const socket of sockets)
      if (socket.subscriberId === event.subscriberId) socket.emit(event.event, event.payload);
  });
  const unroute = routeToWidget(backendUrl, {
    handle,
    connect: (socket: InMemoryWebSocket) => {
      const connection = new InMemorySocketConnection(socket, backend);
      sockets.add(connection);
      socket.addEventListener('close', () => sockets.delete(connection));
      return connection;
    },
  });

  return widget;
}
