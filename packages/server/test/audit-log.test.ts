// The administrators' audit log names each account as a person reads it (name and email beside the id), and
// says when a guest visit, not an account, did something.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, getJson, postJson, signIn, startServer, type TestServer } from './harness.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, 'ADMIN');
});
afterAll(() => server.stop());

describe('audit log', () => {
  it('shows the name and email of the account behind each entry', async () => {
    await signIn(server.url, 'STUDENT');
    const log = await getJson(`${server.url}/v1/audit-log?action=auth.signed_in`, admin);
    expect(log.status).toBe(200);
    const student = demo('STUDENT');
    expect(log.body.data[0]).toMatchObject({
      action: 'auth.signed_in',
      accountId: expect.any(Number),
      accountName: student.name,
      accountEmail: student.email,
      guestSessionId: null,
    });
  });

  it('names no account for a guest visit', async () => {
    const faculties = await getJson(`${server.url}/v1/faculties/guest-access`);
    const opened = await postJson(`${server.url}/v1/guest-sessions`, {
      facultyId: faculties.body.data[0].id,
    });
    expect(opened.status).toBe(201);
    const log = await getJson(`${server.url}/v1/audit-log?action=guest_session.opened`, admin);
    expect(log.body.data[0]).toMatchObject({
      accountId: null,
      accountName: null,
      accountEmail: null,
      guestSessionId: expect.any(String),
    });
  });
});
