import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TOKEN_AUDIENCE, ROLE_ID } from '@herald/protocol';
import { SIGN_IN_LIMITS } from '../src/security/sign-in-throttle.js';
import { decodePayload, demo, getJson, postJson, signIn, startServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('POST /v1/auth/login', () => {
  it('answers a token whose payload carries id, roleID and exp', async () => {
    const { status, body } = await postJson(`${server.url}/v1/auth/login`, {
      email: demo('STUDENT').email,
      password: demo('STUDENT').password,
    });
    expect(status).toBe(200);
    const payload = decodePayload(body.data.token);
    expect(payload).toMatchObject({ roleID: ROLE_ID.STUDENT, aud: APP_TOKEN_AUDIENCE });
    expect(typeof payload.id).toBe('number');
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    expect(Object.keys(payload).sort()).toEqual(['aud', 'cred', 'exp', 'iat', 'id', 'roleID']);
    // The credential fingerprint: 128 bits of a keyed hash, never the password hash itself.
    expect(payload.cred).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const { status } = await postJson(`${server.url}/v1/auth/login`, {
      email: `  ${demo('ADMIN').email.toUpperCase()} `,
      password: demo('ADMIN').password,
    });
    expect(status).toBe(200);
  });

  it('refuses a wrong password with 401 JSON and the same message as an unknown email', async () => {
    const wrong = await postJson(`${server.url}/v1/auth/login`, {
      email: demo('STUDENT').email,
      password: 'not-the-password',
    });
    const unknown = await postJson(`${server.url}/v1/auth/login`, {
      email: 'nobody@herald.test',
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Email or password is incorrect' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('checks the password exactly as typed', async () => {
    const { status } = await postJson(`${server.url}/v1/auth/login`, {
      email: demo('STUDENT').email,
      password: demo('STUDENT').password.toUpperCase(),
    });
    expect(status).toBe(401);
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const { status, body } = await postJson(`${server.url}/v1/auth/login`, '{"email": ');
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: 400, message: 'Body is not valid JSON' });
  });

  it('names the missing field', async () => {
    const { status, body } = await postJson(`${server.url}/v1/auth/login`, { email: demo('STUDENT').email });
    expect(status).toBe(400);
    expect(body.statusCode).toBe(400);
    expect(body.message).toMatch(/^password: /);
  });

  it('refuses a prototype-polluting body', async () => {
    const { status, body } = await postJson(
      `${server.url}/v1/auth/login`,
      '{"email":"a@b.test","password":"x","__proto__":{"admin":true}}',
    );
    expect(status).toBe(400);
    expect(body.statusCode).toBe(400);
  });
});

describe('sign-in throttle', () => {
  it('slows repeated failures for one email with 429 JSON while other accounts still sign in', async () => {
    const attempt = () =>
      postJson(`${server.url}/v1/auth/login`, { email: 'target@herald.test', password: 'guess' });
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.source.burst + 1; i += 1) statuses.push((await attempt()).status);
    expect(statuses.slice(0, SIGN_IN_LIMITS.source.burst).every((status) => status === 401)).toBe(true);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/Too many sign-in attempts/),
    });
    await expect(signIn(server.url, 'MANAGER')).resolves.toMatch(/\./);
  });
});

describe('GET /v1/auth/me', () => {
  it('answers the signed-in account with what the widget needs to open a session', async () => {
    const token = await signIn(server.url, 'STUDENT');
    const { status, headers, body } = await getJson(`${server.url}/v1/auth/me`, token);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.data).toMatchObject({
      email: demo('STUDENT').email,
      name: demo('STUDENT').name,
      roleID: ROLE_ID.STUDENT,
      widget: { subscriberId: String(body.data.id) },
    });
    expect(body.data.widget.subscriberHash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.data.lastLoginAt).not.toBeNull();
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('refuses a missing, tampered or expired token with 401', async () => {
    const token = await signIn(server.url, 'STUDENT');
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodePayload(token), roleID: ROLE_ID.ADMIN })).toString(
      'base64url',
    );

    expect((await getJson(`${server.url}/v1/auth/me`)).status).toBe(401);
    expect((await getJson(`${server.url}/v1/auth/me`, `${header}.${forged}.${signature}`)).status).toBe(401);
    expect((await getJson(`${server.url}/v1/auth/me`, `${header}.${payload}.`)).status).toBe(401);

    server.advance(9 * 60 * 60 * 1000);
    const expired = await getJson(`${server.url}/v1/auth/me`, token);
    server.advance(-9 * 60 * 60 * 1000);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ statusCode: 401, message: 'Your session has expired' });
  });

  it('refuses an unsigned token', async () => {
    const token = await signIn(server.url, 'ADMIN');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect((await getJson(`${server.url}/v1/auth/me`, unsigned)).status).toBe(401);
  });
});
