import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea.js';

describe('TextArea', () => {
  it('is a multi-line textbox that takes new lines from the keyboard', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Abstract" />);
    await user.tab();
    const area = screen.getByRole('textbox', { name: 'Abstract' }) as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    await user.keyboard('First line{Enter}Second line');
    expect(area.value).toBe('First line\nSecond line');
  });

  it('ties the error to the text area and marks it invalid', () => {
    render(<TextArea label="Abstract" errorMessage="Write at least one sentence." isInvalid />);
    const area = screen.getByRole('textbox', { name: 'Abstract' });
    expect(area.getAttribute('aria-invalid')).toBe('true');
    const id = area.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(id)?.textContent).toBe('Write at least one sentence.');
  });

  it('counts characters against the limit as the user types', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Abstract" maxLength={200} showCount defaultValue="Hi" />);
    expect(screen.getByText('2 / 200')).toBeTruthy();
    await user.type(screen.getByRole('textbox'), ' there');
    expect(screen.getByText('8 / 200')).toBeTruthy();
  });
});
