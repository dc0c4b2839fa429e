import { NotificationProvider } from '@herald/notification-machine/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleMessages } from '../fixtures.js';
import { createInMemoryWidget, type InMemoryWidget } from '../inMemoryWidget.js';
import {
  ConnectedNotificationCenter,
  ConnectedPopoverNotificationCenter,
} from './ConnectedNotificationCenter.js';

// The opened center is a lazy chunk; loaded up front, as hovering the bell does, so tests wait on nothing else.
beforeAll(() => import('../PopoverNotificationCenter/PopoverPanel.js'));

let widget: InMemoryWidget;

beforeEach(() => {
  widget = createInMemoryWidget({ messages: sampleMessages(3), subscriberId: 'student-42' });
  // The network edge: every call of the machine is answered from memory.
  vi.stubGlobal('fetch', widget.fetch);
});
afterEach(() => vi.unstubAllGlobals());

function Provider({ children }: { children: ReactNode }) {
  return (
    <NotificationProvider
      applicationIdentifier="herald-app"
      subscriberId="student-42"
      subscriberHash="hash"
      backendUrl="http://widget.test"
      socketUrl="http://widget.test"
    >
      {children}
    </NotificationProvider>
  );
}

const callsTo = (call: string) => widget.calls.filter((entry) => entry.call === call);

describe('the connected notification center', () => {
  it('marks a clicked message read and hands its url to the host', async () => {
    const user = userEvent.setup();
    const onUrlChange = vi.fn();
    const onNotificationClick = vi.fn();
    render(
      <Provider>
        <ConnectedNotificationCenter onUrlChange={onUrlChange} onNotificationClick={onNotificationClick} />
      </Provider>,
    );
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    await user.click(list.getByRole('button', { name: /#1 has a new comment/ }));
    expect(onUrlChange).toHaveBeenCalledWith('/contributions/42');
    expect(onNotificationClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(widget.messages[0]?.read).toBe(true));
    expect(callsTo('POST /widgets/usage/log')).toHaveLength(1);
  });

  it('marks every message read from the header', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <ConnectedNotificationCenter />
      </Provider>,
    );
    await screen.findByRole('list', { name: 'Notifications' });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(widget.messages.every((message) => message.read)).toBe(true));
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('marks the fetched unseen messages seen once the popover opens and closes', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <ConnectedPopoverNotificationCenter />
      </Provider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unseen' }));
    await screen.findByRole('list', { name: 'Notifications' });
    expect(widget.messages.some((message) => !message.seen)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(widget.messages.every((message) => message.seen)).toBe(true));
  });

  it('opens the settings from the cog and comes back to the feed', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <ConnectedNotificationCenter showUserPreferences />
      </Provider>,
    );
    await screen.findByRole('list', { name: 'Notifications' });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    // The preferences load with their code, once the view is open.
    await waitFor(() => expect(callsTo('GET /widgets/preferences')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeTruthy();
  });

  it('archives a message from its menu, lists it in the archive, and unarchives it back into the feed', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <ConnectedNotificationCenter showArchive />
      </Provider>,
    );
    const feed = within(await screen.findByRole('list', { name: 'Notifications' }));
    const first = feed.getByRole('button', { name: /#1 has a new comment/ }).closest('[role="listitem"]');
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Message actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    // Gone from the feed at once, archived and read on the server.
    expect(feed.queryByRole('button', { name: /#1 has a new comment/ })).toBeNull();
    await waitFor(() => expect(widget.messages[0]).toMatchObject({ archived: true, read: true }));

    const archiveButton = screen.getByRole('button', { name: 'Archived' });
    await user.click(archiveButton);
    expect(await screen.findByRole('heading', { name: 'Archived' })).toBeTruthy();
    const archive = within(await screen.findByRole('list', { name: 'Notifications' }));
    const archived = archive
      .getByRole('button', { name: /#1 has a new comment/ })
      .closest('[role="listitem"]');
    expect(archive.getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(archived as HTMLElement).getByRole('button', { name: 'Message actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Mark as unread' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Unarchive' }));
    expect(await screen.findByText('No archived notifications')).toBeTruthy();
    await waitFor(() => expect(widget.messages[0]?.archived).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const again = within(await screen.findByRole('list', { name: 'Notifications' }));
    expect(await again.findByRole('button', { name: /#1 has a new comment/ })).toBeTruthy();
    // Back returns focus to the button that opened the archive.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Archived' })),
    );
  });

  it('puts a message back in the feed when the server refuses to archive it', async () => {
    const user = userEvent.setup();
    widget.fail('archive', { times: 1 });
    render(
      <Provider>
        <ConnectedNotificationCenter />
      </Provider>,
    );
    const feed = within(await screen.findByRole('list', { name: 'Notifications' }));
    const first = feed.getByRole('button', { name: /#1 has a new comment/ }).closest('[role="listitem"]');
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Message actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    expect(await feed.findByRole('button', { name: /#1 has a new comment/ })).toBeTruthy();
    expect(widget.messages[0]?.archived).toBeUndefined();
  });
});

describe('the connected popover center', () => {
  const feedCalls = () => widget.calls.filter((call) => call.name === 'feed');
  const unseen = () => widget.messages.filter((message) => !message.seen);

  it('fetches the feed once when opened, and closing marks it seen', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <ConnectedPopoverNotificationCenter />
      </Provider>,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unseen' });
    // Pointed at, the bell loads the feed's code; the Chromium runtime test shows no page is fetched before opening.
    await user.hover(bell);
    await user.click(bell);
    const dialog = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(await dialog.findAllByRole('listitem')).toHaveLength(3);
    expect(feedCalls()).toHaveLength(1);
    expect(unseen()).toHaveLength(1);
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(unseen()).toHaveLength(0));
  });

  it('marks what it showed seen when a center open from the start closes', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <ConnectedPopoverNotificationCenter defaultOpen />
      </Provider>,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(await dialog.findAllByRole('listitem')).toHaveLength(3);
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(unseen()).toHaveLength(0));
  });
});
