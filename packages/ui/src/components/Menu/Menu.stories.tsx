import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuLinkItem, MenuSeparator, MenuTrigger } from './Menu.js';

const onSelect = { duplicate: fn(), withdraw: fn() };

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  render: (args) => (
    <Menu {...args}>
      <MenuTrigger>
        <Button variant="secondary">Contribution actions</Button>
      </MenuTrigger>
      <MenuContent align="start">
        <MenuLabel>Campus wildlife photo essay</MenuLabel>
        <MenuLinkItem href="/student/contributions/42">Open</MenuLinkItem>
        <MenuItem onSelect={onSelect.duplicate}>Duplicate</MenuItem>
        <MenuItem disabled>Publish (after review)</MenuItem>
        <MenuSeparator />
        <MenuItem tone="danger" onSelect={onSelect.withdraw}>
          Withdraw
        </MenuItem>
      </MenuContent>
    </Menu>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Arrow keys move, skipping the disabled item, and wrap; Enter chooses; focus returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Contribution actions' });
    await userEvent.keyboard('{ArrowDown}');
    const menu = await canvas.findByRole('menu');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Open' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Withdraw' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Open' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(onSelect.withdraw).toHaveBeenCalled();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Contribution actions' }));
    const menu = await canvas.findByRole('menu');
    await expect(menu.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

export const OpenDark: Story = {
  args: { defaultOpen: true },
  globals: { mode: 'dark' },
};
