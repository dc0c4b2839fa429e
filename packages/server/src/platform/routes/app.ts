// What the platform's route modules share: the Fastify instance with the contract's types, and the member hooks.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/contract.js';

export type PlatformApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The member hooks: any member, one who has not answered onboarding yet, and an admin. */
export interface MemberGuards {
  anyMember: preHandlerAsyncHookHandler;
  beforeOnboarding: preHandlerAsyncHookHandler;
  admin: preHandlerAsyncHookHandler;
}

export { dataOf } from '../../http/contract.js';

export const idParams = z.object({ id: z.string().min(1).max(64) }).strict();
export const keyParams = z
  .object({ id: z.string().min(1).max(64), keyId: z.string().min(1).max(64) })
  .strict();
