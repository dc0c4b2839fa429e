import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BellIcon } from '../../icons/BellIcon.js';
import { Button } from './Button.js';
import { BUTTON_SIZES, BUTTON_VARIANTS } from './Button.css.js';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Submit contribution', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Submit contribution' });
    // The primary palette is the pink-to-orange gradient, which proves the theme's CSS is applied.
    await expect(getComputedStyle(button).backgroundImage).toContain('linear-gradient');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      {BUTTON_VARIANTS.map((variant) => (
        <Button {...args} key={variant} variant={variant}>
          {variant[0]?.toUpperCase() + variant.slice(1)}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {BUTTON_SIZES.map((size) => (
        <Button {...args} key={size} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: { variant: 'secondary', icon: <BellIcon width={16} height={16} />, children: 'Subscribe' },
};

export const Loading: Story = {
  args: { loading: true, children: 'Save' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Delete' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const KeyboardFocus: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Submit contribution' });
    await expect(button).toHaveFocus();
    // A 2 px ring in the brand colour, offset from the button.
    const style = getComputedStyle(button);
    await expect(style.outlineWidth).toBe('2px');
    await expect(style.outlineOffset).toBe('2px');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  render: Variants.render,
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Secondary' })).color).toBe(
      'rgb(237, 238, 240)',
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { icon: <BellIcon width={16} height={16} />, children: 'Subscribe' },
};
