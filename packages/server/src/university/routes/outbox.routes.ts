import type { FastifyInstance } from 'fastify';
import { ROLE_ID } from '@herald/protocol';
import {
  listQuerySchema,
  outboxListResponseSchema,
  outboxResendResponseSchema,
  resourceIdParamsSchema,
  type OutboxMail,
} from '@herald/protocol/schemas';
import type { UniversityContext } from '../context.js';
import { scoped } from '../../db/scope.js';
import { requireAccount } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import {
  linkMailWaitSeconds,
  sendAccountLink,
  type LinkPurpose,
} from '../services/accounts/account-links.js';
import { SYSTEM_WORKFLOWS } from '../services/system-workflows.js';
import { productEnvironment } from '../../notify/service.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import { REFERENCE_SET_PASSWORD_MAIL_ID } from '../reference.js';
import { accountByEmailForMail } from '../repo/accounts.js';
import { universityMailById, universityMailPage } from '../repo/outbox.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<
  UniversityContext,
  'config' | 'db' | 'guestVisits' | 'jobs' | 'keptSubscribers' | 'mailer' | 'newId' | 'now' | 'tokens'
>;

/** The workflows whose mail carries a one-time link, and the link each re-sends. */
const ACCOUNT_LINK_WORKFLOWS: Record<string, LinkPurpose> = {
  [SYSTEM_WORKFLOWS.accountCreated]: 'set-password',
  [SYSTEM_WORKFLOWS.passwordReset]: 'reset-password',
};

/**
 * Administrators see that the university's mail went out, and re-send it; never a body, which may carry a
 * one-time link. Mail of other organisations and of the platform (member invitations) is never listed here.
 * In production without SMTP the outbox is not readable at all: the server's console prints each kept mail.
 */
export function outboxRoutes(ctx: RouteContext) {
  const readable = () => {
    if (ctx.config.production && !ctx.config.smtpUrl) {
      throw new HttpError(
        403,
        'The outbox is not readable in production without SMTP_URL: the server console prints each kept mail',
      );
    }
  };
  /** The university's organisation, and the database scoped to it. */
  const university = async () => {
    const organizationId = (await productEnvironment(ctx.db)).organization_id;
    return { db: scoped(ctx.db, { organizationId }), organizationId };
  };

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const admin = { preHandler: requireAccount(ctx, [ROLE_ID.ADMIN]) };

    app.get(
      '/',
      {
        ...admin,
        schema: contract({
          tag: 'App',
          summary:
            "The university's mail: that it went out, never its body (administrators; not readable in production without SMTP)",
          security: 'bearer',
          querystring: listQuerySchema,
          response: outboxListResponseSchema,
          example: { query: { page: 0, limit: 20 } },
        }),
      },
      async (request) => {
        readable();
        const { page, limit } = request.query;
        const { db, organizationId } = await university();
        const rows = await universityMailPage(db, organizationId, page, limit);
        return {
          data: rows.slice(0, limit).map((row): OutboxMail => ({
            _id: row.id,
            to: row.to,
            subject: row.subject,
            kind:
              row.template_identifier && ACCOUNT_LINK_WORKFLOWS[row.template_identifier]
                ? 'account-link'
                : 'notification',
            status: row.status,
            createdAt: row.created_at,
          })),
          page,
          pageSize: limit,
          hasMore: rows.length > limit,
        };
      },
    );

    // A one-time link is re-sent as a new link (the kept one cannot be read back: only its hash is stored);
    // any other mail is sent again as it was.
    app.post(
      '/:id/resend',
      {
        ...admin,
        schema: contract({
          tag: 'App',
          summary: 'Send a mail again; a one-time link is re-sent as a new link (administrators)',
          security: 'bearer',
          params: resourceIdParamsSchema,
          response: outboxResendResponseSchema,
          status: 202,
          example: { params: { id: REFERENCE_SET_PASSWORD_MAIL_ID } },
        }),
      },
      async (request, reply) => {
        readable();
        const { id } = request.params;
        const { db, organizationId } = await university();
        const mail = await universityMailById(db, organizationId, id);
        if (!mail) throw new HttpError(404, 'No such mail in the outbox');
        const purpose = mail.template_identifier
          ? ACCOUNT_LINK_WORKFLOWS[mail.template_identifier]
          : undefined;
        if (purpose) {
          const account = await accountByEmailForMail(ctx, mail.to.toLowerCase());
          if (!account || account.active !== 1) {
            throw new HttpError(409, 'The account of this mail no longer exists or is deactivated');
          }
          const wait = await linkMailWaitSeconds(ctx, account.id, purpose);
          if (wait > 0) {
            reply.header('retry-after', String(wait));
            throw new HttpError(
              429,
              'This address was sent this link 3 times in the last hour: send it again later',
            );
          }
          await sendAccountLink(ctx, account, purpose);
        } else {
          await ctx.mailer.send({
            environmentId: mail.environment_id,
            messageId: null,
            templateIdentifier: mail.template_identifier,
            to: mail.to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
          });
        }
        return reply.status(202).send({ data: { resent: true } });
      },
    );
  };
}
