// The notify's part of the reference world: an online shop's notifications in the product environment, made
// through the management API with the ids and keys its examples name (src/notify/management/reference.ts). The
// shop's SMS gateway is a loopback server started here, which answers until the world is removed, so the example
// of a test message reaches a provider as it would in an installation.
import { BUILT_IN_LAYOUT } from '../../src/notify/engine/layouts.js';
import { management } from '../harness.js';
import { startLoopback } from '../providers/loopback.js';
import {
  REFERENCE_ANNOUNCEMENT_TRIGGER,
  REFERENCE_ANNOUNCEMENT_WORKFLOW_ID,
  REFERENCE_CHAT_PROVIDER_ID,
  REFERENCE_DEFAULT_LAYOUT_ID,
  REFERENCE_DELAYED_WORKFLOW_ID,
  REFERENCE_DELAYED_WORKFLOW_TRIGGER,
  REFERENCE_FEED_ID,
  REFERENCE_FEED_IDENTIFIER,
  REFERENCE_INTEGRATION_ID,
  REFERENCE_LAYOUT_ID,
  REFERENCE_NOTIFICATION_GROUP_ID,
  REFERENCE_NOTIFICATION_ID,
  REFERENCE_OTHER_SUBSCRIBER_ID,
  REFERENCE_PENDING_TRANSACTION_ID,
  REFERENCE_SUBSCRIBER_ID,
  REFERENCE_SUBSCRIBER_PHONE,
  REFERENCE_TENANT_IDENTIFIER,
  REFERENCE_TOPIC_KEY,
  REFERENCE_EMPTY_TOPIC_KEY,
  REFERENCE_TRANSACTION_ID,
  REFERENCE_TRANSLATION_GROUP,
  REFERENCE_UNUSED_FEED_ID,
  REFERENCE_UNUSED_NOTIFICATION_GROUP_ID,
  REFERENCE_WORKFLOW_ID,
  REFERENCE_WORKFLOW_TRIGGER,
} from '../../src/notify/management/reference.js';
import type { WorldBuilder } from './index.js';

export async function buildNotifyWorld(world: WorldBuilder): Promise<void> {
  const { server } = world;

  /** Sends a management request and answers its data, or throws naming what failed. */
  async function send(method: string, pathname: string, body?: unknown, expected = [200, 201]) {
    const answer = await management(server, method, pathname, body);
    if (!expected.includes(answer.status)) {
      throw new Error(
        `reference world: ${method} ${pathname} answered ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
    return answer.body.data;
  }

  /** Reserves `id` for the one object the request creates, and checks the answer carries it. */
  async function create(id: string, pathname: string, body: unknown) {
    world.reserve(id);
    const data = await send('POST', pathname, body);
    if (data?._id !== id) {
      throw new Error(`reference world: POST ${pathname} made ${String(data?._id)}, not the reserved ${id}`);
    }
    return data;
  }

  // The "General" group workflows fall back to is made the first time it is listed: before any reservation.
  await send('GET', '/notification-groups');
  await create(REFERENCE_NOTIFICATION_GROUP_ID, '/notification-groups', { name: 'Order updates' });
  await create(REFERENCE_UNUSED_NOTIFICATION_GROUP_ID, '/notification-groups', { name: 'Promotions' });

  await create(REFERENCE_FEED_ID, '/feeds', { name: 'Orders', identifier: REFERENCE_FEED_IDENTIFIER });
  await create(REFERENCE_UNUSED_FEED_ID, '/feeds', { name: 'Promotions', identifier: 'promotions' });

  // The default layout is the built-in one, so the emails the university sends look as they did without it.
  await create(REFERENCE_DEFAULT_LAYOUT_ID, '/layouts', {
    identifier: 'standard',
    name: 'Standard',
    description: 'A centred card in the system font',
    content: BUILT_IN_LAYOUT,
    isDefault: true,
  });
  await create(REFERENCE_LAYOUT_ID, '/layouts', {
    identifier: 'black-friday',
    name: 'Black Friday',
    description: 'The sale weekend',
    content: '<html><body style="background:#111;color:#fff">{{{body}}}</body></html>',
  });

  await create(REFERENCE_WORKFLOW_ID, '/workflows', {
    name: 'Order shipped',
    triggerIdentifier: REFERENCE_WORKFLOW_TRIGGER,
    description: 'Tells the customer their order is on its way',
    tags: ['orders'],
    notificationGroupId: REFERENCE_NOTIFICATION_GROUP_ID,
    steps: [
      {
        type: 'in_app',
        content: 'Your order #{{orderNumber}} has shipped with {{carrier}}.',
        redirectUrl: '/orders/{{orderNumber}}',
        feedIdentifier: REFERENCE_FEED_IDENTIFIER,
      },
    ],
  });
  await create(REFERENCE_DELAYED_WORKFLOW_ID, '/workflows', {
    name: 'Review request',
    triggerIdentifier: REFERENCE_DELAYED_WORKFLOW_TRIGGER,
    description: 'Asks for a review three days after delivery',
    tags: ['orders', 'reviews'],
    notificationGroupId: REFERENCE_NOTIFICATION_GROUP_ID,
    steps: [
      { type: 'delay', amount: 3, unit: 'days' },
      {
        type: 'in_app',
        content: 'How was order #{{orderNumber}}? Tell us in a review.',
        redirectUrl: '/orders/{{orderNumber}}/review',
        feedIdentifier: REFERENCE_FEED_IDENTIFIER,
      },
    ],
  });
  await create(REFERENCE_ANNOUNCEMENT_WORKFLOW_ID, '/workflows', {
    name: 'Store announcement',
    triggerIdentifier: REFERENCE_ANNOUNCEMENT_TRIGGER,
    description: 'News for every customer',
    steps: [{ type: 'in_app', content: '<strong>{{title}}</strong> {{message}}' }],
  });

  await send('POST', '/subscribers', {
    subscriberId: REFERENCE_SUBSCRIBER_ID,
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@example.com',
    phone: REFERENCE_SUBSCRIBER_PHONE,
    locale: 'en-GB',
  });
  await send('POST', '/subscribers', {
    subscriberId: REFERENCE_OTHER_SUBSCRIBER_ID,
    firstName: 'Tomasz',
    lastName: 'Nowak',
    email: 'tomasz.nowak@example.com',
    locale: 'pl-PL',
  });
  await send('PUT', `/subscribers/${REFERENCE_SUBSCRIBER_ID}/credentials`, {
    providerId: REFERENCE_CHAT_PROVIDER_ID,
    credentials: { webhookUrl: 'https://hooks.slack.com/services/T0ACME/B0ORDERS/janes-webhook' },
  });
  await send('POST', '/topics', { key: REFERENCE_TOPIC_KEY, name: 'Back in stock' });
  await send('POST', '/topics', { key: REFERENCE_EMPTY_TOPIC_KEY, name: 'Clearance sale' });
  await send('POST', `/topics/${REFERENCE_TOPIC_KEY}/subscribers`, {
    subscribers: [REFERENCE_SUBSCRIBER_ID],
  });
  await send('POST', '/tenants', {
    identifier: REFERENCE_TENANT_IDENTIFIER,
    name: 'Acme',
    data: { supportEmail: 'support@acme.example.com' },
  });

  // The SMS gateway: a loopback server that accepts every message, as a provider's API does.
  const gateway = await startLoopback();
  world.closeWithWorld(() => gateway.close());
  gateway.answer({ status: 200, body: { data: { id: 'sms-0001', date: '2026-09-01T09:01:00.000Z' } } });
  await create(REFERENCE_INTEGRATION_ID, '/integrations', {
    providerId: 'generic-sms',
    channel: 'sms',
    name: 'Acme SMS',
    identifier: 'acme-sms',
    credentials: {
      baseUrl: `${gateway.url}/sms`,
      apiKeyRequestHeader: 'X-API-KEY',
      apiKey: 'acme-sms-key-0123456789',
      from: 'Acme',
    },
  });

  await send('PUT', '/translations/settings', { defaultLocale: 'en' });
  await send('POST', '/translations/groups', {
    identifier: REFERENCE_TRANSLATION_GROUP,
    name: 'Orders',
    locales: ['en', 'de'],
  });
  await send('PUT', `/translations/groups/${REFERENCE_TRANSLATION_GROUP}/locales/en`, {
    translations: { shipped: 'Your order {{orderNumber}} is on its way', track: 'Track parcel' },
  });
  await send('PUT', `/translations/groups/${REFERENCE_TRANSLATION_GROUP}/locales/de`, {
    translations: { shipped: 'Ihre Bestellung {{orderNumber}} ist unterwegs' },
  });

  // The trigger makes the notification first, then its jobs and their execution details.
  world.reserve(REFERENCE_NOTIFICATION_ID);
  await send('POST', '/events/trigger', {
    name: REFERENCE_WORKFLOW_TRIGGER,
    to: REFERENCE_SUBSCRIBER_ID,
    payload: {
      orderNumber: '1042',
      carrier: 'DHL',
      trackingUrl: 'https://www.dhl.com/track?id=JD014600006280',
    },
    transactionId: REFERENCE_TRANSACTION_ID,
  });
  const shipped = await send('GET', `/notifications/${REFERENCE_NOTIFICATION_ID}`);
  if (shipped.transactionId !== REFERENCE_TRANSACTION_ID) {
    throw new Error(`reference world: notification ${REFERENCE_NOTIFICATION_ID} is not the shipping one`);
  }
  await send('POST', '/events/trigger', {
    name: REFERENCE_DELAYED_WORKFLOW_TRIGGER,
    to: REFERENCE_SUBSCRIBER_ID,
    payload: { orderNumber: '1042' },
    transactionId: REFERENCE_PENDING_TRANSACTION_ID,
  });
  await server.herald.worker.drain();
}
