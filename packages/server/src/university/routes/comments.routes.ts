// The review thread of a contribution, between its student and the faculty's coordinators. It closes
// COMMENT_WINDOW_DAYS after the event's final closure date; the first coordinator comment's time is kept
// for the exception reports.
import type { FastifyInstance } from 'fastify';
import { ROLE_ID, type ContributionComment } from '@herald/protocol';
import { commentBodySchema, contributionCommentSchema } from '@herald/protocol/schemas';
import { z } from 'zod';
import type { UniversityContext } from '../context.js';
import { accountOf, requireAccount } from '../../http/auth.js';
import { REVIEW_PARTIES, loadContribution, permissions, refusal } from '../services/contributions.access.js';
import { contract, type ZodTypeProvider, dataOf } from '../../http/contract.js';
import { commentRows, insertComment } from '../repo/comments.js';
import { stampFirstComment } from '../repo/contributions.js';
import { inUniversityTransaction } from '../repo/transaction.js';
import { REFERENCE_ACCEPTED_CONTRIBUTION_ID, REFERENCE_SUBMITTED_CONTRIBUTION_ID } from '../reference.js';
import { params } from './params.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<UniversityContext, 'db' | 'domainEvents' | 'guestVisits' | 'now' | 'tokens'>;

export function commentRoutes(ctx: RouteContext) {
  async function comments(contributionId: number, id?: number): Promise<ContributionComment[]> {
    return (await commentRows(ctx, contributionId, id)).map((row) => ({
      id: row.id,
      authorId: row.author_id,
      authorName: row.name,
      authorRoleID: row.role_id,
      body: row.body,
      createdAt: row.created_at,
    }));
  }

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const parties = { preHandler: requireAccount(ctx, REVIEW_PARTIES) };

    app.get(
      '/contributions/:id/comments',
      {
        ...parties,
        schema: contract({
          tag: 'Contributions',
          summary: 'The review thread (student and coordinator)',
          security: 'bearer',
          params,
          example: { as: 'STUDENT', params: { id: REFERENCE_ACCEPTED_CONTRIBUTION_ID } },
          response: dataOf(z.array(contributionCommentSchema)),
        }),
      },
      async (request) => {
        const { id } = request.params;
        await loadContribution(ctx, accountOf(request), id);
        return { data: await comments(id) };
      },
    );

    app.post(
      '/contributions/:id/comments',
      {
        ...parties,
        schema: contract({
          tag: 'Contributions',
          summary: 'Comment (until 14 days after the final closure date)',
          security: 'bearer',
          params,
          body: commentBodySchema,
          example: {
            as: 'COORDINATOR',
            params: { id: REFERENCE_SUBMITTED_CONTRIBUTION_ID },
            body: { body: 'Good measurements. Which week in August were they taken, and was term running?' },
          },
          response: dataOf(contributionCommentSchema),
          status: 201,
        }),
      },
      async (request, reply) => {
        const { id } = request.params;
        const account = accountOf(request);
        // Scope first: out of scope answers 404 whatever the body.
        const record = await loadContribution(ctx, accountOf(request), id);
        const body = request.body;
        const blocked = permissions(ctx, account, record).blocked.comment;
        if (blocked) throw refusal('comment', blocked, record);
        const at = ctx.now().toISOString();
        const created = await inUniversityTransaction(ctx, async (trx) => {
          const commentId = await insertComment(trx, {
            contribution_id: id,
            author_id: account.id,
            body: body.body,
            created_at: at,
          });
          if (account.role_id === ROLE_ID.COORDINATOR) await stampFirstComment(trx, id, at);
          return commentId;
        });
        await ctx.domainEvents.emit({
          type: 'contribution.commented',
          contributionId: id,
          commentId: created,
          actorId: account.id,
        });
        reply.code(201);
        return { data: (await comments(id, created))[0] };
      },
    );
  };
}
