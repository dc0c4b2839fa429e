// Logout ends the session on the server: the app token is refused right after, and the account's widget sessions
// and their sockets end with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectSocket,
  getJson,
  openWidgetSession,
  postJson,
  signIn,
  startServer,
  type TestServer,
} from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('POST /v1/auth/logout', () => {
  it('refuses the token right after, and every other token of the account', async () => {
    const token = await signIn(server.url, 'MANAGER');
    const other = await signIn(server.url, 'MANAGER');
    expect((await getJson(`${server.url}/v1/auth/me`, token)).status).toBe(200);
    const out = await postJson(`${server.url}/v1/auth/logout`, {}, token);
    expect(out).toMatchObject({ status: 200, body: { data: { signedOut: true } } });
    expect((await getJson(`${server.url}/v1/auth/me`, token)).status).toBe(401);
    expect((await getJson(`${server.url}/v1/auth/me`, other)).status).toBe(401);
    expect((await postJson(`${server.url}/v1/auth/logout`, {}, token)).status).toBe(401);
    // Signing in again works, and other accounts never noticed.
    expect((await getJson(`${server.url}/v1/auth/me`, await signIn(server.url, 'MANAGER'))).status).toBe(200);
  });

  it("ends the account's widget sessions and closes their sockets", async () => {
    const widget = await openWidgetSession(server.url, 'COORDINATOR');
    const socket = await connectSocket(server.url, widget.token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    try {
      const token = await signIn(server.url, 'COORDINATOR');
      expect((await postJson(`${server.url}/v1/auth/logout`, {}, token)).status).toBe(200);
      expect(await closed).toBe('io server disconnect');
      expect((await getJson(`${server.url}/v1/widgets/notifications/feed`, widget.token)).status).toBe(401);
    } finally {
      socket.disconnect();
    }
  });

  it('leaves the sessions of a shared guest account to their expiry, since ending them would sign every guest out', async () => {
    const first = await signIn(server.url, 'GUEST');
    const second = await signIn(server.url, 'GUEST');
    const out = await postJson(`${server.url}/v1/auth/logout`, {}, first);
    expect(out).toMatchObject({ status: 200, body: { data: { signedOut: false } } });
    expect((await getJson(`${server.url}/v1/auth/me`, second)).status).toBe(200);
  });

  it('refuses a call without a token with 401 JSON', async () => {
    const out = await postJson(`${server.url}/v1/auth/logout`, {});
    expect(out.status).toBe(401);
    expect(out.body).toMatchObject({ statusCode: 401 });
  });
});
