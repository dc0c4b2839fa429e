// The pages' typed requests: JSON over fetch with the session's bearer token, answers checked with the shared
// schemas, failures as ApiError with the server's `{statusCode, message}`.
import { ApiError } from '@herald/notification-machine';
import { API_PREFIX } from '@herald/protocol';
import { readSession } from '../session/token';
import { t } from '../i18n/en';

/** Anything with the shape of a zod schema's parse. */
export interface Parser<T> {
  parse(input: unknown): T;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions<T> {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Checks the answer's `data`. */
  schema: Parser<T>;
}

export interface Page<T> {
  data: T[];
  page: number;
  pageSize: number;
  hasMore: boolean;
  totalCount?: number;
}

function url(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
  }
  const search = params.toString();
  return `${window.location.origin}${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

async function send(method: string, path: string, options: Omit<RequestOptions<unknown>, 'schema'>) {
  const session = readSession();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (session.kind === 'signed-in') headers.Authorization = `Bearer ${session.token}`;
  let response: Response;
  try {
    response = await fetch(url(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw new ApiError('Request aborted', { kind: 'aborted', cause });
    throw new ApiError('Network Error', { kind: 'network', cause });
  }
  const body = (await response.json().catch(() => undefined)) as
    { data?: unknown; message?: unknown; [key: string]: unknown } | undefined;
  if (!response.ok) {
    const message = typeof body?.message === 'string' ? body.message : t.common.requestFailed;
    throw new ApiError(message, { kind: 'response', statusCode: response.status });
  }
  return body ?? {};
}

export async function request<T>(method: string, path: string, options: RequestOptions<T>): Promise<T> {
  const body = await send(method, path, options);
  return options.schema.parse(body.data);
}

/** A paged list: `data` checked item by item, the paging fields kept. */
export async function requestPage<T>(path: string, options: RequestOptions<T>): Promise<Page<T>> {
  const body = await send('GET', path, options);
  if (!Array.isArray(body.data)) throw new Error('The server answered without a list');
  return {
    data: body.data.map((item) => options.schema.parse(item)),
    page: Number(body.page ?? 0),
    pageSize: Number(body.pageSize ?? body.data.length),
    hasMore: Boolean(body.hasMore),
    ...(typeof body.totalCount === 'number' && { totalCount: body.totalCount }),
  };
}

export const api = {
  get: <T>(path: string, schema: Parser<T>, query?: Query, signal?: AbortSignal) =>
    request('GET', path, { schema, ...(query && { query }), ...(signal && { signal }) }),
  post: <T>(path: string, schema: Parser<T>, body: unknown) => request('POST', path, { schema, body }),
  put: <T>(path: string, schema: Parser<T>, body: unknown) => request('PUT', path, { schema, body }),
};

/** Any answer: for calls whose `data` the page does not read. */
export const anything: Parser<unknown> = { parse: (input) => input };

/** The message a person should read for a failure. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return t.common.requestFailed;
}

/**
 * Splits a server error into the field it names and the rest: the server answers `"<field>: <message>"` for a
 * field's problem, so the form can show it next to that field.
 */
export function serverFieldError(
  error: unknown,
  fields: readonly string[],
): { field: string; message: string } | { field: undefined; message: string } {
  const message = messageOf(error);
  const match = /^([A-Za-z]+): (.+)$/.exec(message);
  if (match && fields.includes(match[1]!)) return { field: match[1]!, message: match[2]! };
  return { field: undefined, message };
}
