// The university's event and contribution system as one plugin under /v1. It reaches the notification service
// through its service API (notify/service.ts) only, as any application would.
import type { FastifyInstance } from 'fastify';
import { syncAllAccountSubscribers } from './account-subscribers.js';
import { accountRoutes } from './accounts.routes.js';
import { authRoutes } from './accounts/auth.routes.js';
import { guestSessionRoutes } from './accounts/guest-sessions.routes.js';
import { passwordRoutes } from './accounts/password.routes.js';
import { profileRoutes } from './accounts/profile.routes.js';
import { auditRoutes } from './audit.routes.js';
import { commentRoutes } from './comments.routes.js';
import type { UniversityContext } from './context.js';
import { contributionRoutes } from './contributions.routes.js';
import { downloadRoutes } from './downloads.routes.js';
import { eventRoutes } from './events.routes.js';
import { facultyRoutes } from './faculties.routes.js';
import { institutionRoutes } from './institution.routes.js';
import { registerLiveStatistics } from './live-data.js';
import { registerUniversityNotifications } from './notifications.js';
import { outboxRoutes } from './outbox.routes.js';
import { pageViewRoutes } from './page-views.routes.js';
import { roleRoutes } from './roles.routes.js';
import { statisticsRoutes } from './statistics.routes.js';
import { ensureSystemWorkflows } from './system-workflows.js';

export function universityPlugin(ctx: UniversityContext) {
  return async (api: FastifyInstance) => {
    await api.register(authRoutes(ctx), { prefix: '/auth' });
    await api.register(institutionRoutes(ctx), { prefix: '/institution' });
    await api.register(outboxRoutes(ctx), { prefix: '/admin/outbox' });
    await api.register(roleRoutes(ctx), { prefix: '/roles' });
    await api.register(auditRoutes(ctx), { prefix: '/audit-log' });
    await api.register(accountRoutes(ctx), { prefix: '/accounts' });
    await api.register(passwordRoutes(ctx), { prefix: '/auth' });
    await api.register(profileRoutes(ctx));
    await api.register(facultyRoutes(ctx), { prefix: '/faculties' });
    await api.register(eventRoutes(ctx), { prefix: '/academic-events' });
    await api.register(contributionRoutes(ctx));
    await api.register(commentRoutes(ctx));
    await api.register(downloadRoutes(ctx));
    await api.register(guestSessionRoutes(ctx), { prefix: '/guest-sessions' });
    await api.register(pageViewRoutes(ctx), { prefix: '/page-views' });
    await api.register(statisticsRoutes(ctx), { prefix: '/statistics' });
  };
}

/**
 * What the university sets up on start, once the database is seeded: its system workflows, a subscriber for
 * each account, and the listeners that turn its domain events into notifications and into the dashboards'
 * live refresh.
 */
export async function startUniversity(ctx: UniversityContext): Promise<void> {
  await ensureSystemWorkflows(ctx);
  await syncAllAccountSubscribers(ctx);
  registerUniversityNotifications(ctx);
  registerLiveStatistics(ctx);
  // With its listeners in place, the university delivers the events requests queue (and a stopped process left).
  await ctx.domainEvents.start();
}
