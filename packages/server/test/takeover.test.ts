// No takeover paths: sign-in is throttled per email and address, per email, per address and for the whole server
// before any password is checked (so a throttled account answers the same to the right and a wrong password, and
// an unknown email the same as a known one), a flood of fresh emails from one address is throttled while people
// elsewhere still sign in, nobody's failures keep an owner out (a browser that signed in before is counted apart,
// by its device cookie), and deactivation or a new password ends the account's widget sessions and sockets too.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE_ID } from '@herald/protocol';
import { hashPassword } from '../src/security/password.js';
import {
  createSignInThrottle,
  DEVICE_COOKIES,
  SIGN_IN_LIMITS,
  type SignInScope,
} from '../src/security/sign-in-throttle.js';
import { memoryBucketStore } from '../src/security/rate-limit-store.js';
import {
  connectSocket,
  getJson,
  insertAccount,
  postJson,
  signIn,
  startServer,
  type TestServer,
} from './harness.js';
import { MEMBER_PASSWORD, signUp } from './platform-support.js';

const PASSWORD = 'a perfectly personal passphrase';
const DEVICES = { deviceKey: Buffer.alloc(32, 7), secureCookies: false };
let server: TestServer;
let sequence = 0;

beforeEach(async () => {
  server = await startServer();
  server.freeze();
});
afterEach(() => server.stop());

async function person(roleID: number = ROLE_ID.MANAGER) {
  sequence += 1;
  const email = `person.${sequence}@herald.test`;
  const faculty = await server.herald.ctx.db
    .selectFrom('faculties')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const account = await insertAccount(server, {
    email,
    name: `Person ${sequence}`,
    roleID,
    facultyId: roleID === ROLE_ID.STUDENT ? faculty.id : null,
    passwordHash: await hashPassword(PASSWORD, server.herald.ctx.config.passwordCost),
  });
  return { ...account, email };
}

async function attempt(email: string, password: string) {
  const response = await fetch(`${server.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as unknown,
  };
}

/** A sign-in from another client address, through the same server. */
async function attemptFrom(address: string, email: string, password: string) {
  const response = await server.herald.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    remoteAddress: address,
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('a throttled account', () => {
  it('answers the right password exactly as a wrong one: no 423, no oracle', async () => {
    const { email } = await person();
    for (let i = 0; i < SIGN_IN_LIMITS.source.burst; i += 1) {
      expect((await attempt(email, `wrong ${i}`)).status).toBe(401);
    }
    const right = await attempt(email, PASSWORD);
    const wrong = await attempt(email, 'still wrong');
    expect(right.status).toBe(429);
    expect(right).toEqual(wrong);
    expect(right.body).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/Too many sign-in attempts/),
    });
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
  });

  it('is throttled exactly like an email that belongs to nobody', async () => {
    const { email } = await person();
    const nobody = 'nobody.at.all@herald.test';
    const answers = async (who: string) => {
      const seen: unknown[] = [];
      for (let i = 0; i <= SIGN_IN_LIMITS.source.burst; i += 1) seen.push(await attempt(who, `guess ${i}`));
      return seen;
    };
    expect(await answers(nobody)).toEqual(await answers(email));
  });

  it('is slowed down, never locked: its owner signs in once the wait is over', async () => {
    const { email } = await person();
    for (let i = 0; i < SIGN_IN_LIMITS.source.burst; i += 1) await attempt(email, `wrong ${i}`);
    const refused = await attempt(email, PASSWORD);
    expect(refused.status).toBe(429);
    server.advance(Number(refused.retryAfter) * 1000);
    expect((await attempt(email, PASSWORD)).status).toBe(200);
  });

  it('never counts its owner’s successful sign-ins against it', async () => {
    const { email } = await person();
    for (let i = 0; i < SIGN_IN_LIMITS.source.burst + 2; i += 1) {
      expect((await attempt(email, PASSWORD)).status).toBe(200);
    }
  });
});

/** The two audiences that sign in with a password: the university's accounts and the platform's members. */
const AUDIENCES: Record<
  SignInScope,
  { path: string; owner(): Promise<{ email: string; password: string }> }
> = {
  app: {
    path: '/v1/auth/login',
    owner: async () => ({ email: (await person()).email, password: PASSWORD }),
  },
  platform: {
    path: '/v1/platform/auth/login',
    owner: async () => ({ email: (await signUp(server)).email, password: MEMBER_PASSWORD }),
  },
};

/** A sign-in from a browser at `address`, with the device cookie it holds, if any. */
async function signInFrom(
  scope: SignInScope,
  address: string,
  email: string,
  password: string,
  device?: string,
) {
  const response = await server.herald.app.inject({
    method: 'POST',
    url: AUDIENCES[scope].path,
    payload: { email, password },
    remoteAddress: address,
    headers: device ? { cookie: device } : {},
  });
  const setCookie = [response.headers['set-cookie'] ?? []].flat();
  const issued = setCookie.find((cookie) => cookie.startsWith(`${DEVICE_COOKIES[scope].name}=`));
  return {
    status: response.statusCode,
    body: response.json() as unknown,
    setCookie: issued,
    /** The cookie as the browser sends it back. */
    device: issued?.split(';')[0],
  };
}

describe.each(Object.keys(AUDIENCES) as SignInScope[])('nobody keeps an owner out (%s)', (scope) => {
  it('failures from one address, one a minute for half an hour, do not hold the owner at another', async () => {
    const owner = await AUDIENCES[scope].owner();
    for (let i = 0; i < SIGN_IN_LIMITS.source.burst; i += 1) {
      expect((await signInFrom(scope, '203.0.113.5', owner.email, `guess ${i}`)).status).toBe(401);
    }
    for (let minute = 0; minute < 30; minute += 1) {
      server.advance(60_000);
      await signInFrom(scope, '203.0.113.5', owner.email, `guess at minute ${minute}`);
    }
    expect((await signInFrom(scope, '203.0.113.5', owner.email, owner.password)).status).toBe(429);
    // A browser that never signed in, elsewhere: the guesser's failures are theirs.
    expect((await signInFrom(scope, '198.51.100.7', owner.email, owner.password)).status).toBe(200);
  });

  it('a browser that signed in before carries a device cookie that no failure from anywhere holds back', async () => {
    const owner = await AUDIENCES[scope].owner();
    const first = await signInFrom(scope, '192.0.2.10', owner.email, owner.password);
    expect(first.status).toBe(200);
    expect(first.setCookie).toBe(
      `${first.device}; Path=${DEVICE_COOKIES[scope].path}; Max-Age=15552000; HttpOnly; SameSite=Strict`,
    );

    // Guesses at the email from several addresses empty its bucket for every browser without its device cookie…
    const guessers = Math.ceil(SIGN_IN_LIMITS.email.burst / SIGN_IN_LIMITS.source.burst) + 1;
    for (let i = 0; i < guessers * SIGN_IN_LIMITS.source.burst; i += 1) {
      await signInFrom(scope, `203.0.113.${1 + (i % guessers)}`, owner.email, `guess ${i}`);
    }
    expect((await signInFrom(scope, '198.51.100.99', owner.email, owner.password)).status).toBe(429);
    // …and a flood of other emails from the owner's own address (a shared campus network) empties that address's.
    for (let i = 0; i < SIGN_IN_LIMITS.address.burst; i += 1) {
      await signInFrom(scope, '192.0.2.10', `flood.${i}@elsewhere.test`, 'guess');
    }
    expect((await signInFrom(scope, '192.0.2.10', owner.email, owner.password)).status).toBe(429);

    // The owner's browser still signs in at once, and gets a new device cookie.
    const again = await signInFrom(scope, '192.0.2.10', owner.email, owner.password, first.device);
    expect(again.status).toBe(200);
    expect(again.device).toMatch(new RegExp(`^${DEVICE_COOKIES[scope].name}=`));
    expect(again.device).not.toBe(first.device);
  });

  it("counts a device cookie's own failures, and only for the email it was given for", async () => {
    const owner = await AUDIENCES[scope].owner();
    const other = await AUDIENCES[scope].owner();
    const { device } = await signInFrom(scope, '192.0.2.20', owner.email, owner.password);
    for (let i = 0; i < SIGN_IN_LIMITS.device.burst; i += 1) {
      expect((await signInFrom(scope, '192.0.2.20', owner.email, `typo ${i}`, device)).status).toBe(401);
    }
    expect((await signInFrom(scope, '192.0.2.20', owner.email, owner.password, device)).status).toBe(429);
    server.advance(60_000);
    expect((await signInFrom(scope, '192.0.2.20', owner.email, owner.password, device)).status).toBe(200);

    // At another email, or forged, the cookie is no device: those attempts are counted as anyone's.
    for (let i = 0; i < SIGN_IN_LIMITS.source.burst; i += 1) {
      await signInFrom(scope, '192.0.2.20', other.email, `guess ${i}`, device);
    }
    expect((await signInFrom(scope, '192.0.2.20', other.email, other.password, device)).status).toBe(429);
    const forged = `${device!.slice(0, -4)}AAAA`;
    expect((await signInFrom(scope, '192.0.2.21', owner.email, 'typo', forged)).status).toBe(401);
    for (let i = 0; i < SIGN_IN_LIMITS.source.burst; i += 1) {
      await signInFrom(scope, '192.0.2.21', owner.email, `typo ${i}`, forged);
    }
    expect((await signInFrom(scope, '192.0.2.21', owner.email, owner.password, forged)).status).toBe(429);
  });
});

describe('a flood of sign-ins with distinct emails from one address', () => {
  it('is throttled after a few, while a real user at another address still signs in', async () => {
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i += 1) {
      const { status } = await attempt(`flood.${i}@elsewhere.test`, 'password123456');
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses.get(401)).toBe(SIGN_IN_LIMITS.address.burst);
    expect(statuses.get(429)).toBe(1000 - SIGN_IN_LIMITS.address.burst);

    const { email } = await person();
    const real = await attemptFrom('198.51.100.7', email, PASSWORD);
    expect(real.status).toBe(200);
    // Twenty password checks at about 0.4 s each on a small machine, and a thousand refusals.
  }, 120_000);
});

describe('the server-wide limit', () => {
  it('refuses attempts from many addresses beyond its burst, and admits again as it refills', async () => {
    let now = Date.UTC(2026, 10, 25, 9, 0, 0);
    const throttle = createSignInThrottle(memoryBucketStore(), () => now, DEVICES);
    const answers = [];
    for (let i = 0; i < SIGN_IN_LIMITS.global.burst + 5; i += 1) {
      answers.push(
        await throttle.admit('app', { address: `203.0.113.${i % 250}`, email: `spread.${i}@elsewhere.test` }),
      );
    }
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(SIGN_IN_LIMITS.global.burst);
    const refused = answers.filter((answer) => !answer.allowed);
    expect(refused).toHaveLength(5);
    now += 1000;
    // 600 a minute is 10 a second.
    const next = [];
    for (let i = 0; i < 11; i += 1) {
      next.push(await throttle.admit('app', { address: '192.0.2.1', email: `later.${i}@x.test` }));
    }
    expect(next.filter((answer) => answer.allowed)).toHaveLength(10);
  });
});

describe("an account's widget sessions", () => {
  async function widgetSession(token: string) {
    const me = await getJson(`${server.url}/v1/auth/me`, token);
    const { widget } = me.body.data;
    const body = {
      applicationIdentifier: widget.applicationIdentifier,
      subscriberId: widget.subscriberId,
      hmacHash: widget.subscriberHash,
    };
    const session = await postJson(`${server.url}/v1/widgets/session/initialize`, body);
    expect(session.status).toBe(201);
    return {
      token: session.body.data.token as string,
      initialize: () => postJson(`${server.url}/v1/widgets/session/initialize`, body),
    };
  }
  const feed = (token: string) => getJson(`${server.url}/v1/widgets/notifications/feed`, token);

  it('end with its deactivation: the token is refused, its socket closed, and no new one opens', async () => {
    const account = await person(ROLE_ID.STUDENT);
    const widget = await widgetSession(account.token);
    expect((await feed(widget.token)).status).toBe(200);
    const socket = await connectSocket(server.url, widget.token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    try {
      const admin = await signIn(server.url, 'ADMIN');
      const deactivated = await fetch(`${server.url}/v1/accounts/${account.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ active: false }),
      });
      expect(deactivated.status).toBe(200);
      expect(await closed).toBe('io server disconnect');
      expect((await feed(widget.token)).status).toBe(401);
      await expect(connectSocket(server.url, widget.token)).rejects.toThrow(/invalid/);
      // The hash handed out before covers the account's old credential: it opens nothing now.
      const reopened = await widget.initialize();
      expect(reopened).toMatchObject({ status: 400, body: { message: 'Please provide a valid HMAC hash' } });
    } finally {
      socket.disconnect();
    }
  });

  it('end with a new password, and a session opened after it works', async () => {
    const account = await person(ROLE_ID.STUDENT);
    const widget = await widgetSession(account.token);
    const socket = await connectSocket(server.url, widget.token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    try {
      const changed = await postJson(
        `${server.url}/v1/auth/change-password`,
        { currentPassword: PASSWORD, newPassword: 'another personal passphrase' },
        account.token,
      );
      expect(changed.status).toBe(200);
      expect(await closed).toBe('io server disconnect');
      expect((await feed(widget.token)).status).toBe(401);
      expect((await widget.initialize()).status).toBe(400);
      const fresh = await widgetSession(changed.body.data.token);
      expect((await feed(fresh.token)).status).toBe(200);
    } finally {
      socket.disconnect();
    }
  });

  it('end with signing out: the subscriber hash handed out before opens no new one, the next sign-in gets one that does', async () => {
    const account = await person(ROLE_ID.STUDENT);
    const widget = await widgetSession(account.token);
    expect((await postJson(`${server.url}/v1/auth/logout`, {}, account.token)).status).toBe(200);
    expect((await feed(widget.token)).status).toBe(401);
    const reopened = await widget.initialize();
    expect(reopened).toMatchObject({ status: 400, body: { message: 'Please provide a valid HMAC hash' } });

    const again = await attempt(account.email, PASSWORD);
    expect(again.status).toBe(200);
    const fresh = await widgetSession((again.body as { data: { token: string } }).data.token);
    expect((await feed(fresh.token)).status).toBe(200);
  });
});
