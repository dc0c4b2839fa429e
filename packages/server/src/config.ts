// Configuration from the environment, with defaults that make `npm start` work on a fresh machine.
import path from 'node:path';
import { FEATURE_FLAG } from '@herald/protocol';
import { rateLimitSettingsFrom, type RateLimitSettings } from './security/rate-limit-settings.js';
import { PASSWORD_COST, TEST_PASSWORD_COST, type PasswordCost } from './security/password.js';

/** An OpenID Connect provider for single sign-on, from `SSO_<ID>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET`. */
export interface SsoProviderConfig {
  /** Lower-case id from the variable names: `SSO_GOOGLE_…` is `google`. */
  id: string;
  /** Shown on the button: `SSO_<ID>_NAME`, else the id capitalised. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Every provider whose issuer, client id and secret are all set; issuers must be https in production. */
export function ssoProvidersFrom(env: NodeJS.ProcessEnv, production: boolean): SsoProviderConfig[] {
  const providers: SsoProviderConfig[] = [];
  for (const key of Object.keys(env).sort()) {
    const match = /^SSO_([A-Z0-9]+)_ISSUER$/.exec(key);
    if (!match?.[1]) continue;
    const prefix = `SSO_${match[1]}`;
    const issuer = env[key];
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!issuer || !clientId || !clientSecret) continue;
    if (production && !issuer.startsWith('https://')) throw new Error(`${key} must be an https URL`);
    const id = match[1].toLowerCase();
    const name = env[`${prefix}_NAME`] || id.charAt(0).toUpperCase() + id.slice(1);
    providers.push({ id, name, issuer, clientId, clientSecret });
  }
  return providers;
}

/** The operator's SMS gateway, which the "Herald SMS" provider sends through with the generic SMS request. */
export interface SmsGatewayConfig {
  /** `HERALD_SMS_URL`: the gateway's send URL. */
  url: string;
  /** `HERALD_SMS_API_KEY_HEADER`: the header carrying the key; `X-API-KEY` unless set. */
  apiKeyHeader: string;
  /** `HERALD_SMS_API_KEY`. */
  apiKey: string;
  /** `HERALD_SMS_FROM`: the sender id or number, unless a message names its own. */
  from: string;
}

/** The SMS gateway when both its URL and key are set; an https URL in production. */
export function smsGatewayFrom(env: NodeJS.ProcessEnv, production: boolean): SmsGatewayConfig | undefined {
  const url = env.HERALD_SMS_URL;
  const apiKey = env.HERALD_SMS_API_KEY;
  if (!url || !apiKey) return undefined;
  if (production && !url.startsWith('https://')) throw new Error('HERALD_SMS_URL must be an https URL');
  return {
    url,
    apiKeyHeader: env.HERALD_SMS_API_KEY_HEADER || 'X-API-KEY',
    apiKey,
    from: env.HERALD_SMS_FROM ?? '',
  };
}

/**
 * What one server process holds (`--role`, else `HERALD_ROLE`): `all` is the whole server in one process; scaled
 * out, each of the others holds one part, and any number of each share one PostgreSQL database and one Redis.
 */
export const SERVER_ROLES = {
  all: { api: true, jobs: true, sockets: true, holds: 'the API, the job worker and the sockets' },
  api: { api: true, jobs: false, sockets: false, holds: 'the API; jobs are left to worker processes' },
  worker: { api: false, jobs: true, sockets: false, holds: 'the job worker; no HTTP listener' },
  ws: { api: false, jobs: false, sockets: true, holds: 'the sockets; no API, no job worker' },
} as const;

export type ServerRole = keyof typeof SERVER_ROLES;

/** The role a setting names; `all` when it names none. */
export function serverRoleFrom(value: string | undefined): ServerRole {
  if (value === undefined || value === '') return 'all';
  if (Object.hasOwn(SERVER_ROLES, value)) return value as ServerRole;
  throw new Error(
    `Unknown role "${value}": --role (or HERALD_ROLE) is one of ${Object.keys(SERVER_ROLES).join(', ')}`,
  );
}

/** Refuses a part-role process without the database and Redis through which it works with the others. */
export function assertRoleRuns(config: Pick<Config, 'role' | 'databaseUrl' | 'redisUrl'>): void {
  if (config.role === 'all' || (config.databaseUrl && config.redisUrl)) return;
  throw new Error(
    `The ${config.role} role needs PostgreSQL and Redis shared with the other processes: set DATABASE_URL and REDIS_URL`,
  );
}

export interface Config {
  /** What this process holds: everything (`all`), or the API, the job worker or the sockets alone. */
  role: ServerRole;
  /** HTTP port for REST, socket.io and the app. */
  port: number;
  /** Interface to listen on; `localhost` serves both IPv4 and IPv6 loopback. */
  host: string;
  /** Folder for the SQLite file, uploads and the generated secret key. */
  dataDir: string;
  /** PostgreSQL instead of the SQLite file (`postgres://…`). */
  databaseUrl: string | undefined;
  /** PostgreSQL schema for Herald's tables. */
  databaseSchema: string | undefined;
  /** Built app to serve with SPA fallback; absent means the API only. */
  appDir: string | undefined;
  /** Public origin of the app, used for links in mail. */
  publicOrigin: string;
  /** Secret for signing tokens and encrypting stored keys; generated into dataDir when not given. */
  secret: string | undefined;
  /** Lifetime of an app login token, in seconds. */
  appTokenTtlSeconds: number;
  /** Lifetime of a widget session token, in seconds. */
  widgetTokenTtlSeconds: number;
  /** Create the demo faculty and one account per role on first start. */
  seedDemo: boolean;
  /** What hashing a new password costs (OWASP's scrypt cost everywhere but under NODE_ENV=test). */
  passwordCost: PasswordCost;
  /** Institution shown as the logo text. */
  institutionName: string;
  /** SMTP server for email (`smtp://user:pass@host:port`); without it mail stays in the outbox table. */
  smtpUrl: string | undefined;
  /** Sender of every email. */
  mailFrom: string;
  /** The SMS gateway of the "Herald SMS" provider; without it that provider refuses to send. */
  smsGateway: SmsGatewayConfig | undefined;
  /** Run the job worker in this process, when its role holds it (`RUN_WORKER=false` keeps it off in any). */
  runWorker: boolean;
  /**
   * How often the worker looks for due jobs when nothing woke it, in milliseconds: a trigger wakes it at once,
   * on every process (PostgreSQL), so the poll only catches a signal that was lost.
   */
  workerPollMs: number;
  /**
   * How long a running job is its worker's before another process may take it back (the worker renews it three
   * times in that time while the step runs); a stopped worker's jobs wait this long at most.
   */
  jobLeaseMs: number;
  /** Log level of the JSON request log. */
  logLevel: string;
  /** Largest size of one uploaded contribution file, in bytes. */
  maxUploadBytes: number;
  production: boolean;
  /** OpenID Connect providers for single sign-on; none when unset. */
  ssoProviders: SsoProviderConfig[];
  /**
   * Organisations one address may sign up on the platform per hour; 0 closes sign-up (the default in
   * production, where an open sign-up would let strangers send mail through the institution's server).
   */
  platformSignUpsPerHour: number;
  /**
   * Days the activity log (notifications, their jobs and execution details) is kept once a notification is
   * finished; 0 keeps it for ever. Messages in subscribers' feeds are not part of it.
   */
  activityRetentionDays: number;
  /**
   * The engine's feature flags (docs/product.md §4), each switched by the environment variable of its name
   * (`IS_API_RATE_LIMITING_ENABLED=false`). Every flag that names engine behaviour is on unless turned off.
   */
  features: Record<FeatureName, boolean>;
  /** The management API's rate limits (ENGINE §7), from the API_RATE_LIMIT_* variables over the defaults. */
  rateLimits: RateLimitSettings;
  /**
   * Redis for scale-out (`redis://…`): the processes behind one address share their rate-limit buckets there.
   * Without it each process keeps its buckets in memory.
   */
  redisUrl: string | undefined;
  /**
   * Private addresses providers and webhooks may call (`OUTBOUND_ALLOW`, comma separated: addresses, CIDR
   * ranges, or `*` for all); loopback, private, link-local and metadata addresses are refused otherwise.
   */
  outboundAllow: string[];
}

export type FeatureName = keyof typeof FEATURE_FLAG;

/** The flags read from `env`; billing and the improved onboarding have no engine behaviour and stay off. */
export function featuresFrom(env: NodeJS.ProcessEnv): Record<FeatureName, boolean> {
  const defaults: Record<FeatureName, boolean> = {
    templateStore: true,
    topicNotification: true,
    multiTenancy: true,
    mergedDigestId: true,
    apiRateLimiting: true,
    apiIdempotency: true,
    translationManager: true,
    apiExecutionLogQueue: true,
    billing: false,
    improvedOnboarding: false,
  };
  return Object.fromEntries(
    (Object.keys(FEATURE_FLAG) as FeatureName[]).map((name) => [
      name,
      flag(env[FEATURE_FLAG[name]], defaults[name]),
    ]),
  ) as Record<FeatureName, boolean>;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer`);
  return parsed;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const production = env.NODE_ENV === 'production';
  const port = integer(env.PORT, 3000, 'PORT');
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, '');
  const config: Config = {
    role: serverRoleFrom(env.HERALD_ROLE),
    port,
    host: env.HOST ?? 'localhost',
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    appDir: env.APP_DIR === '' ? undefined : env.APP_DIR ? path.resolve(cwd, env.APP_DIR) : undefined,
    publicOrigin,
    secret: env.HERALD_SECRET || undefined,
    appTokenTtlSeconds: integer(env.APP_TOKEN_TTL_SECONDS, 8 * 60 * 60, 'APP_TOKEN_TTL_SECONDS'),
    widgetTokenTtlSeconds: integer(env.WIDGET_TOKEN_TTL_SECONDS, 24 * 60 * 60, 'WIDGET_TOKEN_TTL_SECONDS'),
    // Demo accounts have published passwords, so production needs an explicit opt-in.
    seedDemo: flag(env.SEED_DEMO, !production),
    // Only the test suites hash at a lower cost; nothing an operator sets lowers it.
    passwordCost: env.NODE_ENV === 'test' ? TEST_PASSWORD_COST : PASSWORD_COST,
    institutionName: env.INSTITUTION_NAME ?? 'Northfield University',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Herald <no-reply@herald.localhost>',
    smsGateway: smsGatewayFrom(env, production),
    runWorker: flag(env.RUN_WORKER, true),
    workerPollMs: integer(env.WORKER_POLL_MS, 5000, 'WORKER_POLL_MS'),
    jobLeaseMs: integer(env.JOB_LEASE_MS, 30_000, 'JOB_LEASE_MS'),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    maxUploadBytes: integer(env.MAX_UPLOAD_BYTES, 20 * 1024 * 1024, 'MAX_UPLOAD_BYTES'),
    production,
    ssoProviders: ssoProvidersFrom(env, production),
    platformSignUpsPerHour: integer(
      env.PLATFORM_SIGNUPS_PER_HOUR,
      production ? 0 : 5,
      'PLATFORM_SIGNUPS_PER_HOUR',
    ),
    activityRetentionDays: integer(env.ACTIVITY_RETENTION_DAYS, 30, 'ACTIVITY_RETENTION_DAYS'),
    features: featuresFrom(env),
    rateLimits: rateLimitSettingsFrom(env),
    redisUrl: env.REDIS_URL || undefined,
    outboundAllow: [
      ...(env.OUTBOUND_ALLOW ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
      // The older switch, which allowed every private address.
      ...(flag(env.OUTBOUND_ALLOW_PRIVATE, false) ? ['*'] : []),
    ],
  };
  assertRoleRuns(config);
  return config;
}
