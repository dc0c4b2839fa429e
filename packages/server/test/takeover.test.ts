// No takeover paths: sign-in is throttled per email, per address and for the whole server before any password
// is checked (so a throttled account answers the same to the right and a wrong password, and an unknown email
// the same as a known one), a flood of fresh emails from one address is throttled while people elsewhere still
// sign in, and deactivation or a new password ends the account's widget sessions and their sockets too.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE_ID } from '@herald/protocol';
import { hashPassword } from '../src/security/password.js';
import { createSignInThrottle, SIGN_IN_LIMITS } from '../src/security/sign-in-throttle.js';
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

const PASSWORD = 'a perfectly personal passphrase';
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
    for (let i = 0; i < SIGN_IN_LIMITS.email.burst; i += 1) {
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
      for (let i = 0; i <= SIGN_IN_LIMITS.email.burst; i += 1) seen.push(await attempt(who, `guess ${i}`));
      return seen;
    };
    expect(await answers(nobody)).toEqual(await answers(email));
  });

  it('is slowed down, never locked: its owner signs in once the wait is over', async () => {
    const { email } = await person();
    for (let i = 0; i < SIGN_IN_LIMITS.email.burst; i += 1) await attempt(email, `wrong ${i}`);
    const refused = await attempt(email, PASSWORD);
    expect(refused.status).toBe(429);
    server.advance(Number(refused.retryAfter) * 1000);
    expect((await attempt(email, PASSWORD)).status).toBe(200);
  });

  it('never counts its owner’s successful sign-ins against it', async () => {
    const { email } = await person();
    for (let i = 0; i < SIGN_IN_LIMITS.email.burst + 2; i += 1) {
      expect((await attempt(email, PASSWORD)).status).toBe(200);
    }
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
    const throttle = createSignInThrottle(memoryBucketStore(), () => now);
    const answers = [];
    for (let i = 0; i < SIGN_IN_LIMITS.global.burst + 5; i += 1) {
      answers.push(await throttle.admit('app', `203.0.113.${i % 250}`, `spread.${i}@elsewhere.test`));
    }
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(SIGN_IN_LIMITS.global.burst);
    const refused = answers.filter((answer) => !answer.allowed);
    expect(refused).toHaveLength(5);
    now += 1000;
    // 600 a minute is 10 a second.
    const next = [];
    for (let i = 0; i < 11; i += 1) next.push(await throttle.admit('app', '192.0.2.1', `later.${i}@x.test`));
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
