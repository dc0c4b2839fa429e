import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '@herald/protocol/schemas';
import { demo, getJson, postJson, signIn, startServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

async function put(pathname: string, body: unknown, token: string) {
  const response = await fetch(`${server.url}/v1${pathname}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('profile', () => {
  it('shows the last sign-in and updates name, phone and address', async () => {
    const token = await signIn(server.url, 'STUDENT');
    const shown = await getJson(`${server.url}/v1/profile`, token);
    expect(profileSchema.parse(shown.body.data)).toMatchObject({
      email: demo('STUDENT').email,
      facultyName: 'Faculty of Computing',
    });
    expect(shown.body.data.lastLoginAt).not.toBeNull();

    const updated = await put(
      '/profile',
      { name: 'Sam Student-Lee', phone: '+44 20 7946 0000', address: '1 Quay St' },
      token,
    );
    expect(updated.body.data).toMatchObject({
      name: 'Sam Student-Lee',
      phone: '+44 20 7946 0000',
      address: '1 Quay St',
    });
  });

  it('changes the email only with the current password', async () => {
    const token = await signIn(server.url, 'COORDINATOR');
    expect((await put('/profile', { email: 'cora2@herald.test' }, token)).body).toEqual({
      statusCode: 400,
      message: 'currentPassword: Enter your current password to change your email',
    });
    expect(
      (await put('/profile', { email: 'cora2@herald.test', currentPassword: 'wrong password' }, token)).body
        .message,
    ).toBe('currentPassword: The current password is not right');
    expect(
      (
        await put(
          '/profile',
          { email: demo('ADMIN').email, currentPassword: demo('COORDINATOR').password },
          token,
        )
      ).status,
    ).toBe(409);
    const changed = await put(
      '/profile',
      { email: 'cora2@herald.test', currentPassword: demo('COORDINATOR').password },
      token,
    );
    expect(changed.body.data.email).toBe('cora2@herald.test');
    expect((await put('/profile', { role: 1 }, token)).status).toBe(400);
  });
});

describe('change password', () => {
  it('needs the current password, ends older sessions and hands this one a fresh token', async () => {
    const older = await signIn(server.url, 'MANAGER');
    server.advance(2000);
    const current = await signIn(server.url, 'MANAGER');
    const change = (body: unknown) => postJson(`${server.url}/v1/auth/change-password`, body, current);

    expect((await change({ currentPassword: 'wrong', newPassword: 'a brand new passphrase' })).status).toBe(
      400,
    );
    expect(
      (await change({ currentPassword: demo('MANAGER').password, newPassword: 'short' })).body.message,
    ).toBe('newPassword: Use at least 12 characters');
    const done = await change({
      currentPassword: demo('MANAGER').password,
      newPassword: 'a brand new passphrase',
    });
    expect(done.status).toBe(200);

    expect((await getJson(`${server.url}/v1/auth/me`, older)).status).toBe(401);
    expect((await getJson(`${server.url}/v1/auth/me`, done.body.data.token)).status).toBe(200);
    const login = (password: string) =>
      postJson(`${server.url}/v1/auth/login`, { email: demo('MANAGER').email, password });
    expect((await login(demo('MANAGER').password)).status).toBe(401);
    expect((await login('a brand new passphrase')).status).toBe(200);
  });
});
