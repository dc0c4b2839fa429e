// The realtime side of the in-memory widget: a WebSocket that speaks just enough of the engine.io v4 and
// socket.io v5 wire format for the real socket.io client to connect, authenticate and receive events. Every
// frame is delivered on a microtask, never a timer, so tests stay deterministic.

/** engine.io packet types, then socket.io packet types, as they prefix each text frame. */
const ENGINE_OPEN = '0';
const ENGINE_PING = '2';
const ENGINE_MESSAGE = '4';
const SOCKET_CONNECT = '0';
const SOCKET_DISCONNECT = '1';
const SOCKET_EVENT = '2';
const SOCKET_CONNECT_ERROR = '4';

/**
 * The server never pings, so the client's ping timeout (interval + timeout) must outlast any test or story while
 * staying below the largest delay a browser timer accepts (2^31 - 1 ms).
 */
const PING_INTERVAL_MS = 2 ** 30;
const PING_TIMEOUT_MS = 2 ** 20;

/** What the widget decides about a socket: the room its token opens, or the refusal in the server's words. */
export interface RealtimeServer {
  admitSocket(token: unknown): { subscriberId: string } | { error: string };
}

type Handler = ((event: never) => void) | null;

/** The in-memory end of one socket.io connection, as the widget's realtime room sees it. */
export class InMemorySocketConnection {
  private authenticated = false;
  /** The subscriber whose room the connection joined, once authenticated. */
  subscriberId: string | undefined;

  constructor(
    private readonly socket: InMemoryWebSocket,
    private readonly server: RealtimeServer,
  ) {}

  get connected(): boolean {
    return this.authenticated && this.socket.readyState === InMemoryWebSocket.OPEN;
  }

  /** Sends a socket.io event to the client, e.g. `emit('unseen_count_changed', { unseenCount: 3 })`. */
  emit(event: string, payload: unknown): void {
    if (this.connected) this.socket.deliver(ENGINE_MESSAGE + SOCKET_EVENT + JSON.stringify([event, payload]));
  }

  /** A frame from the client. */
  receive(frame: string): void {
    if (frame.startsWith(ENGINE_MESSAGE + SOCKET_CONNECT)) {
      const auth = parseJson(frame.slice(2)) as { token?: unknown } | undefined;
      const admission = this.server.admitSocket(auth?.token);
      if ('subscriberId' in admission) {
        this.authenticated = true;
        this.subscriberId = admission.subscriberId;
        this.socket.deliver(ENGINE_MESSAGE + SOCKET_CONNECT + JSON.stringify({ sid: this.socket.sid }));
      } else {
        this.socket.deliver(
          ENGINE_MESSAGE + SOCKET_CONNECT_ERROR + JSON.stringify({ message: admission.error }),
        );
      }
    } else if (frame === ENGINE_MESSAGE + SOCKET_DISCONNECT) {
      this.authenticated = false;
    }
  }
}

/** Where the routed WebSocket finds the widget that answers a host. */
export type SocketRoute = (socket: InMemoryWebSocket) => InMemorySocketConnection | undefined;

let socketCount = 0;

/** A browser WebSocket answered from memory; only text frames, as socket.io sends for JSON events. */
export class InMemoryWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;

  readonly url: string;
  readonly sid = `in-memory-socket-${(socketCount += 1)}`;
  readyState: number = InMemoryWebSocket.CONNECTING;
  binaryType: BinaryType = 'arraybuffer';
  readonly protocol = '';
  readonly extensions = '';
  readonly bufferedAmount = 0;
  // The handler properties are accessors, as a browser's are, not own fields: a DOM emulation that calls own `on…`
  // fields when an event is dispatched (happy-dom) would otherwise deliver every frame twice.
  private readonly handlers: Record<'open' | 'message' | 'close' | 'error', Handler> = {
    open: null,
    message: null,
    close: null,
    error: null,
  };
  get onopen(): Handler {
    return this.handlers.open;
  }
  set onopen(handler: Handler) {
    this.handlers.open = handler;
  }
  get onmessage(): Handler {
    return this.handlers.message;
  }
  set onmessage(handler: Handler) {
    this.handlers.message = handler;
  }
  get onclose(): Handler {
    return this.handlers.close;
  }
  set onclose(handler: Handler) {
    this.handlers.close = handler;
  }
  get onerror(): Handler {
    return this.handlers.error;
  }
  set onerror(handler: Handler) {
    this.handlers.error = handler;
  }
  private connection: InMemorySocketConnection | undefined;

  constructor(url: string, route: SocketRoute) {
    super();
    this.url = url;
    queueMicrotask(() => {
      if (this.readyState !== InMemoryWebSocket.CONNECTING) return;
      this.connection = route(this);
      if (!this.connection) {
        this.fire('error', new Event('error'));
        this.finish(1006);
        return;
      }
      this.readyState = InMemoryWebSocket.OPEN;
      this.fire('open', new Event('open'));
      this.deliver(
        ENGINE_OPEN +
          JSON.stringify({
            sid: this.sid,
            upgrades: [],
            pingInterval: PING_INTERVAL_MS,
            pingTimeout: PING_TIMEOUT_MS,
            maxPayload: 1_000_000,
          }),
      );
    });
  }

  send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    if (this.readyState !== InMemoryWebSocket.OPEN) throw new Error('The in-memory socket is not open');
    // engine.io answers pings; the server never sends them, so a pong needs no handling.
    if (typeof data === 'string' && data !== ENGINE_PING) this.connection?.receive(data);
  }

  close(code = 1000): void {
    if (this.readyState >= InMemoryWebSocket.CLOSING) return;
    this.readyState = InMemoryWebSocket.CLOSING;
    queueMicrotask(() => this.finish(code));
  }

  /** Server side: a text frame to the client, on the next microtask. */
  deliver(frame: string): void {
    queueMicrotask(() => {
      if (this.readyState === InMemoryWebSocket.OPEN)
        this.fire('message', new MessageEvent('message', { data: frame }));
    });
  }

  /** Server side: the connection drops, as when the server goes away. */
  drop(): void {
    this.close(1006);
  }

  private finish(code: number) {
    this.readyState = InMemoryWebSocket.CLOSED;
    this.fire('close', new CloseEvent('close', { code, wasClean: code === 1000 }));
  }

  private fire(type: 'open' | 'message' | 'close' | 'error', event: Event) {
    const handler = this.handlers[type] as ((event: Event) => void) | null;
    handler?.call(this, event);
    this.dispatchEvent(event);
  }
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
