import type { Meta, StoryObj } from '@storybook/react-vite';
import { SIZES } from '@herald/notification-protocol';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FeedTabs } from './FeedTabs.js';

const tabs = [
  { storeId: 'all', name: 'All' },
  { storeId: 'events', name: 'Events' },
  { storeId: 'contributions', name: 'Contributions' },
];

/**
 * The tabs on their own, their props set by hand (args): a part's reference. Tabs from the provider's stores, with
 * unseen counts from an in-memory widget backend, are under Notification center/Connected/Inline center.
 */
const meta = {
  title: 'Notification center/FeedTabs',
  component: FeedTabs,
  args: {
    tabs,
    unseenCounts: { all: 4, events: 1 },
    value: 'all',
    onValueChange: fn(),
    children: (storeId: string) => <p>{`Messages of ${storeId}`}</p>,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ inlineSize: SIZES.widgetWidthPx }}>
        <FeedTabs
          {...args}
          value={value}
          onValueChange={(next, previous) => {
            args.onValueChange(next, previous);
            setValue(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof FeedTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to the tabs, arrows move between them; the tab left is reported so its messages count as seen. */
export const ByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /^All ?, 4 unseen$/ })).toHaveFocus();
    // The next tab lies to the right, or to the left in right-to-left layouts.
    const rtl = getComputedStyle(canvas.getByRole('tablist')).direction === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /^Events ?, 1 unseen$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('events', 'all');
    await expect(canvas.getByText('Messages of events')).toBeVisible();
  },
};

export const ByKeyboardRightToLeft: Story = { ...ByKeyboard, globals: { locale: 'he', direction: 'rtl' } };

export const Dark: Story = { globals: { mode: 'dark' } };
