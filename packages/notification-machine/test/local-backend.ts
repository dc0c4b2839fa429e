// A real HTTP server on 127.0.0.1 standing in for the Herald backend in tests: no fetch mocks.
import { EventEmitter, once } from 'node:events';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body, or undefined when there was none. */
  body: unknown;
}

/** Answers a request; a handler that never ends `response` leaves the caller waiting. */
export type RouteHandler = (request: ReceivedRequest, response: ServerResponse) => void;

export interface LocalBackend {
  /** `http://127.0.0.1:<port>`, without the API prefix. */
  url: string;
  server: Server;
  received: ReceivedRequest[];
  /** Resolves with the next request the server receives. */
  nextRequest(): Promise<ReceivedRequest>;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  response.writeHead(statusCode, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * Starts a server answering `routes`, keyed `"<METHOD> <pathname>"`; any other path goes to `fallback`, or answers
 * 404 JSON without one.
 */
export async function startLocalBackend(
  routes: Record<string, RouteHandler> = {},
  fallback?: RouteHandler,
): Promise<LocalBackend> {
  const events = new EventEmitter();
  const received: ReceivedRequest[] = [];

  const server = createServer((incoming, response) => {
    // A test page (happy-dom) lives on another origin, so the server allows cross-origin calls.
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (incoming.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
      });
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
        headers: incoming.headers,
        body: text === '' ? undefined : JSON.parse(text),
      };
      received.push(request);
      events.emit('request', request);
      const handler = routes[`${request.method} ${request.url.pathname}`];
      if (handler) handler(request, response);
      else if (fallback) fallback(request, response);
      else
        sendJson(response, 404, {
          statusCode: 404,
          message: `Route ${request.method}:${request.url.pathname} not found`,
        });
    });
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    server,
    received,
    nextRequest: async () => {
      const [request] = (await once(events, 'request')) as [ReceivedRequest];
      return request;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
