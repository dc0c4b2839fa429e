// @vitest-environment happy-dom
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALID_SUBSCRIBER_HASH, startWidgetBackend, widgetTokenFor } from '../../test/widget-backend.js';
import type { WidgetBackend } from '../../test/widget-backend.js';
import { NotificationProvider } from './NotificationProvider.js';
import { useNotificationSession } from './useSession.js';
import { useUnseenCount } from './useUnseenCount.js';

let backend: WidgetBackend;

beforeEach(async () => {
  backend = await startWidgetBackend();
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await backend.close();
});

function Bell() {
  const { unseenCount, hasMore, isLoading, error } = useUnseenCount();
  if (error) return <p role="alert">{error}</p>;
  if (isLoading) return <p>Loading notifications</p>;
  return <p>{hasMore ? `${unseenCount}+ unseen` : `${unseenCount} unseen`}</p>;
}

function Greeting() {
  const { status, profile } = useNotificationSession();
  return <p>{status === 'ready' ? `Signed in as ${profile?.subscriberId}` : `Session ${status}`}</p>;
}

function Widget({
  subscriberId,
  subscriberHash = VALID_SUBSCRIBER_HASH,
  suspended,
}: {
  subscriberId?: string;
  subscriberHash?: string;
  suspended?: boolean;
}) {
  return (
    <StrictMode>
      <NotificationProvider
        applicationIdentifier="herald-app"
        subscriberId={subscriberId}
        subscriberHash={subscriberHash}
        suspended={suspended}
        backendUrl={backend.url}
      >
        <Greeting />
        <Bell />
      </NotificationProvider>
    </StrictMode>
  );
}

describe('hooks outside the provider', () => {
  it('useUnseenCount raises a developer error naming the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() => renderHook(() => useUnseenCount())).toThrow(
      'useUnseenCount must be used inside the notification provider (<NotificationProvider>)',
    );
  });

  it('useNotificationSession raises a developer error naming the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() => renderHook(() => useNotificationSession())).toThrow(
      'useNotificationSession must be used inside the notification provider (<NotificationProvider>)',
    );
  });
});

describe('NotificationProvider', () => {
  it('shows the count from the server and follows it live', async () => {
    backend.setUnseenCount('student-42', 2);
    render(<Widget subscriberId="student-42" />);

    expect(await screen.findByText('2 unseen')).toBeTruthy();
    expect(screen.getByText('Signed in as student-42')).toBeTruthy();
    expect(localStorage.getItem('widget_user_auth_token')).toBe(widgetTokenFor('student-42'));
    // StrictMode mounts twice; the widget still starts one session and opens one socket (loaded lazily).
    await vi.waitFor(() => expect(backend.io.of('/').sockets.size).toBe(1));
    const calls = backend.received.map((request) => `${request.method} ${request.url.pathname}`);
    expect(calls.filter((call) => call === 'POST /v1/widgets/session/initialize')).toHaveLength(1);
    // The default fetching strategy: counts and branding at start, the feed and preferences when their view mounts.
    expect(new Set(calls)).toEqual(
      new Set([
        'POST /v1/widgets/session/initialize',
        'GET /v1/widgets/notifications/unseen',
        'GET /v1/widgets/notifications/unread',
        'GET /v1/widgets/notifications/count',
        'GET /v1/widgets/organization',
      ]),
    );
    backend.setUnseenCount('student-42', 100);
    backend.emitUnseenCount('student-42', 100, true);
    // happy-dom reports navigator.webdriver, so the test runner's longer debounce applies.
    expect(await screen.findByText('100+ unseen', undefined, { timeout: 3000 })).toBeTruthy();
  });

  it('waits, without loading, until the subscriber is known', async () => {
    const { rerender } = render(<Widget />);

    expect(screen.getByText('Session idle')).toBeTruthy();
    expect(screen.getByText('0 unseen')).toBeTruthy();
    expect(backend.received).toHaveLength(0);

    backend.setUnseenCount('student-42', 5);
    rerender(<Widget subscriberId="student-42" />);
    expect(await screen.findByText('5 unseen')).toBeTruthy();
  });

  it('keeps showing the count with no socket while suspended, and renews the session when let go', async () => {
    backend.setUnseenCount('student-42', 2);
    const { rerender } = render(<Widget subscriberId="student-42" />);
    await screen.findByText('2 unseen');
    await vi.waitFor(() => expect(backend.io.of('/').sockets.size).toBe(1));
    const sessionCalls = () =>
      backend.received.filter((request) => request.url.pathname === '/v1/widgets/session/initialize').length;

    rerender(<Widget subscriberId="student-42" suspended />);
    await vi.waitFor(() => expect(backend.io.of('/').sockets.size).toBe(0));
    expect(screen.getByText('2 unseen')).toBeTruthy();
    expect(screen.getByText('Session suspended')).toBeTruthy();

    backend.setUnseenCount('student-42', 4);
    const connected = backend.nextConnection();
    rerender(<Widget subscriberId="student-42" />);
    expect(await screen.findByText('Signed in as student-42')).toBeTruthy();
    await connected;
    expect(sessionCalls()).toBe(2);
    expect(await screen.findByText('4 unseen')).toBeTruthy();
  });

  it('starts a new session for another subscriber, with its own count and socket', async () => {
    backend.setUnseenCount('student-42', 2);
    backend.setUnseenCount('student-43', 7);
    const { rerender } = render(<Widget subscriberId="student-42" />);
    await screen.findByText('2 unseen');

    const connected = backend.nextConnection();
    rerender(<Widget subscriberId="student-43" />);

    expect(await screen.findByText('7 unseen')).toBeTruthy();
    expect(screen.getByText('Signed in as student-43')).toBeTruthy();
    const socket = await connected;
    expect(socket.handshake.auth).toEqual({ token: widgetTokenFor('student-43') });
  });

  it('renews the session when the socket server refuses a lapsed token, and connects again with the new one', async () => {
    const consoleError = vi.spyOn(console, 'error');
    backend.setUnseenCount('student-42', 2);
    const first = backend.nextConnection();
    render(<Widget subscriberId="student-42" />);
    await screen.findByText('2 unseen');
    const socket = await first;

    // The tab slept past the token's expiry: the connection drops and socket.io-client reconnects with it.
    backend.expireTokens();
    backend.setUnseenCount('student-42', 4);
    const renewed = backend.nextConnection();
    socket.conn.close();

    expect((await renewed).handshake.auth).toEqual({ token: widgetTokenFor('student-42', 1) });
    expect(await screen.findByText('4 unseen')).toBeTruthy();
    expect(localStorage.getItem('widget_user_auth_token')).toBe(widgetTokenFor('student-42', 1));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("shows the server's message instead of a spinner when the session is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Widget subscriberId="student-42" subscriberHash="wrong-hash" />);

    expect((await screen.findByRole('alert')).textContent).toBe('Please provide a valid HMAC hash');
    expect(screen.getByText('Session failed')).toBeTruthy();
  });
});
