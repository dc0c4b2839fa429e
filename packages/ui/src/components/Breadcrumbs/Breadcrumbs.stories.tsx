import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.js';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Events', href: '/student/events' },
      { label: 'Research poster day', href: '/student/events/poster-day' },
      { label: 'My contribution' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('My contribution')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Events' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Research poster day' })).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('link', { name: 'Events' }).getBoundingClientRect();
    const last = canvas.getByText('My contribution').getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(last.left);
  },
};
