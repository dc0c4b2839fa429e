// Stand-ins for the network edge and the browser storage in unit tests.
import type { SubscriberProfile } from '@herald/notification-protocol';
import { vi } from 'vitest';
import type { ApiClient } from '../src/api/api.types.js';
import type { TokenStorage } from '../src/session/session.types.js';

export interface RecordingApi extends ApiClient {
  /** The bearer token the client would send now. */
  currentToken(): string | null;
}

/** An API client that answers nothing (machines under test get their answers from provided actors). */
export function createRecordingApi(): RecordingApi {
  let token: string | null = null;
  const unanswered = () => Promise.reject(new Error('this test does not reach the network'));
  return {
    setToken: vi.fn((next: string | null) => {
      token = next;
    }),
    currentToken: () => token,
    get: vi.fn(unanswered),
    getFull: vi.fn(unanswered),
    post: vi.fn(unanswered),
    patch: vi.fn(unanswered),
    delete: vi.fn(unanswered),
  };
}

export function createMemoryStorage(
  initial: Record<string, string> = {},
): TokenStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export const aliceProfile: SubscriberProfile = {
  _id: 'sub_1',
  subscriberId: 'student-42',
  firstName: 'Alice',
  lastName: 'Nguyen',
  email: 'alice@example.edu',
  phone: null,
  avatar: null,
};

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
