import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider/index.js';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup.js';

function Faculty(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup label="Faculty" orientation="horizontal" {...props}>
      <Radio value="arts">Arts</Radio>
      <Radio value="science">Science</Radio>
      <Radio value="law">Law</Radio>
    </RadioGroup>
  );
}

const checked = () =>
  screen
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).checked)
    ?.getAttribute('value');

describe('RadioGroup', () => {
  it('is a named radiogroup with one tab stop', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Faculty defaultValue="science" />
        <button type="button">After</button>
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Faculty' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Science' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('moves the choice with the arrow keys alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Faculty defaultValue="arts" onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(checked()).toBe('science');
    await user.keyboard('{ArrowDown}');
    expect(checked()).toBe('law');
    await user.keyboard('{ArrowLeft}');
    expect(checked()).toBe('science');
    expect(onChange).toHaveBeenLastCalledWith('science');
  });

  it('swaps left and right in a right-to-left locale', async () => {
    const user = userEvent.setup();
    render(
      <UIProvider locale="he">
        <Faculty defaultValue="arts" />
      </UIProvider>,
    );
    expect(screen.getByRole('radiogroup').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(checked()).toBe('science');
    await user.keyboard('{ArrowRight}');
    expect(checked()).toBe('arts');
  });

  it('ties description and error to the group', () => {
    render(
      <Faculty description="Where your department belongs." errorMessage="Choose a faculty." isInvalid />,
    );
    const group = screen.getByRole('radiogroup');
    const describedBy = group.getAttribute('aria-describedby')?.split(' ') ?? [];
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Where your department belongs.', 'Choose a faculty.']));
    expect(group.getAttribute('aria-invalid')).toBe('true');
  });
});
