// Contributions end to end over HTTP: uploads checked by content, deadlines on the server's clock, versions,
// the review thread and statuses, scopes per role, and downloads (single files and ZIPs unpacked here).
import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { zipOf } from './docx.js';
import { ROLE_ID, type RoleId } from '@herald/protocol';
import { contributionSchema } from '@herald/protocol/schemas';
import type { DomainEvent } from '../src/university/services/domain-events.js';
import { insertAccount, startServer, type TestServer } from './harness.js';

const DAY = 86_400_000;
const MAX_UPLOAD_BYTES = 200_000;

let server: TestServer;
const domainEvents: DomainEvent[] = [];

// Test bodies are read field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

interface Person {
  id: number;
  token: string;
}
const people: Record<string, Person> = {};
let computing: number;
let arts: number;
let sequence = 0;

async function createPerson(name: string, roleID: RoleId, facultyId: number | null): Promise<Person> {
  sequence += 1;
  return insertAccount(server, {
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${sequence}@uni.test`,
    name,
    roleID,
    facultyId,
  });
}

/** An event of the faculty whose dates lie the given numbers of days from the server's now. */
async function createEvent(
  facultyId: number,
  days: { opening: number; closure: number; final: number },
  academicYear = '2026-2027',
) {
  const now = server.herald.ctx.now().getTime();
  const at = (offset: number) => new Date(now + offset * DAY).toISOString();
  sequence += 1;
  const row = await server.herald.ctx.db
    .insertInto('events')
    .values({
      faculty_id: facultyId,
      name: `Magazine call ${sequence}`,
      description: '',
      academic_year: academicYear,
      opening_date: at(days.opening),
      closure_date: at(days.closure),
      final_closure_date: at(days.final),
      time_zone: 'Europe/London',
      created_at: at(0),
      updated_at: at(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const OPEN = { opening: -1, closure: 10, final: 20 };

interface Upload {
  field?: string;
  name: string;
  bytes: Uint8Array;
}

async function send(method: string, pathname: string, who?: string, body?: unknown) {
  const response = await fetch(`${server.url}/v1${pathname}`, {
    method,
    headers: {
      ...(who ? { authorization: `Bearer ${people[who]!.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function upload(
  method: 'POST' | 'PUT',
  pathname: string,
  who: string,
  fields: Record<string, string>,
  files: Upload[],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field ?? 'documents', new Blob([new Uint8Array(file.bytes)]), file.name);
  }
  const response = await fetch(`${server.url}/v1${pathname}`, {
    method,
    headers: { authorization: `Bearer ${people[who]!.token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function download(pathname: string, who: string) {
  const response = await fetch(`${server.url}/v1${pathname}`, {
    headers: { authorization: `Bearer ${people[who]!.token}` },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504, 7),
]);
const SECOND_PDF = Buffer.from('%PDF-1.4\n% a second story\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
let DOCX: Buffer;
let PLAIN_ZIP: Buffer;

/** Every entry of a ZIP, unpacked: name → contents. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

function filesOnDisk(): string[] {
  return readdirSync(path.join(server.dataDir, 'uploads')).sort();
}

async function contributionCount(): Promise<number> {
  const row = await server.herald.ctx.db
    .selectFrom('contributions')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function submit(eventId: number, who = 'studentA', title = 'Night trains', files: Upload[] = []) {
  const answer = await upload(
    'POST',
    `/academic-events/${eventId}/contributions`,
    who,
    { title, summary: 'A photo essay.', termsAccepted: 'true' },
    files.length > 0 ? files : [{ name: 'Night trains.pdf', bytes: PDF }],
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

async function auditActions(target: string): Promise<string[]> {
  const rows = await server.herald.ctx.db
    .selectFrom('audit_log')
    .select('action')
    .where('target', '=', target)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  // Long-lived tokens: the tests move the clock across whole event cycles.
  server = await startServer({ maxUploadBytes: MAX_UPLOAD_BYTES, appTokenTtlSeconds: 10 * 365 * 86_400 });
  for (const type of [
    'contribution.submitted',
    'contribution.updated',
    'contribution.commented',
    'contribution.status-changed',
    'contribution.selected',
  ] as const) {
    server.herald.ctx.domainEvents.on(type, (event) => {
      domainEvents.push(event);
    });
  }
  const db = server.herald.ctx.db;
  computing = (await db.selectFrom('faculties').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  arts = (
    await db
      .insertInto('faculties')
      .values({
        name: 'Faculty of Arts',
        description: '',
        guest_access: 0,
        created_at: '2026-01-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  people.studentA = await createPerson('Ana Ortiz', ROLE_ID.STUDENT, computing);
  people.studentA2 = await createPerson('Ben Okafor', ROLE_ID.STUDENT, computing);
  people.studentB = await createPerson('Chloé Dupont', ROLE_ID.STUDENT, arts);
  people.coordinatorA = await createPerson('Dana Coordinator', ROLE_ID.COORDINATOR, computing);
  people.coordinatorB = await createPerson('Eli Coordinator', ROLE_ID.COORDINATOR, arts);
  people.manager = await createPerson('Max Manager', ROLE_ID.MANAGER, null);
  people.guestA = await createPerson('Gail Guest', ROLE_ID.GUEST, computing);
  people.guestB = await createPerson('Gus Guest', ROLE_ID.GUEST, arts);
  people.admin = await createPerson('Ada Admin', ROLE_ID.ADMIN, null);
  DOCX = await zipOf({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });
  PLAIN_ZIP = await zipOf({ 'notes.txt': 'not a Word document' });
});
afterAll(() => server.stop());

describe('submitting a contribution', () => {
  it('stores the files under random names, records the accepted terms and tells the listeners', async () => {
    const eventId = await createEvent(computing, OPEN);
    const before = filesOnDisk();
    const created = await submit(eventId, 'studentA', 'Night trains', [
      { name: 'Night trains.docx', bytes: DOCX },
      { name: 'Appendix.doc', bytes: DOC },
      { field: 'images', name: 'platform.png', bytes: PNG },
    ]);
    expect(contributionSchema.parse(created)).toBeTruthy();
    expect(created).toMatchObject({
      eventId,
      title: 'Night trains',
      summary: 'A photo essay.',
      status: 'submitted',
      selected: false,
      studentName: 'Ana Ortiz',
      firstCommentAt: null,
      can: { update: true, comment: true, review: false, select: false },
    });
    expect(Date.parse(created.termsAcceptedAt)).toBeGreaterThan(0);
    expect(created.files.map((file: Json) => [file.kind, file.name, file.mimeType, file.version])).toEqual([
      [
        'document',
        'Night trains.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        1,
      ],
      ['document', 'Appendix.doc', 'application/msword', 1],
      ['image', 'platform.png', 'image/png', 1],
    ]);
    const added = filesOnDisk().filter((name) => !before.includes(name));
    expect(added).toHaveLength(3);
    for (const name of added) expect(name).toMatch(/^[a-f0-9]{32}$/);
    expect(await auditActions(`contribution:${created.id}`)).toEqual([
      'contribution.terms-accepted',
      'contribution.submitted',
    ]);
    await server.herald.ctx.domainEvents.delivered();
    expect(domainEvents).toContainEqual({
      type: 'contribution.submitted',
      contributionId: created.id,
      actorId: people.studentA!.id,
    });
  });

  it('refuses a contribution without accepted terms or without a document, keeping nothing', async () => {
    const eventId = await createEvent(computing, OPEN);
    const before = filesOnDisk();
    const count = await contributionCount();
    const noTerms = await upload(
      'POST',
      `/academic-events/${eventId}/contributions`,
      'studentA',
      { title: 'T' },
      [{ name: 'a.pdf', bytes: PDF }],
    );
    expect(noTerms).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'termsAccepted: Accept the terms and conditions' },
    });
    const onlyImage = await upload(
      'POST',
      `/academic-events/${eventId}/contributions`,
      'studentA',
      { title: 'T', termsAccepted: 'true' },
      [{ field: 'images', name: 'a.png', bytes: PNG }],
    );
    expect(onlyImage).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'documents: attach at least one Word or PDF document' },
    });
    const json = await send('POST', `/academic-events/${eventId}/contributions`, 'studentA', { title: 'T' });
    expect(json.status).toBe(415);
    expect(filesOnDisk()).toEqual(before);
    expect(await contributionCount()).toBe(count);
  });

  describe('rejects unsafe files with a clear 4xx and writes nothing', () => {
    const cases: [string, Omit<Upload, 'bytes'> & { bytes: Uint8Array | 'plain zip' }, number, string][] = [
      [
        'an executable renamed .docx',
        { name: 'essay.docx', bytes: EXE },
        415,
        'documents: "essay.docx" is not a Word (.doc, .docx) or PDF document',
      ],
      [
        'a ZIP without a Word document named .docx',
        { name: 'essay.docx', bytes: 'plain zip' },
        415,
        'documents: "essay.docx" is not a Word (.doc, .docx) or PDF document',
      ],
      [
        'a file over the size limit',
        { name: 'huge.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]) },
        413,
        'documents: "huge.pdf" is larger than the limit of 195 KB',
      ],
      [
        'a path-traversal file name',
        { name: '../../etc/cron.d/essay.pdf', bytes: PDF },
        400,
        'documents: The file name "../../etc/cron.d/essay.pdf" may not contain a path',
      ],
      [
        'an empty file',
        { name: 'empty.pdf', bytes: new Uint8Array(0) },
        400,
        'documents: "empty.pdf" is empty',
      ],
      [
        'an image sent as a document',
        { name: 'photo.pdf', bytes: PNG },
        415,
        'documents: "photo.pdf" is not a Word (.doc, .docx) or PDF document',
      ],
      [
        'a document sent as an image',
        { field: 'images', name: 'scan.png', bytes: PDF },
        415,
        'images: "scan.png" is not a JPEG, PNG, GIF or WebP image',
      ],
    ];
    for (const [label, file, status, message] of cases) {
      it(label, async () => {
        const eventId = await createEvent(computing, OPEN);
        const before = filesOnDisk();
        const count = await contributionCount();
        const bytes = file.bytes === 'plain zip' ? PLAIN_ZIP : file.bytes;
        // A valid document alongside proves the whole upload is refused, not just the bad file.
        const answer = await upload(
          'POST',
          `/academic-events/${eventId}/contributions`,
          'studentA',
          { title: 'Essay', termsAccepted: 'true' },
          [
            { name: 'good.pdf', bytes: PDF },
            { ...file, bytes },
          ],
        );
        expect(answer).toEqual({ status, body: { statusCode: status, message } });
        expect(filesOnDisk()).toEqual(before);
        expect(await contributionCount()).toBe(count);
      });
    }
  });
});

describe('deadlines on the server clock', () => {
  it('accepts new work only while open, changes until the final closure, comments 14 days longer', async () => {
    const eventId = await createEvent(computing, { opening: 2, closure: 12, final: 22 });
    const early = await upload(
      'POST',
      `/academic-events/${eventId}/contributions`,
      'studentA2',
      { title: 'Too early', termsAccepted: 'true' },
      [{ name: 'a.pdf', bytes: PDF }],
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^The event opens for contributions at /);

    server.advance(3 * DAY);
    const created = await submit(eventId, 'studentA2', 'Just in time');

    server.advance(10 * DAY); // between closure and final closure
    const late = await upload(
      'POST',
      `/academic-events/${eventId}/contributions`,
      'studentA2',
      { title: 'Too late', termsAccepted: 'true' },
      [{ name: 'a.pdf', bytes: PDF }],
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^The event closed for new contributions at /);
    const update = await upload('PUT', `/contributions/${created.id}`, 'studentA2', { title: 'Revised' }, []);
    expect(update.status).toBe(200);
    expect(update.body.data.title).toBe('Revised');

    server.advance(10 * DAY); // after the final closure
    const frozen = await upload('PUT', `/contributions/${created.id}`, 'studentA2', { title: 'Again' }, [
      { name: 'b.pdf', bytes: PDF },
    ]);
    expect(frozen.status).toBe(409);
    expect(frozen.body.message).toMatch(/final closure date .* has passed/);
    expect((await send('GET', `/contributions/${created.id}`, 'studentA2')).body.data.can.update).toBe(false);
    expect(
      (await send('POST', `/contributions/${created.id}/comments`, 'coordinatorA', { body: 'Late note' }))
        .status,
    ).toBe(201);

    server.advance(14 * DAY);
    const closed = await send('POST', `/contributions/${created.id}/comments`, 'studentA2', {
      body: 'Thanks',
    });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(
      /^Comments closed at .+, 14 days after the event's final closure date$/,
    );
  });
});

describe('the event of the work', () => {
  it('cannot be deleted while it has contributions, and keeps them', async () => {
    const eventId = await createEvent(computing, OPEN);
    const created = await submit(eventId);
    const refused = await send('DELETE', `/academic-events/${eventId}`, 'admin');
    expect(refused).toMatchObject({
      status: 409,
      body: { statusCode: 409, message: 'The event has contributions; it can be changed but not deleted' },
    });
    expect((await send('GET', `/contributions/${created.id}`, 'studentA')).status).toBe(200);
    const empty = await createEvent(computing, OPEN);
    expect((await send('DELETE', `/academic-events/${empty}`, 'admin')).status).toBe(200);
  });
});

describe('versions', () => {
  it('keeps every earlier upload as a version that the student and coordinator can still fetch', async () => {
    const eventId = await createEvent(computing, OPEN);
    const created = await submit(eventId, 'studentA', 'Versions', [
      { name: 'draft.pdf', bytes: PDF },
      { field: 'images', name: 'cover.png', bytes: PNG },
    ]);
    const updated = await upload('PUT', `/contributions/${created.id}`, 'studentA', {}, [
      { name: 'final.docx', bytes: DOCX },
    ]);
    expect(updated.status).toBe(200);
    expect(updated.body.data.files.map((file: Json) => [file.name, file.version])).toEqual([
      ['cover.png', 1],
      ['final.docx', 2],
    ]);
    const listed = await send('GET', `/contributions/${created.id}/files`, 'coordinatorA');
    expect(
      listed.body.data.map((file: Json) => [file.name, file.version, file.supersededAt === null]),
    ).toEqual([
      ['final.docx', 2, true],
      ['draft.pdf', 1, false],
      ['cover.png', 1, true],
    ]);
    const draft = listed.body.data.find((file: Json) => file.name === 'draft.pdf');
    const fetched = await download(`/contributions/${created.id}/files/${draft.id}`, 'studentA');
    expect(fetched.status).toBe(200);
    expect(fetched.bytes.equals(PDF)).toBe(true);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fetched.headers.get('content-disposition')).toBe(
      `attachment; filename="draft.pdf"; filename*=UTF-8''draft.pdf`,
    );
    expect(await auditActions(`contribution:${created.id}`)).toContain('contribution.file-downloaded');
    await server.herald.ctx.domainEvents.delivered();
    expect(domainEvents).toContainEqual({
      type: 'contribution.updated',
      contributionId: created.id,
      actorId: people.studentA!.id,
    });
  });
});

describe('review', () => {
  it('threads comments, stores the first coordinator comment time and allows only valid transitions', async () => {
    const eventId = await createEvent(computing, OPEN);
    const created = await submit(eventId, 'studentA', 'Reviewed');
    const path = `/contributions/${created.id}`;

    await send('POST', `${path}/comments`, 'studentA', { body: 'Is the length right?' });
    expect((await send('GET', path, 'studentA')).body.data.firstCommentAt).toBeNull();
    server.advance(60_000);
    const reply = await send('POST', `${path}/comments`, 'coordinatorA', { body: 'Yes, <b>fine</b>.' });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ authorName: 'Dana Coordinator', body: 'Yes, <b>fine</b>.' });
    server.advance(60_000);
    await send('POST', `${path}/comments`, 'coordinatorA', { body: 'One more thing.' });
    const detail = (await send('GET', path, 'studentA')).body.data;
    expect(detail.firstCommentAt).toBe(reply.body.data.createdAt);
    expect(detail.commentCount).toBe(3);
    const thread = await send('GET', `${path}/comments`, 'studentA');
    expect(thread.body.data.map((comment: Json) => comment.body)).toEqual([
      'Is the length right?',
      'Yes, <b>fine</b>.',
      'One more thing.',
    ]);
    expect((await send('POST', `${path}/comments`, 'studentA', { body: '   ' })).status).toBe(400);

    const back = await send('POST', `${path}/status`, 'coordinatorA', { status: 'submitted' });
    expect(back).toMatchObject({
      status: 409,
      body: { statusCode: 409, message: 'A contribution cannot go from submitted to submitted' },
    });
    const early = await send('PUT', `${path}/selection`, 'coordinatorA', { selected: true });
    expect(early.status).toBe(409);
    for (const status of ['under_review', 'changes_requested', 'under_review', 'accepted']) {
      const moved = await send('POST', `${path}/status`, 'coordinatorA', { status, note: `to ${status}` });
      expect(moved.status).toBe(200);
      expect(moved.body.data.status).toBe(status);
    }
    expect((await send('POST', `${path}/status`, 'coordinatorA', { status: 'rejected' })).status).toBe(409);
    expect((await upload('PUT', path, 'studentA', { title: 'After acceptance' }, [])).status).toBe(409);
    const selected = await send('PUT', `${path}/selection`, 'coordinatorA', { selected: true });
    expect(selected.body.data).toMatchObject({ selected: true, can: { select: true, review: false } });

    const history = await send('GET', `${path}/status`, 'studentA');
    expect(history.body.data.history.map((change: Json) => [change.from, change.to])).toEqual([
      [null, 'submitted'],
      ['submitted', 'under_review'],
      ['under_review', 'changes_requested'],
      ['changes_requested', 'under_review'],
      ['under_review', 'accepted'],
    ]);
    expect(await auditActions(`contribution:${created.id}`)).toEqual([
      'contribution.terms-accepted',
      'contribution.submitted',
      'contribution.status-changed',
      'contribution.status-changed',
      'contribution.status-changed',
      'contribution.status-changed',
      'contribution.selected',
    ]);
    await server.herald.ctx.domainEvents.delivered();
    expect(
      domainEvents.filter((event) => 'contributionId' in event && event.contributionId === created.id),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'contribution.commented', actorId: people.coordinatorA!.id }),
        expect.objectContaining({
          type: 'contribution.status-changed',
          from: 'under_review',
          to: 'accepted',
        }),
        expect.objectContaining({ type: 'contribution.selected', selected: true }),
      ]),
    );
  });
});

describe('scopes', () => {
  let accepted: Json;
  let pending: Json;
  let artsSelected: Json;

  beforeAll(async () => {
    const computingEvent = await createEvent(computing, OPEN);
    const artsEvent = await createEvent(arts, OPEN);
    accepted = await submit(computingEvent, 'studentA', 'Published piece');
    pending = await submit(computingEvent, 'studentA2', 'Pending piece');
    artsSelected = await submit(artsEvent, 'studentB', 'Arts piece');
    for (const [id, who] of [
      [accepted.id, 'coordinatorA'],
      [artsSelected.id, 'coordinatorB'],
    ] as const) {
      for (const status of ['under_review', 'accepted'])
        await send('POST', `/contributions/${id}/status`, who, { status });
      await send('PUT', `/contributions/${id}/selection`, who, { selected: true });
    }
  });

  const visible = async (who: string, id: number) => (await send('GET', `/contributions/${id}`, who)).status;
  const listed = async (who: string) =>
    ((await send('GET', '/contributions?limit=100', who)).body.data ?? []).map((item: Json) => item.id);

  it('shows a student only their own work', async () => {
    expect(await visible('studentA', accepted.id)).toBe(200);
    expect(await visible('studentA', pending.id)).toBe(404);
    expect(await listed('studentA')).not.toContain(pending.id);
  });

  it("shows a coordinator their faculty's work and nothing of another faculty", async () => {
    expect(await listed('coordinatorA')).toEqual(expect.arrayContaining([accepted.id, pending.id]));
    expect(await listed('coordinatorA')).not.toContain(artsSelected.id);
    expect(await visible('coordinatorB', pending.id)).toBe(404);
    const comment = await send('POST', `/contributions/${pending.id}/comments`, 'coordinatorB', {
      body: 'Hi',
    });
    expect(comment.status).toBe(404);
  });

  it('shows a manager every selected contribution, read only', async () => {
    const ids = await listed('manager');
    expect(ids).toEqual(expect.arrayContaining([accepted.id, artsSelected.id]));
    expect(ids).not.toContain(pending.id);
    expect(await visible('manager', pending.id)).toBe(404);
    expect((await send('GET', `/contributions/${accepted.id}/comments`, 'manager')).status).toBe(403);
    expect(
      (await send('PUT', `/contributions/${accepted.id}/selection`, 'manager', { selected: false })).status,
    ).toBe(403);
  });

  it('shows a guest only the selected work of their own faculty, and only when it admits guests', async () => {
    const ids = await listed('guestA');
    expect(ids).toContain(accepted.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(artsSelected.id);
    const closed = await send('GET', '/contributions', 'guestB');
    expect(closed).toMatchObject({ status: 403, body: { statusCode: 403 } });
    expect(await visible('guestB', artsSelected.id)).toBe(404);
  });

  it('keeps administrators out of contributions', async () => {
    expect((await send('GET', '/contributions', 'admin')).status).toBe(403);
    expect(await visible('admin', accepted.id)).toBe(403);
  });
});

describe('downloads', () => {
  it('packs one contribution as a ZIP of its current files', async () => {
    const eventId = await createEvent(computing, OPEN);
    const created = await submit(eventId, 'studentA', 'Zipped', [
      { name: 'essay.pdf', bytes: PDF },
      { name: 'essay.docx', bytes: DOCX },
      { field: 'images', name: 'figure.png', bytes: PNG },
    ]);
    const zip = await download(`/contributions/${created.id}/download`, 'coordinatorA');
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment; filename="Ana Ortiz - Zipped\.zip"/);
    const entries = await unzip(zip.bytes);
    expect([...entries.keys()]).toEqual(['essay.pdf', 'essay.docx', 'figure.png']);
    expect(entries.get('essay.pdf')!.equals(PDF)).toBe(true);
    expect(entries.get('figure.png')!.equals(PNG)).toBe(true);
    expect(await auditActions(`contribution:${created.id}`)).toContain('contribution.downloaded');
  });

  it('gives managers the selected work of an event and of a year after the final closure, Faculty/Student/files', async () => {
    const year = '2031-2032';
    const computingEvent = await createEvent(computing, OPEN, year);
    const artsEvent = await createEvent(arts, OPEN, year);
    const chosen = [
      [
        await submit(computingEvent, 'studentA', 'Ana one', [{ name: 'story.pdf', bytes: PDF }]),
        'coordinatorA',
      ],
      [
        await submit(computingEvent, 'studentA', 'Ana two', [{ name: 'story.pdf', bytes: SECOND_PDF }]),
        'coordinatorA',
      ],
      [await submit(artsEvent, 'studentB', 'Chloé', [{ name: 'poème.docx', bytes: DOCX }]), 'coordinatorB'],
    ] as const;
    const notChosen = await submit(computingEvent, 'studentA2', 'Ben', [{ name: 'ben.pdf', bytes: PDF }]);
    for (const [contribution, who] of chosen) {
      for (const status of ['under_review', 'accepted'])
        await send('POST', `/contributions/${contribution.id}/status`, who, { status });
      await send('PUT', `/contributions/${contribution.id}/selection`, who, { selected: true });
    }
    expect(notChosen.selected).toBe(false);

    const tooEarly = await download(`/academic-events/${computingEvent}/contributions/download`, 'manager');
    expect(tooEarly.status).toBe(409);
    expect((await download(`/academic-years/${year}/contributions/download`, 'manager')).status).toBe(409);
    expect(
      (await download(`/academic-events/${computingEvent}/contributions/download`, 'coordinatorA')).status,
    ).toBe(403);

    server.advance(21 * DAY);
    const eventZip = await download(`/academic-events/${computingEvent}/contributions/download`, 'manager');
    expect(eventZip.status).toBe(200);
    const eventEntries = await unzip(eventZip.bytes);
    expect([...eventEntries.keys()]).toEqual([
      'Faculty of Computing/Ana Ortiz/story.pdf',
      'Faculty of Computing/Ana Ortiz/story (2).pdf',
    ]);
    expect(eventEntries.get('Faculty of Computing/Ana Ortiz/story (2).pdf')!.equals(SECOND_PDF)).toBe(true);

    const yearZip = await download(`/academic-years/${year}/contributions/download`, 'manager');
    expect(yearZip.status).toBe(200);
    expect(yearZip.headers.get('content-disposition')).toMatch(/filename="Contributions 2031-2032\.zip"/);
    const yearEntries = await unzip(yearZip.bytes);
    expect([...yearEntries.keys()].sort()).toEqual([
      'Faculty of Arts/Chloé Dupont/poème.docx',
      'Faculty of Computing/Ana Ortiz/story (2).pdf',
      'Faculty of Computing/Ana Ortiz/story.pdf',
    ]);
    expect(yearEntries.get('Faculty of Arts/Chloé Dupont/poème.docx')!.equals(DOCX)).toBe(true);
    expect(await auditActions(`academic-year:${year}`)).toEqual(['contributions.archive-downloaded']);
  });
});

describe('API description', () => {
  it('documents the contribution routes, uploads as multipart with their files', async () => {
    const spec = (await (await fetch(`${server.url}/v1/docs/json`)).json()) as Json;
    const create = spec.paths['/academic-events/{id}/contributions'].post;
    const form = create.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual([
      'title',
      'summary',
      'termsAccepted',
      'documents',
      'images',
    ]);
    expect(spec.paths['/contributions/{id}/download'].get.responses['200'].content).toHaveProperty(
      'application/zip',
    );
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/contributions',
        '/contributions/{id}',
        '/contributions/{id}/files/{fileId}',
        '/contributions/{id}/comments',
        '/contributions/{id}/status',
        '/contributions/{id}/selection',
        '/academic-years/{year}/contributions/download',
      ]),
    );
  });
});

describe('anti-automation', () => {
  it('slows a burst of uploads from one session down with 429s while another student still gets through', async () => {
    const eventId = await createEvent(computing, OPEN);
    people.burst = await createPerson('Bea Burst', ROLE_ID.STUDENT, computing);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await send('POST', `/academic-events/${eventId}/contributions`, 'burst', {})).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 415)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await send('POST', `/academic-events/${eventId}/contributions`, 'studentA2', {})).status).toBe(
      415,
    );
  });
});

describe('consistency', () => {
  it('lets only one of two concurrent review decisions through', async () => {
    const eventId = await createEvent(computing, OPEN);
    const created = await submit(eventId, 'studentA2', 'Contested');
    await send('POST', `/contributions/${created.id}/status`, 'coordinatorA', { status: 'under_review' });
    const answers = await Promise.all(
      ['accepted', 'rejected'].map((status) =>
        send('POST', `/contributions/${created.id}/status`, 'coordinatorA', { status }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const history = await send('GET', `/contributions/${created.id}/status`, 'studentA2');
    expect(history.body.data.history).toHaveLength(3);
  });

  it('sweeps at start the files an interrupted upload left, and keeps every file a contribution names', async () => {
    const eventId = await createEvent(computing, OPEN);
    const kept = await submit(eventId, 'studentA2', 'Kept');
    const dir = path.join(server.dataDir, 'uploads');
    const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    writeFileSync(path.join(dir, 'a'.repeat(32)), 'orphan');
    utimesSync(path.join(dir, 'a'.repeat(32)), hourAgo, hourAgo);
    writeFileSync(path.join(dir, 'b'.repeat(32)), 'in flight');
    writeFileSync(path.join(dir, `${'c'.repeat(32)}.part`), 'partial');
    for (const name of filesOnDisk()) {
      if (/^[a-f0-9]{32}$/.test(name) && name !== 'b'.repeat(32))
        utimesSync(path.join(dir, name), hourAgo, hourAgo);
    }
    const before = filesOnDisk();

    await server.herald.close();
    const dataDir = server.dataDir;
    server = await startServer({
      dataDir,
      maxUploadBytes: MAX_UPLOAD_BYTES,
      appTokenTtlSeconds: 10 * 365 * 86_400,
    });

    expect(filesOnDisk()).toEqual(
      before.filter((name) => name !== 'a'.repeat(32) && name !== `${'c'.repeat(32)}.part`),
    );
    const file = kept.files[0];
    const fetched = await download(`/contributions/${kept.id}/files/${file.id}`, 'studentA2');
    expect(fetched.bytes.equals(PDF)).toBe(true);
  });
});
