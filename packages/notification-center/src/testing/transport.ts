// Routes the page's fetch and WebSocket to in-memory widgets by host, and everything else to the browser's own.
// Installed once, on the first widget: socket.io's WebSocket transport reads the constructor when it loads, so the
// router stays in place for the page's life, and each widget only adds or removes its host.
import { InMemoryWebSocket, type InMemorySocketConnection } from './inMemorySocket.js';

/** What a widget offers the router: its HTTP answers and its realtime room. */
export interface RoutedWidget {
  handle(request: Request): Promise<Response>;
  connect(socket: InMemoryWebSocket): InMemorySocketConnection;
}

const widgets = new Map<string, RoutedWidget>();
let installed = false;

/** The host a URL names, for http(s) and ws(s) alike. */
function hostOf(url: string | URL): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

function install() {
  if (installed) return;
  installed = true;
  const browserFetch = globalThis.fetch;
  const BrowserWebSocket = globalThis.WebSocket as typeof WebSocket | undefined;

  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input;
    const widget = widgets.get(hostOf(url) ?? '');
    return widget ? widget.handle(new Request(input, init)) : browserFetch(input, init);
  };

  function RoutedWebSocket(url: string | URL, protocols?: string | string[]) {
    const host = hostOf(url);
    if (host !== undefined && widgets.has(host)) {
      return new InMemoryWebSocket(String(url), (socket) => widgets.get(host)?.connect(socket));
    }
    if (!BrowserWebSocket) throw new Error(`No WebSocket to open ${String(url)}`);
    return new BrowserWebSocket(url, protocols);
  }
  Object.assign(RoutedWebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  globalThis.WebSocket = RoutedWebSocket as unknown as typeof WebSocket;
}

/** Answers `origin`'s host from `widget` until the returned function is called. */
export function routeToWidget(origin: string, widget: RoutedWidget): () => void {
  install();
  const host = hostOf(origin);
  if (host === undefined) throw new Error(`Not a URL: ${origin}`);
  widgets.set(host, widget);
  return () => {
    if (widgets.get(host) === widget) widgets.delete(host);
  };
}
