// Links are data, not code: a message's url and avatar are an http(s) URL or a path. Checked when a workflow is
// saved, again when a message is rendered (dropped and logged with the execution detail MESSAGE_LINK_DROPPED),
// and again whenever the widget reads a message, so a stored script link never reaches a bell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMessage,
  getJson,
  management,
  openSubscriberSession,
  startServer,
  type TestServer,
} from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const inApp = (triggerIdentifier: string, step: Record<string, unknown>) => ({
  name: triggerIdentifier,
  triggerIdentifier,
  steps: [{ type: 'in_app', content: 'Open {{title}}', ...step }],
});

describe('saving a workflow', () => {
  it.each([
    'javascript:alert(document.domain)',
    ' java\tscript:alert(1)',
    'data:text/html,x',
    '//evil.test/{{id}}',
  ])('refuses the redirect url %j with 400 naming the field', async (redirectUrl) => {
    const saved = await management(server, 'POST', '/workflows', inApp('bad-link', { redirectUrl }));
    expect(saved.status).toBe(400);
    expect(saved.body).toEqual({
      statusCode: 400,
      message: expect.stringMatching(/redirectUrl: A link must be/),
    });
  });

  it('refuses an avatar address that is not an http(s) URL or a path, and on update too', async () => {
    const actor = { type: 'user', data: 'javascript:alert(1)' };
    const saved = await management(server, 'POST', '/workflows', inApp('bad-avatar', { actor }));
    expect(saved.status).toBe(400);
    expect(saved.body.message).toMatch(/actor\.data: A link must be/);
    const good = await management(
      server,
      'POST',
      '/workflows',
      inApp('good-link', { redirectUrl: '/events/{{id}}' }),
    );
    expect(good.status).toBe(201);
    const updated = await management(server, 'PUT', `/workflows/${good.body.data._id}`, {
      steps: [{ type: 'in_app', content: 'x', redirectUrl: 'javascript:alert(1)' }],
    });
    expect(updated.status).toBe(400);
  });
});

describe('rendering a message', () => {
  it('drops a url made from the payload that is not an http(s) URL or a path, and logs it', async () => {
    await management(server, 'POST', '/workflows', inApp('payload-link', { redirectUrl: '{{{url}}}' }));
    const session = await openSubscriberSession(server, 'reader-1');
    const trigger = (url: string, transactionId: string) =>
      management(server, 'POST', '/events/trigger', {
        name: 'payload-link',
        to: { subscriberId: 'reader-1' },
        payload: { title: transactionId, url },
        transactionId,
      });
    await trigger('javascript:alert(document.cookie)', 'script-link');
    await trigger('/student/event/detail/7', 'path-link');
    await server.herald.worker.drain();

    const feed = await getJson(`${server.url}/v1/widgets/notifications/feed`, session.token);
    const byTitle = Object.fromEntries(
      feed.body.data.map((message: { content: string; cta: unknown }) => [message.content, message.cta]),
    );
    expect(byTitle['Open script-link']).toEqual({ type: 'redirect', data: {} });
    expect(byTitle['Open path-link']).toEqual({ type: 'redirect', data: { url: '/student/event/detail/7' } });

    const details = await management(server, 'GET', '/execution-details?transactionId=script-link');
    expect(details.body.data).toContainEqual(
      expect.objectContaining({
        detail: 'MESSAGE_LINK_DROPPED',
        raw: { redirectUrl: 'javascript:alert(document.cookie)' },
      }),
    );
  });

  it('leaves out a script link of a message stored before the rule, when the widget reads it', async () => {
    const session = await openSubscriberSession(server, 'reader-2');
    await createMessage(server, session, {
      content: 'Old message',
      cta: { type: 'redirect', data: { url: 'javascript:alert(1)' } },
      actor: { type: 'system_custom', data: 'javascript:alert(2)' },
    });
    const feed = await getJson(`${server.url}/v1/widgets/notifications/feed`, session.token);
    expect(feed.body.data[0]).toMatchObject({
      cta: { type: 'redirect', data: {} },
      actor: { type: 'system_custom', data: null },
    });
  });
});
