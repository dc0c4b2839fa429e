// @vitest-environment happy-dom
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Profiler, StrictMode } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '../../test/scripted-api.js';
import { VALID_SUBSCRIBER_HASH, startWidgetBackend } from '../../test/widget-backend.js';
import type { WidgetBackend } from '../../test/widget-backend.js';
import { NotificationProvider } from './NotificationProvider.js';
import type { NotificationProviderProps } from './NotificationProvider.js';
import { useTabCounts, useUnreadCount } from './useCounts.js';
import { useNotifications } from './useNotifications.js';
import { useOrganization } from './useOrganization.js';
import { usePreferences } from './usePreferences.js';
import { useSession } from './useSession.js';
import { useStores } from './useStores.js';
import { useUnseenCount } from './useUnseenCount.js';

let backend: WidgetBackend;

beforeEach(async () => {
  backend = await startWidgetBackend();
  backend.setMessages('student-42', [
    message('m1', 1, { feedIdentifier: 'news' }),
    message('m2', 2, { seen: true }),
    message('m3', 3, { seen: true, read: true }),
  ]);
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await backend.close();
});

function Widget({ children, ...props }: Partial<NotificationProviderProps> & { children: ReactNode }) {
  return (
    <StrictMode>
      <NotificationProvider
        applicationIdentifier="herald-app"
        subscriberId="student-42"
        subscriberHash={VALID_SUBSCRIBER_HASH}
        backendUrl={backend.url}
        {...props}
      >
        {children}
      </NotificationProvider>
    </StrictMode>
  );
}

describe('every hook outside the provider', () => {
  it.each<[string, () => unknown]>([
    ['useSession', useSession],
    ['useNotifications', () => useNotifications()],
    ['useUnseenCount', useUnseenCount],
    ['useUnreadCount', useUnreadCount],
    ['useTabCounts', useTabCounts],
    ['useStores', useStores],
    ['usePreferences', usePreferences],
    ['useOrganization', useOrganization],
  ])('%s raises the developer error naming the provider', (hookName, hook) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(hook)).toThrow(
      `${hookName} must be used inside the notification provider (<NotificationProvider>)`,
    );
  });
});

function Feed() {
  const { notifications, isLoading, markAsRead, clickNotification, popoverOpened, popoverClosed } =
    useNotifications();
  if (isLoading) return <p>Loading feed</p>;
  return (
    <ul>
      {notifications.map((notification) => (
        <li key={notification._id}>
          {notification._id} {notification.read ? 'read' : 'unread'} {notification.seen ? 'seen' : 'unseen'}
          <button onClick={() => markAsRead(notification._id)}>Mark {notification._id} read</button>
          <button onClick={() => clickNotification(notification._id)}>Open {notification._id}</button>
        </li>
      ))}
      <button onClick={popoverOpened}>Open popover</button>
      <button onClick={popoverClosed}>Close popover</button>
    </ul>
  );
}

function CachedList({ refetchOnMount }: { refetchOnMount?: boolean | undefined }) {
  const { notifications } = useNotifications(undefined, { refetchOnMount });
  return <p>{notifications.length} in the list</p>;
}

describe('useNotifications', () => {
  it('loads the feed when it mounts, not before, and marks a message read on the server', async () => {
    const { rerender } = render(<Widget>{null}</Widget>);
    await waitFor(() =>
      expect(backend.received.some((r) => r.url.pathname.endsWith('/organization'))).toBe(true),
    );
    expect(backend.received.some((r) => r.url.pathname.endsWith('/feed'))).toBe(false);

    rerender(
      <Widget>
        <Feed />
      </Widget>,
    );
    expect(await screen.findByText(/m1 unread unseen/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark m1 read' }));
    expect(screen.getByText(/m1 read seen/)).toBeTruthy();
    await waitFor(() => expect(backend.messagesOf('student-42')[0]?.read).toBe(true));
  });

  it('hands the clicked message’s url to the host and marks the fetched unseen seen when the popover closes', async () => {
    let followed: string | undefined;
    function Opener() {
      const { clickNotification, notifications } = useNotifications();
      return notifications[1] ? (
        <button onClick={() => (followed = clickNotification('m2'))}>Follow m2</button>
      ) : null;
    }
    render(
      <Widget>
        <Feed />
        <Opener />
      </Widget>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Follow m2' }));
    expect(followed).toBe('/contributions/m2');
    await waitFor(() =>
      expect(backend.received.some((r) => r.url.pathname.endsWith('/usage/log'))).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Open popover' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close popover' }));
    expect(screen.getByText(/m1 unread seen/)).toBeTruthy();
    await waitFor(() => expect(backend.messagesOf('student-42')[0]?.seen).toBe(true));
  });

  it('refuses a store the provider does not have', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Missing() {
      useNotifications('archive');
      return null;
    }
    expect(() =>
      render(
        <Widget>
          <Missing />
        </Widget>,
      ),
    ).toThrow('useNotifications: no store "archive" in the provider\'s stores');
  });

  it('serves a remounted view from the cache, unless it asks to refetch on mount', async () => {
    const feedCalls = () => backend.received.filter((r) => r.url.pathname.endsWith('/feed')).length;
    function Toggle({ show, refetchOnMount }: { show: boolean; refetchOnMount?: boolean }) {
      return show ? <CachedList refetchOnMount={refetchOnMount} /> : null;
    }
    const { rerender } = render(
      <Widget>
        <Toggle show />
      </Widget>,
    );
    await screen.findByText('3 in the list');
    expect(feedCalls()).toBe(1);
    rerender(
      <Widget>
        <Toggle show={false} />
      </Widget>,
    );
    rerender(
      <Widget>
        <Toggle show />
      </Widget>,
    );
    await screen.findByText('3 in the list');
    expect(feedCalls()).toBe(1);
    rerender(
      <Widget>
        <Toggle show={false} />
      </Widget>,
    );
    rerender(
      <Widget>
        <Toggle show refetchOnMount />
      </Widget>,
    );
    await waitFor(() => expect(feedCalls()).toBe(2));
  });

  it('fetches again when the window regains focus only if the view asks for it', async () => {
    const feedCalls = () => backend.received.filter((r) => r.url.pathname.endsWith('/feed')).length;
    function FocusList({ onFocus }: { onFocus: boolean }) {
      const { notifications } = useNotifications(undefined, { refetchOnWindowFocus: onFocus });
      return <p>{notifications.length} in the list</p>;
    }
    const { rerender } = render(
      <Widget>
        <FocusList onFocus={false} />
      </Widget>,
    );
    await screen.findByText('3 in the list');
    // Not asked: focus changes nothing. Had it fetched, that request would reach the server before the next one.
    window.dispatchEvent(new Event('focus'));

    rerender(
      <Widget>
        <FocusList onFocus />
      </Widget>,
    );
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(feedCalls()).toBeGreaterThanOrEqual(2));
    await screen.findByText('3 in the list');
    expect(feedCalls()).toBe(2);
  });

  it('loads the feed at start when the fetching strategy says so', async () => {
    render(<Widget fetchingStrategy={{ fetchNotifications: true }}>{null}</Widget>);
    await waitFor(() => expect(backend.received.some((r) => r.url.pathname.endsWith('/feed'))).toBe(true));
  });
});

describe('counts, branding and callbacks', () => {
  it('shows the unread count, the tab counts and the branding, and tells the host when it loaded', async () => {
    const onLoad = vi.fn();
    const onUnseenCountChanged = vi.fn();
    function Counts() {
      const { unreadCount } = useUnreadCount();
      const tabs = useTabCounts();
      const { branding } = useOrganization();
      return (
        <p>
          {unreadCount} unread, news {tabs.news ?? '-'}, all {tabs.all ?? '-'}, colour{' '}
          {branding?.color ?? '-'}
        </p>
      );
    }
    render(
      <Widget
        stores={[{ storeId: 'all' }, { storeId: 'news', query: { feedIdentifier: 'news' } }]}
        onLoad={onLoad}
        onUnseenCountChanged={onUnseenCountChanged}
      >
        <Counts />
      </Widget>,
    );
    expect(await screen.findByText('2 unread, news 1, all 1, colour #1A73E8')).toBeTruthy();
    expect(onLoad).toHaveBeenCalledWith({
      organization: expect.objectContaining({ name: 'Northbridge University' }),
    });
    expect(onUnseenCountChanged).toHaveBeenLastCalledWith(1);
  });

  it('starts the counts only when a count view mounts, if the strategy leaves them out', async () => {
    function Bell() {
      const { unseenCount } = useUnseenCount();
      return <p>{unseenCount} unseen</p>;
    }
    const { rerender } = render(
      <Widget fetchingStrategy={{ fetchUnseenCount: false, fetchOrganization: false }}>{null}</Widget>,
    );
    await waitFor(() => expect(backend.received).toHaveLength(1));
    rerender(
      <Widget fetchingStrategy={{ fetchUnseenCount: false, fetchOrganization: false }}>
        <Bell />
      </Widget>,
    );
    expect(await screen.findByText('1 unseen')).toBeTruthy();
  });
});

describe('useStores', () => {
  it('lists the configured stores in order with their names and unseen counts', async () => {
    function Tabs() {
      const stores = useStores();
      return (
        <ul>
          {stores.map((store) => (
            <li key={store.storeId}>
              {store.name}: {store.unseenCount} unseen
              {store.query?.feedIdentifier ? ` in ${store.query.feedIdentifier}` : ''}
            </li>
          ))}
        </ul>
      );
    }
    render(
      <Widget
        stores={[
          { storeId: 'all', name: 'Everything' },
          { storeId: 'news', query: { feedIdentifier: 'news' } },
        ]}
      >
        <Tabs />
      </Widget>,
    );
    expect(await screen.findByText('Everything: 1 unseen')).toBeTruthy();
    expect(await screen.findByText('news: 1 unseen in news')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Everything: 1 unseen',
      'news: 1 unseen in news',
    ]);
  });

  it('gives the one default store when the host configures none', async () => {
    function Tabs() {
      return (
        <p>
          {useStores()
            .map((store) => `${store.name} ${store.unseenCount}`)
            .join(', ')}
        </p>
      );
    }
    render(
      <Widget>
        <Tabs />
      </Widget>,
    );
    expect(await screen.findByText('default_store 1')).toBeTruthy();
  });
});

describe('usePreferences', () => {
  it('loads the preferences with the settings view, and saves a toggle', async () => {
    function Settings() {
      const { preferences, toggle, savedTemplateId, isLoading } = usePreferences();
      if (isLoading) return <p>Loading preferences</p>;
      return (
        <>
          {preferences.map((row) => (
            <label key={row.template._id}>
              <input
                type="checkbox"
                checked={row.preference.channels.email === true}
                onChange={(event) => toggle(row.template._id, 'email', event.target.checked)}
              />
              {row.template.name} by email
            </label>
          ))}
          {savedTemplateId && <p>Saved</p>}
        </>
      );
    }
    render(
      <Widget>
        <Settings />
      </Widget>,
    );
    const checkbox = await screen.findByRole('checkbox', { name: 'Comments by email' });
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    fireEvent.click(checkbox);
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(backend.received.some((r) => r.method === 'PATCH')).toBe(true);
  });
});

describe('browser tabs of the same subscriber', () => {
  it('shows a message read in one tab as read in the other at once', async () => {
    function TabFeed({ tab }: { tab: string }) {
      const { notifications, markAsRead } = useNotifications();
      return (
        <section aria-label={tab}>
          {notifications.map((n) => (
            <p key={n._id}>
              {tab} {n._id} {n.read ? 'read' : 'unread'}
            </p>
          ))}
          <button onClick={() => markAsRead('m1')}>{tab}: mark m1 read</button>
        </section>
      );
    }
    render(
      <>
        <Widget>
          <TabFeed tab="first" />
        </Widget>
        <Widget>
          <TabFeed tab="second" />
        </Widget>
      </>,
    );
    await screen.findByText('second m1 unread');
    await screen.findByText('first m1 unread');
    fireEvent.click(screen.getByRole('button', { name: 'first: mark m1 read' }));
    expect(await screen.findByText('second m1 read')).toBeTruthy();
  });
});

describe('re-renders', () => {
  it('a count change re-renders the components that read that count, and no others', async () => {
    const renders = { unseen: 0, unread: 0, session: 0, branding: 0 };
    function UnseenReader() {
      const { unseenCount } = useUnseenCount();
      return <p>{unseenCount} unseen</p>;
    }
    function UnreadReader() {
      const { unreadCount } = useUnreadCount();
      return <p>{unreadCount} unread</p>;
    }
    function SessionReader() {
      const { status } = useSession();
      return <p>session {status}</p>;
    }
    function BrandingReader() {
      const { branding } = useOrganization();
      return <p>colour {branding?.color}</p>;
    }
    const counted = (name: keyof typeof renders) => () => {
      renders[name] += 1;
    };
    render(
      <NotificationProvider
        applicationIdentifier="herald-app"
        subscriberId="student-42"
        subscriberHash={VALID_SUBSCRIBER_HASH}
        backendUrl={backend.url}
      >
        <Profiler id="unseen" onRender={counted('unseen')}>
          <UnseenReader />
        </Profiler>
        <Profiler id="unread" onRender={counted('unread')}>
          <UnreadReader />
        </Profiler>
        <Profiler id="session" onRender={counted('session')}>
          <SessionReader />
        </Profiler>
        <Profiler id="branding" onRender={counted('branding')}>
          <BrandingReader />
        </Profiler>
      </NotificationProvider>,
    );
    await screen.findByText('1 unseen');
    await screen.findByText('2 unread');
    await screen.findByText('session ready');
    await screen.findByText('colour #1A73E8');
    await waitFor(() => expect(backend.io.of('/').sockets.size).toBe(1));
    // The counts are fetched once, when the socket has connected.
    const countFetches = () => backend.received.filter((r) => r.url.pathname.endsWith('/unread')).length;
    await waitFor(() => expect(countFetches()).toBe(1));
    await screen.findByText('2 unread');
    const before = { ...renders };

    backend.setUnseenCount('student-42', 7);
    backend.emitUnseenCount('student-42', 7);
    expect(await screen.findByText('7 unseen', undefined, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(countFetches()).toBe(2));

    expect(renders.unseen).toBeGreaterThan(before.unseen);
    expect({ unread: renders.unread, session: renders.session, branding: renders.branding }).toEqual({
      unread: before.unread,
      session: before.session,
      branding: before.branding,
    });
  });
});

describe('an actor that fails', () => {
  it('keeps its last view in the host’s page and reports the error once, instead of throwing into the render', async () => {
    const { createActor, createMachine, assign } = await import('xstate');
    const { useSnapshot } = await import('./use-actors.js');
    const actor = createActor(
      createMachine({
        context: { count: 3 },
        on: {
          bump: { actions: assign({ count: ({ context }) => context.count + 1 }) },
          fail: {
            actions: () => {
              throw new Error('a bug in an action');
            },
          },
        },
      }),
    ).start();
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Count() {
      return <output>{useSnapshot(actor, (snapshot) => snapshot.context.count, 0)}</output>;
    }
    render(<Count />);
    actor.send({ type: 'bump' });
    expect(await screen.findByText('4')).toBeTruthy();
    actor.send({ type: 'fail' });
    await waitFor(() => expect(actor.getSnapshot().status).toBe('error'));
    expect(screen.getByText('4')).toBeTruthy();
    expect(reported.mock.calls.filter(([text]) => String(text).includes('stopped on an error'))).toHaveLength(
      1,
    );
  });
});
