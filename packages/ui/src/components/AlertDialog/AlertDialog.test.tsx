import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.js';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from './AlertDialog.js';

function renderAlert() {
  const onAction = vi.fn();
  render(
    <UIProvider>
      <AlertDialog>
        <AlertDialogTrigger>
          <button type="button">Withdraw</button>
        </AlertDialogTrigger>
        <AlertDialogContent
          title="Withdraw this contribution?"
          description="Your coordinator will no longer see it."
          actionLabel="Withdraw now"
          onAction={onAction}
        />
      </AlertDialog>
    </UIProvider>,
  );
  return { user: userEvent.setup(), onAction };
}

describe('AlertDialog', () => {
  it('is an alertdialog that starts focus on Cancel and does nothing when cancelled', async () => {
    const { user, onAction } = renderAlert();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const alert = screen.getByRole('alertdialog', { name: 'Withdraw this contribution?' });
    expect(alert.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('runs the action when confirmed by keyboard and returns focus to the trigger', async () => {
    const { user, onAction } = renderAlert();
    const trigger = screen.getByRole('button', { name: 'Withdraw' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Withdraw now' }));
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(trigger);
  });
});
