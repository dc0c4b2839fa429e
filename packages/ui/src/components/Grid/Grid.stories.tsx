import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.js';
import { Grid } from './Grid.js';

const events = [
  'Freshers’ showcase',
  'Research poster day',
  'Spring hackathon',
  'Alumni talks',
  'Art fair',
  'Open day',
];

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: {
    columns: 3,
    gap: 'md',
    children: events.map((event) => (
      <Card key={event} padding="sm">
        {event}
      </Card>
    )),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText(events[0] as string).getBoundingClientRect();
    const fourth = canvas.getByText(events[3] as string).getBoundingClientRect();
    // Three columns: the fourth card starts the second row, under the first.
    await expect(Math.round(fourth.left)).toBe(Math.round(first.left));
    await expect(fourth.top).toBeGreaterThan(first.bottom);
  },
};

/** One column on phones, two on tablets, three on desktops. */
export const Responsive: Story = { args: { columns: [1, 2, 3] } };
