// Typed requests: JSON over fetch with a bearer token from a token source, answers checked with the shared
// schemas, failures as ApiError with the server's `{statusCode, message}`. The pages use it with the session's
// token (`api`); the platform pages with the member token (`createHttp` in src/platform/api.ts).
import { ApiError } from '@herald/notification-machine';
import { API_PREFIX } from '@herald/protocol';
import { sessionToken } from '../session/token';
import { reportRefusedSession } from '../session/refused';
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
  /** False for a call made without a token (signing in). */
  auth?: boolean;
}

export interface HttpOptions {
  /** The bearer token to send, read at each request. */
  token: () => string | undefined;
  /** Where the calls live under `/v1`, e.g. `/platform`. */
  prefix?: string;
  /** Refuse an authenticated call before sending it when there is no token. */
  requireToken?: boolean;
  /** Called when the server refuses the token (401). */
  onUnauthorized?: () => void;
}

export interface Page<T> {
  data: T[];
  page: number;
  pageSize: number;
  hasMore: boolean;
  totalCount?: number;
}

export function url(prefix: string, path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
  }
  const search = params.toString();
  return `${window.location.origin}${API_PREFIX}${prefix}${path}${search ? `?${search}` : ''}`;
}

export type Sent = { data?: unknown; message?: unknown; [key: string]: unknown };

interface CallOptions {
  query?: Query | undefined;
  /** JSON, or a form (sent as multipart, its boundary set by the browser). */
  body?: unknown;
  signal?: AbortSignal | undefined;
  auth?: boolean | undefined;
  /** Sent even while the page unloads (signing out, a guest leaving). */
  keepalive?: boolean;
  /** Whether a 401 to a token sent ends the session (not for a call that ends it anyway). */
  reportRefused?: boolean;
}

/** The bearer header of an authenticated call; refused before sending where a token is required and absent. */
export function authorization(http: HttpOptions, authenticated: boolean): Record<string, string> {
  const token = authenticated ? http.token() : undefined;
  if (token) return { Authorization: `Bearer ${token}` };
  if (authenticated && http.requireToken)
    throw new ApiError(t.common.sessionEnded, { kind: 'response', statusCode: 401 });
  return {};
}

/** A refusal as the app shows it: the server's `{statusCode, message}`, or a plain "request failed". */
export function refusal(
  http: HttpOptions,
  status: number,
  body: Sent | undefined,
  sentToken: boolean,
  report = true,
) {
  // Only a token sent can be refused: a call without one (a guest browsing) keeps its session.
  if (status === 401 && sentToken && report) http.onUnauthorized?.();
  const message = typeof body?.message === 'string' ? body.message : t.common.requestFailed;
  return new ApiError(message, { kind: 'response', statusCode: status });
}

/** One call: the answer when it succeeded, else an ApiError (network, aborted, or the server's refusal). */
export async function call(
  http: HttpOptions,
  method: string,
  path: string,
  options: CallOptions,
): Promise<Response> {
  const form = options.body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(options.body !== undefined && !form && { 'Content-Type': 'application/json' }),
    ...authorization(http, options.auth !== false),
  };
  let response: Response;
  try {
    response = await fetch(url(http.prefix ?? '', path, options.query), {
      method,
      headers,
      body:
        options.body === undefined ? null : form ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal ?? null,
      // The browser's default, said here: the same-origin cookies go along (single sign-on's hand-over reads one).
      credentials: 'same-origin',
      ...(options.keepalive && { keepalive: true }),
    });
  } catch (cause) {
    if (options.signal?.aborted) throw new ApiError('Request aborted', { kind: 'aborted', cause });
    throw new ApiError('Network Error', { kind: 'network', cause });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as Sent | undefined;
    throw refusal(http, response.status, body, 'Authorization' in headers, options.reportRefused);
  }
  return response;
}

async function send(http: HttpOptions, method: string, path: string, options: CallOptions): Promise<Sent> {
  const response = await call(http, method, path, options);
  return ((await response.json().catch(() => undefined)) as Sent | undefined) ?? {};
}

export interface Http {
  request<T>(method: string, path: string, options: RequestOptions<T>): Promise<T>;
  /** A paged list: `data` checked item by item, the paging fields kept. */
  requestPage<T>(path: string, options: RequestOptions<T>): Promise<Page<T>>;
}

export function createHttp(http: HttpOptions): Http {
  return {
    async request(method, path, options) {
      const body = await send(http, method, path, options);
      return options.schema.parse(body.data);
    },
    async requestPage(path, options) {
      const body = await send(http, 'GET', path, options);
      if (!Array.isArray(body.data)) throw new Error(t.common.notAList);
      return {
        data: body.data.map((item) => options.schema.parse(item)),
        page: Number(body.page ?? 0),
        pageSize: Number(body.pageSize ?? body.data.length),
        hasMore: Boolean(body.hasMore),
        ...(typeof body.totalCount === 'number' && { totalCount: body.totalCount }),
      };
    },
  };
}

/**
 * The pages' requests, with the session's token: an account's, or a guest visit's. A refused token ends the
 * session and opens sign-in, coming back to the page.
 */
export const sessionCalls: HttpOptions = {
  token: () => sessionToken(),
  onUnauthorized: reportRefusedSession,
};
export const session = createHttp(sessionCalls);
export const request = session.request;
export const requestPage = session.requestPage;

/** A list whose items are each checked with `schema`. */
export const listOf = <T>(schema: Parser<T>): Parser<T[]> => ({
  parse: (input) => {
    if (!Array.isArray(input)) throw new Error(t.common.notAList);
    return input.map((item) => schema.parse(item));
  },
});

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
