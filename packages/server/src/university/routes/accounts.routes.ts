import type { FastifyInstance } from 'fastify';
import { ROLE_ID, type Account, type RoleId } from '@herald/protocol';
import {
  accountFacultyMatchesRole,
  accountListQuerySchema,
  accountListResponseSchema,
  accountSchema,
  createAccountBodySchema,
  updateAccountBodySchema,
} from '@herald/protocol/schemas';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { sendAccountLink, voidPasswordLinks } from '../services/accounts/account-links.js';
import { closeAccountSockets } from '../services/accounts/account-sessions.js';
import {
  accountIdByEmail,
  accountPage,
  accountRow,
  insertAccount,
  updateAccount,
  type AccountRow,
} from '../repo/accounts.js';
import { facultyById } from '../repo/faculties.js';
import type { UniversityContext } from '../context.js';
import { accountOf, requireAccount } from '../../http/auth.js';
import { HttpError, parse } from '../../http/errors.js';
import { hashPassword } from '../../security/password.js';
import { audit } from '../services/audit.js';
import { contract, type ZodTypeProvider, dataOf } from '../../http/contract.js';
import { REFERENCE_FACULTY_ID, REFERENCE_NEW_STUDENT_ID, REFERENCE_STUDENT_ID } from '../reference.js';
import { params } from './params.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<
  UniversityContext,
  | 'config'
  | 'db'
  | 'domainEvents'
  | 'guestVisits'
  | 'jobs'
  | 'keptSubscribers'
  | 'newId'
  | 'now'
  | 'realtime'
  | 'tokens'
>;

export function accountRoutes(ctx: RouteContext) {
  const toWire = (row: AccountRow): Account => ({
    id: row.id,
    email: row.email,
    name: row.name,
    roleID: row.role_id as RoleId,
    facultyId: row.faculty_id,
    facultyName: row.faculty_name,
    active: row.active === 1,
    lastLoginAt: row.last_login_at,
    lastLoginBrowser: row.last_login_browser,
    createdAt: row.created_at,
  });

  async function one(id: number): Promise<Account> {
    const row = await accountRow(ctx, id);
    if (!row) throw new HttpError(404, 'Account not found');
    return toWire(row);
  }

  async function checkFaculty(facultyId: number | null) {
    if (facultyId === null) return;
    const faculty = await facultyById(ctx, facultyId, ['id']);
    if (!faculty) throw new HttpError(400, 'facultyId: no such faculty');
  }

  async function emailTaken(email: string, except?: number) {
    return Boolean(await accountIdByEmail(ctx, email, except));
  }

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireAccount(ctx, [ROLE_ID.ADMIN]));

    app.get(
      '/',
      {
        schema: contract({
          tag: 'Accounts',
          summary: 'Accounts searched, filtered by role and faculty, sorted and paged (administrators)',
          security: 'bearer',
          response: accountListResponseSchema,
          querystring: accountListQuerySchema,
          example: { query: { roleID: 4, facultyId: REFERENCE_FACULTY_ID, sort: 'name', direction: 'asc' } },
        }),
      },
      async (request) => {
        const query = request.query;
        const { total: totalCount, rows } = await accountPage(ctx, query);
        return {
          data: rows.map(toWire),
          totalCount,
          page: query.page,
          pageSize: query.limit,
          hasMore: (query.page + 1) * query.limit < totalCount,
        };
      },
    );

    app.get(
      '/:id',
      {
        schema: contract({
          tag: 'Accounts',
          summary: 'One account (administrators)',
          security: 'bearer',
          params,
          response: dataOf(accountSchema),
          example: { params: { id: REFERENCE_STUDENT_ID } },
        }),
      },
      async (request) => ({ data: await one(request.params.id) }),
    );

    app.post(
      '/',
      {
        schema: contract({
          tag: 'Accounts',
          summary: 'Create an account; it is mailed a one-time link to choose its password',
          security: 'bearer',
          body: createAccountBodySchema,
          response: dataOf(accountSchema),
          status: 201,
          example: {
            body: {
              email: 'lena.fischer@herald.test',
              name: 'Lena Fischer',
              roleID: 3,
              facultyId: REFERENCE_FACULTY_ID,
            },
          },
        }),
      },
      async (request, reply) => {
        const body = request.body;
        await checkFaculty(body.facultyId);
        if (await emailTaken(body.email)) throw new HttpError(409, 'An account with this email exists');
        // No password is ever chosen for someone or emailed: a random one nobody knows until the link is used.
        const created = await insertAccount(ctx, {
          email: body.email,
          name: body.name,
          password_hash: await hashPassword(randomBytes(32).toString('base64url'), ctx.config.passwordCost),
          role_id: body.roleID,
          faculty_id: body.facultyId,
          active: 1,
          created_at: ctx.now().toISOString(),
        });
        await sendAccountLink(ctx, created, 'set-password');
        await audit(ctx, request, 'account.created', `account:${created.id}`, { ...body });
        await ctx.domainEvents.emit({
          type: 'account.created',
          accountId: created.id,
          actorId: request.account?.id ?? null,
        });
        reply.code(201);
        return { data: await one(created.id) };
      },
    );

    app.put(
      '/:id',
      {
        schema: contract({
          tag: 'Accounts',
          summary: 'Update or deactivate an account; deactivation ends its sessions at once',
          security: 'bearer',
          params,
          body: updateAccountBodySchema,
          response: dataOf(accountSchema),
          example: { params: { id: REFERENCE_NEW_STUDENT_ID }, body: { name: 'Priya Sharma-Patel' } },
        }),
      },
      async (request) => {
        const { id } = request.params;
        const body = request.body;
        const current = await one(id);
        const next = {
          roleID: body.roleID ?? current.roleID,
          facultyId: body.facultyId !== undefined ? body.facultyId : current.facultyId,
        };
        parse(
          z
            .object({ roleID: z.number(), facultyId: z.number().nullable() })
            .superRefine(accountFacultyMatchesRole as never),
          next,
        );
        if (body.facultyId !== undefined) await checkFaculty(body.facultyId);
        if (body.email !== undefined && (await emailTaken(body.email, id)))
          throw new HttpError(409, 'An account with this email exists');
        if (
          id === accountOf(request).id &&
          (body.active === false || (body.roleID !== undefined && body.roleID !== ROLE_ID.ADMIN))
        ) {
          throw new HttpError(409, 'You cannot deactivate yourself or remove your own administrator role');
        }
        await updateAccount(
          ctx,
          id,
          {
            ...(body.email !== undefined && { email: body.email }),
            ...(body.name !== undefined && { name: body.name }),
            ...(body.roleID !== undefined && { role_id: body.roleID }),
            ...(body.facultyId !== undefined && { faculty_id: body.facultyId }),
            ...(body.active !== undefined && { active: body.active ? 1 : 0 }),
          },
          // Deactivation or a new role ends the account's sessions; reactivation does not revive them.
          body.active === false || (body.roleID !== undefined && body.roleID !== current.roleID),
        );
        if (body.active === false || (body.roleID !== undefined && body.roleID !== current.roleID)) {
          await closeAccountSockets(ctx, id);
        }
        await audit(
          ctx,
          request,
          body.active === false ? 'account.deactivated' : 'account.updated',
          `account:${id}`,
          body,
        );
        const updated = await one(id);
        // A link sent to an address the account no longer has, or to an account now deactivated, sets no
        // password; a first password still to be chosen gets a new link at the new address.
        const newEmail = updated.email !== current.email;
        if (newEmail || (current.active && !updated.active)) {
          const { setupPending } = await voidPasswordLinks(ctx, id);
          if (newEmail && setupPending && updated.active) await sendAccountLink(ctx, updated, 'set-password');
        }
        if (
          updated.roleID !== current.roleID ||
          updated.facultyId !== current.facultyId ||
          updated.active !== current.active
        ) {
          await ctx.domainEvents.emit({
            type: 'account.moved',
            accountId: id,
            actorId: accountOf(request).id,
          });
        }
        return { data: updated };
      },
    );
  };
}
