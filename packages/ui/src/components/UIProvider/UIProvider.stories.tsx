import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { NotificationBell } from '../NotificationBell/NotificationBell.js';
import { UIProvider } from './UIProvider.js';

const meta = {
  title: 'Foundations/UIProvider',
  component: UIProvider,
  args: { children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <UIProvider {...args}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 16 }}>
        <Button>Submit contribution</Button>
        <Button variant="secondary">Save draft</Button>
        <NotificationBell unseenCount={4} />
        <Badge tone="brand" count={2} />
      </div>
    </UIProvider>
  ),
} satisfies Meta<typeof UIProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Herald's own look: the pink-to-orange primary gradient. */
export const Default: Story = {};

/** An organisation's colour and font take over primary actions, focus and selection. */
export const DarkBrand: Story = {
  args: { brand: { color: '#0f766e', fontFamily: 'Georgia, "Times New Roman", serif' } },
  play: async ({ canvas }) => {
    const primary = getComputedStyle(canvas.getByRole('button', { name: 'Submit contribution' }));
    await expect(primary.backgroundColor).toBe('rgb(15, 118, 110)');
    await expect(primary.color).toBe('rgb(255, 255, 255)');
    await expect(primary.fontFamily).toContain('Georgia');
  },
};

/** A light brand colour gets black text, so it stays readable. */
export const LightBrand: Story = {
  args: { brand: { color: '#fcd34d' } },
  play: async ({ canvas }) => {
    const primary = getComputedStyle(canvas.getByRole('button', { name: 'Submit contribution' }));
    await expect(primary.color).toBe('rgb(0, 0, 0)');
  },
};

export const BrandInDarkMode: Story = {
  args: { mode: 'dark', brand: { color: '#fcd34d' } },
};

/** Follows the operating system's colour scheme. */
export const System: Story = { args: { mode: 'system' } };
