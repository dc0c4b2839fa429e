// The university's accounts: signing in, their credential and profile, the administrators' list, and the change
// that ends an account's sessions.
import { ROLE_ID, type AccountListQuery } from '@herald/protocol';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { AccountTable } from '../../db/tables/university.js';
import type { UniversityDb as Db } from './transaction.js';

/**
 * The part of an `accounts` update that voids every app token signed so far for the account, and with them its
 * widget sessions (accounts/account-widget-tokens.ts). Follow it with `closeAccountSockets` once it is committed.
 */
const END_SESSIONS = { token_version: sql<number>`token_version + 1` } as const;

export function findAccountByEmail(ctx: Db, email: string) {
  return ctx.db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findAccountById(ctx: Db, id: number) {
  return ctx.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The id of the account with this email (other than `except`), if there is one. */
export function accountIdByEmail(ctx: Db, email: string, except?: number) {
  let query = ctx.db.selectFrom('accounts').select('id').where('email', '=', email);
  if (except !== undefined) query = query.where('id', '!=', except);
  return query.executeTakeFirst();
}

/** These columns of the account with this id, if it exists. */
export function accountById<C extends keyof AccountTable & string>(
  ctx: Db,
  id: number,
  columns: readonly C[],
) {
  return ctx.db.selectFrom('accounts').select(columns).where('id', '=', id).executeTakeFirst();
}

/** The account with this email as a mail re-sent to it needs it. */
export function accountByEmailForMail(ctx: Db, email: string) {
  return ctx.db
    .selectFrom('accounts')
    .select(['id', 'email', 'name', 'active'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** What an app token is signed from: the account's role and credential as they are stored now. */
export function accountCredential(ctx: Db, id: number) {
  return ctx.db
    .selectFrom('accounts')
    .select(['id', 'role_id', 'password_hash', 'token_version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Every account's profile as its subscriber mirrors it. */
export function accountProfiles(ctx: Db) {
  return ctx.db.selectFrom('accounts').select(['id', 'name', 'email', 'phone']).execute();
}

export function recordSignIn(ctx: Db, id: number, at: string, browser: string) {
  return ctx.db
    .updateTable('accounts')
    .set({ last_login_at: at, last_login_browser: browser, failed_sign_ins: 0, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** Writes `changes` to the account; with `endSessions`, every token signed for it so far ends too. */
export function updateAccount(ctx: Db, id: number, changes: Updateable<AccountTable>, endSessions = false) {
  return ctx.db
    .updateTable('accounts')
    .set({ ...changes, ...(endSessions && END_SESSIONS) })
    .where('id', '=', id)
    .execute();
}

export function insertAccount(ctx: Db, account: Insertable<AccountTable>) {
  return ctx.db
    .insertInto('accounts')
    .values(account)
    .returning(['id', 'email', 'name'])
    .executeTakeFirstOrThrow();
}

export function insertAccounts(ctx: Db, accounts: Insertable<AccountTable>[]) {
  return ctx.db.insertInto('accounts').values(accounts).execute();
}

/** Accounts with their faculty, if they have one. */
function accountsWithFaculty(ctx: Db) {
  return ctx.db.selectFrom('accounts').leftJoin('faculties', 'faculties.id', 'accounts.faculty_id');
}

/** Accounts as administrators list them, with their faculty's name. */
function accountRows(ctx: Db) {
  return accountsWithFaculty(ctx).select([
    'accounts.id',
    'accounts.email',
    'accounts.name',
    'accounts.role_id',
    'accounts.faculty_id',
    'accounts.active',
    'accounts.last_login_at',
    'accounts.last_login_browser',
    'accounts.created_at',
    'faculties.name as faculty_name',
  ]);
}

export type AccountRow = Awaited<ReturnType<ReturnType<typeof accountRows>['executeTakeFirstOrThrow']>>;

export function accountRow(ctx: Db, id: number) {
  return accountRows(ctx).where('accounts.id', '=', id).executeTakeFirst();
}

const SORT_COLUMNS = {
  name: 'accounts.name',
  email: 'accounts.email',
  createdAt: 'accounts.created_at',
  lastLoginAt: 'accounts.last_login_at',
} as const;

/**
 * One page of accounts whose name or email holds `search` literally (the user's % and _ match themselves), of a
 * role and faculty, sorted; with the count of all that match.
 */
export async function accountPage(ctx: Db, filter: AccountListQuery) {
  let list = accountRows(ctx);
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    list = list.where((eb) =>
      eb.or([
        eb(sql`lower(accounts.name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(accounts.email)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (filter.roleID !== undefined) list = list.where('accounts.role_id', '=', filter.roleID);
  if (filter.facultyId !== undefined) list = list.where('accounts.faculty_id', '=', filter.facultyId);
  const total = await list
    .clearSelect()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await list
    .orderBy(SORT_COLUMNS[filter.sort], filter.direction)
    .orderBy('accounts.id')
    .limit(filter.limit)
    .offset(filter.page * filter.limit)
    .execute();
  return { total: Number(total.n), rows };
}

/** The signed-in person's profile, with their faculty's name. */
export function profileRow(ctx: Db, id: number) {
  return accountsWithFaculty(ctx)
    .select([
      'accounts.id',
      'accounts.email',
      'accounts.name',
      'accounts.phone',
      'accounts.address',
      'accounts.role_id',
      'accounts.last_login_at',
      'accounts.last_login_browser',
      'faculties.name as faculty_name',
    ])
    .where('accounts.id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The active accounts of a role in a faculty, by id, with what a notification needs of them. */
export function activeAccountsIn(ctx: Db, roleId: number, facultyId: number) {
  return ctx.db
    .selectFrom('accounts')
    .select(['id', 'name', 'email', 'phone'])
    .where('role_id', '=', roleId)
    .where('faculty_id', '=', facultyId)
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
}

/**
 * The active accounts whose dashboards count the contribution: every manager, and the coordinators of its
 * faculty.
 */
export function statisticsReadersOf(ctx: Db, contributionId: number) {
  return ctx.db
    .selectFrom('accounts')
    .select('accounts.id')
    .where('accounts.active', '=', 1)
    .where((where) =>
      where.or([
        where('accounts.role_id', '=', ROLE_ID.MANAGER),
        where.and([
          where('accounts.role_id', '=', ROLE_ID.COORDINATOR),
          where(
            'accounts.faculty_id',
            '=',
            where
              .selectFrom('contributions')
              .select('contributions.faculty_id')
              .where('contributions.id', '=', contributionId),
          ),
        ]),
      ]),
    )
    .execute();
}
