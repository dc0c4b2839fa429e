import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startLocalBackend } from '../../test/local-backend.js';
import type { LocalBackend } from '../../test/local-backend.js';
import { createApiClient } from './api-client.js';
import { ApiError } from './api-error.js';

let backend: LocalBackend;
let heldResponse: ServerResponse | undefined;

beforeEach(async () => {
  backend = await startLocalBackend({
    'GET /v1/widgets/notifications/unseen': (_request, response) =>
      sendJson(response, 200, { data: { count: 7 } }),
    'GET /v1/widgets/notifications/feed': (_request, response) =>
      sendJson(response, 200, { data: [], totalCount: 0, hasMore: false, pageSize: 10, page: 0 }),
    'POST /v1/widgets/messages/markAs': (request, response) =>
      sendJson(response, 201, { data: request.body }),
    'PATCH /v1/widgets/preferences/welcome': (request, response) =>
      sendJson(response, 200, { data: request.body }),
    'DELETE /v1/widgets/messages': (_request, response) =>
      sendJson(response, 200, { data: { removed: true } }),
    'POST /v1/widgets/session/initialize': (_request, response) =>
      sendJson(response, 400, { statusCode: 400, message: 'Please provide a valid HMAC hash' }),
    'GET /v1/broken': (_request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    },
    'GET /v1/slow': (_request, response) => {
      // answered by the test, if at all
      heldResponse = response;
    },
  });
});

afterEach(async () => {
  vi.useRealTimers();
  await backend.close();
});

describe('createApiClient', () => {
  it('calls the backend under /v1 and resolves get to the data field', async () => {
    const api = createApiClient({ backendUrl: backend.url });

    await expect(api.get('/widgets/notifications/unseen', { limit: 100 })).resolves.toEqual({ count: 7 });

    const [request] = backend.received;
    expect(request?.url.pathname).toBe('/v1/widgets/notifications/unseen');
    expect(request?.url.searchParams.get('limit')).toBe('100');
  });

  it('keeps a base path of the backend url and ignores its trailing slash', async () => {
    const api = createApiClient({ backendUrl: `${backend.url}/` });

    await api.get('/widgets/notifications/unseen');

    expect(backend.received[0]?.url.pathname).toBe('/v1/widgets/notifications/unseen');
  });

  it('leaves out query parameters that have no value', async () => {
    const api = createApiClient({ backendUrl: backend.url });

    await api.get('/widgets/notifications/unseen', { limit: 100, seen: false, feedId: undefined, tab: null });

    expect(Object.fromEntries(backend.received[0]?.url.searchParams ?? [])).toEqual({
      limit: '100',
      seen: 'false',
    });
  });

  it('resolves getFull to the whole body', async () => {
    const api = createApiClient({ backendUrl: backend.url });

    await expect(api.getFull('/widgets/notifications/feed', { page: 0 })).resolves.toEqual({
      data: [],
      totalCount: 0,
      hasMore: false,
      pageSize: 10,
      page: 0,
    });
  });

  it('sends no authorization until a token is set, then a bearer token, and none after it is cleared', async () => {
    const api = createApiClient({ backendUrl: backend.url });

    await api.get('/widgets/notifications/unseen');
    api.setToken('widget-token');
    await api.get('/widgets/notifications/unseen');
    api.setToken(null);
    await api.get('/widgets/notifications/unseen');

    expect(backend.received.map((request) => request.headers.authorization)).toEqual([
      undefined,
      'Bearer widget-token',
      undefined,
    ]);
  });

  it('posts JSON, with an empty object as the default body', async () => {
    const api = createApiClient({ backendUrl: backend.url });

    await expect(
      api.post('/widgets/messages/markAs', { messageId: 'm1', mark: { seen: true } }),
    ).resolves.toEqual({ messageId: 'm1', mark: { seen: true } });
    await expect(api.post('/widgets/messages/markAs')).resolves.toEqual({});

    expect(backend.received[0]?.headers['content-type']).toBe('application/json');
    expect(backend.received[1]?.body).toEqual({});
  });

  it('patches JSON', async () => {
    const api = createApiClient({ backendUrl: backend.url });

    await expect(
      api.patch('/widgets/preferences/welcome', { channel: { type: 'email', enabled: false } }),
    ).resolves.toEqual({ channel: { type: 'email', enabled: false } });
    expect(backend.received[0]?.method).toBe('PATCH');
  });

  it('deletes with the query it is given', async () => {
    const api = createApiClient({ backendUrl: backend.url });

    await expect(api.delete('/widgets/messages', { query: { feedId: 'news' } })).resolves.toEqual({
      removed: true,
    });

    expect(backend.received[0]?.method).toBe('DELETE');
    expect(backend.received[0]?.url.searchParams.get('feedId')).toBe('news');
  });

  it("rejects with the server's status code and message", async () => {
    const api = createApiClient({ backendUrl: backend.url });

    const error = await api.post('/widgets/session/initialize').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'response',
      statusCode: 400,
      message: 'Please provide a valid HMAC hash',
    });
  });

  it('names the status when the error answer is not the JSON error shape', async () => {
    const api = createApiClient({ backendUrl: backend.url });

    await expect(api.get('/broken')).rejects.toMatchObject({
      kind: 'response',
      statusCode: 502,
      message: 'Request failed with status code 502',
    });
  });

  it('rejects with "Network Error" when nothing listens at the backend url', async () => {
    const closedUrl = backend.url;
    await backend.close();
    backend = await startLocalBackend();
    const api = createApiClient({ backendUrl: closedUrl });

    await expect(api.get('/widgets/notifications/unseen')).rejects.toMatchObject({
      kind: 'network',
      statusCode: undefined,
      message: 'Network Error',
    });
  });

  it('rejects with "Request aborted" when the caller aborts', async () => {
    const api = createApiClient({ backendUrl: backend.url });
    const controller = new AbortController();

    const call = api.get('/slow', undefined, { signal: controller.signal });
    await backend.nextRequest();
    controller.abort();

    await expect(call).rejects.toMatchObject({ kind: 'aborted', message: 'Request aborted' });
  });

  it('rejects with "timeout exceeded" once the timeout passes without an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = createApiClient({ backendUrl: backend.url, timeoutMs: 5000 });

    const call = api.get('/slow');
    await backend.nextRequest();
    vi.advanceTimersByTime(5000);

    await expect(call).rejects.toMatchObject({ kind: 'timeout', message: 'timeout exceeded' });
  });

  it('waits for a late answer when no timeout is set', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = createApiClient({ backendUrl: backend.url });

    const call = api.get('/slow');
    await backend.nextRequest();
    vi.advanceTimersByTime(10 * 60 * 1000);
    sendJson(heldResponse!, 200, { data: 'late answer' });

    await expect(call).resolves.toBe('late answer');
  });

  it('refuses a backend url that is not http or https', async () => {
    const api = createApiClient({ backendUrl: 'ftp://files.example.org' });

    await expect(api.get('/widgets/notifications/unseen')).rejects.toMatchObject({
      kind: 'unsupported-protocol',
      message: 'Unsupported protocol ftp:',
    });
  });
});
