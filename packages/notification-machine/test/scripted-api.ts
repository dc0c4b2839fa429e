// An API client answering from a script, for machine tests: the network edge and nothing else is faked.
import type { NotificationMessage } from '@herald/notification-protocol';
import { ApiError } from '../src/api/api-error.js';
import type { ApiClient, Query } from '../src/api/api.types.js';

export interface ApiCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Query | undefined;
  body?: unknown;
}

/** Answers a call; a thrown error or a rejected promise fails it. */
export type Answer = (call: ApiCall) => unknown;

export interface ScriptedApi extends ApiClient {
  calls: ApiCall[];
  /** Replaces (or adds) the answer to `"<METHOD> <path>"`. */
  answer(route: string, answer: Answer): void;
}

export function createScriptedApi(routes: Record<string, Answer> = {}): ScriptedApi {
  const script = new Map(Object.entries(routes));
  const calls: ApiCall[] = [];
  const run = async (call: ApiCall) => {
    calls.push(call);
    const answer = script.get(`${call.method} ${call.path}`);
    if (!answer)
      throw new ApiError(`Route ${call.method}:${call.path} not found`, {
        kind: 'response',
        statusCode: 404,
      });
    return answer(call);
  };
  return {
    calls,
    answer: (route, answer) => void script.set(route, answer),
    setToken: () => undefined,
    get: (path, query) => run({ method: 'GET', path, query }),
    getFull: (path, query) => run({ method: 'GET', path, query }),
    post: (path, body = {}) => run({ method: 'POST', path, body }),
    patch: (path, body = {}) => run({ method: 'PATCH', path, body }),
    delete: (path, options) => run({ method: 'DELETE', path, query: options?.query, body: options?.body }),
  };
}

export const refuse =
  (message: string, statusCode = 400) =>
  () => {
    throw new ApiError(message, { kind: 'response', statusCode });
  };

/** An in-app message as the feed returns it, created `minutesAgo` minutes before a fixed moment. */
export function message(
  id: string,
  minutesAgo: number,
  fields: Partial<NotificationMessage> = {},
): NotificationMessage {
  return {
    _id: id,
    content: `<p>Message ${id}</p>`,
    createdAt: new Date(Date.UTC(2026, 2, 6, 12, 0) - minutesAgo * 60_000).toISOString(),
    seen: false,
    read: false,
    templateIdentifier: 'contribution-commented',
    actor: { type: 'none', data: null },
    cta: { type: 'redirect', data: { url: `/contributions/${id}` } },
    ...fields,
  };
}
