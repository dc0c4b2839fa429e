import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge.js';
import { BADGE_TONES } from './Badge.css.js';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 3 },
  argTypes: { tone: { control: 'inline-radio', options: BADGE_TONES } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 12, alignItems: 'center' } as const;

export const Playground: Story = {};

export const Counts: Story = {
  render: (args) => (
    <ul style={{ ...row, listStyle: 'none', padding: 0 }}>
      {[0, 7, 42, 99, 100, 150].map((count) => (
        <li key={count} style={row}>
          {count} unseen: <Badge {...args} count={count} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('99+')).toHaveLength(2);
    await expect(canvas.getByText('0 unseen:').querySelector('span')).toBeNull();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={row}>
      {BADGE_TONES.map((tone) => (
        <Badge {...args} key={tone} tone={tone} count={12} />
      ))}
    </div>
  ),
};

export const Dark: Story = { globals: { mode: 'dark' }, render: Tones.render };

export const RightToLeft: Story = { globals: { direction: 'rtl' }, render: Counts.render, play: Counts.play };
