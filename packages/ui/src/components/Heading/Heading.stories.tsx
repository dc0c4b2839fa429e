import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading.js';
import { HEADING_LEVELS, HEADING_SIZES } from './Heading.css.js';

const meta = {
  title: 'Foundations/Heading',
  component: Heading,
  args: { level: 1, children: 'My contributions' },
  argTypes: {
    level: { control: 'inline-radio', options: HEADING_LEVELS },
    size: { control: 'inline-radio', options: HEADING_SIZES },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Scale: Story = {
  render: () => (
    <div>
      {HEADING_LEVELS.map((level) => (
        <Heading key={level} level={level}>
          Level {level} heading
        </Heading>
      ))}
    </div>
  ),
};

/** A level-2 heading drawn small, for a dense sidebar: the outline and the look are chosen apart. */
export const LevelApartFromSize: Story = {
  args: { level: 2, size: 'sm', children: 'Deadlines' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Deadlines' });
    await expect(getComputedStyle(heading).fontSize).toBe('14px');
  },
};
