// Authorization is declared on each route with one of these pre-handlers and enforced here, in one place.
//
// Schemes (docs/product.md §3 "Auth schemes: Bearer, ApiKey"):
// - `Authorization: Bearer <jwt>`: an app user's login token, a guest session's token, a widget session token,
//   or a platform member's token; each has its own audience and key, so one never opens another's API.
// - `Authorization: ApiKey <key>`: a server acting in the environment the key belongs to.
// A missing or wrong credential is a 401 JSON answer with a `WWW-Authenticate` challenge naming the scheme.
// A handler reads the credential its route's contract declares through its accessor (`environmentOf`, …, below).
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { decodeJwt } from 'jose';
import {
  ENVIRONMENT_HEADER,
  GUEST_TOKEN_AUDIENCE,
  ROLE_ID,
  type MemberRole,
  type RoleId,
} from '@herald/protocol';
import type { AppContext } from '../context.js';
import type { Environment, Member } from '../db/tables/platform.js';
import type { Account, GuestSessionRow } from '../db/tables/university.js';
import { scoped, type ScopedDb } from '../db/scope.js';
import { sha256Hex } from '../security/crypto.js';
import { InvalidTokenError, type WidgetTokenPayload } from '../security/tokens.js';
import type { Security } from './contract.js';
import { HttpError } from './errors.js';
import {
  accountById,
  environmentInOrganization,
  environmentOfFirstKeyHash,
  environmentOfKeyHash,
  memberById,
} from './repo/credentials.js';

declare module 'fastify' {
  interface FastifyRequest {
    account?: Account;
    subscriber?: WidgetTokenPayload;
    environment?: Environment;
    /**
     * The stored plan of the organisation an API key belongs to, read with the key, so that what follows the plan
     * (the rate limits) reads nothing more; unset for other credentials.
     */
    organizationPlan?: string;
    /** The platform member a Bearer member token names. */
    member?: Member;
    /** The guest session a guest token names; `account` is then its guest reader, never an account. */
    guestSession?: GuestSessionRow;
    /**
     * The database as the credential may see it: its organisation, and its environment for management and widget
     * calls (db/scope.ts). Set here, once, with `environment`, `member` or `subscriber`; a route without one of
     * these pre-handlers has none, and fails closed.
     */
    db: ScopedDb;
  }
}

/**
 * What each check reads of the server's context, and no more, so that a product's routes install them with the
 * product's own context. A token is verified with `tokens` and the row it names is read from `db`.
 */
export type TokenAuthContext = Pick<AppContext, 'db' | 'tokens'>;
/** An account's check also admits guest visits, which it asks the product that provides them about. */
export type AccountAuthContext = Pick<AppContext, 'db' | 'tokens' | 'now'> & {
  /** How a guest visit's token is admitted: the product whose visits they are provides it. */
  guestVisits: GuestVisits;
};

/** A read-only visit without an account, admitted by the account check on the routes that allow it. */
export interface GuestVisits {
  /** The running visit a verified token names, or undefined once it has ended or expired. */
  running(
    ctx: Pick<AppContext, 'db' | 'now'>,
    id: string,
    facultyId: number,
  ): Promise<GuestSessionRow | undefined>;
  /** Refuses (403) a visit's request once its faculty no longer welcomes guests. */
  assertWelcome(ctx: Pick<AppContext, 'db'>, facultyId: number): Promise<void>;
  /** The reader a visit stands for in the scope of what it may read. */
  reader(session: GuestSessionRow): Account;
}

const REALM = 'herald';

/** The `WWW-Authenticate` challenge for a scheme, with an RFC 6750 error code when a token was sent. */
function challenge(scheme: 'Bearer' | 'ApiKey', error?: 'invalid_token'): string {
  return `${scheme} realm="${REALM}"${error ? `, error="${error}"` : ''}`;
}

/** Sends 401 with the challenges: the reply keeps the header while the error handler writes the JSON. */
function refuse(reply: FastifyReply, message: string, challenges: string[]): never {
  reply.header('www-authenticate', challenges.join(', '));
  throw new HttpError(401, message);
}

function credentials(request: FastifyRequest): { scheme: string; value: string } | undefined {
  const match = /^(\S+) (\S+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  return { scheme: match[1].toLowerCase(), value: match[2] };
}

const SIGN_IN = 'Sign in to continue';
const SEND_API_KEY = 'Send the API key as `Authorization: ApiKey <key>`';

function bearerToken(request: FastifyRequest, reply: FastifyReply): string {
  const sent = credentials(request);
  if (!sent || sent.scheme !== 'bearer' || !/^[A-Za-z0-9._~+/=-]+$/.test(sent.value)) {
    refuse(reply, SIGN_IN, [challenge('Bearer')]);
  }
  return sent.value;
}

function invalidToken(reply: FastifyReply) {
  return (error: unknown): never => {
    if (error instanceof InvalidTokenError) {
      refuse(reply, error.reason === 'expired' ? 'Your session has expired' : SIGN_IN, [
        challenge('Bearer', 'invalid_token'),
      ]);
    }
    throw error;
  };
}

/** The audience a token claims, read unverified only to choose the key that verifies it. */
function claimedAudience(token: string): unknown {
  try {
    return decodeJwt(token).aud;
  } catch {
    return undefined;
  }
}

export interface AccountRequirements {
  /**
   * Admit guest sessions too: `true` for the read-only routes of the guest scope (while the faculty welcomes
   * guests), `'leaving'` for ending the visit (at any time). Refused with 403 everywhere else.
   */
  guestSessions?: boolean | 'leaving';
}

/** A running guest session whose faculty still welcomes guests, on a route that admits guest sessions. */
async function admitGuestSession(
  ctx: AccountAuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  admitted: AccountRequirements['guestSessions'],
) {
  const payload = await ctx.tokens.verifyGuest(token).catch(invalidToken(reply));
  const session = await ctx.guestVisits.running(ctx, payload.sid, payload.facultyId);
  if (!session) refuse(reply, 'Your guest visit has ended', [challenge('Bearer', 'invalid_token')]);
  if (!admitted) {
    request.log.warn(
      { event: 'authz.denied', guestSessionId: session.id, url: request.url },
      'access denied',
    );
    throw new HttpError(403, 'A guest visit reads only the work its faculty has selected');
  }
  if (admitted !== 'leaving') await ctx.guestVisits.assertWelcome(ctx, session.faculty_id);
  request.guestSession = session;
  request.account = ctx.guestVisits.reader(session);
}

/**
 * A signed-in, active account; with `roles`, one of those roles (403 otherwise). A guest session passes only
 * where `requirements.guestSessions` says so and the roles include the guest's.
 */
export function requireAccount(
  ctx: AccountAuthContext,
  roles?: readonly RoleId[],
  requirements: AccountRequirements = {},
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const token = bearerToken(request, reply);
    if (claimedAudience(token) === GUEST_TOKEN_AUDIENCE) {
      const admitted = roles?.includes(ROLE_ID.GUEST) ? requirements.guestSessions : false;
      return admitGuestSession(ctx, request, reply, token, admitted);
    }
    const payload = await ctx.tokens.verifyApp(token).catch(invalidToken(reply));
    const account = await accountById(ctx.db, payload.id);
    // A deactivated account, or one whose role or password changed since the token was signed, must sign in
    // again: the token's credential fingerprint no longer matches (security/tokens.ts).
    if (!account || account.active !== 1 || !ctx.tokens.isCurrentApp(payload, account)) {
      refuse(reply, SIGN_IN, [challenge('Bearer', 'invalid_token')]);
    }
    if (roles && !roles.includes(account.role_id as RoleId)) {
      request.log.warn({ event: 'authz.denied', accountId: account.id, url: request.url }, 'access denied');
      throw new HttpError(403, 'You do not have access to this resource');
    }
    request.account = account;
  };
}

/** A widget session token for a subscriber of an environment. */
export function requireSubscriber(ctx: TokenAuthContext): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const subscriber = await ctx.tokens.verifyWidget(bearerToken(request, reply)).catch(invalidToken(reply));
    request.subscriber = subscriber;
    request.db = scoped(ctx.db, {
      organizationId: subscriber.organizationId,
      environmentId: subscriber.environmentId,
    });
  };
}

export interface MemberRequirements {
  /** Roles allowed; any role when absent. */
  roles?: readonly MemberRole[];
  /** Let a member who has not answered the onboarding question through (the onboarding call itself). */
  beforeOnboarding?: boolean;
}

/** Loads the active member a member token names, or refuses with 401. */
async function memberOfToken(
  ctx: TokenAuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
) {
  const payload = await ctx.tokens.verifyMember(token).catch(invalidToken(reply));
  const member = await memberById(ctx.db, payload.sub);
  // A removed member, or one whose sessions were ended (sign-out), must sign in again.
  if (
    !member ||
    member.status !== 'active' ||
    member.organization_id !== payload.organizationId ||
    payload.ver !== member.token_version
  ) {
    refuse(reply, SIGN_IN, [challenge('Bearer', 'invalid_token')]);
  }
  return member;
}

function checkMember(request: FastifyRequest, member: Member, requirements: MemberRequirements) {
  if (!requirements.beforeOnboarding && member.job_role === null) {
    throw new HttpError(403, 'Answer the onboarding question (your job role) first');
  }
  if (requirements.roles && !requirements.roles.includes(member.role as MemberRole)) {
    request.log.warn({ event: 'authz.denied', memberId: member.id, url: request.url }, 'access denied');
    throw new HttpError(403, `Only an organisation ${requirements.roles.join(' or ')} may do this`);
  }
}

/** A platform member with a member token (`Authorization: Bearer <jwt>`). */
export function requireMember(
  ctx: TokenAuthContext,
  requirements: MemberRequirements = {},
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const member = await memberOfToken(ctx, request, reply, bearerToken(request, reply));
    checkMember(request, member, requirements);
    request.member = member;
    request.db = scoped(ctx.db, { organizationId: member.organization_id });
  };
}

/**
 * The environment an API key belongs to, while the key is not revoked, with its organisation's stored plan
 * (undefined for a key of the first-run setup's kind).
 */
async function environmentOfKey(
  ctx: Pick<TokenAuthContext, 'db'>,
  key: string,
): Promise<{ environment: Environment; plan?: string } | undefined> {
  const hash = sha256Hex(key);
  const row = await environmentOfKeyHash(ctx.db, hash);
  if (row) {
    const { revoked_at: revokedAt, organization_plan: plan, ...environment } = row;
    return revokedAt === null ? { environment, plan } : undefined;
  }
  // An environment whose first key was made before keys had their own table (first-run setup).
  const environment = await environmentOfFirstKeyHash(ctx.db, hash);
  return environment && { environment };
}

/**
 * A management call, in one environment:
 * - `Authorization: ApiKey <key>`: the environment the key belongs to (a server, with every right in it);
 * - `Authorization: Bearer <member token>` with `Herald-Environment: <environment _id>`: a member of the
 *   environment's organisation; `memberRoles` limits which member roles may call.
 */
export function requireEnvironment(
  ctx: TokenAuthContext,
  requirements: MemberRequirements = {},
): preHandlerAsyncHookHandler {
  const challenges = [challenge('ApiKey'), challenge('Bearer')];
  return async (request, reply) => {
    // A guard earlier in the request (plan limits) may have authenticated it already.
    if (request.environment) {
      if (request.member) checkMember(request, request.member, requirements);
      return;
    }
    const sent = credentials(request);
    if (sent?.scheme === 'bearer') {
      const member = await memberOfToken(ctx, request, reply, sent.value);
      const environmentId = request.headers[ENVIRONMENT_HEADER];
      if (typeof environmentId !== 'string' || environmentId === '') {
        throw new HttpError(400, 'Name the environment in the Herald-Environment header');
      }
      const environment = await environmentInOrganization(ctx.db, environmentId, member.organization_id);
      if (!environment) throw new HttpError(404, 'Environment not found in your organisation');
      checkMember(request, member, requirements);
      request.member = member;
      request.environment = environment;
      request.db = scoped(ctx.db, { organizationId: member.organization_id, environmentId: environment.id });
      return;
    }
    if (sent?.scheme !== 'apikey') {
      refuse(reply, SEND_API_KEY, challenges);
    }
    const found = await environmentOfKey(ctx, sent.value);
    if (!found) refuse(reply, 'API key is not valid', [challenge('ApiKey', 'invalid_token')]);
    const { environment, plan } = found;
    request.environment = environment;
    if (plan !== undefined) request.organizationPlan = plan;
    request.db = scoped(ctx.db, {
      organizationId: environment.organization_id,
      environmentId: environment.id,
    });
  };
}

/** Refuses member callers below `roles`; servers with the environment's API key pass. */
export function requireMemberRole(roles: readonly MemberRole[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (request.member) checkMember(request, request.member, { roles });
  };
}

/**
 * A request on a route whose contract declares the credential `S` (`contract({ security })`, decision 0028). Each
 * accessor below takes only a request of its own scheme, so a handler cannot read a credential its route does not
 * demand.
 */
export interface SecuredRequest<S extends Security> {
  readonly routeOptions: { readonly schema?: { readonly contract: { readonly security: S } } };
}

/** A request on a route that declares `S`, as a handler hands it to the helpers it calls. */
export type SecuredRouteRequest<S extends Security> = FastifyRequest & SecuredRequest<S>;

type Credentials = Pick<FastifyRequest, 'account' | 'subscriber' | 'environment' | 'member' | 'log' | 'url'>;

/**
 * The credential a route demanded, as its pre-handler resolved it. A route whose pre-handlers did not resolve it
 * (one left out where the contract declares it) is refused as unauthenticated, never answered with a fault.
 */
function resolved<T>(request: Credentials, credential: T | undefined, name: string, message: string): T {
  if (credential !== undefined) return credential;
  request.log.warn(
    { event: 'authz.unresolved', credential: name, url: request.url },
    'credential not resolved',
  );
  throw new HttpError(401, message);
}

/** The environment of a management call (`security: 'apiKey'`): its API key's, or a member's Herald-Environment. */
export function environmentOf(request: Credentials & SecuredRequest<'apiKey'>): Environment {
  return resolved(request, request.environment, 'environment', SEND_API_KEY);
}

/** The subscriber a widget session token names (`security: 'widget'`). */
export function subscriberOf(request: Credentials & SecuredRequest<'widget'>): WidgetTokenPayload {
  return resolved(request, request.subscriber, 'subscriber', SIGN_IN);
}

/** The signed-in account, or a guest session's reader where the route admits guests (`security: 'bearer'`). */
export function accountOf(request: Credentials & SecuredRequest<'bearer'>): Account {
  return resolved(request, request.account, 'account', SIGN_IN);
}

/** The platform member a member token names (`security: 'member'`). */
export function memberOf(request: Credentials & SecuredRequest<'member'>): Member {
  return resolved(request, request.member, 'member', SIGN_IN);
}
