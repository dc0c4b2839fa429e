// Idempotency keys on the management API (docs/product.md §4 "API idempotency"): a POST or PATCH sent with an
// `Idempotency-Key` header is carried out once per environment and key. The first successful answer is stored
// and given again, marked `Idempotency-Replay: true`, to every later call with the same key and body for a day;
// the same key with another body is refused with 422, and while the first call runs, with 409. The table's
// primary key (environment, key) decides between two processes receiving the same first call at once.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_SECONDS,
  IDEMPOTENCY_REPLAY_HEADER,
} from '@herald/protocol';
import { idempotencyKeySchema } from '@herald/protocol/schemas';
import type { AppContext } from '../context.js';
import { contractOf } from './contract.js';
import { HttpError } from './errors.js';
import {
  deleteIdempotencyKey,
  idempotencyKeyRow,
  keepIdempotentAnswer,
  reserveIdempotencyKey,
} from './repo/idempotency-keys.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this call holds while it runs, to store its answer under. */
    idempotencyKey?: string;
  }
}

/** How long a first call may run before its key is taken to be abandoned (a process that stopped mid-call). */
const IN_FLIGHT_SECONDS = 5 * 60;
const METHODS = new Set(['POST', 'PATCH']);

/** What a key is bound to: the method, the path with its query, and the body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  const json = JSON.stringify(body ?? null);
  return createHash('sha256').update(`${method} ${url}\n${json}`).digest('hex');
}

function after(now: Date, seconds: number) {
  return new Date(now.getTime() + seconds * 1000).toISOString();
}

/**
 * Adds the key check after each route's own pre-handlers (and the rate limiter), where the route has found the
 * caller's environment; calls outside an environment (sign-in, the widget API) are not keyed.
 */
export function installIdempotency(api: FastifyInstance, ctx: Pick<AppContext, 'config' | 'now'>) {
  const headerName = IDEMPOTENCY_KEY_HEADER.toLowerCase();

  async function reserve(request: FastifyRequest, reply: FastifyReply) {
    const sent = request.headers[headerName];
    const environment = request.environment;
    if (!ctx.config.features.apiIdempotency || sent === undefined || !environment) return undefined;
    if (!METHODS.has(request.method)) return undefined;
    const parsed = idempotencyKeySchema.safeParse(sent);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message);
    const key = parsed.data;
    const now = ctx.now();
    const print = requestFingerprint(request.method, request.url, request.body);

    // An expired key, finished or abandoned, is free again.
    await deleteIdempotencyKey(request.db, environment.id, key, now.toISOString());
    const reserved = await reserveIdempotencyKey(request.db, {
      environment_id: environment.id,
      key,
      fingerprint: print,
      state: 'in_flight',
      created_at: now.toISOString(),
      expires_at: after(now, IN_FLIGHT_SECONDS),
    });
    reply.header(IDEMPOTENCY_KEY_HEADER, key);
    if (reserved) {
      request.idempotencyKey = key;
      return undefined;
    }

    const first = await idempotencyKeyRow(request.db, environment.id, key);
    // Gone between the insert and the read: the first call failed and let its key go; this one may retry.
    if (!first) throw conflict(reply, key);
    if (first.fingerprint !== print) {
      throw new HttpError(422, `Idempotency key ${key} was already used for a different request`);
    }
    if (first.state !== 'done') throw conflict(reply, key);
    reply.header(IDEMPOTENCY_REPLAY_HEADER, 'true');
    if (first.content_type) reply.header('content-type', first.content_type);
    return reply.code(first.status_code ?? 200).send(first.body ?? '');
  }

  function conflict(reply: FastifyReply, key: string) {
    reply.header('retry-after', '1');
    return new HttpError(
      409,
      `A request with idempotency key ${key} is still being processed: retry shortly`,
    );
  }

  // Only a successful answer is kept; any other lets the key go, so a corrected call can use it again.
  const keepAnswer: onSendHookHandler = async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.environment) return payload;
    request.idempotencyKey = undefined;
    const environmentId = request.environment.id;
    const stored = reply.statusCode < 300 && (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (stored) {
      const contentType = reply.getHeader('content-type');
      await keepIdempotentAnswer(request.db, environmentId, key, {
        status_code: reply.statusCode,
        content_type: typeof contentType === 'string' ? contentType : null,
        body: payload.toString(),
        expires_at: after(ctx.now(), IDEMPOTENCY_KEY_TTL_SECONDS),
      });
    } else {
      await deleteIdempotencyKey(request.db, environmentId, key);
    }
    return payload;
  };

  // Only the routes a key can be sent to carry its hooks: a POST or PATCH in an environment, never a widget's.
  api.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => METHODS.has(method)) || contractOf(route)?.security === 'widget') return;
    route.preHandler = [...[route.preHandler ?? []].flat(), reserve];
    route.onSend = [...[route.onSend ?? []].flat(), keepAnswer];
  });
}
