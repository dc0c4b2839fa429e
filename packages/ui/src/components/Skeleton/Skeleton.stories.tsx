import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.js';
import { Skeleton } from './Skeleton.js';
import { SKELETON_SHAPES } from './Skeleton.css.js';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { width: '16rem' },
  argTypes: { shape: { control: 'inline-radio', options: SKELETON_SHAPES } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A card still loading: the region is busy, its placeholders are silent. */
export const LoadingCard: Story = {
  render: () => (
    <Card aria-busy="true" aria-label="Loading event" role="group" style={{ maxInlineSize: 360 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" height={40} width={40} />
        <div style={{ flex: 1 }}>
          <Skeleton width="70%" />
          <Skeleton width="40%" />
        </div>
      </div>
      <Skeleton shape="rect" height={120} style={{ marginBlockStart: 12 }} />
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Loading event' })).toHaveAttribute('aria-busy', 'true');
  },
};
