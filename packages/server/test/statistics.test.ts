// Statistics against a seeded fixture with known answers: contributions per faculty and year, the comment
// exception reports, the managers' totals, their CSV, and who may read which.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID, type RoleId } from '@herald/protocol';
import {
  contributionExceptionsResponseSchema,
  facultyStatisticsResponseSchema,
  yearTotalsResponseSchema,
} from '@herald/protocol/schemas';
import { csvCell, toCsv } from '../src/university/services/statistics-csv.js';
import { appTokenFor } from '../src/university/services/accounts/account-sessions.js';
import { getJson, signIn, startServer, type TestServer } from './harness.js';

const DAY = 86_400_000;
let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const db = () => server.herald.ctx.db;

async function insertFaculty(name: string) {
  const row = await db()
    .insertInto('faculties')
    .values({ name, description: '', guest_access: 0, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertAccount(name: string, roleId: RoleId, facultyId: number) {
  const row = await db()
    .insertInto('accounts')
    .values({
      email: `${name.replace(/\W+/g, '').toLowerCase()}@stats.test`,
      name,
      password_hash: 'not-used',
      role_id: roleId,
      faculty_id: facultyId,
      active: 1,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An event of `academicYear`; `finalClosureInDays` from now instead of the year's April, to keep its comments open. */
async function insertEvent(facultyId: number, academicYear: string, finalClosureInDays?: number) {
  const year = Number(academicYear.slice(0, 4));
  const finalClosure =
    finalClosureInDays === undefined
      ? `${year + 1}-04-01T00:00:00.000Z`
      : new Date(server.herald.ctx.now().getTime() + finalClosureInDays * DAY).toISOString();
  const row = await db()
    .insertInto('events')
    .values({
      faculty_id: facultyId,
      name: `Magazine ${academicYear}`,
      description: '',
      academic_year: academicYear,
      opening_date: `${year}-10-01T00:00:00.000Z`,
      closure_date: `${year + 1}-03-01T00:00:00.000Z`,
      final_closure_date: finalClosure,
      time_zone: 'UTC',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .returning(['id', 'faculty_id'])
    .executeTakeFirstOrThrow();
  return row;
}

async function insertContribution(
  event: { id: number; faculty_id: number },
  studentId: number,
  title: string,
  daysAgo: number,
  selected = false,
) {
  const at = new Date(server.herald.ctx.now().getTime() - daysAgo * DAY).toISOString();
  const row = await db()
    .insertInto('contributions')
    .values({
      event_id: event.id,
      student_id: studentId,
      faculty_id: event.faculty_id,
      title,
      summary: '',
      status: selected ? 'accepted' : 'submitted',
      selected: selected ? 1 : 0,
      terms_accepted_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertComment(contributionId: number, authorId: number) {
  await db()
    .insertInto('contribution_comments')
    .values({
      contribution_id: contributionId,
      author_id: authorId,
      body: 'A comment',
      created_at: new Date().toISOString(),
    })
    .execute();
}

beforeAll(async () => {
  server = await startServer();
  for (const role of ['ADMIN', 'MANAGER', 'COORDINATOR', 'STUDENT', 'GUEST'] as const) {
    tokens[role] = await signIn(server.url, role);
  }
  const me = await getJson(`${server.url}/v1/auth/me`, tokens.STUDENT);
  const sam = me.body.data.id as number;
  const computing = me.body.data.facultyId as number;
  const cora = (await getJson(`${server.url}/v1/auth/me`, tokens.COORDINATOR)).body.data.id as number;
  const arts = await insertFaculty('Faculty of Arts');
  const business = await insertFaculty('Faculty of Business');
  Object.assign(ids, { computing, arts, business });

  const s2 = await insertAccount('Second Student', ROLE_ID.STUDENT, computing);
  const s3 = await insertAccount('Third Student', ROLE_ID.STUDENT, computing);
  const s4 = await insertAccount('@Sneaky Student', ROLE_ID.STUDENT, arts);
  const s5 = await insertAccount('Fifth Student', ROLE_ID.STUDENT, business);
  const artsCoordinator = await insertAccount('Arts Coordinator', ROLE_ID.COORDINATOR, arts);
  const businessCoordinator = await insertAccount('Business Coordinator', ROLE_ID.COORDINATOR, business);
  tokens.ARTS_COORDINATOR = await appTokenFor(server.herald.ctx, artsCoordinator);

  // The current year's events are past their final closure date by less than the 14-day comment window.
  const e1 = await insertEvent(computing, '2025-2026', -3);
  const e2 = await insertEvent(arts, '2025-2026', -3);
  const e3 = await insertEvent(business, '2025-2026', -3);
  const e4 = await insertEvent(computing, '2024-2025');

  // 2025-2026: Computing 3 (2 students), Arts 1, Business 2 → 50 %, 16.7 %, 33.3 %.
  ids.c1 = await insertContribution(e1, sam, 'Commented and selected', 20, true);
  ids.c2 = await insertContribution(e1, sam, 'Fresh poem', 3);
  ids.c3 = await insertContribution(e1, s2, 'Only the student spoke', 20);
  ids.c4 = await insertContribution(e2, s4, '=HYPERLINK("http://evil.test","x")', 30);
  ids.c5 = await insertContribution(e3, s5, 'Profit, "loss" and risk', 16);
  ids.c6 = await insertContribution(e3, s5, 'Answered quickly', 1);
  // 2024-2025: Computing 1.
  ids.c7 = await insertContribution(e4, s3, 'Last year', 400, true);

  await insertComment(ids.c1, cora);
  await insertComment(ids.c3, s2);
  await insertComment(ids.c6, businessCoordinator);
  await insertComment(ids.c7, cora);
});
afterAll(() => server.stop());

const get = (path: string, who?: string) =>
  getJson(`${server.url}/v1/statistics${path}`, who ? tokens[who] : undefined);

async function csv(path: string, who: string) {
  const response = await fetch(`${server.url}/v1/statistics${path}`, {
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+\.csv"$/);
  // Read the bytes: a decoder would quietly drop the byte order mark spreadsheets need.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(1).split('\r\n').slice(0, -1);
}

describe('contributions per faculty and academic year', () => {
  it('gives managers every faculty with its count, its share of the year and its contributors', async () => {
    const answer = await get('/faculties', 'MANAGER');
    expect(answer.status).toBe(200);
    const rows = facultyStatisticsResponseSchema.parse(answer.body).data;
    expect(rows.map(({ facultyId: _, ...row }) => row)).toEqual([
      {
        facultyName: 'Faculty of Arts',
        academicYear: '2025-2026',
        contributions: 1,
        sharePercent: 16.7,
        contributors: 1,
      },
      {
        facultyName: 'Faculty of Business',
        academicYear: '2025-2026',
        contributions: 2,
        sharePercent: 33.3,
        contributors: 1,
      },
      {
        facultyName: 'Faculty of Computing',
        academicYear: '2025-2026',
        contributions: 3,
        sharePercent: 50,
        contributors: 2,
      },
      {
        facultyName: 'Faculty of Arts',
        academicYear: '2024-2025',
        contributions: 0,
        sharePercent: 0,
        contributors: 0,
      },
      {
        facultyName: 'Faculty of Business',
        academicYear: '2024-2025',
        contributions: 0,
        sharePercent: 0,
        contributors: 0,
      },
      {
        facultyName: 'Faculty of Computing',
        academicYear: '2024-2025',
        contributions: 1,
        sharePercent: 100,
        contributors: 1,
      },
    ]);
  });

  it('filters by academic year and faculty', async () => {
    const answer = await get(`/faculties?academicYear=2025-2026&facultyId=${ids.business}`, 'MANAGER');
    expect(answer.body.data).toEqual([
      {
        facultyId: ids.business,
        facultyName: 'Faculty of Business',
        academicYear: '2025-2026',
        contributions: 2,
        sharePercent: 33.3,
        contributors: 1,
      },
    ]);
  });

  it("gives a coordinator only their own faculty, with the share of the whole year, and refuses another's", async () => {
    const answer = await get('/faculties', 'COORDINATOR');
    expect(
      answer.body.data.map((row: { facultyId: number; contributions: number; sharePercent: number }) => [
        row.facultyId,
        row.contributions,
        row.sharePercent,
      ]),
    ).toEqual([
      [ids.computing, 3, 50],
      [ids.computing, 1, 100],
    ]);
    const other = await get(`/faculties?facultyId=${ids.arts}`, 'COORDINATOR');
    expect(other.status).toBe(403);
    expect(other.body).toEqual({
      statusCode: 403,
      message: "You can see only your own faculty's statistics",
    });
    expect((await get(`/faculties?facultyId=${ids.computing}`, 'COORDINATOR')).status).toBe(200);
  });

  it('exports CSV with the same figures', async () => {
    expect(await csv('/faculties.csv?academicYear=2025-2026', 'MANAGER')).toEqual([
      'Academic year,Faculty,Contributions,Share (%),Contributors',
      '2025-2026,Faculty of Arts,1,16.7,1',
      '2025-2026,Faculty of Business,2,33.3,1',
      '2025-2026,Faculty of Computing,3,50,2',
    ]);
  });
});

describe('exception reports', () => {
  const titles = (body: unknown) =>
    contributionExceptionsResponseSchema.parse(body).data.map((row) => row.contributionId);

  it('list every contribution no coordinator commented on, oldest first; a student comment does not count', async () => {
    const answer = await get('/exceptions/without-comment', 'MANAGER');
    expect(answer.status).toBe(200);
    expect(titles(answer.body)).toEqual([ids.c4, ids.c3, ids.c5, ids.c2]);
    expect(answer.body.data[0]).toMatchObject({
      title: '=HYPERLINK("http://evil.test","x")',
      studentName: '@Sneaky Student',
      facultyName: 'Faculty of Arts',
      academicYear: '2025-2026',
      eventName: 'Magazine 2025-2026',
      status: 'submitted',
      daysWithoutComment: 30,
    });
  });

  it('list those still without a comment after 14 days', async () => {
    expect(titles((await get('/exceptions/overdue', 'MANAGER')).body)).toEqual([ids.c4, ids.c3, ids.c5]);
    expect(titles((await get('/exceptions/overdue?academicYear=2024-2025', 'MANAGER')).body)).toEqual([]);
  });

  it("give a coordinator only their faculty's", async () => {
    expect(titles((await get('/exceptions/without-comment', 'COORDINATOR')).body)).toEqual([ids.c3, ids.c2]);
    expect(titles((await get('/exceptions/overdue', 'COORDINATOR')).body)).toEqual([ids.c3]);
    expect(titles((await get('/exceptions/overdue', 'ARTS_COORDINATOR')).body)).toEqual([ids.c4]);
    expect((await get(`/exceptions/overdue?facultyId=${ids.computing}`, 'ARTS_COORDINATOR')).status).toBe(
      403,
    );
  });

  it('page on the server and find words in the title, the student or the event', async () => {
    const first = await get('/exceptions/without-comment?limit=2', 'MANAGER');
    expect(first.body).toMatchObject({ page: 0, pageSize: 2, hasMore: true, totalCount: 4 });
    expect(titles(first.body)).toEqual([ids.c4, ids.c3]);
    const second = await get('/exceptions/without-comment?limit=2&page=1', 'MANAGER');
    expect(second.body).toMatchObject({ page: 1, hasMore: false, totalCount: 4 });
    expect(titles(second.body)).toEqual([ids.c5, ids.c2]);
    expect(titles((await get('/exceptions/without-comment?search=POEM', 'MANAGER')).body)).toEqual([ids.c2]);
    expect(titles((await get('/exceptions/without-comment?search=second', 'MANAGER')).body)).toEqual([
      ids.c3,
    ]);
    const byEvent = await get('/exceptions/overdue?search=magazine%202025', 'MANAGER');
    expect(byEvent.body).toMatchObject({ totalCount: 3 });
    expect((await get('/exceptions/overdue?limit=0', 'MANAGER')).status).toBe(400);
    expect((await get('/exceptions/overdue?sort=title', 'MANAGER')).status).toBe(400);
  });

  it('export CSV that a spreadsheet shows as text, never runs as a formula', async () => {
    const lines = await csv('/exceptions/overdue.csv', 'MANAGER');
    expect(lines[0]).toBe(
      'Contribution,Title,Student,Event,Faculty,Academic year,Status,Submitted at,Days without comment',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^${ids.c4},"'=HYPERLINK\\(""http://evil\\.test"",""x""\\)","'@Sneaky Student",Magazine 2025-2026,` +
          `Faculty of Arts,2025-2026,submitted,[0-9T:.Z-]+,30$`,
      ),
    );
    expect(lines[3]).toContain(',"Profit, ""loss"" and risk",Fifth Student,');
    expect(lines).toHaveLength(4);
  });
});

describe('totals by academic year', () => {
  it('give managers contributions, contributors, faculties, selected and uncommented per year', async () => {
    const answer = await get('/years', 'MANAGER');
    expect(yearTotalsResponseSchema.parse(answer.body).data).toEqual([
      {
        academicYear: '2025-2026',
        contributions: 6,
        contributors: 4,
        faculties: 3,
        selected: 1,
        withoutComment: 4,
      },
      {
        academicYear: '2024-2025',
        contributions: 1,
        contributors: 1,
        faculties: 1,
        selected: 1,
        withoutComment: 0,
      },
    ]);
    expect(await csv('/years.csv', 'MANAGER')).toEqual([
      'Academic year,Contributions,Contributors,Faculties,Selected,Without comment',
      '2025-2026,6,4,3,1,4',
      '2024-2025,1,1,1,1,0',
    ]);
  });
});

describe('authorization of the statistics routes', () => {
  const reviewers = { ADMIN: 403, MANAGER: 200, COORDINATOR: 200, STUDENT: 403, GUEST: 403, anonymous: 401 };
  const managers = { ADMIN: 403, MANAGER: 200, COORDINATOR: 403, STUDENT: 403, GUEST: 403, anonymous: 401 };
  const admins = { ADMIN: 200, MANAGER: 403, COORDINATOR: 403, STUDENT: 403, GUEST: 403, anonymous: 401 };
  const matrix: [string, Record<string, number>][] = [
    ['/faculties', reviewers],
    ['/faculties.csv', reviewers],
    ['/exceptions/without-comment', reviewers],
    ['/exceptions/without-comment.csv', reviewers],
    ['/exceptions/overdue', reviewers],
    ['/exceptions/overdue.csv', reviewers],
    ['/years', managers],
    ['/years.csv', managers],
    ['/pages', admins],
    ['/pages.csv', admins],
    ['/users', admins],
    ['/users.csv', admins],
    ['/browsers', admins],
    ['/browsers.csv', admins],
  ];
  it.each(matrix)('GET /v1/statistics%s answers each role its exact status', async (path, expected) => {
    for (const [who, status] of Object.entries(expected)) {
      const response = await fetch(`${server.url}/v1/statistics${path}`, {
        headers: who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` },
      });
      expect({ who, status: response.status }).toEqual({ who, status });
      if (status !== 200) {
        expect(await response.json()).toMatchObject({ statusCode: status });
      }
    }
  });

  it('refuses bad filters with 400 JSON', async () => {
    for (const path of [
      '/faculties?academicYear=2025',
      '/faculties?facultyId=abc',
      '/faculties?unknown=1',
      '/exceptions/overdue?facultyId=-1',
      '/years?facultyId=1',
    ]) {
      const answer = await get(path, 'MANAGER');
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.body.statusCode).toBe(400);
    }
    for (const path of ['/pages?limit=0', '/users?limit=101', '/browsers?days=0']) {
      expect((await get(path, 'ADMIN')).status).toBe(400);
    }
  });
});

describe('CSV cells', () => {
  it('quote separators, quotes and line breaks, and defuse formulas in text but not numbers', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+44 20')).toBe(`"'+44 20"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('=A1,"x"')).toBe('"\'=A1,""x"""');
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa,b\r\n1,x\r\n');
  });

  it('defuse full-width formula signs and a formula after a ; or , separator, spaces between included', () => {
    expect(csvCell('＝HYPERLINK("http://evil.test")')).toBe(`"'＝HYPERLINK(""http://evil.test"")"`);
    expect(csvCell('＋1')).toBe(`"'＋1"`);
    expect(csvCell('－1')).toBe(`"'－1"`);
    expect(csvCell('＠SUM(A1)')).toBe(`"'＠SUM(A1)"`);
    expect(csvCell("Notes;=cmd|' /C calc'!A0")).toBe(`"'Notes;=cmd|' /C calc'!A0"`);
    expect(csvCell('Notes; @SUM(A1)')).toBe(`"'Notes; @SUM(A1)"`);
    expect(csvCell('Notes, +1')).toBe(`"'Notes, +1"`);
    expect(csvCell(' =1+1')).toBe(`"' =1+1"`);
    // Ordinary text with a separator or a sign inside stays as it was written.
    expect(csvCell('Profit, loss and risk')).toBe('"Profit, loss and risk"');
    expect(csvCell('well-known; e-mail')).toBe('well-known; e-mail');
    expect(csvCell('2025-2026')).toBe('2025-2026');
  });
});

describe('API description', () => {
  it('documents the statistics routes, their CSV and the page views', async () => {
    const spec = await getJson(`${server.url}/v1/docs/json`);
    for (const path of [
      '/page-views',
      '/statistics/faculties',
      '/statistics/faculties.csv',
      '/statistics/browsers.csv',
    ]) {
      expect(Object.keys(spec.body.paths)).toContain(path);
    }
    expect(spec.body.paths['/statistics/years.csv'].get.responses['200'].content).toHaveProperty('text/csv');
  });
});

describe('a contribution whose comment window has closed', () => {
  const titles = (body: unknown) =>
    contributionExceptionsResponseSchema.parse(body).data.map((row) => row.contributionId);

  it('leaves the exception lists: 14 days after its event’s final closure nobody can comment', async () => {
    const history = await insertFaculty('Faculty of History');
    const student = await insertAccount('History Student', ROLE_ID.STUDENT, history);
    const closed = await insertEvent(history, '2025-2026', -15);
    const closing = await insertEvent(history, '2025-2026', -13);
    const gone = await insertContribution(closed, student, 'Too late to comment', 40);
    const still = await insertContribution(closing, student, 'Still open to comment', 40);
    try {
      for (const path of ['/exceptions/without-comment', '/exceptions/overdue']) {
        const listed = titles((await get(`${path}?limit=100`, 'MANAGER')).body);
        expect(listed).toContain(still);
        expect(listed).not.toContain(gone);
        expect((await csv(`${path}.csv`, 'MANAGER')).join('\n')).not.toContain('Too late to comment');
      }
    } finally {
      await db().deleteFrom('contributions').where('id', 'in', [gone, still]).execute();
    }
  });
});
