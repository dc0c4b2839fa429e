// Previews of contribution files: a PDF served inline (sandboxed, framed only by the app, not sniffed), a Word
// (.docx) document rendered to HTML, and a binary .doc refused with a message to download it. A preview is a
// download: the same scope and the same audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipOf } from './docx.js';
import { ROLE_ID, type RoleId } from '@herald/protocol';
import { getJson, insertAccount, signIn, startServer, type TestServer } from './harness.js';

const DAY = 86_400_000;
let server: TestServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const tokens: Record<string, string> = {};
let sequence = 0;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504, 7),
]);
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const DOCUMENT_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}"><w:body>
<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Night trains</w:t></w:r></w:p>
<w:p><w:r><w:t>A story &lt;script&gt;alert(1)&lt;/script&gt; told at night.</w:t></w:r></w:p>
</w:body></w:document>`;

async function person(name: string, roleID: RoleId, facultyId: number | null) {
  sequence += 1;
  const row = await insertAccount(server, {
    email: `previews.${sequence}@uni.test`,
    name,
    roleID,
    facultyId,
  });
  return row.token;
}

async function get(pathname: string, who?: string) {
  const response = await fetch(`${server.url}/v1${pathname}`, {
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
  });
  return response;
}

async function auditDetails(target: string): Promise<Json[]> {
  const rows = await server.herald.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target', '=', target)
    .where('action', '=', 'contribution.file-downloaded')
    .orderBy('id')
    .execute();
  return rows.map((row) => row as Json);
}

let contribution: Json;
const fileOf = (name: string) => contribution.files.find((file: Json) => file.name === name);

beforeAll(async () => {
  server = await startServer();
  const db = server.herald.ctx.db;
  const science = (
    await db
      .insertInto('faculties')
      .values({
        name: 'Faculty of Optics',
        description: '',
        guest_access: 0,
        created_at: '2026-01-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const other = (
    await db
      .insertInto('faculties')
      .values({
        name: 'Faculty of Acoustics',
        description: '',
        guest_access: 0,
        created_at: '2026-01-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  tokens.student = await person('Ines Student', ROLE_ID.STUDENT, science);
  tokens.coordinator = await person('Olga Coordinator', ROLE_ID.COORDINATOR, science);
  tokens.otherCoordinator = await person('Paul Coordinator', ROLE_ID.COORDINATOR, other);
  const now = server.herald.ctx.now().getTime();
  const at = (days: number) => new Date(now + days * DAY).toISOString();
  const event = await db
    .insertInto('events')
    .values({
      faculty_id: science,
      name: 'Light call',
      description: '',
      academic_year: '2026-2027',
      opening_date: at(-1),
      closure_date: at(10),
      final_closure_date: at(20),
      time_zone: 'Europe/London',
      created_at: at(-1),
      updated_at: at(-1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const docx = await zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': DOCUMENT_XML,
  });
  const form = new FormData();
  form.append('title', 'Night trains');
  form.append('termsAccepted', 'true');
  form.append('documents', new Blob([new Uint8Array(PDF)]), 'story.pdf');
  form.append('documents', new Blob([new Uint8Array(docx)]), 'story.docx');
  form.append('documents', new Blob([new Uint8Array(DOC)]), 'old story.doc');
  form.append('images', new Blob([new Uint8Array(PNG)]), 'platform.png');
  const response = await fetch(`${server.url}/v1/academic-events/${event.id}/contributions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.student}` },
    body: form,
  });
  contribution = ((await response.json()) as Json).data;
  expect(response.status, JSON.stringify(contribution)).toBe(201);
});
afterAll(() => server.stop());

describe('a PDF shown inline', () => {
  it('is sent inline, sandboxed, not sniffed and framed only by the app itself', async () => {
    const pdf = fileOf('story.pdf');
    const response = await get(
      `/contributions/${contribution.id}/files/${pdf.id}?disposition=inline`,
      'coordinator',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="story\.pdf"/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp.split(';').map((part) => part.trim())).toEqual(
      expect.arrayContaining(['sandbox', "default-src 'none'", "frame-ancestors 'self'"]),
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('stays an attachment by default and for a type a browser should not show, such as Word', async () => {
    const pdf = await get(`/contributions/${contribution.id}/files/${fileOf('story.pdf').id}`, 'student');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(pdf.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const doc = await get(
      `/contributions/${contribution.id}/files/${fileOf('old story.doc').id}?disposition=inline`,
      'student',
    );
    expect(doc.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(doc.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('is refused out of scope and without a token exactly like a download, and audited like one', async () => {
    const url = `/contributions/${contribution.id}/files/${fileOf('story.pdf').id}?disposition=inline`;
    expect((await get(url, 'otherCoordinator')).status).toBe(404);
    expect((await get(url)).status).toBe(401);
    const bad = await get(
      `/contributions/${contribution.id}/files/${fileOf('story.pdf').id}?disposition=open`,
      'student',
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    const details = (await auditDetails(`contribution:${contribution.id}`)).map((row) => JSON.stringify(row));
    expect(details.some((row) => row.includes('inline'))).toBe(true);
  });
});

describe('the app allows previews in frames', () => {
  it("lets the app frame its own and blob: documents, while the app's pages stay unframeable", async () => {
    const response = await get('/institution');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('a Word document rendered', () => {
  it('renders a .docx to HTML, its text escaped, and audits it as a download', async () => {
    const docx = fileOf('story.docx');
    const response = await get(`/contributions/${contribution.id}/files/${docx.id}/preview`, 'coordinator');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as Json;
    expect(data.html).toContain('<strong>Night trains</strong>');
    expect(data.html).toContain('&lt;script&gt;');
    expect(data.html).not.toContain('<script');
    const rows = await auditDetails(`contribution:${contribution.id}`);
    expect(rows.map((row) => JSON.stringify(row)).some((row) => row.includes('preview'))).toBe(true);
  });

  it('answers a binary .doc and a PDF with a 415 telling to download it', async () => {
    for (const name of ['old story.doc', 'story.pdf']) {
      const response = await get(
        `/contributions/${contribution.id}/files/${fileOf(name).id}/preview`,
        'student',
      );
      expect(response.status, name).toBe(415);
      expect(await response.json()).toMatchObject({
        statusCode: 415,
        message: expect.stringMatching(/download/),
      });
    }
  });

  it('keeps the preview in the same scope as the download', async () => {
    const url = `/contributions/${contribution.id}/files/${fileOf('story.docx').id}/preview`;
    expect((await get(url, 'otherCoordinator')).status).toBe(404);
    expect((await get(url)).status).toBe(401);
  });
});

describe('images shown in the page', () => {
  it('write no download row; saving the image does', async () => {
    const image = fileOf('platform.png');
    const target = `contribution:${contribution.id}`;
    const before = (await auditDetails(target)).length;
    const shown = await get(
      `/contributions/${contribution.id}/files/${image.id}?disposition=inline`,
      'student',
    );
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(await auditDetails(target)).toHaveLength(before);
    // The same scope as a download: a coordinator of another faculty still cannot see it.
    const refused = await get(
      `/contributions/${contribution.id}/files/${image.id}?disposition=inline`,
      'otherCoordinator',
    );
    expect(refused.status).toBe(404);

    const saved = await get(`/contributions/${contribution.id}/files/${image.id}`, 'student');
    expect(saved.status).toBe(200);
    expect(await auditDetails(target)).toHaveLength(before + 1);
  });
});

describe('the audit log of downloads', () => {
  it('names the contribution by its title, and filters by the download action', async () => {
    await get(`/contributions/${contribution.id}/files/${fileOf('story.pdf').id}`, 'coordinator');
    const admin = await signIn(server.url, 'ADMIN');
    const log = await getJson(`${server.url}/v1/audit-log?action=contribution.file-downloaded`, admin);
    expect(log.status).toBe(200);
    expect(log.body.data[0]).toMatchObject({
      action: 'contribution.file-downloaded',
      accountName: 'Olga Coordinator',
      target: `contribution:${contribution.id}`,
      targetName: 'Night trains',
    });
  });
});
