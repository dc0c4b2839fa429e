// The app reports page views; administrators read the most viewed pages, the most active users and the
// browsers used, as JSON and CSV.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  browserUsageResponseSchema,
  pageUsageResponseSchema,
  pageViewResponseSchema,
  userActivityResponseSchema,
} from '@herald/protocol/schemas';
import { PAGE_VIEW_RATE_LIMIT } from '../src/university/routes/page-views.routes.js';
import { getJson, signIn, startServer, type TestServer } from './harness.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/140.0.0.0`;
const DAY = 86_400_000;

let server: TestServer;

async function view(token: string | undefined, body: unknown, userAgent = CHROME) {
  const response = await fetch(`${server.url}/v1/page-views`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': userAgent,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; message?: string } };
}

describe('POST /v1/page-views', () => {
  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(() => server.stop());

  it('records the page a signed-in person opened, without its query or fragment', async () => {
    const student = await signIn(server.url, 'STUDENT');
    const answer = await view(student, { path: '/student/event/detail/12?tab=files#top' });
    expect(answer.status).toBe(201);
    expect(pageViewResponseSchema.parse(answer.body).data).toEqual({
      path: '/student/event/detail/12',
      route: '/student/event/detail/{id}',
    });
  });

  it('refuses anonymous callers and paths that are not app paths', async () => {
    expect((await view(undefined, { path: '/student/event' })).status).toBe(401);
    const student = await signIn(server.url, 'STUDENT');
    for (const body of [
      {},
      { path: '' },
      { path: 'student/event' },
      { path: '//evil.test/x' },
      { path: 'https://evil.test/' },
      { path: '/has space' },
      { path: `/${'a'.repeat(300)}` },
      { path: 42 },
      { path: '/x', extra: true },
      '{"path":',
    ]) {
      const answer = await view(student, body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.body).toMatchObject({ statusCode: 400 });
    }
  });

  it('limits each account to 60 views a minute, answering 429 JSON, while others go on', async () => {
    const student = await signIn(server.url, 'STUDENT');
    const manager = await signIn(server.url, 'MANAGER');
    for (let i = 0; i < PAGE_VIEW_RATE_LIMIT.max; i += 1) {
      expect((await view(student, { path: `/student/event/detail/${i}` })).status).toBe(201);
    }
    const refused = await view(student, { path: '/student/event' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429 });
    expect((await view(manager, { path: '/manager/dashboard' })).status).toBe(201);
  });
});

describe('usage statistics for administrators', () => {
  // One seeded server, read by every test of this block.
  let admin: string;
  beforeAll(async () => {
    server = await startServer();
    admin = await seedViews();
  });
  afterAll(() => server.stop());

  async function seedViews() {
    // An old view, outside a 30-day window; sessions signed in after it, as tokens expire meanwhile.
    expect((await view(await signIn(server.url, 'STUDENT'), { path: '/profile' }, FIREFOX)).status).toBe(201);
    server.advance(40 * DAY);
    const adminToken = await signIn(server.url, 'ADMIN');
    const student = await signIn(server.url, 'STUDENT');
    const coordinator = await signIn(server.url, 'COORDINATOR');
    for (const id of [1, 2, 3]) await view(student, { path: `/student/event/detail/${id}` }, FIREFOX);
    await view(student, { path: '/student/event' }, FIREFOX);
    await view(coordinator, { path: '/coordinator/event/detail/1' }, EDGE);
    await view(coordinator, { path: '/coordinator/dashboard' }, EDGE);
    await view(adminToken, { path: '/admin/dashboard' }, CHROME);
    return adminToken;
  }

  it('lists the most viewed pages, each detail page counted as one route', async () => {
    const answer = await getJson(`${server.url}/v1/statistics/pages?limit=3`, admin);
    expect(pageUsageResponseSchema.parse(answer.body).data).toEqual([
      { route: '/student/event/detail/{id}', views: 3, viewers: 1 },
      { route: '/admin/dashboard', views: 1, viewers: 1 },
      { route: '/coordinator/dashboard', views: 1, viewers: 1 },
    ]);
    const recent = await getJson(`${server.url}/v1/statistics/pages?days=30&limit=100`, admin);
    expect(recent.body.data.map((row: { route: string }) => row.route)).not.toContain('/profile');
    const allTime = await getJson(`${server.url}/v1/statistics/pages?limit=100`, admin);
    expect(allTime.body.data.map((row: { route: string }) => row.route)).toContain('/profile');
  });

  it('lists the most active users by page views', async () => {
    const answer = await getJson(`${server.url}/v1/statistics/users?days=30`, admin);
    const rows = userActivityResponseSchema.parse(answer.body).data;
    expect(rows.map((row) => [row.email, row.roleID, row.views])).toEqual([
      ['student@herald.test', 4, 4],
      ['coordinator@herald.test', 3, 2],
      ['admin@herald.test', 1, 1],
    ]);
  });

  it('lists the browsers used with their share of page views, and exports it as CSV', async () => {
    const answer = await getJson(`${server.url}/v1/statistics/browsers?days=30`, admin);
    expect(browserUsageResponseSchema.parse(answer.body).data).toEqual([
      { browser: 'Firefox', views: 4, users: 1, sharePercent: 57.1 },
      { browser: 'Edge', views: 2, users: 1, sharePercent: 28.6 },
      { browser: 'Chrome', views: 1, users: 1, sharePercent: 14.3 },
    ]);
    const response = await fetch(`${server.url}/v1/statistics/browsers.csv?days=30`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await response.text()).split('\r\n')).toEqual([
      'Browser,Page views,Users,Share (%)',
      'Firefox,4,1,57.1',
      'Edge,2,1,28.6',
      'Chrome,1,1,14.3',
      '',
    ]);
    const users = await fetch(`${server.url}/v1/statistics/users.csv?days=30`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const lines = (await users.text()).split('\r\n');
    expect(lines[0]).toBe('Name,Email,Role,Page views,Last seen at');
    expect(lines[1]).toMatch(/^Sam Student,student@herald\.test,STUDENT,4,\d{4}-\d\d-\d\dT/);
  });
});
