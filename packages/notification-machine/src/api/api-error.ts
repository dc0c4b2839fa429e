/** Why a request failed: the server answered with an error, or no answer came at all. */
export type ApiErrorKind = 'response' | 'network' | 'aborted' | 'timeout' | 'unsupported-protocol';

/** A failed backend call. `message` is the server's own message when it sent `{statusCode, message}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status, or undefined when the server never answered. */
  readonly statusCode: number | undefined;
  readonly kind: ApiErrorKind;

  constructor(message: string, details: { kind: ApiErrorKind; statusCode?: number; cause?: unknown }) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = details.kind;
    this.statusCode = details.statusCode;
  }
}
