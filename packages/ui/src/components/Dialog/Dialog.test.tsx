import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.js';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './Dialog.js';

function renderDialog(description?: string) {
  render(
    <UIProvider>
      <button type="button">Before</button>
      <Dialog>
        <DialogTrigger>
          <button type="button">Edit</button>
        </DialogTrigger>
        <DialogContent title="Edit contribution" description={description} closeLabel="Close editor">
          <input aria-label="Title" />
          <DialogClose>
            <button type="button">Cancel</button>
          </DialogClose>
        </DialogContent>
      </Dialog>
    </UIProvider>,
  );
  return userEvent.setup();
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const user = renderDialog('Changes stay in your draft.');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit contribution' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Changes stay in your draft.');
  });

  it('points aria-describedby at nothing when there is no description', async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog').hasAttribute('aria-describedby')).toBe(false);
  });

  it('moves focus inside, keeps Tab inside, and returns focus to the trigger on Escape', async () => {
    const user = renderDialog();
    const trigger = screen.getByRole('button', { name: 'Edit' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes from its named close button', async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Close editor' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
