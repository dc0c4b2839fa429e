export {
  DEFAULT_FILE_DROP_LABELS,
  FILE_UPLOAD_STATUSES,
  FileDrop,
  formatFileSize,
  isAcceptedFile,
} from './FileDrop.js';
export type {
  FileDropLabels,
  FileDropProps,
  FileRejectionDetails,
  FileRejectionReason,
  FileUpload,
  FileUploadStatus,
} from './FileDrop.js';
