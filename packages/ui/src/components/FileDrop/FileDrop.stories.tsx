import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDrop, type FileDropProps, type FileUpload } from './FileDrop.js';

const meta = {
  title: 'Forms/FileDrop',
  component: FileDrop,
  args: {
    label: 'Poster',
    description: 'PDF or PNG, up to 5 MB.',
    accept: ['application/pdf', 'image/png'],
    maxSize: 5 * 1024 * 1024,
    onSelect: fn(),
    onReject: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen files join the list as sent, so the whole flow can be tried by hand. */
function WithList(args: FileDropProps) {
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  return (
    <FileDrop
      {...args}
      uploads={uploads}
      onSelect={(files) => {
        args.onSelect(files);
        setUploads((current) => [
          ...current,
          ...files.map((file, index) => ({
            id: `${file.name}-${current.length + index}`,
            name: file.name,
            status: 'done' as const,
          })),
        ]);
      }}
    />
  );
}

export const Playground: Story = { render: WithList };

export const Multiple: Story = { args: { multiple: true, label: 'Attachments' }, render: WithList };

export const Uploading: Story = {
  args: {
    multiple: true,
    label: 'Attachments',
    uploads: [
      { id: '1', name: 'poster.pdf', status: 'uploading', progress: 35 },
      { id: '2', name: 'photo.png', status: 'uploading' },
      { id: '3', name: 'abstract.pdf', status: 'done' },
      { id: '4', name: 'budget.pdf', status: 'failed', progress: 60, message: 'Upload failed, try again' },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Files' });
    await expect(within(list).getAllByRole('progressbar')).toHaveLength(4);
    await expect(within(list).getByRole('progressbar', { name: 'poster.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
  },
};

/** Chosen and not sent yet: each file says so and can be removed before the form is submitted. */
export const ReadyToUpload: Story = {
  render: function ReadyToUploadStory(args) {
    const [uploads, setUploads] = useState<FileUpload[]>([
      { id: '1', name: 'poster.pdf', status: 'ready' },
      {
        id: '2',
        name: 'a-very-long-file-name-without-any-spaces-from-a-scanner-2026-03-06.pdf',
        status: 'ready',
      },
    ]);
    return (
      <FileDrop
        {...args}
        multiple
        uploads={uploads}
        onRemove={(id) => setUploads((current) => current.filter((upload) => upload.id !== id))}
      />
    );
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Files' });
    await expect(within(list).queryAllByRole('progressbar')).toHaveLength(0);
    await expect(within(list).getAllByText('Ready to upload')).toHaveLength(2);
    // The long name wraps inside the field instead of widening it.
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove poster.pdf' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Add your poster.' },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Tab to the file button; the chooser's result is simulated, since a native dialog cannot be scripted. */
export const KeyboardOnly: Story = {
  render: WithList,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The file input is missing');
    await userEvent.upload(input, new File(['%PDF'], 'poster.pdf', { type: 'application/pdf' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('progressbar', { name: 'poster.pdf' })).toHaveAttribute(
      'aria-valuetext',
      'Uploaded',
    );
  },
};

export const RejectedFile: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The file input is missing');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['mz'], 'setup.exe', { type: 'application/x-msdownload' }));
    await expect(canvas.getByText('setup.exe is not a file type this field accepts.')).toBeVisible();
    await user.upload(
      input,
      new File([new Uint8Array(6 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' }),
    );
    await expect(canvas.getByText('scan.pdf is 6 MB, over the limit of 5 MB.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: Uploading.args };

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'he' },
  args: {
    ...Uploading.args,
    label: 'קבצים מצורפים',
    description: 'PDF או PNG, עד 5 MB.',
    labels: { chooseFiles: 'בחירת קבצים', dropHere: 'או גררו לכאן', files: 'קבצים', done: 'הועלה' },
  },
};
