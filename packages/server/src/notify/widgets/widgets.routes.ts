// The widget API of docs/product.md §7, wire-compatible with the open-source notification-center widget: one
// plugin per area, registered together under /widgets.
import type { FastifyInstance } from 'fastify';
import type { NotifyContext } from '../context.js';
import { messageRoutes } from './messages.routes.js';
import { notificationRoutes } from './notifications.routes.js';
import { organizationRoutes } from './organization.routes.js';
import { preferenceRoutes } from './preferences.routes.js';
import { sessionRoutes } from './session.routes.js';
import { usageRoutes } from './usage.routes.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'newId' | 'now' | 'realtime' | 'sealingKey' | 'tokens'>;

export function widgetRoutes(ctx: RouteContext) {
  return async (app: FastifyInstance) => {
    await app.register(sessionRoutes(ctx));
    await app.register(notificationRoutes(ctx));
    await app.register(messageRoutes(ctx));
    await app.register(organizationRoutes(ctx));
    await app.register(preferenceRoutes(ctx));
    await app.register(usageRoutes(ctx));
  };
}
