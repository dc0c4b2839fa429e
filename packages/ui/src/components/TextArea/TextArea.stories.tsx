import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea.js';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Abstract', onChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithDescription: Story = { args: { description: 'Two or three sentences for the reviewers.' } };

export const WithCount: Story = {
  args: { maxLength: 280, showCount: true, defaultValue: 'Plastic in rivers' },
};

export const Invalid: Story = {
  args: { errorMessage: 'Write at least one sentence.', isInvalid: true },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Abstract' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Write at least one sentence.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Submitted abstracts cannot change.' },
};

/** Tab in, type two lines with Enter between them. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const area = canvas.getByRole('textbox', { name: 'Abstract' });
    await expect(area).toHaveFocus();
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(area).toHaveValue('First line\nSecond line');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { description: 'Two or three sentences for the reviewers.', maxLength: 280, showCount: true },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'he' },
  args: { label: 'תקציר', description: 'שניים או שלושה משפטים לסוקרים.' },
};
