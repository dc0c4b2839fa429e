// The public list behind the guest entry page: without signing in, only the id and name of faculties that admit
// guests, read only, and slowed down for a client that asks too often.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let server: TestServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function request(method: string, pathname = '/faculties/guest-access') {
  const response = await fetch(`${server.url}/v1${pathname}`, { method });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

async function faculty(name: string, guestAccess: boolean, description = '') {
  const row = await server.herald.ctx.db
    .insertInto('faculties')
    .values({ name, description, guest_access: guestAccess ? 1 : 0, created_at: '2026-01-01T00:00:00Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('faculties open to guests', () => {
  it('lists without a token only the faculties that admit guests, by name, with their id and name only', async () => {
    const history = await faculty('Faculty of History', true, 'Internal note: budget under review');
    await faculty('Faculty of Medicine', false);
    const answer = await request('GET');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const names = answer.body.data.map((item: Json) => item.name);
    expect(names).toContain('Faculty of History');
    expect(names).not.toContain('Faculty of Medicine');
    expect(names).toEqual([...names].sort());
    const entry = answer.body.data.find((item: Json) => item.id === history);
    expect(entry).toEqual({ id: history, name: 'Faculty of History' });
  });

  it('follows the administrator closing a faculty to guests', async () => {
    const id = await faculty('Faculty of Music', true);
    expect((await request('GET')).body.data.map((item: Json) => item.id)).toContain(id);
    await server.herald.ctx.db
      .updateTable('faculties')
      .set({ guest_access: 0 })
      .where('id', '=', id)
      .execute();
    expect((await request('GET')).body.data.map((item: Json) => item.id)).not.toContain(id);
  });

  it('is read only, and the rest of the faculty routes still need an administrator', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await request(method);
      expect(answer.status, method).toBeGreaterThanOrEqual(400);
      expect(answer.status, method).toBeLessThan(500);
      expect(answer.body).toMatchObject({ statusCode: answer.status, message: expect.any(String) });
    }
    const list = await request('GET', '/faculties');
    expect(list).toMatchObject({ status: 401, body: { statusCode: 401 } });
    const one = await request('GET', '/faculties/1');
    expect(one).toMatchObject({ status: 401, body: { statusCode: 401 } });
  });

  it('answers a burst from one client with 429 JSON', async () => {
    let last = await request('GET');
    for (let index = 0; index < 70 && last.status !== 429; index += 1) last = await request('GET');
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ statusCode: 429, message: expect.any(String) });
  });
});
