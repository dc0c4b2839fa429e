// First-run setup: the institution's organisation and environment, and, for demos, one faculty and one
// account per role. Runs only while the database has no organisation, so a restart changes nothing.
import { randomBytes } from 'node:crypto';
import { ROLE_ID, type RoleName } from '@herald/protocol';
import type { AppContext } from '../context.js';
import { encrypt, newSecretToken, sha256Hex } from '../security/crypto.js';
import { hashPassword } from '../security/password.js';

export interface DemoAccount {
  role: RoleName;
  email: string;
  password: string;
  name: string;
}

/** Published in README.md: demo credentials, never created in production unless SEED_DEMO=true. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'ADMIN', email: 'admin@herald.test', password: 'herald-demo-admin', name: 'Ada Admin' },
  { role: 'MANAGER', email: 'manager@herald.test', password: 'herald-demo-manager', name: 'Max Manager' },
  {
    role: 'COORDINATOR',
    email: 'coordinator@herald.test',
    password: 'herald-demo-coordinator',
    name: 'Cora Coordinator',
  },
  { role: 'STUDENT', email: 'student@herald.test', password: 'herald-demo-student', name: 'Sam Student' },
  { role: 'GUEST', email: 'guest@herald.test', password: 'herald-demo-guest', name: 'Gus Guest' },
];

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
  const apiKey = newSecretToken('hk_');
  const applicationIdentifier = randomBytes(9).toString('base64url');
  const passwordHashes = ctx.config.seedDemo
    ? await Promise.all(
        DEMO_ACCOUNTS.map((account) => hashPassword(account.password, ctx.config.passwordCost)),
      )
    : [];

  await ctx.db.transaction().execute(async (trx) => {
    const organizationId = ctx.newId();
    await trx
      .insertInto('organizations')
      .values({ id: organizationId, name: ctx.config.institutionName, branding: '{}', created_at: createdAt })
      .execute();
    await trx
      .insertInto('environments')
      .values({
        id: ctx.newId(),
        organization_id: organizationId,
        name: 'Production',
        application_identifier: applicationIdentifier,
        api_key_hash: sha256Hex(apiKey),
        api_key_sealed: encrypt(ctx.sealingKey, apiKey),
        hmac_required: 1,
        created_at: createdAt,
      })
      .execute();
    if (!ctx.config.seedDemo) return;

    const faculty = await trx
      .insertInto('faculties')
      .values({
        name: 'Faculty of Computing',
        description: 'Computing, software engineering and data science.',
        guest_access: 1,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const needsFaculty: RoleName[] = ['COORDINATOR', 'STUDENT', 'GUEST'];
    await trx
      .insertInto('accounts')
      .values(
        DEMO_ACCOUNTS.map((account, index) => ({
          email: account.email,
          name: account.name,
          password_hash: passwordHashes[index]!,
          role_id: ROLE_ID[account.role],
          faculty_id: needsFaculty.includes(account.role) ? faculty.id : null,
          active: 1,
          created_at: createdAt,
        })),
      )
      .execute();
  });

  return { apiKey, applicationIdentifier, demoAccounts: ctx.config.seedDemo ? DEMO_ACCOUNTS : [] };
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
