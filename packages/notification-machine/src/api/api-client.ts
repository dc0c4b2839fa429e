import { API_PREFIX, REQUEST_ERROR_MESSAGES, TIMINGS } from '@herald/notification-protocol';
import type { ErrorResponse } from '@herald/notification-protocol';
import { ApiError } from './api-error.js';
import type { ApiClient, ApiClientOptions, Query, RequestOptions } from './api.types.js';

const SUPPORTED_PROTOCOLS = new Set(['http:', 'https:']);

interface Call extends RequestOptions {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Query | undefined;
  body?: unknown;
}

/** The backend client of docs/product.md §7: base URL + `/v1`, JSON in and out, bearer token once set. */
export function createApiClient({
  backendUrl,
  fetch: customFetch,
  timeoutMs = TIMINGS.httpTimeoutMs,
  onUnauthorized,
}: ApiClientOptions): ApiClient {
  const baseUrl = backendUrl.replace(/\/+$/, '') + API_PREFIX;
  // Called as a plain function: a fetch invoked as a method of another object throws "Illegal invocation".
  const send =
    customFetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  let token: string | null = null;

  async function request({ method, path, query, body, signal }: Call): Promise<unknown> {
    const url = new URL(baseUrl + path);
    if (!SUPPORTED_PROTOCOLS.has(url.protocol)) {
      throw new ApiError(`${REQUEST_ERROR_MESSAGES.unsupportedProtocol} ${url.protocol}`, {
        kind: 'unsupported-protocol',
      });
    }
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.append(name, String(value));
    }
    if (signal?.aborted) throw new ApiError(REQUEST_ERROR_MESSAGES.aborted, { kind: 'aborted' });

    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token !== null) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    let timedOut = false;
    const abort = () => controller.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;

    try {
      let status: number;
      let text: string;
      try {
        const response = await send(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        if (timedOut) throw new ApiError(REQUEST_ERROR_MESSAGES.timeout, { kind: 'timeout', cause: error });
        if (signal?.aborted)
          throw new ApiError(REQUEST_ERROR_MESSAGES.aborted, { kind: 'aborted', cause: error });
        throw new ApiError(REQUEST_ERROR_MESSAGES.network, { kind: 'network', cause: error });
      }
      if (status === 401 && token !== null) onUnauthorized?.();
      return readAnswer(status, text);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }
  }

  const dataOf = (answer: unknown) => (isRecord(answer) ? answer.data : undefined);

  return {
    setToken(next) {
      token = next;
    },
    get: async (path, query, options) => dataOf(await request({ ...options, method: 'GET', path, query })),
    getFull: (path, query, options) => request({ ...options, method: 'GET', path, query }),
    post: async (path, body = {}, options) =>
      dataOf(await request({ ...options, method: 'POST', path, body })),
    patch: async (path, body = {}, options) =>
      dataOf(await request({ ...options, method: 'PATCH', path, body })),
    delete: async (path, { query, body, signal } = {}) =>
      dataOf(await request({ method: 'DELETE', path, query, body, signal })),
  };
}

/** The parsed body of a 2xx answer, or the ApiError an error answer stands for. */
function readAnswer(status: number, text: string): unknown {
  let answer: unknown;
  try {
    answer = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    if (isSuccess(status)) {
      throw new ApiError('The server answered with invalid JSON', {
        kind: 'response',
        statusCode: status,
        cause: error,
      });
    }
  }
  if (isSuccess(status)) return answer;

  if (isErrorResponse(answer)) {
    throw new ApiError(answer.message, { kind: 'response', statusCode: answer.statusCode });
  }
  throw new ApiError(`Request failed with status code ${status}`, { kind: 'response', statusCode: status });
}

const isSuccess = (status: number) => status >= 200 && status <= 299;

// The core checks answers by hand: the protocol's zod schemas would outweigh the whole core (see the size check).
function isErrorResponse(answer: unknown): answer is ErrorResponse {
  return isRecord(answer) && typeof answer.statusCode === 'number' && typeof answer.message === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
