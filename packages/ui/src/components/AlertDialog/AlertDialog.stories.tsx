import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger, ALERT_DIALOG_TONES } from './AlertDialog.js';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialogContent,
  args: {
    title: 'Withdraw this contribution?',
    description: 'Your coordinator will no longer see it. You can submit again until the closure date.',
    actionLabel: 'Withdraw',
    onAction: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ALERT_DIALOG_TONES } },
  render: (args) => (
    <AlertDialog>
      <AlertDialogTrigger>
        <Button variant="danger">Withdraw</Button>
      </AlertDialogTrigger>
      <AlertDialogContent {...args} />
    </AlertDialog>
  ),
} satisfies Meta<typeof AlertDialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Focus starts on Cancel, the safe choice; confirming by keyboard runs the action and returns focus. */
export const ConfirmByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Withdraw' });
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alertdialog', { name: 'Withdraw this contribution?' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(alert.querySelector(':focus')).toHaveTextContent('Withdraw');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  // An open modal hides the rest of its page: on the docs page it is drawn in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
  render: (args) => (
    <AlertDialog defaultOpen>
      <AlertDialogContent {...args} />
    </AlertDialog>
  ),
};

export const OpenDark: Story = { ...Open, globals: { mode: 'dark' } };
