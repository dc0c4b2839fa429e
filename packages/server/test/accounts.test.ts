import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema } from '@herald/protocol/schemas';
import {
  apiCall,
  demo,
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

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, 'ADMIN');
  facultyId = (await getJson(`${server.url}/v1/faculties`, admin)).body.data[0].id;
});
afterAll(() => server.stop());

const send = (method: string, pathname: string, body?: unknown, token = admin) =>
  apiCall(server, method, pathname, token, body);

/** The one-time link in the newest mail to `email`. */
const linkTokenFor = (email: string) => oneTimeLinkToken(server, email);

describe('creating an account', () => {
  it('emails a one-time link (never a password) with which the new student chooses a password and signs in', async () => {
    const created = await send('POST', '/accounts', {
      email: 'New.Student@Herald.test',
      name: 'Nia New',
      roleID: 4,
      facultyId,
    });
    expect(created.status).toBe(201);
    expect(accountSchema.parse(created.body.data)).toMatchObject({
      email: 'new.student@herald.test',
      active: true,
      lastLoginAt: null,
    });

    const token = await linkTokenFor('new.student@herald.test');
    const chosen = 'a long and personal passphrase';
    expect((await postJson(`${server.url}/v1/auth/reset-password`, { token, password: chosen })).status).toBe(
      200,
    );
    const login = await postJson(`${server.url}/v1/auth/login`, {
      email: 'new.student@herald.test',
      password: chosen,
    });
    expect(login.status).toBe(200);

    const again = await postJson(`${server.url}/v1/auth/reset-password`, {
      token,
      password: 'another long passphrase',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link has expired or was already used; ask for a new one');
  });

  it('requires a faculty for coordinators, students and guests, and none for the other roles', async () => {
    const student = await send('POST', '/accounts', { email: 's2@herald.test', name: 'S', roleID: 4 });
    expect(student.body).toEqual({ statusCode: 400, message: 'facultyId: Choose the faculty for this role' });
    const manager = await send('POST', '/accounts', {
      email: 'm2@herald.test',
      name: 'M',
      roleID: 2,
      facultyId,
    });
    expect(manager.body.message).toBe('facultyId: This role has no faculty');
  });

  it('refuses a second account with the same email, in any case', async () => {
    const duplicate = await send('POST', '/accounts', {
      email: demo('STUDENT').email.toUpperCase(),
      name: 'X',
      roleID: 4,
      facultyId,
    });
    expect(duplicate.status).toBe(409);
  });

  it('is for administrators only', async () => {
    const student = await signIn(server.url, 'STUDENT');
    expect(
      (await send('POST', '/accounts', { email: 'x@herald.test', name: 'X', roleID: 4, facultyId }, student))
        .status,
    ).toBe(403);
    expect((await send('GET', '/accounts', undefined, student)).status).toBe(403);
  });
});

describe('listing accounts', () => {
  it('searches, filters, sorts and pages on the server', async () => {
    const byRole = await send('GET', '/accounts?roleID=4&sort=email&direction=desc&limit=1');
    expect(byRole.body.data).toHaveLength(1);
    expect(byRole.body.totalCount).toBeGreaterThanOrEqual(1);
    expect(byRole.body.data.every((account: { roleID: number }) => account.roleID === 4)).toBe(true);

    const search = await send('GET', '/accounts?search=coordinator');
    expect(search.body.data.map((account: { email: string }) => account.email)).toEqual([
      demo('COORDINATOR').email,
    ]);
    expect((await send('GET', '/accounts?search=%25')).body.data).toEqual([]);
    expect((await send('GET', '/accounts?sort=password')).status).toBe(400);
    expect((await send('GET', '/accounts?roleID=9')).status).toBe(400);
  });
});

describe('deactivating an account', () => {
  it('ends its sessions at once, and an administrator cannot deactivate themselves', async () => {
    const guestToken = await signIn(server.url, 'GUEST');
    const guestId = (await getJson(`${server.url}/v1/auth/me`, guestToken)).body.data.id;
    const deactivated = await send('PUT', `/accounts/${guestId}`, { active: false });
    expect(deactivated.body.data?.active, JSON.stringify(deactivated.body)).toBe(false);
    expect((await getJson(`${server.url}/v1/auth/me`, guestToken)).status).toBe(401);

    const adminId = (await getJson(`${server.url}/v1/auth/me`, admin)).body.data.id;
    expect((await send('PUT', `/accounts/${adminId}`, { active: false })).status).toBe(409);
    const audit = await server.herald.ctx.db.selectFrom('audit_log').select('action').execute();
    expect(audit.map((entry) => entry.action)).toContain('account.deactivated');
  });
});

describe('forgot and reset password', () => {
  it('ends every session opened before the reset, so a stolen session dies with the old password', async () => {
    await send('POST', '/accounts', {
      email: 'rita.reset@herald.test',
      name: 'Rita Reset',
      roleID: 4,
      facultyId,
    });
    const first = 'the first long passphrase';
    await postJson(`${server.url}/v1/auth/reset-password`, {
      token: await linkTokenFor('rita.reset@herald.test'),
      password: first,
    });
    const login = await postJson(`${server.url}/v1/auth/login`, {
      email: 'rita.reset@herald.test',
      password: first,
    });
    const stolen = login.body.data.token as string;
    expect((await getJson(`${server.url}/v1/auth/me`, stolen)).status).toBe(200);

    server.advance(2_000);
    await postJson(`${server.url}/v1/auth/forgot-password`, { email: 'rita.reset@herald.test' });
    const second = 'the second long passphrase';
    const reset = await postJson(`${server.url}/v1/auth/reset-password`, {
      token: await linkTokenFor('rita.reset@herald.test'),
      password: second,
    });
    expect(reset.status).toBe(200);
    expect((await getJson(`${server.url}/v1/auth/me`, stolen)).status).toBe(401);
    const fresh = await postJson(`${server.url}/v1/auth/login`, {
      email: 'rita.reset@herald.test',
      password: second,
    });
    expect((await getJson(`${server.url}/v1/auth/me`, fresh.body.data.token)).status).toBe(200);
  });

  it('answers the same whether or not the email exists, and the link expires after 30 minutes', async () => {
    const unknown = await postJson(`${server.url}/v1/auth/forgot-password`, { email: 'nobody@herald.test' });
    const known = await postJson(`${server.url}/v1/auth/forgot-password`, { email: demo('MANAGER').email });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);

    const token = await linkTokenFor(demo('MANAGER').email);
    server.advance(31 * 60_000);
    try {
      const late = await postJson(`${server.url}/v1/auth/reset-password`, {
        token,
        password: 'a long and personal passphrase',
      });
      expect(late.status).toBe(400);
    } finally {
      server.advance(-31 * 60_000);
    }
    // The old password still works: nothing changed.
    expect(
      (
        await postJson(`${server.url}/v1/auth/login`, {
          email: demo('MANAGER').email,
          password: demo('MANAGER').password,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses short and common passwords next to the field', async () => {
    await postJson(`${server.url}/v1/auth/forgot-password`, { email: demo('COORDINATOR').email });
    const token = await linkTokenFor(demo('COORDINATOR').email);
    expect(
      (await postJson(`${server.url}/v1/auth/reset-password`, { token, password: 'short' })).body.message,
    ).toBe('password: Use at least 12 characters');
    expect(
      (await postJson(`${server.url}/v1/auth/reset-password`, { token, password: 'PasswordPassword' })).body
        .message,
    ).toBe('password: This password is too common');
  });
});

describe('audit log', () => {
  it('lets administrators read sign-ins and changes, filtered, and nobody else', async () => {
    const studentToken = await signIn(server.url, 'STUDENT');
    const signIns = await send('GET', '/audit-log?action=auth.signed_in&limit=100');
    expect(signIns.status).toBe(200);
    expect(signIns.body.data.length).toBeGreaterThan(0);
    expect(signIns.body.data.every((entry: { action: string }) => entry.action === 'auth.signed_in')).toBe(
      true,
    );
    expect((await send('GET', '/audit-log?action=DROP%20TABLE')).status).toBe(400);
    expect((await send('GET', '/audit-log', undefined, studentToken)).status).toBe(403);
  });
});
