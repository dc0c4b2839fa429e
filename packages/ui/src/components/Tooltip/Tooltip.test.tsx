import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.js';
import { Tooltip } from './Tooltip.js';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger without renaming it, and hides on Escape', async () => {
    render(
      <UIProvider>
        <Tooltip content="Choose which events notify you">
          <button type="button">Settings</button>
        </Tooltip>
      </UIProvider>,
    );
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Settings' });
    expect(document.activeElement).toBe(button);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('Choose which events notify you');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
