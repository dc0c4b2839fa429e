// Guest browsing without an account (docs/decisions/0015-guest-browsing.md): a visitor who chooses a faculty
// that welcomes guests opens a read-only guest session for it, and ends it on leaving. Public, and slowed down
// per address; every opening is audited to its guest session.
import type { FastifyInstance } from 'fastify';
import { ROLE_ID } from '@herald/protocol';
import { guestSessionBodySchema, guestSessionSchema } from '@herald/protocol/schemas';
import type { UniversityContext } from '../context.js';
import { requireAccount } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { audit } from '../services/audit.js';
import { endGuestSession, openGuestSession } from '../services/accounts/guest-sessions.js';
import { contract, type ZodTypeProvider, dataOf } from '../../http/contract.js';
import { z } from 'zod';
import { REFERENCE_FACULTY_ID } from '../reference.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<UniversityContext, 'db' | 'guestVisits' | 'now' | 'tokens'>;

/** Openings allowed per address and minute: enough for a class at one address, too few to mass-mint tokens. */
const OPENINGS_PER_MINUTE = 20;

export function guestSessionRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/',
      {
        schema: contract({
          tag: 'Faculties',
          summary:
            "Opens a read-only guest visit of a faculty that welcomes guests: a token for that faculty's selected work only (20 a minute per address)",
          security: 'none',
          body: guestSessionBodySchema,
          response: dataOf(guestSessionSchema),
          status: 201,
          example: { body: { facultyId: REFERENCE_FACULTY_ID } },
        }),
        config: { rateLimit: { max: OPENINGS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const { facultyId } = request.body;
        const { row, session } = await openGuestSession(ctx, facultyId, request.ip);
        request.guestSession = row;
        await audit(ctx, request, 'guest_session.opened', `faculty:${facultyId}`);
        reply.header('cache-control', 'no-store').status(201);
        return { data: session };
      },
    );

    app.delete(
      '/current',
      // A guest may leave even after the faculty has closed guest access.
      {
        schema: contract({
          tag: 'Faculties',
          summary: "Ends the caller's guest visit",
          security: 'bearer',
          response: dataOf(z.object({ ended: z.literal(true) })),
          example: { as: 'GUEST_VISIT' },
        }),
        preHandler: requireAccount(ctx, [ROLE_ID.GUEST], { guestSessions: 'leaving' }),
      },
      async (request) => {
        const session = request.guestSession;
        // A guest account signs out in the app; only a guest visit has something to end here.
        if (!session) throw new HttpError(404, 'No guest visit to end');
        await endGuestSession(ctx, session.id);
        await audit(ctx, request, 'guest_session.ended', `faculty:${session.faculty_id}`);
        return { data: { ended: true } };
      },
    );
  };
}
