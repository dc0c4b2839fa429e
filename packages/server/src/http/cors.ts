// The widget API is called from host pages on other origins (the notification center embedded in another app).
// Only origins the deployment lists get CORS answers; tokens travel in headers, never in cookies.
import type { FastifyInstance } from 'fastify';

const ALLOWED_METHODS = 'GET, POST, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type';

export function installWidgetCors(app: FastifyInstance, prefix: string, allowedOrigins: readonly string[]) {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(prefix)) return;
    const origin = request.headers.origin;
    if (!origin || !allowedOrigins.includes(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });
  // Preflight requests need a route to reach the hook above; unlisted origins get a plain 404.
  app.options(`${prefix}/*`, async (_request, reply) =>
    reply.code(404).send({ statusCode: 404, message: 'Not found' }),
  );
}
