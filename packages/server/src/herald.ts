// Assembles one Herald server process: REST under /v1, the widget API, socket.io on the same port, the job worker,
// and the built app with SPA fallback; or, scaled out, the part of them its role holds (config.ts, SERVER_ROLES).
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, CSP_REPORT_GROUP, CSP_REPORTS_PATH, TRUSTED_TYPES_POLICIES } from '@herald/protocol';
import { assertRoleRuns, SERVER_ROLES, type Config } from './config.js';
import { migrate, openDatabase, type DatabaseHandle } from './db/database.js';
import { seedFirstRun, type SeedResult } from './seed/first-run.js';
import { cspReportRoutes } from './http/csp-reports.js';
import { installErrorHandling } from './http/errors.js';
import { installContracts } from './http/contract.js';
import { INBOX_ALLOWED_HEADERS, installWidgetCors } from './http/cors.js';
import { installIdempotency } from './http/idempotency.js';
import { installJsonBodyLimits } from './http/json-body.js';
import { registerOpenApi } from './openapi/openapi.js';
import { createMailer } from './mail/mailer.js';
import { attachRealtime, refuseSockets } from './realtime/realtime.js';
import { deriveKey, newObjectId } from './security/crypto.js';
import { memoryBucketStore, redisBucketStore, type BucketStore } from './security/rate-limit-store.js';
import { loadSecret } from './security/secrets.js';
import { createSignInThrottle } from './security/sign-in-throttle.js';
import { createTokenService } from './security/tokens.js';
import { ssoRoutes } from './sso/sso.routes.js';
import { setPresence } from './notify/engine/presence.js';
import { createWorker, type Worker } from './notify/engine/worker.js';
import { notifyPlugin } from './notify/plugin.js';
import { bindWidgetTokensToSigningKeys } from './notify/widgets/widget-key-tokens.js';
import { installPlatformLimits, platformPlugin, startPlatform } from './platform/plugin.js';
import { memberSsoOwners } from './platform/sso-sign-in.js';
import { ACCOUNT_SUBSCRIBERS } from './university/services/account-subscribers.js';
import { bindWidgetTokensToAccounts } from './university/services/accounts/account-widget-tokens.js';
import { GUEST_VISITS } from './university/services/accounts/guest-sessions.js';
import { accountSsoOwners } from './university/services/accounts/sso-sign-in.js';
import type { UniversityContext } from './university/context.js';
import type { AppContext } from './context.js';
import { createDomainEvents } from './university/services/domain-events.js';
import { notify, type NotifyInput } from './university/services/notify-account.js';
import { startUniversity, universityPlugin } from './university/plugin.js';

export interface Herald {
  app: FastifyInstance;
  /** The server's context, with the university's domain events. */
  ctx: AppContext & UniversityContext;
  /** What the first run created; undefined on later starts, and in processes that serve no API. */
  seed: SeedResult | undefined;
  /** The job worker; tests call `drain()` to run what is due on their clock. */
  worker: Worker;
  /** Every route the server answers, as `METHOD /path` (Fastify's `:param` form). */
  routes: readonly string[];
  /** Notifies an account in-app and pushes its new unseen count. */
  notify(input: NotifyInput): ReturnType<typeof notify>;
  /**
   * Starts what the role runs: the HTTP listener (every role but `worker`), then the job worker where it runs, once
   * it hears other processes' signals. Answers the address; undefined for a worker, which listens for none.
   */
  listen(): Promise<string | undefined>;
  close(): Promise<void>;
}

export interface HeraldOptions {
  /** Clock for tokens and timestamps; tests pass a fake one. */
  now?: () => Date;
  /** Ids of new objects; random by default (a reference world passes a sequence, so its ids are the same on every run). */
  newId?: () => string;
  /** Where the log's lines go instead of standard output (a test reads what the server logged). */
  logStream?: { write(line: string): void };
}

const REQUEST_TIMEOUT_MS = 30_000;
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function createHerald(config: Config, options: HeraldOptions = {}): Promise<Herald> {
  assertRoleRuns(config);
  const role = SERVER_ROLES[config.role];
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
      ...(options.logStream && { stream: options.logStream }),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    forceCloseConnections: true,
    trustProxy: false,
  });

  // Widget sessions end with the key that signed their subscriber hash (notify/widgets/widget-key-tokens.ts), and
  // those of the university's accounts with their app sessions too (university/services/accounts/account-widget-tokens.ts).
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
  const realtime = attachRealtime(role.sockets ? app.server : undefined, {
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
  const jobs: AppContext['jobs'] = { wake: () => undefined, signalWithin: async () => undefined };
  // Scaled out, every process takes from the same rate-limit buckets in Redis.
  const rateLimitBuckets = config.redisUrl ? await redisBucketStore(config.redisUrl) : memoryBucketStore();
  // One context serves the infrastructure and the three products, each of which takes what it uses.
  const ctx: AppContext & UniversityContext = {
    config,
    db: database.db,
    tokens,
    realtime,
    sealingKey: deriveKey(secret, 'sealed-secrets'),
    now,
    newId: options.newId ?? newObjectId,
    // Kept mail is printed for the operator, unless the log is silenced (tests).
    mailer: createMailer(
      { db: database.db, now, newId: options.newId ?? newObjectId },
      config.smtpUrl,
      config.mailFrom,
      config.logLevel === 'silent' ? () => undefined : undefined,
    ),
    jobs,
    log: app.log,
    guestVisits: GUEST_VISITS,
    keptSubscribers: ACCOUNT_SUBSCRIBERS,
    domainEvents: createDomainEvents({
      db: database.db,
      now,
      log: app.log,
      ...(config.databaseUrl && { sharedLeaseMs: config.jobLeaseMs }),
    }),
    signInThrottle: createSignInThrottle(rateLimitBuckets, () => now().getTime(), {
      deviceKey: deriveKey(secret, 'sign-in-devices'),
      secureCookies: config.publicOrigin.startsWith('https://'),
    }),
  };
  const worker = createWorker(ctx);
  // The jobs due now include those the university's listeners make of the events requests have queued.
  const drainJobs = worker.drain.bind(worker);
  worker.drain = async () => {
    await ctx.domainEvents.delivered();
    return drainJobs();
  };
  jobs.wake = (options) => worker.wake(options);
  jobs.signalWithin = (db) => worker.signalWithin(db);

  // The reporting group the CSP's `report-to` names, at the route that logs what it is sent.
  const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${API_PREFIX}${CSP_REPORTS_PATH}"`;
  // Security headers from helmet, built once: @fastify/helmet builds helmet again on every request, which cost
  // more than the rest of an unseen count's hooks (docs/decisions/0034). The headers are the same.
  const securityHeaders = helmet({
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
        // Trusted Types: DOM sinks such as innerHTML take only TrustedHTML, made by DOMPurify's own policy
        // (`dompurify`), so markup reaches the page only through a sanitiser; the page's `default` policy passes
        // the empty string alone, which React Aria's live announcer writes to clear itself (docs/security.md).
        requireTrustedTypesFor: ["'script'"],
        trustedTypes: [TRUSTED_TYPES_POLICIES.sanitiser, TRUSTED_TYPES_POLICIES.emptyMarkup],
        // Every violation is reported to the server's log (http/csp-reports.ts).
        reportTo: [CSP_REPORT_GROUP],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('reporting-endpoints', REPORTING_ENDPOINTS);
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  if (!role.sockets) refuseSockets(app, config.role);

  const appDir =
    role.api && config.appDir && existsSync(path.join(config.appDir, 'index.html'))
      ? config.appDir
      : undefined;
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  installErrorHandling(app, appDir ? () => true : undefined);
  if (role.api) await installApi(app, ctx, rateLimitBuckets, appDir);

  app.addHook('preClose', async () => {
    await ctx.domainEvents.stop();
    await worker.stop();
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    ctx.mailer.close();
    await rateLimitBuckets.close();
    await database.close();
  });

  // What the API serves is set up by the processes that serve it; a worker or a socket process finds it made.
  const seed = role.api ? await seedFirstRun(ctx) : undefined;
  if (role.api) {
    await startPlatform(ctx);
    await startUniversity(ctx);
  }
  // Jobs left running by a stopped process go back in the queue where jobs are run.
  if (role.jobs) await worker.recover();

  return {
    app,
    ctx,
    seed,
    notify: (input) => notify(ctx, input),
    worker,
    routes,
    async listen() {
      const address =
        role.api || role.sockets ? await app.listen({ port: config.port, host: config.host }) : undefined;
      if (role.jobs && config.runWorker) {
        worker.start();
        await worker.listening();
      }
      return address;
    },
    close: () => app.close(),
  };
}

/** REST under /v1 (management, widget, app and platform APIs), its description and viewer, and the built app. */
async function installApi(
  app: FastifyInstance,
  ctx: AppContext & UniversityContext,
  rateLimitBuckets: BucketStore,
  appDir: string | undefined,
): Promise<void> {
  await app.register(rateLimit, { global: false });
  installJsonBodyLimits(app);

  installWidgetCors(app, `${API_PREFIX}/widgets`);
  installWidgetCors(app, `${API_PREFIX}/inbox`, INBOX_ALLOWED_HEADERS);

  // Authenticated answers must not be kept by shared caches or the browser (OWASP ASVS V14.3.2).
  app.addHook('onSend', async (request, reply) => {
    // The matched route, so a percent-encoded path (`/%761/…`) is covered as well.
    if ((request.routeOptions.url ?? request.url).startsWith(`${API_PREFIX}/`)) {
      reply.header('cache-control', 'no-store');
    }
  });

  // The API's own description, generated from the contracts the routes declare, with a viewer at /v1/docs.
  await registerOpenApi(app);
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });

  await app.register(
    async (api) => {
      installPlatformLimits(api, ctx, rateLimitBuckets);
      installIdempotency(api, ctx);
      // Last of the route hooks: input is parsed after every check above has run.
      installContracts(api);
      await api.register(cspReportRoutes());
      // One sign-in flow for both kinds of owner: each product says how its own signs in.
      const sso = ssoRoutes(ctx, { account: accountSsoOwners(ctx), member: memberSsoOwners(ctx) });
      await api.register(sso.app, { prefix: '/auth/sso' });
      await api.register(sso.platform, { prefix: '/platform/auth/sso' });
      // The three products, each behind its own walls.
      await api.register(platformPlugin(ctx));
      await api.register(notifyPlugin(ctx));
      await api.register(universityPlugin(ctx));
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
}
