// Bounded work: a 2 MB Word document that expands to 2 GB is refused for a preview after its directory is read,
// without unpacking it into memory; an archive whose entries unpack to more than they declare stops at once.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { ROLE_ID } from '@herald/protocol';
import { ArchiveLimitError, checkArchive } from '../src/university/services/archive-limits.js';
import { insertAccount, insertOpenEvent, startServer, type TestServer } from './harness.js';

const MB = 1024 * 1024;
const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOCUMENT =
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hi</w:t></w:r></w:p></w:body></w:document>';

/** A Word document with one more entry of `bombBytes` zeros (honestly declared), as a Buffer. */
function docxWithBomb(bombBytes: number): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
  zip.addBuffer(Buffer.from(RELS), '_rels/.rels');
  zip.addBuffer(Buffer.from(DOCUMENT), 'word/document.xml');
  const zeros = Buffer.alloc(MB);
  let left = bombBytes;
  const stream = new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const size = Math.min(left, MB);
      left -= size;
      this.push(size === MB ? zeros : zeros.subarray(0, size));
    },
  });
  zip.addReadStream(stream, 'word/media/image1.bin', { compressionLevel: 9 } as never);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('a zip bomb of a Word document', () => {
  it('of 2 MB expanding to 2 GB is refused for a preview within 256 MB of extra memory', async () => {
    const bomb = await docxWithBomb(2 * 1024 * MB);
    expect(bomb.length).toBeLessThan(3 * MB);

    const db = server.herald.ctx.db;
    const faculty = await db.selectFrom('faculties').select('id').orderBy('id').executeTakeFirstOrThrow();
    const student = await insertAccount(server, {
      email: 'bomber@uni.test',
      name: 'Bo Mber',
      roleID: ROLE_ID.STUDENT,
      facultyId: faculty.id,
    });
    const eventId = await insertOpenEvent(server, faculty.id, 'Bomb call');
    const form = new FormData();
    form.append('title', 'Innocent essay');
    form.append('termsAccepted', 'true');
    form.append('documents', new Blob([new Uint8Array(bomb)]), 'essay.docx');
    const uploaded = await fetch(`${server.url}/v1/academic-events/${eventId}/contributions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.token}` },
      body: form,
    });
    const contribution = ((await uploaded.json()) as { data: { id: number; files: { id: number }[] } }).data;
    expect(uploaded.status).toBe(201);

    const before = process.memoryUsage().rss;
    const preview = await fetch(
      `${server.url}/v1/contributions/${contribution.id}/files/${contribution.files[0]!.id}/preview`,
      { headers: { authorization: `Bearer ${student.token}` } },
    );
    const grown = process.memoryUsage().rss - before;
    expect(preview.status).toBe(422);
    expect(await preview.json()).toEqual({
      statusCode: 422,
      message: expect.stringMatching(/cannot be previewed/),
    });
    expect(grown).toBeLessThan(256 * MB);
  }, 120_000);
});

describe('checkArchive', () => {
  it('accepts an ordinary document', async () => {
    await expect(checkArchive(await docxWithBomb(10_000))).resolves.toBeUndefined();
  });

  it('refuses an entry that unpacks to more than it declares, before reading past the declared size', async () => {
    const archive = await docxWithBomb(8 * MB);
    // Rewrite the declared unpacked size of the last entry in the central directory to 1 KB.
    const lying = Buffer.from(archive);
    const central = lying.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(1024, central + 24);
    await expect(checkArchive(lying)).rejects.toThrow(/too many bytes|size/i);
  });

  it('refuses more entries than any document has', async () => {
    const zip = new ZipFile();
    for (let i = 0; i < 30; i += 1) zip.addBuffer(Buffer.from('x'), `part-${i}.xml`);
    zip.end();
    const chunks: Buffer[] = [];
    const archive = await new Promise<Buffer>((resolve) => {
      zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
      zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    });
    await expect(checkArchive(archive, { entries: 20, totalBytes: MB, ratio: 100 })).rejects.toBeInstanceOf(
      ArchiveLimitError,
    );
  });
});
