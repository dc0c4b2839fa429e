import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ssoProvidersResponseSchema } from '@herald/protocol/schemas';
import { getJson, startServer, type TestServer } from './harness.js';
import { MEMBER_PASSWORD, call } from './platform-support.js';
import { SSO_HAND_OVER_TTL_MS } from '../src/sso/sso.routes.js';
import { CookieJar, freePort, signInAtIdp, startIdp, step, type LoopbackIdp } from './sso-provider.js';

const USERS = {
  sam: { email: 'student@herald.test', emailVerified: true, name: 'Sam' },
  unverified: { email: 'student@herald.test', emailVerified: false },
  stranger: { email: 'nobody@elsewhere.test', emailVerified: true },
  platform: { email: 'ops-admin@acme.test', emailVerified: true },
};

let server: TestServer;
let origin: string;
const idps: LoopbackIdp[] = [];

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  for (const id of ['google', 'microsoft']) {
    idps.push(await startIdp({ users: USERS, redirectUris: [`${origin}/v1/auth/sso/${id}/callback`] }));
  }
  const [google, microsoft] = idps;
  server = await startServer({
    port,
    publicOrigin: origin,
    ssoProviders: [
      {
        id: 'google',
        name: 'Google',
        issuer: google!.issuer,
        clientId: google!.clientId,
        clientSecret: google!.clientSecret,
      },
      {
        id: 'microsoft',
        name: 'Microsoft',
        issuer: microsoft!.issuer,
        clientId: microsoft!.clientId,
        clientSecret: microsoft!.clientSecret,
      },
    ],
  });
});
afterAll(async () => {
  await server.stop();
  for (const idp of idps) await idp.close();
});

/** Starts a sign-in at Herald: answers the provider's authorization URL and the browser's Herald cookies. */
async function start(path = '/v1/auth/sso/google/start?returnTo=/student/event') {
  const jar = new CookieJar();
  const started = await step(jar, `${origin}${path}`);
  expect(started.status).toBe(302);
  return { jar, authorizationUrl: new URL(started.location!) };
}

/** Where Herald's callback sends the browser. */
async function callback(jar: CookieJar, url: string) {
  const answer = await step(jar, url);
  expect(answer.status).toBe(302);
  return new URL(answer.location!);
}

function ssoError(url: URL) {
  return url.searchParams.get('ssoError');
}

/** The app's callback page: exchanges the fragment's one-time code, with the browser's cookies. */
async function handOver(jar: CookieJar, landing: URL, kind: 'account' | 'member' = 'account') {
  const code = new URLSearchParams(landing.hash.slice(1)).get('code');
  const response = await fetch(`${origin}/v1/auth/sso/hand-over`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: jar.header() },
    body: JSON.stringify({ code, kind }),
  });
  jar.store(response);
  // A refusal's body is `{ statusCode, message }`, which the tests match as a whole.
  return {
    status: response.status,
    body: (await response.json()) as { data: { token: string; returnTo: string } },
  };
}

describe('single sign-on providers', () => {
  it('lists the configured providers only, and 404s an unknown one', async () => {
    const listed = await getJson(`${origin}/v1/auth/sso/providers`);
    expect(ssoProvidersResponseSchema.parse(listed.body).data).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'microsoft', name: 'Microsoft' },
    ]);
    expect((await getJson(`${origin}/v1/auth/sso/github/start`)).status).toBe(404);
  });

  it('sends the browser to the provider with PKCE, state and nonce, and never back to another site', async () => {
    const { authorizationUrl } = await start();
    expect(authorizationUrl.origin).toBe(idps[0]!.issuer);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(authorizationUrl.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    const evil = await getJson(`${origin}/v1/auth/sso/google/start?returnTo=//evil.example/`);
    expect(evil.body).toEqual({
      statusCode: 400,
      message: 'returnTo: returnTo must be a path inside the app',
    });
  });
});

describe('signing in through the provider', () => {
  it('signs a seeded student in by verified email, handing over a one-time code this browser exchanges', async () => {
    for (const provider of ['google', 'microsoft']) {
      const { jar, authorizationUrl } = await start(`/v1/auth/sso/${provider}/start?returnTo=/student/event`);
      const landing = await callback(jar, await signInAtIdp(authorizationUrl.toString(), 'sam'));
      expect(`${landing.origin}${landing.pathname}`).toBe(`${origin}/sso/callback`);
      expect(landing.search).toBe('');
      // The address carries no session: only a code worth something with this browser's cookie.
      expect([...new URLSearchParams(landing.hash.slice(1)).keys()]).toEqual(['code']);
      const exchanged = await handOver(jar, landing);
      expect(exchanged.status).toBe(200);
      expect(exchanged.body.data.returnTo).toBe('/student/event');
      const me = await getJson(`${origin}/v1/auth/me`, exchanged.body.data.token);
      expect(me.body.data).toMatchObject({ email: 'student@herald.test', roleID: 4 });
    }
  });

  it("signs nobody in with a link to someone else's sign-in (login CSRF), and hands a session over once", async () => {
    const refused = {
      status: 400,
      body: {
        statusCode: 400,
        message:
          'This sign-in was not completed in this browser, was already used or took too long: start again',
      },
    };
    // The attacker signs in in their own browser and sends the address the callback gave them.
    const attacker = await start();
    const link = await callback(attacker.jar, await signInAtIdp(attacker.authorizationUrl.toString(), 'sam'));
    // Opened in the victim's browser, with or without a sign-in of its own under way, it exchanges nothing.
    expect(await handOver(new CookieJar(), link)).toMatchObject(refused);
    const victim = await start();
    const own = await callback(victim.jar, await signInAtIdp(victim.authorizationUrl.toString(), 'sam'));
    expect(await handOver(victim.jar, link)).toMatchObject(refused);
    // A refused code spends the victim's cookie too: their own code now needs a new sign-in.
    expect(await handOver(victim.jar, own)).toMatchObject(refused);

    // In the browser that signed in, the code works once, and only within its two minutes.
    expect((await handOver(attacker.jar, link)).status).toBe(200);
    expect(await handOver(attacker.jar, link)).toMatchObject(refused);
    const late = await start();
    const slow = await callback(late.jar, await signInAtIdp(late.authorizationUrl.toString(), 'sam'));
    server.advance(SSO_HAND_OVER_TTL_MS + 1);
    try {
      expect(await handOver(late.jar, slow)).toMatchObject(refused);
    } finally {
      server.advance(-SSO_HAND_OVER_TTL_MS - 1);
    }
    // An account's code opens no member session.
    const forMember = await start();
    const member = await callback(
      forMember.jar,
      await signInAtIdp(forMember.authorizationUrl.toString(), 'sam'),
    );
    expect(await handOver(forMember.jar, member, 'member')).toMatchObject(refused);
  });

  it('refuses a forged state, and an answer arriving in a browser that never started the sign-in', async () => {
    const forged = await start();
    forged.authorizationUrl.searchParams.set('state', 'forged-state-forged-state-forged-state-0000');
    const refused = await callback(forged.jar, await signInAtIdp(forged.authorizationUrl.toString(), 'sam'));
    expect(`${refused.origin}${refused.pathname}`).toBe(`${origin}/`);
    expect(ssoError(refused)).toBe(
      'The answer does not match the sign-in this browser started (state): start again',
    );
    expect(refused.hash).toBe('');

    const genuine = await start();
    const elsewhere = await callback(
      new CookieJar(),
      await signInAtIdp(genuine.authorizationUrl.toString(), 'sam'),
    );
    expect(ssoError(elsewhere)).toBe(
      'This sign-in was not started in this browser, or took too long: start again',
    );
  });

  it('refuses an ID token carrying another nonce', async () => {
    const { jar, authorizationUrl } = await start();
    authorizationUrl.searchParams.set('nonce', 'another-nonce-another-nonce-another-nonce-0');
    const refused = await callback(jar, await signInAtIdp(authorizationUrl.toString(), 'sam'));
    expect(ssoError(refused)).toBe(
      'The ID token does not belong to this sign-in (its nonce differs): start again',
    );
  });

  it('refuses an expired code, and a code used twice', async () => {
    const { jar, authorizationUrl } = await start();
    const answer = await signInAtIdp(authorizationUrl.toString(), 'sam');
    // The provider's codes live 60 seconds: two minutes pass on every clock in this process.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    try {
      const refused = await callback(jar, answer);
      expect(ssoError(refused)).toBe(
        'The sign-in code has expired or was already used: start the sign-in again',
      );
    } finally {
      vi.useRealTimers();
    }

    const second = await start();
    const twice = await signInAtIdp(second.authorizationUrl.toString(), 'sam');
    const cookies = second.jar.header();
    const first = await callback(second.jar, twice);
    expect(first.hash).toMatch(/^#code=/);
    const replay = new CookieJar();
    replay.store(new Response(null, { headers: { 'set-cookie': cookies } }));
    expect(ssoError(await callback(replay, twice))).toBe(
      'The sign-in code has expired or was already used: start the sign-in again',
    );
  });

  it('refuses an email the provider has not verified', async () => {
    const { jar, authorizationUrl } = await start();
    const refused = await callback(jar, await signInAtIdp(authorizationUrl.toString(), 'unverified'));
    expect(ssoError(refused)).toBe(
      'Your email address is not verified at Google: verify it there, or sign in with your password',
    );
  });

  it('never creates an account for an email nobody has', async () => {
    const before = await server.herald.ctx.db.selectFrom('accounts').select('id').execute();
    const { jar, authorizationUrl } = await start();
    const refused = await callback(jar, await signInAtIdp(authorizationUrl.toString(), 'stranger'));
    expect(ssoError(refused)).toBe(
      'No active account uses this email address: ask an administrator to create one',
    );
    const after = await server.herald.ctx.db.selectFrom('accounts').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});

describe('single sign-on for platform members', () => {
  it('signs an active member in with a member token, on the platform side', async () => {
    const created = await call(server, 'POST', '/platform/organizations', {
      body: { name: 'Ops', admin: { name: 'Oz', email: USERS.platform.email, password: MEMBER_PASSWORD } },
    });
    expect(created.status).toBe(201);
    const { jar, authorizationUrl } = await start('/v1/platform/auth/sso/microsoft/start');
    const landing = await callback(jar, await signInAtIdp(authorizationUrl.toString(), 'platform'));
    expect(landing.pathname).toBe('/platform/sso/callback');
    const exchanged = await handOver(jar, landing, 'member');
    expect(exchanged.status).toBe(200);
    const token = exchanged.body.data.token as string;
    const me = await call(server, 'GET', '/platform/me', { token });
    expect(me.body.data.member).toMatchObject({ email: USERS.platform.email, role: 'admin' });
    // A member token is not an app session.
    expect((await getJson(`${origin}/v1/auth/me`, token)).status).toBe(401);

    const stranger = await start('/v1/platform/auth/sso/google/start');
    const refused = await callback(
      stranger.jar,
      await signInAtIdp(stranger.authorizationUrl.toString(), 'stranger'),
    );
    expect(refused.pathname).toBe('/platform/sign-in');
    expect(ssoError(refused)).toBe(
      'No active platform account uses this email address: ask an admin to invite you',
    );
  });
});
