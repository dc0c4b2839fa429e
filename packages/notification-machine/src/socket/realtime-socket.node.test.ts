// The socket actor where there is no page WebSocket (Node): socket.io-client's own transport, against a real
// socket.io server on loopback.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listen, startServer, stopAll, types } from '../../test/socket-listener.js';

afterEach(async () => {
  vi.restoreAllMocks();
  await stopAll();
});

describe('realtime socket without a page WebSocket', () => {
  it('connects over websocket with the token in the handshake', async () => {
    const server = await startServer();
    const accepted = server.nextConnection();
    const { until } = listen(server.url, 'widget-token');
    const socket = await accepted;
    expect(socket.handshake.auth).toEqual({ token: 'widget-token' });
    expect(socket.conn.transport.name).toBe('websocket');
    await until((events) => types(events).includes('socket.connected'));
  });

  it('keeps trying while the server is down and connects once it is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startServer();
    const port = Number(new URL(server.url).port);
    await server.io.close();
    const { until } = listen(server.url);
    await until((events) => types(events).filter((type) => type === 'socket.connectError').length >= 2);

    await startServer({ port });
    await until((events) => types(events).includes('socket.connected'));
  });
});
