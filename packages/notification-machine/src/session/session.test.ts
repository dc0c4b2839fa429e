import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createCoverage } from '../../test/coverage.js';
import { aliceProfile, createMemoryStorage, createRecordingApi, deferred } from '../../test/fakes.js';
import { sendJson, startLocalBackend } from '../../test/local-backend.js';
import { createApiClient } from '../api/api-client.js';
import { ApiError } from '../api/api-error.js';
import { createSessionActor, sessionMachine } from './session.machine.js';
import {
  isSessionReady,
  sessionError,
  sessionProfile,
  sessionStatus,
  sessionToken,
} from './session.selectors.js';
import type { InitializeSessionInput, SessionInput, StartedSession } from './session.types.js';

const coverage = createCoverage(sessionMachine);
afterAll(() => {
  expect(coverage.missing()).toEqual([]);
});

const subscriber = {
  applicationIdentifier: 'herald-app',
  subscriberId: 'student-42',
  subscriberHash: 'a1b2',
};

/** The session store with its session call answered by `answer`, recording every call. */
function startSession(
  input: Omit<Partial<SessionInput>, 'api'>,
  answer: (call: InitializeSessionInput, signal: AbortSignal) => Promise<StartedSession>,
) {
  const api = createRecordingApi();
  const storage = createMemoryStorage();
  const calls: InitializeSessionInput[] = [];
  const initialize = (call: InitializeSessionInput, signal: AbortSignal) => {
    calls.push(call);
    return answer(call, signal);
  };
  const actor = createSessionActor(
    { storage, ...input, api, initialize },
    { inspect: coverage.inspect },
  ).start();
  return { actor, api, storage, calls };
}

const succeed =
  (token = 'widget-token') =>
  () =>
    Promise.resolve({ token, profile: aliceProfile });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('session store', () => {
  it('stays idle without a subscriber id and never calls the server', () => {
    const { actor, calls } = startSession({ applicationIdentifier: 'herald-app' }, succeed());

    expect(sessionStatus(actor.getSnapshot())).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('stays idle without an application identifier and never calls the server', () => {
    const { actor, calls } = startSession({ subscriberId: 'student-42' }, succeed());

    expect(sessionStatus(actor.getSnapshot())).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('initializes at once when both ids are present, sending the subscriber hash', () => {
    const pending = deferred<StartedSession>();
    const { actor, calls } = startSession(subscriber, () => pending.promise);

    expect(sessionStatus(actor.getSnapshot())).toBe('initializing');
    expect(calls).toEqual([expect.objectContaining(subscriber)]);
  });

  it('initializes once session.configure supplies the missing id', async () => {
    const { actor, calls } = startSession({ applicationIdentifier: 'herald-app' }, succeed());

    actor.send({ type: 'session.configure', ...subscriber });

    await waitFor(actor, isSessionReady);
    expect(calls).toHaveLength(1);
  });

  it('stores the token under widget_user_auth_token, hands it to the client and keeps the profile', async () => {
    const { actor, api, storage } = startSession(subscriber, succeed('token-1'));

    await waitFor(actor, isSessionReady);

    expect(storage.items.get('widget_user_auth_token')).toBe('token-1');
    expect(api.currentToken()).toBe('token-1');
    expect(sessionToken(actor.getSnapshot())).toBe('token-1');
    expect(sessionProfile(actor.getSnapshot())).toEqual(aliceProfile);
    expect(sessionError(actor.getSnapshot())).toBeUndefined();
  });

  it("logs the failure and exposes the server's message instead of spinning", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = new ApiError('Please provide a valid HMAC hash', { kind: 'response', statusCode: 400 });
    const { actor, storage } = startSession(subscriber, () => Promise.reject(refusal));

    await waitFor(actor, (snapshot) => snapshot.matches('failed'));

    expect(consoleError).toHaveBeenCalledWith('failed to initialize the session', refusal);
    expect(sessionError(actor.getSnapshot())).toBe('Please provide a valid HMAC hash');
    expect(sessionToken(actor.getSnapshot())).toBeUndefined();
    expect(storage.items.has('widget_user_auth_token')).toBe(false);
  });

  it('tries again on session.retry and clears the old error meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = deferred<StartedSession>();
    const answers = [() => Promise.reject(new Error('Network Error')), () => second.promise];
    const { actor } = startSession(subscriber, () => answers.shift()!());
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));

    actor.send({ type: 'session.retry' });
    expect(sessionStatus(actor.getSnapshot())).toBe('initializing');
    expect(sessionError(actor.getSnapshot())).toBeUndefined();
    second.resolve({ token: 'token-2', profile: aliceProfile });

    await waitFor(actor, isSessionReady);
    expect(sessionToken(actor.getSnapshot())).toBe('token-2');
  });

  it('clears the token on logout and waits for a subscriber again', async () => {
    const { actor, api, storage, calls } = startSession(subscriber, succeed());
    await waitFor(actor, isSessionReady);

    actor.send({ type: 'session.logout' });

    expect(sessionStatus(actor.getSnapshot())).toBe('idle');
    expect(storage.items.has('widget_user_auth_token')).toBe(false);
    expect(api.currentToken()).toBeNull();
    expect(sessionToken(actor.getSnapshot())).toBeUndefined();
    expect(sessionProfile(actor.getSnapshot())).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('starts a new session when another subscriber is configured', async () => {
    const { actor, calls } = startSession(subscriber, (call) =>
      Promise.resolve({ token: `token-for-${call.subscriberId}`, profile: aliceProfile }),
    );
    await waitFor(actor, isSessionReady);

    actor.send({
      type: 'session.configure',
      ...subscriber,
      subscriberId: 'student-43',
      subscriberHash: 'c3d4',
    });
    expect(sessionToken(actor.getSnapshot())).toBeUndefined();

    await waitFor(actor, isSessionReady);
    expect(sessionToken(actor.getSnapshot())).toBe('token-for-student-43');
    expect(calls.map((call) => call.subscriberId)).toEqual(['student-42', 'student-43']);
  });

  it('ignores a configuration naming the same subscriber', async () => {
    const { actor, calls } = startSession(subscriber, succeed());
    await waitFor(actor, isSessionReady);

    actor.send({ type: 'session.configure', ...subscriber });

    expect(sessionStatus(actor.getSnapshot())).toBe('ready');
    expect(calls).toHaveLength(1);
  });

  it('abandons the call in flight when the subscriber changes', () => {
    const signals: AbortSignal[] = [];
    const { actor } = startSession(subscriber, (_call, signal) => {
      signals.push(signal);
      return deferred<StartedSession>().promise;
    });

    actor.send({ type: 'session.configure', ...subscriber, subscriberId: 'student-43' });

    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });
});

describe('session call against the server', () => {
  it('posts the subscriber as applicationIdentifier, subscriberId and hmacHash', async () => {
    const backend = await startLocalBackend({
      'POST /v1/widgets/session/initialize': (_request, response) =>
        sendJson(response, 201, { data: { token: 'server-token', profile: aliceProfile } }),
    });
    try {
      const api = createApiClient({ backendUrl: backend.url });
      const actor = createSessionActor({ ...subscriber, api, storage: createMemoryStorage() }).start();

      await waitFor(actor, isSessionReady);

      expect(backend.received[0]?.body).toEqual({
        applicationIdentifier: 'herald-app',
        subscriberId: 'student-42',
        hmacHash: 'a1b2',
      });
      expect(sessionToken(actor.getSnapshot())).toBe('server-token');
    } finally {
      await backend.close();
    }
  });

  it('fails with a readable message when the answer lacks a token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await startLocalBackend({
      'POST /v1/widgets/session/initialize': (_request, response) => sendJson(response, 201, { data: {} }),
    });
    try {
      const api = createApiClient({ backendUrl: backend.url });
      const actor = createSessionActor({ ...subscriber, api, storage: createMemoryStorage() }).start();

      await waitFor(actor, (snapshot) => snapshot.matches('failed'));

      expect(sessionError(actor.getSnapshot())).toBe(
        'The server answered the session call without a token and profile',
      );
    } finally {
      await backend.close();
    }
  });
});

/** A JWT-shaped token whose payload says it lapses at `expSeconds`. */
function tokenLapsingAt(expSeconds: number, name = 'token') {
  const payload = btoa(JSON.stringify({ exp: expSeconds })).replace(/=+$/, '');
  return `header.${payload}.${name}`;
}

describe('session renewal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the expiry of a JWT and nothing from another token', async () => {
    const { tokenExpiresAt } = await import('./session.machine.js');
    expect(tokenExpiresAt(tokenLapsingAt(1000))).toBe(1_000_000);
    expect(tokenExpiresAt('widget-token')).toBeUndefined();
    expect(tokenExpiresAt('a.not-json.b')).toBeUndefined();
  });

  it('renews the token 20 s before it lapses, staying ready meanwhile', async () => {
    vi.useFakeTimers({ now: 0 });
    const renewal = deferred<StartedSession>();
    const answers = [
      () => Promise.resolve({ token: tokenLapsingAt(3600, 'first'), profile: aliceProfile }),
      () => renewal.promise,
    ];
    const { actor, calls, api } = startSession(subscriber, () => answers.shift()!());
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStatus(actor.getSnapshot())).toBe('ready');

    await vi.advanceTimersByTimeAsync(3600_000 - 20_000 - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sessionStatus(actor.getSnapshot())).toBe('refreshing');
    expect(isSessionReady(actor.getSnapshot())).toBe(true);
    expect(api.currentToken()).toBe(tokenLapsingAt(3600, 'first'));

    renewal.resolve({ token: tokenLapsingAt(7200, 'second'), profile: aliceProfile });
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStatus(actor.getSnapshot())).toBe('ready');
    expect(calls).toHaveLength(2);
    expect(api.currentToken()).toBe(tokenLapsingAt(7200, 'second'));
  });

  it('starts a new session when the server refuses the token', async () => {
    let issued = 0;
    const { actor, calls } = startSession(subscriber, () =>
      Promise.resolve({ token: `token-${++issued}`, profile: aliceProfile }),
    );
    await waitFor(actor, isSessionReady);
    actor.send({ type: 'session.expired' });
    expect(sessionStatus(actor.getSnapshot())).toBe('refreshing');
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls).toHaveLength(2);
    expect(sessionToken(actor.getSnapshot())).toBe('token-2');
  });

  it("ends in failed with the server's message when the renewal is refused, logging nothing: the credentials were retired", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = [
      () => Promise.resolve({ token: 'token-1', profile: aliceProfile }),
      () => Promise.reject(new ApiError('Application not found', { kind: 'response', statusCode: 400 })),
    ];
    const { actor, api } = startSession(subscriber, () => answers.shift()!());
    await waitFor(actor, isSessionReady);
    actor.send({ type: 'session.expired' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(sessionError(actor.getSnapshot())).toBe('Application not found');
    expect(api.currentToken()).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs a renewal that could not reach the server, which is no refusal', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outage = new ApiError('The server did not answer', { kind: 'network' });
    const answers = [
      () => Promise.resolve({ token: 'token-1', profile: aliceProfile }),
      () => Promise.reject(outage),
    ];
    const { actor } = startSession(subscriber, () => answers.shift()!());
    await waitFor(actor, isSessionReady);
    actor.send({ type: 'session.expired' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(consoleError).toHaveBeenCalledWith('failed to initialize the session', outage);
  });
  it('holds still while suspended: nothing is renewed, the token keeps serving, and a new subscriber waits for the resume', async () => {
    vi.useFakeTimers({ now: 0 });
    const renewal = deferred<StartedSession>();
    const answers = [
      () => Promise.resolve({ token: tokenLapsingAt(3600, 'first'), profile: aliceProfile }),
      () => renewal.promise,
    ];
    const { actor, calls, api } = startSession(subscriber, () => answers.shift()!());
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'session.suspend' });
    expect(sessionStatus(actor.getSnapshot())).toBe('suspended');
    expect(isSessionReady(actor.getSnapshot())).toBe(true);

    // The renewal's time passes and the host's new password gives a new hash: still no call.
    await vi.advanceTimersByTimeAsync(3600_000);
    actor.send({ type: 'session.configure', ...subscriber, subscriberHash: 'c3d4' });
    expect(calls).toHaveLength(1);
    expect(sessionStatus(actor.getSnapshot())).toBe('suspended');
    expect(api.currentToken()).toBe(tokenLapsingAt(3600, 'first'));

    // Resumed, the session renews with the new hash while the old token serves.
    actor.send({ type: 'session.resume' });
    expect(sessionStatus(actor.getSnapshot())).toBe('refreshing');
    expect(calls[1]).toMatchObject({ subscriberHash: 'c3d4' });
    expect(api.currentToken()).toBe(tokenLapsingAt(3600, 'first'));
    renewal.resolve({ token: tokenLapsingAt(7200, 'second'), profile: aliceProfile });
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStatus(actor.getSnapshot())).toBe('ready');
    expect(api.currentToken()).toBe(tokenLapsingAt(7200, 'second'));
  });

  it('abandons a session call in flight when suspended, and starts afresh on resume', async () => {
    const first = deferred<StartedSession>();
    const answers = [() => first.promise, succeed('token-2')];
    const { actor, calls } = startSession(subscriber, () => answers.shift()!());
    actor.send({ type: 'session.suspend' });
    expect(isSessionReady(actor.getSnapshot())).toBe(false);
    first.resolve({ token: 'token-1', profile: aliceProfile });
    await Promise.resolve();
    expect(sessionStatus(actor.getSnapshot())).toBe('suspended');

    actor.send({ type: 'session.resume' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls).toHaveLength(2);
    expect(sessionToken(actor.getSnapshot())).toBe('token-2');
  });
});
