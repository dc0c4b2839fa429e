// The demo's university: one faculty and one account per role, made on a server's first start when SEED_DEMO asks
// for them (the composition root's first run, seed/first-run.ts).
import { ROLE_ID, type RoleName } from '@herald/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertAccounts } from './repo/accounts.js';
import { insertFaculty } from './repo/faculties.js';

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

/** The roles that belong to a faculty: their demo accounts belong to the demo's one faculty. */
const FACULTY_ROLES: readonly RoleName[] = ['COORDINATOR', 'STUDENT', 'GUEST'];

/**
 * Stores the demo's faculty and its accounts, `passwordHashes[i]` being the hash of `DEMO_ACCOUNTS[i]`'s password
 * (hashed before the caller's transaction begins, as hashing takes a while).
 */
export async function seedDemoAccounts(
  db: Kysely<Database>,
  { passwordHashes, createdAt }: { passwordHashes: readonly string[]; createdAt: string },
): Promise<void> {
  const faculty = await insertFaculty(
    { db },
    {
      name: 'Faculty of Computing',
      description: 'Computing, software engineering and data science.',
      guest_access: 1,
      created_at: createdAt,
    },
  );
  await insertAccounts(
    { db },
    DEMO_ACCOUNTS.map((account, index) => ({
      email: account.email,
      name: account.name,
      password_hash: passwordHashes[index]!,
      role_id: ROLE_ID[account.role],
      faculty_id: FACULTY_ROLES.includes(account.role) ? faculty.id : null,
      active: 1,
      created_at: createdAt,
    })),
  );
}
