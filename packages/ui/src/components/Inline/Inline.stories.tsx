import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Inline, INLINE_ALIGNS, INLINE_ALIGNS_Y } from './Inline.js';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    gap: 'xs',
    children: (
      <>
        <Button>Submit contribution</Button>
        <Button variant="secondary">Save draft</Button>
        <Button variant="ghost">Cancel</Button>
      </>
    ),
  },
  argTypes: {
    align: { control: 'inline-radio', options: INLINE_ALIGNS },
    alignY: { control: 'inline-radio', options: INLINE_ALIGNS_Y },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AlignedToEnd: Story = { args: { align: 'end' } };

/** The first child sits at the inline start, which is the right in right-to-left. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'Submit contribution' }).getBoundingClientRect();
    const second = canvas.getByRole('button', { name: 'Save draft' }).getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(second.left);
  },
};
