// The university's event and contribution system as one plugin under /v1. It reaches the notification service
// through its service API (notify/service.ts) only, as any application would.
import type { FastifyInstance } from 'fastify';
import type { ContextTakenBy } from '../context.js';
import { syncAllAccountSubscribers } from './services/account-subscribers.js';
import { accountRoutes } from './routes/accounts.routes.js';
import { authRoutes } from './routes/auth.routes.js';
import { guestSessionRoutes } from './routes/guest-sessions.routes.js';
import { passwordRoutes } from './routes/password.routes.js';
import { profileRoutes } from './routes/profile.routes.js';
import { auditRoutes } from './routes/audit.routes.js';
import { commentRoutes } from './routes/comments.routes.js';
import type { UniversityContext } from './context.js';
import { contributionRoutes } from './routes/contributions.routes.js';
import { downloadRoutes } from './routes/downloads.routes.js';
import { eventRoutes } from './routes/events.routes.js';
import { facultyRoutes } from './routes/faculties.routes.js';
import { institutionRoutes } from './routes/institution.routes.js';
import { registerLiveStatistics } from './services/live-data.js';
import { registerUniversityNotifications } from './services/notifications.js';
import { outboxRoutes } from './routes/outbox.routes.js';
import { pageViewRoutes } from './routes/page-views.routes.js';
import { roleRoutes } from './routes/roles.routes.js';
import { statisticsRoutes } from './routes/statistics.routes.js';
import { ensureSystemWorkflows } from './services/system-workflows.js';

/**
 * What the university's routes and start-up take of its context, together: the plugin is given that and no more,
 * so a field none of its modules uses never reaches the university.
 */
export type UniversityPluginContext = ContextTakenBy<typeof authRoutes> &
  ContextTakenBy<typeof institutionRoutes> &
  ContextTakenBy<typeof outboxRoutes> &
  ContextTakenBy<typeof roleRoutes> &
  ContextTakenBy<typeof auditRoutes> &
  ContextTakenBy<typeof accountRoutes> &
  ContextTakenBy<typeof passwordRoutes> &
  ContextTakenBy<typeof profileRoutes> &
  ContextTakenBy<typeof facultyRoutes> &
  ContextTakenBy<typeof eventRoutes> &
  ContextTakenBy<typeof contributionRoutes> &
  ContextTakenBy<typeof commentRoutes> &
  ContextTakenBy<typeof downloadRoutes> &
  ContextTakenBy<typeof guestSessionRoutes> &
  ContextTakenBy<typeof pageViewRoutes> &
  ContextTakenBy<typeof statisticsRoutes> &
  ContextTakenBy<typeof ensureSystemWorkflows> &
  ContextTakenBy<typeof syncAllAccountSubscribers> &
  ContextTakenBy<typeof registerUniversityNotifications> &
  ContextTakenBy<typeof registerLiveStatistics> & {
    domainEvents: UniversityContext['domainEvents'];
  };

export function universityPlugin(ctx: UniversityPluginContext) {
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
export async function startUniversity(ctx: UniversityPluginContext): Promise<void> {
  await ensureSystemWorkflows(ctx);
  await syncAllAccountSubscribers(ctx);
  registerUniversityNotifications(ctx);
  registerLiveStatistics(ctx);
  // With its listeners in place, the university delivers the events requests queue (and a stopped process left).
  await ctx.domainEvents.start();
}
