// One archive at a time per reader: an account waits for its own ZIP to finish before it starts another, and so
// does a guest visit, but one visit's download never holds up another visit, of the same faculty or of another.
import { truncate } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '@herald/protocol';
import { guestSessionSchema } from '@herald/protocol/schemas';
import { apiCall, insertAccount, postJson, signIn, startServer, type TestServer } from './harness.js';
import { storedPath } from '../src/university/services/files.storage.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const DAY = 86_400_000;
const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

let server: TestServer;
let admin: string;
/** Downloads left open on purpose, closed at the end. */
const held: AbortController[] = [];

const call = (method: string, pathname: string, token: string, body?: unknown) =>
  apiCall(server, method, pathname, token, body);

/** A ZIP download whose body is not read: while it stays unread, the archive is still on its way. */
async function startDownload(contribution: number, token: string) {
  const abort = new AbortController();
  held.push(abort);
  const response = await fetch(`${server.url}/v1/contributions/${contribution}/download`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  return response;
}

/** A whole ZIP download, read to its end. */
async function download(contribution: number, token: string) {
  const response = await fetch(`${server.url}/v1/contributions/${contribution}/download`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
  return {
    status: response.status,
    body: json ? ((await response.json()) as Json) : await response.arrayBuffer(),
  };
}

async function guestVisit(facultyId: number): Promise<string> {
  const answer = await postJson(`${server.url}/v1/guest-sessions`, { facultyId });
  expect(answer.status).toBe(201);
  return guestSessionSchema.parse(answer.body.data).token;
}

/**
 * A faculty that welcomes guests, with one selected contribution of a PDF and an image. With `large`, the stored
 * image grows to 64 MB (sent as it is, not compressed), far more than a connection buffers, so that its ZIP stays
 * on its way for as long as nobody reads it.
 */
async function facultyWithSelectedWork(name: string, large: boolean) {
  const faculty = (await call('POST', '/faculties', admin, { name, guestAccess: true })).body.data
    .id as number;
  const now = server.herald.ctx.now().getTime();
  const event = (
    await call('POST', '/academic-events', admin, {
      name: `${name} review`,
      description: 'Stories',
      facultyId: faculty,
      academicYear: '2026-2027',
      openingDate: new Date(now - DAY).toISOString(),
      closureDate: new Date(now + 30 * DAY).toISOString(),
      finalClosureDate: new Date(now + 45 * DAY).toISOString(),
      timeZone: 'Europe/London',
    })
  ).body.data.id as number;
  const person = async (roleID: 3 | 4) =>
    (
      await insertAccount(server, {
        email: `${roleID}.${faculty}@archive-locks.test`,
        name: `${name} ${roleID === ROLE_ID.COORDINATOR ? 'coordinator' : 'student'}`,
        roleID,
        facultyId: faculty,
      })
    ).token;
  const student = await person(ROLE_ID.STUDENT);
  const coordinator = await person(ROLE_ID.COORDINATOR);
  const form = new FormData();
  form.append('title', `${name} story`);
  form.append('termsAccepted', 'true');
  form.append('documents', new Blob([new Uint8Array(PDF)]), 'story.pdf');
  form.append('images', new Blob([new Uint8Array(PNG)]), 'photo.png');
  const response = await fetch(`${server.url}/v1/academic-events/${event}/contributions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${student}` },
    body: form,
  });
  expect(response.status).toBe(201);
  const contribution = ((await response.json()) as Json).data.id as number;
  for (const status of ['under_review', 'accepted'])
    expect(
      (await call('POST', `/contributions/${contribution}/status`, coordinator, { status })).status,
    ).toBe(200);
  expect(
    (await call('PUT', `/contributions/${contribution}/selection`, coordinator, { selected: true })).status,
  ).toBe(200);
  if (large) {
    const image = await server.herald.ctx.db
      .selectFrom('contribution_files')
      .select('stored_name')
      .where('contribution_id', '=', contribution)
      .where('mime_type', '=', 'image/png')
      .executeTakeFirstOrThrow();
    await truncate(storedPath(server.herald.ctx, image.stored_name), 64 * MB);
  }
  return { faculty, contribution, coordinator };
}

let history: Awaited<ReturnType<typeof facultyWithSelectedWork>>;
let music: Awaited<ReturnType<typeof facultyWithSelectedWork>>;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, 'ADMIN');
  history = await facultyWithSelectedWork('Faculty of History', true);
  music = await facultyWithSelectedWork('Faculty of Music', false);
});
afterAll(async () => {
  for (const abort of held) abort.abort();
  await server.stop();
});

describe('one archive at a time', () => {
  it('per guest visit: another visit, of the same faculty or another, still downloads', async () => {
    const visit = await guestVisit(history.faculty);
    const slow = await startDownload(history.contribution, visit);
    expect(slow.status).toBe(200);
    expect(slow.headers.get('content-type')).toBe('application/zip');

    const otherFaculty = await download(music.contribution, await guestVisit(music.faculty));
    expect(otherFaculty.status).toBe(200);
    expect(otherFaculty.body).toBeInstanceOf(ArrayBuffer);
    const sameFaculty = await startDownload(history.contribution, await guestVisit(history.faculty));
    expect(sameFaculty.status).toBe(200);

    const again = await download(history.contribution, visit);
    expect(again).toEqual({
      status: 429,
      body: {
        statusCode: 429,
        message: 'An archive is already being prepared for you: wait for it to finish',
      },
    });
  });

  it('per account: the same account waits, another account does not', async () => {
    const slow = await startDownload(history.contribution, history.coordinator);
    expect(slow.status).toBe(200);
    expect((await download(history.contribution, history.coordinator)).status).toBe(429);
    expect((await download(music.contribution, music.coordinator)).status).toBe(200);
  });
});
