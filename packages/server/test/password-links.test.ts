// A one-time password link sets a password only for the address it was sent to and an account in good standing:
// a new email (by an administrator or by the person) or a deactivation voids the open links, and a first password
// still to be chosen gets a new link at the corrected address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  apiCall,
  getJson,
  oneTimeLinkToken,
  postJson,
  signIn,
  startServer,
  type TestServer,
} from './harness.js';

let server: TestServer;
let admin: string;
let facultyId: number;

beforeEach(async () => {
  server = await startServer();
  admin = await signIn(server.url, 'ADMIN');
  facultyId = (await getJson(`${server.url}/v1/faculties`, admin)).body.data[0].id;
});
afterEach(() => server.stop());

const send = (method: string, pathname: string, body?: unknown, token = admin) =>
  apiCall(server, method, pathname, token, body);

/** The one-time link in the newest mail to `email`. */
const linkTokenFor = (email: string) => oneTimeLinkToken(server, email);

describe('password links and changes of the account', () => {
  it('sends the link again to a corrected address; the one sent to the mistyped address sets no password', async () => {
    const created = await send('POST', '/accounts', {
      email: 'tia.typo@wrong.test',
      name: 'Tia Typo',
      roleID: 4,
      facultyId,
    });
    expect(created.status).toBe(201);
    const mistyped = await linkTokenFor('tia.typo@wrong.test');
    const corrected = await send('PUT', `/accounts/${created.body.data.id}`, {
      email: 'tia.typo@herald.test',
    });
    expect(corrected.status).toBe(200);

    const chosen = 'a long and personal passphrase';
    const refused = await postJson(`${server.url}/v1/auth/reset-password`, {
      token: mistyped,
      password: chosen,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This link has expired or was already used; ask for a new one');
    const token = await linkTokenFor('tia.typo@herald.test');
    expect((await postJson(`${server.url}/v1/auth/reset-password`, { token, password: chosen })).status).toBe(
      200,
    );
    const login = await postJson(`${server.url}/v1/auth/login`, {
      email: 'tia.typo@herald.test',
      password: chosen,
    });
    expect(login.status).toBe(200);
  });

  it('a reset link sets no password once the account is deactivated, nor after it is reactivated', async () => {
    const created = await send('POST', '/accounts', {
      email: 'dora.dormant@herald.test',
      name: 'Dora Dormant',
      roleID: 4,
      facultyId,
    });
    const setup = await linkTokenFor('dora.dormant@herald.test');
    expect(
      (
        await postJson(`${server.url}/v1/auth/reset-password`, {
          token: setup,
          password: 'the first passphrase',
        })
      ).status,
    ).toBe(200);
    await postJson(`${server.url}/v1/auth/forgot-password`, { email: 'dora.dormant@herald.test' });
    const reset = await linkTokenFor('dora.dormant@herald.test');
    expect((await send('PUT', `/accounts/${created.body.data.id}`, { active: false })).status).toBe(200);
    const whileInactive = await postJson(`${server.url}/v1/auth/reset-password`, {
      token: reset,
      password: 'a taken-over passphrase',
    });
    expect(whileInactive.status).toBe(400);
    expect((await send('PUT', `/accounts/${created.body.data.id}`, { active: true })).status).toBe(200);
    const afterwards = await postJson(`${server.url}/v1/auth/reset-password`, {
      token: reset,
      password: 'a taken-over passphrase',
    });
    expect(afterwards.status).toBe(400);
    const login = await postJson(`${server.url}/v1/auth/login`, {
      email: 'dora.dormant@herald.test',
      password: 'the first passphrase',
    });
    expect(login.status).toBe(200);
  });

  it('a reset link sent to the old address sets no password after the person changes their email', async () => {
    await send('POST', '/accounts', {
      email: 'ezra.old@herald.test',
      name: 'Ezra Move',
      roleID: 4,
      facultyId,
    });
    const password = 'the first long passphrase';
    await postJson(`${server.url}/v1/auth/reset-password`, {
      token: await linkTokenFor('ezra.old@herald.test'),
      password,
    });
    await postJson(`${server.url}/v1/auth/forgot-password`, { email: 'ezra.old@herald.test' });
    const old = await linkTokenFor('ezra.old@herald.test');
    const token = (await postJson(`${server.url}/v1/auth/login`, { email: 'ezra.old@herald.test', password }))
      .body.data.token as string;
    const moved = await send(
      'PUT',
      '/profile',
      { email: 'ezra.new@herald.test', currentPassword: password },
      token,
    );
    expect(moved.status).toBe(200);
    const refused = await postJson(`${server.url}/v1/auth/reset-password`, {
      token: old,
      password: 'a taken-over passphrase',
    });
    expect(refused.status).toBe(400);
  });
});

describe('mail on repeat', () => {
  const mailsTo = async (email: string) => {
    await server.herald.worker.drain();
    return server.herald.ctx.db.selectFrom('outbox').select('id').where('to', '=', email).execute();
  };
  const forgot = (email: string) => postJson(`${server.url}/v1/auth/forgot-password`, { email });

  it('mails at most 3 resets an hour to one address, and answers a fourth as it answers an unknown address', async () => {
    server.freeze();
    const email = 'rae.repeat@herald.test';
    expect((await send('POST', '/accounts', { email, name: 'Rae', roleID: 4, facultyId })).status).toBe(201);
    const before = (await mailsTo(email)).length;
    for (let i = 0; i < 3; i += 1) {
      expect((await forgot(email)).status).toBe(202);
      server.advance(60_000);
    }
    expect(await mailsTo(email)).toHaveLength(before + 3);

    const fourth = await forgot(email);
    const unknown = await forgot('nobody.here@herald.test');
    expect({ status: fourth.status, body: fourth.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
    expect(fourth.status).toBe(202);
    expect(await mailsTo(email)).toHaveLength(before + 3);

    // An hour after the first, one more goes out.
    server.advance(58 * 60_000);
    await forgot(email);
    expect(await mailsTo(email)).toHaveLength(before + 4);
  });

  it("re-sends an account's set-password mail at most 3 times an hour, then answers 429 with the wait", async () => {
    server.freeze();
    const email = 'nia.new@herald.test';
    expect((await send('POST', '/accounts', { email, name: 'Nia', roleID: 4, facultyId })).status).toBe(201);
    await mailsTo(email);
    const mail = await server.herald.ctx.db
      .selectFrom('outbox')
      .select('id')
      .where('to', '=', email)
      .executeTakeFirstOrThrow();
    const resend = () =>
      fetch(`${server.url}/v1/admin/outbox/${mail.id}/resend`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: '{}',
      });
    // The account's creation sent the first; two more may follow within the hour.
    for (let i = 0; i < 2; i += 1) {
      server.advance(60_000);
      expect((await resend()).status).toBe(202);
    }
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(58 * 60);
    expect(await refused.json()).toEqual({
      statusCode: 429,
      message: 'This address was sent this link 3 times in the last hour: send it again later',
    });
    expect(await mailsTo(email)).toHaveLength(3);
    server.advance(58 * 60_000);
    expect((await resend()).status).toBe(202);
  });
});
