// The university's notifications: listeners on the domain events that trigger the system workflows for the
// right accounts, with a link into the app for each role (docs/product.md §2), built from the app's paths as the
// protocol declares them (UNIVERSITY_LINKS), so each names a page the app serves.
//
// Reminders are durable: the review reminder (10 days) and overdue notice (14 days) are triggered at submission
// as workflows whose first step is a delay, so they live in the job table and survive restarts; a coordinator's
// comment cancels them by their transaction id. An event's opening (when it is entered before it opens) and its
// closure reminders are scheduled delays to a date in the payload; a change of the event's dates cancels them and
// schedules new ones, and deleting the event cancels them. They follow the students too: an account that leaves
// the faculty's students (deactivated, moved, another role) loses its pending ones, and one that joins gets those
// still to come.
import { randomUUID } from 'node:crypto';
import {
  COMMENT_DEADLINE_DAYS,
  COMMENT_REMINDER_DAYS,
  ROLE_ID,
  UNIVERSITY_LINKS,
  eventPhase,
} from '@herald/protocol';
import type { UniversityContext } from '../context.js';
import { forEnvironment } from '../../db/scope.js';
import { cancelTransaction, productEnvironment, trigger } from '../../notify/service.js';
import { accountRecipient, accountSubscriberId, syncAccountSubscriber } from './account-subscribers.js';
import { SYSTEM_WORKFLOWS } from './system-workflows.js';
import { accountById, activeAccountsIn } from '../repo/accounts.js';
import { cancelAnnouncementJobs } from '../repo/announcement-jobs.js';
import { commentWithAuthor, hasCommentByOther } from '../repo/comments.js';
import { contributionToNotify } from '../repo/contributions.js';
import { eventWithFaculty, facultyEventsClosingAfter, type EventWithFaculty } from '../repo/events.js';
import { facultyById } from '../repo/faculties.js';

/** What this module uses of the university's context. */
type ServiceContext = Pick<
  UniversityContext,
  'config' | 'db' | 'domainEvents' | 'jobs' | 'keptSubscribers' | 'newId' | 'now'
>;

const DAY_MS = 86_400_000;
/** What is scheduled for an event's students: its opening, and the reminders before its two closures. */
type AnnouncementKind = 'opening' | 'closure' | 'final';
const ANNOUNCEMENT_KINDS: readonly AnnouncementKind[] = ['opening', 'closure', 'final'];
/** Reminders of an event's closure and final closure go out this long before each date. */
export const CLOSURE_REMINDER_DAYS = 3;

/** Transaction ids of the review reminders of a contribution, which a comment cancels. */
export const reviewReminderTransactions = (contributionId: number) => [
  `contribution-${contributionId}-review-reminder`,
  `contribution-${contributionId}-review-overdue`,
];

const STATUS_LABELS: Record<string, string> = {
  submitted: 'submitted',
  under_review: 'under review',
  changes_requested: 'changes requested',
  accepted: 'accepted',
  rejected: 'rejected',
};

type Recipient = { id: number; name: string; email: string; phone: string | null };

export function universityNotifications(ctx: ServiceContext) {
  const link = (url: string) => `${ctx.config.publicOrigin}${url}`;

  async function activeAccounts(roleId: number, facultyId: number): Promise<Recipient[]> {
    return activeAccountsIn(ctx, roleId, facultyId);
  }

  async function account(
    id: number,
  ): Promise<(Recipient & { role_id: number; faculty_id: number | null }) | undefined> {
    return accountById(ctx, id, ['id', 'name', 'email', 'phone', 'role_id', 'faculty_id', 'active']).then(
      (row) => (row && row.active === 1 ? row : undefined),
    );
  }

  /**
   * Triggers a system workflow for accounts, each named with its profile as it is now: the trigger creates the
   * subscriber or brings it up to date, so mail goes to the address the account has today.
   */
  async function send(
    workflow: string,
    recipients: readonly Recipient[],
    payload: Record<string, unknown>,
    transactionId?: string,
  ) {
    if (recipients.length === 0) return;
    const environment = await productEnvironment(ctx.db);
    await trigger(
      ctx,
      environment,
      {
        name: workflow,
        to: recipients.map(accountRecipient),
        payload: {
          institution: ctx.config.institutionName,
          deadlineDays: COMMENT_DEADLINE_DAYS,
          reminderDays: COMMENT_REMINDER_DAYS,
          ...payload,
          link: typeof payload.url === 'string' ? link(payload.url) : ctx.config.publicOrigin,
          settingsLink: link(UNIVERSITY_LINKS.account.notificationSettings()),
        },
        overrides: {},
        ...(transactionId ? { transactionId } : {}),
      },
      { byServer: true },
    );
  }

  async function contribution(id: number) {
    return contributionToNotify(ctx, id);
  }
  type Contribution = NonNullable<Awaited<ReturnType<typeof contribution>>>;

  const student = (row: Contribution): Recipient[] =>
    row.student_active === 1
      ? [{ id: row.student_id, name: row.student_name, email: row.student_email, phone: row.student_phone }]
      : [];

  const basePayload = (row: Contribution) => ({
    contributionId: row.id,
    title: row.title,
    student: row.student_name,
    eventId: row.event_id,
    eventName: row.event_name,
    facultyName: row.faculty_name,
  });

  async function hasCoordinatorComment(row: Contribution): Promise<boolean> {
    return hasCommentByOther(ctx, row.id, row.student_id);
  }

  async function onSubmitted(event: { contributionId: number }) {
    const row = await contribution(event.contributionId);
    if (!row) return;
    const coordinators = await activeAccounts(ROLE_ID.COORDINATOR, row.faculty_id);
    const payload = {
      ...basePayload(row),
      url: UNIVERSITY_LINKS.coordinator.contribution(row.event_id, row.id),
    };
    // Fixed transaction ids: a repeated event delivers nothing twice and schedules no second reminder.
    await send(
      SYSTEM_WORKFLOWS.contributionSubmitted,
      coordinators,
      payload,
      `contribution-${row.id}-submitted`,
    );
    if (await hasCoordinatorComment(row)) return;
    const [reminder, overdue] = reviewReminderTransactions(row.id);
    await send(SYSTEM_WORKFLOWS.reviewReminder, coordinators, payload, reminder);
    await send(SYSTEM_WORKFLOWS.reviewOverdue, coordinators, payload, overdue);
  }

  async function onCommented(event: { contributionId: number; commentId: number; actorId: number }) {
    const row = await contribution(event.contributionId);
    if (!row) return;
    const comment = await commentWithAuthor(ctx, event.commentId);
    const authorId = comment?.author_id ?? event.actorId;
    const fromStudent = authorId === row.student_id;
    if (!fromStudent) {
      // A coordinator answered: the reminders of the comment deadline are void.
      const environment = await productEnvironment(ctx.db);
      for (const transactionId of reviewReminderTransactions(row.id)) {
        await cancelTransaction(ctx, environment.id, transactionId);
      }
    }
    const body = comment?.body ?? '';
    const excerpt = body.length > 200 ? `${body.slice(0, 199)}…` : body;
    const author = comment?.name ?? (await account(authorId))?.name ?? 'Someone';
    const recipients = fromStudent ? await activeAccounts(ROLE_ID.COORDINATOR, row.faculty_id) : student(row);
    const url = fromStudent
      ? UNIVERSITY_LINKS.coordinator.contribution(row.event_id, row.id)
      : UNIVERSITY_LINKS.student.contribution(row.event_id, row.id);
    await send(
      SYSTEM_WORKFLOWS.contributionCommented,
      recipients.filter((recipient) => recipient.id !== authorId),
      { ...basePayload(row), author, excerpt, url },
      `comment-${event.commentId}`,
    );
  }

  async function onStatusChanged(event: { contributionId: number; to: string }) {
    const row = await contribution(event.contributionId);
    if (!row) return;
    await send(SYSTEM_WORKFLOWS.contributionStatusChanged, student(row), {
      ...basePayload(row),
      status: STATUS_LABELS[event.to] ?? event.to,
      url: UNIVERSITY_LINKS.student.contribution(row.event_id, row.id),
    });
  }

  async function onSelected(event: { contributionId: number; selected: boolean }) {
    if (!event.selected) return;
    const row = await contribution(event.contributionId);
    if (!row) return;
    await send(
      SYSTEM_WORKFLOWS.contributionSelected,
      student(row),
      { ...basePayload(row), url: UNIVERSITY_LINKS.student.contribution(row.event_id, row.id) },
      `contribution-${row.id}-selected`,
    );
  }

  const universityEvent = (id: number) => eventWithFaculty(ctx, id);
  type UniversityEvent = EventWithFaculty;

  /** The event's dates as its students read them, in the event's time zone. */
  function formatDate(iso: string, timeZone: string): string {
    try {
      return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
        new Date(iso),
      );
    } catch {
      return new Date(iso).toUTCString();
    }
  }

  /** Where the event stands now: upcoming, open, closed or finally closed. */
  const phaseNow = (row: UniversityEvent) =>
    eventPhase(
      {
        openingDate: row.opening_date,
        closureDate: row.closure_date,
        finalClosureDate: row.final_closure_date,
      },
      ctx.now(),
    );

  function eventPayload(row: UniversityEvent) {
    return {
      eventId: row.id,
      eventName: row.name,
      facultyName: row.faculty_name,
      academicYear: row.academic_year,
      openingDate: formatDate(row.opening_date, row.time_zone),
      closureDate: formatDate(row.closure_date, row.time_zone),
      finalClosureDate: formatDate(row.final_closure_date, row.time_zone),
      url: UNIVERSITY_LINKS.student.event(row.id),
    };
  }

  /**
   * Cancels pending scheduled announcements of these kinds (their transaction ids are `event-{id}-{kind}-{random}`):
   * of one event or of all, to every student or to one account. Answers how many of their jobs were pending.
   */
  async function cancelAnnouncements(
    kinds: readonly AnnouncementKind[],
    { eventId, accountId }: { eventId?: number; accountId?: number },
  ): Promise<number> {
    const environment = await productEnvironment(ctx.db);
    return cancelAnnouncementJobs(
      forEnvironment(ctx.db, environment),
      environment.id,
      kinds,
      {
        ...(eventId !== undefined && { eventId }),
        ...(accountId !== undefined && { subscriberId: accountSubscriberId(accountId) }),
      },
      ctx.now().toISOString(),
    );
  }

  /** Tells the students that the event is open for contributions; told twice, it is delivered once. */
  async function announceOpen(row: UniversityEvent, students: readonly Recipient[]) {
    await send(SYSTEM_WORKFLOWS.eventCreated, students, eventPayload(row), `event-${row.id}-created`);
  }

  /**
   * Schedules for these students the event's announcements still to come: its opening, when asked and the event is
   * upcoming, and the reminders 3 days before the closure and the final closure whose time has not passed.
   */
  async function scheduleComing(
    row: UniversityEvent,
    students: readonly Recipient[],
    { opening }: { opening: boolean },
  ) {
    if (opening && phaseNow(row) === 'upcoming') {
      await send(
        SYSTEM_WORKFLOWS.eventOpening,
        students,
        { ...eventPayload(row), opensAt: new Date(row.opening_date).toISOString() },
        `event-${row.id}-opening-${randomUUID()}`,
      );
    }
    const reminders = [
      { kind: 'closure', date: row.closure_date, workflow: SYSTEM_WORKFLOWS.eventClosingSoon },
      { kind: 'final', date: row.final_closure_date, workflow: SYSTEM_WORKFLOWS.eventFinalClosingSoon },
    ] as const;
    for (const reminder of reminders) {
      const remindAt = new Date(Date.parse(reminder.date) - CLOSURE_REMINDER_DAYS * DAY_MS);
      // Too late for a reminder "days before": the event itself told them of the dates.
      if (!(remindAt.getTime() > ctx.now().getTime())) continue;
      await send(
        reminder.workflow,
        students,
        { ...eventPayload(row), remindAt: remindAt.toISOString() },
        `event-${row.id}-${reminder.kind}-${randomUUID()}`,
      );
    }
  }

  /**
   * Schedules the event's announcements from its current dates for the faculty's students, cancelling the pending
   * ones first: the opening (for an event entered before it opens, or whose opening was still to be announced) and
   * the closure reminders. An opening moved to the past while it was still to be announced is announced at once.
   */
  async function scheduleAnnouncements(
    row: UniversityEvent,
    { announceOpening }: { announceOpening: boolean },
  ) {
    const openingPending = (await cancelAnnouncements(['opening'], { eventId: row.id })) > 0;
    await cancelAnnouncements(['closure', 'final'], { eventId: row.id });
    const students = await activeAccounts(ROLE_ID.STUDENT, row.faculty_id);
    const opening = announceOpening || openingPending;
    if (opening && phaseNow(row) === 'open') await announceOpen(row, students);
    await scheduleComing(row, students, { opening });
  }

  /**
   * The announcements still to come follow the account: it loses what was scheduled for it, and an active student
   * gets those of its faculty's events that are still to come (an opening, a closure reminder). An event already
   * open when the student joins is not announced again: the student's event list shows it.
   */
  async function followStudent(accountId: number) {
    await cancelAnnouncements(ANNOUNCEMENT_KINDS, { accountId });
    const student = await account(accountId);
    if (!student || student.role_id !== ROLE_ID.STUDENT || student.faculty_id === null) return;
    const events = await facultyEventsClosingAfter(ctx, student.faculty_id, ctx.now().toISOString());
    for (const row of events) await scheduleComing(row, [student], { opening: true });
  }

  async function onEventCreated(event: { eventId: number }) {
    const row = await universityEvent(event.eventId);
    if (!row) return;
    // "New event … opened for contributions" would be untrue of an event entered after its closure date (a past
    // year's, recorded late): it takes no contribution, so its students hear nothing, and no reminder is due.
    // Nor is it true yet of an event entered before its opening date: that one is announced when it opens.
    const phase = phaseNow(row);
    if (phase === 'closed' || phase === 'finalClosed') return;
    await scheduleAnnouncements(row, { announceOpening: true });
  }

  async function onEventUpdated(event: { eventId: number }) {
    const row = await universityEvent(event.eventId);
    if (row) await scheduleAnnouncements(row, { announceOpening: false });
  }

  /** A deleted event's announcements still to come would name an event that is gone. */
  async function onEventDeleted(event: { eventId: number }) {
    await cancelAnnouncements(ANNOUNCEMENT_KINDS, { eventId: event.eventId });
  }

  async function onAccountMoved(event: { accountId: number }) {
    await followStudent(event.accountId);
  }

  async function onAccountCreated(event: { accountId: number }) {
    const created = await account(event.accountId);
    if (!created) return;
    await syncAccountSubscriber(ctx, created);
    if (created.role_id === ROLE_ID.STUDENT) await followStudent(created.id);
    if (created.role_id !== ROLE_ID.GUEST || created.faculty_id === null) return;
    const faculty = await facultyById(ctx, created.faculty_id, ['name']);
    await send(
      SYSTEM_WORKFLOWS.guestAccountCreated,
      await activeAccounts(ROLE_ID.COORDINATOR, created.faculty_id),
      {
        guest: created.name,
        facultyName: faculty?.name ?? '',
        url: UNIVERSITY_LINKS.coordinator.dashboard(),
      },
      `account-${created.id}-guest-created`,
    );
  }

  return {
    onSubmitted,
    onCommented,
    onStatusChanged,
    onSelected,
    onEventCreated,
    onEventUpdated,
    onEventDeleted,
    onAccountCreated,
    onAccountMoved,
  };
}

/** Subscribes the university's notifications to the domain events; answers a function that unsubscribes. */
export function registerUniversityNotifications(ctx: ServiceContext): () => void {
  const handlers = universityNotifications(ctx);
  const on = ctx.domainEvents.on.bind(ctx.domainEvents);
  const offs = [
    on('contribution.submitted', (event) => handlers.onSubmitted(event)),
    on('contribution.commented', (event) => handlers.onCommented(event)),
    on('contribution.status-changed', (event) => handlers.onStatusChanged(event)),
    on('contribution.selected', (event) => handlers.onSelected(event)),
    on('event.created', (event) => handlers.onEventCreated(event)),
    on('event.updated', (event) => handlers.onEventUpdated(event)),
    on('event.deleted', (event) => handlers.onEventDeleted(event)),
    on('account.created', (event) => handlers.onAccountCreated(event)),
    on('account.moved', (event) => handlers.onAccountMoved(event)),
  ];
  return () => offs.forEach((off) => off());
}
