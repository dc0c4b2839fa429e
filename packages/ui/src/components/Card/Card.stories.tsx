import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading/Heading.js';
import { Text } from '../Text/Text.js';
import { Card } from './Card.js';
import { CARD_PADDINGS, CARD_TONES } from './Card.css.js';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    as: 'article',
    children: (
      <>
        <Heading level={3}>Research poster day</Heading>
        <Text tone="secondary">Closes 14 March · 12 contributions</Text>
      </>
    ),
  },
  argTypes: {
    padding: { control: 'inline-radio', options: CARD_PADDINGS },
    tone: { control: 'inline-radio', options: CARD_TONES },
    children: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};

/** The accent sits at the inline start and the status is also written out. */
export const Accepted: Story = {
  args: {
    tone: 'success',
    children: (
      <>
        <Heading level={3}>Campus wildlife photo essay</Heading>
        <Text tone="success" weight="semibold">
          Accepted
        </Text>
      </>
    ),
  },
};

export const AcceptedRightToLeft: Story = {
  ...Accepted,
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByRole('article'));
    await expect(style.borderRightWidth).toBe('4px');
  },
};
