// @vitest-environment happy-dom
// The socket actor on socket.io-client against a real socket.io server (the library Herald's server runs) on
// loopback, over the page's WebSocket.
import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listen, startServer, stopAll, types } from '../../test/socket-listener.js';

afterEach(async () => {
  vi.restoreAllMocks();
  await stopAll();
});

describe('realtime socket', () => {
  it('connects over websocket with the token in the handshake and the SPEC backoff', async () => {
    const server = await startServer();
    const accepted = server.nextConnection();
    const { options, until } = listen(server.url, 'widget-token');

    const socket = await accepted;
    expect(socket.handshake.auth).toEqual({ token: 'widget-token' });
    expect(socket.handshake.query).not.toHaveProperty('token');
    expect(socket.conn.transport.name).toBe('websocket');
    await until((events) => types(events).includes('socket.connected'));
    expect(options).toEqual([
      {
        auth: { token: 'widget-token' },
        reconnectionDelay: 1000,
        reconnectionDelayMax: 10_000,
        timeout: 20_000,
      },
    ]);
  });

  it('reports the count events and each new message in full', async () => {
    const server = await startServer();
    const accepted = server.nextConnection();
    const { until, heard } = listen(server.url);
    const socket = await accepted;
    await until((events) => types(events).includes('socket.connected'));

    const message = { _id: 'm1', content: 'New comment', createdAt: '2026-03-13T10:00:00.000Z' };
    socket.emit('notification_received', { message });
    socket.emit('unseen_count_changed', { unseenCount: 4, hasMore: false });
    socket.emit('unread_count_changed', { unreadCount: 100, hasMore: true });
    await until((events) => events.length === 4);
    expect(heard()).toEqual([
      { type: 'socket.connected' },
      { type: 'socket.notificationReceived', message },
      { type: 'socket.countChanged', unseenCount: 4, hasMore: false },
      { type: 'socket.countChanged', unreadCount: 100, hasMore: true },
    ]);
  });

  it("reports a change of the host's data by the name the server gives, and ignores one without a name", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startServer();
    const accepted = server.nextConnection();
    const { until, heard } = listen(server.url);
    const socket = await accepted;
    await until((events) => types(events).includes('socket.connected'));

    socket.emit('data_changed', { resource: '' });
    socket.emit('data_changed', { resource: 'statistics' });
    await until((events) => events.length === 2);
    expect(heard()).toEqual([
      { type: 'socket.connected' },
      { type: 'socket.dataChanged', resource: 'statistics' },
    ]);
    expect(consoleError).toHaveBeenCalledWith('ignored an invalid realtime payload', 'data_changed', {
      resource: '',
    });
  });

  it('logs and ignores a payload that does not match the protocol', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startServer();
    const accepted = server.nextConnection();
    const { until, heard } = listen(server.url);
    const socket = await accepted;
    await until((events) => types(events).includes('socket.connected'));

    socket.emit('unseen_count_changed', { unseenCount: -1 });
    socket.emit('notification_received', { message: { content: 'no id' } });
    socket.emit('unseen_count_changed', { unseenCount: 1, hasMore: false });
    await until((events) => events.length === 2);
    expect(heard()[1]).toEqual({ type: 'socket.countChanged', unseenCount: 1, hasMore: false });
    expect(consoleError).toHaveBeenCalledWith('ignored an invalid realtime payload', 'unseen_count_changed', {
      unseenCount: -1,
    });
  });

  it("reports the middleware's refusal as a refused token with the server's message, and does not try again", async () => {
    const consoleError = vi.spyOn(console, 'error');
    const server = await startServer();
    server.io.use((_socket, next) => next(new Error('Authentication token is invalid')));
    const { until, heard, sockets } = listen(server.url, 'forged');

    await until((events) => types(events).includes('socket.refused'));
    expect(heard()).toEqual([{ type: 'socket.refused', message: 'Authentication token is invalid' }]);
    // Not an error to log: the session renews the token and a new socket opens with it.
    expect(consoleError).not.toHaveBeenCalled();
    // socket.io-client gives up on a refusal: the socket is no longer active, so no reconnection is planned.
    expect(sockets[0]?.active).toBe(false);
  });

  it('asks for a new token when the server closes the socket, which socket.io-client does not reopen', async () => {
    const server = await startServer();
    const first = server.nextConnection();
    const { until, heard, sockets } = listen(server.url, 'widget-token');
    await until((events) => types(events).includes('socket.connected'));

    (await first).disconnect(true);
    await until((events) => types(events).includes('socket.refused'));
    expect(heard()).toEqual([
      { type: 'socket.connected' },
      { type: 'socket.disconnected', reason: 'io server disconnect' },
      { type: 'socket.refused', message: 'The server closed the realtime connection' },
    ]);
    expect(sockets[0]?.active).toBe(false);
  });

  it('reconnects with the same token after the connection drops', async () => {
    const server = await startServer();
    const first = server.nextConnection();
    const { until, heard } = listen(server.url, 'widget-token');
    await until((events) => types(events).includes('socket.connected'));

    const second = server.nextConnection();
    (await first).conn.close();
    expect((await second).handshake.auth).toEqual({ token: 'widget-token' });
    await until((events) => types(events).filter((type) => type === 'socket.connected').length === 2);
    expect(heard()).toEqual([
      { type: 'socket.connected' },
      { type: 'socket.disconnected', reason: 'transport close' },
      { type: 'socket.connected' },
    ]);
  });

  it('stays disconnected when the server disconnects it', async () => {
    const server = await startServer();
    const accepted = server.nextConnection();
    const { until, sockets } = listen(server.url);
    await until((events) => types(events).includes('socket.connected'));

    (await accepted).disconnect();
    await until((events) => types(events).includes('socket.disconnected'));
    expect(sockets[0]?.active).toBe(false);
  });

  it('closes the connection when the actor stops, and tells the server', async () => {
    const server = await startServer();
    const accepted = server.nextConnection();
    const { actor, until } = listen(server.url);
    await until((events) => types(events).includes('socket.connected'));
    const socket = await accepted;

    const gone = once(socket, 'disconnect');
    actor.stop();
    expect((await gone)[0]).toBe('client namespace disconnect');
  });
});
