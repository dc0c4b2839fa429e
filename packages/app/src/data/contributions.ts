// The contribution endpoints, typed by the shared schemas; uploads go as multipart with progress.
import { ApiError } from '@herald/notification-machine';
import {
  API_PREFIX,
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
import { sessionToken } from '../session/token';
import { t } from '../i18n/en';
import { api, anything, requestPage, type Page, type Parser, type Query } from './http';

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

function authHeader(): Record<string, string> {
  const token = sessionToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * A stored image as a data URL, for its preview: the download needs the session's token, so a plain link
 * cannot fetch it, and the Content-Security-Policy admits `data:` images but not `blob:` ones.
 */
export async function imageDataUrl(
  contributionId: number,
  fileId: number,
  signal: AbortSignal,
): Promise<string> {
  const response = await fetch(
    // Inline: an image shown in its page is not a download, so the server keeps no download record of it.
    `${window.location.origin}${API_PREFIX}/contributions/${contributionId}/files/${fileId}?disposition=inline`,
    { headers: authHeader(), signal },
  );
  if (!response.ok)
    throw new ApiError(t.common.requestFailed, { kind: 'response', statusCode: response.status });
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(t.common.requestFailed));
    reader.readAsDataURL(blob);
  });
}

/**
 * Sends a contribution's form with its files, reporting progress (0 to 1) while the body goes up. fetch cannot
 * report upload progress, so this uses XMLHttpRequest.
 */
export function uploadContribution(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  /** Bytes of the request body sent so far, of its total. */
  onProgress: (loaded: number, total: number) => void,
): Promise<Contribution> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${window.location.origin}${API_PREFIX}${path}`);
    for (const [name, value] of Object.entries(authHeader())) request.setRequestHeader(name, value);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onerror = () => reject(new ApiError('Network Error', { kind: 'network' }));
    request.onload = () => {
      let body: { data?: unknown; message?: unknown } | undefined;
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(contributionSchema.parse(body?.data));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      const message = typeof body?.message === 'string' ? body.message : t.common.requestFailed;
      reject(new ApiError(message, { kind: 'response', statusCode: request.status }));
    };
    request.send(form);
  });
}
