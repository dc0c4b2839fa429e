// An organisation with one environment and one subscriber in it, written straight to a fresh database: the two
// tenants the scope's tests (and the compiled shapes') tell apart.
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';

export async function insertTenant(
  db: Kysely<Database>,
  { organizationId, environmentId }: { organizationId: string; environmentId: string },
  subscriber: { id: string; subscriberId: string; firstName: string | null },
): Promise<void> {
  const at = new Date(0).toISOString();
  await db
    .insertInto('organizations')
    .values({ id: organizationId, name: organizationId, branding: '{}', created_at: at })
    .execute();
  await db
    .insertInto('environments')
    .values({
      id: environmentId,
      organization_id: organizationId,
      name: environmentId,
      application_identifier: environmentId,
      api_key_hash: environmentId,
      api_key_sealed: '',
      hmac_required: 0,
      created_at: at,
      api_rate_limits: null,
    })
    .execute();
  await db
    .insertInto('subscribers')
    .values({
      id: subscriber.id,
      environment_id: environmentId,
      subscriber_id: subscriber.subscriberId,
      first_name: subscriber.firstName,
      last_name: null,
      email: null,
      phone: null,
      avatar: null,
      locale: null,
      data: null,
      created_at: at,
    })
    .execute();
}
