import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.js';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover.js';

function renderPopover(onOpenChange = vi.fn()) {
  render(
    <UIProvider direction="rtl">
      <Popover onOpenChange={onOpenChange}>
        <PopoverTrigger>
          <button type="button">Rules</button>
        </PopoverTrigger>
        <PopoverContent aria-label="Submission rules">
          <p>Up to 3 files.</p>
          <PopoverClose>
            <button type="button">Got it</button>
          </PopoverClose>
        </PopoverContent>
      </Popover>
    </UIProvider>,
  );
  return { user: userEvent.setup(), onOpenChange };
}

describe('Popover', () => {
  it('opens from the keyboard, names its panel and closes with the close part, returning focus', async () => {
    const { user, onOpenChange } = renderPopover();
    await user.tab();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Submission rules' });
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(panel.isConnected).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rules' }));
  });

  it('renders inside the provider root so it keeps the direction and theme', async () => {
    const { user } = renderPopover();
    await user.click(screen.getByRole('button', { name: 'Rules' }));
    expect(screen.getByRole('dialog').closest('[data-mode]')?.getAttribute('dir')).toBe('rtl');
  });

  it('closes on Escape', async () => {
    const { user } = renderPopover();
    await user.click(screen.getByRole('button', { name: 'Rules' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
