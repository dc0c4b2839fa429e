// Bad input is a 4xx, always: an update that names no field, and a multipart body that cannot be read, answer
// 400 JSON `{statusCode, message}` and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '@herald/protocol';
import { demo, insertAccount, management, signIn, startServer, type TestServer } from './harness.js';

let server: TestServer;
let admin: string;
let student: string;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, 'ADMIN');
  student = await signIn(server.url, 'STUDENT');
});
afterAll(() => server.stop());

async function send(method: string, pathname: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${server.url}/v1${pathname}`, { method, headers, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** An event of the student's faculty that takes contributions now. */
async function openEvent() {
  const db = server.herald.ctx.db;
  const { faculty_id } = await db
    .selectFrom('accounts')
    .select('faculty_id')
    .where('email', '=', demo('STUDENT').email)
    .executeTakeFirstOrThrow();
  const now = server.herald.ctx.now().getTime();
  const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
  return db
    .insertInto('events')
    .values({
      faculty_id: faculty_id!,
      name: `Open call ${now}`,
      description: '',
      academic_year: '2026-2027',
      opening_date: at(-1),
      closure_date: at(10),
      final_closure_date: at(20),
      time_zone: 'UTC',
      created_at: at(0),
      updated_at: at(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const badRequest = { statusCode: 400, message: expect.any(String) };

describe('an update that names no field', () => {
  it('PUT /v1/profile {} is a 400 and the profile is unchanged', async () => {
    const before = await server.herald.ctx.db
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', demo('STUDENT').email)
      .executeTakeFirstOrThrow();
    const answer = await send('PUT', '/profile', '{}', json(student));
    expect(answer).toEqual({ status: 400, body: badRequest });
    const after = await server.herald.ctx.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('PUT /v1/accounts/:id {} is a 400', async () => {
    const account = await insertAccount(server, {
      email: 'empty.update@herald.test',
      name: 'Emma Empty',
      roleID: ROLE_ID.MANAGER,
      facultyId: null,
    });
    expect(await send('PUT', `/accounts/${account.id}`, '{}', json(admin))).toEqual({
      status: 400,
      body: badRequest,
    });
  });

  it('PATCH /v1/organization {} with an API key is a 400', async () => {
    expect(await management(server, 'PATCH', '/organization', {})).toEqual({ status: 400, body: badRequest });
  });

  it('PATCH /v1/feeds/:id {} with an API key is a 400', async () => {
    const created = await management(server, 'POST', '/feeds', { name: 'Announcements' });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    expect(await management(server, 'PATCH', `/feeds/${id}`, {})).toEqual({ status: 400, body: badRequest });
    expect((await management(server, 'GET', `/feeds/${id}`)).body.data).toMatchObject({
      name: 'Announcements',
    });
  });
});

describe('a multipart body that cannot be read', () => {
  it('whose boundary does not match its header is a 400', async () => {
    const event = await openEvent();
    const body =
      '--not-the-declared-boundary\r\n' +
      'Content-Disposition: form-data; name="title"\r\n\r\n' +
      'A poem\r\n' +
      '--not-the-declared-boundary--\r\n';
    const answer = await send('POST', `/academic-events/${event.id}/contributions`, body, {
      authorization: `Bearer ${student}`,
      'content-type': 'multipart/form-data; boundary=the-declared-boundary',
    });
    expect(answer).toEqual({ status: 400, body: badRequest });
  });

  it('that ends in the middle of a part is a 400', async () => {
    const event = await openEvent();
    const body =
      '--b\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\n' +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4 and then nothing';
    const answer = await send('POST', `/academic-events/${event.id}/contributions`, body, {
      authorization: `Bearer ${student}`,
      'content-type': 'multipart/form-data; boundary=b',
    });
    expect(answer).toEqual({ status: 400, body: badRequest });
  });
});

describe('a JSON body nested deeper than the server reads', () => {
  const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  let count = 0;
  const seq = () => (count += 1);
  /** A body of `levels` levels in all: an object whose one field holds the arrays. */
  const deeplyNested = (levels: number) => `{"subscriberId":${nested(levels - 1)}}`;

  it.each([100_000, 65])(
    'of %i levels is a 400 on the management API, under the body limit',
    async (levels) => {
      const answer = await send('POST', '/subscribers', deeplyNested(levels), {
        authorization: `ApiKey ${server.herald.seed!.apiKey}`,
        'content-type': 'application/json',
      });
      expect(answer).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'Body is nested deeper than 64 levels' },
      });
    },
  );

  it('is a 400 on the widget session start, which needs no credential', async () => {
    const answer = await send('POST', '/widgets/session/initialize', deeplyNested(80_000), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(answer).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Body is nested deeper than 64 levels' },
    });
  });

  it('is read as before at 64 levels, brackets inside strings not counted', async () => {
    const subscriberId = `deep-${seq()}`;
    const firstName = '['.repeat(200);
    // The body and its data are two levels; the arrays make up the other 62.
    const deep = JSON.parse(nested(62)) as unknown;
    const answer = await send(
      'POST',
      '/subscribers',
      JSON.stringify({ subscriberId, firstName, data: { deep } }),
      { authorization: `ApiKey ${server.herald.seed!.apiKey}`, 'content-type': 'application/json' },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ data: { subscriberId, firstName, data: { deep } } });
  });
});
