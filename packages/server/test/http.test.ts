import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { getJson, openWidgetSession, startServer, type TestServer } from './harness.js';

let server: TestServer;
const appDir = mkdtempSync(path.join(tmpdir(), 'herald-app-'));

beforeAll(async () => {
  mkdirSync(path.join(appDir, 'assets'));
  writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>Herald</title><div id="root"></div>');
  writeFileSync(path.join(appDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  server = await startServer({ appDir });
});
afterAll(() => server.stop());

describe('HTTP surface', () => {
  it('answers an unknown /v1 path with 404 JSON', async () => {
    const { status, body, headers } = await getJson(`${server.url}/v1/nothing/here?x=1`);
    expect(status).toBe(404);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({ statusCode: 404, message: 'Route GET /v1/nothing/here not found' });
  });

  it('names the institution publicly, for the sign-in pages and the top bar', async () => {
    const { status, body } = await getJson(`${server.url}/v1/institution`);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { name: 'Northfield University', maxUploadBytes: 20 * 1024 * 1024 } });
  });

  it('serves the app for any other path so its router can decide (SPA fallback)', async () => {
    for (const route of ['/', '/student/event', '/no/such/page']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('does not answer a state-changing method on an app path with the page', async () => {
    const response = await fetch(`${server.url}/student/event`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });

  it('sends the security headers of docs/security.md on pages and API answers', async () => {
    for (const route of ['/', '/v1/nothing']) {
      const response = await fetch(`${server.url}${route}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, route).toContain("object-src 'none'");
      expect(csp, route).toContain("base-uri 'none'");
      expect(csp, route).toContain("frame-ancestors 'none'");
      expect(csp, route).toMatch(/script-src 'self'(;|$)/);
      // Trusted Types enforced: DOMPurify's policy, and the default one that passes only empty markup.
      expect(csp, route).toContain("require-trusted-types-for 'script'");
      expect(csp, route).toMatch(/trusted-types dompurify default(;|$)/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
    }
  });

  it('serves no directory listing', async () => {
    const response = await fetch(`${server.url}/assets/`);
    expect(await response.text()).not.toContain('index-abc123.js');
  });
});

describe('shutdown', () => {
  it('closes while a socket is connected, and the socket sees the server go', async () => {
    const own = await startServer();
    const { token } = await openWidgetSession(own.url, 'STUDENT');
    const socket = io(own.url, { transports: ['websocket'], auth: { token }, reconnection: false });
    await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await expect(own.stop()).resolves.toBeUndefined();
    expect(await disconnected).toBe('io server disconnect');
    socket.close();
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the shared schemas, and its viewer at /v1/docs', async () => {
    const spec = await getJson(`${server.url}/v1/docs/json`);
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toBe('3.1.0');
    const trigger = spec.body.paths['/events/trigger'].post;
    expect(trigger.security).toEqual([{ apiKey: [] }]);
    expect(trigger.requestBody.content['application/json'].schema.required).toEqual(['name', 'to']);
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining(['/widgets/notifications/feed', '/workflows']),
    );

    // Every route the API answers is described, and nothing described is missing from the server.
    const described = Object.entries(spec.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([pathname, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} /v1${pathname.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
    );
    const answered = server.herald.routes.filter(
      (route) => /^(GET|POST|PUT|PATCH|DELETE) \/v1\//.test(route) && !route.includes('/v1/docs'),
    );
    expect(answered.filter((route) => !described.includes(route))).toEqual([]);
    expect(described.filter((route) => !answered.includes(route))).toEqual([]);

    const viewer = await fetch(`${server.url}/v1/docs`, { redirect: 'follow' });
    expect(viewer.status).toBe(200);
    expect(await viewer.text()).toContain('swagger');
  });
});

describe('CORS for the widget API', () => {
  it('answers any host origin on the widget API, without credentials, and none on the app API', async () => {
    const preflight = await fetch(`${server.url}/v1/widgets/notifications/unseen`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://host.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    // An error is readable from the host page too, so the widget can show why it failed.
    const refused = await fetch(`${server.url}/v1/widgets/notifications/unseen`, {
      headers: { origin: 'https://another-host.example' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(await refused.json()).toMatchObject({ statusCode: 401 });

    const appPreflight = await fetch(`${server.url}/v1/auth/me`, {
      method: 'OPTIONS',
      headers: { origin: 'https://host.example', 'access-control-request-method': 'GET' },
    });
    expect(appPreflight.headers.get('access-control-allow-origin')).toBeNull();
    const appApi = await fetch(`${server.url}/v1/auth/me`, { headers: { origin: 'https://host.example' } });
    expect(appApi.headers.get('access-control-allow-origin')).toBeNull();
  });
});
