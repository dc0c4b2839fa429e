import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { samplePreferenceItems } from '../testing/sampleData.js';
import {
  loadWidget,
  widgetOf,
  WIDGET_STORY_PARAMETERS,
  WidgetStoryFrame,
  type WidgetStoryParameters,
} from '../testing/storyHarness.js';
import { ConnectedSettings } from './ConnectedSettings.js';

/** The settings view over the real preferences machine and an in-memory widget backend. */
const meta = {
  title: 'Notification center/Connected/Settings',
  component: ConnectedSettings,
  loaders: [loadWidget],
  args: { onBack: fn() },
  parameters: {
    ...WIDGET_STORY_PARAMETERS,
    widget: () => ({ preferences: samplePreferenceItems }),
  } satisfies WidgetStoryParameters,
  render: (args, context) => (
    <WidgetStoryFrame widget={widgetOf(context)} stores={context.parameters.stores}>
      <ConnectedSettings {...args} />
    </WidgetStoryFrame>
  ),
} satisfies Meta<typeof ConnectedSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each workflow names its active channels; critical and channel-less workflows are not shown. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Comments/ })).toHaveAccessibleName(
      /In App, Email/,
    );
    await expect(canvas.getByRole('button', { name: /Event reminders/ })).toBeVisible();
    await expect(canvas.queryByText('Security alerts')).toBeNull();
    await expect(canvas.queryByText('Weekly digest')).toBeNull();
  },
};

/** The preferences are on their way (the widget holds them). */
export const Loading: Story = {
  parameters: { widget: () => ({ preferences: samplePreferenceItems, hold: ['preferences'] }) },
  play: async ({ canvas, loaded }) => {
    await widgetOf({ loaded }).gate('preferences').arrived;
    await expect(await canvas.findByRole('progressbar', { name: 'Loading settings' })).toBeVisible();
  },
};

/** A toggle is saving (the widget holds it): every switch waits. */
export const Saving: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    const widget = widgetOf({ loaded });
    await userEvent.click(await canvas.findByRole('button', { name: /Comments/ }));
    widget.hold('updatePreference');
    await userEvent.click(canvas.getByRole('switch', { name: 'SMS' }));
    await widget.gate('updatePreference').arrived;
    const sms = canvas.getByRole('switch', { name: 'SMS' });
    await expect(sms).toBeChecked();
    // Every switch waits for the save, and the one just pressed keeps keyboard focus meanwhile.
    await expect(canvas.getByRole('switch', { name: 'Email' })).toHaveAttribute('aria-readonly', 'true');
    await expect(sms).toHaveFocus();
  },
};

/**
 * A saved toggle says "Saved" for a moment and the server keeps it; then the row stays as saved, its new channel
 * named in its summary (the state pictured).
 */
export const Saved: Story = {
  // Back, each workflow and the opened one's switches show the kit's ring, in forced colours too.
  parameters: { focusRings: true },
  play: async ({ canvas, userEvent, loaded }) => {
    const widget = widgetOf({ loaded });
    await userEvent.click(await canvas.findByRole('button', { name: /Comments/ }));
    await userEvent.click(canvas.getByRole('switch', { name: 'SMS' }));
    await expect(await canvas.findByText('Saved')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Comments/ })).toHaveAccessibleName(/In App, Email, SMS/);
    await expect(widget.preferences[0]?.preference.channels.sms).toBe(true);
    await waitFor(() => expect(canvas.queryByText('Saved')).toBeNull());
    await expect(canvas.getByRole('switch', { name: 'SMS' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Email' })).not.toHaveAttribute('aria-readonly', 'true');
    await expect(canvas.getByRole('button', { name: /Comments/ })).toHaveAccessibleName(/In App, Email, SMS/);
  },
};

/** The server refuses a toggle: the switch goes back and the view says why. */
export const ToggleFailsAndReverts: Story = {
  parameters: {
    widget: () => ({
      preferences: samplePreferenceItems,
      fail: { updatePreference: { status: 422, message: 'Channel settings are locked by the university.' } },
    }),
  },
  play: async ({ canvas, userEvent, loaded }) => {
    const widget = widgetOf({ loaded });
    await userEvent.click(await canvas.findByRole('button', { name: /Comments/ }));
    await userEvent.click(canvas.getByRole('switch', { name: 'SMS' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The change could not be saved and was undone.');
    await expect(alert).toHaveTextContent('Channel settings are locked by the university.');
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'SMS' })).not.toBeChecked());
    await expect(widget.preferences[0]?.preference.channels.sms).toBe(false);
  },
};

/** The preferences could not be loaded: the message and a retry. */
export const LoadError: Story = {
  parameters: {
    widget: () => ({
      preferences: samplePreferenceItems,
      fail: { preferences: { message: 'Preferences are unavailable.' } },
    }),
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Settings could not be loaded.');
    await expect(alert).toHaveTextContent('Preferences are unavailable.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: /Comments/ });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('button[aria-expanded]')).toHaveLength(2));
  },
};
