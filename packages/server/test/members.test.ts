import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSchema } from '@herald/protocol/schemas';
import { INVITATION_TTL_MS } from '../src/platform/services/members.js';
import { startServer, type TestServer } from './harness.js';
import { MEMBER_PASSWORD, addMember, call, invitationToken, signUp } from './platform-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
});
afterAll(() => server.stop());

describe('invitations', () => {
  it('moves a member from new to invited to active through a mailed, single-use link', async () => {
    const admin = await signUp(server);
    const email = 'newcomer@acme.test';
    const invited = await call(server, 'POST', '/platform/members', {
      token: admin.token,
      body: { email, role: 'member' },
    });
    expect(memberSchema.parse(invited.body.data)).toMatchObject({ email, role: 'member', status: 'invited' });

    const token = await invitationToken(server, email);
    const accepted = await call(server, 'POST', '/platform/invitations/accept', {
      body: { token, name: 'Nia', password: MEMBER_PASSWORD },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.member).toMatchObject({ email, status: 'active', name: 'Nia' });

    const again = await call(server, 'POST', '/platform/invitations/accept', {
      body: { token, name: 'Eve', password: 'another password here' },
    });
    expect(again.body).toEqual({
      statusCode: 400,
      message: 'This invitation link is not valid or was already used',
    });
    const signIn = await call(server, 'POST', '/platform/auth/login', {
      body: { email, password: MEMBER_PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses an expired link, and a resent one replaces the old', async () => {
    const admin = await signUp(server);
    const email = 'late@acme.test';
    await call(server, 'POST', '/platform/members', { token: admin.token, body: { email } });
    const first = await invitationToken(server, email);
    server.advance(INVITATION_TTL_MS + 1000);
    const expired = await call(server, 'POST', '/platform/invitations/accept', {
      body: { token: first, name: 'Lu', password: MEMBER_PASSWORD },
    });
    expect(expired.body.message).toBe('This invitation link has expired: ask an admin to invite you again');

    // The admin's own session outlived the week only because tokens last 8 hours from sign-in: sign in again.
    const login = await call(server, 'POST', '/platform/auth/login', {
      body: { email: admin.email, password: MEMBER_PASSWORD },
    });
    const members = await call(server, 'GET', '/platform/members', { token: login.body.data.token });
    const id = members.body.data.find((member: { email: string }) => member.email === email)._id;
    const resent = await call(server, 'POST', `/platform/members/${id}/invitation`, {
      token: login.body.data.token,
    });
    expect(resent.status).toBe(201);
    const second = await invitationToken(server, email);
    expect(second).not.toBe(first);
    const accepted = await call(server, 'POST', '/platform/invitations/accept', {
      body: { token: second, name: 'Lu', password: MEMBER_PASSWORD },
    });
    expect(accepted.status).toBe(200);
  });
});

describe('invitations on repeat', () => {
  it('mails one address at most 3 invitations an hour, whichever organisation sends them, then answers 429', async () => {
    server.freeze();
    const admin = await signUp(server);
    const email = 'often.invited@acme.test';
    const invited = await call(server, 'POST', '/platform/members', {
      token: admin.token,
      body: { email, role: 'member' },
    });
    expect(invited.status).toBe(201);
    const again = () =>
      call(server, 'POST', `/platform/members/${invited.body.data._id}/invitation`, { token: admin.token });
    for (let i = 0; i < 2; i += 1) {
      server.advance(60_000);
      expect((await again()).status).toBe(201);
    }
    const refused = await again();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(58 * 60));
    expect(refused.body).toEqual({
      statusCode: 429,
      message: 'This address was sent 3 invitations in the last hour: invite it again later',
    });

    // Removed and invited by another organisation, the address still gets no fourth mail this hour.
    expect(
      (await call(server, 'DELETE', `/platform/members/${invited.body.data._id}`, { token: admin.token }))
        .status,
    ).toBe(200);
    const other = await signUp(server);
    const elsewhere = await call(server, 'POST', '/platform/members', {
      token: other.token,
      body: { email, role: 'member' },
    });
    expect(elsewhere.status).toBe(429);
    const mails = await server.herald.ctx.db
      .selectFrom('outbox')
      .select('id')
      .where('to', '=', email)
      .execute();
    expect(mails).toHaveLength(3);

    server.advance(58 * 60_000);
    expect(
      (
        await call(server, 'POST', '/platform/members', {
          token: other.token,
          body: { email, role: 'member' },
        })
      ).status,
    ).toBe(201);
    server.thaw();
  });
});

describe('roles', () => {
  it('lets admins manage members, keys and branding, and refuses members with 403', async () => {
    const admin = await signUp(server);
    const member = await addMember(server, admin, 'member');
    const environment = admin.environments[0]!._id;
    const refused = [
      await call(server, 'POST', '/platform/members', {
        token: member.token,
        body: { email: 'x@acme.test' },
      }),
      await call(server, 'GET', `/platform/environments/${environment}/api-keys`, { token: member.token }),
      await call(server, 'PATCH', '/platform/organization', { token: member.token, body: { name: 'Mine' } }),
      await call(server, 'PATCH', '/organization', {
        token: member.token,
        headers: { 'herald-environment': environment },
        body: { name: 'Mine' },
      }),
      await call(server, 'POST', '/integrations', {
        token: member.token,
        headers: { 'herald-environment': environment },
        body: {},
      }),
      // The same route spelled with a percent-encoded letter.
      await call(server, 'POST', '/%69ntegrations', {
        token: member.token,
        headers: { 'herald-environment': environment },
        body: {},
      }),
    ];
    for (const response of refused) {
      expect(response.body).toEqual({ statusCode: 403, message: 'Only an organisation admin may do this' });
    }
    // Members author workflows and read activity in the organisation's environments.
    const workflow = await call(server, 'POST', '/workflows', {
      token: member.token,
      headers: { 'herald-environment': environment },
      body: { name: 'Welcome', triggerIdentifier: 'welcome', steps: [{ type: 'in_app', content: 'Hi' }] },
    });
    expect(workflow.status).toBe(201);
    const activity = await call(server, 'GET', '/execution-details?transactionId=none', {
      token: member.token,
      headers: { 'herald-environment': environment },
    });
    expect(activity.status).toBe(200);
  });

  it('shows job roles to admins only', async () => {
    const admin = await signUp(server);
    const member = await addMember(server, admin, 'member');
    const asAdmin = await call(server, 'GET', '/platform/members', { token: admin.token });
    const asMember = await call(server, 'GET', '/platform/members', { token: member.token });
    const jobRoles = (list: { jobRole: string | null }[]) => list.map((row) => row.jobRole);
    expect(jobRoles(asAdmin.body.data)).toEqual(['engineer', 'designer']);
    expect(jobRoles(asMember.body.data)).toEqual([null, null]);
  });

  it('keeps at least one admin, and removing a member ends their sessions', async () => {
    const admin = await signUp(server);
    const demote = await call(server, 'PATCH', `/platform/members/${admin.adminId}`, {
      token: admin.token,
      body: { role: 'member' },
    });
    expect(demote.body).toEqual({ statusCode: 409, message: 'An organisation keeps at least one admin' });
    const removeSelf = await call(server, 'DELETE', `/platform/members/${admin.adminId}`, {
      token: admin.token,
    });
    expect(removeSelf.status).toBe(409);

    const second = await addMember(server, admin, 'admin');
    const member = await addMember(server, admin, 'member');
    expect((await call(server, 'GET', '/platform/me', { token: member.token })).status).toBe(200);
    const removed = await call(server, 'DELETE', `/platform/members/${member.id}`, { token: second.token });
    expect(removed.body.data).toEqual({ acknowledged: true, status: 'deleted' });
    const after = await call(server, 'GET', '/platform/me', { token: member.token });
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toBe('Bearer realm="herald", error="invalid_token"');

    // With a second admin, the first may step down.
    const stepDown = await call(server, 'PATCH', `/platform/members/${admin.adminId}`, {
      token: second.token,
      body: { role: 'member' },
    });
    expect(stepDown.body.data.role).toBe('member');
  });

  it('refuses bad input and members of other organisations', async () => {
    const admin = await signUp(server);
    const other = await signUp(server);
    expect(
      (await call(server, 'POST', '/platform/members', { token: admin.token, body: { email: 'nope' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(server, 'POST', '/platform/members', {
          token: admin.token,
          body: { email: 'a@acme.test', role: 'owner' },
        })
      ).status,
    ).toBe(400);
    const foreign = await call(server, 'DELETE', `/platform/members/${other.adminId}`, {
      token: admin.token,
    });
    expect(foreign.status).toBe(404);
    const taken = await call(server, 'POST', '/platform/members', {
      token: admin.token,
      body: { email: other.email },
    });
    expect(taken.status).toBe(409);
  });
});
