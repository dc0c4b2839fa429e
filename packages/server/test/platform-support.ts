// Helpers for the platform tests: sign an organisation up, call the platform API with a member token.
import { randomUUID } from 'node:crypto';
import type { TestServer } from './harness.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export const MEMBER_PASSWORD = 'correct horse battery staple';

export async function call(
  server: TestServer,
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.url}/v1${pathname}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

/** Calls the management API as the organisation's admin, in its first environment. */
export function asMember(
  server: TestServer,
  admin: SignedUp,
  method: string,
  pathname: string,
  body?: unknown,
) {
  return call(server, method, pathname, {
    token: admin.token,
    headers: { 'herald-environment': admin.environments[0]!._id },
    body,
  });
}

export interface SignedUp {
  organizationId: string;
  token: string;
  adminId: string;
  email: string;
  environments: {
    _id: string;
    name: string;
    applicationIdentifier: string;
    apiKey: { _id: string; key: string };
  }[];
}

/** A fresh organisation with its admin, who has answered the onboarding question unless told not to. */
export async function signUp(server: TestServer, options: { onboard?: boolean } = {}): Promise<SignedUp> {
  const email = `admin-${randomUUID()}@acme.test`;
  const created = await call(server, 'POST', '/platform/organizations', {
    body: {
      name: 'Acme',
      branding: { color: '#112233' },
      admin: { name: 'Ada', email, password: MEMBER_PASSWORD },
    },
  });
  if (created.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
  const { organization, environments, session } = created.body.data;
  if (options.onboard !== false) {
    await call(server, 'PUT', '/platform/me/onboarding', {
      token: session.token,
      body: { jobRole: 'engineer' },
    });
  }
  return {
    organizationId: organization._id,
    token: session.token,
    adminId: session.member._id,
    email,
    environments,
  };
}

/** The invitation token from the last invitation mailed to `email` (kept in the outbox without SMTP). */
export async function invitationToken(server: TestServer, email: string): Promise<string> {
  const mail = await server.herald.ctx.db
    .selectFrom('outbox')
    .select(['text', 'created_at'])
    .where('to', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const match = /#token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no invitation link in the mail');
  return match[1];
}

/** Invites `email` as `role` and accepts the invitation; answers the new member's token and id. */
export async function addMember(
  server: TestServer,
  admin: SignedUp,
  role: 'admin' | 'member',
  options: { onboard?: boolean } = {},
) {
  const email = `${role}-${randomUUID()}@acme.test`;
  const invited = await call(server, 'POST', '/platform/members', {
    token: admin.token,
    body: { email, role },
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const accepted = await call(server, 'POST', '/platform/invitations/accept', {
    body: { token: await invitationToken(server, email), name: 'Mo', password: MEMBER_PASSWORD },
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  const token = accepted.body.data.token as string;
  if (options.onboard !== false) {
    await call(server, 'PUT', '/platform/me/onboarding', { token, body: { jobRole: 'designer' } });
  }
  return { id: invited.body.data._id as string, email, token };
}
