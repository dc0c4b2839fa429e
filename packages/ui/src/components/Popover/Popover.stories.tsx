import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Text } from '../Text/Text.js';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover.js';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger>
        <Button variant="secondary">Submission rules</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Submission rules" arrow>
        <Text>Up to 3 files, 20 MB each. Word documents and images only.</Text>
        <PopoverClose>
          <Button size="sm" variant="ghost" style={{ marginBlockStart: 8 }}>
            Got it
          </Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Opened and closed by keyboard alone; focus comes back to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Submission rules' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await canvas.findByRole('dialog', { name: 'Submission rules' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const OpenDark: Story = { args: { defaultOpen: true }, globals: { mode: 'dark' } };

/** A panel whose direction changes while it is open, as when a language is chosen in it. */
function DirectionSwitch() {
  const [dir, setDir] = useState<'ltr' | 'rtl'>('ltr');
  return (
    <Popover defaultOpen>
      <PopoverTrigger>
        <Button variant="secondary">Language</Button>
      </PopoverTrigger>
      {/* A fixed width: only the direction changes, nothing that would make it be placed again anyway. */}
      <PopoverContent aria-label="Language" align="start" dir={dir} style={{ inlineSize: 280 }}>
        <Text>Its alignment follows the direction.</Text>
        <Button
          size="sm"
          variant="ghost"
          style={{ marginBlockStart: 8 }}
          onClick={() => setDir(dir === 'ltr' ? 'rtl' : 'ltr')}
        >
          Switch direction
        </Button>
      </PopoverContent>
    </Popover>
  );
}

/**
 * Aligned to its trigger's start edge in the direction it shows: when the direction changes while it is open, it
 * is placed again, against the trigger's other edge.
 */
export const DirectionChangesWhileOpen: Story = {
  parameters: { layout: 'centered' },
  render: () => <DirectionSwitch />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Language' });
    const panel = await canvas.findByRole('dialog', { name: 'Language' });
    const edges = () => ({ trigger: trigger.getBoundingClientRect(), panel: panel.getBoundingClientRect() });
    await waitFor(() => {
      const { trigger, panel } = edges();
      expect(Math.abs(panel.left - trigger.left)).toBeLessThan(1);
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Switch direction' }));
    await waitFor(() => {
      const { trigger, panel } = edges();
      expect(Math.abs(panel.right - trigger.right)).toBeLessThan(1);
    });
  },
};
