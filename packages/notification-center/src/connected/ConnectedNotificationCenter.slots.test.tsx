// The composition slots on the ready centers, inline and in the popover, over the real machine and the in-memory
// widget: the host's row, empty state, header actions and footer, and the popover's bell drawn by the host, with the
// kit's settings, tabs, archive and keyboard behaviour still working around them.
import type { FeedStoreConfig } from '@herald/notification-machine';
import { NotificationProvider } from '@herald/notification-machine/react';
import type { NotificationMessage } from '@herald/notification-protocol';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleMessage, sampleMessages } from '../fixtures.js';
import { createInMemoryWidget, type InMemoryWidget } from '../inMemoryWidget.js';
import { DEFAULT_NOTIFICATION_CENTER_LABELS } from '../labels.js';
import { SAMPLE_STORES } from '../testing/sampleData.js';
import {
  ConnectedNotificationCenter,
  ConnectedPopoverNotificationCenter,
  type ConnectedNotificationCenterProps,
} from './ConnectedNotificationCenter.js';

// The opened center is a lazy chunk; loaded up front, as hovering the bell does, so tests wait on nothing else.
beforeAll(() => import('../PopoverNotificationCenter/PopoverPanel.js'));

let widget: InMemoryWidget;

function useWidget(messages: readonly NotificationMessage[]) {
  widget = createInMemoryWidget({ messages, subscriberId: 'student-42' });
  // The network edge: every call of the machine is answered from memory.
  vi.stubGlobal('fetch', widget.fetch);
}

beforeEach(() => useWidget(sampleMessages(3)));
afterEach(() => vi.unstubAllGlobals());

function Provider({ children, stores }: { children: ReactNode; stores?: readonly FeedStoreConfig[] }) {
  return (
    <NotificationProvider
      applicationIdentifier="herald-app"
      subscriberId="student-42"
      subscriberHash="hash"
      backendUrl="http://widget.test"
      socketUrl="http://widget.test"
      stores={stores}
    >
      {children}
    </NotificationProvider>
  );
}

/** A host's compact row: an avatar beside the kit's row, which keeps opening and marking read. */
function compactRow(message: NotificationMessage, item: ReactNode) {
  return (
    <div style={{ display: 'flex' }}>
      <span role="img" aria-label={`Sent by ${message.templateIdentifier}`}>
        C
      </span>
      {item}
    </div>
  );
}

type SlotProps = Pick<
  ConnectedNotificationCenterProps,
  | 'renderItem'
  | 'emptyState'
  | 'headerActions'
  | 'footer'
  | 'showUserPreferences'
  | 'showArchive'
  | 'onUrlChange'
  | 'tabs'
>;

/** Every slot but the bell's, as a host composing the center passes them. */
const composed = {
  renderItem: compactRow,
  emptyState: <p>You are all caught up</p>,
  headerActions: <a href="/account/notifications">Preferences</a>,
  footer: <a href="/help/notifications">Help with notifications</a>,
  showUserPreferences: true,
} satisfies SlotProps;

interface CenterUnderTest {
  name: string;
  Center: ComponentType<SlotProps>;
  /** Shows the center as its user would: the inline one is there, the popover opens from the bell. */
  open: (user: ReturnType<typeof userEvent.setup>) => Promise<HTMLElement>;
}

const CENTERS: CenterUnderTest[] = [
  {
    name: 'the inline center',
    Center: ConnectedNotificationCenter,
    open: () => screen.findByRole('region', { name: 'Notifications' }),
  },
  {
    name: 'the popover center',
    Center: ConnectedPopoverNotificationCenter,
    open: async (user) => {
      await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
      return screen.findByRole('dialog', { name: 'Notifications' });
    },
  },
];

describe.each(CENTERS)('$name composed with slots', ({ Center, open }) => {
  it('draws the host’s row for every message of every tab; the kit’s row in it still opens and marks read', async () => {
    const user = userEvent.setup();
    const onUrlChange = vi.fn();
    useWidget(sampleMessages(3).map((message) => ({ ...message, feedIdentifier: 'events' })));
    render(
      <Provider stores={SAMPLE_STORES}>
        <Center {...composed} tabs={SAMPLE_STORES} onUrlChange={onUrlChange} />
      </Provider>,
    );
    const center = within(await open(user));
    const list = within(await center.findByRole('list', { name: 'Notifications' }));
    const rows = list.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(within(row).getByRole('img', { name: 'Sent by contribution-comment' })).toBeTruthy();
    }

    // The arrow key moves to the next tab, whose feed is drawn with the host's rows too.
    center.getByRole('tab', { name: /^All/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(center.getByRole('tab', { name: /^Events/ }).getAttribute('aria-selected')).toBe('true');
    const events = within(await center.findByRole('list', { name: 'Notifications' }));
    await waitFor(() => expect(events.getAllByRole('img', { name: /^Sent by/ })).toHaveLength(3));

    await user.click(events.getByRole('button', { name: /#1 has a new comment/ }));
    expect(onUrlChange).toHaveBeenCalledWith('/contributions/42');
    await waitFor(() => expect(widget.messages[0]?.read).toBe(true));
  });

  it('draws the host’s row in the archive too', async () => {
    const user = userEvent.setup();
    useWidget([sampleMessage({ _id: 'archived-1', content: 'Your poster was archived', archived: true })]);
    render(
      <Provider>
        <Center {...composed} showArchive />
      </Provider>,
    );
    const center = within(await open(user));
    await user.click(center.getByRole('button', { name: 'Archived' }));
    expect(await center.findByRole('heading', { name: 'Archived' })).toBeTruthy();
    const archive = within(await center.findByRole('list', { name: 'Notifications' }));
    const row = within(archive.getByRole('listitem'));
    expect(row.getByRole('img', { name: 'Sent by contribution-comment' })).toBeTruthy();
    expect(row.getByRole('button', { name: /Your poster was archived/ })).toBeTruthy();
  });

  it('shows the host’s empty state for an empty feed', async () => {
    const user = userEvent.setup();
    useWidget([]);
    render(
      <Provider>
        <Center {...composed} />
      </Provider>,
    );
    const center = within(await open(user));
    expect(await center.findByText('You are all caught up')).toBeTruthy();
    const { noNewNotification, noNewNotificationShort } = DEFAULT_NOTIFICATION_CENTER_LABELS;
    expect(center.queryByText(noNewNotification)).toBeNull();
    expect(center.queryByText(noNewNotificationShort)).toBeNull();
  });

  it('puts the host’s action beside the cog, which still opens the settings; Back returns focus to the cog', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <Center {...composed} />
      </Provider>,
    );
    const center = within(await open(user));
    await center.findByRole('list', { name: 'Notifications' });
    const preferences = center.getByRole('link', { name: 'Preferences' });
    const cog = center.getByRole('button', { name: 'Settings' });
    expect(center.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
    // Among the header's own actions, just before the cog.
    expect(preferences.nextElementSibling).toBe(cog);

    await user.click(cog);
    expect(await center.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(center.getByRole('button', { name: 'Back' })));
    await user.keyboard('{Enter}');
    await center.findByRole('list', { name: 'Notifications' });
    await waitFor(() =>
      expect(document.activeElement).toBe(center.getByRole('button', { name: 'Settings' })),
    );
    expect(center.getByRole('link', { name: 'Preferences' })).toBeTruthy();
  });

  it('shows the host’s footer in place of the kit’s', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <Center {...composed} />
      </Provider>,
    );
    const center = within(await open(user));
    expect(center.getByRole('link', { name: 'Help with notifications' })).toBeTruthy();
    expect(center.queryByRole('link', { name: 'Powered by Herald' })).toBeNull();
  });
});

describe('the popover center’s bell drawn by the host', () => {
  const drawnBell = ({ unseenCount, open }: { unseenCount: number; open: boolean }) =>
    `${open ? 'Inbox open' : 'Inbox'} (${unseenCount})`;

  it('draws the host’s content in the kit’s button, named with the count; Enter and Space open it, Escape closes it back to the bell', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <a href="#main">Home</a>
        <ConnectedPopoverNotificationCenter {...composed} renderBell={drawnBell} />
      </Provider>,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unseen' });
    expect(bell.textContent).toBe('Inbox (1)');
    // The kit's live region stays beside the host's drawing, kept for what arrives: the count is in the name.
    expect(bell.parentElement?.querySelector('[role="status"]')?.textContent).toBe('');

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(bell);
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(bell.textContent).toBe('Inbox open (1)');
    expect(await dialog.findAllByRole('img', { name: /^Sent by/ })).toHaveLength(3);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);

    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);
  });
});
