/** A query-string value; null and undefined leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface ApiClientOptions {
  /** The backend's origin (and base path, if any); the client appends the API prefix. */
  backendUrl: string;
  /** Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a call fails with "timeout exceeded"; 0 (the default) waits forever. */
  timeoutMs?: number;
  /** Called when the server refuses the bearer token (401), so the session can start again. */
  onUnauthorized?: () => void;
}

export interface RequestOptions {
  /** Aborting it fails the call with "Request aborted". */
  signal?: AbortSignal;
}

export interface DeleteOptions extends RequestOptions {
  query?: Query;
  body?: unknown;
}

/**
 * The backend client. Answers are `unknown` on purpose: callers validate them with the protocol's schemas.
 * get, post, patch and delete resolve to the body's `data` field; getFull resolves to the whole body.
 */
export interface ApiClient {
  /** Sends `Authorization: Bearer <token>` on every later call; null stops sending it. */
  setToken(token: string | null): void;
  get(path: string, query?: Query, options?: RequestOptions): Promise<unknown>;
  getFull(path: string, query?: Query, options?: RequestOptions): Promise<unknown>;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  patch(path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  delete(path: string, options?: DeleteOptions): Promise<unknown>;
}
