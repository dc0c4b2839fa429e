import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from './Text.js';
import { TEXT_SIZES, TEXT_TONES, TEXT_WEIGHTS } from './Text.css.js';

const meta = {
  title: 'Foundations/Text',
  component: Text,
  args: { children: 'Contributions close on 14 March at 17:00.' },
  argTypes: {
    size: { control: 'inline-radio', options: TEXT_SIZES },
    tone: { control: 'inline-radio', options: TEXT_TONES },
    weight: { control: 'inline-radio', options: TEXT_WEIGHTS },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each status tone says its status in words too. */
export const Tones: Story = {
  render: () => (
    <div>
      {TEXT_TONES.map((tone) => (
        <Text key={tone} tone={tone}>
          {tone[0]?.toUpperCase() + tone.slice(1)}: contribution status
        </Text>
      ))}
    </div>
  ),
};

export const TabularFigures: Story = {
  args: { tabularNums: true, children: '1,204 contributions' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('1,204 contributions')).fontVariantNumeric).toBe(
      'tabular-nums',
    );
  },
};
