// Contributions' statuses, their workflow, upload limits and accepted types: the rules both sides show.
/** Review statuses, in the order a contribution usually goes through them. */
export const CONTRIBUTION_STATUSES = [
  'submitted',
  'under_review',
  'changes_requested',
  'accepted',
  'rejected',
] as const;

export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];

/** Where a coordinator may move a contribution from each status. Accepted and rejected are final. */
export const CONTRIBUTION_TRANSITIONS: Readonly<Record<ContributionStatus, readonly ContributionStatus[]>> = {
  // A clear case is decided in one step: a coordinator may accept or ask for changes at once.
  submitted: ['under_review', 'changes_requested', 'accepted', 'rejected'],
  under_review: ['changes_requested', 'accepted', 'rejected'],
  changes_requested: ['under_review', 'accepted', 'rejected'],
  accepted: [],
  rejected: [],
};

/**
 * Why an action on a contribution is not possible now, as the server decides it: the status is final (accepted or
 * rejected), the event's final closure date has passed, the comment window has closed, or the work is not
 * accepted (only accepted work is selected for publication).
 */
export const CONTRIBUTION_BLOCKS = [
  'status_final',
  'final_closure_passed',
  'comments_closed',
  'not_accepted',
] as const;
export type ContributionBlockRule = (typeof CONTRIBUTION_BLOCKS)[number];

export function canChangeStatus(from: ContributionStatus, to: ContributionStatus): boolean {
  return CONTRIBUTION_TRANSITIONS[from].includes(to);
}

/** Statuses in which the student may still change the contribution (before the final closure date). */
export const EDITABLE_STATUSES: readonly ContributionStatus[] = [
  'submitted',
  'under_review',
  'changes_requested',
];

/** Comments close this many days after the event's final closure date. */
export const COMMENT_WINDOW_DAYS = 14;

export function commentsCloseAt(finalClosureDate: string): Date {
  return new Date(Date.parse(finalClosureDate) + COMMENT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/** Default largest size of one uploaded file; the server's `MAX_UPLOAD_BYTES` may change it. */
export const MAX_UPLOAD_BYTES_DEFAULT = 20 * 1024 * 1024;

/** Most files in one upload (create or update). */
export const MAX_FILES_PER_UPLOAD = 10;

export const CONTRIBUTION_FILE_KINDS = ['document', 'image'] as const;

export type ContributionFileKind = (typeof CONTRIBUTION_FILE_KINDS)[number];

/** Accepted types by extension, each checked against the file's content on the server. */
export const DOCUMENT_TYPES = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export const IMAGE_TYPES = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
} as const;

/** For a file input's `accept`. */
export const ACCEPTED_UPLOAD_EXTENSIONS = [...Object.keys(DOCUMENT_TYPES), ...Object.keys(IMAGE_TYPES)];

/**
 * Multipart form field names: text fields `title`, `summary`, `termsAccepted`; file fields `documents`
 * (Word or PDF) and `images`.
 */
export const UPLOAD_FIELDS = { documents: 'documents', images: 'images' } as const;
