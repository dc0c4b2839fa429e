// The contract suite against the in-memory widget backend, served as the real server is: HTTP on loopback with
// socket.io on the same port, one room per subscriber.
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  createFakeWidgetBackend,
  queryRecord,
  widgetContract,
  type ContractSocket,
  type WidgetContractTarget,
} from '../src/testing.js';

const subscriberHash = (subscriberId: string) => `hash-of-${subscriberId}`;
const backend = createFakeWidgetBackend({
  subscriberHash,
  preferences: [
    {
      template: { _id: 'contract-inbox', name: 'Inbox', critical: false },
      preference: { enabled: true, channels: { in_app: true, email: true } },
    },
  ],
});

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

const http = createServer((request, response) => {
  void bodyOf(request).then((body) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const query = queryRecord(url.searchParams);
    const answer = backend.handle({
      method: request.method ?? 'GET',
      path: url.pathname,
      query,
      headers: request.headers,
      body,
    });
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
});
const realtime = new Server(http);
realtime.use((socket, next) => {
  const admission = backend.admitSocket(socket.handshake.auth.token);
  if ('error' in admission) return next(new Error(admission.error));
  void socket.join(admission.subscriberId);
  next();
});
backend.listen(({ subscriberId, event, payload }) => realtime.to(subscriberId).emit(event, payload));

let url = '';
beforeAll(async () => {
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  http.closeAllConnections();
  await new Promise<void>((resolve) => realtime.close(() => resolve()));
});

const target: WidgetContractTarget = {
  get url() {
    return url;
  },
  applicationIdentifier: backend.applicationIdentifier,
  subscriberHash,
  deliver: async (subscriberId, content) => void backend.deliver(subscriberId, { content }),
  connectSocket: (token) =>
    new Promise<ContractSocket>((resolve, reject) => {
      const socket = io(url, { transports: ['websocket'], auth: { token }, reconnection: false });
      socket.once('connect', () =>
        resolve({
          next: (event) => new Promise((received) => socket.once(event, received)),
          close: () => socket.close(),
        }),
      );
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    }),
};

describe('the widget contract, against the in-memory backend on loopback', () => {
  for (const contractCase of widgetContract) it(contractCase.name, () => contractCase.run(target));
});
