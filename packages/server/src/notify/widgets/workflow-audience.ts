// Which workflows a subscriber can receive. A workflow of the product's environment may name the roles whose
// accounts it reaches (`audience_roles`, set by the product's own workflows in university/services/system-workflows.ts);
// the settings view lists it only to subscribers that are accounts with one of those roles. A workflow without
// an audience, as every workflow of another environment, reaches every subscriber.
import { isRoleId, type RoleId } from '@herald/protocol';
import type { NotifyContext } from '../context.js';
import type { Workflow } from '../../db/tables/notify.js';
import type { WidgetTokenPayload } from '../../security/tokens.js';
import { productEnvironment } from '../notifications/subscribers.js';
import { accountRole } from '../repo/unscoped.js';

/** The stored audience as role ids; undefined for every subscriber (no audience, or unreadable). */
export function audienceRoles(workflow: Pick<Workflow, 'audience_roles'>): RoleId[] | undefined {
  if (workflow.audience_roles === null) return undefined;
  try {
    const roles: unknown = JSON.parse(workflow.audience_roles);
    return Array.isArray(roles) ? roles.filter(isRoleId) : undefined;
  } catch {
    return undefined;
  }
}

/** The role of the account behind a subscriber of the product's environment (subscriberId = account id). */
async function subscriberRole(
  ctx: Pick<NotifyContext, 'db'>,
  subscriber: WidgetTokenPayload,
): Promise<number | undefined> {
  if (!/^[1-9]\d{0,14}$/.test(subscriber.subscriberId)) return undefined;
  // The product environment and its accounts are the server's own, named by no caller's organisation.
  /* eslint-disable no-restricted-syntax */
  if ((await productEnvironment(ctx.db)).id !== subscriber.environmentId) return undefined;
  const account = await accountRole(ctx.db, Number(subscriber.subscriberId));
  /* eslint-enable no-restricted-syntax */
  return account?.role_id;
}

/** The workflows among `workflows` that can reach the subscriber, in the same order. */
export async function receivableWorkflows<W extends Pick<Workflow, 'audience_roles'>>(
  ctx: Pick<NotifyContext, 'db'>,
  subscriber: WidgetTokenPayload,
  workflows: readonly W[],
): Promise<W[]> {
  if (workflows.every((workflow) => audienceRoles(workflow) === undefined)) return [...workflows];
  const role = await subscriberRole(ctx, subscriber);
  return workflows.filter((workflow) => {
    const roles = audienceRoles(workflow);
    return roles === undefined || (role !== undefined && (roles as readonly number[]).includes(role));
  });
}
