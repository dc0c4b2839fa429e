import type { Meta, StoryObj } from '@storybook/react-vite';
import { SIZES, TIMINGS, type Channel, type PreferenceItem } from '@herald/protocol';
import { useEffect, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { samplePreferences } from './fixtures.js';
import { Settings, type SettingsProps } from './Settings.js';

/** Settings kept in memory: a toggle saves, says Saved for 1.5 s, or fails and is put back when `failing`. */
function InMemorySettings({ failing = false, ...props }: Partial<SettingsProps> & { failing?: boolean }) {
  const [rows, setRows] = useState<PreferenceItem[]>(samplePreferences);
  const [saved, setSaved] = useState<string>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(() => setSaved(undefined), TIMINGS.savedConfirmationMs);
    return () => clearTimeout(timer);
  }, [saved]);
  const toggle = (templateId: string, channel: Channel, enabled: boolean) => {
    if (failing) {
      setError('The server is unavailable.');
      return;
    }
    setError(undefined);
    setRows((current) =>
      current.map((row) =>
        row.template._id === templateId
          ? {
              ...row,
              preference: { ...row.preference, channels: { ...row.preference.channels, [channel]: enabled } },
            }
          : row,
      ),
    );
    setSaved(templateId);
  };
  return (
    <div style={{ inlineSize: SIZES.widgetWidthPx }}>
      <Settings {...props} preferences={rows} savedTemplateId={saved} error={error} onToggle={toggle} />
    </div>
  );
}

const meta = {
  title: 'Notification center/Settings',
  component: InMemorySettings,
  args: { onBack: fn() },
} satisfies Meta<typeof InMemorySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Comments/ }));
    await userEvent.click(canvas.getByRole('switch', { name: 'SMS' }));
    await expect(canvas.getByRole('switch', { name: 'SMS' })).toBeChecked();
    await expect(canvas.getByText('Saved')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Comments/ })).toHaveAccessibleName(/In App, Email, SMS/);
  },
};

export const FailedToggleReverts: Story = {
  args: { failing: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Comments/ }));
    await userEvent.click(canvas.getByRole('switch', { name: 'SMS' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('could not be saved'));
    await expect(canvas.getByRole('switch', { name: 'SMS' })).not.toBeChecked();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Saving: Story = { args: { isUpdating: true } };

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar', direction: 'rtl' } };
