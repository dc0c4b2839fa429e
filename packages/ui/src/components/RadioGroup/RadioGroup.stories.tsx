import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup.js';
import { RADIO_GROUP_ORIENTATIONS } from './RadioGroup.css.js';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Faculty',
    onChange: fn(),
    children: [
      <Radio key="arts" value="arts">
        Arts
      </Radio>,
      <Radio key="science" value="science">
        Science
      </Radio>,
      <Radio key="law" value="law">
        Law
      </Radio>,
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: RADIO_GROUP_ORIENTATIONS } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithDescription: Story = {
  args: { description: 'Where your department belongs.', defaultValue: 'science' },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'arts' } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a faculty.' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'law' } };

/** One tab stop, then the arrow keys move the choice. */
export const KeyboardOnly: Story = {
  args: { defaultValue: 'arts' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Arts' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Science' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('science');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Arts' })).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { defaultValue: 'science', description: 'Where your department belongs.' },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'he' },
  args: { orientation: 'horizontal', defaultValue: 'arts', label: 'פקולטה' },
  // In a right-to-left locale the left arrow moves on to the next option, which sits to the left.
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Arts' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Science' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Arts' })).toBeChecked();
  },
};
