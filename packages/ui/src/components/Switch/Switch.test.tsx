import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.js';

/** Whether the switch says it is on, as a screen reader hears it. */
const isOn = (control: HTMLElement) => control.getAttribute('aria-checked') === 'true';

describe('Switch', () => {
  it('is a switch named by its label, off unless told otherwise', () => {
    render(
      <>
        <Switch>Email me a daily digest</Switch>
        <Switch defaultSelected>Text me reminders</Switch>
      </>,
    );
    expect(isOn(screen.getByRole('switch', { name: 'Email me a daily digest' }))).toBe(false);
    expect(isOn(screen.getByRole('switch', { name: 'Text me reminders' }))).toBe(true);
  });

  it('turns on and off from the keyboard (Space, and Enter as the switch pattern allows), reporting each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Email me a daily digest</Switch>);
    await user.tab();
    const control = screen.getByRole('switch');
    expect(document.activeElement).toBe(control);
    await user.keyboard(' ');
    expect(isOn(control)).toBe(true);
    await user.keyboard('{Enter}');
    expect(isOn(control)).toBe(false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('turns on when its label is clicked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Email me a daily digest</Switch>);
    await user.click(screen.getByText('Email me a daily digest'));
    expect(isOn(screen.getByRole('switch'))).toBe(true);
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it('follows the state it is given when controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <Switch isSelected={false} onChange={onChange}>
        Email me a daily digest
      </Switch>,
    );
    await user.click(screen.getByRole('switch'));
    expect(onChange.mock.calls).toEqual([[true]]);
    expect(isOn(screen.getByRole('switch'))).toBe(false);
    rerender(
      <Switch isSelected onChange={onChange}>
        Email me a daily digest
      </Switch>,
    );
    expect(isOn(screen.getByRole('switch'))).toBe(true);
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
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps focus but ignores presses while read-only, and says so', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Switch isReadOnly defaultSelected onChange={onChange}>
        Email me a daily digest
      </Switch>,
    );
    await user.tab();
    const control = screen.getByRole('switch');
    expect(document.activeElement).toBe(control);
    expect(control.getAttribute('aria-readonly')).toBe('true');
    await user.keyboard(' ');
    await user.click(screen.getByText('Email me a daily digest'));
    expect(isOn(control)).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is submitted with its form under its name while on', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Reminders">
        <Switch name="digest">Email me a daily digest</Switch>
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Reminders' }) as HTMLFormElement;
    expect(new FormData(form).get('digest')).toBeNull();
    await user.click(screen.getByRole('switch'));
    expect(new FormData(form).get('digest')).toBe('on');
  });
});
