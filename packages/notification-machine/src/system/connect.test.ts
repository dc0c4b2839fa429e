// The views that every hook and every page without React read: what they show before an actor exists, while the
// session starts or after it failed, and that the same actor gives the same functions from one view to the next.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createFakeSocketFactory } from '../../test/fake-socket.js';
import { createMemoryStorage, createRecordingApi } from '../../test/fakes.js';
import { createSessionActor } from '../session/session.machine.js';
import { createUnseenCountActor } from '../unseen-count/unseen-count.machine.js';
import { connectSession, connectStores, connectUnseenCount } from './connect.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const subscriber = { applicationIdentifier: 'herald-app', subscriberId: 'student-42' };

/** A session whose start the server refuses with `message`. */
async function refusedSession(message: string) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const session = createSessionActor({
    ...subscriber,
    api: createRecordingApi(),
    storage: createMemoryStorage(),
    initialize: () => Promise.reject(new Error(message)),
  }).start();
  await waitFor(session, (snapshot) => snapshot.matches('failed'));
  return session;
}

/** Counts that wait for a session's token. */
const waitingCounts = () =>
  createUnseenCountActor({
    api: createRecordingApi(),
    socketUrl: 'http://realtime.test',
    createSocket: createFakeSocketFactory().createSocket,
  }).start();

describe('the counts’ view', () => {
  it('shows the session’s failure as the count’s error, and no spinner, instead of waiting for ever', async () => {
    const session = await refusedSession('Please provide a valid HMAC hash');
    const counts = waitingCounts();
    const view = connectUnseenCount(counts.getSnapshot(), counts.send, {
      session: connectSession(session.getSnapshot(), session.send),
    });
    expect(view).toMatchObject({
      unseenCount: 0,
      isLoading: false,
      error: 'Please provide a valid HMAC hash',
    });
  });

  it('is loading while a named subscriber’s session starts, before any actor exists', () => {
    const send = vi.fn();
    expect(connectSession(undefined, send, { identified: true }).status).toBe('initializing');
    expect(connectSession(undefined, send).status).toBe('idle');
    const starting = connectSession(undefined, send, { identified: true });
    expect(connectUnseenCount(undefined, send, { session: starting }).isLoading).toBe(true);
    expect(connectUnseenCount(undefined, send, { session: connectSession(undefined, send) }).isLoading).toBe(
      false,
    );
  });

  it('gives the same functions for the same actor, so a view equal in its values is equal', () => {
    const counts = waitingCounts();
    const first = connectUnseenCount(counts.getSnapshot(), counts.send);
    const second = connectUnseenCount(counts.getSnapshot(), counts.send);
    expect(second.refresh).toBe(first.refresh);
    expect(second).toEqual(first);
  });

  it('lists the stores with their names and unseen counts, named by their ids when the host gave no name', () => {
    expect(connectStores(undefined, [{ storeId: 'news', name: 'News' }, { storeId: 'all' }])).toEqual([
      { storeId: 'news', name: 'News', query: undefined, unseenCount: 0 },
      { storeId: 'all', name: 'all', query: undefined, unseenCount: 0 },
    ]);
  });
});
