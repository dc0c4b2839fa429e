import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useDrop, type DropItem, type FileDropItem } from 'react-aria';
import { UploadIcon } from '../../icons/StatusIcons.js';
import { FieldMessages, LabelText } from '../../private/Field.js';
import * as fieldStyles from '../../styles/field.css.js';
import { cx } from '../../utils/cx.js';
import { Button } from '../Button/index.js';
import { ProgressBar } from '../ProgressBar/index.js';
import * as styles from './FileDrop.css.js';

/**
 * Where one chosen file stands: chosen and not sent yet (`ready`), on its way with `progress`, sent, or failed.
 */
export const FILE_UPLOAD_STATUSES = ['ready', 'uploading', 'done', 'failed'] as const;
export type FileUploadStatus = (typeof FILE_UPLOAD_STATUSES)[number];

export interface FileUpload {
  /** Stable key for the list. */
  id: string;
  /** The file name, shown and used as the progress bar's name. */
  name: string;
  /** 0–100; leave it out while the size of the work is unknown. */
  progress?: number;
  status: FileUploadStatus;
  /** Replaces the percentage, for example the reason a file failed. */
  message?: string;
}

/** Why a chosen file was turned away. */
export type FileRejectionReason = 'type' | 'size';

/** What a rejection message may say besides the file's name. */
export interface FileRejectionDetails {
  /** The file's size in bytes. */
  size: number;
  /** The field's limit in bytes, when it has one. */
  maxSize?: number;
}

/** A size in bytes as people read it: `820 KB`, `20 MB`. */
export function formatFileSize(bytes: number, locale?: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(bytes / 1024, 1), 'kilobyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

export interface FileDropLabels {
  /** The file button's text. */
  chooseFiles: string;
  /** Text in the zone for pointer users. */
  dropHere: string;
  /** Status of a chosen file not sent yet. */
  ready: string;
  /** Value text of a finished file. */
  done: string;
  /** The accessible name of a file's remove button. */
  remove: (fileName: string) => string;
  /** The visible text of a file's remove button. */
  removeText: string;
  /** The list of chosen files. */
  files: string;
  /** The message for a file that is turned away. */
  rejected: (fileName: string, reason: FileRejectionReason, details: FileRejectionDetails) => string;
}

export const DEFAULT_FILE_DROP_LABELS: FileDropLabels = {
  chooseFiles: 'Choose files',
  dropHere: 'or drop them here',
  ready: 'Ready to upload',
  done: 'Uploaded',
  remove: (fileName) => `Remove ${fileName}`,
  removeText: 'Remove',
  files: 'Files',
  rejected: (fileName, reason, { size, maxSize }) =>
    reason === 'type'
      ? `${fileName} is not a file type this field accepts.`
      : maxSize === undefined
        ? `${fileName} is too large.`
        : `${fileName} is ${formatFileSize(size)}, over the limit of ${formatFileSize(maxSize)}.`,
};

export interface FileDropProps {
  /** The field's visible label; names the group and the file button's context. */
  label: ReactNode;
  /** Help under the zone, for example the accepted types in words. */
  description?: ReactNode;
  /** Shown with an icon while `isInvalid` is set. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Accepted MIME types (`image/png`, `image/*`) or extensions (`.pdf`); anything when empty. */
  accept?: readonly string[];
  /** Whether more than one file can be chosen or dropped at once. */
  multiple?: boolean;
  /** Largest accepted file in bytes. */
  maxSize?: number;
  /** Called with the accepted files of one choice or drop. */
  onSelect: (files: File[]) => void;
  /** Called with the files turned away, after their messages are shown. */
  onReject?: (rejections: Array<{ file: File; reason: FileRejectionReason }>) => void;
  /** Files already chosen: each ready one with its status, each on its way or sent with its own progress bar. */
  uploads?: readonly FileUpload[];
  /** Offers a remove button beside each file that is ready or failed, called with the file's `id`. */
  onRemove?: (id: string) => void;
  labels?: Partial<FileDropLabels>;
  className?: string;
}

/** Whether `file` matches one of the `accept` entries: an exact type, a `type/*` family, or an extension. */
export function isAcceptedFile(file: { name: string; type: string }, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

const isFileItem = (item: DropItem): item is FileDropItem => item.kind === 'file';

/**
 * Choose files with a keyboard-operable button, or drop them on the zone (React Aria's `useDrop`). Files that
 * do not match `accept` or `maxSize` are turned away with the reason beside the field. A chosen file reads
 * "Ready to upload" until its upload starts, then shows its own progress bar; `onRemove` lets people take a file
 * back before sending.
 */
export function FileDrop({
  label,
  description,
  errorMessage,
  isInvalid = false,
  isRequired,
  isDisabled = false,
  accept = [],
  multiple = false,
  maxSize,
  onSelect,
  onReject,
  uploads = [],
  onRemove,
  labels: labelOverrides,
  className,
}: FileDropProps) {
  const labels = { ...DEFAULT_FILE_DROP_LABELS, ...labelOverrides };
  const zoneRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejections, setRejections] = useState<string[]>([]);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const rejectionsId = useId();

  function take(files: File[]) {
    const chosen = multiple ? files : files.slice(0, 1);
    const accepted: File[] = [];
    const rejected: Array<{ file: File; reason: FileRejectionReason }> = [];
    for (const file of chosen) {
      if (!isAcceptedFile(file, accept)) rejected.push({ file, reason: 'type' });
      else if (maxSize !== undefined && file.size > maxSize) rejected.push({ file, reason: 'size' });
      else accepted.push(file);
    }
    setRejections(
      rejected.map(({ file, reason }) =>
        labels.rejected(file.name, reason, { size: file.size, ...(maxSize !== undefined && { maxSize }) }),
      ),
    );
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) onSelect(accepted);
  }

  const { dropProps, isDropTarget } = useDrop({
    ref: zoneRef,
    isDisabled,
    // Types are checked on drop, per file, so a mixed drop keeps its acceptable files and explains the rest.
    onDrop: async (event) => {
      const files = await Promise.all(event.items.filter(isFileItem).map((item) => item.getFile()));
      take(files);
    },
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    take(Array.from(event.target.files ?? []));
    // Choosing the same file again must fire another change.
    event.target.value = '';
  }

  const describedBy = [
    description ? descriptionId : null,
    isInvalid && errorMessage ? errorId : null,
    rejections.length > 0 ? rejectionsId : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy || undefined}
      className={cx(styles.root, className)}
    >
      <span id={labelId} className={fieldStyles.label}>
        <LabelText isRequired={isRequired}>{label}</LabelText>
      </span>
      <div
        {...dropProps}
        ref={zoneRef}
        className={styles.zone}
        data-drop-target={isDropTarget || undefined}
        data-disabled={isDisabled || undefined}
      >
        <span className={styles.zoneIcon} aria-hidden="true">
          <UploadIcon />
        </span>
        <Button
          variant="secondary"
          disabled={isDisabled}
          aria-describedby={describedBy || undefined}
          onClick={() => inputRef.current?.click()}
        >
          {labels.chooseFiles}
        </Button>
        <p className={styles.hint} aria-hidden="true">
          {labels.dropHere}
        </p>
        <input
          ref={inputRef}
          type="file"
          className={styles.fileInput}
          accept={accept.join(',') || undefined}
          multiple={multiple}
          disabled={isDisabled}
          required={isRequired}
          aria-labelledby={labelId}
          tabIndex={-1}
          onChange={handleChange}
        />
      </div>
      <FieldMessages
        description={description}
        errorMessage={errorMessage}
        isInvalid={isInvalid}
        descriptionProps={{ id: descriptionId }}
        errorMessageProps={{ id: errorId }}
      />
      {/* Announced politely, so a turned-away file is heard without moving focus. */}
      <div aria-live="polite" id={rejectionsId}>
        {rejections.map((message) => (
          <p key={message} className={fieldStyles.error}>
            {message}
          </p>
        ))}
      </div>
      {uploads.length > 0 ? (
        <ul className={styles.files} aria-label={labels.files}>
          {uploads.map((upload) => (
            <li key={upload.id} className={styles.file}>
              {upload.status === 'ready' ? (
                // Nothing has been sent yet, so no progress bar: the file only waits for the form.
                <span className={styles.readyFile}>
                  <span className={styles.fileName}>{upload.name}</span>
                  <span className={styles.fileStatus}>{upload.message ?? labels.ready}</span>
                </span>
              ) : (
                <ProgressBar
                  className={styles.fileProgress}
                  label={upload.name}
                  value={upload.status === 'done' ? 100 : (upload.progress ?? 0)}
                  isIndeterminate={upload.status === 'uploading' && upload.progress === undefined}
                  valueLabel={upload.message ?? (upload.status === 'done' ? labels.done : undefined)}
                  tone={
                    upload.status === 'failed' ? 'danger' : upload.status === 'done' ? 'success' : 'brand'
                  }
                />
              )}
              {onRemove && (upload.status === 'ready' || upload.status === 'failed') ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={labels.remove(upload.name)}
                  disabled={isDisabled}
                  onClick={() => onRemove(upload.id)}
                >
                  {labels.removeText}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
