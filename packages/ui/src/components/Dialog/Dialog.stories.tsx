import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Text } from '../Text/Text.js';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './Dialog.js';
import { DIALOG_PLACEMENTS } from './Dialog.css.js';

const meta = {
  title: 'Overlays/Dialog',
  component: DialogContent,
  args: {
    title: 'Edit contribution',
    description: 'Changes are saved to your draft until you submit it.',
    placement: 'center',
  },
  argTypes: { placement: { control: 'inline-radio', options: DIALOG_PLACEMENTS } },
  render: (args) => (
    <Dialog>
      <DialogTrigger>
        <Button>Edit contribution</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <label style={{ display: 'grid', gap: 4 }}>
          Title
          <input defaultValue="Campus wildlife photo essay" />
        </label>
        <DialogFooter>
          <DialogClose>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <DialogClose>
            <Button onClick={fn()}>Save draft</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Focus enters the dialog, Tab stays inside it, Escape closes it and focus returns to the trigger. */
export const FocusTrapAndReturn: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit contribution' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Edit contribution' });
    await expect(dialog).toHaveAccessibleDescription('Changes are saved to your draft until you submit it.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Five tabs pass every control (close, field, cancel, save) and wrap around, never leaving the dialog.
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** An open modal hides the rest of its page: on the docs page it is drawn in a frame of its own. */
const OWN_FRAME_IN_DOCS = { docs: { story: { inline: false, iframeHeight: 480 } } };

export const Open: Story = {
  parameters: OWN_FRAME_IN_DOCS,
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <Text>Your draft has 2 files attached.</Text>
        <DialogFooter>
          <DialogClose>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    // The scrim covers the viewport behind the dialog.
    const scrim = dialog.previousElementSibling as HTMLElement;
    await expect(getComputedStyle(scrim).position).toBe('fixed');
  },
};

/** The drawer used for the side nav on phones slides in from the inline start: the right in right-to-left. */
export const DrawerRightToLeft: Story = {
  args: { placement: 'start', title: 'Menu', description: undefined },
  globals: { direction: 'rtl' },
  parameters: OWN_FRAME_IN_DOCS,
  render: Open.render,
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().right)).toBe(window.innerWidth));
  },
};
