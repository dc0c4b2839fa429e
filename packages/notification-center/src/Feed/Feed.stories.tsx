import type { Meta, StoryObj } from '@storybook/react-vite';
import { SIZES } from '@herald/notification-protocol';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { FIXED_NOW, sampleMessages } from '../fixtures.js';
import { Feed } from './Feed.js';

/**
 * The feed on its own, its props set by hand (args): a part's reference. The same states with the notification
 * machine and an in-memory widget backend behind them are under Notification center/Connected/Inline center.
 */
const meta = {
  title: 'Notification center/Feed',
  component: Feed,
  args: { notifications: sampleMessages(5), now: FIXED_NOW, onClick: fn(), onRetry: fn(), onLoadMore: fn() },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: SIZES.widgetWidthPx }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Feed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { notifications: [], isLoading: true } };

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing new to see here yet')).toBeVisible();
  },
};

export const EmptyInPopover: Story = { args: { notifications: [], variant: 'popover' } };

export const Failed: Story = {
  args: { notifications: [], error: 'Subscriber could not be found' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * Rows are as tall as their message: a one-line message leaves no empty band under its time, and a long one is
 * not cut off.
 */
export const RowsSizedByContent: Story = {
  args: {
    notifications: [
      ...sampleMessages(1),
      {
        ...sampleMessages(2)[1]!,
        content:
          'Your contribution <b>Campus gardens</b> was accepted and selected for publication in the spring issue of the faculty magazine, with the reviewers’ notes attached for a last read before print',
      },
    ],
  },
  play: async ({ canvas }) => {
    const [short, long] = canvas.getAllByRole('listitem');
    await waitFor(() => expect(Math.round(short!.getBoundingClientRect().height)).toBeLessThan(80));
    const longText = long!.querySelector('[dir="auto"]')!;
    await waitFor(() =>
      expect(long!.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(
        longText.getBoundingClientRect().bottom,
      ),
    );
    // The rows follow one another with neither gap nor overlap.
    await waitFor(() =>
      expect(Math.round(long!.getBoundingClientRect().top)).toBe(
        Math.round(short!.getBoundingClientRect().bottom),
      ),
    );
  },
};

export const OneItem: Story = { args: { notifications: sampleMessages(1) } };

export const HundredItems: Story = { args: { notifications: sampleMessages(100) } };

/** 10,000 loaded messages: scrolling keeps at most 60 rows in the page. */
export const TenThousandItems: Story = {
  args: { notifications: sampleMessages(10_000) },
  play: async ({ canvas, canvasElement }) => {
    const count = () => canvasElement.querySelectorAll('[data-testid="notification-item"]').length;
    await expect(count()).toBeLessThanOrEqual(60);
    const feed = canvas.getByTestId('feed');
    feed.scrollTop = feed.scrollHeight / 2;
    await waitFor(() => expect(canvas.getByText('#5001')).toBeVisible());
    await expect(count()).toBeLessThanOrEqual(60);
  },
};

/** Pages arrive as the list is scrolled to its end. */
export const InfiniteScroll: Story = {
  render: function Render(args) {
    const [pages, setPages] = useState(1);
    return (
      <Feed
        {...args}
        notifications={sampleMessages(pages * 10)}
        hasMore={pages < 5}
        onLoadMore={() => setPages((count) => count + 1)}
      />
    );
  },
  play: async ({ canvas }) => {
    const feed = canvas.getByTestId('feed');
    feed.scrollTop = feed.scrollHeight;
    await waitFor(() => expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '-1'));
    await waitFor(() => expect(feed.scrollHeight).toBeGreaterThan(10 * 88));
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'he', direction: 'rtl' } };

export const Japanese: Story = { globals: { locale: 'ja' } };
