// The contribution endpoints, typed by the shared schemas; uploads go as multipart with progress.
import {
  type Contribution,
  type ContributionComment,
  type ContributionFile,
  type ContributionStatus,
  type StatusChange,
} from '@herald/protocol';
import {
  contributionCommentSchema,
  contributionFileSchema,
  contributionSchema,
} from '@herald/protocol/schemas';
import { t } from '../../shared/i18n/en';
import { requestFile, uploadForm } from '../../shared/data/files';
import { api, anything, requestPage, type Page, type Parser, type Query } from '../../shared/data/http';

const listOf = <T>(schema: Parser<T>): Parser<T[]> => ({
  parse: (input) => {
    if (!Array.isArray(input)) throw new Error('The server answered without a list');
    return input.map((item) => schema.parse(item));
  },
});

const historySchema: Parser<{ status: ContributionStatus; history: StatusChange[] }> = {
  parse: (input) => input as { status: ContributionStatus; history: StatusChange[] },
};

export interface ContributionQuery extends Query {
  page?: number;
  limit?: number;
  status?: ContributionStatus;
  selected?: 'true' | 'false';
  /** Only those no coordinator has commented on. */
  withoutComment?: 'true';
  /** Only those still without a coordinator's comment 14 days after submission (server clock). */
  overdue?: 'true';
  /** Title, student, faculty or event name. */
  search?: string;
}

export const contributions = {
  list: (query: ContributionQuery, signal?: AbortSignal): Promise<Page<Contribution>> =>
    requestPage('/contributions', { schema: contributionSchema, query, ...(signal && { signal }) }),
  ofEvent: (eventId: number, query: ContributionQuery, signal?: AbortSignal): Promise<Page<Contribution>> =>
    requestPage(`/academic-events/${eventId}/contributions`, {
      schema: contributionSchema,
      query,
      ...(signal && { signal }),
    }),
  one: (id: number, signal?: AbortSignal): Promise<Contribution> =>
    api.get(`/contributions/${id}`, contributionSchema, undefined, signal),
  files: (id: number, signal?: AbortSignal): Promise<ContributionFile[]> =>
    api.get(`/contributions/${id}/files`, listOf(contributionFileSchema), undefined, signal),
  history: (id: number, signal?: AbortSignal) =>
    api.get(`/contributions/${id}/status`, historySchema, undefined, signal),
  comments: (id: number, signal?: AbortSignal): Promise<ContributionComment[]> =>
    api.get(`/contributions/${id}/comments`, listOf(contributionCommentSchema), undefined, signal),
  comment: (id: number, body: string) => api.post(`/contributions/${id}/comments`, anything, { body }),
  setStatus: (id: number, status: ContributionStatus, note?: string) =>
    api.post(`/contributions/${id}/status`, contributionSchema, { status, ...(note && { note }) }),
  select: (id: number, selected: boolean) =>
    api.put(`/contributions/${id}/selection`, contributionSchema, { selected }),
};

/**
 * A stored image as a data URL, for its preview: the download needs the session's token, so a plain link
 * cannot fetch it, and the Content-Security-Policy admits `data:` images but not `blob:` ones.
 */
export async function imageDataUrl(
  contributionId: number,
  fileId: number,
  signal: AbortSignal,
): Promise<string> {
  // Inline: an image shown in its page is not a download, so the server keeps no download record of it.
  const blob = await requestFile(`/contributions/${contributionId}/files/${fileId}`, {
    query: { disposition: 'inline' },
    signal,
  });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(t.common.requestFailed));
    reader.readAsDataURL(blob);
  });
}

/** Sends a contribution's form with its files, reporting progress (0 to 1) while the body goes up. */
export function uploadContribution(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  /** Bytes of the request body sent so far, of its total. */
  onProgress: (loaded: number, total: number) => void,
): Promise<Contribution> {
  return uploadForm(method, path, form, { schema: contributionSchema, onProgress });
}
