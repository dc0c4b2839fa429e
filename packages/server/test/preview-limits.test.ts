// Word previews within limits: a document whose text unpacks to more than 8 MB is refused before it is
// converted, a conversion past its time or memory limit is ended with a refusal, the HTML comes out sanitised,
// and a version once rendered is served again without being read or converted again.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '@herald/protocol';
import {
  documentPreviews,
  PREVIEW_LIMITS,
  PreviewRefusedError,
} from '../src/university/services/document-preview.js';
import { storedPath } from '../src/university/services/files.storage.js';
import { docxOf, paragraphs } from './docx.js';
import { insertAccount, insertOpenEvent, startServer, type TestServer } from './harness.js';

const MB = 1024 * 1024;
let server: TestServer;
let eventId: number;
let facultyId: number;
let sequence = 0;

beforeAll(async () => {
  server = await startServer();
  const db = server.herald.ctx.db;
  facultyId = (await db.selectFrom('faculties').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  eventId = await insertOpenEvent(server, facultyId, 'Preview call');
});
afterAll(() => server.stop());

/** A new student's contribution of one Word document; answers the preview's address and the student's token. */
async function uploaded(docx: Buffer) {
  sequence += 1;
  const student = await insertAccount(server, {
    email: `preview.limits.${sequence}@uni.test`,
    name: `Student ${sequence}`,
    roleID: ROLE_ID.STUDENT,
    facultyId,
  });
  const form = new FormData();
  form.append('title', `Essay ${sequence}`);
  form.append('termsAccepted', 'true');
  form.append('documents', new Blob([new Uint8Array(docx)]), 'essay.docx');
  const response = await fetch(`${server.url}/v1/academic-events/${eventId}/contributions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${student.token}` },
    body: form,
  });
  const body = (await response.json()) as { data: { id: number; files: { id: number }[] } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return {
    url: `${server.url}/v1/contributions/${body.data.id}/files/${body.data.files[0]!.id}/preview`,
    fileId: body.data.files[0]!.id,
    token: student.token,
  };
}

const preview = async ({ url, token }: { url: string; token: string }) => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('a Word preview', () => {
  it('refuses with a 422 a document whose text unpacks to more than 8 MB, though it passes every archive limit', async () => {
    const docx = await docxOf(paragraphs(9 * MB));
    expect(docx.length).toBeLessThan(MB);
    const answer = await preview(await uploaded(docx));
    expect(answer).toEqual({
      status: 422,
      body: {
        statusCode: 422,
        message: 'The document cannot be previewed (its text unpacks to more than 8 MB): download it',
      },
    });
  });

  it('renders a document of ordinary length', async () => {
    const answer = await preview(await uploaded(await docxOf(paragraphs(200_000))));
    expect(answer.status).toBe(200);
    expect((answer.body.data as { html: string }).html).toMatch(/^<p>1 \w+/);
  });

  it('comes out sanitised: a link to a script is left without its address', async () => {
    const docx = await docxOf(
      '<w:p><w:hyperlink r:id="rId9"><w:r><w:t>Open me</w:t></w:r></w:hyperlink></w:p>' +
        '<w:p><w:hyperlink r:id="rId10"><w:r><w:t>Read on</w:t></w:r></w:hyperlink></w:p>',
      {
        'word/_rels/document.xml.rels':
          '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="javascript:alert(1)" TargetMode="External"/>' +
          '<Relationship Id="rId10" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.org/story" TargetMode="External"/>' +
          '</Relationships>',
      },
    );
    const answer = await preview(await uploaded(docx));
    expect(answer.status).toBe(200);
    const { html } = answer.body.data as { html: string };
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a>Open me</a>');
    expect(html).toContain('<a href="https://example.org/story">Read on</a>');
  });

  it('of a version shown once is served again without reading the stored file', async () => {
    const document = await uploaded(await docxOf(paragraphs(50_000)));
    const first = await preview(document);
    expect(first.status).toBe(200);
    const file = await server.herald.ctx.db
      .selectFrom('contribution_files')
      .select('stored_name')
      .where('id', '=', document.fileId)
      .executeTakeFirstOrThrow();
    await rm(storedPath(server.herald.ctx, file.stored_name));
    expect(await preview(document)).toEqual(first);
  });
});

describe('a conversion past its limits', () => {
  it('is ended once it runs longer than its time limit, with a refusal that says so', async () => {
    const previews = documentPreviews({ ...PREVIEW_LIMITS, timeoutMs: 50 });
    const docx = await docxOf(paragraphs(4 * MB));
    const refusal = await previews.render('slow', async () => docx).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PreviewRefusedError);
    expect((refusal as PreviewRefusedError).message).toBe(
      'The document cannot be previewed (it takes longer than 0.05 seconds to render): download it',
    );
  });

  it('is ended once it needs more memory than its limit, with a refusal that says so', async () => {
    const previews = documentPreviews({ ...PREVIEW_LIMITS, memoryMb: 16 });
    const docx = await docxOf(paragraphs(4 * MB));
    const refusal = await previews.render('big', async () => docx).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PreviewRefusedError);
    expect((refusal as PreviewRefusedError).message).toBe(
      'The document cannot be previewed (it needs more than 16 MB of memory to render): download it',
    );
  });
});
