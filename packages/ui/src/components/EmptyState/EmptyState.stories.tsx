import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BellIcon } from '../../icons/BellIcon.js';
import { Button } from '../Button/Button.js';
import { EmptyState } from './EmptyState.js';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No contributions yet',
    description:
      'Submit your first piece of work to an open event; it will appear here with its review status.',
    icon: <BellIcon width={24} height={24} />,
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithAction: Story = {
  args: { action: <Button onClick={fn()}>Browse events</Button> },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No contributions yet' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Browse events' })).toHaveFocus();
  },
};
