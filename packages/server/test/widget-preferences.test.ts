import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  globalPreferencesResponseSchema,
  preferencesResponseSchema,
  updateGlobalPreferenceResponseSchema,
  updatePreferenceResponseSchema,
} from '@herald/protocol/schemas';
import { newObjectId } from '../src/security/crypto.js';
import {
  connectSocket,
  getJson,
  management,
  openSubscriberSession,
  patchJson,
  startServer,
  type SubscriberSession,
  type TestServer,
} from './harness.js';

let server: TestServer;
let reader: SubscriberSession;
let other: SubscriberSession;
const workflow = { comments: '', digest: '', security: '', retired: '' };

async function addWorkflow(fields: {
  name: string;
  steps: unknown[];
  preferenceSettings?: Record<string, boolean>;
  critical?: boolean;
  active?: boolean;
  tags?: string[];
}) {
  const id = newObjectId();
  server.advance(1);
  const now = server.herald.ctx.now().toISOString();
  await server.herald.ctx.db
    .insertInto('workflows')
    .values({
      id,
      environment_id: reader.environmentId,
      name: fields.name,
      trigger_identifier: fields.name.toLowerCase().replace(/\W+/g, '-'),
      description: '',
      active: fields.active === false ? 0 : 1,
      critical: fields.critical ? 1 : 0,
      tags: JSON.stringify(fields.tags ?? []),
      steps: JSON.stringify(fields.steps),
      preference_settings: JSON.stringify(fields.preferenceSettings ?? {}),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

beforeAll(async () => {
  server = await startServer();
  reader = await openSubscriberSession(server, 'preferences-reader');
  other = await openSubscriberSession(server, 'preferences-other');
  workflow.comments = await addWorkflow({
    name: 'Comment added',
    tags: ['contributions'],
    steps: [
      { type: 'in_app', content: 'New comment' },
      { type: 'delay', amount: 1, unit: 'hours' },
      { type: 'email', subject: 'New comment', body: 'Hi', active: true },
    ],
  });
  workflow.digest = await addWorkflow({
    name: 'Weekly digest',
    steps: [
      { type: 'email', subject: 'Your week', body: 'Hi' },
      { type: 'in_app', content: 'Switched off', active: false },
    ],
    preferenceSettings: { email: false },
  });
  workflow.security = await addWorkflow({
    name: 'Password changed',
    critical: true,
    steps: [{ type: 'email', subject: 'Password changed', body: 'Hi' }],
  });
  workflow.retired = await addWorkflow({
    name: 'Retired',
    active: false,
    steps: [{ type: 'sms', content: 'Old' }],
  });
});
afterAll(() => server.stop());

const url = (path: string) => `${server.url}/v1/widgets${path}`;

function expectError(answer: { status: number; body: unknown }, status: number, message: RegExp) {
  expect(answer.status).toBe(status);
  const body = errorResponseSchema.parse(answer.body);
  expect(body.statusCode).toBe(status);
  expect(body.message).toMatch(message);
}

/** The items of this file's workflows; the product's own system workflows are listed too. */
function ours<T extends { template: { _id: string } }>(items: T[]): T[] {
  return items.filter((item) => (Object.values(workflow) as string[]).includes(item.template._id));
}

async function preferences(session = reader) {
  return ours(preferencesResponseSchema.parse((await getJson(url('/preferences'), session.token)).body).data);
}

describe('GET /v1/widgets/preferences', () => {
  it("lists every active workflow with the channels its active steps use, on by the workflow's default", async () => {
    const { status, body } = await getJson(url('/preferences'), reader.token);
    expect(status).toBe(200);
    expect(ours(preferencesResponseSchema.parse(body).data)).toEqual([
      {
        template: {
          _id: workflow.comments,
          name: 'Comment added',
          critical: false,
          triggers: [{ type: 'event', identifier: 'comment-added' }],
          tags: ['contributions'],
        },
        preference: { enabled: true, channels: { in_app: true, email: true } },
      },
      {
        template: expect.objectContaining({ _id: workflow.digest, name: 'Weekly digest', critical: false }),
        preference: { enabled: true, channels: { email: false } },
      },
      {
        template: expect.objectContaining({ _id: workflow.security, critical: true }),
        preference: { enabled: true, channels: { email: true } },
      },
    ]);
  });
});

describe('PATCH /v1/widgets/preferences/{templateId}', () => {
  it('turns one channel off and answers the updated item', async () => {
    const { status, body } = await patchJson(
      url(`/preferences/${workflow.comments}`),
      { channel: { type: 'email', enabled: false } },
      reader.token,
    );
    expect(status).toBe(200);
    const item = updatePreferenceResponseSchema.parse(body).data;
    expect(item.template._id).toBe(workflow.comments);
    expect(item.preference).toEqual({ enabled: true, channels: { in_app: true, email: false } });
    expect((await preferences())[0]!.preference.channels).toEqual({ in_app: true, email: false });
  });

  it("overrides the workflow's default, and keeps earlier choices", async () => {
    const on = await patchJson(
      url(`/preferences/${workflow.digest}`),
      { channel: { type: 'email', enabled: true } },
      reader.token,
    );
    expect(on.body.data.preference.channels).toEqual({ email: true });
    const off = await patchJson(url(`/preferences/${workflow.comments}`), { enabled: false }, reader.token);
    expect(updatePreferenceResponseSchema.parse(off.body).data.preference).toEqual({
      enabled: false,
      channels: { in_app: true, email: false },
    });
  });

  it('changes nothing for another subscriber', async () => {
    const theirs = await preferences(other);
    expect(theirs[0]!.preference).toEqual({ enabled: true, channels: { in_app: true, email: true } });
    expect(theirs[1]!.preference.channels).toEqual({ email: false });
  });

  it('refuses bad input with 4xx JSON', async () => {
    const patch = (id: string, body: unknown) => patchJson(url(`/preferences/${id}`), body, reader.token);
    expectError(await patch(workflow.comments, {}), 400, /Send a channel preference, enabled, or both/);
    expectError(
      await patch(workflow.comments, { channel: { type: 'fax', enabled: true } }),
      400,
      /^channel\.type: /,
    );
    expectError(await patch(workflow.comments, { channel: { type: 'email' } }), 400, /^channel\.enabled: /);
    expectError(
      await patch(workflow.comments, { channel: { type: 'email', enabled: 'no' } }),
      400,
      /^channel\.enabled/,
    );
    expectError(await patch(workflow.comments, { enabled: 'yes' }), 400, /^enabled: /);
    expectError(
      await patch(workflow.comments, { channel: { type: 'sms', enabled: false } }),
      400,
      /sends nothing by SMS/,
    );
    expectError(await patch(workflow.security, { enabled: false }), 400, /critical/);
    expectError(await patch(workflow.retired, { enabled: false }), 404, /was not found/);
    expectError(await patch('aaaaaaaaaaaaaaaaaaaaaaaa', { enabled: false }), 404, /was not found/);
    expectError(await patch('bad.id', { enabled: false }), 400, /^templateId: /);
    expectError(
      await patchJson(url(`/preferences/${workflow.comments}`), { enabled: false }),
      401,
      /Sign in/,
    );
  });
});

describe('global preferences', () => {
  it('GET /preferences/global answers the channels of every active workflow, on until changed', async () => {
    const { status, body } = await getJson(url('/preferences/global'), other.token);
    expect(status).toBe(200);
    expect(globalPreferencesResponseSchema.parse(body)).toEqual({
      data: [{ preference: { enabled: true, channels: { in_app: true, email: true } } }],
    });
  });

  it('PATCH /preferences turns channels off everywhere and answers the global preference', async () => {
    const { status, body } = await patchJson(
      url('/preferences'),
      { preferences: [{ type: 'in_app', enabled: false, channelType: 'in_app' }] },
      other.token,
    );
    expect(status).toBe(200);
    expect(updateGlobalPreferenceResponseSchema.parse(body)).toEqual({
      data: { preference: { enabled: true, channels: { in_app: false, email: true } } },
    });
    const global = await getJson(url('/preferences/global'), other.token);
    expect(global.body.data[0].preference.channels).toEqual({ in_app: false, email: true });
    // A channel off globally is off in every workflow, as delivery treats it.
    expect((await preferences(other))[0]!.preference.channels).toEqual({ in_app: false, email: true });
  });

  it('PATCH /preferences switches everything off with enabled alone, keeping the channels', async () => {
    const { body } = await patchJson(url('/preferences'), { enabled: false }, other.token);
    expect(body.data.preference).toEqual({ enabled: false, channels: { in_app: false, email: true } });
  });

  it('refuses bad input with 400 JSON', async () => {
    const patch = (body: unknown) => patchJson(url('/preferences'), body, other.token);
    expectError(await patch({}), 400, /Send at least one channel preference or enabled/);
    expectError(
      await patch({ preferences: [{ type: 'fax', enabled: true }] }),
      400,
      /^preferences\.0\.type: /,
    );
    expectError(await patch({ preferences: 'all' }), 400, /^preferences: /);
    expectError(
      await patch({
        preferences: [
          { type: 'sms', enabled: false },
          { type: 'sms', enabled: true },
        ],
      }),
      400,
      /Each channel may appear once/,
    );
    expectError(await patch({ enabled: 0 }), 400, /^enabled: /);
  });
});

describe('a deleted subscriber', () => {
  it('loses its widget sessions: its socket closes and its token changes no preference', async () => {
    const session = await openSubscriberSession(server, `leaver-${newObjectId()}`);
    const socket = await connectSocket(server.url, session.token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    try {
      expect((await management(server, 'DELETE', `/subscribers/${session.subscriberId}`)).status).toBe(200);
      expect(await closed).toBe('io server disconnect');
      const changed = await patchJson(
        `${server.url}/v1/widgets/preferences`,
        { preferences: [{ type: 'email', enabled: false }] },
        session.token,
      );
      expect(changed).toMatchObject({ status: 401, body: { statusCode: 401 } });
      const kept = await server.herald.ctx.db
        .selectFrom('subscriber_preferences')
        .select('id')
        .where('subscriber_id', '=', session.subscriberRowId)
        .execute();
      expect(kept).toEqual([]);
    } finally {
      socket.disconnect();
    }
  });
});
