import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENT, type UnseenCountChanged } from '@herald/protocol';
import { openWidgetSession, signIn, startServer, type TestServer } from './harness.js';

let server: TestServer;
let accountId: number;
let widgetToken: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startServer();
  ({ accountId, token: widgetToken } = await openWidgetSession(server.url, 'STUDENT'));
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.stop();
});

function connect(token: unknown, extraHeaders: Record<string, string> = {}): Socket {
  const socket = io(server.url, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    extraHeaders,
  });
  sockets.push(socket);
  return socket;
}

function connectError(socket: Socket): Promise<Error> {
  return new Promise((resolve) => socket.once('connect_error', resolve));
}

describe('socket.io', () => {
  it('pushes unseen_count_changed to the subscriber when the server notifies them', async () => {
    const socket = connect(widgetToken);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const received = new Promise<UnseenCountChanged>((resolve) =>
      socket.once(SOCKET_EVENT.unseenCountChanged, resolve),
    );
    await server.herald.notify({ accountId, content: 'Your contribution was commented on' });
    expect(await received).toEqual({ unseenCount: 1, hasMore: false });
  });

  it('refuses a bad token with a connect_error that carries a message', async () => {
    const error = await connectError(connect('not-a-token'));
    expect(error.message).toBe('Authentication token is invalid');
  });

  it('refuses a missing token with a message', async () => {
    const error = await connectError(connect(undefined));
    expect(error.message).toBe('Authentication token is missing');
  });

  it('refuses the app login token', async () => {
    const error = await connectError(connect(await signIn(server.url, 'STUDENT')));
    expect(error.message).toBe('Authentication token is invalid');
  });

  it('refuses an expired widget token', async () => {
    server.advance(25 * 60 * 60 * 1000);
    const error = await connectError(connect(widgetToken));
    server.advance(-25 * 60 * 60 * 1000);
    expect(error.message).toBe('Authentication token has expired');
  });

  it('accepts a handshake from any host page, since the token, not the origin, admits it', async () => {
    const host = connect(widgetToken, { origin: 'https://host.example' });
    await expect(
      new Promise((resolve, reject) => {
        host.once('connect', () => resolve('connected'));
        host.once('connect_error', reject);
      }),
    ).resolves.toBe('connected');
    const error = await connectError(connect('not-a-token', { origin: 'https://host.example' }));
    expect(error.message).toBe('Authentication token is invalid');
  });

  it("connects with socket.io's default transports, long-polling upgraded to a websocket", async () => {
    const socket = io(server.url, { auth: { token: widgetToken }, reconnection: false, autoConnect: false });
    sockets.push(socket);
    // The transport it opened with, then the one it upgraded to (listened for before the probe can start).
    const transports = new Promise<string[]>((resolve) =>
      socket.io.once('open', () => {
        const first = socket.io.engine.transport.name;
        socket.io.engine.once('upgrade', (transport) => resolve([first, transport.name]));
      }),
    );
    socket.connect();
    expect(await transports).toEqual(['polling', 'websocket']);
    const received = new Promise<UnseenCountChanged>((resolve) =>
      socket.once(SOCKET_EVENT.unseenCountChanged, resolve),
    );
    await server.herald.notify({ accountId, content: 'Your contribution was selected' });
    expect((await received).unseenCount).toBeGreaterThan(0);
  });
});
