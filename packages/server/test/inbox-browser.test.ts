// The platform's current Inbox itself (`@novu/react` 3.x's <Inbox />, bundled as a host team bundles it, on
// React 19) in Chromium, on a host page whose origin Herald was never told about: the browser enforces CORS, the
// Inbox opens its socket.io socket in self-hosted mode, shows a notification triggered while it is open and marks
// it read when a person opens it.
import { createHmac } from 'node:crypto';
import type { Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { management, startServer, type TestServer } from './harness.js';
import { startHostPage, type HostPage } from './host-page.js';

let server: TestServer;
let host: HostPage;
let applicationIdentifier: string;

async function trigger(subscriberId: string, headline: string) {
  const sent = await management(server, 'POST', '/events/trigger', {
    name: 'campus-news',
    to: subscriberId,
    payload: { headline },
  });
  expect(sent.status).toBe(201);
  await server.herald.worker.drain();
}

/** The subscriber's unread count as Herald holds it, read through an Inbox session of its own. */
async function unreadHeldBy(subscriberId: string, subscriberHash: string | undefined) {
  const session = await fetch(`${server.url}/v1/inbox/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ applicationIdentifier, subscriber: { subscriberId }, subscriberHash }),
  });
  const { token } = ((await session.json()) as { data: { token: string } }).data;
  const counted = await fetch(
    `${server.url}/v1/inbox/notifications/count?filters=${encodeURIComponent('[{"read":false}]')}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return ((await counted.json()) as { data: { count: number }[] }).data[0]!.count;
}

beforeAll(async () => {
  server = await startServer();
  applicationIdentifier = (await management(server, 'GET', '/environments/me')).body.data
    .applicationIdentifier;
  const workflow = await management(server, 'POST', '/workflows', {
    name: 'Campus news',
    triggerIdentifier: 'campus-news',
    steps: [{ type: 'in_app', content: 'News: {{headline}}' }],
  });
  expect(workflow.status).toBe(201);

  host = await startHostPage(new URL('./inbox-browser/host.jsx', import.meta.url), 'Campus');
});

afterAll(async () => {
  await host?.close();
  await server?.stop();
});

describe.each([
  { hmac: 'required', hmacRequired: true },
  { hmac: 'off', hmacRequired: false },
])('the current Inbox (@novu/react) in Chromium with HMAC $hmac', ({ hmac, hmacRequired }) => {
  const subscriberId = `browser-reader-hmac-${hmac}`;

  it('shows a notification triggered while it is open, live, and marks it read when it is opened', async () => {
    await management(server, 'PATCH', '/environments/me', { hmacRequired });
    const subscriberHash = hmacRequired
      ? createHmac('sha256', server.herald.seed!.apiKey).update(subscriberId).digest('hex')
      : undefined;
    let session: Promise<Response> | undefined;
    const { page, problems, socketConnected } = await host.open(
      subscriberId,
      { backendUrl: server.url, socketUrl: server.url, applicationIdentifier, subscriberId, subscriberHash },
      (opening) => {
        opening.setDefaultTimeout(15_000);
        session = opening.waitForResponse((response) => response.url().endsWith('/v1/inbox/session'));
      },
    );
    expect((await session!).status()).toBe(201);

    await page.locator('.nv-inbox__popoverTrigger').click();
    await page.locator('.nv-inbox__popoverContent').waitFor();

    // Live: triggered while the Inbox is open and its socket accepted, it arrives over the socket and shows, unread.
    await socketConnected;
    await trigger(subscriberId, 'Library opens late');
    const notification = page.locator('.nv-notification', { hasText: 'News: Library opens late' });
    await notification.waitFor();
    await notification.locator('.nv-notificationDot').waitFor();
    expect(await unreadHeldBy(subscriberId, subscriberHash)).toBe(1);

    // Opening it marks it read, in Herald and on the page.
    const markedRead = page.waitForResponse(
      (response) => response.url().endsWith('/read') && response.request().method() === 'PATCH',
    );
    await notification.click();
    expect((await markedRead).status()).toBe(200);
    await expect.poll(() => unreadHeldBy(subscriberId, subscriberHash)).toBe(0);
    await expect.poll(() => notification.locator('.nv-notificationDot').count()).toBe(0);
    await page.close();
    expect(problems).toEqual([]);
  });
});
