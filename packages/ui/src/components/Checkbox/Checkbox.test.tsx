import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.js';

describe('Checkbox', () => {
  it('is checked and unchecked with Space alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>I accept the submission terms</Checkbox>);
    await user.tab();
    const box = screen.getByRole('checkbox', { name: 'I accept the submission terms' }) as HTMLInputElement;
    expect(document.activeElement).toBe(box);
    await user.keyboard(' ');
    expect(box.checked).toBe(true);
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('tells assistive technology about the mixed state', () => {
    render(<Checkbox isIndeterminate>Select all contributions</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Select all contributions' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
  });

  it('marks itself invalid for assistive technology', () => {
    render(<Checkbox isInvalid>I accept the submission terms</Checkbox>);
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
  });

  it('submits its value with the form', () => {
    render(
      <form aria-label="Terms">
        <Checkbox name="terms" value="accepted" defaultSelected>
          I accept the submission terms
        </Checkbox>
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Terms' }) as HTMLFormElement;
    expect(new FormData(form).get('terms')).toBe('accepted');
  });
});
