// The notification settings list the product's workflows only to the accounts whose role they reach; another
// environment's subscribers see every workflow as before.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID, type RoleId } from '@herald/protocol';
import { preferencesResponseSchema } from '@herald/protocol/schemas';
import { ensureSystemWorkflows } from '../src/university/services/system-workflows.js';
import {
  getJson,
  insertAccount,
  management,
  openSubscriberSession,
  openWidgetSession,
  patchJson,
  postJson,
  startServer,
  type TestServer,
} from './harness.js';
import { signUp } from './platform-support.js';

const ACCOUNT_MAILS = ['Account created', 'Password reset'];
const STUDENT_WORKFLOWS = [
  'Contribution selected for publication',
  'Contribution status changed',
  'Event closing soon',
  'Event final closure soon',
  'Event opens',
  'New comment',
  'New event',
];
const COORDINATOR_WORKFLOWS = [
  'Contribution submitted',
  'Guest account created',
  'New comment',
  'Review overdue',
  'Review reminder',
];

let server: TestServer;
let sequence = 0;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

async function preferences(token: string) {
  const response = await getJson(`${server.url}/v1/widgets/preferences`, token);
  expect(response.status).toBe(200);
  return preferencesResponseSchema.parse(response.body).data;
}

/** The names of the workflows the subscriber's settings list, sorted (workflows made at once share a time). */
async function listed(token: string): Promise<string[]> {
  return (await preferences(token)).map((item) => item.template.name).sort();
}

/** A fresh account of the university with the role, and its widget session in the product's environment. */
async function account(roleID: RoleId) {
  sequence += 1;
  const faculty = await server.herald.ctx.db
    .selectFrom('faculties')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const facultyId = roleID === ROLE_ID.STUDENT || roleID === ROLE_ID.COORDINATOR ? faculty.id : null;
  const row = await insertAccount(server, {
    email: `audience.${sequence}@uni.test`,
    name: `Audience ${sequence}`,
    roleID,
    facultyId,
  });
  return { id: row.id, session: await openSubscriberSession(server, String(row.id)) };
}

describe('the product environment', () => {
  it("lists to a student only the workflows students receive, and to a coordinator only a coordinator's", async () => {
    const student = await openWidgetSession(server.url, 'STUDENT');
    const coordinator = await openWidgetSession(server.url, 'COORDINATOR');

    expect(await listed(student.token)).toEqual([...ACCOUNT_MAILS, ...STUDENT_WORKFLOWS].sort());
    expect(await listed(coordinator.token)).toEqual([...ACCOUNT_MAILS, ...COORDINATOR_WORKFLOWS].sort());
  });

  it('lists only the account mails to roles no workflow reaches, and to a subscriber that is no account', async () => {
    const manager = await openWidgetSession(server.url, 'MANAGER');
    const stranger = await openSubscriberSession(server, `not-an-account-${sequence}`);

    expect(await listed(manager.token)).toEqual(ACCOUNT_MAILS);
    expect(await listed(stranger.token)).toEqual(ACCOUNT_MAILS);
  });

  it("refuses a student's choice for a coordinator-only workflow, as for an unknown one", async () => {
    const coordinator = await account(ROLE_ID.COORDINATOR);
    const student = await account(ROLE_ID.STUDENT);
    const reminder = (await preferences(coordinator.session.token)).find(
      (item) => item.template.name === 'Review reminder',
    )!;

    const refused = await patchJson(
      `${server.url}/v1/widgets/preferences/${reminder.template._id}`,
      { channel: { type: 'email', enabled: false } },
      student.session.token,
    );
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({
      statusCode: 404,
      message: `Workflow ${reminder.template._id} was not found`,
    });
    const kept = await patchJson(
      `${server.url}/v1/widgets/preferences/${reminder.template._id}`,
      { channel: { type: 'email', enabled: false } },
      coordinator.session.token,
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data.preference.channels).toEqual({ in_app: true, email: false });
  });

  it('follows the account: a new role lists the new role’s workflows', async () => {
    const person = await account(ROLE_ID.COORDINATOR);
    expect(await listed(person.session.token)).toContain('Review reminder');

    await server.herald.ctx.db
      .updateTable('accounts')
      .set({ role_id: ROLE_ID.STUDENT })
      .where('id', '=', person.id)
      .execute();
    expect(await listed(person.session.token)).toEqual([...ACCOUNT_MAILS, ...STUDENT_WORKFLOWS].sort());
  });

  it('gives workflows made before audiences existed their audience on the next start', async () => {
    await server.herald.ctx.db.updateTable('workflows').set({ audience_roles: null }).execute();
    const student = await account(ROLE_ID.STUDENT);
    expect(await listed(student.session.token)).toContain('Review reminder');

    await ensureSystemWorkflows(server.herald.ctx);
    expect(await listed(student.session.token)).toEqual([...ACCOUNT_MAILS, ...STUDENT_WORKFLOWS].sort());
  });
});

describe('another environment', () => {
  it('lists every workflow to its subscribers, whatever their subscriber id', async () => {
    const organisation = await signUp(server);
    const environment = organisation.environments[0]!;
    const apiKey = environment.apiKey.key;
    for (const [name, critical] of [
      ['Review reminder', false],
      ['Weekly digest', false],
      ['Security alert', true],
    ] as const) {
      server.advance(1);
      const created = await management(
        server,
        'POST',
        '/workflows',
        {
          name,
          triggerIdentifier: name.toLowerCase().replace(/\W+/g, '-'),
          critical,
          steps: [{ type: 'in_app', content: name }],
        },
        apiKey,
      );
      expect(created.status).toBe(201);
    }
    // The same subscriber id as a university student's account: no account stands behind it here.
    const student = await account(ROLE_ID.STUDENT);
    const subscriberId = String(student.id);
    const session = await postJson(`${server.url}/v1/widgets/session/initialize`, {
      applicationIdentifier: environment.applicationIdentifier,
      subscriberId,
      hmacHash: createHmac('sha256', apiKey).update(subscriberId).digest('hex'),
    });
    expect(session.status).toBe(201);

    const items = await preferences(session.body.data.token);
    expect(items.map((item) => [item.template.name, item.template.critical])).toEqual([
      ['Review reminder', false],
      ['Weekly digest', false],
      ['Security alert', true],
    ]);
  });
});
