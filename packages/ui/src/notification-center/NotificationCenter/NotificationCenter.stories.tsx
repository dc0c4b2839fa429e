import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIXED_NOW, sampleMessage, sampleMessages } from '../fixtures.js';
import { useSampleFeed } from '../useSampleFeed.js';
import { NotificationCenter, type NotificationCenterProps } from './NotificationCenter.js';

const withAction = sampleMessage({
  _id: 'invitation',
  content: 'You are invited to <b>Open Day</b> as a volunteer',
  cta: {
    type: 'redirect',
    data: {},
    action: {
      status: 'pending',
      buttons: [
        { type: 'primary', content: 'Accept' },
        { type: 'secondary', content: 'Decline' },
      ],
    },
  },
});

function Center({
  messages,
  ...props
}: Partial<NotificationCenterProps> & { messages: ReturnType<typeof sampleMessages> }) {
  const sample = useSampleFeed(messages);
  return (
    <>
      <NotificationCenter
        {...props}
        feed={{ ...sample.feed, now: FIXED_NOW }}
        unseenCount={sample.unseenCount}
        onMarkAllAsRead={sample.markAllAsRead}
      />
      <p>{sample.clickedUrl ? `Opened ${sample.clickedUrl}` : null}</p>
    </>
  );
}

const meta = {
  title: 'Notification center/NotificationCenter',
  component: Center,
  args: { messages: [withAction, ...sampleMessages(6)], showUserPreferences: true },
} satisfies Meta<typeof Center>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MarkAllAsRead: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(canvas.queryByText('Unread')).toBeNull();
  },
};

export const ClickMarksReadAndRedirects: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = within(canvas.getByRole('list', { name: 'Notifications' }));
    await userEvent.click(list.getByRole('button', { name: /Event #1 has a new comment/ }));
    await expect(canvas.getByText('Opened /contributions/42')).toBeVisible();
    await expect(list.getByRole('button', { name: /Event #1 has a new comment/ })).not.toHaveAccessibleName(
      /Unread/,
    );
  },
};

export const ActionThenHidden: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

export const WithTabs: Story = {
  args: {
    tabs: [
      { storeId: 'all', name: 'All' },
      { storeId: 'events', name: 'Events' },
    ],
    tabCounts: { all: 5, events: 2 },
    activeTab: 'all',
  },
};

export const Empty: Story = { args: { messages: [] } };

export const Dark: Story = { args: { colorScheme: 'dark' }, globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar', direction: 'rtl' } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    labels: {
      notifications: 'Notifications',
      markAllAsRead: 'Tout marquer comme lu',
      poweredBy: 'Propulsé par',
      settings: 'Paramètres',
      noNewNotification: 'Rien de nouveau pour le moment',
    },
  },
};

/** Below 480 px the center takes the full width. */
export const NarrowScreen: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' }, canvasPadding: false },
};
