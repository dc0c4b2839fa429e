import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.js';
import { isFresh, isRetryable, retryDelay, withRetries } from './data-policy.js';
import { DEFAULT_FETCHING_STRATEGY, resolveFetchingStrategy } from './fetching-strategy.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('data policy', () => {
  it('doubles the retry delay from 1 s and never waits longer than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('retries network and server failures, never client errors or aborted calls', () => {
    expect(isRetryable(new ApiError('Network Error', { kind: 'network' }))).toBe(true);
    expect(isRetryable(new ApiError('Bad gateway', { kind: 'response', statusCode: 502 }))).toBe(true);
    expect(isRetryable(new ApiError('Not found', { kind: 'response', statusCode: 404 }))).toBe(false);
    expect(isRetryable(new ApiError('Request aborted', { kind: 'aborted' }))).toBe(false);
  });

  it('keeps an answer fresh for 5 minutes', () => {
    expect(isFresh(undefined, 0)).toBe(false);
    expect(isFresh(0, 5 * 60 * 1000 - 1)).toBe(true);
    expect(isFresh(0, 5 * 60 * 1000)).toBe(false);
  });

  it('tries a failing fetch 3 more times, waiting 1 s, 2 s and 4 s, then gives up with its error', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(new ApiError('Network Error', { kind: 'network' })));
    const outcome = withRetries(load).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(load).toHaveBeenCalledTimes(4);
    await expect(outcome).resolves.toMatchObject({ message: 'Network Error' });
  });

  it('answers with the first success', async () => {
    vi.useFakeTimers();
    const answers = [Promise.reject(new Error('Network Error')), Promise.resolve('page')];
    const outcome = withRetries(() => answers.shift()!);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toBe('page');
  });

  it('stops waiting for a retry when aborted', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const load = vi.fn(() => Promise.reject(new Error('Network Error')));
    const outcome = withRetries(load, controller.signal).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new Error('Request aborted'));
    await expect(outcome).resolves.toMatchObject({ message: 'Request aborted' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('fetching strategy', () => {
  it('loads counts and branding at start, the feed and preferences when their view opens', () => {
    expect(DEFAULT_FETCHING_STRATEGY).toEqual({
      fetchUnseenCount: true,
      fetchUnreadCount: true,
      fetchOrganization: true,
      fetchNotifications: false,
      fetchUserPreferences: false,
    });
  });

  it('lets the host change one resource and keeps the rest', () => {
    expect(resolveFetchingStrategy({ fetchNotifications: true })).toMatchObject({
      fetchNotifications: true,
      fetchUnseenCount: true,
    });
  });
});
