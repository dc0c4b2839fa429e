import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@herald/protocol/schemas';
import type { Environment } from '../src/db/tables/platform.js';
import { accountOf, environmentOf, memberOf, subscriberOf } from '../src/http/auth.js';
import { contract, installContracts, type ZodTypeProvider } from '../src/http/contract.js';
import { installErrorHandling } from '../src/http/errors.js';
import { openWidgetSession, signIn, startServer, type TestServer } from './harness.js';
import { call, signUp } from './platform-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
});
afterAll(() => server.stop());

const BOTH = 'ApiKey realm="herald", Bearer realm="herald"';

function withAuthorization(path: string, authorization?: string, headers: Record<string, string> = {}) {
  return call(server, 'GET', path, { headers: { ...(authorization ? { authorization } : {}), ...headers } });
}

describe('Authorization: ApiKey for servers', () => {
  it('answers a missing or unknown scheme with 401 JSON and both challenges', async () => {
    for (const authorization of [undefined, 'Basic dXNlcjpwYXNz', 'ApiKey', 'hk_only']) {
      const response = await withAuthorization('/workflows', authorization);
      expect(response.status).toBe(401);
      expect(errorResponseSchema.parse(response.body).message).toBe(
        'Send the API key as `Authorization: ApiKey <key>`',
      );
      expect(response.headers.get('www-authenticate')).toBe(BOTH);
    }
  });

  it('answers a wrong key with 401 and an invalid_token challenge', async () => {
    const response = await withAuthorization('/workflows', 'ApiKey hk_not-a-real-key');
    expect(response.body).toEqual({ statusCode: 401, message: 'API key is not valid' });
    expect(response.headers.get('www-authenticate')).toBe('ApiKey realm="herald", error="invalid_token"');
  });

  it('never lets an API key open the app or the platform', async () => {
    const key = `ApiKey ${server.herald.seed!.apiKey}`;
    for (const path of ['/auth/me', '/platform/me']) {
      const response = await withAuthorization(path, key);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="herald"');
    }
  });
});

describe('Authorization: Bearer for members and app users', () => {
  it('opens the management API for a member naming an environment of their organisation', async () => {
    const admin = await signUp(server);
    const environment = admin.environments[1]!;
    const ok = await withAuthorization('/environments/me', `Bearer ${admin.token}`, {
      'herald-environment': environment._id,
    });
    expect(ok.body.data).toMatchObject({
      _id: environment._id,
      applicationIdentifier: environment.applicationIdentifier,
    });
    const missing = await withAuthorization('/environments/me', `Bearer ${admin.token}`);
    expect(missing.body).toEqual({
      statusCode: 400,
      message: 'Name the environment in the Herald-Environment header',
    });
  });

  it('keeps token kinds apart: app, widget and member tokens each open only their own API', async () => {
    const admin = await signUp(server);
    const appToken = await signIn(server.url, 'ADMIN');
    const widget = await openWidgetSession(server.url, 'STUDENT');
    const headers = { 'herald-environment': admin.environments[0]!._id };

    const cases = [
      await withAuthorization('/workflows', `Bearer ${appToken}`, headers),
      await withAuthorization('/workflows', `Bearer ${widget.token}`, headers),
      await withAuthorization('/platform/me', `Bearer ${appToken}`),
      await withAuthorization('/auth/me', `Bearer ${admin.token}`),
      await withAuthorization('/widgets/notifications/unseen', `Bearer ${admin.token}`),
    ];
    for (const response of cases) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="herald", error="invalid_token"');
    }
  });

  it('answers a missing app token with a Bearer challenge', async () => {
    const response = await withAuthorization('/auth/me');
    expect(response.body).toEqual({ statusCode: 401, message: 'Sign in to continue' });
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="herald"');
  });
});

describe('a handler reads the credential its contract declares', () => {
  // A route whose pre-handlers left its credential unresolved (one forgotten where the contract declares it):
  // its handler's accessor refuses the request with 401 JSON instead of failing on a missing credential.
  async function bareRoutes() {
    const app = Fastify({ logger: false });
    installErrorHandling(app, undefined);
    installContracts(app);
    const api = app.withTypeProvider<ZodTypeProvider>();
    const widget = contract({ tag: 'Test', summary: 'Widget', security: 'widget' });
    const apiKey = contract({ tag: 'Test', summary: 'Management', security: 'apiKey' });
    api.get('/environment', { schema: apiKey }, async (request) => ({ id: environmentOf(request).id }));
    api.get('/subscriber', { schema: widget }, async (request) => ({
      id: subscriberOf(request).subscriberId,
    }));
    api.get(
      '/account',
      { schema: contract({ tag: 'Test', summary: 'App', security: 'bearer' }) },
      async (request) => ({ id: accountOf(request).id }),
    );
    api.get(
      '/member',
      { schema: contract({ tag: 'Test', summary: 'Platform', security: 'member' }) },
      async (request) => ({ id: memberOf(request).id }),
    );
    api.get(
      '/resolved',
      {
        schema: apiKey,
        preHandler: async (request) => {
          request.environment = { id: 'env_1' } as Environment;
        },
      },
      async (request) => ({ id: environmentOf(request).id }),
    );
    api.get('/widget-reads-environment', { schema: widget }, async (request) =>
      // @ts-expect-error A widget route's handler has no environment to read: only its subscriber.
      ({ id: environmentOf(request).id }),
    );
    const open = contract({ tag: 'Test', summary: 'Public', security: 'none' });
    api.get('/public-reads-account', { schema: open }, async (request) =>
      // @ts-expect-error A public route's handler has no credential at all.
      ({ id: accountOf(request).id }),
    );
    await app.ready();
    return app;
  }

  it('answers 401 JSON, never a fault, when the credential was not resolved', async () => {
    const app = await bareRoutes();
    const expected = {
      '/environment': 'Send the API key as `Authorization: ApiKey <key>`',
      '/subscriber': 'Sign in to continue',
      '/account': 'Sign in to continue',
      '/member': 'Sign in to continue',
    };
    for (const [url, message] of Object.entries(expected)) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(errorResponseSchema.parse(response.json()), url).toEqual({ statusCode: 401, message });
    }
    await app.close();
  });

  it('gives the handler the credential its pre-handler resolved', async () => {
    const app = await bareRoutes();
    const response = await app.inject({ method: 'GET', url: '/resolved' });
    expect(response.json()).toEqual({ id: 'env_1' });
    await app.close();
  });
});
