import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider/index.js';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox.js';

const departments = [
  { id: 'bio', name: 'Biology' },
  { id: 'chem', name: 'Chemistry' },
  { id: 'geo', name: 'Géographie' },
  { id: 'hist', name: 'History' },
];

function Department(props: Partial<ComboBoxProps<(typeof departments)[number]>>) {
  return (
    <ComboBox label="Department" defaultItems={departments} emptyText="No department matches." {...props}>
      {(item) => <ComboBoxItem key={item.id}>{item.name}</ComboBoxItem>}
    </ComboBox>
  );
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('ComboBox', () => {
  it('filters as the user types and chooses with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Department onSelectionChange={onSelectionChange} />);
    await user.tab();
    const input = screen.getByRole('combobox', { name: 'Department' });
    expect(document.activeElement).toBe(input);
    await user.keyboard('is');
    expect(optionNames()).toEqual(['Chemistry', 'History']);
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Chemistry' }).id,
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('hist');
    expect((input as HTMLInputElement).value).toBe('History');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('matches regardless of accents and case', async () => {
    const user = userEvent.setup();
    render(<Department />);
    await user.type(screen.getByRole('combobox'), 'GEOGRAPHIE');
    expect(optionNames()).toEqual(['Géographie']);
  });

  it('opens the whole list with the down arrow and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Department />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toHaveLength(4);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Department />);
    await user.type(screen.getByRole('combobox'), 'zz');
    expect(screen.getByText('No department matches.')).toBeTruthy();
  });

  it('works the same way in a right-to-left locale, inside the provider root', async () => {
    const user = userEvent.setup();
    render(
      <UIProvider locale="he">
        <Department />
      </UIProvider>,
    );
    await user.tab();
    await user.keyboard('hist{ArrowDown}{Enter}');
    const input = screen.getByRole('combobox') as HTMLInputElement;
    expect(input.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(input.value).toBe('History');
  });

  it('ties the error to the input and marks it invalid', () => {
    render(<Department errorMessage="Choose your department." isInvalid />);
    const input = screen.getByRole('combobox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const texts = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('Choose your department.');
  });
});
