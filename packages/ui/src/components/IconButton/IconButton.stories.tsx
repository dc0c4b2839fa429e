import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BUTTON_SIZES } from '../Button/Button.css.js';
import { IconButton } from './IconButton.js';
import { ICON_BUTTON_VARIANTS } from './IconButton.css.js';

const CloseIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ICON_BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 12, alignItems: 'center' } as const;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      {ICON_BUTTON_VARIANTS.map((variant) => (
        <IconButton {...args} key={variant} variant={variant} label={`Close (${variant})`} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {BUTTON_SIZES.map((size) => (
        <IconButton {...args} key={size} size={size} label={`Close (${size})`} />
      ))}
    </div>
  ),
};

export const Dark: Story = { globals: { mode: 'dark' }, render: Variants.render };

export const RightToLeft: Story = { globals: { direction: 'rtl' }, render: Variants.render };
