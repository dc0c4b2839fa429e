import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.js';

describe('Button', () => {
  it('calls the consumer handler when pressed with a pointer or the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Submit contribution</Button>);
    const button = screen.getByRole('button', { name: 'Submit contribution' });
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('never submits a form unless asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Preview</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps its name while loading, says it is busy, and ignores presses', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('data-loading')).toBe(true);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('cannot be pressed when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.hasAttribute('data-disabled')).toBe(true);
  });

  it('passes other props and handlers through to the native button', async () => {
    const user = userEvent.setup();
    const onFocus = vi.fn();
    render(
      <Button onFocus={onFocus} aria-describedby="hint">
        Continue
      </Button>,
    );
    await user.tab();
    expect(onFocus).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-describedby')).toBe('hint');
  });
});
