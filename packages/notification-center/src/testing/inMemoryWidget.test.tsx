import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, WIDGET_PATHS } from '@herald/notification-protocol';
import { describe, expect, it, vi } from 'vitest';
import { ConnectedNotificationCenter } from '../connected/ConnectedNotificationCenter.js';
import { ConnectedSettings } from '../connected/ConnectedSettings.js';
import { InMemoryNotificationProvider } from './InMemoryNotificationProvider.js';
import { createInMemoryWidget, type InMemoryWidget } from './inMemoryWidget.js';
import { generateMessages, messageWithAction, samplePreferenceItems, SAMPLE_STORES } from './sampleData.js';

/** Starts a session on the widget and answers its calls with the token, as the machine's client does. */
async function signedIn(widget: InMemoryWidget) {
  const base = widget.backendUrl + API_PREFIX;
  const started = await widget.fetch(base + WIDGET_PATHS.sessionInitialize, {
    method: 'POST',
    body: JSON.stringify({ applicationIdentifier: 'herald-app', subscriberId: widget.subscriberId }),
  });
  const { data } = (await started.json()) as { data: { token: string } };
  const call = (path: string, init: RequestInit = {}) =>
    widget.fetch(base + path, { ...init, headers: { Authorization: `Bearer ${data.token}` } });
  return Object.assign(call, { token: data.token });
}

describe('the in-memory widget protocol', () => {
  it('refuses a call without the session token', async () => {
    const widget = createInMemoryWidget({ messages: generateMessages(2) });
    const answer = await widget.fetch(widget.backendUrl + API_PREFIX + WIDGET_PATHS.feed);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ statusCode: 401 });
    widget.dispose();
  });

  it('answers a malformed query with the shared schema’s message', async () => {
    const widget = createInMemoryWidget({ messages: generateMessages(2) });
    const call = await signedIn(widget);
    const answer = await call(`${WIDGET_PATHS.feed}?page=abc`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ statusCode: 400, message: 'page: page must be a whole number' });
    widget.dispose();
  });

  it('pages the feed and filters it by feed and seen state', async () => {
    const widget = createInMemoryWidget({ messages: generateMessages(25) });
    const call = await signedIn(widget);
    const page = (await (await call(`${WIDGET_PATHS.feed}?page=2`)).json()) as {
      data: Array<{ _id: string }>;
      hasMore: boolean;
      totalCount: number;
    };
    expect(page.data.map((message) => message._id)).toEqual(
      ['21', '22', '23', '24', '25'].map((n) => `message-${n}`),
    );
    expect(page).toMatchObject({ hasMore: false, totalCount: 25 });
    const events = (await (
      await call(`${WIDGET_PATHS.feed}?feedIdentifier=events&seen=false&limit=100`)
    ).json()) as { data: Array<{ feedIdentifier: string; seen: boolean }> };
    expect(events.data.length).toBeGreaterThan(0);
    expect(events.data.every((message) => message.feedIdentifier === 'events' && !message.seen)).toBe(true);
    widget.dispose();
  });

  it('holds the feed until released, showing the loading skeleton meanwhile', async () => {
    const widget = createInMemoryWidget({ messages: generateMessages(3), hold: ['feed'] });
    render(
      <InMemoryNotificationProvider widget={widget}>
        <ConnectedNotificationCenter />
      </InMemoryNotificationProvider>,
    );
    await widget.gate('feed').arrived;
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      'Loading notifications',
    );
    widget.gate('feed').release();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    widget.dispose();
  });

  it('shows a failed session’s message and starts it again on retry', async () => {
    const user = userEvent.setup();
    const widget = createInMemoryWidget({
      messages: generateMessages(2),
      fail: { session: { message: 'The application is not known', times: 1 } },
    });
    render(
      <InMemoryNotificationProvider widget={widget}>
        <ConnectedNotificationCenter />
      </InMemoryNotificationProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('The application is not known');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeTruthy();
    widget.dispose();
  });

  it('shows a failed feed with a retry that loads it', async () => {
    const user = userEvent.setup();
    const widget = createInMemoryWidget({ messages: generateMessages(2), fail: { feed: { times: 1 } } });
    render(
      <InMemoryNotificationProvider widget={widget}>
        <ConnectedNotificationCenter />
      </InMemoryNotificationProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Notifications could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeTruthy();
    widget.dispose();
  });

  it('hides an action once it is done, and the server keeps it done', async () => {
    const user = userEvent.setup();
    const widget = createInMemoryWidget({ messages: [messageWithAction(), ...generateMessages(2)] });
    render(
      <InMemoryNotificationProvider widget={widget}>
        <ConnectedNotificationCenter />
      </InMemoryNotificationProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    await widget.answered('action');
    expect(widget.messages[0]?.cta.action).toMatchObject({ status: 'done', result: { type: 'primary' } });
    widget.dispose();
  });

  it('marks the fetched messages of the tab left seen', async () => {
    const user = userEvent.setup();
    const widget = createInMemoryWidget({ messages: generateMessages(6) });
    render(
      <InMemoryNotificationProvider widget={widget} stores={SAMPLE_STORES}>
        <ConnectedNotificationCenter tabs={SAMPLE_STORES} />
      </InMemoryNotificationProvider>,
    );
    await screen.findByRole('list', { name: 'Notifications' });
    expect(widget.messages.some((message) => !message.seen)).toBe(true);
    await user.click(screen.getByRole('tab', { name: /^Events/ }));
    await waitFor(() => expect(widget.messages.every((message) => message.seen)).toBe(true));
    widget.dispose();
  });

  it('saves a settings toggle, and puts a refused one back with a message', async () => {
    const user = userEvent.setup();
    const widget = createInMemoryWidget({ preferences: samplePreferenceItems });
    render(
      <InMemoryNotificationProvider widget={widget}>
        <ConnectedSettings />
      </InMemoryNotificationProvider>,
    );
    await user.click(await screen.findByRole('button', { name: /Comments/ }));
    await user.click(screen.getByRole('switch', { name: 'SMS' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(widget.preferences[0]?.preference.channels.sms).toBe(true);

    widget.fail('updatePreference', { status: 422, message: 'Channel settings are locked' });
    await user.click(screen.getByRole('switch', { name: 'Email' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Channel settings are locked');
    expect(screen.getByRole('switch', { name: 'Email' }).getAttribute('aria-checked')).toBe('true');
    expect(widget.preferences[0]?.preference.channels.email).toBe(true);
    widget.dispose();
  });

  it('delivers each socket event once to the page, as a real server does', async () => {
    const widget = createInMemoryWidget({ messages: generateMessages(1) });
    const received = vi.fn();
    const counted = vi.fn();
    render(
      <InMemoryNotificationProvider
        widget={widget}
        onNotificationReceived={received}
        onUnseenCountChanged={counted}
      >
        <ConnectedNotificationCenter />
      </InMemoryNotificationProvider>,
    );
    await waitFor(() => expect(widget.connectedSockets).toBe(1));
    widget.deliver({ ...messageWithAction(), _id: 'first' });
    widget.deliver({ ...messageWithAction(), _id: 'second' });
    // The count after both arrives last: by then every message event has been handled.
    await waitFor(() => expect(counted).toHaveBeenLastCalledWith(3));
    expect(received.mock.calls.map(([message]) => (message as { _id: string })._id)).toEqual([
      'first',
      'second',
    ]);
    widget.dispose();
  });

  it('tells the host of a message the socket brings before the page renders again', async () => {
    const widget = createInMemoryWidget({ messages: generateMessages(1) });
    // A center that has been shown once has its code loaded: the next one connects within a few turns of the
    // event loop.
    const first = render(
      <InMemoryNotificationProvider widget={widget}>
        <ConnectedNotificationCenter />
      </InMemoryNotificationProvider>,
    );
    await widget.answered('counts');
    first.unmount();
    await waitFor(() => expect(widget.connectedSockets).toBe(0));
    const countsBefore = widget.calls.filter((call) => call.name === 'counts').length;
    const received = vi.fn();
    render(
      <InMemoryNotificationProvider widget={widget} onNotificationReceived={received}>
        <ConnectedNotificationCenter />
      </InMemoryNotificationProvider>,
    );
    // The counts are asked for once the socket connects; a message right behind that answer, in the same turn of
    // the event loop, comes before React has rendered with the started system.
    await widget.answered('counts', countsBefore + 1);
    expect(widget.connectedSockets).toBe(1);
    widget.deliver({ ...messageWithAction(), _id: 'early' });
    await waitFor(() => expect(received).toHaveBeenCalledTimes(1));
    expect(received.mock.calls[0]?.[0]).toMatchObject({ _id: 'early' });
    widget.dispose();
  });

  it('speaks socket.io: a known token connects and hears the counts, an unknown one is refused', async () => {
    const widget = createInMemoryWidget({ messages: generateMessages(3) });
    const { token } = await signedIn(widget);
    // The browser build of the client, which opens its socket with the page's WebSocket as Chromium does.
    const { io } = await import('socket.io-client/dist/socket.io.js');
    const options = { transports: ['websocket'], reconnection: false };
    const refused = io(widget.backendUrl, { ...options, auth: { token: 'forged' } });
    const refusal = await new Promise<Error>((resolve) => refused.on('connect_error', resolve));
    expect(refusal.message).toBe('Authentication token is invalid');

    const socket = io(widget.backendUrl, { ...options, auth: { token } });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    expect(widget.connectedSockets).toBe(1);
    const heard = new Promise<unknown>((resolve) => socket.on('unseen_count_changed', resolve));
    const received = new Promise<unknown>((resolve) => socket.on('notification_received', resolve));
    widget.deliver({ ...messageWithAction(), _id: 'fresh' });
    expect(await received).toMatchObject({ message: { _id: 'fresh' } });
    expect(await heard).toEqual({ unseenCount: 2, hasMore: false });
    socket.disconnect();
    await waitFor(() => expect(widget.connectedSockets).toBe(0));
    widget.dispose();
  });
});
