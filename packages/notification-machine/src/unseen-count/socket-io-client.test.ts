// @vitest-environment happy-dom
// The widget's socket.io client against a real socket.io server (the library Herald's server runs), over the
// environment's WebSocket.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { Socket as ServerSocket } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSocketIo, reconnectDelay, socketIoEndpoint } from './socket-io-client.js';
import type { RealtimeSocket } from './unseen-count.types.js';

interface TestServer {
  url: string;
  io: Server;
  /** Resolves with the next socket the server accepts. */
  nextConnection(): Promise<ServerSocket>;
}

const servers: Server[] = [];
const clients: RealtimeSocket[] = [];

async function startServer(
  options: { pingInterval?: number; pingTimeout?: number } = {},
): Promise<TestServer> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'], ...options });
  servers.push(io);
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    io,
    nextConnection: () => new Promise((resolve) => io.once('connection', resolve)),
  };
}

/** A client whose reports are recorded in order. */
function connect(url: string, options: Parameters<typeof connectSocketIo>[1] = {}) {
  const client = connectSocketIo(url, { reconnectionDelay: 10, reconnectionDelayMax: 20, ...options });
  clients.push(client);
  const reports: Array<[string, unknown]> = [];
  for (const event of ['connect', 'connect_error', 'disconnect', 'unseen_count_changed']) {
    client.on(event, (payload) => reports.push([event, payload]));
  }
  const next = (event: string) => new Promise<unknown>((resolve) => client.on(event, resolve));
  return { client, reports, next };
}

/** Five times the longest reconnection delay of these clients: long enough for an attempt to reach the server. */
const outlastReconnection = () => new Promise((resolve) => setTimeout(resolve, 100));

afterEach(async () => {
  clients.splice(0).forEach((client) => client.disconnect());
  await Promise.all(servers.splice(0).map((io) => io.close()));
});

describe('socket.io client', () => {
  it('connects over websocket with the auth payload and receives the server’s events', async () => {
    const server = await startServer();
    const accepted = server.nextConnection();
    const { next, reports } = connect(server.url, { auth: { token: 'widget-token' } });

    const socket = await accepted;
    expect(socket.handshake.auth).toEqual({ token: 'widget-token' });
    expect(socket.conn.transport.name).toBe('websocket');
    await next('connect');

    const received = next('unseen_count_changed');
    socket.emit('unseen_count_changed', { unseenCount: 4, hasMore: false });
    expect(await received).toEqual({ unseenCount: 4, hasMore: false });
    expect(reports.map(([event]) => event)).toEqual(['connect', 'unseen_count_changed']);
  });

  it('answers the server’s pings, so the connection outlives the ping timeout', async () => {
    const server = await startServer({ pingInterval: 20, pingTimeout: 40 });
    const accepted = server.nextConnection();
    const { reports } = connect(server.url);
    const socket = await accepted;

    let pongs = 0;
    await new Promise<void>((resolve) =>
      socket.conn.on('packet', (packet: { type: string }) => {
        if (packet.type === 'pong' && ++pongs === 5) resolve();
      }),
    );
    expect(socket.connected).toBe(true);
    expect(reports.map(([event]) => event)).toEqual(['connect']);
  });

  it('reports the middleware’s refusal as connect_error and does not try again', async () => {
    const server = await startServer();
    let attempts = 0;
    server.io.use((_socket, next) => {
      attempts++;
      next(Object.assign(new Error('Invalid widget token'), { data: { statusCode: 401 } }));
    });
    const { next } = connect(server.url, { auth: { token: 'forged' } });

    const error = (await next('connect_error')) as Error & { data?: unknown };
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Invalid widget token');
    expect(error.data).toEqual({ statusCode: 401 });
    // A reconnection would reach the middleware again; only waiting past its delay (at most 20 ms) can show none.
    await outlastReconnection();
    expect(attempts).toBe(1);
  });

  it('reconnects with the same auth after the connection drops', async () => {
    const server = await startServer();
    const first = server.nextConnection();
    const { next, reports } = connect(server.url, { auth: { token: 'widget-token' } });
    await next('connect');

    const second = server.nextConnection();
    (await first).conn.close();
    const again = await second;

    expect(again.handshake.auth).toEqual({ token: 'widget-token' });
    await vi.waitFor(() =>
      expect(
        reports.map(([event, payload]) => (event === 'disconnect' ? `${event}: ${payload}` : event)),
      ).toEqual(['connect', 'disconnect: transport close', 'connect']),
    );
  });

  it('keeps trying while the server is down, and connects once it is back', async () => {
    const server = await startServer();
    const { port } = new URL(server.url);
    await server.io.close();
    const { next } = connect(server.url);
    expect(await next('connect_error')).toBeInstanceOf(Error);
    await next('connect_error');

    const http = createServer();
    const io = new Server(http, { transports: ['websocket'] });
    servers.push(io);
    http.listen(Number(port), '127.0.0.1');
    await next('connect');
  });

  it('stays disconnected when the server disconnects it', async () => {
    const server = await startServer();
    const accepted = server.nextConnection();
    const { next } = connect(server.url);
    await next('connect');

    const reconnected = vi.fn();
    server.io.on('connection', reconnected);
    (await accepted).disconnect();

    expect(await next('disconnect')).toBe('io server disconnect');
    await outlastReconnection();
    expect(reconnected).not.toHaveBeenCalled();
  });

  it('tells the server when it disconnects, and never comes back', async () => {
    const server = await startServer();
    const accepted = server.nextConnection();
    const { client, next } = connect(server.url);
    await next('connect');
    const socket = await accepted;

    const gone = new Promise((resolve) => socket.on('disconnect', resolve));
    const reported = next('disconnect');
    client.disconnect();

    expect(await gone).toBe('client namespace disconnect');
    expect(await reported).toBe('io client disconnect');
  });
});

describe('socket.io client details', () => {
  it('addresses the socket.io endpoint of the origin over ws or wss', () => {
    expect(socketIoEndpoint('http://127.0.0.1:3000')).toBe(
      'ws://127.0.0.1:3000/socket.io/?EIO=4&transport=websocket',
    );
    expect(socketIoEndpoint('https://api.example.com')).toBe(
      'wss://api.example.com/socket.io/?EIO=4&transport=websocket',
    );
  });

  it('waits twice as long after each failed attempt, give or take half, never beyond the ceiling', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, 1000, 10_000, 0))).toEqual([
      1000, 2000, 4000, 8000, 10_000,
    ]);
    expect(reconnectDelay(0, 1000, 10_000, 0.99)).toBe(1000 + 495);
    expect(reconnectDelay(0, 1000, 10_000, 0.25)).toBe(1000 - 125);
    expect(reconnectDelay(4, 1000, 10_000, 0.15)).toBe(10_000);
  });
});
