// The coordinator's review filters on the server: without a comment, overdue (no coordinator comment 14 days
// after submission, on the server's clock) and search across title, student, faculty and event, each within the
// caller's scope and counted in the total, so that every page of a filtered list is right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID, type RoleId } from '@herald/protocol';
import { insertAccount, startServer, type TestServer } from './harness.js';

const DAY = 86_400_000;

let server: TestServer;
// Test bodies are read field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let sequence = 0;

async function person(name: string, roleID: RoleId, facultyId: number | null) {
  sequence += 1;
  return insertAccount(server, { email: `filters.${sequence}@uni.test`, name, roleID, facultyId });
}

async function faculty(name: string) {
  const row = await server.herald.ctx.db
    .insertInto('faculties')
    .values({ name, description: '', guest_access: 0, created_at: '2026-01-01T00:00:00Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function event(facultyId: number, name: string) {
  const now = server.herald.ctx.now().getTime();
  const at = (days: number) => new Date(now + days * DAY).toISOString();
  const row = await server.herald.ctx.db
    .insertInto('events')
    .values({
      faculty_id: facultyId,
      name,
      description: '',
      academic_year: '2026-2027',
      opening_date: at(-40),
      closure_date: at(10),
      final_closure_date: at(20),
      time_zone: 'Europe/London',
      created_at: at(-40),
      updated_at: at(-40),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A contribution submitted `daysAgo` days before the server's now, commented on by a coordinator or not. */
async function contribution(
  eventId: number,
  facultyId: number,
  studentId: number,
  title: string,
  daysAgo: number,
  commentedDaysAgo: number | null,
) {
  const now = server.herald.ctx.now().getTime();
  const at = (days: number) => new Date(now - days * DAY).toISOString();
  const row = await server.herald.ctx.db
    .insertInto('contributions')
    .values({
      event_id: eventId,
      student_id: studentId,
      faculty_id: facultyId,
      title,
      summary: '',
      status: 'submitted',
      selected: 0,
      selected_at: null,
      terms_accepted_at: at(daysAgo),
      first_comment_at: commentedDaysAgo === null ? null : at(commentedDaysAgo),
      created_at: at(daysAgo),
      updated_at: at(daysAgo),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function list(who: string, query: string, pathname = '/contributions') {
  const response = await fetch(`${server.url}/v1${pathname}?${query}`, {
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const titles = (body: Json): string[] => body.data.map((item: Json) => item.title).sort();

beforeAll(async () => {
  // Long-lived tokens: one test moves the clock two weeks on.
  server = await startServer({ appTokenTtlSeconds: 365 * 86_400 });
  const science = await faculty('Faculty of Science');
  const law = await faculty('Faculty of Law');
  const coordinator = await person('Sam Coordinator', ROLE_ID.COORDINATOR, science);
  const lawCoordinator = await person('Lee Coordinator', ROLE_ID.COORDINATOR, law);
  const student = await person('Rosa Student', ROLE_ID.STUDENT, science);
  const lawStudent = await person('Omar Student', ROLE_ID.STUDENT, law);
  tokens.coordinator = coordinator.token;
  tokens.lawCoordinator = lawCoordinator.token;
  tokens.student = student.token;
  const spring = await event(science, 'Spring anthology');
  const winter = await event(science, 'Winter gazette');
  const lawReview = await event(law, 'Law review');
  ids.spring = spring;
  ids.fresh = await contribution(spring, science, student.id, 'Fresh and silent', 2, null);
  ids.old = await contribution(spring, science, student.id, 'Old and silent', 20, null);
  ids.oldAnswered = await contribution(spring, science, student.id, 'Old and answered', 20, 5);
  ids.edge = await contribution(winter, science, student.id, 'Exactly two weeks', 14, null);
  ids.law = await contribution(lawReview, law, lawStudent.id, 'Old silent law piece', 30, null);
});
afterAll(() => server.stop());

describe('review filters on the server', () => {
  it('lists only contributions without a coordinator comment, with the total of the filtered list', async () => {
    const answer = await list('coordinator', 'withoutComment=true');
    expect(answer.status).toBe(200);
    expect(titles(answer.body)).toEqual(['Exactly two weeks', 'Fresh and silent', 'Old and silent']);
    expect(answer.body.totalCount).toBe(3);
  });

  it('lists as overdue only those still without a comment 14 days after submission', async () => {
    const answer = await list('coordinator', 'overdue=true');
    expect(titles(answer.body)).toEqual(['Exactly two weeks', 'Old and silent']);
    expect(answer.body.totalCount).toBe(2);
  });

  it('counts overdue on the server clock: a fresh contribution becomes overdue as days pass', async () => {
    server.advance(13 * DAY);
    try {
      const answer = await list('coordinator', 'overdue=true');
      expect(titles(answer.body)).toEqual(['Exactly two weeks', 'Fresh and silent', 'Old and silent']);
    } finally {
      server.advance(-13 * DAY);
    }
  });

  it('pages a filtered list by the filtered total', async () => {
    const first = await list('coordinator', 'withoutComment=true&limit=2&page=0');
    const second = await list('coordinator', 'withoutComment=true&limit=2&page=1');
    expect(first.body).toMatchObject({ totalCount: 3, hasMore: true });
    expect(second.body).toMatchObject({ totalCount: 3, hasMore: false });
    expect([...titles(first.body), ...titles(second.body)].sort()).toEqual([
      'Exactly two weeks',
      'Fresh and silent',
      'Old and silent',
    ]);
  });

  it("filters an event's list too, and combines the filters with the event", async () => {
    const answer = await list('coordinator', 'overdue=true', `/academic-events/${ids.spring}/contributions`);
    expect(answer.status).toBe(200);
    expect(titles(answer.body)).toEqual(['Old and silent']);
  });

  it('searches the event and faculty names as well as the title and the student', async () => {
    expect(titles((await list('coordinator', 'search=winter')).body)).toEqual(['Exactly two weeks']);
    expect((await list('coordinator', 'search=faculty%20of%20science')).body.totalCount).toBe(4);
    expect(titles((await list('coordinator', 'search=ROSA&overdue=true')).body)).toEqual([
      'Exactly two weeks',
      'Old and silent',
    ]);
    expect(titles((await list('coordinator', 'search=100%25')).body)).toEqual([]);
  });

  it("never reaches past the caller's scope", async () => {
    expect(titles((await list('coordinator', 'search=law')).body)).toEqual([]);
    expect(titles((await list('lawCoordinator', 'overdue=true')).body)).toEqual(['Old silent law piece']);
    const own = await list('student', 'withoutComment=true');
    expect(own.body.totalCount).toBe(3);
  });

  it('refuses values the filters do not take with a 400 JSON error', async () => {
    for (const query of [
      'overdue=yes',
      'withoutComment=1',
      'withoutComment=false',
      `search=${'x'.repeat(101)}`,
    ]) {
      const answer = await list('coordinator', query);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
  });
});
