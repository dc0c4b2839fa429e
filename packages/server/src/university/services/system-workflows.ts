// The workflows the university product triggers itself, created on start in the product's environment. Each
// names the roles whose accounts it reaches (university/services/notifications.ts picks the recipients), so the
// notification settings list it only to them (notify/widgets/workflow-audience.ts).
import {
  COMMENT_DEADLINE_DAYS,
  COMMENT_REMINDER_DAYS,
  ROLE_ID,
  type CreateWorkflowBody,
  type RoleId,
} from '@herald/protocol';
import type { UniversityContext } from '../context.js';
import { forEnvironment, scoped } from '../../db/scope.js';
import { productEnvironment } from '../../notify/service.js';
import { setWorkflowSteps, upsertWorkflow, workflowsWithStepsHolding } from '../repo/workflows.js';

export const SYSTEM_WORKFLOWS = {
  accountCreated: 'account-created',
  passwordReset: 'password-reset',
  contributionSubmitted: 'contribution-submitted',
  contributionCommented: 'contribution-commented',
  contributionStatusChanged: 'contribution-status-changed',
  contributionSelected: 'contribution-selected',
  reviewReminder: 'contribution-review-reminder',
  reviewOverdue: 'contribution-review-overdue',
  eventCreated: 'event-created',
  eventOpening: 'event-opening',
  eventClosingSoon: 'event-closing-soon',
  eventFinalClosingSoon: 'event-final-closing-soon',
  guestAccountCreated: 'guest-account-created',
} as const;

/**
 * A footer for the university's emails: where to read more, why this mail came, and where to choose which mail
 * comes (the address written out, so the plain-text part carries it too).
 */
const EMAIL_FOOTER =
  '<p>Open it in {{institution}}: <a href="{{link}}">{{link}}</a></p>' +
  '<p style="color:#666">You receive this email because of your role at {{institution}}. ' +
  'You can change which emails you get in your notification settings: ' +
  '<a href="{{settingsLink}}">{{settingsLink}}</a></p>';

/** The footer's settings line before it linked the settings, replaced in workflows nobody edited. */
const UNLINKED_SETTINGS_LINE = 'You can change which emails you get in the notification settings.</p>';
const LINKED_SETTINGS_LINE = EMAIL_FOOTER.slice(EMAIL_FOOTER.indexOf('You can change'));

/** An in-app step and an email step saying the same thing; the in-app message opens `url` in the app. */
function inAppAndEmail(content: string, subject: string, body: string): CreateWorkflowBody['steps'] {
  return [
    { type: 'in_app', active: true, content, redirectUrl: '{{{url}}}' },
    { type: 'email', active: true, subject, body: `${body}${EMAIL_FOOTER}` },
  ];
}

/**
 * A system workflow; `audienceRoles` absent when it may reach any account. A `locked` one carries a one-time
 * password link: the server keeps it as written here (restored on every start), and no API changes it.
 */
type SystemWorkflow = CreateWorkflowBody & { audienceRoles?: readonly RoleId[]; locked?: true };

const COORDINATORS = [ROLE_ID.COORDINATOR] as const;
const STUDENTS = [ROLE_ID.STUDENT] as const;

const UNIVERSITY_WORKFLOWS: SystemWorkflow[] = [
  {
    name: 'Contribution submitted',
    triggerIdentifier: SYSTEM_WORKFLOWS.contributionSubmitted,
    audienceRoles: COORDINATORS,
    description: "A student submitted a contribution: the faculty's coordinators review it.",
    active: true,
    // Coordinators must hear of every submission by email (the 14-day comment deadline starts now).
    critical: true,
    tags: ['contributions'],
    preferenceSettings: {},
    steps: inAppAndEmail(
      '<b>{{student}}</b> submitted <b>{{title}}</b> to {{eventName}}.',
      'New contribution to {{eventName}}: {{title}}',
      '<p>Hello {{subscriber.firstName}},</p><p>{{student}} submitted <b>{{title}}</b> to {{eventName}} ' +
        '({{facultyName}}). Please comment within {{deadlineDays}} days.</p>',
    ),
  },
  {
    name: 'New comment',
    triggerIdentifier: SYSTEM_WORKFLOWS.contributionCommented,
    audienceRoles: [ROLE_ID.COORDINATOR, ROLE_ID.STUDENT],
    description: 'Someone commented on a contribution you take part in.',
    active: true,
    critical: false,
    tags: ['contributions'],
    preferenceSettings: {},
    steps: inAppAndEmail(
      '<b>{{author}}</b> commented on <b>{{title}}</b>: {{excerpt}}',
      'New comment on {{title}}',
      '<p>Hello {{subscriber.firstName}},</p><p>{{author}} commented on <b>{{title}}</b>:</p>' +
        '<blockquote>{{excerpt}}</blockquote>',
    ),
  },
  {
    name: 'Contribution status changed',
    triggerIdentifier: SYSTEM_WORKFLOWS.contributionStatusChanged,
    audienceRoles: STUDENTS,
    description: 'The review of your contribution moved on.',
    active: true,
    critical: false,
    tags: ['contributions'],
    preferenceSettings: {},
    steps: inAppAndEmail(
      'Your contribution <b>{{title}}</b> is now <b>{{status}}</b>.',
      'Your contribution {{title}} is {{status}}',
      '<p>Hello {{subscriber.firstName}},</p><p>Your contribution <b>{{title}}</b> to {{eventName}} ' +
        'is now <b>{{status}}</b>.</p>',
    ),
  },
  {
    name: 'Contribution selected for publication',
    triggerIdentifier: SYSTEM_WORKFLOWS.contributionSelected,
    audienceRoles: STUDENTS,
    description: 'Your contribution was selected for publication.',
    active: true,
    critical: false,
    tags: ['contributions'],
    preferenceSettings: {},
    steps: inAppAndEmail(
      'Congratulations: <b>{{title}}</b> was selected for publication.',
      '{{title}} was selected for publication',
      '<p>Hello {{subscriber.firstName}},</p><p>Congratulations: your contribution <b>{{title}}</b> to ' +
        '{{eventName}} was selected for publication.</p>',
    ),
  },
  {
    name: 'Review reminder',
    triggerIdentifier: SYSTEM_WORKFLOWS.reviewReminder,
    audienceRoles: COORDINATORS,
    description: `A contribution has had no coordinator comment for ${COMMENT_REMINDER_DAYS} days.`,
    active: true,
    critical: false,
    tags: ['contributions', 'reminders'],
    preferenceSettings: {},
    steps: [
      { type: 'delay', active: true, delayType: 'regular', amount: COMMENT_REMINDER_DAYS, unit: 'days' },
      ...inAppAndEmail(
        'Reminder: <b>{{title}}</b> by {{student}} has had no comment for {{reminderDays}} days.',
        'Reminder: {{title}} is waiting for your comment',
        '<p>Hello {{subscriber.firstName}},</p><p><b>{{title}}</b> by {{student}} was submitted ' +
          '{{reminderDays}} days ago and has no comment yet. Please comment within {{deadlineDays}} days ' +
          'of submission.</p>',
      ),
    ],
  },
  {
    name: 'Review overdue',
    triggerIdentifier: SYSTEM_WORKFLOWS.reviewOverdue,
    audienceRoles: COORDINATORS,
    description: `A contribution has had no coordinator comment for ${COMMENT_DEADLINE_DAYS} days.`,
    active: true,
    critical: false,
    tags: ['contributions', 'reminders'],
    preferenceSettings: {},
    steps: [
      { type: 'delay', active: true, delayType: 'regular', amount: COMMENT_DEADLINE_DAYS, unit: 'days' },
      ...inAppAndEmail(
        'Overdue: <b>{{title}}</b> by {{student}} has had no comment for {{deadlineDays}} days.',
        'Overdue: {{title}} has had no comment for {{deadlineDays}} days',
        '<p>Hello {{subscriber.firstName}},</p><p>The {{deadlineDays}}-day comment deadline of ' +
          '<b>{{title}}</b> by {{student}} has passed without a comment.</p>',
      ),
    ],
  },
  {
    name: 'New event',
    triggerIdentifier: SYSTEM_WORKFLOWS.eventCreated,
    audienceRoles: STUDENTS,
    description: 'Your faculty opened a new event for contributions.',
    active: true,
    critical: false,
    tags: ['events'],
    preferenceSettings: {},
    steps: inAppAndEmail(
      'New event: <b>{{eventName}}</b>. Contributions close on {{closureDate}}.',
      'New event at {{facultyName}}: {{eventName}}',
      '<p>Hello {{subscriber.firstName}},</p><p>{{facultyName}} opened <b>{{eventName}}</b> for ' +
        'contributions. New contributions close on {{closureDate}}; changes close on ' +
        '{{finalClosureDate}}.</p>',
    ),
  },
  {
    name: 'Event opens',
    triggerIdentifier: SYSTEM_WORKFLOWS.eventOpening,
    audienceRoles: STUDENTS,
    description: 'An event your faculty entered before its opening date opens for contributions.',
    active: true,
    critical: false,
    tags: ['events'],
    preferenceSettings: {},
    steps: [
      { type: 'delay', active: true, delayType: 'scheduled', delayPath: 'opensAt' },
      ...inAppAndEmail(
        'Now open: <b>{{eventName}}</b>. Contributions close on {{closureDate}}.',
        '{{eventName}} is open for contributions',
        '<p>Hello {{subscriber.firstName}},</p><p>{{facultyName}} opened <b>{{eventName}}</b> for ' +
          'contributions. New contributions close on {{closureDate}}; changes close on ' +
          '{{finalClosureDate}}.</p>',
      ),
    ],
  },
  {
    name: 'Event closing soon',
    triggerIdentifier: SYSTEM_WORKFLOWS.eventClosingSoon,
    audienceRoles: STUDENTS,
    description: 'An event stops taking new contributions in a few days.',
    active: true,
    critical: false,
    tags: ['events', 'reminders'],
    preferenceSettings: {},
    steps: [
      { type: 'delay', active: true, delayType: 'scheduled', delayPath: 'remindAt' },
      ...inAppAndEmail(
        '<b>{{eventName}}</b> takes new contributions until {{closureDate}}.',
        '{{eventName}} closes on {{closureDate}}',
        '<p>Hello {{subscriber.firstName}},</p><p><b>{{eventName}}</b> takes new contributions until ' +
          '{{closureDate}}.</p>',
      ),
    ],
  },
  {
    name: 'Event final closure soon',
    triggerIdentifier: SYSTEM_WORKFLOWS.eventFinalClosingSoon,
    audienceRoles: STUDENTS,
    description: 'Contributions to an event can be changed for a few more days.',
    active: true,
    critical: false,
    tags: ['events', 'reminders'],
    preferenceSettings: {},
    steps: [
      { type: 'delay', active: true, delayType: 'scheduled', delayPath: 'remindAt' },
      ...inAppAndEmail(
        'Last days to change your contributions to <b>{{eventName}}</b>: until {{finalClosureDate}}.',
        'Last days to change your contribution to {{eventName}}',
        '<p>Hello {{subscriber.firstName}},</p><p>You can change your contributions to ' +
          '<b>{{eventName}}</b> until {{finalClosureDate}}. After that they are final.</p>',
      ),
    ],
  },
  {
    name: 'Guest account created',
    triggerIdentifier: SYSTEM_WORKFLOWS.guestAccountCreated,
    audienceRoles: COORDINATORS,
    description: 'A guest account was created for your faculty.',
    active: true,
    critical: false,
    tags: ['accounts'],
    preferenceSettings: {},
    steps: [
      {
        type: 'in_app',
        active: true,
        content: 'A guest account was created for {{facultyName}}: <b>{{guest}}</b>.',
        redirectUrl: '{{{url}}}',
      },
    ],
  },
];

const DEFINITIONS: SystemWorkflow[] = [
  {
    name: 'Account created',
    triggerIdentifier: SYSTEM_WORKFLOWS.accountCreated,
    description: 'A new account gets a one-time link to set its password.',
    locked: true,
    active: true,
    critical: true,
    tags: ['accounts'],
    preferenceSettings: {},
    steps: [
      {
        type: 'email',
        active: true,
        subject: 'Your {{institution}} account',
        body:
          '<p>Hello {{subscriber.firstName}},</p><p>An account was created for you at {{institution}}. ' +
          'Choose your password with this link, which works once and expires {{expiresIn}}:</p>' +
          '<p><a href="{{link}}">{{link}}</a></p><p>If you did not expect this, ignore this email.</p>',
      },
    ],
  },
  {
    name: 'Password reset',
    triggerIdentifier: SYSTEM_WORKFLOWS.passwordReset,
    description: 'A one-time link to choose a new password.',
    locked: true,
    active: true,
    critical: true,
    tags: ['accounts'],
    preferenceSettings: {},
    steps: [
      {
        type: 'email',
        active: true,
        subject: 'Reset your {{institution}} password',
        body:
          '<p>Hello {{subscriber.firstName}},</p><p>Someone asked to reset your password. This link works once and ' +
          'expires {{expiresIn}}:</p><p><a href="{{link}}">{{link}}</a></p>' +
          '<p>If it was not you, ignore this email: your password stays as it is.</p>',
      },
    ],
  },
  ...UNIVERSITY_WORKFLOWS,
];

/**
 * Creates any system workflow that is missing; leaves edited ones alone but for their audience, and restores a
 * locked one as written here.
 */
export async function ensureSystemWorkflows(
  ctx: Pick<UniversityContext, 'db' | 'newId' | 'now'>,
): Promise<void> {
  const environment = await productEnvironment(ctx.db);
  const now = ctx.now().toISOString();
  for (const definition of DEFINITIONS) {
    const audience = definition.audienceRoles ? JSON.stringify(definition.audienceRoles) : null;
    await upsertWorkflow(
      forEnvironment(ctx.db, environment),
      {
        id: ctx.newId(),
        environment_id: environment.id,
        name: definition.name,
        trigger_identifier: definition.triggerIdentifier,
        description: definition.description,
        active: 1,
        critical: definition.critical ? 1 : 0,
        tags: JSON.stringify(definition.tags),
        steps: JSON.stringify(definition.steps),
        preference_settings: '{}',
        audience_roles: audience,
        locked: definition.locked ? 1 : 0,
        created_at: now,
        updated_at: now,
      },
      // The audience follows the product's code (it is not editable), also for workflows made before it; so does
      // all of a locked workflow.
      {
        audience_roles: audience,
        ...(definition.locked && {
          name: definition.name,
          description: definition.description,
          active: 1,
          critical: 1,
          steps: JSON.stringify(definition.steps),
          preference_settings: '{}',
          locked: 1,
        }),
      },
    );
  }
  await linkSettingsInFooters(ctx, environment.id);
}

/** Workflows made before the footer linked the settings get the link, unless someone edited that line. */
async function linkSettingsInFooters(
  ctx: Pick<UniversityContext, 'db'>,
  environmentId: string,
): Promise<void> {
  const db = scoped(ctx.db, { environmentId });
  const unlinked = await workflowsWithStepsHolding(db, environmentId, UNLINKED_SETTINGS_LINE);
  for (const workflow of unlinked) {
    const steps = (JSON.parse(workflow.steps) as { type: string; body?: string }[]).map((step) =>
      step.type === 'email' && step.body?.endsWith(UNLINKED_SETTINGS_LINE)
        ? { ...step, body: step.body.slice(0, -UNLINKED_SETTINGS_LINE.length) + LINKED_SETTINGS_LINE }
        : step,
    );
    await setWorkflowSteps(db, workflow.id, JSON.stringify(steps));
  }
}
