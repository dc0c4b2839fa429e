import type { NotificationMessage } from '@herald/notification-protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Badge } from '@herald/ui/components/Badge';
import { Dialog, DialogContent } from '@herald/ui/components/Dialog';
import { EmptyState } from '@herald/ui/components/EmptyState';
import { Link } from '@herald/ui/components/Link';
import { UIProvider } from '@herald/ui/components/UIProvider';
import { Icon, SMALL_SCREEN, vars, type Direction } from '@herald/ui/foundations';
import {
  bellGeometry,
  controlsOutsideViewportAcross,
  headerControlsOutsideViewport,
  overflowOfViewport,
  scrollsSideways,
} from '../testing/geometry.js';
import { generateMessages, samplePreferenceItems, SAMPLE_STORES } from '../testing/sampleData.js';
import {
  loadWidget,
  nextArrow,
  tabTo,
  widgetOf,
  WIDGET_STORY_PARAMETERS,
  WidgetStoryFrame,
  type WidgetStoryParameters,
} from '../testing/storyHarness.js';
import { ConnectedPopoverNotificationCenter } from './ConnectedPopoverNotificationCenter.js';
import { SAND_FONT_FAMILY, sandThemes, sandTokens, type SandMode } from './sandTheme.stories.css.js';

/** The bell and its popover as a host mounts them, over the real machine and an in-memory widget backend. */
const meta = {
  title: 'Notification center/Connected/Bell and popover',
  component: ConnectedPopoverNotificationCenter,
  loaders: [loadWidget],
  args: { onUrlChange: fn(), onNotificationClick: fn(), showUserPreferences: true },
  parameters: {
    ...WIDGET_STORY_PARAMETERS,
    widget: () => ({ messages: generateMessages(8), preferences: samplePreferenceItems }),
  } satisfies WidgetStoryParameters,
  render: (args, context) => (
    <WidgetStoryFrame widget={widgetOf(context)} stores={context.parameters.stores} inline={false}>
      <ConnectedPopoverNotificationCenter {...args} tabs={context.parameters.stores} />
    </WidgetStoryFrame>
  ),
} satisfies Meta<typeof ConnectedPopoverNotificationCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
/** The open popover; its content may load as a chunk of its own, so the wait is longer than the default. */
const findDialog = () => page().findByRole('dialog', { name: 'Notifications' });

const INSIDE = { top: 0, right: 0, bottom: 0, left: 0 };

/** The open panel lies wholly inside the viewport, once its opening animation has placed it. */
async function expectPanelInViewport(dialog: HTMLElement) {
  await waitFor(() => expect(overflowOfViewport(dialog)).toEqual(INSIDE));
}

/** The bell says how many are unseen; it keeps its square size in the row, its badge on the icon's corner. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 3 unseen' });
    await expect(bell).toBeVisible();
    await expect(bellGeometry(bell)).toEqual({ width: 36, height: 36, badgeOnCorner: true });
  },
};

/**
 * A message arrives while the bell is closed: the bell's name takes the new count, and its polite live region says
 * what came, by its words, its markup read as text.
 */
export const ArrivalAnnounced: Story = {
  parameters: {
    accessibilityTree: [
      {
        role: 'button',
        name: 'Notifications, 4 unseen',
        properties: { hasPopup: 'dialog', expanded: false },
      },
      { role: 'status', properties: { live: 'polite' } },
    ],
  },
  play: async ({ canvas, loaded }) => {
    const widget = widgetOf({ loaded });
    await canvas.findByRole('button', { name: 'Notifications, 3 unseen' });
    await waitFor(() => expect(widget.connectedSockets).toBe(1));
    widget.deliver({ ...generateMessages(1)[0]!, _id: 'arrived', content: 'Your <b>timetable</b> changed' });
    await canvas.findByRole('button', { name: 'Notifications, 4 unseen' });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('New: Your timetable changed'));
  },
};

/** The widget's usual messages, its first page held until the play function lets it through. */
const HOLD_FIRST_PAGE = {
  widget: () => ({ messages: generateMessages(8), preferences: samplePreferenceItems, hold: ['feed'] }),
} satisfies WidgetStoryParameters;

/**
 * The center opened before its first page arrived: focus moves into it, to its first control that can act (the
 * cog: "Mark all as read" waits for messages), and stays there when the page arrives and the list fills in.
 */
async function expectFocusKeptWhileTheListArrives(loaded: Record<string, unknown>): Promise<HTMLElement> {
  const firstPage = widgetOf({ loaded }).gate('feed');
  const dialog = await findDialog();
  const center = within(dialog);
  await waitFor(() => expect(center.getByRole('button', { name: 'Settings' })).toHaveFocus());
  await expect(center.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await firstPage.arrived;
  firstPage.release();
  await center.findByRole('list', { name: 'Notifications' });
  await expect(center.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  await expect(center.getByRole('button', { name: 'Settings' })).toHaveFocus();
  return dialog;
}

/**
 * Open, nothing is marked seen yet: the bell counts the three unseen messages, the center's header the six unread
 * ones (drawn bold), each count what its place shows.
 */
async function expectCounts(canvas: ReturnType<typeof within>, dialog: HTMLElement) {
  const heading = await within(dialog).findByRole('heading', { name: 'Notifications, 6 unread' });
  const bell = await canvas.findByRole('button', { name: 'Notifications, 3 unseen' });
  // The popover fades in (the sheet slides up on a phone): visible once its animation has run.
  await waitFor(() => expect(heading).toBeVisible());
  await expect(bell).toBeVisible();
}

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: {
    ...HOLD_FIRST_PAGE,
    // The bell and every control of the open center show the kit's ring, in forced colours too.
    focusRings: true,
    // The dialog is named by its words alone (no badge digits); the bell says it is expanded and what it opens.
    accessibilityTree: [
      { role: 'dialog', name: 'Notifications' },
      { role: 'button', name: 'Notifications, 3 unseen', properties: { expanded: true, hasPopup: 'dialog' } },
      { role: 'heading', name: 'Notifications, 6 unread' },
      { role: 'list', name: 'Notifications' },
    ],
  },
  play: async ({ canvas, loaded }) => {
    const dialog = await expectFocusKeptWhileTheListArrives(loaded);
    await waitFor(() => expect(dialog).toBeVisible());
    await expectPanelInViewport(dialog);
    await expectCounts(canvas, dialog);
  },
};

export const OpenEmpty: Story = {
  args: { defaultOpen: true },
  parameters: { widget: () => ({ messages: [] }) },
  play: async () => {
    const empty = await page().findByText('No new notification');
    // The popover fades in; visible once its animation has run.
    await waitFor(() => expect(empty).toBeVisible());
  },
};

/**
 * Opening then closing marks what was fetched seen on the server, and the bell's count clears; focus goes back to
 * the bell.
 */
export const OpenThenCloseMarksSeen: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    const widget = widgetOf({ loaded });
    const bell = await canvas.findByRole('button', { name: 'Notifications, 3 unseen' });
    await userEvent.click(bell);
    const dialog = await findDialog();
    await within(dialog).findByRole('list', { name: 'Notifications' });
    await expect(widget.messages.filter((message) => !message.seen)).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
    await waitFor(() => expect(widget.messages.every((message) => message.seen)).toBe(true));
    await expect(await canvas.findByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/**
 * The whole flow by keyboard alone: Tab to the bell and Enter to open; the settings behind the cog, a section
 * opened and a channel switched with Space; back to the feed; the arrow key to the next tab (which marks the tab
 * left seen); Enter on a message (read, url to the host); Escape to close; Enter to reopen, mark all as read;
 * Escape again, and focus is back on the bell.
 */
export const ByKeyboard: Story = {
  parameters: { stores: SAMPLE_STORES },
  play: async ({ args, canvas, userEvent, loaded }) => {
    const widget = widgetOf({ loaded });
    const bell = await canvas.findByRole('button', { name: /^Notifications/ });
    await tabTo(userEvent, () => bell);
    await userEvent.keyboard('{Enter}');
    let dialog = within(await findDialog());
    await dialog.findByRole('list', { name: 'Notifications' });

    await tabTo(userEvent, () => dialog.queryByRole('button', { name: 'Settings' }));
    await userEvent.keyboard('{Enter}');
    await dialog.findByRole('heading', { name: 'Settings' });
    // The cog gave way to the settings: focus is on their first control, not on the page.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Back' })).toHaveFocus());
    const section = await dialog.findByRole('button', { name: /Comments/ });
    await tabTo(userEvent, () => section);
    await userEvent.keyboard('{Enter}');
    await tabTo(userEvent, () => dialog.queryByRole('switch', { name: 'SMS' }));
    await userEvent.keyboard(' ');
    await expect(await dialog.findByText('Saved')).toBeVisible();
    await waitFor(() => expect(widget.preferences[0]?.preference.channels.sms).toBe(true));
    // Every switch waits (read-only) while the change saves; Escape closes the popover
    // (focus back on the bell) and Enter opens it again, on the settings or the feed.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    dialog = within(await findDialog());
    if (dialog.queryByRole('button', { name: 'Back' })) {
      await tabTo(userEvent, () => dialog.queryByRole('button', { name: 'Back' }));
      await userEvent.keyboard('{Enter}');
      // Back returns focus to the cog that opened the settings.
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Settings' })).toHaveFocus());
    }

    const all = await dialog.findByRole('tab', { name: /^All/ });
    await tabTo(userEvent, () => all);
    await userEvent.keyboard(nextArrow(all));
    await expect(dialog.getByRole('tab', { name: /^Events/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(widget.messages.every((message) => message.seen)).toBe(true));
    const list = within(await dialog.findByRole('list', { name: 'Notifications' }));
    const first = list.getByRole('button', { name: /Event #1 has a new comment/ });
    await tabTo(userEvent, () => first);
    await userEvent.keyboard('{Enter}');
    await expect(args.onUrlChange).toHaveBeenCalledWith('/contributions/42');
    await waitFor(() => expect(widget.messages[0]?.read).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    dialog = within(await findDialog());
    const markAll = await dialog.findByRole('button', { name: 'Mark all as read' });
    await tabTo(userEvent, () => markAll);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(markAll).toBeDisabled());
    // The disabled button hands focus on to the next control, the cog.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Settings' })).toHaveFocus());
    // The tab shown is Events: its messages are read, the other feed's are not.
    const inEvents = widget.messages.filter((message) => message.feedIdentifier === 'events');
    await waitFor(() => expect(inEvents.every((message) => message.read)).toBe(true));
    await expect(widget.messages.some((message) => !message.read)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
    // Every message was seen on the way: the bell's count clears once the server's new count arrives.
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
  },
};

export const OpenDark: Story = {
  args: { defaultOpen: true, colorScheme: 'dark' },
  parameters: { stores: SAMPLE_STORES },
  globals: { mode: 'dark' },
  play: async ({ canvas }) => {
    await page().findByRole('list', { name: 'Notifications' });
    await expectPanelInViewport(await findDialog());
    const bell = canvas.getByRole('button', { name: /^Notifications/ });
    await expect(bellGeometry(bell)).toMatchObject({ width: 36, height: 36 });
  },
};

export const OpenRightToLeft: Story = {
  args: { defaultOpen: true, position: 'bottom-start' },
  parameters: { stores: SAMPLE_STORES },
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvas }) => {
    const dialog = await page().findByRole('dialog');
    await within(dialog).findByRole('list');
    await expectPanelInViewport(dialog);
    // The badge is on the inline-end corner: the left in right-to-left.
    const bell = canvas.getByRole('button', { expanded: true });
    await expect(bellGeometry(bell)).toEqual({ width: 36, height: 36, badgeOnCorner: true });
  },
};

/**
 * On a phone the center is a sheet the width of the screen, from below the bell to the screen's bottom; its header
 * fits the screen, "Mark all as read" an icon named by its words, and focus lands on a control in view. The bell sits
 * at the end of a phone page's header row, inset like the page's content, on a page no taller than the screen. The
 * test-runner applies this story's 320 px viewport, as Storybook's toolbar does; opened on its own in a wider window
 * the sheet rightly does not appear, and the play function says so rather than measuring a popover as a sheet.
 */
export const OpenOnPhone: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: HOLD_FIRST_PAGE,
  render: (args, context) => (
    <WidgetStoryFrame widget={widgetOf(context)} stores={context.parameters.stores}>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ConnectedPopoverNotificationCenter {...args} tabs={context.parameters.stores} />
      </div>
    </WidgetStoryFrame>
  ),
  play: async ({ canvas, loaded }) => {
    const dialog = await expectFocusKeptWhileTheListArrives(loaded);
    await expectPanelInViewport(dialog);
    await expectCounts(canvas, dialog);
    if (!window.matchMedia(SMALL_SCREEN).matches) {
      console.info('OpenOnPhone: the 320 px viewport is not applied, so the sheet width is not checked.');
      return;
    }
    await waitFor(() => {
      const sheet = dialog.getBoundingClientRect();
      expect(Math.round(sheet.width)).toBe(window.innerWidth);
      expect(Math.round(sheet.bottom)).toBe(window.innerHeight);
    });
    // The header fits the phone: the title, "Mark all as read" and the cog, which has focus, are all on the screen.
    await expect(headerControlsOutsideViewport(dialog)).toEqual([]);
    await expect(overflowOfViewport(document.activeElement as HTMLElement)).toEqual(INSIDE);
    await expect(scrollsSideways()).toBe(false);
  },
};

/**
 * A host that opens a dialog of its own (the kit's, on Radix) from a notification, drawn outside the center as a
 * host's dialogs are. The center stays open under it; Escape closes the dialog first, with focus back on the
 * message, then the center, with focus back on the bell.
 */
/**
 * The settings in the phone's sheet, at 320 CSS px in a padded host: a workflow opened, every switch and its name
 * on the screen across, and the page never scrolls sideways (WCAG 1.4.10, reflow).
 */
export const SettingsOnPhone: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ userEvent }) => {
    const dialog = within(await findDialog());
    await dialog.findByRole('list', { name: 'Notifications' });
    await userEvent.click(dialog.getByRole('button', { name: 'Settings' }));
    await dialog.findByRole('heading', { name: 'Settings' });
    await userEvent.click(await dialog.findByRole('button', { name: /Comments/ }));
    const switches = await dialog.findAllByRole('switch');
    if (!window.matchMedia(SMALL_SCREEN).matches) {
      console.info('SettingsOnPhone: the 320 px viewport is not applied, so reflow is not checked.');
      return;
    }
    await expect(controlsOutsideViewportAcross(switches)).toEqual([]);
    await expect(scrollsSideways()).toBe(false);
  },
};

export const HostDialogOverTheCenter: Story = {
  render: (args, context) => {
    function Host() {
      const [message, setMessage] = useState<NotificationMessage | null>(null);
      return (
        <>
          <ConnectedPopoverNotificationCenter
            {...args}
            tabs={context.parameters.stores}
            onNotificationClick={(clicked) => {
              args.onNotificationClick?.(clicked);
              setMessage(clicked);
            }}
          />
          <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : setMessage(null))}>
            <DialogContent title="Message details">
              <p>The message's page, opened by the host.</p>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    return (
      <WidgetStoryFrame widget={widgetOf(context)} stores={context.parameters.stores} inline={false}>
        <Host />
      </WidgetStoryFrame>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 3 unseen' });
    await userEvent.click(bell);
    const center = await findDialog();
    const list = within(await within(center).findByRole('list', { name: 'Notifications' }));
    const first = list.getByRole('button', { name: /Event #1 has a new comment/ });
    await userEvent.click(first);
    const details = await page().findByRole('dialog', { name: 'Message details' });
    await waitFor(() => expect(details).toContainElement(document.activeElement as HTMLElement));
    // The center stays open under the host's dialog.
    await expect(center).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(details).not.toBeInTheDocument());
    await expect(center).toBeInTheDocument();
    await waitFor(() => expect(center).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(center).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
    // Closing marked what the center showed seen: the bell's count clears once the server's new count arrives.
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
  },
};

/** The host's row: the initial of the message's feed beside the kit's row, which keeps its click, menu and read state. */
function rowWithFeedInitial(message: NotificationMessage, item: ReactNode) {
  const feed = message.feedIdentifier === 'events' ? 'Events' : 'Contributions';
  return (
    <div style={{ display: 'flex', alignItems: 'center', paddingInlineStart: vars.space.sm }}>
      <span
        role="img"
        aria-label={`${feed} feed`}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flex: 'none',
          inlineSize: 24,
          blockSize: 24,
          borderRadius: vars.radius.pill,
          background: vars.color.neutral['4'],
          color: vars.color.text.primary,
          fontSize: vars.font.size.xs,
          fontWeight: vars.font.weight.semibold,
        }}
      >
        {feed.charAt(0)}
      </span>
      <div style={{ flex: 1, minInlineSize: 0 }}>{item}</div>
    </div>
  );
}

/** The host's own bell drawing: an inbox tray and its count; the button around it stays the kit's. */
function inboxBell({ unseenCount, open }: { unseenCount: number; open: boolean }) {
  return (
    <>
      <Icon size={20} strokeWidth={open ? 2.5 : 2}>
        <path d="M22 12h-6l-2 3h-4l-2-3H2" />
        <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
      </Icon>
      <Badge
        count={unseenCount}
        tone="brand"
        style={{ position: 'absolute', insetBlockStart: -1, insetInlineEnd: -1 }}
      />
    </>
  );
}

/**
 * Every composition slot at once: the host's rows (each with its feed's initial), a friendly empty state, a
 * "Preferences" link among the header's actions, a footer of its own and an inbox drawn in the kit's bell. The
 * settings, the cog's focus on return and the bell's name with its count are the kit's still.
 */
export const Composed: Story = {
  args: {
    renderItem: rowWithFeedInitial,
    emptyState: (
      <EmptyState
        title="You're all caught up"
        description="Comments and reviews on your contributions will show up here."
      />
    ),
    headerActions: (
      <Link
        href="/account/notifications"
        style={{ flex: 'none', fontSize: vars.font.size.sm, color: vars.color.text.secondary }}
      >
        Preferences
      </Link>
    ),
    footer: (
      <div
        style={{
          display: 'flex',
          justifyContent: 'center',
          paddingBlock: vars.space.xs,
          borderBlockStart: `1px solid ${vars.color.border.subtle}`,
          fontSize: vars.font.size.xs,
        }}
      >
        <Link href="/help/notifications" style={{ color: vars.color.text.secondary }}>
          Help with notifications
        </Link>
      </div>
    ),
    renderBell: inboxBell,
  },
  play: async ({ canvas, userEvent }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 3 unseen' });
    await userEvent.click(bell);
    const dialog = await findDialog();
    const center = within(dialog);
    const list = within(await center.findByRole('list', { name: 'Notifications' }));
    const [firstInitial] = await list.findAllByRole('img', { name: /feed$/ });
    // The popover fades in; visible once its animation has run.
    await waitFor(() => expect(firstInitial).toBeVisible());
    await expect(center.getByRole('link', { name: 'Preferences' })).toBeVisible();
    await expect(center.getByRole('link', { name: 'Help with notifications' })).toBeVisible();

    await userEvent.click(center.getByRole('button', { name: 'Settings' }));
    await center.findByRole('heading', { name: 'Settings' });
    await userEvent.click(await center.findByRole('button', { name: 'Back' }));
    await center.findByRole('list', { name: 'Notifications' });
    // Back returns focus to the cog that opened the settings.
    await waitFor(() => expect(center.getByRole('button', { name: 'Settings' })).toHaveFocus());
    await expect(center.getByRole('link', { name: 'Preferences' })).toBeVisible();
  },
};

/**
 * The sand palette of the toolbar's mode. A host's theme follows the mode as the kit's own do, so the re-theme has a
 * light and a dark palette: given at run time, one palette would win over either mode's theme and show light sand
 * in dark mode.
 */
const sandModeOf = (globals: Record<string, unknown>): SandMode =>
  globals.mode === 'dark' ? 'dark' : 'light';

/**
 * A provider of the story's own inside the decorator's, as a host re-themes the kit: the popover is drawn in the
 * nearest provider's element, so it takes this provider's theme. Mode, direction and locale follow the toolbar, as
 * the decorator's do; the toolbar's brand does not, since the sand theme stands in for the organisation's look.
 */
function SandProvider({
  globals,
  at,
  children,
}: {
  globals: Record<string, unknown>;
  /** `tokens` set on the provider's element, or the build-time `theme` class in place of the mode's. */
  at: 'run time' | 'build time';
  children: ReactNode;
}) {
  const mode = sandModeOf(globals);
  // The kit's reduced-motion rule stops the sand durations too, given either way.
  const theme = at === 'build time' ? { theme: sandThemes[mode] } : { tokens: sandTokens[mode] };
  return (
    <UIProvider
      mode={mode}
      direction={globals.direction === 'auto' ? undefined : (globals.direction as Direction)}
      locale={globals.locale as string}
      {...theme}
    >
      {children}
    </UIProvider>
  );
}

/** What the sand theme computes to in each mode, as `getComputedStyle` gives it. */
const SAND_COMPUTED = {
  light: {
    /** surface.base */
    surface: 'rgb(252, 249, 243)',
    /** surface.raised, under unread rows */
    raised: 'rgb(247, 240, 228)',
    /** text.primary */
    text: 'rgb(43, 33, 24)',
    /** text.secondary */
    secondaryText: 'rgb(90, 71, 52)',
    /** brand: the bar of an unread row */
    brand: 'rgb(156, 63, 28)',
    /** shadow.overlay */
    shadow: 'rgba(74, 52, 28, 0.1) 0px 6px 12px 0px, rgba(74, 52, 28, 0.14) 0px 16px 32px 0px',
  },
  dark: {
    surface: 'rgb(24, 19, 14)',
    raised: 'rgb(32, 26, 19)',
    text: 'rgb(243, 235, 221)',
    secondaryText: 'rgb(196, 180, 157)',
    brand: 'rgb(227, 154, 111)',
    shadow: 'rgba(0, 0, 0, 0.45) 0px 6px 12px 0px, rgba(0, 0, 0, 0.55) 0px 16px 32px 0px',
  },
} satisfies Record<SandMode, Record<string, string>>;

/** The computed style of the center's first row that is read (or unread). */
function rowStyle(dialog: HTMLElement, read: boolean): CSSStyleDeclaration {
  const row = dialog.querySelector(`[data-testid="notification-item"][data-read="${read}"]`);
  if (!row) throw new Error(`The center shows no ${read ? 'read' : 'unread'} message`);
  return getComputedStyle(row);
}

/**
 * Opens the bell and reads the opened center's computed style: the popover is drawn in the re-themed provider,
 * with the sand shadow and motion; the center has its surface, corners and font, its header the roomier inline
 * padding, and its rows the sand text colours (an unread one on the raised surface, marked in the brand colour).
 */
const playReThemed: Story['play'] = async ({ canvas, userEvent, globals }) => {
  const expected = SAND_COMPUTED[sandModeOf(globals)];
  const bell = await canvas.findByRole('button', { name: 'Notifications, 3 unseen' });
  await userEvent.click(bell);
  const dialog = await findDialog();
  const center = within(dialog);
  const heading = await center.findByRole('heading', { name: 'Notifications, 6 unread' });
  await center.findByRole('list', { name: 'Notifications' });
  // Until Radix has placed the panel it holds it off screen with no animation: styles are read once it is placed.
  await expectPanelInViewport(dialog);
  await waitFor(() => expect(heading).toBeVisible());
  // Drawn in the story's provider, the bell's, not in the decorator's around it.
  await expect(bell.closest('[data-mode]')).toContainElement(dialog);

  const panel = getComputedStyle(dialog);
  await expect({ boxShadow: panel.boxShadow, animationDuration: panel.animationDuration }).toEqual({
    boxShadow: expected.shadow,
    // The kit's reduced-motion rule stops the host's durations too.
    animationDuration: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? '0s' : '0.14s',
  });
  const frame = getComputedStyle(center.getByRole('region', { name: 'Notifications' }));
  await expect({
    backgroundColor: frame.backgroundColor,
    borderRadius: frame.borderRadius,
    fontFamily: frame.fontFamily,
  }).toEqual({ backgroundColor: expected.surface, borderRadius: '16px', fontFamily: SAND_FONT_FAMILY });
  const header = getComputedStyle(heading.parentElement as HTMLElement);
  await expect([header.paddingInlineStart, header.paddingInlineEnd]).toEqual(['20px', '20px']);

  const unread = rowStyle(dialog, false);
  await expect({
    color: unread.color,
    backgroundColor: unread.backgroundColor,
    fontSize: unread.fontSize,
  }).toEqual({ color: expected.text, backgroundColor: expected.raised, fontSize: '15px' });
  await expect(unread.boxShadow).toContain(expected.brand);
  await expect(rowStyle(dialog, true).color).toBe(expected.secondaryText);
};

/**
 * The whole center re-themed through the kit's theme contract at run time: `UIProvider`'s `tokens` with a warm
 * "sand" palette for each mode (surfaces, text, borders, the brand's terracotta for focus, selection and primary
 * actions, status colours), rounder corners, roomier spacing, a serif at 15 px, warm shadows and slower motion.
 * The roomier header padding leaves the header under the width at which "Mark all as read" shows its words, so it
 * shows its icon, named by the words, as on a phone.
 */
export const ReThemed: Story = {
  name: 'Re-themed',
  render: (args, context) => (
    <SandProvider globals={context.globals} at="run time">
      {meta.render(args, context)}
    </SandProvider>
  ),
  play: playReThemed,
};

/** The same sand theme made at build time: `createTheme(vars, …)` classes (sandTheme.stories.css.ts) as `theme`. */
export const ReThemedAtBuildTime: Story = {
  name: 'Re-themed at build time',
  render: (args, context) => (
    <SandProvider globals={context.globals} at="build time">
      {meta.render(args, context)}
    </SandProvider>
  ),
  play: playReThemed,
};
