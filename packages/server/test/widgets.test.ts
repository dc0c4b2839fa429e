import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_TOKEN_AUDIENCE } from '@herald/protocol';
import { decodePayload, getJson, postJson, signIn, startServer, type TestServer } from './harness.js';

let server: TestServer;
let widget: { applicationIdentifier: string; subscriberId: string; subscriberHash: string };
let accountId: number;

beforeAll(async () => {
  server = await startServer();
  const me = await getJson(`${server.url}/v1/auth/me`, await signIn(server.url, 'STUDENT'));
  widget = me.body.data.widget;
  accountId = me.body.data.id;
});
afterAll(() => server.stop());

function initialize(body: Record<string, unknown>) {
  return postJson(`${server.url}/v1/widgets/session/initialize`, body);
}

describe('POST /v1/widgets/session/initialize', () => {
  it('opens a session for a subscriber whose HMAC matches, keyed with the API key', async () => {
    const apiKey = server.herald.seed!.apiKey;
    const partner = `partner-${accountId}`;
    const opened = await initialize({
      applicationIdentifier: widget.applicationIdentifier,
      subscriberId: partner,
      hmacHash: createHmac('sha256', apiKey).update(partner).digest('hex'),
    });
    expect(opened.status).toBe(201);
    expect(opened.body.data.profile).toMatchObject({ subscriberId: partner });

    // An account's own subscriber's hash, as /auth/me hands it out, also covers the account's credential, so
    // the plain HMAC of its subscriberId opens nothing (takeover.test.ts: it ends with a sign-out).
    const plain = createHmac('sha256', apiKey).update(widget.subscriberId).digest('hex');
    expect(widget.subscriberHash).not.toBe(plain);
    const refused = await initialize({
      applicationIdentifier: widget.applicationIdentifier,
      subscriberId: widget.subscriberId,
      hmacHash: plain,
    });
    expect(refused.status).toBe(400);
    const hmacHash = widget.subscriberHash;

    const { status, body } = await initialize({
      applicationIdentifier: widget.applicationIdentifier,
      subscriberId: widget.subscriberId,
      hmacHash,
    });
    expect(status).toBe(201);
    expect(body.data.profile).toMatchObject({ subscriberId: widget.subscriberId });
    expect(body.data.profile._id).toMatch(/^[0-9a-f]{24}$/);
    expect(decodePayload(body.data.token)).toMatchObject({
      aud: WIDGET_TOKEN_AUDIENCE,
      subscriberId: widget.subscriberId,
    });
  });

  it('refuses an HMAC mismatch with 400 and a message the widget can show', async () => {
    const { status, body } = await initialize({
      applicationIdentifier: widget.applicationIdentifier,
      subscriberId: widget.subscriberId,
      hmacHash: widget.subscriberHash.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    });
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: 400, message: 'Please provide a valid HMAC hash' });
  });

  it('refuses a missing HMAC when the environment requires one', async () => {
    const { status, body } = await initialize({
      applicationIdentifier: widget.applicationIdentifier,
      subscriberId: 'someone-else',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Please provide a valid HMAC hash');
  });

  it('refuses an unknown application identifier', async () => {
    const { status, body } = await initialize({
      applicationIdentifier: 'nope',
      subscriberId: '1',
      hmacHash: 'x',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: 400, message: 'Please provide a valid app identifier' });
  });

  it('names the missing field', async () => {
    const { status, body } = await initialize({ applicationIdentifier: widget.applicationIdentifier });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^subscriberId: /);
  });
});

describe('GET /v1/widgets/notifications/unseen', () => {
  async function widgetToken() {
    const { body } = await initialize({
      applicationIdentifier: widget.applicationIdentifier,
      subscriberId: widget.subscriberId,
      hmacHash: widget.subscriberHash,
    });
    return body.data.token as string;
  }

  it('counts the unseen in-app messages, capped at the limit', async () => {
    const token = await widgetToken();
    const before = await getJson(`${server.url}/v1/widgets/notifications/unseen?limit=100`, token);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ data: { count: 0 } });

    for (let i = 0; i < 3; i += 1) {
      await server.herald.notify({ accountId, content: `Message ${i}` });
    }
    const after = await getJson(`${server.url}/v1/widgets/notifications/unseen?limit=100`, token);
    expect(after.body).toEqual({ data: { count: 3 } });
    const capped = await getJson(`${server.url}/v1/widgets/notifications/unseen?limit=2`, token);
    expect(capped.body).toEqual({ data: { count: 2 } });
  });

  it('refuses a limit that is not a number between 1 and 100', async () => {
    const token = await widgetToken();
    for (const limit of ['abc', '0', '101', '1.5']) {
      const { status, body } = await getJson(
        `${server.url}/v1/widgets/notifications/unseen?limit=${limit}`,
        token,
      );
      expect(status, limit).toBe(400);
      expect(body.message).toMatch(/^limit: /);
    }
  });

  it('refuses the app token, which is not a widget session', async () => {
    const appToken = await signIn(server.url, 'STUDENT');
    const { status } = await getJson(`${server.url}/v1/widgets/notifications/unseen`, appToken);
    expect(status).toBe(401);
  });

  it('keeps the widget token out of the app API', async () => {
    const { status } = await getJson(`${server.url}/v1/auth/me`, await widgetToken());
    expect(status).toBe(401);
  });
});
