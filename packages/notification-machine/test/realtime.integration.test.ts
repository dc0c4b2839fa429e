// @vitest-environment happy-dom
// The session, the REST count and the socket together, against a real HTTP endpoint and a real socket.io server.
import { once } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/api/api-client.js';
import { isSessionReady, sessionError } from '../src/session/session.selectors.js';
import { createUnseenCountActor } from '../src/unseen-count/unseen-count.machine.js';
import { startNotificationSystem } from '../src/system/notification-system.machine.js';
import { unseenCount, unseenCountSocketError } from '../src/unseen-count/unseen-count.selectors.js';
import { createMemoryStorage } from './fakes.js';
import { waitFor } from 'xstate';
import { VALID_SUBSCRIBER_HASH, startWidgetBackend, widgetTokenFor } from './widget-backend.js';
import type { WidgetBackend } from './widget-backend.js';

let backend: WidgetBackend;

beforeEach(async () => {
  backend = await startWidgetBackend();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await backend.close();
});

/** The whole system, as a page without React would start it: the session, then the counts and the socket. */
function startWidget(subscriberHash = VALID_SUBSCRIBER_HASH) {
  const system = startNotificationSystem({
    backendUrl: backend.url,
    storage: createMemoryStorage(),
    applicationIdentifier: 'herald-app',
    subscriberId: 'student-42',
    subscriberHash,
  });
  const { session, counts } = system.getSnapshot().context;
  return { session, count: counts!, unlink: () => system.stop() };
}

describe('widget against a real server', () => {
  it('sends the token in the socket auth over websocket and follows the server count', async () => {
    backend.setUnseenCount('student-42', 2);
    const connected = backend.nextConnection();
    const { session, count, unlink } = startWidget();

    await waitFor(session, isSessionReady);
    const serverSocket = await connected;
    expect(serverSocket.handshake.auth).toEqual({ token: widgetTokenFor('student-42') });
    expect(serverSocket.handshake.query).not.toHaveProperty('token');
    expect(serverSocket.conn.transport.name).toBe('websocket');

    await waitFor(count, (snapshot) => unseenCount(snapshot) === 2);
    backend.emitUnseenCount('student-42', 3);
    await waitFor(count, (snapshot) => unseenCount(snapshot) === 3);

    const disconnected = once(serverSocket, 'disconnect');
    unlink();
    await disconnected;
  });

  it('exposes the server refusal of a forged socket token and asks for a new token', async () => {
    const api = createApiClient({ backendUrl: backend.url });
    const count = createUnseenCountActor({ api, socketUrl: backend.url, token: 'forged' });
    const refusals: unknown[] = [];
    count.on('realtime.tokenRefused', (event) => refusals.push(event));
    count.start();

    await waitFor(count, (snapshot) => unseenCountSocketError(snapshot) !== undefined);

    expect(unseenCountSocketError(count.getSnapshot())).toBe('Authentication token is invalid');
    expect(refusals).toEqual([{ type: 'realtime.tokenRefused' }]);
    count.stop();
  });

  it('shows the server message when the subscriber hash is wrong', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { session, unlink } = startWidget('wrong-hash');

    await waitFor(session, (snapshot) => snapshot.matches('failed'));

    expect(sessionError(session.getSnapshot())).toBe('Please provide a valid HMAC hash');
    expect(consoleError).toHaveBeenCalledWith('failed to initialize the session', expect.any(Error));
    unlink();
  });
});
