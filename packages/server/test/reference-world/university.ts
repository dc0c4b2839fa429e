// The university's part of the reference world (src/university/reference.ts): last year's event, finally closed,
// with a contribution selected for publication; this year's open event with a submitted and an accepted
// contribution; an upcoming event and an empty faculty that may be deleted; a new student who has not chosen a
// password; a password reset asked for; a guest visit of the first faculty; and a loopback sign-in provider.
import { demoDocx, demoPdf } from '../../src/seed/demo-seed.files.js';
import type { SsoProviderConfig } from '../../src/config.js';
import { referenceId } from '../../src/openapi/reference-world.js';
import {
  REFERENCE_ACCEPTED_CONTRIBUTION_ID,
  REFERENCE_CLOSED_ACADEMIC_YEAR,
  REFERENCE_CLOSED_EVENT_ID,
  REFERENCE_EMPTY_FACULTY_ID,
  REFERENCE_FACULTY_ID,
  REFERENCE_NEW_STUDENT_ID,
  REFERENCE_OPEN_EVENT_ID,
  REFERENCE_PUBLISHED_CONTRIBUTION_ID,
  REFERENCE_PUBLISHED_FILE_ID,
  REFERENCE_SET_PASSWORD_MAIL_ID,
  REFERENCE_SUBMITTED_CONTRIBUTION_ID,
  REFERENCE_SUBMITTED_FILE_ID,
  REFERENCE_UPCOMING_EVENT_ID,
} from '../../src/university/reference.js';
import {
  REFERENCE_SSO_PROVIDER_ID,
  SSO_HAND_OVER_COOKIE,
  sealSsoHandOver,
} from '../../src/sso/sso.routes.js';
import { SYSTEM_WORKFLOWS } from '../../src/university/services/system-workflows.js';
import { demo } from '../harness.js';
import { startIdp } from '../sso-provider.js';
import type { WorldBuilder } from './index.js';

/** The loopback sign-in provider the reference world is configured with, running while the examples are sent. */
export async function startReferenceSso(): Promise<{
  providers: SsoProviderConfig[];
  close(): Promise<void>;
}> {
  const idp = await startIdp({
    users: { 'sam.student': { email: demo('STUDENT').email, emailVerified: true, name: 'Sam Student' } },
    redirectUris: [`http://localhost:3000/v1/auth/sso/${REFERENCE_SSO_PROVIDER_ID}/callback`],
  });
  return {
    providers: [
      {
        id: REFERENCE_SSO_PROVIDER_ID,
        name: 'Campus ID',
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
      },
    ],
    close: () => idp.close(),
  };
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function expectId(what: string, answered: unknown, expected: unknown) {
  if (answered !== expected) {
    throw new Error(`${what} got the id ${String(answered)}, not ${String(expected)}`);
  }
}

export async function buildUniversityWorld(world: WorldBuilder): Promise<void> {
  const { server, credentials } = world;
  const as = (role: 'ADMIN' | 'MANAGER' | 'COORDINATOR' | 'STUDENT') => credentials.bearer[role]!;

  async function call(method: string, pathname: string, token: string | undefined, body?: unknown) {
    const response = await fetch(`${server.url}/v1${pathname}`, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as Json;
    if (response.status >= 300) {
      throw new Error(`${method} ${pathname} answered ${response.status}: ${JSON.stringify(answer)}`);
    }
    return answer.data as Json;
  }

  async function submit(
    eventId: number,
    fields: Record<string, string>,
    file: { name: string; type: string; content: Buffer },
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('documents', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
    const response = await fetch(`${server.url}/v1/academic-events/${eventId}/contributions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${as('STUDENT')}` },
      body: form,
    });
    const answer = (await response.json()) as Json;
    if (response.status !== 201) {
      throw new Error(`submitting "${fields.title}" answered ${response.status}: ${JSON.stringify(answer)}`);
    }
    return answer.data as Json;
  }

  const review = (id: number, status: string, note?: string) =>
    call('POST', `/contributions/${id}/status`, as('COORDINATOR'), { status, ...(note && { note }) });
  const comment = (id: number, role: 'COORDINATOR' | 'STUDENT', body: string) =>
    call('POST', `/contributions/${id}/comments`, as(role), { body });
  const drain = () => server.herald.worker.drain();

  const present = server.herald.ctx.now().getTime();
  // Last academic year, lived through on the server's own clock: the event, a contribution, its review and its
  // selection, so that the year's ZIP of selected work opens at the reference time.
  server.freeze(Date.parse('2026-01-12T10:00:00.000Z'));
  const closed = await call('POST', '/academic-events', as('ADMIN'), {
    name: 'Spring Showcase 2026',
    description:
      'Essays and projects from every year of study. **Selected work** is published in the spring magazine.',
    facultyId: REFERENCE_FACULTY_ID,
    academicYear: REFERENCE_CLOSED_ACADEMIC_YEAR,
    openingDate: '2026-02-02T09:00:00Z',
    closureDate: '2026-04-30T16:00:00+01:00',
    finalClosureDate: '2026-05-29T16:00:00+01:00',
    timeZone: 'Europe/London',
  });
  expectId('Last year’s event', closed.id, REFERENCE_CLOSED_EVENT_ID);
  await drain();

  server.freeze(Date.parse('2026-03-09T14:20:00.000Z'));
  const published = await submit(
    REFERENCE_CLOSED_EVENT_ID,
    {
      title: 'Accessible campus maps',
      summary: 'How step-free routes and quiet rooms could be shown on the campus maps.',
      termsAccepted: 'true',
    },
    {
      name: 'accessible-campus-maps.pdf',
      type: 'application/pdf',
      content: demoPdf('Accessible campus maps', 'Step-free routes and quiet rooms on the campus maps.'),
    },
  );
  expectId('Last year’s contribution', published.id, REFERENCE_PUBLISHED_CONTRIBUTION_ID);
  expectId('Its PDF', published.files[0]?.id, REFERENCE_PUBLISHED_FILE_ID);
  await drain();

  server.freeze(Date.parse('2026-03-16T11:05:00.000Z'));
  await review(REFERENCE_PUBLISHED_CONTRIBUTION_ID, 'under_review');
  await comment(
    REFERENCE_PUBLISHED_CONTRIBUTION_ID,
    'COORDINATOR',
    'A clear case. Could you add the library’s entrances to the second map?',
  );
  server.freeze(Date.parse('2026-03-18T08:40:00.000Z'));
  await comment(REFERENCE_PUBLISHED_CONTRIBUTION_ID, 'STUDENT', 'Added them on page 2, thank you.');
  server.freeze(Date.parse('2026-04-02T15:30:00.000Z'));
  await review(REFERENCE_PUBLISHED_CONTRIBUTION_ID, 'accepted', 'Ready for the magazine.');
  await call('PUT', `/contributions/${REFERENCE_PUBLISHED_CONTRIBUTION_ID}/selection`, as('COORDINATOR'), {
    selected: true,
  });
  await drain();

  // This academic year: the call opened a week before the reference time.
  server.freeze(Date.parse('2026-08-20T09:30:00.000Z'));
  const open = await call('POST', '/academic-events', as('ADMIN'), {
    name: 'Autumn Research Week 2026',
    description:
      'Short research papers and posters on any computing topic. Submit by **16 October**; you may revise ' +
      'your work until 30 October.',
    facultyId: REFERENCE_FACULTY_ID,
    academicYear: '2026-2027',
    openingDate: '2026-08-24T09:00:00+01:00',
    closureDate: '2026-10-16T17:00:00+01:00',
    finalClosureDate: '2026-10-30T17:00:00Z',
    timeZone: 'Europe/London',
  });
  expectId('This year’s event', open.id, REFERENCE_OPEN_EVENT_ID);
  const upcoming = await call('POST', '/academic-events', as('ADMIN'), {
    name: 'Poster Day',
    description: 'One poster each, shown in the atrium.',
    facultyId: REFERENCE_FACULTY_ID,
    academicYear: '2026-2027',
    openingDate: '2027-01-11T09:00:00Z',
    closureDate: '2027-02-12T17:00:00Z',
    finalClosureDate: '2027-02-26T17:00:00Z',
    timeZone: 'Europe/London',
  });
  expectId('The upcoming event', upcoming.id, REFERENCE_UPCOMING_EVENT_ID);
  await drain();

  server.freeze(Date.parse('2026-08-27T13:10:00.000Z'));
  const accepted = await submit(
    REFERENCE_OPEN_EVENT_ID,
    {
      title: 'Queueing at the campus print shop',
      summary: 'A simulation of the print shop queue in the first week of term.',
      termsAccepted: 'true',
    },
    {
      name: 'print-shop-queue.pdf',
      type: 'application/pdf',
      content: demoPdf('Queueing at the campus print shop', 'A simulation of the first week of term.'),
    },
  );
  server.freeze(Date.parse('2026-08-31T10:00:00.000Z'));
  const submitted = await submit(
    REFERENCE_OPEN_EVENT_ID,
    {
      title: 'Energy use of the campus data centre',
      summary: 'Measured power draw over a week, and what scheduling batch jobs at night would save.',
      termsAccepted: 'true',
    },
    {
      name: 'data-centre-energy.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      content: await demoDocx('Energy use of the campus data centre', [
        'We measured the power drawn by the campus data centre over one week in August.',
        'Running the nightly batch jobs between 01:00 and 05:00 would save about 8% of it.',
      ]),
    },
  );
  expectId('This year’s submitted contribution', submitted.id, REFERENCE_SUBMITTED_CONTRIBUTION_ID);
  expectId('Its Word document', submitted.files[0]?.id, REFERENCE_SUBMITTED_FILE_ID);
  expectId('This year’s accepted contribution', accepted.id, REFERENCE_ACCEPTED_CONTRIBUTION_ID);
  server.freeze(Date.parse('2026-08-31T15:45:00.000Z'));
  await comment(
    REFERENCE_ACCEPTED_CONTRIBUTION_ID,
    'COORDINATOR',
    'Well argued. Please name the simulation library in the method section.',
  );
  await review(REFERENCE_ACCEPTED_CONTRIBUTION_ID, 'accepted');
  await drain();

  // Back to the moment the world is made.
  server.freeze(present);
  const empty = await call('POST', '/faculties', as('ADMIN'), {
    name: 'School of Continuing Education',
    description: 'Evening and part-time courses, from January.',
    guestAccess: false,
  });
  expectId('The empty faculty', empty.id, REFERENCE_EMPTY_FACULTY_ID);

  const student = await call('POST', '/accounts', as('ADMIN'), {
    email: 'priya.sharma@herald.test',
    name: 'Priya Sharma',
    roleID: 4,
    facultyId: REFERENCE_FACULTY_ID,
  });
  expectId('The new student', student.id, REFERENCE_NEW_STUDENT_ID);
  // The worker stores the email message and logs it before it hands the mail to the outbox.
  world.reserve(referenceId(0x301), referenceId(0x302), REFERENCE_SET_PASSWORD_MAIL_ID);
  await drain();
  const invitation = await server.herald.ctx.db
    .selectFrom('outbox')
    .select('id')
    .where('to', '=', 'priya.sharma@herald.test')
    .executeTakeFirstOrThrow();
  expectId('The new student’s set-password mail', invitation.id, REFERENCE_SET_PASSWORD_MAIL_ID);

  // Sam forgot their password: the link in the mail is the reset example's token.
  await fetch(`${server.url}/v1/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo('STUDENT').email }),
  });
  await drain();
  const reset = await server.herald.ctx.db
    .selectFrom('outbox')
    .select('text')
    .where('to', '=', demo('STUDENT').email)
    .where('template_identifier', '=', SYSTEM_WORKFLOWS.passwordReset)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const token = /token=([A-Za-z0-9_%-]+)/.exec(reset.text)?.[1];
  if (!token) throw new Error(`No reset link in the mail: ${reset.text}`);
  credentials.standIns.set('POST /auth/reset-password', { token: decodeURIComponent(token) });

  // Sam signed in with the campus provider in this browser: the callback's code and its hand-over cookie.
  const handOver = sealSsoHandOver(server.herald.ctx, {
    kind: 'account',
    token: as('STUDENT'),
    returnTo: '/',
  });
  credentials.standIns.set('POST /auth/sso/hand-over', { code: handOver.code });
  credentials.cookies.set('POST /auth/sso/hand-over', `${SSO_HAND_OVER_COOKIE}=${handOver.binding}`);

  // A few pages opened, for the usage statistics.
  for (const [role, path] of [
    ['STUDENT', '/contributions'],
    ['STUDENT', `/contributions/${REFERENCE_SUBMITTED_CONTRIBUTION_ID}`],
    ['COORDINATOR', '/contributions'],
    ['MANAGER', '/statistics'],
  ] as const) {
    await call('POST', '/page-views', as(role), { path });
  }

  const visit = await call('POST', '/guest-sessions', undefined, { facultyId: REFERENCE_FACULTY_ID });
  credentials.bearer.GUEST_VISIT = visit.token as string;
  await drain();
}
