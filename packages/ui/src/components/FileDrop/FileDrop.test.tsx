import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop, isAcceptedFile, type FileDropProps } from './FileDrop.js';

const pdf = (name = 'poster.pdf', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const png = (name = 'photo.png') => new File(['png'], name, { type: 'image/png' });
const exe = () => new File(['mz'], 'setup.exe', { type: 'application/x-msdownload' });

function renderDrop(props: Partial<FileDropProps> = {}) {
  const onSelect = vi.fn();
  const onReject = vi.fn();
  const view = render(
    <FileDrop
      label="Poster"
      accept={['application/pdf', 'image/*']}
      onSelect={onSelect}
      onReject={onReject}
      {...props}
    />,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...view, onSelect, onReject, input };
}

describe('isAcceptedFile', () => {
  it('matches exact types, type families and extensions, and anything without a list', () => {
    expect(isAcceptedFile({ name: 'a.pdf', type: 'application/pdf' }, ['application/pdf'])).toBe(true);
    expect(isAcceptedFile({ name: 'a.PNG', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(isAcceptedFile({ name: 'Notes.MD', type: '' }, ['.md'])).toBe(true);
    expect(isAcceptedFile({ name: 'a.exe', type: 'application/x-msdownload' }, ['image/*', '.pdf'])).toBe(
      false,
    );
    expect(isAcceptedFile({ name: 'a.exe', type: 'application/x-msdownload' }, [])).toBe(true);
  });
});

describe('FileDrop', () => {
  it('opens the file chooser from the keyboard', async () => {
    const user = userEvent.setup();
    const { input } = renderDrop();
    const click = vi.spyOn(input, 'click').mockImplementation(() => {});
    await user.tab();
    const button = screen.getByRole('button', { name: 'Choose files' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('passes on accepted files and turns the others away with a message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input, onSelect, onReject } = renderDrop({ multiple: true });
    await user.upload(input, [pdf(), exe(), png()]);
    expect(onSelect.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual(['poster.pdf', 'photo.png']);
    expect(onReject.mock.calls[0]?.[0].map((r: { reason: string }) => r.reason)).toEqual(['type']);
    expect(screen.getByText('setup.exe is not a file type this field accepts.')).toBeTruthy();
    // The message is tied to the file button, so it is read when the user returns to it.
    const describedBy = screen.getByRole('button', { name: 'Choose files' }).getAttribute('aria-describedby');
    expect(document.getElementById(describedBy ?? '')?.textContent).toContain('setup.exe');
  });

  it('keeps only the first file when multiple is off', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input, onSelect } = renderDrop();
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(onSelect.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual(['a.pdf']);
  });

  it('turns away files over the size limit, saying the size and the limit', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input, onSelect } = renderDrop({ maxSize: 1024 * 1024 });
    await user.upload(input, pdf('big.pdf', 1.5 * 1024 * 1024));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByText('big.pdf is 1.5 MB, over the limit of 1 MB.')).toBeTruthy();
  });

  it('hands the size and the limit to a message of the host’s own', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input } = renderDrop({
      maxSize: 1000,
      labels: { rejected: (name, reason, { size, maxSize }) => `${name}: ${reason} ${size}/${maxSize}` },
    });
    await user.upload(input, pdf('big.pdf', 2000));
    expect(screen.getByText('big.pdf: size 2000/1000')).toBeTruthy();
  });

  it('lists a chosen file as ready to upload, without a progress bar, and lets it be removed', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderDrop({
      onRemove,
      uploads: [
        { id: 'a', name: 'poster.pdf', status: 'ready' },
        { id: 'b', name: 'photo.png', status: 'uploading', progress: 40 },
      ],
    });
    const list = screen.getByRole('list', { name: 'Files' });
    const [ready, uploading] = within(list).getAllByRole('listitem');
    expect(ready!.textContent).toContain('poster.pdf');
    expect(ready!.textContent).toContain('Ready to upload');
    expect(ready!.textContent).not.toContain('Uploaded');
    expect(within(ready!).queryByRole('progressbar')).toBeNull();
    // A file on its way can no longer be taken back.
    expect(within(uploading!).queryByRole('button')).toBeNull();

    await user.click(within(ready!).getByRole('button', { name: 'Remove poster.pdf' }));
    expect(onRemove).toHaveBeenCalledWith('a');
  });

  it('offers no remove button when the host does not handle removal', () => {
    renderDrop({ uploads: [{ id: 'a', name: 'poster.pdf', status: 'ready' }] });
    expect(screen.queryByRole('button', { name: 'Remove poster.pdf' })).toBeNull();
  });

  it('shows a progress bar per file', () => {
    renderDrop({
      uploads: [
        { id: '1', name: 'poster.pdf', status: 'uploading', progress: 30 },
        { id: '2', name: 'photo.png', status: 'done' },
        { id: '3', name: 'abstract.pdf', status: 'failed', progress: 60, message: 'Network error' },
      ],
    });
    const list = screen.getByRole('list', { name: 'Files' });
    const bars = within(list).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuetext'))).toEqual([
      '30%',
      'Uploaded',
      'Network error',
    ]);
    expect(within(list).getByRole('progressbar', { name: 'poster.pdf' }).getAttribute('aria-valuenow')).toBe(
      '30',
    );
  });

  it('cannot be used while disabled', () => {
    renderDrop({ isDisabled: true });
    expect((screen.getByRole('button', { name: 'Choose files' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
