// The university's notifications: who hears of what, by which channel, with which link into the app, and the
// review reminders and closure reminders on an advancing clock. Mail goes to a real SMTP server on loopback.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLE_ID, type RoleId } from '@herald/protocol';
import type { DomainEvent } from '../src/university/services/domain-events.js';
import { appTokenFor } from '../src/university/services/accounts/account-sessions.js';
import { ensureSystemWorkflows } from '../src/university/services/system-workflows.js';
import { apiCall, getJson, openSubscriberSession, startServer, type TestServer } from './harness.js';
import { startSmtpRecorder, type SmtpRecorder } from './smtp-recorder.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

let smtp: SmtpRecorder;
let smtpPort: number;
/** Mail as received, its quoted-printable body decoded (soft line breaks and =XX escapes) to be read. */
const mailbox = () =>
  smtp.received.map((mail) => ({
    to: mail.to,
    raw: mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  }));

beforeAll(async () => {
  smtp = await startSmtpRecorder();
  smtpPort = smtp.port;
});
afterAll(() => smtp.close());

let server: TestServer;
beforeEach(async () => {
  smtp.received.length = 0;
  server = await startServer({
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailFrom: 'Herald <no-reply@herald.test>',
    publicOrigin: 'https://herald.example.edu',
  });
});
afterEach(() => server.stop());

const db = () => server.herald.ctx.db;
const now = () => server.herald.ctx.now();
const emit = (event: DomainEvent) => server.herald.ctx.domainEvents.emit(event);
const drain = () => server.herald.worker.drain();

async function faculty(name: string) {
  const row = await db()
    .insertInto('faculties')
    .values({
      name: `${name} ${randomUUID().slice(0, 8)}`,
      description: '',
      guest_access: 1,
      created_at: now().toISOString(),
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  return row;
}

async function account(roleId: RoleId, facultyId: number | null, name: string, active = true) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 8)}@herald.test`;
  const row = await db()
    .insertInto('accounts')
    .values({
      email,
      name,
      password_hash: 'not-used',
      role_id: roleId,
      faculty_id: facultyId,
      active: active ? 1 : 0,
      created_at: now().toISOString(),
    })
    .returning(['id', 'email', 'name'])
    .executeTakeFirstOrThrow();
  return row;
}

async function universityEvent(
  facultyId: number,
  closureInDays: number,
  finalInDays: number,
  openingInDays = -1,
) {
  const at = now().getTime();
  return db()
    .insertInto('events')
    .values({
      faculty_id: facultyId,
      name: 'Spring magazine',
      description: '',
      academic_year: '2026-2027',
      opening_date: new Date(at + openingInDays * DAY).toISOString(),
      closure_date: new Date(at + closureInDays * DAY).toISOString(),
      final_closure_date: new Date(at + finalInDays * DAY).toISOString(),
      time_zone: 'Europe/London',
      created_at: now().toISOString(),
      updated_at: now().toISOString(),
    })
    .returning(['id', 'faculty_id'])
    .executeTakeFirstOrThrow();
}

async function contribution(event: { id: number; faculty_id: number }, studentId: number, title: string) {
  const at = now().toISOString();
  return db()
    .insertInto('contributions')
    .values({
      event_id: event.id,
      student_id: studentId,
      faculty_id: event.faculty_id,
      title,
      summary: '',
      status: 'submitted',
      terms_accepted_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'event_id'])
    .executeTakeFirstOrThrow();
}

async function comment(contributionId: number, authorId: number, body: string) {
  return db()
    .insertInto('contribution_comments')
    .values({ contribution_id: contributionId, author_id: authorId, body, created_at: now().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** What the account's notification bell shows, newest first. */
async function bell(accountId: number) {
  const session = await openSubscriberSession(server, String(accountId));
  const feed = await getJson(`${server.url}/v1/widgets/notifications/feed?limit=100`, session.token);
  expect(feed.status).toBe(200);
  return feed.body.data as { content: string; templateIdentifier: string; cta: { data: { url?: string } } }[];
}

const mailTo = (email: string) => mailbox().filter((mail) => mail.to.includes(email));
const subjectOf = (mail: { raw: string }) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim();

async function submittedFixture() {
  const arts = await faculty('Arts');
  const other = await faculty('Business');
  const cora = await account(ROLE_ID.COORDINATOR, arts.id, 'Cora Arts');
  const colin = await account(ROLE_ID.COORDINATOR, arts.id, 'Colin Arts');
  const away = await account(ROLE_ID.COORDINATOR, arts.id, 'Gone Coordinator', false);
  const elsewhere = await account(ROLE_ID.COORDINATOR, other.id, 'Bea Business');
  const sam = await account(ROLE_ID.STUDENT, arts.id, 'Sam Student');
  const event = await universityEvent(arts.id, 30, 45);
  const work = await contribution(event, sam.id, 'Night sky');
  await emit({ type: 'contribution.submitted', contributionId: work.id, actorId: sam.id });
  await drain();
  return { arts, cora, colin, away, elsewhere, sam, event, work };
}

describe('contribution submitted', () => {
  it('emails and notifies in-app every active coordinator of the faculty, and nobody else', async () => {
    const { cora, colin, away, elsewhere, sam, event, work } = await submittedFixture();

    for (const coordinator of [cora, colin]) {
      const [mail, ...more] = mailTo(coordinator.email);
      expect(more).toHaveLength(0);
      expect(subjectOf(mail!)).toBe('New contribution to Spring magazine: Night sky');
      expect(mail!.raw).toContain(
        `https://herald.example.edu/coordinator/event/contribution/${event.id}/detail/${work.id}`,
      );
      const [message] = await bell(coordinator.id);
      expect(message).toMatchObject({
        templateIdentifier: 'contribution-submitted',
        cta: { data: { url: `/coordinator/event/contribution/${event.id}/detail/${work.id}` } },
      });
      expect(message!.content).toContain('<b>Sam Student</b> submitted <b>Night sky</b>');
    }
    expect(mailTo(away.email)).toHaveLength(0);
    expect(mailTo(elsewhere.email)).toHaveLength(0);
    expect(mailTo(sam.email)).toHaveLength(0);
    expect(await bell(elsewhere.id)).toHaveLength(0);
  });

  it('delivers once when the same submission is told twice', async () => {
    const { cora, sam, work } = await submittedFixture();
    await emit({ type: 'contribution.submitted', contributionId: work.id, actorId: sam.id });
    await drain();
    server.advance(10 * DAY + HOUR);
    await drain();
    const subjects = mailTo(cora.email).map(subjectOf);
    expect(subjects.filter((subject) => subject?.startsWith('New contribution'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject?.startsWith('Reminder'))).toHaveLength(1);
  });
});

describe('the footer of every email', () => {
  const settings = 'https://herald.example.edu/profile/notifications';

  it('links the notification settings, in the HTML and in the plain text', async () => {
    const { cora } = await submittedFixture();
    const [mail] = mailTo(cora.email);
    expect(mail!.raw).toContain(
      `You can change which emails you get in your notification settings: <a href="${settings}">${settings}</a>`,
    );
    expect(mail!.raw).toContain(
      `You can change which emails you get in your notification settings: ${settings}`,
    );
  });

  it('links them also in a workflow made before the link, unless someone rewrote that line', async () => {
    const unlinked = 'You can change which emails you get in the notification settings.</p>';
    const emailBody = async (trigger: string) => {
      const workflow = await db()
        .selectFrom('workflows')
        .select(['id', 'steps'])
        .where('trigger_identifier', '=', trigger)
        .executeTakeFirstOrThrow();
      const steps = JSON.parse(workflow.steps) as { type: string; body?: string }[];
      return { id: workflow.id, steps, body: steps.find((step) => step.type === 'email')!.body! };
    };
    const rewrite = async (trigger: string, line: string) => {
      const { id, steps } = await emailBody(trigger);
      const rewritten = steps.map((step) =>
        step.type === 'email'
          ? { ...step, body: step.body!.replace(/You can change which emails.*$/, line) }
          : step,
      );
      await db()
        .updateTable('workflows')
        .set({ steps: JSON.stringify(rewritten) })
        .where('id', '=', id)
        .execute();
    };
    await rewrite('contribution-submitted', unlinked);
    await rewrite('contribution-commented', 'Write to the office to stop these emails.</p>');
    expect((await emailBody('contribution-submitted')).body).not.toContain('{{settingsLink}}');

    await ensureSystemWorkflows(server.herald.ctx);
    expect((await emailBody('contribution-submitted')).body).toMatch(
      /notification settings: <a href="\{\{settingsLink\}\}">\{\{settingsLink\}\}<\/a><\/p>$/,
    );
    expect((await emailBody('contribution-commented')).body).toMatch(
      /Write to the office to stop these emails/,
    );

    const { cora } = await submittedFixture();
    expect(mailTo(cora.email)[0]!.raw).toContain(`<a href="${settings}">${settings}</a>`);
  });
});

describe('review reminders', () => {
  it('remind the coordinators after 10 days and tell them it is overdue after 14 days without a comment', async () => {
    const { cora, work } = await submittedFixture();
    const reminders = () => mailTo(cora.email).map(subjectOf).slice(1);

    server.advance(10 * DAY - HOUR);
    await drain();
    expect(reminders()).toEqual([]);

    server.advance(2 * HOUR);
    await drain();
    expect(reminders()).toEqual(['Reminder: Night sky is waiting for your comment']);
    expect((await bell(cora.id))[0]).toMatchObject({ templateIdentifier: 'contribution-review-reminder' });

    server.advance(4 * DAY);
    await drain();
    expect(reminders()).toEqual([
      'Reminder: Night sky is waiting for your comment',
      'Overdue: Night sky has had no comment for 14 days',
    ]);
    const [overdue] = await bell(cora.id);
    expect(overdue!.content).toContain('Overdue: <b>Night sky</b>');
    expect(overdue!.cta.data.url).toMatch(new RegExp(`/detail/${work.id}$`));
  });

  it("are both cancelled by a coordinator's comment, which the student hears of", async () => {
    const { cora, sam, event, work } = await submittedFixture();
    server.advance(3 * DAY);
    const { id: commentId } = await comment(work.id, cora.id, 'Lovely imagery. Could the ending be shorter?');
    await emit({ type: 'contribution.commented', contributionId: work.id, commentId, actorId: cora.id });
    await drain();

    const [mail] = mailTo(sam.email);
    expect(subjectOf(mail!)).toBe('New comment on Night sky');
    expect(mail!.raw).toContain('Could the ending be shorter?');
    const [message] = await bell(sam.id);
    expect(message).toMatchObject({
      templateIdentifier: 'contribution-commented',
      cta: { data: { url: `/student/event/contribution/${event.id}/detail/${work.id}` } },
    });

    server.advance(20 * DAY);
    await drain();
    expect(mailTo(cora.email).map(subjectOf)).toEqual(['New contribution to Spring magazine: Night sky']);
    expect((await bell(cora.id)).map((item) => item.templateIdentifier)).toEqual(['contribution-submitted']);
  });

  it("are not cancelled by the student's own comment, which goes to the coordinators", async () => {
    const { cora, colin, sam, event, work } = await submittedFixture();
    const { id: commentId } = await comment(work.id, sam.id, 'I uploaded a new version.');
    await emit({ type: 'contribution.commented', contributionId: work.id, commentId, actorId: sam.id });
    await drain();
    for (const coordinator of [cora, colin]) {
      const [message] = await bell(coordinator.id);
      expect(message).toMatchObject({
        templateIdentifier: 'contribution-commented',
        cta: { data: { url: `/coordinator/event/contribution/${event.id}/detail/${work.id}` } },
      });
    }
    expect(await bell(sam.id)).toHaveLength(0);

    server.advance(10 * DAY + HOUR);
    await drain();
    expect(mailTo(cora.email).map(subjectOf)).toContain('Reminder: Night sky is waiting for your comment');
  });

  it('survive a restart of the server: they are kept in the database, not in memory', async () => {
    const { cora, work } = await submittedFixture();
    // A second server on the same data, as after a restart; the first one stops taking work.
    await server.herald.worker.stop();
    const restarted = await startServer({
      dataDir: server.dataDir,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      mailFrom: 'Herald <no-reply@herald.test>',
    });
    try {
      restarted.advance(10 * DAY + HOUR);
      await restarted.herald.worker.drain();
      expect(mailTo(cora.email).map(subjectOf)).toContain('Reminder: Night sky is waiting for your comment');
      expect(work.id).toBeGreaterThan(0);
    } finally {
      await restarted.herald.close();
    }
  });
});

describe('status and selection', () => {
  it('tell the student of a new status and of being selected, with a link to the contribution', async () => {
    const { cora, sam, event, work } = await submittedFixture();
    await emit({
      type: 'contribution.status-changed',
      contributionId: work.id,
      from: 'submitted',
      to: 'changes_requested',
      actorId: cora.id,
    });
    await emit({ type: 'contribution.selected', contributionId: work.id, selected: true, actorId: cora.id });
    await emit({ type: 'contribution.selected', contributionId: work.id, selected: false, actorId: cora.id });
    await drain();
    expect(mailTo(sam.email).map(subjectOf)).toEqual([
      'Your contribution Night sky is changes requested',
      'Night sky was selected for publication',
    ]);
    const messages = await bell(sam.id);
    expect(messages.map((message) => message.templateIdentifier)).toEqual([
      'contribution-selected',
      'contribution-status-changed',
    ]);
    for (const message of messages) {
      expect(message.cta.data.url).toBe(`/student/event/contribution/${event.id}/detail/${work.id}`);
    }
  });
});

describe('events', () => {
  it("tell the faculty's students of a new event, then remind them 3 days before closure and final closure", async () => {
    const arts = await faculty('Arts');
    const other = await faculty('Business');
    const sam = await account(ROLE_ID.STUDENT, arts.id, 'Sam Student');
    const outsider = await account(ROLE_ID.STUDENT, other.id, 'Olga Outsider');
    const event = await universityEvent(arts.id, 10, 20);
    await emit({ type: 'event.created', eventId: event.id, actorId: 1 });
    await drain();

    const subjects = () => mailTo(sam.email).map(subjectOf);
    expect(subjects()).toEqual([`New event at ${arts.name}: Spring magazine`]);
    expect((await bell(sam.id))[0]).toMatchObject({
      templateIdentifier: 'event-created',
      cta: { data: { url: `/student/event/detail/${event.id}` } },
    });

    server.advance(7 * DAY - HOUR);
    await drain();
    expect(subjects()).toHaveLength(1);
    server.advance(2 * HOUR);
    await drain();
    expect(subjects()[1]).toMatch(/^Spring magazine closes on /);

    server.advance(10 * DAY);
    await drain();
    expect(subjects()[2]).toBe('Last days to change your contribution to Spring magazine');
    expect((await bell(sam.id)).map((message) => message.templateIdentifier)).toEqual([
      'event-final-closing-soon',
      'event-closing-soon',
      'event-created',
    ]);
    expect(mailTo(outsider.email)).toHaveLength(0);
  });

  it('say nothing of an event entered after its closure date, closed or finally closed', async () => {
    const arts = await faculty('Arts');
    const sam = await account(ROLE_ID.STUDENT, arts.id, 'Sam Student');
    const closed = await universityEvent(arts.id, -2, 12);
    const finallyClosed = await universityEvent(arts.id, -20, -6);
    await emit({ type: 'event.created', eventId: closed.id, actorId: 1 });
    await emit({ type: 'event.created', eventId: finallyClosed.id, actorId: 1 });
    await drain();
    server.advance(30 * DAY);
    await drain();
    expect(mailTo(sam.email)).toEqual([]);
    expect(await bell(sam.id)).toEqual([]);
  });

  it('announce an event still open at its creation, even a day before its closure', async () => {
    const arts = await faculty('Arts');
    const sam = await account(ROLE_ID.STUDENT, arts.id, 'Sam Student');
    const event = await universityEvent(arts.id, 1, 15);
    await emit({ type: 'event.created', eventId: event.id, actorId: 1 });
    await drain();
    expect(mailTo(sam.email).map(subjectOf)).toEqual([`New event at ${arts.name}: Spring magazine`]);
  });

  it('announce an event entered before its opening date when it opens, not before', async () => {
    const arts = await faculty('Arts');
    const sam = await account(ROLE_ID.STUDENT, arts.id, 'Sam Student');
    const event = await universityEvent(arts.id, 20, 30, 5);
    await emit({ type: 'event.created', eventId: event.id, actorId: 1 });
    await drain();
    expect(mailTo(sam.email)).toEqual([]);
    expect(await bell(sam.id)).toEqual([]);

    server.advance(5 * DAY - HOUR);
    await drain();
    expect(mailTo(sam.email)).toEqual([]);
    server.advance(2 * HOUR);
    await drain();
    expect(mailTo(sam.email).map(subjectOf)).toEqual(['Spring magazine is open for contributions']);
    expect(await bell(sam.id)).toMatchObject([
      { templateIdentifier: 'event-opening', cta: { data: { url: `/student/event/detail/${event.id}` } } },
    ]);
  });

  it('announce at once, and once only, an event whose opening is brought forward to now', async () => {
    const arts = await faculty('Arts');
    const sam = await account(ROLE_ID.STUDENT, arts.id, 'Sam Student');
    const event = await universityEvent(arts.id, 20, 30, 5);
    await emit({ type: 'event.created', eventId: event.id, actorId: 1 });
    await drain();
    await db()
      .updateTable('events')
      .set({ opening_date: new Date(now().getTime() - HOUR).toISOString() })
      .where('id', '=', event.id)
      .execute();
    await emit({ type: 'event.updated', eventId: event.id, actorId: 1 });
    await emit({ type: 'event.updated', eventId: event.id, actorId: 1 });
    await drain();
    expect(mailTo(sam.email).map(subjectOf)).toEqual([`New event at ${arts.name}: Spring magazine`]);

    server.advance(6 * DAY);
    await drain();
    expect(mailTo(sam.email)).toHaveLength(1);
    expect((await bell(sam.id)).map((message) => message.templateIdentifier)).toEqual(['event-created']);
  });

  it('move the opening announcement when the opening date moves later', async () => {
    const arts = await faculty('Arts');
    const sam = await account(ROLE_ID.STUDENT, arts.id, 'Sam Student');
    const event = await universityEvent(arts.id, 20, 30, 5);
    await emit({ type: 'event.created', eventId: event.id, actorId: 1 });
    await db()
      .updateTable('events')
      .set({ opening_date: new Date(now().getTime() + 8 * DAY).toISOString() })
      .where('id', '=', event.id)
      .execute();
    await emit({ type: 'event.updated', eventId: event.id, actorId: 1 });

    server.advance(6 * DAY);
    await drain();
    expect(mailTo(sam.email)).toEqual([]);
    server.advance(3 * DAY);
    await drain();
    expect(mailTo(sam.email).map(subjectOf)).toEqual(['Spring magazine is open for contributions']);
  });

  it('reach a student who joins the faculty after the event was entered: its opening and its closure reminders', async () => {
    const arts = await faculty('Arts');
    const event = await universityEvent(arts.id, 20, 30, 5);
    await emit({ type: 'event.created', eventId: event.id, actorId: 1 });
    await drain();
    const newcomer = await account(ROLE_ID.STUDENT, arts.id, 'Nia Newcomer');
    await emit({ type: 'account.created', accountId: newcomer.id, actorId: 1 });
    await emit({ type: 'account.created', accountId: newcomer.id, actorId: 1 });
    await drain();
    expect(mailTo(newcomer.email)).toEqual([]);

    server.advance(5 * DAY + HOUR);
    await drain();
    expect(mailTo(newcomer.email).map(subjectOf)).toEqual(['Spring magazine is open for contributions']);
    server.advance(25 * DAY);
    await drain();
    expect((await bell(newcomer.id)).map((message) => message.templateIdentifier)).toEqual([
      'event-final-closing-soon',
      'event-closing-soon',
      'event-opening',
    ]);
  });

  it('move the closure reminders when the dates change', async () => {
    const arts = await faculty('Arts');
    const sam = await account(ROLE_ID.STUDENT, arts.id, 'Sam Student');
    const event = await universityEvent(arts.id, 10, 20);
    await emit({ type: 'event.created', eventId: event.id, actorId: 1 });
    await drain();
    const at = now().getTime();
    await db()
      .updateTable('events')
      .set({
        closure_date: new Date(at + 15 * DAY).toISOString(),
        final_closure_date: new Date(at + 25 * DAY).toISOString(),
      })
      .where('id', '=', event.id)
      .execute();
    await emit({ type: 'event.updated', eventId: event.id, actorId: 1 });

    server.advance(7 * DAY + HOUR);
    await drain();
    expect(mailTo(sam.email)).toHaveLength(1);
    server.advance(5 * DAY);
    await drain();
    expect(mailTo(sam.email).map(subjectOf)[1]).toMatch(/^Spring magazine closes on /);
    server.advance(10 * DAY);
    await drain();
    expect(mailTo(sam.email)).toHaveLength(3);
  });
});

describe('accounts', () => {
  it("tell the faculty's coordinators in-app of a new guest account, and no one of other accounts", async () => {
    const arts = await faculty('Arts');
    const cora = await account(ROLE_ID.COORDINATOR, arts.id, 'Cora Arts');
    const guest = await account(ROLE_ID.GUEST, arts.id, 'Gus Guest');
    const student = await account(ROLE_ID.STUDENT, arts.id, 'Sam Student');
    await emit({ type: 'account.created', accountId: guest.id, actorId: null });
    await emit({ type: 'account.created', accountId: student.id, actorId: null });
    await drain();
    const messages = await bell(cora.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      templateIdentifier: 'guest-account-created',
      cta: { data: { url: '/coordinator/dashboard' } },
    });
    expect(messages[0]!.content).toContain('<b>Gus Guest</b>');
    expect(mailTo(cora.email)).toHaveLength(0);
  });

  it('keep every account a subscriber with its current name and email, so mail follows an address change', async () => {
    const { cora, work, sam } = await submittedFixture();
    const moved = `moved.${randomUUID().slice(0, 8)}@herald.test`;
    await db()
      .updateTable('accounts')
      .set({ email: moved, name: 'Cora Moved' })
      .where('id', '=', cora.id)
      .execute();
    const { id: commentId } = await comment(work.id, sam.id, 'Any news?');
    await emit({ type: 'contribution.commented', contributionId: work.id, commentId, actorId: sam.id });
    await drain();
    expect(mailTo(moved).map(subjectOf)).toEqual(['New comment on Night sky']);
    expect(mailTo(moved)[0]!.raw).toContain('Hello Cora Moved');
    const subscriber = await db()
      .selectFrom('subscribers')
      .select(['first_name', 'email'])
      .where('subscriber_id', '=', String(cora.id))
      .executeTakeFirstOrThrow();
    expect(subscriber).toEqual({ first_name: 'Cora Moved', email: moved });
  });
});

describe('over HTTP, as the app does it', () => {
  const PDF = Buffer.from(
    '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

  const call = (token: string, method: string, pathname: string, body?: unknown) =>
    apiCall(server, method, pathname, token, body);

  /** An event the administrator enters through the API, opening in `openingInDays`, closing 20 and 30 days on. */
  async function createEvent(admin: string, facultyId: number, name: string, openingInDays: number) {
    const at = now().getTime();
    return call(admin, 'POST', '/academic-events', {
      name,
      description: 'Poems, short prose and drawings.',
      facultyId,
      academicYear: '2026-2027',
      openingDate: new Date(at + openingInDays * DAY).toISOString(),
      closureDate: new Date(at + 20 * DAY).toISOString(),
      finalClosureDate: new Date(at + 30 * DAY).toISOString(),
      timeZone: 'Europe/London',
    });
  }

  it('a submission emails the coordinator; their comment reaches the student and ends the reminders', async () => {
    const arts = await faculty('Arts');
    const cora = await account(ROLE_ID.COORDINATOR, arts.id, 'Cora Arts');
    const sam = await account(ROLE_ID.STUDENT, arts.id, 'Sam Student');
    const event = await universityEvent(arts.id, 30, 45);
    const tokenOf = (person: { id: number }) => appTokenFor(server.herald.ctx, person.id);

    const form = new FormData();
    form.append('title', 'Night trains');
    form.append('summary', 'A photo essay.');
    form.append('termsAccepted', 'true');
    form.append('documents', new Blob([new Uint8Array(PDF)]), 'Night trains.pdf');
    const submitted = await fetch(`${server.url}/v1/academic-events/${event.id}/contributions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(sam)}` },
      body: form,
    });
    expect(submitted.status).toBe(201);
    const { id } = ((await submitted.json()) as { data: { id: number } }).data;
    await drain();

    const [mail] = mailTo(cora.email);
    expect(subjectOf(mail!)).toBe('New contribution to Spring magazine: Night trains');
    expect(mail!.raw).toContain(
      `https://herald.example.edu/coordinator/event/contribution/${event.id}/detail/${id}`,
    );

    const commented = await call(await tokenOf(cora), 'POST', `/contributions/${id}/comments`, {
      body: 'Strong opening. Tighten the middle.',
    });
    expect(commented.status).toBe(201);
    await drain();
    expect(mailTo(sam.email).map(subjectOf)).toEqual(['New comment on Night trains']);

    server.advance(15 * DAY);
    await drain();
    expect(mailTo(cora.email)).toHaveLength(1);
  });

  it('answers a submission before its notifications go out, and sends them after from the queue', async () => {
    const arts = await faculty('Arts');
    const cora = await account(ROLE_ID.COORDINATOR, arts.id, 'Cora Arts');
    const sam = await account(ROLE_ID.STUDENT, arts.id, 'Sam Student');
    const event = await universityEvent(arts.id, 30, 45);
    // An event queued ahead of the submission holds the queue until the test lets it go: a submission that waited
    // for its notifications would never be answered.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const off = server.herald.ctx.domainEvents.on('contribution.updated', () => held);
    await emit({ type: 'contribution.updated', contributionId: 0, actorId: sam.id });

    const form = new FormData();
    form.append('title', 'Night trains');
    form.append('termsAccepted', 'true');
    form.append('documents', new Blob([new Uint8Array(PDF)]), 'Night trains.pdf');
    const submitted = await fetch(`${server.url}/v1/academic-events/${event.id}/contributions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await appTokenFor(server.herald.ctx, sam.id)}` },
      body: form,
    });
    expect(submitted.status).toBe(201);
    const { id } = ((await submitted.json()) as { data: { id: number } }).data;
    const queued = await db()
      .selectFrom('domain_event_queue')
      .select(['event', 'status'])
      .orderBy('id')
      .execute();
    expect(queued.map((row) => [JSON.parse(row.event).type, row.status])).toEqual([
      ['contribution.updated', 'delivering'],
      ['contribution.submitted', 'queued'],
    ]);
    expect(await bell(cora.id)).toEqual([]);

    release();
    await server.herald.ctx.domainEvents.delivered();
    off();
    expect(await db().selectFrom('domain_event_queue').select('id').execute()).toEqual([]);
    await drain();
    expect(mailTo(cora.email).map(subjectOf)).toEqual(['New contribution to Spring magazine: Night trains']);
    expect((await bell(cora.id))[0]).toMatchObject({
      cta: { data: { url: `/coordinator/event/contribution/${event.id}/detail/${id}` } },
    });
  });

  it('delivers, once started again, an event a stopped server was delivering', async () => {
    const arts = await faculty('Arts');
    const cora = await account(ROLE_ID.COORDINATOR, arts.id, 'Cora Arts');
    const gus = await account(ROLE_ID.GUEST, arts.id, 'Gus Guest');
    const event: DomainEvent = { type: 'account.created', accountId: gus.id, actorId: null };
    // As a process stopped while its listeners ran would leave it.
    await db()
      .insertInto('domain_event_queue')
      .values({ event: JSON.stringify(event), status: 'delivering', queued_at: now().toISOString() })
      .execute();
    await server.herald.close();
    server = await startServer({
      dataDir: server.dataDir,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      mailFrom: 'Herald <no-reply@herald.test>',
      publicOrigin: 'https://herald.example.edu',
    });
    await drain();
    // Read from the database: the first start's API key is not kept by the second.
    const messages = await db()
      .selectFrom('messages')
      .innerJoin('subscribers', 'subscribers.id', 'messages.subscriber_id')
      .select('messages.template_identifier')
      .where('subscribers.subscriber_id', '=', String(cora.id))
      .execute();
    expect(messages).toEqual([{ template_identifier: 'guest-account-created' }]);
    expect(await db().selectFrom('domain_event_queue').select('id').execute()).toEqual([]);
  });

  it("an event the administrator creates reaches the faculty's students, and a new guest account its coordinators", async () => {
    const arts = await faculty('Arts');
    const ada = await account(ROLE_ID.ADMIN, null, 'Ada Admin');
    const cora = await account(ROLE_ID.COORDINATOR, arts.id, 'Cora Arts');
    const sam = await account(ROLE_ID.STUDENT, arts.id, 'Sam Student');
    const admin = await appTokenFor(server.herald.ctx, ada.id);

    const created = await createEvent(admin, arts.id, 'Autumn anthology', 0);
    expect(created.status).toBe(201);
    const guest = await call(admin, 'POST', '/accounts', {
      email: `guest.${randomUUID().slice(0, 8)}@herald.test`,
      name: 'Gus Guest',
      roleID: ROLE_ID.GUEST,
      facultyId: arts.id,
    });
    expect(guest.status).toBe(201);
    await drain();

    expect(mailTo(sam.email).map(subjectOf)).toEqual([`New event at ${arts.name}: Autumn anthology`]);
    expect((await bell(sam.id))[0]).toMatchObject({
      templateIdentifier: 'event-created',
      cta: { data: { url: `/student/event/detail/${created.body.data.id}` } },
    });
    expect((await bell(cora.id)).map((message) => message.templateIdentifier)).toEqual([
      'guest-account-created',
    ]);
  });

  it("a student deactivated or moved to another faculty hears no more of the old faculty's events, and the moved one hears of the new faculty's", async () => {
    const arts = await faculty('Arts');
    const business = await faculty('Business');
    const ada = await account(ROLE_ID.ADMIN, null, 'Ada Admin');
    const sam = await account(ROLE_ID.STUDENT, arts.id, 'Sam Student');
    const dee = await account(ROLE_ID.STUDENT, arts.id, 'Dee Departed');
    const stay = await account(ROLE_ID.STUDENT, arts.id, 'Stella Stays');
    const admin = await appTokenFor(server.herald.ctx, ada.id);
    expect((await createEvent(admin, arts.id, 'Winter zine', 5)).status).toBe(201);
    expect((await createEvent(admin, business.id, 'Market report', 0)).status).toBe(201);
    await drain();

    expect((await call(admin, 'PUT', `/accounts/${sam.id}`, { facultyId: business.id })).status).toBe(200);
    expect((await call(admin, 'PUT', `/accounts/${dee.id}`, { active: false })).status).toBe(200);
    expect((await call(admin, 'PUT', `/accounts/${stay.id}`, { name: 'Stella Stays-Long' })).status).toBe(
      200,
    );
    await drain();
    server.advance(31 * DAY);
    await drain();

    expect(mailTo(dee.email)).toEqual([]);
    expect(mailTo(sam.email).map(subjectOf)).toEqual([
      expect.stringMatching(/^Market report closes on /),
      'Last days to change your contribution to Market report',
    ]);
    expect(mailTo(stay.email).map(subjectOf)).toEqual([
      'Winter zine is open for contributions',
      expect.stringMatching(/^Winter zine closes on /),
      'Last days to change your contribution to Winter zine',
    ]);
  });

  it('an event deleted before it opens is never announced, nor are its closures', async () => {
    const arts = await faculty('Arts');
    const ada = await account(ROLE_ID.ADMIN, null, 'Ada Admin');
    const sam = await account(ROLE_ID.STUDENT, arts.id, 'Sam Student');
    const admin = await appTokenFor(server.herald.ctx, ada.id);
    const created = await createEvent(admin, arts.id, 'Winter zine', 5);
    expect(created.status).toBe(201);
    await drain();
    expect((await call(admin, 'DELETE', `/academic-events/${created.body.data.id}`)).status).toBe(200);

    server.advance(31 * DAY);
    await drain();
    expect(mailTo(sam.email)).toEqual([]);
    expect(await bell(sam.id)).toEqual([]);
  });
});
