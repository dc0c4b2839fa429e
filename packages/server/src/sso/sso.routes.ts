// Single sign-on with OpenID Connect providers, for the university app's accounts and for platform members.
// Design and the token hand-over: docs/decisions/0012-sso-token-hand-over.md.
//
// - GET /v1/auth/sso/providers: the configured providers, `{ data: [{ id, name }] }`.
// - GET /v1/auth/sso/:id/start?returnTo=/path (app) and GET /v1/platform/auth/sso/:id/start (members): a 302
//   to the provider, with state, nonce and the PKCE verifier sealed (AES-256-GCM) in a short-lived HttpOnly
//   cookie scoped to the callback path.
// - GET /v1/auth/sso/:id/callback: checks state and nonce, exchanges the code, verifies the ID token, finds
//   the account or member by its linked identity or its verified email (never creates one), and 302s back to
//   the app with a one-time hand-over code in the URL fragment, or to the sign-in page with the reason.
// - POST /v1/auth/sso/hand-over: the app exchanges that code for the session token; only the browser holding
//   the hand-over cookie the callback set can, once, so a link with someone else's code signs nobody in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PLATFORM_PATHS,
  SSO_CALLBACK_PATH,
  SSO_ERROR_PARAM,
  type SsoProvidersResponse,
} from '@herald/protocol';
import {
  ssoProvidersResponseSchema,
  ssoStartQuerySchema,
  type SsoStartQuery,
} from '@herald/protocol/schemas';
import { z } from 'zod';
import type { SsoProviderConfig } from '../config.js';
import type { AppContext } from '../context.js';
import { contract, type ZodTypeProvider } from '../http/contract.js';
import { readCookie } from '../http/cookies.js';
import { HttpError } from '../http/errors.js';
import { decrypt, deriveKey, encrypt, safeEqual, sha256Hex } from '../security/crypto.js';
import { codeChallengeOf, createOidcClient, randomValue, SsoError, type OidcClient } from './oidc.js';
import { identityOfOwner, linkIdentity, ownerOfIdentity } from './repo/identities.js';

/** A sign-in must come back from the provider within ten minutes. */
export const SSO_STATE_TTL_MS = 10 * 60 * 1000;
export const SSO_COOKIE = 'herald_sso';
/** Holds the random value a callback's hand-over code is bound to, until the app exchanges the code. */
export const SSO_HAND_OVER_COOKIE = 'herald_sso_hand_over';
/** The app exchanges the code within two minutes of the callback. */
export const SSO_HAND_OVER_TTL_MS = 2 * 60 * 1000;
const COOKIE_PATH = '/v1/auth/sso';
/** The provider the reference world is configured with, which the examples name (test/reference-world/). */
export const REFERENCE_SSO_PROVIDER_ID = 'campus';

/** Where members land: the platform's own pages (outside this app) read the same fragment. */

type Kind = 'account' | 'member';

/** How the owners of one kind sign in; the product they belong to gives it. */
export interface SsoOwners {
  /** The owner a verified email names, if any. */
  idByEmail(email: string): Promise<string | undefined>;
  /** Checks the owner is active, records the sign-in and answers its session token (an `SsoError` refuses it). */
  signIn(request: FastifyRequest, provider: SsoProviderConfig, ownerId: string): Promise<string>;
}

/** The university's accounts and the platform's members, each signing in as its product says. */
export type SsoSignIn = Record<Kind, SsoOwners>;

const pendingSchema = z.object({
  provider: z.string(),
  kind: z.enum(['account', 'member']),
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  returnTo: z.string(),
  expiresAt: z.number(),
});
type Pending = z.infer<typeof pendingSchema>;

const kindSchema = z.enum(['account', 'member']);
const handOverSchema = z.object({
  kind: kindSchema,
  token: z.string(),
  returnTo: z.string(),
  /** SHA-256 of the hand-over cookie's value. */
  binding: z.string(),
  expiresAt: z.number(),
});
type HandOver = z.infer<typeof handOverSchema>;

const handOverBodySchema = z
  .object({ code: z.string().min(1).max(8192), kind: kindSchema.default('account') })
  .strict();
const handOverResponseSchema = z.object({
  data: z.object({ token: z.string(), returnTo: z.string() }),
});
const HAND_OVER_REFUSED =
  'This sign-in was not completed in this browser, was already used or took too long: start again';

const handOverKey = (sealingKey: Buffer) => deriveKey(sealingKey.toString('base64'), 'sso-hand-over');

/**
 * Seals a signed-in session into a one-time code for the browser that will hold `binding` in its hand-over
 * cookie; answers both.
 */
export function sealSsoHandOver(
  ctx: Pick<AppContext, 'now' | 'sealingKey'>,
  handOver: Pick<HandOver, 'kind' | 'token' | 'returnTo'>,
): { code: string; binding: string } {
  const binding = randomValue();
  const sealed: HandOver = {
    ...handOver,
    binding: sha256Hex(binding),
    expiresAt: ctx.now().getTime() + SSO_HAND_OVER_TTL_MS,
  };
  return { code: encrypt(handOverKey(ctx.sealingKey), JSON.stringify(sealed)), binding };
}

const idParams = z.object({ id: z.string().min(1).max(40) }).strict();
// Providers add their own parameters (iss, session_state, scope…): only these are read.
const callbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

export function ssoRoutes(ctx: Pick<AppContext, 'config' | 'db' | 'now' | 'sealingKey'>, signIn: SsoSignIn) {
  const clients = new Map<string, OidcClient>(
    ctx.config.ssoProviders.map((provider) => [provider.id, createOidcClient(provider, ctx.now)]),
  );
  // Its own sub-key: the sealed sign-in state never shares a key with stored secrets.
  const sealingKey = deriveKey(ctx.sealingKey.toString('base64'), 'sso-state');
  const handOverSealingKey = handOverKey(ctx.sealingKey);
  const secure = ctx.config.publicOrigin.startsWith('https://') ? '; Secure' : '';

  function client(id: string): OidcClient {
    const found = clients.get(id);
    if (!found) throw new HttpError(404, 'This sign-in provider is not configured');
    return found;
  }

  const redirectUri = (provider: SsoProviderConfig) =>
    `${ctx.config.publicOrigin}/v1/auth/sso/${provider.id}/callback`;

  function setCookie(reply: FastifyReply, value: string, maxAgeSeconds: number, name = SSO_COOKIE) {
    // SameSite=Lax: sent on the provider's top-level redirect back, never on cross-site subrequests.
    reply.header(
      'set-cookie',
      `${name}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`,
    );
  }

  /** Sends the browser to the provider, with what the answer must match sealed in a cookie. */
  async function start(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: Kind,
    { id, returnTo }: { id: string } & SsoStartQuery,
  ) {
    const oidc = client(id);
    const pending: Pending = {
      provider: id,
      kind,
      state: randomValue(),
      nonce: randomValue(),
      verifier: randomValue(),
      returnTo,
      expiresAt: ctx.now().getTime() + SSO_STATE_TTL_MS,
    };
    let location: string;
    try {
      location = await oidc.authorizationUrl({
        redirectUri: redirectUri(oidc.provider),
        state: pending.state,
        nonce: pending.nonce,
        codeChallenge: codeChallengeOf(pending.verifier),
      });
    } catch (error) {
      request.log.warn({ err: error, provider: id }, 'single sign-on discovery failed');
      return fail(
        reply,
        kind,
        error instanceof SsoError ? error.message : `${oidc.provider.name} is not reachable`,
      );
    }
    setCookie(
      reply,
      encodeURIComponent(encrypt(sealingKey, JSON.stringify(pending))),
      SSO_STATE_TTL_MS / 1000,
    );
    return reply.redirect(location, 302);
  }

  function fail(reply: FastifyReply, kind: Kind, message: string) {
    const page = kind === 'member' ? PLATFORM_PATHS.signIn : '/';
    const query = new URLSearchParams({ [SSO_ERROR_PARAM]: message });
    return reply.redirect(`${ctx.config.publicOrigin}${page}?${query.toString()}`, 302);
  }

  function readPending(request: FastifyRequest): Pending | undefined {
    const raw = readCookie(request.headers.cookie, SSO_COOKIE);
    if (!raw) return undefined;
    try {
      const parsed = pendingSchema.safeParse(JSON.parse(decrypt(sealingKey, decodeURIComponent(raw))));
      return parsed.success && parsed.data.expiresAt > ctx.now().getTime() ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  function readHandOver(code: string): HandOver | undefined {
    try {
      const parsed = handOverSchema.safeParse(JSON.parse(decrypt(handOverSealingKey, code)));
      return parsed.success && parsed.data.expiresAt > ctx.now().getTime() ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  /** The account a verified identity signs in: linked before by (provider, subject), else by verified email. */
  async function findOwner(kind: Kind, provider: SsoProviderConfig, subject: string, email: string) {
    const linked = await ownerOfIdentity(ctx.db, provider.id, kind, subject);
    let ownerId = linked?.owner_id;
    if (!ownerId) {
      const byEmail = await signIn[kind].idByEmail(email);
      if (!byEmail) return undefined;
      ownerId = byEmail;
      // One identity per provider and account: another subject claiming the same email is refused
      // (ASVS V6.8.1, V10.5.2).
      const other = await identityOfOwner(ctx.db, provider.id, kind, ownerId);
      if (other) throw new SsoError(`This account is linked to another ${provider.name} identity`);
      await linkIdentity(ctx.db, {
        provider: provider.id,
        kind,
        subject,
        owner_id: ownerId,
        created_at: ctx.now().toISOString(),
      });
    }
    return ownerId;
  }

  return {
    /** Under /v1/auth/sso. */
    app: async (instance: FastifyInstance) => {
      const app = instance.withTypeProvider<ZodTypeProvider>();
      const providers = contract({
        tag: 'App',
        summary: 'The configured single sign-on providers',
        security: 'none',
        response: ssoProvidersResponseSchema,
        example: {},
      });
      app.get('/providers', { schema: providers }, async (): Promise<SsoProvidersResponse> => ({
        data: ctx.config.ssoProviders.map(({ id, name }) => ({ id, name })),
      }));

      const starts = contract({
        tag: 'App',
        summary: 'Start single sign-on: 302 to the provider',
        security: 'none',
        params: idParams,
        querystring: ssoStartQuerySchema,
        status: 302,
        example: { params: { id: REFERENCE_SSO_PROVIDER_ID }, query: { returnTo: '/contributions' } },
      });
      app.get('/:id/start', { schema: starts }, async (request, reply) =>
        start(request, reply, 'account', { ...request.params, ...request.query }),
      );

      const callback = contract({
        tag: 'App',
        summary: "The provider's answer: 302 to /sso/callback#code=… or to the sign-in page with ?ssoError=",
        security: 'none',
        params: idParams,
        querystring: callbackQuerySchema,
        status: 302,
        // The code and state are the provider's, for the browser that started the sign-in (its cookie).
        example: {
          params: { id: REFERENCE_SSO_PROVIDER_ID },
          query: { code: 'SplxlOBeZQQYbYS6WxSbIA', state: 'af0ifjsldkj3Xq9rW2tK7m' },
        },
      });
      app.get('/:id/callback', { schema: callback }, async (request, reply) => {
        const { id } = request.params;
        const oidc = client(id);
        const query = request.query;
        const pending = readPending(request);
        // The cookie is spent whatever happens next: a state is good for one answer.
        setCookie(reply, '', 0);
        const kind: Kind = pending?.kind ?? 'account';
        try {
          if (!pending) {
            throw new SsoError('This sign-in was not started in this browser, or took too long: start again');
          }
          if (pending.provider !== id || !query.state || !safeEqual(query.state, pending.state)) {
            throw new SsoError(
              'The answer does not match the sign-in this browser started (state): start again',
            );
          }
          if (query.error) {
            throw new SsoError(
              `${oidc.provider.name} did not sign you in: ${query.error_description ?? query.error}`,
            );
          }
          if (!query.code) throw new SsoError(`${oidc.provider.name} sent no authorization code`);
          const claims = await oidc.signIn({
            code: query.code,
            redirectUri: redirectUri(oidc.provider),
            codeVerifier: pending.verifier,
            nonce: pending.nonce,
          });
          const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
          if (!email) throw new SsoError(`${oidc.provider.name} did not share your email address`);
          if (claims.email_verified !== true) {
            throw new SsoError(
              `Your email address is not verified at ${oidc.provider.name}: verify it there, or sign in with your password`,
            );
          }
          const ownerId = await findOwner(kind, oidc.provider, claims.sub!, email);
          if (!ownerId) {
            throw new SsoError(
              kind === 'account'
                ? 'No active account uses this email address: ask an administrator to create one'
                : 'No active platform account uses this email address: ask an admin to invite you',
            );
          }
          const token = await signIn[kind].signIn(request, oidc.provider, ownerId);
          request.log.info({ event: 'auth.sso.succeeded', provider: id, kind }, 'signed in with SSO');
          // The fragment never reaches a server, a log or a Referer header; and what it carries is worth nothing
          // without this browser's hand-over cookie (login CSRF, ASVS V10.1.2).
          const handOver = sealSsoHandOver(ctx, { kind, token, returnTo: pending.returnTo });
          setCookie(reply, handOver.binding, SSO_HAND_OVER_TTL_MS / 1000, SSO_HAND_OVER_COOKIE);
          const fragment = new URLSearchParams({ code: handOver.code });
          const page = kind === 'member' ? PLATFORM_PATHS.ssoCallback : SSO_CALLBACK_PATH;
          return reply.redirect(`${ctx.config.publicOrigin}${page}#${fragment.toString()}`, 302);
        } catch (error) {
          // A provider that cannot be reached fails the sign-in, never opens it (ASVS V16.5.3).
          const message =
            error instanceof SsoError
              ? error.message
              : `${oidc.provider.name} could not complete the sign-in: try again later`;
          if (!(error instanceof SsoError)) request.log.warn({ err: error, provider: id }, 'SSO failed');
          request.log.info({ event: 'auth.sso.failed', provider: id, reason: message }, 'SSO refused');
          return fail(reply, kind, message);
        }
      });

      const handsOver = contract({
        tag: 'App',
        summary:
          "Exchange a single sign-on's one-time code for its session token, in the browser that signed in",
        security: 'none',
        body: handOverBodySchema,
        response: handOverResponseSchema,
        // The code and the hand-over cookie are those of a sign-in in the reader's own browser.
        example: { body: { code: 'v1.Zm9yIGV4YW1wbGUgb25seQ', kind: 'account' }, standIns: ['code'] },
      });
      app.post('/hand-over', { schema: handsOver }, async (request, reply) => {
        const binding = readCookie(request.headers.cookie, SSO_HAND_OVER_COOKIE);
        // Spent whatever happens next: a code is exchanged once, and only where the callback set its cookie.
        setCookie(reply, '', 0, SSO_HAND_OVER_COOKIE);
        const handOver = readHandOver(request.body.code);
        if (
          !handOver ||
          !binding ||
          handOver.kind !== request.body.kind ||
          !safeEqual(sha256Hex(binding), handOver.binding)
        ) {
          request.log.info({ event: 'auth.sso.hand_over_refused' }, 'SSO hand-over refused');
          throw new HttpError(400, HAND_OVER_REFUSED);
        }
        return { data: { token: handOver.token, returnTo: handOver.returnTo } };
      });
    },
    /** Under /v1/platform/auth/sso: the same providers for platform members. */
    platform: async (instance: FastifyInstance) => {
      const app = instance.withTypeProvider<ZodTypeProvider>();
      const providers = contract({
        tag: 'Platform',
        summary: 'The single sign-on providers platform members may use',
        security: 'none',
        response: ssoProvidersResponseSchema,
        example: {},
      });
      app.get('/providers', { schema: providers }, async (): Promise<SsoProvidersResponse> => ({
        data: ctx.config.ssoProviders.map(({ id, name }) => ({ id, name })),
      }));
      const starts = contract({
        tag: 'Platform',
        summary: 'Start single sign-on for a platform member: 302 to the provider',
        security: 'none',
        params: idParams,
        querystring: ssoStartQuerySchema,
        status: 302,
        example: { params: { id: REFERENCE_SSO_PROVIDER_ID }, query: { returnTo: '/' } },
      });
      app.get('/:id/start', { schema: starts }, async (request, reply) =>
        start(request, reply, 'member', { ...request.params, ...request.query }),
      );
    },
  };
}
