import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  organizationResponseSchema,
  usageLogResponseSchema,
} from '@herald/protocol/schemas';
import {
  getJson,
  openSubscriberSession,
  postJson,
  startServer,
  type SubscriberSession,
  type TestServer,
} from './harness.js';

let server: TestServer;
let reader: SubscriberSession;
let organizationId: string;

beforeAll(async () => {
  server = await startServer();
  reader = await openSubscriberSession(server, 'organization-reader');
  const environment = await server.herald.ctx.db
    .selectFrom('environments')
    .select('organization_id')
    .where('id', '=', reader.environmentId)
    .executeTakeFirstOrThrow();
  organizationId = environment.organization_id;
});
afterAll(() => server.stop());

const url = (path: string) => `${server.url}/v1/widgets${path}`;

function setBranding(branding: string) {
  return server.herald.ctx.db
    .updateTable('organizations')
    .set({ branding })
    .where('id', '=', organizationId)
    .execute();
}

describe('GET /v1/widgets/organization', () => {
  it('answers the name and a branding that names nothing, no direction included, when none is set', async () => {
    await setBranding('{}');
    const { status, body } = await getJson(url('/organization'), reader.token);
    expect(status).toBe(200);
    const answer = organizationResponseSchema.parse(body);
    expect(answer.data._id).toBe(organizationId);
    expect(answer.data.name).toEqual(expect.any(String));
    expect(answer.data.branding).toEqual({});
  });

  it("answers the organization's colour, font, direction and logo", async () => {
    const branding = {
      color: '#1A73E8',
      fontFamily: 'Inter, sans-serif',
      direction: 'rtl',
      logo: 'https://example.edu/logo.png',
    };
    await setBranding(JSON.stringify(branding));
    const { body } = await getJson(url('/organization'), reader.token);
    expect(organizationResponseSchema.parse(body).data.branding).toEqual(branding);
  });

  it('leaves out a stored value the widget must not apply, keeping the rest', async () => {
    await setBranding(
      JSON.stringify({
        color: 'red;background:url(x)',
        fontFamily: 'Inter',
        direction: 'up',
        logo: 'javascript:1',
      }),
    );
    const { body } = await getJson(url('/organization'), reader.token);
    expect(organizationResponseSchema.parse(body).data.branding).toEqual({ fontFamily: 'Inter' });
    await setBranding('not json');
    expect((await getJson(url('/organization'), reader.token)).body.data.branding).toEqual({});
  });

  it('refuses a missing or malformed token with 401 JSON', async () => {
    const missing = await getJson(url('/organization'));
    expect(missing.status).toBe(401);
    expect(errorResponseSchema.parse(missing.body).statusCode).toBe(401);
    expect((await getJson(url('/organization'), 'x.y.z')).status).toBe(401);
  });
});

describe('POST /v1/widgets/usage/log', () => {
  it('acknowledges a widget event', async () => {
    const { status, body } = await postJson(
      url('/usage/log'),
      { name: '[Widget] - Notification Click', payload: { notificationId: 'abc', hasUrl: true } },
      reader.token,
    );
    expect(status).toBe(200);
    expect(usageLogResponseSchema.parse(body)).toEqual({ data: { acknowledged: true } });
    const noPayload = await postJson(url('/usage/log'), { name: '[Widget] - Open' }, reader.token);
    expect(noPayload.body).toEqual({ data: { acknowledged: true } });
  });

  it('refuses a name without the widget prefix, wrong types and a missing token', async () => {
    const log = (body: unknown) => postJson(url('/usage/log'), body, reader.token);
    for (const body of [{}, { name: 'Click' }, { name: '[Widget] - ' }, { name: 7 }]) {
      const answer = await log(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorResponseSchema.parse(answer.body).message).toMatch(/^name: /);
    }
    const badPayload = await log({ name: '[Widget] - Click', payload: 'yes' });
    expect(badPayload.status).toBe(400);
    expect(badPayload.body.message).toMatch(/^payload: /);
    expect((await postJson(url('/usage/log'), { name: '[Widget] - Click' })).status).toBe(401);
  });
});
