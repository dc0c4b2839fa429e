import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.js';
import { Stack, STACK_ALIGNS } from './Stack.js';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: 'md',
    children: ['Submitted', 'Under review', 'Accepted'].map((status) => (
      <Card key={status} padding="sm">
        {status}
      </Card>
    )),
  },
  argTypes: { align: { control: 'inline-radio', options: STACK_ALIGNS }, children: { control: false } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByText(/Submitted|Under review/);
    const gap =
      (second as HTMLElement).getBoundingClientRect().top -
      (first as HTMLElement).getBoundingClientRect().bottom;
    // The theme's md step is 16 px.
    await expect(Math.round(gap)).toBe(16);
  },
};

/** Tight on phones, roomy from tablets up. */
export const ResponsiveGap: Story = { args: { gap: { mobile: 'xs', tablet: 'lg' } } };

export const CentredItems: Story = { args: { align: 'center' } };
