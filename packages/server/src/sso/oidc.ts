// An OpenID Connect relying party with jose: discovery (the issuer must match exactly, ASVS V10.5.3), the
// authorization code flow with PKCE (S256), and ID tokens verified against the provider's published keys.
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { SsoProviderConfig } from '../config.js';

/** A sign-in failure whose message is shown to the person signing in. */
export class SsoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SsoError';
  }
}

const metadataSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
type Metadata = z.infer<typeof metadataSchema>;
type JWKS = ReturnType<typeof createRemoteJWKSet>;

const tokenResponseSchema = z.object({ id_token: z.string().min(1) });

/** Asymmetric algorithms only: never `none`, never an HMAC keyed with something public (ASVS V9.1.2). */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

const DISCOVERY_TTL_MS = 10 * 60 * 1000;
const FETCH_TIMEOUT_MS = 10_000;

export interface OidcClient {
  provider: SsoProviderConfig;
  /** The provider's authorization URL for a new sign-in. */
  authorizationUrl(input: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeChallenge: string;
  }): Promise<string>;
  /** Exchanges the code and answers the verified ID token's claims. */
  signIn(input: {
    code: string;
    redirectUri: string;
    codeVerifier: string;
    nonce: string;
  }): Promise<JWTPayload>;
}

export function randomValue(): string {
  return randomBytes(32).toString('base64url');
}

export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function createOidcClient(provider: SsoProviderConfig, now: () => Date): OidcClient {
  let discovered: { at: number; result: Promise<{ metadata: Metadata; keys: JWKS }> } | undefined;

  async function load(): Promise<{ metadata: Metadata; keys: JWKS }> {
    const url = `${provider.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new SsoError(`${provider.name} is not reachable: try again later`);
    const parsed = metadataSchema.safeParse(await response.json());
    if (!parsed.success || parsed.data.issuer !== provider.issuer) {
      throw new SsoError(`${provider.name} is not configured correctly (its issuer does not match)`);
    }
    const keys = createRemoteJWKSet(new URL(parsed.data.jwks_uri), { timeoutDuration: FETCH_TIMEOUT_MS });
    return { metadata: parsed.data, keys };
  }

  /** The provider's metadata and keys, fetched once every ten minutes; a failure is retried next time. */
  function discover() {
    const at = now().getTime();
    if (!discovered || at - discovered.at > DISCOVERY_TTL_MS) {
      const entry = { at, result: load() };
      discovered = entry;
      entry.result.catch(() => {
        if (discovered === entry) discovered = undefined;
      });
    }
    return discovered.result;
  }

  return {
    provider,
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      const { metadata } = await discover();
      const url = new URL(metadata.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: provider.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    async signIn({ code, redirectUri, codeVerifier, nonce }) {
      const { metadata, keys } = await discover();
      const basic = Buffer.from(
        `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`,
      ).toString('base64');
      const response = await fetch(metadata.token_endpoint, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
        }),
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: unknown };
      if (!response.ok) {
        if (body.error === 'invalid_grant') {
          throw new SsoError('The sign-in code has expired or was already used: start the sign-in again');
        }
        throw new SsoError(`${provider.name} refused to complete the sign-in: start again`);
      }
      const tokens = tokenResponseSchema.safeParse(body);
      if (!tokens.success) throw new SsoError(`${provider.name} sent no ID token`);
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(tokens.data.id_token, keys, {
          issuer: provider.issuer,
          audience: provider.clientId,
          algorithms: ALGORITHMS,
          currentDate: now(),
          requiredClaims: ['sub', 'iat', 'exp'],
        }));
      } catch {
        throw new SsoError(`The ID token from ${provider.name} could not be verified`);
      }
      // With several audiences the token must be meant for this client (OpenID Connect Core 3.1.3.7).
      if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== provider.clientId) {
        throw new SsoError(`The ID token from ${provider.name} is meant for another application`);
      }
      if (claims.nonce !== nonce) {
        throw new SsoError('The ID token does not belong to this sign-in (its nonce differs): start again');
      }
      return claims;
    },
  };
}
