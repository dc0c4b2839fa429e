// The notification service as one plugin under /v1: the widget API (docs/product.md §7) and the management
// API, on the engine and providers that deliver what they trigger.
import type { FastifyInstance } from 'fastify';
import type { ContextTakenBy } from '../context.js';
import { activityRoutes } from './management/activity.routes.js';
import { eventRoutes } from './management/events.routes.js';
import { feedRoutes } from './management/feeds.routes.js';
import { subscriberChannelRoutes } from './management/integrations-subscriber-channels.routes.js';
import { integrationRoutes } from './management/integrations.routes.js';
import { layoutRoutes } from './management/layouts.routes.js';
import { notificationTemplateRoutes } from './management/notification-templates.routes.js';
import { serverSdkRoutes } from './management/server-sdk.routes.js';
import { notificationGroupRoutes } from './management/notification-groups.routes.js';
import { subscriberRoutes } from './management/subscribers.routes.js';
import { tenancyRoutes } from './management/tenancy.routes.js';
import { tenantRoutes } from './management/tenants.routes.js';
import { translationRoutes } from './management/translations.routes.js';
import { workflowRoutes } from './management/workflows.routes.js';
import { widgetRoutes } from './widgets/widgets.routes.js';
import { inboxRoutes } from './inbox/inbox.routes.js';

/** What the service's routes take of its context, together: the plugin is given that and no more. */
export type NotifyPluginContext = ContextTakenBy<typeof widgetRoutes> &
  ContextTakenBy<typeof inboxRoutes> &
  ContextTakenBy<typeof workflowRoutes> &
  ContextTakenBy<typeof subscriberRoutes> &
  ContextTakenBy<typeof eventRoutes> &
  ContextTakenBy<typeof activityRoutes> &
  ContextTakenBy<typeof tenancyRoutes> &
  ContextTakenBy<typeof tenantRoutes> &
  ContextTakenBy<typeof notificationGroupRoutes> &
  ContextTakenBy<typeof feedRoutes> &
  ContextTakenBy<typeof integrationRoutes> &
  ContextTakenBy<typeof subscriberChannelRoutes> &
  ContextTakenBy<typeof translationRoutes> &
  ContextTakenBy<typeof layoutRoutes> &
  ContextTakenBy<typeof notificationTemplateRoutes> &
  ContextTakenBy<typeof serverSdkRoutes>;

export function notifyPlugin(ctx: NotifyPluginContext) {
  return async (api: FastifyInstance) => {
    await api.register(widgetRoutes(ctx), { prefix: '/widgets' });
    await api.register(inboxRoutes(ctx), { prefix: '/inbox' });
    await api.register(workflowRoutes(ctx), { prefix: '/workflows' });
    await api.register(subscriberRoutes(ctx));
    await api.register(eventRoutes(ctx));
    await api.register(activityRoutes(ctx));
    await api.register(tenancyRoutes(ctx));
    await api.register(tenantRoutes(ctx), { prefix: '/tenants' });
    await api.register(notificationGroupRoutes(ctx), { prefix: '/notification-groups' });
    await api.register(feedRoutes(ctx), { prefix: '/feeds' });
    await api.register(integrationRoutes(ctx));
    await api.register(subscriberChannelRoutes(ctx));
    await api.register(translationRoutes(ctx), { prefix: '/translations' });
    await api.register(layoutRoutes(ctx), { prefix: '/layouts' });
    await api.register(notificationTemplateRoutes(ctx), { prefix: '/notification-templates' });
    await api.register(serverSdkRoutes(ctx));
  };
}
