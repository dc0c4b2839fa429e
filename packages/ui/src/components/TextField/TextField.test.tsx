import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.js';

const describedTexts = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('is named by its label and typed into from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Event title" onChange={onChange} />);
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Event title' });
    expect(document.activeElement).toBe(input);
    await user.keyboard('Open day');
    expect((input as HTMLInputElement).value).toBe('Open day');
    expect(onChange).toHaveBeenLastCalledWith('Open day');
  });

  it('ties its description to the input', () => {
    render(<TextField label="Event title" description="Shown on the public calendar." />);
    expect(describedTexts(screen.getByRole('textbox'))).toEqual(['Shown on the public calendar.']);
  });

  it('shows the error next to the field and marks the input invalid', () => {
    render(
      <TextField
        label="Event title"
        description="Shown on the public calendar."
        errorMessage="Enter a title."
        isInvalid
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Event title' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(input)).toEqual(
      expect.arrayContaining(['Shown on the public calendar.', 'Enter a title.']),
    );
  });

  it('shows no error while the field is valid', () => {
    render(<TextField label="Event title" errorMessage="Enter a title." />);
    expect(screen.queryByText('Enter a title.')).toBeNull();
    expect(screen.getByRole('textbox').hasAttribute('aria-invalid')).toBe(false);
  });

  it('tells assistive technology that a required field is required', () => {
    render(<TextField label="Email" type="email" isRequired />);
    const input = screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement;
    expect(input.getAttribute('aria-required')).toBe('true');
  });
});
