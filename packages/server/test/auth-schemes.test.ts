import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@herald/protocol/schemas';
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
