// First-run setup: the institution's organisation and its environment (the platform's), and, for demos, one
// faculty and one account per role (the university's), in one transaction. Runs only while the database has no
// organisation, so a restart changes nothing.
import type { AppContext } from '../context.js';
import { scoped } from '../db/scope.js';
import { createEnvironment } from '../platform/services/environments.js';
import { hashPassword } from '../security/password.js';
import { DEMO_ACCOUNTS, seedDemoAccounts, type DemoAccount } from '../university/demo-accounts.js';

export interface SeedResult {
  /** The environment's API key, shown once, at creation. */
  apiKey: string;
  applicationIdentifier: string;
  demoAccounts: readonly DemoAccount[];
}

/** Seeds a fresh database; answers undefined when it was seeded before. */
export async function seedFirstRun(
  ctx: Pick<AppContext, 'config' | 'db' | 'newId' | 'now' | 'sealingKey'>,
): Promise<SeedResult | undefined> {
  const existing = await ctx.db.selectFrom('organizations').select('id').executeTakeFirst();
  if (existing) return undefined;

  const createdAt = ctx.now().toISOString();
  const passwordHashes = ctx.config.seedDemo
    ? await Promise.all(
        DEMO_ACCOUNTS.map((account) => hashPassword(account.password, ctx.config.passwordCost)),
      )
    : [];

  const environment = await ctx.db.transaction().execute(async (trx) => {
    const organizationId = ctx.newId();
    const environmentId = ctx.newId();
    await trx
      .insertInto('organizations')
      .values({ id: organizationId, name: ctx.config.institutionName, branding: '{}', created_at: createdAt })
      .execute();
    const created = await createEnvironment(ctx, scoped(trx, { organizationId, environmentId }), {
      id: environmentId,
      organizationId,
      name: 'Production',
      createdAt,
    });
    if (ctx.config.seedDemo) await seedDemoAccounts(trx, { passwordHashes, createdAt });
    return created;
  });

  return {
    apiKey: environment.apiKey.key,
    applicationIdentifier: environment.applicationIdentifier,
    demoAccounts: ctx.config.seedDemo ? DEMO_ACCOUNTS : [],
  };
}

/** The first-run banner: what a person starting Herald for the first time needs to sign in. */
export function describeSeed(seed: SeedResult, publicOrigin: string): string {
  const lines = [
    '',
    `Herald is set up. Open ${publicOrigin}`,
    '',
    `Notification environment: applicationIdentifier ${seed.applicationIdentifier}`,
    `API key (shown once, keep it safe): ${seed.apiKey}`,
  ];
  if (seed.demoAccounts.length > 0) {
    lines.push('', 'Demo accounts (role, email, password):');
    for (const account of seed.demoAccounts) {
      lines.push(`  ${account.role.padEnd(12)} ${account.email.padEnd(26)} ${account.password}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
