// Assembles one Herald server process: REST under /v1, the widget API, socket.io on the same port, and the
// built app with SPA fallback.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '@herald/protocol';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { migrate, openDatabase, type DatabaseHandle } from './db/database.js';
import { seedFirstRun, type SeedResult } from './db/seed.js';
import { installErrorHandling } from './http/errors.js';
import { installContracts } from './http/contract.js';
import { installWidgetCors } from './http/cors.js';
import { authRoutes } from './university/accounts/auth.routes.js';
import { widgetRoutes } from './notify/widgets/widgets.routes.js';
import { institutionRoutes } from './university/institution.routes.js';
import { eventRoutes } from './notify/management/events.routes.js';
import { activityRoutes } from './notify/management/activity.routes.js';
import { subscriberRoutes } from './notify/management/subscribers.routes.js';
import { workflowRoutes } from './notify/management/workflows.routes.js';
import { tenancyRoutes } from './notify/management/tenancy.routes.js';
import { tenantRoutes } from './notify/management/tenants.routes.js';
import { notificationGroupRoutes } from './notify/management/notification-groups.routes.js';
import { feedRoutes } from './notify/management/feeds.routes.js';
import { integrationRoutes } from './notify/management/integrations.routes.js';
import { subscriberChannelRoutes } from './notify/management/integrations-subscriber-channels.routes.js';
import { translationRoutes } from './notify/management/translations.routes.js';
import { layoutRoutes } from './notify/management/layouts.routes.js';
import { registerOpenApi } from './openapi/openapi.js';
import { outboxRoutes } from './university/outbox.routes.js';
import { eventRoutes as universityEventRoutes } from './university/events.routes.js';
import { facultyRoutes } from './university/faculties.routes.js';
import { roleRoutes } from './university/roles.routes.js';
import { auditRoutes } from './university/audit.routes.js';
import { accountRoutes } from './university/accounts.routes.js';
import { ensureSystemWorkflows } from './university/system-workflows.js';
import { registerUniversityNotifications } from './university/notifications.js';
import { pageViewRoutes } from './university/page-views.routes.js';
import { statisticsRoutes } from './university/statistics.routes.js';
import { syncAllAccountSubscribers } from './notify/widgets/subscribers.js';
import { passwordRoutes } from './university/accounts/password.routes.js';
import { profileRoutes } from './university/accounts/profile.routes.js';
import { contributionRoutes } from './university/contributions.routes.js';
import { commentRoutes } from './university/comments.routes.js';
import { downloadRoutes } from './university/downloads.routes.js';
import { guestSessionRoutes } from './university/accounts/guest-sessions.routes.js';
import { createDomainEvents } from './university/domain-events.js';
import { notify, type NotifyInput } from './notify/notifications/notify.js';
import { attachRealtime } from './realtime/realtime.js';
import { setPresence } from './notify/engine/presence.js';
import { deriveKey } from './security/crypto.js';
import { loadSecret } from './security/secrets.js';
import { createTokenService } from './security/tokens.js';
import { createSignInThrottle } from './security/sign-in-throttle.js';
import { bindWidgetTokensToAccounts } from './university/accounts/account-widget-tokens.js';
import { bindWidgetTokensToSigningKeys } from './notify/widgets/widget-key-tokens.js';
import { createMailer } from './mail/mailer.js';
import { createWorker, type Worker } from './notify/engine/worker.js';
import { platformRoutes } from './platform/platform.routes.js';
import { installPlanLimits } from './platform/plans.js';
import { installApiRateLimits } from './platform/rate-limit.js';
import { memoryBucketStore, redisBucketStore } from './security/rate-limit-store.js';
import { installIdempotency } from './http/idempotency.js';
import { adoptEnvironmentKeys } from './platform/keys.js';
import { ssoRoutes } from './sso/sso.routes.js';

export interface Herald {
  app: FastifyInstance;
  ctx: AppContext;
  /** What the first run created; undefined on later starts. */
  seed: SeedResult | undefined;
  /** The job worker; tests call `drain()` to run what is due on their clock. */
  worker: Worker;
  /** Every route the server answers, as `METHOD /path` (Fastify's `:param` form). */
  routes: readonly string[];
  /** Notifies an account in-app and pushes its new unseen count. */
  notify(input: NotifyInput): ReturnType<typeof notify>;
  /** Starts listening; answers the address. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface HeraldOptions {
  /** Clock for tokens and timestamps; tests pass a fake one. */
  now?: () => Date;
}

const REQUEST_TIMEOUT_MS = 30_000;
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function createHerald(config: Config, options: HeraldOptions = {}): Promise<Herald> {
  const now = options.now ?? (() => new Date());
  const secret = loadSecret(config);
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    sqliteFile: path.join(config.dataDir, 'herald.sqlite'),
  });
  await migrate(database);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    forceCloseConnections: true,
    trustProxy: false,
  });

  // Widget sessions end with the key that signed their subscriber hash (widgets/widget-key-tokens.ts), and those
  // of the university's accounts with their app sessions too (accounts/account-widget-tokens.ts).
  const tokens = bindWidgetTokensToAccounts(
    bindWidgetTokensToSigningKeys(
      createTokenService(
        secret,
        { appSeconds: config.appTokenTtlSeconds, widgetSeconds: config.widgetTokenTtlSeconds },
        () => now().getTime(),
      ),
      () => database.db,
    ),
    () => database.db,
  );
  const realtime = attachRealtime(app.server, {
    tokens,
    now: () => now().getTime(),
    presence: (subscriberRowId, online) =>
      setPresence(ctx, subscriberRowId, online).then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, 'presence not recorded'),
      ),
    redisUrl: config.redisUrl,
    onRedisError: (error) => app.log.warn({ err: error }, 'realtime Redis connection failed'),
  });
  const jobs = { wake: () => undefined as void };
  // Scaled out, every process takes from the same rate-limit buckets in Redis.
  const rateLimitBuckets = config.redisUrl ? await redisBucketStore(config.redisUrl) : memoryBucketStore();
  const ctx: AppContext = {
    config,
    db: database.db,
    tokens,
    realtime,
    sealingKey: deriveKey(secret, 'sealed-secrets'),
    now,
    // Kept mail is printed for the operator, unless the log is silenced (tests).
    mailer: createMailer(
      config.smtpUrl,
      config.mailFrom,
      config.logLevel === 'silent' ? () => undefined : undefined,
    ),
    jobs,
    log: app.log,
    domainEvents: createDomainEvents(app.log),
    signInThrottle: createSignInThrottle(rateLimitBuckets, () => now().getTime()),
  };
  const worker = createWorker(ctx);
  jobs.wake = () => worker.wake();

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix menus and dialogs insert <style> elements (scroll locking) at run time; styles cannot run
        // code, so inline styles are allowed while scripts stay strictly 'self' (docs/decisions/0003).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Contribution previews: a PDF the app fetched with the reader's token, shown from a blob: URL it made.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Trusted Types: DOM sinks such as innerHTML take only TrustedHTML, and the one policy allowed to make it
        // is DOMPurify's own (`dompurify`), so markup reaches the page only through a sanitiser (docs/security.md).
        requireTrustedTypesFor: ["'script'"],
        trustedTypes: ['dompurify'],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
  });
  await app.register(rateLimit, { global: false });

  const appDir =
    config.appDir && existsSync(path.join(config.appDir, 'index.html')) ? config.appDir : undefined;
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  installErrorHandling(app, appDir ? () => true : undefined);

  installWidgetCors(app, `${API_PREFIX}/widgets`);

  // Authenticated answers must not be kept by shared caches or the browser (SECURITY.md, V14.3.2).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/`)) reply.header('cache-control', 'no-store');
  });

  // The API's own description, generated from the contracts the routes declare, with a viewer at /v1/docs.
  await registerOpenApi(app);
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });

  await app.register(
    async (api) => {
      installPlanLimits(api, ctx);
      installApiRateLimits(api, ctx, rateLimitBuckets);
      installIdempotency(api, ctx);
      // Last of the route hooks: input is parsed after every check above has run.
      installContracts(api);
      const sso = ssoRoutes(ctx);
      await api.register(sso.app, { prefix: '/auth/sso' });
      await api.register(sso.platform, { prefix: '/platform/auth/sso' });
      await api.register(platformRoutes(ctx), { prefix: '/platform' });
      await api.register(authRoutes(ctx), { prefix: '/auth' });
      await api.register(widgetRoutes(ctx), { prefix: '/widgets' });
      await api.register(institutionRoutes(ctx), { prefix: '/institution' });
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
      await api.register(outboxRoutes(ctx), { prefix: '/admin/outbox' });
      await api.register(roleRoutes(ctx), { prefix: '/roles' });
      await api.register(auditRoutes(ctx), { prefix: '/audit-log' });
      await api.register(accountRoutes(ctx), { prefix: '/accounts' });
      await api.register(passwordRoutes(ctx), { prefix: '/auth' });
      await api.register(profileRoutes(ctx));
      await api.register(facultyRoutes(ctx), { prefix: '/faculties' });
      await api.register(universityEventRoutes(ctx), { prefix: '/academic-events' });
      await api.register(contributionRoutes(ctx));
      await api.register(commentRoutes(ctx));
      await api.register(downloadRoutes(ctx));
      await api.register(guestSessionRoutes(ctx), { prefix: '/guest-sessions' });
      await api.register(pageViewRoutes(ctx), { prefix: '/page-views' });
      await api.register(statisticsRoutes(ctx), { prefix: '/statistics' });
    },
    { prefix: API_PREFIX },
  );

  if (appDir) {
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: false,
      index: false,
      list: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those files never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.addHook('preClose', async () => {
    await worker.stop();
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    ctx.mailer.close();
    await rateLimitBuckets.close();
    await database.close();
  });

  const seed = await seedFirstRun(ctx);
  await adoptEnvironmentKeys(ctx);
  await ensureSystemWorkflows(ctx);
  await syncAllAccountSubscribers(ctx);
  registerUniversityNotifications(ctx);
  await worker.recover();

  return {
    app,
    ctx,
    seed,
    notify: (input) => notify(ctx, input),
    worker,
    routes,
    async listen() {
      const address = await app.listen({ port: config.port, host: config.host });
      if (config.runWorker) worker.start();
      return address;
    },
    close: () => app.close(),
  };
}
