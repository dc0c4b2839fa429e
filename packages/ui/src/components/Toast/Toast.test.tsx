import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.js';
import { ToastProvider, useToast, type ToastApi } from './Toast.js';

function renderToasts() {
  let api: ToastApi | undefined;
  function Capture() {
    api = useToast();
    return null;
  }
  render(
    <UIProvider>
      <ToastProvider>
        <Capture />
      </ToastProvider>
    </UIProvider>,
  );
  if (!api) throw new Error('no toast api');
  return api;
}

describe('Toast', () => {
  it('shows a toast in the list and announces it politely, never assertively', async () => {
    const { toast } = renderToasts();
    act(() => {
      toast({ title: 'Contribution submitted', tone: 'success' });
    });
    const item = screen.getByText('Contribution submitted').closest('li');
    expect(item?.getAttribute('data-tone')).toBe('success');
    const announcement = screen.getByRole('status');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(announcement.textContent).toContain('Contribution submitted'));
    expect(document.querySelector('[aria-live="assertive"]')).toBeNull();
  });

  it('runs its action and closes from its dismiss button', async () => {
    const onAction = vi.fn();
    const { toast } = renderToasts();
    act(() => {
      toast({
        title: 'Draft deleted',
        action: { label: 'Undo', altText: 'Restore it from Drafts', onAction },
      });
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    act(() => {
      toast({ title: 'Saved' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('closes a toast by id', () => {
    const { toast, dismiss } = renderToasts();
    let id = '';
    act(() => {
      id = toast({ title: 'Uploading' });
    });
    act(() => dismiss(id));
    expect(screen.queryByText('Uploading')).toBeNull();
  });

  it('explains itself when used outside a provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/ToastProvider/);
  });
});
