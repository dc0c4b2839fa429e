// An event answered by students stays with their faculty: it moves to another faculty only while it has no
// contributions, so that the work is always reviewed by the faculty of the students who made it. A faculty that
// anything still names (events, accounts, contributions) is refused deletion with a 409, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '@herald/protocol';
import { apiCall, insertAccount, signIn, startServer, type TestServer } from './harness.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

let server: TestServer;
let admin: string;

const call = (method: string, pathname: string, token: string, body?: unknown) =>
  apiCall(server, method, pathname, token, body);

async function faculty(name: string): Promise<number> {
  const created = await call('POST', '/faculties', admin, { name });
  expect(created.status).toBe(201);
  return created.body.data.id as number;
}

async function openEvent(facultyId: number, name: string): Promise<number> {
  const now = server.herald.ctx.now().getTime();
  const created = await call('POST', '/academic-events', admin, {
    name,
    description: 'Stories',
    facultyId,
    academicYear: '2026-2027',
    openingDate: new Date(now - DAY).toISOString(),
    closureDate: new Date(now + 30 * DAY).toISOString(),
    finalClosureDate: new Date(now + 45 * DAY).toISOString(),
    timeZone: 'Europe/London',
  });
  expect(created.status).toBe(201);
  return created.body.data.id as number;
}

async function person(facultyId: number, roleID: 3 | 4): Promise<string> {
  const row = await insertAccount(server, {
    email: `${roleID}.${facultyId}@event-faculty.test`,
    name: `Person ${roleID} of ${facultyId}`,
    roleID,
    facultyId,
  });
  return row.token;
}

async function submit(event: number, student: string): Promise<number> {
  const form = new FormData();
  form.append('title', 'A story');
  form.append('termsAccepted', 'true');
  form.append('documents', new Blob([new Uint8Array(PDF)]), 'story.pdf');
  const response = await fetch(`${server.url}/v1/academic-events/${event}/contributions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${student}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as Json).data.id as number;
}

let history: number;
let music: number;
let historyCoordinator: string;
let musicCoordinator: string;
let historyStudent: string;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, 'ADMIN');
  history = await faculty('Faculty of History');
  music = await faculty('Faculty of Music');
  historyCoordinator = await person(history, ROLE_ID.COORDINATOR);
  musicCoordinator = await person(music, ROLE_ID.COORDINATOR);
  historyStudent = await person(history, ROLE_ID.STUDENT);
});
afterAll(() => server.stop());

describe('moving an event to another faculty', () => {
  it('is refused with a 409 once students have contributed, and their work stays with their faculty', async () => {
    const event = await openEvent(history, 'History essays');
    const contribution = await submit(event, historyStudent);

    const moved = await call('PUT', `/academic-events/${event}`, admin, {
      facultyId: music,
      name: 'Renamed',
    });
    expect(moved).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        message:
          "The event already has contributions from its faculty's students, so it stays with that faculty",
      },
    });
    // Nothing of the refused change is kept.
    const after = await call('GET', `/academic-events/${event}`, admin);
    expect(after.body.data).toMatchObject({ facultyId: history, name: 'History essays' });
    expect((await call('GET', `/contributions/${contribution}`, historyCoordinator)).status).toBe(200);
    expect((await call('GET', `/contributions/${contribution}`, musicCoordinator)).status).toBe(404);

    // Other changes, naming the faculty it already has, go through.
    const renamed = await call('PUT', `/academic-events/${event}`, admin, {
      facultyId: history,
      name: 'Essays',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ facultyId: history, name: 'Essays' });
  });

  it('goes through while the event has no contributions', async () => {
    const event = await openEvent(history, 'History posters');
    const moved = await call('PUT', `/academic-events/${event}`, admin, { facultyId: music });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ facultyId: music, facultyName: 'Faculty of Music' });
  });
});

describe('deleting a faculty', () => {
  it('answers 409 JSON while its events or accounts still name it', async () => {
    expect(await call('DELETE', `/faculties/${history}`, admin)).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        message: 'The faculty still has events, accounts or contributions; move or remove them first',
      },
    });
  });

  it('answers 409 JSON, not 500, when only contributions still name it', async () => {
    // Work left behind on a faculty that no longer runs the event, as an event moved with its contributions
    // left it before such a move was refused.
    const law = await faculty('Faculty of Law');
    const event = await openEvent(history, 'History letters');
    const contribution = await submit(event, historyStudent);
    await server.herald.ctx.db
      .updateTable('contributions')
      .set({ faculty_id: law })
      .where('id', '=', contribution)
      .execute();

    expect(await call('DELETE', `/faculties/${law}`, admin)).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        message: 'The faculty still has events, accounts or contributions; move or remove them first',
      },
    });
    expect((await call('GET', `/faculties/${law}`, admin)).status).toBe(200);
    expect((await call('DELETE', `/faculties/${await faculty('Faculty of Nothing')}`, admin)).status).toBe(
      200,
    );
  });
});
