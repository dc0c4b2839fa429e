import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar.js';
import { PROGRESS_TONES } from './ProgressBar.css.js';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading poster.pdf', value: 40 },
  argTypes: {
    tone: { control: 'inline-radio', options: PROGRESS_TONES },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading poster.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, tone: 'success', label: 'poster.pdf uploaded' } };

export const Failed: Story = { args: { value: 65, tone: 'danger', label: 'poster.pdf failed' } };

export const CustomValueLabel: Story = {
  args: { label: 'Reviews done', value: 3, maxValue: 12, valueLabel: '3 of 12' },
};

export const Indeterminate: Story = { args: { isIndeterminate: true, label: 'Preparing the upload' } };

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Upload progress', showValueLabel: false },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {PROGRESS_TONES.map((tone) => (
        <ProgressBar key={tone} {...args} tone={tone} label={`Tone ${tone}`} />
      ))}
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'he' },
  args: { label: 'מעלה poster.pdf' },
};
