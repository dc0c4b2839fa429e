// The widget API's part of the reference world (src/notify/widgets/reference.ts): the feed `campus-news` and the
// workflow that fills it, made through the management API, and a subscriber with two messages in its bell, the
// newer with Accept and Decline buttons; the subscriber's widget session sends the widget examples.
import { createHmac } from 'node:crypto';
import { REFERENCE_WIDGET } from '../../src/notify/widgets/reference.js';
import { createInAppMessage } from '../../src/notify/notifications/messages.js';
import { management, openSubscriberSession } from '../harness.js';
import type { WorldBuilder } from './index.js';

function expectId(what: string, answered: unknown, expected: string) {
  if (answered !== expected) throw new Error(`${what} got the id ${String(answered)}, not ${expected}`);
}

export async function buildWidgetWorld(world: WorldBuilder): Promise<void> {
  const { server } = world;
  const reference = REFERENCE_WIDGET;
  world.reserve(reference.feedId);
  const feed = await management(server, 'POST', '/feeds', {
    name: 'Campus news',
    identifier: reference.feedIdentifier,
  });
  expectId('the feed', feed.body.data?._id, reference.feedId);

  // In a group of its own, so that creating it makes nothing else first.
  const group = await management(server, 'POST', '/notification-groups', { name: 'Campus life' });
  world.reserve(reference.workflowId);
  const workflow = await management(server, 'POST', '/workflows', {
    name: 'Campus news',
    notificationGroupId: group.body.data._id,
    triggerIdentifier: 'campus-news',
    steps: [
      { type: 'in_app', content: '{{headline}}', feedIdentifier: reference.feedIdentifier },
      { type: 'email', subject: 'Campus news', body: '<p>{{headline}}</p>' },
    ],
  });
  expectId('the workflow', workflow.body.data?._id, reference.workflowId);

  const session = await openSubscriberSession(server, reference.subscriberId);
  world.credentials.widget = session.token;
  const message = {
    environmentId: session.environmentId,
    subscriberRowId: session.subscriberRowId,
    feedId: reference.feedId,
    workflowId: reference.workflowId,
    templateIdentifier: 'campus-news',
  };
  world.reserve(reference.messageId);
  await createInAppMessage(server.herald.ctx, {
    ...message,
    content: 'The library stays open until midnight during exam weeks.',
    cta: { type: 'redirect', data: { url: '/news/library-hours' } },
  });
  server.advance(1_000);
  world.reserve(reference.actionMessageId);
  await createInAppMessage(server.herald.ctx, {
    ...message,
    content: 'You are invited to the <b>open day</b> on 3 October.',
    cta: {
      type: 'redirect',
      data: {},
      action: {
        status: 'pending',
        buttons: [
          { type: 'primary', content: 'Accept' },
          { type: 'secondary', content: 'Decline' },
        ],
      },
    },
  });

  const environment = await server.herald.ctx.db
    .selectFrom('environments')
    .select('application_identifier')
    .where('id', '=', session.environmentId)
    .executeTakeFirstOrThrow();
  world.credentials.standIns.set('POST /widgets/session/initialize', {
    applicationIdentifier: environment.application_identifier,
    hmacHash: createHmac('sha256', world.credentials.apiKey).update(reference.subscriberId).digest('hex'),
  });
  // The current Inbox opens its session with the same subscriber and HMAC.
  world.credentials.standIns.set('POST /inbox/session', {
    applicationIdentifier: environment.application_identifier,
    subscriberHash: createHmac('sha256', world.credentials.apiKey)
      .update(reference.subscriberId)
      .digest('hex'),
  });
}
