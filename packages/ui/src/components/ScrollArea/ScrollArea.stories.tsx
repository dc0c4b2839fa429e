import { TIMINGS } from '@herald/notification-protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ScrollArea } from './ScrollArea.js';

const notifications = Array.from({ length: 30 }, (_, index) => `Contribution ${index + 1} was commented on`);

const meta = {
  title: 'Components/ScrollArea',
  component: ScrollArea,
  args: {
    label: 'Recent notifications',
    maxHeight: '240px',
    children: (
      <ul style={{ margin: 0, padding: 12, listStyle: 'none' }}>
        {notifications.map((text) => (
          <li key={text} style={{ paddingBlock: 6 }}>
            {text}
          </li>
        ))}
      </ul>
    ),
  },
  argTypes: { children: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 360, border: '1px solid #d2d6dc' }}>{Story()}</div>],
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * The region is reachable by Tab, so the browser scrolls it with the arrow keys; the scrollbar shows while it
 * moves, then hides.
 */
export const KeyboardScroll: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    const region = canvas.getByRole('region', { name: 'Recent notifications' });
    await expect(region).toHaveFocus();
    // Synthetic key events do not scroll, so the play function scrolls the way the browser would on End.
    region.scrollTo({ top: region.scrollHeight });
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    const scrollbar = () => canvasElement.querySelector('[data-orientation="vertical"][data-state]');
    await waitFor(() => expect(scrollbar()).toHaveAttribute('data-state', 'visible'));
    // It hides after TIMINGS.scrollbarHideMs of stillness.
    await waitFor(() => expect(scrollbar()).toBeNull(), { timeout: TIMINGS.scrollbarHideMs * 4 });
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };
