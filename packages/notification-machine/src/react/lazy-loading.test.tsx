// @vitest-environment happy-dom
// The bell paints before any state-machine code arrives; the notification system (XState with the session and
// the counts) loads right after, and the feed's machine only when a feed view mounts.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '../../test/scripted-api.js';
import { VALID_SUBSCRIBER_HASH, startWidgetBackend } from '../../test/widget-backend.js';
import type { WidgetBackend } from '../../test/widget-backend.js';
import { NotificationProvider } from './NotificationProvider.js';
import { useNotifications } from './useNotifications.js';
import { useUnseenCount } from './useUnseenCount.js';

// Records the first import of each chunk and of XState, whoever imports them.
const imported = vi.hoisted(() => [] as string[]);
vi.mock('./feed-chunk.js', async (original) => {
  imported.push('feed chunk');
  return original();
});
vi.mock('./system-chunk.js', async (original) => {
  imported.push('system chunk');
  return original();
});
vi.mock('xstate', async (original) => {
  imported.push('xstate');
  return original();
});

let backend: WidgetBackend;

beforeEach(async () => {
  backend = await startWidgetBackend();
  backend.setMessages('student-42', [message('m1', 1), message('m2', 2)]);
});

afterEach(async () => {
  cleanup();
  await backend.close();
});

function Bell({ onOpen }: { onOpen: () => void }) {
  const { unseenCount, isLoading } = useUnseenCount();
  return (
    <button onClick={onOpen}>{isLoading ? 'Notifications' : `Notifications, ${unseenCount} unseen`}</button>
  );
}

/** The opened center: says it opened at once, before the feed's code has arrived, as a popover does. */
function Center({ onClose }: { onClose: () => void }) {
  const { notifications, isLoading, popoverOpened, popoverClosed } = useNotifications();
  useEffect(popoverOpened, [popoverOpened]);
  if (isLoading) return <p>Loading feed</p>;
  return (
    <>
      <ul aria-label="Feed">
        {notifications.map((notification) => (
          <li key={notification._id}>{notification._id}</li>
        ))}
      </ul>
      <button
        onClick={() => {
          popoverClosed();
          onClose();
        }}
      >
        Close
      </button>
    </>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <NotificationProvider
      applicationIdentifier="herald-app"
      subscriberId="student-42"
      subscriberHash={VALID_SUBSCRIBER_HASH}
      backendUrl={backend.url}
    >
      <Bell onOpen={() => setOpen(true)} />
      {open && <Center onClose={() => setOpen(false)} />}
    </NotificationProvider>
  );
}

describe('lazy loading of the feed', () => {
  it('paints the bell before the system arrives, shows the live count without the feed chunk, and loads it when the center opens', async () => {
    render(<Page />);
    // The first render has the bell and no state-machine code yet.
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(imported).toEqual([]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unseen' });
    await vi.waitFor(() => expect(backend.io.of('/').sockets.size).toBe(1));
    backend.setUnseenCount('student-42', 3);
    backend.emitUnseenCount('student-42', 3);
    await screen.findByRole('button', { name: 'Notifications, 3 unseen' }, { timeout: 3000 });
    expect(imported).toEqual(['system chunk', 'xstate']);
    expect(
      backend.received.some((request) => request.url.pathname === '/v1/widgets/notifications/feed'),
    ).toBe(false);

    bell.click();
    // The hook answers a loading feed until the chunk is there, then the feed loads.
    expect(await screen.findByText('Loading feed')).toBeTruthy();
    const feed = await screen.findByRole('list', { name: 'Feed' });
    expect(feed.textContent).toBe('m1m2');
    expect(imported).toEqual(['system chunk', 'xstate', 'feed chunk']);

    // The center opened before the feed existed; closing it still marks what it showed seen.
    screen.getByRole('button', { name: 'Close' }).click();
    await waitFor(() =>
      expect(backend.messagesOf('student-42').map((shown) => shown.seen)).toEqual([true, true]),
    );
  });
});
