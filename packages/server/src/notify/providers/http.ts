// Outbound HTTP for adapters: a timeout on every call, redirects refused (a 3xx is a failure, never followed to
// another host), and the vendor's error body turned into a ProviderError.
import { ProviderError, type ProviderRuntime } from './types.js';

const TIMEOUT_MS = 15_000;

export interface HttpReply {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** An object is sent as JSON; URLSearchParams as a form; a string as is. */
  body?: unknown;
}

export async function call(
  runtime: ProviderRuntime,
  url: string,
  request: HttpRequest = {},
): Promise<HttpReply> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  let form: FormData | undefined;
  if (request.body instanceof FormData) {
    // fetch writes the multipart boundary into the content type itself.
    form = request.body;
  } else if (request.body instanceof URLSearchParams) {
    body = request.body.toString();
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
  } else if (typeof request.body === 'string') {
    body = request.body;
  } else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['content-type'] ??= 'application/json';
  }
  let response: Response;
  try {
    response = await runtime.fetch(runtime.endpoint(url), {
      method: request.method ?? (body === undefined && !form ? 'GET' : 'POST'),
      headers,
      body: form ?? body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    // A connection refused by the outbound check says so, and is not worth retrying.
    if (error instanceof Error && error.cause instanceof ProviderError) throw error.cause;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ProviderError(`Could not reach ${new URL(url).host}: ${reason}`, { retryable: true });
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** The value at a dotted path of a parsed body. */
export function pick(source: unknown, path: string): unknown {
  let current = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * Throws a ProviderError unless the reply is a 2xx (docs/product.md §5). `message` reads the vendor's own
 * error text from its error body, or is `'unquoted'` to name the status alone; 429 and 5xx are worth
 * retrying, other 4xx are not.
 */
export function expectOk(
  reply: HttpReply,
  vendor: string,
  message?: ((body: unknown) => unknown) | 'unquoted',
): HttpReply {
  if (reply.status >= 200 && reply.status < 300) return reply;
  const details = { status: reply.status, retryable: reply.status === 429 || reply.status >= 500 };
  // A server whose address the caller chose (Herald's own webhooks) is not quoted back to the caller.
  if (message === 'unquoted') throw new ProviderError(`${vendor} answered ${reply.status}`, details);
  const fromBody = reply.json !== undefined && message ? asText(message(reply.json)) : undefined;
  throw new ProviderError(
    `${vendor} answered ${reply.status}: ${fromBody ?? (reply.text.slice(0, 200) || 'no body')}`,
    details,
  );
}

/** An id from a body value or a header, or null. */
export function idOf(value: unknown): string | null {
  return asText(value) ?? null;
}

/** An ISO date from a vendor's date value, or now. */
export function dateOf(runtime: ProviderRuntime, value: unknown): string {
  if (typeof value === 'number') {
    // Unix seconds or milliseconds.
    return new Date(value < 1e12 ? value * 1000 : value).toISOString();
  }
  if (typeof value === 'string' && value) {
    const parsed = new Date(value);
    if (!Number.isNaN(parsed.getTime())) return parsed.toISOString();
  }
  return runtime.now().toISOString();
}

export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

export const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
