// @vitest-environment happy-dom
import { once } from 'node:events';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Server } from 'socket.io';
import type { Socket as ServerSocket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aliceProfile } from '../../test/fakes.js';
import { sendJson, startLocalBackend } from '../../test/local-backend.js';
import type { LocalBackend } from '../../test/local-backend.js';
import { NotificationProvider } from './NotificationProvider.js';
import { useNotificationSession } from './useNotificationSession.js';
import { useUnseenCount } from './useUnseenCount.js';

const SUBSCRIBER_HASH = 'valid-hash';
const TOKEN_PREFIX = 'widget-token-for-';

let backend: LocalBackend;
let io: Server;
const unseenCounts = new Map<string, number>();

beforeEach(async () => {
  unseenCounts.clear();
  backend = await startLocalBackend({
    'POST /v1/widgets/session/initialize': (request, response) => {
      const body = request.body as { subscriberId: string; hmacHash?: string };
      if (body.hmacHash !== SUBSCRIBER_HASH) {
        sendJson(response, 400, { statusCode: 400, message: 'Please provide a valid HMAC hash' });
        return;
      }
      const profile = { ...aliceProfile, subscriberId: body.subscriberId };
      sendJson(response, 201, { data: { token: TOKEN_PREFIX + body.subscriberId, profile } });
    },
    'GET /v1/widgets/notifications/unseen': (request, response) => {
      const subscriberId = request.headers.authorization?.replace(`Bearer ${TOKEN_PREFIX}`, '') ?? '';
      sendJson(response, 200, { data: { count: unseenCounts.get(subscriberId) ?? 0 } });
    },
  });
  io = new Server(backend.server, { cors: { origin: '*' } });
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    if (typeof token !== 'string' || !token.startsWith(TOKEN_PREFIX)) {
      next(new Error('Invalid widget token'));
      return;
    }
    void socket.join(token.slice(TOKEN_PREFIX.length));
    next();
  });
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  backend.server.closeAllConnections();
  await new Promise<void>((resolve) => io.close(() => resolve()));
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
  subscriberHash = SUBSCRIBER_HASH,
}: {
  subscriberId?: string;
  subscriberHash?: string;
}) {
  return (
    <StrictMode>
      <NotificationProvider
        applicationIdentifier="herald-app"
        subscriberId={subscriberId}
        subscriberHash={subscriberHash}
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
    unseenCounts.set('student-42', 2);
    render(<Widget subscriberId="student-42" />);

    expect(await screen.findByText('2 unseen')).toBeTruthy();
    expect(screen.getByText('Signed in as student-42')).toBeTruthy();
    expect(localStorage.getItem('widget_user_auth_token')).toBe(`${TOKEN_PREFIX}student-42`);
    // StrictMode mounts twice; the widget still starts one session and opens one socket.
    expect(backend.received.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /v1/widgets/session/initialize',
      'GET /v1/widgets/notifications/unseen',
    ]);
    expect(io.of('/').sockets.size).toBe(1);

    io.to('student-42').emit('unseen_count_changed', { unseenCount: 100, hasMore: true });
    expect(await screen.findByText('100+ unseen')).toBeTruthy();
  });

  it('waits, without loading, until the subscriber is known', async () => {
    const { rerender } = render(<Widget />);

    expect(screen.getByText('Session idle')).toBeTruthy();
    expect(screen.getByText('0 unseen')).toBeTruthy();
    expect(backend.received).toHaveLength(0);

    unseenCounts.set('student-42', 5);
    rerender(<Widget subscriberId="student-42" />);
    expect(await screen.findByText('5 unseen')).toBeTruthy();
  });

  it('starts a new session for another subscriber, with its own count and socket', async () => {
    unseenCounts.set('student-42', 2);
    unseenCounts.set('student-43', 7);
    const { rerender } = render(<Widget subscriberId="student-42" />);
    await screen.findByText('2 unseen');

    const connected = once(io, 'connection') as Promise<[ServerSocket]>;
    rerender(<Widget subscriberId="student-43" />);

    expect(await screen.findByText('7 unseen')).toBeTruthy();
    expect(screen.getByText('Signed in as student-43')).toBeTruthy();
    const [socket] = await connected;
    expect(socket.handshake.auth).toEqual({ token: `${TOKEN_PREFIX}student-43` });
  });

  it("shows the server's message instead of a spinner when the session is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Widget subscriberId="student-42" subscriberHash="wrong-hash" />);

    expect((await screen.findByRole('alert')).textContent).toBe('Please provide a valid HMAC hash');
    expect(screen.getByText('Session failed')).toBeTruthy();
  });
});
