import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider/index.js';
import { Select, SelectItem, type SelectProps } from './Select.js';

function Faculty(props: Partial<SelectProps<object>>) {
  return (
    <Select label="Faculty" {...props}>
      <SelectItem key="arts">Arts</SelectItem>
      <SelectItem key="science">Science</SelectItem>
      <SelectItem key="law">Law</SelectItem>
    </Select>
  );
}

const trigger = () => screen.getByRole('button', { name: /Faculty/ });

describe('Select', () => {
  it('opens, moves and chooses with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Faculty onSelectionChange={onSelectionChange} />);
    await user.tab();
    expect(document.activeElement).toBe(trigger());
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Faculty' });
    expect(document.activeElement).toBe(within(listbox).getByRole('option', { name: 'Arts' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('science');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toContain('Science');
    expect(document.activeElement).toBe(trigger());
  });

  it('closes with Escape and keeps the choice', async () => {
    const user = userEvent.setup();
    render(<Faculty defaultSelectedKey="law" />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toContain('Law');
  });

  it('jumps to an option by typing its first letters', async () => {
    const user = userEvent.setup();
    render(<Faculty />);
    await user.tab();
    await user.keyboard('l');
    expect(trigger().textContent).toContain('Law');
  });

  it('works the same way in a right-to-left locale, inside the provider root', async () => {
    const user = userEvent.setup();
    render(
      <UIProvider locale="he">
        <Faculty />
      </UIProvider>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(listbox.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    expect(trigger().textContent).toContain('Science');
  });

  it('ties description and error to the button', () => {
    render(
      <Faculty description="Where your department belongs." errorMessage="Choose a faculty." isInvalid />,
    );
    const ids = (trigger().getAttribute('aria-describedby') ?? '').split(' ');
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Where your department belongs.', 'Choose a faculty.']));
  });

  it('submits the chosen key with the form', () => {
    render(
      <form aria-label="Profile">
        <Faculty name="faculty" defaultSelectedKey="law" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Profile' }) as HTMLFormElement;
    expect(new FormData(form).get('faculty')).toBe('law');
  });
});
