// The tenant a job runs for: looked up again by the identifier its trigger recorded, so templates (`tenant.*`)
// and tenant filters read the tenant as it is stored when the step runs, not as it was at the trigger.
import type { Tenant } from '@herald/protocol';
import type { NotifyContext } from '../context.js';
import type { Job } from '../../db/tables/notify.js';
import { scoped } from '../../db/scope.js';
import { tenantToWire } from '../management/tenants.js';
import { findTenant } from '../repo/management/tenants.js';
import type { JobContext, StepOutcome } from './job.js';

/** The job's tenant, or null when it has none, multi-tenancy is off, or the tenant was deleted meanwhile. */
export async function tenantOfJob(
  ctx: Pick<NotifyContext, 'config' | 'db'>,
  job: Job,
): Promise<Tenant | null> {
  if (!job.tenant_identifier || !ctx.config.features.multiTenancy) return null;
  const row = await findTenant(
    scoped(ctx.db, { environmentId: job.environment_id }),
    job.environment_id,
    job.tenant_identifier,
  );
  return row ? tenantToWire(row) : null;
}

/**
 * Logs the tenant a step runs for (TENANT_CONTEXT_SELECTED); a tenant deleted since the trigger fails the step
 * with TENANT_NOT_FOUND instead. Undefined when the step goes on.
 */
export async function selectTenant(
  ctx: Pick<NotifyContext, 'config' | 'db'>,
  job: JobContext,
): Promise<StepOutcome | undefined> {
  const identifier = job.job.tenant_identifier;
  if (!identifier || !ctx.config.features.multiTenancy) return undefined;
  const tenant = job.tenant;
  if (!tenant) {
    await job.log({ detail: 'TENANT_NOT_FOUND', raw: { tenantIdentifier: identifier } });
    return { status: 'failed', error: `Tenant "${identifier}" not found` };
  }
  await job.log({ detail: 'TENANT_CONTEXT_SELECTED', raw: tenant });
  return undefined;
}
