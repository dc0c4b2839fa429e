// Crash-safe uploads: a stored file is linked to its contribution in one transaction — the rows are written, the
// files take their stored names, then it commits. When the transaction fails after the rows were written, neither
// a row nor a file is left; after a success every row's file is on disk and every file on disk has its row.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '@herald/protocol';
import { insertAccount, insertOpenEvent, startServer, type TestServer } from './harness.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
let server: TestServer;
let student: string;
let eventId: number;

const uploads = () => readdirSync(path.join(server.dataDir, 'uploads')).sort();

beforeAll(async () => {
  server = await startServer();
  const db = server.herald.ctx.db;
  const faculty = await db.selectFrom('faculties').select('id').orderBy('id').executeTakeFirstOrThrow();
  student = (
    await insertAccount(server, {
      email: 'atomic@uni.test',
      name: 'Ada Tomic',
      roleID: ROLE_ID.STUDENT,
      facultyId: faculty.id,
    })
  ).token;
  eventId = await insertOpenEvent(server, faculty.id, 'Atomic call');
  // The last write of a submission fails for one title, as a crash before the commit would end it.
  if (process.env.TEST_DATABASE_URL) {
    await sql`create function fail_crash() returns trigger as $$
      begin
        if (select title from contributions where id = new.contribution_id) = 'Crash here' then
          raise exception 'simulated failure before the commit';
        end if;
        return new;
      end $$ language plpgsql`.execute(db);
    await sql`create trigger fail_crash before insert on contribution_status_history
      for each row execute function fail_crash()`.execute(db);
  } else {
    await sql`create trigger fail_crash before insert on contribution_status_history
      when (select title from contributions where id = new.contribution_id) = 'Crash here'
      begin select raise(abort, 'simulated failure before the commit'); end`.execute(db);
  }
});
afterAll(() => server.stop());

async function submit(title: string) {
  const form = new FormData();
  form.append('title', title);
  form.append('termsAccepted', 'true');
  form.append('documents', new Blob([new Uint8Array(PDF)]), 'essay.pdf');
  const response = await fetch(`${server.url}/v1/academic-events/${eventId}/contributions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${student}` },
    body: form,
  });
  return response.status;
}

describe('linking uploaded files to their contribution', () => {
  it('leaves no row and no file when the transaction fails after the rows were written', async () => {
    const before = uploads();
    expect(await submit('Crash here')).toBe(500);
    expect(uploads()).toEqual(before);
    const rows = await server.herald.ctx.db
      .selectFrom('contributions')
      .select('id')
      .where('title', '=', 'Crash here')
      .execute();
    expect(rows).toEqual([]);
  });

  it('after a success, every row names a file on disk and every file on disk is named by a row', async () => {
    for (const title of ['First essay', 'Second essay', 'Third essay']) expect(await submit(title)).toBe(201);
    const names = (
      await server.herald.ctx.db.selectFrom('contribution_files').select('stored_name').execute()
    ).map((row) => row.stored_name);
    expect(uploads()).toEqual([...names].sort());
  });
});
