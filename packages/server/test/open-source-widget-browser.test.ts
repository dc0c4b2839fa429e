// The open-source notification center 0.24 itself (its React widget, bundled as a host team bundles it, on React
// 19) in Chromium, on a host page whose origin Herald was never told about: the browser enforces CORS, the widget
// opens its websocket-only socket, and a person reads, marks, removes and changes preferences.
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, management, startServer, type TestServer } from './harness.js';
import { startHostPage, type HostPage } from './host-page.js';

let server: TestServer;
let host: HostPage;
let applicationIdentifier: string;
let workflowId: string;

async function trigger(subscriberId: string, order: string) {
  const sent = await management(server, 'POST', '/events/trigger', {
    name: 'order-shipped',
    to: subscriberId,
    payload: { order },
  });
  expect(sent.status).toBe(201);
  await server.herald.worker.drain();
}

/** The subscriber's counts and preferences as Herald holds them, read through a session of its own. */
async function heldBy(subscriberId: string) {
  const hash = createHmac('sha256', server.herald.seed!.apiKey).update(subscriberId).digest('hex');
  const session = await fetch(`${server.url}/v1/widgets/session/initialize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ applicationIdentifier, subscriberId, hmacHash: hash }),
  });
  const { token } = ((await session.json()) as { data: { token: string } }).data;
  const [unread, feed, preferences] = await Promise.all([
    getJson(`${server.url}/v1/widgets/notifications/unread`, token),
    getJson(`${server.url}/v1/widgets/notifications/feed`, token),
    getJson(`${server.url}/v1/widgets/preferences`, token),
  ]);
  return {
    unread: unread.body.data.count as number,
    contents: (feed.body.data as { content: string }[]).map((message) => message.content),
    inApp: (
      preferences.body.data as { template: { _id: string }; preference: { channels: { in_app: boolean } } }[]
    ).find((item) => item.template._id === workflowId)!.preference.channels.in_app,
  };
}

beforeAll(async () => {
  server = await startServer();
  applicationIdentifier = (await management(server, 'GET', '/environments/me')).body.data
    .applicationIdentifier;
  const workflow = await management(server, 'POST', '/workflows', {
    name: 'Order shipped',
    triggerIdentifier: 'order-shipped',
    steps: [{ type: 'in_app', content: 'Order {{order}} has shipped' }],
  });
  workflowId = workflow.body.data._id;

  host = await startHostPage(new URL('./open-source-widget/host.jsx', import.meta.url), 'Shop');
});

afterAll(async () => {
  await host?.close();
  await server?.stop();
});

async function openHostPage(subscriberId: string, subscriberHash: string | undefined) {
  return host.open(subscriberId, {
    backendUrl: server.url,
    socketUrl: server.url,
    applicationIdentifier,
    subscriberId,
    subscriberHash,
  });
}

const item = (page: Page, content: string) =>
  page.locator('[data-test-id="notification-list-item"]', { hasText: content });

describe.each([
  { hmac: 'required', hmacRequired: true },
  { hmac: 'off', hmacRequired: false },
])('the open-source notification center 0.24 in Chromium with HMAC $hmac', ({ hmac, hmacRequired }) => {
  const subscriberId = `browser-shopper-hmac-${hmac}`;

  it('shows the feed, hears a new message live, marks, removes and changes a preference', async () => {
    await management(server, 'PATCH', '/environments/me', { hmacRequired });
    await trigger(subscriberId, 'B-1');
    const hash = hmacRequired
      ? createHmac('sha256', server.herald.seed!.apiKey).update(subscriberId).digest('hex')
      : undefined;
    const { page, problems, socketConnected } = await openHostPage(subscriberId, hash);
    // Fail on a missing element well within the test's time, with the locator in the message.
    page.setDefaultTimeout(15_000);

    await page.locator('[data-test-id="notification-bell"]').click();
    await expect.poll(() => item(page, 'Order B-1 has shipped').count()).toBe(1);
    const unseenBadge = page.locator('[data-test-id="unseen-count-label"]');
    await expect.poll(() => unseenBadge.textContent()).toBe('1');

    // Live: once its socket is accepted, the widget hears the new count and fetches the new message.
    await socketConnected;
    await trigger(subscriberId, 'B-2');
    await expect.poll(() => unseenBadge.textContent()).toBe('2');
    await expect.poll(() => item(page, 'Order B-2 has shipped').count()).toBe(1);

    // Clicking a message marks it read.
    const markedRead = page.waitForResponse((response) =>
      response.url().endsWith('/widgets/messages/markAs'),
    );
    await item(page, 'Order B-2 has shipped').click();
    expect((await markedRead).ok()).toBe(true);
    await expect.poll(async () => (await heldBy(subscriberId)).unread).toBe(1);
    await expect
      .poll(() => item(page, 'Order B-2 has shipped').getAttribute('class'))
      .toContain('nc-notifications-list-item-read');

    // Mark all as read.
    await trigger(subscriberId, 'B-3');
    await expect.poll(() => item(page, 'Order B-3 has shipped').count()).toBe(1);
    const allRead = page.waitForResponse((response) => response.url().endsWith('/widgets/messages/read'));
    await page.locator('[data-test-id="notifications-header-mark-all-as-read"]').click();
    expect((await allRead).ok()).toBe(true);
    await expect.poll(async () => (await heldBy(subscriberId)).unread).toBe(0);

    // Preferences: the workflow is listed, and its in-app channel switched off.
    await page.locator('[data-test-id="user-preference-cog"]').click();
    const workflowItem = page.locator('[data-test-id="workflow-list-item"]', { hasText: 'Order shipped' });
    await workflowItem.click();
    const inApp = workflowItem.locator('[data-test-id="channel-preference-item"]', { hasText: 'In App' });
    const toggled = page.waitForResponse((response) =>
      response.url().endsWith(`/widgets/preferences/${workflowId}`),
    );
    // The switch's input is hidden under its track, which is what a person clicks.
    const toggle = inApp.locator('[data-test-id="channel-preference-item-toggle"]');
    await inApp.locator(`label[for="${await toggle.getAttribute('id')}"]`).click();
    expect((await toggled).ok()).toBe(true);
    await expect.poll(async () => (await heldBy(subscriberId)).inApp).toBe(false);
    await page.locator('[data-test-id="go-back-btn"]').click();

    // Removing one from its menu (the widget closes its popover on a menu choice, so this comes last).
    await item(page, 'Order B-1 has shipped').hover();
    await item(page, 'Order B-1 has shipped').locator('[data-test-id="notification-dots-button"]').click();
    const removed = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/widgets/messages/'),
    );
    await page.getByRole('menuitem', { name: 'Remove Message' }).click();
    expect((await removed).ok()).toBe(true);
    expect((await heldBy(subscriberId)).contents).toEqual(['Order B-3 has shipped', 'Order B-2 has shipped']);

    // What the person did stays done: opened again, the center shows the two messages left, both read.
    await page.reload();
    await page.locator('[data-test-id="notification-bell"]').click();
    await expect.poll(() => item(page, 'Order B-3 has shipped').count()).toBe(1);
    await expect
      .poll(() =>
        page
          .locator('[data-test-id="notification-list-item"]')
          .evaluateAll((items) =>
            items.map((each) => each.className.includes('nc-notifications-list-item-read')),
          ),
      )
      .toEqual([true, true]);
    expect(await item(page, 'Order B-1 has shipped').count()).toBe(0);

    expect(problems).toEqual([]);
    await page.close();
  });
});
