// Adding an environment from the platform console: admins only, the name checked by the shared schema, and the
// new environment listed with its first key, which opens the management API of that environment alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEnvironmentSchema } from '@herald/protocol/schemas';
import { startServer, type TestServer } from './harness.js';
import { addMember, call, signUp } from './platform-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
});
afterAll(() => server.stop());

async function environmentNames(token: string): Promise<string[]> {
  const listed = await call(server, 'GET', '/platform/environments', { token });
  return listed.body.data.map((row: unknown) => platformEnvironmentSchema.parse(row).name);
}

describe('adding an environment', () => {
  it('refuses a member with 403 and adds nothing', async () => {
    const admin = await signUp(server);
    const member = await addMember(server, admin, 'member');
    const refused = await call(server, 'POST', '/platform/environments', {
      token: member.token,
      body: { name: 'Staging' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ statusCode: 403, message: 'Only an organisation admin may do this' });
    expect(await environmentNames(member.token)).toEqual(['Development', 'Production']);
  });

  it('lets an admin promoted from member add one, listed last for everyone with its own key', async () => {
    const admin = await signUp(server);
    const promoted = await addMember(server, admin, 'admin');
    const created = await call(server, 'POST', '/platform/environments', {
      token: promoted.token,
      body: { name: '  Staging  ' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Staging',
      apiKey: { key: expect.stringMatching(/^hk_/) },
    });
    expect(await environmentNames(admin.token)).toEqual(['Development', 'Production', 'Staging']);

    const me = await fetch(`${server.url}/v1/environments/me`, {
      headers: { authorization: `ApiKey ${created.body.data.apiKey.key}` },
    });
    expect(((await me.json()) as { data: { _id: string } }).data._id).toBe(created.body.data._id);
  });

  it('answers 400 naming the field for a blank, too long or unexpected input', async () => {
    const admin = await signUp(server);
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(101) }, {}]) {
      const refused = await call(server, 'POST', '/platform/environments', { token: admin.token, body });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ statusCode: 400, message: expect.stringMatching(/^name: /) });
    }
    const extra = await call(server, 'POST', '/platform/environments', {
      token: admin.token,
      body: { name: 'Staging', applicationIdentifier: 'mine' },
    });
    expect(extra.status).toBe(400);
    expect(await environmentNames(admin.token)).toEqual(['Development', 'Production']);
  });

  it('answers 409 naming the field for a name the organisation already uses, in any case', async () => {
    const admin = await signUp(server);
    const first = await call(server, 'POST', '/platform/environments', {
      token: admin.token,
      body: { name: 'Staging' },
    });
    expect(first.status).toBe(201);
    for (const name of ['Staging', 'staging', 'PRODUCTION']) {
      const refused = await call(server, 'POST', '/platform/environments', {
        token: admin.token,
        body: { name },
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        message: expect.stringMatching(/^name: .*already has/),
      });
    }
    expect(await environmentNames(admin.token)).toEqual(['Development', 'Production', 'Staging']);

    // Another organisation may use the same name.
    const other = await signUp(server);
    const elsewhere = await call(server, 'POST', '/platform/environments', {
      token: other.token,
      body: { name: 'Staging' },
    });
    expect(elsewhere.status).toBe(201);
  });

  it('refuses a request without a member session', async () => {
    const refused = await call(server, 'POST', '/platform/environments', { body: { name: 'Staging' } });
    expect(refused.status).toBe(401);
  });
});
