// A real OpenID Connect provider on loopback (oidc-provider), with its development sign-in form: whoever types
// a login signs in as that user. Users are the test's own; consent is given by the grant loader.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface IdpUser {
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface LoopbackIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** A free loopback port, for a server whose address others must know before it starts. */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startIdp(options: {
  users: Record<string, IdpUser>;
  redirectUris: string[];
  clientId?: string;
}): Promise<LoopbackIdp> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = options.clientId ?? 'herald';
  const clientSecret = 'a-client-secret-for-tests-only-0123456789';
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Claims in the ID token itself, as Google and Entra ID send them.
    conformIdTokenClaims: false,
    cookies: { keys: ['a-cookie-key-for-tests-only'] },
    pkce: { required: () => true },
    async findAccount(_ctx, id) {
      const user = options.users[id];
      if (!user) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: user.email,
          email_verified: user.emailVerified,
          name: user.name,
        }),
      };
    },
    // Consent is implied: every client gets the scopes it asks for.
    async loadExistingGrant(ctx) {
      const { Grant } = ctx.oidc.provider;
      const grant = new Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  handle = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A tiny cookie jar: names and values, as a browser would send them back to one host. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A GET or POST without following redirects, carrying and keeping the jar's cookies. */
export async function step(jar: CookieJar, url: string, form?: Record<string, string>) {
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  jar.store(response);
  const location = response.headers.get('location');
  return { status: response.status, location: location ? new URL(location, url).toString() : undefined };
}

/**
 * Signs `login` in at the provider from its authorization URL, as a browser would: the development form, then
 * the redirects. Answers the URL the provider sends the browser back to (Herald's callback with code and state).
 */
export async function signInAtIdp(authorizationUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  let response = await step(jar, authorizationUrl);
  const interaction = response.location!;
  response = await step(jar, interaction, { prompt: 'login', login, password: 'any' });
  while (response.location && !response.location.includes('/callback')) {
    response = await step(jar, response.location);
  }
  if (!response.location) throw new Error(`the provider stopped with ${response.status}`);
  return response.location;
}
