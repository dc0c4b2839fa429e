// The outbox belongs to its tenant: the university's administrators see the university's own mail only, never a
// body (one-time links reach their recipient's mailbox alone), and re-send instead of copying. Runs on the SQLite
// file, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxListResponseSchema } from '@herald/protocol/schemas';
import { createMailer } from '../src/mail/mailer.js';
import { hashPassword } from '../src/security/password.js';
import { newObjectId } from '../src/security/crypto.js';
import { demo, getJson, management, postJson, signIn, startServer, type TestServer } from './harness.js';
import { call, invitationToken, MEMBER_PASSWORD, signUp, type SignedUp } from './platform-support.js';

let server: TestServer;
let tokens: Record<'ADMIN' | 'MANAGER' | 'COORDINATOR' | 'STUDENT', string>;
let other: SignedUp;
let otherInvitee: string;
let otherInvitationToken: string;

const emailWorkflow = (triggerIdentifier: string) => ({
  name: triggerIdentifier,
  triggerIdentifier,
  critical: true,
  steps: [{ type: 'email', subject: 'Hello from {{org}}', body: '<p>{{org}} says hello.</p>' }],
});

/** Every answer the university's credentials get for the outbox and the activity of their environment. */
async function everythingTheUniversitySees(): Promise<string> {
  const answers: unknown[] = [];
  for (const token of Object.values(tokens)) {
    answers.push((await getJson(`${server.url}/v1/admin/outbox?limit=100`, token)).body);
  }
  answers.push((await management(server, 'GET', '/admin/outbox')).body);
  answers.push((await management(server, 'GET', '/notifications?limit=100')).body);
  answers.push((await management(server, 'GET', '/execution-details?limit=100')).body);
  return JSON.stringify(answers);
}

beforeAll(async () => {
  server = await startServer();
  tokens = {
    ADMIN: await signIn(server.url, 'ADMIN'),
    MANAGER: await signIn(server.url, 'MANAGER'),
    COORDINATOR: await signIn(server.url, 'COORDINATOR'),
    STUDENT: await signIn(server.url, 'STUDENT'),
  };
  // Organisation B: signs up, invites a member, and mails a subscriber of its own environment.
  other = await signUp(server);
  otherInvitee = `invitee-${newObjectId()}@other.test`;
  const invited = await call(server, 'POST', '/platform/members', {
    token: other.token,
    body: { email: otherInvitee, role: 'admin' },
  });
  expect(invited.status).toBe(201);
  otherInvitationToken = await invitationToken(server, otherInvitee);
  const otherKey = other.environments[0]!.apiKey.key;
  expect((await management(server, 'POST', '/workflows', emailWorkflow('b-hello'), otherKey)).status).toBe(
    201,
  );
  await management(
    server,
    'POST',
    '/events/trigger',
    { name: 'b-hello', to: { subscriberId: 'b-1', email: 'b-subscriber@other.test' }, payload: { org: 'B' } },
    otherKey,
  );
  // The university mails one of its subscribers, and a student asks for a password reset.
  await management(server, 'POST', '/workflows', emailWorkflow('a-hello'));
  await management(server, 'POST', '/events/trigger', {
    name: 'a-hello',
    to: { subscriberId: 'a-1', email: 'a-subscriber@herald.test' },
    payload: { org: 'A' },
  });
  expect(
    (await postJson(`${server.url}/v1/auth/forgot-password`, { email: demo('STUDENT').email })).status,
  ).toBe(202);
  await server.herald.worker.drain();
});
afterAll(() => server.stop());

/** The one-time link token in the newest mail kept for `email`, read from the table as the mailbox would. */
async function keptLinkToken(email: string): Promise<string> {
  const mail = await server.herald.ctx.db
    .selectFrom('outbox')
    .select('text')
    .where('to', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!);
}

describe('mail of another organisation', () => {
  it('is kept under that organisation', async () => {
    const rows = await server.herald.ctx.db
      .selectFrom('outbox')
      .select(['to', 'organization_id', 'category'])
      .where('to', 'in', [otherInvitee, 'b-subscriber@other.test'])
      .orderBy('to')
      .execute();
    expect(rows).toEqual([
      { to: 'b-subscriber@other.test', organization_id: other.organizationId, category: 'notification' },
      { to: otherInvitee, organization_id: other.organizationId, category: 'platform' },
    ]);
  });

  it('an invitation in organisation B is invisible to every credential of the university', async () => {
    const seen = await everythingTheUniversitySees();
    expect(seen).not.toContain(otherInvitee);
    expect(seen).not.toContain(otherInvitationToken);
    expect(seen).not.toContain('b-subscriber@other.test');
    // The token is still good for its recipient: nothing here spent it.
    const accepted = await call(server, 'POST', '/platform/invitations/accept', {
      body: { token: otherInvitationToken, name: 'Ines', password: MEMBER_PASSWORD },
    });
    expect(accepted.status).toBe(200);
  });

  it("the university's administrators cannot re-send it either", async () => {
    const row = await server.herald.ctx.db
      .selectFrom('outbox')
      .select('id')
      .where('to', '=', 'b-subscriber@other.test')
      .executeTakeFirstOrThrow();
    const resent = await postJson(`${server.url}/v1/admin/outbox/${row.id}/resend`, {}, tokens.ADMIN);
    expect(resent.status).toBe(404);
  });
});

describe("the university's outbox", () => {
  it("lists the university's own mail to its administrators, with no body and no link", async () => {
    const listed = await getJson(`${server.url}/v1/admin/outbox?limit=100`, tokens.ADMIN);
    expect(listed.status).toBe(200);
    const body = outboxListResponseSchema.parse(listed.body);
    expect(body.data.map((mail) => [mail.to, mail.kind]).sort()).toEqual([
      ['a-subscriber@herald.test', 'notification'],
      [demo('STUDENT').email, 'account-link'],
    ]);
    expect(Object.keys(listed.body.data[0]).sort()).toEqual([
      '_id',
      'createdAt',
      'kind',
      'status',
      'subject',
      'to',
    ]);
    const resetToken = await keptLinkToken(demo('STUDENT').email);
    expect(await everythingTheUniversitySees()).not.toContain(resetToken);
    expect(JSON.stringify(listed.body)).not.toMatch(/token=/);
  });

  it('refuses every other role and credential', async () => {
    for (const role of ['MANAGER', 'COORDINATOR', 'STUDENT'] as const) {
      expect((await getJson(`${server.url}/v1/admin/outbox`, tokens[role])).status).toBe(403);
    }
    expect((await management(server, 'GET', '/admin/outbox')).status).toBe(401);
    expect((await getJson(`${server.url}/v1/admin/outbox`, other.token)).status).toBe(401);
  });

  it('shows the activity of a reset with its link redacted', async () => {
    const activity = await management(server, 'GET', '/notifications?limit=100');
    const reset = activity.body.data.find(
      (entry: { workflow: { triggerIdentifier: string } }) =>
        entry.workflow.triggerIdentifier === 'password-reset',
    );
    expect(reset.payload).toMatchObject({ link: '[redacted]', expiresIn: 'in 30 minutes' });
  });

  it('re-sends a reset mail as a new link that works, without showing it', async () => {
    const listed = await getJson(`${server.url}/v1/admin/outbox?limit=100`, tokens.ADMIN);
    const reset = listed.body.data.find((mail: { kind: string }) => mail.kind === 'account-link');
    const before = await keptLinkToken(demo('STUDENT').email);
    server.advance(1000);
    const resent = await postJson(`${server.url}/v1/admin/outbox/${reset._id}/resend`, {}, tokens.ADMIN);
    expect(resent).toMatchObject({ status: 202, body: { data: { resent: true } } });
    expect(JSON.stringify(resent.body)).not.toMatch(/token/);
    await server.herald.worker.drain();
    const fresh = await keptLinkToken(demo('STUDENT').email);
    expect(fresh).not.toBe(before);
    const used = await postJson(`${server.url}/v1/auth/reset-password`, {
      token: fresh,
      password: 'a brand new passphrase for sam',
    });
    expect(used.status).toBe(200);
  });

  it('re-sends a notification mail as it was', async () => {
    const listed = await getJson(`${server.url}/v1/admin/outbox?limit=100`, tokens.ADMIN);
    const mail = listed.body.data.find((row: { to: string }) => row.to === 'a-subscriber@herald.test');
    const resent = await postJson(`${server.url}/v1/admin/outbox/${mail._id}/resend`, {}, tokens.ADMIN);
    expect(resent.status).toBe(202);
    const copies = await server.herald.ctx.db
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('to', '=', 'a-subscriber@herald.test')
      .execute();
    expect(copies).toHaveLength(2);
    expect(copies[1]).toEqual(copies[0]);
  });

  it("never lists the platform's invitations, even of the university's own organisation", async () => {
    const environment = await server.herald.ctx.db
      .selectFrom('environments')
      .select('organization_id')
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const adminEmail = `platform-admin-${newObjectId()}@herald.test`;
    await server.herald.ctx.db
      .insertInto('members')
      .values({
        id: newObjectId(),
        organization_id: environment.organization_id,
        email: adminEmail,
        name: 'Pia',
        password_hash: await hashPassword(MEMBER_PASSWORD, server.herald.ctx.config.passwordCost),
        role: 'admin',
        status: 'active',
        job_role: 'engineer',
        created_at: server.herald.ctx.now().toISOString(),
      })
      .execute();
    const login = await call(server, 'POST', '/platform/auth/login', {
      body: { email: adminEmail, password: MEMBER_PASSWORD },
    });
    expect(login.status).toBe(200);
    const invitee = `own-invitee-${newObjectId()}@herald.test`;
    const invited = await call(server, 'POST', '/platform/members', {
      token: login.body.data.token,
      body: { email: invitee, role: 'member' },
    });
    expect(invited.status).toBe(201);
    const token = await invitationToken(server, invitee);
    const seen = await everythingTheUniversitySees();
    expect(seen).not.toContain(invitee);
    expect(seen).not.toContain(token);
  });
});

describe('the outbox in production without SMTP', () => {
  it('is not readable at all', async () => {
    const production = await startServer({
      production: true,
      secret: 'a production secret of enough length for tests',
    });
    try {
      const admin = await signIn(production.url, 'ADMIN');
      const listed = await getJson(`${production.url}/v1/admin/outbox`, admin);
      expect(listed.status).toBe(403);
      expect(listed.body).toEqual({ statusCode: 403, message: expect.stringMatching(/console/) });
      const resent = await postJson(`${production.url}/v1/admin/outbox/any/resend`, {}, admin);
      expect(resent.status).toBe(403);
    } finally {
      await production.stop();
    }
  });
});

describe('a mail kept without SMTP', () => {
  it('is printed for the operator, link included, so that it can be handed on', async () => {
    const printed: string[] = [];
    const mailer = createMailer(server.herald.ctx, undefined, 'Herald <no-reply@herald.test>', (text) =>
      printed.push(text),
    );
    const environment = await server.herald.ctx.db
      .selectFrom('environments')
      .select('id')
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const sent = await mailer.send({
      environmentId: environment.id,
      messageId: null,
      to: 'nia@herald.test',
      subject: 'Choose your password',
      html: '<p>https://herald.test/resetpassword?token=abc</p>',
      text: 'https://herald.test/resetpassword?token=abc',
    });
    expect(sent.delivered).toBe(false);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('To: nia@herald.test');
    expect(printed[0]).toContain('Subject: Choose your password');
    expect(printed[0]).toContain('https://herald.test/resetpassword?token=abc');
  });
});
