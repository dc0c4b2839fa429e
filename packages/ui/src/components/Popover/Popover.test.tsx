import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

  it('keeps Tab in page order: from the trigger into the panel, from its end on to what follows the trigger', async () => {
    const user = userEvent.setup();
    render(
      <UIProvider>
        <Popover>
          <PopoverTrigger>
            <button type="button">Rules</button>
          </PopoverTrigger>
          <PopoverContent aria-label="Submission rules">
            <button type="button">First</button>
            <button type="button">Last</button>
          </PopoverContent>
        </Popover>
        <button type="button">After</button>
      </UIProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Rules' });
    await user.click(trigger);
    trigger.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(trigger);
    screen.getByRole('button', { name: 'Last' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from a trigger drawn outside it, placed against it, and gives it focus back after Escape', async () => {
    const user = userEvent.setup();
    function Host() {
      const [open, setOpen] = useState(false);
      const [bell, setBell] = useState<HTMLButtonElement | null>(null);
      return (
        <UIProvider>
          <button type="button" ref={setBell} aria-expanded={open} onClick={() => setOpen(!open)}>
            Bell
          </button>
          <Popover open={open} onOpenChange={setOpen}>
            <PopoverContent trigger={bell} aria-label="Inbox">
              <button type="button">Inside</button>
            </PopoverContent>
          </Popover>
        </UIProvider>
      );
    }
    render(<Host />);
    const bell = screen.getByRole('button', { name: 'Bell' });
    await user.click(bell);
    expect(screen.getByRole('dialog', { name: 'Inbox' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside' }));
    // A press on the outside trigger is its own: it closes the popover rather than closing and reopening it.
    await user.click(bell);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(bell);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);
  });
});
