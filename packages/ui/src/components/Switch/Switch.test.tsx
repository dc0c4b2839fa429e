import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.js';

describe('Switch', () => {
  it('is a switch named by its label', () => {
    render(<Switch>Email me a daily digest</Switch>);
    const control = screen.getByRole('switch', { name: 'Email me a daily digest' });
    expect((control as HTMLInputElement).checked).toBe(false);
  });

  it('turns on and off with Space alone, reporting each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Email me a daily digest</Switch>);
    await user.tab();
    const control = screen.getByRole('switch');
    expect(document.activeElement).toBe(control);
    expect(control.closest('label')?.hasAttribute('data-focus-visible')).toBe(true);
    await user.keyboard(' ');
    expect((control as HTMLInputElement).checked).toBe(true);
    await user.keyboard(' ');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('cannot be changed while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Switch isDisabled onChange={onChange}>
        Email me a daily digest
      </Switch>,
    );
    await user.click(screen.getByText('Email me a daily digest'));
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByRole('switch') as HTMLInputElement).disabled).toBe(true);
  });
});
