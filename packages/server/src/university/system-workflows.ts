// The workflows the university product triggers itself, created on start in the product's environment.
import type { CreateWorkflowBody } from '@herald/protocol';
import type { AppContext } from '../context.js';
import { newObjectId } from '../security/crypto.js';
import { productEnvironment } from '../widgets/subscribers.js';

export const SYSTEM_WORKFLOWS = {
  accountCreated: 'account-created',
  passwordReset: 'password-reset',
} as const;

const DEFINITIONS: CreateWorkflowBody[] = [
  {
    name: 'Account created',
    triggerIdentifier: SYSTEM_WORKFLOWS.accountCreated,
    description: 'A new account gets a one-time link to set its password.',
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
];

/** Creates any system workflow that is missing; leaves edited ones alone. */
export async function ensureSystemWorkflows(ctx: AppContext): Promise<void> {
  const environment = await productEnvironment(ctx.db);
  const now = ctx.now().toISOString();
  for (const definition of DEFINITIONS) {
    await ctx.db
      .insertInto('workflows')
      .values({
        id: newObjectId(),
        environment_id: environment.id,
        name: definition.name,
        trigger_identifier: definition.triggerIdentifier,
        description: definition.description,
        active: 1,
        critical: definition.critical ? 1 : 0,
        tags: JSON.stringify(definition.tags),
        steps: JSON.stringify(definition.steps),
        preference_settings: '{}',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['environment_id', 'trigger_identifier']).doNothing())
      .execute();
  }
}
