import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FIXED_NOW, sampleMessages } from '../fixtures.js';
import { useSampleFeed } from '../useSampleFeed.js';
import {
  PopoverNotificationCenter,
  type PopoverNotificationCenterProps,
} from './PopoverNotificationCenter.js';

function Bell({
  messages,
  ...props
}: Partial<PopoverNotificationCenterProps> & { messages: ReturnType<typeof sampleMessages> }) {
  const sample = useSampleFeed(messages);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: 560 }}>
      <PopoverNotificationCenter
        {...props}
        feed={{ ...sample.feed, now: FIXED_NOW }}
        unseenCount={sample.unseenCount}
        onMarkAllAsRead={sample.markAllAsRead}
        onOpenChange={(open) => {
          if (!open) sample.markAllSeen();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Notification center/PopoverNotificationCenter',
  component: Bell,
  args: { messages: sampleMessages(8) },
} satisfies Meta<typeof Bell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Open then close: what was fetched counts as seen, and the bell's count clears. */
export const OpenThenCloseMarksSeen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Notifications, \d+ unseen$/ }));
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Notifications' });
    // The popover fades in; visible once its animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  },
};

/** The whole flow by keyboard: open, mark all as read, close. */
export const ByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const page = within(document.body);
    await page.findByRole('dialog', { name: 'Notifications' });
    const markAll = page.getByRole('button', { name: 'Mark all as read' });
    for (let step = 0; step < 5 && document.activeElement !== markAll; step += 1) await userEvent.tab();
    await expect(markAll).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(markAll).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveFocus());
  },
};

export const Empty: Story = {
  args: { messages: [], defaultOpen: true },
  play: async () => {
    const empty = await within(document.body).findByText('No new notification');
    await waitFor(() => expect(empty).toBeVisible());
  },
};

export const OpenDark: Story = { args: { defaultOpen: true }, globals: { mode: 'dark' } };

export const OpenRightToLeft: Story = {
  args: { defaultOpen: true, position: 'bottom-start' },
  globals: { locale: 'he', direction: 'rtl' },
};
