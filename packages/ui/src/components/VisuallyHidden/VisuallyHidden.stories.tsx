import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.js';

const meta = {
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'of contributions' },
  render: (args) => (
    <p>
      42 <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The words after the count are read aloud but take no room on screen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('of contributions');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByText(/42/)).toHaveTextContent('42 of contributions');
  },
};
