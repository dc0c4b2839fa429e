// Guest visits without an account: a visitor who chooses a faculty that welcomes guests reads that faculty's
// selected work, and nothing else, for as long as an app token lasts and while the faculty welcomes guests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '@herald/protocol';
import { guestSessionSchema } from '@herald/protocol/schemas';
import { getJson, insertAccount, postJson, signIn, startServer, type TestServer } from './harness.js';

let server: TestServer;
let admin: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const DAY = 86_400_000;

async function call(method: string, pathname: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}/v1${pathname}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
  const answer = (json ? await response.json() : {}) as Json;
  const bytes = json ? undefined : Buffer.from(await response.arrayBuffer());
  return { status: response.status, body: answer, bytes };
}

const openVisit = (facultyId: unknown) => postJson(`${server.url}/v1/guest-sessions`, { facultyId });

async function visitToken(facultyId: number): Promise<string> {
  const answer = await openVisit(facultyId);
  expect(answer.status).toBe(201);
  return guestSessionSchema.parse(answer.body.data).token;
}

async function setGuestAccess(facultyId: number, guestAccess: boolean) {
  expect((await call('PUT', `/faculties/${facultyId}`, admin, { guestAccess })).status).toBe(200);
}

/** A faculty with an event, a selected contribution (with a PDF) and one still under review. */
async function facultyWithWork(name: string, guestAccess: boolean) {
  const faculty = (await call('POST', '/faculties', admin, { name, guestAccess })).body.data.id as number;
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
  const person = async (roleID: 3 | 4) => {
    const row = await insertAccount(server, {
      email: `${roleID}.${faculty}@guest-visit.test`,
      name: `${name} ${roleID === 3 ? 'coordinator' : 'student'}`,
      roleID,
      facultyId: faculty,
    });
    return row.token;
  };
  const student = await person(ROLE_ID.STUDENT);
  const coordinator = await person(ROLE_ID.COORDINATOR);
  const submit = async (title: string) => {
    const form = new FormData();
    form.append('title', title);
    form.append('termsAccepted', 'true');
    form.append('documents', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n')]), `${title}.pdf`);
    const response = await fetch(`${server.url}/v1/academic-events/${event}/contributions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student}` },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as Json).data as { id: number; files: { id: number }[] };
  };
  const selected = await submit(`${name} selected`);
  for (const status of ['under_review', 'accepted'])
    expect((await call('POST', `/contributions/${selected.id}/status`, coordinator, { status })).status).toBe(
      200,
    );
  expect(
    (await call('PUT', `/contributions/${selected.id}/selection`, coordinator, { selected: true })).status,
  ).toBe(200);
  const draft = await submit(`${name} draft`);
  return { faculty, event, selected: selected.id, file: selected.files[0]!.id, draft: draft.id };
}

let history: Awaited<ReturnType<typeof facultyWithWork>>;
let music: Awaited<ReturnType<typeof facultyWithWork>>;
let medicine: Awaited<ReturnType<typeof facultyWithWork>>;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, 'ADMIN');
  history = await facultyWithWork('Faculty of History', true);
  music = await facultyWithWork('Faculty of Music', true);
  medicine = await facultyWithWork('Faculty of Medicine', false);
});
afterAll(() => server.stop());

describe('opening a guest visit', () => {
  it('answers a token for the chosen faculty, expiring like an app token, never cached', async () => {
    const answer = await openVisit(history.faculty);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const visit = guestSessionSchema.parse(answer.body.data);
    expect(visit).toMatchObject({ facultyId: history.faculty, facultyName: 'Faculty of History' });
    const lasts = Date.parse(visit.expiresAt) - server.herald.ctx.now().getTime();
    expect(Math.abs(lasts - server.herald.ctx.config.appTokenTtlSeconds * 1000)).toBeLessThan(5_000);
  });

  it('refuses a faculty that does not welcome guests exactly like a missing one, and bad input with 400', async () => {
    const closed = await openVisit(medicine.faculty);
    const missing = await openVisit(999_999);
    expect(closed.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(closed.body.message).toBe(missing.body.message);
    for (const body of [
      {},
      { facultyId: 'abc' },
      { facultyId: -1 },
      { facultyId: history.faculty, role: 1 },
    ]) {
      const answer = await postJson(`${server.url}/v1/guest-sessions`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
    const broken = await postJson(`${server.url}/v1/guest-sessions`, '{"facultyId":');
    expect(broken).toMatchObject({ status: 400, body: { statusCode: 400 } });
  });
});

describe('what a guest visit reads', () => {
  it("lists and opens the faculty's selected work only, with its files", async () => {
    const token = await visitToken(history.faculty);
    const list = await call('GET', '/contributions', token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((item: Json) => item.id)).toEqual([history.selected]);
    expect(list.body.data[0].can).toEqual({ update: false, comment: false, review: false, select: false });
    expect((await call('GET', `/contributions/${history.selected}`, token)).status).toBe(200);
    const file = await call('GET', `/contributions/${history.selected}/files/${history.file}`, token);
    expect(file.status).toBe(200);
    expect(file.bytes?.toString('utf8')).toContain('%PDF');
    expect((await call('GET', `/contributions/${history.selected}/download`, token)).status).toBe(200);
    // Work under review, and another faculty's selected work (which welcomes guests too), stay hidden.
    for (const id of [history.draft, music.selected, medicine.selected]) {
      const answer = await call('GET', `/contributions/${id}`, token);
      expect(answer, String(id)).toMatchObject({ status: 404, body: { statusCode: 404 } });
    }
    const foreignFile = await call('GET', `/contributions/${music.selected}/files/${music.file}`, token);
    expect(foreignFile.status).toBe(404);
  });

  it('may not upload, comment, review, or read a profile, the account or its events', async () => {
    const token = await visitToken(history.faculty);
    const refused: [string, string, unknown?][] = [
      ['POST', `/academic-events/${history.event}/contributions`, {}],
      ['PUT', `/contributions/${history.selected}`, {}],
      ['GET', `/contributions/${history.selected}/comments`],
      ['POST', `/contributions/${history.selected}/comments`, { body: 'Lovely' }],
      ['POST', `/contributions/${history.selected}/status`, { status: 'rejected' }],
      ['PUT', `/contributions/${history.selected}/selection`, { selected: false }],
      ['GET', '/academic-events'],
      ['GET', '/auth/me'],
      ['GET', '/profile'],
      ['PUT', '/profile', { name: 'Visitor' }],
      ['POST', '/auth/change-password', { currentPassword: 'x', newPassword: 'y' }],
      ['POST', '/page-views', { path: '/guest/public/' }],
    ];
    for (const [method, pathname, body] of refused) {
      const answer = await call(method, pathname, token, body);
      expect(answer.status, `${method} ${pathname}`).toBe(403);
      expect(answer.body).toMatchObject({ statusCode: 403, message: expect.any(String) });
    }
  });

  it('opens nothing but the guest reads on any route the server answers', async () => {
    const token = await visitToken(history.faculty);
    const opened: string[] = [];
    for (const route of server.herald.routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      if (!pattern.startsWith('/v1/') || pattern.startsWith('/v1/docs') || method === 'HEAD') continue;
      if (pattern === '/v1/guest-sessions/current') continue; // ends the visit; tested below
      const pathname = pattern
        .slice('/v1'.length)
        .replace(/:fileId/g, String(history.file))
        .replace(/:id/g, String(history.selected))
        .replace(/:\w+/g, '1');
      const answer = await call(method, pathname, token, method === 'GET' ? undefined : {});
      expect(answer.status, route).toBeLessThan(500);
      if (answer.status < 400) opened.push(route);
      else
        expect(answer.body, route).toMatchObject({ statusCode: answer.status, message: expect.any(String) });
    }
    // Beyond the public routes (which ask for no token), exactly the reads of the guest scope.
    const guestReads = [
      'GET /v1/contributions',
      'GET /v1/academic-events/:id/contributions',
      'GET /v1/contributions/:id',
      'GET /v1/contributions/:id/files',
      'GET /v1/contributions/:id/files/:fileId',
      'GET /v1/contributions/:id/download',
    ];
    const publicRoutes: string[] = [];
    for (const route of opened.filter((route) => !guestReads.includes(route))) {
      const [method, pattern] = route.split(' ') as [string, string];
      const pathname = pattern.slice('/v1'.length).replace(/:\w+/g, '1');
      const answer = await call(method, pathname, undefined, method === 'GET' ? undefined : {});
      if (answer.status !== 401 && answer.status !== 403) publicRoutes.push(route);
    }
    expect(opened.filter((route) => !publicRoutes.includes(route)).sort()).toEqual([...guestReads].sort());
  });
});

describe('a guest visit ends', () => {
  it('is refused while the faculty has closed guest access, and a new visit cannot open', async () => {
    const token = await visitToken(music.faculty);
    expect((await call('GET', `/contributions/${music.selected}`, token)).status).toBe(200);
    await setGuestAccess(music.faculty, false);
    try {
      for (const pathname of ['/contributions', `/contributions/${music.selected}/files/${music.file}`]) {
        const answer = await call('GET', pathname, token);
        expect(answer).toMatchObject({
          status: 403,
          body: { statusCode: 403, message: 'This faculty no longer welcomes guests' },
        });
      }
      expect((await openVisit(music.faculty)).status).toBe(404);
      // Leaving still ends the visit, so reopening guest access does not revive it.
      expect((await call('DELETE', '/guest-sessions/current', token)).status).toBe(200);
    } finally {
      await setGuestAccess(music.faculty, true);
    }
    expect((await call('GET', '/contributions', token)).status).toBe(401);
  });

  it('when its time is up, like an app token', async () => {
    const token = await visitToken(history.faculty);
    server.advance(server.herald.ctx.config.appTokenTtlSeconds * 1000 + 1000);
    try {
      const answer = await call('GET', '/contributions', token);
      expect(answer).toMatchObject({ status: 401, body: { statusCode: 401 } });
    } finally {
      server.advance(-(server.herald.ctx.config.appTokenTtlSeconds * 1000 + 1000));
    }
  });

  it('when the guest leaves; a guest account has no visit to end', async () => {
    const token = await visitToken(history.faculty);
    expect((await call('DELETE', '/guest-sessions/current', token)).status).toBe(200);
    expect((await call('GET', '/contributions', token)).status).toBe(401);
    const guestAccount = await signIn(server.url, 'GUEST');
    const answer = await call('DELETE', '/guest-sessions/current', guestAccount);
    expect(answer).toMatchObject({ status: 404, body: { statusCode: 404 } });
  });

  it('and a token signed with any other key opens nothing', async () => {
    const token = await visitToken(history.faculty);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    expect((await call('GET', '/contributions', forged)).status).toBe(401);
  });
});

describe('the audit of guest visits', () => {
  it('names the guest visit, never an account, for its opening and each download', async () => {
    const answer = await openVisit(history.faculty);
    const token = answer.body.data.token as string;
    await call('GET', `/contributions/${history.selected}/files/${history.file}`, token);
    const rows = await server.herald.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('guest_session_id', 'is not', null)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(rows.map((row) => row.action)).toEqual(['contribution.file-downloaded', 'guest_session.opened']);
    expect(new Set(rows.map((row) => row.guest_session_id)).size).toBe(1);
    expect(rows.every((row) => row.account_id === null)).toBe(true);
    const log = await getJson(`${server.url}/v1/audit-log?action=guest_session.opened`, admin);
    expect(log.body.data[0]).toMatchObject({ accountId: null, guestSessionId: rows[0]!.guest_session_id });
  });
});

describe('anti-automation', () => {
  it('answers a burst of openings from one address with 429 JSON', async () => {
    let last = await openVisit(history.faculty);
    for (let index = 0; index < 30 && last.status !== 429; index += 1)
      last = await openVisit(history.faculty);
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ statusCode: 429, message: expect.any(String) });
  });
});
