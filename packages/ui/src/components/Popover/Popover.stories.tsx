import type { Meta, StoryObj } from '@storybook/react-vite';
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
