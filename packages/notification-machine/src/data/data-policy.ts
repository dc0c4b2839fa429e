// The data policy of docs/product.md §9, kept inside the actors: answers stay fresh for the cache time, a
// failed fetch is tried again with a doubling delay, and nothing refetches on mount or focus unless asked.
import { TIMINGS } from '@herald/notification-protocol';
import { ApiError } from '../api/api-error.js';

/** The wait before retry number `attempt` (1-based): doubling from the base up to the ceiling. */
export function retryDelay(attempt: number): number {
  return Math.min(TIMINGS.retryDelayBaseMs * 2 ** (attempt - 1), TIMINGS.retryDelayMaxMs);
}

/** A client error (4xx) or an aborted call will not heal by asking again. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'aborted' || error.kind === 'unsupported-protocol') return false;
  return error.statusCode === undefined || error.statusCode >= 500;
}

/** True while an answer fetched at `loadedAt` is still within the cache time. */
export function isFresh(loadedAt: number | undefined, now = Date.now()): boolean {
  return loadedAt !== undefined && now - loadedAt < TIMINGS.cacheTimeMs;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/** Runs `load`, trying again up to TIMINGS.retries times after a retryable failure. */
export async function withRetries<T>(load: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt > TIMINGS.retries || !isRetryable(error) || signal?.aborted) throw error;
      await pause(retryDelay(attempt), signal);
    }
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
