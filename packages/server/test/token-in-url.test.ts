// Tokens stay out of URLs (docs/security.md): the REST API reads a token only from the Authorization header, and
// the socket reads the handshake query only for the platform's current Inbox, when `auth` carries none
// (docs/decisions/0039).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { connectSocket, openSubscriberSession, startServer, type TestServer } from './harness.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  ({ token } = await openSubscriberSession(server, 'url-reader'));
});
afterAll(() => server.stop());

it('refuses a widget or Inbox token in the query string of a REST call, and takes it in the header', async () => {
  for (const path of ['/v1/widgets/notifications/unseen', '/v1/inbox/notifications']) {
    const inQuery = await fetch(`${server.url}${path}?token=${encodeURIComponent(token)}`);
    expect(inQuery.status, path).toBe(401);
    expect(await inQuery.json()).toMatchObject({ statusCode: 401 });
    const inHeader = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(inHeader.status, path).toBe(200);
  }
});

it('opens the socket with the token in auth, and with it in the handshake query only as the current Inbox sends it', async () => {
  const withAuth = await connectSocket(server.url, token);
  withAuth.disconnect();

  const withQuery = io(server.url, { transports: ['websocket'], query: { token }, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    withQuery.once('connect', () => resolve());
    withQuery.once('connect_error', reject);
  });
  withQuery.disconnect();

  // A wrong token in auth is not rescued by a good one in the query.
  const mixed = io(server.url, {
    transports: ['websocket'],
    auth: { token: 'forged' },
    query: { token },
    reconnection: false,
  });
  const refusal = await new Promise<Error>((resolve) => mixed.once('connect_error', resolve));
  expect(refusal.message).toBe('Authentication token is invalid');
  mixed.disconnect();
});
