import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './Footer.js';

/**
 * The center's footer on its own, its props set by hand (args): a part's reference. The connected centers show it
 * under Notification center/Connected.
 */
const meta = { title: 'Notification center/Footer', component: Footer } satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PoweredBy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Powered by Herald' })).toHaveAttribute(
      'href',
      expect.stringContaining('utm_campaign=in-app'),
    );
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
