// The widget API is called from host pages on any origin (the notification center embedded in another app). Its
// routes take a bearer token in a header and never a cookie, so any origin gets a CORS answer: the token, not the
// page's origin, is what authorises a call (docs/decisions/0018). The app's own routes send no CORS headers.
import type { FastifyInstance } from 'fastify';

const ALLOWED_METHODS = 'GET, POST, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type';
/** What the current Inbox (`@novu/js` 3.x) sends besides: its API and client versions, a keyless application. */
export const INBOX_ALLOWED_HEADERS = `${ALLOWED_HEADERS}, Novu-API-Version, Novu-Client-Version, Novu-Application-Identifier`;
/** How long a browser may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600';

export function installWidgetCors(app: FastifyInstance, prefix: string, allowedHeaders = ALLOWED_HEADERS) {
  const under = (url: string) =>
    url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers.origin || !under(request.url)) return;
    // `*` rather than the caller's origin: browsers then never attach cookies or other credentials.
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', allowedHeaders)
        .header('access-control-max-age', PREFLIGHT_MAX_AGE)
        .code(204)
        .send();
    }
  });
  // Preflight requests need a route to reach the hook above; an OPTIONS call that is no preflight gets a 404.
  app.options(`${prefix}/*`, async (_request, reply) =>
    reply.code(404).send({ statusCode: 404, message: 'Not found' }),
  );
}
