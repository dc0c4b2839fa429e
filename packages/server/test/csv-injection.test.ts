// The statistics CSV opened in a spreadsheet shows what students typed as text: a formula behind a `;` (for
// readers that split cells on it) or written with full-width signs is quoted and defused like one at the start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '@herald/protocol';
import { insertAccount, signIn, startServer, type TestServer } from './harness.js';

const DAY = 86_400_000;
let server: TestServer;
const titles = [
  "Notes;=cmd|' /C calc'!A0",
  '＝HYPERLINK("http://evil.test","x")',
  'Sums, ＋1+2',
  'Dates; －1',
  'Mail ;＠SUM(A1)',
];

beforeAll(async () => {
  server = await startServer();
  const db = server.herald.ctx.db;
  const faculty = await db.selectFrom('faculties').select('id').orderBy('id').executeTakeFirstOrThrow();
  const now = server.herald.ctx.now().getTime();
  const at = (days: number) => new Date(now + days * DAY).toISOString();
  // Past its final closure by less than the 14-day comment window, so its contributions are overdue.
  const event = await db
    .insertInto('events')
    .values({
      faculty_id: faculty.id,
      name: 'Spreadsheet call',
      description: '',
      academic_year: '2025-2026',
      opening_date: at(-60),
      closure_date: at(-10),
      final_closure_date: at(-3),
      time_zone: 'UTC',
      created_at: at(-60),
      updated_at: at(-60),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const student = await insertAccount(server, {
    email: 'full.width@uni.test',
    name: '＠Full Width',
    roleID: ROLE_ID.STUDENT,
    facultyId: faculty.id,
  });
  for (const [index, title] of titles.entries()) {
    await db
      .insertInto('contributions')
      .values({
        event_id: event.id,
        student_id: student.id,
        faculty_id: faculty.id,
        title,
        summary: '',
        status: 'submitted',
        selected: 0,
        terms_accepted_at: at(-20 - index),
        created_at: at(-20 - index),
        updated_at: at(-20 - index),
      })
      .execute();
  }
});
afterAll(() => server.stop());

describe('the overdue contributions CSV', () => {
  it('quotes and defuses every cell a spreadsheet could run as a formula', async () => {
    const response = await fetch(`${server.url}/v1/statistics/exceptions/overdue.csv`, {
      headers: { authorization: `Bearer ${await signIn(server.url, 'MANAGER')}` },
    });
    expect(response.status).toBe(200);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    const rows = text.slice(1).split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(titles.length);
    for (const title of titles) {
      const row = rows.find((line) => line.includes(title.replace(/"/g, '""')));
      expect(row, title).toContain(`,"'${title.replace(/"/g, '""')}","'＠Full Width",Spreadsheet call,`);
    }
  });
});
