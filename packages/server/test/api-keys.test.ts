import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeySchema } from '@herald/protocol/schemas';
import { postJson, startServer, type TestServer } from './harness.js';
import { call, signUp } from './platform-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
});
afterAll(() => server.stop());

async function withKey(key: string) {
  const response = await fetch(`${server.url}/v1/environments/me`, {
    headers: { authorization: `ApiKey ${key}` },
  });
  return response.status;
}

describe('API keys', () => {
  it('creates a key shown once, lists keys masked, and stores only a hash and a sealed copy', async () => {
    const admin = await signUp(server);
    const environment = admin.environments[0]!;
    const created = await call(server, 'POST', `/platform/environments/${environment._id}/api-keys`, {
      token: admin.token,
    });
    expect(created.status).toBe(201);
    const key = created.body.data.key as string;
    expect(await withKey(key)).toBe(200);

    const listed = await call(server, 'GET', `/platform/environments/${environment._id}/api-keys`, {
      token: admin.token,
    });
    expect(listed.body.data).toHaveLength(2);
    for (const row of listed.body.data) {
      expect(apiKeySchema.strict().parse(row).masked).toMatch(/^hk_….{4}$/);
    }
    expect(JSON.stringify(listed.body)).not.toContain(key);
    expect(listed.body.data.map((row: { signing: boolean }) => row.signing)).toEqual([true, false]);

    const stored = await server.herald.ctx.db.selectFrom('api_keys').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  it('revokes a key at once, and keeps the last one', async () => {
    const admin = await signUp(server);
    const environment = admin.environments[1]!;
    const first = environment.apiKey;
    const second = await call(server, 'POST', `/platform/environments/${environment._id}/api-keys`, {
      token: admin.token,
    });
    const revoked = await call(
      server,
      'DELETE',
      `/platform/environments/${environment._id}/api-keys/${first._id}`,
      {
        token: admin.token,
      },
    );
    expect(revoked.body.data).toEqual({ acknowledged: true, status: 'revoked' });
    expect(await withKey(first.key)).toBe(401);
    expect(await withKey(second.body.data.key)).toBe(200);

    const last = await call(
      server,
      'DELETE',
      `/platform/environments/${environment._id}/api-keys/${second.body.data._id}`,
      { token: admin.token },
    );
    expect(last.body).toEqual({
      statusCode: 409,
      message: 'An environment keeps at least one API key: rotate this one instead',
    });
    // The remaining key now signs subscriber hashes.
    const listed = await call(server, 'GET', `/platform/environments/${environment._id}/api-keys`, {
      token: admin.token,
    });
    expect(listed.body.data.find((row: { _id: string }) => row._id === second.body.data._id).signing).toBe(
      true,
    );
  });

  it('rotates a key: the new one works, the old one is refused, and subscriber hashes follow the new key', async () => {
    const admin = await signUp(server);
    const environment = admin.environments[0]!;
    const rotated = await call(
      server,
      'POST',
      `/platform/environments/${environment._id}/api-keys/${environment.apiKey._id}/rotate`,
      { token: admin.token },
    );
    expect(rotated.status).toBe(201);
    expect(rotated.body.data.signing).toBe(true);
    expect(await withKey(environment.apiKey.key)).toBe(401);
    expect(await withKey(rotated.body.data.key)).toBe(200);

    const session = (key: string) =>
      postJson(`${server.url}/v1/widgets/session/initialize`, {
        applicationIdentifier: environment.applicationIdentifier,
        subscriberId: 'sub-1',
        hmacHash: createHmac('sha256', key).update('sub-1').digest('hex'),
      });
    expect((await session(rotated.body.data.key)).status).toBe(201);
    expect((await session(environment.apiKey.key)).status).toBe(400);

    const again = await call(
      server,
      'POST',
      `/platform/environments/${environment._id}/api-keys/${environment.apiKey._id}/rotate`,
      { token: admin.token },
    );
    expect(again.body).toEqual({ statusCode: 409, message: 'This API key is already revoked' });
  });

  it("lists the first-run environment's key too, so it can be rotated like any other", async () => {
    const rows = await server.herald.ctx.db
      .selectFrom('api_keys')
      .innerJoin('environments', 'environments.id', 'api_keys.environment_id')
      .select('api_keys.hint')
      .where('environments.application_identifier', '=', server.herald.seed!.applicationIdentifier)
      .execute();
    expect(rows.map((row) => row.hint)).toEqual([server.herald.seed!.apiKey.slice(-4)]);
    expect(await withKey(server.herald.seed!.apiKey)).toBe(200);
  });
});
