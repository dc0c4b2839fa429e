import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { API_PREFIX } from '@herald/protocol';

/** An error whose status and message are safe to send to the client as `{statusCode, message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Parses input with a shared schema; a violation becomes a 400 naming the first offending field. */
export function parse<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new HttpError(400, `${where}${issue?.message ?? 'Invalid input'}`);
}

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Body cannot be empty when content-type is set to application/json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type: send application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
};

/** Every error leaves as JSON `{statusCode, message}`; server faults never reveal their details. */
export function installErrorHandling(app: FastifyInstance, serveApp: ((url: string) => boolean) | undefined) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const statusCode =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(statusCode).send({ statusCode, message: 'Internal Server Error' });
    }
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    if (statusCode === 400 && code.startsWith('FST_ERR_CTP_INVALID_JSON')) {
      return reply.status(400).send({ statusCode: 400, message: 'Body is not valid JSON' });
    }
    const message = CLIENT_MESSAGES[code] ?? error.message;
    return reply.status(statusCode).send({ statusCode, message });
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
    if (!isApi && serveApp && (request.method === 'GET' || request.method === 'HEAD') && serveApp(url)) {
      // SPA fallback: the app's router decides what this path shows, including its own not-found page.
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ statusCode: 404, message: `Route ${request.method} ${url.split('?')[0]} not found` });
  });
}
