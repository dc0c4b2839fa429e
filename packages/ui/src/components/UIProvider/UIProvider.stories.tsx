import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { DatePicker } from '../DatePicker/DatePicker.js';
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

/**
 * Opens the calendar from the keyboard on 6 March and presses the right arrow once: it must land on `expectedDay`.
 * The story renders its own provider, so the toolbar's direction does not change the outcome.
 */
function arrowRightLandsOn(expectedDay: number): Story['play'] {
  return async ({ canvasElement }) => {
    const root = within(canvasElement);
    const calendarButton = root.getAllByRole('button').at(-1);
    if (!calendarButton) throw new Error('The calendar button is missing');
    calendarButton.focus();
    await userEvent.keyboard('{Enter}');
    const grid = await within(document.body).findByRole('grid');
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await expect(document.activeElement?.textContent).toBe('6');
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement?.textContent).toBe(String(expectedDay));
    await userEvent.keyboard('{Escape}');
  };
}

const renderCalendar: Story['render'] = (args) => (
  <UIProvider {...args}>
    <div style={{ padding: 16, minBlockSize: 400 }}>
      <DatePicker label="Closure date" defaultValue={parseDate('2026-03-06')} />
    </div>
  </UIProvider>
);

/** An explicit right-to-left direction in an English locale: React Aria's arrows follow the page, not the language. */
export const RightToLeftInEnglish: Story = {
  args: { locale: 'en-US', direction: 'rtl' },
  render: renderCalendar,
  play: arrowRightLandsOn(5),
};

/** An explicit left-to-right direction in Hebrew: the right arrow moves forward, dates stay in Hebrew. */
export const LeftToRightInHebrew: Story = {
  args: { locale: 'he', direction: 'ltr' },
  render: renderCalendar,
  play: arrowRightLandsOn(7),
};

/** English left to right, for comparison: the right arrow moves forward. */
export const LeftToRightInEnglish: Story = {
  args: { locale: 'en-US', direction: 'ltr' },
  render: renderCalendar,
  play: arrowRightLandsOn(7),
};
