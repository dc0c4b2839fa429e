// A widget session opened with a subscriber hash ends with the key that signed the hash: rotating or revoking the
// environment's signing key, or requiring a hash where sessions opened without one, refuses the old tokens on
// every widget route and closes their sockets, while sessions opened with the new key carry on.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, getJson, management, postJson, startServer, type TestServer } from './harness.js';
import { call, signUp, type SignedUp } from './platform-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
});
afterAll(() => server.stop());

type Environment = SignedUp['environments'][number];

async function openSession(environment: Environment, subscriberId: string, key?: string) {
  const opened = await postJson(`${server.url}/v1/widgets/session/initialize`, {
    applicationIdentifier: environment.applicationIdentifier,
    subscriberId,
    ...(key && { hmacHash: createHmac('sha256', key).update(subscriberId).digest('hex') }),
  });
  expect(opened.status).toBe(201);
  return opened.body.data.token as string;
}

const unseen = async (token: string) =>
  (await getJson(`${server.url}/v1/widgets/notifications/unseen`, token)).status;

/** Resolves with the reason the server gave when it closed the socket. */
const closed = (socket: Awaited<ReturnType<typeof connectSocket>>) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

describe("a widget session and its environment's signing key", () => {
  it('ends when the key is rotated: refused on the API, its socket closed, a new session with the new key works', async () => {
    const admin = await signUp(server);
    const environment = admin.environments[0]!;
    const token = await openSession(environment, 'reader-1', environment.apiKey.key);
    const socket = await connectSocket(server.url, token);
    const closing = closed(socket);
    // Another organisation's session on the same server is not touched.
    const other = (await signUp(server)).environments[0]!;
    const bystander = await connectSocket(server.url, await openSession(other, 'reader-1', other.apiKey.key));

    const rotated = await call(
      server,
      'POST',
      `/platform/environments/${environment._id}/api-keys/${environment.apiKey._id}/rotate`,
      { token: admin.token },
    );
    expect(rotated.status).toBe(201);

    expect(await closing).toBe('io server disconnect');
    expect(await unseen(token)).toBe(401);
    await expect(connectSocket(server.url, token)).rejects.toThrow('Authentication token is invalid');
    const renewed = await openSession(environment, 'reader-1', rotated.body.data.key as string);
    expect(await unseen(renewed)).toBe(200);
    (await connectSocket(server.url, renewed)).disconnect();
    expect(bystander.connected).toBe(true);
    bystander.disconnect();
  });

  it('ends when the signing key is revoked and another key takes over the signing', async () => {
    const admin = await signUp(server);
    const environment = admin.environments[1]!;
    const successor = await call(server, 'POST', `/platform/environments/${environment._id}/api-keys`, {
      token: admin.token,
    });
    const token = await openSession(environment, 'reader-2', environment.apiKey.key);
    const socket = await connectSocket(server.url, token);
    const closing = closed(socket);

    await call(
      server,
      'DELETE',
      `/platform/environments/${environment._id}/api-keys/${environment.apiKey._id}`,
      {
        token: admin.token,
      },
    );

    expect(await closing).toBe('io server disconnect');
    expect(await unseen(token)).toBe(401);
    expect(await unseen(await openSession(environment, 'reader-2', successor.body.data.key as string))).toBe(
      200,
    );
  });

  it('stays open when a key that signs nothing is revoked', async () => {
    const admin = await signUp(server);
    const environment = admin.environments[0]!;
    const spare = await call(server, 'POST', `/platform/environments/${environment._id}/api-keys`, {
      token: admin.token,
    });
    const token = await openSession(environment, 'reader-3', environment.apiKey.key);
    const socket = await connectSocket(server.url, token);

    await call(
      server,
      'DELETE',
      `/platform/environments/${environment._id}/api-keys/${spare.body.data._id}`,
      {
        token: admin.token,
      },
    );

    expect(await unseen(token)).toBe(200);
    expect(socket.connected).toBe(true);
    socket.disconnect();
  });

  it('opened without a hash, ends once the environment requires one', async () => {
    const admin = await signUp(server);
    const environment = admin.environments[0]!;
    const apiKey = environment.apiKey.key;
    const relaxed = await management(server, 'PATCH', '/environments/me', { hmacRequired: false }, apiKey);
    expect(relaxed.status).toBe(200);
    const token = await openSession(environment, 'reader-4');
    const socket = await connectSocket(server.url, token);
    const closing = closed(socket);

    const strict = await management(server, 'PATCH', '/environments/me', { hmacRequired: true }, apiKey);
    expect(strict.status).toBe(200);

    expect(await closing).toBe('io server disconnect');
    expect(await unseen(token)).toBe(401);
    expect(await unseen(await openSession(environment, 'reader-4', environment.apiKey.key))).toBe(200);
  });
});
