export { DEFAULT_FILE_DROP_LABELS, FILE_UPLOAD_STATUSES, FileDrop, isAcceptedFile } from './FileDrop.js';
export type {
  FileDropLabels,
  FileDropProps,
  FileRejectionReason,
  FileUpload,
  FileUploadStatus,
} from './FileDrop.js';
