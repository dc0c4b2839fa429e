import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema, facultySchema } from '@herald/protocol/schemas';
import { renderMarkdown } from '../src/university/services/markdown.js';
import { ROLE_ID } from '@herald/protocol';
import {
  getJson,
  insertAccount,
  postJson,
  signIn,
  startServer,
  submitContribution,
  type TestServer,
} from './harness.js';

let server: TestServer;
const tokens: Record<string, string> = {};
const DAY = 86_400_000;

async function call(method: string, pathname: string, role?: string, body?: unknown) {
  const response = await fetch(`${server.url}/v1${pathname}`, {
    method,
    headers: {
      ...(role ? { authorization: `Bearer ${tokens[role]}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Downloads answer files; everything else, errors included, answers JSON.
  const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
  const answer = (json ? await response.json() : (await response.arrayBuffer(), {})) as {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read field by field
    data?: any;
    message?: string;
  };
  return { status: response.status, body: answer };
}

function eventBody(facultyId: number, openingOffsetDays: number, name = 'Spring magazine') {
  const now = server.herald.ctx.now().getTime();
  return {
    name,
    description: 'Send **poems** and *stories*. <script>alert(1)</script> [Guide](https://example.edu/guide)',
    facultyId,
    academicYear: '2026-2027',
    openingDate: new Date(now + openingOffsetDays * DAY).toISOString(),
    closureDate: new Date(now + (openingOffsetDays + 30) * DAY).toISOString(),
    finalClosureDate: new Date(now + (openingOffsetDays + 45) * DAY).toISOString(),
    timeZone: 'Europe/London',
  };
}

let computing: number;
let otherFaculty: number;
let computingEvent: number;
let otherEvent: number;

beforeAll(async () => {
  server = await startServer();
  for (const role of ['ADMIN', 'MANAGER', 'COORDINATOR', 'STUDENT', 'GUEST'] as const) {
    tokens[role] = await signIn(server.url, role);
  }
  const faculties = await call('GET', '/faculties', 'ADMIN');
  computing = faculties.body.data[0].id;
  otherFaculty = (await call('POST', '/faculties', 'ADMIN', { name: 'Faculty of Arts', guestAccess: false }))
    .body.data.id;
  // A guest visit of the demo guest's faculty, without an account: it must answer exactly as the guest account.
  tokens.GUEST_VISIT = (
    await postJson(`${server.url}/v1/guest-sessions`, { facultyId: computing })
  ).body.data.token;
  computingEvent = (await call('POST', '/academic-events', 'ADMIN', eventBody(computing, -1))).body.data.id;
  otherEvent = (await call('POST', '/academic-events', 'ADMIN', eventBody(otherFaculty, -1, 'Arts review')))
    .body.data.id;
});
afterAll(() => server.stop());

describe('authorization matrix: every route × every role, a guest visit, anonymous, and another faculty', () => {
  const matrix: [string, string, Record<string, number>][] = [
    [
      'GET',
      '/roles',
      { ADMIN: 200, MANAGER: 403, COORDINATOR: 403, STUDENT: 403, GUEST: 403, anonymous: 401 },
    ],
    [
      'GET',
      '/roles/4',
      { ADMIN: 200, MANAGER: 403, COORDINATOR: 403, STUDENT: 403, GUEST: 403, anonymous: 401 },
    ],
    [
      'GET',
      '/faculties',
      { ADMIN: 200, MANAGER: 403, COORDINATOR: 403, STUDENT: 403, GUEST: 403, anonymous: 401 },
    ],
    [
      'POST',
      '/faculties',
      { ADMIN: 400, MANAGER: 403, COORDINATOR: 403, STUDENT: 403, GUEST: 403, anonymous: 401 },
    ],
    [
      'GET',
      '/academic-events',
      { ADMIN: 200, MANAGER: 200, COORDINATOR: 200, STUDENT: 200, GUEST: 403, anonymous: 401 },
    ],
    [
      'GET',
      '/academic-events/:own',
      { ADMIN: 200, MANAGER: 200, COORDINATOR: 200, STUDENT: 200, GUEST: 403, anonymous: 401 },
    ],
    [
      'GET',
      '/academic-events/:other',
      { ADMIN: 200, MANAGER: 200, COORDINATOR: 404, STUDENT: 404, GUEST: 403, anonymous: 401 },
    ],
    [
      'POST',
      '/academic-events',
      { ADMIN: 400, MANAGER: 403, COORDINATOR: 403, STUDENT: 403, GUEST: 403, anonymous: 401 },
    ],
    [
      'PUT',
      '/academic-events/:own',
      { ADMIN: 200, MANAGER: 403, COORDINATOR: 403, STUDENT: 403, GUEST: 403, anonymous: 401 },
    ],
    [
      'DELETE',
      '/academic-events/999999',
      { ADMIN: 404, MANAGER: 403, COORDINATOR: 403, STUDENT: 403, GUEST: 403, anonymous: 401 },
    ],
  ];
  for (const [method, route, expected] of matrix) {
    for (const [who, status] of Object.entries({ ...expected, GUEST_VISIT: expected.GUEST! })) {
      it(`${method} ${route} as ${who} → ${status}`, async () => {
        const pathname = route.replace(':own', String(computingEvent)).replace(':other', String(otherEvent));
        const body = method === 'POST' ? {} : method === 'PUT' ? { name: 'Renamed' } : undefined;
        const { status: actual, body: answer } = await call(
          method,
          pathname,
          who === 'anonymous' ? undefined : who,
          body,
        );
        expect(actual).toBe(status);
        if (actual >= 400) expect(answer).toMatchObject({ statusCode: status, message: expect.any(String) });
      });
    }
  }

  it('shows coordinators and students only their own faculty in the event list', async () => {
    for (const role of ['COORDINATOR', 'STUDENT']) {
      const { body } = await call('GET', `/academic-events?facultyId=${otherFaculty}`, role);
      expect(body.data.every((event: { facultyId: number }) => event.facultyId === computing)).toBe(true);
    }
    const manager = await call('GET', '/academic-events', 'MANAGER');
    expect(manager.body.data.map((event: { facultyId: number }) => event.facultyId)).toEqual(
      expect.arrayContaining([computing, otherFaculty]),
    );
  });
});

describe('faculties', () => {
  it('answers counts of events and students, and refuses a duplicate name in any case', async () => {
    const { body } = await call('GET', `/faculties/${computing}`, 'ADMIN');
    const faculty = facultySchema.parse(body.data);
    expect(faculty.studentCount).toBe(1);
    expect(faculty.eventCount).toBeGreaterThanOrEqual(1);
    const duplicate = await call('POST', '/faculties', 'ADMIN', { name: 'faculty of ARTS' });
    expect(duplicate.status).toBe(409);
  });

  it('refuses to delete a faculty that still has events or accounts', async () => {
    expect((await call('DELETE', `/faculties/${computing}`, 'ADMIN')).status).toBe(409);
    const empty = (await call('POST', '/faculties', 'ADMIN', { name: 'Faculty of Law' })).body.data.id;
    expect((await call('DELETE', `/faculties/${empty}`, 'ADMIN')).status).toBe(200);
  });
});

describe('events', () => {
  it('renders the description safely and places the event in its phase on the server clock', async () => {
    const created = await call('POST', '/academic-events', 'ADMIN', eventBody(computing, 2, 'Upcoming'));
    expect(created.status).toBe(201);
    const event = eventSchema.parse(created.body.data);
    expect(event.phase).toBe('upcoming');
    expect(event.descriptionHtml).toContain('<strong>poems</strong>');
    expect(event.descriptionHtml).not.toContain('<script>');
    expect(event.descriptionHtml).toContain(
      '<a href="https://example.edu/guide" rel="noopener noreferrer">Guide</a>',
    );

    // Later on the server clock; a fresh sign-in each time, as the earlier token has expired by then.
    let moved = 0;
    const phaseAfter = async (days: number) => {
      server.advance(days * DAY);
      moved += days;
      const token = await signIn(server.url, 'ADMIN');
      return (await getJson(`${server.url}/v1/academic-events/${event.id}`, token)).body.data.phase;
    };
    try {
      expect(await phaseAfter(3)).toBe('open');
      expect(await phaseAfter(30)).toBe('closed');
      expect(await phaseAfter(15)).toBe('finalClosed');
    } finally {
      server.advance(-moved * DAY);
    }
  });

  it('keeps the dates in order on update, even when only one date is sent', async () => {
    const current = (await call('GET', `/academic-events/${computingEvent}`, 'ADMIN')).body.data;
    const broken = await call('PUT', `/academic-events/${computingEvent}`, 'ADMIN', {
      finalClosureDate: current.openingDate,
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('finalClosureDate: The final closure date comes after the closure date');
  });

  it('refuses an unknown faculty and a mass-assigned field', async () => {
    expect((await call('POST', '/academic-events', 'ADMIN', eventBody(999_999, 1))).body.message).toBe(
      'facultyId: no such faculty',
    );
    expect(
      (await call('POST', '/academic-events', 'ADMIN', { ...eventBody(computing, 1), id: 1 })).status,
    ).toBe(400);
  });

  it('records changes in the audit log', async () => {
    const entries = await server.herald.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'account_id'])
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['faculty.created', 'event.created']),
    );
    // Every change names the administrator who made it.
    const changes = entries.filter((entry) => /^(faculty|event)\./.test(entry.action));
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((entry) => entry.account_id !== null)).toBe(true);
  });
});

describe('markdown', () => {
  it('never lets HTML or script links through', () => {
    expect(renderMarkdown('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(renderMarkdown('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>');
    expect(renderMarkdown('- one\n- two')).toBe('<ul><li>one</li><li>two</li></ul>');
  });
});

it('roles carry their ids and a description', async () => {
  const { body } = await getJson(`${server.url}/v1/roles`, tokens.ADMIN);
  expect(body.data.map((role: { id: number }) => role.id)).toEqual([1, 2, 3, 4, 5]);
  expect(body.data.every((role: { description: string }) => role.description.length > 10)).toBe(true);
});

describe('authorization matrix of contributions: every route × every role, a guest visit, anonymous, and another faculty', () => {
  // :own is a submitted contribution of the demo student; :pub one of theirs accepted and selected; :other a
  // selected one of another faculty. The demo coordinator, student and guest belong to the computing faculty.
  const ids: Record<string, number> = {};

  const submitAs = (token: string, eventId: number, title: string) =>
    submitContribution(server.url, token, eventId, title);

  async function personOf(facultyId: number, roleID: 3 | 4) {
    const row = await insertAccount(server, {
      email: `matrix.${roleID}.${facultyId}@uni.test`,
      name: `Matrix ${roleID}`,
      roleID,
      facultyId,
    });
    return row.token;
  }

  async function acceptAndSelect(token: string, id: number) {
    for (const status of ['under_review', 'accepted']) {
      const response = await fetch(`${server.url}/v1/contributions/${id}/status`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
      expect(response.status).toBe(200);
    }
    const response = await fetch(`${server.url}/v1/contributions/${id}/selection`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ selected: true }),
    });
    expect(response.status).toBe(200);
  }

  beforeAll(async () => {
    const own = await submitAs(tokens.STUDENT!, computingEvent, 'Own draft');
    const pub = await submitAs(tokens.STUDENT!, computingEvent, 'Published');
    await acceptAndSelect(tokens.COORDINATOR!, pub.id);
    const other = await submitAs(await personOf(otherFaculty, ROLE_ID.STUDENT), otherEvent, 'Arts piece');
    await acceptAndSelect(await personOf(otherFaculty, ROLE_ID.COORDINATOR), other.id);
    Object.assign(ids, {
      own: own.id,
      pub: pub.id,
      pubFile: pub.files[0]!.id,
      other: other.id,
      otherFile: other.files[0]!.id,
      ownEvent: computingEvent,
      otherEvent,
    });
  });

  const A = 'ADMIN';
  type Row = [string, string, unknown, Record<string, number>];
  const all = (admin: number, manager: number, coordinator: number, student: number, guest: number) => ({
    [A]: admin,
    MANAGER: manager,
    COORDINATOR: coordinator,
    STUDENT: student,
    GUEST: guest,
    GUEST_VISIT: guest,
    anonymous: 401,
  });
  const matrix: Row[] = [
    ['GET', '/contributions', undefined, all(403, 200, 200, 200, 200)],
    ['GET', '/academic-events/:ownEvent/contributions', undefined, all(403, 200, 200, 200, 200)],
    ['GET', '/academic-events/:otherEvent/contributions', undefined, all(403, 200, 404, 404, 404)],
    ['POST', '/academic-events/:ownEvent/contributions', {}, all(403, 403, 403, 415, 403)],
    ['POST', '/academic-events/:otherEvent/contributions', {}, all(403, 403, 403, 404, 403)],
    ['GET', '/contributions/:own', undefined, all(403, 404, 200, 200, 404)],
    ['GET', '/contributions/:pub', undefined, all(403, 200, 200, 200, 200)],
    ['GET', '/contributions/:other', undefined, all(403, 200, 404, 404, 404)],
    ['GET', '/contributions/999999', undefined, all(403, 404, 404, 404, 404)],
    ['PUT', '/contributions/:own', {}, all(403, 403, 403, 415, 403)],
    ['PUT', '/contributions/:other', {}, all(403, 403, 403, 404, 403)],
    ['GET', '/contributions/:own/files', undefined, all(403, 404, 200, 200, 404)],
    ['GET', '/contributions/:other/files', undefined, all(403, 200, 404, 404, 404)],
    ['GET', '/contributions/:pub/files/:pubFile', undefined, all(403, 200, 200, 200, 200)],
    ['GET', '/contributions/:other/files/:otherFile', undefined, all(403, 200, 404, 404, 404)],
    ['GET', '/contributions/:pub/files/:otherFile', undefined, all(403, 404, 404, 404, 404)],
    ['GET', '/contributions/:pub/download', undefined, all(403, 200, 200, 200, 200)],
    ['GET', '/contributions/:other/download', undefined, all(403, 200, 404, 404, 404)],
    ['GET', '/contributions/:own/comments', undefined, all(403, 403, 200, 200, 403)],
    ['GET', '/contributions/:other/comments', undefined, all(403, 403, 404, 404, 403)],
    ['POST', '/contributions/:own/comments', {}, all(403, 403, 400, 400, 403)],
    ['POST', '/contributions/:other/comments', { body: 'Hello' }, all(403, 403, 404, 404, 403)],
    ['GET', '/contributions/:own/status', undefined, all(403, 403, 200, 200, 403)],
    ['POST', '/contributions/:own/status', { status: 'published' }, all(403, 403, 400, 403, 403)],
    ['POST', '/contributions/:other/status', { status: 'under_review' }, all(403, 403, 404, 403, 403)],
    ['PUT', '/contributions/:own/selection', { selected: true }, all(403, 403, 409, 403, 403)],
    ['PUT', '/contributions/:other/selection', { selected: false }, all(403, 403, 404, 403, 403)],
    ['GET', '/academic-events/:ownEvent/contributions/download', undefined, all(403, 409, 403, 403, 403)],
    ['GET', '/academic-events/999999/contributions/download', undefined, all(403, 404, 403, 403, 403)],
    ['GET', '/academic-years/2026-2027/contributions/download', undefined, all(403, 409, 403, 403, 403)],
  ];
  for (const [method, route, body, expected] of matrix) {
    for (const [who, status] of Object.entries(expected)) {
      it(`${method} ${route} as ${who} → ${status}`, async () => {
        const pathname = route.replace(/:(\w+)/g, (_, name: string) => String(ids[name]));
        const answer = await call(method, pathname, who === 'anonymous' ? undefined : who, body);
        expect(answer.status).toBe(status);
        if (status >= 400)
          expect(answer.body).toMatchObject({ statusCode: status, message: expect.any(String) });
      });
    }
  }
});
