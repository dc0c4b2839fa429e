// App tokens end the moment their account's credentials change (a new password, a reset, deactivation, a new
// role), even when they were signed within the same second; other accounts' tokens live on.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_TOKEN_AUDIENCE, ROLE_ID, type RoleId } from '@herald/protocol';
import { deriveKey } from '../src/security/crypto.js';
import { hashPassword } from '../src/security/password.js';
import { getJson, insertAccount, postJson, signIn, startServer, type TestServer } from './harness.js';

const SECRET = 'a secret only this test server knows';
const PASSWORD = 'the first long passphrase';

let server: TestServer;
let admin: string;
let facultyId: number;
let sequence = 0;

beforeAll(async () => {
  server = await startServer({ secret: SECRET });
  admin = await signIn(server.url, 'ADMIN');
  facultyId = (await getJson(`${server.url}/v1/faculties`, admin)).body.data[0].id;
});
afterAll(() => server.stop());

// Every step of a test happens within one second of the server's clock.
beforeEach(() => server.freeze(Math.floor(Date.now() / 1000) * 1000 + 100));

/** A fresh account with a known password; returns its email and id. */
async function person(roleID: RoleId) {
  sequence += 1;
  const email = `fresh.${sequence}@token.test`;
  const row = await insertAccount(server, {
    email,
    name: `Fresh ${sequence}`,
    roleID,
    facultyId: roleID === ROLE_ID.STUDENT || roleID === ROLE_ID.COORDINATOR ? facultyId : null,
    passwordHash: await hashPassword(PASSWORD, server.herald.ctx.config.passwordCost),
  });
  return { email, id: row.id };
}

async function login(email: string, password = PASSWORD): Promise<string> {
  const response = await postJson(`${server.url}/v1/auth/login`, { email, password });
  expect(response.status).toBe(200);
  return response.body.data.token as string;
}

/** An administrator's change to an account. */
async function updateAccount(id: number, body: unknown): Promise<number> {
  const response = await fetch(`${server.url}/v1/accounts/${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

const me = async (token: string) => (await getJson(`${server.url}/v1/auth/me`, token)).status;

describe('app tokens and credential changes within one second', () => {
  it('a password change ends the tokens signed in the same second; its fresh token and other accounts work', async () => {
    const sam = await person(ROLE_ID.STUDENT);
    const other = await person(ROLE_ID.STUDENT);
    const otherDevice = await login(sam.email);
    const current = await login(sam.email);
    const bystander = await login(other.email);

    const changed = await postJson(
      `${server.url}/v1/auth/change-password`,
      { currentPassword: PASSWORD, newPassword: 'the second long passphrase' },
      current,
    );
    expect(changed.status).toBe(200);

    expect(await me(otherDevice)).toBe(401);
    expect(await me(current)).toBe(401);
    expect(await me(changed.body.data.token)).toBe(200);
    expect(await me(await login(sam.email, 'the second long passphrase'))).toBe(200);
    expect(await me(bystander)).toBe(200);
  });

  it('a reset through the emailed link ends the tokens signed in the same second', async () => {
    const rita = await person(ROLE_ID.COORDINATOR);
    const other = await person(ROLE_ID.COORDINATOR);
    const stolen = await login(rita.email);
    const bystander = await login(other.email);

    await postJson(`${server.url}/v1/auth/forgot-password`, { email: rita.email });
    await server.herald.worker.drain();
    const mail = await server.herald.ctx.db
      .selectFrom('outbox')
      .select('text')
      .where('to', '=', rita.email)
      .executeTakeFirstOrThrow();
    const link = decodeURIComponent(/token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!);
    const reset = await postJson(`${server.url}/v1/auth/reset-password`, {
      token: link,
      password: 'the second long passphrase',
    });
    expect(reset.status).toBe(200);

    expect(await me(stolen)).toBe(401);
    expect(await me(await login(rita.email, 'the second long passphrase'))).toBe(200);
    expect(await me(bystander)).toBe(200);
  });

  it('deactivation ends the tokens for good: reactivating in the same second does not revive them', async () => {
    const sam = await person(ROLE_ID.STUDENT);
    const token = await login(sam.email);

    expect(await updateAccount(sam.id, { active: false })).toBe(200);
    expect(await me(token)).toBe(401);
    expect(await updateAccount(sam.id, { active: true })).toBe(200);

    expect(await me(token)).toBe(401);
    expect(await me(await login(sam.email))).toBe(200);
    expect(await me(admin)).toBe(200);
  });

  it('a role taken away and given back in the same second leaves the old tokens ended', async () => {
    const cora = await person(ROLE_ID.COORDINATOR);
    const token = await login(cora.email);

    expect(await updateAccount(cora.id, { roleID: ROLE_ID.STUDENT })).toBe(200);
    expect(await updateAccount(cora.id, { roleID: ROLE_ID.COORDINATOR })).toBe(200);

    expect(await me(token)).toBe(401);
    expect(await me(await login(cora.email))).toBe(200);
  });

  it('refuses a correctly signed token without the credential fingerprint', async () => {
    const sam = await person(ROLE_ID.STUDENT);
    const seconds = Math.floor(server.herald.ctx.now().getTime() / 1000);
    const bare = await new SignJWT({ id: sam.id, roleID: ROLE_ID.STUDENT })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(APP_TOKEN_AUDIENCE)
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 3600)
      .sign(deriveKey(SECRET, 'app-token'));

    expect(await me(bare)).toBe(401);
    expect(await me(await login(sam.email))).toBe(200);
  });
});
