import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { ToastProvider, useToast, type ToastOptions } from './Toast.js';

function Trigger(options: ToastOptions) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Submit contribution</Button>;
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastProvider,
  args: { children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger
        title="Contribution submitted"
        description="Your coordinator has 14 days to review it."
        tone="success"
        action={{ label: 'Undo', altText: 'Withdraw it from My contributions', onAction: fn() }}
      />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The toast is announced politely, and the keyboard reaches its dismiss button. */
export const AnnouncedPolitely: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Contribution submitted')).toBeInTheDocument();
    // Radix reads a copy out from a polite live region, so the message never interrupts.
    const announcement = within(canvasElement.ownerDocument.body).getByRole('status');
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(announcement).toHaveTextContent('Contribution submitted'));
    // The toasts follow the page in tab order, so the keyboard reaches the dismiss button in a few steps.
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    for (let step = 0; step < 6 && document.activeElement !== dismiss; step += 1) await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('Contribution submitted')).toBeNull());
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit contribution' }));
    const toast = (await canvas.findByText('Contribution submitted')).closest('li') as HTMLElement;
    // The stack sits at the inline end: the left edge in right-to-left.
    await expect(toast.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
  },
};
