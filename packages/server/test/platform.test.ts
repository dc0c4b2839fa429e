import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberSessionSchema,
  platformEnvironmentSchema,
  platformOrganizationSchema,
} from '@herald/protocol/schemas';
import { startServer, type TestServer } from './harness.js';
import { MEMBER_PASSWORD, call, signUp } from './platform-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
});
afterAll(() => server.stop());

describe('organisations and environments', () => {
  it('signs an organisation up with Development and Production, each with its own application identifier and key', async () => {
    const admin = await signUp(server);
    expect(admin.environments.map((environment) => environment.name)).toEqual(['Development', 'Production']);
    const [development, production] = admin.environments;
    expect(development!.applicationIdentifier).not.toBe(production!.applicationIdentifier);
    expect(development!.apiKey.key).toMatch(/^hk_/);

    const organization = await call(server, 'GET', '/platform/organization', { token: admin.token });
    expect(platformOrganizationSchema.parse(organization.body.data)).toMatchObject({
      name: 'Acme',
      branding: { color: '#112233' },
      plan: 'free',
    });

    const listed = await call(server, 'GET', '/platform/environments', { token: admin.token });
    expect(listed.body.data.map((row: unknown) => platformEnvironmentSchema.parse(row).name)).toEqual([
      'Development',
      'Production',
    ]);

    // Each environment's key opens the management API of that environment only.
    const me = await fetch(`${server.url}/v1/environments/me`, {
      headers: { authorization: `ApiKey ${production!.apiKey.key}` },
    });
    expect(((await me.json()) as { data: { _id: string } }).data._id).toBe(production!._id);
  });

  it('lets an admin add an environment and rename the organisation and its branding', async () => {
    const admin = await signUp(server);
    const created = await call(server, 'POST', '/platform/environments', {
      token: admin.token,
      body: { name: 'Staging' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Staging',
      apiKey: { key: expect.stringMatching(/^hk_/) },
    });

    const patched = await call(server, 'PATCH', '/platform/organization', {
      token: admin.token,
      body: { name: 'Acme Ltd', branding: { direction: 'rtl' } },
    });
    expect(patched.body.data).toMatchObject({
      name: 'Acme Ltd',
      branding: { color: '#112233', direction: 'rtl' },
    });
  });

  it('keeps a right-to-left organisation right-to-left when it is only renamed', async () => {
    const admin = await signUp(server);
    await call(server, 'PATCH', '/platform/organization', {
      token: admin.token,
      body: { branding: { direction: 'rtl' } },
    });
    const renamed = await call(server, 'PATCH', '/platform/organization', {
      token: admin.token,
      body: { name: 'Acme Arabia', branding: {} },
    });
    expect(renamed.status).toBe(200);
    const reloaded = await call(server, 'GET', '/platform/organization', { token: admin.token });
    expect(reloaded.body.data).toMatchObject({
      name: 'Acme Arabia',
      branding: { color: '#112233', direction: 'rtl' },
    });
  });

  it('clears a branding value sent as null and keeps the others', async () => {
    const admin = await signUp(server);
    await call(server, 'PATCH', '/platform/organization', {
      token: admin.token,
      body: { branding: { logo: 'https://acme.test/logo.png', fontColor: '#222222' } },
    });
    const cleared = await call(server, 'PATCH', '/platform/organization', {
      token: admin.token,
      body: { branding: { color: null, logo: null } },
    });
    expect(cleared.status).toBe(200);
    const reloaded = await call(server, 'GET', '/platform/organization', { token: admin.token });
    expect(reloaded.body.data.branding).toEqual({ fontColor: '#222222' });
  });

  it('refuses a sign-up with bad input, unknown fields or an email already used', async () => {
    const admin = await signUp(server);
    const body = { name: 'X', admin: { name: 'Y', email: admin.email, password: MEMBER_PASSWORD } };
    expect((await call(server, 'POST', '/platform/organizations', { body })).status).toBe(409);
    const short = await call(server, 'POST', '/platform/organizations', {
      body: { ...body, admin: { ...body.admin, email: 'new@acme.test', password: 'short' } },
    });
    expect(short.body).toEqual({ statusCode: 400, message: expect.stringMatching(/^admin\.password: /) });
    const extra = await call(server, 'POST', '/platform/organizations', {
      body: { ...body, plan: 'unlimited' },
    });
    expect(extra.status).toBe(400);
  });

  it('closes sign-up when the server allows none (the default in production)', async () => {
    const closed = await startServer({ platformSignUpsPerHour: 0 });
    try {
      const refused = await call(closed, 'POST', '/platform/organizations', {
        body: { name: 'X', admin: { name: 'Y', email: 'y@acme.test', password: MEMBER_PASSWORD } },
      });
      expect(refused.body).toEqual({
        statusCode: 403,
        message: 'Sign-up is closed on this server: ask its operator for an organisation',
      });
    } finally {
      await closed.stop();
    }
  });

  it('keeps organisations apart: a member never sees another organisation or its environments', async () => {
    const first = await signUp(server);
    const second = await signUp(server);
    const foreign = second.environments[0]!._id;
    const keys = await call(server, 'GET', `/platform/environments/${foreign}/api-keys`, {
      token: first.token,
    });
    expect(keys.status).toBe(404);
    const viaHeader = await call(server, 'GET', '/environments/me', {
      token: first.token,
      headers: { 'herald-environment': foreign },
    });
    expect(viaHeader.status).toBe(404);
  });
});

describe('API description', () => {
  it('describes the platform routes with the member token scheme', async () => {
    const spec = await call(server, 'GET', '/docs/json');
    expect(spec.body.paths['/platform/members'].post.security).toEqual([{ member: [] }]);
    expect(spec.body.paths['/platform/organizations'].post.security).toEqual([]);
    expect(spec.body.components.securitySchemes.member).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('member sign-in and onboarding', () => {
  it('asks the job role on first sign-in, refuses the management API until answered, then remembers it', async () => {
    const admin = await signUp(server, { onboard: false });
    const login = await call(server, 'POST', '/platform/auth/login', {
      body: { email: admin.email, password: MEMBER_PASSWORD },
    });
    expect(memberSessionSchema.parse(login.body.data).onboardingRequired).toBe(true);
    const token = login.body.data.token as string;

    const before = await call(server, 'GET', '/platform/environments', { token });
    expect(before.body).toEqual({
      statusCode: 403,
      message: 'Answer the onboarding question (your job role) first',
    });
    expect((await call(server, 'GET', '/platform/me', { token })).body.data.onboardingRequired).toBe(true);

    const wrong = await call(server, 'PUT', '/platform/me/onboarding', {
      token,
      body: { jobRole: 'wizard' },
    });
    expect(wrong.status).toBe(400);
    const answered = await call(server, 'PUT', '/platform/me/onboarding', {
      token,
      body: { jobRole: 'product_manager' },
    });
    expect(answered.body.data).toEqual({ jobRole: 'product_manager', onboardingRequired: false });
    expect((await call(server, 'GET', '/platform/environments', { token })).status).toBe(200);

    const again = await call(server, 'POST', '/platform/auth/login', {
      body: { email: admin.email, password: MEMBER_PASSWORD },
    });
    expect(again.body.data.onboardingRequired).toBe(false);
    expect(again.body.data.member.jobRole).toBe('product_manager');
  });

  it('refuses a wrong password with the same answer as an unknown email', async () => {
    const admin = await signUp(server);
    const wrong = await call(server, 'POST', '/platform/auth/login', {
      body: { email: admin.email, password: 'not the password at all' },
    });
    const unknown = await call(server, 'POST', '/platform/auth/login', {
      body: { email: 'nobody@acme.test', password: 'not the password at all' },
    });
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Email or password is incorrect' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('ends the session on sign-out', async () => {
    const admin = await signUp(server);
    expect((await call(server, 'POST', '/platform/auth/logout', { token: admin.token })).status).toBe(200);
    expect((await call(server, 'GET', '/platform/me', { token: admin.token })).status).toBe(401);
    server.advance(1000);
    const login = await call(server, 'POST', '/platform/auth/login', {
      body: { email: admin.email, password: MEMBER_PASSWORD },
    });
    expect((await call(server, 'GET', '/platform/me', { token: login.body.data.token })).status).toBe(200);
  });

  it('lets a member sign in again at once after signing out, in the same second, while every earlier token stays ended', async () => {
    const admin = await signUp(server);
    const second = await call(server, 'POST', '/platform/auth/login', {
      body: { email: admin.email, password: MEMBER_PASSWORD },
    });
    server.freeze();
    try {
      expect((await call(server, 'POST', '/platform/auth/logout', { token: admin.token })).status).toBe(200);
      const again = await call(server, 'POST', '/platform/auth/login', {
        body: { email: admin.email, password: MEMBER_PASSWORD },
      });
      expect(again.status).toBe(200);
      expect((await call(server, 'GET', '/platform/me', { token: again.body.data.token })).status).toBe(200);
      expect((await call(server, 'GET', '/platform/me', { token: admin.token })).status).toBe(401);
      expect((await call(server, 'GET', '/platform/me', { token: second.body.data.token })).status).toBe(401);
    } finally {
      server.thaw();
    }
  });
});
