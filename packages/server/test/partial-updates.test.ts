// Updates change only what they are given: for every updatable resource, an update that names one field leaves
// every other field as it was (PATCH semantics, also for the routes whose verb is PUT; docs/decisions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '@herald/protocol';
import { getJson, management, signIn, startServer, type TestServer } from './harness.js';
import { call, signUp } from './platform-support.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, 'ADMIN');
});
afterAll(() => server.stop());

async function asAdmin(method: string, pathname: string, body?: unknown, token = admin) {
  return call(server, method, pathname, { token, body });
}

/** Times the update itself moves; everything else must come back as it was unless named. */
const MOVING = new Set(['updatedAt', 'updated_at']);
function withoutMoving(resource: Json): Json {
  return Object.fromEntries(Object.entries(resource).filter(([key]) => !MOVING.has(key)));
}

/** `after` equals `before` but for the fields the update named. */
function expectOnlyChanged(before: Json, after: Json, changed: Json) {
  expect(withoutMoving(after)).toEqual(withoutMoving({ ...before, ...changed }));
}

describe('university resources', () => {
  it('a faculty keeps its description and guest access when only its name changes', async () => {
    const created = await asAdmin('POST', '/faculties', {
      name: 'Faculty of Music',
      description: 'Strings, winds and voices',
      guestAccess: true,
    });
    expect(created.status).toBe(201);
    const updated = await asAdmin('PUT', `/faculties/${created.body.data.id}`, { name: 'Faculty of Sound' });
    expect(updated.status).toBe(200);
    expectOnlyChanged(created.body.data, updated.body.data, { name: 'Faculty of Sound' });
    const read = await getJson(`${server.url}/v1/faculties/${created.body.data.id}`, admin);
    expect(read.body.data).toMatchObject({ description: 'Strings, winds and voices', guestAccess: true });
  });

  it('an academic event keeps its description, dates and time zone when only its name changes', async () => {
    const faculty = await asAdmin('POST', '/faculties', { name: 'Faculty of Law' });
    const now = Date.now();
    const day = 86_400_000;
    const created = await asAdmin('POST', '/academic-events', {
      name: 'Moot court review',
      description: 'Send your **best** pleadings',
      facultyId: faculty.body.data.id,
      academicYear: '2026-2027',
      openingDate: new Date(now + day).toISOString(),
      closureDate: new Date(now + 10 * day).toISOString(),
      finalClosureDate: new Date(now + 20 * day).toISOString(),
      timeZone: 'Europe/London',
    });
    expect(created.status).toBe(201);
    const updated = await asAdmin('PUT', `/academic-events/${created.body.data.id}`, { name: 'Moot court' });
    expect(updated.status).toBe(200);
    expectOnlyChanged(created.body.data, updated.body.data, { name: 'Moot court' });
  });

  it('an account keeps its email, role, faculty and state when only its name changes', async () => {
    const faculty = await asAdmin('POST', '/faculties', { name: 'Faculty of Maths' });
    const created = await asAdmin('POST', '/accounts', {
      email: 'cleo.coordinator@herald.test',
      name: 'Cleo',
      roleID: ROLE_ID.COORDINATOR,
      facultyId: faculty.body.data.id,
    });
    expect(created.status).toBe(201);
    const updated = await asAdmin('PUT', `/accounts/${created.body.data.id}`, { name: 'Cleo Coordinator' });
    expect(updated.status).toBe(200);
    expectOnlyChanged(created.body.data, updated.body.data, { name: 'Cleo Coordinator' });
  });

  it('a profile keeps its phone and address when only its name changes', async () => {
    const student = await signIn(server.url, 'STUDENT');
    const filled = await asAdmin(
      'PUT',
      '/profile',
      { phone: '+44 20 7946 0000', address: '1 Quad' },
      student,
    );
    expect(filled.status).toBe(200);
    const updated = await asAdmin('PUT', '/profile', { name: 'Sam Renamed' }, student);
    expect(updated.status).toBe(200);
    expectOnlyChanged(filled.body.data, updated.body.data, { name: 'Sam Renamed' });
  });
});

describe('management resources (API key)', () => {
  it('a workflow keeps its steps, description, flags, tags and preference settings when only its name changes', async () => {
    const created = await management(server, 'POST', '/workflows', {
      name: 'Weekly digest',
      triggerIdentifier: 'weekly-digest',
      description: 'Everything of the week',
      active: false,
      critical: true,
      tags: ['digest'],
      steps: [{ type: 'in_app', content: 'Your week: {{count}} items' }],
      preferenceSettings: { email: false },
    });
    expect(created.status).toBe(201);
    const updated = await management(server, 'PUT', `/workflows/${created.body.data._id}`, {
      name: 'Week in review',
    });
    expect(updated.status).toBe(200);
    expectOnlyChanged(created.body.data, updated.body.data, { name: 'Week in review' });
  });

  it('a subscriber keeps its other attributes when only its first name changes', async () => {
    const created = await management(server, 'POST', '/subscribers', {
      subscriberId: 'partial-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@herald.test',
      phone: '+441234567890',
      locale: 'en-GB',
      data: { house: 'Byron' },
    });
    expect(created.status).toBe(201);
    const updated = await management(server, 'PUT', '/subscribers/partial-1', { firstName: 'Augusta' });
    expect(updated.status).toBe(200);
    expectOnlyChanged(created.body.data, updated.body.data, { firstName: 'Augusta' });
  });

  it('a feed keeps its identifier when only its name changes', async () => {
    const created = await management(server, 'POST', '/feeds', { name: 'News', identifier: 'news' });
    expect(created.status).toBe(201);
    const updated = await management(server, 'PATCH', `/feeds/${created.body.data._id}`, {
      name: 'Headlines',
    });
    expect(updated.status).toBe(200);
    expectOnlyChanged(created.body.data, updated.body.data, { name: 'Headlines' });
  });

  it('a tenant keeps its data when only its name changes', async () => {
    const created = await management(server, 'POST', '/tenants', {
      identifier: 'north-campus',
      name: 'North campus',
      data: { region: 'north' },
    });
    expect(created.status).toBe(201);
    const updated = await management(server, 'PATCH', '/tenants/north-campus', { name: 'North' });
    expect(updated.status).toBe(200);
    expectOnlyChanged(created.body.data, updated.body.data, { name: 'North' });
  });

  it('a layout keeps its description and content when only its name changes', async () => {
    const created = await management(server, 'POST', '/layouts', {
      identifier: 'letterhead',
      name: 'Letterhead',
      description: 'With the crest',
      content: '<div class="crest">{{{body}}}</div>',
    });
    expect(created.status).toBe(201);
    const updated = await management(server, 'PUT', `/layouts/${created.body.data._id}`, { name: 'Crest' });
    expect(updated.status).toBe(200);
    expectOnlyChanged(created.body.data, updated.body.data, { name: 'Crest' });
  });

  it('an integration keeps its credentials and state when only its name changes', async () => {
    const created = await management(server, 'POST', '/integrations', {
      providerId: 'sendgrid',
      channel: 'email',
      name: 'Mail',
      credentials: { apiKey: 'SG.secret', from: 'news@herald.test', senderName: 'Herald' },
      active: false,
    });
    expect(created.status).toBe(201);
    const updated = await management(server, 'PUT', `/integrations/${created.body.data._id}`, {
      name: 'Newsletter mail',
    });
    expect(updated.status).toBe(200);
    expectOnlyChanged(created.body.data, updated.body.data, { name: 'Newsletter mail' });
  });

  it('a translation group keeps its locales when only its name changes', async () => {
    const created = await management(server, 'POST', '/translations/groups', {
      identifier: 'greetings',
      name: 'Greetings',
      locales: ['en', 'fr'],
    });
    expect(created.status).toBe(201);
    const updated = await management(server, 'PUT', '/translations/groups/greetings', { name: 'Hellos' });
    expect(updated.status).toBe(200);
    expectOnlyChanged(created.body.data, updated.body.data, { name: 'Hellos' });
  });

  it('the organisation keeps its branding when only its name changes', async () => {
    const branded = await management(server, 'PATCH', '/organization', {
      branding: { color: '#123456', fontFamily: 'Georgia' },
    });
    expect(branded.status).toBe(200);
    const updated = await management(server, 'PATCH', '/organization', { name: 'Northfield' });
    expect(updated.status).toBe(200);
    expectOnlyChanged(branded.body.data, updated.body.data, { name: 'Northfield' });
  });
});

describe('platform resources', () => {
  it('an organisation keeps its branding when only its name changes', async () => {
    const organization = await signUp(server);
    const before = await call(server, 'GET', '/platform/organization', { token: organization.token });
    const updated = await call(server, 'PATCH', '/platform/organization', {
      token: organization.token,
      body: { name: 'Acme Renamed' },
    });
    expect(updated.status).toBe(200);
    expectOnlyChanged(before.body.data, updated.body.data, { name: 'Acme Renamed' });
  });
});

describe('the API description', () => {
  it('says of every partial update that a field left out keeps its value', async () => {
    const spec = (await getJson(`${server.url}/v1/docs/json`)).body;
    for (const [path, method] of [
      ['/faculties/{id}', 'put'],
      ['/workflows/{id}', 'put'],
      ['/feeds/{id}', 'patch'],
      ['/organization', 'patch'],
    ] as const) {
      expect(spec.paths[path]?.[method]?.description, `${method} ${path}`).toMatch(/left out keeps/);
    }
  });
});
